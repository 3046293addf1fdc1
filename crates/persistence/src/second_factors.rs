//! Staff's authenticators and recovery codes: `PgSecondFactorRepository`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    accounts::ports::{SecondFactorRepository, StoredFactor},
    audit::Audit,
};
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{recovery_codes, second_factors, sessions},
    sessions::{end_sessions, scope_name},
};

pub struct PgSecondFactorRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgSecondFactorRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

#[async_trait]
impl SecondFactorRepository for PgSecondFactorRepository {
    async fn factor_of(&self, user_id: Uuid) -> anyhow::Result<Option<StoredFactor>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(String, Option<DateTime<Utc>>)> = second_factors::table
            .find(user_id)
            .select((second_factors::secret, second_factors::confirmed_at))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a second factor")?;
        Ok(row.map(|(secret, confirmed_at)| StoredFactor { secret, confirmed: confirmed_at.is_some() }))
    }

    async fn begin(&self, user_id: Uuid, secret: &str, at: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // A confirmed factor is never replaced: the upsert's condition leaves it as it is.
        let written = diesel::sql_query(
            "INSERT INTO second_factors (user_id, secret, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at \
             WHERE second_factors.confirmed_at IS NULL",
        )
        .bind::<diesel::sql_types::Uuid, _>(user_id)
        .bind::<diesel::sql_types::Text, _>(secret)
        .bind::<diesel::sql_types::Timestamptz, _>(at)
        .execute(&mut connection)
        .await
        .context("failed to begin setting up a second factor")?;
        Ok(written > 0)
    }

    async fn confirm(
        &self,
        user_id: Uuid,
        step: i64,
        recovery_hashes: Vec<String>,
        session_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| {
                let confirmed =
                    diesel::update(second_factors::table.find(user_id).filter(second_factors::confirmed_at.is_null()))
                        .set((second_factors::confirmed_at.eq(at), second_factors::last_step.eq(step)))
                        .execute(connection)
                        .await?;
                if confirmed == 0 {
                    return Ok(false);
                }
                diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user_id)))
                    .execute(connection)
                    .await?;
                let rows: Vec<_> = recovery_hashes
                    .iter()
                    .map(|hash| (recovery_codes::user_id.eq(user_id), recovery_codes::code_hash.eq(hash)))
                    .collect();
                if !rows.is_empty() {
                    diesel::insert_into(recovery_codes::table).values(rows).execute(connection).await?;
                }
                diesel::update(sessions::table.find(session_id))
                    .set(sessions::second_factor.eq(true))
                    .execute(connection)
                    .await?;
                // Sessions opened before proved nothing: they end.
                end_sessions(connection, user_id, Some(session_id), at).await?;
                Ok::<_, anyhow::Error>(true)
            })
            .await
            .context("failed to confirm a second factor")
    }

    async fn use_step(&self, user_id: Uuid, step: i64) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let used = diesel::update(
            second_factors::table
                .find(user_id)
                .filter(second_factors::confirmed_at.is_not_null())
                .filter(second_factors::last_step.is_null().or(second_factors::last_step.lt(step))),
        )
        .set(second_factors::last_step.eq(step))
        .execute(&mut connection)
        .await
        .context("failed to use a second factor's code")?;
        Ok(used > 0)
    }

    async fn use_recovery_code(&self, user_id: Uuid, hash: &str, at: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let used =
            diesel::update(recovery_codes::table.find((user_id, hash)).filter(recovery_codes::used_at.is_null()))
                .set(recovery_codes::used_at.eq(at))
                .execute(&mut connection)
                .await
                .context("failed to use a recovery code")?;
        Ok(used > 0)
    }

    async fn recovery_codes_left(&self, user_id: Uuid) -> anyhow::Result<i64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        recovery_codes::table
            .filter(recovery_codes::user_id.eq(user_id))
            .filter(recovery_codes::used_at.is_null())
            .count()
            .get_result(&mut connection)
            .await
            .context("failed to count recovery codes")
    }

    async fn complete_session(&self, session_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<bool> {
        use quad_application::accounts::ports::SessionScope;
        let mut connection = self.pool.get().await.context("no database connection")?;
        let completed = diesel::update(
            sessions::table
                .find(session_id)
                .filter(sessions::scope.eq(scope_name(SessionScope::SecondFactor)))
                .filter(sessions::ended_at.is_null())
                .filter(sessions::expires_at.gt(at)),
        )
        .set((sessions::scope.eq(scope_name(SessionScope::Full)), sessions::second_factor.eq(true)))
        .execute(&mut connection)
        .await
        .context("failed to complete a sign-in")?;
        Ok(completed > 0)
    }

    async fn reset(&self, user_id: Uuid, audit: Audit<bool>, at: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let trail = self.audit;
        connection
            .transaction(async |connection| {
                let removed = diesel::delete(
                    second_factors::table.find(user_id).filter(second_factors::confirmed_at.is_not_null()),
                )
                .execute(connection)
                .await?;
                let reset = removed > 0;
                if reset {
                    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user_id)))
                        .execute(connection)
                        .await?;
                    end_sessions(connection, user_id, None, at).await?;
                }
                trail.write(connection, audit, &reset).await?;
                Ok::<_, anyhow::Error>(reset)
            })
            .await
            .context("failed to reset a second factor")
    }
}
