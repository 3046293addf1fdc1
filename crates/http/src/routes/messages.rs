//! Messages (issue 26): conversations between connected students, their threads, read state
//! and the envelope's count. New messages, deletions and reads reach every tab through the
//! event stream (`events.rs`).

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::messages::{
    ConversationError, DeleteMessageError, SendError,
    ports::{ConversationSummary, Peer, ThreadMessage},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Json, Path, Query},
    paging::{CursorPage, CursorQuery},
    rules,
};

impl From<ConversationError> for ApiError {
    fn from(error: ConversationError) -> Self {
        match error {
            ConversationError::NotFound | ConversationError::StudentNotFound => ApiError::not_found(error.to_string()),
            ConversationError::NotConnected => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            ConversationError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<SendError> for ApiError {
    fn from(error: SendError) -> Self {
        match error {
            SendError::Invalid(error) => error.into(),
            SendError::NotFound => ApiError::not_found(error.to_string()),
            SendError::NotConnected => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            SendError::TooFast | SendError::DailyLimit => {
                ApiError::new(StatusCode::TOO_MANY_REQUESTS, error.to_string())
            }
            SendError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<DeleteMessageError> for ApiError {
    fn from(error: DeleteMessageError) -> Self {
        match error {
            DeleteMessageError::NotFound => ApiError::not_found(error.to_string()),
            DeleteMessageError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

/// A message as the caller sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Message)]
pub struct MessageDto {
    pub id: Uuid,
    pub conversation_id: Uuid,
    /// The caller sent it.
    pub mine: bool,
    /// `null` once deleted.
    pub body: Option<String>,
    /// Both people see a deleted message as deleted.
    pub deleted: bool,
    /// A message the caller received that mentions payments or a phone number early on: show the
    /// safety note with a way to report.
    pub caution: bool,
    pub created_at: DateTime<Utc>,
}

impl From<ThreadMessage> for MessageDto {
    fn from(message: ThreadMessage) -> Self {
        Self {
            id: message.id,
            conversation_id: message.conversation_id,
            mine: message.mine,
            deleted: message.body.is_none(),
            body: message.body,
            caution: message.caution,
            created_at: message.created_at,
        }
    }
}

/// The other person of a conversation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationPeer {
    /// `null`: they deleted their account.
    pub student_id: Option<Uuid>,
    /// "Deleted user" once the account is gone; the last name's initial only while the two are
    /// not connected.
    pub name: String,
    pub photo: Option<String>,
}

fn peer(peer: Peer, connected: bool) -> ConversationPeer {
    let name = match (&peer.student_id, connected) {
        (None, _) => quad_domain::DELETED_USER.to_owned(),
        (Some(_), true) => format!("{} {}", peer.first_name, peer.last_name),
        (Some(_), false) => {
            let initial = peer.last_name.chars().next().map(|c| format!(" {c}.")).unwrap_or_default();
            format!("{}{initial}", peer.first_name)
        }
    };
    ConversationPeer { student_id: peer.student_id, name, photo: peer.photo }
}

/// One of the caller's conversations.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Conversation)]
pub struct ConversationDto {
    pub id: Uuid,
    pub peer: ConversationPeer,
    pub last_message: Option<MessageDto>,
    /// Messages from the other person the caller has not read.
    pub unread: i64,
    /// The two are connected and no block stands between them: only then can either write.
    pub can_send: bool,
    /// A block stands between the two, either way: the conversation stays readable to both,
    /// and its messages reportable, but nobody writes in it and neither sees the other's profile.
    pub closed: bool,
    /// The caller is the one who blocked (they may unblock from the blocked list).
    pub you_blocked: bool,
    /// The last message's time, or when the conversation was opened.
    pub updated_at: DateTime<Utc>,
}

impl From<ConversationSummary> for ConversationDto {
    fn from(summary: ConversationSummary) -> Self {
        Self {
            id: summary.id,
            peer: peer(summary.peer, summary.connected),
            last_message: summary.last_message.map(MessageDto::from),
            unread: summary.unread,
            can_send: summary.connected && !summary.closed,
            closed: summary.closed,
            you_blocked: summary.you_blocked,
            updated_at: summary.updated_at,
        }
    }
}

/// How many of the caller's conversations have unread messages (the envelope's badge).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadConversations {
    pub unread_conversations: i64,
}

#[derive(Debug, Deserialize, Serialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct OpenConversationBody {
    /// The connected student's user id.
    pub student_id: Uuid,
}

#[derive(Debug, Deserialize, Serialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct SendMessageBody {
    /// 1 to 2,000 characters once trimmed; text only.
    #[schema(schema_with = rules::message_body)]
    #[validate(length(max = 2000, message = "A message can be at most 2,000 characters"))]
    pub body: String,
}

/// The caller's conversations with at least one message, newest activity first; blocked pairs
/// never appear.
#[utoipa::path(
    get,
    path = "/api/v1/conversations",
    tag = "messages",
    operation_id = "listConversations",
    params(CursorQuery<30>),
    responses(
        (status = 200, description = "A page of conversations", body = CursorPage<ConversationDto>),
        (status = 400, description = "A cursor this list did not hand out, or a limit out of range", body = ErrorBody),
    )
)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<CursorQuery<30>>,
) -> Result<HttpResponse, ApiError> {
    let page = services.messages.list(who.user(), query.request()).await.map_err(ApiError::unexpected)?;
    Ok(CursorPage::of(page, ConversationDto::from).ok())
}

/// The caller's conversation with a student they are connected with, started if there is none.
#[utoipa::path(
    post,
    path = "/api/v1/conversations",
    tag = "messages",
    operation_id = "openConversation",
    request_body = OpenConversationBody,
    responses(
        (status = 200, description = "The conversation", body = Envelope<ConversationDto>),
        (status = 403, description = "The two are not connected", body = ErrorBody),
        (status = 404, description = "No such student the caller may see", body = ErrorBody),
    )
)]
pub async fn open(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<OpenConversationBody>,
) -> Result<HttpResponse, ApiError> {
    let conversation = services.messages.open(who.user(), body.student_id).await?;
    Ok(Envelope::ok(ConversationDto::from(conversation)))
}

/// How many of the caller's conversations have unread messages.
#[utoipa::path(
    get,
    path = "/api/v1/conversations/unread",
    tag = "messages",
    operation_id = "countUnreadConversations",
    responses((status = 200, description = "The count", body = Envelope<UnreadConversations>))
)]
pub async fn unread(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let unread_conversations =
        services.messages.unread_conversations(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(UnreadConversations { unread_conversations }))
}

/// One of the caller's conversations.
#[utoipa::path(
    get,
    path = "/api/v1/conversations/{id}",
    tag = "messages",
    operation_id = "getConversation",
    params(("id" = Uuid, Path, description = "The conversation's id")),
    responses(
        (status = 200, description = "The conversation", body = Envelope<ConversationDto>),
        (status = 404, description = "Not one of the caller's conversations", body = ErrorBody),
    )
)]
pub async fn get(services: web::Data<ApiServices>, who: CurrentUser, id: Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let conversation = services.messages.conversation(who.user(), *id).await?;
    Ok(Envelope::ok(ConversationDto::from(conversation)))
}

/// A page of a conversation's messages, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/conversations/{id}/messages",
    tag = "messages",
    operation_id = "listMessages",
    params(("id" = Uuid, Path, description = "The conversation's id"), CursorQuery<50>),
    responses(
        (status = 200, description = "A page of messages", body = CursorPage<MessageDto>),
        (status = 400, description = "A cursor this list did not hand out, or a limit out of range", body = ErrorBody),
        (status = 404, description = "Not one of the caller's conversations", body = ErrorBody),
    )
)]
pub async fn thread(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    query: Query<CursorQuery<50>>,
) -> Result<HttpResponse, ApiError> {
    let page = services.messages.thread(who.user(), *id, query.request()).await?;
    Ok(CursorPage::of(page, MessageDto::from).ok())
}

/// Sends a message (20 a minute and 300 a day at most); both people's tabs get it at once.
#[utoipa::path(
    post,
    path = "/api/v1/conversations/{id}/messages",
    tag = "messages",
    operation_id = "sendMessage",
    params(("id" = Uuid, Path, description = "The conversation's id")),
    request_body = SendMessageBody,
    responses(
        (status = 201, description = "Sent", body = Envelope<MessageDto>),
        (status = 400, description = "The text breaks its rules", body = ErrorBody),
        (status = 403, description = "The two are no longer connected", body = ErrorBody),
        (status = 404, description = "Not one of the caller's conversations", body = ErrorBody),
        (status = 429, description = "Too many messages this minute or today", body = ErrorBody),
    )
)]
pub async fn send(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<SendMessageBody>,
) -> Result<HttpResponse, ApiError> {
    let message = services.messages.send(who.user(), *id, &body.body).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, MessageDto::from(message)))
}

/// Deletes one of the caller's own messages: both people then see it as deleted.
#[utoipa::path(
    delete,
    path = "/api/v1/conversations/{id}/messages/{messageId}",
    tag = "messages",
    operation_id = "deleteMessage",
    params(
        ("id" = Uuid, Path, description = "The conversation's id"),
        ("messageId" = Uuid, Path, description = "The message's id"),
    ),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "No such message of the caller's", body = ErrorBody),
    )
)]
pub async fn delete(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    ids: Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, ApiError> {
    let (id, message_id) = *ids;
    services.messages.delete(who.user(), id, message_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Marks a conversation read, in every tab of the caller's.
#[utoipa::path(
    post,
    path = "/api/v1/conversations/{id}/read",
    tag = "messages",
    operation_id = "markConversationRead",
    params(("id" = Uuid, Path, description = "The conversation's id")),
    responses(
        (status = 200, description = "Read; the caller's conversations still unread", body = Envelope<UnreadConversations>),
        (status = 404, description = "Not one of the caller's conversations", body = ErrorBody),
    )
)]
pub async fn read(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let unread_conversations = services.messages.read(who.user(), *id).await?;
    Ok(Envelope::ok(UnreadConversations { unread_conversations }))
}
