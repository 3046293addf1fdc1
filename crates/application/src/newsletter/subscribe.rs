use anyhow::Context;
use quad_domain::{Email, EmailError};

use super::ports::NewsletterRepository;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscribeOutcome {
    Subscribed,
    AlreadySubscribed,
}

#[derive(Debug, thiserror::Error)]
pub enum SubscribeError {
    #[error(transparent)]
    InvalidEmail(#[from] EmailError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The footer's newsletter box: keeps the address once, however often it is sent.
pub async fn subscribe(
    subscribers: &dyn NewsletterRepository,
    raw_email: &str,
) -> Result<SubscribeOutcome, SubscribeError> {
    let email = Email::parse(raw_email)?;
    let outcome = subscribers.add_subscriber(&email).await.context("failed to store a newsletter subscriber")?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::newsletter::ports::MockNewsletterRepository;

    #[tokio::test]
    async fn a_valid_address_is_stored_lower_cased() {
        let mut repository = MockNewsletterRepository::new();
        repository
            .expect_add_subscriber()
            .withf(|email| email.as_str() == "ada@umich.edu")
            .times(1)
            .returning(|_| Ok(SubscribeOutcome::Subscribed));

        let outcome = subscribe(&repository, " Ada@UMich.edu ").await.unwrap();

        assert_eq!(outcome, SubscribeOutcome::Subscribed);
    }

    #[tokio::test]
    async fn an_invalid_address_fails_and_stores_nothing() {
        let mut repository = MockNewsletterRepository::new();
        repository.expect_add_subscriber().never();

        let error = subscribe(&repository, "not-an-address").await.unwrap_err();

        assert!(matches!(error, SubscribeError::InvalidEmail(_)));
        assert_eq!(error.to_string(), "Please enter a valid email address");
    }

    #[tokio::test]
    async fn a_storage_failure_is_unexpected() {
        let mut repository = MockNewsletterRepository::new();
        repository.expect_add_subscriber().returning(|_| Err(anyhow::anyhow!("disk full")));

        let error = subscribe(&repository, "ada@umich.edu").await.unwrap_err();

        assert!(matches!(error, SubscribeError::Unexpected(_)));
    }
}
