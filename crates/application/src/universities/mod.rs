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
use crate::{Clock, audit::AuditLog, media::MediaLibrary, rate_limits::RateLimiter};

#[derive(Clone)]
pub struct Universities {
    pub(crate) repository: Arc<dyn UniversityRepository>,
    pub(crate) requests: Arc<dyn UniversityRequestRepository>,
    pub(crate) media: MediaLibrary,
    pub(crate) clock: Arc<dyn Clock>,
    /// Limits on requests for new universities.
    pub(crate) limiter: Option<RateLimiter>,
    /// Where additions, edits and deletions are recorded.
    pub(crate) audit: Option<Arc<dyn AuditLog>>,
}

impl Universities {
    pub fn new(
        repository: Arc<dyn UniversityRepository>,
        requests: Arc<dyn UniversityRequestRepository>,
        media: MediaLibrary,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { repository, requests, media, clock, limiter: None, audit: None }
    }

    /// Records additions, edits and deletions in the audit log.
    pub fn with_audit(mut self, audit: Arc<dyn AuditLog>) -> Self {
        self.audit = Some(audit);
        self
    }

    pub(crate) async fn record(&self, entry: crate::audit::AuditEntry) -> anyhow::Result<()> {
        crate::audit::record_if_kept(&self.audit, entry).await
    }

    /// Limits "request your university": per address when signed out, per account when in.
    pub fn with_limiter(mut self, limiter: RateLimiter) -> Self {
        self.limiter = Some(limiter);
        self
    }
}
