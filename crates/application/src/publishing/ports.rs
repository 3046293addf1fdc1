use async_trait::async_trait;

/// The credentials of one Instagram professional account. The token is a secret: adapters never
/// log it, and nothing returns it to a client.
#[derive(Clone, PartialEq, Eq)]
pub struct InstagramCredentials {
    pub ig_user_id: String,
    pub access_token: String,
}

impl std::fmt::Debug for InstagramCredentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InstagramCredentials")
            .field("ig_user_id", &self.ig_user_id)
            .field("access_token", &"[redacted]")
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InstagramError {
    /// The platform refused the credentials or the request; the message is the platform's.
    #[error("Instagram refused the request: {0}")]
    Rejected(String),
    /// A failure worth retrying: timeouts, 5xx, rate limits.
    #[error("Instagram is unavailable: {0}")]
    Transient(String),
}

/// The Instagram Graph API, as Quad uses it.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait InstagramGateway: Send + Sync + 'static {
    /// Reads the account behind the credentials; answers the platform's JSON text as it came.
    async fn test_connection(&self, credentials: &InstagramCredentials) -> Result<String, InstagramError>;
}
