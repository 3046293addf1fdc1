//! The manager's side of the queue: `PgPostQueue`. Queueing and moving a post hold its account's
//! row (`post_rows::lock_slots`); cancelling and moving hold the post's and refuse one a worker
//! holds, so a change never races a publish.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{
    prelude::*,
    sql_types::{BigInt, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    Page, PageRequest,
    audit::Audit,
    publishing::ports::{NewPost, Post, PostChange, PostCounts, PostQueue, PostStatus, QueueRefusal, Slot},
};
use quad_domain::{
    SubmissionStatus,
    post::{PostRuleError, check_slot, next_slot},
};
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{instagram_posts, media_uploads, submissions},
    transaction::TxError,
};

use super::post_rows::{POST_SELECT, PostRow, lock_post, lock_slots, posts, read_post, university_exists};

pub struct PgPostQueue {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgPostQueue {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

#[async_trait]
impl PostQueue for PgPostQueue {
    async fn queue(
        &self,
        post: NewPost,
        slot: Slot,
        now: DateTime<Utc>,
        audit: Audit<Post>,
    ) -> anyhow::Result<Result<Post, QueueRefusal>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let queued = connection
            .transaction(async |connection| -> Result<Post, TxError<QueueRefusal>> {
                if let Some(submission) = post.submission_id {
                    // Held until the post is linked: a withdrawal waits, or wins and is seen here.
                    let open: Option<Option<Uuid>> = submissions::table
                        .find(submission)
                        .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
                        .filter(submissions::consent_instagram_at.is_not_null())
                        .select(submissions::instagram_post_id)
                        .for_update()
                        .first(connection)
                        .await
                        .optional()?;
                    if !matches!(open, Some(None)) {
                        return Err(TxError::Fail(QueueRefusal::SubmissionUnavailable));
                    }
                }
                let taken = lock_slots(connection, post.account_id, None, now).await?;
                let at = match slot {
                    Slot::Next => next_slot(now, &taken),
                    Slot::At(at) => {
                        check_slot(at, now, &taken).map_err(|rule| TxError::Fail(QueueRefusal::Rule(rule)))?;
                        at
                    }
                };
                let carousel = (!post.carousel.is_empty()).then(|| serde_json::json!(post.carousel));
                diesel::insert_into(instagram_posts::table)
                    .values((
                        instagram_posts::id.eq(post.id),
                        instagram_posts::university_id.eq(post.university_id),
                        instagram_posts::account_id.eq(post.account_id),
                        instagram_posts::manager_id.eq(post.manager_id),
                        instagram_posts::image_url.eq(&post.image_url),
                        instagram_posts::image_key.eq(&post.image_key),
                        instagram_posts::thumbnail_key.eq(&post.thumbnail_key),
                        instagram_posts::letterboxed.eq(post.letterboxed),
                        instagram_posts::caption.eq(post.caption.as_str()),
                        instagram_posts::scheduled_time.eq(at),
                        instagram_posts::next_attempt_at.eq(at),
                        instagram_posts::created_at.eq(now),
                        instagram_posts::carousel.eq(carousel),
                    ))
                    .execute(connection)
                    .await?;
                if let Some(submission) = post.submission_id {
                    diesel::update(submissions::table.find(submission))
                        .set(submissions::instagram_post_id.eq(post.id))
                        .execute(connection)
                        .await?;
                }
                let queued = read_post(connection, post.id, now).await?.context("a queued post vanished")?;
                self.audit.write(connection, audit, &queued).await?;
                Ok(queued)
            })
            .await;
        match queued {
            Ok(post) => Ok(Ok(post)),
            Err(TxError::Fail(rule)) => Ok(Err(rule)),
            Err(TxError::Diesel(error)) => Err(anyhow::Error::new(error).context("failed to queue a post")),
            Err(TxError::Other(error)) => Err(error),
        }
    }

    async fn page(
        &self,
        university_id: Uuid,
        status: Option<PostStatus>,
        page: PageRequest,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Page<Post>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        if !university_exists(&mut connection, university_id).await? {
            return Ok(None);
        }
        let status = status.map(PostStatus::as_str);
        let rows: Vec<PostRow> = diesel::sql_query(format!(
            "{POST_SELECT} WHERE p.university_id = $2 AND ($3::text IS NULL OR p.status = $3) \
             ORDER BY (p.status <> 'queued'), CASE WHEN p.status = 'queued' THEN p.scheduled_time END, \
             coalesce(p.posted_time, p.last_attempt, p.scheduled_time) DESC, p.id OFFSET $4 LIMIT $5"
        ))
        .bind::<Timestamptz, _>(now)
        .bind::<SqlUuid, _>(university_id)
        .bind::<Nullable<Text>, _>(status)
        .bind::<BigInt, _>(page.offset())
        .bind::<BigInt, _>(page.size())
        .load(&mut connection)
        .await
        .context("failed to list posts")?;
        let mut total = instagram_posts::table.filter(instagram_posts::university_id.eq(university_id)).into_boxed();
        if let Some(status) = status {
            total = total.filter(instagram_posts::status.eq(status));
        }
        let total: i64 = total.count().get_result(&mut connection).await.context("failed to count posts")?;
        Ok(Some(page.answer(posts(rows)?, total)))
    }

    async fn cancel(
        &self,
        id: Uuid,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Vec<String>>>,
    ) -> anyhow::Result<PostChange<Vec<String>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Vec<String>>> {
                // The submission before the post, in the order a withdrawal locks them.
                let from_submission = lock_submission_of(connection, id).await?.is_some();
                let Some((status, _, held)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                if status != PostStatus::Queued {
                    return Ok(PostChange::WrongStatus(status));
                }
                if held {
                    return Ok(PostChange::Publishing);
                }
                let (image, thumbnail): (String, String) = diesel::delete(instagram_posts::table.find(id))
                    .returning((instagram_posts::image_key, instagram_posts::thumbnail_key))
                    .get_result(connection)
                    .await?;
                // A student's submission keeps its photos (and may be queued again).
                let files = if from_submission {
                    Vec::new()
                } else {
                    diesel::delete(media_uploads::table.filter(media_uploads::storage_key.eq(&image)))
                        .execute(connection)
                        .await?;
                    vec![image, thumbnail]
                };
                let cancelled = PostChange::Done(files);
                self.audit.write(connection, audit, &cancelled).await?;
                Ok(cancelled)
            })
            .await
            .context("failed to cancel a post")
    }

    async fn reschedule(
        &self,
        id: Uuid,
        at: DateTime<Utc>,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Post>>,
    ) -> anyhow::Result<PostChange<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Post>> {
                let Some((status, account, held)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                let Some(account) = account.filter(|_| status == PostStatus::Queued) else {
                    return Ok(PostChange::WrongStatus(status));
                };
                if held {
                    return Ok(PostChange::Publishing);
                }
                let taken = lock_slots(connection, account, Some(id), now).await?;
                if let Err(rule) = check_slot(at, now, &taken) {
                    return Ok(PostChange::Rule(rule));
                }
                diesel::update(instagram_posts::table.find(id))
                    .set((instagram_posts::scheduled_time.eq(at), instagram_posts::next_attempt_at.eq(at)))
                    .execute(connection)
                    .await?;
                let moved = PostChange::Done(read_post(connection, id, now).await?.context("a moved post vanished")?);
                self.audit.write(connection, audit, &moved).await?;
                Ok(moved)
            })
            .await
            .context("failed to move a post")
    }

    async fn requeue(
        &self,
        id: Uuid,
        now: DateTime<Utc>,
        audit: Audit<PostChange<Post>>,
    ) -> anyhow::Result<PostChange<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Post>> {
                let submission = lock_submission_of(connection, id).await?;
                let Some((status, account, _)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                let Some(account) = account.filter(|_| status == PostStatus::Failed) else {
                    return Ok(PostChange::WrongStatus(status));
                };
                if submission.is_some_and(|status| status == SubmissionStatus::Withdrawn.as_str()) {
                    return Ok(PostChange::Rule(PostRuleError::Withdrawn));
                }
                let at = next_slot(now, &lock_slots(connection, account, Some(id), now).await?);
                // A retry starts afresh: the manager retries a post that is not on Instagram (a post
                // Quad could not confirm tells them to check first), so an old container or
                // publish request would only fail it again.
                diesel::update(instagram_posts::table.find(id))
                    .set((
                        instagram_posts::container_id.eq(None::<String>),
                        instagram_posts::container_created_at.eq(None::<DateTime<Utc>>),
                        instagram_posts::publish_requested_at.eq(None::<DateTime<Utc>>),
                        instagram_posts::media_id.eq(None::<String>),
                        instagram_posts::status.eq(PostStatus::Queued.as_str()),
                        instagram_posts::attempts.eq(0),
                        instagram_posts::error_message.eq(None::<String>),
                        instagram_posts::scheduled_time.eq(at),
                        instagram_posts::next_attempt_at.eq(at),
                        instagram_posts::claimed_until.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await?;
                let retried =
                    PostChange::Done(read_post(connection, id, now).await?.context("a retried post vanished")?);
                self.audit.write(connection, audit, &retried).await?;
                Ok(retried)
            })
            .await
            .context("failed to retry a post")
    }

    async fn between(&self, from: DateTime<Utc>, to: DateTime<Utc>, now: DateTime<Utc>) -> anyhow::Result<Vec<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<PostRow> = diesel::sql_query(format!(
            "{POST_SELECT} WHERE coalesce(p.posted_time, p.scheduled_time) >= $2 \
               AND coalesce(p.posted_time, p.scheduled_time) < $3 \
             ORDER BY coalesce(p.posted_time, p.scheduled_time), p.id LIMIT 5000"
        ))
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(from)
        .bind::<Timestamptz, _>(to)
        .load(&mut connection)
        .await
        .context("failed to read the schedule")?;
        posts(rows)
    }

    async fn university_of(&self, id: Uuid) -> anyhow::Result<Option<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        instagram_posts::table
            .find(id)
            .select(instagram_posts::university_id)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a post's university")
    }

    async fn counts(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<PostCounts> {
        #[derive(QueryableByName)]
        struct Counts {
            #[diesel(sql_type = BigInt)]
            queued: i64,
            #[diesel(sql_type = BigInt)]
            posted: i64,
            #[diesel(sql_type = BigInt)]
            failed: i64,
            #[diesel(sql_type = BigInt)]
            accounts: i64,
            #[diesel(sql_type = BigInt)]
            universities: i64,
        }
        let mut connection = self.pool.get().await.context("no database connection")?;
        let counts: Counts = diesel::sql_query(
            "SELECT count(*) FILTER (WHERE status = 'queued') AS queued, \
                    count(*) FILTER (WHERE status = 'posted') AS posted, \
                    count(*) FILTER (WHERE status = 'failed') AS failed, \
                    (SELECT count(*) FROM instagram_accounts a \
                      WHERE $1::uuid[] IS NULL OR a.university_id = ANY($1)) AS accounts, \
                    (SELECT count(*) FROM universities u WHERE $1::uuid[] IS NULL OR u.id = ANY($1)) AS universities \
             FROM instagram_posts WHERE $1::uuid[] IS NULL OR university_id = ANY($1)",
        )
        .bind::<Nullable<diesel::sql_types::Array<SqlUuid>>, _>(universities)
        .get_result(&mut connection)
        .await
        .context("failed to count posts")?;
        Ok(PostCounts {
            queued: counts.queued,
            posted: counts.posted,
            failed: counts.failed,
            accounts: counts.accounts,
            universities: counts.universities,
        })
    }
}

/// Locks the submission a post publishes, if any, and answers its status: taken before the
/// post's row, in the order a withdrawal takes them, so the two never wait on each other.
async fn lock_submission_of(connection: &mut AsyncPgConnection, post_id: Uuid) -> QueryResult<Option<String>> {
    submissions::table
        .filter(submissions::instagram_post_id.eq(post_id))
        .select(submissions::status)
        .for_update()
        .first(connection)
        .await
        .optional()
}
