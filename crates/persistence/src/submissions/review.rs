//! `PgReviewQueue`: the reviewers' side.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    submissions::ports::{
        ChangeError, OpenTakedown, ReviewCounts, ReviewQueue, Submission, SubmissionDecision, Takedown,
    },
};
use quad_domain::SubmissionStatus;
use uuid::Uuid;

use super::{load, load_one};
use crate::{
    AuditTrail, PgPool,
    schema::{flagged_words, instagram_posts, submissions, takedown_tasks, universities},
    transaction::{TxError, finish},
};

#[derive(QueryableByName)]
struct StatusCount {
    #[diesel(sql_type = diesel::sql_types::Text)]
    status: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

pub struct PgReviewQueue {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgReviewQueue {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

#[async_trait]
impl ReviewQueue for PgReviewQueue {
    async fn queue(
        &self,
        universities: Option<Vec<Uuid>>,
        status: SubmissionStatus,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<Submission>, i64, ReviewCounts)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let scoped = || {
            let mut query = submissions::table.into_boxed();
            if let Some(universities) = &universities {
                query = query.filter(submissions::university_id.eq_any(universities.clone()));
            }
            query
        };
        let mut page = scoped().filter(submissions::status.eq(status.as_str())).select(submissions::id);
        page = if status == SubmissionStatus::Pending {
            page.order((submissions::submitted_at.asc(), submissions::id.asc()))
        } else {
            page.order((submissions::decided_at.desc().nulls_last(), submissions::id.desc()))
        };
        let ids: Vec<Uuid> =
            page.offset(offset).limit(limit).load(&mut connection).await.context("failed to list submissions")?;
        let by_status: Vec<StatusCount> = diesel::sql_query(
            "SELECT status, count(*) AS n FROM submissions \
             WHERE $1::uuid[] IS NULL OR university_id = ANY($1) GROUP BY status",
        )
        .bind::<diesel::sql_types::Nullable<diesel::sql_types::Array<diesel::sql_types::Uuid>>, _>(universities.clone())
        .load(&mut connection)
        .await
        .context("failed to count submissions")?;
        let count = |s: SubmissionStatus| by_status.iter().find(|c| c.status == s.as_str()).map_or(0, |c| c.n);
        let mut takedowns = takedown_tasks::table.filter(takedown_tasks::done_at.is_null()).into_boxed();
        if let Some(universities) = &universities {
            takedowns = takedowns.filter(takedown_tasks::university_id.eq_any(universities.clone()));
        }
        let open_takedowns: i64 =
            takedowns.count().get_result(&mut connection).await.context("failed to count takedowns")?;
        let counts = ReviewCounts {
            pending: count(SubmissionStatus::Pending),
            approved: count(SubmissionStatus::Approved),
            rejected: count(SubmissionStatus::Rejected),
            changes_requested: count(SubmissionStatus::ChangesRequested),
            open_takedowns,
        };
        let total = count(status);
        Ok((load(&mut connection, &ids).await?, total, counts))
    }

    async fn decide(
        &self,
        id: Uuid,
        decision: SubmissionDecision,
        audit: Audit<Submission>,
    ) -> Result<Submission, ChangeError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Submission, TxError<ChangeError>> {
                let current: Option<(String, i32, String)> = submissions::table
                    .find(id)
                    .select((submissions::status, submissions::version, submissions::caption))
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                let Some((status, version, caption)) = current else {
                    return Err(TxError::Fail(ChangeError::NotFound));
                };
                let status: SubmissionStatus = status.parse().context("a stored submission status is unknown")?;
                if version != decision.version {
                    return Err(TxError::Fail(ChangeError::Changed));
                }
                if status.decide(decision.to).is_err() {
                    return Err(TxError::Fail(ChangeError::WrongStatus));
                }
                let approved = decision.to == SubmissionStatus::Approved;
                let (shown, submitted) = match &decision.caption {
                    Some(edited) => (edited.as_str().to_owned(), Some(caption)),
                    None => (caption, None),
                };
                diesel::update(submissions::table.find(id))
                    .set((
                        submissions::status.eq(decision.to.as_str()),
                        submissions::version.eq(version + 1),
                        submissions::caption.eq(shown),
                        submissions::submitted_caption.eq(submitted),
                        submissions::reason.eq(decision.reason.as_deref()),
                        submissions::decided_at.eq(decision.at),
                        submissions::decided_by.eq(decision.by),
                        submissions::featured_at.eq(approved.then_some(decision.at)),
                        submissions::rejected_at.eq((decision.to == SubmissionStatus::Rejected).then_some(decision.at)),
                    ))
                    .execute(connection)
                    .await
                    .context("failed to decide a submission")?;
                let decided = load_one(connection, id).await?.context("a decided submission was not found")?;
                self.audit.write(connection, audit, &decided).await?;
                Ok(decided)
            })
            .await
            .map_err(finish)
    }

    async fn open_takedowns(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<Vec<OpenTakedown>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mut query = takedown_tasks::table
            .inner_join(universities::table)
            .left_join(instagram_posts::table)
            .filter(takedown_tasks::done_at.is_null())
            .into_boxed();
        if let Some(universities) = universities {
            query = query.filter(takedown_tasks::university_id.eq_any(universities));
        }
        type TaskRow =
            (Uuid, Option<Uuid>, String, Option<String>, Option<String>, DateTime<Utc>, (Uuid, String, String));
        let rows: Vec<TaskRow> = query
            .select((
                takedown_tasks::id,
                takedown_tasks::submission_id,
                takedown_tasks::caption,
                takedown_tasks::permalink,
                instagram_posts::permalink.nullable(),
                takedown_tasks::opened_at,
                (universities::id, universities::name, universities::slug),
            ))
            .order((takedown_tasks::opened_at, takedown_tasks::id))
            .limit(200)
            .load(&mut connection)
            .await
            .context("failed to list takedown tasks")?;
        let ids: Vec<Uuid> = rows.iter().filter_map(|r| r.1).collect();
        let mut submissions = load(&mut connection, &ids).await?;
        Ok(rows
            .into_iter()
            .map(|(id, submission_id, caption, permalink, posted_permalink, opened_at, (university_id, name, slug))| {
                let submission = submission_id
                    .and_then(|wanted| submissions.iter().position(|s| s.id == wanted))
                    .map(|at| submissions.swap_remove(at));
                OpenTakedown {
                    task: Takedown { id, permalink: permalink.or(posted_permalink), opened_at, done_at: None },
                    university_id,
                    university_name: name,
                    university_slug: slug,
                    caption,
                    submission,
                }
            })
            .collect())
    }

    async fn finish_takedown(
        &self,
        id: Uuid,
        universities: Option<Vec<Uuid>>,
        by: Uuid,
        at: DateTime<Utc>,
        audit: Audit<Takedown>,
    ) -> Result<Takedown, ChangeError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Takedown, TxError<ChangeError>> {
                let found: Option<(Uuid, Option<String>, DateTime<Utc>, Option<DateTime<Utc>>)> = takedown_tasks::table
                    .find(id)
                    .select((
                        takedown_tasks::university_id,
                        takedown_tasks::permalink,
                        takedown_tasks::opened_at,
                        takedown_tasks::done_at,
                    ))
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                let Some((university, permalink, opened_at, done_at)) = found else {
                    return Err(TxError::Fail(ChangeError::NotFound));
                };
                if universities.as_ref().is_some_and(|u| !u.contains(&university)) {
                    return Err(TxError::Fail(ChangeError::NotFound));
                }
                if done_at.is_some() {
                    return Err(TxError::Fail(ChangeError::WrongStatus));
                }
                diesel::update(takedown_tasks::table.find(id))
                    .set((takedown_tasks::done_at.eq(at), takedown_tasks::done_by.eq(by)))
                    .execute(connection)
                    .await?;
                let done = Takedown { id, permalink, opened_at, done_at: Some(at) };
                self.audit.write(connection, audit, &done).await?;
                Ok(done)
            })
            .await
            .map_err(finish)
    }

    async fn add_flagged_word(&self, word: &str, by: Uuid, at: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(flagged_words::table)
            .values((flagged_words::word.eq(word), flagged_words::added_by.eq(by), flagged_words::added_at.eq(at)))
            .on_conflict_do_nothing()
            .execute(&mut connection)
            .await
            .context("failed to add a flagged word")?;
        Ok(())
    }

    async fn remove_flagged_word(&self, word: &str) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let removed = diesel::delete(flagged_words::table.find(word))
            .execute(&mut connection)
            .await
            .context("failed to remove a flagged word")?;
        Ok(removed > 0)
    }
}
