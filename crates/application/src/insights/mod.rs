//! What admins read about Quad as a whole: the dashboard's figures (totals, growth week on week,
//! performance, recent additions), the analytics charts over a range of days, and the
//! dashboard's search. Admins only; every figure comes from the database.

mod analytics;
mod dashboard;
pub mod landing;
pub mod ports;

use std::sync::Arc;

pub use analytics::{Analytics, AnalyticsError, AnalyticsRequest, MAX_RANGE_DAYS, TOP_UNIVERSITIES};
pub use dashboard::{Dashboard, Growth, RECENT_ITEMS, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_RESULTS};
use quad_domain::User;

use self::ports::InsightsReader;
use crate::Clock;

#[derive(Debug, thiserror::Error)]
pub enum InsightsError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("Search for at most {SEARCH_MAX_CHARS} characters")]
    SearchTooLong,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The admin dashboard's and analytics' figures.
#[derive(Clone)]
pub struct Insights {
    reader: Arc<dyn InsightsReader>,
    clock: Arc<dyn Clock>,
}

impl Insights {
    pub fn new(reader: Arc<dyn InsightsReader>, clock: Arc<dyn Clock>) -> Self {
        Self { reader, clock }
    }
}

/// Admins only: the figures cover every account.
fn admit(actor: &User) -> Result<(), InsightsError> {
    if actor.role.can_manage_users() { Ok(()) } else { Err(InsightsError::Forbidden) }
}
