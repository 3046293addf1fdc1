use chrono::{DateTime, Utc};
use quad_domain::{Notice, ProfileStatus, User};
use uuid::Uuid;

use super::{
    Profiles,
    ports::{DecideError, Decision, ReviewedProfile, StatusCounts},
};
use crate::{
    Page, PageRequest,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    mail::ports::OutgoingEmail,
};

#[derive(Debug, thiserror::Error)]
pub enum ModerationError {
    #[error("You must be logged in as an admin or moderator to do this")]
    Forbidden,
    #[error("This profile's university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error("Please provide a reason for rejection")]
    ReasonMissing,
    #[error("The reason must be at most 1000 characters")]
    ReasonTooLong,
    #[error("Profile not found")]
    NotFound,
    #[error("Only pending profiles can be approved or rejected")]
    NotPending,
    #[error("You cannot approve or reject your own profile")]
    OwnProfile,
    #[error("This profile was changed after you opened it. Review the new version.")]
    Changed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<DecideError> for ModerationError {
    fn from(error: DecideError) -> Self {
        match error {
            DecideError::NotFound => ModerationError::NotFound,
            DecideError::NotPending => ModerationError::NotPending,
            DecideError::Changed => ModerationError::Changed,
            DecideError::Unexpected(e) => ModerationError::Unexpected(e),
        }
    }
}

/// One tab of the moderation screen, with the counts for every tab.
#[derive(Debug, Clone)]
pub struct ModerationPage {
    pub profiles: Page<ReviewedProfile>,
    pub counts: StatusCounts,
}

/// What is wrong with a reason a moderator gives the student.
pub(super) enum ReasonProblem {
    Missing,
    TooLong,
}

/// A reason shown to the student (a rejection's, a take-down's): trimmed, required, at most
/// `REJECTION_REASON_MAX` characters.
pub(super) fn student_reason(raw: &str) -> Result<&str, ReasonProblem> {
    let reason = raw.trim();
    if reason.is_empty() {
        return Err(ReasonProblem::Missing);
    }
    if reason.chars().count() > quad_domain::profile::REJECTION_REASON_MAX {
        return Err(ReasonProblem::TooLong);
    }
    Ok(reason)
}

pub(super) fn require_moderator(actor: &User) -> Result<(), ModerationError> {
    if actor.role.can_moderate_profiles() { Ok(()) } else { Err(ModerationError::Forbidden) }
}

impl Profiles {
    /// One tab of the moderation screen, with the counts for every tab.
    pub async fn review_queue(
        &self,
        actor: &User,
        status: ProfileStatus,
        page: PageRequest,
    ) -> Result<ModerationPage, ModerationError> {
        require_moderator(actor)?;
        let scope = self.staff.moderating(actor).await?;
        let universities = scope.universities().map(<[Uuid]>::to_vec);
        let (profiles, total) =
            self.repository.list_by_status(status, universities.clone(), page.offset(), page.size()).await?;
        let counts = self.repository.counts(universities).await?;
        Ok(ModerationPage { profiles: page.answer(profiles, total), counts })
    }

    /// Moves the profile to `to` if the life cycle allows it from where it stands now (spec 4:
    /// only pending profiles are decided). The store sets it only if it has not moved since, so
    /// two moderators cannot both decide it. Nobody decides their own profile.
    async fn decide(
        &self,
        actor: &User,
        id: Uuid,
        to: ProfileStatus,
        reason: Option<String>,
        reviewed_submission: DateTime<Utc>,
    ) -> Result<ReviewedProfile, ModerationError> {
        let (from, owner, university) = self.repository.find_status(id).await?.ok_or(ModerationError::NotFound)?;
        if owner == actor.id {
            return Err(ModerationError::OwnProfile);
        }
        if !self.staff.moderating(actor).await?.covers(university) {
            return Err(ModerationError::NotYours);
        }
        from.decide(to).map_err(|_| ModerationError::NotPending)?;
        let decision = Decision {
            from,
            to,
            reason: reason.clone(),
            by: actor.id,
            at: self.clock.now(),
            reviewed_submission,
            university,
        };
        let action =
            if to == ProfileStatus::Approved { AuditAction::ProfileApproved } else { AuditAction::ProfileRejected };
        let mut entry = AuditEntry::new(actor, action, owner, None).with(FieldChange::new(
            "status",
            Some(from.to_string()),
            Some(to.to_string()),
        ));
        if let Some(reason) = reason {
            entry = entry.with(FieldChange::new("rejectionReason", None, Some(reason)));
        }
        let audit = Audit::from_outcome(move |reviewed: &ReviewedProfile| {
            let name = format!("{} {}", reviewed.first_name.as_str(), reviewed.last_name.as_str());
            Some(AuditEntry { target_label: Some(name), ..entry })
        });
        Ok(self.repository.decide(id, decision, audit).await?)
    }

    /// `reviewed_submission`: the `submitted_at` of the version the moderator looked at (the
    /// moderation screen sends it); a newer submission answers `Changed`, so nobody decides on a
    /// version they did not see.
    pub async fn approve(
        &self,
        actor: &User,
        id: Uuid,
        reviewed_submission: DateTime<Utc>,
    ) -> Result<ReviewedProfile, ModerationError> {
        require_moderator(actor)?;
        let reviewed = self.decide(actor, id, ProfileStatus::Approved, None, reviewed_submission).await?;
        self.tell(
            &reviewed,
            "Your Quad roommate profile is approved",
            "Good news: your roommate profile has been approved and other students can now find you.",
            None,
        )
        .await;
        Ok(reviewed)
    }

    pub async fn reject(
        &self,
        actor: &User,
        id: Uuid,
        reason: &str,
        reviewed_submission: DateTime<Utc>,
    ) -> Result<ReviewedProfile, ModerationError> {
        require_moderator(actor)?;
        let reason = student_reason(reason).map_err(|problem| match problem {
            ReasonProblem::Missing => ModerationError::ReasonMissing,
            ReasonProblem::TooLong => ModerationError::ReasonTooLong,
        })?;
        let reviewed =
            self.decide(actor, id, ProfileStatus::Rejected, Some(reason.to_owned()), reviewed_submission).await?;
        self.tell(
            &reviewed,
            "Your Quad roommate profile needs changes",
            "Your roommate profile was not approved.",
            Some(reason),
        )
        .await;
        Ok(reviewed)
    }

    /// E-mails the decision; a mail failure is logged, the decision stands.
    pub(super) async fn tell(&self, reviewed: &ReviewedProfile, subject: &str, message: &str, reason: Option<&str>) {
        let link = format!("{}/profile", self.public_url);
        let reason_text =
            reason.map(|r| format!("\n\nReason: {r}\n\nYou can edit and resubmit it at {link}")).unwrap_or_default();
        let text_body = format!(
            "Hi {},\n\n{message}{reason_text}\n\nSee your profile: {link}\n\n— The Quad team\n",
            reviewed.first_name
        );
        let escape = |t: &str| t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let reason_html = reason.map(|r| format!("<p><strong>Reason:</strong> {}</p>", escape(r))).unwrap_or_default();
        let html_body = format!(
            "<!doctype html><html><body style=\"font-family:system-ui,sans-serif\"><p>Hi {},</p><p>{}</p>{reason_html}\
             <p><a href=\"{link}\">See your profile</a></p><p>— The Quad team</p></body></html>",
            escape(reviewed.first_name.as_str()),
            escape(message),
        );
        if let Some(notifications) = &self.notifications {
            let notice = match reason {
                Some(reason) => Notice::ProfileRejected { reason: reason.to_owned() },
                None => Notice::ProfileApproved,
            };
            notifications.tell(reviewed.profile.user_id, notice).await;
        }
        let email = OutgoingEmail {
            to: reviewed.email.clone(),
            subject: subject.to_owned(),
            html_body,
            text_body,
            list_unsubscribe: None,
        };
        if let Err(error) = self.mailer.send(email).await {
            tracing::error!(profile = %reviewed.profile.id, error = format!("{error:#}"), "decision e-mail not sent");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use quad_domain::Role;

    use super::*;
    use crate::{
        MockClock,
        accounts::testing::{now, sample_user},
        mail::ports::MockMailer,
        media::ports::MockUploadRepository,
        profiles::ports::MockProfileRepository,
        universities::ports::MockUniversityRepository,
    };

    fn profiles(repository: MockProfileRepository, mailer: MockMailer) -> Profiles {
        let mut clock = MockClock::new();
        clock.expect_now().returning(crate::accounts::testing::now);
        Profiles::new(
            crate::profiles::ProfilePorts {
                repository: Arc::new(repository),
                universities: Arc::new(MockUniversityRepository::new()),
                memberships: crate::memberships::testing::proving(None),
                staff: crate::staff::testing::assigned(&[]),
                uploads: Arc::new(MockUploadRepository::new()),
                mailer: Arc::new(mailer),
                clock: Arc::new(clock),
            },
            "https://quad.test",
        )
    }

    #[tokio::test]
    async fn a_student_cannot_moderate() {
        let mut repository = MockProfileRepository::new();
        repository.expect_decide().never();

        let error = profiles(repository, MockMailer::new())
            .approve(&sample_user(), Uuid::from_u128(1), now())
            .await
            .unwrap_err();

        assert!(matches!(error, ModerationError::Forbidden));
    }

    #[tokio::test]
    async fn a_rejection_without_a_reason_decides_nothing_and_mails_nothing() {
        let mut repository = MockProfileRepository::new();
        repository.expect_decide().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let moderator = User { role: Role::Moderator, ..sample_user() };

        let error =
            profiles(repository, mailer).reject(&moderator, Uuid::from_u128(1), "   ", now()).await.unwrap_err();

        assert_eq!(error.to_string(), "Please provide a reason for rejection");
    }

    #[tokio::test]
    async fn a_decided_profile_is_not_decided_again_and_nothing_is_written() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_status().returning(|_| Ok(Some((ProfileStatus::Rejected, someone_else(), Uuid::nil()))));
        repository.expect_decide().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let admin = User { role: Role::Admin, ..sample_user() };

        let error = profiles(repository, mailer).approve(&admin, Uuid::from_u128(1), now()).await.unwrap_err();

        assert!(matches!(error, ModerationError::NotPending));
    }

    #[tokio::test]
    async fn a_pending_profile_is_set_only_if_still_pending() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_status().returning(|_| Ok(Some((ProfileStatus::Pending, someone_else(), Uuid::nil()))));
        repository
            .expect_decide()
            .withf(|_, decision, _| decision.from == ProfileStatus::Pending && decision.to == ProfileStatus::Rejected)
            .times(1)
            .returning(|_, _, _| Err(DecideError::NotPending));
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let moderator = User { role: Role::Moderator, ..sample_user() };

        let error =
            profiles(repository, mailer).reject(&moderator, Uuid::from_u128(1), "Blurry", now()).await.unwrap_err();

        assert!(matches!(error, ModerationError::NotPending));
    }

    #[tokio::test]
    async fn an_unknown_profile_is_not_found() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_status().returning(|_| Ok(None));
        repository.expect_decide().never();
        let admin = User { role: Role::Admin, ..sample_user() };

        let error =
            profiles(repository, MockMailer::new()).approve(&admin, Uuid::from_u128(1), now()).await.unwrap_err();

        assert!(matches!(error, ModerationError::NotFound));
    }

    #[tokio::test]
    async fn a_profile_that_is_no_longer_pending_is_a_conflict_and_mails_nothing() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_status().returning(|_| Ok(Some((ProfileStatus::Pending, someone_else(), Uuid::nil()))));
        repository.expect_decide().returning(|_, _, _| Err(DecideError::NotPending));
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let admin = User { role: Role::Admin, ..sample_user() };

        let error = profiles(repository, mailer).approve(&admin, Uuid::from_u128(1), now()).await.unwrap_err();

        assert!(matches!(error, ModerationError::NotPending));
    }

    fn someone_else() -> Uuid {
        Uuid::from_u128(99)
    }

    #[tokio::test]
    async fn nobody_decides_their_own_profile() {
        let mut repository = MockProfileRepository::new();
        repository
            .expect_find_status()
            .returning(|_| Ok(Some((ProfileStatus::Pending, sample_user().id, Uuid::nil()))));
        repository.expect_decide().never();
        let moderator = User { role: Role::Moderator, ..sample_user() };
        let profiles = profiles(repository, MockMailer::new());

        let approve = profiles.approve(&moderator, Uuid::from_u128(1), now()).await.unwrap_err();
        let reject = profiles.reject(&moderator, Uuid::from_u128(1), "Looks fine to me", now()).await.unwrap_err();

        assert!(matches!(approve, ModerationError::OwnProfile));
        assert!(matches!(reject, ModerationError::OwnProfile));
    }
}
