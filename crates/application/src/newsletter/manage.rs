//! A subscriber's own page, reached through a link Quad mailed them: the universities they follow,
//! and leaving (the page's button, or a mail client's one-click unsubscribe).

use anyhow::Context;
use quad_domain::Email;
use uuid::Uuid;

use super::{
    Newsletter,
    ports::{Choice, Subscription},
};

/// The most universities one subscriber can pick.
pub const MOST_UNIVERSITIES: usize = 100;

#[derive(Debug, thiserror::Error)]
pub enum SubscriptionError {
    #[error("This link no longer works: the address may be unsubscribed already.")]
    UnknownLink,
    #[error("One of these universities is not on Quad")]
    UnknownUniversity,
    #[error("Choose at most 100 universities, or none to get news from all of them")]
    TooMany,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Newsletter {
    /// The subscription a mailed link opens.
    pub async fn subscription(&self, plain_token: &str) -> Result<Subscription, SubscriptionError> {
        let hash = self.links.hash(plain_token.trim());
        self.subscriptions
            .find(&hash)
            .await
            .context("failed to find a subscription")?
            .ok_or(SubscriptionError::UnknownLink)
    }

    /// Sets the universities whose news the link's subscriber gets (none: all of them).
    pub async fn choose_universities(
        &self,
        plain_token: &str,
        universities: &[Uuid],
    ) -> Result<Subscription, SubscriptionError> {
        let mut chosen = universities.to_vec();
        chosen.sort_unstable();
        chosen.dedup();
        if chosen.len() > MOST_UNIVERSITIES {
            return Err(SubscriptionError::TooMany);
        }
        let hash = self.links.hash(plain_token.trim());
        match self.subscriptions.choose(&hash, &chosen).await.context("failed to choose universities")? {
            Choice::Saved(subscription) => Ok(subscription),
            Choice::UnknownLink => Err(SubscriptionError::UnknownLink),
            Choice::UnknownUniversity => Err(SubscriptionError::UnknownUniversity),
        }
    }

    /// Removes the link's subscriber and every link they were sent; answers the address.
    pub async fn unsubscribe(&self, plain_token: &str) -> Result<Email, SubscriptionError> {
        let hash = self.links.hash(plain_token.trim());
        self.subscriptions
            .unsubscribe(&hash)
            .await
            .context("failed to unsubscribe")?
            .ok_or(SubscriptionError::UnknownLink)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::{
        MockClock,
        accounts::{ports::MockLinkSecrets, testing::now},
        newsletter::ports::{MockNewsletterRepository, MockSubscriptionLinks},
        rate_limits::{MockAttemptCounter, RateLimitPolicy, RateLimiter},
    };

    fn newsletter(subscriptions: MockSubscriptionLinks) -> Newsletter {
        let mut links = MockLinkSecrets::new();
        links.expect_hash().returning(|plain| format!("hash-of-{plain}"));
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let limiter = RateLimiter::new(
            RateLimitPolicy::default(),
            Arc::new(MockAttemptCounter::new()),
            Arc::new(MockClock::new()),
        );
        Newsletter::new(
            Arc::new(MockNewsletterRepository::new()),
            Arc::new(subscriptions),
            Arc::new(links),
            Arc::new(clock),
            limiter,
            "https://quad.test",
        )
    }

    #[tokio::test]
    async fn chosen_universities_are_kept_once_each() {
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let mut subscriptions = MockSubscriptionLinks::new();
        subscriptions.expect_choose().withf(move |hash, chosen| hash == "hash-of-abc" && chosen == [a, b]).returning(
            |_, chosen| {
                Ok(Choice::Saved(Subscription {
                    email: Email::parse("ada@umich.edu").unwrap(),
                    universities: chosen.to_vec(),
                }))
            },
        );

        let saved = newsletter(subscriptions).choose_universities("abc", &[b, a, b]).await.unwrap();

        assert_eq!(saved.universities, vec![a, b]);
    }

    #[tokio::test]
    async fn more_than_a_hundred_universities_are_refused_before_anything_is_written() {
        let mut subscriptions = MockSubscriptionLinks::new();
        subscriptions.expect_choose().never();
        let many: Vec<Uuid> = (0..=100).map(Uuid::from_u128).collect();

        let error = newsletter(subscriptions).choose_universities("abc", &many).await.unwrap_err();

        assert!(matches!(error, SubscriptionError::TooMany));
    }

    #[tokio::test]
    async fn a_spent_link_unsubscribes_nobody() {
        let mut subscriptions = MockSubscriptionLinks::new();
        subscriptions.expect_unsubscribe().returning(|_| Ok(None));

        let error = newsletter(subscriptions).unsubscribe("abc").await.unwrap_err();

        assert!(matches!(error, SubscriptionError::UnknownLink));
    }
}
