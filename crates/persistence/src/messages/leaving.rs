//! Conversations leaving someone's list without a message: a block either way hides the pair's,
//! and a deleted account takes its messages (its conversations show "Deleted user"). Each person
//! concerned is told, so their tabs read their conversations and badge again.

use chrono::{DateTime, Utc};
use diesel::{prelude::*, sql_types::Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::live::ports::LiveEvent;
use uuid::Uuid;

use super::reads::unread_conversations_of;
use crate::{
    event_log::{append_event, lock_log},
    schema::{conversations, users},
};

/// Tells each person (their logs locked in id order, as a message's are, before anything is
/// counted) that their conversations changed, with their unread count after the change.
pub(crate) async fn conversations_changed(
    connection: &mut AsyncPgConnection,
    mut people: Vec<Uuid>,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    people.sort();
    people.dedup();
    for user_id in &people {
        lock_log(connection, *user_id).await?;
    }
    for user_id in people {
        let unread_conversations = unread_conversations_of(connection, user_id).await?;
        append_event(connection, user_id, &LiveEvent::ConversationsChanged { unread_conversations }, at).await?;
    }
    Ok(())
}

/// Before an account is deleted (its messages go with it): the others' unread counts of its
/// messages are cleared, and conversations nobody is left in are removed.
pub(crate) async fn forget_messages(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    let peers: Vec<Option<Uuid>> = conversations::table
        .filter(conversations::user_a.eq(user_id))
        .select(conversations::user_b)
        .union(conversations::table.filter(conversations::user_b.eq(user_id)).select(conversations::user_a))
        .load(connection)
        .await?;
    diesel::sql_query(
        "UPDATE events SET payload = jsonb_set(payload, '{message,body}', 'null') \
          WHERE kind = 'message' AND payload->'message'->>'senderId' = $1",
    )
    .bind::<Text, _>(user_id.to_string())
    .execute(connection)
    .await?;
    diesel::update(conversations::table.filter(conversations::user_a.eq(user_id)))
        .set(conversations::b_unread.eq(0))
        .execute(connection)
        .await?;
    diesel::update(conversations::table.filter(conversations::user_b.eq(user_id)))
        .set(conversations::a_unread.eq(0))
        .execute(connection)
        .await?;
    diesel::delete(
        conversations::table.filter(
            conversations::user_a
                .eq(user_id)
                .and(conversations::user_b.is_null())
                .or(conversations::user_b.eq(user_id).and(conversations::user_a.is_null())),
        ),
    )
    .execute(connection)
    .await?;
    // The account's row is locked after its conversations and before the logs: a message's and
    // a block's order, so neither deadlocks with the deletion.
    users::table.find(user_id).select(users::id).for_update().first::<Uuid>(connection).await.optional()?;
    conversations_changed(connection, peers.into_iter().flatten().collect(), at).await
}
