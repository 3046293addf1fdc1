use anyhow::Context;
use async_trait::async_trait;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor, message::Mailbox};
use quad_application::mail::ports::{Mailer, OutgoingEmail};

/// Delivery through an SMTP server, configured by URL: `smtp://user:pass@host:587?tls=required`,
/// `smtps://host:465`, or `smtp://127.0.0.1:2525` (no TLS, for a local relay).
pub struct SmtpMailer {
    from: Mailbox,
    transport: AsyncSmtpTransport<Tokio1Executor>,
}

impl SmtpMailer {
    pub fn from_url(url: &str, from: Mailbox) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .context("QUAD_SMTP_URL is not a valid SMTP URL")?
            .build();
        Ok(Self { from, transport })
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, email: OutgoingEmail) -> anyhow::Result<()> {
        let message = crate::message::build_message(&self.from, &email)?;
        self.transport.send(message).await.context("the SMTP server did not accept the message")?;
        // Names nobody: a subject can name another student.
        tracing::info!("e-mail sent over SMTP");
        Ok(())
    }
}
