use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::MessageResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    closed_sets::{RoleDto, UserStatusDto},
};

/// Deletes the signed-in person's account and everything of theirs; every token they had stops
/// working.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/delete-account",
    tag = "auth",
    operation_id = "deleteAccount",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 401, description = "No valid session", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn delete_account(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    services.accounts.delete_account(who.user().id).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::Ok().json(MessageResponse::new("Account deleted successfully")))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedUser {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: String,
    pub created_at: DateTime<Utc>,
    pub is_email_verified: bool,
    pub role: RoleDto,
    pub status: UserStatusDto,
    pub last_active_at: Option<DateTime<Utc>>,
    pub profile_image: Option<String>,
}

/// Everything Quad keeps about the person (spec 3, user data export).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportData {
    pub user: ExportedUser,
    /// The roommate profile, when there is one.
    pub profiles: Vec<serde_json::Value>,
    /// Posts (arrive with the posts feature).
    pub posts: Vec<serde_json::Value>,
    /// Every image the person uploaded.
    pub uploads: Vec<serde_json::Value>,
    pub university_requests: Vec<serde_json::Value>,
    pub newsletter_subscribed: bool,
    /// Sign-in sessions: started, expires, ended.
    pub sessions: Vec<serde_json::Value>,
}

/// The signed-in person's data, for the Export Your Data button.
#[utoipa::path(
    get,
    path = "/api/v1/auth/export-data",
    tag = "auth",
    operation_id = "exportData",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The person's data", body = Envelope<ExportData>),
        (status = 401, description = "No valid session", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn export_data(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let user = who.user();
    let profile = services.profiles.mine(user.id).await.map_err(ApiError::unexpected)?;
    let records = services.accounts.personal_records(user.id).await.map_err(ApiError::unexpected)?;
    let profiles = profile
        .map(|p| {
            serde_json::json!({
                "university": {"name": p.university_name},
                "bio": p.bio,
                "major": p.major,
                "graduationYear": p.graduation_year,
                "status": p.status.as_str(),
                "rejectionReason": p.rejection_reason,
                "createdAt": p.submitted_at,
                "socialMedia": p.social_media,
                "photos": p.photos,
                "lookingForRoommate": p.looking_for_roommate,
                "roommatePreferences": p.preferences,
            })
        })
        .into_iter()
        .collect();
    Ok(Envelope::ok(ExportData {
        user: ExportedUser {
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            username: user.username.clone(),
            email: user.email.to_string(),
            created_at: user.created_at,
            is_email_verified: user.email_verified,
            role: user.role.into(),
            status: user.status.into(),
            last_active_at: user.last_active_at,
            profile_image: user.profile_image.clone(),
        },
        profiles,
        posts: Vec::new(),
        uploads: records
            .uploads
            .into_iter()
            .map(|(kind, url, at)| serde_json::json!({"kind": kind, "url": url, "createdAt": at}))
            .collect(),
        university_requests: records
            .university_requests
            .into_iter()
            .map(|(name, location, at)| serde_json::json!({"universityName": name, "location": location, "createdAt": at}))
            .collect(),
        newsletter_subscribed: records.newsletter_subscribed,
        sessions: records
            .sessions
            .into_iter()
            .map(|(start, end, ended)| serde_json::json!({"createdAt": start, "expiresAt": end, "endedAt": ended}))
            .collect(),
    }))
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
    security(("bearer" = [])),
    request_body(content = crate::routes::media::UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The new avatar's URL", body = Envelope<ProfilePictureData>),
        (status = 401, description = "No valid session", body = ErrorBody),
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
    let url = services.accounts.update_profile_picture(who.user(), bytes).await?;
    Ok(Envelope::ok(ProfilePictureData { profile_image: url }))
}
