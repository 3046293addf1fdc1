//! Roommate profiles: a student submits (or edits) theirs, it waits for review, and a moderator
//! or admin approves or rejects it with a reason.

mod draft;
mod moderate;
pub mod ports;
mod submit;
mod take_down;

use std::sync::Arc;

pub use draft::{DRAFT_LIFETIME, DRAFT_YEARS, DraftError, DraftForm, ProfileDrafts};
pub use moderate::{ModerationError, ModerationPage};
pub use submit::{ProfileSubmission, SubmitProfileError, SubmittedProfile};
#[cfg(test)]
pub use take_down::MockProfileTakeDowns;
pub use take_down::{ProfileTakeDowns, TakeDownError};

use self::ports::ProfileRepository;
use crate::{
    Clock, mail::ports::Mailer, media::ports::UploadRepository, memberships::Memberships, staff::Staff,
    universities::ports::UniversityRepository,
};

#[derive(Clone)]
pub struct Profiles {
    pub(crate) repository: Arc<dyn ProfileRepository>,
    pub(crate) universities: Arc<dyn UniversityRepository>,
    /// Who may submit a profile for which university.
    pub(crate) memberships: Memberships,
    /// Whose profiles each moderator reviews.
    pub(crate) staff: Staff,
    pub(crate) uploads: Arc<dyn UploadRepository>,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) public_url: String,
    pub(crate) notifications: Option<crate::notifications::Notifications>,
}

/// What the profile use cases are built from.
pub struct ProfilePorts {
    pub repository: Arc<dyn ProfileRepository>,
    pub universities: Arc<dyn UniversityRepository>,
    pub memberships: Memberships,
    pub staff: Staff,
    pub uploads: Arc<dyn UploadRepository>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
}

impl Profiles {
    pub fn new(ports: ProfilePorts, public_url: &str) -> Self {
        let ProfilePorts { repository, universities, memberships, staff, uploads, mailer, clock } = ports;
        Self {
            repository,
            universities,
            memberships,
            staff,
            uploads,
            mailer,
            clock,
            public_url: public_url.trim_end_matches('/').to_owned(),
            notifications: None,
        }
    }

    /// Tells students of decisions in the app too.
    pub fn with_notifications(mut self, notifications: crate::notifications::Notifications) -> Self {
        self.notifications = Some(notifications);
        self
    }

    /// The person's profile, if they have one.
    pub async fn mine(&self, user_id: uuid::Uuid) -> anyhow::Result<Option<ports::Profile>> {
        self.repository.find_by_user(user_id).await
    }

    /// Says whether the person is still looking for a roommate (asked when they and a connection
    /// both said "We're roommates"); one who is not leaves every list at once. `false` when they
    /// have no profile.
    pub async fn set_looking(&self, user: &quad_domain::User, looking: bool) -> anyhow::Result<bool> {
        self.repository.set_looking(user.id, looking).await
    }
}

/// The photo URLs as sent, trimmed, when each is a profile photo `user_id` uploaded (a profile
/// and its draft alike); the `profileImages` field error otherwise.
pub(crate) async fn own_profile_photos<E: From<crate::FieldError> + From<anyhow::Error>>(
    uploads: &dyn UploadRepository,
    user_id: uuid::Uuid,
    sent: &[String],
) -> Result<Vec<String>, E> {
    let photos: Vec<String> = sent.iter().map(|url| url.trim().to_owned()).collect();
    if photos.is_empty() {
        return Ok(photos);
    }
    let owned = uploads.owned_urls(user_id, crate::media::ports::MediaKind::ProfilePhoto, photos.clone()).await?;
    if photos.iter().any(|url| !owned.contains(url)) {
        return Err(crate::FieldError::new("profileImages", "Photos must be ones you uploaded to your profile").into());
    }
    Ok(photos)
}

#[cfg(test)]
pub(crate) mod testing {
    use quad_domain::{EmailDomain, InstagramLink, University, UniversityDescription, UniversityName, UniversitySlug};
    use uuid::Uuid;

    use crate::accounts::testing::now;

    /// The University of Michigan under `id`.
    pub(crate) fn michigan(id: Uuid) -> University {
        University {
            id,
            name: UniversityName::parse("University of Michigan").unwrap(),
            slug: UniversitySlug::parse("umich").unwrap(),
            abbreviation: None,
            logo: None,
            location: None,
            website: None,
            student_count: None,
            description: UniversityDescription::parse("Go Blue").unwrap(),
            instagram_links: vec![InstagramLink::parse("https://instagram.com/umich").unwrap()],
            email_domains: vec![EmailDomain::parse("umich.edu").unwrap()],
            join_without_university_email: false,
            proposed_email_domains: Vec::new(),
            created_at: now(),
            updated_at: now(),
        }
    }
}
