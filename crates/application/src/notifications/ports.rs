//! Where notifications and their preferences are kept.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{Notice, NotificationKind};
use uuid::Uuid;

/// A notification as kept: its facts, and whether and when it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNotification {
    pub id: Uuid,
    pub notice: Notice,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

/// One person's choice for one kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preference {
    pub kind: NotificationKind,
    pub in_app: bool,
    pub email: bool,
}

/// The unread notifications a digest e-mail reports, claimed for one person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestBatch {
    pub user_id: Uuid,
    pub email: String,
    pub first_name: String,
    pub notifications: Vec<StoredNotification>,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NotificationRepository: Send + Sync + 'static {
    /// Stores the notification and, in the same transaction, appends it to the person's event
    /// log with their new unread count. `emailed`: it was e-mailed at once, so no digest takes it.
    async fn create(
        &self,
        id: Uuid,
        user_id: Uuid,
        notice: &Notice,
        now: DateTime<Utc>,
        emailed: bool,
    ) -> anyhow::Result<()>;
    /// The active managers who look after the university.
    async fn managers_of(&self, university_id: Uuid) -> anyhow::Result<Vec<Uuid>>;
    /// One page of the person's notifications, newest first, and how many they have.
    async fn page(&self, user_id: Uuid, offset: i64, limit: i64) -> anyhow::Result<(Vec<StoredNotification>, i64)>;
    async fn unread_count(&self, user_id: Uuid) -> anyhow::Result<i64>;
    /// Marks one notification (`Some`) or all of them read, appending the read mark to the
    /// event log when anything changed; answers the unread count, or `None` for an id that is
    /// not one of the person's.
    async fn mark_read(&self, user_id: Uuid, id: Option<Uuid>, now: DateTime<Utc>) -> anyhow::Result<Option<i64>>;
    /// Deletes read notifications read before `read_before`, events made before
    /// `events_before` and unsubscribe links made before `links_before`; answers how many
    /// notifications went.
    async fn prune(
        &self,
        read_before: DateTime<Utc>,
        events_before: DateTime<Utc>,
        links_before: DateTime<Utc>,
    ) -> anyhow::Result<u64>;
}

/// The person's choices of what reaches them, by kind, in the app and by e-mail.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NotificationPreferences: Send + Sync + 'static {
    /// The person's stored choices (kinds without one have the defaults).
    async fn preferences(&self, user_id: Uuid) -> anyhow::Result<Vec<Preference>>;
    async fn set_preferences(&self, user_id: Uuid, preferences: Vec<Preference>) -> anyhow::Result<()>;
}

/// The e-mail digests: what waits unread long enough, and the unsubscribe links they carry.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait DigestRepository: Send + Sync + 'static {
    /// Claims, once across every instance, the unread notifications of `kinds` made before
    /// `made_before` and not e-mailed, of people whose preference allows e-mail for them, and
    /// marks them e-mailed; at most `people` people per call.
    async fn claim_digests(
        &self,
        kinds: Vec<NotificationKind>,
        made_before: DateTime<Utc>,
        now: DateTime<Utc>,
        people: i64,
    ) -> anyhow::Result<Vec<DigestBatch>>;
    /// Stores an unsubscribe link's hash for one person and kind.
    async fn store_unsubscribe(
        &self,
        token_hash: String,
        user_id: Uuid,
        kind: NotificationKind,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;
    /// The person and kind an unsubscribe link names, if it is known.
    async fn find_unsubscribe(&self, token_hash: String) -> anyhow::Result<Option<(Uuid, NotificationKind)>>;
}
