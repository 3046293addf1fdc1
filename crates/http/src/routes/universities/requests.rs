//! "Request Your University": anyone asks for one, admins read the requests; "Tell me when it
//! opens" for one listed that cannot be joined yet.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::universities::{
    AnswerRequestError, RequestUniversity, RequestUniversityError, WaitForOpeningError,
    ports::{RequestStatus, UniversityRequest},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use crate::routes::auth::dto::MessageResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::CurrentUser,
    extract::{Json, Path},
    rules,
};

/// "Request Your University". A missing or blank `universityName` answers 400 "University name
/// is required".
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct UniversityRequestBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::university_name)]
    #[validate(length(max = 120, message = "University name must be at most 120 characters long"))]
    pub university_name: String,
    /// Where it is; at most 120 characters.
    #[schema(max_length = 120)]
    #[validate(length(max = 120, message = "Location must be at most 120 characters long"))]
    pub location: Option<String>,
    /// Where to tell the requester: needed when not signed in (the account's address is used
    /// otherwise); when given, it must be an e-mail address.
    #[schema(format = Email, max_length = 254)]
    #[validate(
        length(max = 254, message = "Please enter a valid email address"),
        custom(function = rules::email, message = "Please enter a valid email address")
    )]
    pub email: Option<String>,
}

/// Where a request stands: waiting, answered by a university that joined, or declined.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = UniversityRequestStatus)]
pub enum UniversityRequestStatusDto {
    Open,
    Added,
    Declined,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UniversityRequest)]
pub struct UniversityRequestDto {
    pub id: Uuid,
    pub university_name: String,
    pub location: Option<String>,
    pub email: String,
    pub requester_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub status: UniversityRequestStatusDto,
    /// The university that answered it, while it exists.
    pub university_id: Option<Uuid>,
    /// When it was answered (for "tell me when it opens", when that was asked).
    pub decided_at: Option<DateTime<Utc>>,
    /// When the requester was told that the university can be joined; absent while it cannot.
    pub told_at: Option<DateTime<Utc>>,
}

impl From<UniversityRequest> for UniversityRequestDto {
    fn from(request: UniversityRequest) -> Self {
        Self {
            id: request.id,
            university_name: request.university_name,
            location: request.location,
            email: request.email,
            requester_id: request.requester_id,
            created_at: request.created_at,
            status: match request.status {
                RequestStatus::Open => UniversityRequestStatusDto::Open,
                RequestStatus::Added => UniversityRequestStatusDto::Added,
                RequestStatus::Declined => UniversityRequestStatusDto::Declined,
            },
            university_id: request.university_id,
            decided_at: request.decided_at,
            told_at: request.told_at,
        }
    }
}

impl From<AnswerRequestError> for ApiError {
    fn from(error: AnswerRequestError) -> Self {
        let status = match &error {
            AnswerRequestError::Forbidden => StatusCode::FORBIDDEN,
            AnswerRequestError::NotFound => StatusCode::NOT_FOUND,
            AnswerRequestError::NotOpen => StatusCode::CONFLICT,
            AnswerRequestError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

impl From<RequestUniversityError> for ApiError {
    fn from(error: RequestUniversityError) -> Self {
        match error {
            RequestUniversityError::Invalid(e) => e.into(),
            RequestUniversityError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            RequestUniversityError::Refused(refusal) => refusal.into(),
            RequestUniversityError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// "Request Your University": asks the admins to add one.
#[utoipa::path(
    post,
    path = "/api/v1/universities/requests",
    tag = "universities",
    operation_id = "requestUniversity",
    request_body = UniversityRequestBody,
    responses(
        (status = 201, description = "Recorded", body = Success<MessageResponse>),
        (status = 400, description = "University name is required / a valid e-mail is needed", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn request_university(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: Option<CurrentUser>,
    body: Json<UniversityRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = RequestUniversity { university_name: body.university_name, location: body.location, email: body.email };
    let client = crate::auth::client(&request, &services, None);
    services.universities.request(who.as_ref().map(CurrentUser::user), form, &client).await?;
    Ok(HttpResponse::Created()
        .json(MessageResponse::answer("Thanks! We'll let you know when your university opens on Quad.")))
}

/// "Tell me when it opens". `email` is needed when not signed in (the account's address is used
/// otherwise).
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct OpeningAlertBody {
    #[schema(format = Email, max_length = 254)]
    #[validate(
        length(max = 254, message = "Please enter a valid email address"),
        custom(function = rules::email, message = "Please enter a valid email address")
    )]
    pub email: Option<String>,
}

impl From<WaitForOpeningError> for ApiError {
    fn from(error: WaitForOpeningError) -> Self {
        match error {
            WaitForOpeningError::NotFound => ApiError::not_found(error.to_string()),
            WaitForOpeningError::Open(_) => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            WaitForOpeningError::Nobody => ApiError::new(StatusCode::UNAUTHORIZED, error.to_string()),
            WaitForOpeningError::Invalid(e) => e.into(),
            WaitForOpeningError::Refused(refusal) => refusal.into(),
            WaitForOpeningError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// "Tell me when it opens", for a university that cannot be joined yet: the person is told (by
/// notification, or e-mail without an account) once it can. Asking again changes nothing.
#[utoipa::path(
    post,
    path = "/api/v1/universities/{id}/opening-alerts",
    tag = "universities",
    operation_id = "waitForUniversityOpening",
    params(("id" = Uuid, Path, description = "The university")),
    request_body = OpeningAlertBody,
    responses(
        (status = 202, description = "They will be told when it opens", body = Success<MessageResponse>),
        (status = 400, description = "A valid e-mail is needed", body = ErrorBody),
        (status = 401, description = "Signed out and no e-mail given: nobody to tell", body = ErrorBody),
        (status = 404, description = "University not found", body = ErrorBody),
        (status = 409, description = "It can be joined already", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn wait_for_opening(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: Option<CurrentUser>,
    id: Path<Uuid>,
    body: Json<OpeningAlertBody>,
) -> Result<HttpResponse, ApiError> {
    let client = crate::auth::client(&request, &services, None);
    let requester = who.as_ref().map(CurrentUser::user);
    let university =
        services.universities.wait_for_opening(requester, id.into_inner(), body.into_inner().email, &client).await?;
    Ok(HttpResponse::Accepted()
        .json(MessageResponse::answer(format!("We'll let you know when {} opens on Quad.", university.name))))
}

/// Requests for universities Quad does not list: open ones first, then newest first (admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/university-requests",
    tag = "admin",
    operation_id = "listUniversityRequests",
    responses(
        (status = 200, description = "The requests", body = Envelope<Vec<UniversityRequestDto>>),
    )
)]
pub async fn list_requests(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let requests = services.universities.list_requests(who.user()).await?;
    Ok(Envelope::ok(requests.into_iter().map(UniversityRequestDto::from).collect::<Vec<_>>()))
}

/// Declines an open request (admins); the requester is not e-mailed. To answer one with a
/// university, add the university with `fromRequest`.
#[utoipa::path(
    post,
    path = "/api/v1/admin/university-requests/{id}/decline",
    tag = "admin",
    operation_id = "declineUniversityRequest",
    params(("id" = Uuid, Path, description = "The request's id")),
    responses(
        (status = 200, description = "Declined", body = Envelope<UniversityRequestDto>),
        (status = 404, description = "Request not found", body = ErrorBody),
        (status = 409, description = "This request was already answered", body = ErrorBody),
    )
)]
pub async fn decline_request(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let request = services.universities.decline_request(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(UniversityRequestDto::from(request)))
}
