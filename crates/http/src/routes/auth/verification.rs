use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::accounts::{ResendVerificationError, VerifyEmailError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::{MessageResponse, SessionResponse};
use crate::{
    ApiError, ApiServices, ErrorBody,
    auth::{AnySession, client},
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

/// Uses the e-mailed verification link and signs the person in.
#[utoipa::path(
    get,
    path = "/api/v1/auth/verify-email/{verificationToken}",
    tag = "auth",
    operation_id = "verifyEmail",
    params(("verificationToken" = String, Path, description = "The secret from the e-mailed link: 64 hexadecimal digits")),
    responses(
        (status = 200, description = "Verified and signed in", body = SessionResponse),
        (status = 400, description = "The link is not valid (also a well-formed link nobody was sent)", body = ErrorBody),
        (status = 410, description = "The link was used already or has expired", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn verify_email(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    token: Path<String>,
) -> Result<HttpResponse, ApiError> {
    let signed_in = services.accounts.verify_email(&token, &client(&request, &services, None)).await?;
    Ok(HttpResponse::Ok().json(SessionResponse::from(signed_in)))
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
    security((), ("bearer" = [])),
    request_body(content = Option<ResendVerificationBody>, description = "Only without a bearer token"),
    responses(
        (status = 200, description = "Sent (or nothing to send)", body = MessageResponse),
        (status = 400, description = "Please enter your email address / Please enter a valid email address", body = ErrorBody),
        (status = 409, description = "Already verified", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
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
            services.accounts.resend_verification_to(&authenticated.user, &client).await?;
        }
        None => {
            let email = body.0.and_then(|b| b.email).unwrap_or_default();
            services.accounts.resend_verification_to_address(&email, &client).await?;
        }
    }
    Ok(HttpResponse::Ok().json(MessageResponse::new("Verification email sent successfully")))
}
