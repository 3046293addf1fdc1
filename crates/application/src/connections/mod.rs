//! Connections (issue 26): contact between students is gated. A student marks another
//! "Interested" (private: nobody learns of a one-sided interest) or sends a request with a note;
//! a mutual interest or an accepted request connects the two. A decline is silent: the sender sees
//! the request pending until it expires (14 days), it counts against their 10 outstanding until
//! then, and a declined or expired pair waits 30 days before asking again. Blocking hides two
//! people from each other everywhere, at once, without telling the blocked one.
//!
//! Whom a student may reach is the roommate list's rule (`StudentDirectory::view`): the same
//! university, listed, no dealbreaker, not blocked either way.
//!
//! A file per use case, or per few that share one error: `interests.rs`, `requests.rs`,
//! `connected.rs`, `blocking.rs`, `take_back_roommates.rs`; each has its unit tests over mocked
//! ports (the fixture is `testing.rs`).

mod blocking;
mod connected;
mod interests;
pub mod ports;
mod requests;
mod take_back_roommates;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use quad_domain::{Notice, User};

use self::ports::ConnectionStores;
pub use self::{
    blocking::BlockError,
    connected::{Connected, NotConnectedError},
    requests::{ChangeRequestError, ReceivedRequest, SendRequestError, SentRequest},
    take_back_roommates::TakeBackRoommatesError,
};
use crate::{
    Clock,
    notifications::Notifier,
    roommates::{RoommateMatch, StudentDirectory},
};

/// What the connections are built from.
pub struct ConnectionPorts {
    pub stores: ConnectionStores,
    pub students: Arc<dyn StudentDirectory>,
    pub notifier: Arc<dyn Notifier>,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct Connections {
    stores: ConnectionStores,
    students: Arc<dyn StudentDirectory>,
    notifier: Arc<dyn Notifier>,
    clock: Arc<dyn Clock>,
}

impl Connections {
    pub fn new(ports: ConnectionPorts) -> Self {
        let ConnectionPorts { stores, students, notifier, clock } = ports;
        Self { stores, students, notifier, clock }
    }

    /// Tells both that they are connected now.
    async fn announce_connection(&self, viewer: &User, other: &RoommateMatch) {
        let to_other = Notice::Connected { name: viewer.first_name.to_string(), student_id: viewer.id.to_string() };
        self.notifier.tell(other.profile.user_id, to_other).await;
        let to_viewer = Notice::Connected {
            name: other.profile.first_name.to_string(),
            student_id: other.profile.user_id.to_string(),
        };
        self.notifier.tell(viewer.id, to_viewer).await;
    }
}
