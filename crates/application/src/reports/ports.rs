use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::report::{ReportCategory, ReportKind, ReportStatus};
use uuid::Uuid;

use crate::{Page, PageRequest, audit::Audit};

/// What was reported, as it was when it was first reported: the evidence stays when the
/// content is deleted or changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// Who wrote or posted it (`None` once their account is gone).
    pub author_id: Option<Uuid>,
    pub author_name: String,
    pub text: String,
    pub photos: Vec<String>,
    /// The university whose moderators review it.
    pub university_id: Option<Uuid>,
}

/// A report to store: the repository checks the reporter's limits and hides the item once
/// `hide_after` different mailboxes reported it in reports that count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    pub id: Uuid,
    pub reporter_id: Uuid,
    pub kind: ReportKind,
    pub target_id: Uuid,
    pub category: ReportCategory,
    pub details: String,
    pub snapshot: Snapshot,
    pub at: DateTime<Utc>,
    pub per_day_max: i64,
    pub hide_after: i64,
    /// A verified member of the post's university, a student who may see the profile, or the
    /// message's recipient: only such reports count toward hiding.
    pub reporter_member: bool,
    /// A report of the item by the same mailbox dismissed within this long before `at` keeps
    /// this one from counting toward hiding.
    pub dismissed_cooldown: chrono::Duration,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileRefusal {
    /// The reporter's report of this item is still open.
    AlreadyReported,
    TooMany,
}

/// A report as moderators see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReport {
    pub id: Uuid,
    pub kind: ReportKind,
    pub target_id: Uuid,
    pub category: ReportCategory,
    pub details: String,
    /// Different students with an open report of the same item.
    pub reporters: i64,
    /// Whether the reporter was a verified member of the item's university (or could see the
    /// profile, or received the message) when reporting.
    pub reporter_member: bool,
    /// How many earlier reports of this reporter moderators dismissed.
    pub reporter_dismissed: i64,
    /// Hidden from everyone until reviewed.
    pub hidden: bool,
    pub snapshot: Snapshot,
    pub university: Option<(Uuid, String)>,
    pub status: ReportStatus,
    pub created_at: DateTime<Utc>,
    pub resolved_at: Option<DateTime<Utc>>,
    pub resolved_by: Option<String>,
    pub note: Option<String>,
}

/// Which reports a page lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportFilter {
    Open,
    Resolved,
}

/// A moderator's hold on the open reports of one item (their universities') while they act on
/// it, until `until` at most: another moderator's action on the item waits for it to end.
pub struct Claim {
    pub id: Uuid,
    /// The moderator's universities (`None`: every one).
    pub universities: Option<Vec<Uuid>>,
    pub moderator_id: Uuid,
    pub at: DateTime<Utc>,
    pub until: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claimed {
    /// The moderator holds the item's open reports.
    Yes,
    /// The report is no longer open.
    Resolved,
    /// Another moderator is acting on the item.
    Busy,
}

/// A moderator's decision on every open report of one item.
pub struct Resolution {
    pub id: Uuid,
    /// The moderator's universities (`None`: every one): only their reports of the item are
    /// resolved.
    pub universities: Option<Vec<Uuid>>,
    pub status: ReportStatus,
    pub moderator_id: Uuid,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
    pub audit: Audit<()>,
}

/// A report as its reporter filed it, for their export: what they said, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiledReport {
    pub id: Uuid,
    pub kind: String,
    pub target_id: Uuid,
    pub category: String,
    pub details: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub resolved_at: Option<DateTime<Utc>>,
}

/// What students file: their reports, and what a report needs to be filed.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ReportRepository: Send + Sync + 'static {
    /// The reports the person filed, newest first.
    async fn filed_by(&self, reporter_id: Uuid) -> anyhow::Result<Vec<FiledReport>>;
    /// Whether the two had contact (a request, a connection or a conversation): someone who
    /// wrote to the reporter, or asked to connect, stays reportable whoever blocked whom.
    async fn had_contact(&self, reporter_id: Uuid, student_id: Uuid) -> anyhow::Result<bool>;
    /// The item as the reporter may report it now: `None` when it is their own, or not one
    /// they can see (a profile is checked by the roommate rules, not here).
    async fn snapshot(&self, reporter_id: Uuid, kind: ReportKind, target_id: Uuid) -> anyhow::Result<Option<Snapshot>>;
    async fn file(&self, report: NewReport) -> anyhow::Result<Result<Uuid, FileRefusal>>;
}

/// The moderators' queue: reading reports, holding an item's reports while acting, resolving.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ReportQueue: Send + Sync + 'static {
    /// `universities`: the moderator's (`None`: every report).
    async fn page(
        &self,
        universities: Option<Vec<Uuid>>,
        filter: ReportFilter,
        page: PageRequest,
    ) -> anyhow::Result<Page<StoredReport>>;
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<StoredReport>>;
    /// Holds the open reports of the report's item before the moderator acts on it.
    async fn claim(&self, claim: Claim) -> anyhow::Result<Claimed>;
    /// Lets go of the moderator's hold on the report's item (their action failed).
    async fn release(&self, id: Uuid, moderator_id: Uuid) -> anyhow::Result<()>;
    /// Resolves the open reports of the report's item within the moderator's universities (held
    /// by their claim), with the audit entry, and shows the item again once none is open (unless
    /// its author was suspended); answers their reporters, or `None` when the report was no
    /// longer open.
    async fn resolve(&self, resolution: Resolution) -> anyhow::Result<Option<Vec<Uuid>>>;
}

/// What a moderator's action does to the reported item.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ReportActions: Send + Sync + 'static {
    /// Deletes a reported message for both people (and tells their tabs).
    async fn remove_message(&self, message_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<()>;
    /// Takes a reported post off its university's page (and asks for its takedown from
    /// Instagram when it went out there).
    async fn remove_post(&self, submission_id: Uuid, reason: String, at: DateTime<Utc>) -> anyhow::Result<()>;
    /// The roommate profile of the student, if they have one.
    async fn profile_of(&self, student_id: Uuid) -> anyhow::Result<Option<Uuid>>;
}
