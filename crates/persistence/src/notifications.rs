//! `PgNotificationRepository`: notifications, their preferences and unsubscribe links; each new
//! notification and read mark is appended to the person's event log (`event_log.rs`) in its own
//! transaction.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{dsl::not, prelude::*};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    live::ports::LiveEvent,
    notifications::ports::{
        DigestBatch, DigestRepository, NotificationPreferences, NotificationRepository, Preference, StoredNotification,
    },
};
use quad_domain::{Notice, NotificationKind};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::{
    PgPool,
    event_log::{append_event, lock_log},
    schema::{events, notification_preferences, notifications, university_staff, unsubscribe_links, users},
};

/// A notice's facts as kept in `notifications.facts`.
/// Wherever other people's notifications, and their live copies, name `user_id` (a request, a
/// connection, a message in a conversation with them), the name becomes "Deleted user". Run
/// before the person's conversations lose them.
pub(crate) async fn forget_name_in_others_notices(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
) -> QueryResult<()> {
    use diesel::sql_types::{Text, Uuid as SqlUuid};
    for (table, facts) in [("notifications", "facts"), ("events", "payload->'facts'")] {
        let path = if table == "events" { "'{facts,name}'" } else { "'{name}'" };
        let column = if table == "events" { "payload" } else { "facts" };
        diesel::sql_query(format!(
            "UPDATE {table} SET {column} = jsonb_set({column}, {path}, to_jsonb($2::text)) \
             WHERE user_id <> $1 AND {facts} ? 'name' \
               AND ({facts}->>'studentId' = $1::text \
                    OR {facts}->>'conversationId' IN \
                       (SELECT id::text FROM conversations WHERE user_a = $1 OR user_b = $1))"
        ))
        .bind::<SqlUuid, _>(user_id)
        .bind::<Text, _>(quad_domain::DELETED_USER)
        .execute(connection)
        .await?;
    }
    Ok(())
}

pub(crate) fn facts_of(notice: &Notice) -> Value {
    match notice {
        Notice::ProfileApproved => json!({}),
        Notice::ProfileRejected { reason } => json!({ "reason": reason }),
        Notice::UniversityRequestAnswered { university, slug } => json!({ "university": university, "slug": slug }),
        Notice::EmailChanged { new_email } => json!({ "newEmail": new_email }),
        Notice::NewDeviceSignIn { device } => json!({ "device": device }),
        Notice::PostPublished { university, permalink } => json!({ "university": university, "permalink": permalink }),
        Notice::PostFailed { university, university_id, reason } => {
            json!({ "university": university, "universityId": university_id, "reason": reason })
        }
        Notice::SubmissionApproved { university, edited_caption } => {
            json!({ "university": university, "editedCaption": edited_caption })
        }
        Notice::SubmissionDeclined { reason, changes_requested } => {
            json!({ "reason": reason, "changesRequested": changes_requested })
        }
        Notice::SubmissionPublished { university, permalink } => {
            json!({ "university": university, "permalink": permalink })
        }
        Notice::TakedownRequested { university, university_id } => {
            json!({ "university": university, "universityId": university_id })
        }
        Notice::ConnectionRequested { name, student_id } | Notice::Connected { name, student_id } => {
            json!({ "name": name, "studentId": student_id })
        }
        Notice::NewMessage { name, conversation_id } => json!({ "name": name, "conversationId": conversation_id }),
        Notice::ReportReviewed { action_taken } => json!({ "actionTaken": action_taken }),
        Notice::Warning { reason } => json!({ "reason": reason }),
    }
}

pub(crate) fn notice_of(kind: &str, facts: &Value) -> anyhow::Result<Notice> {
    let text = |name: &str| -> anyhow::Result<String> {
        facts.get(name).and_then(Value::as_str).map(str::to_owned).with_context(|| format!("a {kind} without {name}"))
    };
    Ok(match kind.parse::<NotificationKind>()? {
        NotificationKind::ProfileApproved => Notice::ProfileApproved,
        NotificationKind::ProfileRejected => Notice::ProfileRejected { reason: text("reason")? },
        NotificationKind::UniversityRequestAnswered => {
            Notice::UniversityRequestAnswered { university: text("university")?, slug: text("slug")? }
        }
        NotificationKind::EmailChanged => Notice::EmailChanged { new_email: text("newEmail")? },
        NotificationKind::NewDeviceSignIn => Notice::NewDeviceSignIn { device: text("device")? },
        NotificationKind::PostPublished => {
            Notice::PostPublished { university: text("university")?, permalink: text("permalink").ok() }
        }
        NotificationKind::PostFailed => Notice::PostFailed {
            university: text("university")?,
            university_id: text("universityId")?,
            reason: text("reason")?,
        },
        NotificationKind::SubmissionApproved => {
            Notice::SubmissionApproved { university: text("university")?, edited_caption: text("editedCaption").ok() }
        }
        NotificationKind::SubmissionDeclined => Notice::SubmissionDeclined {
            reason: text("reason")?,
            changes_requested: facts.get("changesRequested").and_then(Value::as_bool).unwrap_or(false),
        },
        NotificationKind::SubmissionPublished => {
            Notice::SubmissionPublished { university: text("university")?, permalink: text("permalink").ok() }
        }
        NotificationKind::TakedownRequested => {
            Notice::TakedownRequested { university: text("university")?, university_id: text("universityId")? }
        }
        NotificationKind::ConnectionRequested => {
            Notice::ConnectionRequested { name: text("name")?, student_id: text("studentId")? }
        }
        NotificationKind::Connected => Notice::Connected { name: text("name")?, student_id: text("studentId")? },
        NotificationKind::NewMessage => {
            Notice::NewMessage { name: text("name")?, conversation_id: text("conversationId")? }
        }
        NotificationKind::ReportReviewed => {
            Notice::ReportReviewed { action_taken: facts.get("actionTaken").and_then(Value::as_bool).unwrap_or(false) }
        }
        NotificationKind::Warning => Notice::Warning { reason: text("reason")? },
    })
}

type Row = (Uuid, String, Value, DateTime<Utc>, Option<DateTime<Utc>>);

fn stored((id, kind, facts, created_at, read_at): Row) -> anyhow::Result<StoredNotification> {
    Ok(StoredNotification { id, notice: notice_of(&kind, &facts)?, created_at, read_at })
}

/// A live event as kept in `events.payload`.
pub(crate) fn payload_of(event: &LiveEvent) -> (&'static str, Value) {
    match event {
        LiveEvent::Notification { notification, unread } => (
            "notification",
            json!({
                "id": notification.id.to_string(),
                "kind": notification.notice.kind().as_str(),
                "facts": facts_of(&notification.notice),
                "createdAt": notification.created_at.to_rfc3339(),
                "unread": unread,
            }),
        ),
        LiveEvent::Read { ids, unread } => {
            let ids: Option<Vec<String>> = ids.as_ref().map(|ids| ids.iter().map(Uuid::to_string).collect());
            ("read", json!({ "ids": ids, "unread": unread }))
        }
        LiveEvent::Message { message, unread_conversations } => (
            "message",
            json!({ "message": crate::messages::message_payload(message), "unreadConversations": unread_conversations }),
        ),
        LiveEvent::MessageDeleted { conversation_id, message_id, unread_conversations } => (
            "messageDeleted",
            json!({
                "conversationId": conversation_id.to_string(),
                "messageId": message_id.to_string(),
                "unreadConversations": unread_conversations,
            }),
        ),
        LiveEvent::ConversationRead { conversation_id, unread_conversations } => (
            "conversationRead",
            json!({ "conversationId": conversation_id.to_string(), "unreadConversations": unread_conversations }),
        ),
        LiveEvent::ConversationsChanged { unread_conversations } => {
            ("conversationsChanged", json!({ "unreadConversations": unread_conversations }))
        }
        LiveEvent::MembershipChanged => ("membershipChanged", json!({})),
    }
}

pub(crate) fn event_of(kind: &str, payload: &Value) -> anyhow::Result<LiveEvent> {
    let count = |name: &str| {
        payload.get(name).and_then(Value::as_i64).with_context(|| format!("a {kind} event without {name}"))
    };
    let id = |name: &str| -> anyhow::Result<Uuid> {
        Ok(Uuid::parse_str(payload.get(name).and_then(Value::as_str).unwrap_or_default())?)
    };
    match kind {
        "notification" => {
            let text = |name: &str| payload.get(name).and_then(Value::as_str).unwrap_or_default();
            let created_at = DateTime::parse_from_rfc3339(text("createdAt"))?.with_timezone(&Utc);
            let notice_kind =
                payload.get("kind").and_then(Value::as_str).context("a notification event without kind")?;
            let notice = notice_of(notice_kind, payload.get("facts").unwrap_or(&Value::Null))?;
            Ok(LiveEvent::Notification {
                notification: StoredNotification { id: id("id")?, notice, created_at, read_at: None },
                unread: count("unread")?,
            })
        }
        "read" => {
            let ids = match payload.get("ids").and_then(Value::as_array) {
                Some(ids) => Some(
                    ids.iter().map(|id| Uuid::parse_str(id.as_str().unwrap_or_default())).collect::<Result<_, _>>()?,
                ),
                None => None,
            };
            Ok(LiveEvent::Read { ids, unread: count("unread")? })
        }
        "message" => Ok(LiveEvent::Message {
            message: crate::messages::message_of_payload(payload.get("message").unwrap_or(&Value::Null))?,
            unread_conversations: count("unreadConversations")?,
        }),
        "messageDeleted" => Ok(LiveEvent::MessageDeleted {
            conversation_id: id("conversationId")?,
            message_id: id("messageId")?,
            unread_conversations: count("unreadConversations")?,
        }),
        "conversationRead" => Ok(LiveEvent::ConversationRead {
            conversation_id: id("conversationId")?,
            unread_conversations: count("unreadConversations")?,
        }),
        "conversationsChanged" => {
            Ok(LiveEvent::ConversationsChanged { unread_conversations: count("unreadConversations")? })
        }
        "membershipChanged" => Ok(LiveEvent::MembershipChanged),
        other => anyhow::bail!("unknown event kind '{other}'"),
    }
}

pub(crate) async fn unread_of(connection: &mut AsyncPgConnection, user_id: Uuid) -> QueryResult<i64> {
    notifications::table
        .filter(notifications::user_id.eq(user_id))
        .filter(notifications::read_at.is_null())
        .count()
        .get_result(connection)
        .await
}

pub struct PgNotificationRepository {
    pool: PgPool,
}

impl PgNotificationRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl NotificationRepository for PgNotificationRepository {
    async fn create(
        &self,
        id: Uuid,
        user_id: Uuid,
        notice: &Notice,
        now: DateTime<Utc>,
        emailed: bool,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                lock_log(connection, user_id).await?;
                diesel::insert_into(notifications::table)
                    .values((
                        notifications::id.eq(id),
                        notifications::user_id.eq(user_id),
                        notifications::kind.eq(notice.kind().as_str()),
                        notifications::facts.eq(facts_of(notice)),
                        notifications::created_at.eq(now),
                        notifications::emailed_at.eq(emailed.then_some(now)),
                    ))
                    .execute(connection)
                    .await?;
                let unread = unread_of(connection, user_id).await?;
                let notification = StoredNotification { id, notice: notice.clone(), created_at: now, read_at: None };
                append_event(connection, user_id, &LiveEvent::Notification { notification, unread }, now).await?;
                Ok(())
            })
            .await
            .context("failed to make a notification")
    }

    async fn managers_of(&self, university_id: Uuid) -> anyhow::Result<Vec<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        university_staff::table
            .inner_join(users::table)
            .filter(university_staff::university_id.eq(university_id))
            .filter(users::role.eq("manager"))
            .filter(users::status.eq("active"))
            .select(users::id)
            .load(&mut connection)
            .await
            .context("failed to read a university's managers")
    }

    async fn page(&self, user_id: Uuid, offset: i64, limit: i64) -> anyhow::Result<(Vec<StoredNotification>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Row> = notifications::table
            .filter(notifications::user_id.eq(user_id))
            .order((notifications::created_at.desc(), notifications::id.desc()))
            .offset(offset)
            .limit(limit)
            .select((
                notifications::id,
                notifications::kind,
                notifications::facts,
                notifications::created_at,
                notifications::read_at,
            ))
            .load(&mut connection)
            .await
            .context("failed to list notifications")?;
        let total: i64 = notifications::table
            .filter(notifications::user_id.eq(user_id))
            .count()
            .get_result(&mut connection)
            .await
            .context("failed to count notifications")?;
        Ok((rows.into_iter().map(stored).collect::<anyhow::Result<_>>()?, total))
    }

    async fn unread_count(&self, user_id: Uuid) -> anyhow::Result<i64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        unread_of(&mut connection, user_id).await.context("failed to count unread notifications")
    }

    async fn mark_read(&self, user_id: Uuid, id: Option<Uuid>, now: DateTime<Utc>) -> anyhow::Result<Option<i64>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Option<i64>> {
                lock_log(connection, user_id).await?;
                let mine = notifications::table.filter(notifications::user_id.eq(user_id));
                let unread = mine.filter(notifications::read_at.is_null());
                let changed: Vec<Uuid> = match id {
                    Some(id) => {
                        diesel::update(unread.filter(notifications::id.eq(id)))
                            .set(notifications::read_at.eq(now))
                            .returning(notifications::id)
                            .get_results(connection)
                            .await?
                    }
                    None => {
                        diesel::update(unread)
                            .set(notifications::read_at.eq(now))
                            .returning(notifications::id)
                            .get_results(connection)
                            .await?
                    }
                };
                if let (Some(id), true) = (id, changed.is_empty()) {
                    // Read already, or not theirs: only then is it looked for.
                    let theirs: bool = diesel::select(diesel::dsl::exists(mine.filter(notifications::id.eq(id))))
                        .get_result(connection)
                        .await?;
                    if !theirs {
                        return Ok(None);
                    }
                }
                let left = unread_of(connection, user_id).await?;
                if !changed.is_empty() {
                    let ids = id.map(|_| changed);
                    append_event(connection, user_id, &LiveEvent::Read { ids, unread: left }, now).await?;
                }
                Ok(Some(left))
            })
            .await
            .context("failed to mark notifications read")
    }

    async fn prune(
        &self,
        read_before: DateTime<Utc>,
        events_before: DateTime<Utc>,
        links_before: DateTime<Utc>,
    ) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let pruned = diesel::delete(notifications::table.filter(notifications::read_at.lt(read_before)))
            .execute(&mut connection)
            .await
            .context("failed to prune notifications")?;
        diesel::delete(events::table.filter(events::created_at.lt(events_before)))
            .execute(&mut connection)
            .await
            .context("failed to prune events")?;
        diesel::delete(unsubscribe_links::table.filter(unsubscribe_links::created_at.lt(links_before)))
            .execute(&mut connection)
            .await
            .context("failed to prune unsubscribe links")?;
        Ok(pruned as u64)
    }
}

#[async_trait]
impl NotificationPreferences for PgNotificationRepository {
    async fn preferences(&self, user_id: Uuid) -> anyhow::Result<Vec<Preference>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(String, bool, bool)> = notification_preferences::table
            .filter(notification_preferences::user_id.eq(user_id))
            .select((notification_preferences::kind, notification_preferences::in_app, notification_preferences::email))
            .load(&mut connection)
            .await
            .context("failed to read notification preferences")?;
        Ok(rows
            .into_iter()
            .filter_map(|(kind, in_app, email)| Some(Preference { kind: kind.parse().ok()?, in_app, email }))
            .collect())
    }

    async fn set_preferences(&self, user_id: Uuid, preferences: Vec<Preference>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<_> = preferences
            .iter()
            .map(|p| {
                (
                    notification_preferences::user_id.eq(user_id),
                    notification_preferences::kind.eq(p.kind.as_str()),
                    notification_preferences::in_app.eq(p.in_app),
                    notification_preferences::email.eq(p.email),
                )
            })
            .collect();
        diesel::insert_into(notification_preferences::table)
            .values(rows)
            .on_conflict((notification_preferences::user_id, notification_preferences::kind))
            .do_update()
            .set((
                notification_preferences::in_app.eq(diesel::upsert::excluded(notification_preferences::in_app)),
                notification_preferences::email.eq(diesel::upsert::excluded(notification_preferences::email)),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store notification preferences")?;
        Ok(())
    }
}

#[async_trait]
impl DigestRepository for PgNotificationRepository {
    async fn claim_digests(
        &self,
        kinds: Vec<NotificationKind>,
        made_before: DateTime<Utc>,
        now: DateTime<Utc>,
        people: i64,
    ) -> anyhow::Result<Vec<DigestBatch>> {
        let kinds: Vec<&str> = kinds.iter().map(|kind| kind.as_str()).collect();
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Vec<DigestBatch>> {
                let opted_out = notification_preferences::table
                    .filter(notification_preferences::user_id.eq(notifications::user_id))
                    .filter(notification_preferences::kind.eq(notifications::kind))
                    .filter(not(notification_preferences::email));
                // Row locks skipped by other instances: each notification goes in one digest.
                let due: Vec<(Uuid, Uuid)> = notifications::table
                    .filter(notifications::read_at.is_null())
                    .filter(notifications::emailed_at.is_null())
                    .filter(notifications::created_at.lt(made_before))
                    // Older ones (left while e-mail was off) are not news any more.
                    .filter(notifications::created_at.ge(made_before - chrono::Duration::days(7)))
                    .filter(notifications::kind.eq_any(&kinds))
                    .filter(not(diesel::dsl::exists(opted_out)))
                    .order((notifications::user_id, notifications::created_at))
                    .limit(people * 20)
                    .select((notifications::id, notifications::user_id))
                    .for_update()
                    .skip_locked()
                    .load(connection)
                    .await?;
                let ids: Vec<Uuid> = due.iter().map(|(id, _)| *id).collect();
                let rows: Vec<(Uuid, Row)> =
                    diesel::update(notifications::table.filter(notifications::id.eq_any(&ids)))
                        .set(notifications::emailed_at.eq(now))
                        .returning((
                            notifications::user_id,
                            (
                                notifications::id,
                                notifications::kind,
                                notifications::facts,
                                notifications::created_at,
                                notifications::read_at,
                            ),
                        ))
                        .get_results(connection)
                        .await?;
                let mut user_ids: Vec<Uuid> = rows.iter().map(|(user, _)| *user).collect();
                user_ids.sort_unstable();
                user_ids.dedup();
                let recipients: Vec<(Uuid, String, String)> = users::table
                    .filter(users::id.eq_any(&user_ids))
                    .filter(users::status.eq("active"))
                    .select((users::id, users::email, users::first_name))
                    .load(connection)
                    .await?;
                let mut batches = Vec::new();
                for (user_id, email, first_name) in recipients {
                    let mut notifications: Vec<StoredNotification> = rows
                        .iter()
                        .filter(|(owner, _)| *owner == user_id)
                        .map(|(_, row)| stored(row.clone()))
                        .collect::<anyhow::Result<_>>()?;
                    notifications.sort_by_key(|n| std::cmp::Reverse(n.created_at));
                    batches.push(DigestBatch { user_id, email, first_name, notifications });
                }
                Ok(batches)
            })
            .await
            .context("failed to claim digests")
    }

    async fn store_unsubscribe(
        &self,
        token_hash: String,
        user_id: Uuid,
        kind: NotificationKind,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(unsubscribe_links::table)
            .values((
                unsubscribe_links::token_hash.eq(token_hash),
                unsubscribe_links::user_id.eq(user_id),
                unsubscribe_links::kind.eq(kind.as_str()),
                unsubscribe_links::created_at.eq(now),
            ))
            .on_conflict_do_nothing()
            .execute(&mut connection)
            .await
            .context("failed to store an unsubscribe link")?;
        Ok(())
    }

    async fn find_unsubscribe(&self, token_hash: String) -> anyhow::Result<Option<(Uuid, NotificationKind)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(Uuid, String)> = unsubscribe_links::table
            .find(token_hash)
            .select((unsubscribe_links::user_id, unsubscribe_links::kind))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read an unsubscribe link")?;
        Ok(row.and_then(|(user_id, kind)| Some((user_id, kind.parse().ok()?))))
    }
}
