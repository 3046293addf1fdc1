use chrono::Duration;
use futures_util::try_join;
use quad_domain::User;

use super::{
    Insights, InsightsError, admit,
    ports::{Performance, RecentItem, SearchHits, Totals, WindowCounts},
};

/// Recent Activity: the newest people who joined and entries of the activity log (every staff
/// action: universities added, accounts connected, profiles decided, ...) of the last 24 hours,
/// merged and cut to 5, so it never leaves out what the log shows (spec 9 listed people,
/// universities and Instagram accounts only).
pub const RECENT_ITEMS: usize = 5;
const RECENT_PER_KIND: (i64, i64) = (3, RECENT_ITEMS as i64);
/// Hits per kind in the dashboard's search; shorter text finds nothing (every row matches one letter).
pub const SEARCH_RESULTS: i64 = 5;
pub const SEARCH_MIN_CHARS: usize = 2;
pub const SEARCH_MAX_CHARS: usize = 100;

/// One figure this week (the last 7 days) against the 7 days before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Growth {
    pub this_week: i64,
    pub last_week: i64,
}

impl Growth {
    /// Whole per cent up or down; `None` when last week had nothing to compare with.
    pub fn change_percent(self) -> Option<i64> {
        (self.last_week > 0).then(|| {
            let change = (self.this_week - self.last_week) as f64 * 100.0 / self.last_week as f64;
            change.round() as i64
        })
    }
}

/// Everything on `/admin`.
#[derive(Debug, Clone, PartialEq)]
pub struct Dashboard {
    pub totals: Totals,
    pub this_week: WindowCounts,
    pub last_week: WindowCounts,
    /// Over the last 30 days.
    pub performance: Performance,
    /// Newest first, at most [`RECENT_ITEMS`].
    pub recent: Vec<RecentItem>,
    /// Entries of the activity log in the last 24 hours.
    pub staff_actions_last_day: i64,
}

impl Dashboard {
    pub fn growth(&self, figure: fn(&WindowCounts) -> i64) -> Growth {
        Growth { this_week: figure(&self.this_week), last_week: figure(&self.last_week) }
    }
}

impl Insights {
    /// The dashboard's figures as of now.
    pub async fn dashboard(&self, actor: &User) -> Result<Dashboard, InsightsError> {
        admit(actor)?;
        let now = self.clock.now();
        let week_ago = now - Duration::days(7);
        let (totals, this_week, last_week, performance, recent) = try_join!(
            self.reader.totals(),
            self.reader.window(week_ago, now),
            self.reader.window(week_ago - Duration::days(7), week_ago),
            self.reader.performance(now - Duration::days(30), now),
            self.reader.recent(now - Duration::hours(24), RECENT_PER_KIND),
        )?;
        let (recent, staff_actions_last_day) = recent;
        Ok(Dashboard {
            totals,
            this_week,
            last_week,
            performance,
            recent: newest_first(recent),
            staff_actions_last_day,
        })
    }

    /// People, universities and profiles whose name (or e-mail, location, major) holds `text`.
    pub async fn search(&self, actor: &User, text: &str) -> Result<SearchHits, InsightsError> {
        admit(actor)?;
        let text = text.trim();
        let length = text.chars().count();
        if length > SEARCH_MAX_CHARS {
            return Err(InsightsError::SearchTooLong);
        }
        if length < SEARCH_MIN_CHARS {
            return Ok(SearchHits::default());
        }
        Ok(self.reader.search(text, SEARCH_RESULTS).await?)
    }
}

fn newest_first(mut items: Vec<RecentItem>) -> Vec<RecentItem> {
    items.sort_by(|a, b| b.at.cmp(&a.at).then(a.id.cmp(&b.id)));
    items.truncate(RECENT_ITEMS);
    items
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Utc};
    use quad_domain::Role;
    use uuid::Uuid;

    use super::*;
    use crate::{
        accounts::testing::{fixed_clock, now, sample_user},
        insights::ports::{MockInsightsReader, RecentKind},
    };

    fn admin() -> User {
        User { role: Role::Admin, ..sample_user() }
    }

    fn item(kind: RecentKind, n: u128, at: DateTime<Utc>) -> RecentItem {
        RecentItem { kind, id: Uuid::from_u128(n), title: format!("item {n}"), detail: None, at, action: None }
    }

    fn insights(reader: MockInsightsReader) -> Insights {
        Insights::new(Arc::new(reader), Arc::new(fixed_clock()))
    }

    #[tokio::test]
    async fn only_admins_see_the_figures_or_search() {
        for role in [Role::User, Role::Moderator, Role::Manager] {
            let mut reader = MockInsightsReader::new();
            reader.expect_totals().never();
            reader.expect_search().never();
            let insights = insights(reader);
            let actor = User { role, ..sample_user() };
            assert!(matches!(insights.dashboard(&actor).await, Err(InsightsError::Forbidden)));
            assert!(matches!(insights.search(&actor, "ann").await, Err(InsightsError::Forbidden)));
        }
    }

    #[tokio::test]
    async fn the_weeks_and_windows_end_now_and_recent_activity_is_merged_newest_first_and_cut_to_five() {
        let mut reader = MockInsightsReader::new();
        reader.expect_totals().returning(|| Ok(Totals { users: 9, ..Totals::default() }));
        reader
            .expect_window()
            .withf(|from, to| *to == now() && *from == now() - Duration::days(7))
            .returning(|_, _| Ok(WindowCounts { new_users: 4, ..WindowCounts::default() }));
        reader
            .expect_window()
            .withf(|from, to| *to == now() - Duration::days(7) && *from == now() - Duration::days(14))
            .returning(|_, _| Ok(WindowCounts { new_users: 2, ..WindowCounts::default() }));
        reader
            .expect_performance()
            .withf(|from, to| *to == now() && *from == now() - Duration::days(30))
            .returning(|_, _| Ok(Performance::default()));
        reader
            .expect_recent()
            .withf(|since, per_kind| *since == now() - Duration::hours(24) && *per_kind == (3, 5))
            .returning(|_, _| {
                let minutes = |m| now() - Duration::minutes(m);
                let items = vec![
                    item(RecentKind::User, 1, minutes(50)),
                    item(RecentKind::User, 2, minutes(5)),
                    item(RecentKind::User, 3, minutes(70)),
                    item(RecentKind::StaffAction, 4, minutes(10)),
                    item(RecentKind::StaffAction, 5, minutes(60)),
                    item(RecentKind::StaffAction, 6, minutes(1)),
                    item(RecentKind::StaffAction, 7, minutes(40)),
                ];
                Ok((items, 9))
            });

        let dashboard = insights(reader).dashboard(&admin()).await.unwrap();

        assert_eq!(dashboard.totals.users, 9);
        assert_eq!(dashboard.growth(|w| w.new_users), Growth { this_week: 4, last_week: 2 });
        let order: Vec<u128> = dashboard.recent.iter().map(|i| i.id.as_u128()).collect();
        assert_eq!(order, [6, 2, 4, 7, 1]);
        assert_eq!(dashboard.staff_actions_last_day, 9);
    }

    #[test]
    fn growth_is_a_whole_percentage_of_last_week_or_none_without_last_week() {
        assert_eq!(Growth { this_week: 6, last_week: 4 }.change_percent(), Some(50));
        assert_eq!(Growth { this_week: 1, last_week: 3 }.change_percent(), Some(-67));
        assert_eq!(Growth { this_week: 3, last_week: 3 }.change_percent(), Some(0));
        assert_eq!(Growth { this_week: 5, last_week: 0 }.change_percent(), None);
    }

    #[tokio::test]
    async fn search_trims_finds_nothing_for_one_letter_and_refuses_a_novel() {
        let mut reader = MockInsightsReader::new();
        reader
            .expect_search()
            .withf(|text, limit| text == "ann arbor" && *limit == 5)
            .times(1)
            .returning(|_, _| Ok(SearchHits::default()));
        let insights = insights(reader);

        insights.search(&admin(), "  ann arbor ").await.unwrap();
        assert_eq!(insights.search(&admin(), " a ").await.unwrap(), SearchHits::default());
        let novel = "x".repeat(SEARCH_MAX_CHARS + 1);
        assert!(matches!(insights.search(&admin(), &novel).await, Err(InsightsError::SearchTooLong)));
    }
}
