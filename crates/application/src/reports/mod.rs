//! Reports (issue 26): a student reports a profile, a message they received or a featured post,
//! with a category and their own words. The report keeps a snapshot of the item as it was, so
//! deleting it hides no evidence. Reports from three different people hide the item until a
//! moderator reviews it: people, not accounts (one mailbox counts once), and only those with a
//! stake in it (its university's verified members, its recipient), never again for 30 days
//! after a moderator dismissed their report of it. Moderators (of the item's university, when assigned) dismiss, remove
//! the content, or warn its author; admins may suspend the author. Every decision is audited, and
//! each reporter learns the outcome, without details.

pub mod ports;

use std::sync::Arc;

use chrono::Duration;

use quad_domain::{
    Notice, Role, User, UserStatus,
    report::{
        DISMISSED_COOLDOWN_DAYS, HIDE_AFTER_REPORTERS, REPORTS_PER_DAY, ReportAction, ReportCategory, ReportKind,
        ReportStatus, moderator_note, report_details,
    },
};
use uuid::Uuid;

use self::ports::{
    Claim, Claimed, FileRefusal, NewReport, ReportActions, ReportFilter, ReportQueue, ReportRepository, Resolution,
    StoredReport,
};
use crate::{
    Clock, FieldError, Page, PageRequest,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    memberships::Memberships,
    notifications::Notifications,
    profiles::{Profiles, TakeDownError},
    roommates::{Roommates, RoommatesError},
    staff::Staff,
    users::{UpdateUserError, UserAdministration, UserEdit},
};

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("Not found")]
    NotFound,
    #[error("You have reported this already. A moderator will look at it.")]
    AlreadyReported,
    #[error("You have sent 10 reports today. Moderators will look at them; you can send more tomorrow.")]
    TooMany,
    #[error("You must be logged in as an admin or moderator to do this")]
    Forbidden,
    #[error("Only admins can suspend accounts")]
    SuspendForbidden,
    #[error("This report's university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error("Another moderator is acting on this report; try again in a minute")]
    Busy,
    #[error("This report was already resolved")]
    Resolved,
    #[error("You cannot act on a report about yourself")]
    OwnContent,
    /// The author's account cannot be suspended (the last admin, say): the words say why.
    #[error("{0}")]
    CannotSuspend(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// What a student sends.
#[derive(Debug, Clone)]
pub struct ReportForm {
    pub kind: ReportKind,
    pub target_id: Uuid,
    pub category: ReportCategory,
    pub details: String,
}

#[derive(Clone)]
pub struct Reports {
    repository: Arc<dyn ReportRepository>,
    queue: Arc<dyn ReportQueue>,
    actions: Arc<dyn ReportActions>,
    roommates: Roommates,
    profiles: Profiles,
    memberships: Memberships,
    users: UserAdministration,
    notifications: Notifications,
    staff: Staff,
    clock: Arc<dyn Clock>,
}

pub struct ReportPorts {
    pub repository: Arc<dyn ReportRepository>,
    pub queue: Arc<dyn ReportQueue>,
    pub actions: Arc<dyn ReportActions>,
    pub roommates: Roommates,
    pub profiles: Profiles,
    pub memberships: Memberships,
    pub users: UserAdministration,
    pub notifications: Notifications,
    pub staff: Staff,
    pub clock: Arc<dyn Clock>,
}

impl Reports {
    pub fn new(ports: ReportPorts) -> Self {
        let ReportPorts {
            repository,
            queue,
            actions,
            roommates,
            profiles,
            memberships,
            users,
            notifications,
            staff,
            clock,
        } = ports;
        Self { repository, queue, actions, roommates, profiles, memberships, users, notifications, staff, clock }
    }

    /// Files a student's report of something they can see (not their own).
    pub async fn file(&self, reporter: &User, form: ReportForm) -> Result<Uuid, ReportError> {
        let details = report_details(&form.details).map_err(|e| FieldError::new("details", e))?;
        if form.kind == ReportKind::Profile {
            // The roommate rules say whom a student may see (and so report); someone who wrote to
            // them stays reportable whoever blocked whom.
            match self.roommates.view(reporter, form.target_id).await {
                Ok(_) => {}
                Err(RoommatesError::Unexpected(error)) => return Err(ReportError::Unexpected(error)),
                Err(_) if self.repository.had_contact(reporter.id, form.target_id).await? => {}
                Err(_) => return Err(ReportError::NotFound),
            }
        }
        let snapshot = self.repository.snapshot(reporter.id, form.kind, form.target_id).await?;
        let snapshot = snapshot.ok_or(ReportError::NotFound)?;
        // Whose report may hide the item: a profile's reporter could see it (checked above), a
        // message's received it (the snapshot holds only those); a post's must be a verified
        // member of its university, so throw-away accounts elsewhere hide nothing.
        let reporter_member = match (form.kind, snapshot.university_id) {
            (ReportKind::Post, Some(university)) => self.memberships.of(reporter).await?.proven.contains(&university),
            (ReportKind::Post, None) => false,
            (ReportKind::Profile | ReportKind::Message, _) => true,
        };
        let report = NewReport {
            id: Uuid::now_v7(),
            reporter_id: reporter.id,
            kind: form.kind,
            target_id: form.target_id,
            category: form.category,
            details,
            snapshot,
            at: self.clock.now(),
            per_day_max: REPORTS_PER_DAY,
            hide_after: HIDE_AFTER_REPORTERS,
            reporter_member,
            dismissed_cooldown: Duration::days(DISMISSED_COOLDOWN_DAYS),
        };
        self.repository.file(report).await?.map_err(|refusal| match refusal {
            FileRefusal::AlreadyReported => ReportError::AlreadyReported,
            FileRefusal::TooMany => ReportError::TooMany,
        })
    }

    /// The reports a moderator reviews (their universities', when assigned), oldest open first
    /// or newest resolved first.
    pub async fn queue(
        &self,
        actor: &User,
        filter: ReportFilter,
        page: PageRequest,
    ) -> Result<Page<StoredReport>, ReportError> {
        if !actor.role.can_moderate_profiles() {
            return Err(ReportError::Forbidden);
        }
        let scope = self.staff.moderating(actor).await?;
        Ok(self.queue.page(scope.universities().map(<[Uuid]>::to_vec), filter, page).await?)
    }

    /// Acts on a report (and every other open report of the same item): the content's fate,
    /// the audit entry, and a word to each reporter.
    pub async fn act(
        &self,
        actor: &User,
        id: Uuid,
        action: ReportAction,
        note: &str,
    ) -> Result<StoredReport, ReportError> {
        if !actor.role.can_moderate_profiles() {
            return Err(ReportError::Forbidden);
        }
        if action == ReportAction::Suspend && actor.role != Role::Admin {
            return Err(ReportError::SuspendForbidden);
        }
        let note = moderator_note(note).map_err(|e| FieldError::new("note", e))?;
        if action == ReportAction::Warn && note.is_empty() {
            return Err(FieldError::new("note", "Write the warning the student will receive").into());
        }
        let report = self.queue.find(id).await?.ok_or(ReportError::NotFound)?;
        let scope = self.staff.moderating(actor).await?;
        let covered = match report.university {
            Some((university, _)) => scope.covers(university),
            None => scope.universities().is_none(),
        };
        if !covered {
            return Err(ReportError::NotYours);
        }
        if report.status != ReportStatus::Open {
            return Err(ReportError::Resolved);
        }
        let author = report.snapshot.author_id;
        if author == Some(actor.id) {
            return Err(ReportError::OwnContent);
        }
        let at = self.clock.now();
        let universities = scope.universities().map(<[Uuid]>::to_vec);
        let claim = Claim {
            id: report.id,
            universities: universities.clone(),
            moderator_id: actor.id,
            at,
            until: at + Duration::minutes(2),
        };
        match self.queue.claim(claim).await? {
            Claimed::Yes => {}
            Claimed::Resolved => return Err(ReportError::Resolved),
            Claimed::Busy => return Err(ReportError::Busy),
        }
        if let Err(error) = self.carry_out(actor, &report, action, &note).await {
            if let Err(release) = self.queue.release(report.id, actor.id).await {
                tracing::warn!(error = %release, report = %report.id, "failed to release a report's claim");
            }
            return Err(error);
        }

        let label = format!("{} by {}", report.kind.as_str(), report.snapshot.author_name);
        let mut entry = AuditEntry::new(actor, audit_action(action), report.id, label);
        if !note.is_empty() {
            entry = entry.with(FieldChange::new("note", None, note.clone()));
        }
        let resolution = Resolution {
            id: report.id,
            universities,
            status: action.status(),
            moderator_id: actor.id,
            note: (!note.is_empty()).then(|| note.clone()),
            at: self.clock.now(),
            audit: Audit::entry(entry),
        };
        let reporters = self.queue.resolve(resolution).await?.ok_or(ReportError::Resolved)?;
        for reporter in reporters {
            self.notifications.tell(reporter, Notice::ReportReviewed { action_taken: action.takes_action() }).await;
        }
        self.queue.find(id).await?.ok_or(ReportError::NotFound)
    }

    /// What the action does to the content or its author.
    async fn carry_out(
        &self,
        actor: &User,
        report: &StoredReport,
        action: ReportAction,
        note: &str,
    ) -> Result<(), ReportError> {
        let at = self.clock.now();
        let author = report.snapshot.author_id;
        match action {
            ReportAction::Dismiss => {}
            ReportAction::Remove => match report.kind {
                ReportKind::Message => self.actions.remove_message(report.target_id, at).await?,
                ReportKind::Post => {
                    let reason = if note.is_empty() { "It broke the community guidelines" } else { note };
                    self.actions.remove_post(report.target_id, reason.to_owned(), at).await?;
                }
                ReportKind::Profile => {
                    if let Some(profile) = self.actions.profile_of(report.target_id).await? {
                        let reason =
                            if note.is_empty() { "It was reported and broke the community guidelines" } else { note };
                        match self.profiles.take_down(actor, profile, reason).await {
                            // Taken down already (or changed since): it is off the lists either way.
                            Ok(_) | Err(TakeDownError::NotPublished) | Err(TakeDownError::NotFound) => {}
                            Err(TakeDownError::NotYours) => return Err(ReportError::NotYours),
                            Err(TakeDownError::Unexpected(error)) => return Err(error.into()),
                            Err(error) => return Err(anyhow::anyhow!("take-down refused: {error}").into()),
                        }
                    }
                }
            },
            ReportAction::Warn => {
                if let Some(author) = author {
                    self.notifications.tell(author, Notice::Warning { reason: note.to_owned() }).await;
                }
            }
            ReportAction::Suspend => {
                if let Some(author) = author {
                    let edit = UserEdit { status: Some(UserStatus::Suspended), ..UserEdit::default() };
                    match self.users.update(actor, author, edit).await {
                        Ok(_) | Err(UpdateUserError::NotFound) => {}
                        Err(UpdateUserError::Unexpected(error)) => return Err(error.into()),
                        Err(error) => return Err(ReportError::CannotSuspend(error.to_string())),
                    }
                }
            }
        }
        Ok(())
    }
}

fn audit_action(action: ReportAction) -> AuditAction {
    match action {
        ReportAction::Dismiss => AuditAction::ReportDismissed,
        ReportAction::Remove => AuditAction::ReportRemoved,
        ReportAction::Warn => AuditAction::ReportWarned,
        ReportAction::Suspend => AuditAction::ReportSuspended,
    }
}
