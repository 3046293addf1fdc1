use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::accounts::{ReauthenticateError, ports::AccountDeletionError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::MessageResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{CurrentUser, client},
    extract::MaybeJson,
};

/// The confirmation a deletion needs.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema, Validate)]
pub struct DeleteAccountBody {
    /// The account's password; an account without one (Google only) confirms by having signed
    /// in with Google in the last ten minutes instead.
    #[schema(max_length = 128)]
    #[validate(length(max = 128, message = "Your password is incorrect"))]
    pub password: Option<String>,
}

impl From<ReauthenticateError> for ApiError {
    fn from(error: ReauthenticateError) -> Self {
        match error {
            ReauthenticateError::PasswordMissing | ReauthenticateError::WrongPassword => {
                ApiError::invalid_field("password", error.to_string())
            }
            ReauthenticateError::SignInAgain => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            ReauthenticateError::Refused(refusal) => refusal.into(),
            ReauthenticateError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Deletes the signed-in person's account and everything of theirs, once they confirm it is them
/// (their password, or a Google sign-in in the last ten minutes); every token they had stops
/// working.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/delete-account",
    tag = "auth",
    operation_id = "deleteAccount",
    request_body(content = Option<DeleteAccountBody>, description = "The password (accounts that have one)"),
    responses(
        (status = 200, description = "Deleted", body = Success<MessageResponse>),
        (status = 400, description = "The password is missing or wrong", body = ErrorBody),
        (status = 403, description = "A Google-only account must sign in with Google again first", body = ErrorBody),
        (status = 409, description = "The last active admin cannot delete their account", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn delete_account(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: CurrentUser,
    body: MaybeJson<DeleteAccountBody>,
) -> Result<HttpResponse, ApiError> {
    let password = body.0.and_then(|body| body.password);
    let client = client(&request, &services, None);
    let proof = services.own_account.reauthenticate(&who.0, password.as_deref(), &client).await?;
    services.privacy.delete_account(who.user(), proof).await.map_err(|error| match error {
        AccountDeletionError::LastAdmin => ApiError::new(StatusCode::CONFLICT, error.to_string()),
        AccountDeletionError::Unexpected(e) => ApiError::unexpected(e),
    })?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Account deleted successfully")))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfilePictureData {
    pub profile_image: String,
}

/// Replaces the signed-in person's avatar (multipart field `file`, through the upload pipeline).
#[utoipa::path(
    put,
    path = "/api/v1/auth/profile-picture",
    tag = "auth",
    operation_id = "updateProfilePicture",
    request_body(content = crate::routes::media::UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The new avatar's URL", body = Envelope<ProfilePictureData>),
        (status = 413, description = "Image must be less than 5MB", body = ErrorBody),
        (status = 415, description = "Please select an image file", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn profile_picture(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    request: actix_web::HttpRequest,
    payload: actix_multipart::Multipart,
) -> Result<HttpResponse, ApiError> {
    let bytes = crate::routes::media::read_file_field(&request, payload).await?;
    let url = services.own_account.update_profile_picture(who.user(), bytes).await?;
    Ok(Envelope::ok(ProfilePictureData { profile_image: url }))
}
