use anyhow::Context;
use uuid::Uuid;

use super::Accounts;

impl Accounts {
    /// Deletes the person and everything of theirs that the database holds; their sessions go
    /// with them, so every token they had stops working at once.
    pub async fn delete_account(&self, user_id: Uuid) -> anyhow::Result<()> {
        self.repository.delete_user(user_id).await.context("failed to delete an account")
    }
}
