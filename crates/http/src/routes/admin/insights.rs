//! The admin dashboard's figures and search, and the analytics charts: `GET /admin/dashboard`,
//! `GET /admin/search`, `GET /admin/analytics`.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, NaiveDate, Utc};
use quad_application::insights::{
    AnalyticsError, AnalyticsRequest, Dashboard, Growth, InsightsError, SEARCH_MAX_CHARS,
    ports::{ModerationSeries, RecentItem, RecentKind, SearchHits, UniversityRanking, WindowCounts},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::{CurrentUser, forbidden},
    closed_sets::{AuditActionDto, ProfileStatusDto, RoleDto},
    extract::Query,
};

impl From<InsightsError> for ApiError {
    fn from(error: InsightsError) -> Self {
        match error {
            InsightsError::Forbidden => forbidden(),
            InsightsError::SearchTooLong => ApiError::invalid_field("q", error.to_string()),
            InsightsError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

impl From<AnalyticsError> for ApiError {
    fn from(error: AnalyticsError) -> Self {
        match error {
            AnalyticsError::Insights(error) => error.into(),
            AnalyticsError::BackwardsRange | AnalyticsError::RangeTooLong | AnalyticsError::OutOfBounds => {
                ApiError::bad_request(error.to_string())
            }
        }
    }
}

/// Everything counted right now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Totals)]
pub struct TotalsDto {
    pub users: i64,
    /// Accounts whose status is active.
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

/// A figure over the last 7 days against the 7 days before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Growth)]
pub struct GrowthDto {
    pub this_week: i64,
    pub last_week: i64,
    /// Whole per cent up (or down, negative); `null` when last week had none.
    pub change_percent: Option<i64>,
}

impl From<Growth> for GrowthDto {
    fn from(growth: Growth) -> Self {
        Self { this_week: growth.this_week, last_week: growth.last_week, change_percent: growth.change_percent() }
    }
}

/// What was added or done this week and last, one figure per stat card.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GrowthFigures)]
pub struct GrowthFiguresDto {
    /// Accounts created.
    pub users: GrowthDto,
    /// Accounts created that are active.
    pub active_users: GrowthDto,
    pub universities: GrowthDto,
    /// Profiles submitted for review.
    pub profiles_submitted: GrowthDto,
    pub profiles_approved: GrowthDto,
    pub instagram_accounts: GrowthDto,
    /// Posts uploaded to the queue.
    pub posts_queued: GrowthDto,
    /// Posts published on Instagram.
    pub posts_posted: GrowthDto,
}

/// Moderation, sign-up and publishing over the last 30 days.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Performance)]
pub struct PerformanceDto {
    pub period_days: i64,
    /// Profiles approved or rejected in the period.
    pub decisions: i64,
    /// Median hours from a profile's submission to its decision.
    pub median_decision_hours: Option<f64>,
    /// Share of decisions made within 48 hours of submission (what students are told).
    pub decided_within_48h_percent: Option<i64>,
    pub approval_percent: Option<i64>,
    /// Share of the period's new accounts that verified their e-mail.
    pub verification_percent: Option<i64>,
    /// Share of finished posts that were published rather than given up on.
    pub publish_success_percent: Option<i64>,
    /// Profiles waiting more than 48 hours for a decision, now.
    pub overdue_reviews: i64,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RecentKind)]
pub enum RecentKindDto {
    User,
    StaffAction,
}

/// Someone who joined, or a staff action of the activity log, in the last 24 hours.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RecentItem)]
pub struct RecentItemDto {
    pub kind: RecentKindDto,
    /// The person's id, or the log entry's.
    pub id: Uuid,
    /// A person's name, or what the staff action was done to (as the log names it; may be empty).
    pub title: String,
    /// A person's e-mail, or who acted.
    pub detail: Option<String>,
    pub at: DateTime<Utc>,
    /// A staff action's kind.
    pub action: Option<AuditActionDto>,
}

impl From<RecentItem> for RecentItemDto {
    fn from(item: RecentItem) -> Self {
        let kind = match item.kind {
            RecentKind::User => RecentKindDto::User,
            RecentKind::StaffAction => RecentKindDto::StaffAction,
        };
        let action = item.action.map(AuditActionDto::from);
        Self { kind, id: item.id, title: item.title, detail: item.detail, at: item.at, action }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Dashboard)]
pub struct DashboardDto {
    pub totals: TotalsDto,
    pub growth: GrowthFiguresDto,
    pub performance: PerformanceDto,
    /// The newest people who joined and entries of the activity log of the last 24 hours,
    /// merged newest first and cut to 5.
    pub recent_activity: Vec<RecentItemDto>,
    /// Entries of the activity log in the last 24 hours.
    pub staff_actions_last_day: i64,
}

impl From<Dashboard> for DashboardDto {
    fn from(dashboard: Dashboard) -> Self {
        let t = dashboard.totals;
        let p = dashboard.performance;
        let growth = |figure: fn(&WindowCounts) -> i64| GrowthDto::from(dashboard.growth(figure));
        Self {
            totals: TotalsDto {
                users: t.users,
                active_users: t.active_users,
                universities: t.universities,
                universities_not_open: t.universities_not_open,
                profiles_pending: t.profiles_pending,
                profiles_approved: t.profiles_approved,
                profiles_rejected: t.profiles_rejected,
                instagram_accounts: t.instagram_accounts,
                posts_queued: t.posts_queued,
                posts_posted: t.posts_posted,
                posts_failed: t.posts_failed,
            },
            growth: GrowthFiguresDto {
                users: growth(|w| w.new_users),
                active_users: growth(|w| w.new_active_users),
                universities: growth(|w| w.new_universities),
                profiles_submitted: growth(|w| w.profiles_submitted),
                profiles_approved: growth(|w| w.profiles_approved),
                instagram_accounts: growth(|w| w.instagram_accounts),
                posts_queued: growth(|w| w.posts_queued),
                posts_posted: growth(|w| w.posts_posted),
            },
            performance: PerformanceDto {
                period_days: 30,
                decisions: p.decisions,
                median_decision_hours: p.median_decision_hours,
                decided_within_48h_percent: p.decided_within_48h_percent(),
                approval_percent: p.approval_percent(),
                verification_percent: p.verification_percent(),
                publish_success_percent: p.publish_success_percent(),
                overdue_reviews: p.overdue_reviews,
            },
            recent_activity: dashboard.recent.into_iter().map(RecentItemDto::from).collect(),
            staff_actions_last_day: dashboard.staff_actions_last_day,
        }
    }
}

/// The admin dashboard: totals, growth week on week, performance, recent activity (admins only).
#[utoipa::path(
    get,
    path = "/api/v1/admin/dashboard",
    tag = "admin",
    operation_id = "adminDashboard",
    responses(
        (status = 200, description = "The dashboard's figures, from the database", body = Envelope<DashboardDto>),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn dashboard(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let dashboard = services.insights.dashboard(who.user()).await?;
    Ok(Envelope::ok(DashboardDto::from(dashboard)))
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Part of a name, e-mail, username, university, location or major; fewer than 2 characters
    /// find nothing.
    #[param(max_length = 100)]
    #[validate(length(max = 100, message = "q must be at most 100 characters"))]
    #[serde(default)]
    pub q: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PersonHit)]
pub struct PersonHitDto {
    pub id: Uuid,
    pub name: String,
    #[schema(format = Email)]
    pub email: String,
    pub role: RoleDto,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UniversityHit)]
pub struct UniversityHitDto {
    pub id: Uuid,
    pub name: String,
    pub location: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProfileHit)]
pub struct ProfileHitDto {
    /// The profile's owner.
    pub user_id: Uuid,
    pub name: String,
    pub username: String,
    pub university: String,
    pub major: String,
    pub status: ProfileStatusDto,
}

/// Up to 5 of each kind.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SearchResults)]
pub struct SearchResultsDto {
    pub users: Vec<PersonHitDto>,
    pub universities: Vec<UniversityHitDto>,
    pub profiles: Vec<ProfileHitDto>,
}

impl From<SearchHits> for SearchResultsDto {
    fn from(hits: SearchHits) -> Self {
        Self {
            users: hits
                .users
                .into_iter()
                .map(|hit| PersonHitDto { id: hit.id, name: hit.name, email: hit.email, role: hit.role.into() })
                .collect(),
            universities: hits
                .universities
                .into_iter()
                .map(|hit| UniversityHitDto { id: hit.id, name: hit.name, location: hit.location })
                .collect(),
            profiles: hits
                .profiles
                .into_iter()
                .map(|hit| ProfileHitDto {
                    user_id: hit.user_id,
                    name: hit.name,
                    username: hit.username,
                    university: hit.university,
                    major: hit.major,
                    status: hit.status.into(),
                })
                .collect(),
        }
    }
}

/// The dashboard's search: people, universities and roommate profiles (admins only).
#[utoipa::path(
    get,
    path = "/api/v1/admin/search",
    tag = "admin",
    operation_id = "adminSearch",
    params(SearchQuery),
    responses(
        (status = 200, description = "Up to 5 matches of each kind", body = Envelope<SearchResultsDto>),
        (status = 400, description = "`q` is longer than 100 characters", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn search(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<SearchQuery>,
) -> Result<HttpResponse, ApiError> {
    debug_assert_eq!(SEARCH_MAX_CHARS, 100);
    let hits = services.insights.search(who.user(), &query.q).await?;
    Ok(Envelope::ok(SearchResultsDto::from(hits)))
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[into_params(parameter_in = Query)]
pub struct AnalyticsQuery {
    /// The first day (UTC, YYYY-MM-DD); 29 days before `to` when absent.
    pub from: Option<NaiveDate>,
    /// The last day, included (UTC, YYYY-MM-DD); today when absent. At most 366 days in all.
    pub to: Option<NaiveDate>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RegistrationDay)]
pub struct RegistrationDayDto {
    pub day: NaiveDate,
    /// Accounts created that day.
    pub registered: i64,
    /// E-mail addresses verified that day.
    pub verified: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ModerationDay)]
pub struct ModerationDayDto {
    pub day: NaiveDate,
    pub submitted: i64,
    pub approved: i64,
    pub rejected: i64,
    /// Median hours from submission to decision of the profiles decided that day.
    pub median_decision_hours: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ModerationChart)]
pub struct ModerationChartDto {
    pub days: Vec<ModerationDayDto>,
    pub submitted: i64,
    pub approved: i64,
    pub rejected: i64,
    /// Over the whole range.
    pub median_decision_hours: Option<f64>,
}

impl From<ModerationSeries> for ModerationChartDto {
    fn from(series: ModerationSeries) -> Self {
        Self {
            days: series
                .days
                .into_iter()
                .map(|day| ModerationDayDto {
                    day: day.day,
                    submitted: day.submitted,
                    approved: day.approved,
                    rejected: day.rejected,
                    median_decision_hours: day.median_decision_hours,
                })
                .collect(),
            submitted: series.submitted,
            approved: series.approved,
            rejected: series.rejected,
            median_decision_hours: series.median_decision_hours,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UniversityCount)]
pub struct UniversityCountDto {
    pub university_id: Uuid,
    pub name: String,
    pub count: i64,
}

/// The 10 largest, then the rest summed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UniversityRanking)]
pub struct UniversityRankingDto {
    pub top: Vec<UniversityCountDto>,
    /// At universities outside the top 10.
    pub others: i64,
    /// At no university (students without a profile yet).
    pub unassigned: i64,
}

impl From<UniversityRanking> for UniversityRankingDto {
    fn from(ranking: UniversityRanking) -> Self {
        Self {
            top: ranking
                .top
                .into_iter()
                .map(|row| UniversityCountDto { university_id: row.university_id, name: row.name, count: row.count })
                .collect(),
            others: ranking.others,
            unassigned: ranking.unassigned,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Analytics)]
pub struct AnalyticsDto {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Every day of the range, in order.
    pub registrations: Vec<RegistrationDayDto>,
    /// Every day of the range, in order, with the range's totals.
    pub moderation: ModerationChartDto,
    /// Students who joined in the range, by their profile's university.
    pub users_by_university: UniversityRankingDto,
    /// Posts published in the range, by university.
    pub posts_by_university: UniversityRankingDto,
}

/// The analytics charts over a range of days (admins only).
#[utoipa::path(
    get,
    path = "/api/v1/admin/analytics",
    tag = "admin",
    operation_id = "adminAnalytics",
    params(AnalyticsQuery),
    responses(
        (status = 200, description = "One series per chart", body = Envelope<AnalyticsDto>),
        (status = 400, description = "A day that is not YYYY-MM-DD, `from` after `to`, more than 366 days, or outside 2000-2100", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn analytics(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<AnalyticsQuery>,
) -> Result<HttpResponse, ApiError> {
    let request = AnalyticsRequest { from: query.from, to: query.to };
    let analytics = services.insights.analytics(who.user(), request).await?;
    Ok(Envelope::ok(AnalyticsDto {
        from: analytics.range.first,
        to: analytics.range.last,
        registrations: analytics
            .registrations
            .into_iter()
            .map(|day| RegistrationDayDto { day: day.day, registered: day.registered, verified: day.verified })
            .collect(),
        moderation: analytics.moderation.into(),
        users_by_university: analytics.users_by_university.into(),
        posts_by_university: analytics.posts_by_university.into(),
    }))
}
