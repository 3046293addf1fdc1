//! The moderators' side: the queue of reports (their universities', when assigned), and a
//! decision on one report that settles every open report of the same item.

use chrono::Duration;
use quad_domain::{
    Notice, Role, User,
    report::{ReportAction, ReportKind, ReportStatus, moderator_note},
};
use uuid::Uuid;

use super::{
    Reports,
    ports::{Claim, Claimed, ReportFilter, Resolution, StoredReport},
};
use crate::{
    FieldError, Page, PageRequest,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    profiles::TakeDownError,
    users::UpdateUserError,
};

/// Why the queue was not shown.
#[derive(Debug, thiserror::Error)]
pub enum QueueError {
    #[error("You must be logged in as an admin or moderator to do this")]
    Forbidden,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Why a decision on a report was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum ActError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("You must be logged in as an admin or moderator to do this")]
    Forbidden,
    #[error("Only admins can suspend accounts")]
    SuspendForbidden,
    #[error("Not found")]
    NotFound,
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

impl Reports {
    /// The reports a moderator reviews (their universities', when assigned), oldest open first
    /// or newest resolved first.
    pub async fn queue(
        &self,
        actor: &User,
        filter: ReportFilter,
        page: PageRequest,
    ) -> Result<Page<StoredReport>, QueueError> {
        if !actor.role.can_moderate_profiles() {
            return Err(QueueError::Forbidden);
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
    ) -> Result<StoredReport, ActError> {
        if !actor.role.can_moderate_profiles() {
            return Err(ActError::Forbidden);
        }
        if action == ReportAction::Suspend && actor.role != Role::Admin {
            return Err(ActError::SuspendForbidden);
        }
        let note = moderator_note(note).map_err(|e| FieldError::new("note", e))?;
        if action == ReportAction::Warn && note.is_empty() {
            return Err(FieldError::new("note", "Write the warning the student will receive").into());
        }
        let report = self.queue.find(id).await?.ok_or(ActError::NotFound)?;
        let scope = self.staff.moderating(actor).await?;
        let covered = match report.university {
            Some((university, _)) => scope.covers(university),
            None => scope.universities().is_none(),
        };
        if !covered {
            return Err(ActError::NotYours);
        }
        if report.status != ReportStatus::Open {
            return Err(ActError::Resolved);
        }
        let author = report.snapshot.author_id;
        if author == Some(actor.id) {
            return Err(ActError::OwnContent);
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
            Claimed::Resolved => return Err(ActError::Resolved),
            Claimed::Busy => return Err(ActError::Busy),
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
        let reporters = self.queue.resolve(resolution).await?.ok_or(ActError::Resolved)?;
        for reporter in reporters {
            self.notifier.tell(reporter, Notice::ReportReviewed { action_taken: action.takes_action() }).await;
        }
        self.queue.find(id).await?.ok_or(ActError::NotFound)
    }

    /// What the action does to the content or its author.
    async fn carry_out(
        &self,
        actor: &User,
        report: &StoredReport,
        action: ReportAction,
        note: &str,
    ) -> Result<(), ActError> {
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
                        match self.take_downs.take_down(actor, profile, reason).await {
                            // Taken down already (or changed since): it is off the lists either way.
                            Ok(_) | Err(TakeDownError::NotPublished) | Err(TakeDownError::NotFound) => {}
                            Err(TakeDownError::NotYours) => return Err(ActError::NotYours),
                            Err(TakeDownError::Unexpected(error)) => return Err(error.into()),
                            Err(error) => return Err(anyhow::anyhow!("take-down refused: {error}").into()),
                        }
                    }
                }
            },
            ReportAction::Warn => {
                if let Some(author) = author {
                    self.notifier.tell(author, Notice::Warning { reason: note.to_owned() }).await;
                }
            }
            ReportAction::Suspend => {
                if let Some(author) = author {
                    match self.suspensions.suspend(actor, author).await {
                        Ok(_) | Err(UpdateUserError::NotFound) => {}
                        Err(UpdateUserError::Unexpected(error)) => return Err(error.into()),
                        Err(error) => return Err(ActError::CannotSuspend(error.to_string())),
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

#[cfg(test)]
mod tests {
    use mockall::predicate::{always, eq};
    use quad_domain::report::ReportCategory;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        reports::{ports::Snapshot, testing::Mocks},
    };

    const REPORT: Uuid = Uuid::from_u128(70);
    const AUTHOR: Uuid = Uuid::from_u128(8);
    const MICHIGAN: Uuid = Uuid::from_u128(1);

    fn moderator() -> User {
        User { role: Role::Moderator, id: Uuid::from_u128(90), ..sample_user() }
    }

    fn admin() -> User {
        User { role: Role::Admin, id: Uuid::from_u128(91), ..sample_user() }
    }

    fn open(kind: ReportKind) -> StoredReport {
        StoredReport {
            id: REPORT,
            kind,
            target_id: Uuid::from_u128(71),
            category: ReportCategory::Scam,
            details: "Asked for a deposit".into(),
            reporters: 1,
            reporter_member: true,
            reporter_dismissed: 0,
            hidden: false,
            snapshot: Snapshot {
                author_id: Some(AUTHOR),
                author_name: "Grace H.".into(),
                text: "Venmo me".into(),
                photos: Vec::new(),
                university_id: Some(MICHIGAN),
            },
            university: Some((MICHIGAN, "University of Michigan".into())),
            status: ReportStatus::Open,
            created_at: now(),
            resolved_at: None,
            resolved_by: None,
            note: None,
        }
    }

    /// A report found, claimed and resolved, with one reporter to tell.
    fn resolving(mocks: &mut Mocks, report: StoredReport, status: ReportStatus) {
        mocks.queue.expect_find().returning(move |_| Ok(Some(report.clone())));
        mocks.queue.expect_claim().returning(|_| Ok(Claimed::Yes));
        mocks
            .queue
            .expect_resolve()
            .withf(move |r| r.status == status && r.at == now())
            .times(1)
            .returning(|_| Ok(Some(vec![Uuid::from_u128(5)])));
    }

    #[tokio::test]
    async fn only_moderators_see_the_queue_and_an_assigned_one_sees_their_universities() {
        let mocks = Mocks::default();
        let page = PageRequest::new(None, None, 20);
        assert!(matches!(
            mocks.build().queue(&sample_user(), ReportFilter::Open, page).await,
            Err(QueueError::Forbidden)
        ));

        let mut mocks = Mocks { assigned: vec![MICHIGAN], ..Mocks::default() };
        mocks
            .queue
            .expect_page()
            .with(eq(Some(vec![MICHIGAN])), eq(ReportFilter::Open), always())
            .times(1)
            .returning(|_, _, page| Ok(page.answer(Vec::new(), 0)));
        assert_eq!(mocks.build().queue(&moderator(), ReportFilter::Open, page).await.unwrap().total, 0);
    }

    #[tokio::test]
    async fn students_act_on_nothing_and_moderators_suspend_nobody() {
        let mocks = Mocks::default();
        let reports = mocks.build();
        assert!(matches!(
            reports.act(&sample_user(), REPORT, ReportAction::Dismiss, "").await,
            Err(ActError::Forbidden)
        ));
        assert!(matches!(
            reports.act(&moderator(), REPORT, ReportAction::Suspend, "").await,
            Err(ActError::SuspendForbidden)
        ));
    }

    #[tokio::test]
    async fn a_warning_needs_the_words_the_student_will_receive() {
        let mut mocks = Mocks::default();
        mocks.queue.expect_find().never();

        let acted = mocks.build().act(&moderator(), REPORT, ReportAction::Warn, "  ").await;

        assert!(matches!(acted, Err(ActError::Invalid(ref e)) if e.field == "note"), "{acted:?}");
    }

    #[tokio::test]
    async fn another_universitys_a_resolved_or_ones_own_report_is_refused_before_the_claim() {
        let cases = [
            (Mocks { assigned: vec![Uuid::from_u128(2)], ..Mocks::default() }, open(ReportKind::Post), "NotYours"),
            (Mocks::default(), StoredReport { status: ReportStatus::Dismissed, ..open(ReportKind::Post) }, "Resolved"),
            (
                Mocks::default(),
                StoredReport {
                    snapshot: Snapshot { author_id: Some(moderator().id), ..open(ReportKind::Post).snapshot },
                    ..open(ReportKind::Post)
                },
                "OwnContent",
            ),
        ];
        for (mut mocks, report, outcome) in cases {
            mocks.queue.expect_find().returning(move |_| Ok(Some(report.clone())));
            mocks.queue.expect_claim().never();

            let acted = mocks.build().act(&moderator(), REPORT, ReportAction::Dismiss, "").await;

            assert_eq!(format!("{:?}", acted.unwrap_err()), outcome);
        }
    }

    #[tokio::test]
    async fn a_report_another_moderator_is_acting_on_waits() {
        let mut mocks = Mocks::default();
        mocks.queue.expect_find().returning(|_| Ok(Some(open(ReportKind::Post))));
        mocks.queue.expect_claim().withf(|c| c.until == now() + Duration::minutes(2)).returning(|_| Ok(Claimed::Busy));
        mocks.queue.expect_resolve().never();

        let acted = mocks.build().act(&moderator(), REPORT, ReportAction::Dismiss, "").await;

        assert!(matches!(acted, Err(ActError::Busy)));
    }

    #[tokio::test]
    async fn a_dismissal_changes_nothing_is_audited_and_tells_each_reporter_no_action() {
        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Post), ReportStatus::Dismissed);
        mocks.actions.expect_remove_post().never();
        let told = Notice::ReportReviewed { action_taken: false };
        mocks.notifier.expect_tell().with(eq(Uuid::from_u128(5)), eq(told)).times(1).return_const(());

        mocks.build().act(&moderator(), REPORT, ReportAction::Dismiss, "").await.unwrap();
    }

    #[tokio::test]
    async fn a_warning_reaches_the_author_in_the_moderators_words() {
        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Message), ReportStatus::Warned);
        let warning = Notice::Warning { reason: "No deposits before a viewing".into() };
        mocks.notifier.expect_tell().with(eq(AUTHOR), eq(warning)).times(1).return_const(());
        mocks
            .notifier
            .expect_tell()
            .with(eq(Uuid::from_u128(5)), eq(Notice::ReportReviewed { action_taken: true }))
            .times(1)
            .return_const(());

        mocks.build().act(&moderator(), REPORT, ReportAction::Warn, "No deposits before a viewing").await.unwrap();
    }

    #[tokio::test]
    async fn removing_a_message_a_post_or_a_profile_goes_through_its_owner() {
        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Message), ReportStatus::Removed);
        mocks
            .actions
            .expect_remove_message()
            .with(eq(Uuid::from_u128(71)), eq(now()))
            .times(1)
            .returning(|_, _| Ok(()));
        mocks.notifier.expect_tell().return_const(());
        mocks.build().act(&moderator(), REPORT, ReportAction::Remove, "").await.unwrap();

        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Post), ReportStatus::Removed);
        mocks
            .actions
            .expect_remove_post()
            .withf(|_, reason, _| reason == "It broke the community guidelines")
            .times(1)
            .returning(|_, _, _| Ok(()));
        mocks.notifier.expect_tell().return_const(());
        mocks.build().act(&moderator(), REPORT, ReportAction::Remove, "").await.unwrap();

        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Profile), ReportStatus::Removed);
        let profile = Uuid::from_u128(72);
        mocks.actions.expect_profile_of().returning(move |_| Ok(Some(profile)));
        mocks
            .take_downs
            .expect_take_down()
            .withf(move |_, id, reason| {
                *id == profile && reason == "It was reported and broke the community guidelines"
            })
            .times(1)
            .returning(|_, _, _| Err(TakeDownError::NotPublished));
        mocks.notifier.expect_tell().return_const(());
        mocks.build().act(&moderator(), REPORT, ReportAction::Remove, "").await.unwrap();
    }

    #[tokio::test]
    async fn an_action_that_fails_releases_the_claim_and_resolves_nothing() {
        let mut mocks = Mocks::default();
        mocks.queue.expect_find().returning(|_| Ok(Some(open(ReportKind::Profile))));
        mocks.queue.expect_claim().returning(|_| Ok(Claimed::Yes));
        mocks.actions.expect_profile_of().returning(|_| Ok(Some(Uuid::from_u128(72))));
        mocks.take_downs.expect_take_down().returning(|_, _, _| Err(TakeDownError::NotYours));
        mocks.queue.expect_release().with(eq(REPORT), eq(moderator().id)).times(1).returning(|_, _| Ok(()));
        mocks.queue.expect_resolve().never();

        let acted = mocks.build().act(&moderator(), REPORT, ReportAction::Remove, "").await;

        assert!(matches!(acted, Err(ActError::NotYours)));
    }

    #[tokio::test]
    async fn an_admin_suspends_the_author_unless_the_account_may_not_be() {
        let mut mocks = Mocks::default();
        resolving(&mut mocks, open(ReportKind::Post), ReportStatus::Suspended);
        mocks.suspensions.expect_suspend().with(always(), eq(AUTHOR)).times(1).returning(|_, _| Ok(()));
        mocks.notifier.expect_tell().return_const(());
        mocks.build().act(&admin(), REPORT, ReportAction::Suspend, "").await.unwrap();

        let mut mocks = Mocks::default();
        mocks.queue.expect_find().returning(|_| Ok(Some(open(ReportKind::Post))));
        mocks.queue.expect_claim().returning(|_| Ok(Claimed::Yes));
        mocks.queue.expect_release().returning(|_, _| Ok(()));
        mocks.suspensions.expect_suspend().returning(|_, _| Err(UpdateUserError::LastAdmin));

        let acted = mocks.build().act(&admin(), REPORT, ReportAction::Suspend, "").await;

        assert_eq!(
            acted.unwrap_err().to_string(),
            "Quad needs at least one active admin. Make someone else an admin first."
        );
    }
}
