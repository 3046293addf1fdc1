//! The audit log: every staff action, who did it, to what, what changed and when. Use cases
//! record an entry once their change has been made; admins read the log (`ActivityLog`).

mod read;

use std::sync::Arc;

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
}

impl TargetKind {
    pub const ALL: [TargetKind; 5] =
        [TargetKind::User, TargetKind::University, TargetKind::Profile, TargetKind::InstagramAccount, TargetKind::Post];

    pub fn as_str(self) -> &'static str {
        match self {
            TargetKind::User => "user",
            TargetKind::University => "university",
            TargetKind::Profile => "profile",
            TargetKind::InstagramAccount => "instagram_account",
            TargetKind::Post => "post",
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
    UniversityCreated,
    UniversityUpdated,
    UniversityDeleted,
    ProfileApproved,
    ProfileRejected,
    InstagramAccountConnected,
    InstagramAccountRemoved,
    PostQueued,
    PostCancelled,
    PostMoved,
    PostRetried,
}

impl AuditAction {
    pub const ALL: [AuditAction; 13] = [
        AuditAction::UserUpdated,
        AuditAction::UserDeleted,
        AuditAction::UniversityCreated,
        AuditAction::UniversityUpdated,
        AuditAction::UniversityDeleted,
        AuditAction::ProfileApproved,
        AuditAction::ProfileRejected,
        AuditAction::InstagramAccountConnected,
        AuditAction::InstagramAccountRemoved,
        AuditAction::PostQueued,
        AuditAction::PostCancelled,
        AuditAction::PostMoved,
        AuditAction::PostRetried,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::UserUpdated => "user.updated",
            AuditAction::UserDeleted => "user.deleted",
            AuditAction::UniversityCreated => "university.created",
            AuditAction::UniversityUpdated => "university.updated",
            AuditAction::UniversityDeleted => "university.deleted",
            AuditAction::ProfileApproved => "profile.approved",
            AuditAction::ProfileRejected => "profile.rejected",
            AuditAction::InstagramAccountConnected => "instagram_account.connected",
            AuditAction::InstagramAccountRemoved => "instagram_account.removed",
            AuditAction::PostQueued => "post.queued",
            AuditAction::PostCancelled => "post.cancelled",
            AuditAction::PostMoved => "post.moved",
            AuditAction::PostRetried => "post.retried",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|action| action.as_str() == raw)
    }

    /// The kind of record the action is about.
    pub fn target_kind(self) -> TargetKind {
        match self {
            AuditAction::UserUpdated | AuditAction::UserDeleted => TargetKind::User,
            AuditAction::UniversityCreated | AuditAction::UniversityUpdated | AuditAction::UniversityDeleted => {
                TargetKind::University
            }
            AuditAction::ProfileApproved | AuditAction::ProfileRejected => TargetKind::Profile,
            AuditAction::InstagramAccountConnected | AuditAction::InstagramAccountRemoved => {
                TargetKind::InstagramAccount
            }
            AuditAction::PostQueued
            | AuditAction::PostCancelled
            | AuditAction::PostMoved
            | AuditAction::PostRetried => TargetKind::Post,
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

/// Who acted, as the log shows them: `None` fields once their account was deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub id: Uuid,
    pub name: String,
    pub email: String,
}

/// A recorded entry, as admins read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRecord {
    pub id: Uuid,
    pub occurred_at: DateTime<Utc>,
    /// `None` when the actor's account has since been deleted.
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

/// Where the log is kept.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait AuditLog: Send + Sync + 'static {
    /// Records an entry with the current request's id.
    async fn record(&self, entry: AuditEntry) -> anyhow::Result<()>;
    /// Newest first, and how many match.
    async fn list(&self, filter: AuditFilter, page: PageRequest) -> anyhow::Result<(Vec<AuditRecord>, i64)>;
}

/// Records an entry; a change already made is not undone when its record cannot be written, so
/// the failure is logged loudly and answered as the change's own failure would be.
pub(crate) async fn record(audit: &Arc<dyn AuditLog>, entry: AuditEntry) -> anyhow::Result<()> {
    let action = entry.action.as_str();
    audit.record(entry).await.inspect_err(|error| {
        tracing::error!(action, error = format!("{error:#}"), "a staff action was made but not recorded");
    })
}

/// `record`, for use cases whose audit log is optional (built `with_audit`).
pub(crate) async fn record_if_kept(audit: &Option<Arc<dyn AuditLog>>, entry: AuditEntry) -> anyhow::Result<()> {
    match audit {
        Some(audit) => record(audit, entry).await,
        None => Ok(()),
    }
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
