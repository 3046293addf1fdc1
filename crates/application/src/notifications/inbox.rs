//! The person's notifications: one page at a time, the unread count, read marks, and pruning.

use chrono::Duration;
use quad_domain::User;
use uuid::Uuid;

use super::{Notifications, ports::StoredNotification};
use crate::{Page, PageRequest, live::REPLAY_WINDOW};

/// Read notifications are kept this long.
pub const READ_KEPT: Duration = Duration::days(90);

#[derive(Debug, thiserror::Error)]
pub enum NotificationError {
    #[error("No such notification")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Notifications {
    /// The person's notifications, newest first, one page.
    pub async fn list(&self, user: &User, page: PageRequest) -> anyhow::Result<Page<StoredNotification>> {
        let (items, total) = self.repository.page(user.id, page.offset(), page.size()).await?;
        Ok(page.answer(items, total))
    }

    /// Every notification of the person, newest first (their data export).
    pub async fn all_of(&self, user: &User) -> anyhow::Result<Vec<StoredNotification>> {
        Ok(self.repository.page(user.id, 0, i64::MAX).await?.0)
    }

    pub async fn unread(&self, user: &User) -> anyhow::Result<i64> {
        self.repository.unread_count(user.id).await
    }

    /// Marks one of the person's notifications read; answers their unread count.
    pub async fn mark_read(&self, user: &User, id: Uuid) -> Result<i64, NotificationError> {
        self.repository.mark_read(user.id, Some(id), self.clock.now()).await?.ok_or(NotificationError::NotFound)
    }

    /// Marks all the person's notifications read; answers their unread count (0).
    pub async fn mark_all_read(&self, user: &User) -> anyhow::Result<i64> {
        Ok(self.repository.mark_read(user.id, None, self.clock.now()).await?.unwrap_or(0))
    }

    /// Deletes read notifications older than `READ_KEPT`, events older than the replay window
    /// and old unsubscribe links; answers how many notifications went.
    pub async fn prune(&self) -> anyhow::Result<u64> {
        let now = self.clock.now();
        self.repository.prune(now - READ_KEPT, now - REPLAY_WINDOW, now - READ_KEPT).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        notifications::testing::Mocks,
    };

    #[tokio::test]
    async fn the_list_is_the_persons_own_one_page_at_a_time_and_the_export_is_all_of_it() {
        let mut mocks = Mocks::default();
        let person = sample_user();
        mocks
            .repository
            .expect_page()
            .with(eq(person.id), eq(20), eq(10))
            .times(1)
            .returning(|_, _, _| Ok((Vec::new(), 25)));
        mocks
            .repository
            .expect_page()
            .with(eq(person.id), eq(0), eq(i64::MAX))
            .times(1)
            .returning(|_, _, _| Ok((Vec::new(), 25)));
        mocks.repository.expect_unread_count().with(eq(person.id)).returning(|_| Ok(3));
        let notifications = mocks.build();

        let page = notifications.list(&person, PageRequest::new(Some(3), Some(10), 20)).await.unwrap();
        assert_eq!((page.total, page.page), (25, 3));
        assert!(notifications.all_of(&person).await.unwrap().is_empty());
        assert_eq!(notifications.unread(&person).await.unwrap(), 3);
    }

    #[tokio::test]
    async fn marking_someone_elses_notification_read_is_not_found() {
        let mut mocks = Mocks::default();
        let person = sample_user();
        let id = Uuid::from_u128(60);
        mocks.repository.expect_mark_read().with(eq(person.id), eq(Some(id)), eq(now())).returning(|_, _, _| Ok(None));

        assert!(matches!(mocks.build().mark_read(&person, id).await, Err(NotificationError::NotFound)));
    }

    #[tokio::test]
    async fn marking_read_answers_the_unread_count_left() {
        let mut mocks = Mocks::default();
        let person = sample_user();
        mocks
            .repository
            .expect_mark_read()
            .with(eq(person.id), eq(Some(Uuid::nil())), eq(now()))
            .returning(|_, _, _| Ok(Some(2)));
        mocks.repository.expect_mark_read().with(eq(person.id), eq(None), eq(now())).returning(|_, _, _| Ok(None));
        let notifications = mocks.build();

        assert_eq!(notifications.mark_read(&person, Uuid::nil()).await.unwrap(), 2);
        assert_eq!(notifications.mark_all_read(&person).await.unwrap(), 0);
    }

    #[tokio::test]
    async fn pruning_keeps_read_notices_and_links_90_days_and_events_the_replay_window() {
        let mut mocks = Mocks::default();
        mocks
            .repository
            .expect_prune()
            .with(eq(now() - Duration::days(90)), eq(now() - REPLAY_WINDOW), eq(now() - Duration::days(90)))
            .times(1)
            .returning(|_, _, _| Ok(5));

        assert_eq!(mocks.build().prune().await.unwrap(), 5);
    }
}
