use actix_web::{HttpRequest, HttpResponse, web};
use quad_application::accounts::{ForgotPasswordError, ResetPasswordError};
use quad_domain::PasswordError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::{MessageResponse, SessionResponse};
use crate::{
    ApiError, ApiServices, ErrorBody, Success,
    auth::client,
    extract::{Json, Path},
    rules,
};

/// A missing or blank `email` answers 400 "Please enter your email address"; one that is not an
/// e-mail address, 400 "Please enter a valid email address".
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
pub struct ForgotPasswordBody {
    #[serde(default)]
    #[schema(required, format = Email, max_length = 254)]
    #[validate(
        length(max = 254, message = "Please enter a valid email address"),
        custom(function = rules::blank_or_email, message = "Please enter a valid email address")
    )]
    pub email: String,
}

/// E-mails a reset link if the address has an account; answers the same either way.
#[utoipa::path(
    post,
    path = "/api/v1/auth/forgot-password",
    tag = "auth",
    operation_id = "forgotPassword",
    request_body = ForgotPasswordBody,
    responses(
        (status = 200, description = "Instructions sent if the account exists", body = Success<MessageResponse>),
        (status = 400, description = "Please enter your email address", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn forgot_password(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    body: Json<ForgotPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    services.sign_in.forgot_password(&body.email, &client(&request, &services, None)).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Password reset instructions have been sent to your email")))
}

/// The new password. Missing fields answer 400 with the password rule they break.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub password: String,
    /// The same as `password` (400 "Passwords do not match" otherwise).
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub confirm_password: String,
}

impl From<ForgotPasswordError> for ApiError {
    fn from(error: ForgotPasswordError) -> Self {
        match error {
            ForgotPasswordError::Invalid(e) => e.into(),
            ForgotPasswordError::Refused(refusal) => refusal.into(),
            ForgotPasswordError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

impl From<ResetPasswordError> for ApiError {
    fn from(error: ResetPasswordError) -> Self {
        match error {
            ResetPasswordError::Invalid(e) => {
                let field = if e == PasswordError::Mismatch { "confirmPassword" } else { "password" };
                ApiError::invalid_field(field, e.to_string())
            }
            ResetPasswordError::Unknown => ApiError::bad_request(error.to_string()),
            ResetPasswordError::Used | ResetPasswordError::Expired => {
                ApiError::new(actix_web::http::StatusCode::GONE, error.to_string())
            }
            ResetPasswordError::Refused(refusal) => refusal.into(),
            ResetPasswordError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Sets a new password with the e-mailed link, ends every other session, and signs in.
#[utoipa::path(
    put,
    path = "/api/v1/auth/reset-password/{resetToken}",
    tag = "auth",
    operation_id = "resetPassword",
    params(("resetToken" = String, Path, description = "The secret from the e-mailed link: 64 hexadecimal digits")),
    request_body = ResetPasswordBody,
    responses(
        (status = 200, description = "Password changed and signed in", body = Success<SessionResponse>),
        (status = 400, description = "A password rule was broken, or the link is not valid (also a well-formed link nobody was sent)", body = ErrorBody),
        (status = 410, description = "The link was used already or has expired", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn reset_password(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    token: Path<String>,
    body: Json<ResetPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    let signed_in = services.sign_in.reset_password(&token, &body.password, &body.confirm_password, &client).await?;
    Ok(HttpResponse::Ok().json(SessionResponse::answer(signed_in)))
}
