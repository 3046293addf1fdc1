//! What is kept of messages: a deleted message's words for moderators for 30 days, and every
//! message of a person's conversations for their export.

use chrono::Duration;
use quad_domain::message::DELETED_TEXT_KEPT_DAYS;
use uuid::Uuid;

use super::{Messages, ports::ExportedMessage};

impl Messages {
    /// Forgets the words of messages deleted over [`DELETED_TEXT_KEPT_DAYS`] ago, which were kept
    /// for moderators only (an hourly chore); how many.
    pub async fn forget_deleted_text(&self) -> anyhow::Result<u64> {
        let cutoff = self.clock.now() - Duration::days(DELETED_TEXT_KEPT_DAYS);
        self.repository.forget_deleted_text(cutoff).await
    }

    /// The messages of the person's conversations, sent and received, for their export.
    pub async fn exported_for(&self, user_id: Uuid) -> anyhow::Result<Vec<ExportedMessage>> {
        self.repository.exported_for(user_id).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{accounts::testing::now, messages::testing::Mocks};

    #[tokio::test]
    async fn deleted_words_are_forgotten_30_days_after_the_deletion() {
        let mut mocks = Mocks::default();
        mocks
            .repository
            .expect_forget_deleted_text()
            .with(eq(now() - Duration::days(30)))
            .times(1)
            .returning(|_| Ok(4));

        assert_eq!(mocks.build().forget_deleted_text().await.unwrap(), 4);
    }

    #[tokio::test]
    async fn the_export_is_the_persons_own_conversations() {
        let mut mocks = Mocks::default();
        let person = Uuid::from_u128(7);
        mocks.repository.expect_exported_for().with(eq(person)).times(1).returning(|_| Ok(Vec::new()));

        assert!(mocks.build().exported_for(person).await.unwrap().is_empty());
    }
}
