//! When the newsletter's issues are due.

use chrono::{DateTime, Datelike, Duration, NaiveTime, TimeDelta, Utc, Weekday};

/// When issues fall due: weekly on a day at a time (UTC), or, for browser tests, every few seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsletterSchedule {
    Weekly { weekday: Weekday, at: NaiveTime },
    Every(Duration),
}

impl Default for NewsletterSchedule {
    /// Mondays at 14:00 UTC: a Monday morning across the United States.
    fn default() -> Self {
        Self::Weekly { weekday: Weekday::Mon, at: NaiveTime::from_hms_opt(14, 0, 0).expect("a valid time") }
    }
}

impl NewsletterSchedule {
    /// The time between two issues.
    pub fn period(&self) -> Duration {
        match self {
            Self::Weekly { .. } => Duration::weeks(1),
            Self::Every(period) => *period,
        }
    }

    /// The latest moment an issue fell due, at or before `now`.
    pub fn latest_due(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        match *self {
            Self::Weekly { weekday, at } => {
                let days_back = (i64::from(now.weekday().num_days_from_monday())
                    - i64::from(weekday.num_days_from_monday()))
                .rem_euclid(7);
                let day = now.date_naive() - TimeDelta::days(days_back);
                let due = day.and_time(at).and_utc();
                if due > now { due - Duration::weeks(1) } else { due }
            }
            Self::Every(period) => {
                let seconds = period.num_seconds().max(1);
                let start = now.timestamp().div_euclid(seconds) * seconds;
                DateTime::from_timestamp(start, 0).unwrap_or(now)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    #[test]
    fn a_weekly_issue_is_due_from_its_hour_on_its_day_until_the_next_week() {
        let mondays = NewsletterSchedule::default();
        // Monday 7 December 2026.
        assert_eq!(mondays.latest_due(at(2026, 12, 7, 14, 0)), at(2026, 12, 7, 14, 0));
        assert_eq!(mondays.latest_due(at(2026, 12, 7, 13, 59)), at(2026, 11, 30, 14, 0));
        assert_eq!(mondays.latest_due(at(2026, 12, 10, 9, 0)), at(2026, 12, 7, 14, 0));
        assert_eq!(mondays.latest_due(at(2026, 12, 13, 23, 59)), at(2026, 12, 7, 14, 0));
        assert_eq!(mondays.latest_due(at(2026, 12, 14, 14, 1)), at(2026, 12, 14, 14, 0));
    }

    #[test]
    fn a_short_period_is_due_on_its_multiples() {
        let every = NewsletterSchedule::Every(Duration::seconds(5));
        assert_eq!(
            every.latest_due(at(2026, 12, 7, 14, 0) + Duration::seconds(7)),
            at(2026, 12, 7, 14, 0) + Duration::seconds(5)
        );
        assert_eq!(every.period(), Duration::seconds(5));
    }
}
