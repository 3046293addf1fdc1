//! `Registration`: how an account comes to be. A student registers, verifies the address, and
//! asks for the link again; an operator creates staff accounts; unverified registrations expire.
//! The use cases are in `register.rs`, `verify_email.rs`, `resend_verification.rs` and
//! `create_user.rs`.

use std::sync::Arc;

use quad_domain::User;

use super::{
    AccountLinks, AccountPorts, AccountSettings, Gate, SessionStarter,
    ports::{MailRequestRepository, PasswordHasher, UserRepository},
};
use crate::{Clock, mail::ports::Mailer};

#[derive(Clone)]
pub struct Registration {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) mail_requests: Arc<dyn MailRequestRepository>,
    pub(crate) hasher: Arc<dyn PasswordHasher>,
    pub(crate) links: AccountLinks,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) settings: AccountSettings,
    pub(crate) gate: Gate,
    pub(crate) starter: SessionStarter,
}

impl Registration {
    pub fn new(ports: &AccountPorts) -> Self {
        Self {
            users: ports.stores.users.clone(),
            mail_requests: ports.stores.mail_requests.clone(),
            hasher: ports.hasher.clone(),
            links: ports.account_links(),
            mailer: ports.mailer.clone(),
            clock: ports.clock.clone(),
            settings: ports.settings.clone(),
            gate: ports.gate(),
            starter: ports.starter(),
        }
    }

    /// The person with this e-mail address, if any (operator commands and the demo data).
    pub async fn find_by_email(&self, raw_email: &str) -> anyhow::Result<Option<User>> {
        let Ok(email) = quad_domain::Email::parse(raw_email) else { return Ok(None) };
        Ok(self.users.find_login(&email).await?.map(|(user, _)| user))
    }
}
