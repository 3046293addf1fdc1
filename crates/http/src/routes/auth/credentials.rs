//! Settings: the person's sessions (list, sign one or all others out), their password and their
//! e-mail address.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::accounts::{
    ChangePasswordError, ConfirmEmailChangeError, EndSessionError, PasswordChange, RequestEmailChangeError,
    ports::SignInMethod,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::dto::MessageResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{CurrentUser, client},
    extract::{Json, Path},
    rules,
};

/// How a session was opened.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = SignInMethod)]
pub enum SignInMethodDto {
    Password,
    Google,
    EmailLink,
    Registration,
}

impl From<SignInMethod> for SignInMethodDto {
    fn from(method: SignInMethod) -> Self {
        match method {
            SignInMethod::Password => SignInMethodDto::Password,
            SignInMethod::Google => SignInMethodDto::Google,
            SignInMethod::EmailLink => SignInMethodDto::EmailLink,
            SignInMethod::Registration => SignInMethodDto::Registration,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Session)]
pub struct SessionDto {
    pub id: Uuid,
    /// The browser's User-Agent when the session began.
    pub device: Option<String>,
    pub method: SignInMethodDto,
    pub started_at: DateTime<Utc>,
    /// Updated at most once a minute.
    pub last_used_at: Option<DateTime<Utc>>,
    pub expires_at: DateTime<Utc>,
    /// The session making this request.
    pub current: bool,
}

/// The signed-in person's live sessions, most recently used first.
#[utoipa::path(
    get,
    path = "/api/v1/auth/sessions",
    tag = "auth",
    operation_id = "listSessions",
    responses(
        (status = 200, description = "Live sessions", body = Envelope<Vec<SessionDto>>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn list(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let sessions = services.own_account.sessions(&who.0).await.map_err(ApiError::unexpected)?;
    let current = sessions.current;
    let dtos: Vec<SessionDto> = sessions
        .sessions
        .into_iter()
        .map(|s| SessionDto {
            id: s.id,
            device: s.device,
            method: s.method.into(),
            started_at: s.started_at,
            last_used_at: s.last_used_at,
            expires_at: s.expires_at,
            current: s.id == current,
        })
        .collect();
    Ok(Envelope::ok(dtos))
}

/// Signs one of the person's own sessions out (another device, or this one).
#[utoipa::path(
    delete,
    path = "/api/v1/auth/sessions/{id}",
    tag = "auth",
    operation_id = "endSession",
    params(("id" = Uuid, Path, description = "The session's id")),
    responses(
        (status = 200, description = "Signed out", body = Success<MessageResponse>),
        (status = 404, description = "No live session of yours has this id", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn end(services: web::Data<ApiServices>, who: CurrentUser, id: Path<Uuid>) -> Result<HttpResponse, ApiError> {
    match services.own_account.end_own_session(&who.0, id.into_inner()).await {
        Ok(()) => Ok(HttpResponse::Ok().json(MessageResponse::answer("Signed out of that session"))),
        Err(EndSessionError::NotFound) => Err(ApiError::not_found("Session not found")),
        Err(EndSessionError::Unexpected(e)) => Err(ApiError::unexpected(e)),
    }
}

/// Signs every other session of the person out.
#[utoipa::path(
    post,
    path = "/api/v1/auth/sessions/sign-out-others",
    tag = "auth",
    operation_id = "endOtherSessions",
    responses(
        (status = 200, description = "Signed out elsewhere", body = Success<MessageResponse>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn end_others(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let ended = services.own_account.end_other_sessions(&who.0).await.map_err(ApiError::unexpected)?;
    let message = match ended {
        1 => "Signed out of 1 other session".to_owned(),
        n => format!("Signed out of {n} other sessions"),
    };
    Ok(HttpResponse::Ok().json(MessageResponse::answer(message)))
}

/// A new password from Settings.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordRequest {
    /// Required when the account has a password; an account without one (Google only) sets its
    /// first password without it.
    #[schema(max_length = 128)]
    #[validate(length(max = 128, message = "Your current password is incorrect"))]
    pub current_password: Option<String>,
    /// 8 to 128 characters with an uppercase letter, a lowercase letter and a digit, not one of
    /// the most common passwords.
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub new_password: String,
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub confirm_password: String,
}

impl From<ChangePasswordError> for ApiError {
    fn from(error: ChangePasswordError) -> Self {
        match error {
            ChangePasswordError::Invalid(e) => e.into(),
            ChangePasswordError::Refused(refusal) => refusal.into(),
            ChangePasswordError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Changes (or, for a Google-only account, sets) the password; every other session ends and the
/// person is told by e-mail.
#[utoipa::path(
    put,
    path = "/api/v1/auth/password",
    tag = "auth",
    operation_id = "changePassword",
    request_body = ChangePasswordRequest,
    responses(
        (status = 200, description = "Changed", body = Success<MessageResponse>),
        (status = 400, description = "A rule was broken or the current password is wrong (the message says which)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn change_password(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: CurrentUser,
    body: Json<ChangePasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let change = PasswordChange {
        current_password: body.current_password,
        new_password: body.new_password,
        confirm_password: body.confirm_password,
    };
    services.own_account.change_password(&who.0, change, &client(&request, &services, None)).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Password updated")))
}

/// A change of e-mail address asked for in Settings.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ChangeEmailRequest {
    #[serde(default)]
    #[schema(required, format = Email, max_length = 254)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub new_email: String,
    /// The account's password; an account without one (Google only) confirms by having signed
    /// in with Google in the last ten minutes instead.
    #[schema(max_length = 128)]
    #[validate(length(max = 128, message = "Your password is incorrect"))]
    pub password: Option<String>,
}

impl From<RequestEmailChangeError> for ApiError {
    fn from(error: RequestEmailChangeError) -> Self {
        match error {
            RequestEmailChangeError::Invalid(e) => e.into(),
            RequestEmailChangeError::NotConfirmed(e) => e.into(),
            RequestEmailChangeError::EmailTaken => ApiError::new(StatusCode::CONFLICT, "Email already in use"),
            RequestEmailChangeError::Refused(refusal) => refusal.into(),
            RequestEmailChangeError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Asks to move the account to a new e-mail address: mails a link to the new address (the
/// change happens when it is opened) and a notice to the current one.
#[utoipa::path(
    post,
    path = "/api/v1/auth/email",
    tag = "auth",
    operation_id = "requestEmailChange",
    request_body = ChangeEmailRequest,
    responses(
        (status = 200, description = "Link sent to the new address", body = Success<MessageResponse>),
        (status = 400, description = "The address is malformed or unchanged, or the password is missing or wrong", body = ErrorBody),
        (status = 403, description = "A Google-only account must sign in with Google again first", body = ErrorBody),
        (status = 409, description = "Email already in use", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn request_email_change(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: CurrentUser,
    body: Json<ChangeEmailRequest>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    let new =
        services.own_account.request_email_change(&who.0, &body.new_email, body.password.as_deref(), &client).await?;
    let message = format!("We sent a confirmation link to {new}. Your address changes when you open it.");
    Ok(HttpResponse::Ok().json(MessageResponse::answer(message)))
}

impl From<ConfirmEmailChangeError> for ApiError {
    fn from(error: ConfirmEmailChangeError) -> Self {
        match error {
            ConfirmEmailChangeError::Unknown => ApiError::bad_request(error.to_string()),
            ConfirmEmailChangeError::Used | ConfirmEmailChangeError::Expired => {
                ApiError::new(StatusCode::GONE, error.to_string())
            }
            ConfirmEmailChangeError::EmailTaken => ApiError::new(StatusCode::CONFLICT, "Email already in use"),
            ConfirmEmailChangeError::Refused(refusal) => refusal.into(),
            ConfirmEmailChangeError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Uses the link sent to the new address once and moves the account there.
#[utoipa::path(
    get,
    path = "/api/v1/auth/confirm-email/{token}",
    tag = "auth",
    operation_id = "confirmEmailChange",
    params(("token" = String, Path, description = "The secret from the e-mailed link")),
    responses(
        (status = 200, description = "The account's address changed", body = Success<MessageResponse>),
        (status = 400, description = "The link is not valid", body = ErrorBody),
        (status = 409, description = "Someone else took the address meanwhile", body = ErrorBody),
        (status = 410, description = "The link was used already or has expired", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn confirm_email_change(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    token: Path<String>,
) -> Result<HttpResponse, ApiError> {
    let new = services.own_account.confirm_email_change(&token, &client(&request, &services, None)).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer(format!("Your email address is now {new}."))))
}
