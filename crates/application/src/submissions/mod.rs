//! Student content (issue 25): students who belong to a university submit photos to be featured
//! on its page on Quad and, with their consent, on its Instagram account, credited. Reviewers
//! (the university's managers and moderators) approve, edit the caption, reject or ask for
//! changes, on the version they saw. Approved content is featured (`Featured`), liked by the
//! university's students, and queued to Instagram by a manager. Withdrawing consent takes it off
//! Quad at once and opens a takedown task for what is already on Instagram.
//!
//! Three services, one per caller: `Submissions` (the creator), `SubmissionReview` (staff) and
//! `Featured` (everyone).

mod featured;
pub mod ports;
mod review;
mod submit;
#[cfg(test)]
mod tests;

use std::sync::Arc;

#[cfg(test)]
pub use featured::MockFeaturedLookup;
pub use featured::{Featured, FeaturedError, FeaturedItem, FeaturedLookup};
pub use review::{ReviewAction, ReviewError, ReviewPage, SubmissionReview};
pub(crate) use submit::announce_takedown;
pub use submit::{DraftForm, SubmissionForm, SubmitError, WithdrawError};

use self::ports::{FeaturedPosts, ReviewQueue, SubmissionDrafts, SubmissionRepository};
use crate::{
    Clock, media::ports::UploadRepository, memberships::Memberships, notifications::Notifications,
    profiles::ports::ProfileRepository, staff::Staff, universities::ports::UniversityRepository,
};

/// What the three services are built from.
#[derive(Clone)]
pub struct SubmissionPorts {
    pub submissions: Arc<dyn SubmissionRepository>,
    pub drafts: Arc<dyn SubmissionDrafts>,
    pub review: Arc<dyn ReviewQueue>,
    pub featured: Arc<dyn FeaturedPosts>,
    pub universities: Arc<dyn UniversityRepository>,
    pub profiles: Arc<dyn ProfileRepository>,
    pub uploads: Arc<dyn UploadRepository>,
    /// Removes a withdrawn submission's photos at once.
    pub media: crate::media::MediaLibrary,
    pub memberships: Memberships,
    pub staff: Staff,
    pub notifications: Notifications,
    pub mailer: Arc<dyn crate::mail::ports::Mailer>,
    pub clock: Arc<dyn Clock>,
}

/// The creator's side: submit, revise, withdraw, their list and their draft.
#[derive(Clone)]
pub struct Submissions {
    repository: Arc<dyn SubmissionRepository>,
    drafts: Arc<dyn SubmissionDrafts>,
    universities: Arc<dyn UniversityRepository>,
    profiles: Arc<dyn ProfileRepository>,
    uploads: Arc<dyn UploadRepository>,
    media: crate::media::MediaLibrary,
    memberships: Memberships,
    notifications: Notifications,
    clock: Arc<dyn Clock>,
}

impl Submissions {
    pub fn new(ports: &SubmissionPorts) -> Self {
        Self {
            repository: ports.submissions.clone(),
            drafts: ports.drafts.clone(),
            universities: ports.universities.clone(),
            profiles: ports.profiles.clone(),
            uploads: ports.uploads.clone(),
            media: ports.media.clone(),
            memberships: ports.memberships.clone(),
            notifications: ports.notifications.clone(),
            clock: ports.clock.clone(),
        }
    }
}
