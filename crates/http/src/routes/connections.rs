//! Connections (issue 26): a private interest, requests with a note, connections, "We're
//! roommates", blocks, and the privacy setting for before connecting.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::connections::{
    BlockError, ChangeRequestError, Connected, NotConnectedError, ReceivedRequest, SendRequestError, SentRequest,
    TakeBackRoommatesError,
    ports::{Answer, BlockedStudent, Connection, ConnectionRequest, InterestOutcome},
};
use quad_domain::connection::RequestStatus;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::roommates::RoommateCardDto;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Json, Path},
};

impl From<SendRequestError> for ApiError {
    fn from(error: SendRequestError) -> Self {
        match error {
            SendRequestError::Roommates(error) => error.into(),
            SendRequestError::Invalid(error) => error.into(),
            SendRequestError::AlreadyConnected(_)
            | SendRequestError::AlreadyRequested(_)
            | SendRequestError::RequestedYou(_)
            | SendRequestError::CoolingDown(_) => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            SendRequestError::TooManyOutstanding => ApiError::new(StatusCode::TOO_MANY_REQUESTS, error.to_string()),
            SendRequestError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<ChangeRequestError> for ApiError {
    fn from(error: ChangeRequestError) -> Self {
        match error {
            ChangeRequestError::Roommates(error) => error.into(),
            ChangeRequestError::NotFound => ApiError::not_found(error.to_string()),
            ChangeRequestError::NotPending => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            ChangeRequestError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<NotConnectedError> for ApiError {
    fn from(error: NotConnectedError) -> Self {
        match error {
            NotConnectedError::NotConnected => ApiError::not_found(error.to_string()),
            NotConnectedError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<BlockError> for ApiError {
    fn from(error: BlockError) -> Self {
        match error {
            BlockError::OwnAccount => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            BlockError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

/// Where a request stands. Its sender never reads `declined`: a decline is silent, so it stays
/// `pending` to them until it expires.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ConnectionRequestStatus)]
pub enum RequestStatusDto {
    Pending,
    Accepted,
    Declined,
    Withdrawn,
    Expired,
}

impl From<RequestStatus> for RequestStatusDto {
    fn from(status: RequestStatus) -> Self {
        match status {
            RequestStatus::Pending => Self::Pending,
            RequestStatus::Accepted => Self::Accepted,
            RequestStatus::Declined => Self::Declined,
            RequestStatus::Withdrawn => Self::Withdrawn,
            RequestStatus::Expired => Self::Expired,
        }
    }
}

/// A request to connect.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ConnectionRequest)]
pub struct RequestDto {
    pub id: Uuid,
    pub sender_id: Uuid,
    pub recipient_id: Uuid,
    /// The sender's words (may be empty).
    pub note: String,
    pub status: RequestStatusDto,
    pub created_at: DateTime<Utc>,
    /// It expires then, unanswered.
    pub expires_at: DateTime<Utc>,
}

impl From<ConnectionRequest> for RequestDto {
    fn from(request: ConnectionRequest) -> Self {
        Self {
            id: request.id,
            sender_id: request.sender_id,
            recipient_id: request.recipient_id,
            note: request.note,
            status: request.status.into(),
            created_at: request.created_at,
            expires_at: request.expires_at,
        }
    }
}

/// A request waiting for the caller's answer, with its sender's card: the match from the
/// caller's side, and in `reasons` what they share and any expectation of the caller's (or
/// dealbreaker) they do not meet.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReceivedConnectionRequest)]
pub struct ReceivedRequestDto {
    pub request: RequestDto,
    pub sender: RoommateCardDto,
}

impl From<ReceivedRequest> for ReceivedRequestDto {
    fn from(received: ReceivedRequest) -> Self {
        Self { request: received.request.into(), sender: received.sender.into() }
    }
}

/// A request the caller sent, with its recipient's card while the caller may still see them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SentConnectionRequest)]
pub struct SentRequestDto {
    pub request: RequestDto,
    pub recipient: Option<RoommateCardDto>,
}

impl From<SentRequest> for SentRequestDto {
    fn from(sent: SentRequest) -> Self {
        Self { request: sent.request.into(), recipient: sent.recipient.map(RoommateCardDto::from) }
    }
}

/// A connected student, shown in full.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Connection)]
pub struct ConnectionDto {
    pub student: RoommateCardDto,
    pub connected_at: DateTime<Utc>,
    /// When the caller said "We're roommates".
    pub you_confirmed_roommates_at: Option<DateTime<Utc>>,
    /// When the other said so.
    pub they_confirmed_roommates_at: Option<DateTime<Utc>>,
}

fn connection_dto(connection: Connection, student: RoommateCardDto) -> ConnectionDto {
    ConnectionDto {
        student,
        connected_at: connection.created_at,
        you_confirmed_roommates_at: connection.mine_roommates_at,
        they_confirmed_roommates_at: connection.theirs_roommates_at,
    }
}

impl From<Connected> for ConnectionDto {
    fn from(connected: Connected) -> Self {
        connection_dto(connected.connection, connected.student.into())
    }
}

/// The caller's interest in a student, and whether the two are connected.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InterestState {
    pub interested: bool,
    /// A mutual interest connects the two at once.
    pub connected: bool,
}

/// Marks a student the caller may see "Interested": private, so nobody learns of a one-sided
/// interest. When the other marked the caller too, the two are connected (and both told).
#[utoipa::path(
    put,
    path = "/api/v1/roommates/{id}/interest",
    tag = "connections",
    operation_id = "markInterest",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 200, description = "Interested (and connected when mutual)", body = Envelope<InterestState>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
        (status = 404, description = "No such student the caller may see", body = ErrorBody),
    )
)]
pub async fn mark_interest(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let outcome = services.connections.interested(who.user(), id.into_inner()).await?;
    let connected = matches!(outcome, InterestOutcome::Connected | InterestOutcome::AlreadyConnected);
    Ok(Envelope::ok(InterestState { interested: true, connected }))
}

/// Takes an interest back (a connection it made stays).
#[utoipa::path(
    delete,
    path = "/api/v1/roommates/{id}/interest",
    tag = "connections",
    operation_id = "removeInterest",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 204, description = "Not interested"),
        (status = 404, description = "The id is not a UUID", body = ErrorBody),
    )
)]
pub async fn remove_interest(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.connections.not_interested(who.user(), id.into_inner()).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::NoContent().finish())
}

/// A request as its sender writes it.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct RequestBody {
    pub student_id: Uuid,
    /// Optional, at most 500 characters.
    #[serde(default)]
    #[schema(max_length = 500)]
    pub note: String,
}

/// Asks a student the caller may see to connect, with an optional note; they are told. At most
/// 10 wait for an answer at once; a pair whose last request ended without a connection (declined,
/// expired or withdrawn) waits 30 days.
#[utoipa::path(
    post,
    path = "/api/v1/connections/requests",
    tag = "connections",
    operation_id = "sendConnectionRequest",
    request_body = RequestBody,
    responses(
        (status = 201, description = "Sent: it waits 14 days for an answer", body = Envelope<RequestDto>),
        (status = 400, description = "The note breaks its rule", body = ErrorBody),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
        (status = 404, description = "No such student the caller may see", body = ErrorBody),
        (status = 409, description = "Connected already, a request of the pair waits, or the pair waits 30 days", body = ErrorBody),
        (status = 429, description = "10 requests wait for an answer", body = ErrorBody),
    )
)]
pub async fn send_request(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<RequestBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let request = services.connections.request(who.user(), body.student_id, &body.note).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, RequestDto::from(request)))
}

/// The requests waiting for the caller's answer, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/connections/requests/received",
    tag = "connections",
    operation_id = "listReceivedRequests",
    responses(
        (status = 200, description = "Waiting for an answer", body = Envelope<Vec<ReceivedRequestDto>>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
    )
)]
pub async fn received(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let received = services.connections.received(who.user()).await?;
    Ok(Envelope::ok(received.into_iter().map(ReceivedRequestDto::from).collect::<Vec<_>>()))
}

/// The requests the caller sent, newest first (a declined one reads `pending` until it expires).
#[utoipa::path(
    get,
    path = "/api/v1/connections/requests/sent",
    tag = "connections",
    operation_id = "listSentRequests",
    responses(
        (status = 200, description = "Sent requests", body = Envelope<Vec<SentRequestDto>>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
    )
)]
pub async fn sent(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let sent = services.connections.sent(who.user()).await?;
    Ok(Envelope::ok(sent.into_iter().map(SentRequestDto::from).collect::<Vec<_>>()))
}

/// Accepts a request waiting for the caller: the two are connected, and its sender is told.
#[utoipa::path(
    post,
    path = "/api/v1/connections/requests/{id}/accept",
    tag = "connections",
    operation_id = "acceptConnectionRequest",
    params(("id" = Uuid, Path, description = "The request's id")),
    responses(
        (status = 200, description = "Accepted", body = Envelope<RequestDto>),
        (status = 404, description = "No such request for the caller", body = ErrorBody),
        (status = 409, description = "Answered, withdrawn or expired already", body = ErrorBody),
    )
)]
pub async fn accept(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let request = services.connections.answer(who.user(), id.into_inner(), Answer::Accept).await?;
    Ok(Envelope::ok(RequestDto::from(request)))
}

/// Declines a request waiting for the caller. Nobody is told: its sender sees it pending until it
/// expires.
#[utoipa::path(
    post,
    path = "/api/v1/connections/requests/{id}/decline",
    tag = "connections",
    operation_id = "declineConnectionRequest",
    params(("id" = Uuid, Path, description = "The request's id")),
    responses(
        (status = 200, description = "Declined", body = Envelope<RequestDto>),
        (status = 404, description = "No such request for the caller", body = ErrorBody),
        (status = 409, description = "Answered, withdrawn or expired already", body = ErrorBody),
    )
)]
pub async fn decline(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let request = services.connections.answer(who.user(), id.into_inner(), Answer::Decline).await?;
    Ok(Envelope::ok(RequestDto::from(request)))
}

/// Withdraws a request of the caller's that still waits.
#[utoipa::path(
    post,
    path = "/api/v1/connections/requests/{id}/withdraw",
    tag = "connections",
    operation_id = "withdrawConnectionRequest",
    params(("id" = Uuid, Path, description = "The request's id")),
    responses(
        (status = 200, description = "Withdrawn", body = Envelope<RequestDto>),
        (status = 404, description = "No such request of the caller's", body = ErrorBody),
        (status = 409, description = "Answered, withdrawn or expired already", body = ErrorBody),
    )
)]
pub async fn withdraw(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let request = services.connections.withdraw(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(RequestDto::from(request)))
}

/// The caller's connections, newest first, each shown in full.
#[utoipa::path(
    get,
    path = "/api/v1/connections",
    tag = "connections",
    operation_id = "listConnections",
    responses(
        (status = 200, description = "Connected students", body = Envelope<Vec<ConnectionDto>>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
    )
)]
pub async fn list(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let connections = services.connections.list(who.user()).await?;
    Ok(Envelope::ok(connections.into_iter().map(ConnectionDto::from).collect::<Vec<_>>()))
}

/// Ends a connection; the other is not told.
#[utoipa::path(
    delete,
    path = "/api/v1/connections/{id}",
    tag = "connections",
    operation_id = "disconnect",
    params(("id" = Uuid, Path, description = "The connected student's user id")),
    responses(
        (status = 204, description = "Not connected any more"),
        (status = 404, description = "Not connected with this student", body = ErrorBody),
    )
)]
pub async fn disconnect(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.connections.disconnect(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Says "We're roommates" with a connection. Once both have, the two leave each other's lists;
/// each then says in their profile whether they are still looking.
#[utoipa::path(
    post,
    path = "/api/v1/connections/{id}/roommates",
    tag = "connections",
    operation_id = "confirmRoommates",
    params(("id" = Uuid, Path, description = "The connected student's user id")),
    responses(
        (status = 200, description = "Recorded", body = Envelope<RoommatesState>),
        (status = 404, description = "Not connected with this student", body = ErrorBody),
    )
)]
pub async fn confirm_roommates(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let connection = services.connections.confirm_roommates(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(RoommatesState {
        you_confirmed_roommates_at: connection.mine_roommates_at,
        they_confirmed_roommates_at: connection.theirs_roommates_at,
    }))
}

/// Takes back the caller's "We're roommates" with a connection, until the other has said it too.
#[utoipa::path(
    delete,
    path = "/api/v1/connections/{id}/roommates",
    tag = "connections",
    operation_id = "takeBackRoommates",
    params(("id" = Uuid, Path, description = "The connected student's user id")),
    responses(
        (status = 200, description = "Taken back (or never said)", body = Envelope<RoommatesState>),
        (status = 404, description = "Not connected with this student", body = ErrorBody),
        (status = 409, description = "Both said it already: it stands", body = ErrorBody),
    )
)]
pub async fn take_back_roommates(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let connection = services.connections.take_back_roommates(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(RoommatesState {
        you_confirmed_roommates_at: connection.mine_roommates_at,
        they_confirmed_roommates_at: connection.theirs_roommates_at,
    }))
}

impl From<TakeBackRoommatesError> for ApiError {
    fn from(error: TakeBackRoommatesError) -> Self {
        match error {
            TakeBackRoommatesError::NotConnected => ApiError::not_found(error.to_string()),
            TakeBackRoommatesError::BothSaid => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            TakeBackRoommatesError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

/// Who said "We're roommates", and when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoommatesState {
    pub you_confirmed_roommates_at: Option<DateTime<Utc>>,
    pub they_confirmed_roommates_at: Option<DateTime<Utc>>,
}

/// A student the caller blocked.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = BlockedStudent)]
pub struct BlockedDto {
    pub id: Uuid,
    pub first_name: String,
    pub last_initial: String,
    pub blocked_at: DateTime<Utc>,
}

impl From<BlockedStudent> for BlockedDto {
    fn from(blocked: BlockedStudent) -> Self {
        Self {
            id: blocked.student_id,
            first_name: blocked.first_name,
            last_initial: blocked.last_name.chars().next().map(|c| format!("{c}.")).unwrap_or_default(),
            blocked_at: blocked.blocked_at,
        }
    }
}

/// Blocks a student, at once and both ways, without telling them: the two never see each other
/// again in lists, details, saved items or requests, and any connection between them ends. An id
/// that is nobody's is answered the same (204), so blocking tells nothing of who has an account.
#[utoipa::path(
    put,
    path = "/api/v1/blocks/{id}",
    tag = "connections",
    operation_id = "blockStudent",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 204, description = "Blocked"),
        (status = 404, description = "The id is not a UUID", body = ErrorBody),
        (status = 409, description = "The caller's own id", body = ErrorBody),
    )
)]
pub async fn block(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.connections.block(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Unblocks a student (what the block ended stays ended).
#[utoipa::path(
    delete,
    path = "/api/v1/blocks/{id}",
    tag = "connections",
    operation_id = "unblockStudent",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 204, description = "Not blocked"),
        (status = 404, description = "The id is not a UUID", body = ErrorBody),
    )
)]
pub async fn unblock(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.connections.unblock(who.user(), id.into_inner()).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::NoContent().finish())
}

/// The students the caller blocked, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/blocks",
    tag = "connections",
    operation_id = "listBlocked",
    responses((status = 200, description = "Blocked students", body = Envelope<Vec<BlockedDto>>))
)]
pub async fn blocked(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let blocked = services.connections.blocked(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(blocked.into_iter().map(BlockedDto::from).collect::<Vec<_>>()))
}

/// Privacy before connecting: on (the default), others see only the first name, last initial,
/// one photo, major, class year, bio and the match until connected.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ContactPrivacy {
    pub private_before_connecting: bool,
}

/// The caller's privacy before connecting.
#[utoipa::path(
    get,
    path = "/api/v1/settings/contact-privacy",
    tag = "connections",
    operation_id = "getContactPrivacy",
    responses((status = 200, description = "The setting", body = Envelope<ContactPrivacy>))
)]
pub async fn contact_privacy(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let private = services.connections.private_before_connecting(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(ContactPrivacy { private_before_connecting: private }))
}

/// Turns privacy before connecting on or off.
#[utoipa::path(
    put,
    path = "/api/v1/settings/contact-privacy",
    tag = "connections",
    operation_id = "setContactPrivacy",
    request_body = ContactPrivacy,
    responses((status = 200, description = "The setting, changed", body = Envelope<ContactPrivacy>))
)]
pub async fn set_contact_privacy(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<ContactPrivacy>,
) -> Result<HttpResponse, ApiError> {
    let private = body.into_inner().private_before_connecting;
    let private =
        services.connections.set_private_before_connecting(who.user(), private).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(ContactPrivacy { private_before_connecting: private }))
}
