use async_trait::async_trait;
use quad_domain::Email;

/// One e-mail, with both an HTML and a plain-text body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingEmail {
    pub to: Email,
    pub subject: String,
    pub html_body: String,
    pub text_body: String,
}

/// Sends e-mail to people.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync + 'static {
    /// `Err` when the message could not be handed to the transport; the caller decides whether
    /// that fails its use case.
    async fn send(&self, email: OutgoingEmail) -> anyhow::Result<()>;
}
