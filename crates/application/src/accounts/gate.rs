//! What every account attempt passes first: the limits per client address and per account, and
//! human verification where it is on. The client's address is an input of the use case (the
//! HTTP edge knows which proxies to believe); the rules live here.

use super::{Accounts, rate_limits::LimitedAction};

/// Who is attempting, as far as limits and human verification are concerned.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Client {
    /// The client's address: the peer, or what a trusted proxy says.
    pub address: Option<String>,
    /// The human-verification widget's answer, on forms that carry one.
    pub captcha_token: Option<String>,
}

/// Why an attempt was turned away before it was looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("Too many requests")]
    TooManyRequests,
    #[error("Please complete the reCAPTCHA verification.")]
    HumanCheckMissing,
    #[error("reCAPTCHA verification failed. Please try again.")]
    HumanCheckFailed,
}

/// Whether an attempt must also prove it comes from a person (login and registration do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HumanCheck {
    Required,
    NotRequired,
}

impl Accounts {
    /// Counts one attempt at `action` against the client's address and the account it names
    /// (an e-mail, or a link's hash), then asks the human-verification provider when required
    /// and configured. The outer `Err` is a failure to ask; the inner one, a refusal
    /// (use cases write `self.admit(..).await??`).
    pub(crate) async fn admit(
        &self,
        action: LimitedAction,
        client: &Client,
        account: Option<&str>,
        human_check: HumanCheck,
    ) -> anyhow::Result<Result<(), Refusal>> {
        let account = account.map(|a| a.trim().to_lowercase()).filter(|a| !a.is_empty());
        if !self.limiter.allows(action, client.address.as_deref(), account.as_deref()).await? {
            return Ok(Err(Refusal::TooManyRequests));
        }
        let (Some(captcha), HumanCheck::Required) = (&self.captcha, human_check) else { return Ok(Ok(())) };
        let token = client.captcha_token.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let Some(token) = token else { return Ok(Err(Refusal::HumanCheckMissing)) };
        Ok(if captcha.verify(token, client.address.clone()).await? { Ok(()) } else { Err(Refusal::HumanCheckFailed) })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::accounts::{
        ports::{MockAttemptCounter, MockCaptchaVerifier},
        rate_limits::{RateLimitPolicy, RateLimiter},
        testing::{Fixture, now},
    };

    fn accounts(count: u32, captcha: Option<MockCaptchaVerifier>) -> Accounts {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(move |_, _, _| Ok(count));
        let mut clock = crate::accounts::ports::MockClock::new();
        clock.expect_now().returning(now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));
        let accounts = Fixture::new().accounts().with_limiter(limiter);
        match captcha {
            Some(captcha) => accounts.with_human_check(Arc::new(captcha)),
            None => accounts,
        }
    }

    fn client(token: Option<&str>) -> Client {
        Client { address: Some("10.0.0.1".into()), captcha_token: token.map(str::to_owned) }
    }

    #[tokio::test]
    async fn an_attempt_over_the_limit_is_refused_before_the_captcha_is_asked() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().never();

        let result = accounts(11, Some(captcha))
            .admit(LimitedAction::Login, &client(Some("t")), Some("a@b.co"), HumanCheck::Required)
            .await;

        assert_eq!(result.unwrap(), Err(Refusal::TooManyRequests));
    }

    #[tokio::test]
    async fn a_missing_or_refused_captcha_is_told_apart() {
        let missing = accounts(1, Some(MockCaptchaVerifier::new()))
            .admit(LimitedAction::Register, &client(Some("  ")), None, HumanCheck::Required)
            .await;
        assert_eq!(missing.unwrap(), Err(Refusal::HumanCheckMissing));

        let mut captcha = MockCaptchaVerifier::new();
        captcha
            .expect_verify()
            .withf(|token, address| token == "t" && address.as_deref() == Some("10.0.0.1"))
            .times(1)
            .returning(|_, _| Ok(false));
        let refused = accounts(1, Some(captcha))
            .admit(LimitedAction::Register, &client(Some("t")), None, HumanCheck::Required)
            .await;
        assert_eq!(refused.unwrap(), Err(Refusal::HumanCheckFailed));
    }

    #[tokio::test]
    async fn without_a_configured_provider_or_where_not_required_no_captcha_is_needed() {
        let off = accounts(1, None).admit(LimitedAction::Login, &client(None), None, HumanCheck::Required).await;
        assert_eq!(off.unwrap(), Ok(()));

        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().never();
        let not_required = accounts(1, Some(captcha))
            .admit(LimitedAction::ForgotPassword, &client(None), Some("a@b.co"), HumanCheck::NotRequired)
            .await;
        assert_eq!(not_required.unwrap(), Ok(()));
    }
}
