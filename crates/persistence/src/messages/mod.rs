//! `PgMessageRepository`: conversations and their messages (issue 26).
//!
//! A change to a conversation locks its row first, then the people's event logs, the smaller id
//! first, and appends what each of them is told in the same transaction: a tab that has an
//! event has everything before it. Each side's unread count lives on the conversation row.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use diesel::{
    dsl::sql,
    prelude::*,
    sql_types::{Bool, Text, Timestamptz},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    Cursor, Keyset, KeysetRequest,
    live::ports::LiveEvent,
    messages::ports::{
        ConversationSummary, ExportedMessage, MessageRepository, NewMessage, OpenRefusal, SendRefusal, SentMessage,
        ThreadMessage,
    },
};
use quad_domain::connection::Pair;
use serde_json::{Value, json};
use uuid::Uuid;

mod leaving;
mod reads;

pub(crate) use self::leaving::{conversations_changed, forget_messages};

use self::reads::{summaries, unread_conversations_of};
use crate::{
    PgPool,
    event_log::{append_event, lock_log},
    notifications::unread_of,
    schema::{blocks, connections, conversations, messages, notifications, users},
};

pub struct PgMessageRepository {
    pool: PgPool,
}

impl PgMessageRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

/// A message as its live event keeps it (`events.payload`).
pub(crate) fn message_payload(message: &ThreadMessage) -> Value {
    json!({
        "id": message.id.to_string(),
        "conversationId": message.conversation_id.to_string(),
        "senderId": message.sender_id.to_string(),
        "mine": message.mine,
        "body": message.body,
        "caution": message.caution,
        "createdAt": message.created_at.to_rfc3339(),
    })
}

pub(crate) fn message_of_payload(payload: &Value) -> anyhow::Result<ThreadMessage> {
    let text = |name: &str| payload.get(name).and_then(Value::as_str).unwrap_or_default();
    let flag = |name: &str| payload.get(name).and_then(Value::as_bool).unwrap_or(false);
    Ok(ThreadMessage {
        id: Uuid::parse_str(text("id"))?,
        conversation_id: Uuid::parse_str(text("conversationId"))?,
        sender_id: Uuid::parse_str(text("senderId"))?,
        mine: flag("mine"),
        body: payload.get("body").and_then(Value::as_str).map(str::to_owned),
        caution: flag("caution"),
        created_at: DateTime::parse_from_rfc3339(text("createdAt"))?.with_timezone(&Utc),
    })
}

pub(super) type MessageRow = (Uuid, Uuid, Uuid, String, bool, DateTime<Utc>, Option<DateTime<Utc>>);

macro_rules! message_columns {
    () => {
        (
            messages::id,
            messages::conversation_id,
            messages::sender_id,
            messages::body,
            messages::caution,
            messages::created_at,
            messages::deleted_at,
        )
    };
}

/// The message as `viewer` sees it: the words gone once deleted, a caution only for its recipient.
pub(super) fn seen_by(
    viewer: Uuid,
    (id, conversation_id, sender_id, body, caution, created_at, deleted_at): MessageRow,
) -> ThreadMessage {
    let mine = sender_id == viewer;
    ThreadMessage {
        id,
        conversation_id,
        sender_id,
        mine,
        body: deleted_at.is_none().then_some(body),
        caution: caution && !mine && deleted_at.is_none(),
        created_at,
    }
}

/// A conversation row locked for a change, from one of its people's side.
struct Locked {
    id: Uuid,
    /// The other person (`None`: they deleted their account).
    peer: Option<Uuid>,
    /// The viewer is `user_a`.
    is_a: bool,
    last_message_at: Option<DateTime<Utc>>,
    peer_read_at: Option<DateTime<Utc>>,
    my_unread: i32,
    peer_unread: i32,
}

type ConversationRow =
    (Option<Uuid>, Option<Uuid>, Option<DateTime<Utc>>, Option<DateTime<Utc>>, Option<DateTime<Utc>>, i32, i32);

/// Locks the conversation if `user_id` is one of its people and (when `blocks_hide`) no block
/// stands between them.
async fn lock_conversation(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    id: Uuid,
    blocks_hide: bool,
) -> QueryResult<Option<Locked>> {
    let row: Option<ConversationRow> = conversations::table
        .find(id)
        .select((
            conversations::user_a,
            conversations::user_b,
            conversations::last_message_at,
            conversations::a_read_at,
            conversations::b_read_at,
            conversations::a_unread,
            conversations::b_unread,
        ))
        .for_update()
        .first(connection)
        .await
        .optional()?;
    let Some((user_a, user_b, last_message_at, a_read_at, b_read_at, a_unread, b_unread)) = row else {
        return Ok(None);
    };
    let is_a = user_a == Some(user_id);
    if !is_a && user_b != Some(user_id) {
        return Ok(None);
    }
    let peer = if is_a { user_b } else { user_a };
    if let Some(peer) = peer
        && blocks_hide
        && blocked_either_way(connection, user_id, peer).await?
    {
        return Ok(None);
    }
    let (peer_read_at, my_unread, peer_unread) =
        if is_a { (b_read_at, a_unread, b_unread) } else { (a_read_at, b_unread, a_unread) };
    Ok(Some(Locked { id, peer, is_a, last_message_at, peer_read_at, my_unread, peer_unread }))
}

/// Whether `user_id` is one of the conversation's people (what a thread's page needs to know; a
/// block closes the thread to writing, never to reading, so the evidence stays reportable).
async fn is_theirs(connection: &mut AsyncPgConnection, user_id: Uuid, id: Uuid) -> QueryResult<bool> {
    let sides: Option<(Option<Uuid>, Option<Uuid>)> = conversations::table
        .find(id)
        .select((conversations::user_a, conversations::user_b))
        .first(connection)
        .await
        .optional()?;
    Ok(sides.is_some_and(|(a, b)| a == Some(user_id) || b == Some(user_id)))
}

async fn blocked_either_way(connection: &mut AsyncPgConnection, one: Uuid, other: Uuid) -> QueryResult<bool> {
    let either = blocks::blocker_id
        .eq(one)
        .and(blocks::blocked_id.eq(other))
        .or(blocks::blocker_id.eq(other).and(blocks::blocked_id.eq(one)));
    diesel::select(diesel::dsl::exists(blocks::table.filter(either))).get_result(connection).await
}

async fn connected(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(connections::table.find((pair.first, pair.second)))).get_result(connection).await
}

/// Holds both accounts against a change of the pair (blocks and connections lock them `FOR
/// UPDATE`, the smaller id first) until the transaction ends.
async fn hold_accounts(connection: &mut AsyncPgConnection, pair: Pair) -> QueryResult<()> {
    users::table
        .filter(users::id.eq_any([pair.first, pair.second]))
        .order(users::id)
        .select(users::id)
        .for_key_share()
        .load::<Uuid>(connection)
        .await?;
    Ok(())
}

/// Locks both people's event logs, the smaller id first (the order every pair change takes).
async fn lock_logs(connection: &mut AsyncPgConnection, one: Uuid, other: Option<Uuid>) -> QueryResult<()> {
    match other.and_then(|other| Pair::of(one, other)) {
        Some(pair) => {
            lock_log(connection, pair.first).await?;
            lock_log(connection, pair.second).await?;
        }
        None => {
            lock_log(connection, one).await?;
        }
    }
    Ok(())
}

#[async_trait]
impl MessageRepository for PgMessageRepository {
    async fn open(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<Result<Uuid, OpenRefusal>> {
        let Some(pair) = Pair::of(user_id, student_id) else {
            return Ok(Err(OpenRefusal::NotFound));
        };
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Result<Uuid, OpenRefusal>> {
                // A block of the pair (which locks both accounts) commits first and is seen below,
                // or waits for this conversation and marks it blocked.
                hold_accounts(connection, pair).await?;
                let active: bool = diesel::select(diesel::dsl::exists(
                    users::table.find(student_id).filter(users::status.eq("active")),
                ))
                .get_result(connection)
                .await?;
                if !active || blocked_either_way(connection, user_id, student_id).await? {
                    return Ok(Err(OpenRefusal::NotFound));
                }
                if !connected(connection, pair).await? {
                    return Ok(Err(OpenRefusal::NotConnected));
                }
                diesel::insert_into(conversations::table)
                    .values((
                        conversations::id.eq(Uuid::now_v7()),
                        conversations::user_a.eq(pair.first),
                        conversations::user_b.eq(pair.second),
                        conversations::created_at.eq(at),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                let id = conversations::table
                    .filter(conversations::user_a.eq(pair.first))
                    .filter(conversations::user_b.eq(pair.second))
                    .select(conversations::id)
                    .first(connection)
                    .await?;
                Ok(Ok(id))
            })
            .await
            .context("failed to open a conversation")
    }

    async fn conversations(&self, user_id: Uuid, page: KeysetRequest) -> anyhow::Result<Keyset<ConversationSummary>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows = summaries(&mut connection, user_id, page.before, page.fetch(), None)
            .await
            .context("failed to list conversations")?;
        Ok(page.answer(rows, |c| Cursor { at: c.updated_at, id: c.id }))
    }

    async fn conversation(&self, user_id: Uuid, id: Uuid) -> anyhow::Result<Option<ConversationSummary>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mut rows =
            summaries(&mut connection, user_id, None, 1, Some(id)).await.context("failed to read a conversation")?;
        Ok(rows.pop())
    }

    async fn messages(
        &self,
        user_id: Uuid,
        conversation_id: Uuid,
        page: KeysetRequest,
    ) -> anyhow::Result<Option<Keyset<ThreadMessage>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        if !is_theirs(&mut connection, user_id, conversation_id).await.context("failed to read a conversation")? {
            return Ok(None);
        }
        let mut query = messages::table
            .filter(messages::conversation_id.eq(conversation_id))
            .order((messages::created_at.desc(), messages::id.desc()))
            .limit(page.fetch())
            .select(message_columns!())
            .into_boxed();
        if let Some(Cursor { at, id }) = page.before {
            query = query.filter(
                sql::<Bool>("(created_at, id) < (")
                    .bind::<Timestamptz, _>(at)
                    .sql(", ")
                    .bind::<diesel::sql_types::Uuid, _>(id)
                    .sql(")"),
            );
        }
        let rows: Vec<MessageRow> = query.load(&mut connection).await.context("failed to read messages")?;
        let messages = rows.into_iter().map(|row| seen_by(user_id, row)).collect();
        Ok(Some(page.answer(messages, |m| Cursor { at: m.created_at, id: m.id })))
    }

    async fn send(&self, new: NewMessage) -> anyhow::Result<Result<SentMessage, SendRefusal>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Result<SentMessage, SendRefusal>> {
                let Some(locked) = lock_conversation(connection, new.sender_id, new.conversation_id, true).await?
                else {
                    return Ok(Err(SendRefusal::NotFound));
                };
                let Some(recipient_id) = locked.peer else {
                    return Ok(Err(SendRefusal::NotConnected));
                };
                let pair = Pair::of(new.sender_id, recipient_id).context("a conversation with oneself")?;
                // A block or disconnect of the pair (which locks both accounts) commits first, and
                // is seen below: nothing is delivered after it.
                hold_accounts(connection, pair).await?;
                if blocked_either_way(connection, new.sender_id, recipient_id).await? {
                    return Ok(Err(SendRefusal::NotFound));
                }
                if !connected(connection, pair).await? {
                    return Ok(Err(SendRefusal::NotConnected));
                }
                lock_logs(connection, new.sender_id, Some(recipient_id)).await?;
                let sender_since = |since: DateTime<Utc>| {
                    messages::table
                        .filter(messages::sender_id.eq(new.sender_id))
                        .filter(messages::created_at.gt(since))
                        .count()
                };
                if sender_since(new.at - Duration::minutes(1)).get_result::<i64>(connection).await?
                    >= new.per_minute_max
                {
                    return Ok(Err(SendRefusal::TooFast));
                }
                if sender_since(new.at - Duration::days(1)).get_result::<i64>(connection).await? >= new.per_day_max {
                    return Ok(Err(SendRefusal::DailyLimit));
                }
                let earlier: i64 = messages::table
                    .filter(messages::conversation_id.eq(locked.id))
                    .filter(messages::sender_id.eq(new.sender_id))
                    .count()
                    .get_result(connection)
                    .await?;
                // After the last message, so the thread's order is the order of sending.
                let created_at = match locked.last_message_at {
                    Some(last) if last >= new.at => last + Duration::microseconds(1),
                    _ => new.at,
                };
                let caution = new.cautious_text && earlier < new.early_messages;
                diesel::insert_into(messages::table)
                    .values((
                        messages::id.eq(new.id),
                        messages::conversation_id.eq(locked.id),
                        messages::sender_id.eq(new.sender_id),
                        messages::body.eq(new.body.as_str()),
                        messages::caution.eq(caution),
                        messages::created_at.eq(created_at),
                    ))
                    .execute(connection)
                    .await?;
                let update = diesel::update(conversations::table.find(locked.id));
                if locked.is_a {
                    update
                        .set((
                            conversations::last_message_at.eq(created_at),
                            conversations::b_unread.eq(conversations::b_unread + 1),
                        ))
                        .execute(connection)
                        .await?;
                } else {
                    update
                        .set((
                            conversations::last_message_at.eq(created_at),
                            conversations::a_unread.eq(conversations::a_unread + 1),
                        ))
                        .execute(connection)
                        .await?;
                }
                let row = (new.id, locked.id, new.sender_id, new.body.as_str().to_owned(), caution, created_at, None);
                let for_sender = seen_by(new.sender_id, row.clone());
                let for_recipient = seen_by(recipient_id, row);
                for (person, message) in [(new.sender_id, &for_sender), (recipient_id, &for_recipient)] {
                    let unread_conversations = unread_conversations_of(connection, person).await?;
                    let event = LiveEvent::Message { message: message.clone(), unread_conversations };
                    append_event(connection, person, &event, new.at).await?;
                }
                Ok(Ok(SentMessage { message: for_sender, recipient_id, first_unread: locked.peer_unread == 0 }))
            })
            .await
            .context("failed to send a message")
    }

    async fn mark_read(&self, user_id: Uuid, conversation_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Option<i64>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Option<i64>> {
                // A closed (blocked) thread is still read.
                let Some(locked) = lock_conversation(connection, user_id, conversation_id, false).await? else {
                    return Ok(None);
                };
                lock_log(connection, user_id).await?;
                // Its notification is read with it, so no digest brings it up again (also when
                // the notification came after the messages were read).
                let read: Vec<Uuid> = diesel::update(
                    notifications::table
                        .filter(notifications::user_id.eq(user_id))
                        .filter(notifications::kind.eq("new_message"))
                        .filter(notifications::read_at.is_null())
                        .filter(sql::<Bool>("facts->>'conversationId' = ").bind::<Text, _>(locked.id.to_string())),
                )
                .set(notifications::read_at.eq(at))
                .returning(notifications::id)
                .get_results(connection)
                .await?;
                if !read.is_empty() {
                    let unread = unread_of(connection, user_id).await?;
                    append_event(connection, user_id, &LiveEvent::Read { ids: Some(read), unread }, at).await?;
                }
                if locked.my_unread == 0 {
                    return Ok(Some(unread_conversations_of(connection, user_id).await?));
                }
                let update = diesel::update(conversations::table.find(locked.id));
                if locked.is_a {
                    update
                        .set((conversations::a_read_at.eq(locked.last_message_at), conversations::a_unread.eq(0)))
                        .execute(connection)
                        .await?;
                } else {
                    update
                        .set((conversations::b_read_at.eq(locked.last_message_at), conversations::b_unread.eq(0)))
                        .execute(connection)
                        .await?;
                }
                let left = unread_conversations_of(connection, user_id).await?;
                let event = LiveEvent::ConversationRead { conversation_id: locked.id, unread_conversations: left };
                append_event(connection, user_id, &event, at).await?;
                Ok(Some(left))
            })
            .await
            .context("failed to mark a conversation read")
    }

    async fn delete(
        &self,
        user_id: Uuid,
        conversation_id: Uuid,
        message_id: Uuid,
        at: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        delete_as_sender(&self.pool, user_id, conversation_id, message_id, at, true).await
    }

    async fn forget_deleted_text(&self, cutoff: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let forgotten =
            diesel::update(messages::table.filter(messages::deleted_at.lt(cutoff)).filter(messages::body.ne("")))
                .set(messages::body.eq(""))
                .execute(&mut connection)
                .await
                .context("failed to forget deleted messages' words")?;
        Ok(forgotten as u64)
    }

    async fn unread_conversations(&self, user_id: Uuid) -> anyhow::Result<i64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        unread_conversations_of(&mut connection, user_id).await.context("failed to count unread conversations")
    }

    async fn exported_for(&self, user_id: Uuid) -> anyhow::Result<Vec<ExportedMessage>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        type Row = (Uuid, Uuid, Option<Uuid>, Option<Uuid>, String, DateTime<Utc>, Option<DateTime<Utc>>);
        let rows: Vec<Row> = messages::table
            .inner_join(conversations::table)
            .filter(
                messages::sender_id
                    .eq(user_id)
                    .or(conversations::user_a.eq(user_id))
                    .or(conversations::user_b.eq(user_id)),
            )
            .order((messages::created_at, messages::id))
            .select((
                messages::conversation_id,
                messages::sender_id,
                conversations::user_a,
                conversations::user_b,
                messages::body,
                messages::created_at,
                messages::deleted_at,
            ))
            .load(&mut connection)
            .await
            .context("failed to read a person's messages")?;
        Ok(rows
            .into_iter()
            .map(|(conversation_id, sender_id, user_a, user_b, body, created_at, deleted_at)| ExportedMessage {
                conversation_id,
                sender_id,
                recipient_id: if user_a == Some(sender_id) { user_b } else { user_a },
                body: deleted_at.is_none().then_some(body),
                created_at,
            })
            .collect())
    }
}

/// Deletes a message of `user_id`'s for both people (its sender, or a moderator acting on a
/// report), and tells both people's tabs; `false` when there is no such message of theirs.
pub(crate) async fn delete_as_sender(
    pool: &PgPool,
    user_id: Uuid,
    conversation_id: Uuid,
    message_id: Uuid,
    at: DateTime<Utc>,
    blocks_hide: bool,
) -> anyhow::Result<bool> {
    let mut connection = pool.get().await.context("no database connection")?;
    connection
        .transaction(async |connection| -> anyhow::Result<bool> {
            let Some(locked) = lock_conversation(connection, user_id, conversation_id, blocks_hide).await? else {
                return Ok(false);
            };
            let mine = messages::table
                .filter(messages::id.eq(message_id))
                .filter(messages::conversation_id.eq(locked.id))
                .filter(messages::sender_id.eq(user_id));
            let found: Option<(DateTime<Utc>, Option<DateTime<Utc>>)> =
                mine.select((messages::created_at, messages::deleted_at)).first(connection).await.optional()?;
            let Some((created_at, deleted_at)) = found else {
                return Ok(false);
            };
            if deleted_at.is_some() {
                return Ok(true);
            }
            lock_logs(connection, user_id, locked.peer).await?;
            // The words stay for moderators (never shown, never exported) until the hourly chore
            // forgets them, 30 days on.
            diesel::update(mine).set(messages::deleted_at.eq(at)).execute(connection).await?;
            let people: Vec<Uuid> = std::iter::once(user_id).chain(locked.peer).collect();
            forget_text_in_events(connection, message_id, people).await?;
            let unread_by_peer = locked.peer_read_at.is_none_or(|read| created_at > read);
            if unread_by_peer && locked.peer_unread > 0 {
                let update = diesel::update(conversations::table.find(locked.id));
                if locked.is_a {
                    update.set(conversations::b_unread.eq(conversations::b_unread - 1)).execute(connection).await?;
                } else {
                    update.set(conversations::a_unread.eq(conversations::a_unread - 1)).execute(connection).await?;
                }
            }
            for person in std::iter::once(user_id).chain(locked.peer) {
                let unread_conversations = unread_conversations_of(connection, person).await?;
                let event = LiveEvent::MessageDeleted { conversation_id: locked.id, message_id, unread_conversations };
                append_event(connection, person, &event, at).await?;
            }
            Ok(true)
        })
        .await
        .context("failed to delete a message")
}

/// Blanks a deleted message's words in the events kept to replay to reconnecting tabs.
async fn forget_text_in_events(
    connection: &mut AsyncPgConnection,
    message_id: Uuid,
    people: Vec<Uuid>,
) -> QueryResult<()> {
    diesel::sql_query(
        "UPDATE events SET payload = jsonb_set(payload, '{message,body}', 'null') \
          WHERE user_id = ANY($2) AND kind = 'message' AND payload->'message'->>'id' = $1",
    )
    .bind::<Text, _>(message_id.to_string())
    .bind::<diesel::sql_types::Array<diesel::sql_types::Uuid>, _>(people)
    .execute(connection)
    .await?;
    Ok(())
}
