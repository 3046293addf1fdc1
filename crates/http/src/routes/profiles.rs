//! Roommate profiles: the student's own (`/profile/...`) and moderation (`/admin/profiles/...`).

use std::collections::BTreeMap;

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::{
    PageRequest,
    profiles::{
        ModerationError, ProfileSubmission, SubmitProfileError,
        ports::{Profile, ReviewedProfile},
    },
};
use quad_domain::{
    PersonName, ProfileStatus,
    profile::{PreferenceValue, RoommatePreferences, SocialHandles},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{ApiError, ApiServices, Envelope, ErrorBody, auth::CurrentUser};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoommatePreferencesBody {
    #[serde(default)]
    pub looking_for_roommate: bool,
    /// Every other key is a catalogue key (see GET /catalogues) with a string or a list of strings.
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub answers: BTreeMap<String, serde_json::Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitProfileBody {
    /// The university's id.
    #[serde(default)]
    pub university: String,
    #[serde(default)]
    pub major: String,
    #[serde(default)]
    pub graduation_year: i32,
    #[serde(default)]
    pub bio: String,
    /// instagram, snapchat, twitter, tiktok, facebook -> handle (a leading @ is dropped).
    #[serde(default)]
    pub social_media: BTreeMap<String, String>,
    /// URLs from POST /upload?uploadType=profile, 1 to 10; the first is the main photo.
    #[serde(default)]
    pub profile_images: Vec<String>,
    pub roommate_preferences: Option<RoommatePreferencesBody>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDto {
    pub id: Uuid,
    /// `pending`, `approved` or `rejected`.
    pub profile_status: String,
    pub profile_rejection_reason: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub university: Uuid,
    pub university_name: String,
    pub major: String,
    pub graduation_year: i32,
    pub bio: String,
    /// The main (first) photo.
    pub profile_image: Option<String>,
    pub profile_images: Vec<String>,
    pub social_media: BTreeMap<String, String>,
    #[schema(value_type = Object)]
    pub roommate_preferences: serde_json::Value,
    pub submitted_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
}

/// `lookingForRoommate`, then each answer: a string for single-choice categories, a list for
/// multi-select ones.
fn preferences_json(preferences: &RoommatePreferences) -> serde_json::Value {
    let mut object = serde_json::Map::new();
    object.insert("lookingForRoommate".into(), preferences.looking_for_roommate.into());
    for (key, value) in preferences.answers() {
        let value = match value {
            PreferenceValue::One(one) => serde_json::Value::from(*one),
            PreferenceValue::Many(many) => serde_json::Value::from(many.clone()),
        };
        object.insert(key.to_owned(), value);
    }
    serde_json::Value::Object(object)
}

/// Network -> handle.
pub(crate) fn handles_map(handles: &SocialHandles) -> BTreeMap<String, String> {
    handles.iter().map(|(network, handle)| (network.to_owned(), handle.to_owned())).collect()
}

/// Category key -> the chosen options (one for single-choice categories).
pub(crate) fn answers_map(preferences: &RoommatePreferences) -> BTreeMap<String, Vec<String>> {
    let options = |value: &PreferenceValue| match value {
        PreferenceValue::One(one) => vec![(*one).to_owned()],
        PreferenceValue::Many(many) => many.iter().map(|o| (*o).to_owned()).collect(),
    };
    preferences.answers().map(|(key, value)| (key.to_owned(), options(value))).collect()
}

impl ProfileDto {
    fn new(profile: Profile, first_name: &PersonName, last_name: &PersonName) -> Self {
        Self {
            id: profile.id,
            profile_status: profile.status.to_string(),
            profile_rejection_reason: profile.rejection_reason.clone(),
            first_name: first_name.to_string(),
            last_name: last_name.to_string(),
            university: profile.university_id,
            university_name: profile.university_name.clone(),
            major: profile.major.to_string(),
            graduation_year: profile.graduation_year.value(),
            bio: profile.bio.to_string(),
            profile_image: profile.photos.first().cloned(),
            profile_images: profile.photos.clone(),
            social_media: handles_map(&profile.social_media),
            roommate_preferences: preferences_json(&profile.preferences),
            submitted_at: profile.submitted_at,
            decided_at: profile.decided_at,
        }
    }
}

impl From<SubmitProfileError> for ApiError {
    fn from(error: SubmitProfileError) -> Self {
        match error {
            SubmitProfileError::Invalid(e) => e.into(),
            SubmitProfileError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubmitProfileResponse {
    pub success: bool,
    pub message: String,
    pub data: ProfileDto,
}

/// Creates or replaces the signed-in student's profile; it waits for review (again, after an edit).
#[utoipa::path(
    post,
    path = "/api/v1/profile/submit",
    tag = "profiles",
    operation_id = "submitProfile",
    security(("bearer" = [])),
    request_body = SubmitProfileBody,
    responses(
        (status = 200, description = "Saved as pending review", body = SubmitProfileResponse),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
        (status = 401, description = "No valid session", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn submit(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: web::Json<SubmitProfileBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let preferences = body
        .roommate_preferences
        .unwrap_or(RoommatePreferencesBody { looking_for_roommate: true, answers: BTreeMap::new() });
    let answers = preferences
        .answers
        .into_iter()
        .map(|(key, value)| {
            let values = match value {
                serde_json::Value::Null => Vec::new(),
                serde_json::Value::String(one) => vec![one],
                serde_json::Value::Array(many) => {
                    many.into_iter().filter_map(|v| v.as_str().map(str::to_owned)).collect()
                }
                other => vec![other.to_string()],
            };
            (key, values)
        })
        .collect();
    let user = who.user();
    let submitted = services
        .profiles
        .submit(
            user,
            ProfileSubmission {
                university: body.university,
                major: body.major,
                graduation_year: body.graduation_year,
                bio: body.bio,
                social_media: body.social_media,
                profile_images: body.profile_images,
                looking_for_roommate: preferences.looking_for_roommate,
                preferences: answers,
            },
        )
        .await?;
    let message = if submitted.back_to_review {
        "Profile updated. It will be visible again once it is re-approved (usually 24 to 48 hours)."
    } else {
        "Profile created successfully! It will be reviewed within 24 to 48 hours."
    };
    Ok(HttpResponse::Ok().json(SubmitProfileResponse {
        success: true,
        message: message.into(),
        data: ProfileDto::new(submitted.profile, &user.first_name, &user.last_name),
    }))
}

/// The signed-in student's profile with its review status; 404 when they have none yet.
#[utoipa::path(
    get,
    path = "/api/v1/profile/me",
    tag = "profiles",
    operation_id = "getMyProfile",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The profile", body = Envelope<ProfileDto>),
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 404, description = "No profile yet", body = ErrorBody),
    )
)]
pub async fn mine(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let user = who.user();
    let profile = services.profiles.mine(user.id).await.map_err(ApiError::unexpected)?;
    let profile = profile.ok_or_else(|| ApiError::not_found("No profile yet"))?;
    Ok(Envelope::ok(ProfileDto::new(profile, &user.first_name, &user.last_name)))
}

impl From<ModerationError> for ApiError {
    fn from(error: ModerationError) -> Self {
        let status = match &error {
            ModerationError::Forbidden => StatusCode::FORBIDDEN,
            ModerationError::ReasonMissing | ModerationError::ReasonTooLong => {
                return ApiError::invalid_field("rejectionReason", error.to_string());
            }
            ModerationError::NotFound => StatusCode::NOT_FOUND,
            ModerationError::NotPending => StatusCode::CONFLICT,
            ModerationError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedUserDto {
    pub username: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationProfileDto {
    #[serde(flatten)]
    pub profile: ProfileDto,
    pub user: ReviewedUserDto,
    pub status: String,
    pub rejection_reason: Option<String>,
}

impl From<ReviewedProfile> for ModerationProfileDto {
    fn from(reviewed: ReviewedProfile) -> Self {
        let status = reviewed.profile.status.to_string();
        let rejection_reason = reviewed.profile.rejection_reason.clone();
        Self {
            profile: ProfileDto::new(reviewed.profile, &reviewed.first_name, &reviewed.last_name),
            user: ReviewedUserDto { username: reviewed.username.to_string() },
            status,
            rejection_reason,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusCountsDto {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationList {
    pub success: bool,
    pub data: Vec<ModerationProfileDto>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
    /// For the tabs.
    pub counts: StatusCountsDto,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ModerationQuery {
    pub page: Option<i64>,
    pub page_size: Option<i64>,
}

/// Profiles in one review state (moderators and admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/profiles/status/{status}",
    tag = "admin",
    operation_id = "listProfilesByStatus",
    security(("bearer" = [])),
    params(("status" = String, Path, description = "pending, approved or rejected"), ModerationQuery),
    responses(
        (status = 200, description = "A page of profiles and the counts per status", body = ModerationList),
        (status = 403, description = "Not a moderator or admin", body = ErrorBody),
        (status = 404, description = "Unknown status", body = ErrorBody),
    )
)]
pub async fn by_status(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    status: web::Path<String>,
    query: web::Query<ModerationQuery>,
) -> Result<HttpResponse, ApiError> {
    let status: ProfileStatus = status.parse().map_err(|_| ApiError::not_found("Not found"))?;
    let page =
        services.profiles.review_queue(who.user(), status, PageRequest::new(query.page, query.page_size, 20)).await?;
    Ok(HttpResponse::Ok().json(ModerationList {
        success: true,
        data: page.profiles.items.into_iter().map(Into::into).collect(),
        total: page.profiles.total,
        page: page.profiles.page,
        page_size: page.profiles.page_size,
        counts: StatusCountsDto {
            pending: page.counts.pending,
            approved: page.counts.approved,
            rejected: page.counts.rejected,
        },
    }))
}

/// Approves a pending profile (moderators and admins); 409 when it is not pending.
#[utoipa::path(
    post,
    path = "/api/v1/admin/profiles/{id}/approve",
    tag = "admin",
    operation_id = "approveProfile",
    security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The profile's id")),
    responses(
        (status = 200, description = "Approved", body = Envelope<ModerationProfileDto>),
        (status = 403, description = "Not a moderator or admin", body = ErrorBody),
        (status = 404, description = "Profile not found", body = ErrorBody),
        (status = 409, description = "Only pending profiles can be approved or rejected", body = ErrorBody),
    )
)]
pub async fn approve(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let reviewed = services.profiles.approve(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RejectBody {
    #[serde(default)]
    pub rejection_reason: String,
}

/// Rejects a pending profile with a reason the student will see (moderators and admins).
#[utoipa::path(
    post,
    path = "/api/v1/admin/profiles/{id}/reject",
    tag = "admin",
    operation_id = "rejectProfile",
    security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The profile's id")),
    request_body = RejectBody,
    responses(
        (status = 200, description = "Rejected", body = Envelope<ModerationProfileDto>),
        (status = 400, description = "Please provide a reason for rejection", body = ErrorBody),
        (status = 403, description = "Not a moderator or admin", body = ErrorBody),
        (status = 404, description = "Profile not found", body = ErrorBody),
        (status = 409, description = "Only pending profiles can be approved or rejected", body = ErrorBody),
    )
)]
pub async fn reject(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: web::Path<Uuid>,
    body: web::Json<RejectBody>,
) -> Result<HttpResponse, ApiError> {
    let reviewed = services.profiles.reject(who.user(), id.into_inner(), &body.rejection_reason).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}
