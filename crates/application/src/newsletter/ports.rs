use async_trait::async_trait;
use quad_domain::Email;

use super::SubscribeOutcome;

/// Keeps the newsletter's subscribers.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait NewsletterRepository: Send + Sync + 'static {
    /// Adds `email` unless it is there already, and says which happened.
    async fn add_subscriber(&self, email: &Email) -> anyhow::Result<SubscribeOutcome>;
}
