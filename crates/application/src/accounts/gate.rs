//! What every account attempt passes first: the limits per client address and per account, and
//! human verification where it is on. The client's address is an input of the use case (the
//! HTTP edge knows which proxies to believe); the rules live here.

use std::sync::Arc;

use super::ports::CaptchaVerifier;
use crate::rate_limits::{LimitedAction, RateLimiter, Verdict};

/// Who is attempting, as far as limits and human verification are concerned.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Client {
    /// The client's address: the peer, or what a trusted proxy says.
    pub address: Option<String>,
    /// The human-verification widget's answer, on forms that carry one.
    pub captcha_token: Option<String>,
    /// The browser's User-Agent, shown to the person in their list of sessions.
    pub user_agent: Option<String>,
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

/// How an admitted attempt goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Admission {
    Normal,
    /// The account's ceiling is reached on an action that e-mails its owner: answer as usual but
    /// send nothing more (the mails already sent are in the owner's mailbox).
    Quiet,
}

/// Whether an attempt must also prove it comes from a person (login and registration do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HumanCheck {
    Required,
    NotRequired,
}

/// The limits and the human check, shared by every account service that takes attempts.
#[derive(Clone)]
pub(crate) struct Gate {
    pub(crate) limiter: RateLimiter,
    /// Human verification on login and registration, when configured.
    pub(crate) captcha: Option<Arc<dyn CaptchaVerifier>>,
}

impl Gate {
    /// Judges one attempt at `action` against the client's address, the pair of address and
    /// account (an e-mail, or a link's hash), and the account's ceiling, then asks the
    /// human-verification provider when required and configured. At the account's ceiling a
    /// login needs human verification (refused where there is none), a mail request goes quiet,
    /// anything else is refused. The outer `Err` is a failure to ask; the inner one, a refusal
    /// (use cases write `self.admit(..).await??`).
    pub(crate) async fn admit(
        &self,
        action: LimitedAction,
        client: &Client,
        account: Option<&str>,
        human_check: HumanCheck,
    ) -> anyhow::Result<Result<Admission, Refusal>> {
        let account = normalised(account);
        let admission = match self.limiter.check(action, client.address.as_deref(), account.as_deref()).await? {
            Verdict::Allowed => Admission::Normal,
            Verdict::Refused => return Ok(Err(Refusal::TooManyRequests)),
            Verdict::AccountCeiling => match action {
                LimitedAction::Login if self.captcha.is_some() => Admission::Normal,
                LimitedAction::ForgotPassword | LimitedAction::ResendVerification => Admission::Quiet,
                _ => return Ok(Err(Refusal::TooManyRequests)),
            },
        };
        let (Some(captcha), HumanCheck::Required) = (&self.captcha, human_check) else { return Ok(Ok(admission)) };
        let token = client.captcha_token.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let Some(token) = token else { return Ok(Err(Refusal::HumanCheckMissing)) };
        Ok(if captcha.verify(token, client.address.clone()).await? {
            Ok(admission)
        } else {
            Err(Refusal::HumanCheckFailed)
        })
    }

    /// Notes how a login attempt ended: a failure counts against the pair and the account, a
    /// success forgets the pair's failures.
    pub(crate) async fn note_login(&self, client: &Client, account: &str, succeeded: bool) -> anyhow::Result<()> {
        self.note_attempt(LimitedAction::Login, client, account, succeeded).await
    }

    /// Notes how an attempt at an action that counts failures only (a password, a second
    /// factor's code) ended.
    pub(crate) async fn note_attempt(
        &self,
        action: LimitedAction,
        client: &Client,
        account: &str,
        succeeded: bool,
    ) -> anyhow::Result<()> {
        let Some(account) = normalised(Some(account)) else { return Ok(()) };
        let address = client.address.as_deref();
        match succeeded {
            true => self.limiter.clear_pair(action, address, &account).await,
            false => self.limiter.record_failure(action, address, Some(&account)).await,
        }
    }
}

fn normalised(account: Option<&str>) -> Option<String> {
    account.map(|a| a.trim().to_lowercase()).filter(|a| !a.is_empty())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::{
        accounts::{ports::MockCaptchaVerifier, testing::now},
        rate_limits::{MockAttemptCounter, RateLimitPolicy, RateLimiter},
    };

    fn gate(count: u32, captcha: Option<MockCaptchaVerifier>) -> Gate {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(move |_, _, _| Ok(count));
        counter.expect_peek().returning(move |_, _, _| Ok(count));
        let mut clock = crate::MockClock::new();
        clock.expect_now().returning(now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));
        Gate { limiter, captcha: captcha.map(|captcha| Arc::new(captcha) as Arc<dyn CaptchaVerifier>) }
    }

    fn client(token: Option<&str>) -> Client {
        Client { address: Some("10.0.0.1".into()), captcha_token: token.map(str::to_owned), user_agent: None }
    }

    #[tokio::test]
    async fn an_attempt_over_the_limit_is_refused_before_the_captcha_is_asked() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().never();

        let result = gate(301, Some(captcha))
            .admit(LimitedAction::Login, &client(Some("t")), Some("a@b.co"), HumanCheck::Required)
            .await;

        assert_eq!(result.unwrap(), Err(Refusal::TooManyRequests));
    }

    #[tokio::test]
    async fn a_missing_or_refused_captcha_is_told_apart() {
        let missing = gate(1, Some(MockCaptchaVerifier::new()))
            .admit(LimitedAction::Register, &client(Some("  ")), None, HumanCheck::Required)
            .await;
        assert_eq!(missing.unwrap(), Err(Refusal::HumanCheckMissing));

        let mut captcha = MockCaptchaVerifier::new();
        captcha
            .expect_verify()
            .withf(|token, address| token == "t" && address.as_deref() == Some("10.0.0.1"))
            .times(1)
            .returning(|_, _| Ok(false));
        let refused =
            gate(1, Some(captcha)).admit(LimitedAction::Register, &client(Some("t")), None, HumanCheck::Required).await;
        assert_eq!(refused.unwrap(), Err(Refusal::HumanCheckFailed));
    }

    #[tokio::test]
    async fn without_a_configured_provider_or_where_not_required_no_captcha_is_needed() {
        let off = gate(1, None).admit(LimitedAction::Login, &client(None), None, HumanCheck::Required).await;
        assert_eq!(off.unwrap(), Ok(Admission::Normal));

        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().never();
        let not_required = gate(1, Some(captcha))
            .admit(LimitedAction::ForgotPassword, &client(None), Some("a@b.co"), HumanCheck::NotRequired)
            .await;
        assert_eq!(not_required.unwrap(), Ok(Admission::Normal));
    }

    fn at_the_account_ceiling(captcha: Option<MockCaptchaVerifier>) -> Gate {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(|key, _, _| Ok(if key.contains(":account:") { 1000 } else { 1 }));
        counter.expect_peek().returning(|key, _, _| Ok(if key.contains(":account:") { 1000 } else { 0 }));
        let mut clock = crate::MockClock::new();
        clock.expect_now().returning(now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));
        Gate { limiter, captcha: captcha.map(|captcha| Arc::new(captcha) as Arc<dyn CaptchaVerifier>) }
    }

    #[tokio::test]
    async fn at_the_accounts_ceiling_a_login_asks_for_the_captcha_instead_of_refusing() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(true));

        let with_captcha = at_the_account_ceiling(Some(captcha))
            .admit(LimitedAction::Login, &client(Some("t")), Some("a@b.co"), HumanCheck::Required)
            .await;
        let without = at_the_account_ceiling(None)
            .admit(LimitedAction::Login, &client(None), Some("a@b.co"), HumanCheck::Required)
            .await;

        assert_eq!(with_captcha.unwrap(), Ok(Admission::Normal));
        assert_eq!(without.unwrap(), Err(Refusal::TooManyRequests));
    }

    #[tokio::test]
    async fn at_the_accounts_ceiling_a_reset_request_goes_quiet() {
        let quiet = at_the_account_ceiling(None)
            .admit(LimitedAction::ForgotPassword, &client(None), Some("a@b.co"), HumanCheck::NotRequired)
            .await;

        assert_eq!(quiet.unwrap(), Ok(Admission::Quiet));
    }
}
