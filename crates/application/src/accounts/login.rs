use anyhow::Context;
use quad_domain::Email;

use super::{Client, Refusal, SignIn, SignedIn, gate::HumanCheck};
use crate::rate_limits::LimitedAction;

/// A PHC hash of a password nobody has, verified when the e-mail is unknown so that an unknown
/// address takes as long to refuse as a wrong password.
pub const DECOY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$F98TO0LcDu9etB7J41hOgA$ikyrxA6yQXG3Tz4UDGgY2eGfMWGNIt0BlCcr1CyQG+o";

#[derive(Debug, Clone)]
pub struct LoginRequest {
    pub email: String,
    pub password: String,
    pub remember_me: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    #[error("Please fill in all fields")]
    Missing,
    #[error("Invalid credentials")]
    InvalidCredentials,
    #[error("Email not verified. Please check your inbox for the verification link.")]
    NotVerified,
    #[error("This account is {0}. Please contact support.")]
    NotActive(&'static str),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SignIn {
    /// Checks the password first, so nothing about an account is told to someone without it;
    /// then that the e-mail is verified and the account active. Limited per address; failures
    /// are limited per (e-mail, address), so a stranger's failures never lock the owner out,
    /// under a far higher ceiling per e-mail (past it, human verification where it is on); a
    /// success clears its pair. Behind human verification when it is on.
    pub async fn login(&self, request: LoginRequest, client: &Client) -> Result<SignedIn, LoginError> {
        self.gate.admit(LimitedAction::Login, client, Some(&request.email), HumanCheck::Required).await??;
        if request.email.trim().is_empty() || request.password.is_empty() {
            return Err(LoginError::Missing);
        }
        let Ok(email) = Email::parse(&request.email) else {
            return Err(LoginError::InvalidCredentials);
        };
        let found = self.users.find_login(&email).await.context("failed to look up a login")?;
        let (user, hash) = match found {
            Some((user, Some(hash))) => (Some(user), hash),
            Some((_, None)) | None => (None, DECOY_HASH.to_owned()),
        };
        let matches = self.hasher.verify(request.password, hash).await.unwrap_or(false);
        self.gate.note_login(client, email.as_str(), matches).await.context("failed to count a login")?;
        let Some(user) = user.filter(|_| matches) else {
            return Err(LoginError::InvalidCredentials);
        };
        if !user.email_verified {
            return Err(LoginError::NotVerified);
        }
        if !user.status.can_sign_in() {
            return Err(LoginError::NotActive(user.status.as_str()));
        }
        let lifetime = if request.remember_me {
            self.settings.remembered_session_lifetime
        } else {
            self.settings.session_lifetime
        };
        Ok(self.starter.sign_in(user, super::ports::SignInMethod::Password, lifetime, client).await?)
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::UserStatus;

    use super::*;
    use crate::accounts::{
        ports::SessionScope,
        testing::{Fixture, now, sample_user},
    };

    fn request(password: &str) -> LoginRequest {
        LoginRequest { email: "ADA@umich.edu".into(), password: password.into(), remember_me: false }
    }

    fn fixture_with(user: quad_domain::User, password_ok: bool) -> Fixture {
        let mut fixture = Fixture::new();
        fixture
            .users
            .expect_find_login()
            .withf(|email| email.as_str() == "ada@umich.edu")
            .returning(move |_| Ok(Some((user.clone(), Some("stored-hash".into())))));
        fixture.hasher.expect_verify().returning(move |_, _| Ok(password_ok));
        fixture
    }

    #[tokio::test]
    async fn the_right_password_opens_a_full_session_for_a_day() {
        let mut fixture = fixture_with(sample_user(), true);
        fixture
            .sessions
            .expect_create_session()
            .withf(|s| s.scope == SessionScope::Full && s.expires_at == now() + chrono::Duration::days(1))
            .times(1)
            .returning(|_| Ok(()));

        let signed_in = fixture.sign_in().login(request("Tulip4Harbor"), &Client::default()).await.unwrap();

        assert_eq!(signed_in.token, "signed-token");
        assert_eq!(signed_in.user.username.as_str(), "ada");
    }

    #[tokio::test]
    async fn remember_me_makes_the_session_last_thirty_days() {
        let mut fixture = fixture_with(sample_user(), true);
        fixture
            .sessions
            .expect_create_session()
            .withf(|s| s.expires_at == now() + chrono::Duration::days(30))
            .times(1)
            .returning(|_| Ok(()));

        fixture
            .sign_in()
            .login(LoginRequest { remember_me: true, ..request("Tulip4Harbor") }, &Client::default())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_wrong_password_is_invalid_credentials_and_opens_nothing() {
        let mut fixture = fixture_with(sample_user(), false);
        fixture.sessions.expect_create_session().never();

        let error = fixture.sign_in().login(request("Wrong123"), &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Invalid credentials");
    }

    #[tokio::test]
    async fn an_unknown_email_still_checks_a_decoy_hash() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(None));
        fixture.hasher.expect_verify().withf(|_, hash| hash == DECOY_HASH).times(1).returning(|_, _| Ok(false));

        let error = fixture.sign_in().login(request("Tulip4Harbor"), &Client::default()).await.unwrap_err();

        assert!(matches!(error, LoginError::InvalidCredentials));
    }

    #[tokio::test]
    async fn an_unverified_account_is_refused_with_not_verified() {
        let fixture = fixture_with(quad_domain::User { email_verified: false, ..sample_user() }, true);

        let error = fixture.sign_in().login(request("Tulip4Harbor"), &Client::default()).await.unwrap_err();

        assert!(error.to_string().contains("not verified"));
    }

    #[tokio::test]
    async fn inactive_and_suspended_accounts_are_refused_clearly() {
        for status in [UserStatus::Inactive, UserStatus::Suspended] {
            let fixture = fixture_with(quad_domain::User { status, ..sample_user() }, true);

            let error = fixture.sign_in().login(request("Tulip4Harbor"), &Client::default()).await.unwrap_err();

            assert_eq!(error.to_string(), format!("This account is {status}. Please contact support."));
        }
    }

    #[tokio::test]
    async fn blank_fields_are_refused_before_any_lookup() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().never();

        let error = fixture.sign_in().login(request(""), &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Please fill in all fields");
    }
}
