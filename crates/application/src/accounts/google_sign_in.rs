use std::sync::Arc;

use anyhow::Context;
use chrono::Duration;
use quad_domain::{Email, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use super::{
    Accounts, SignedIn,
    ports::{InsertUserError, NewUser, OAuthProvider},
};

/// How long a person has to finish signing in at Google.
const STATE_LIFETIME_MINUTES: i64 = 10;

#[derive(Debug, thiserror::Error)]
pub enum GoogleSignInError {
    #[error("Google sign-in is not available")]
    Disabled,
    #[error("This sign-in attempt has expired or was already used. Please try again.")]
    UnknownState,
    #[error("Google did not confirm this e-mail address, so it cannot be used to sign in.")]
    EmailNotVerified,
    #[error("This account is {0}. Please contact support.")]
    NotActive(&'static str),
    #[error("Google sign-in failed. Please try again.")]
    Provider(#[source] anyhow::Error),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Accounts {
    pub fn with_google(mut self, provider: Arc<dyn OAuthProvider>) -> Self {
        self.google = Some(provider);
        self
    }

    pub fn google_enabled(&self) -> bool {
        self.google.is_some()
    }

    /// Starts the authorization-code flow: remembers a fresh state and PKCE verifier, answers the
    /// provider URL to redirect to.
    pub async fn start_google_sign_in(&self) -> Result<String, GoogleSignInError> {
        let google = self.google.as_ref().ok_or(GoogleSignInError::Disabled)?;
        let state = self.links.generate();
        let verifier = self.links.generate().plain;
        let expires_at = self.clock.now() + Duration::minutes(STATE_LIFETIME_MINUTES);
        self.sign_in_states.store_state(&state.hash, &verifier, expires_at).await.context("failed to store a state")?;
        Ok(google.authorization_url(&state.plain, &verifier))
    }

    /// Finishes the flow: checks the state once, exchanges the code, and signs in the person,
    /// linking by Google subject, then by verified e-mail, else creating a verified student.
    pub async fn finish_google_sign_in(&self, state: &str, code: &str) -> Result<SignedIn, GoogleSignInError> {
        let google = self.google.as_ref().ok_or(GoogleSignInError::Disabled)?;
        let now = self.clock.now();
        let verifier = self
            .sign_in_states
            .take_state(&self.links.hash(state), now)
            .await
            .context("failed to read a state")?
            .ok_or(GoogleSignInError::UnknownState)?;
        let identity = google.exchange(code, &verifier).await.map_err(GoogleSignInError::Provider)?;
        if !identity.email_verified {
            return Err(GoogleSignInError::EmailNotVerified);
        }
        let email = Email::parse(&identity.email).map_err(|e| GoogleSignInError::Provider(anyhow::anyhow!(e)))?;
        let user = match self.users.find_by_google_subject(&identity.subject).await? {
            Some(user) => user,
            None => match self.users.find_login(&email).await? {
                Some((user, _)) => {
                    self.users.link_google(user.id, &identity.subject, now).await?;
                    User { email_verified: true, ..user }
                }
                None => self.create_google_user(&identity, email).await?,
            },
        };
        if !user.status.can_sign_in() {
            return Err(GoogleSignInError::NotActive(user.status.as_str()));
        }
        Ok(self.sign_in(user, self.settings.session_lifetime).await?)
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
                Err(InsertUserError::EmailTaken) => {
                    return Err(anyhow::anyhow!("the e-mail was taken while signing in").into());
                }
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
        testing::{Fixture, sample_user},
    };

    fn identity(verified: bool) -> ExternalIdentity {
        ExternalIdentity {
            subject: "google-123".into(),
            email: "ada@umich.edu".into(),
            email_verified: verified,
            given_name: Some("Ada".into()),
            family_name: Some("Lovelace".into()),
        }
    }

    fn google(identity: ExternalIdentity) -> Arc<MockOAuthProvider> {
        let mut provider = MockOAuthProvider::new();
        provider.expect_exchange().returning(move |_, _| Ok(identity.clone()));
        provider.expect_authorization_url().returning(|state, _| format!("https://google.test/auth?state={state}"));
        Arc::new(provider)
    }

    #[tokio::test]
    async fn starting_remembers_the_state_and_answers_the_providers_url() {
        let mut fixture = Fixture::new();
        fixture
            .sign_in_states
            .expect_store_state()
            .withf(|hash, verifier, _| hash == "hash-of-secret" && verifier == "secret")
            .times(1)
            .returning(|_, _, _| Ok(()));

        let url = fixture.accounts().with_google(google(identity(true))).start_google_sign_in().await.unwrap();

        assert_eq!(url, "https://google.test/auth?state=secret");
    }

    #[tokio::test]
    async fn an_unknown_state_is_refused_before_any_exchange() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(None));
        let mut provider = MockOAuthProvider::new();
        provider.expect_exchange().never();

        let error =
            fixture.accounts().with_google(Arc::new(provider)).finish_google_sign_in("s", "c").await.unwrap_err();

        assert!(matches!(error, GoogleSignInError::UnknownState));
    }

    #[tokio::test]
    async fn an_unverified_google_email_is_refused() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some("v".into())));
        fixture.users.expect_create_user().never();

        let error =
            fixture.accounts().with_google(google(identity(false))).finish_google_sign_in("s", "c").await.unwrap_err();

        assert!(matches!(error, GoogleSignInError::EmailNotVerified));
    }

    #[tokio::test]
    async fn an_existing_account_with_the_same_email_is_linked_not_duplicated() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some("v".into())));
        fixture.users.expect_find_by_google_subject().returning(|_| Ok(None));
        fixture.users.expect_find_login().returning(|_| Ok(Some((sample_user(), None))));
        fixture
            .users
            .expect_link_google()
            .withf(|_, subject, _| subject == "google-123")
            .times(1)
            .returning(|_, _, _| Ok(()));
        fixture.users.expect_create_user().never();
        fixture.sessions.expect_create_session().times(1).returning(|_| Ok(()));

        let signed_in =
            fixture.accounts().with_google(google(identity(true))).finish_google_sign_in("s", "c").await.unwrap();

        assert_eq!(signed_in.user.id, sample_user().id);
    }

    #[tokio::test]
    async fn a_new_person_becomes_a_verified_student_with_a_free_username() {
        let mut fixture = Fixture::new();
        fixture.sign_in_states.expect_take_state().returning(|_, _| Ok(Some("v".into())));
        fixture.users.expect_find_by_google_subject().returning(|_| Ok(None));
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
        fixture.sessions.expect_create_session().returning(|_| Ok(()));

        fixture.accounts().with_google(google(identity(true))).finish_google_sign_in("s", "c").await.unwrap();
    }
}
