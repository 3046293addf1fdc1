use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::connection::{RequestNote, RequestStatus};
use uuid::Uuid;

/// A request as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionRequest {
    pub id: Uuid,
    pub sender_id: Uuid,
    pub recipient_id: Uuid,
    pub note: String,
    pub status: RequestStatus,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// A request to store: the repository checks the pair and the sender's limits in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRequest {
    pub id: Uuid,
    pub sender_id: Uuid,
    pub recipient_id: Uuid,
    pub note: RequestNote,
    pub at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The sender's open requests may not reach this many.
    pub outstanding_max: i64,
    /// A declined or expired request of the pair since then holds them apart.
    pub cooled_down_since: DateTime<Utc>,
}

/// Why a request could not be sent (the rest is a success).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestRefusal {
    AlreadyConnected,
    /// The sender asked already, and it still waits (or was declined, which they do not know).
    AlreadyRequested,
    /// The other asked the sender already: they can accept it.
    RequestedYou(Uuid),
    TooManyOutstanding,
    CoolingDown,
    /// No such account any more, or blocked either way since the page was read.
    Unavailable,
}

/// What marking an interest did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InterestOutcome {
    /// Kept, private: the other has not shown theirs.
    Kept,
    /// It was mutual: the two are connected now.
    Connected,
    /// They were connected already.
    AlreadyConnected,
    /// No such account any more, or blocked either way since the page was read.
    Unavailable,
}

/// An answer to a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Accept,
    Decline,
}

/// Why a request could not be answered or withdrawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestChangeError {
    /// None of the person's, or one they may not act on.
    NotFound,
    /// Answered, withdrawn or expired already.
    NotPending,
}

/// A student the person blocked: only what the blocker needs to recognise them and unblock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockedStudent {
    pub student_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub blocked_at: DateTime<Utc>,
}

/// A connection of the person, with the other one's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Connection {
    pub student_id: Uuid,
    pub created_at: DateTime<Utc>,
    /// When the person said "We're roommates", and when the other did.
    pub mine_roommates_at: Option<DateTime<Utc>>,
    pub theirs_roommates_at: Option<DateTime<Utc>>,
}

/// "Interested" marks: private until mutual, when they connect the two.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait InterestRepository: Send + Sync + 'static {
    /// Keeps `user_id`'s interest in `student_id`; a mutual one connects the two (and an open
    /// request between them counts as accepted).
    async fn mark_interest(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<InterestOutcome>;
    async fn remove_interest(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<()>;
    /// Which of `students` `user_id` marked.
    async fn interests_among(&self, user_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>>;
    /// Every interest `user_id` marked, newest first, with when (for their data export).
    async fn interests_of(&self, user_id: Uuid) -> anyhow::Result<Vec<(Uuid, DateTime<Utc>)>>;
}

/// Requests to connect, with their notes, answers and expiry.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait RequestRepository: Send + Sync + 'static {
    /// Stores the request unless the pair or the sender's limits refuse it; an open request of the
    /// pair that is past its time is expired first.
    async fn send_request(&self, request: NewRequest) -> anyhow::Result<Result<ConnectionRequest, RequestRefusal>>;
    async fn request(&self, id: Uuid) -> anyhow::Result<Option<ConnectionRequest>>;
    /// The requests waiting for `user_id`'s answer at `now`, newest first.
    async fn received(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Vec<ConnectionRequest>>;
    /// The requests `user_id` sent, newest first (statuses as stored).
    async fn sent(&self, user_id: Uuid) -> anyhow::Result<Vec<ConnectionRequest>>;
    /// Accepts (connecting the pair) or declines a request to `recipient_id` still pending at `at`.
    async fn answer(
        &self,
        id: Uuid,
        recipient_id: Uuid,
        answer: Answer,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<ConnectionRequest, RequestChangeError>>;
    /// Withdraws a request of `sender_id` that still waits (declined or not) at `at`.
    async fn withdraw(
        &self,
        id: Uuid,
        sender_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<ConnectionRequest, RequestChangeError>>;
    /// Marks open requests past their time expired; answers how many.
    async fn expire_due(&self, now: DateTime<Utc>) -> anyhow::Result<u64>;
}

/// Connections, "We're roommates", and whether a person shows limited before connecting.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ConnectionRepository: Send + Sync + 'static {
    async fn connections_of(&self, user_id: Uuid) -> anyhow::Result<Vec<Connection>>;
    /// Ends the connection (and its "We're roommates"); answers whether there was one.
    async fn disconnect(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<bool>;
    /// Records `user_id`'s "We're roommates" with a connection; `None` when there is none.
    async fn confirm_roommates(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Option<Connection>>;
    /// Forgets `user_id`'s "We're roommates" with a connection unless the other said it too;
    /// answers the connection as it stands after (`None`: there is none).
    async fn take_back_roommates(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<Option<Connection>>;
    /// Whether the person is shown limited before connecting (their setting).
    async fn private_before_connecting(&self, user_id: Uuid) -> anyhow::Result<bool>;
    async fn set_private_before_connecting(&self, user_id: Uuid, private: bool) -> anyhow::Result<()>;
}

/// Blocks, and whether two people ever had contact (which a block of someone unseen needs).
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait BlockRepository: Send + Sync + 'static {
    /// Blocks at once and both ways: the connection, the blocker's interest and saved profile of
    /// the other, and open requests between the two end. `false` when there is no such account.
    async fn block(&self, blocker_id: Uuid, blocked_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<bool>;
    /// Lifts the blocker's block; their conversation shows again unless the other blocked too.
    async fn unblock(&self, blocker_id: Uuid, blocked_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<()>;
    /// Whether the two had contact: a request either way, a connection, or a conversation.
    async fn had_contact(&self, user_id: Uuid, other_id: Uuid) -> anyhow::Result<bool>;
    /// Those `user_id` blocked, newest first.
    async fn blocked_by(&self, user_id: Uuid) -> anyhow::Result<Vec<BlockedStudent>>;
}

/// The four stores of the context, as one value to wire.
#[derive(Clone)]
pub struct ConnectionStores {
    pub interests: std::sync::Arc<dyn InterestRepository>,
    pub requests: std::sync::Arc<dyn RequestRepository>,
    pub connections: std::sync::Arc<dyn ConnectionRepository>,
    pub blocks: std::sync::Arc<dyn BlockRepository>,
}

impl ConnectionStores {
    /// All four from one adapter that keeps them all.
    pub fn of<T>(store: std::sync::Arc<T>) -> Self
    where
        T: InterestRepository + RequestRepository + ConnectionRepository + BlockRepository,
    {
        Self { interests: store.clone(), requests: store.clone(), connections: store.clone(), blocks: store }
    }
}
