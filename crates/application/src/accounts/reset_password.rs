use anyhow::Context;
use quad_domain::{Password, PasswordError};

use super::{Client, Refusal, SignIn, SignedIn, gate::HumanCheck, ports::LinkError};
use crate::rate_limits::LimitedAction;

#[derive(Debug, thiserror::Error)]
pub enum ResetPasswordError {
    #[error(transparent)]
    Invalid(#[from] PasswordError),
    #[error("This reset link is not valid. Please request a new one.")]
    Unknown,
    #[error("This reset link has already been used. Please request a new one.")]
    Used,
    #[error("This reset link has expired. Please request a new one.")]
    Expired,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SignIn {
    /// Uses the reset link once, sets the new password (same policy as registration), ends every
    /// session the person had, and signs them in afresh. The link proves the address, so an
    /// unverified e-mail becomes verified too.
    pub async fn reset_password(
        &self,
        plain_token: &str,
        password: &str,
        confirmation: &str,
        client: &Client,
    ) -> Result<SignedIn, ResetPasswordError> {
        let link = self.links.key(plain_token);
        self.gate.admit(LimitedAction::ResetPassword, client, Some(&link), HumanCheck::NotRequired).await??;
        let password = Password::parse(password, confirmation)?;
        let hash = self.links.secrets.hash(plain_token.trim());
        let password_hash = self.hasher.hash(password.expose().to_owned()).await?;
        let user_id =
            self.links.store.reset_password(&hash, &password_hash, self.clock.now()).await.map_err(|e| match e {
                LinkError::Unknown => ResetPasswordError::Unknown,
                LinkError::Used => ResetPasswordError::Used,
                LinkError::Expired => ResetPasswordError::Expired,
                LinkError::Unexpected(e) => ResetPasswordError::Unexpected(e),
            })?;
        let user = self.users.find_user(user_id).await?.context("a reset user vanished")?;
        Ok(self
            .starter
            .sign_in(user, super::ports::SignInMethod::EmailLink, self.settings.session_lifetime, client)
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    #[tokio::test]
    async fn a_weak_password_fails_before_the_link_is_used() {
        let mut fixture = Fixture::new();
        fixture.link_store.expect_reset_password().never();

        let error = fixture.sign_in().reset_password("abc", "short", "short", &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Password must be at least 8 characters long");
    }

    #[tokio::test]
    async fn a_good_link_sets_the_hash_and_signs_in() {
        let mut fixture = Fixture::new();
        fixture.hasher.expect_hash().returning(|_| Ok("new-hash".into()));
        fixture
            .link_store
            .expect_reset_password()
            .withf(|link, hash, _| link == "hash-of-abc" && hash == "new-hash")
            .times(1)
            .returning(|_, _, _| Ok(sample_user().id));
        fixture.users.expect_find_user().returning(|_| Ok(Some(sample_user())));
        fixture.sessions.expect_create_session().times(1).returning(|_| Ok(()));

        let signed_in =
            fixture.sign_in().reset_password("abc", "Newpass123", "Newpass123", &Client::default()).await.unwrap();

        assert_eq!(signed_in.user.id, sample_user().id);
    }

    #[tokio::test]
    async fn a_used_link_is_refused() {
        let mut fixture = Fixture::new();
        fixture.hasher.expect_hash().returning(|_| Ok("new-hash".into()));
        fixture.link_store.expect_reset_password().returning(|_, _, _| Err(LinkError::Used));
        fixture.sessions.expect_create_session().never();

        let error =
            fixture.sign_in().reset_password("abc", "Newpass123", "Newpass123", &Client::default()).await.unwrap_err();

        assert!(matches!(error, ResetPasswordError::Used));
    }
}
