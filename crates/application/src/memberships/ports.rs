use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::Email;
use uuid::Uuid;

use crate::{live::ports::LiveEvent, mail::ports::OutgoingEmail};

/// A person's university address, verified, and the one waiting for its link to be opened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UniversityEmail {
    pub verified: Option<(Email, DateTime<Utc>)>,
    pub pending: Option<Email>,
}

/// What opening a university address's link did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UniversityEmailConfirmation {
    /// The address is now this person's verified university address.
    Verified { user_id: Uuid, email: Email },
    /// No unexpired link has this secret.
    Unknown,
    /// Another account signs in with, or has verified, this address meanwhile.
    Taken,
}

/// Keeps each person's university address and the link that verifies it.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UniversityEmailRepository: Send + Sync + 'static {
    async fn of(&self, user_id: Uuid) -> anyhow::Result<UniversityEmail>;
    /// Whether another account than `except` signs in with this address or has verified it.
    async fn in_use(&self, email: &Email, except: Uuid) -> anyhow::Result<bool>;
    /// Keeps `email` pending for `user_id` under `token_hash` until `expires_at`, in place of an
    /// earlier pending one (a verified address stays until this one is confirmed), and queues
    /// `mail`, in one transaction.
    async fn request(
        &self,
        user_id: Uuid,
        email: &Email,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        mail: OutgoingEmail,
    ) -> anyhow::Result<()>;
    /// Makes the pending address under this unexpired token the verified one, and appends `then`
    /// to its person's event log, in one transaction; the link works once.
    async fn confirm(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
        then: &LiveEvent,
    ) -> anyhow::Result<UniversityEmailConfirmation>;
    /// Makes `email` the person's verified university address at once (proven another way than
    /// by a mailed link), in place of any earlier one, and appends `then` to their event log, in
    /// one transaction. `false`, and nothing changed, when another account signs in with the
    /// address or has verified it.
    async fn record_verified(
        &self,
        user_id: Uuid,
        email: &Email,
        now: DateTime<Utc>,
        then: &LiveEvent,
    ) -> anyhow::Result<bool>;
    /// Forgets the person's university address, verified and pending, and appends `then` to their
    /// event log, in one transaction.
    async fn remove(&self, user_id: Uuid, now: DateTime<Utc>, then: &LiveEvent) -> anyhow::Result<()>;
}
