use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::message::MessageBody;
use uuid::Uuid;

use crate::{Keyset, KeysetRequest};

/// A message as one of the two people sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadMessage {
    pub id: Uuid,
    pub conversation_id: Uuid,
    pub sender_id: Uuid,
    /// The viewer sent it.
    pub mine: bool,
    /// `None` once deleted.
    pub body: Option<String>,
    /// Only on messages the viewer received.
    pub caution: bool,
    pub created_at: DateTime<Utc>,
}

/// The other person of a conversation, as its list shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Peer {
    /// `None`: they deleted their account.
    pub student_id: Option<Uuid>,
    pub first_name: String,
    pub last_name: String,
    /// Their main photo, if they have one.
    pub photo: Option<String>,
}

/// A conversation of the viewer's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversationSummary {
    pub id: Uuid,
    pub peer: Peer,
    pub last_message: Option<ThreadMessage>,
    /// Messages from the peer the viewer has not read.
    pub unread: i64,
    /// The two are connected now.
    pub connected: bool,
    /// A block stands between the two, either way: both can still read the conversation and
    /// report its messages, neither can write.
    pub closed: bool,
    /// The viewer is the one who blocked.
    pub you_blocked: bool,
    /// The last message's time, or when the conversation was opened.
    pub updated_at: DateTime<Utc>,
}

/// Why a conversation could not be opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenRefusal {
    /// No such active account, or a block either way.
    NotFound,
    NotConnected,
}

/// A message to store: the repository checks the connection and the sender's limits in one
/// transaction, and orders it after the conversation's last message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub id: Uuid,
    pub conversation_id: Uuid,
    pub sender_id: Uuid,
    pub body: MessageBody,
    pub at: DateTime<Utc>,
    /// The text calls for a caution, if it is among the sender's first `early_messages` here.
    pub cautious_text: bool,
    pub early_messages: i64,
    pub per_minute_max: i64,
    pub per_day_max: i64,
}

/// A message stored, with what the use case tells the recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentMessage {
    /// As its sender sees it.
    pub message: ThreadMessage,
    pub recipient_id: Uuid,
    /// The recipient had nothing unread here before it.
    pub first_unread: bool,
}

/// Why a message could not be sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendRefusal {
    /// Not the sender's conversation, or a block either way.
    NotFound,
    /// The two are no longer connected, or the other deleted their account.
    NotConnected,
    TooFast,
    DailyLimit,
}

/// A message the person sent, for their data export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportedMessage {
    pub conversation_id: Uuid,
    /// Who wrote it: the person, or the other student of the conversation.
    pub sender_id: Uuid,
    /// Who it went to, while their account exists.
    pub recipient_id: Option<Uuid>,
    pub body: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait MessageRepository: Send + Sync + 'static {
    /// The pair's conversation, made if missing, while the two are connected.
    async fn open(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<Uuid, OpenRefusal>>;
    /// The person's conversations with a message, newest activity first (blocked pairs' too,
    /// closed: they stay readable and reportable).
    async fn conversations(&self, user_id: Uuid, page: KeysetRequest) -> anyhow::Result<Keyset<ConversationSummary>>;
    /// One of the person's conversations (`None`: not theirs).
    async fn conversation(&self, user_id: Uuid, id: Uuid) -> anyhow::Result<Option<ConversationSummary>>;
    /// A page of the conversation's messages, newest first (`None`: as for `conversation`).
    async fn messages(
        &self,
        user_id: Uuid,
        conversation_id: Uuid,
        page: KeysetRequest,
    ) -> anyhow::Result<Option<Keyset<ThreadMessage>>>;
    /// Stores the message and tells both people's tabs.
    async fn send(&self, message: NewMessage) -> anyhow::Result<Result<SentMessage, SendRefusal>>;
    /// Marks everything in the conversation read by the person (and its new-message
    /// notification), tells their tabs, and answers their conversations with unread messages.
    async fn mark_read(&self, user_id: Uuid, conversation_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Option<i64>>;
    /// Deletes a message the person sent, for both, and tells both people's tabs; `false` when
    /// there is no such message of theirs.
    async fn delete(
        &self,
        user_id: Uuid,
        conversation_id: Uuid,
        message_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<bool>;
    /// How many of the person's conversations have unread messages.
    async fn unread_conversations(&self, user_id: Uuid) -> anyhow::Result<i64>;
    /// Forgets the words of messages deleted before `cutoff`; how many.
    async fn forget_deleted_text(&self, cutoff: DateTime<Utc>) -> anyhow::Result<u64>;
    /// The messages of the person's conversations, sent and received, oldest first.
    async fn exported_for(&self, user_id: Uuid) -> anyhow::Result<Vec<ExportedMessage>>;
}
