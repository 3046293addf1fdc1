use async_trait::async_trait;
use quad_domain::Email;

use super::SubscribeOutcome;

/// Keeps the newsletter's subscribers.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NewsletterRepository: Send + Sync + 'static {
    /// Adds `email` unless it is there already, and says which happened.
    async fn add_subscriber(&self, email: &Email) -> anyhow::Result<SubscribeOutcome>;
    async fn is_subscribed(&self, email: &Email) -> anyhow::Result<bool>;
    /// Removes the address if it is there.
    async fn remove_subscriber(&self, email: &Email) -> anyhow::Result<()>;
}
