//! `PgSavedItemRepository`: what people saved (`saved_items`): roommate profiles and featured posts.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::saved::ports::{SaveOutcome, SavedItemRepository, SavedPost, SavedProfile};
use quad_domain::SubmissionStatus;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{saved_items, submissions, users},
};

/// What is saved: a student's profile (their user id) or a featured post (its submission's id).
#[derive(Clone, Copy)]
enum Item {
    Profile(Uuid),
    Post(Uuid),
}

pub struct PgSavedItemRepository {
    pool: PgPool,
}

impl PgSavedItemRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    /// Saves the item unless saved already or the person has `limit` items (counted under a lock
    /// on the person, so two saves at once keep the limit).
    async fn save(&self, user_id: Uuid, item: Item, now: DateTime<Utc>, limit: i64) -> anyhow::Result<SaveOutcome> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<SaveOutcome> {
                users::table.find(user_id).select(users::id).for_update().first::<Uuid>(connection).await?;
                let saved: i64 =
                    saved_items::table.filter(saved_items::user_id.eq(user_id)).count().get_result(connection).await?;
                let (kind, profile, post) = match item {
                    Item::Profile(id) => ("profile", Some(id), None),
                    Item::Post(id) => ("post", None, Some(id)),
                };
                let inserted = if saved >= limit {
                    0
                } else {
                    diesel::insert_into(saved_items::table)
                        .values((
                            saved_items::user_id.eq(user_id),
                            saved_items::kind.eq(kind),
                            saved_items::profile_user_id.eq(profile),
                            saved_items::submission_id.eq(post),
                            saved_items::saved_at.eq(now),
                        ))
                        .on_conflict_do_nothing()
                        .execute(connection)
                        .await?
                };
                if inserted == 1 {
                    return Ok(SaveOutcome::Saved);
                }
                let mine = saved_items::table.filter(saved_items::user_id.eq(user_id)).into_boxed();
                let mine = match item {
                    Item::Profile(id) => mine.filter(saved_items::profile_user_id.eq(id)),
                    Item::Post(id) => mine.filter(saved_items::submission_id.eq(id)),
                };
                let already: bool = diesel::select(diesel::dsl::exists(mine)).get_result(connection).await?;
                Ok(if already { SaveOutcome::AlreadySaved } else { SaveOutcome::LimitReached })
            })
            .await
            .context("failed to save an item")
    }

    async fn unsave(&self, user_id: Uuid, item: Item) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mine = saved_items::table.filter(saved_items::user_id.eq(user_id));
        let deleted = match item {
            Item::Profile(id) => {
                diesel::delete(mine.filter(saved_items::profile_user_id.eq(id))).execute(&mut connection).await
            }
            Item::Post(id) => {
                diesel::delete(mine.filter(saved_items::submission_id.eq(id))).execute(&mut connection).await
            }
        }
        .context("failed to remove a saved item")?;
        Ok(deleted == 1)
    }
}

#[async_trait]
impl SavedItemRepository for PgSavedItemRepository {
    async fn save_profile(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        now: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<SaveOutcome> {
        self.save(user_id, Item::Profile(student_id), now, limit).await
    }

    async fn unsave_profile(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<bool> {
        self.unsave(user_id, Item::Profile(student_id)).await
    }

    async fn saved_profiles(&self, user_id: Uuid) -> anyhow::Result<Vec<SavedProfile>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Option<Uuid>, DateTime<Utc>)> = saved_items::table
            .filter(saved_items::user_id.eq(user_id))
            .filter(saved_items::kind.eq("profile"))
            .order((saved_items::saved_at.desc(), saved_items::profile_user_id))
            .select((saved_items::profile_user_id, saved_items::saved_at))
            .load(&mut connection)
            .await
            .context("failed to list saved profiles")?;
        Ok(rows
            .into_iter()
            .filter_map(|(student, saved_at)| Some(SavedProfile { student_id: student?, saved_at }))
            .collect())
    }

    async fn saved_among(&self, user_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Option<Uuid>> = saved_items::table
            .filter(saved_items::user_id.eq(user_id))
            .filter(saved_items::profile_user_id.eq_any(students))
            .select(saved_items::profile_user_id)
            .load(&mut connection)
            .await
            .context("failed to read saved profiles")?;
        Ok(rows.into_iter().flatten().collect())
    }

    async fn save_post(
        &self,
        user_id: Uuid,
        post_id: Uuid,
        now: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<SaveOutcome> {
        self.save(user_id, Item::Post(post_id), now, limit).await
    }

    async fn unsave_post(&self, user_id: Uuid, post_id: Uuid) -> anyhow::Result<bool> {
        self.unsave(user_id, Item::Post(post_id)).await
    }

    async fn saved_posts(&self, user_id: Uuid) -> anyhow::Result<Vec<SavedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Option<Uuid>, DateTime<Utc>)> = saved_items::table
            .filter(saved_items::user_id.eq(user_id))
            .filter(saved_items::kind.eq("post"))
            .order((saved_items::saved_at.desc(), saved_items::submission_id))
            .select((saved_items::submission_id, saved_items::saved_at))
            .load(&mut connection)
            .await
            .context("failed to list saved posts")?;
        Ok(rows.into_iter().filter_map(|(post, saved_at)| Some(SavedPost { submission_id: post?, saved_at })).collect())
    }

    async fn featured_saved_posts(
        &self,
        user_id: Uuid,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<SavedPost>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let featured = || {
            saved_items::table
                .inner_join(submissions::table.on(submissions::id.nullable().eq(saved_items::submission_id)))
                .filter(saved_items::user_id.eq(user_id))
                .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
        };
        let total: i64 = featured().count().get_result(&mut connection).await.context("failed to count saved posts")?;
        let rows: Vec<(Uuid, DateTime<Utc>)> = featured()
            .order((saved_items::saved_at.desc(), submissions::id))
            .offset(offset)
            .limit(limit)
            .select((submissions::id, saved_items::saved_at))
            .load(&mut connection)
            .await
            .context("failed to list saved posts")?;
        let posts = rows.into_iter().map(|(submission_id, saved_at)| SavedPost { submission_id, saved_at }).collect();
        Ok((posts, total))
    }

    async fn saved_posts_among(&self, user_id: Uuid, posts: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Option<Uuid>> = saved_items::table
            .filter(saved_items::user_id.eq(user_id))
            .filter(saved_items::submission_id.eq_any(posts))
            .select(saved_items::submission_id)
            .load(&mut connection)
            .await
            .context("failed to read saved posts")?;
        Ok(rows.into_iter().flatten().collect())
    }
}
