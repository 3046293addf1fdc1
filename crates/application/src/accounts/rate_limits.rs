//! Limits on account attempts, per client address and per account, counted in fixed windows in
//! the shared store so every instance sees the same counts.
//!
//! Per-account limits are strict (they protect one person); per-address limits are generous,
//! because hundreds of students on a campus network can share one address.

use std::{collections::BTreeMap, sync::Arc, time::Duration};

use super::ports::{AttemptCounter, Clock};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LimitedAction {
    Login,
    Register,
    ForgotPassword,
    ResendVerification,
    VerifyEmail,
    ResetPassword,
}

impl LimitedAction {
    pub const ALL: [LimitedAction; 6] = [
        LimitedAction::Login,
        LimitedAction::Register,
        LimitedAction::ForgotPassword,
        LimitedAction::ResendVerification,
        LimitedAction::VerifyEmail,
        LimitedAction::ResetPassword,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LimitedAction::Login => "login",
            LimitedAction::Register => "register",
            LimitedAction::ForgotPassword => "forgot",
            LimitedAction::ResendVerification => "resend",
            LimitedAction::VerifyEmail => "verify",
            LimitedAction::ResetPassword => "reset",
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
    pub per_account: BTreeMap<LimitedAction, Limit>,
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
            ]),
            per_account: BTreeMap::from([
                (Login, limit(10, 15 * MINUTE)),
                (Register, limit(5, HOUR)),
                (ForgotPassword, limit(5, HOUR)),
                (ResendVerification, limit(5, HOUR)),
                (VerifyEmail, limit(10, 15 * MINUTE)),
                (ResetPassword, limit(10, 15 * MINUTE)),
            ]),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid rate limit setting '{0}': use 'off', or a list like 'login.account=10/15m,register.address=100/1h'")]
pub struct RateLimitPolicyError(String);

impl RateLimitPolicy {
    /// `off`, `on`, or a comma-separated list of overrides `<action>.<address|account>=<max>/<window>`
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

    fn key(action: LimitedAction, scope: &str, subject: &str) -> String {
        format!("{}:{scope}:{}", action.as_str(), subject.to_lowercase())
    }

    /// Counts one attempt at `action` from `address` on `account` (an e-mail or a link's hash,
    /// already normalised), and answers `false` when either count is over its limit.
    pub async fn allows(
        &self,
        action: LimitedAction,
        address: Option<&str>,
        account: Option<&str>,
    ) -> anyhow::Result<bool> {
        if !self.policy.enabled {
            return Ok(true);
        }
        let now = self.clock.now();
        let checks = [
            (address, self.policy.per_address.get(&action), "address"),
            (account, self.policy.per_account.get(&action), "account"),
        ];
        for (subject, limit, scope) in checks {
            let (Some(subject), Some(limit)) = (subject, limit) else { continue };
            let count = self.counter.record(&Self::key(action, scope, subject), limit.window, now).await?;
            if count > limit.max {
                tracing::warn!(action = action.as_str(), scope, "rate limit reached");
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Forgets every per-account count kept under this e-mail address (when its account is
    /// deleted), and nobody else's.
    pub async fn forget_account(&self, email: &str) -> anyhow::Result<()> {
        let keys = LimitedAction::ALL.iter().map(|action| Self::key(*action, "account", email)).collect();
        self.counter.forget(keys).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::ports::{MockAttemptCounter, MockClock};

    fn limiter(policy: RateLimitPolicy, count: u32) -> RateLimiter {
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(move |_, _, _| Ok(count));
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        RateLimiter::new(policy, Arc::new(counter), Arc::new(clock))
    }

    #[tokio::test]
    async fn attempts_within_the_limit_pass() {
        assert!(
            limiter(RateLimitPolicy::default(), 10)
                .allows(LimitedAction::Login, Some("1.2.3.4"), Some("a@b.co"))
                .await
                .unwrap()
        );
    }

    #[tokio::test]
    async fn the_eleventh_login_on_one_account_is_refused() {
        let allowed =
            limiter(RateLimitPolicy::default(), 11).allows(LimitedAction::Login, None, Some("a@b.co")).await.unwrap();
        assert!(!allowed);
    }

    #[tokio::test]
    async fn off_lets_everything_through() {
        let policy = RateLimitPolicy::parse("off").unwrap();
        assert!(limiter(policy, 1_000_000).allows(LimitedAction::Register, Some("1.2.3.4"), None).await.unwrap());
    }

    #[tokio::test]
    async fn forgetting_an_account_names_its_exact_keys_only() {
        let mut counter = MockAttemptCounter::new();
        counter
            .expect_forget()
            .withf(|keys| keys.len() == LimitedAction::ALL.len() && keys.contains(&"login:account:a_b@x.co".to_owned()))
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
        let policy = RateLimitPolicy::parse("login.account=3/30s, register.address=20/2h").unwrap();
        assert_eq!(policy.per_account[&LimitedAction::Login], Limit { max: 3, window: Duration::from_secs(30) });
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
