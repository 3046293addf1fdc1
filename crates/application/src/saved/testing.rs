//! The saved items' unit-test fixture: every port a mock, the clock at `accounts::testing::now`.

use std::sync::Arc;

use super::{SavedItems, SavedPorts, ports::MockSavedItemRepository};
use crate::{accounts::testing::fixed_clock, roommates::MockStudentDirectory, submissions::MockFeaturedLookup};

#[derive(Default)]
pub(crate) struct Mocks {
    pub repository: MockSavedItemRepository,
    pub students: MockStudentDirectory,
    pub featured: MockFeaturedLookup,
}

impl Mocks {
    pub(crate) fn build(self) -> SavedItems {
        SavedItems::new(SavedPorts {
            repository: Arc::new(self.repository),
            students: Arc::new(self.students),
            featured: Arc::new(self.featured),
            clock: Arc::new(fixed_clock()),
        })
    }
}
