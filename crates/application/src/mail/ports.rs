use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::Email;
use uuid::Uuid;

/// One e-mail, with both an HTML and a plain-text body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingEmail {
    pub to: Email,
    pub subject: String,
    pub html_body: String,
    pub text_body: String,
    /// One-click unsubscribe (RFC 8058): the URL mail clients POST to, sent as `List-Unsubscribe`
    /// with `List-Unsubscribe-Post`.
    pub list_unsubscribe: Option<String>,
}

/// Sends e-mail to people. The use cases' mailer queues (the mail queue); the worker's mailer
/// is the transport (SMTP, or the development outbox folder).
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync + 'static {
    /// `Err` when the message could not be handed to the transport; the caller decides whether
    /// that fails its use case.
    async fn send(&self, email: OutgoingEmail) -> anyhow::Result<()>;
}

/// One e-mail waiting in the queue, claimed by a worker for a while.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedEmail {
    pub id: Uuid,
    pub email: OutgoingEmail,
    /// Failed attempts so far.
    pub attempts: u32,
}

/// The durable queue of e-mail to send, shared by every instance.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait MailQueue: Send + Sync + 'static {
    /// Claims up to `limit` e-mails due by `now` for `lease` (no other worker gets them meanwhile).
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        lease: std::time::Duration,
        limit: u32,
    ) -> anyhow::Result<Vec<QueuedEmail>>;

    async fn mark_sent(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()>;

    /// Notes a failed attempt: tried again at `retry_at`, or given up on when `None`.
    async fn mark_failed(&self, id: Uuid, retry_at: Option<DateTime<Utc>>, error: &str) -> anyhow::Result<()>;

    /// Forgets the records of e-mail sent or given up on before `before`; answers how many.
    async fn forget_finished_before(&self, before: DateTime<Utc>) -> anyhow::Result<usize>;
}
