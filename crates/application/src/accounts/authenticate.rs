use anyhow::Context;
use chrono::Duration;
use quad_domain::User;
use uuid::Uuid;

use super::{
    SignIn,
    ports::{SessionScope, SignInMethod},
};

/// The person behind a bearer token, and the session it names.
#[derive(Debug, Clone)]
pub struct Authenticated {
    pub user: User,
    pub session_id: Uuid,
    pub scope: SessionScope,
    /// How and when this session was opened.
    pub method: SignInMethod,
    pub started_at: chrono::DateTime<chrono::Utc>,
    /// The session proved a second factor.
    pub second_factor: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum AuthenticateError {
    /// Missing, forged, expired or ended token, or an account that may no longer sign in.
    #[error("Please log in to continue")]
    Unauthenticated,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SignIn {
    /// Checks the token's signature, that its session is live, and that its user still exists
    /// and is active, in one look-up. Notes the user's and the session's activity at most once a minute.
    pub async fn authenticate(&self, token: &str) -> Result<Authenticated, AuthenticateError> {
        let claims = self.tokens.verify(token).ok_or(AuthenticateError::Unauthenticated)?;
        let now = self.clock.now();
        let (session, user) = self
            .sessions
            .find_live_session(claims.session_id, now)
            .await
            .context("failed to look up a session")?
            .filter(|(session, user)| session.user_id == claims.user_id && user.status.can_sign_in())
            .ok_or(AuthenticateError::Unauthenticated)?;
        if user.last_active_at.is_none_or(|at| now - at > Duration::minutes(1)) {
            self.users.touch_last_active(user.id, now).await.context("failed to note activity")?;
        }
        if session.last_used_at.is_none_or(|at| now - at > Duration::minutes(1)) {
            self.sessions.touch_session(session.id, now).await.context("failed to note a session's use")?;
        }
        Ok(Authenticated {
            user,
            session_id: session.id,
            scope: session.scope,
            method: session.method,
            started_at: session.started_at,
            second_factor: session.second_factor,
        })
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::UserStatus;

    use super::*;
    use crate::accounts::{
        ports::{MockTokenIssuer, Session, SessionClaims},
        testing::{Fixture, now, sample_user},
    };

    fn claims() -> SessionClaims {
        SessionClaims { session_id: Uuid::from_u128(1), user_id: sample_user().id, expires_at: now() }
    }

    fn fixture(session: Option<Session>, user: Option<User>) -> Fixture {
        let mut fixture = Fixture::new();
        let mut tokens = MockTokenIssuer::new();
        tokens.expect_verify().returning(|token| (token == "good").then(claims));
        fixture.tokens = tokens;
        fixture.sessions.expect_find_live_session().returning(move |_, _| Ok(session.clone().zip(user.clone())));
        fixture.users.expect_touch_last_active().returning(|_, _| Ok(()));
        fixture.sessions.expect_touch_session().returning(|_, _| Ok(()));
        fixture
    }

    fn live_session() -> Option<Session> {
        Some(Session {
            id: Uuid::from_u128(1),
            user_id: sample_user().id,
            scope: SessionScope::Full,
            method: SignInMethod::Password,
            started_at: now(),
            last_used_at: None,
            second_factor: false,
        })
    }

    #[tokio::test]
    async fn a_good_token_with_a_live_session_is_the_user() {
        let authenticated = fixture(live_session(), Some(sample_user())).sign_in().authenticate("good").await.unwrap();

        assert_eq!(authenticated.user.id, sample_user().id);
        assert_eq!(authenticated.scope, SessionScope::Full);
    }

    #[tokio::test]
    async fn a_forged_token_is_unauthenticated() {
        let error = fixture(live_session(), Some(sample_user())).sign_in().authenticate("forged").await.unwrap_err();

        assert!(matches!(error, AuthenticateError::Unauthenticated));
    }

    #[tokio::test]
    async fn an_ended_session_is_unauthenticated() {
        let error = fixture(None, Some(sample_user())).sign_in().authenticate("good").await.unwrap_err();

        assert!(matches!(error, AuthenticateError::Unauthenticated));
    }

    #[tokio::test]
    async fn a_suspended_user_is_unauthenticated_at_once() {
        let suspended = User { status: UserStatus::Suspended, ..sample_user() };

        let error = fixture(live_session(), Some(suspended)).sign_in().authenticate("good").await.unwrap_err();

        assert!(matches!(error, AuthenticateError::Unauthenticated));
    }
}
