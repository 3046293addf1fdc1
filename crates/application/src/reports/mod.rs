//! Reports (issue 26): a student reports a profile, a message they received or a featured post,
//! with a category and their own words. The report keeps a snapshot of the item as it was, so
//! deleting it hides no evidence. Reports from three different people hide the item until a
//! moderator reviews it: people, not accounts (one mailbox counts once), and only those with a
//! stake in it (its university's verified members, its recipient), never again for 30 days
//! after a moderator dismissed their report of it. Moderators (of the item's university, when assigned) dismiss, remove
//! the content, or warn its author; admins may suspend the author. Every decision is audited, and
//! each reporter learns the outcome, without details.
//!
//! A file per use case: `filing.rs` (a student's report) and `review.rs` (the moderators' queue
//! and their decision), each with its unit tests over mocked ports (the fixture is `testing.rs`).

mod filing;
pub mod ports;
mod review;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use self::ports::{ReportActions, ReportQueue, ReportRepository};
pub use self::{
    filing::{FileReportError, ReportForm},
    review::{ActError, QueueError},
};
use crate::{
    Clock, memberships::Memberships, notifications::Notifier, profiles::ProfileTakeDowns, roommates::StudentDirectory,
    staff::Staff, users::Suspensions,
};

/// What the reports are built from.
pub struct ReportPorts {
    pub repository: Arc<dyn ReportRepository>,
    pub queue: Arc<dyn ReportQueue>,
    pub actions: Arc<dyn ReportActions>,
    pub students: Arc<dyn StudentDirectory>,
    pub take_downs: Arc<dyn ProfileTakeDowns>,
    pub suspensions: Arc<dyn Suspensions>,
    pub memberships: Memberships,
    pub notifier: Arc<dyn Notifier>,
    pub staff: Staff,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct Reports {
    repository: Arc<dyn ReportRepository>,
    queue: Arc<dyn ReportQueue>,
    actions: Arc<dyn ReportActions>,
    students: Arc<dyn StudentDirectory>,
    take_downs: Arc<dyn ProfileTakeDowns>,
    suspensions: Arc<dyn Suspensions>,
    memberships: Memberships,
    notifier: Arc<dyn Notifier>,
    staff: Staff,
    clock: Arc<dyn Clock>,
}

impl Reports {
    pub fn new(ports: ReportPorts) -> Self {
        let ReportPorts {
            repository,
            queue,
            actions,
            students,
            take_downs,
            suspensions,
            memberships,
            notifier,
            staff,
            clock,
        } = ports;
        Self { repository, queue, actions, students, take_downs, suspensions, memberships, notifier, staff, clock }
    }
}
