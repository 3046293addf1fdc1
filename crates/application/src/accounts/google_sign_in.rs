use std::sync::Arc;

use anyhow::Context;
use chrono::Duration;
use quad_domain::{Email, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use super::{
    AccountPorts, AccountSettings, Client, SessionStarter, SignedIn, emails,
    ports::{
        ExternalIdentity, GoogleAttempt, GoogleIdentities, InsertUserError, LinkSecrets, NewUser, OAuthProvider,
        ProofReturn, SignInMethod, SignInStateRepository, UserRepository,
    },
};
use crate::{Clock, mail::ports::Mailer};

/// How long a person has to finish signing in at Google.
const STATE_LIFETIME_MINUTES: i64 = 10;
/// How long the web app has to exchange the one-time code the callback hands it.
const CODE_LIFETIME_SECONDS: i64 = 60;

#[derive(Debug, thiserror::Error)]
pub enum GoogleSignInError {
    #[error("Google sign-in is not available")]
    Disabled,
    #[error("This sign-in attempt has expired or was already used. Please try again.")]
    UnknownState,
    #[error("Google did not confirm this e-mail address, so it cannot be used to sign in.")]
    EmailNotVerified,
    #[error("This e-mail address belongs to an account linked to a different Google account.")]
    LinkedElsewhere,
    #[error("This e-mail address is another Quad account's university e-mail. Sign in to that account instead.")]
    UniversityAddressOfAnother,
    #[error("This account is {0}. Please contact support.")]
    NotActive(&'static str),
    #[error("Google sign-in failed. Please try again.")]
    Provider(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Where to send the browser, and the secret that binds the attempt to it (the HTTP edge keeps
/// it in a short-lived HttpOnly cookie and gives it back at the callback and the exchange).
#[derive(Clone)]
pub struct GoogleStart {
    pub url: String,
    pub browser_binding: String,
}

impl std::fmt::Debug for GoogleStart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoogleStart").field("url", &self.url).finish_non_exhaustive()
    }
}

/// How a Google attempt ended.
#[derive(Debug)]
pub enum GoogleFinish {
    /// A sign-in: the one-time code the web app exchanges for a session.
    SignedIn { code: String },
    /// A signed-in student proving their university: who Google says they are, for
    /// [`crate::memberships::Memberships::prove_with_google`], and where they go back.
    Proving { user_id: Uuid, identity: ExternalIdentity, back: ProofReturn },
}

/// Signing in with Google, when it is configured: the authorization-code flow with PKCE, bound
/// to the browser that started it, then a one-time code the web app exchanges for a session.
#[derive(Clone)]
pub struct GoogleSignIn {
    pub(crate) google: Option<Arc<dyn OAuthProvider>>,
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) identities: Arc<dyn GoogleIdentities>,
    pub(crate) sign_in_states: Arc<dyn SignInStateRepository>,
    pub(crate) secrets: Arc<dyn LinkSecrets>,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) settings: AccountSettings,
    pub(crate) starter: SessionStarter,
}

impl GoogleSignIn {
    pub fn new(ports: &AccountPorts) -> Self {
        Self {
            google: ports.google.clone(),
            users: ports.stores.users.clone(),
            identities: ports.stores.google_identities.clone(),
            sign_in_states: ports.stores.sign_in_states.clone(),
            secrets: ports.links.clone(),
            mailer: ports.mailer.clone(),
            clock: ports.clock.clone(),
            settings: ports.settings.clone(),
            starter: ports.starter(),
        }
    }

    pub fn settings(&self) -> &AccountSettings {
        &self.settings
    }

    pub fn google_enabled(&self) -> bool {
        self.google.is_some()
    }

    /// Starts the authorization-code flow: remembers a fresh state and PKCE verifier, answers the
    /// provider URL to redirect to and the state, which also binds the attempt to the browser.
    pub async fn start_google_sign_in(&self) -> Result<GoogleStart, GoogleSignInError> {
        self.start(None).await
    }

    /// Starts the same flow for a signed-in student who proves their university with the Google
    /// account it gave them; the attempt remembers who they are and where they go back.
    pub async fn start_university_proof(
        &self,
        user: &User,
        back: ProofReturn,
    ) -> Result<GoogleStart, GoogleSignInError> {
        self.start(Some((user.id, back))).await
    }

    async fn start(&self, proving_for: Option<(Uuid, ProofReturn)>) -> Result<GoogleStart, GoogleSignInError> {
        let google = self.google.as_ref().ok_or(GoogleSignInError::Disabled)?;
        let state = self.secrets.generate();
        let attempt = GoogleAttempt { code_verifier: self.secrets.generate().plain, proving_for };
        let expires_at = self.clock.now() + Duration::minutes(STATE_LIFETIME_MINUTES);
        self.sign_in_states.store_state(&state.hash, &attempt, expires_at).await.context("failed to store a state")?;
        let url = google.authorization_url(&state.plain, &attempt.code_verifier);
        Ok(GoogleStart { url, browser_binding: state.plain })
    }

    /// Finishes the flow in the browser that started it (`browser_binding` must be the state):
    /// checks the state once, exchanges the code, finds or makes the person's account, and
    /// answers a one-time code, good for a minute in that browser only, that the web app
    /// exchanges for a session ([`GoogleSignIn::redeem_google_code`]). No session token ever
    /// travels in a URL.
    ///
    /// The account is the one linked to this Google account; else the one with this e-mail:
    /// linked when it is verified and has no Google account yet, taken over for the mailbox's
    /// owner when it was never verified (its password removed, its sessions ended, the person
    /// told by e-mail); else a new verified student.
    pub async fn finish_google_sign_in(
        &self,
        state: &str,
        code: &str,
        browser_binding: Option<&str>,
    ) -> Result<GoogleFinish, GoogleSignInError> {
        let google = self.google.as_ref().ok_or(GoogleSignInError::Disabled)?;
        // Compared by their hashes: how long the comparison takes tells nothing of the state.
        if browser_binding.is_none_or(|binding| self.secrets.hash(binding) != self.secrets.hash(state)) {
            return Err(GoogleSignInError::UnknownState);
        }
        let now = self.clock.now();
        let attempt = self
            .sign_in_states
            .take_state(&self.secrets.hash(state), now)
            .await
            .context("failed to read a state")?
            .ok_or(GoogleSignInError::UnknownState)?;
        let identity = google.exchange(code, &attempt.code_verifier).await.map_err(GoogleSignInError::Provider)?;
        if let Some((user_id, back)) = attempt.proving_for {
            return Ok(GoogleFinish::Proving { user_id, identity, back });
        }
        if !identity.email_verified {
            return Err(GoogleSignInError::EmailNotVerified);
        }
        let email = Email::parse(&identity.email).map_err(|e| GoogleSignInError::Provider(anyhow::anyhow!(e)))?;
        let user = match self.identities.find_by_google_subject(&identity.subject).await? {
            Some(user) => user,
            None => match self.users.find_login(&email).await? {
                Some((user, _)) if user.email_verified => {
                    if !self.identities.link_google(user.id, &identity.subject).await? {
                        return Err(GoogleSignInError::LinkedElsewhere);
                    }
                    user
                }
                Some((user, _)) => self.take_over_for_mailbox_owner(user, &identity.subject).await?,
                None => self.create_google_user(&identity, email).await?,
            },
        };
        if !user.status.can_sign_in() {
            return Err(GoogleSignInError::NotActive(user.status.as_str()));
        }
        let one_time = self.secrets.generate();
        self.sign_in_states
            .store_code(
                &one_time.hash,
                &self.secrets.hash(state),
                user.id,
                now + Duration::seconds(CODE_LIFETIME_SECONDS),
            )
            .await
            .context("failed to store a sign-in code")?;
        Ok(GoogleFinish::SignedIn { code: one_time.plain })
    }

    /// Exchanges the one-time code from [`GoogleSignIn::finish_google_sign_in`] for a session, once,
    /// within a minute, and only in the browser that started the sign-in.
    pub async fn redeem_google_code(
        &self,
        code: &str,
        browser_binding: Option<&str>,
        client: &Client,
    ) -> Result<SignedIn, GoogleSignInError> {
        let binding = browser_binding.filter(|b| !b.is_empty()).ok_or(GoogleSignInError::UnknownState)?;
        let user_id = self
            .sign_in_states
            .take_code(&self.secrets.hash(code.trim()), &self.secrets.hash(binding), self.clock.now())
            .await
            .context("failed to read a sign-in code")?
            .ok_or(GoogleSignInError::UnknownState)?;
        let user = self
            .users
            .find_user(user_id)
            .await?
            .filter(|user| user.status.can_sign_in())
            .ok_or(GoogleSignInError::UnknownState)?;
        Ok(self.starter.sign_in(user, SignInMethod::Google, self.settings.session_lifetime, client).await?)
    }

    /// The mailbox's owner signed in with Google onto an account someone registered with their
    /// address and never verified: it becomes theirs alone.
    async fn take_over_for_mailbox_owner(&self, user: User, subject: &str) -> Result<User, GoogleSignInError> {
        if !self.identities.take_over_unverified(user.id, subject, self.clock.now()).await? {
            // Verified or linked by a concurrent request: only a matching link may sign in.
            return match self.identities.find_by_google_subject(subject).await? {
                Some(linked) if linked.id == user.id => Ok(linked),
                _ => Err(GoogleSignInError::LinkedElsewhere),
            };
        }
        let settings = format!("{}/settings", self.settings.public_url);
        if let Err(error) = self.mailer.send(emails::taken_over_with_google(&user, &settings)).await {
            tracing::error!(user_id = %user.id, error = format!("{error:#}"), "take-over notice not sent");
        }
        Ok(User { email_verified: true, ..user })
    }

    async fn create_google_user(
        &self,
        identity: &super::ports::ExternalIdentity,
        email: Email,
    ) -> Result<User, GoogleSignInError> {
        let base: String = email
            .as_str()
            .split('@')
            .next()
            .unwrap_or_default()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
            .skip_while(|c| !c.is_ascii_alphanumeric())
            .take(24)
            .collect();
        let base = if base.len() < Username::MIN { format!("student{base}") } else { base };
        let name = |raw: &Option<String>, fallback: &str| {
            raw.as_deref()
                .and_then(|n| PersonName::parse(n).ok())
                .map_or_else(|| PersonName::parse(fallback).context("a fallback name is invalid"), Ok)
        };
        for attempt in 0..20u32 {
            let candidate = if attempt == 0 { base.clone() } else { format!("{base}{}", attempt + 1) };
            let username = Username::parse(&candidate).context("a derived username is invalid")?;
            let user = NewUser {
                id: Uuid::now_v7(),
                email: email.clone(),
                username,
                first_name: name(&identity.given_name, "Quad")?,
                last_name: name(&identity.family_name, "Student")?,
                password_hash: None,
                role: Role::User,
                status: UserStatus::Active,
                email_verified_at: Some(self.clock.now()),
                google_subject: Some(identity.subject.clone()),
            };
            match self.users.create_user(user, None).await {
                Ok(user) => return Ok(user),
                Err(InsertUserError::UsernameTaken) => continue,
                // Another account verified it as its university address (or, rarely, registered it
                // a moment ago): an address verifies one account.
                Err(InsertUserError::EmailTaken) => return Err(GoogleSignInError::UniversityAddressOfAnother),
                Err(InsertUserError::Unexpected(e)) => return Err(e.into()),
            }
        }
        Err(anyhow::anyhow!("no free username near '{base}'").into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::{
        ports::{ExternalIdentity, MockOAuthProvider},
        testing::{Fixture, now, sample_user},
    };

    fn identity(verified: bool) -> ExternalIdentity {
        ExternalIdentity {
            subject: "google-123".into(),
            email: "ada@umich.edu".into(),
            email_verified: verified,
            given_name: Some("Ada".into()),
            family_name: Some("Lovelace".into()),
            hosted_domain: None,
        }
    }

    fn attempt(proving_for: Option<(Uuid, ProofReturn)>) -> GoogleAttempt {
        GoogleAttempt { code_verifier: "v".into(), proving_for }
    }

    fn google(identity: ExternalIdentity) -> Arc<MockOAuthProvider> {
        let mut provider = MockOAuthProvider::new();
        provider.expect_exchange().returning(move |_, _| Ok(identity.clone()));
        provider.expect_authorization_url().returning(|state, _| format!("https://google.test/auth?state={state}"));
        Arc::new(provider)
    }

    /// A fixture whose state "s" is known and whose codes are stored.
    fn finishing() -> Fixture {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some(attempt(None))));
        fixture.sign_in_states.expect_store_code().returning(|_, _, _, _| Ok(()));
        fixture
    }

    #[tokio::test]
    async fn starting_remembers_the_state_and_answers_the_providers_url_and_the_browser_binding() {
        let mut fixture = Fixture::new();
        fixture
            .sign_in_states
            .expect_store_state()
            .withf(|hash, attempt, _| hash == "hash-of-secret" && attempt.code_verifier == "secret")
            .times(1)
            .returning(|_, _, _| Ok(()));

        let start = fixture.google_sign_in(google(identity(true))).start_google_sign_in().await.unwrap();

        assert_eq!(start.url, "https://google.test/auth?state=secret");
        assert_eq!(start.browser_binding, "secret");
    }

    #[tokio::test]
    async fn a_state_from_another_browser_is_refused_before_it_is_used() {
        for binding in [None, Some("other")] {
            let mut fixture = Fixture::new();
            fixture.sign_in_states.expect_take_state().never();
            let mut provider = MockOAuthProvider::new();
            provider.expect_exchange().never();

            let error =
                fixture.google_sign_in(Arc::new(provider)).finish_google_sign_in("s", "c", binding).await.unwrap_err();

            assert!(matches!(error, GoogleSignInError::UnknownState));
        }
    }

    #[tokio::test]
    async fn an_unknown_state_is_refused_before_any_exchange() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(None));
        let mut provider = MockOAuthProvider::new();
        provider.expect_exchange().never();

        let error =
            fixture.google_sign_in(Arc::new(provider)).finish_google_sign_in("s", "c", Some("s")).await.unwrap_err();

        assert!(matches!(error, GoogleSignInError::UnknownState));
    }

    #[tokio::test]
    async fn an_unverified_google_email_is_refused() {
        let mut fixture = finishing();
        fixture.users.expect_create_user().never();

        let error = fixture
            .google_sign_in(google(identity(false)))
            .finish_google_sign_in("s", "c", Some("s"))
            .await
            .unwrap_err();

        assert!(matches!(error, GoogleSignInError::EmailNotVerified));
    }

    #[tokio::test]
    async fn a_verified_account_with_the_same_email_is_linked_and_a_one_time_code_answered() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some(attempt(None))));
        fixture.google_identities.expect_find_by_google_subject().returning(|_| Ok(None));
        fixture.users.expect_find_login().returning(|_| Ok(Some((sample_user(), None))));
        fixture
            .google_identities
            .expect_link_google()
            .withf(|_, subject| subject == "google-123")
            .times(1)
            .returning(|_, _| Ok(true));
        fixture.users.expect_create_user().never();
        fixture.google_identities.expect_take_over_unverified().never();
        fixture
            .sign_in_states
            .expect_store_code()
            .withf(|code, binding, user, expires| {
                code == "hash-of-secret"
                    && binding == "hash-of-s"
                    && *user == sample_user().id
                    && *expires == now() + Duration::seconds(60)
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        // No session yet: only the exchange opens one.
        fixture.sessions.expect_create_session().never();

        let code =
            fixture.google_sign_in(google(identity(true))).finish_google_sign_in("s", "c", Some("s")).await.unwrap();

        assert!(matches!(code, GoogleFinish::SignedIn { code } if code == "secret"));
    }

    #[tokio::test]
    async fn a_students_proof_is_remembered_and_answers_googles_identity_without_signing_anyone_in() {
        let mut fixture = Fixture::new();
        let ada = sample_user();
        fixture
            .sign_in_states
            .expect_store_state()
            .withf(move |_, attempt, _| attempt.proving_for == Some((ada.id, ProofReturn::Wizard)))
            .times(1)
            .returning(|_, _, _| Ok(()));
        let google_sign_in = fixture.google_sign_in(google(identity(true)));
        let started = google_sign_in.start_university_proof(&ada, ProofReturn::Wizard).await.unwrap();
        assert_eq!(started.browser_binding, "secret");

        let mut fixture = Fixture::new();
        fixture
            .sign_in_states
            .expect_take_state()
            .returning(move |_, _| Ok(Some(attempt(Some((ada.id, ProofReturn::Wizard))))));
        fixture.sign_in_states.expect_store_code().never();
        fixture.google_identities.expect_find_by_google_subject().never();
        let finished = fixture.google_sign_in(google(identity(true))).finish_google_sign_in("s", "c", Some("s")).await;
        let Ok(GoogleFinish::Proving { user_id, identity, back }) = finished else { panic!("{finished:?}") };
        assert_eq!((user_id, identity.email.as_str(), back), (ada.id, "ada@umich.edu", ProofReturn::Wizard));
    }

    #[tokio::test]
    async fn a_google_account_is_never_linked_over_another() {
        let mut fixture = finishing();
        fixture.google_identities.expect_find_by_google_subject().returning(|_| Ok(None));
        fixture.users.expect_find_login().returning(|_| Ok(Some((sample_user(), None))));
        fixture.google_identities.expect_link_google().returning(|_, _| Ok(false));
        fixture.sign_in_states.checkpoint();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some(attempt(None))));
        fixture.sign_in_states.expect_store_code().never();

        let error = fixture
            .google_sign_in(google(identity(true)))
            .finish_google_sign_in("s", "c", Some("s"))
            .await
            .unwrap_err();

        assert!(matches!(error, GoogleSignInError::LinkedElsewhere));
    }

    #[tokio::test]
    async fn an_unverified_account_is_taken_over_for_the_mailbox_owner_who_is_told() {
        let mut fixture = finishing();
        let squatted = User { email_verified: false, ..sample_user() };
        fixture.google_identities.expect_find_by_google_subject().returning(|_| Ok(None));
        fixture.users.expect_find_login().returning(move |_| Ok(Some((squatted.clone(), Some("attackers".into())))));
        fixture.google_identities.expect_link_google().never();
        fixture
            .google_identities
            .expect_take_over_unverified()
            .withf(|id, subject, at| *id == sample_user().id && subject == "google-123" && *at == now())
            .times(1)
            .returning(|_, _, _| Ok(true));
        fixture
            .mailer
            .expect_send()
            .withf(|mail| mail.to.as_str() == "ada@umich.edu" && mail.text_body.contains("https://quad.test/settings"))
            .times(1)
            .returning(|_| Ok(()));

        fixture.google_sign_in(google(identity(true))).finish_google_sign_in("s", "c", Some("s")).await.unwrap();
    }

    #[tokio::test]
    async fn a_new_person_becomes_a_verified_student_with_a_free_username() {
        let mut fixture = finishing();
        fixture.google_identities.expect_find_by_google_subject().returning(|_| Ok(None));
        fixture.users.expect_find_login().returning(|_| Ok(None));
        let mut tries = 0;
        fixture.users.expect_create_user().times(2).returning(move |user, _| {
            tries += 1;
            assert!(user.email_verified_at.is_some() && user.password_hash.is_none());
            if tries == 1 {
                assert_eq!(user.username.as_str(), "ada");
                Err(InsertUserError::UsernameTaken)
            } else {
                assert_eq!(user.username.as_str(), "ada2");
                Ok(sample_user())
            }
        });

        fixture.google_sign_in(google(identity(true))).finish_google_sign_in("s", "c", Some("s")).await.unwrap();
    }

    #[tokio::test]
    async fn a_code_is_redeemed_for_a_session_only_with_its_browser_binding() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_code().returning(|code, binding, _| {
            Ok((code == "hash-of-c" && binding == "hash-of-s").then(|| sample_user().id))
        });
        fixture.users.expect_find_user().returning(|_| Ok(Some(sample_user())));
        fixture.sessions.expect_create_session().times(1).returning(|_| Ok(()));
        let accounts = fixture.google_sign_in(google(identity(true)));

        assert!(matches!(
            accounts.redeem_google_code("c", None, &Client::default()).await,
            Err(GoogleSignInError::UnknownState)
        ));
        assert!(matches!(
            accounts.redeem_google_code("c", Some("x"), &Client::default()).await,
            Err(GoogleSignInError::UnknownState)
        ));
        let signed_in = accounts.redeem_google_code("c", Some("s"), &Client::default()).await.unwrap();

        assert_eq!(signed_in.token, "signed-token");
    }
}
