//! What publishing to Instagram needs from the outside: the Graph API, a sealed place for access
//! tokens, and the accounts and posts kept in storage.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{
    Email, UniversityLogo,
    post::{AttemptFailure, Caption, PostRuleError},
};
use uuid::Uuid;

use crate::{
    audit::Audit,
    paging::{Page, PageRequest},
};

/// The credentials of one Instagram professional account. The token is a secret: adapters never
/// log it, and nothing returns it to a client.
#[derive(Clone, PartialEq, Eq)]
pub struct InstagramCredentials {
    pub ig_user_id: String,
    pub access_token: String,
}

impl std::fmt::Debug for InstagramCredentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InstagramCredentials")
            .field("ig_user_id", &self.ig_user_id)
            .field("access_token", &"[redacted]")
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InstagramError {
    /// The platform refused the request (an image or caption it does not take, ...); the
    /// message is the platform's. Trying again will not help.
    #[error("Instagram refused the request: {0}")]
    Rejected(String),
    /// The access token is invalid or expired (Graph API code 190).
    #[error("Instagram refused the access token: {0}")]
    TokenRefused(String),
    /// The account's publishing quota is used up for now.
    #[error("Instagram's publishing limit for this account is used up: {0}")]
    QuotaUsed(String),
    /// A failure worth retrying: timeouts, 5xx, rate limits.
    #[error("Instagram is unavailable: {0}")]
    Transient(String),
}

impl InstagramError {
    /// The platform's own words.
    pub fn message(&self) -> &str {
        match self {
            InstagramError::Rejected(message)
            | InstagramError::TokenRefused(message)
            | InstagramError::QuotaUsed(message)
            | InstagramError::Transient(message) => message,
        }
    }

    pub fn failure(&self) -> AttemptFailure {
        match self {
            InstagramError::Rejected(_) | InstagramError::TokenRefused(_) => AttemptFailure::Permanent,
            InstagramError::QuotaUsed(_) => AttemptFailure::QuotaUsed,
            InstagramError::Transient(_) => AttemptFailure::Transient,
        }
    }
}

/// Instagram's answer about an account: its JSON text as it came, and the username it gave (when
/// it looks like one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionAnswer {
    pub raw: String,
    pub username: Option<String>,
}

/// Where a media container is in Instagram's processing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ContainerStatus {
    InProgress,
    Finished,
    Published,
    Expired,
    Error(String),
}

/// An account's content publishing limit: posts published in the current window, and the most
/// it may publish in one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PublishingQuota {
    pub used: u32,
    pub total: u32,
}

/// A published media's `like_count` and `comments_count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MediaCounts {
    pub likes: i64,
    pub comments: i64,
}

#[derive(Clone, PartialEq, Eq)]
pub struct RefreshedToken {
    pub access_token: String,
    pub expires_in_seconds: i64,
}

/// The Instagram Graph API, as Quad uses it.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait InstagramGateway: Send + Sync + 'static {
    /// Reads the account behind the credentials.
    async fn test_connection(&self, credentials: &InstagramCredentials) -> Result<ConnectionAnswer, InstagramError>;

    /// The account's `content_publishing_limit`.
    async fn publishing_quota(&self, credentials: &InstagramCredentials) -> Result<PublishingQuota, InstagramError>;

    /// Creates the media container of a post whose images Instagram fetches from `images`: one
    /// image's container, or for 2 to 10 a carousel's (a child container per image, then the
    /// carousel container naming them). Answers the container to publish.
    async fn create_container(
        &self,
        credentials: &InstagramCredentials,
        images: &[String],
        caption: &str,
    ) -> Result<String, InstagramError>;

    /// The container's `status_code`, read once.
    async fn container_status(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<ContainerStatus, InstagramError>;

    /// Reads the container's status until it is no longer in progress, or the adapter's bound on
    /// waiting passes (then `InProgress`).
    async fn wait_for_container(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<ContainerStatus, InstagramError>;

    /// `media_publish`: publishes a finished container; answers the media id.
    async fn publish_container(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<String, InstagramError>;

    /// The public address of a published media, when Instagram gives one that is an Instagram
    /// address (it is stored, linked in notifications and shown to students).
    async fn permalink(
        &self,
        credentials: &InstagramCredentials,
        media_id: &str,
    ) -> Result<Option<String>, InstagramError>;

    /// Instagram's own like and comment counts of a published media.
    async fn media_counts(
        &self,
        credentials: &InstagramCredentials,
        media_id: &str,
    ) -> Result<MediaCounts, InstagramError>;

    /// Exchanges a long-lived token for a fresh one, with how long Instagram says it lasts.
    async fn refresh_token(&self, credentials: &InstagramCredentials) -> Result<RefreshedToken, InstagramError>;
}

/// The account a sealed token belongs to: it opens only for that account, so a token copied onto
/// another account's row is useless.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenOwner {
    pub university_id: Uuid,
    pub ig_user_id: String,
}

/// Encrypts access tokens for storage and decrypts them for use.
#[cfg_attr(test, mockall::automock)]
pub trait TokenSealer: Send + Sync + 'static {
    fn seal(&self, owner: &TokenOwner, token: &str) -> anyhow::Result<Vec<u8>>;
    fn open(&self, owner: &TokenOwner, sealed: &[u8]) -> anyhow::Result<String>;
    /// Sealed with the current key (so `quad rotate-tokens` may leave it).
    fn is_current(&self, sealed: &[u8]) -> bool;
}

/// A connected account, without its token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstagramAccount {
    pub id: Uuid,
    pub university_id: Uuid,
    pub ig_user_id: String,
    pub username: String,
    pub created_at: DateTime<Utc>,
    pub token_expires_at: Option<DateTime<Utc>>,
    pub token_problem: Option<String>,
    pub queued_posts: i64,
}

#[derive(Clone, PartialEq, Eq)]
pub struct NewInstagramAccount {
    pub id: Uuid,
    pub university_id: Uuid,
    pub ig_user_id: String,
    pub username: String,
    pub sealed_token: Vec<u8>,
    pub added_by: Uuid,
    pub now: DateTime<Utc>,
}

impl std::fmt::Debug for NewInstagramAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewInstagramAccount")
            .field("university_id", &self.university_id)
            .field("ig_user_id", &self.ig_user_id)
            .finish_non_exhaustive()
    }
}

/// An account's sealed token, with who is told when it fails: the university's active managers
/// (name, address).
#[derive(Clone, PartialEq, Eq)]
pub struct AccountToken {
    pub account_id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub ig_user_id: String,
    pub username: String,
    pub sealed_token: Vec<u8>,
    pub managers: Vec<(String, Email)>,
}

impl AccountToken {
    pub fn owner(&self) -> TokenOwner {
        TokenOwner { university_id: self.university_id, ig_user_id: self.ig_user_id.clone() }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountRemoval {
    Removed,
    NotFound,
    HasQueuedPosts,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait InstagramAccountRepository: Send + Sync + 'static {
    /// Saves the account, or replaces the token (and clears any problem) of the university's
    /// account with the same Instagram user id. The token's expiry is not known until its first
    /// refresh, a day after it was saved. `None` when there is no such university. Writes
    /// the `audit` entry in the same transaction.
    async fn save(
        &self,
        account: NewInstagramAccount,
        audit: Audit<Option<InstagramAccount>>,
    ) -> anyhow::Result<Option<InstagramAccount>>;
    /// The university's accounts, oldest first; `None` when there is no such university.
    async fn of_university(&self, university_id: Uuid) -> anyhow::Result<Option<Vec<InstagramAccount>>>;
    /// The account and its sealed token.
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<(InstagramAccount, Vec<u8>)>>;
    /// Writes the `audit` entry in the same transaction.
    async fn remove(&self, id: Uuid, audit: Audit<AccountRemoval>) -> anyhow::Result<AccountRemoval>;
    /// Records Instagram's refusal of the token, or (`None`) that it accepts it again. Answers
    /// whether the account had no problem recorded before (so its managers are told once).
    async fn record_token_problem(&self, id: Uuid, problem: Option<String>) -> anyhow::Result<bool>;
    async fn replace_token(
        &self,
        id: Uuid,
        sealed_token: Vec<u8>,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;
    /// Accounts with an accepted token expiring before `before`, or whose expiry is not known yet,
    /// and not refreshed since `refreshed_before` (Instagram refreshes a token at most once a day).
    async fn tokens_to_refresh(
        &self,
        before: DateTime<Utc>,
        refreshed_before: DateTime<Utc>,
    ) -> anyhow::Result<Vec<AccountToken>>;
    /// Every account's sealed token.
    async fn sealed_tokens(&self) -> anyhow::Result<Vec<AccountToken>>;
    /// Replaces the account's sealed token with the same token sealed again, unless it changed
    /// since it was read; answers whether it was replaced.
    async fn reseal(&self, id: Uuid, read: &[u8], resealed: Vec<u8>) -> anyhow::Result<bool>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PostStatus {
    Queued,
    Posted,
    Failed,
}

impl PostStatus {
    pub const ALL: [PostStatus; 3] = [PostStatus::Queued, PostStatus::Posted, PostStatus::Failed];

    pub fn as_str(self) -> &'static str {
        match self {
            PostStatus::Queued => "queued",
            PostStatus::Posted => "posted",
            PostStatus::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.as_str() == text)
    }
}

/// A post as managers see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub account_id: Option<Uuid>,
    pub account_username: Option<String>,
    pub image_url: String,
    pub caption: String,
    pub status: PostStatus,
    pub attempts: u32,
    pub created_at: DateTime<Utc>,
    pub scheduled_time: DateTime<Utc>,
    pub posted_time: Option<DateTime<Utc>>,
    pub last_attempt: Option<DateTime<Utc>>,
    pub error_message: Option<String>,
    pub letterboxed: bool,
    /// A worker holds it right now.
    pub publishing: bool,
    pub permalink: Option<String>,
    /// Posted, but which Instagram media it became is not known (a worker died between
    /// publishing and recording it): its manager finds it on the account.
    pub media_unknown: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPost {
    pub id: Uuid,
    pub university_id: Uuid,
    pub account_id: Uuid,
    pub manager_id: Uuid,
    pub image_url: String,
    pub image_key: String,
    pub thumbnail_key: String,
    pub letterboxed: bool,
    pub caption: Caption,
    /// Every image of a carousel, in order (the first is `image_url`); empty for one image.
    pub carousel: Vec<String>,
    /// The student's submission it publishes, when it does: linked in the same transaction,
    /// while the submission is approved, consented to Instagram and not queued already.
    pub submission_id: Option<Uuid>,
}

/// Why a post was not queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueueRefusal {
    Rule(PostRuleError),
    /// The submission is no longer approved with Instagram consent, or was queued already.
    SubmissionUnavailable,
}

/// When a new or moved post goes out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// An hour after the account's last queued or posted post, or now.
    Next,
    /// This time, if it keeps an hour from the account's other posts.
    At(DateTime<Utc>),
}

/// How a change to one post went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PostChange<T> {
    Done(T),
    NotFound,
    WrongStatus(PostStatus),
    /// A worker holds the post right now.
    Publishing,
    Rule(PostRuleError),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PostCounts {
    pub queued: i64,
    pub posted: i64,
    pub failed: i64,
    pub accounts: i64,
    pub universities: i64,
}

/// A university as the manager's universities screen lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManagedUniversity {
    pub id: Uuid,
    pub name: String,
    pub slug: String,
    pub location: Option<String>,
    pub logo: Option<UniversityLogo>,
    pub instagram_accounts: i64,
    pub queued_posts: i64,
    /// Whether students can join it (see `University::is_open`).
    pub open: bool,
}

/// A worker's hold on a post. Every write the worker makes names it, and is refused ([`LeaseLost`])
/// once another worker has claimed the post since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub post_id: Uuid,
    pub token: Uuid,
}

/// A worker's write was refused: its lease ran out and another worker claimed the post.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("another worker has claimed post {0} since")]
pub struct LeaseLost(pub Uuid);

/// A due post a worker holds, with what publishing it needs.
#[derive(Clone, PartialEq, Eq)]
pub struct ClaimedPost {
    pub id: Uuid,
    pub claim: Claim,
    pub university_id: Uuid,
    pub university_name: String,
    pub account_id: Uuid,
    pub ig_user_id: String,
    pub sealed_token: Vec<u8>,
    /// One image, or a carousel's images in order.
    pub images: Vec<String>,
    pub caption: String,
    /// The student whose submission this post publishes: told when it goes out.
    pub creator_id: Option<Uuid>,
    /// That student withdrew it after the post was queued: it may only be reconciled with what an
    /// earlier attempt left on Instagram, never published.
    pub withdrawn: bool,
    pub attempts: u32,
    pub container_id: Option<String>,
    pub container_created_at: Option<DateTime<Utc>>,
    pub publish_requested_at: Option<DateTime<Utc>>,
    /// The media publishing answered, recorded as soon as it was known.
    pub media_id: Option<String>,
    /// Who is told when it fails (name, address): the university's active managers, or, with
    /// none, whoever queued it while they are still an active manager or admin.
    pub managers: Vec<(String, Email)>,
}

impl ClaimedPost {
    pub fn owner(&self) -> TokenOwner {
        TokenOwner { university_id: self.university_id, ig_user_id: self.ig_user_id.clone() }
    }
}

impl std::fmt::Debug for ClaimedPost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClaimedPost")
            .field("id", &self.id)
            .field("account_id", &self.account_id)
            .field("attempts", &self.attempts)
            .field("container_id", &self.container_id)
            .field("media_id", &self.media_id)
            .finish_non_exhaustive()
    }
}

/// The manager's side of the post queue: what the screens read and change.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait PostQueue: Send + Sync + 'static {
    /// Queues the post at `slot`, holding the account while it reads the account's other posts,
    /// so two uploads at once cannot take slots less than an hour apart. Each change below writes
    /// its `audit` entry in its own transaction.
    async fn queue(
        &self,
        post: NewPost,
        slot: Slot,
        now: DateTime<Utc>,
        audit: Audit<Post>,
    ) -> anyhow::Result<Result<Post, QueueRefusal>>;
    /// A university's posts: queued soonest first, others newest first; `None` when there is no
    /// such university.
    async fn page(
        &self,
        university_id: Uuid,
        status: Option<PostStatus>,
        page: PageRequest,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Page<Post>>>;
    /// Deletes a queued post nobody is publishing, with its upload record; answers its image's
    /// keys (display and thumbnail).
    async fn cancel(
        &self,
        id: Uuid,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Vec<String>>>,
    ) -> anyhow::Result<PostChange<Vec<String>>>;
    async fn reschedule(
        &self,
        id: Uuid,
        at: DateTime<Utc>,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Post>>,
    ) -> anyhow::Result<PostChange<Post>>;
    /// Queues a failed post again at its account's next free slot, its attempts counted afresh.
    async fn requeue(
        &self,
        id: Uuid,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Post>>,
    ) -> anyhow::Result<PostChange<Post>>;
    /// Every post placed (posted time, else scheduled time) in `from..to`.
    async fn between(&self, from: DateTime<Utc>, to: DateTime<Utc>, now: DateTime<Utc>) -> anyhow::Result<Vec<Post>>;
    /// The university a post is queued for, if there is such a post.
    async fn university_of(&self, id: Uuid) -> anyhow::Result<Option<Uuid>>;
    /// Over these universities' posts, accounts and themselves (`None`: all).
    async fn counts(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<PostCounts>;
}

/// The universities as the manager's universities screen lists them, with their accounts and
/// queued posts (every university: the screen shows them all).
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ManagedUniversities: Send + Sync + 'static {
    async fn all(&self) -> anyhow::Result<Vec<ManagedUniversity>>;
}

/// The publishing worker's ledger: it claims a due post, then records each step of publishing
/// it, so a worker that dies mid-publish leaves enough behind for the next to reconcile. Each write
/// after the claim is fenced by it: `Err` holding [`LeaseLost`] when another worker claimed the post.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait PublishLedger: Send + Sync + 'static {
    /// Claims one due post for `lease`: the earliest queued post of an account with no other
    /// post held by a worker and none posted in the last hour, skipping rows other workers lock.
    async fn claim_due(&self, now: DateTime<Utc>, lease: std::time::Duration) -> anyhow::Result<Option<ClaimedPost>>;
    /// Holds the post until `until`, for attempts that take long.
    async fn renew(&self, claim: Claim, until: DateTime<Utc>) -> anyhow::Result<()>;
    async fn record_container(&self, claim: Claim, container_id: &str, now: DateTime<Utc>) -> anyhow::Result<()>;
    /// Notes that `media_publish` is about to be asked: from now the outcome is unknown until
    /// recorded.
    async fn record_publish_requested(&self, claim: Claim, now: DateTime<Utc>) -> anyhow::Result<()>;
    /// Notes the media publishing answered, before anything else is asked.
    async fn record_media(&self, claim: Claim, media_id: &str) -> anyhow::Result<()>;
    /// Forgets a container that expired or was never published, so the next attempt makes a new one.
    async fn forget_container(&self, claim: Claim) -> anyhow::Result<()>;
    /// Marks the post posted (with the media recorded, if any) and releases it.
    async fn mark_posted(&self, claim: Claim, permalink: Option<String>, now: DateTime<Utc>) -> anyhow::Result<()>;
    /// Releases the post to be tried at `at`; `count_attempt` false for a used-up quota. (The
    /// attempt's time was written when the post was claimed.)
    async fn retry_later(
        &self,
        claim: Claim,
        at: DateTime<Utc>,
        error: &str,
        count_attempt: bool,
    ) -> anyhow::Result<()>;
    /// Gives the post up as failed with `error`, releasing it.
    async fn mark_failed(&self, claim: Claim, error: &str) -> anyhow::Result<()>;
    /// Students' posts published since `posted_since` whose Instagram counts were last read
    /// before `counted_before` (or never), longest unread first, at most `limit`.
    async fn posts_to_count(
        &self,
        counted_before: DateTime<Utc>,
        posted_since: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<Vec<CountedPost>>;
    /// Keeps the counts read for the post's submission, with when they were read.
    async fn record_counts(&self, post_id: Uuid, counts: MediaCounts, at: DateTime<Utc>) -> anyhow::Result<()>;
}

/// A published post whose Instagram counts are read again: its media and account.
#[derive(Clone)]
pub struct CountedPost {
    pub post_id: Uuid,
    pub university_id: Uuid,
    pub ig_user_id: String,
    pub sealed_token: Vec<u8>,
    pub media_id: String,
}
