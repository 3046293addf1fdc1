//! The audit log: every staff action, who did it, to what, what changed and when. A use case hands
//! the repository that makes the change an [`Audit`] with it, and the adapter writes the entry in
//! the change's own transaction: a change is never made unrecorded, nor recorded unmade. Admins
//! read the log (`ActivityLog`).

mod read;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{Role, User};
use uuid::Uuid;

pub use read::{ActivityError, ActivityLog, ActivityQuery};

use crate::PageRequest;

/// What kind of record a staff action touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TargetKind {
    User,
    University,
    Profile,
    InstagramAccount,
    Post,
    UniversityRequest,
    Submission,
    Report,
}

impl TargetKind {
    pub const ALL: [TargetKind; 8] = [
        TargetKind::User,
        TargetKind::University,
        TargetKind::Profile,
        TargetKind::InstagramAccount,
        TargetKind::Post,
        TargetKind::UniversityRequest,
        TargetKind::Submission,
        TargetKind::Report,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            TargetKind::User => "user",
            TargetKind::University => "university",
            TargetKind::Profile => "profile",
            TargetKind::InstagramAccount => "instagram_account",
            TargetKind::Post => "post",
            TargetKind::UniversityRequest => "university_request",
            TargetKind::Submission => "submission",
            TargetKind::Report => "report",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == raw)
    }
}

/// A staff action, named `{target}.{verb}` in the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    UserUpdated,
    UserDeleted,
    SecondFactorReset,
    UniversityCreated,
    UniversityUpdated,
    UniversityDeleted,
    UniversityRequestDeclined,
    ProfileApproved,
    ProfileRejected,
    ProfileTakenDown,
    InstagramAccountConnected,
    InstagramAccountRemoved,
    PostQueued,
    PostCancelled,
    PostMoved,
    PostRetried,
    SubmissionApproved,
    SubmissionRejected,
    SubmissionChangesRequested,
    SubmissionQueued,
    TakedownDone,
    ReportDismissed,
    ReportRemoved,
    ReportWarned,
    ReportSuspended,
}

impl AuditAction {
    pub const ALL: [AuditAction; 25] = [
        AuditAction::UserUpdated,
        AuditAction::UserDeleted,
        AuditAction::SecondFactorReset,
        AuditAction::UniversityCreated,
        AuditAction::UniversityUpdated,
        AuditAction::UniversityDeleted,
        AuditAction::UniversityRequestDeclined,
        AuditAction::ProfileApproved,
        AuditAction::ProfileRejected,
        AuditAction::ProfileTakenDown,
        AuditAction::InstagramAccountConnected,
        AuditAction::InstagramAccountRemoved,
        AuditAction::PostQueued,
        AuditAction::PostCancelled,
        AuditAction::PostMoved,
        AuditAction::PostRetried,
        AuditAction::SubmissionApproved,
        AuditAction::SubmissionRejected,
        AuditAction::SubmissionChangesRequested,
        AuditAction::SubmissionQueued,
        AuditAction::TakedownDone,
        AuditAction::ReportDismissed,
        AuditAction::ReportRemoved,
        AuditAction::ReportWarned,
        AuditAction::ReportSuspended,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::UserUpdated => "user.updated",
            AuditAction::UserDeleted => "user.deleted",
            AuditAction::SecondFactorReset => "user.second_factor_reset",
            AuditAction::UniversityCreated => "university.created",
            AuditAction::UniversityUpdated => "university.updated",
            AuditAction::UniversityDeleted => "university.deleted",
            AuditAction::UniversityRequestDeclined => "university_request.declined",
            AuditAction::ProfileApproved => "profile.approved",
            AuditAction::ProfileRejected => "profile.rejected",
            AuditAction::ProfileTakenDown => "profile.taken_down",
            AuditAction::InstagramAccountConnected => "instagram_account.connected",
            AuditAction::InstagramAccountRemoved => "instagram_account.removed",
            AuditAction::PostQueued => "post.queued",
            AuditAction::PostCancelled => "post.cancelled",
            AuditAction::PostMoved => "post.moved",
            AuditAction::PostRetried => "post.retried",
            AuditAction::SubmissionApproved => "submission.approved",
            AuditAction::SubmissionRejected => "submission.rejected",
            AuditAction::SubmissionChangesRequested => "submission.changes_requested",
            AuditAction::SubmissionQueued => "submission.queued",
            AuditAction::TakedownDone => "submission.taken_down",
            AuditAction::ReportDismissed => "report.dismissed",
            AuditAction::ReportRemoved => "report.removed",
            AuditAction::ReportWarned => "report.warned",
            AuditAction::ReportSuspended => "report.suspended",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|action| action.as_str() == raw)
    }

    /// The kind of record the action is about.
    pub fn target_kind(self) -> TargetKind {
        match self {
            AuditAction::UserUpdated | AuditAction::UserDeleted | AuditAction::SecondFactorReset => TargetKind::User,
            AuditAction::UniversityCreated | AuditAction::UniversityUpdated | AuditAction::UniversityDeleted => {
                TargetKind::University
            }
            AuditAction::ProfileApproved | AuditAction::ProfileRejected | AuditAction::ProfileTakenDown => {
                TargetKind::Profile
            }
            AuditAction::InstagramAccountConnected | AuditAction::InstagramAccountRemoved => {
                TargetKind::InstagramAccount
            }
            AuditAction::PostQueued
            | AuditAction::PostCancelled
            | AuditAction::PostMoved
            | AuditAction::PostRetried => TargetKind::Post,
            AuditAction::UniversityRequestDeclined => TargetKind::UniversityRequest,
            AuditAction::SubmissionApproved
            | AuditAction::SubmissionRejected
            | AuditAction::SubmissionChangesRequested
            | AuditAction::SubmissionQueued
            | AuditAction::TakedownDone => TargetKind::Submission,
            AuditAction::ReportDismissed
            | AuditAction::ReportRemoved
            | AuditAction::ReportWarned
            | AuditAction::ReportSuspended => TargetKind::Report,
        }
    }
}

/// One field an action changed, as text (never a secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    /// The field's name as the API spells it (`firstName`).
    pub field: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

impl FieldChange {
    pub fn new(field: impl Into<String>, before: impl Into<Option<String>>, after: impl Into<Option<String>>) -> Self {
        Self { field: field.into(), before: before.into(), after: after.into() }
    }
}

/// An entry to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEntry {
    pub actor_id: Uuid,
    /// The actor's name at the time.
    pub actor_name: String,
    pub actor_role: Role,
    pub action: AuditAction,
    pub target_id: Option<Uuid>,
    /// What the target was called at the time.
    pub target_label: Option<String>,
    pub changes: Vec<FieldChange>,
}

impl AuditEntry {
    pub fn new(actor: &User, action: AuditAction, target_id: Uuid, target_label: impl Into<Option<String>>) -> Self {
        Self {
            actor_id: actor.id,
            actor_name: format!("{} {}", actor.first_name, actor.last_name),
            actor_role: actor.role,
            action,
            target_id: Some(target_id),
            target_label: target_label.into(),
            changes: Vec::new(),
        }
    }

    pub fn with(mut self, change: FieldChange) -> Self {
        self.changes.push(change);
        self
    }
}

/// The audit entry a change writes with itself, in its transaction. Built by the use case, from
/// what it knows before the change and, where the entry names what the change decided (the slot a
/// post took, the name it was saved under), from the change's outcome. The adapter calls
/// [`Audit::entry_for`] with that outcome just before it commits, and writes the entry it answers;
/// an outcome that changed nothing answers `None` and nothing is written.
pub struct Audit<T> {
    complete: EntryFor<T>,
}

/// What to write, given the change's outcome.
type EntryFor<T> = Box<dyn FnOnce(&T) -> Option<AuditEntry> + Send>;

impl<T> Audit<T> {
    /// An entry known before the change.
    pub fn entry(entry: AuditEntry) -> Self {
        Self { complete: Box::new(move |_| Some(entry)) }
    }

    /// An entry written from the change's outcome; `None` when it changed nothing.
    pub fn from_outcome(complete: impl FnOnce(&T) -> Option<AuditEntry> + Send + 'static) -> Self {
        Self { complete: Box::new(complete) }
    }

    /// A change no staff member made (the demo data): nothing is written.
    pub fn unrecorded() -> Self {
        Self { complete: Box::new(|_| None) }
    }

    /// What to write for this outcome (adapters call it inside the change's transaction).
    pub fn entry_for(self, outcome: &T) -> Option<AuditEntry> {
        (self.complete)(outcome)
    }
}

impl<T> std::fmt::Debug for Audit<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Audit").finish_non_exhaustive()
    }
}

/// Who acted, as the entry keeps them: their id, and their name as it was then (a pseudonym once
/// their account is deleted); their address while the account exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub id: Uuid,
    pub name: String,
    pub email: Option<String>,
}

/// A recorded entry, as admins read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRecord {
    pub id: Uuid,
    pub occurred_at: DateTime<Utc>,
    /// `None` only for entries whose actor was deleted before entries kept their actor's id.
    pub actor: Option<Actor>,
    pub actor_role: Role,
    pub action: AuditAction,
    pub target_id: Option<Uuid>,
    pub target_label: Option<String>,
    pub changes: Vec<FieldChange>,
    pub request_id: Option<String>,
}

/// What the log is filtered by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    pub actor_id: Option<Uuid>,
    pub action: Option<AuditAction>,
    pub target_kind: Option<TargetKind>,
    pub target_id: Option<Uuid>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

/// Where the log is read (entries are written with their changes: [`Audit`]).
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait AuditLog: Send + Sync + 'static {
    /// Newest first, and how many match.
    async fn list(&self, filter: AuditFilter, page: PageRequest) -> anyhow::Result<(Vec<AuditRecord>, i64)>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_kinds_round_trip_through_their_names() {
        for action in AuditAction::ALL {
            assert_eq!(AuditAction::parse(action.as_str()), Some(action));
            assert!(action.as_str().starts_with(action.target_kind().as_str()));
        }
        for kind in TargetKind::ALL {
            assert_eq!(TargetKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(AuditAction::parse("user.hacked"), None);
    }
}
