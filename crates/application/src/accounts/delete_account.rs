use anyhow::Context;
use uuid::Uuid;

use super::Accounts;

impl Accounts {
    /// What Quad keeps about the person beyond their account and profile.
    pub async fn personal_records(&self, user_id: Uuid) -> anyhow::Result<super::ports::PersonalRecords> {
        self.repository.personal_records(user_id).await.context("failed to gather a person's records")
    }

    /// Deletes the person and everything of theirs that the database holds (their sessions go
    /// with them, so every token they had stops working at once), then the files they uploaded.
    pub async fn delete_account(&self, user_id: Uuid) -> anyhow::Result<()> {
        let files = match &self.media {
            Some(media) => media.keys_owned_by(user_id).await?,
            None => Vec::new(),
        };
        self.repository.delete_user(user_id).await.context("failed to delete an account")?;
        if let Some(media) = &self.media {
            media.forget(&files).await;
        }
        Ok(())
    }
}
