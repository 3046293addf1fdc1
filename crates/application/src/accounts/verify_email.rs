use anyhow::Context;

use quad_domain::User;

use super::{
    Authenticated, Client, Refusal, Registration, SignedIn,
    gate::HumanCheck,
    ports::{LinkError, SessionScope, SignInMethod},
};
use crate::rate_limits::LimitedAction;

/// A verified address, and a session when the link was opened where the account was registered.
#[derive(Debug, Clone)]
pub struct Verified {
    pub user: User,
    pub signed_in: Option<SignedIn>,
}

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

impl Registration {
    /// Uses the e-mailed link once and marks the e-mail verified. It signs the person in only
    /// when `caller` holds that account's registration session (the link opened in the browser
    /// that registered): whoever opens a link elsewhere proves they read the mailbox, not that
    /// they chose the password, so they log in (or reset the password) like anyone else.
    /// Limited per address and per link (by its hash, never the secret).
    pub async fn verify_email(
        &self,
        plain_token: &str,
        client: &Client,
        caller: Option<&Authenticated>,
    ) -> Result<Verified, VerifyEmailError> {
        let link = self.links.key(plain_token);
        self.gate.admit(LimitedAction::VerifyEmail, client, Some(&link), HumanCheck::NotRequired).await??;
        if plain_token.trim().is_empty() {
            return Err(VerifyEmailError::Missing);
        }
        let hash = self.links.secrets.hash(plain_token.trim());
        let user_id = self.links.store.verify_email(&hash, self.clock.now()).await.map_err(|e| match e {
            LinkError::Unknown => VerifyEmailError::Unknown,
            LinkError::Used => VerifyEmailError::Used,
            LinkError::Expired => VerifyEmailError::Expired,
            LinkError::Unexpected(e) => VerifyEmailError::Unexpected(e),
        })?;
        let user = self.users.find_user(user_id).await?.context("a verified user vanished")?;
        let registered_here =
            caller.is_some_and(|c| c.scope == SessionScope::PendingVerification && c.user.id == user_id);
        let signed_in = match registered_here && user.status.can_sign_in() {
            true => Some(
                self.starter
                    .sign_in(user.clone(), SignInMethod::EmailLink, self.settings.session_lifetime, client)
                    .await?,
            ),
            false => None,
        };
        Ok(Verified { user, signed_in })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    fn registration_session(user: User) -> Authenticated {
        Authenticated {
            user,
            session_id: uuid::Uuid::from_u128(5),
            scope: SessionScope::PendingVerification,
            method: SignInMethod::Registration,
            started_at: crate::accounts::testing::now(),
            second_factor: false,
        }
    }

    fn verifying(sessions: usize) -> Fixture {
        let mut fixture = Fixture::new();
        fixture
            .link_store
            .expect_verify_email()
            .withf(|hash, _| hash == "hash-of-abc")
            .times(1)
            .returning(|_, _| Ok(sample_user().id));
        fixture.users.expect_find_user().returning(|_| Ok(Some(sample_user())));
        fixture.sessions.expect_create_session().times(sessions).returning(|_| Ok(()));
        fixture
    }

    #[tokio::test]
    async fn a_good_link_opened_where_the_account_was_registered_verifies_and_signs_in() {
        let caller = registration_session(sample_user());

        let verified =
            verifying(1).registration().verify_email("abc", &Client::default(), Some(&caller)).await.unwrap();

        assert_eq!(verified.signed_in.unwrap().token, "signed-token");
    }

    #[tokio::test]
    async fn a_good_link_opened_anywhere_else_verifies_but_signs_nobody_in() {
        let someone_else = registration_session(User { id: uuid::Uuid::from_u128(8), ..sample_user() });
        let full = Authenticated { scope: SessionScope::Full, ..registration_session(sample_user()) };
        for caller in [None, Some(&someone_else), Some(&full)] {
            let verified = verifying(0).registration().verify_email("abc", &Client::default(), caller).await.unwrap();

            assert!(verified.signed_in.is_none());
            assert_eq!(verified.user.id, sample_user().id);
        }
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

            let error = fixture.registration().verify_email("abc", &Client::default(), None).await.unwrap_err();

            assert_eq!(error.to_string(), message);
        }
    }

    #[tokio::test]
    async fn a_missing_token_is_an_invalid_link() {
        let error = Fixture::new().registration().verify_email(" ", &Client::default(), None).await.unwrap_err();
        assert_eq!(error.to_string(), "Invalid verification link");
    }
}
