//! `PgReportRepository`: reports, their snapshots and the moderators' queue (issue 26), and the
//! items hidden after three reporters (`hidden_content`, which the roommate lists and featured
//! grids leave out).

mod decisions;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use diesel::{dsl::sql, prelude::*, sql_types::Bool};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    Page, PageRequest,
    reports::ports::{
        Claim, Claimed, FileRefusal, FiledReport, NewReport, ReportActions, ReportFilter, ReportQueue,
        ReportRepository, Resolution, Snapshot, StoredReport,
    },
};
use quad_domain::{
    SubmissionStatus,
    report::{ReportCategory, ReportKind, ReportStatus},
};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    featured_cache,
    schema::{
        conversations, hidden_content, messages, published_profiles, reports, roommate_profiles, submissions,
        universities, users,
    },
    submissions::{photos_from, stop_instagram_post},
    users::mailbox,
};

pub struct PgReportRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgReportRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

type ReportRow = (
    Uuid,
    String,
    Uuid,
    String,
    String,
    Option<Uuid>,
    String,
    String,
    Value,
    Option<Uuid>,
    String,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    Option<String>,
    Option<Uuid>,
    bool,
);

macro_rules! report_columns {
    () => {
        (
            reports::id,
            reports::kind,
            reports::target_id,
            reports::category,
            reports::details,
            reports::author_id,
            reports::author_name,
            reports::snapshot_text,
            reports::snapshot_photos,
            reports::university_id,
            reports::status,
            reports::created_at,
            reports::resolved_at,
            reports::note,
            reports::reporter_id,
            reports::reporter_member,
        )
    };
}

/// Reads the rows into reports, with how many students reported each item, whether it is
/// hidden, its university's name and who resolved it.
async fn complete(connection: &mut AsyncPgConnection, rows: Vec<ReportRow>) -> anyhow::Result<Vec<StoredReport>> {
    let ids: Vec<Uuid> = rows.iter().map(|row| row.0).collect();
    let targets: Vec<Uuid> = rows.iter().map(|row| row.2).collect();
    // An open report counts the item's open reports; a resolved one, those its decision resolved
    // with it (the same outcome at the same moment), so a dismissed report never says "0 students".
    type Count = (String, Uuid, String, Option<DateTime<Utc>>, i64);
    let counts: Vec<Count> = reports::table
        .filter(reports::target_id.eq_any(&targets))
        .group_by((reports::kind, reports::target_id, reports::status, reports::resolved_at))
        .select((
            reports::kind,
            reports::target_id,
            reports::status,
            reports::resolved_at,
            sql::<diesel::sql_types::BigInt>("count(DISTINCT reporter_id)"),
        ))
        .load(connection)
        .await?;
    let hidden: Vec<(String, Uuid)> = hidden_content::table
        .filter(hidden_content::target_id.eq_any(&targets))
        .select((hidden_content::kind, hidden_content::target_id))
        .load(connection)
        .await?;
    let names: Vec<(Uuid, String)> = universities::table
        .filter(universities::id.eq_any(rows.iter().filter_map(|row| row.9).collect::<Vec<_>>()))
        .select((universities::id, universities::name))
        .load(connection)
        .await?;
    // Each reporter's reports that moderators dismissed.
    let reporters: Vec<Uuid> = rows.iter().filter_map(|row| row.14).collect();
    let dismissed: Vec<(Option<Uuid>, i64)> = reports::table
        .filter(reports::reporter_id.eq_any(&reporters))
        .filter(reports::status.eq(ReportStatus::Dismissed.as_str()))
        .group_by(reports::reporter_id)
        .select((reports::reporter_id, diesel::dsl::count_star()))
        .load(connection)
        .await?;
    let resolvers: Vec<(Uuid, String, String)> = reports::table
        .inner_join(users::table.on(users::id.nullable().eq(reports::resolved_by)))
        .filter(reports::id.eq_any(&ids))
        .select((reports::id, users::first_name, users::last_name))
        .load(connection)
        .await?;
    rows.into_iter()
        .map(
            |(
                id,
                kind,
                target_id,
                category,
                details,
                author_id,
                author_name,
                text,
                photos,
                university_id,
                status,
                created_at,
                resolved_at,
                note,
                reporter_id,
                reporter_member,
            )| {
                let reporters = counts
                    .iter()
                    .find(|(k, t, s, r, _)| *k == kind && *t == target_id && *s == status && *r == resolved_at)
                    .map_or(0, |(_, _, _, _, count)| *count);
                Ok(StoredReport {
                    id,
                    kind: ReportKind::parse(&kind)?,
                    target_id,
                    category: ReportCategory::parse(&category)?,
                    details,
                    reporters,
                    reporter_member,
                    reporter_dismissed: dismissed
                        .iter()
                        .find(|(r, _)| reporter_id.is_some() && *r == reporter_id)
                        .map_or(0, |(_, count)| *count),
                    hidden: hidden.iter().any(|(k, t)| *k == kind && *t == target_id),
                    snapshot: Snapshot {
                        author_id,
                        author_name,
                        text,
                        photos: serde_json::from_value(photos).context("stored snapshot photos are malformed")?,
                        university_id,
                    },
                    university: university_id
                        .and_then(|u| names.iter().find(|(id, _)| *id == u).map(|(id, name)| (*id, name.clone()))),
                    status: ReportStatus::parse(&status)?,
                    created_at,
                    resolved_at,
                    resolved_by: resolvers
                        .iter()
                        .find(|(r, _, _)| *r == id)
                        .map(|(_, first, last)| format!("{first} {last}")),
                    note,
                })
            },
        )
        .collect()
}

/// One filing or resolution at a time per reported item (until the transaction ends), so the
/// count of its reporters and its hiding agree.
async fn lock_item(connection: &mut AsyncPgConnection, kind: &str, target_id: Uuid) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind::<diesel::sql_types::Text, _>(format!("report:{kind}:{target_id}"))
        .execute(connection)
        .await?;
    Ok(())
}

/// Tells every instance's featured grids to read again (a post was hidden or shown).
async fn featured_changed(connection: &mut AsyncPgConnection) -> QueryResult<()> {
    diesel::sql_query(format!("SELECT pg_notify('{}', '')", featured_cache::CHANNEL)).execute(connection).await?;
    Ok(())
}

#[async_trait]
impl ReportRepository for PgReportRepository {
    async fn filed_by(&self, reporter_id: Uuid) -> anyhow::Result<Vec<FiledReport>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        type Row = (Uuid, String, Uuid, String, String, String, DateTime<Utc>, Option<DateTime<Utc>>);
        let rows: Vec<Row> = reports::table
            .filter(reports::reporter_id.eq(reporter_id))
            .order((reports::created_at.desc(), reports::id))
            .select((
                reports::id,
                reports::kind,
                reports::target_id,
                reports::category,
                reports::details,
                reports::status,
                reports::created_at,
                reports::resolved_at,
            ))
            .load(&mut connection)
            .await
            .context("failed to list a person's reports")?;
        Ok(rows
            .into_iter()
            .map(|(id, kind, target_id, category, details, status, created_at, resolved_at)| FiledReport {
                id,
                kind,
                target_id,
                category,
                details,
                status,
                created_at,
                resolved_at,
            })
            .collect())
    }

    async fn had_contact(&self, reporter_id: Uuid, student_id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        crate::connections::had_contact(&mut connection, reporter_id, student_id)
            .await
            .context("failed to check whether two people had contact")
    }

    async fn snapshot(&self, reporter_id: Uuid, kind: ReportKind, target_id: Uuid) -> anyhow::Result<Option<Snapshot>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let connection = &mut connection;
        let found = match kind {
            ReportKind::Profile => {
                let row: Option<(String, String, String, String, Value, Uuid)> = published_profiles::table
                    .inner_join(users::table)
                    .filter(published_profiles::user_id.eq(target_id))
                    .filter(published_profiles::user_id.ne(reporter_id))
                    .select((
                        users::first_name,
                        users::last_name,
                        published_profiles::major,
                        published_profiles::bio,
                        published_profiles::photos,
                        published_profiles::university_id,
                    ))
                    .first(connection)
                    .await
                    .optional()?;
                row.map(|(first, last, major, bio, photos, university_id)| Snapshot {
                    author_id: Some(target_id),
                    author_name: format!("{first} {last}"),
                    text: format!("{major}\n\n{bio}"),
                    photos: serde_json::from_value(photos).unwrap_or_default(),
                    university_id: Some(university_id),
                })
            }
            ReportKind::Message => {
                let row: Option<(Uuid, String, String, String)> = messages::table
                    .inner_join(conversations::table)
                    .inner_join(users::table.on(users::id.eq(messages::sender_id)))
                    .filter(messages::id.eq(target_id))
                    // A deleted message is reportable while its words are kept (30 days).
                    .filter(messages::body.ne(""))
                    .filter(messages::sender_id.ne(reporter_id))
                    .filter(conversations::user_a.eq(reporter_id).or(conversations::user_b.eq(reporter_id)))
                    .select((messages::sender_id, users::first_name, users::last_name, messages::body))
                    .first(connection)
                    .await
                    .optional()?;
                match row {
                    Some((sender, first, last, body)) => {
                        let university_id: Option<Uuid> = published_profiles::table
                            .find(sender)
                            .select(published_profiles::university_id)
                            .first(connection)
                            .await
                            .optional()?;
                        Some(Snapshot {
                            author_id: Some(sender),
                            author_name: format!("{first} {last}"),
                            text: body,
                            photos: Vec::new(),
                            university_id,
                        })
                    }
                    None => None,
                }
            }
            ReportKind::Post => {
                let row: Option<(Uuid, String, String, String, Value, Uuid)> = submissions::table
                    .inner_join(users::table.on(users::id.eq(submissions::author_id)))
                    .filter(submissions::id.eq(target_id))
                    .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
                    .filter(submissions::author_id.ne(reporter_id))
                    .select((
                        submissions::author_id,
                        users::first_name,
                        users::last_name,
                        submissions::caption,
                        submissions::photos,
                        submissions::university_id,
                    ))
                    .first(connection)
                    .await
                    .optional()?;
                match row {
                    Some((author, first, last, caption, photos, university_id)) => Some(Snapshot {
                        author_id: Some(author),
                        author_name: format!("{first} {last}"),
                        text: caption,
                        photos: photos_from(photos)?.into_iter().map(|photo| photo.url).collect(),
                        university_id: Some(university_id),
                    }),
                    None => None,
                }
            }
        };
        Ok(found)
    }

    async fn file(&self, report: NewReport) -> anyhow::Result<Result<Uuid, FileRefusal>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Result<Uuid, FileRefusal>> {
                // One report at a time per reporter, so the day's count holds: the reporter's and
                // the author's accounts are locked in the order a block of the two takes them.
                let accounts: Vec<Uuid> =
                    std::iter::once(report.reporter_id).chain(report.snapshot.author_id).collect();
                users::table
                    .filter(users::id.eq_any(accounts))
                    .order(users::id)
                    .select(users::id)
                    .for_update()
                    .load::<Uuid>(connection)
                    .await?;
                lock_item(connection, report.kind.as_str(), report.target_id).await?;
                let today: i64 = reports::table
                    .filter(reports::reporter_id.eq(report.reporter_id))
                    .filter(reports::created_at.gt(report.at - Duration::days(1)))
                    .count()
                    .get_result(connection)
                    .await?;
                if today >= report.per_day_max {
                    return Ok(Err(FileRefusal::TooMany));
                }
                let kind = report.kind.as_str();
                let snapshot = &report.snapshot;
                // A report of this item by the same mailbox dismissed lately: this one goes to the
                // queue without counting toward hiding.
                let reporter_mailbox: String =
                    users::table.find(report.reporter_id).select(mailbox(users::email)).first(connection).await?;
                let same_mailbox =
                    users::table.filter(mailbox(users::email).eq(reporter_mailbox)).select(users::id.nullable());
                let dismissed_lately: bool = diesel::select(diesel::dsl::exists(
                    reports::table
                        .filter(reports::kind.eq(kind))
                        .filter(reports::target_id.eq(report.target_id))
                        .filter(reports::status.eq(ReportStatus::Dismissed.as_str()))
                        .filter(reports::resolved_at.gt(report.at - report.dismissed_cooldown))
                        .filter(reports::reporter_id.eq_any(same_mailbox)),
                ))
                .get_result(connection)
                .await?;
                let inserted = diesel::insert_into(reports::table)
                    .values((
                        reports::id.eq(report.id),
                        reports::reporter_id.eq(report.reporter_id),
                        reports::kind.eq(kind),
                        reports::target_id.eq(report.target_id),
                        reports::category.eq(report.category.as_str()),
                        reports::details.eq(&report.details),
                        reports::author_id.eq(snapshot.author_id),
                        reports::author_name.eq(&snapshot.author_name),
                        reports::snapshot_text.eq(&snapshot.text),
                        reports::snapshot_photos.eq(serde_json::to_value(&snapshot.photos)?),
                        reports::university_id.eq(snapshot.university_id),
                        reports::created_at.eq(report.at),
                        reports::reporter_member.eq(report.reporter_member),
                        reports::counts_toward_hiding.eq(report.reporter_member && !dismissed_lately),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                if inserted == 0 {
                    return Ok(Err(FileRefusal::AlreadyReported));
                }
                // People, not accounts: one mailbox counts once.
                let reporters: i64 = reports::table
                    .inner_join(users::table.on(users::id.nullable().eq(reports::reporter_id)))
                    .filter(reports::kind.eq(kind))
                    .filter(reports::target_id.eq(report.target_id))
                    .filter(reports::status.eq("open"))
                    .filter(reports::counts_toward_hiding)
                    .select(sql::<diesel::sql_types::BigInt>("count(DISTINCT mailbox(users.email))"))
                    .first(connection)
                    .await?;
                if reporters >= report.hide_after {
                    let hidden = diesel::insert_into(hidden_content::table)
                        .values((
                            hidden_content::kind.eq(kind),
                            hidden_content::target_id.eq(report.target_id),
                            hidden_content::hidden_at.eq(report.at),
                        ))
                        .on_conflict_do_nothing()
                        .execute(connection)
                        .await?;
                    if hidden > 0 && report.kind == ReportKind::Post {
                        featured_changed(connection).await?;
                    }
                }
                Ok(Ok(report.id))
            })
            .await
            .context("failed to file a report")
    }
}

#[async_trait]
impl ReportQueue for PgReportRepository {
    async fn page(
        &self,
        universities: Option<Vec<Uuid>>,
        filter: ReportFilter,
        page: PageRequest,
    ) -> anyhow::Result<Page<StoredReport>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let query = || {
            let mut query = reports::table.into_boxed();
            query = match filter {
                ReportFilter::Open => query.filter(reports::status.eq("open")),
                ReportFilter::Resolved => query.filter(reports::status.ne("open")),
            };
            if let Some(universities) = &universities {
                query = query.filter(reports::university_id.eq_any(universities.clone()));
            }
            query
        };
        let total: i64 = query().count().get_result(&mut connection).await.context("failed to count reports")?;
        let mut ordered = query();
        ordered = match filter {
            ReportFilter::Open => ordered.order((reports::created_at.asc(), reports::id.asc())),
            ReportFilter::Resolved => ordered.order((reports::resolved_at.desc(), reports::id.desc())),
        };
        let rows: Vec<ReportRow> = ordered
            .offset(page.offset())
            .limit(page.size())
            .select(report_columns!())
            .load(&mut connection)
            .await
            .context("failed to list reports")?;
        let items = complete(&mut connection, rows).await?;
        Ok(page.answer(items, total))
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<StoredReport>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<ReportRow> = reports::table
            .filter(reports::id.eq(id))
            .select(report_columns!())
            .load(&mut connection)
            .await
            .context("failed to read a report")?;
        Ok(complete(&mut connection, rows).await?.pop())
    }

    async fn claim(&self, claim: Claim) -> anyhow::Result<Claimed> {
        decisions::claim(&self.pool, claim).await
    }

    async fn release(&self, id: Uuid, moderator_id: Uuid) -> anyhow::Result<()> {
        decisions::release(&self.pool, id, moderator_id).await
    }

    async fn resolve(&self, resolution: Resolution) -> anyhow::Result<Option<Vec<Uuid>>> {
        decisions::resolve(&self.pool, self.audit, resolution).await
    }
}

#[async_trait]
impl ReportActions for PgReportRepository {
    async fn remove_message(&self, message_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let found: Option<(Uuid, Uuid)> = messages::table
            .find(message_id)
            .select((messages::conversation_id, messages::sender_id))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a message")?;
        drop(connection);
        if let Some((conversation_id, sender_id)) = found {
            crate::messages::delete_as_sender(&self.pool, sender_id, conversation_id, message_id, at, false).await?;
        }
        Ok(())
    }

    async fn remove_post(&self, submission_id: Uuid, reason: String, at: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                let status: Option<String> = submissions::table
                    .find(submission_id)
                    .select(submissions::status)
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                if status.as_deref() != Some(SubmissionStatus::Approved.as_str()) {
                    return Ok(());
                }
                stop_instagram_post(connection, submission_id, at).await?;
                diesel::update(submissions::table.find(submission_id))
                    .set((
                        submissions::status.eq(SubmissionStatus::Rejected.as_str()),
                        submissions::reason.eq(reason),
                        submissions::rejected_at.eq(at),
                        submissions::featured_at.eq(None::<DateTime<Utc>>),
                        submissions::version.eq(submissions::version + 1),
                    ))
                    .execute(connection)
                    .await?;
                Ok(())
            })
            .await
            .context("failed to take a reported post down")
    }

    async fn profile_of(&self, student_id: Uuid) -> anyhow::Result<Option<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        roommate_profiles::table
            .filter(roommate_profiles::user_id.eq(student_id))
            .select(roommate_profiles::id)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to find a profile")
    }
}

/// Leaves out of a query the items hidden until reviewed: `column` is the item's id.
pub(crate) fn not_hidden(kind: ReportKind, column: &str) -> diesel::expression::SqlLiteral<Bool> {
    sql::<Bool>(&format!(
        "NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.kind = '{}' AND h.target_id = {column})",
        kind.as_str()
    ))
}
