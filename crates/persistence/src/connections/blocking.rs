//! What a block ends between two people, in the caller's transaction (both accounts locked).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_domain::connection::Pair;
use uuid::Uuid;

use super::OPEN;
use crate::schema::{blocks, connection_requests, connections, conversations, roommate_interests, saved_items};

/// Records the block and ends the connection, the blocker's interest in and saved profile of the
/// other, and the open requests (the blocker's are withdrawn; one to them reads to its sender as a
/// silent decline would, pending until it expires). The blocked person's own rows stay, hidden on
/// every read: their export must not show what a block changed.
pub(super) async fn block(
    connection: &mut AsyncPgConnection,
    pair: Pair,
    blocker_id: Uuid,
    blocked_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(blocks::table)
        .values((blocks::blocker_id.eq(blocker_id), blocks::blocked_id.eq(blocked_id), blocks::created_at.eq(at)))
        .on_conflict_do_nothing()
        .execute(connection)
        .await?;
    diesel::delete(connections::table.find((pair.first, pair.second))).execute(connection).await?;
    diesel::delete(roommate_interests::table.find((blocker_id, blocked_id))).execute(connection).await?;
    diesel::update(
        connection_requests::table
            .filter(connection_requests::sender_id.eq(blocker_id))
            .filter(connection_requests::recipient_id.eq(blocked_id))
            .filter(connection_requests::status.eq_any(OPEN)),
    )
    .set((connection_requests::status.eq("withdrawn"), connection_requests::decided_at.eq(at)))
    .execute(connection)
    .await?;
    diesel::update(
        connection_requests::table
            .filter(connection_requests::sender_id.eq(blocked_id))
            .filter(connection_requests::recipient_id.eq(blocker_id))
            .filter(connection_requests::status.eq("pending")),
    )
    .set((connection_requests::status.eq("declined"), connection_requests::decided_at.eq(at)))
    .execute(connection)
    .await?;
    diesel::delete(
        saved_items::table
            .filter(saved_items::user_id.eq(blocker_id))
            .filter(saved_items::profile_user_id.eq(blocked_id)),
    )
    .execute(connection)
    .await?;
    // Their conversation leaves both lists and badges, in every tab.
    let talked: bool = diesel::select(diesel::dsl::exists(
        conversations::table.filter(conversations::user_a.eq(pair.first)).filter(conversations::user_b.eq(pair.second)),
    ))
    .get_result(connection)
    .await?;
    if talked {
        crate::messages::conversations_changed(connection, vec![pair.first, pair.second], at).await?;
    }
    Ok(())
}
