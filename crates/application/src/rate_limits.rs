//! Limits on account attempts, per client address and per account, counted in fixed windows in
//! the shared store so every instance sees the same counts.
//!
//! Three counts per action:
//! - per client address, generous (hundreds of students on a campus network share one address),
//!   which stops spraying;
//! - per (account, address) pair, strict: what one client may try on one account;
//! - per account across every address, a much higher ceiling, so that a stranger cannot lock
//!   the owner out by failing on purpose.
//!
//! Logins count only failures on the pair and the account (a success clears its pair); other
//! actions count every attempt.

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use crate::Clock;

/// Counts attempts per key in fixed windows, shared by every instance.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait AttemptCounter: Send + Sync + 'static {
    /// Records one attempt for `key` and answers how many there were in the current window.
    async fn record(&self, key: &str, window: Duration, now: DateTime<Utc>) -> anyhow::Result<u32>;

    /// How many attempts `key` has in the current window, without recording one.
    async fn peek(&self, key: &str, window: Duration, now: DateTime<Utc>) -> anyhow::Result<u32>;

    /// Forgets the counts kept under exactly these keys.
    async fn forget(&self, keys: Vec<String>) -> anyhow::Result<()>;

    /// Forgets the counts kept under keys that start with one of these prefixes.
    async fn forget_prefixed(&self, prefixes: Vec<String>) -> anyhow::Result<()>;

    /// Forgets the windows that began before `before`; answers how many.
    async fn forget_windows_before(&self, before: DateTime<Utc>) -> anyhow::Result<usize>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LimitedAction {
    Login,
    Register,
    ForgotPassword,
    ResendVerification,
    VerifyEmail,
    ResetPassword,
    ChangeEmail,
    /// "Request your university", by address when signed out, by account when signed in.
    UniversityRequest,
    /// Newsletter subscriptions: per address, and per e-mail a ceiling on confirmation mails.
    Newsletter,
    /// A second factor's code, failures only, like the password.
    SecondFactor,
    // What a signed-in person does to or about others, per account only (the session extractor
    // counts them for the routes registered with `RateLimit::PerAccount`).
    Block,
    Interest,
    Save,
    OpenConversation,
    Draft,
    Export,
    Like,
}

impl LimitedAction {
    pub const ALL: [LimitedAction; 17] = [
        LimitedAction::Login,
        LimitedAction::Register,
        LimitedAction::ForgotPassword,
        LimitedAction::ResendVerification,
        LimitedAction::VerifyEmail,
        LimitedAction::ResetPassword,
        LimitedAction::ChangeEmail,
        LimitedAction::UniversityRequest,
        LimitedAction::Newsletter,
        LimitedAction::SecondFactor,
        LimitedAction::Block,
        LimitedAction::Interest,
        LimitedAction::Save,
        LimitedAction::OpenConversation,
        LimitedAction::Draft,
        LimitedAction::Export,
        LimitedAction::Like,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LimitedAction::Login => "login",
            LimitedAction::Register => "register",
            LimitedAction::ForgotPassword => "forgot",
            LimitedAction::ResendVerification => "resend",
            LimitedAction::VerifyEmail => "verify",
            LimitedAction::ResetPassword => "reset",
            LimitedAction::ChangeEmail => "email",
            LimitedAction::UniversityRequest => "university_request",
            LimitedAction::Newsletter => "newsletter",
            LimitedAction::SecondFactor => "second_factor",
            LimitedAction::Block => "block",
            LimitedAction::Interest => "interest",
            LimitedAction::Save => "save",
            LimitedAction::OpenConversation => "open_conversation",
            LimitedAction::Draft => "draft",
            LimitedAction::Export => "export",
            LimitedAction::Like => "like",
        }
    }
}

/// At most `max` attempts in each `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
}

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateLimitPolicy {
    pub enabled: bool,
    pub per_address: BTreeMap<LimitedAction, Limit>,
    pub per_pair: BTreeMap<LimitedAction, Limit>,
    pub per_account: BTreeMap<LimitedAction, Limit>,
}

impl LimitedAction {
    /// Whether the pair and account counts hold failures only (logins) or every attempt.
    fn counts_failures_only(self) -> bool {
        matches!(self, LimitedAction::Login | LimitedAction::SecondFactor)
    }
}

/// What the counts say about one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Allowed,
    /// The account's ceiling across every address is reached: the use case decides (ask for
    /// human verification, answer without acting, or refuse).
    AccountCeiling,
    /// This address, or this address on this account, tried too often.
    Refused,
}

impl Default for RateLimitPolicy {
    fn default() -> Self {
        use LimitedAction::*;
        let limit = |max, window| Limit { max, window };
        Self {
            enabled: true,
            per_address: BTreeMap::from([
                (Login, limit(300, 15 * MINUTE)),
                (Register, limit(100, HOUR)),
                (ForgotPassword, limit(100, HOUR)),
                (ResendVerification, limit(100, HOUR)),
                (VerifyEmail, limit(200, 15 * MINUTE)),
                (ResetPassword, limit(200, 15 * MINUTE)),
                (ChangeEmail, limit(100, HOUR)),
                (UniversityRequest, limit(30, HOUR)),
                (Newsletter, limit(30, HOUR)),
                (SecondFactor, limit(300, 15 * MINUTE)),
            ]),
            per_pair: BTreeMap::from([
                (Login, limit(10, 15 * MINUTE)),
                (SecondFactor, limit(10, 15 * MINUTE)),
                (Register, limit(5, HOUR)),
                (ForgotPassword, limit(5, HOUR)),
                (ResendVerification, limit(5, HOUR)),
                (ChangeEmail, limit(5, HOUR)),
            ]),
            // Links are known only to their holder: their hash is the account, one strict count.
            per_account: BTreeMap::from([
                (Login, limit(100, 15 * MINUTE)),
                (Register, limit(20, HOUR)),
                (ForgotPassword, limit(20, HOUR)),
                (ResendVerification, limit(20, HOUR)),
                (VerifyEmail, limit(10, 15 * MINUTE)),
                (ResetPassword, limit(10, 15 * MINUTE)),
                (ChangeEmail, limit(10, HOUR)),
                (UniversityRequest, limit(10, HOUR)),
                (Newsletter, limit(3, HOUR)),
                (SecondFactor, limit(30, 15 * MINUTE)),
                // Generous for a person, tight for a script: each is a few an hour in real use.
                (Block, limit(60, HOUR)),
                (Interest, limit(300, HOUR)),
                (Save, limit(300, HOUR)),
                (OpenConversation, limit(60, HOUR)),
                // Autosave writes a draft a second or two after typing stops.
                (Draft, limit(600, HOUR)),
                (Export, limit(10, HOUR)),
                (Like, limit(300, HOUR)),
            ]),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid rate limit setting '{0}': use 'off', or a list like 'login.account=10/15m,register.address=100/1h'")]
pub struct RateLimitPolicyError(String);

impl RateLimitPolicy {
    /// `off`, `on`, or a comma-separated list of overrides `<action>.<address|pair|account>=<max>/<window>`
    /// where the window is a number of seconds, minutes or hours (`30s`, `15m`, `1h`).
    pub fn parse(raw: &str) -> Result<Self, RateLimitPolicyError> {
        let mut policy = Self::default();
        match raw.trim() {
            "" | "on" => return Ok(policy),
            "off" => return Ok(Self { enabled: false, ..policy }),
            _ => {}
        }
        for item in raw.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let bad = || RateLimitPolicyError(item.to_owned());
            let (target, value) = item.split_once('=').ok_or_else(bad)?;
            let (action, scope) = target.split_once('.').ok_or_else(bad)?;
            let action = LimitedAction::ALL.into_iter().find(|a| a.as_str() == action).ok_or_else(bad)?;
            let (max, window) = value.split_once('/').ok_or_else(bad)?;
            let max: u32 = max.parse().map_err(|_| bad())?;
            let (number, unit) = window.split_at(window.len().saturating_sub(1));
            let number: u64 = number.parse().map_err(|_| bad())?;
            let seconds = match unit {
                "s" => number,
                "m" => number * 60,
                "h" => number * 3600,
                _ => return Err(bad()),
            };
            if max == 0 || seconds == 0 {
                return Err(bad());
            }
            let limit = Limit { max, window: Duration::from_secs(seconds) };
            match scope {
                "address" => policy.per_address.insert(action, limit),
                "pair" => policy.per_pair.insert(action, limit),
                "account" => policy.per_account.insert(action, limit),
                _ => return Err(bad()),
            };
        }
        Ok(policy)
    }
}

#[derive(Clone)]
pub struct RateLimiter {
    policy: RateLimitPolicy,
    counter: Arc<dyn AttemptCounter>,
    clock: Arc<dyn Clock>,
}

impl RateLimiter {
    pub fn new(policy: RateLimitPolicy, counter: Arc<dyn AttemptCounter>, clock: Arc<dyn Clock>) -> Self {
        Self { policy, counter, clock }
    }

    /// How long a window's count is kept once it began: a day, or the policy's longest window
    /// when that is longer.
    pub fn windows_kept(&self) -> chrono::TimeDelta {
        let policy = &self.policy;
        let longest = [&policy.per_address, &policy.per_pair, &policy.per_account]
            .into_iter()
            .flat_map(|limits| limits.values())
            .map(|limit| limit.window)
            .max()
            .unwrap_or_default();
        chrono::TimeDelta::from_std(longest).unwrap_or(chrono::TimeDelta::MAX).max(chrono::TimeDelta::days(1))
    }

    /// Forgets the counts of windows older than [`windows_kept`](Self::windows_kept) (a
    /// periodic job); answers how many.
    pub async fn forget_old_windows(&self) -> anyhow::Result<usize> {
        self.counter.forget_windows_before(self.clock.now() - self.windows_kept()).await
    }

    fn key(action: LimitedAction, scope: &str, subject: &str) -> String {
        format!("{}:{scope}:{}", action.as_str(), subject.to_lowercase())
    }

    fn pair(address: &str, account: &str) -> String {
        format!("{account}|{address}")
    }

    /// Judges one attempt at `action` from `address` on `account` (an e-mail or a link's hash,
    /// already normalised). Counts the attempt against the address, and, unless the action
    /// counts failures only, against the pair and the account.
    pub async fn check(
        &self,
        action: LimitedAction,
        address: Option<&str>,
        account: Option<&str>,
    ) -> anyhow::Result<Verdict> {
        if !self.policy.enabled {
            return Ok(Verdict::Allowed);
        }
        let pair = address.zip(account).map(|(address, account)| Self::pair(address, account));
        let checks = [
            ("address", address, self.policy.per_address.get(&action), true, Verdict::Refused),
            ("pair", pair.as_deref(), self.policy.per_pair.get(&action), false, Verdict::Refused),
            ("account", account, self.policy.per_account.get(&action), false, Verdict::AccountCeiling),
        ];
        for (scope, subject, limit, always_counted, verdict) in checks {
            let (Some(subject), Some(limit)) = (subject, limit) else { continue };
            let key = Self::key(action, scope, subject);
            let over = if always_counted || !action.counts_failures_only() {
                self.counter.record(&key, limit.window, self.clock.now()).await? > limit.max
            } else {
                self.counter.peek(&key, limit.window, self.clock.now()).await? >= limit.max
            };
            if over {
                tracing::warn!(action = action.as_str(), scope, "rate limit reached");
                return Ok(verdict);
            }
        }
        Ok(Verdict::Allowed)
    }

    /// Counts a failed attempt (a wrong password) against the pair and the account.
    pub async fn record_failure(
        &self,
        action: LimitedAction,
        address: Option<&str>,
        account: Option<&str>,
    ) -> anyhow::Result<()> {
        if !self.policy.enabled || !action.counts_failures_only() {
            return Ok(());
        }
        let pair = address.zip(account).map(|(address, account)| Self::pair(address, account));
        let counts = [
            ("pair", pair.as_deref(), self.policy.per_pair.get(&action)),
            ("account", account, self.policy.per_account.get(&action)),
        ];
        for (scope, subject, limit) in counts {
            let (Some(subject), Some(limit)) = (subject, limit) else { continue };
            self.counter.record(&Self::key(action, scope, subject), limit.window, self.clock.now()).await?;
        }
        Ok(())
    }

    /// Counts one signed-in action of `account` (its id) against the account's limit; `false`
    /// past it. Actions without a per-account limit always pass.
    pub async fn admit_account_action(&self, action: LimitedAction, account: uuid::Uuid) -> anyhow::Result<bool> {
        Ok(self.check(action, None, Some(&account.to_string())).await? == Verdict::Allowed)
    }

    /// Forgets the failures of this address on this account (after a success).
    pub async fn clear_pair(&self, action: LimitedAction, address: Option<&str>, account: &str) -> anyhow::Result<()> {
        let Some(address) = address.filter(|_| self.policy.enabled) else { return Ok(()) };
        self.counter.forget(vec![Self::key(action, "pair", &Self::pair(address, account))]).await
    }

    /// Forgets every per-account and per-pair count kept under this e-mail address (when its
    /// account is deleted), and nobody else's.
    pub async fn forget_account(&self, email: &str) -> anyhow::Result<()> {
        let keys = LimitedAction::ALL.iter().map(|action| Self::key(*action, "account", email)).collect();
        self.counter.forget(keys).await?;
        let pairs =
            LimitedAction::ALL.iter().map(|action| Self::key(*action, "pair", &Self::pair("", email))).collect();
        self.counter.forget_prefixed(pairs).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MockClock;

    #[tokio::test]
    async fn old_windows_are_forgotten_after_a_day_or_the_longest_window() {
        let mut counter = MockAttemptCounter::new();
        counter
            .expect_forget_windows_before()
            .withf(|before| *before == crate::accounts::testing::now() - chrono::TimeDelta::days(1))
            .times(1)
            .returning(|_| Ok(3));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));

        assert_eq!(limiter.forget_old_windows().await.unwrap(), 3);

        let mut weekly = RateLimitPolicy::default();
        weekly.per_account.insert(LimitedAction::Login, Limit { max: 5, window: 7 * 24 * HOUR });
        let limiter = RateLimiter::new(weekly, Arc::new(MockAttemptCounter::new()), Arc::new(MockClock::new()));
        assert_eq!(limiter.windows_kept(), chrono::TimeDelta::days(7));
    }

    fn limiter(policy: RateLimitPolicy, count: u32) -> RateLimiter {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(move |_, _, _| Ok(count));
        counter.expect_peek().returning(move |_, _, _| Ok(count));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        RateLimiter::new(policy, Arc::new(counter), Arc::new(clock))
    }

    #[tokio::test]
    async fn attempts_within_the_limit_pass() {
        let verdict = limiter(RateLimitPolicy::default(), 9)
            .check(LimitedAction::Login, Some("1.2.3.4"), Some("a@b.co"))
            .await
            .unwrap();
        assert_eq!(verdict, Verdict::Allowed);
    }

    #[tokio::test]
    async fn after_ten_failures_from_one_address_on_one_account_the_pair_is_refused() {
        let verdict = limiter(RateLimitPolicy::default(), 10)
            .check(LimitedAction::Login, Some("1.2.3.4"), Some("a@b.co"))
            .await
            .unwrap();
        assert_eq!(verdict, Verdict::Refused);
    }

    #[tokio::test]
    async fn logins_peek_at_failures_and_count_only_the_address() {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().withf(|key, _, _| key == "login:address:1.2.3.4").times(1).returning(|_, _, _| Ok(1));
        counter.expect_peek().times(2).returning(|_, _, _| Ok(0));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));

        let verdict = limiter.check(LimitedAction::Login, Some("1.2.3.4"), Some("a@b.co")).await.unwrap();

        assert_eq!(verdict, Verdict::Allowed);
    }

    #[tokio::test]
    async fn failures_from_many_addresses_reach_the_accounts_ceiling_not_a_refusal() {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(|_, _, _| Ok(1));
        counter.expect_peek().returning(|key, _, _| Ok(if key.starts_with("login:account:") { 100 } else { 0 }));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));

        let verdict = limiter.check(LimitedAction::Login, Some("5.6.7.8"), Some("a@b.co")).await.unwrap();

        assert_eq!(verdict, Verdict::AccountCeiling);
    }

    #[tokio::test]
    async fn a_failure_counts_on_the_pair_and_the_account_and_a_success_clears_the_pair() {
        let mut counter = MockAttemptCounter::new();
        counter
            .expect_record()
            .withf(|key, _, _| key == "login:pair:a@b.co|1.2.3.4" || key == "login:account:a@b.co")
            .times(2)
            .returning(|_, _, _| Ok(1));
        counter
            .expect_forget()
            .withf(|keys| keys == &vec!["login:pair:a@b.co|1.2.3.4".to_owned()])
            .times(1)
            .returning(|_| Ok(()));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(clock));

        limiter.record_failure(LimitedAction::Login, Some("1.2.3.4"), Some("a@b.co")).await.unwrap();
        limiter.clear_pair(LimitedAction::Login, Some("1.2.3.4"), "a@b.co").await.unwrap();
    }

    #[tokio::test]
    async fn off_lets_everything_through() {
        let policy = RateLimitPolicy::parse("off").unwrap();
        let verdict = limiter(policy, 1_000_000).check(LimitedAction::Register, Some("1.2.3.4"), None).await.unwrap();
        assert_eq!(verdict, Verdict::Allowed);
    }

    #[tokio::test]
    async fn forgetting_an_account_names_its_exact_keys_only() {
        let mut counter = MockAttemptCounter::new();
        counter
            .expect_forget()
            .withf(|keys| keys.len() == LimitedAction::ALL.len() && keys.contains(&"login:account:a_b@x.co".to_owned()))
            .times(1)
            .returning(|_| Ok(()));
        counter
            .expect_forget_prefixed()
            .withf(|prefixes| prefixes.contains(&"login:pair:a_b@x.co|".to_owned()))
            .times(1)
            .returning(|_| Ok(()));
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), Arc::new(MockClock::new()));

        limiter.forget_account("A_B@x.co").await.unwrap();
    }

    #[test]
    fn a_campus_address_may_register_dozens_of_students_an_hour() {
        let limit = RateLimitPolicy::default().per_address[&LimitedAction::Register];
        assert!(limit.max >= 50 && limit.window == HOUR);
    }

    #[test]
    fn overrides_replace_single_limits() {
        let policy = RateLimitPolicy::parse("login.account=3/30s, register.address=20/2h, login.pair=2/1m").unwrap();
        assert_eq!(policy.per_account[&LimitedAction::Login], Limit { max: 3, window: Duration::from_secs(30) });
        assert_eq!(policy.per_pair[&LimitedAction::Login], Limit { max: 2, window: MINUTE });
        assert_eq!(policy.per_address[&LimitedAction::Register], Limit { max: 20, window: 2 * HOUR });
        assert_eq!(
            policy.per_address[&LimitedAction::Login],
            RateLimitPolicy::default().per_address[&LimitedAction::Login]
        );
    }

    #[test]
    fn malformed_settings_are_refused() {
        for bad in [
            "sometimes",
            "login=3/1m",
            "login.account=3",
            "login.account=0/1m",
            "fly.account=1/1m",
            "login.account=1/1d",
        ] {
            assert!(RateLimitPolicy::parse(bad).is_err(), "{bad}");
        }
    }
}
