//! Who a person is and what they may do: registration, e-mail verification, sign-in, sessions,
//! password reset, account deletion and export, and the limits on attempts.
//!
//! Six services, built from one `AccountPorts`: `Registration` (register, verify, resend the link,
//! operator-created accounts), `SignIn` (password login, the session check on every request,
//! logout, password reset), `SignedOutMail` (the mail worker answers links asked for signed out),
//! `OwnAccount` (one's sessions, password, e-mail, avatar; admins' e-mail change too),
//! `GoogleSignIn`, and `SecondFactors` (`second_factor.rs`: staff's authenticator codes and
//! recovery codes). They share `SessionStarter` (the one way a session opens, waiting for a code
//! when the person has a second factor), `AccountLinks` (e-mailed single-use links) and `Gate`
//! (`gate.rs`: the limits and the human check).

mod authenticate;
mod change_email;
mod create_user;
mod credentials;
pub(crate) mod emails;
mod forgot_password;
mod gate;
mod google_sign_in;
mod login;
mod logout;
mod new_devices;
mod own_account;
pub mod ports;
mod profile_picture;
mod register;
mod registration;
mod resend_verification;
mod reset_password;
mod second_factor;
mod sign_in;
mod verify_email;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use quad_domain::User;

pub use authenticate::{AuthenticateError, Authenticated};
pub(crate) use change_email::ChangeAskedBy;
pub use change_email::{ConfirmEmailChangeError, RequestEmailChangeError};
pub use create_user::{CreateUser, CreateUserError};
pub use credentials::{
    ChangePasswordError, EndSessionError, FRESH_SIGN_IN, PasswordChange, ReauthenticateError, Reauthenticated, Sessions,
};
pub use forgot_password::ForgotPasswordError;
pub use gate::{Client, Refusal};
pub use google_sign_in::{GoogleFinish, GoogleSignInError, GoogleStart};
pub use login::{DECOY_HASH, LoginError, LoginRequest};
pub use register::{RegisterError, Registered, RegistrationForm, UNVERIFIED_LIFETIME};
pub use resend_verification::ResendVerificationError;
pub use reset_password::ResetPasswordError;
pub use second_factor::{
    CODE_WAIT, Enrolment, RECOVERY_CODES, SecondFactorError, SecondFactorStatus, SecondFactorStep, SecondFactors,
};
pub use verify_email::{Verified, VerifyEmailError};

use uuid::Uuid;

pub(crate) use gate::Gate;
pub use google_sign_in::GoogleSignIn;
pub use own_account::OwnAccount;
pub use registration::Registration;
pub use sign_in::{SignIn, SignedOutMail};

use self::ports::{
    CaptchaVerifier, LinkPurpose, LinkRepository, LinkSecrets, NewLink, NewSession, PasswordHasher, SessionClaims,
    SessionRepository, SessionScope, SignInMethod, SignInStateRepository, TokenIssuer, UserRepository,
};
use crate::mail::ports::Mailer;
use crate::{Clock, rate_limits::RateLimiter};

/// How long things last.
#[derive(Debug, Clone)]
pub struct AccountSettings {
    /// Links in e-mails start with this (no trailing slash).
    pub public_url: String,
    pub session_lifetime: Duration,
    pub remembered_session_lifetime: Duration,
    pub verification_link_lifetime: Duration,
    pub reset_link_lifetime: Duration,
}

impl AccountSettings {
    pub fn new(public_url: &str) -> Self {
        Self {
            public_url: public_url.trim_end_matches('/').to_owned(),
            session_lifetime: Duration::days(1),
            remembered_session_lifetime: Duration::days(30),
            verification_link_lifetime: Duration::hours(24),
            reset_link_lifetime: Duration::hours(1),
        }
    }
}

/// A signed-in person and the bearer token that proves it.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub token: String,
    pub user: User,
    /// What the sign-in still asks: staff give their second factor's code, or set one up.
    pub second_factor: SecondFactorStep,
}

/// Where the accounts use cases keep their state: one port per concern.
#[derive(Clone)]
pub struct AccountStores {
    pub users: Arc<dyn UserRepository>,
    pub sessions: Arc<dyn SessionRepository>,
    pub links: Arc<dyn LinkRepository>,
    pub sign_in_states: Arc<dyn SignInStateRepository>,
    pub mail_requests: Arc<dyn ports::MailRequestRepository>,
    pub second_factors: Arc<dyn ports::SecondFactorRepository>,
    pub google_identities: Arc<dyn ports::GoogleIdentities>,
}

/// Everything the account services are built from, wired once at start-up; each service takes
/// the ports it uses ([`Registration`], [`SignIn`], [`SignedOutMail`], [`OwnAccount`],
/// [`GoogleSignIn`]).
#[derive(Clone)]
pub struct AccountPorts {
    pub stores: AccountStores,
    pub hasher: Arc<dyn PasswordHasher>,
    pub tokens: Arc<dyn TokenIssuer>,
    pub links: Arc<dyn LinkSecrets>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
    pub limiter: RateLimiter,
    pub settings: AccountSettings,
    /// Human verification on login and registration, when configured.
    pub captcha: Option<Arc<dyn CaptchaVerifier>>,
    /// Google sign-in, when configured.
    pub google: Option<Arc<dyn ports::OAuthProvider>>,
    /// Where avatars go, when configured.
    pub media: Option<crate::media::MediaLibrary>,
    /// Security notices in the app (an e-mail change, a sign-in from a new device).
    pub notifications: Option<crate::notifications::Notifications>,
    /// The devices accounts signed in from, for the new-device notice (with `notifications`).
    pub devices: Option<Arc<dyn ports::KnownDeviceRepository>>,
}

impl AccountPorts {
    pub(crate) fn gate(&self) -> Gate {
        Gate { limiter: self.limiter.clone(), captcha: self.captcha.clone() }
    }

    fn starter(&self) -> SessionStarter {
        let new_devices = match (&self.devices, &self.notifications) {
            (Some(known), Some(notifications)) => Some(new_devices::NewDevices {
                known: known.clone(),
                secrets: self.links.clone(),
                notifications: notifications.clone(),
                mailer: self.mailer.clone(),
                settings_link: format!("{}/settings", self.settings.public_url),
            }),
            _ => None,
        };
        SessionStarter {
            sessions: self.stores.sessions.clone(),
            second_factors: self.stores.second_factors.clone(),
            tokens: self.tokens.clone(),
            clock: self.clock.clone(),
            new_devices,
        }
    }

    fn account_links(&self) -> AccountLinks {
        AccountLinks {
            secrets: self.links.clone(),
            store: self.stores.links.clone(),
            clock: self.clock.clone(),
            settings: self.settings.clone(),
        }
    }
}

/// The one way every account service opens a session: stored with the device it was opened
/// on, then named in a signed token.
#[derive(Clone)]
pub(crate) struct SessionStarter {
    sessions: Arc<dyn SessionRepository>,
    second_factors: Arc<dyn ports::SecondFactorRepository>,
    tokens: Arc<dyn TokenIssuer>,
    clock: Arc<dyn Clock>,
    new_devices: Option<new_devices::NewDevices>,
}

impl SessionStarter {
    /// Opens a session for the user on the client's device and signs a token naming it.
    pub(crate) async fn start_session(
        &self,
        user_id: Uuid,
        scope: SessionScope,
        method: SignInMethod,
        lifetime: Duration,
        client: &Client,
    ) -> anyhow::Result<(String, DateTime<Utc>)> {
        use anyhow::Context;
        let expires_at = self.clock.now() + lifetime;
        let session_id = Uuid::now_v7();
        let device =
            client.user_agent.as_deref().map(|agent| agent.chars().filter(|c| !c.is_control()).take(300).collect());
        self.sessions
            .create_session(NewSession { id: session_id, user_id, scope, method, device, expires_at })
            .await
            .context("failed to store a session")?;
        let token = self.tokens.issue(&SessionClaims { session_id, user_id, expires_at })?;
        Ok((token, expires_at))
    }

    /// A full session: the person is signed in. Staff with a second factor get a session that
    /// waits for its code instead, whichever way they signed in (`second_factor.rs`).
    pub(crate) async fn sign_in(
        &self,
        user: User,
        method: SignInMethod,
        lifetime: Duration,
        client: &Client,
    ) -> anyhow::Result<SignedIn> {
        use anyhow::Context;
        let has_factor = user.role != quad_domain::Role::User
            && self
                .second_factors
                .factor_of(user.id)
                .await
                .context("failed to look up a second factor")?
                .is_some_and(|factor| factor.confirmed);
        let second_factor = SecondFactorStep::after_sign_in(user.role, has_factor);
        let scope = if has_factor { SessionScope::SecondFactor } else { SessionScope::Full };
        let (token, _) = self.start_session(user.id, scope, method, lifetime, client).await?;
        if let Some(new_devices) = &self.new_devices {
            new_devices.note(&user, client, self.clock.now()).await;
        }
        Ok(SignedIn { token, user, second_factor })
    }
}

/// The single-use links account e-mails carry: minted, stored with their e-mail (the mail
/// queue's worker sends it), and known by their hash, never their secret.
#[derive(Clone)]
pub(crate) struct AccountLinks {
    pub(crate) secrets: Arc<dyn LinkSecrets>,
    pub(crate) store: Arc<dyn LinkRepository>,
    clock: Arc<dyn Clock>,
    settings: AccountSettings,
}

impl AccountLinks {
    /// What counts as "the account" for limits on link use: the link's hash, never its secret.
    pub(crate) fn key(&self, plain_token: &str) -> String {
        self.secrets.hash(plain_token.trim())
    }

    pub(crate) async fn queue_verification_link(&self, user: &User) -> anyhow::Result<()> {
        use anyhow::Context;
        let secret = self.secrets.generate();
        let link = NewLink {
            hash: secret.hash,
            user_id: user.id,
            purpose: LinkPurpose::VerifyEmail,
            expires_at: self.clock.now() + self.settings.verification_link_lifetime,
        };
        let url = format!("{}/verify-email/{}", self.settings.public_url, secret.plain);
        self.store
            .store_link(link, emails::verification(user, &url))
            .await
            .context("failed to store a verification link")
    }

    pub(crate) async fn queue_reset_link(&self, user: &User) -> anyhow::Result<()> {
        use anyhow::Context;
        let secret = self.secrets.generate();
        let link = NewLink {
            hash: secret.hash,
            user_id: user.id,
            purpose: LinkPurpose::ResetPassword,
            expires_at: self.clock.now() + self.settings.reset_link_lifetime,
        };
        let url = format!("{}/reset-password/{}", self.settings.public_url, secret.plain);
        self.store.store_link(link, emails::password_reset(user, &url)).await.context("failed to store a reset link")
    }
}

#[cfg(test)]
pub(crate) mod testing;
