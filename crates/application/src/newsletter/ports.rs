use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::Email;
use uuid::Uuid;

use crate::mail::ports::OutgoingEmail;

/// What asking to subscribe did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscriptionRequest {
    /// A confirmation link is on its way (new address, or one never confirmed).
    ConfirmationQueued,
    /// The address is subscribed already; nothing was sent.
    AlreadySubscribed,
}

/// Keeps the newsletter's subscribers, each confirmed by a link mailed to them.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NewsletterRepository: Send + Sync + 'static {
    /// Unless `email` is confirmed already, keeps it pending under `token_hash` until
    /// `expires_at` and queues `confirmation`, in one transaction.
    async fn request_subscription(
        &self,
        email: &Email,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        confirmation: OutgoingEmail,
    ) -> anyhow::Result<SubscriptionRequest>;

    /// Confirms the pending address holding this unexpired token; answers it.
    async fn confirm_subscription(&self, token_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<Email>>;

    /// Whether the address is a confirmed subscriber.
    async fn is_subscribed(&self, email: &Email) -> anyhow::Result<bool>;

    /// Removes the address if it is there.
    async fn remove_subscriber(&self, email: &Email) -> anyhow::Result<()>;
}

/// What one of a subscriber's links (the used confirmation link, or an issue's) opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    pub email: Email,
    /// The universities whose news the subscriber gets; empty means all of them.
    pub universities: Vec<Uuid>,
}

/// What choosing universities through a link did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    Saved(Subscription),
    /// No subscriber holds this link (never did, or unsubscribed since).
    UnknownLink,
    /// One of the chosen universities does not exist.
    UnknownUniversity,
}

/// A subscriber's choices and departure, reached through the links mailed to them.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SubscriptionLinks: Send + Sync + 'static {
    /// The subscription holding the link with this hash.
    async fn find(&self, token_hash: &str) -> anyhow::Result<Option<Subscription>>;

    /// Replaces the universities of the subscription holding this link.
    async fn choose(&self, token_hash: &str, universities: &[Uuid]) -> anyhow::Result<Choice>;

    /// Removes the subscriber holding this link, with all their links; answers their address.
    async fn unsubscribe(&self, token_hash: &str) -> anyhow::Result<Option<Email>>;
}

/// A confirmed subscriber, as an issue addresses them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscriber {
    pub id: Uuid,
    pub email: Email,
    /// Empty means every university.
    pub universities: Vec<Uuid>,
}

/// A post featured since the last issue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeaturedSince {
    pub university_id: Uuid,
    pub university_name: String,
    pub university_slug: String,
    pub caption: String,
    pub credit: String,
}

/// A university that could first be joined since the last issue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenedSince {
    pub id: Uuid,
    pub name: String,
    pub slug: String,
}

/// What Quad has to say in an issue, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IssueContent {
    pub featured: Vec<FeaturedSince>,
    pub opened: Vec<OpenedSince>,
}

/// One subscriber's copy of an issue, with the hash of the link it carries.
#[derive(Debug, Clone)]
pub struct IssueCopy {
    pub subscriber_id: Uuid,
    pub link_hash: String,
    pub email: OutgoingEmail,
}

/// The weekly issues: what they cover, who gets them, and the record that each went out once.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NewsletterIssues: Send + Sync + 'static {
    /// The moment the latest recorded issue was due, if any went out.
    async fn last_due(&self) -> anyhow::Result<Option<DateTime<Utc>>>;

    /// Posts featured and universities opened in `[since, until)`.
    async fn content(&self, since: DateTime<Utc>, until: DateTime<Utc>) -> anyhow::Result<IssueContent>;

    /// Every confirmed subscriber.
    async fn subscribers(&self) -> anyhow::Result<Vec<Subscriber>>;

    /// Records the issue due at `due_at` and, in the same transaction, keeps each copy's link and
    /// queues its e-mail, unless that issue is recorded already (another instance sent it).
    /// Answers whether this call sent it.
    async fn send(&self, due_at: DateTime<Utc>, sent_at: DateTime<Utc>, copies: Vec<IssueCopy>)
    -> anyhow::Result<bool>;
}
