//! What a signed-in person controls in Settings: their sessions and their password, and proving
//! it is still them before something irreversible.

use anyhow::Context;
use chrono::Duration;
use quad_domain::{Password, PasswordError};
use uuid::Uuid;

use super::{
    Authenticated, Client, OwnAccount, Refusal, emails,
    gate::HumanCheck,
    ports::{ActiveSession, SignInMethod},
};
use crate::FieldError;
use crate::rate_limits::LimitedAction;

/// How recent a Google sign-in must be to stand for a password (accounts without one).
pub const FRESH_SIGN_IN: Duration = Duration::minutes(10);

/// The person's live sessions, and which one is asking.
#[derive(Debug, Clone)]
pub struct Sessions {
    pub current: Uuid,
    pub sessions: Vec<ActiveSession>,
}

#[derive(Debug, thiserror::Error)]
pub enum EndSessionError {
    #[error("Session not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A password change as typed in Settings.
#[derive(Debug, Clone, Default)]
pub struct PasswordChange {
    /// Required when the account has a password; ignored when it has none (Google only).
    pub current_password: Option<String>,
    pub new_password: String,
    pub confirm_password: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ChangePasswordError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Proof that the person behind a session showed, just now, that it is still them.
#[derive(Debug)]
pub struct Reauthenticated {
    user_id: Uuid,
}

impl Reauthenticated {
    pub fn user_id(&self) -> Uuid {
        self.user_id
    }

    #[cfg(test)]
    pub(crate) fn for_tests(user_id: Uuid) -> Self {
        Self { user_id }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ReauthenticateError {
    #[error("Please enter your password to confirm")]
    PasswordMissing,
    #[error("Your password is incorrect")]
    WrongPassword,
    #[error("Please sign in with Google again to confirm")]
    SignInAgain,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl OwnAccount {
    /// The person's live sessions, most recently used first.
    pub async fn sessions(&self, who: &Authenticated) -> anyhow::Result<Sessions> {
        let sessions = self.sessions.live_sessions_of(who.user.id, self.clock.now()).await?;
        Ok(Sessions { current: who.session_id, sessions })
    }

    /// Ends one of the person's own sessions (signing out that device).
    pub async fn end_own_session(&self, who: &Authenticated, id: Uuid) -> Result<(), EndSessionError> {
        if !self.sessions.end_session_of(who.user.id, id, self.clock.now()).await? {
            return Err(EndSessionError::NotFound);
        }
        Ok(())
    }

    /// Ends every session of the person but the one asking; answers how many ended.
    pub async fn end_other_sessions(&self, who: &Authenticated) -> anyhow::Result<u64> {
        self.sessions.end_other_sessions(who.user.id, who.session_id, self.clock.now()).await
    }

    /// Sets a new password: the current one is required when there is one (a Google-only
    /// account sets its first without). Every other session ends, outstanding reset links die,
    /// and the person is told by e-mail. Wrong current passwords count like failed logins.
    pub async fn change_password(
        &self,
        who: &Authenticated,
        change: PasswordChange,
        client: &Client,
    ) -> Result<(), ChangePasswordError> {
        let email = who.user.email.as_str();
        self.gate.admit(LimitedAction::Login, client, Some(email), HumanCheck::NotRequired).await??;
        let (_, stored) = self.users.find_login(&who.user.email).await?.context("a signed-in user vanished")?;
        if let Some(stored) = stored {
            let current = change.current_password.filter(|p| !p.is_empty());
            let Some(current) = current else {
                return Err(FieldError::new("currentPassword", "Please enter your current password").into());
            };
            let matches = self.hasher.verify(current, stored).await.unwrap_or(false);
            self.gate.note_login(client, email, matches).await?;
            if !matches {
                return Err(FieldError::new("currentPassword", "Your current password is incorrect").into());
            }
        }
        let password = Password::parse(&change.new_password, &change.confirm_password).map_err(|e| {
            let field = if e == PasswordError::Mismatch { "confirmPassword" } else { "newPassword" };
            FieldError::new(field, e)
        })?;
        let hash = self.hasher.hash(password.expose().to_owned()).await?;
        self.users.set_password(who.user.id, &hash, who.session_id, self.clock.now()).await?;
        let settings = format!("{}/settings", self.settings.public_url);
        if let Err(error) = self.mailer.send(emails::password_changed(&who.user, &settings)).await {
            tracing::error!(user_id = %who.user.id, error = format!("{error:#}"), "password-change notice not sent");
        }
        Ok(())
    }

    /// Checks, before something irreversible, that the person is still the one signed in: their
    /// password, or for an account without one, a Google sign-in in the last ten minutes.
    pub async fn reauthenticate(
        &self,
        who: &Authenticated,
        password: Option<&str>,
        client: &Client,
    ) -> Result<Reauthenticated, ReauthenticateError> {
        let email = who.user.email.as_str();
        self.gate.admit(LimitedAction::Login, client, Some(email), HumanCheck::NotRequired).await??;
        let (_, stored) = self.users.find_login(&who.user.email).await?.context("a signed-in user vanished")?;
        let proof = Reauthenticated { user_id: who.user.id };
        let Some(stored) = stored else {
            let fresh = who.method == SignInMethod::Google && self.clock.now() - who.started_at <= FRESH_SIGN_IN;
            return if fresh { Ok(proof) } else { Err(ReauthenticateError::SignInAgain) };
        };
        let password = password.filter(|p| !p.is_empty()).ok_or(ReauthenticateError::PasswordMissing)?;
        let matches = self.hasher.verify(password.to_owned(), stored).await.unwrap_or(false);
        self.gate.note_login(client, email, matches).await?;
        if matches { Ok(proof) } else { Err(ReauthenticateError::WrongPassword) }
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::User;

    use super::*;
    use crate::accounts::{
        ports::SessionScope,
        testing::{Fixture, now, sample_user},
    };

    fn signed_in(method: SignInMethod, minutes_ago: i64) -> Authenticated {
        Authenticated {
            user: sample_user(),
            session_id: Uuid::from_u128(5),
            scope: SessionScope::Full,
            method,
            started_at: now() - Duration::minutes(minutes_ago),
            second_factor: false,
        }
    }

    fn with_password(fixture: &mut Fixture, stored: Option<&'static str>, matches: bool) {
        fixture.users.expect_find_login().returning(move |_| Ok(Some((sample_user(), stored.map(Into::into)))));
        fixture.hasher.expect_verify().returning(move |_, _| Ok(matches));
    }

    fn change(current: Option<&str>) -> PasswordChange {
        PasswordChange {
            current_password: current.map(Into::into),
            new_password: "Maple7Harbor".into(),
            confirm_password: "Maple7Harbor".into(),
        }
    }

    #[tokio::test]
    async fn a_new_password_ends_every_other_session_and_tells_the_person() {
        let mut fixture = Fixture::new();
        with_password(&mut fixture, Some("stored"), true);
        fixture.hasher.expect_hash().returning(|_| Ok("new-hash".into()));
        fixture
            .users
            .expect_set_password()
            .withf(|id, hash, keep, _| *id == sample_user().id && hash == "new-hash" && *keep == Uuid::from_u128(5))
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        fixture
            .mailer
            .expect_send()
            .withf(|mail| mail.subject == "Your Quad password was changed")
            .times(1)
            .returning(|_| Ok(()));

        let who = signed_in(SignInMethod::Password, 1);
        fixture.own_account().change_password(&who, change(Some("Tulip4Harbor")), &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn a_wrong_or_missing_current_password_changes_nothing() {
        for (current, message) in
            [(None, "Please enter your current password"), (Some("Wrong1234"), "Your current password is incorrect")]
        {
            let mut fixture = Fixture::new();
            with_password(&mut fixture, Some("stored"), false);
            fixture.users.expect_set_password().never();
            fixture.mailer.expect_send().never();

            let who = signed_in(SignInMethod::Password, 1);
            let error =
                fixture.own_account().change_password(&who, change(current), &Client::default()).await.unwrap_err();

            assert_eq!(error.to_string(), message);
            assert!(matches!(error, ChangePasswordError::Invalid(FieldError { field: "currentPassword", .. })));
        }
    }

    #[tokio::test]
    async fn a_google_only_account_sets_its_first_password_without_a_current_one() {
        let mut fixture = Fixture::new();
        with_password(&mut fixture, None, false);
        fixture.hasher.expect_hash().returning(|_| Ok("new-hash".into()));
        fixture.users.expect_set_password().times(1).returning(|_, _, _, _| Ok(()));
        fixture.mailer.expect_send().returning(|_| Ok(()));

        let who = signed_in(SignInMethod::Google, 60);
        fixture.own_account().change_password(&who, change(None), &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn a_common_new_password_is_refused_on_its_field() {
        let mut fixture = Fixture::new();
        with_password(&mut fixture, Some("stored"), true);
        fixture.users.expect_set_password().never();
        let common = PasswordChange {
            current_password: Some("Tulip4Harbor".into()),
            new_password: "Password1".into(),
            confirm_password: "Password1".into(),
        };

        let who = signed_in(SignInMethod::Password, 1);
        let error = fixture.own_account().change_password(&who, common, &Client::default()).await.unwrap_err();

        assert!(matches!(error, ChangePasswordError::Invalid(FieldError { field: "newPassword", .. })));
    }

    #[tokio::test]
    async fn reauthentication_takes_the_password_or_a_fresh_google_sign_in() {
        let mut right = Fixture::new();
        with_password(&mut right, Some("stored"), true);
        let proof = right
            .own_account()
            .reauthenticate(&signed_in(SignInMethod::Password, 300), Some("Tulip4Harbor"), &Client::default())
            .await
            .unwrap();
        assert_eq!(proof.user_id(), sample_user().id);

        let mut wrong = Fixture::new();
        with_password(&mut wrong, Some("stored"), false);
        let error = wrong
            .own_account()
            .reauthenticate(&signed_in(SignInMethod::Password, 1), Some("Wrong1234"), &Client::default())
            .await
            .unwrap_err();
        assert!(matches!(error, ReauthenticateError::WrongPassword));

        for (method, minutes_ago, fresh) in
            [(SignInMethod::Google, 5, true), (SignInMethod::Google, 30, false), (SignInMethod::EmailLink, 1, false)]
        {
            let mut google_only = Fixture::new();
            with_password(&mut google_only, None, false);
            let result = google_only
                .own_account()
                .reauthenticate(&signed_in(method, minutes_ago), None, &Client::default())
                .await;
            assert_eq!(result.is_ok(), fresh, "{method:?} {minutes_ago} minutes ago");
        }
    }

    #[tokio::test]
    async fn only_ones_own_sessions_can_be_ended() {
        let mut fixture = Fixture::new();
        fixture
            .sessions
            .expect_end_session_of()
            .withf(|user, id, _| *user == sample_user().id && *id == Uuid::from_u128(9))
            .returning(|_, _, _| Ok(false));

        let who = Authenticated { user: User { ..sample_user() }, ..signed_in(SignInMethod::Password, 1) };
        let error = fixture.own_account().end_own_session(&who, Uuid::from_u128(9)).await.unwrap_err();

        assert!(matches!(error, EndSessionError::NotFound));
    }
}
