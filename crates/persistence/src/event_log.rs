//! Each person's event log (`event_logs`, `events`), the open streams (`event_streams`) and the
//! fan-out over PostgreSQL LISTEN/NOTIFY (`PgListenFanout`).
//!
//! Appending takes the log head's row lock and holds it to the commit, so one person's events
//! commit in the order of their numbers; NOTIFY carries only `user:seq`, delivered at commit.

use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{prelude::*, sql_types::Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::{StreamExt, stream::BoxStream};
use quad_application::live::ports::{EventFanout, EventLog, LiveEvent, LogHead, LoggedEvent, Signal, StreamSlot};
use uuid::Uuid;

use crate::{
    PgPool,
    notifications::{event_of, payload_of},
    schema::{event_logs, event_streams, events, sessions, users},
};

const EVENTS_CHANNEL: &str = "quad_events";
const SESSIONS_CHANNEL: &str = "quad_sessions";

/// Makes the person's log head if missing and locks it until the transaction ends. Call it
/// first in a transaction that may append, so everything the transaction reads about the
/// person (an unread count) is as of its place in the log.
pub(crate) async fn lock_log(connection: &mut AsyncPgConnection, user_id: Uuid) -> QueryResult<i64> {
    diesel::insert_into(event_logs::table)
        .values(event_logs::user_id.eq(user_id))
        .on_conflict_do_nothing()
        .execute(connection)
        .await?;
    event_logs::table.find(user_id).select(event_logs::last_seq).for_update().first(connection).await
}

/// Appends an event to the person's log (locked by `lock_log` in this transaction) and
/// announces it at commit.
pub(crate) async fn append_event(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    event: &LiveEvent,
    now: DateTime<Utc>,
) -> QueryResult<i64> {
    let seq: i64 = diesel::update(event_logs::table.find(user_id))
        .set(event_logs::last_seq.eq(event_logs::last_seq + 1))
        .returning(event_logs::last_seq)
        .get_result(connection)
        .await?;
    let (kind, payload) = payload_of(event);
    diesel::insert_into(events::table)
        .values((
            events::user_id.eq(user_id),
            events::seq.eq(seq),
            events::kind.eq(kind),
            events::payload.eq(payload),
            events::created_at.eq(now),
        ))
        .execute(connection)
        .await?;
    diesel::sql_query("SELECT pg_notify($1, $2)")
        .bind::<Text, _>(EVENTS_CHANNEL)
        .bind::<Text, _>(format!("{user_id}:{seq}"))
        .execute(connection)
        .await?;
    Ok(seq)
}

pub struct PgEventLog {
    pool: PgPool,
}

impl PgEventLog {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl EventLog for PgEventLog {
    async fn head(&self, user_id: Uuid) -> anyhow::Result<LogHead> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(event_logs::table)
            .values(event_logs::user_id.eq(user_id))
            .on_conflict_do_nothing()
            .execute(&mut connection)
            .await
            .context("failed to start an event log")?;
        let (epoch, last_seq) = event_logs::table
            .find(user_id)
            .select((event_logs::epoch, event_logs::last_seq))
            .first(&mut connection)
            .await
            .context("failed to read an event log")?;
        Ok(LogHead { epoch, last_seq })
    }

    async fn since(&self, user_id: Uuid, after: i64, limit: i64) -> anyhow::Result<Vec<LoggedEvent>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(i64, String, serde_json::Value)> = events::table
            .filter(events::user_id.eq(user_id))
            .filter(events::seq.gt(after))
            .order(events::seq)
            .limit(limit)
            .select((events::seq, events::kind, events::payload))
            .load(&mut connection)
            .await
            .context("failed to read an event log")?;
        rows.into_iter()
            .map(|(seq, kind, payload)| Ok(LoggedEvent { seq, event: event_of(&kind, &payload)? }))
            .collect()
    }

    async fn last_seqs(&self, users: Vec<Uuid>) -> anyhow::Result<Vec<(Uuid, i64)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        event_logs::table
            .filter(event_logs::user_id.eq_any(users))
            .select((event_logs::user_id, event_logs::last_seq))
            .load(&mut connection)
            .await
            .context("failed to read event logs")
    }

    async fn open_stream(&self, slot: StreamSlot, max: i64, stale_before: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                // One opening at a time per person, so the count holds.
                lock_log(connection, slot.user_id).await?;
                let mine = event_streams::table.filter(event_streams::user_id.eq(slot.user_id));
                // Places of streams whose instance went quiet, or whose instance's listener
                // connection is gone (a killed instance: PostgreSQL sees its connections close).
                diesel::sql_query(format!(
                    "DELETE FROM event_streams s WHERE s.user_id = $1 AND (s.seen_at < $2 OR NOT EXISTS ( \
                       SELECT 1 FROM pg_stat_activity a \
                        WHERE a.application_name = '{LISTENER_NAME}-' || s.instance_id::text))"
                ))
                .bind::<diesel::sql_types::Uuid, _>(slot.user_id)
                .bind::<diesel::sql_types::Timestamptz, _>(stale_before)
                .execute(connection)
                .await?;
                let open: i64 = mine.count().get_result(connection).await?;
                if open >= max {
                    return Ok(false);
                }
                diesel::insert_into(event_streams::table)
                    .values((
                        event_streams::id.eq(slot.id),
                        event_streams::user_id.eq(slot.user_id),
                        event_streams::session_id.eq(slot.session_id),
                        event_streams::instance_id.eq(slot.instance_id),
                        event_streams::opened_at.eq(slot.now),
                        event_streams::seen_at.eq(slot.now),
                    ))
                    .execute(connection)
                    .await?;
                Ok(true)
            })
            .await
            .context("failed to open a stream")
    }

    async fn close_stream(&self, id: Uuid) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(event_streams::table.find(id))
            .execute(&mut connection)
            .await
            .context("failed to close a stream")?;
        Ok(())
    }

    async fn forget_instance(&self, instance_id: Uuid) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(event_streams::table.filter(event_streams::instance_id.eq(instance_id)))
            .execute(&mut connection)
            .await
            .context("failed to forget an instance's streams")?;
        Ok(())
    }

    async fn keep_streams(&self, instance_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(event_streams::table.filter(event_streams::instance_id.eq(instance_id)))
            .set(event_streams::seen_at.eq(now))
            .execute(&mut connection)
            .await
            .context("failed to note streams as seen")?;
        Ok(())
    }

    async fn live_sessions(&self, ids: Vec<Uuid>, now: DateTime<Utc>) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        sessions::table
            .inner_join(users::table)
            .filter(sessions::id.eq_any(ids))
            .filter(sessions::ended_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .filter(users::status.eq("active"))
            .select(sessions::id)
            .load(&mut connection)
            .await
            .context("failed to check sessions")
    }
}

/// The fan-out over PostgreSQL LISTEN/NOTIFY, on one connection of its own (not the pool's),
/// named `quad-listener-<instance id>` (so an instance whose connections closed, a killed one, is
/// seen gone at once: `open_stream` frees its streams' places). When the connection drops, it reconnects with backoff and
/// says `Resumed`, so the hub catches up from the rows.
pub struct PgListenFanout {
    database_url: String,
    instance_id: Uuid,
}

impl PgListenFanout {
    /// The fan-out of the instance `instance_id` (its hub's).
    pub fn new(database_url: &str, instance_id: Uuid) -> Self {
        Self { database_url: database_url.to_owned(), instance_id }
    }
}

/// How long the listener waits in silence before checking its connection.
const PING_EVERY: Duration = Duration::from_secs(30);

/// The application name the listener's connection carries.
pub const LISTENER_NAME: &str = "quad-listener";

fn parse_signal(channel: &str, payload: &str) -> Option<Signal> {
    match channel {
        EVENTS_CHANNEL => {
            let (user, seq) = payload.split_once(':')?;
            Some(Signal::Appended { user_id: user.parse().ok()?, seq: seq.parse().ok()? })
        }
        SESSIONS_CHANNEL => match payload.split_once(':')? {
            ("s", id) => Some(Signal::SessionEnded(id.parse().ok()?)),
            ("u", id) => Some(Signal::AccountClosed(id.parse().ok()?)),
            _ => None,
        },
        _ => None,
    }
}

async fn listen(database_url: &str, instance_id: Uuid) -> anyhow::Result<AsyncPgConnection> {
    let mut connection = AsyncPgConnection::establish(database_url).await.context("the listener could not connect")?;
    diesel::sql_query(format!("SET application_name = '{LISTENER_NAME}-{instance_id}'"))
        .execute(&mut connection)
        .await?;
    diesel::sql_query(format!("LISTEN {EVENTS_CHANNEL}")).execute(&mut connection).await?;
    diesel::sql_query(format!("LISTEN {SESSIONS_CHANNEL}")).execute(&mut connection).await?;
    Ok(connection)
}

impl EventFanout for PgListenFanout {
    fn signals(&self) -> BoxStream<'static, Signal> {
        let (database_url, instance_id) = (self.database_url.clone(), self.instance_id);
        let (sender, receiver) = tokio::sync::mpsc::channel::<Signal>(4096);
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(250);
            loop {
                match listen(&database_url, instance_id).await {
                    Ok(mut connection) => {
                        backoff = Duration::from_millis(250);
                        tracing::info!("listening for live events");
                        // Whatever was committed while nobody listened is read from the rows.
                        if sender.send(Signal::Resumed).await.is_err() {
                            return;
                        }
                        loop {
                            let next = {
                                let mut notifications = std::pin::pin!(connection.notifications_stream());
                                tokio::time::timeout(PING_EVERY, notifications.next()).await
                            };
                            match next {
                                Ok(Some(Ok(notification))) => {
                                    if let Some(signal) = parse_signal(&notification.channel, &notification.payload)
                                        && sender.send(signal).await.is_err()
                                    {
                                        return;
                                    }
                                }
                                Ok(_) => break,
                                // Quiet for a while: a connection that hangs without failing
                                // would say nothing ever again, so ask it something.
                                Err(_) => {
                                    let ping = diesel::sql_query("SELECT 1").execute(&mut connection);
                                    if !matches!(tokio::time::timeout(Duration::from_secs(5), ping).await, Ok(Ok(_))) {
                                        break;
                                    }
                                }
                            }
                        }
                        tracing::warn!("the live events listener lost its connection; reconnecting");
                    }
                    Err(error) => tracing::warn!(error = format!("{error:#}"), "the live events listener is down"),
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(Duration::from_secs(5));
            }
        });
        tokio_stream_from(receiver)
    }
}

fn tokio_stream_from(mut receiver: tokio::sync::mpsc::Receiver<Signal>) -> BoxStream<'static, Signal> {
    futures_util::stream::poll_fn(move |context| receiver.poll_recv(context)).boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_read_back_and_strangers_are_ignored() {
        let user = Uuid::from_u128(7);
        assert_eq!(
            parse_signal(EVENTS_CHANNEL, &format!("{user}:12")),
            Some(Signal::Appended { user_id: user, seq: 12 })
        );
        assert_eq!(parse_signal(SESSIONS_CHANNEL, &format!("s:{user}")), Some(Signal::SessionEnded(user)));
        assert_eq!(parse_signal(SESSIONS_CHANNEL, &format!("u:{user}")), Some(Signal::AccountClosed(user)));
        assert_eq!(parse_signal(EVENTS_CHANNEL, "nonsense"), None);
        assert_eq!(parse_signal("other", "x:1"), None);
    }
}
