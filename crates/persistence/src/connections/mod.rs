//! `PgConnectionRepository`: interests, requests, connections and blocks (issue 26), one adapter
//! for the four ports of the context.
//!
//! Every change to a pair locks both people's account rows, the smaller id first, so two changes
//! to a pair (or two requests of one sender) run one after the other and never deadlock.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{dsl::sql, prelude::*, sql_types::Bool};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::connections::ports::{
    Answer, BlockRepository, BlockedStudent, Connection, ConnectionRepository, ConnectionRequest, InterestOutcome,
    InterestRepository, NewRequest, RequestChangeError, RequestRefusal, RequestRepository,
};
use quad_domain::connection::{Pair, RequestStatus};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{blocks, connection_requests, connections, roommate_interests, users},
};

mod blocking;
mod contact;

pub(crate) use contact::had_contact;

pub struct PgConnectionRepository {
    pool: PgPool,
}

impl PgConnectionRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

const OPEN: [&str; 2] = ["pending", "declined"];

type RequestRow = (Uuid, Uuid, Uuid, String, String, DateTime<Utc>, DateTime<Utc>);
type ConnectionRow = (Uuid, Uuid, DateTime<Utc>, Option<DateTime<Utc>>, Option<DateTime<Utc>>);

fn request_from((id, sender_id, recipient_id, note, status, created_at, expires_at): RequestRow) -> ConnectionRequest {
    ConnectionRequest {
        id,
        sender_id,
        recipient_id,
        note,
        // The table's CHECK holds the statuses.
        status: RequestStatus::parse(&status).unwrap_or(RequestStatus::Expired),
        created_at,
        expires_at,
    }
}

macro_rules! request_columns {
    () => {
        (
            connection_requests::id,
            connection_requests::sender_id,
            connection_requests::recipient_id,
            connection_requests::note,
            connection_requests::status,
            connection_requests::created_at,
            connection_requests::expires_at,
        )
    };
}

/// The requests between the two, either way.
macro_rules! between {
    ($pair:expr) => {
        connection_requests::table.filter(
            connection_requests::sender_id.eq($pair.first).and(connection_requests::recipient_id.eq($pair.second)).or(
                connection_requests::sender_id.eq($pair.second).and(connection_requests::recipient_id.eq($pair.first)),
            ),
        )
    };
}

/// Locks both people, the smaller id first (see the module's comment); answers how many exist.
async fn lock(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<usize> {
    let locked: Vec<Uuid> = users::table
        .filter(users::id.eq_any([pair.first, pair.second]))
        .order(users::id)
        .select(users::id)
        .for_update()
        .load(connection)
        .await?;
    Ok(locked.len())
}

fn pair_of(one: Uuid, other: Uuid) -> anyhow::Result<Pair> {
    Pair::of(one, other).context("a student cannot connect with themself")
}

/// Blocked either way (checked again under the pair's lock: a block may have come since the page was read).
async fn blocked_either_way(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        blocks::table.filter(
            blocks::blocker_id
                .eq(pair.first)
                .and(blocks::blocked_id.eq(pair.second))
                .or(blocks::blocker_id.eq(pair.second).and(blocks::blocked_id.eq(pair.first))),
        ),
    ))
    .get_result(connection)
    .await
}

/// Both interests of the pair, either way.
macro_rules! interests_between {
    ($pair:expr) => {
        roommate_interests::table.filter(
            roommate_interests::user_id
                .eq($pair.first)
                .and(roommate_interests::student_id.eq($pair.second))
                .or(roommate_interests::user_id.eq($pair.second).and(roommate_interests::student_id.eq($pair.first))),
        )
    };
}

async fn connected(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(connections::table.find((pair.first, pair.second)))).get_result(connection).await
}

/// Connects the two (once) and counts any open request between them as accepted.
async fn connect(connection: &mut AsyncPgConnection, pair: Pair, at: DateTime<Utc>) -> QueryResult<()> {
    diesel::insert_into(connections::table)
        .values((
            connections::user_a.eq(pair.first),
            connections::user_b.eq(pair.second),
            connections::created_at.eq(at),
        ))
        .on_conflict_do_nothing()
        .execute(connection)
        .await?;
    diesel::update(between!(pair).filter(connection_requests::status.eq_any(OPEN)))
        .set((connection_requests::status.eq("accepted"), connection_requests::decided_at.eq(at)))
        .execute(connection)
        .await?;
    Ok(())
}

/// Open requests past their time become expired (a declined one too: its sender reads it so).
async fn expire(connection: &mut AsyncPgConnection, now: DateTime<Utc>, pair: Option<Pair>) -> QueryResult<usize> {
    let due = connection_requests::status.eq_any(OPEN).and(connection_requests::expires_at.le(now));
    match pair {
        Some(pair) => {
            diesel::update(between!(pair).filter(due))
                .set(connection_requests::status.eq("expired"))
                .execute(connection)
                .await
        }
        None => {
            diesel::update(connection_requests::table.filter(due))
                .set(connection_requests::status.eq("expired"))
                .execute(connection)
                .await
        }
    }
}

fn connection_of(me: Uuid, (a, b, created_at, a_at, b_at): ConnectionRow) -> Connection {
    let (student_id, mine, theirs) = if a == me { (b, a_at, b_at) } else { (a, b_at, a_at) };
    Connection { student_id, created_at, mine_roommates_at: mine, theirs_roommates_at: theirs }
}

macro_rules! connection_columns {
    () => {
        (
            connections::user_a,
            connections::user_b,
            connections::created_at,
            connections::a_roommates_at,
            connections::b_roommates_at,
        )
    };
}

#[async_trait]
impl InterestRepository for PgConnectionRepository {
    async fn mark_interest(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<InterestOutcome> {
        let pair = pair_of(user_id, student_id)?;
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<InterestOutcome> {
                if lock(connection, pair).await? < 2 || blocked_either_way(connection, pair).await? {
                    return Ok(InterestOutcome::Unavailable);
                }
                if connected(connection, pair).await? {
                    return Ok(InterestOutcome::AlreadyConnected);
                }
                diesel::insert_into(roommate_interests::table)
                    .values((
                        roommate_interests::user_id.eq(user_id),
                        roommate_interests::student_id.eq(student_id),
                        roommate_interests::created_at.eq(at),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                let mutual: bool =
                    diesel::select(diesel::dsl::exists(roommate_interests::table.find((student_id, user_id))))
                        .get_result(connection)
                        .await?;
                if !mutual {
                    return Ok(InterestOutcome::Kept);
                }
                connect(connection, pair, at).await?;
                Ok(InterestOutcome::Connected)
            })
            .await
            .context("failed to keep an interest")
    }

    async fn remove_interest(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(roommate_interests::table.find((user_id, student_id)))
            .execute(&mut connection)
            .await
            .context("failed to remove an interest")?;
        Ok(())
    }

    async fn interests_among(&self, user_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        roommate_interests::table
            .filter(roommate_interests::user_id.eq(user_id))
            .filter(roommate_interests::student_id.eq_any(students))
            .select(roommate_interests::student_id)
            .load(&mut connection)
            .await
            .context("failed to read interests")
    }

    async fn interests_of(&self, user_id: Uuid) -> anyhow::Result<Vec<(Uuid, DateTime<Utc>)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        roommate_interests::table
            .filter(roommate_interests::user_id.eq(user_id))
            .order(roommate_interests::created_at.desc())
            .select((roommate_interests::student_id, roommate_interests::created_at))
            .load(&mut connection)
            .await
            .context("failed to list interests")
    }
}

#[async_trait]
impl RequestRepository for PgConnectionRepository {
    async fn send_request(&self, request: NewRequest) -> anyhow::Result<Result<ConnectionRequest, RequestRefusal>> {
        let pair = pair_of(request.sender_id, request.recipient_id)?;
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Result<ConnectionRequest, RequestRefusal>> {
                if lock(connection, pair).await? < 2 || blocked_either_way(connection, pair).await? {
                    return Ok(Err(RequestRefusal::Unavailable));
                }
                expire(connection, request.at, Some(pair)).await?;
                if connected(connection, pair).await? {
                    return Ok(Err(RequestRefusal::AlreadyConnected));
                }
                let open: Option<(Uuid, Uuid, String)> = between!(pair)
                    .filter(connection_requests::status.eq_any(OPEN))
                    .select((connection_requests::id, connection_requests::sender_id, connection_requests::status))
                    .first(connection)
                    .await
                    .optional()?;
                match open {
                    Some((_, sender, _)) if sender == request.sender_id => {
                        return Ok(Err(RequestRefusal::AlreadyRequested));
                    }
                    // The sender declined the other's request: the pair waits, as any declined one.
                    Some((_, _, status)) if status == "declined" => return Ok(Err(RequestRefusal::CoolingDown)),
                    Some((id, _, _)) => return Ok(Err(RequestRefusal::RequestedYou(id))),
                    None => {}
                }
                // A request that ended without a connection holds the pair for the cool-down from
                // its end: its expiry (a decline is silent, so it ends then too) or its withdrawal.
                let ended = sql::<Bool>("(CASE status WHEN 'withdrawn' THEN decided_at ELSE expires_at END) >= ")
                    .bind::<diesel::sql_types::Timestamptz, _>(request.cooled_down_since);
                let cooling: bool = diesel::select(diesel::dsl::exists(
                    between!(pair)
                        .filter(connection_requests::status.eq_any(["declined", "expired", "withdrawn"]))
                        .filter(ended),
                ))
                .get_result(connection)
                .await?;
                if cooling {
                    return Ok(Err(RequestRefusal::CoolingDown));
                }
                let outstanding: i64 = connection_requests::table
                    .filter(connection_requests::sender_id.eq(request.sender_id))
                    .filter(connection_requests::status.eq_any(OPEN))
                    .filter(connection_requests::expires_at.gt(request.at))
                    .count()
                    .get_result(connection)
                    .await?;
                if outstanding >= request.outstanding_max {
                    return Ok(Err(RequestRefusal::TooManyOutstanding));
                }
                let row: RequestRow = diesel::insert_into(connection_requests::table)
                    .values((
                        connection_requests::id.eq(request.id),
                        connection_requests::sender_id.eq(request.sender_id),
                        connection_requests::recipient_id.eq(request.recipient_id),
                        connection_requests::note.eq(request.note.as_str()),
                        connection_requests::status.eq("pending"),
                        connection_requests::created_at.eq(request.at),
                        connection_requests::expires_at.eq(request.expires_at),
                    ))
                    .returning(request_columns!())
                    .get_result(connection)
                    .await?;
                Ok(Ok(request_from(row)))
            })
            .await
            .context("failed to send a request")
    }

    async fn request(&self, id: Uuid) -> anyhow::Result<Option<ConnectionRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<RequestRow> = connection_requests::table
            .find(id)
            .select(request_columns!())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a request")?;
        Ok(row.map(request_from))
    }

    async fn received(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Vec<ConnectionRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = connection_requests::table
            .filter(connection_requests::recipient_id.eq(user_id))
            .filter(connection_requests::status.eq("pending"))
            .filter(connection_requests::expires_at.gt(now))
            .order((connection_requests::created_at.desc(), connection_requests::id))
            .select(request_columns!())
            .load(&mut connection)
            .await
            .context("failed to list received requests")?;
        Ok(rows.into_iter().map(request_from).collect())
    }

    async fn sent(&self, user_id: Uuid) -> anyhow::Result<Vec<ConnectionRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = connection_requests::table
            .filter(connection_requests::sender_id.eq(user_id))
            .order((connection_requests::created_at.desc(), connection_requests::id))
            .limit(200)
            .select(request_columns!())
            .load(&mut connection)
            .await
            .context("failed to list sent requests")?;
        Ok(rows.into_iter().map(request_from).collect())
    }

    async fn answer(
        &self,
        id: Uuid,
        recipient_id: Uuid,
        answer: Answer,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<ConnectionRequest, RequestChangeError>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Result<ConnectionRequest, RequestChangeError>> {
                let found: Option<Uuid> = connection_requests::table
                    .find(id)
                    .filter(connection_requests::recipient_id.eq(recipient_id))
                    .select(connection_requests::sender_id)
                    .first(connection)
                    .await
                    .optional()?;
                let Some(sender_id) = found else { return Ok(Err(RequestChangeError::NotFound)) };
                let pair = pair_of(sender_id, recipient_id)?;
                lock(connection, pair).await?;
                let status = match answer {
                    Answer::Accept => "accepted",
                    Answer::Decline => "declined",
                };
                let row: Option<RequestRow> = diesel::update(
                    connection_requests::table
                        .find(id)
                        .filter(connection_requests::status.eq("pending"))
                        .filter(connection_requests::expires_at.gt(at)),
                )
                .set((connection_requests::status.eq(status), connection_requests::decided_at.eq(at)))
                .returning(request_columns!())
                .get_result(connection)
                .await
                .optional()?;
                let Some(row) = row else { return Ok(Err(RequestChangeError::NotPending)) };
                match answer {
                    Answer::Accept => connect(connection, pair, at).await?,
                    // Declined: an interest of the recipient's kept from before must not connect them.
                    Answer::Decline => {
                        diesel::delete(roommate_interests::table.find((recipient_id, sender_id)))
                            .execute(connection)
                            .await?;
                    }
                }
                Ok(Ok(request_from(row)))
            })
            .await
            .context("failed to answer a request")
    }

    async fn withdraw(
        &self,
        id: Uuid,
        sender_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<ConnectionRequest, RequestChangeError>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<RequestRow> = diesel::update(
            connection_requests::table
                .find(id)
                .filter(connection_requests::sender_id.eq(sender_id))
                .filter(connection_requests::status.eq_any(OPEN))
                .filter(connection_requests::expires_at.gt(at)),
        )
        .set((connection_requests::status.eq("withdrawn"), connection_requests::decided_at.eq(at)))
        .returning(request_columns!())
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to withdraw a request")?;
        if let Some(row) = row {
            return Ok(Ok(request_from(row)));
        }
        let mine: bool = diesel::select(diesel::dsl::exists(
            connection_requests::table.find(id).filter(connection_requests::sender_id.eq(sender_id)),
        ))
        .get_result(&mut connection)
        .await
        .context("failed to read a request")?;
        Ok(Err(if mine { RequestChangeError::NotPending } else { RequestChangeError::NotFound }))
    }

    async fn expire_due(&self, now: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let expired = expire(&mut connection, now, None).await.context("failed to expire requests")?;
        Ok(expired as u64)
    }
}

#[async_trait]
impl ConnectionRepository for PgConnectionRepository {
    async fn connections_of(&self, user_id: Uuid) -> anyhow::Result<Vec<Connection>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<ConnectionRow> = connections::table
            .filter(connections::user_a.eq(user_id).or(connections::user_b.eq(user_id)))
            .order(connections::created_at.desc())
            .select(connection_columns!())
            .load(&mut connection)
            .await
            .context("failed to list connections")?;
        Ok(rows.into_iter().map(|row| connection_of(user_id, row)).collect())
    }

    async fn disconnect(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<bool> {
        let Some(pair) = Pair::of(user_id, student_id) else { return Ok(false) };
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                lock(connection, pair).await?;
                let removed =
                    diesel::delete(connections::table.find((pair.first, pair.second))).execute(connection).await?;
                // The interests that made it go too: one of them alone must not connect the two again.
                diesel::delete(interests_between!(pair)).execute(connection).await?;
                Ok(removed > 0)
            })
            .await
            .context("failed to end a connection")
    }

    async fn confirm_roommates(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Option<Connection>> {
        let Some(pair) = Pair::of(user_id, student_id) else { return Ok(None) };
        let mut connection = self.pool.get().await.context("no database connection")?;
        let target = connections::table.find((pair.first, pair.second));
        // The first "We're roommates" stands.
        if pair.first == user_id {
            diesel::update(target.filter(connections::a_roommates_at.is_null()))
                .set(connections::a_roommates_at.eq(at))
                .execute(&mut connection)
                .await
        } else {
            diesel::update(target.filter(connections::b_roommates_at.is_null()))
                .set(connections::b_roommates_at.eq(at))
                .execute(&mut connection)
                .await
        }
        .context("failed to confirm roommates")?;
        let row = target.select(connection_columns!()).first(&mut connection).await;
        let row = row.optional().context("failed to confirm roommates")?;
        Ok(row.map(|row| connection_of(user_id, row)))
    }

    async fn take_back_roommates(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<Option<Connection>> {
        let Some(pair) = Pair::of(user_id, student_id) else { return Ok(None) };
        let mut connection = self.pool.get().await.context("no database connection")?;
        let target = connections::table.find((pair.first, pair.second));
        // Only while the other has not said it: the row lock makes a "We're roommates" of theirs
        // at the same moment come first or after, never between the check and the change.
        if pair.first == user_id {
            diesel::update(target.filter(connections::b_roommates_at.is_null()))
                .set(connections::a_roommates_at.eq(None::<DateTime<Utc>>))
                .execute(&mut connection)
                .await
        } else {
            diesel::update(target.filter(connections::a_roommates_at.is_null()))
                .set(connections::b_roommates_at.eq(None::<DateTime<Utc>>))
                .execute(&mut connection)
                .await
        }
        .context("failed to take back roommates")?;
        let row = target.select(connection_columns!()).first(&mut connection).await;
        let row = row.optional().context("failed to take back roommates")?;
        Ok(row.map(|row| connection_of(user_id, row)))
    }

    async fn private_before_connecting(&self, user_id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let private: Option<bool> = users::table
            .find(user_id)
            .select(users::private_before_connecting)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a privacy setting")?;
        Ok(private.unwrap_or(true))
    }

    async fn set_private_before_connecting(&self, user_id: Uuid, private: bool) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(users::table.find(user_id))
            .set(users::private_before_connecting.eq(private))
            .execute(&mut connection)
            .await
            .context("failed to change a privacy setting")?;
        Ok(())
    }
}

#[async_trait]
impl BlockRepository for PgConnectionRepository {
    async fn block(&self, blocker_id: Uuid, blocked_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<bool> {
        let pair = pair_of(blocker_id, blocked_id)?;
        let mut connection = self.pool.get().await.context("no database connection")?;
        blocking::block_pair(&mut connection, pair, blocker_id, blocked_id, at).await
    }

    async fn unblock(&self, blocker_id: Uuid, blocked_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<()> {
        let Some(pair) = Pair::of(blocker_id, blocked_id) else { return Ok(()) };
        let mut connection = self.pool.get().await.context("no database connection")?;
        blocking::unblock_pair(&mut connection, pair, blocker_id, blocked_id, at).await
    }

    async fn had_contact(&self, user_id: Uuid, other_id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        had_contact(&mut connection, user_id, other_id).await.context("failed to check whether two people had contact")
    }

    async fn blocked_by(&self, user_id: Uuid) -> anyhow::Result<Vec<BlockedStudent>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Uuid, String, String, DateTime<Utc>)> = blocks::table
            .inner_join(users::table.on(users::id.eq(blocks::blocked_id)))
            .filter(blocks::blocker_id.eq(user_id))
            .order(blocks::created_at.desc())
            .select((blocks::blocked_id, users::first_name, users::last_name, blocks::created_at))
            .load(&mut connection)
            .await
            .context("failed to list blocked students")?;
        Ok(rows
            .into_iter()
            .map(|(student_id, first_name, last_name, blocked_at)| BlockedStudent {
                student_id,
                first_name,
                last_name,
                blocked_at,
            })
            .collect())
    }
}
