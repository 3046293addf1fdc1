//! `PgFeaturedPosts`: the featured grids and likes.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::submissions::ports::{FeaturedPost, FeaturedPosts, InstagramState, LikeCount};
use quad_domain::{SubmissionStatus, report::ReportKind};
use serde_json::Value;
use uuid::Uuid;

use super::photos_from;
use crate::{
    PgPool,
    reports::not_hidden,
    schema::{instagram_posts, submission_likes, submissions, universities},
};

pub struct PgFeaturedPosts {
    pool: PgPool,
}

impl PgFeaturedPosts {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

type Row = (
    (Uuid, Uuid, String, String, String, Value, Option<DateTime<Utc>>, i32, Option<i32>, Option<i32>),
    (String, String),
    Option<(String, DateTime<Utc>, Option<String>, Option<DateTime<Utc>>)>,
);

fn post_from(
    ((id, university_id, caption, credit, _, photos, featured_at, likes, ig_likes, ig_comments), (name, slug), post): Row,
) -> anyhow::Result<FeaturedPost> {
    Ok(FeaturedPost {
        id,
        university_id,
        university_name: name,
        university_slug: slug,
        caption,
        credit,
        photos: photos_from(photos)?,
        featured_at: featured_at.context("a featured post has no featured time")?,
        likes: i64::from(likes),
        instagram: post.map(|(status, scheduled_time, permalink, posted_time)| InstagramState {
            status,
            scheduled_time,
            permalink,
            posted_time,
            likes: ig_likes.map(i64::from),
            comments: ig_comments.map(i64::from),
        }),
    })
}

macro_rules! featured_query {
    () => {
        submissions::table
            .inner_join(universities::table.on(universities::id.eq(submissions::university_id)))
            .left_join(instagram_posts::table.on(instagram_posts::id.nullable().eq(submissions::instagram_post_id)))
            .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
            .filter(not_hidden(ReportKind::Post, "submissions.id"))
            .select((
                (
                    submissions::id,
                    submissions::university_id,
                    submissions::caption,
                    submissions::credit,
                    submissions::credit_kind,
                    submissions::photos,
                    submissions::featured_at,
                    submissions::likes,
                    submissions::instagram_likes,
                    submissions::instagram_comments,
                ),
                (universities::name, universities::slug),
                (
                    instagram_posts::status,
                    instagram_posts::scheduled_time,
                    instagram_posts::permalink,
                    instagram_posts::posted_time,
                )
                    .nullable(),
            ))
    };
}

#[async_trait]
impl FeaturedPosts for PgFeaturedPosts {
    async fn featured(
        &self,
        university_id: Option<Uuid>,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<FeaturedPost>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mut query = featured_query!().into_boxed();
        let mut counted = submissions::table
            .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
            .filter(not_hidden(ReportKind::Post, "submissions.id"))
            .into_boxed();
        if let Some(university_id) = university_id {
            query = query.filter(submissions::university_id.eq(university_id));
            counted = counted.filter(submissions::university_id.eq(university_id));
        }
        let rows: Vec<Row> = query
            .order((submissions::featured_at.desc(), submissions::id.desc()))
            .offset(offset)
            .limit(limit)
            .load(&mut connection)
            .await
            .context("failed to list featured posts")?;
        let total: i64 = counted.count().get_result(&mut connection).await.context("failed to count featured posts")?;
        Ok((rows.into_iter().map(post_from).collect::<anyhow::Result<_>>()?, total))
    }

    async fn find_featured(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<Row> = featured_query!()
            .filter(submissions::id.eq(id))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a featured post")?;
        row.map(post_from).transpose()
    }

    async fn featured_among(&self, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Row> = featured_query!()
            .filter(submissions::id.eq_any(&ids))
            .load(&mut connection)
            .await
            .context("failed to read featured posts")?;
        let mut posts: Vec<FeaturedPost> = rows.into_iter().map(post_from).collect::<anyhow::Result<_>>()?;
        posts.sort_by_key(|post| ids.iter().position(|id| *id == post.id));
        Ok(posts)
    }

    async fn like(&self, id: Uuid, user_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Option<LikeCount>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Option<LikeCount>> {
                // Held while the like is added: a withdrawal waits, or went first and is seen here.
                let featured: Option<Uuid> = submissions::table
                    .find(id)
                    .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
                    .select(submissions::id)
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                if featured.is_none() {
                    return Ok(None);
                }
                let added = diesel::insert_into(submission_likes::table)
                    .values((
                        submission_likes::submission_id.eq(id),
                        submission_likes::user_id.eq(user_id),
                        submission_likes::liked_at.eq(at),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                let likes: i32 = diesel::update(submissions::table.find(id))
                    .set(submissions::likes.eq(submissions::likes + i32::try_from(added).unwrap_or(0)))
                    .returning(submissions::likes)
                    .get_result(connection)
                    .await?;
                Ok(Some(LikeCount { likes: i64::from(likes), changed: added > 0 }))
            })
            .await
            .context("failed to like a post")
    }

    async fn unlike(&self, id: Uuid, user_id: Uuid) -> anyhow::Result<Option<LikeCount>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Option<LikeCount>> {
                // Locked first, as a like does, so the count below holds.
                let exists: Option<Uuid> = submissions::table
                    .find(id)
                    .select(submissions::id)
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                if exists.is_none() {
                    return Ok(None);
                }
                let removed = diesel::delete(
                    submission_likes::table
                        .filter(submission_likes::submission_id.eq(id))
                        .filter(submission_likes::user_id.eq(user_id)),
                )
                .execute(connection)
                .await?;
                let likes: i32 = diesel::update(submissions::table.find(id))
                    .set(submissions::likes.eq(submissions::likes - i32::try_from(removed).unwrap_or(0)))
                    .returning(submissions::likes)
                    .get_result(connection)
                    .await?;
                Ok(Some(LikeCount { likes: i64::from(likes), changed: removed > 0 }))
            })
            .await
            .context("failed to take a like back")
    }

    async fn liked_among(&self, user_id: Uuid, ids: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        submission_likes::table
            .filter(submission_likes::user_id.eq(user_id))
            .filter(submission_likes::submission_id.eq_any(ids))
            .select(submission_likes::submission_id)
            .load(&mut connection)
            .await
            .context("failed to read likes")
    }
}
