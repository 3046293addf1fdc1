//! The reports' unit-test fixture: every port a mock, the clock at `accounts::testing::now`.

use std::sync::Arc;

use uuid::Uuid;

use super::{
    ReportPorts, Reports,
    ports::{MockReportActions, MockReportQueue, MockReportRepository},
};
use crate::{
    accounts::testing::fixed_clock, notifications::MockNotifier, profiles::MockProfileTakeDowns,
    roommates::MockStudentDirectory, users::MockSuspensions,
};

/// The university whose verified members the reporter's addresses prove (`proven`), and the
/// one moderators are assigned to (`assigned`; none: every university).
#[derive(Default)]
pub(crate) struct Mocks {
    pub repository: MockReportRepository,
    pub queue: MockReportQueue,
    pub actions: MockReportActions,
    pub students: MockStudentDirectory,
    pub take_downs: MockProfileTakeDowns,
    pub suspensions: MockSuspensions,
    pub notifier: MockNotifier,
    pub proven: Option<Uuid>,
    pub assigned: Vec<Uuid>,
}

impl Mocks {
    pub(crate) fn build(self) -> Reports {
        Reports::new(ReportPorts {
            repository: Arc::new(self.repository),
            queue: Arc::new(self.queue),
            actions: Arc::new(self.actions),
            students: Arc::new(self.students),
            take_downs: Arc::new(self.take_downs),
            suspensions: Arc::new(self.suspensions),
            memberships: crate::memberships::testing::proving(self.proven),
            notifier: Arc::new(self.notifier),
            staff: crate::staff::testing::assigned(&self.assigned),
            clock: Arc::new(fixed_clock()),
        })
    }
}
