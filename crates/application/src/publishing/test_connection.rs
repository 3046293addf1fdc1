use quad_domain::User;

use super::ports::{InstagramCredentials, InstagramError, InstagramGateway};

#[derive(Debug, thiserror::Error)]
pub enum TestConnectionError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("Access token and Instagram user ID are both required")]
    Missing,
    #[error(transparent)]
    Instagram(#[from] InstagramError),
}

/// The manager's "Test Connection": asks Instagram about the account and answers its JSON text.
/// Managers and admins only.
pub async fn test_connection(
    gateway: &dyn InstagramGateway,
    actor: &User,
    access_token: &str,
    ig_user_id: &str,
) -> Result<String, TestConnectionError> {
    if !actor.role.can_manage_instagram() {
        return Err(TestConnectionError::Forbidden);
    }
    let (access_token, ig_user_id) = (access_token.trim(), ig_user_id.trim());
    if access_token.is_empty() || ig_user_id.is_empty() {
        return Err(TestConnectionError::Missing);
    }
    let credentials = InstagramCredentials { ig_user_id: ig_user_id.to_owned(), access_token: access_token.to_owned() };
    Ok(gateway.test_connection(&credentials).await?.raw)
}

#[cfg(test)]
mod tests {
    use quad_domain::Role;

    use super::*;
    use crate::{
        accounts::testing::sample_user,
        publishing::ports::{ConnectionAnswer, MockInstagramGateway},
    };

    fn manager() -> User {
        User { role: Role::Manager, ..sample_user() }
    }

    #[tokio::test]
    async fn students_and_moderators_cannot_test_a_connection() {
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().never();
        for role in [Role::User, Role::Moderator] {
            let actor = User { role, ..sample_user() };

            let error = test_connection(&gateway, &actor, "token", "17841").await.unwrap_err();

            assert!(matches!(error, TestConnectionError::Forbidden));
        }
    }

    #[tokio::test]
    async fn blank_credentials_are_refused_before_asking_instagram() {
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().never();

        let error = test_connection(&gateway, &manager(), " ", "17841").await.unwrap_err();

        assert!(matches!(error, TestConnectionError::Missing));
    }

    #[tokio::test]
    async fn good_credentials_answer_instagrams_json() {
        let mut gateway = MockInstagramGateway::new();
        gateway
            .expect_test_connection()
            .withf(|c| c.ig_user_id == "17841" && c.access_token == "tok")
            .returning(|_| Ok(ConnectionAnswer { raw: "{\"id\":\"17841\"}".into(), username: None }));

        assert_eq!(test_connection(&gateway, &manager(), " tok ", "17841").await.unwrap(), "{\"id\":\"17841\"}");
    }
}
