//! The landing page's figures: what exists, counted in the database, each shown only once it is
//! worth saying (below its threshold the page keeps its wording without a number).

use std::{
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use async_trait::async_trait;

/// What the landing page counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub universities: i64,
    /// Active students whose membership of a university is proven by a verified address there.
    pub verified_students: i64,
    pub approved_profiles: i64,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait LandingCounts: Send + Sync + 'static {
    async fn counts(&self) -> anyhow::Result<Counts>;
}

/// The figures shown: `None` for one below the threshold.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ShownFigures {
    pub universities: Option<i64>,
    pub verified_students: Option<i64>,
    pub approved_profiles: Option<i64>,
}

/// The figures are counted at most this often: the landing page is public and busy.
pub const RECOUNT_AFTER: Duration = Duration::from_secs(300);

#[derive(Clone)]
pub struct LandingFigures {
    counts: Arc<dyn LandingCounts>,
    shown_from: i64,
    /// The last count and when it was made.
    last: Arc<Mutex<Option<(Instant, ShownFigures)>>>,
}

impl LandingFigures {
    /// Figures from `shown_from` up are shown (`QUAD_LANDING_FIGURES_FROM`).
    pub fn new(counts: Arc<dyn LandingCounts>, shown_from: i64) -> Self {
        Self { counts, shown_from, last: Arc::default() }
    }

    /// The figures, counted again once the last count is [`RECOUNT_AFTER`] old.
    pub async fn figures(&self) -> anyhow::Result<ShownFigures> {
        let last = *self.last.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((at, figures)) = last
            && at.elapsed() < RECOUNT_AFTER
        {
            return Ok(figures);
        }
        let counts = self.counts.counts().await?;
        let shown = |count: i64| (count >= self.shown_from && count > 0).then_some(count);
        let figures = ShownFigures {
            universities: shown(counts.universities),
            verified_students: shown(counts.verified_students),
            approved_profiles: shown(counts.approved_profiles),
        };
        *self.last.lock().unwrap_or_else(PoisonError::into_inner) = Some((Instant::now(), figures));
        Ok(figures)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_figure_below_the_threshold_or_zero_is_not_shown() {
        let mut counts = MockLandingCounts::new();
        counts
            .expect_counts()
            .returning(|| Ok(Counts { universities: 12, verified_students: 99, approved_profiles: 0 }));
        let counts: Arc<dyn LandingCounts> = Arc::new(counts);

        let from_100 = LandingFigures::new(counts.clone(), 100).figures().await.unwrap();
        let from_10 = LandingFigures::new(counts.clone(), 10).figures().await.unwrap();
        let from_0 = LandingFigures::new(counts, 0).figures().await.unwrap();

        assert_eq!(from_100, ShownFigures::default());
        assert_eq!(
            from_10,
            ShownFigures { universities: Some(12), verified_students: Some(99), approved_profiles: None }
        );
        assert_eq!(from_0.approved_profiles, None, "nothing is no figure");
    }

    #[tokio::test]
    async fn the_figures_are_counted_once_per_interval() {
        let mut counts = MockLandingCounts::new();
        counts.expect_counts().times(1).returning(|| Ok(Counts { universities: 3, ..Counts::default() }));
        let figures = LandingFigures::new(Arc::new(counts), 1);

        let first = figures.figures().await.unwrap();
        let again = figures.clone().figures().await.unwrap();

        assert_eq!((first.universities, again.universities), (Some(3), Some(3)));
    }
}
