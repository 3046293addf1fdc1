//! Sign-in sessions: `PgSessionRepository`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::accounts::ports::{NewSession, Session, SessionRecord, SessionRepository, SessionScope};
use uuid::Uuid;

use crate::{PgPool, schema::sessions};

pub(crate) fn scope_name(scope: SessionScope) -> &'static str {
    match scope {
        SessionScope::Full => "full",
        SessionScope::PendingVerification => "pending_verification",
    }
}

fn scope_from(name: &str) -> anyhow::Result<SessionScope> {
    match name {
        "full" => Ok(SessionScope::Full),
        "pending_verification" => Ok(SessionScope::PendingVerification),
        other => anyhow::bail!("unknown session scope '{other}'"),
    }
}

pub struct PgSessionRepository {
    pool: PgPool,
}

impl PgSessionRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl SessionRepository for PgSessionRepository {
    async fn create_session(&self, session: NewSession) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(sessions::table)
            .values((
                sessions::id.eq(session.id),
                sessions::user_id.eq(session.user_id),
                sessions::scope.eq(scope_name(session.scope)),
                sessions::expires_at.eq(session.expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a session")?;
        Ok(())
    }

    async fn find_live_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<Session>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(Uuid, Uuid, String)> = sessions::table
            .find(id)
            .filter(sessions::ended_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .select((sessions::id, sessions::user_id, sessions::scope))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a session")?;
        row.map(|(id, user_id, scope)| Ok(Session { id, user_id, scope: scope_from(&scope)? })).transpose()
    }

    async fn end_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(sessions::table.find(id).filter(sessions::ended_at.is_null()))
            .set(sessions::ended_at.eq(now))
            .execute(&mut connection)
            .await
            .context("failed to end a session")?;
        Ok(())
    }

    async fn sessions_of(&self, user_id: Uuid) -> anyhow::Result<Vec<SessionRecord>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(DateTime<Utc>, DateTime<Utc>, Option<DateTime<Utc>>)> = sessions::table
            .filter(sessions::user_id.eq(user_id))
            .order(sessions::created_at)
            .select((sessions::created_at, sessions::expires_at, sessions::ended_at))
            .load(&mut connection)
            .await
            .context("failed to list sessions")?;
        Ok(rows
            .into_iter()
            .map(|(started_at, expires_at, ended_at)| SessionRecord { started_at, expires_at, ended_at })
            .collect())
    }
}
