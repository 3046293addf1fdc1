//! Filing a report: of something the reporter may see (or that was written to them), never
//! their own, with a snapshot kept as evidence; three people with a stake hide the item.

use chrono::Duration;
use quad_domain::{
    User,
    report::{
        DISMISSED_COOLDOWN_DAYS, HIDE_AFTER_REPORTERS, REPORTS_PER_DAY, ReportCategory, ReportKind, report_details,
    },
};
use uuid::Uuid;

use super::{
    Reports,
    ports::{FileRefusal, NewReport},
};
use crate::{FieldError, roommates::RoommatesError};

/// Why a report was not filed.
#[derive(Debug, thiserror::Error)]
pub enum FileReportError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    /// Nothing the reporter may see (or received) by that id.
    #[error("Not found")]
    NotFound,
    #[error("You have reported this already. A moderator will look at it.")]
    AlreadyReported,
    #[error("You have sent 10 reports today. Moderators will look at them; you can send more tomorrow.")]
    TooMany,
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

impl Reports {
    /// Files a student's report of something they can see (not their own).
    pub async fn file(&self, reporter: &User, form: ReportForm) -> Result<Uuid, FileReportError> {
        let details = report_details(&form.details).map_err(|e| FieldError::new("details", e))?;
        if form.kind == ReportKind::Profile {
            // The roommate rules say whom a student may see (and so report); someone who wrote to
            // them stays reportable whoever blocked whom.
            match self.students.view(reporter, form.target_id).await {
                Ok(_) => {}
                Err(RoommatesError::Unexpected(error)) => return Err(FileReportError::Unexpected(error)),
                Err(_) if self.repository.had_contact(reporter.id, form.target_id).await? => {}
                Err(_) => return Err(FileReportError::NotFound),
            }
        }
        let snapshot = self.repository.snapshot(reporter.id, form.kind, form.target_id).await?;
        let snapshot = snapshot.ok_or(FileReportError::NotFound)?;
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
            FileRefusal::AlreadyReported => FileReportError::AlreadyReported,
            FileRefusal::TooMany => FileReportError::TooMany,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        reports::{ports::Snapshot, testing::Mocks},
        roommates::testing::student,
    };

    const GRACE: Uuid = Uuid::from_u128(8);
    const MICHIGAN: Uuid = Uuid::from_u128(1);

    fn form(kind: ReportKind) -> ReportForm {
        ReportForm { kind, target_id: GRACE, category: ReportCategory::Scam, details: "Asked for a deposit".into() }
    }

    fn snapshot(university_id: Option<Uuid>) -> Snapshot {
        Snapshot {
            author_id: Some(GRACE),
            author_name: "Grace H.".into(),
            text: "Venmo me".into(),
            photos: Vec::new(),
            university_id,
        }
    }

    fn snapshots(mocks: &mut Mocks, university_id: Option<Uuid>) {
        mocks.repository.expect_snapshot().returning(move |_, _, _| Ok(Some(snapshot(university_id))));
    }

    #[tokio::test]
    async fn details_too_long_are_refused_before_anything_is_read() {
        let mut mocks = Mocks::default();
        mocks.repository.expect_snapshot().never();
        let report = ReportForm { details: "x".repeat(1001), ..form(ReportKind::Message) };

        let filed = mocks.build().file(&sample_user(), report).await;

        assert!(matches!(filed, Err(FileReportError::Invalid(ref e)) if e.field == "details"), "{filed:?}");
    }

    #[tokio::test]
    async fn a_profile_the_reporter_may_not_see_and_never_had_contact_with_is_not_found() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
        mocks.repository.expect_had_contact().returning(|_, _| Ok(false));
        mocks.repository.expect_snapshot().never();

        let filed = mocks.build().file(&sample_user(), form(ReportKind::Profile)).await;

        assert!(matches!(filed, Err(FileReportError::NotFound)));
    }

    #[tokio::test]
    async fn someone_who_wrote_to_the_reporter_stays_reportable_whoever_blocked_whom() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
        mocks.repository.expect_had_contact().returning(|_, _| Ok(true));
        snapshots(&mut mocks, Some(MICHIGAN));
        mocks.repository.expect_file().times(1).returning(|report| Ok(Ok(report.id)));

        assert!(mocks.build().file(&sample_user(), form(ReportKind::Profile)).await.is_ok());
    }

    #[tokio::test]
    async fn a_report_keeps_the_snapshot_and_the_limits_that_hide_an_item() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Ok(student(GRACE, "Grace")));
        snapshots(&mut mocks, Some(MICHIGAN));
        let reporter = sample_user();
        let reporter_id = reporter.id;
        mocks
            .repository
            .expect_file()
            .withf(move |r| {
                r.reporter_id == reporter_id
                    && r.snapshot == snapshot(Some(MICHIGAN))
                    && r.details == "Asked for a deposit"
                    && r.at == now()
                    && (r.per_day_max, r.hide_after) == (10, 3)
                    && r.dismissed_cooldown == Duration::days(30)
                    && r.reporter_member
            })
            .times(1)
            .returning(|report| Ok(Ok(report.id)));

        mocks.build().file(&reporter, form(ReportKind::Profile)).await.unwrap();
    }

    #[tokio::test]
    async fn only_a_verified_member_of_a_posts_university_counts_toward_hiding_it() {
        for (proven, member) in [(Some(MICHIGAN), true), (Some(Uuid::from_u128(2)), false), (None, false)] {
            let mut mocks = Mocks { proven, ..Mocks::default() };
            snapshots(&mut mocks, Some(MICHIGAN));
            mocks
                .repository
                .expect_file()
                .withf(move |r| r.reporter_member == member)
                .times(1)
                .returning(|r| Ok(Ok(r.id)));

            mocks.build().file(&sample_user(), form(ReportKind::Post)).await.unwrap();
        }
    }

    #[tokio::test]
    async fn a_message_not_received_is_not_found_and_refusals_say_why() {
        let mut mocks = Mocks::default();
        mocks.repository.expect_snapshot().returning(|_, _, _| Ok(None));
        assert!(matches!(
            mocks.build().file(&sample_user(), form(ReportKind::Message)).await,
            Err(FileReportError::NotFound)
        ));

        for (refusal, message) in [
            (FileRefusal::AlreadyReported, "You have reported this already. A moderator will look at it."),
            (
                FileRefusal::TooMany,
                "You have sent 10 reports today. Moderators will look at them; you can send more tomorrow.",
            ),
        ] {
            let mut mocks = Mocks::default();
            snapshots(&mut mocks, None);
            mocks.repository.expect_file().returning(move |_| Ok(Err(refusal)));

            let filed = mocks.build().file(&sample_user(), form(ReportKind::Message)).await;

            assert_eq!(filed.unwrap_err().to_string(), message);
        }
    }
}
