//! The event log, the open streams and the fan-out between instances.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use futures_util::stream::BoxStream;
use uuid::Uuid;

use crate::{messages::ports::ThreadMessage, notifications::ports::StoredNotification};

/// What a person's open tabs are told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiveEvent {
    /// A new notification, and the person's unread count with it.
    Notification { notification: StoredNotification, unread: i64 },
    /// Notifications were marked read (`None`: all of them), and the unread count after.
    Read { ids: Option<Vec<Uuid>>, unread: i64 },
    /// A message in one of the person's conversations, as they see it, and how many of their
    /// conversations have unread messages after it.
    Message { message: ThreadMessage, unread_conversations: i64 },
    /// A message was deleted by its sender.
    MessageDeleted { conversation_id: Uuid, message_id: Uuid, unread_conversations: i64 },
    /// The person read a conversation (in some tab).
    ConversationRead { conversation_id: Uuid, unread_conversations: i64 },
    /// The person's conversations changed without a message: one left the list (a block either
    /// way) or its other person deleted their account.
    ConversationsChanged { unread_conversations: i64 },
    /// The person's university address was confirmed (a link opened on any device) or removed:
    /// the universities they may join changed.
    MembershipChanged,
}

/// An event of a person's log, with its number there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedEvent {
    pub seq: i64,
    pub event: LiveEvent,
}

/// Where a person's log stands: its epoch (random per person) and its last number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogHead {
    pub epoch: String,
    pub last_seq: i64,
}

/// A stream being opened, for the limit per person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreamSlot {
    pub id: Uuid,
    pub user_id: Uuid,
    pub session_id: Uuid,
    pub instance_id: Uuid,
    pub now: DateTime<Utc>,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait EventLog: Send + Sync + 'static {
    /// The person's log head (made if they have none yet).
    async fn head(&self, user_id: Uuid) -> anyhow::Result<LogHead>;
    /// The person's events numbered after `after`, in order, at most `limit`.
    async fn since(&self, user_id: Uuid, after: i64, limit: i64) -> anyhow::Result<Vec<LoggedEvent>>;
    /// The last number of each person's log (people without one are left out).
    async fn last_seqs(&self, users: Vec<Uuid>) -> anyhow::Result<Vec<(Uuid, i64)>>;
    /// Records the stream unless the person has `max` streams seen since `stale_before` (older
    /// ones, of instances that died, no longer count); answers whether it was recorded.
    async fn open_stream(&self, slot: StreamSlot, max: i64, stale_before: DateTime<Utc>) -> anyhow::Result<bool>;
    async fn close_stream(&self, id: Uuid) -> anyhow::Result<()>;
    /// Removes every stream of the instance (it is shutting down).
    async fn forget_instance(&self, instance_id: Uuid) -> anyhow::Result<()>;
    /// Notes the instance's streams as seen now.
    async fn keep_streams(&self, instance_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()>;
    /// Which of these sessions are still live, with their account active.
    async fn live_sessions(&self, sessions: Vec<Uuid>, now: DateTime<Utc>) -> anyhow::Result<Vec<Uuid>>;
}

/// What the fan-out announces to an instance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Signal {
    /// An event was committed to a person's log.
    Appended { user_id: Uuid, seq: i64 },
    /// A session ended.
    SessionEnded(Uuid),
    /// An account was suspended or closed.
    AccountClosed(Uuid),
    /// The announcements resumed after a break: some may have been missed.
    Resumed,
}

/// Announces committed events and ended sessions to every instance. Announcements are hints:
/// the rows are the truth, and `Resumed` after any break makes the listener catch up from them.
pub trait EventFanout: Send + Sync + 'static {
    fn signals(&self) -> BoxStream<'static, Signal>;
}
