//! The messages' unit-test fixture: every port a mock, the clock at `accounts::testing::now`.

use std::sync::Arc;

use super::{MessagePorts, Messages, ports::MockMessageRepository};
use crate::{accounts::testing::fixed_clock, notifications::MockNotifier};

#[derive(Default)]
pub(crate) struct Mocks {
    pub repository: MockMessageRepository,
    pub notifier: MockNotifier,
}

impl Mocks {
    pub(crate) fn build(self) -> Messages {
        Messages::new(MessagePorts {
            repository: Arc::new(self.repository),
            notifier: Arc::new(self.notifier),
            clock: Arc::new(fixed_clock()),
        })
    }
}
