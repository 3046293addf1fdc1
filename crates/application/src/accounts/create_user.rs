use quad_domain::{Email, Password, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use super::{
    Registration,
    ports::{InsertUserError, NewUser},
};

/// An operator's `quad create-user`: an active account with a verified e-mail.
#[derive(Debug, Clone)]
pub struct CreateUser {
    pub email: String,
    pub password: String,
    pub role: Role,
    pub username: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum CreateUserError {
    #[error("{0}")]
    Invalid(String),
    #[error("Email already in use")]
    EmailTaken,
    #[error("Username already in use")]
    UsernameTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(error: impl ToString) -> CreateUserError {
    CreateUserError::Invalid(error.to_string())
}

impl Registration {
    /// The username defaults to the e-mail's local part, the names to the role ("Admin User").
    pub async fn create_user(&self, command: CreateUser) -> Result<User, CreateUserError> {
        let email = Email::parse(&command.email).map_err(invalid)?;
        let default_username: String = email
            .as_str()
            .split('@')
            .next()
            .unwrap_or_default()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
            .collect();
        let username = Username::parse(command.username.as_deref().unwrap_or(&default_username)).map_err(invalid)?;
        let role_name = command.role.as_str();
        let default_first = format!("{}{}", role_name[..1].to_uppercase(), &role_name[1..]);
        let first_name = PersonName::parse(command.first_name.as_deref().unwrap_or(&default_first)).map_err(invalid)?;
        let last_name = PersonName::parse(command.last_name.as_deref().unwrap_or("User")).map_err(invalid)?;
        let password = Password::parse(&command.password, &command.password).map_err(invalid)?;
        let password_hash = self.hasher.hash(password.expose().to_owned()).await?;
        let user = NewUser {
            id: Uuid::now_v7(),
            email,
            username,
            first_name,
            last_name,
            password_hash: Some(password_hash),
            role: command.role,
            status: UserStatus::Active,
            email_verified_at: Some(self.clock.now()),
            google_subject: None,
        };
        self.users.create_user(user, None).await.map_err(|e| match e {
            InsertUserError::EmailTaken => CreateUserError::EmailTaken,
            InsertUserError::UsernameTaken => CreateUserError::UsernameTaken,
            InsertUserError::Unexpected(e) => CreateUserError::Unexpected(e),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    #[tokio::test]
    async fn an_operator_made_admin_is_active_verified_and_named_by_default() {
        let mut fixture = Fixture::new();
        fixture.hasher.expect_hash().returning(|_| Ok("hash".into()));
        fixture
            .users
            .expect_create_user()
            .withf(|user, link| {
                user.role == Role::Admin
                    && user.username.as_str() == "dean.smith"
                    && user.first_name.as_str() == "Admin"
                    && user.last_name.as_str() == "User"
                    && user.email_verified_at.is_some()
                    && user.status == UserStatus::Active
                    && link.is_none()
            })
            .times(1)
            .returning(|_, _| Ok(sample_user()));

        let command = CreateUser {
            email: "dean.smith@umich.edu".into(),
            password: "Tulip4Harbor".into(),
            role: Role::Admin,
            username: None,
            first_name: None,
            last_name: None,
        };
        fixture.registration().create_user(command).await.unwrap();
    }
}
