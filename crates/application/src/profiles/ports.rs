use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{
    Email, PersonName, ProfileStatus, Username,
    compatibility::Expectations,
    profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
};
use uuid::Uuid;

use crate::audit::Audit;

/// A roommate profile as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub id: Uuid,
    pub user_id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub major: Major,
    pub graduation_year: GraduationYear,
    pub bio: Bio,
    pub social_media: SocialHandles,
    /// Photo URLs; the first is the main photo.
    pub photos: Vec<String>,
    /// Whether they are looking, and their answers from the catalogues.
    pub preferences: RoommatePreferences,
    /// What they want of a roommate.
    pub expectations: Expectations,
    pub status: ProfileStatus,
    pub rejection_reason: Option<String>,
    pub submitted_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    /// Whether other students see an approved version of it (the last approved one while an edit
    /// waits for review), which they do while the student is looking for a roommate.
    pub visible_to_roommates: bool,
}

/// What a submission stores (always as pending, clearing any earlier decision).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewProfile {
    pub user_id: Uuid,
    pub university_id: Uuid,
    pub major: Major,
    pub graduation_year: GraduationYear,
    pub bio: Bio,
    pub social_media: SocialHandles,
    pub photos: Vec<String>,
    pub preferences: RoommatePreferences,
    pub expectations: Expectations,
    pub submitted_at: DateTime<Utc>,
}

/// A profile with the person behind it, for the moderation screen and decision e-mails.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewedProfile {
    pub profile: Profile,
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub username: Username,
    pub email: Email,
    /// Whether a verified address of theirs (sign-in or university) is at the profile's
    /// university: moderators see unverified members flagged.
    pub membership_verified: bool,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
}

/// A moderator's decision: the profile moves `from` its status (as read) `to` a new one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub from: ProfileStatus,
    pub to: ProfileStatus,
    pub reason: Option<String>,
    pub by: Uuid,
    pub at: DateTime<Utc>,
    /// The submission the moderator reviewed (its `submitted_at`): the decision holds only if the
    /// student has not resubmitted since, so an unseen version is never published.
    pub reviewed_submission: DateTime<Utc>,
    /// The university the moderator's scope was checked against: the decision holds only while
    /// the profile is still for it (a resubmission for another university is a new version).
    pub university: Uuid,
}

/// A moderator takes a published profile down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeDown {
    pub reason: String,
    pub by: Uuid,
    pub at: DateTime<Utc>,
    /// The moderator's universities (`None`: every one): the published version must be listed
    /// at one of them, read under the take-down's lock.
    pub universities: Option<Vec<Uuid>>,
}

#[derive(Debug, thiserror::Error)]
pub enum TakeDownFailure {
    #[error("Profile not found")]
    NotFound,
    /// Other students do not see it: there is nothing to take down.
    #[error("Only a published profile can be taken down")]
    NotPublished,
    /// Published at a university the moderator does not look after.
    #[error("This profile's university is not one of yours")]
    NotYours,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum DecideError {
    #[error("Profile not found")]
    NotFound,
    /// Someone decided it already (or it was never pending).
    #[error("Only pending profiles can be approved or rejected")]
    NotPending,
    /// The student resubmitted after the moderator opened the profile.
    #[error("This profile was changed after you opened it. Review the new version.")]
    Changed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ProfileRepository: Send + Sync + 'static {
    /// Creates or replaces the person's profile as pending. An approved version stays published
    /// as it was, except whether they are looking for a roommate, which follows at once.
    async fn save_pending(&self, profile: NewProfile) -> anyhow::Result<Profile>;
    async fn find_by_user(&self, user_id: Uuid) -> anyhow::Result<Option<Profile>>;
    /// Whether the person is looking for a roommate, on their profile and its published version
    /// at once (no review: it shows or hides them, it says nothing new). `false`: no profile.
    async fn set_looking(&self, user_id: Uuid, looking: bool) -> anyhow::Result<bool>;
    /// Oldest submission first for pending, newest decision first otherwise.
    /// Of these universities' profiles (`None`: every university's).
    async fn list_by_status(
        &self,
        status: ProfileStatus,
        universities: Option<Vec<Uuid>>,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<ReviewedProfile>, i64)>;
    /// Of these universities' profiles (`None`: every university's).
    async fn counts(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<StatusCounts>;
    /// The profile's review status, its owner's user id and its university, `None` when there is
    /// no such profile.
    async fn find_status(&self, id: Uuid) -> anyhow::Result<Option<(ProfileStatus, Uuid, Uuid)>>;
    /// Moves the profile from `decision.from` to `decision.to` atomically (compare-and-set);
    /// `NotPending` when its status is no longer `decision.from` (so two moderators cannot
    /// both decide it), `NotFound` when there is no such profile. Approving publishes the
    /// profile as other students will see it, and writes the `audit` entry, in the same
    /// transaction.
    async fn decide(
        &self,
        id: Uuid,
        decision: Decision,
        audit: Audit<ReviewedProfile>,
    ) -> Result<ReviewedProfile, DecideError>;
    /// Removes the published version at once and moves the profile to
    /// `status.after_take_down()` with the reason, and writes the `audit` entry, in one
    /// transaction; `NotPublished` when other students do not see it.
    async fn take_down(
        &self,
        id: Uuid,
        take_down: TakeDown,
        audit: Audit<ReviewedProfile>,
    ) -> Result<ReviewedProfile, TakeDownFailure>;
}

/// The profile wizard's draft as kept: what was typed so far, checked as a draft (each field
/// may still be missing), and the step the student was on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileDraft {
    /// 1 to 4.
    pub step: u8,
    pub university_id: Option<Uuid>,
    /// Read with the draft; `None` without a university (or when it has gone since).
    pub university_name: Option<String>,
    pub major: Option<Major>,
    pub graduation_year: Option<GraduationYear>,
    /// As typed, at most `BIO_MAX` characters; may be blank.
    pub bio: String,
    pub social_media: SocialHandles,
    /// The URLs of the profile photos already uploaded.
    pub photos: Vec<String>,
    pub preferences: RoommatePreferences,
    pub expectations: Expectations,
    pub updated_at: DateTime<Utc>,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ProfileDraftRepository: Send + Sync + 'static {
    async fn draft_of(&self, user_id: Uuid) -> anyhow::Result<Option<ProfileDraft>>;
    /// Creates or replaces the person's draft.
    async fn save_draft(&self, user_id: Uuid, draft: &ProfileDraft) -> anyhow::Result<()>;
    /// Whether there was one to delete.
    async fn discard_draft(&self, user_id: Uuid) -> anyhow::Result<bool>;
    /// Deletes the drafts last saved before `before`; answers how many.
    async fn discard_drafts_saved_before(&self, before: DateTime<Utc>) -> anyhow::Result<u64>;
}
