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
use quad_application::publishing::ports::{ClaimedPost, PostStatus, PublishLedger};
use quad_domain::Email;
use uuid::Uuid;

use crate::{PgPool, schema::instagram_posts};

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

    async fn update(&self, id: Uuid, what: &str, change: impl FnOnce(Uuid) -> PostUpdate) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        change(id).run(&mut connection).await.with_context(|| format!("failed to {what}"))?;
        Ok(())
    }
}

/// One of the worker's small updates to a post it holds.
enum PostUpdate {
    Container(Uuid, String, DateTime<Utc>),
    PublishRequested(Uuid, DateTime<Utc>),
    ForgetContainer(Uuid),
    Posted(Uuid, Option<String>, Option<String>, DateTime<Utc>),
    RetryLater(Uuid, DateTime<Utc>, String, bool),
    Failed(Uuid, String),
}

impl PostUpdate {
    async fn run(self, connection: &mut AsyncPgConnection) -> QueryResult<usize> {
        use instagram_posts as p;
        let no_claim = p::claimed_until.eq(None::<DateTime<Utc>>);
        match self {
            PostUpdate::Container(id, container, now) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::container_id.eq(container),
                        p::container_created_at.eq(now),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::PublishRequested(id, now) => {
                diesel::update(p::table.find(id)).set(p::publish_requested_at.eq(now)).execute(connection).await
            }
            PostUpdate::ForgetContainer(id) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::container_id.eq(None::<String>),
                        p::container_created_at.eq(None::<DateTime<Utc>>),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Posted(id, media, permalink, now) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::status.eq(PostStatus::Posted.as_str()),
                        p::posted_time.eq(now),
                        p::media_id.eq(media),
                        p::permalink.eq(permalink),
                        p::error_message.eq(None::<String>),
                        no_claim,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::RetryLater(id, at, error, counted) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::next_attempt_at.eq(at),
                        p::error_message.eq(error),
                        p::attempts.eq(p::attempts + i32::from(counted)),
                        no_claim,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Failed(id, error) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::status.eq(PostStatus::Failed.as_str()),
                        p::attempts.eq(p::attempts + 1),
                        p::error_message.eq(error),
                        no_claim,
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
             UPDATE instagram_posts t SET claimed_until = $2, last_attempt = $1 \
             FROM next JOIN instagram_accounts a ON a.id = next.account_id \
               JOIN universities u ON u.id = next.university_id \
               LEFT JOIN users m ON m.id = next.manager_id \
             WHERE t.id = next.id \
             RETURNING t.id, t.university_id, u.name AS university_name, a.id AS account_id, a.ig_user_id, \
               a.token_ciphertext, t.image_url, t.caption, t.attempts, t.container_id, t.container_created_at, \
               t.publish_requested_at, \
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
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to claim a post")?;
        Ok(row.map(|row| ClaimedPost {
            id: row.id,
            university_id: row.university_id,
            university_name: row.university_name,
            account_id: row.account_id,
            ig_user_id: row.ig_user_id,
            sealed_token: row.token_ciphertext,
            image_url: row.image_url,
            caption: row.caption,
            attempts: u32::try_from(row.attempts).unwrap_or(0),
            container_id: row.container_id,
            container_created_at: row.container_created_at,
            publish_requested_at: row.publish_requested_at,
            managers: row
                .managers
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|m| Some((m["name"].as_str()?.to_owned(), Email::parse(m["email"].as_str()?).ok()?)))
                .collect(),
        }))
    }

    async fn record_container(&self, id: Uuid, container_id: &str, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(id, "record a container", |id| PostUpdate::Container(id, container_id.to_owned(), now)).await
    }

    async fn record_publish_requested(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(id, "record a publish request", |id| PostUpdate::PublishRequested(id, now)).await
    }

    async fn forget_container(&self, id: Uuid) -> anyhow::Result<()> {
        self.update(id, "forget a container", PostUpdate::ForgetContainer).await
    }

    async fn mark_posted(
        &self,
        id: Uuid,
        media_id: Option<String>,
        permalink: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        self.update(id, "mark a post posted", |id| PostUpdate::Posted(id, media_id, permalink, now)).await
    }

    async fn retry_later(&self, id: Uuid, at: DateTime<Utc>, error: &str, count_attempt: bool) -> anyhow::Result<()> {
        self.update(id, "reschedule a post", |id| PostUpdate::RetryLater(id, at, bounded(error), count_attempt)).await
    }

    async fn mark_failed(&self, id: Uuid, error: &str) -> anyhow::Result<()> {
        self.update(id, "mark a post failed", |id| PostUpdate::Failed(id, bounded(error))).await
    }
}
