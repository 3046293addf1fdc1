//! Universities: browsing (anyone), managing (admins; managers may add), and requests for
//! universities Quad does not list yet.

mod browse;
mod manage;
pub mod ports;
mod requests;

use std::sync::Arc;

pub use browse::{UniversityQuery, UniversitySort};
pub use manage::{UniversityError, UniversityForm};
pub use requests::{RequestUniversity, RequestUniversityError};

use self::ports::{UniversityRepository, UniversityRequestRepository};
use crate::{Clock, media::MediaLibrary, rate_limits::RateLimiter};

#[derive(Clone)]
pub struct Universities {
    pub(crate) repository: Arc<dyn UniversityRepository>,
    pub(crate) requests: Arc<dyn UniversityRequestRepository>,
    pub(crate) media: MediaLibrary,
    pub(crate) clock: Arc<dyn Clock>,
    /// Limits on requests for new universities.
    pub(crate) limiter: Option<RateLimiter>,
}

impl Universities {
    pub fn new(
        repository: Arc<dyn UniversityRepository>,
        requests: Arc<dyn UniversityRequestRepository>,
        media: MediaLibrary,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { repository, requests, media, clock, limiter: None }
    }

    /// Limits "request your university": per address when signed out, per account when in.
    pub fn with_limiter(mut self, limiter: RateLimiter) -> Self {
        self.limiter = Some(limiter);
        self
    }
}
