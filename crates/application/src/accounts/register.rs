use anyhow::Context;
use quad_domain::{Email, Password, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use super::{
    Client, Refusal, Registration, emails,
    gate::HumanCheck,
    ports::{InsertUserError, LinkPurpose, NewLink, NewUser, SessionScope, SignInMethod},
};
use crate::FieldError;
use crate::rate_limits::LimitedAction;

/// The registration form as typed (spec 3: first name, last name, username, e-mail, password,
/// confirmation).
#[derive(Debug, Clone, Default)]
pub struct RegistrationForm {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: String,
    pub password: String,
    pub confirm_password: String,
}

/// A registration that passed every rule.
struct RegisterStudent {
    first_name: PersonName,
    last_name: PersonName,
    username: Username,
    email: Email,
    password: Password,
}

#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    /// A field broke a rule; the message is the product's.
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("Email already in use")]
    EmailTaken,
    #[error("Username already in use")]
    UsernameTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(field: &'static str, error: impl ToString) -> RegisterError {
    FieldError::new(field, error).into()
}

impl RegisterStudent {
    fn parse(form: &RegistrationForm) -> Result<Self, RegisterError> {
        let required = [
            ("firstName", &form.first_name),
            ("lastName", &form.last_name),
            ("email", &form.email),
            ("username", &form.username),
            ("password", &form.password),
            ("confirmPassword", &form.confirm_password),
        ];
        if let Some((field, _)) = required.iter().find(|(_, value)| value.trim().is_empty()) {
            return Err(invalid(field, "Please fill in all required fields"));
        }
        Ok(Self {
            first_name: PersonName::parse(&form.first_name).map_err(|e| invalid("firstName", e))?,
            last_name: PersonName::parse(&form.last_name).map_err(|e| invalid("lastName", e))?,
            email: Email::parse(&form.email).map_err(|e| invalid("email", e))?,
            username: Username::parse(&form.username).map_err(|e| invalid("username", e))?,
            password: Password::parse(&form.password, &form.confirm_password).map_err(|e| {
                let field = if e == quad_domain::PasswordError::Mismatch { "confirmPassword" } else { "password" };
                invalid(field, e)
            })?,
        })
    }
}

/// A new, unverified account and the limited token that lets it ask `me` whether it is verified.
#[derive(Debug, Clone)]
pub struct Registered {
    pub token: String,
    pub user: User,
}

impl Registration {
    /// Stores the student unverified with a verification link, e-mails the link, and answers a
    /// token that only says "verify your e-mail". An address whose account was never verified
    /// proves nothing about its owner, so registering it again replaces that pending
    /// registration (its password, links and sessions die with it) rather than letting anyone
    /// squat the address; a verified address is taken. A mail failure is logged, not fatal: the
    /// student can ask for the link again. Limited per address and per e-mail, and behind human
    /// verification when it is on.
    pub async fn register(&self, form: RegistrationForm, client: &Client) -> Result<Registered, RegisterError> {
        self.gate.admit(LimitedAction::Register, client, Some(&form.email), HumanCheck::Required).await??;
        let command = RegisterStudent::parse(&form)?;
        let pending = match self.users.find_login(&command.email).await.context("failed to look up an e-mail")? {
            Some((existing, _)) if existing.email_verified => return Err(RegisterError::EmailTaken),
            Some((existing, _)) => Some(existing.id),
            None => None,
        };
        let password_hash = self.hasher.hash(command.password.expose().to_owned()).await?;
        let now = self.clock.now();
        let user_id = Uuid::now_v7();
        let secret = self.links.secrets.generate();
        let link = NewLink {
            hash: secret.hash.clone(),
            user_id,
            purpose: LinkPurpose::VerifyEmail,
            expires_at: now + self.settings.verification_link_lifetime,
        };
        let new_user = NewUser {
            id: user_id,
            email: command.email,
            username: command.username,
            first_name: command.first_name,
            last_name: command.last_name,
            password_hash: Some(password_hash),
            role: Role::User,
            status: UserStatus::Active,
            email_verified_at: None,
            google_subject: None,
        };
        let stored = match pending {
            Some(old_id) => self.users.replace_unverified(old_id, new_user, link).await,
            None => self.users.create_user(new_user, Some(link)).await,
        };
        let user = stored.map_err(|e| match e {
            InsertUserError::EmailTaken => RegisterError::EmailTaken,
            InsertUserError::UsernameTaken => RegisterError::UsernameTaken,
            InsertUserError::Unexpected(e) => RegisterError::Unexpected(e.context("failed to store a new user")),
        })?;
        let url = format!("{}/verify-email/{}", self.settings.public_url, secret.plain);
        if let Err(error) = self.mailer.send(emails::verification(&user, &url)).await {
            tracing::error!(user_id = %user.id, error = format!("{error:#}"), "verification e-mail not sent");
        }
        let (token, _) = self
            .starter
            .start_session(
                user.id,
                SessionScope::PendingVerification,
                SignInMethod::Registration,
                self.settings.verification_link_lifetime,
                client,
            )
            .await
            .context("failed to start the pending-verification session")?;
        Ok(Registered { token, user })
    }

    /// Removes registrations whose e-mail was not verified within `UNVERIFIED_LIFETIME`
    /// (a periodic job); answers how many.
    pub async fn purge_unverified_registrations(&self) -> anyhow::Result<u64> {
        self.users.purge_unverified(self.clock.now() - UNVERIFIED_LIFETIME).await
    }
}

/// How long a registration may stay unverified before it is removed.
pub const UNVERIFIED_LIFETIME: chrono::Duration = chrono::Duration::days(7);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    fn form() -> RegistrationForm {
        RegistrationForm {
            first_name: "Ada".into(),
            last_name: "Lovelace".into(),
            username: "ada".into(),
            email: "Ada@UMich.edu".into(),
            password: "Tulip4Harbor".into(),
            confirm_password: "Tulip4Harbor".into(),
        }
    }

    #[tokio::test]
    async fn registering_stores_an_unverified_student_mails_a_link_and_answers_a_limited_token() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(None));
        fixture.users.expect_replace_unverified().never();
        fixture.hasher.expect_hash().times(1).returning(|_| Ok("hash".into()));
        fixture
            .users
            .expect_create_user()
            .withf(|user, link| {
                user.email.as_str() == "ada@umich.edu"
                    && user.role == Role::User
                    && user.email_verified_at.is_none()
                    && user.password_hash.as_deref() == Some("hash")
                    && link
                        .as_ref()
                        .is_some_and(|l| l.purpose == LinkPurpose::VerifyEmail && l.hash == "hash-of-secret")
            })
            .times(1)
            .returning(|_, _| Ok(sample_user()));
        fixture
            .mailer
            .expect_send()
            .withf(|email| email.text_body.contains("https://quad.test/verify-email/secret"))
            .times(1)
            .returning(|_| Ok(()));
        fixture
            .sessions
            .expect_create_session()
            .withf(|s| s.scope == SessionScope::PendingVerification)
            .times(1)
            .returning(|_| Ok(()));

        let registered = fixture.registration().register(form(), &Client::default()).await.unwrap();

        assert_eq!(registered.token, "signed-token");
    }

    #[tokio::test]
    async fn a_blank_field_fails_with_the_spec_message_and_stores_nothing() {
        let mut fixture = Fixture::new();
        fixture.users.expect_create_user().never();
        fixture.mailer.expect_send().never();

        let error = fixture
            .registration()
            .register(RegistrationForm { username: " ".into(), ..form() }, &Client::default())
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Please fill in all required fields");
        assert!(matches!(error, RegisterError::Invalid(FieldError { field: "username", .. })));
    }

    #[tokio::test]
    async fn mismatched_passwords_fail_on_the_confirmation_field() {
        let mut fixture = Fixture::new();
        fixture.users.expect_create_user().never();

        let error = fixture
            .registration()
            .register(RegistrationForm { confirm_password: "Secret124".into(), ..form() }, &Client::default())
            .await
            .unwrap_err();

        assert!(matches!(error, RegisterError::Invalid(FieldError { field: "confirmPassword", .. })));
        assert_eq!(error.to_string(), "Passwords do not match");
    }

    #[tokio::test]
    async fn a_verified_email_is_taken_and_nothing_is_hashed_stored_or_sent() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(Some((sample_user(), Some("old".into())))));
        fixture.hasher.expect_hash().never();
        fixture.users.expect_create_user().never();
        fixture.users.expect_replace_unverified().never();
        fixture.mailer.expect_send().never();
        fixture.sessions.expect_create_session().never();

        let error = fixture.registration().register(form(), &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Email already in use");
    }

    #[tokio::test]
    async fn an_email_taken_by_a_concurrent_registration_is_taken() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(None));
        fixture.hasher.expect_hash().returning(|_| Ok("hash".into()));
        fixture.users.expect_create_user().returning(|_, _| Err(InsertUserError::EmailTaken));
        fixture.mailer.expect_send().never();
        fixture.sessions.expect_create_session().never();

        let error = fixture.registration().register(form(), &Client::default()).await.unwrap_err();

        assert_eq!(error.to_string(), "Email already in use");
    }

    #[tokio::test]
    async fn an_unverified_registration_of_the_same_email_is_replaced_not_refused() {
        let mut fixture = Fixture::new();
        let squatter = quad_domain::User { email_verified: false, id: Uuid::from_u128(99), ..sample_user() };
        fixture.users.expect_find_login().returning(move |_| Ok(Some((squatter.clone(), Some("theirs".into())))));
        fixture.hasher.expect_hash().returning(|_| Ok("hash".into()));
        fixture.users.expect_create_user().never();
        fixture
            .users
            .expect_replace_unverified()
            .withf(|old, user, link| {
                *old == Uuid::from_u128(99) && user.password_hash.as_deref() == Some("hash") && link.user_id == user.id
            })
            .times(1)
            .returning(|_, _, _| Ok(quad_domain::User { email_verified: false, ..sample_user() }));
        fixture.mailer.expect_send().times(1).returning(|_| Ok(()));
        fixture.sessions.expect_create_session().times(1).returning(|_| Ok(()));

        let registered = fixture.registration().register(form(), &Client::default()).await.unwrap();

        assert_eq!(registered.token, "signed-token");
    }

    #[tokio::test]
    async fn a_mail_failure_does_not_fail_the_registration() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(None));
        fixture.hasher.expect_hash().returning(|_| Ok("hash".into()));
        fixture.users.expect_create_user().returning(|_, _| Ok(sample_user()));
        fixture.mailer.expect_send().times(1).returning(|_| Err(anyhow::anyhow!("smtp down")));
        fixture
            .sessions
            .expect_create_session()
            .withf(|s| s.scope == SessionScope::PendingVerification)
            .times(1)
            .returning(|_| Ok(()));

        let registered = fixture.registration().register(form(), &Client::default()).await.unwrap();

        // The student still gets their account and the limited token that lets them ask for
        // the link again.
        assert_eq!(registered.token, "signed-token");
        assert_eq!(registered.user, sample_user());
    }
}
