//! Whether two people ever had contact (blocks and reports ask).

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{connection_requests, connections, conversations};

/// Whether two people had contact: a request either way (whatever became of it), a connection,
/// or a conversation.
pub(crate) async fn had_contact(connection: &mut AsyncPgConnection, one: Uuid, other: Uuid) -> QueryResult<bool> {
    let between = |a: Uuid, b: Uuid| connection_requests::sender_id.eq(a).and(connection_requests::recipient_id.eq(b));
    let requested = diesel::dsl::exists(connection_requests::table.filter(between(one, other).or(between(other, one))));
    let connected = diesel::dsl::exists(
        connections::table.filter(
            connections::user_a
                .eq(one)
                .and(connections::user_b.eq(other))
                .or(connections::user_a.eq(other).and(connections::user_b.eq(one))),
        ),
    );
    let wrote = diesel::dsl::exists(
        conversations::table.filter(
            conversations::user_a
                .eq(one)
                .and(conversations::user_b.eq(other))
                .or(conversations::user_a.eq(other).and(conversations::user_b.eq(one))),
        ),
    );
    diesel::select(requested.or(connected).or(wrote)).get_result(connection).await
}
