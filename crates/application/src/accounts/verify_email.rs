use anyhow::Context;

use super::{Accounts, Client, Refusal, SignedIn, gate::HumanCheck, ports::LinkError, rate_limits::LimitedAction};

#[derive(Debug, thiserror::Error)]
pub enum VerifyEmailError {
    #[error("Invalid verification link")]
    Missing,
    #[error("This verification link is not valid. Please request a new one.")]
    Unknown,
    #[error("This verification link has already been used. Please log in.")]
    Used,
    #[error("This verification link has expired. Please request a new one.")]
    Expired,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Accounts {
    /// Uses the e-mailed link once, marks the e-mail verified and signs the person in.
    /// Limited per address and per link (by its hash, never the secret).
    pub async fn verify_email(&self, plain_token: &str, client: &Client) -> Result<SignedIn, VerifyEmailError> {
        let link = self.link_key(plain_token);
        self.admit(LimitedAction::VerifyEmail, client, Some(&link), HumanCheck::NotRequired).await??;
        if plain_token.trim().is_empty() {
            return Err(VerifyEmailError::Missing);
        }
        let hash = self.links.hash(plain_token.trim());
        let user_id = self.link_store.verify_email(&hash, self.clock.now()).await.map_err(|e| match e {
            LinkError::Unknown => VerifyEmailError::Unknown,
            LinkError::Used => VerifyEmailError::Used,
            LinkError::Expired => VerifyEmailError::Expired,
            LinkError::Unexpected(e) => VerifyEmailError::Unexpected(e),
        })?;
        let user = self.users.find_user(user_id).await?.context("a verified user vanished")?;
        Ok(self.sign_in(user, self.settings.session_lifetime).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    #[tokio::test]
    async fn a_good_link_verifies_and_signs_in() {
        let mut fixture = Fixture::new();
        fixture
            .link_store
            .expect_verify_email()
            .withf(|hash, _| hash == "hash-of-abc")
            .times(1)
            .returning(|_, _| Ok(sample_user().id));
        fixture.users.expect_find_user().returning(|_| Ok(Some(sample_user())));
        fixture.sessions.expect_create_session().times(1).returning(|_| Ok(()));

        let signed_in = fixture.accounts().verify_email("abc", &Client::default()).await.unwrap();

        assert_eq!(signed_in.token, "signed-token");
    }

    #[tokio::test]
    async fn a_used_or_expired_link_says_so_and_signs_nobody_in() {
        for (problem, message) in [
            (LinkError::Used, "This verification link has already been used. Please log in."),
            (LinkError::Expired, "This verification link has expired. Please request a new one."),
        ] {
            let mut fixture = Fixture::new();
            let problem = std::sync::Mutex::new(Some(problem));
            fixture
                .link_store
                .expect_verify_email()
                .returning(move |_, _| Err(problem.lock().unwrap().take().unwrap()));
            fixture.sessions.expect_create_session().never();

            let error = fixture.accounts().verify_email("abc", &Client::default()).await.unwrap_err();

            assert_eq!(error.to_string(), message);
        }
    }

    #[tokio::test]
    async fn a_missing_token_is_an_invalid_link() {
        let error = Fixture::new().accounts().verify_email(" ", &Client::default()).await.unwrap_err();
        assert_eq!(error.to_string(), "Invalid verification link");
    }
}
