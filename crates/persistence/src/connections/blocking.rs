//! Blocks and unblocks: their locks, and what a block ends between two people.

use anyhow::Context;
use chrono::{DateTime, Utc};
use diesel::{
    dsl::sql,
    prelude::*,
    sql_types::{Nullable, Text},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::live::ports::LiveEvent;
use quad_domain::connection::Pair;
use uuid::Uuid;

use super::OPEN;
use crate::{
    event_log::{append_event, lock_log},
    schema::{blocks, connection_requests, connections, conversations, notifications, roommate_interests, saved_items},
};

/// How many times a block or an unblock starts again when a conversation of the pair is opened
/// while it waits (`BlockLocks::ConversationOpened`): the second attempt finds it first; a third
/// covers one deleted and opened again meanwhile.
const ATTEMPTS: usize = 3;

/// `blocker_id` blocks `blocked_id` (see `block`); false when either account is gone.
pub(super) async fn block_pair(
    connection: &mut AsyncPgConnection,
    pair: Pair,
    blocker_id: Uuid,
    blocked_id: Uuid,
    at: DateTime<Utc>,
) -> anyhow::Result<bool> {
    for _ in 0..ATTEMPTS {
        let done = connection
            .transaction(async |connection| -> anyhow::Result<Option<bool>> {
                let BlockLocks::Held { accounts, conversation } = lock_for_block(connection, pair).await? else {
                    return Ok(None);
                };
                if accounts < 2 {
                    return Ok(Some(false));
                }
                block(connection, pair, blocker_id, blocked_id, conversation, at).await?;
                Ok(Some(true))
            })
            .await
            .context("failed to block a student")?;
        if let Some(done) = done {
            return Ok(done);
        }
    }
    anyhow::bail!("failed to block a student: conversations kept being opened meanwhile")
}

/// `blocker_id` lifts their block of `blocked_id`, if any (see `unblocked`).
pub(super) async fn unblock_pair(
    connection: &mut AsyncPgConnection,
    pair: Pair,
    blocker_id: Uuid,
    blocked_id: Uuid,
    at: DateTime<Utc>,
) -> anyhow::Result<()> {
    for _ in 0..ATTEMPTS {
        let done = connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                let BlockLocks::Held { conversation, .. } = lock_for_block(connection, pair).await? else {
                    return Ok(false);
                };
                let removed = diesel::delete(blocks::table.find((blocker_id, blocked_id))).execute(connection).await?;
                if removed > 0 {
                    unblocked(connection, pair, conversation, at).await?;
                }
                Ok(true)
            })
            .await
            .context("failed to unblock a student")?;
        if done {
            return Ok(());
        }
    }
    anyhow::bail!("failed to unblock a student: conversations kept being opened meanwhile")
}

/// Records the block and ends the connection, the blocker's interest in and saved profile of the
/// other, and the open requests (the blocker's are withdrawn; one to them reads to its sender as a
/// silent decline would, pending until it expires). The blocked person's own rows stay, hidden on
/// every read: their export must not show what a block changed. The blocker's notifications
/// naming the other go, and their conversation leaves both lists.
async fn block(
    connection: &mut AsyncPgConnection,
    pair: Pair,
    blocker_id: Uuid,
    blocked_id: Uuid,
    conversation: Option<(Uuid, bool)>,
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
    forget_notifications_about(connection, blocker_id, blocked_id, conversation.map(|(id, _)| id), at).await?;
    // Their conversation leaves both lists and badges, in every tab.
    if let Some((id, false)) = conversation {
        diesel::update(conversations::table.find(id)).set(conversations::blocked.eq(true)).execute(connection).await?;
        crate::messages::conversations_changed(connection, vec![pair.first, pair.second], at).await?;
    }
    Ok(())
}

/// Deletes `user_id`'s notifications naming `other` (a request, a connection, a message of
/// their conversation); the bell of each of `user_id`'s tabs no longer counts the unread ones.
async fn forget_notifications_about(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    other: Uuid,
    conversation: Option<Uuid>,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    let facts = |name: &'static str| sql::<Nullable<Text>>("facts->>").bind::<Text, _>(name);
    let naming = notifications::kind
        .eq_any(["connection_requested", "connected"])
        .and(facts("studentId").eq(other.to_string()))
        .or(notifications::kind
            .eq("new_message")
            .and(facts("conversationId").eq(conversation.map(|id| id.to_string()))));
    let gone: Vec<(Uuid, Option<DateTime<Utc>>)> =
        diesel::delete(notifications::table.filter(notifications::user_id.eq(user_id)).filter(naming))
            .returning((notifications::id, notifications::read_at))
            .get_results(connection)
            .await?;
    let unread: Vec<Uuid> = gone.into_iter().filter(|(_, read_at)| read_at.is_none()).map(|(id, _)| id).collect();
    if !unread.is_empty() {
        let left = crate::notifications::unread_of(connection, user_id).await?;
        append_event(connection, user_id, &LiveEvent::Read { ids: Some(unread), unread: left }, at).await?;
    }
    Ok(())
}

/// After an unblock: their conversation shows again unless the other blocked too, and both are
/// told when it does.
async fn unblocked(
    connection: &mut AsyncPgConnection,
    pair: Pair,
    conversation: Option<(Uuid, bool)>,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    let Some((id, true)) = conversation else { return Ok(()) };
    if super::blocked_either_way(connection, pair).await? {
        return Ok(());
    }
    diesel::update(conversations::table.find(id)).set(conversations::blocked.eq(false)).execute(connection).await?;
    crate::messages::conversations_changed(connection, vec![pair.first, pair.second], at).await
}

/// The locks a change of the pair's block holds (see `lock_for_block`).
enum BlockLocks {
    /// How many of the two accounts were found, and their conversation (its id, and whether it is
    /// blocked), locked.
    Held { accounts: usize, conversation: Option<(Uuid, bool)> },
    /// A conversation was opened while the accounts were awaited: the transaction must start
    /// again, to lock it first. Locking it now, after the accounts, would deadlock with a message
    /// sent in it, which holds the conversation and waits for the accounts.
    ConversationOpened,
}

/// Takes the locks a change of the pair's block needs, in the order a message takes them: their
/// conversation, both accounts (`FOR UPDATE`, the smaller id first), both event logs (the same).
async fn lock_for_block(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<BlockLocks> {
    let conversation = conversations::table
        .filter(conversations::user_a.eq(pair.first))
        .filter(conversations::user_b.eq(pair.second))
        .select((conversations::id, conversations::blocked));
    let before: Option<(Uuid, bool)> = conversation.for_update().first(connection).await.optional()?;
    let accounts = super::lock(connection, pair).await?;
    if accounts < 2 {
        return Ok(BlockLocks::Held { accounts, conversation: before });
    }
    // Opening a conversation holds both accounts, so none is opened from here on: one found now
    // was opened while this waited. Looked for before the logs, so a retry holds nothing else.
    if before.is_none() && conversation.first::<(Uuid, bool)>(connection).await.optional()?.is_some() {
        return Ok(BlockLocks::ConversationOpened);
    }
    lock_log(connection, pair.first).await?;
    lock_log(connection, pair.second).await?;
    Ok(BlockLocks::Held { accounts, conversation: before })
}
