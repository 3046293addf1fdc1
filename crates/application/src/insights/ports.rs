//! What the admin dashboard and analytics read from the database: one aggregate per figure.

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use quad_domain::{ProfileStatus, Role};
use uuid::Uuid;

/// Everything counted right now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    pub users: i64,
    /// Accounts whose status is active (spec 9).
    pub active_users: i64,
    pub universities: i64,
    /// Universities nobody can join yet: no e-mail domain, and not open to everyone.
    pub universities_not_open: i64,
    pub profiles_pending: i64,
    pub profiles_approved: i64,
    pub profiles_rejected: i64,
    pub instagram_accounts: i64,
    pub posts_queued: i64,
    pub posts_posted: i64,
    pub posts_failed: i64,
}

/// What happened in one window of time (a week, for the growth figures).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WindowCounts {
    /// Accounts created.
    pub new_users: i64,
    /// Accounts created that are active.
    pub new_active_users: i64,
    pub new_universities: i64,
    /// Profiles submitted (or resubmitted) for review.
    pub profiles_submitted: i64,
    /// Profiles approved.
    pub profiles_approved: i64,
    pub instagram_accounts: i64,
    /// Posts queued (uploaded).
    pub posts_queued: i64,
    /// Posts published on Instagram.
    pub posts_posted: i64,
}

/// How moderation and publishing went over a window: the Performance Metrics.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Performance {
    /// Profiles decided in the window.
    pub decisions: i64,
    pub approvals: i64,
    /// Of those decided, how many within 48 hours of their submission.
    pub decided_within_48h: i64,
    /// Median hours from submission to decision; `None` with no decision.
    pub median_decision_hours: Option<f64>,
    /// Accounts created in the window, and how many of them verified their e-mail.
    pub registrations: i64,
    pub verified_registrations: i64,
    /// Publishing attempts that ended in the window.
    pub posts_posted: i64,
    pub posts_failed: i64,
    /// Profiles waiting for a decision for more than 48 hours, right now.
    pub overdue_reviews: i64,
}

/// What a Recent Activity line is about: someone joined, or a staff action of the activity log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecentKind {
    User,
    StaffAction,
}

/// Something that happened on Quad recently.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentItem {
    pub kind: RecentKind,
    /// The person's id, or the log entry's.
    pub id: Uuid,
    /// A person's name, or what the staff action was done to (as the log names it).
    pub title: String,
    /// A person's e-mail, or who acted.
    pub detail: Option<String>,
    pub at: DateTime<Utc>,
    /// A staff action's kind.
    pub action: Option<crate::audit::AuditAction>,
}

/// An inclusive range of whole days (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    pub first: NaiveDate,
    pub last: NaiveDate,
}

impl DayRange {
    pub fn days(&self) -> impl Iterator<Item = NaiveDate> + use<> {
        let last = self.last;
        self.first.iter_days().take_while(move |day| *day <= last)
    }

    pub fn start(&self) -> DateTime<Utc> {
        self.first.and_time(chrono::NaiveTime::MIN).and_utc()
    }

    /// The moment after the last day.
    pub fn end(&self) -> DateTime<Utc> {
        (self.last + chrono::Days::new(1)).and_time(chrono::NaiveTime::MIN).and_utc()
    }
}

/// Accounts created and e-mails verified on one day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegistrationDay {
    pub day: NaiveDate,
    pub registered: i64,
    pub verified: i64,
}

/// Review work on one day; the database leaves out days without any.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ModerationDay {
    pub day: NaiveDate,
    pub submitted: i64,
    pub approved: i64,
    pub rejected: i64,
    /// Median hours from submission to decision of the profiles decided that day.
    pub median_decision_hours: Option<f64>,
}

/// Review work over the whole range.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ModerationSeries {
    pub days: Vec<ModerationDay>,
    pub submitted: i64,
    pub approved: i64,
    pub rejected: i64,
    pub median_decision_hours: Option<f64>,
}

/// A count for one university.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityCount {
    pub university_id: Uuid,
    pub name: String,
    pub count: i64,
}

/// The largest counts by university, and the sum of the rest.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct UniversityRanking {
    pub top: Vec<UniversityCount>,
    /// Counted, but not at one of the `top` universities.
    pub others: i64,
    /// Counted, but at no university (people without a profile).
    pub unassigned: i64,
}

/// A person the dashboard's search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonHit {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub role: Role,
}

/// A university the dashboard's search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityHit {
    pub id: Uuid,
    pub name: String,
    pub location: Option<String>,
}

/// A roommate profile the dashboard's search found (by its owner's name, major or university).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileHit {
    pub user_id: Uuid,
    pub name: String,
    pub username: String,
    pub university: String,
    pub major: String,
    pub status: ProfileStatus,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SearchHits {
    pub users: Vec<PersonHit>,
    pub universities: Vec<UniversityHit>,
    pub profiles: Vec<ProfileHit>,
}

/// The aggregates, each one SQL statement.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait InsightsReader: Send + Sync + 'static {
    async fn totals(&self) -> anyhow::Result<Totals>;
    /// Counts of what happened from `from` (inclusive) to `to` (exclusive).
    async fn window(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> anyhow::Result<WindowCounts>;
    async fn performance(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> anyhow::Result<Performance>;
    /// The newest `per_kind.0` people who joined and `.1` entries of the activity log since
    /// `since`, and how many entries the log has since then.
    async fn recent(&self, since: DateTime<Utc>, per_kind: (i64, i64)) -> anyhow::Result<(Vec<RecentItem>, i64)>;
    /// Days of the range with a registration or a verification.
    async fn registrations(&self, range: DayRange) -> anyhow::Result<Vec<RegistrationDay>>;
    async fn moderation(&self, range: DayRange) -> anyhow::Result<ModerationSeries>;
    /// People who joined in the range, by the university of their profile.
    async fn users_by_university(&self, range: DayRange, top: i64) -> anyhow::Result<UniversityRanking>;
    /// Posts published in the range, by university.
    async fn posts_by_university(&self, range: DayRange, top: i64) -> anyhow::Result<UniversityRanking>;
    /// Up to `limit` of each, matching `text` anywhere, ignoring case.
    async fn search(&self, text: &str, limit: i64) -> anyhow::Result<SearchHits>;
}

/// `part` of `whole` in whole per cent; `None` when there is no whole.
pub fn percent(part: i64, whole: i64) -> Option<i64> {
    (whole > 0).then(|| (part as f64 * 100.0 / whole as f64).round() as i64)
}

impl Performance {
    pub fn decided_within_48h_percent(&self) -> Option<i64> {
        percent(self.decided_within_48h, self.decisions)
    }

    pub fn approval_percent(&self) -> Option<i64> {
        percent(self.approvals, self.decisions)
    }

    pub fn verification_percent(&self) -> Option<i64> {
        percent(self.verified_registrations, self.registrations)
    }

    /// Of the posts that were published or gave up, how many were published.
    pub fn publish_success_percent(&self) -> Option<i64> {
        percent(self.posts_posted, self.posts_posted + self.posts_failed)
    }
}
