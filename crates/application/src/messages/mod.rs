//! Messages (issue 26): only connected students write to each other, text only, live to every
//! tab of both (each message is appended to both people's event logs in the transaction that
//! stores it). A sender may send 20 a minute and 300 a day. An early message that mentions
//! payments or a phone number comes with a caution for its recipient. An unread conversation
//! makes one notification, which the e-mail digest carries when it stays unread 15 minutes.
//!
//! A file per group of use cases that share one error: `conversations.rs` (open, list, read),
//! `sending.rs` (send, delete) and `kept.rs` (what is kept, exported and forgotten), each with
//! its unit tests over mocked ports (the fixture is `testing.rs`).

mod conversations;
mod kept;
pub mod ports;
mod sending;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use self::ports::MessageRepository;
pub use self::{
    conversations::ConversationError,
    sending::{DeleteMessageError, SendError},
};
use crate::{Clock, notifications::Notifier};

/// What the messages are built from.
pub struct MessagePorts {
    pub repository: Arc<dyn MessageRepository>,
    pub notifier: Arc<dyn Notifier>,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct Messages {
    repository: Arc<dyn MessageRepository>,
    notifier: Arc<dyn Notifier>,
    clock: Arc<dyn Clock>,
}

impl Messages {
    pub fn new(ports: MessagePorts) -> Self {
        let MessagePorts { repository, notifier, clock } = ports;
        Self { repository, notifier, clock }
    }
}
