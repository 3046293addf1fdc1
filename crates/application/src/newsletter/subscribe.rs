use std::sync::Arc;

use anyhow::Context;
use chrono::Duration;
use quad_domain::{Email, EmailError};

use super::ports::{NewsletterRepository, SubscriptionLinks};
use crate::{
    Clock,
    accounts::{Client, Refusal, ports::LinkSecrets},
    mail::ports::OutgoingEmail,
    rate_limits::{LimitedAction, RateLimiter, Verdict},
};

/// How long a confirmation link works.
const CONFIRMATION_LIFETIME: Duration = Duration::days(7);

#[derive(Debug, thiserror::Error)]
pub enum SubscribeError {
    #[error(transparent)]
    InvalidEmail(#[from] EmailError),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmSubscriptionError {
    #[error("This confirmation link is not valid or has expired. Please subscribe again.")]
    Unknown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The footer's newsletter box, with double opt-in.
#[derive(Clone)]
pub struct Newsletter {
    subscribers: Arc<dyn NewsletterRepository>,
    pub(super) subscriptions: Arc<dyn SubscriptionLinks>,
    pub(super) links: Arc<dyn LinkSecrets>,
    clock: Arc<dyn Clock>,
    limiter: RateLimiter,
    public_url: String,
}

impl Newsletter {
    pub fn new(
        subscribers: Arc<dyn NewsletterRepository>,
        subscriptions: Arc<dyn SubscriptionLinks>,
        links: Arc<dyn LinkSecrets>,
        clock: Arc<dyn Clock>,
        limiter: RateLimiter,
        public_url: &str,
    ) -> Self {
        Self {
            subscribers,
            subscriptions,
            links,
            clock,
            limiter,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Mails a confirmation link unless the address is subscribed already, and answers the same
    /// either way, so nobody learns who reads the newsletter. Limited per client address; past an
    /// address's hourly ceiling of confirmation mails it answers the same and sends nothing.
    pub async fn subscribe(&self, raw_email: &str, client: &Client) -> Result<(), SubscribeError> {
        let email = Email::parse(raw_email)?;
        match self.limiter.check(LimitedAction::Newsletter, client.address.as_deref(), Some(email.as_str())).await? {
            Verdict::Allowed => {}
            Verdict::AccountCeiling => return Ok(()),
            Verdict::Refused => return Err(Refusal::TooManyRequests.into()),
        }
        let secret = self.links.generate();
        let link = format!("{}/newsletter/confirm/{}", self.public_url, secret.plain);
        self.subscribers
            .request_subscription(
                &email,
                &secret.hash,
                self.clock.now() + CONFIRMATION_LIFETIME,
                confirmation(&email, &link),
            )
            .await
            .context("failed to keep a subscription request")?;
        Ok(())
    }

    /// Confirms the subscription the mailed link names; answers the address.
    pub async fn confirm(&self, plain_token: &str) -> Result<Email, ConfirmSubscriptionError> {
        let hash = self.links.hash(plain_token.trim());
        self.subscribers
            .confirm_subscription(&hash, self.clock.now())
            .await
            .context("failed to confirm a subscription")?
            .ok_or(ConfirmSubscriptionError::Unknown)
    }
}

fn confirmation(email: &Email, link: &str) -> OutgoingEmail {
    let text_body = format!(
        "Hi,\n\nSomeone (hopefully you) asked for Quad's newsletter at this address. Confirm to start \
         receiving it: {link}\n\nIf you did not ask for it, ignore this e-mail: nothing will be sent.\n\n— The Quad team\n"
    );
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:system-ui,sans-serif;color:#1f2937\"><p>Hi,</p>\
         <p>Someone (hopefully you) asked for Quad's newsletter at this address.</p>\
         <p><a href=\"{link}\">Confirm my subscription</a></p>\
         <p>If you did not ask for it, ignore this e-mail: nothing will be sent.</p><p>— The Quad team</p></body></html>"
    );
    OutgoingEmail {
        to: email.clone(),
        subject: "Confirm your Quad newsletter subscription".into(),
        html_body,
        text_body,
        list_unsubscribe: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        MockClock,
        accounts::{
            ports::{LinkSecret, MockLinkSecrets},
            testing::now,
        },
        newsletter::ports::{MockNewsletterRepository, SubscriptionRequest},
        rate_limits::{MockAttemptCounter, RateLimitPolicy},
    };

    fn newsletter(repository: MockNewsletterRepository, count: u32) -> Newsletter {
        let mut links = MockLinkSecrets::new();
        links.expect_generate().returning(|| LinkSecret { plain: "secret".into(), hash: "hash-of-secret".into() });
        links.expect_hash().returning(|plain| format!("hash-of-{plain}"));
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(move |key, _, _| Ok(if key.contains(":account:") { count } else { 1 }));
        let mut limiter_clock = MockClock::new();
        limiter_clock.expect_now().returning(now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(limiter_clock));
        Newsletter::new(
            Arc::new(repository),
            Arc::new(crate::newsletter::ports::MockSubscriptionLinks::new()),
            Arc::new(links),
            Arc::new(clock),
            limiter,
            "https://quad.test/",
        )
    }

    #[tokio::test]
    async fn a_new_address_gets_a_confirmation_link_and_is_not_subscribed_yet() {
        let mut repository = MockNewsletterRepository::new();
        repository
            .expect_request_subscription()
            .withf(|email, hash, _, mail| {
                email.as_str() == "ada@umich.edu"
                    && hash == "hash-of-secret"
                    && mail.text_body.contains("https://quad.test/newsletter/confirm/secret")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(SubscriptionRequest::ConfirmationQueued));

        newsletter(repository, 1).subscribe(" Ada@UMich.edu ", &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn past_the_addresss_hourly_ceiling_it_answers_the_same_and_sends_nothing() {
        let mut repository = MockNewsletterRepository::new();
        repository.expect_request_subscription().never();

        newsletter(repository, 100).subscribe("ada@umich.edu", &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn an_invalid_address_fails_and_stores_nothing() {
        let mut repository = MockNewsletterRepository::new();
        repository.expect_request_subscription().never();

        let error = newsletter(repository, 1).subscribe("not-an-address", &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Please enter a valid email address");
    }

    #[tokio::test]
    async fn an_unknown_or_expired_link_confirms_nothing() {
        let mut repository = MockNewsletterRepository::new();
        repository.expect_confirm_subscription().withf(|hash, _| hash == "hash-of-abc").returning(|_, _| Ok(None));

        let error = newsletter(repository, 1).confirm("abc").await.unwrap_err();

        assert!(matches!(error, ConfirmSubscriptionError::Unknown));
    }
}
