//! `PgSavedItemRepository`: what people saved (`saved_items`).

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::saved::ports::{SaveOutcome, SavedItemRepository, SavedProfile};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{saved_items, users},
};

const PROFILE: &str = "profile";

pub struct PgSavedItemRepository {
    pool: PgPool,
}

impl PgSavedItemRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
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
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<SaveOutcome> {
                // One save at a time per person, so the count below holds.
                users::table.find(user_id).select(users::id).for_update().first::<Uuid>(connection).await?;
                let saved: i64 =
                    saved_items::table.filter(saved_items::user_id.eq(user_id)).count().get_result(connection).await?;
                let inserted = if saved >= limit {
                    0
                } else {
                    diesel::insert_into(saved_items::table)
                        .values((
                            saved_items::user_id.eq(user_id),
                            saved_items::kind.eq(PROFILE),
                            saved_items::profile_user_id.eq(student_id),
                            saved_items::saved_at.eq(now),
                        ))
                        .on_conflict_do_nothing()
                        .execute(connection)
                        .await?
                };
                if inserted == 1 {
                    return Ok(SaveOutcome::Saved);
                }
                let already: bool = diesel::select(diesel::dsl::exists(
                    saved_items::table
                        .filter(saved_items::user_id.eq(user_id))
                        .filter(saved_items::profile_user_id.eq(student_id)),
                ))
                .get_result(connection)
                .await?;
                Ok(if already { SaveOutcome::AlreadySaved } else { SaveOutcome::LimitReached })
            })
            .await
            .context("failed to save a profile")
    }

    async fn unsave_profile(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let deleted = diesel::delete(
            saved_items::table
                .filter(saved_items::user_id.eq(user_id))
                .filter(saved_items::profile_user_id.eq(student_id)),
        )
        .execute(&mut connection)
        .await
        .context("failed to remove a saved profile")?;
        Ok(deleted == 1)
    }

    async fn saved_profiles(&self, user_id: Uuid) -> anyhow::Result<Vec<SavedProfile>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Option<Uuid>, DateTime<Utc>)> = saved_items::table
            .filter(saved_items::user_id.eq(user_id))
            .filter(saved_items::kind.eq(PROFILE))
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
}
