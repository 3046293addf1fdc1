use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::accounts::{ResendVerificationError, Verified, VerifyEmailError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::{MessageResponse, UserDto};
use crate::{
    ApiError, ApiServices, ErrorBody, Success,
    auth::{AnySession, OptionalSession, client},
    extract::{MaybeJson, Path},
    rules,
};

impl From<VerifyEmailError> for ApiError {
    fn from(error: VerifyEmailError) -> Self {
        match error {
            VerifyEmailError::Missing | VerifyEmailError::Unknown => ApiError::bad_request(error.to_string()),
            VerifyEmailError::Used | VerifyEmailError::Expired => ApiError::new(StatusCode::GONE, error.to_string()),
            VerifyEmailError::Refused(refusal) => refusal.into(),
            VerifyEmailError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Uses the e-mailed verification link. Signs the person in (answers `token`) only when the
/// request carries the registration token of that account, i.e. the link was opened in the
/// browser that registered; elsewhere it verifies and asks the person to log in.
#[utoipa::path(
    get,
    path = "/api/v1/auth/verify-email/{verificationToken}",
    tag = "auth",
    operation_id = "verifyEmail",
    params(("verificationToken" = String, Path, description = "The secret from the e-mailed link: 64 hexadecimal digits")),
    responses(
        (status = 200, description = "Verified (and signed in when `token` is present)", body = Success<VerifiedResponse>),
        (status = 400, description = "The link is not valid (also a well-formed link nobody was sent)", body = ErrorBody),
        (status = 410, description = "The link was used already or has expired", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn verify_email(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    token: Path<String>,
    caller: OptionalSession,
) -> Result<HttpResponse, ApiError> {
    let verified =
        services.registration.verify_email(&token, &client(&request, &services, None), caller.0.as_ref()).await?;
    Ok(HttpResponse::Ok().json(Success::new(VerifiedResponse::from(verified))))
}

/// A verified address: `token` and `user` when the person was signed in, else a message asking
/// them to log in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifiedResponse {
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<UserDto>,
}

impl From<Verified> for VerifiedResponse {
    fn from(verified: Verified) -> Self {
        match verified.signed_in {
            Some(signed_in) => Self {
                message: "Your email is verified.".into(),
                user: Some(UserDto::from(&signed_in.user)),
                token: Some(signed_in.token),
            },
            None => {
                Self { message: "Your email is verified. Please log in to continue.".into(), token: None, user: None }
            }
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema, Validate)]
pub struct ResendVerificationBody {
    /// Needed only without a bearer token (400 "Please enter your email address" when missing
    /// or blank then); when given, it must be an e-mail address.
    #[schema(format = Email, max_length = 254)]
    #[validate(
        length(max = 254, message = "Please enter a valid email address"),
        custom(function = rules::blank_or_email, message = "Please enter a valid email address")
    )]
    pub email: Option<String>,
}

impl From<ResendVerificationError> for ApiError {
    fn from(error: ResendVerificationError) -> Self {
        match error {
            ResendVerificationError::Missing => ApiError::invalid_field("email", error.to_string()),
            ResendVerificationError::AlreadyVerified => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            ResendVerificationError::Refused(refusal) => refusal.into(),
            ResendVerificationError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Sends a fresh verification link: to the bearer token's person, or to `email` (answering the
/// same whether or not that address has an account).
#[utoipa::path(
    post,
    path = "/api/v1/auth/resend-verification",
    tag = "auth",
    operation_id = "resendVerification",
    request_body(content = Option<ResendVerificationBody>, description = "Only without a bearer token"),
    responses(
        (status = 200, description = "Sent (or nothing to send)", body = Success<MessageResponse>),
        (status = 400, description = "Please enter your email address / Please enter a valid email address", body = ErrorBody),
        (status = 409, description = "Already verified", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn resend_verification(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    session: Option<AnySession>,
    body: MaybeJson<ResendVerificationBody>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    match session {
        Some(AnySession(authenticated)) => {
            services.registration.resend_verification_to(&authenticated.user, &client).await?;
        }
        None => {
            let email = body.0.and_then(|b| b.email).unwrap_or_default();
            services.registration.resend_verification_to_address(&email, &client).await?;
        }
    }
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Verification email sent successfully")))
}
