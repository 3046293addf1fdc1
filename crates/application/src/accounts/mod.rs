//! Who a person is and what they may do: registration, e-mail verification, sign-in, sessions,
//! password reset, account deletion and export, and the limits on attempts.

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
pub mod ports;
mod profile_picture;
mod register;
mod resend_verification;
mod reset_password;
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
pub use google_sign_in::{GoogleSignInError, GoogleStart};
pub use login::{DECOY_HASH, LoginError, LoginRequest};
pub use register::{RegisterError, Registered, RegistrationForm, UNVERIFIED_LIFETIME};
pub use resend_verification::ResendVerificationError;
pub use reset_password::ResetPasswordError;
pub use verify_email::{Verified, VerifyEmailError};

use uuid::Uuid;

use self::ports::{
    CaptchaVerifier, LinkRepository, LinkSecrets, NewSession, PasswordHasher, SessionClaims, SessionRepository,
    SessionScope, SignInMethod, SignInStateRepository, TokenIssuer, UserRepository,
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
}

/// Where the accounts use cases keep their state: one port per concern.
#[derive(Clone)]
pub struct AccountStores {
    pub users: Arc<dyn UserRepository>,
    pub sessions: Arc<dyn SessionRepository>,
    pub links: Arc<dyn LinkRepository>,
    pub sign_in_states: Arc<dyn SignInStateRepository>,
    pub mail_requests: Arc<dyn ports::MailRequestRepository>,
}

/// The accounts use cases, over their ports.
#[derive(Clone)]
pub struct Accounts {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) sessions: Arc<dyn SessionRepository>,
    pub(crate) link_store: Arc<dyn LinkRepository>,
    pub(crate) sign_in_states: Arc<dyn SignInStateRepository>,
    pub(crate) mail_requests: Arc<dyn ports::MailRequestRepository>,
    pub(crate) hasher: Arc<dyn PasswordHasher>,
    pub(crate) tokens: Arc<dyn TokenIssuer>,
    pub(crate) links: Arc<dyn LinkSecrets>,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) limiter: RateLimiter,
    pub(crate) settings: AccountSettings,
    /// Human verification on login and registration, when configured.
    pub(crate) captcha: Option<Arc<dyn CaptchaVerifier>>,
    /// Google sign-in, when configured.
    pub(crate) google: Option<Arc<dyn ports::OAuthProvider>>,
    /// Where avatars go.
    pub(crate) media: Option<crate::media::MediaLibrary>,
}

impl Accounts {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        stores: AccountStores,
        hasher: Arc<dyn PasswordHasher>,
        tokens: Arc<dyn TokenIssuer>,
        links: Arc<dyn LinkSecrets>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        limiter: RateLimiter,
        settings: AccountSettings,
    ) -> Self {
        let AccountStores { users, sessions, links: link_store, sign_in_states, mail_requests } = stores;
        Self {
            users,
            sessions,
            link_store,
            sign_in_states,
            mail_requests,
            hasher,
            tokens,
            links,
            mailer,
            clock,
            limiter,
            settings,
            captcha: None,
            google: None,
            media: None,
        }
    }

    pub fn with_media(mut self, media: crate::media::MediaLibrary) -> Self {
        self.media = Some(media);
        self
    }

    /// Asks for human verification (reCAPTCHA) on login and registration.
    pub fn with_human_check(mut self, captcha: Arc<dyn CaptchaVerifier>) -> Self {
        self.captcha = Some(captcha);
        self
    }

    #[cfg(test)]
    pub(crate) fn with_limiter(mut self, limiter: RateLimiter) -> Self {
        self.limiter = limiter;
        self
    }

    pub fn settings(&self) -> &AccountSettings {
        &self.settings
    }

    /// The person with this e-mail address, if any (operator commands).
    pub async fn find_by_email(&self, raw_email: &str) -> anyhow::Result<Option<User>> {
        let Ok(email) = quad_domain::Email::parse(raw_email) else { return Ok(None) };
        Ok(self.users.find_login(&email).await?.map(|(user, _)| user))
    }

    /// What counts as "the account" for limits on link use: the link's hash, never its secret.
    pub(crate) fn link_key(&self, plain_token: &str) -> String {
        self.links.hash(plain_token.trim())
    }

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

    pub(crate) async fn sign_in(
        &self,
        user: User,
        method: SignInMethod,
        lifetime: Duration,
        client: &Client,
    ) -> anyhow::Result<SignedIn> {
        let (token, _) = self.start_session(user.id, SessionScope::Full, method, lifetime, client).await?;
        Ok(SignedIn { token, user })
    }
}

#[cfg(test)]
pub(crate) mod testing;
