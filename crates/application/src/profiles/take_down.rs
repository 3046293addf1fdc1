use quad_domain::{ProfileStatus, User};
use uuid::Uuid;

use super::{
    Profiles,
    moderate::{ReasonProblem, require_moderator, student_reason},
    ports::{ReviewedProfile, TakeDown, TakeDownFailure},
};
use crate::audit::{Audit, AuditAction, AuditEntry, FieldChange};

#[derive(Debug, thiserror::Error)]
pub enum TakeDownError {
    #[error("You must be logged in as an admin or moderator to do this")]
    Forbidden,
    #[error("This profile's university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error("Please say why the profile is taken down")]
    ReasonMissing,
    #[error("The reason must be at most 1000 characters")]
    ReasonTooLong,
    #[error("Profile not found")]
    NotFound,
    #[error("Only a published profile can be taken down")]
    NotPublished,
    #[error("You cannot take down your own profile")]
    OwnProfile,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<TakeDownFailure> for TakeDownError {
    fn from(failure: TakeDownFailure) -> Self {
        match failure {
            TakeDownFailure::NotFound => TakeDownError::NotFound,
            TakeDownFailure::NotPublished => TakeDownError::NotPublished,
            TakeDownFailure::NotYours => TakeDownError::NotYours,
            TakeDownFailure::Unexpected(e) => TakeDownError::Unexpected(e),
        }
    }
}

/// Taking a profile down from another context (a report's "Remove"): the port its unit tests
/// mock. `Profiles` is the one implementation (`Profiles::take_down`).
#[cfg_attr(test, mockall::automock)]
#[async_trait::async_trait]
pub trait ProfileTakeDowns: Send + Sync + 'static {
    async fn take_down(&self, actor: &User, id: Uuid, reason: &str) -> Result<(), TakeDownError>;
}

#[async_trait::async_trait]
impl ProfileTakeDowns for Profiles {
    async fn take_down(&self, actor: &User, id: Uuid, reason: &str) -> Result<(), TakeDownError> {
        Profiles::take_down(self, actor, id, reason).await.map(|_| ())
    }
}

impl Profiles {
    /// Takes a published profile down (moderators and admins): other students stop seeing it at
    /// once, and it becomes rejected with the reason, so the student edits and resubmits it. An
    /// edit already waiting for review stays in the queue. The student is told by e-mail, and the
    /// action is recorded with its change.
    pub async fn take_down(&self, actor: &User, id: Uuid, reason: &str) -> Result<ReviewedProfile, TakeDownError> {
        require_moderator(actor).map_err(|_| TakeDownError::Forbidden)?;
        let reason = student_reason(reason).map_err(|problem| match problem {
            ReasonProblem::Missing => TakeDownError::ReasonMissing,
            ReasonProblem::TooLong => TakeDownError::ReasonTooLong,
        })?;
        let (from, owner, _) = self.repository.find_status(id).await?.ok_or(TakeDownError::NotFound)?;
        if owner == actor.id {
            return Err(TakeDownError::OwnProfile);
        }
        // Checked by the store against the published version's university, which an edit
        // waiting for review may have changed.
        let universities = self.staff.moderating(actor).await?.universities().map(<[Uuid]>::to_vec);
        let entry = AuditEntry::new(actor, AuditAction::ProfileTakenDown, owner, None)
            .with(FieldChange::new("status", Some(from.to_string()), Some(from.after_take_down().to_string())))
            .with(FieldChange::new("published", Some("yes".to_owned()), Some("no".to_owned())))
            .with(FieldChange::new("reason", None, Some(reason.to_owned())));
        let audit = Audit::from_outcome(move |reviewed: &ReviewedProfile| {
            let name = format!("{} {}", reviewed.first_name.as_str(), reviewed.last_name.as_str());
            Some(AuditEntry { target_label: Some(name), ..entry })
        });
        let take_down = TakeDown { reason: reason.to_owned(), by: actor.id, at: self.clock.now(), universities };
        let reviewed = self.repository.take_down(id, take_down, audit).await?;
        let message = match reviewed.profile.status {
            ProfileStatus::Pending => {
                "A moderator took down your published roommate profile. Other students no longer see it; \
                 the edit you submitted is still waiting for review."
            }
            _ => {
                "A moderator took down your roommate profile. Other students no longer see it until you \
                 edit it and it is approved again."
            }
        };
        self.tell(&reviewed, "Your Quad roommate profile was taken down", message, Some(reason)).await;
        Ok(reviewed)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use quad_domain::{
        Email, PersonName, Role, Username,
        compatibility::Expectations,
        profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
    };

    use super::*;
    use crate::{
        MockClock,
        accounts::testing::{now, sample_user},
        mail::ports::MockMailer,
        media::ports::MockUploadRepository,
        profiles::ports::{MockProfileRepository, Profile},
        universities::ports::MockUniversityRepository,
    };

    fn profiles(repository: MockProfileRepository, mailer: MockMailer) -> Profiles {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
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

    fn moderator() -> User {
        User { id: Uuid::from_u128(5), role: Role::Moderator, ..sample_user() }
    }

    fn reviewed(status: ProfileStatus) -> ReviewedProfile {
        ReviewedProfile {
            profile: Profile {
                id: Uuid::from_u128(1),
                user_id: sample_user().id,
                university_id: Uuid::from_u128(2),
                university_name: "University of Michigan".into(),
                major: Major::parse("Biology").unwrap(),
                graduation_year: GraduationYear::parse(2028, 2026).unwrap(),
                bio: Bio::parse("Hello from campus.").unwrap(),
                social_media: SocialHandles::default(),
                photos: vec![],
                preferences: RoommatePreferences::default(),
                expectations: Expectations::default(),
                status,
                rejection_reason: Some("Offensive photo".into()),
                submitted_at: now(),
                decided_at: Some(now()),
                visible_to_roommates: false,
            },
            first_name: PersonName::parse("Ada").unwrap(),
            last_name: PersonName::parse("Lovelace").unwrap(),
            username: Username::parse("ada").unwrap(),
            email: Email::parse("ada@umich.edu").unwrap(),
            membership_verified: true,
        }
    }

    #[tokio::test]
    async fn a_take_down_unpublishes_records_and_tells_the_student_why() {
        let mut repository = MockProfileRepository::new();
        repository
            .expect_find_status()
            .returning(|_| Ok(Some((ProfileStatus::Approved, sample_user().id, Uuid::nil()))));
        repository
            .expect_take_down()
            .withf(|id, take_down, _| {
                *id == Uuid::from_u128(1) && take_down.reason == "Offensive photo" && take_down.by == moderator().id
            })
            .times(1)
            .returning(|_, _, audit| {
                let taken_down = reviewed(ProfileStatus::Rejected);
                let entry = audit.entry_for(&taken_down).expect("the take-down is recorded");
                assert_eq!(entry.action, AuditAction::ProfileTakenDown);
                assert_eq!(entry.target_label.as_deref(), Some("Ada Lovelace"));
                assert!(entry.changes.contains(&FieldChange::new(
                    "status",
                    Some("approved".to_owned()),
                    Some("rejected".to_owned())
                )));
                Ok(taken_down)
            });
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .withf(|email| {
                email.to.as_str() == "ada@umich.edu"
                    && email.subject == "Your Quad roommate profile was taken down"
                    && email.text_body.contains("Offensive photo")
            })
            .times(1)
            .returning(|_| Ok(()));

        let taken_down = profiles(repository, mailer)
            .take_down(&moderator(), Uuid::from_u128(1), " Offensive photo ")
            .await
            .unwrap();

        assert_eq!(taken_down.profile.status, ProfileStatus::Rejected);
    }

    #[tokio::test]
    async fn no_reason_a_student_or_ones_own_profile_takes_nothing_down() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_status().returning(|_| Ok(Some((ProfileStatus::Approved, moderator().id, Uuid::nil()))));
        repository.expect_take_down().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        let profiles = profiles(repository, mailer);
        let id = Uuid::from_u128(1);

        let blank = profiles.take_down(&moderator(), id, "  ").await.unwrap_err();
        let student = profiles.take_down(&sample_user(), id, "Spam").await.unwrap_err();
        let own = profiles.take_down(&moderator(), id, "Spam").await.unwrap_err();
        let long = profiles.take_down(&moderator(), id, &"x".repeat(1001)).await.unwrap_err();

        assert!(matches!(blank, TakeDownError::ReasonMissing));
        assert!(matches!(student, TakeDownError::Forbidden));
        assert!(matches!(own, TakeDownError::OwnProfile));
        assert!(matches!(long, TakeDownError::ReasonTooLong));
    }

    #[tokio::test]
    async fn a_profile_nobody_sees_cannot_be_taken_down_and_nobody_is_told() {
        let mut repository = MockProfileRepository::new();
        repository
            .expect_find_status()
            .returning(|_| Ok(Some((ProfileStatus::Rejected, sample_user().id, Uuid::nil()))));
        repository.expect_take_down().returning(|_, _, _| Err(TakeDownFailure::NotPublished));
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();

        let error = profiles(repository, mailer).take_down(&moderator(), Uuid::from_u128(1), "Spam").await.unwrap_err();

        assert!(matches!(error, TakeDownError::NotPublished));
    }
}
