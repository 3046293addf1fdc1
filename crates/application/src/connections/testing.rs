//! The connections' unit-test fixture: every port a mock, the clock at `accounts::testing::now`.

use std::sync::Arc;

use uuid::Uuid;

use super::{
    ConnectionPorts, Connections,
    ports::{
        ConnectionStores, MockBlockRepository, MockConnectionRepository, MockInterestRepository, MockRequestRepository,
    },
};
use crate::{accounts::testing::fixed_clock, notifications::MockNotifier, roommates::MockStudentDirectory};

/// The ports, each a mock to set expectations on before `build`.
#[derive(Default)]
pub(crate) struct Mocks {
    pub interests: MockInterestRepository,
    pub requests: MockRequestRepository,
    pub connections: MockConnectionRepository,
    pub blocks: MockBlockRepository,
    pub students: MockStudentDirectory,
    pub notifier: MockNotifier,
}

impl Mocks {
    pub(crate) fn build(self) -> Connections {
        let stores = ConnectionStores {
            interests: Arc::new(self.interests),
            requests: Arc::new(self.requests),
            connections: Arc::new(self.connections),
            blocks: Arc::new(self.blocks),
        };
        Connections::new(ConnectionPorts {
            stores,
            students: Arc::new(self.students),
            notifier: Arc::new(self.notifier),
            clock: Arc::new(fixed_clock()),
        })
    }
}

/// The student the viewer acts on in the tests.
pub(crate) const GRACE: Uuid = Uuid::from_u128(8);
