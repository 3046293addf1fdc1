use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{Email, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use crate::audit::Audit;

/// Turns passwords into slow, salted hashes and checks them.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync + 'static {
    /// A PHC-format hash of `password`. Runs off the async executor.
    async fn hash(&self, password: String) -> anyhow::Result<String>;

    /// Whether `password` matches `hash`. `Ok(false)` for a wrong password, `Err` only for a
    /// malformed hash or an internal failure.
    async fn verify(&self, password: String, hash: String) -> anyhow::Result<bool>;
}

/// What a signed session token says. The session it names must still be live in the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionClaims {
    pub session_id: Uuid,
    pub user_id: Uuid,
    pub expires_at: DateTime<Utc>,
}

/// Signs and checks session tokens (JWT bearer tokens in production).
#[cfg_attr(test, mockall::automock)]
pub trait TokenIssuer: Send + Sync + 'static {
    fn issue(&self, claims: &SessionClaims) -> anyhow::Result<String>;
    /// `None` for a token that is malformed, forged or expired.
    fn verify(&self, token: &str) -> Option<SessionClaims>;
}

/// A single-use link secret: the plain value goes into the e-mailed link, only its hash is stored.
#[derive(Clone, PartialEq, Eq)]
pub struct LinkSecret {
    pub plain: String,
    pub hash: String,
}

impl std::fmt::Debug for LinkSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LinkSecret").field("hash", &self.hash).finish_non_exhaustive()
    }
}

/// Makes unguessable link secrets and hashes presented ones the same way.
#[cfg_attr(test, mockall::automock)]
pub trait LinkSecrets: Send + Sync + 'static {
    fn generate(&self) -> LinkSecret;
    fn hash(&self, plain: &str) -> String;
}

/// What an e-mailed link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPurpose {
    VerifyEmail,
    ResetPassword,
    ChangeEmail,
}

impl LinkPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            LinkPurpose::VerifyEmail => "verify_email",
            LinkPurpose::ResetPassword => "reset_password",
            LinkPurpose::ChangeEmail => "change_email",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLink {
    pub hash: String,
    pub user_id: Uuid,
    pub purpose: LinkPurpose,
    pub expires_at: DateTime<Utc>,
}

/// Why a presented link cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("This link is not valid")]
    Unknown,
    #[error("This link has already been used")]
    Used,
    #[error("This link has expired")]
    Expired,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub id: Uuid,
    pub email: Email,
    pub username: Username,
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub password_hash: Option<String>,
    pub role: Role,
    pub status: UserStatus,
    pub email_verified_at: Option<DateTime<Utc>>,
    pub google_subject: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum InsertUserError {
    #[error("Email already in use")]
    EmailTaken,
    #[error("Username already in use")]
    UsernameTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Whether a session token may do everything, or only ask who it belongs to (the token handed
/// out at registration, before the e-mail is verified), or only give its second factor's code
/// (staff who turned one on, between their password or Google and the code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionScope {
    Full,
    PendingVerification,
    SecondFactor,
}

/// How a session was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInMethod {
    Password,
    Google,
    /// A verification or reset link.
    EmailLink,
    Registration,
}

impl SignInMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            SignInMethod::Password => "password",
            SignInMethod::Google => "google",
            SignInMethod::EmailLink => "email_link",
            SignInMethod::Registration => "registration",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        [SignInMethod::Password, SignInMethod::Google, SignInMethod::EmailLink, SignInMethod::Registration]
            .into_iter()
            .find(|method| method.as_str() == name)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub id: Uuid,
    pub user_id: Uuid,
    pub scope: SessionScope,
    pub method: SignInMethod,
    /// The browser's User-Agent, cut to 300 characters.
    pub device: Option<String>,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub id: Uuid,
    pub user_id: Uuid,
    pub scope: SessionScope,
    pub method: SignInMethod,
    pub started_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    /// The session proved a second factor (a code, or setting one up).
    pub second_factor: bool,
}

/// A live session as its owner sees it in Settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActiveSession {
    pub id: Uuid,
    pub device: Option<String>,
    pub method: SignInMethod,
    pub started_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub expires_at: DateTime<Utc>,
}

/// People's accounts. Each method that changes more than one row does it in one transaction.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync + 'static {
    /// Stores the user and, when given, their first link. `EmailTaken` / `UsernameTaken` when the
    /// e-mail or the username (ignoring case) belongs to someone already.
    async fn create_user(&self, user: NewUser, link: Option<NewLink>) -> Result<User, InsertUserError>;

    async fn find_user(&self, id: Uuid) -> anyhow::Result<Option<User>>;

    /// The user with this e-mail and their password hash (`None` for Google-only accounts).
    async fn find_login(&self, email: &Email) -> anyhow::Result<Option<(User, Option<String>)>>;

    /// Deletes the still-unverified account `old_id` (with its sessions and links) and stores
    /// `user` with its first link in its place, in one transaction. `EmailTaken` when the old
    /// account was verified meanwhile; `UsernameTaken` when someone else has the username.
    async fn replace_unverified(&self, old_id: Uuid, user: NewUser, link: NewLink) -> Result<User, InsertUserError>;

    /// Deletes the accounts whose e-mail was never verified and that were created before
    /// `created_before`; answers how many.
    async fn purge_unverified(&self, created_before: DateTime<Utc>) -> anyhow::Result<u64>;

    /// Sets the person's password hash, ends every session but `keep`, and retires their
    /// outstanding reset links, in one transaction.
    async fn set_password(
        &self,
        user_id: Uuid,
        password_hash: &str,
        keep: Uuid,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    /// Sets (or clears) the person's avatar URL.
    async fn set_profile_image(&self, user_id: Uuid, url: Option<String>) -> anyhow::Result<()>;

    /// Notes that the user did something now (at most once a minute is enough).
    async fn touch_last_active(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()>;

    /// Deletes the user row and what cascades with it (profile, sessions, links, upload records),
    /// and writes the `audit` entry of an admin's deletion in the same transaction. `LastAdmin`,
    /// and nothing deleted, when the user is the last active admin, decided under a lock on the
    /// active admins so that two admins deleting each other at once cannot both succeed.
    async fn delete_user(&self, user_id: Uuid, audit: Option<Audit<()>>) -> Result<(), AccountDeletionError>;

    /// Whether an active admin other than `id` exists: a deletion asks before it starts, so the
    /// last admin's is refused before anything of theirs is touched (`delete_user` decides again).
    async fn another_active_admin(&self, id: Uuid) -> anyhow::Result<bool>;
}

/// Accounts' Google identities: who signed in with which Google account.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait GoogleIdentities: Send + Sync + 'static {
    async fn find_by_google_subject(&self, subject: &str) -> anyhow::Result<Option<User>>;
    /// Links a Google account to a user who has none linked yet; `false` (and nothing changed)
    /// when the user already has a Google account.
    async fn link_google(&self, user_id: Uuid, subject: &str) -> anyhow::Result<bool>;
    /// Hands a never-verified account to the owner of its mailbox, who just proved it through
    /// Google: removes the password, links the Google account, marks the e-mail verified, ends
    /// every session and retires every e-mailed link, in one transaction. `false` (and nothing
    /// changed) when the account is verified or linked to Google by now.
    async fn take_over_unverified(&self, user_id: Uuid, subject: &str, now: DateTime<Utc>) -> anyhow::Result<bool>;
}

/// Whether a person opted out of sharing with university partners for research, and when.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ResearchSharingRepository: Send + Sync + 'static {
    /// When the person opted out of sharing with university partners for research, if they did.
    async fn research_sharing_opted_out_at(&self, user_id: Uuid) -> anyhow::Result<Option<DateTime<Utc>>>;
    /// Records the opt-out at `at` (kept when already opted out), or clears it with `None`;
    /// answers the time now recorded.
    async fn set_research_sharing_opt_out(
        &self,
        user_id: Uuid,
        at: Option<DateTime<Utc>>,
    ) -> anyhow::Result<Option<DateTime<Utc>>>;
}

#[derive(Debug, thiserror::Error)]
pub enum AccountDeletionError {
    #[error("Quad needs at least one active admin. Make someone else an admin first.")]
    LastAdmin,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Sign-in sessions: every token names one, and it must still be live.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SessionRepository: Send + Sync + 'static {
    async fn create_session(&self, session: NewSession) -> anyhow::Result<()>;

    /// The session if it exists, has not ended and has not expired, with its account: one
    /// look-up, for the check every signed-in request pays.
    async fn find_live_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<(Session, User)>>;

    async fn end_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()>;

    /// Notes that the session was used now (callers do it at most once a minute).
    async fn touch_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()>;

    /// The person's live full sessions, most recently used first.
    async fn live_sessions_of(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Vec<ActiveSession>>;

    /// Ends one of the person's live sessions; `false` when they have no such live session.
    async fn end_session_of(&self, user_id: Uuid, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<bool>;

    /// Ends every live session of the person but `keep`; answers how many ended.
    async fn end_other_sessions(&self, user_id: Uuid, keep: Uuid, now: DateTime<Utc>) -> anyhow::Result<u64>;

    /// Every session the person had, oldest first (for their data export).
    async fn sessions_of(&self, user_id: Uuid) -> anyhow::Result<Vec<SessionRecord>>;
}

/// What using a change-of-address link did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmailChange {
    Changed {
        user_id: Uuid,
        new: Email,
    },
    /// Someone else took the address since the change was asked for; nothing changed.
    Taken,
}

/// What noting a sign-in's device found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceSeen {
    /// The device signed in to the account since the date asked about.
    pub recently: bool,
    /// No device had been noted for the account before.
    pub first_ever: bool,
}

/// The devices (a hash of browser and network) accounts signed in from.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait KnownDeviceRepository: Send + Sync + 'static {
    /// Notes the device as seen `now`; answers whether it was seen since `since`, and whether it
    /// is the account's first.
    async fn note_device(
        &self,
        user_id: Uuid,
        fingerprint: String,
        now: DateTime<Utc>,
        since: DateTime<Utc>,
    ) -> anyhow::Result<DeviceSeen>;
}

/// E-mailed single-use links (verification, password reset, change of address), stored by hash.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait LinkRepository: Send + Sync + 'static {
    /// Stores the link and queues its e-mail, in one transaction.
    async fn store_link(&self, link: NewLink, email: crate::mail::ports::OutgoingEmail) -> anyhow::Result<()>;

    /// Uses a verify-email link once, marks the user's e-mail verified and ends the limited
    /// registration sessions; answers the user id.
    async fn verify_email(&self, link_hash: &str, now: DateTime<Utc>) -> Result<Uuid, LinkError>;

    /// Stores a change-of-address link carrying the new address.
    async fn store_email_change(&self, link: NewLink, new_email: &Email) -> anyhow::Result<()>;

    /// Uses a change-of-address link once and moves the account to the new address (still
    /// verified: the link proved it), unless someone has it by now.
    async fn change_email(&self, link_hash: &str, now: DateTime<Utc>) -> Result<EmailChange, LinkError>;

    /// Uses a reset link once, sets the new password hash and ends every session of the user;
    /// answers the user id.
    async fn reset_password(&self, link_hash: &str, password_hash: &str, now: DateTime<Utc>)
    -> Result<Uuid, LinkError>;
}

/// Which e-mail someone signed out asked to be sent to an address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailRequestKind {
    PasswordReset,
    Verification,
}

impl MailRequestKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MailRequestKind::PasswordReset => "password_reset",
            MailRequestKind::Verification => "verification",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        [MailRequestKind::PasswordReset, MailRequestKind::Verification].into_iter().find(|k| k.as_str() == name)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailRequest {
    pub kind: MailRequestKind,
    pub email: Email,
}

/// Requests for account e-mail made signed out (reset, verification), answered later by the mail
/// worker: taking one costs the same whether or not the address has an account, so the answer
/// tells nothing, not even by its timing.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait MailRequestRepository: Send + Sync + 'static {
    async fn request(&self, request: MailRequest) -> anyhow::Result<()>;

    /// Claims up to `limit` requests, oldest first, for a while (instances take different ones;
    /// a request whose worker died is taken again once the claim runs out).
    async fn claim(&self, limit: u32) -> anyhow::Result<Vec<(Uuid, MailRequest)>>;

    /// Forgets a request once it is answered.
    async fn done(&self, id: Uuid) -> anyhow::Result<()>;
}

/// The short-lived state of a Google sign-in between the redirect and the callback.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SignInStateRepository: Send + Sync + 'static {
    /// Keeps a sign-in attempt's PKCE verifier under its state's hash until `expires_at`.
    async fn store_state(
        &self,
        state_hash: &str,
        attempt: &GoogleAttempt,
        expires_at: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    /// Removes and answers the attempt of an unexpired state; `None` for an unknown, used or
    /// expired one.
    async fn take_state(&self, state_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<GoogleAttempt>>;

    /// Keeps a finished sign-in's one-time code (by hash) for `user_id`, bound to the browser
    /// that started it (by the hash of its binding), until `expires_at`.
    async fn store_code(
        &self,
        code_hash: &str,
        binding_hash: &str,
        user_id: Uuid,
        expires_at: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    /// Removes and answers the user of an unexpired code presented with its binding; `None`
    /// for an unknown, used, expired or differently bound one.
    async fn take_code(&self, code_hash: &str, binding_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<Uuid>>;
}

/// A Google attempt in flight: its PKCE verifier, and for a signed-in student proving their
/// university with their university's Google account, who they are and where they return.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoogleAttempt {
    pub code_verifier: String,
    pub proving_for: Option<(Uuid, ProofReturn)>,
}

/// Where a student who proved their university with Google goes back to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProofReturn {
    /// The profile wizard (its draft is kept on the server).
    Wizard,
    Settings,
}

impl ProofReturn {
    pub fn path(self) -> &'static str {
        match self {
            Self::Wizard => "/profile/create",
            Self::Settings => "/settings",
        }
    }

    pub fn parse(path: &str) -> Option<Self> {
        [Self::Wizard, Self::Settings].into_iter().find(|r| r.path() == path)
    }
}

/// What Google says about the person who signed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExternalIdentity {
    pub subject: String,
    pub email: String,
    pub email_verified: bool,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    /// The Google Workspace domain that manages the account (`hd`); `None` for personal ones.
    pub hosted_domain: Option<String>,
}

/// An OpenID Connect provider (Google), authorization-code flow with PKCE.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait OAuthProvider: Send + Sync + 'static {
    /// Where to send the person's browser; the adapter derives the S256 challenge from the verifier.
    fn authorization_url(&self, state: &str, code_verifier: &str) -> String;

    /// Exchanges the code for the person's identity. `Err` when the provider refuses.
    async fn exchange(&self, code: &str, code_verifier: &str) -> anyhow::Result<ExternalIdentity>;
}

/// Human verification (reCAPTCHA).
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CaptchaVerifier: Send + Sync + 'static {
    /// Whether the widget's response token is genuine. `Err` only when the provider cannot be asked.
    async fn verify(&self, response_token: &str, client_ip: Option<String>) -> anyhow::Result<bool>;
}

/// One sign-in session, for the person's data export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    pub started_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

/// Time-based one-time passwords (RFC 6238: six digits, 30-second steps, HMAC-SHA1, as every
/// authenticator app reads them).
#[cfg_attr(test, mockall::automock)]
pub trait OneTimePasswords: Send + Sync + 'static {
    /// A new random shared secret, base32 as authenticator apps take it.
    fn new_secret(&self) -> String;
    /// The `otpauth://` address an authenticator app reads from a QR code.
    fn enrolment_uri(&self, secret: &str, account: &str) -> anyhow::Result<String>;
    /// The 30-second step `code` belongs to, when it is right at `now` or one step either side.
    fn step_of(&self, secret: &str, code: &str, now: DateTime<Utc>) -> Option<i64>;
}

/// A person's authenticator, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFactor {
    pub secret: String,
    /// Proven by a first code; until then it is only being set up.
    pub confirmed: bool,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SecondFactorRepository: Send + Sync + 'static {
    async fn factor_of(&self, user_id: Uuid) -> anyhow::Result<Option<StoredFactor>>;
    /// Keeps a new secret being set up, replacing one not yet confirmed; `false` (nothing kept)
    /// when the person already has a confirmed one.
    async fn begin(&self, user_id: Uuid, secret: &str, at: DateTime<Utc>) -> anyhow::Result<bool>;
    /// Confirms the factor being set up with the step of its first code, stores the recovery
    /// codes' hashes, marks `session_id` as having proved it and ends the person's other
    /// sessions; `false` when nothing was being set up.
    async fn confirm(
        &self,
        user_id: Uuid,
        step: i64,
        recovery_hashes: Vec<String>,
        session_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<bool>;
    /// Accepts a code's step if it is newer than any accepted before (a code works once).
    async fn use_step(&self, user_id: Uuid, step: i64) -> anyhow::Result<bool>;
    /// Uses up one recovery code by its hash; `false` when there is no such unused code.
    async fn use_recovery_code(&self, user_id: Uuid, hash: &str, at: DateTime<Utc>) -> anyhow::Result<bool>;
    async fn recovery_codes_left(&self, user_id: Uuid) -> anyhow::Result<i64>;
    /// Turns a session waiting for its code into a full one that proved the second factor;
    /// `false` when it is no longer waiting (ended, expired, or already done).
    async fn complete_session(&self, session_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<bool>;
    /// Forgets the person's factor and recovery codes and ends their sessions, with the audit
    /// entry; `false` when they had none.
    async fn reset(&self, user_id: Uuid, audit: Audit<bool>, at: DateTime<Utc>) -> anyhow::Result<bool>;
}
