//! The live stream (issue 24): one Server-Sent Events stream per signed-in tab, authenticated by
//! the Authorization header like every call (never a token in the URL).

use std::convert::Infallible;

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use futures_util::{StreamExt, stream};
use quad_application::live::{OpenStreamError, StreamItem, ports::LiveEvent};
use serde::Serialize;
use uuid::Uuid;

use super::{messages::MessageDto, notifications::NotificationDto};
use crate::{ApiError, ApiServices, ErrorBody, auth::CurrentUser};

impl From<OpenStreamError> for ApiError {
    fn from(error: OpenStreamError) -> Self {
        match error {
            OpenStreamError::TooMany => ApiError::new(StatusCode::TOO_MANY_REQUESTS, error.to_string()),
            OpenStreamError::SessionEnded => crate::auth::unauthenticated(),
            OpenStreamError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Hello {
    unread: i64,
    fresh: bool,
    /// Conversations with unread messages (the envelope's badge).
    unread_conversations: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NewNotification {
    notification: NotificationDto,
    unread: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Read {
    ids: Option<Vec<Uuid>>,
    unread: i64,
}

/// One SSE message. The data is JSON on one line, so it needs no splitting.
fn message(id: &str, event: &str, data: &impl Serialize) -> web::Bytes {
    let data = serde_json::to_string(data).unwrap_or_else(|_| "{}".to_owned());
    web::Bytes::from(format!("id: {id}\nevent: {event}\ndata: {data}\n\n"))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NewMessage {
    conversation_id: Uuid,
    message: MessageDto,
    unread_conversations: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MessageDeleted {
    conversation_id: Uuid,
    message_id: Uuid,
    unread_conversations: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ConversationRead {
    conversation_id: Uuid,
    unread_conversations: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ConversationsChanged {
    unread_conversations: i64,
}

fn frame(item: StreamItem) -> web::Bytes {
    match item {
        StreamItem::Heartbeat => web::Bytes::from_static(b": heartbeat\n\n"),
        StreamItem::Event { id, event: LiveEvent::Notification { notification, unread } } => {
            message(&id, "notification", &NewNotification { notification: notification.into(), unread })
        }
        StreamItem::Event { id, event: LiveEvent::Read { ids, unread } } => message(&id, "read", &Read { ids, unread }),
        StreamItem::Event { id, event: LiveEvent::Message { message: new, unread_conversations } } => message(
            &id,
            "message",
            &NewMessage { conversation_id: new.conversation_id, message: new.into(), unread_conversations },
        ),
        StreamItem::Event {
            id,
            event: LiveEvent::MessageDeleted { conversation_id, message_id, unread_conversations },
        } => message(&id, "messageDeleted", &MessageDeleted { conversation_id, message_id, unread_conversations }),
        StreamItem::Event { id, event: LiveEvent::ConversationRead { conversation_id, unread_conversations } } => {
            message(&id, "conversationRead", &ConversationRead { conversation_id, unread_conversations })
        }
        StreamItem::Event { id, event: LiveEvent::ConversationsChanged { unread_conversations } } => {
            message(&id, "conversationsChanged", &ConversationsChanged { unread_conversations })
        }
        StreamItem::Event { id, event: LiveEvent::MembershipChanged } => {
            message(&id, "membershipChanged", &serde_json::json!({}))
        }
    }
}

/// The caller's live updates as Server-Sent Events: first `hello` (the unread count, and
/// `fresh` when what the tab missed could not be replayed), then `notification`, `read`,
/// `message`, `messageDeleted`, `conversationRead`, `conversationsChanged` and `membershipChanged` (a
/// university address confirmed or removed) as they happen, each with an id to send back as `Last-Event-ID` on reconnecting; a comment
/// every 25 seconds. Ends when the session ends. At most 5 per person: the sixth is refused
/// (429), and that tab polls instead.
#[utoipa::path(
    get,
    path = "/api/v1/events",
    tag = "notifications",
    operation_id = "streamEvents",
    params(("Last-Event-ID" = Option<String>, Header, description = "The id of the last event this tab received")),
    responses(
        (status = 200, description = "The stream", content_type = "text/event-stream", body = String),
        (status = 429, description = "The person has 5 streams open already", body = ErrorBody),
    )
)]
pub async fn stream(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let last_event_id = request.headers().get("Last-Event-ID").and_then(|value| value.to_str().ok());
    let opened = services.live.open(who.user().id, who.0.session_id, last_event_id).await?;
    let unread = services.notifications.unread(who.user()).await.map_err(ApiError::unexpected)?;
    let unread_conversations =
        services.messages.unread_conversations(who.user()).await.map_err(ApiError::unexpected)?;
    let hello = message(&opened.head_id, "hello", &Hello { unread, fresh: opened.fresh, unread_conversations });
    let body = stream::once(async move { hello }).chain(opened.stream.map(frame)).map(Ok::<_, Infallible>);
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("Cache-Control", "no-cache"))
        // nginx: pass each message on as it comes.
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(body))
}
