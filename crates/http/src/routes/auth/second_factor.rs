//! Two-step sign-in for staff, under `/api/v1/auth/second-factor`: its state, setting it up with
//! an authenticator app, and the code that finishes a sign-in. Another admin's reset is under
//! `/admin/users` (`admin::users`).

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::accounts::{SecondFactorError, SecondFactorStatus};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::{SessionResponse, UserDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{AwaitingCode, CurrentUser, bearer, client},
    extract::Json,
};

impl From<SecondFactorError> for ApiError {
    fn from(error: SecondFactorError) -> Self {
        let message = error.to_string();
        match error {
            SecondFactorError::NotStaff | SecondFactorError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, message),
            SecondFactorError::AlreadyOn | SecondFactorError::NotStarted | SecondFactorError::NotOn => {
                ApiError::new(StatusCode::CONFLICT, message)
            }
            SecondFactorError::WrongCode => ApiError::invalid_field("code", message),
            SecondFactorError::Expired => ApiError::new(StatusCode::UNAUTHORIZED, message),
            SecondFactorError::Own => ApiError::bad_request(message),
            SecondFactorError::NotFound => ApiError::not_found(message),
            SecondFactorError::Refused(refusal) => refusal.into(),
            SecondFactorError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Whether the person's two-step sign-in is on.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondFactorStatusDto {
    pub on: bool,
    /// Admins must have it before any admin action.
    pub required: bool,
    /// This session proved it (a code at sign-in, or setting it up).
    pub session_verified: bool,
    pub recovery_codes_left: i64,
}

impl From<SecondFactorStatus> for SecondFactorStatusDto {
    fn from(status: SecondFactorStatus) -> Self {
        Self {
            on: status.on,
            required: status.required,
            session_verified: status.session_verified,
            recovery_codes_left: status.recovery_codes_left,
        }
    }
}

/// The person's two-step sign-in (staff only).
#[utoipa::path(
    get,
    path = "/api/v1/auth/second-factor",
    tag = "auth",
    operation_id = "getSecondFactor",
    responses(
        (status = 200, description = "Its state", body = Envelope<SecondFactorStatusDto>),
        (status = 403, description = "Two-step sign-in is for staff accounts", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn status(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let status = services.second_factors.status(&who.0).await?;
    Ok(Envelope::ok(SecondFactorStatusDto::from(status)))
}

/// A secret for the person's authenticator app, as text and as an `otpauth://` address for a QR
/// code.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnrolmentDto {
    pub secret: String,
    pub uri: String,
}

/// Starts setting up two-step sign-in: a new secret, nothing on until a code confirms it.
#[utoipa::path(
    post,
    path = "/api/v1/auth/second-factor/setup",
    tag = "auth",
    operation_id = "setUpSecondFactor",
    responses(
        (status = 200, description = "A secret to add to an authenticator app", body = Envelope<EnrolmentDto>),
        (status = 403, description = "Two-step sign-in is for staff accounts", body = ErrorBody),
        (status = 409, description = "Two-step sign-in is already on", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn set_up(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let enrolment = services.second_factors.set_up(&who.0).await?;
    Ok(Envelope::ok(EnrolmentDto { secret: enrolment.secret, uri: enrolment.uri }))
}

/// A code from the authenticator app, or (finishing a sign-in only) a recovery code.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
pub struct CodeRequest {
    #[serde(default)]
    #[schema(required, max_length = 64, example = "123456")]
    #[validate(length(max = 64, message = "That code is not right. Check your authenticator app and try again."))]
    pub code: String,
}

/// The recovery codes, shown once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodesDto {
    pub recovery_codes: Vec<String>,
}

/// Turns two-step sign-in on with a first code; every other session ends. Answers ten recovery
/// codes, once.
#[utoipa::path(
    post,
    path = "/api/v1/auth/second-factor/confirm",
    tag = "auth",
    operation_id = "confirmSecondFactor",
    request_body = CodeRequest,
    responses(
        (status = 200, description = "On; the recovery codes", body = Envelope<RecoveryCodesDto>),
        (status = 400, description = "That code is not right", body = ErrorBody),
        (status = 403, description = "Two-step sign-in is for staff accounts", body = ErrorBody),
        (status = 409, description = "Already on, or not being set up", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn confirm(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: CurrentUser,
    body: Json<CodeRequest>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    let recovery_codes = services.second_factors.confirm(&who.0, &body.code, &client).await?;
    Ok(Envelope::ok(RecoveryCodesDto { recovery_codes }))
}

/// Finishes a sign-in that asked for a code (`secondFactor: "code"`), with the token it gave:
/// the token then works in full.
#[utoipa::path(
    post,
    path = "/api/v1/auth/second-factor/verify",
    tag = "auth",
    operation_id = "verifySecondFactor",
    request_body = CodeRequest,
    responses(
        (status = 200, description = "Signed in", body = Success<SessionResponse>),
        (status = 400, description = "That code is not right", body = ErrorBody),
        (status = 401, description = "The sign-in expired (ten minutes) or was not waiting for a code", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn verify(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: AwaitingCode,
    body: Json<CodeRequest>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    services.second_factors.verify(&who.0, &body.code, &client).await?;
    let token = bearer(&request).unwrap_or_default();
    Ok(HttpResponse::Ok().json(Success::new(SessionResponse {
        token,
        user: UserDto::from(&who.0.user),
        second_factor: None,
    })))
}
