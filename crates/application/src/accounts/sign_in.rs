//! `SignIn`: how a person gets in and out. Password login, the session check on every request,
//! logout, and the forgotten password (`login.rs`, `authenticate.rs`, `logout.rs`,
//! `forgot_password.rs`, `reset_password.rs`). `SignedOutMail` answers, from the mail worker,
//! the e-mail people asked for while signed out.

use std::sync::Arc;

use super::{
    AccountLinks, AccountPorts, AccountSettings, Gate, SessionStarter,
    ports::{MailRequestRepository, PasswordHasher, SessionRepository, TokenIssuer, UserRepository},
};
use crate::Clock;

#[derive(Clone)]
pub struct SignIn {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) sessions: Arc<dyn SessionRepository>,
    pub(crate) mail_requests: Arc<dyn MailRequestRepository>,
    pub(crate) hasher: Arc<dyn PasswordHasher>,
    pub(crate) tokens: Arc<dyn TokenIssuer>,
    pub(crate) links: AccountLinks,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) settings: AccountSettings,
    pub(crate) gate: Gate,
    pub(crate) starter: SessionStarter,
}

impl SignIn {
    pub fn new(ports: &AccountPorts) -> Self {
        Self {
            users: ports.stores.users.clone(),
            sessions: ports.stores.sessions.clone(),
            mail_requests: ports.stores.mail_requests.clone(),
            hasher: ports.hasher.clone(),
            tokens: ports.tokens.clone(),
            links: ports.account_links(),
            clock: ports.clock.clone(),
            settings: ports.settings.clone(),
            gate: ports.gate(),
            starter: ports.starter(),
        }
    }
}

/// The reset and verification links asked for signed out, sent by the mail worker
/// (`forgot_password.rs`).
#[derive(Clone)]
pub struct SignedOutMail {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) mail_requests: Arc<dyn MailRequestRepository>,
    pub(crate) links: AccountLinks,
}

impl SignedOutMail {
    pub fn new(ports: &AccountPorts) -> Self {
        Self {
            users: ports.stores.users.clone(),
            mail_requests: ports.stores.mail_requests.clone(),
            links: ports.account_links(),
        }
    }
}
