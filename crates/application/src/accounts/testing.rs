//! Mocks for the accounts ports, with the dull parts pre-arranged.

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use quad_domain::{Email, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use super::{
    AccountPorts, AccountSettings, AccountStores, GoogleSignIn, OwnAccount, Registration, SignIn, SignedOutMail,
    ports::{
        LinkSecret, MockGoogleIdentities, MockLinkRepository, MockLinkSecrets, MockMailRequestRepository,
        MockPasswordHasher, MockSecondFactorRepository, MockSessionRepository, MockSignInStateRepository,
        MockTokenIssuer, MockUserRepository,
    },
};
use crate::rate_limits::{RateLimitPolicy, RateLimiter};
use crate::{MockClock, mail::ports::MockMailer, rate_limits::MockAttemptCounter};

pub(crate) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 22, 12, 0, 0).unwrap()
}

/// A clock that always reads [`now`].
pub(crate) fn fixed_clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    clock
}

pub(crate) fn sample_user() -> User {
    User {
        id: Uuid::from_u128(7),
        email: Email::parse("ada@umich.edu").unwrap(),
        username: Username::parse("ada").unwrap(),
        first_name: PersonName::parse("Ada").unwrap(),
        last_name: PersonName::parse("Lovelace").unwrap(),
        role: Role::User,
        status: UserStatus::Active,
        email_verified: true,
        profile_image: None,
        created_at: now(),
        last_active_at: None,
    }
}

pub(crate) struct Fixture {
    pub users: MockUserRepository,
    pub sessions: MockSessionRepository,
    pub link_store: MockLinkRepository,
    pub sign_in_states: MockSignInStateRepository,
    pub mail_requests: MockMailRequestRepository,
    pub second_factors: MockSecondFactorRepository,
    pub google_identities: MockGoogleIdentities,
    pub hasher: MockPasswordHasher,
    pub tokens: MockTokenIssuer,
    pub links: MockLinkSecrets,
    pub mailer: MockMailer,
    pub clock: MockClock,
}

impl Fixture {
    /// A fixed clock, link secrets that are always "secret" (hash "hash-of-secret"), and a token
    /// issuer that signs everything as "signed-token".
    pub fn new() -> Self {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut links = MockLinkSecrets::new();
        links.expect_generate().returning(|| LinkSecret { plain: "secret".into(), hash: "hash-of-secret".into() });
        links.expect_hash().returning(|plain| format!("hash-of-{plain}"));
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_issue().returning(|_| Ok("signed-token".into()));
        Self {
            users: MockUserRepository::new(),
            sessions: MockSessionRepository::new(),
            link_store: MockLinkRepository::new(),
            sign_in_states: MockSignInStateRepository::new(),
            mail_requests: MockMailRequestRepository::new(),
            second_factors: MockSecondFactorRepository::new(),
            google_identities: MockGoogleIdentities::new(),
            hasher: MockPasswordHasher::new(),
            tokens,
            links,
            mailer: MockMailer::new(),
            clock,
        }
    }

    /// The ports over the mocks, with rate limits off (the gate's own tests turn them on).
    pub fn ports(self) -> AccountPorts {
        let limits_off = RateLimiter::new(
            RateLimitPolicy { enabled: false, ..RateLimitPolicy::default() },
            Arc::new(MockAttemptCounter::new()),
            Arc::new(MockClock::new()),
        );
        AccountPorts {
            stores: AccountStores {
                users: Arc::new(self.users),
                sessions: Arc::new(self.sessions),
                links: Arc::new(self.link_store),
                sign_in_states: Arc::new(self.sign_in_states),
                mail_requests: Arc::new(self.mail_requests),
                second_factors: Arc::new(self.second_factors),
                google_identities: Arc::new(self.google_identities),
            },
            hasher: Arc::new(self.hasher),
            tokens: Arc::new(self.tokens),
            links: Arc::new(self.links),
            mailer: Arc::new(self.mailer),
            clock: Arc::new(self.clock),
            limiter: limits_off,
            settings: AccountSettings::new("https://quad.test/"),
            captcha: None,
            google: None,
            media: None,
            notifications: None,
            devices: None,
        }
    }

    pub fn registration(self) -> Registration {
        Registration::new(&self.ports())
    }

    pub fn sign_in(self) -> SignIn {
        SignIn::new(&self.ports())
    }

    pub fn signed_out_mail(self) -> SignedOutMail {
        SignedOutMail::new(&self.ports())
    }

    pub fn google_sign_in(self, provider: Arc<dyn super::ports::OAuthProvider>) -> GoogleSignIn {
        let mut ports = self.ports();
        ports.google = Some(provider);
        GoogleSignIn::new(&ports)
    }

    pub fn own_account(self) -> OwnAccount {
        OwnAccount::new(&self.ports())
    }
}
