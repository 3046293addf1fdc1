//! Notifications (issue 24): what Quad tells a person in the app, live on their open tabs (through
//! the event log, `live`), and by e-mail in a digest when still unread after a while. Producers
//! depend on the `Notifier` port and call `tell` (or `tell_managers`) after their own change; the
//! kinds and their words are the domain's `Notice`.
//!
//! A file per concern, each with its unit tests over mocked ports (the fixture is `testing.rs`):
//! `telling.rs` (making a notification), `inbox.rs` (the list, read marks, pruning),
//! `preferences.rs` (what reaches whom) and `digests.rs` (the e-mails and their unsubscribe links).

mod digests;
mod inbox;
pub mod ports;
mod preferences;
mod telling;
#[cfg(test)]
pub(crate) mod testing;

use std::sync::Arc;

use quad_domain::Notice;
use uuid::Uuid;

use self::ports::{DigestRepository, NotificationPreferences, NotificationRepository};
pub use self::{
    digests::{DIGEST_DELAY, UnsubscribeError},
    inbox::{NotificationError, READ_KEPT},
    preferences::PreferenceView,
};
use crate::{Clock, accounts::ports::LinkSecrets, mail::ports::Mailer};

/// What a use case tells people once its own change stands: the port producers depend on, so
/// their unit tests expect the notice itself. `Notifications` is the one implementation; a
/// failure to keep a notice is logged there, never the producer's error.
#[cfg_attr(test, mockall::automock)]
#[async_trait::async_trait]
pub trait Notifier: Send + Sync + 'static {
    /// Tells one person (see `Notifications::tell`).
    async fn tell(&self, user_id: Uuid, notice: Notice);
    /// Tells every active manager of the university.
    async fn tell_managers(&self, university_id: Uuid, notice: Notice);
}

#[async_trait::async_trait]
impl Notifier for Notifications {
    async fn tell(&self, user_id: Uuid, notice: Notice) {
        Notifications::tell(self, user_id, notice).await;
    }

    async fn tell_managers(&self, university_id: Uuid, notice: Notice) {
        Notifications::tell_managers(self, university_id, notice).await;
    }
}

/// What the notifications are built from.
pub struct NotificationPorts {
    pub repository: Arc<dyn NotificationRepository>,
    pub preferences: Arc<dyn NotificationPreferences>,
    pub digests: Arc<dyn DigestRepository>,
    pub secrets: Arc<dyn LinkSecrets>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct Notifications {
    repository: Arc<dyn NotificationRepository>,
    preferences: Arc<dyn NotificationPreferences>,
    digests: Arc<dyn DigestRepository>,
    secrets: Arc<dyn LinkSecrets>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    public_url: String,
}

impl Notifications {
    pub fn new(ports: NotificationPorts, public_url: &str) -> Self {
        let NotificationPorts { repository, preferences, digests, secrets, mailer, clock } = ports;
        let public_url = public_url.trim_end_matches('/').to_owned();
        Self { repository, preferences, digests, secrets, mailer, clock, public_url }
    }
}
