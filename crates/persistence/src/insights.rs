//! The admin dashboard's and analytics' aggregates: `PgInsightsReader`, one statement per figure
//! or chart, each over an index on the time it counts by (migration 18).

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::{
    prelude::*,
    sql_types::{BigInt, Date, Double, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl, pooled_connection::deadpool::Object};
use quad_application::{
    audit::AuditAction,
    insights::ports::{
        DayRange, InsightsReader, ModerationDay, ModerationSeries, Performance, PersonHit, ProfileHit, RecentItem,
        RecentKind, RegistrationDay, SearchHits, Totals, UniversityCount, UniversityHit, UniversityRanking,
        WindowCounts,
    },
};
use uuid::Uuid;

use crate::{PgPool, schema::audit_log, user_directory::like_pattern};

pub struct PgInsightsReader {
    pool: PgPool,
}

impl PgInsightsReader {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    async fn connection(&self) -> anyhow::Result<Object<AsyncPgConnection>> {
        self.pool.get().await.context("no database connection")
    }
}

#[derive(QueryableByName)]
struct TotalsRow {
    #[diesel(sql_type = BigInt)]
    users: i64,
    #[diesel(sql_type = BigInt)]
    active_users: i64,
    #[diesel(sql_type = BigInt)]
    universities: i64,
    #[diesel(sql_type = BigInt)]
    universities_not_open: i64,
    #[diesel(sql_type = BigInt)]
    profiles_pending: i64,
    #[diesel(sql_type = BigInt)]
    profiles_approved: i64,
    #[diesel(sql_type = BigInt)]
    profiles_rejected: i64,
    #[diesel(sql_type = BigInt)]
    instagram_accounts: i64,
    #[diesel(sql_type = BigInt)]
    posts_queued: i64,
    #[diesel(sql_type = BigInt)]
    posts_posted: i64,
    #[diesel(sql_type = BigInt)]
    posts_failed: i64,
}

const TOTALS: &str = "SELECT u.users, u.active_users, \
       (SELECT count(*) FROM universities) AS universities, \
       (SELECT count(*) FROM universities \
         WHERE cardinality(email_domains) = 0 AND NOT join_without_university_email) AS universities_not_open, \
       p.profiles_pending, p.profiles_approved, p.profiles_rejected, \
       (SELECT count(*) FROM instagram_accounts) AS instagram_accounts, \
       q.posts_queued, q.posts_posted, q.posts_failed \
  FROM (SELECT count(*) AS users, count(*) FILTER (WHERE status = 'active') AS active_users FROM users) u, \
       (SELECT count(*) FILTER (WHERE status = 'pending') AS profiles_pending, \
               count(*) FILTER (WHERE status = 'approved') AS profiles_approved, \
               count(*) FILTER (WHERE status = 'rejected') AS profiles_rejected FROM roommate_profiles) p, \
       (SELECT count(*) FILTER (WHERE status = 'queued') AS posts_queued, \
               count(*) FILTER (WHERE status = 'posted') AS posts_posted, \
               count(*) FILTER (WHERE status = 'failed') AS posts_failed FROM instagram_posts) q";

#[derive(QueryableByName)]
struct WindowRow {
    #[diesel(sql_type = BigInt)]
    new_users: i64,
    #[diesel(sql_type = BigInt)]
    new_active_users: i64,
    #[diesel(sql_type = BigInt)]
    new_universities: i64,
    #[diesel(sql_type = BigInt)]
    profiles_submitted: i64,
    #[diesel(sql_type = BigInt)]
    profiles_approved: i64,
    #[diesel(sql_type = BigInt)]
    instagram_accounts: i64,
    #[diesel(sql_type = BigInt)]
    posts_queued: i64,
    #[diesel(sql_type = BigInt)]
    posts_posted: i64,
}

const WINDOW: &str = "SELECT u.new_users, u.new_active_users, \
       (SELECT count(*) FROM universities WHERE created_at >= $1 AND created_at < $2) AS new_universities, \
       (SELECT count(*) FROM roommate_profiles WHERE submitted_at >= $1 AND submitted_at < $2) AS profiles_submitted, \
       (SELECT count(*) FROM roommate_profiles \
         WHERE status = 'approved' AND decided_at >= $1 AND decided_at < $2) AS profiles_approved, \
       (SELECT count(*) FROM instagram_accounts WHERE created_at >= $1 AND created_at < $2) AS instagram_accounts, \
       (SELECT count(*) FROM instagram_posts WHERE created_at >= $1 AND created_at < $2) AS posts_queued, \
       (SELECT count(*) FROM instagram_posts \
         WHERE status = 'posted' AND posted_time >= $1 AND posted_time < $2) AS posts_posted \
  FROM (SELECT count(*) AS new_users, count(*) FILTER (WHERE status = 'active') AS new_active_users \
          FROM users WHERE created_at >= $1 AND created_at < $2) u";

#[derive(QueryableByName)]
struct PerformanceRow {
    #[diesel(sql_type = BigInt)]
    decisions: i64,
    #[diesel(sql_type = BigInt)]
    approvals: i64,
    #[diesel(sql_type = BigInt)]
    decided_within_48h: i64,
    #[diesel(sql_type = Nullable<Double>)]
    median_decision_hours: Option<f64>,
    #[diesel(sql_type = BigInt)]
    registrations: i64,
    #[diesel(sql_type = BigInt)]
    verified_registrations: i64,
    #[diesel(sql_type = BigInt)]
    posts_posted: i64,
    #[diesel(sql_type = BigInt)]
    posts_failed: i64,
    #[diesel(sql_type = BigInt)]
    overdue_reviews: i64,
}

/// Hours between a profile's submission and its decision.
const DECISION_HOURS: &str = "extract(epoch FROM decided_at - submitted_at)::float8 / 3600";

fn performance_sql() -> String {
    format!(
        "SELECT d.decisions, d.approvals, d.decided_within_48h, d.median_decision_hours, \
                r.registrations, r.verified_registrations, p.posts_posted, p.posts_failed, \
                (SELECT count(*) FROM roommate_profiles \
                  WHERE status = 'pending' AND submitted_at < $2 - interval '48 hours') AS overdue_reviews \
           FROM (SELECT count(*) AS decisions, count(*) FILTER (WHERE status = 'approved') AS approvals, \
                        count(*) FILTER (WHERE decided_at - submitted_at <= interval '48 hours') AS decided_within_48h, \
                        percentile_cont(0.5) WITHIN GROUP (ORDER BY {DECISION_HOURS}) AS median_decision_hours \
                   FROM roommate_profiles \
                  WHERE status IN ('approved', 'rejected') AND decided_at >= $1 AND decided_at < $2) d, \
                (SELECT count(*) AS registrations, count(email_verified_at) AS verified_registrations \
                   FROM users WHERE created_at >= $1 AND created_at < $2) r, \
                (SELECT count(*) FILTER (WHERE status = 'posted' AND posted_time >= $1 AND posted_time < $2) AS posts_posted, \
                        count(*) FILTER (WHERE status = 'failed' AND last_attempt >= $1 AND last_attempt < $2) AS posts_failed \
                   FROM instagram_posts WHERE status IN ('posted', 'failed')) p"
    )
}

#[derive(QueryableByName)]
struct RecentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Nullable<Text>)]
    detail: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Text>)]
    action: Option<String>,
}

const RECENT: &str = "(SELECT id, first_name || ' ' || last_name AS title, email AS detail, \
         created_at AS at, NULL::text AS action \
     FROM users WHERE created_at >= $1 ORDER BY created_at DESC LIMIT $2) \
  UNION ALL \
  (SELECT l.id, coalesce(l.target_label, ''), \
          coalesce(a.first_name || ' ' || a.last_name, 'A deleted account'), l.occurred_at, l.action \
     FROM audit_log l LEFT JOIN users a ON a.id = l.actor_id \
    WHERE l.occurred_at >= $1 ORDER BY l.occurred_at DESC, l.id DESC LIMIT $3)";

#[derive(QueryableByName)]
struct RegistrationRow {
    #[diesel(sql_type = Date)]
    day: NaiveDate,
    #[diesel(sql_type = BigInt)]
    registered: i64,
    #[diesel(sql_type = BigInt)]
    verified: i64,
}

const REGISTRATIONS: &str = "SELECT day, count(*) FILTER (WHERE registered) AS registered, \
       count(*) FILTER (WHERE NOT registered) AS verified \
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, true AS registered \
          FROM users WHERE created_at >= $1 AND created_at < $2 \
        UNION ALL \
        SELECT (email_verified_at AT TIME ZONE 'UTC')::date, false \
          FROM users WHERE email_verified_at >= $1 AND email_verified_at < $2) events \
 GROUP BY day ORDER BY day";

#[derive(QueryableByName)]
struct ModerationRow {
    /// `NULL` on the row that totals the range.
    #[diesel(sql_type = Nullable<Date>)]
    day: Option<NaiveDate>,
    #[diesel(sql_type = BigInt)]
    submitted: i64,
    #[diesel(sql_type = BigInt)]
    approved: i64,
    #[diesel(sql_type = BigInt)]
    rejected: i64,
    #[diesel(sql_type = Nullable<Double>)]
    median_decision_hours: Option<f64>,
}

/// Per day and, on the row whose day is `NULL`, for the whole range (one grouping-sets pass).
fn moderation_sql() -> String {
    format!(
        "SELECT day, count(*) FILTER (WHERE kind = 'submitted') AS submitted, \
                count(*) FILTER (WHERE kind = 'approved') AS approved, \
                count(*) FILTER (WHERE kind = 'rejected') AS rejected, \
                percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_decision_hours \
           FROM (SELECT (submitted_at AT TIME ZONE 'UTC')::date AS day, 'submitted' AS kind, NULL::float8 AS hours \
                   FROM roommate_profiles WHERE submitted_at >= $1 AND submitted_at < $2 \
                 UNION ALL \
                 SELECT (decided_at AT TIME ZONE 'UTC')::date, status, {DECISION_HOURS} \
                   FROM roommate_profiles \
                  WHERE status IN ('approved', 'rejected') AND decided_at >= $1 AND decided_at < $2) events \
          GROUP BY GROUPING SETS ((day), ()) ORDER BY day NULLS FIRST"
    )
}

#[derive(QueryableByName)]
struct RankingRow {
    /// `NULL` on the rows for the rest and for no university.
    #[diesel(sql_type = Nullable<SqlUuid>)]
    university_id: Option<Uuid>,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = BigInt)]
    count: i64,
}

/// The top `$3` universities of `counted` (rows of `university_id`, `n`), then a row `others`
/// summing the rest and a row `unassigned` for `n` without a university.
fn ranking_sql(counted: &str) -> String {
    format!(
        "WITH counted AS ({counted}), \
              ranked AS (SELECT c.university_id, u.name, c.n, row_number() OVER (ORDER BY c.n DESC, u.name) AS rank \
                           FROM counted c JOIN universities u ON u.id = c.university_id) \
         SELECT * FROM (SELECT university_id, name, n AS count FROM ranked WHERE rank <= $3 ORDER BY rank) top \
         UNION ALL \
         SELECT NULL, 'others', coalesce(sum(n), 0)::int8 FROM ranked WHERE rank > $3 \
         UNION ALL \
         SELECT NULL, 'unassigned', coalesce(sum(n), 0)::int8 FROM counted WHERE university_id IS NULL"
    )
}

/// Students who joined in the range, by their profile's university.
const STUDENTS_COUNTED: &str = "SELECT p.university_id, count(*) AS n FROM users s \
     LEFT JOIN roommate_profiles p ON p.user_id = s.id \
    WHERE s.role = 'user' AND s.created_at >= $1 AND s.created_at < $2 GROUP BY p.university_id";

/// Posts published in the range, by university.
const POSTS_COUNTED: &str = "SELECT university_id, count(*) AS n FROM instagram_posts \
    WHERE status = 'posted' AND posted_time >= $1 AND posted_time < $2 GROUP BY university_id";

#[derive(QueryableByName)]
struct PersonRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    role: String,
}

#[derive(QueryableByName)]
struct UniversityHitRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Nullable<Text>)]
    location: Option<String>,
}

#[derive(QueryableByName)]
struct ProfileHitRow {
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    university: String,
    #[diesel(sql_type = Text)]
    major: String,
    #[diesel(sql_type = Text)]
    status: String,
}

const SEARCH_PEOPLE: &str = "SELECT id, first_name || ' ' || last_name AS name, email, role FROM users \
    WHERE (first_name || ' ' || last_name || ' ' || username || ' ' || email) ILIKE $1 \
    ORDER BY created_at DESC LIMIT $2";
const SEARCH_UNIVERSITIES: &str = "SELECT id, name, location FROM universities \
    WHERE (name || ' ' || coalesce(abbreviation, '') || ' ' || coalesce(location, '')) ILIKE $1 \
    ORDER BY name LIMIT $2";
const SEARCH_PROFILES: &str = "SELECT s.id AS user_id, s.first_name || ' ' || s.last_name AS name, s.username, \
       u.name AS university, p.major, p.status \
  FROM roommate_profiles p JOIN users s ON s.id = p.user_id JOIN universities u ON u.id = p.university_id \
 WHERE (s.first_name || ' ' || s.last_name || ' ' || s.username || ' ' || p.major || ' ' || u.name) ILIKE $1 \
 ORDER BY p.submitted_at DESC LIMIT $2";

/// One of the dashboard search's three statements: `$1` the LIKE pattern, `$2` the limit.
async fn search_hits<Row>(
    connection: &mut AsyncPgConnection,
    sql: &str,
    pattern: &str,
    limit: i64,
) -> anyhow::Result<Vec<Row>>
where
    Row: QueryableByName<diesel::pg::Pg> + Send + 'static,
{
    diesel::sql_query(sql)
        .bind::<Text, _>(pattern)
        .bind::<BigInt, _>(limit)
        .load(connection)
        .await
        .with_context(|| format!("cannot search: {sql}"))
}

async fn ranking(
    connection: &mut AsyncPgConnection,
    counted: &str,
    range: DayRange,
    top: i64,
) -> anyhow::Result<UniversityRanking> {
    let rows: Vec<RankingRow> = diesel::sql_query(ranking_sql(counted))
        .bind::<Timestamptz, _>(range.start())
        .bind::<Timestamptz, _>(range.end())
        .bind::<BigInt, _>(top)
        .load(connection)
        .await
        .context("cannot rank universities")?;
    let mut ranking = UniversityRanking::default();
    for row in rows {
        match (row.university_id, row.name.as_str()) {
            (Some(university_id), _) => {
                ranking.top.push(UniversityCount { university_id, name: row.name, count: row.count })
            }
            (None, "others") => ranking.others = row.count,
            (None, _) => ranking.unassigned = row.count,
        }
    }
    Ok(ranking)
}

#[async_trait]
impl InsightsReader for PgInsightsReader {
    async fn totals(&self) -> anyhow::Result<Totals> {
        let row: TotalsRow =
            diesel::sql_query(TOTALS).get_result(&mut self.connection().await?).await.context("cannot count totals")?;
        Ok(Totals {
            users: row.users,
            active_users: row.active_users,
            universities: row.universities,
            universities_not_open: row.universities_not_open,
            profiles_pending: row.profiles_pending,
            profiles_approved: row.profiles_approved,
            profiles_rejected: row.profiles_rejected,
            instagram_accounts: row.instagram_accounts,
            posts_queued: row.posts_queued,
            posts_posted: row.posts_posted,
            posts_failed: row.posts_failed,
        })
    }

    async fn window(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> anyhow::Result<WindowCounts> {
        let row: WindowRow = diesel::sql_query(WINDOW)
            .bind::<Timestamptz, _>(from)
            .bind::<Timestamptz, _>(to)
            .get_result(&mut self.connection().await?)
            .await
            .context("cannot count a week")?;
        Ok(WindowCounts {
            new_users: row.new_users,
            new_active_users: row.new_active_users,
            new_universities: row.new_universities,
            profiles_submitted: row.profiles_submitted,
            profiles_approved: row.profiles_approved,
            instagram_accounts: row.instagram_accounts,
            posts_queued: row.posts_queued,
            posts_posted: row.posts_posted,
        })
    }

    async fn performance(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> anyhow::Result<Performance> {
        let row: PerformanceRow = diesel::sql_query(performance_sql())
            .bind::<Timestamptz, _>(from)
            .bind::<Timestamptz, _>(to)
            .get_result(&mut self.connection().await?)
            .await
            .context("cannot measure performance")?;
        Ok(Performance {
            decisions: row.decisions,
            approvals: row.approvals,
            decided_within_48h: row.decided_within_48h,
            median_decision_hours: row.median_decision_hours,
            registrations: row.registrations,
            verified_registrations: row.verified_registrations,
            posts_posted: row.posts_posted,
            posts_failed: row.posts_failed,
            overdue_reviews: row.overdue_reviews,
        })
    }

    async fn recent(&self, since: DateTime<Utc>, per_kind: (i64, i64)) -> anyhow::Result<(Vec<RecentItem>, i64)> {
        let mut connection = self.connection().await?;
        let rows: Vec<RecentRow> = diesel::sql_query(RECENT)
            .bind::<Timestamptz, _>(since)
            .bind::<BigInt, _>(per_kind.0)
            .bind::<BigInt, _>(per_kind.1)
            .load(&mut connection)
            .await
            .context("cannot read recent activity")?;
        let staff_actions: i64 = audit_log::table
            .filter(audit_log::occurred_at.ge(since))
            .count()
            .get_result(&mut connection)
            .await
            .context("cannot count recent staff actions")?;
        let items = rows
            .into_iter()
            .map(|row| {
                let action = row
                    .action
                    .map(|name| AuditAction::parse(&name).with_context(|| format!("unknown audit action {name}")))
                    .transpose()?;
                Ok(RecentItem {
                    kind: if action.is_some() { RecentKind::StaffAction } else { RecentKind::User },
                    id: row.id,
                    title: row.title,
                    detail: row.detail,
                    at: row.at,
                    action,
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok((items, staff_actions))
    }

    async fn registrations(&self, range: DayRange) -> anyhow::Result<Vec<RegistrationDay>> {
        let rows: Vec<RegistrationRow> = diesel::sql_query(REGISTRATIONS)
            .bind::<Timestamptz, _>(range.start())
            .bind::<Timestamptz, _>(range.end())
            .load(&mut self.connection().await?)
            .await
            .context("cannot count registrations")?;
        Ok(rows
            .into_iter()
            .map(|row| RegistrationDay { day: row.day, registered: row.registered, verified: row.verified })
            .collect())
    }

    async fn moderation(&self, range: DayRange) -> anyhow::Result<ModerationSeries> {
        let rows: Vec<ModerationRow> = diesel::sql_query(moderation_sql())
            .bind::<Timestamptz, _>(range.start())
            .bind::<Timestamptz, _>(range.end())
            .load(&mut self.connection().await?)
            .await
            .context("cannot count moderation")?;
        let mut series = ModerationSeries::default();
        for row in rows {
            match row.day {
                Some(day) => series.days.push(ModerationDay {
                    day,
                    submitted: row.submitted,
                    approved: row.approved,
                    rejected: row.rejected,
                    median_decision_hours: row.median_decision_hours,
                }),
                None => {
                    series.submitted = row.submitted;
                    series.approved = row.approved;
                    series.rejected = row.rejected;
                    series.median_decision_hours = row.median_decision_hours;
                }
            }
        }
        Ok(series)
    }

    async fn users_by_university(&self, range: DayRange, top: i64) -> anyhow::Result<UniversityRanking> {
        ranking(&mut *self.connection().await?, STUDENTS_COUNTED, range, top).await
    }

    async fn posts_by_university(&self, range: DayRange, top: i64) -> anyhow::Result<UniversityRanking> {
        ranking(&mut *self.connection().await?, POSTS_COUNTED, range, top).await
    }

    async fn search(&self, text: &str, limit: i64) -> anyhow::Result<SearchHits> {
        let mut connection = self.connection().await?;
        let pattern = like_pattern(text);
        let people: Vec<PersonRow> = search_hits(&mut connection, SEARCH_PEOPLE, &pattern, limit).await?;
        let universities: Vec<UniversityHitRow> =
            search_hits(&mut connection, SEARCH_UNIVERSITIES, &pattern, limit).await?;
        let profiles: Vec<ProfileHitRow> = search_hits(&mut connection, SEARCH_PROFILES, &pattern, limit).await?;
        Ok(SearchHits {
            users: people
                .into_iter()
                .map(|row| Ok(PersonHit { id: row.id, name: row.name, email: row.email, role: row.role.parse()? }))
                .collect::<anyhow::Result<_>>()?,
            universities: universities
                .into_iter()
                .map(|row| UniversityHit { id: row.id, name: row.name, location: row.location })
                .collect(),
            profiles: profiles
                .into_iter()
                .map(|row| {
                    Ok(ProfileHit {
                        user_id: row.user_id,
                        name: row.name,
                        username: row.username,
                        university: row.university,
                        major: row.major,
                        status: row.status.parse()?,
                    })
                })
                .collect::<anyhow::Result<_>>()?,
        })
    }
}
