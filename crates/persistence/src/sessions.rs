//! Sign-in sessions: `PgSessionRepository`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::accounts::ports::{
    ActiveSession, NewSession, Session, SessionRecord, SessionRepository, SessionScope, SignInMethod,
};
use quad_domain::User;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{sessions, users},
    users::UserRow,
};

pub(crate) fn scope_name(scope: SessionScope) -> &'static str {
    match scope {
        SessionScope::Full => "full",
        SessionScope::PendingVerification => "pending_verification",
        SessionScope::SecondFactor => "second_factor",
    }
}

fn method_from(name: &str) -> anyhow::Result<SignInMethod> {
    SignInMethod::parse(name).with_context(|| format!("unknown sign-in method '{name}'"))
}

fn scope_from(name: &str) -> anyhow::Result<SessionScope> {
    match name {
        "full" => Ok(SessionScope::Full),
        "pending_verification" => Ok(SessionScope::PendingVerification),
        "second_factor" => Ok(SessionScope::SecondFactor),
        other => anyhow::bail!("unknown session scope '{other}'"),
    }
}

/// Ends the person's live sessions, all but `keep` when given, on the caller's connection
/// (inside its transaction, if any); answers how many ended.
pub(crate) async fn end_sessions(
    connection: &mut diesel_async::AsyncPgConnection,
    user_id: Uuid,
    keep: Option<Uuid>,
    now: DateTime<Utc>,
) -> anyhow::Result<usize> {
    diesel::update(
        sessions::table
            .filter(sessions::user_id.eq(user_id))
            .filter(sessions::id.ne(keep.unwrap_or(Uuid::nil())))
            .filter(sessions::ended_at.is_null()),
    )
    .set(sessions::ended_at.eq(now))
    .execute(connection)
    .await
    .context("failed to end sessions")
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
                sessions::method.eq(session.method.as_str()),
                sessions::device.eq(&session.device),
                sessions::expires_at.eq(session.expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a session")?;
        Ok(())
    }

    async fn find_live_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<(Session, User)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        type Row = ((Uuid, Uuid, String, String, DateTime<Utc>, Option<DateTime<Utc>>, bool), UserRow);
        let row: Option<Row> = sessions::table
            .inner_join(users::table)
            .filter(sessions::id.eq(id))
            .filter(sessions::ended_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .select((
                (
                    sessions::id,
                    sessions::user_id,
                    sessions::scope,
                    sessions::method,
                    sessions::created_at,
                    sessions::last_used_at,
                    sessions::second_factor,
                ),
                UserRow::as_select(),
            ))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a session")?;
        row.map(|((id, user_id, scope, method, started_at, last_used_at, second_factor), user)| {
            let session = Session {
                id,
                user_id,
                scope: scope_from(&scope)?,
                method: method_from(&method)?,
                started_at,
                last_used_at,
                second_factor,
            };
            Ok((session, User::try_from(user)?))
        })
        .transpose()
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

    async fn touch_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(sessions::table.find(id))
            .set(sessions::last_used_at.eq(now))
            .execute(&mut connection)
            .await
            .context("failed to note a session's use")?;
        Ok(())
    }

    async fn live_sessions_of(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Vec<ActiveSession>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        type Row = (Uuid, Option<String>, String, DateTime<Utc>, Option<DateTime<Utc>>, DateTime<Utc>);
        let rows: Vec<Row> = sessions::table
            .filter(sessions::user_id.eq(user_id))
            .filter(sessions::ended_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::scope.eq(scope_name(SessionScope::Full)))
            .order((diesel::dsl::sql::<diesel::sql_types::Timestamptz>("coalesce(last_used_at, created_at)").desc(),))
            .select((
                sessions::id,
                sessions::device,
                sessions::method,
                sessions::created_at,
                sessions::last_used_at,
                sessions::expires_at,
            ))
            .load(&mut connection)
            .await
            .context("failed to list live sessions")?;
        rows.into_iter()
            .map(|(id, device, method, started_at, last_used_at, expires_at)| {
                Ok(ActiveSession { id, device, method: method_from(&method)?, started_at, last_used_at, expires_at })
            })
            .collect()
    }

    async fn end_session_of(&self, user_id: Uuid, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let ended = diesel::update(
            sessions::table
                .find(id)
                .filter(sessions::user_id.eq(user_id))
                .filter(sessions::ended_at.is_null())
                .filter(sessions::expires_at.gt(now)),
        )
        .set(sessions::ended_at.eq(now))
        .execute(&mut connection)
        .await
        .context("failed to end a session")?;
        Ok(ended == 1)
    }

    async fn end_other_sessions(&self, user_id: Uuid, keep: Uuid, now: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        Ok(end_sessions(&mut connection, user_id, Some(keep), now).await? as u64)
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
