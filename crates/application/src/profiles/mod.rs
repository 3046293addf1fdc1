//! Roommate profiles: a student submits (or edits) theirs, it waits for review, and a moderator
//! or admin approves or rejects it with a reason.

mod draft;
mod moderate;
pub mod ports;
mod submit;
mod take_down;

use std::sync::Arc;

pub use draft::{DRAFT_LIFETIME, DraftError, DraftForm, ProfileDrafts};
pub use moderate::{ModerationError, ModerationPage};
pub use submit::{ProfileSubmission, SubmitProfileError, SubmittedProfile};
pub use take_down::TakeDownError;

use self::ports::ProfileRepository;
use crate::{Clock, mail::ports::Mailer, media::ports::UploadRepository, universities::ports::UniversityRepository};

#[derive(Clone)]
pub struct Profiles {
    pub(crate) repository: Arc<dyn ProfileRepository>,
    pub(crate) universities: Arc<dyn UniversityRepository>,
    pub(crate) uploads: Arc<dyn UploadRepository>,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) public_url: String,
}

impl Profiles {
    pub fn new(
        repository: Arc<dyn ProfileRepository>,
        universities: Arc<dyn UniversityRepository>,
        uploads: Arc<dyn UploadRepository>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        public_url: &str,
    ) -> Self {
        Self {
            repository,
            universities,
            uploads,
            mailer,
            clock,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// The person's profile, if they have one.
    pub async fn mine(&self, user_id: uuid::Uuid) -> anyhow::Result<Option<ports::Profile>> {
        self.repository.find_by_user(user_id).await
    }
}
