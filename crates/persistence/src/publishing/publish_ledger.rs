//! The publishing worker's ledger: `PgPublishLedger`. Workers claim due posts with
//! `FOR UPDATE SKIP LOCKED` and a lease, then record each step of publishing one.

use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, TimeDelta, Utc};
use diesel::{
    prelude::*,
    sql_types::{Bytea, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::publishing::ports::{
    Claim, ClaimedPost, CountedPost, LeaseLost, MediaCounts, PostStatus, PublishLedger,
};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{instagram_accounts, instagram_posts, submissions},
};

#[derive(QueryableByName)]
struct ClaimedRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    university_id: Uuid,
    #[diesel(sql_type = Text)]
    university_name: String,
    #[diesel(sql_type = SqlUuid)]
    account_id: Uuid,
    #[diesel(sql_type = Text)]
    ig_user_id: String,
    #[diesel(sql_type = Bytea)]
    token_ciphertext: Vec<u8>,
    #[diesel(sql_type = Text)]
    image_url: String,
    #[diesel(sql_type = Nullable<diesel::sql_types::Jsonb>)]
    carousel: Option<serde_json::Value>,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    creator_id: Option<Uuid>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    withdrawn: bool,
    #[diesel(sql_type = Text)]
    caption: String,
    #[diesel(sql_type = Integer)]
    attempts: i32,
    #[diesel(sql_type = Nullable<Text>)]
    container_id: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    container_created_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    publish_requested_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    media_id: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    managers: serde_json::Value,
}

pub struct PgPublishLedger {
    pool: PgPool,
}

impl PgPublishLedger {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    /// Runs one of the worker's writes to the post it holds; refused with [`LeaseLost`] when the
    /// post is no longer held by this claim.
    async fn update(&self, claim: Claim, what: &str, change: PostUpdate) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let changed = change.run(claim, &mut connection).await.with_context(|| format!("failed to {what}"))?;
        if changed == 0 {
            return Err(LeaseLost(claim.post_id).into());
        }
        Ok(())
    }
}

/// One of the worker's small updates to a post it holds.
enum PostUpdate {
    Renew(DateTime<Utc>),
    Container(String, DateTime<Utc>),
    PublishRequested(DateTime<Utc>),
    Media(String),
    ForgetContainer,
    Posted(Option<String>, DateTime<Utc>),
    RetryLater(DateTime<Utc>, String, bool),
    Failed(String),
}

impl PostUpdate {
    async fn run(self, claim: Claim, connection: &mut AsyncPgConnection) -> QueryResult<usize> {
        use instagram_posts as p;
        // The fence: only the claim's holder, and only while the post is queued.
        let held = p::table
            .filter(p::id.eq(claim.post_id))
            .filter(p::claim_token.eq(claim.token))
            .filter(p::status.eq(PostStatus::Queued.as_str()));
        let released = (p::claimed_until.eq(None::<DateTime<Utc>>), p::claim_token.eq(None::<Uuid>));
        match self {
            PostUpdate::Renew(until) => diesel::update(held).set(p::claimed_until.eq(until)).execute(connection).await,
            PostUpdate::Container(container, now) => {
                diesel::update(held)
                    .set((
                        p::container_id.eq(container),
                        p::container_created_at.eq(now),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::PublishRequested(now) => {
                diesel::update(held).set(p::publish_requested_at.eq(now)).execute(connection).await
            }
            PostUpdate::Media(media) => diesel::update(held).set(p::media_id.eq(media)).execute(connection).await,
            PostUpdate::ForgetContainer => {
                diesel::update(held)
                    .set((
                        p::container_id.eq(None::<String>),
                        p::container_created_at.eq(None::<DateTime<Utc>>),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Posted(permalink, now) => {
                diesel::update(held)
                    .set((
                        p::status.eq(PostStatus::Posted.as_str()),
                        p::posted_time.eq(now),
                        p::permalink.eq(permalink),
                        p::error_message.eq(None::<String>),
                        released,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::RetryLater(at, error, counted) => {
                diesel::update(held)
                    .set((
                        p::next_attempt_at.eq(at),
                        p::error_message.eq(error),
                        p::attempts.eq(p::attempts + i32::from(counted)),
                        released,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Failed(error) => {
                diesel::update(held)
                    .set((
                        p::status.eq(PostStatus::Failed.as_str()),
                        p::attempts.eq(p::attempts + 1),
                        p::error_message.eq(error),
                        released,
                    ))
                    .execute(connection)
                    .await
            }
        }
    }
}

fn bounded(text: &str) -> String {
    text.chars().take(1000).collect()
}
#[async_trait]
impl PublishLedger for PgPublishLedger {
    async fn claim_due(&self, now: DateTime<Utc>, lease: Duration) -> anyhow::Result<Option<ClaimedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let until = now + TimeDelta::from_std(lease).context("lease too long")?;
        let token = Uuid::new_v4();
        // Only the earliest queued post of an account may go, none while another of the
        // account's posts is held, and none within an hour of the account's last publish.
        // SKIP LOCKED: workers claiming at once take different posts.
        let row: Option<ClaimedRow> = diesel::sql_query(
            "WITH next AS ( \
               SELECT p.id, p.account_id, p.university_id, p.manager_id FROM instagram_posts p \
               WHERE p.status = 'queued' AND p.next_attempt_at <= $1 \
                 AND (p.claimed_until IS NULL OR p.claimed_until <= $1) \
                 AND NOT EXISTS ( \
                   SELECT 1 FROM instagram_posts o WHERE o.account_id = p.account_id AND o.id <> p.id \
                     AND ((o.status = 'queued' AND (o.scheduled_time < p.scheduled_time OR o.claimed_until > $1)) \
                       OR (o.status = 'posted' AND o.posted_time > $1 - interval '1 hour'))) \
               ORDER BY p.next_attempt_at LIMIT 1 FOR UPDATE OF p SKIP LOCKED) \
             UPDATE instagram_posts t SET claimed_until = $2, last_attempt = $1, claim_token = $3 \
             FROM next JOIN instagram_accounts a ON a.id = next.account_id \
               JOIN universities u ON u.id = next.university_id \
               LEFT JOIN users m ON m.id = next.manager_id \
             WHERE t.id = next.id \
             RETURNING t.id, t.university_id, u.name AS university_name, a.id AS account_id, a.ig_user_id, \
               a.token_ciphertext, t.image_url, t.carousel, t.caption, t.attempts, t.container_id, t.container_created_at, \
               (SELECT s.author_id FROM submissions s WHERE s.instagram_post_id = t.id) AS creator_id, \
               EXISTS (SELECT 1 FROM submissions s WHERE s.instagram_post_id = t.id AND s.status = 'withdrawn') \
                 AS withdrawn, \
               t.publish_requested_at, t.media_id, \
               coalesce((SELECT jsonb_agg(jsonb_build_object('name', s_u.first_name, 'email', s_u.email) \
                                          ORDER BY s_u.email) \
                           FROM university_staff s JOIN users s_u ON s_u.id = s.user_id \
                          WHERE s.university_id = next.university_id AND s_u.role = 'manager' \
                            AND s_u.status = 'active'), \
                        CASE WHEN m.status = 'active' AND m.role IN ('manager', 'admin') \
                          THEN jsonb_build_array(jsonb_build_object('name', m.first_name, 'email', m.email)) END, \
                        '[]'::jsonb) AS managers",
        )
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(until)
        .bind::<SqlUuid, _>(token)
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to claim a post")?;
        let Some(row) = row else { return Ok(None) };
        let images = match row.carousel {
            Some(carousel) => serde_json::from_value(carousel).context("a stored carousel is malformed")?,
            None => vec![row.image_url],
        };
        Ok(Some(ClaimedPost {
            id: row.id,
            claim: Claim { post_id: row.id, token },
            university_id: row.university_id,
            university_name: row.university_name,
            account_id: row.account_id,
            ig_user_id: row.ig_user_id,
            sealed_token: row.token_ciphertext,
            images,
            caption: row.caption,
            creator_id: row.creator_id,
            withdrawn: row.withdrawn,
            attempts: u32::try_from(row.attempts).unwrap_or(0),
            container_id: row.container_id,
            container_created_at: row.container_created_at,
            publish_requested_at: row.publish_requested_at,
            media_id: row.media_id,
            managers: super::named_addresses(&row.managers),
        }))
    }

    async fn renew(&self, claim: Claim, until: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(claim, "renew a lease", PostUpdate::Renew(until)).await
    }

    async fn record_container(&self, claim: Claim, container_id: &str, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(claim, "record a container", PostUpdate::Container(container_id.to_owned(), now)).await
    }

    async fn record_publish_requested(&self, claim: Claim, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(claim, "record a publish request", PostUpdate::PublishRequested(now)).await
    }

    async fn record_media(&self, claim: Claim, media_id: &str) -> anyhow::Result<()> {
        self.update(claim, "record a published media", PostUpdate::Media(media_id.to_owned())).await
    }

    async fn forget_container(&self, claim: Claim) -> anyhow::Result<()> {
        self.update(claim, "forget a container", PostUpdate::ForgetContainer).await
    }

    async fn mark_posted(&self, claim: Claim, permalink: Option<String>, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(claim, "mark a post posted", PostUpdate::Posted(permalink, now)).await
    }

    async fn retry_later(
        &self,
        claim: Claim,
        at: DateTime<Utc>,
        error: &str,
        count_attempt: bool,
    ) -> anyhow::Result<()> {
        self.update(claim, "reschedule a post", PostUpdate::RetryLater(at, bounded(error), count_attempt)).await
    }

    async fn mark_failed(&self, claim: Claim, error: &str) -> anyhow::Result<()> {
        self.update(claim, "mark a post failed", PostUpdate::Failed(bounded(error))).await
    }

    async fn posts_to_count(
        &self,
        counted_before: DateTime<Utc>,
        posted_since: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<Vec<CountedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Uuid, Uuid, String, Vec<u8>, Option<String>)> = instagram_posts::table
            .inner_join(submissions::table.on(submissions::instagram_post_id.eq(instagram_posts::id.nullable())))
            .inner_join(instagram_accounts::table.on(instagram_accounts::id.nullable().eq(instagram_posts::account_id)))
            .filter(instagram_posts::status.eq(PostStatus::Posted.as_str()))
            .filter(instagram_posts::media_id.is_not_null())
            .filter(instagram_posts::posted_time.ge(posted_since))
            .filter(
                submissions::instagram_counted_at.is_null().or(submissions::instagram_counted_at.lt(counted_before)),
            )
            .order(submissions::instagram_counted_at.asc().nulls_first())
            .limit(limit)
            .select((
                instagram_posts::id,
                instagram_posts::university_id,
                instagram_accounts::ig_user_id,
                instagram_accounts::token_ciphertext,
                instagram_posts::media_id,
            ))
            .load(&mut connection)
            .await
            .context("failed to list posts to count")?;
        Ok(rows
            .into_iter()
            .filter_map(|(post_id, university_id, ig_user_id, sealed_token, media_id)| {
                Some(CountedPost { post_id, university_id, ig_user_id, sealed_token, media_id: media_id? })
            })
            .collect())
    }

    async fn record_counts(&self, post_id: Uuid, counts: MediaCounts, at: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let clamp = |n: i64| i32::try_from(n).unwrap_or(i32::MAX);
        diesel::update(submissions::table.filter(submissions::instagram_post_id.eq(post_id)))
            .set((
                submissions::instagram_likes.eq(clamp(counts.likes)),
                submissions::instagram_comments.eq(clamp(counts.comments)),
                submissions::instagram_counted_at.eq(at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to record Instagram counts")?;
        Ok(())
    }
}
