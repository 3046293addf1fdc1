use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::Email;

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
