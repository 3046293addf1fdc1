//! The reads of conversations: a person's list (or one of it) with each one's other person,
//! photo and last message, and how many have unread messages.

use chrono::{DateTime, Utc};
use diesel::{
    pg::Pg,
    prelude::*,
    query_builder::{AstPass, Query, QueryFragment, QueryId},
    sql_types::{BigInt, Bool, Integer, Nullable, Text, Timestamptz, Untyped},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::{
    Cursor,
    messages::ports::{ConversationSummary, Peer},
};
use uuid::Uuid;

use super::seen_by;

/// How many of the person's conversations have unread messages (blocked pairs' do not count).
pub(super) async fn unread_conversations_of(connection: &mut AsyncPgConnection, user_id: Uuid) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = BigInt)]
        count: i64,
    }
    let count: Count = diesel::sql_query(
        "SELECT count(*) AS count FROM conversations c \
          WHERE ((c.user_a = $1 AND c.a_unread > 0) OR (c.user_b = $1 AND c.b_unread > 0)) AND NOT c.blocked",
    )
    .bind::<diesel::sql_types::Uuid, _>(user_id)
    .get_result(connection)
    .await?;
    Ok(count.count)
}

#[derive(QueryableByName)]
struct SummaryRow {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
    #[diesel(sql_type = Timestamptz)]
    updated_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<diesel::sql_types::Uuid>)]
    peer_id: Option<Uuid>,
    #[diesel(sql_type = Integer)]
    unread: i32,
    #[diesel(sql_type = Nullable<Text>)]
    first_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    last_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    photo: Option<String>,
    #[diesel(sql_type = Bool)]
    connected: bool,
    #[diesel(sql_type = Bool)]
    blocked: bool,
    #[diesel(sql_type = Bool)]
    you_blocked: bool,
    #[diesel(sql_type = Nullable<diesel::sql_types::Uuid>)]
    m_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<diesel::sql_types::Uuid>)]
    m_sender: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    m_body: Option<String>,
    #[diesel(sql_type = Nullable<Bool>)]
    m_caution: Option<bool>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    m_created_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    m_deleted_at: Option<DateTime<Utc>>,
}

impl SummaryRow {
    fn summary(self, viewer: Uuid) -> ConversationSummary {
        let last_message = match (self.m_id, self.m_sender, self.m_created_at) {
            (Some(id), Some(sender), Some(created_at)) => Some(seen_by(
                viewer,
                (
                    id,
                    self.id,
                    sender,
                    self.m_body.unwrap_or_default(),
                    self.m_caution.unwrap_or(false),
                    created_at,
                    self.m_deleted_at,
                ),
            )),
            _ => None,
        };
        let peer = match (self.peer_id, self.first_name, self.last_name) {
            (Some(id), Some(first_name), Some(last_name)) => {
                Peer { student_id: Some(id), first_name, last_name, photo: self.photo }
            }
            _ => Peer { student_id: None, first_name: String::new(), last_name: String::new(), photo: None },
        };
        ConversationSummary {
            id: self.id,
            peer,
            last_message,
            unread: i64::from(self.unread),
            connected: self.connected,
            closed: self.blocked,
            you_blocked: self.you_blocked,
            updated_at: self.updated_at,
        }
    }
}

/// Which of the person's conversations a summaries query reads.
enum Filter {
    /// The list's first page (conversations with a message only).
    First,
    /// A later page of the list.
    After(Cursor),
    /// One conversation, with or without messages.
    One(Uuid),
}

/// The person's conversations, or one of them: its other person, their main photo, whether the
/// two are connected, and the last message. The page is chosen first, from each side's index
/// (`conversations_of_a`, `conversations_of_b`) in order, and only its rows are joined.
///
/// Written as a query of its own rather than with `sql_query` so the connection keeps it
/// prepared (one statement per filter): planning it was 0.6 of its 1.4 ms.
struct Summaries {
    user_id: Uuid,
    limit: i64,
    filter: Filter,
}

impl Summaries {
    fn side<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>, column: &str) -> QueryResult<()> {
        out.push_sql(&format!("(SELECT c.* FROM conversations c WHERE c.{column} = "));
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&self.user_id)?;
        out.push_sql(" AND ");
        match &self.filter {
            Filter::First => out.push_sql("c.last_message_at IS NOT NULL"),
            Filter::After(cursor) => {
                out.push_sql("c.last_message_at IS NOT NULL AND (c.last_message_at, c.id) < (");
                out.push_bind_param::<Timestamptz, _>(&cursor.at)?;
                out.push_sql(", ");
                out.push_bind_param::<diesel::sql_types::Uuid, _>(&cursor.id)?;
                out.push_sql(")");
            }
            Filter::One(id) => {
                out.push_sql("c.id = ");
                out.push_bind_param::<diesel::sql_types::Uuid, _>(id)?;
            }
        }
        out.push_sql(" ORDER BY c.last_message_at DESC, c.id DESC LIMIT ");
        out.push_bind_param::<BigInt, _>(&self.limit)?;
        out.push_sql(")");
        Ok(())
    }
}

impl QueryFragment<Pg> for Summaries {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH page AS (");
        self.side(&mut out, "user_a")?;
        out.push_sql(" UNION ALL ");
        self.side(&mut out, "user_b")?;
        out.push_sql(" ORDER BY last_message_at DESC, id DESC LIMIT ");
        out.push_bind_param::<BigInt, _>(&self.limit)?;
        out.push_sql(
            ") SELECT c.id, COALESCE(c.last_message_at, c.created_at) AS updated_at, u.id AS peer_id, \
               CASE WHEN c.user_a = ",
        );
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&self.user_id)?;
        out.push_sql(
            " THEN c.a_unread ELSE c.b_unread END AS unread, \
               u.first_name, u.last_name, CASE WHEN c.blocked THEN NULL ELSE p.photos->>0 END AS photo, \
               EXISTS (SELECT 1 FROM connections k WHERE k.user_a = c.user_a AND k.user_b = c.user_b) AS connected, \
               c.blocked, EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ",
        );
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&self.user_id)?;
        out.push_sql(
            " AND b.blocked_id = u.id) AS you_blocked, \
               m.id AS m_id, m.sender_id AS m_sender, m.body AS m_body, m.caution AS m_caution, \
               m.created_at AS m_created_at, m.deleted_at AS m_deleted_at \
             FROM page c \
             LEFT JOIN users u ON u.id = CASE WHEN c.user_a = ",
        );
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&self.user_id)?;
        out.push_sql(
            " THEN c.user_b ELSE c.user_a END \
             LEFT JOIN published_profiles p ON p.user_id = u.id \
             LEFT JOIN LATERAL (SELECT * FROM messages WHERE conversation_id = c.id \
                                 ORDER BY created_at DESC, id DESC LIMIT 1) m ON true \
             ORDER BY c.last_message_at DESC, c.id DESC",
        );
        Ok(())
    }
}

impl QueryId for Summaries {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Summaries {
    type SqlType = Untyped;
}

/// The person's conversations after `before` (or the first page), `limit` of them, or only the
/// one `only`.
pub(super) async fn summaries(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    before: Option<Cursor>,
    limit: i64,
    only: Option<Uuid>,
) -> QueryResult<Vec<ConversationSummary>> {
    let filter = match (only, before) {
        (Some(id), _) => Filter::One(id),
        (None, Some(cursor)) => Filter::After(cursor),
        (None, None) => Filter::First,
    };
    let rows: Vec<SummaryRow> = Summaries { user_id, limit, filter }.load(connection).await?;
    Ok(rows.into_iter().map(|row| row.summary(user_id)).collect())
}
