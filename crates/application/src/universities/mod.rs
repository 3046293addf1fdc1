//! Universities: browsing (anyone), managing (admins; managers may add), and requests for
//! universities Quad does not list yet.

mod browse;
mod manage;
pub mod ports;
mod requests;

use std::sync::Arc;

pub use browse::{UniversityQuery, UniversitySort};
pub use manage::{UniversityError, UniversityForm};
pub use requests::{AnswerRequestError, RequestUniversity, RequestUniversityError, WaitForOpeningError};

use self::ports::{UniversityRepository, UniversityRequestRepository};
use crate::{Clock, mail::ports::Mailer, media::MediaLibrary, rate_limits::RateLimiter};

#[derive(Clone)]
pub struct Universities {
    pub(crate) repository: Arc<dyn UniversityRepository>,
    pub(crate) requests: Arc<dyn UniversityRequestRepository>,
    pub(crate) media: MediaLibrary,
    /// Tells requesters their university joined.
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) clock: Arc<dyn Clock>,
    /// Links in e-mails start with this (no trailing slash).
    pub(crate) public_url: String,
    /// Limits on requests for new universities.
    pub(crate) limiter: Option<RateLimiter>,
    pub(crate) notifications: Option<crate::notifications::Notifications>,
}

impl Universities {
    pub fn new(
        repository: Arc<dyn UniversityRepository>,
        requests: Arc<dyn UniversityRequestRepository>,
        media: MediaLibrary,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        public_url: &str,
    ) -> Self {
        let public_url = public_url.trim_end_matches('/').to_owned();
        Self { repository, requests, media, mailer, clock, public_url, limiter: None, notifications: None }
    }

    /// Limits "request your university": per address when signed out, per account when in.
    pub fn with_limiter(mut self, limiter: RateLimiter) -> Self {
        self.limiter = Some(limiter);
        self
    }

    /// Tells signed-in requesters in the app when their university joins.
    pub fn with_notifications(mut self, notifications: crate::notifications::Notifications) -> Self {
        self.notifications = Some(notifications);
        self
    }
}
