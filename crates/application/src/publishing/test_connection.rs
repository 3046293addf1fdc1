use super::ports::{InstagramCredentials, InstagramError, InstagramGateway};

#[derive(Debug, thiserror::Error)]
pub enum TestConnectionError {
    #[error("Access token and Instagram user ID are both required")]
    Missing,
    #[error(transparent)]
    Instagram(#[from] InstagramError),
}

/// The manager's "Test Connection": asks Instagram about the account and answers its JSON text.
pub async fn test_connection(
    gateway: &dyn InstagramGateway,
    access_token: &str,
    ig_user_id: &str,
) -> Result<String, TestConnectionError> {
    let (access_token, ig_user_id) = (access_token.trim(), ig_user_id.trim());
    if access_token.is_empty() || ig_user_id.is_empty() {
        return Err(TestConnectionError::Missing);
    }
    let credentials = InstagramCredentials { ig_user_id: ig_user_id.to_owned(), access_token: access_token.to_owned() };
    Ok(gateway.test_connection(&credentials).await?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::publishing::ports::MockInstagramGateway;

    #[tokio::test]
    async fn blank_credentials_are_refused_before_asking_instagram() {
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().never();

        let error = test_connection(&gateway, " ", "17841").await.unwrap_err();

        assert!(matches!(error, TestConnectionError::Missing));
    }

    #[tokio::test]
    async fn good_credentials_answer_instagrams_json() {
        let mut gateway = MockInstagramGateway::new();
        gateway
            .expect_test_connection()
            .withf(|c| c.ig_user_id == "17841" && c.access_token == "tok")
            .returning(|_| Ok("{\"id\":\"17841\"}".into()));

        assert_eq!(test_connection(&gateway, " tok ", "17841").await.unwrap(), "{\"id\":\"17841\"}");
    }
}
