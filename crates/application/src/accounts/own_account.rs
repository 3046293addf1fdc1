//! `OwnAccount`: what a signed-in person changes about their own account. Their sessions and
//! password (`credentials.rs`), their e-mail address (`change_email.rs`, also used by admins)
//! and their picture (`profile_picture.rs`).

use std::sync::Arc;

use super::{
    AccountLinks, AccountPorts, AccountSettings, Gate,
    ports::{PasswordHasher, SessionRepository, UserRepository},
};
use crate::{Clock, mail::ports::Mailer, media::MediaLibrary};

#[derive(Clone)]
pub struct OwnAccount {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) sessions: Arc<dyn SessionRepository>,
    pub(crate) hasher: Arc<dyn PasswordHasher>,
    pub(crate) links: AccountLinks,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) settings: AccountSettings,
    pub(crate) gate: Gate,
    pub(crate) media: Option<MediaLibrary>,
    pub(crate) notifications: Option<crate::notifications::Notifications>,
}

impl OwnAccount {
    pub fn new(ports: &AccountPorts) -> Self {
        Self {
            users: ports.stores.users.clone(),
            sessions: ports.stores.sessions.clone(),
            hasher: ports.hasher.clone(),
            links: ports.account_links(),
            mailer: ports.mailer.clone(),
            clock: ports.clock.clone(),
            settings: ports.settings.clone(),
            gate: ports.gate(),
            media: ports.media.clone(),
            notifications: ports.notifications.clone(),
        }
    }
}
