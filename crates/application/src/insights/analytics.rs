use chrono::{Days, NaiveDate};
use futures_util::try_join;
use quad_domain::User;

use super::{
    Insights, InsightsError, admit,
    ports::{DayRange, ModerationDay, ModerationSeries, RegistrationDay, UniversityRanking},
};

/// The longest range the charts cover, in days.
pub const MAX_RANGE_DAYS: u64 = 366;
/// Universities shown by name in the by-university charts; the rest are summed.
pub const TOP_UNIVERSITIES: i64 = 10;
/// The range when none is asked for: the last 30 days, today included.
const DEFAULT_DAYS: u64 = 30;

/// The range asked for; either end may be left out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AnalyticsRequest {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

#[derive(Debug, thiserror::Error)]
pub enum AnalyticsError {
    #[error("The start of the range must come before its end")]
    BackwardsRange,
    #[error("The range can cover at most {MAX_RANGE_DAYS} days")]
    RangeTooLong,
    #[error("Dates must fall between 2000-01-01 and 2100-12-31")]
    OutOfBounds,
    #[error(transparent)]
    Insights(#[from] InsightsError),
}

/// The charts of `/admin/analytics`, each day of the range present (zeros included).
#[derive(Debug, Clone, PartialEq)]
pub struct Analytics {
    pub range: DayRange,
    pub registrations: Vec<RegistrationDay>,
    pub moderation: ModerationSeries,
    pub users_by_university: UniversityRanking,
    pub posts_by_university: UniversityRanking,
}

impl AnalyticsRequest {
    fn resolve(self, today: NaiveDate) -> Result<DayRange, AnalyticsError> {
        let bounds = NaiveDate::from_ymd_opt(2000, 1, 1).zip(NaiveDate::from_ymd_opt(2100, 12, 31));
        let (lowest, highest) = bounds.expect("fixed dates exist");
        let in_bounds = |day: Option<NaiveDate>| day.is_none_or(|day| (lowest..=highest).contains(&day));
        if !in_bounds(self.from) || !in_bounds(self.to) {
            return Err(AnalyticsError::OutOfBounds);
        }
        let days_before = |day: NaiveDate, n: u64| day.checked_sub_days(Days::new(n)).unwrap_or(day);
        let (first, last) = match (self.from, self.to) {
            (Some(first), Some(last)) => (first, last),
            (Some(first), None) => (first, today.max(first)),
            (None, Some(last)) => (days_before(last, DEFAULT_DAYS - 1), last),
            (None, None) => (days_before(today, DEFAULT_DAYS - 1), today),
        };
        if first > last {
            return Err(AnalyticsError::BackwardsRange);
        }
        if (last - first).num_days() >= MAX_RANGE_DAYS as i64 {
            return Err(AnalyticsError::RangeTooLong);
        }
        Ok(DayRange { first, last })
    }
}

impl Insights {
    /// The charts over the days asked for (UTC), by default the last 30.
    pub async fn analytics(&self, actor: &User, request: AnalyticsRequest) -> Result<Analytics, AnalyticsError> {
        admit(actor)?;
        let range = request.resolve(self.clock.now().date_naive())?;
        let (registrations, moderation, users_by_university, posts_by_university) = try_join!(
            self.reader.registrations(range),
            self.reader.moderation(range),
            self.reader.users_by_university(range, TOP_UNIVERSITIES),
            self.reader.posts_by_university(range, TOP_UNIVERSITIES),
        )
        .map_err(InsightsError::Unexpected)?;
        Ok(Analytics {
            range,
            registrations: every_day(
                range,
                registrations,
                |day| RegistrationDay { day, registered: 0, verified: 0 },
                |r| r.day,
            ),
            moderation: ModerationSeries {
                days: every_day(
                    range,
                    moderation.days.clone(),
                    |day| ModerationDay { day, submitted: 0, approved: 0, rejected: 0, median_decision_hours: None },
                    |m| m.day,
                ),
                ..moderation
            },
            users_by_university,
            posts_by_university,
        })
    }
}

/// One entry per day of `range`, in order: the database's where it had one, `empty` elsewhere.
fn every_day<T>(
    range: DayRange,
    found: Vec<T>,
    empty: impl Fn(NaiveDate) -> T,
    day_of: impl Fn(&T) -> NaiveDate,
) -> Vec<T> {
    let mut found = found.into_iter().peekable();
    range
        .days()
        .map(|day| {
            while found.peek().is_some_and(|entry| day_of(entry) < day) {
                found.next();
            }
            match found.peek() {
                Some(entry) if day_of(entry) == day => found.next().expect("peeked"),
                _ => empty(day),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use quad_domain::Role;

    use super::*;
    use crate::{
        accounts::testing::{fixed_clock, sample_user},
        insights::ports::MockInsightsReader,
    };

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn admin() -> User {
        User { role: Role::Admin, ..sample_user() }
    }

    fn quiet_reader() -> MockInsightsReader {
        let mut reader = MockInsightsReader::new();
        reader.expect_registrations().returning(|_| Ok(vec![]));
        reader.expect_moderation().returning(|_| Ok(ModerationSeries::default()));
        reader.expect_users_by_university().returning(|_, _| Ok(UniversityRanking::default()));
        reader.expect_posts_by_university().returning(|_, _| Ok(UniversityRanking::default()));
        reader
    }

    #[test]
    fn the_range_defaults_to_the_last_thirty_days_and_is_checked() {
        let today = day("2026-11-22");
        let resolve = |from: Option<&str>, to: Option<&str>| {
            AnalyticsRequest { from: from.map(day), to: to.map(day) }.resolve(today)
        };
        assert_eq!(resolve(None, None).unwrap(), DayRange { first: day("2026-10-24"), last: today });
        assert_eq!(resolve(None, Some("2026-02-10")).unwrap().first, day("2026-01-12"));
        assert_eq!(resolve(Some("2026-11-01"), None).unwrap().last, today);
        assert_eq!(resolve(Some("2025-11-22"), Some("2026-11-22")).unwrap().days().count(), 366);
        assert!(matches!(resolve(Some("2025-11-21"), Some("2026-11-22")), Err(AnalyticsError::RangeTooLong)));
        assert!(matches!(resolve(Some("2026-11-02"), Some("2026-11-01")), Err(AnalyticsError::BackwardsRange)));
        assert!(matches!(resolve(Some("1999-12-31"), None), Err(AnalyticsError::OutOfBounds)));
        assert!(matches!(resolve(None, Some("2101-01-01")), Err(AnalyticsError::OutOfBounds)));
    }

    #[tokio::test]
    async fn only_admins_see_the_charts() {
        for role in [Role::User, Role::Moderator, Role::Manager] {
            let mut reader = MockInsightsReader::new();
            reader.expect_registrations().never();
            let insights = Insights::new(Arc::new(reader), Arc::new(fixed_clock()));
            let error = insights.analytics(&User { role, ..sample_user() }, AnalyticsRequest::default()).await;
            assert!(matches!(error, Err(AnalyticsError::Insights(InsightsError::Forbidden))));
        }
    }

    #[tokio::test]
    async fn every_day_of_the_range_is_present_with_the_databases_figures_where_it_has_them() {
        let mut reader = quiet_reader();
        reader.checkpoint();
        reader.expect_registrations().returning(|_| {
            Ok(vec![
                RegistrationDay { day: day("2026-11-18"), registered: 2, verified: 1 },
                RegistrationDay { day: day("2026-11-20"), registered: 5, verified: 0 },
            ])
        });
        reader.expect_moderation().returning(|_| {
            Ok(ModerationSeries {
                days: vec![ModerationDay {
                    day: day("2026-11-19"),
                    submitted: 3,
                    approved: 1,
                    rejected: 1,
                    median_decision_hours: Some(5.0),
                }],
                submitted: 3,
                approved: 1,
                rejected: 1,
                median_decision_hours: Some(5.0),
            })
        });
        reader
            .expect_users_by_university()
            .withf(|_, top| *top == TOP_UNIVERSITIES)
            .returning(|_, _| Ok(UniversityRanking::default()));
        reader.expect_posts_by_university().returning(|_, _| Ok(UniversityRanking::default()));
        let insights = Insights::new(Arc::new(reader), Arc::new(fixed_clock()));

        let request = AnalyticsRequest { from: Some(day("2026-11-17")), to: Some(day("2026-11-21")) };
        let analytics = insights.analytics(&admin(), request).await.unwrap();

        let registered: Vec<i64> = analytics.registrations.iter().map(|r| r.registered).collect();
        assert_eq!(registered, [0, 2, 0, 5, 0]);
        assert_eq!(analytics.registrations[0].day, day("2026-11-17"));
        let submitted: Vec<i64> = analytics.moderation.days.iter().map(|m| m.submitted).collect();
        assert_eq!(submitted, [0, 0, 3, 0, 0]);
        assert_eq!(analytics.moderation.median_decision_hours, Some(5.0));
    }
}
