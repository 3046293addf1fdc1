//! Roommate profiles: the student's own (`/profile/...`) and moderation (`/admin/profiles/...`).

use std::{borrow::Cow, collections::BTreeMap};

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
    PersonName,
    profile::{PreferenceValue, RoommatePreferences, SocialHandles},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema, openapi::RefOr, openapi::schema::Schema};
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    closed_sets::ProfileStatusDto,
    extract::{Json, Path, Query},
    rules,
};

/// Roommate preferences as sent: `lookingForRoommate` and one answer per catalogue key.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoommatePreferencesDto {
    #[serde(default)]
    pub looking_for_roommate: bool,
    /// Every other key is a catalogue key (see GET /catalogues) with a string or a list of strings.
    #[serde(flatten)]
    pub answers: BTreeMap<String, serde_json::Value>,
}

impl utoipa::PartialSchema for RoommatePreferencesDto {
    fn schema() -> RefOr<Schema> {
        rules::roommate_preferences().into()
    }
}

impl ToSchema for RoommatePreferencesDto {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("RoommatePreferences")
    }
}

/// The profile's social handles: each optional, a leading `@` dropped, blank meaning none. Any
/// other network answers 400.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = SocialMedia)]
pub struct SocialMediaDto {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub instagram: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub snapchat: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub twitter: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub tiktok: Option<String>,
}

impl SocialMediaDto {
    fn into_map(self) -> BTreeMap<String, String> {
        [("instagram", self.instagram), ("snapchat", self.snapchat), ("twitter", self.twitter), ("tiktok", self.tiktok)]
            .into_iter()
            .filter_map(|(network, handle)| Some((network.to_owned(), handle?)))
            .collect()
    }

    fn from_handles(handles: &SocialHandles) -> Self {
        let get = |network: &str| handles.get(network).map(str::to_owned);
        Self { instagram: get("instagram"), snapchat: get("snapchat"), twitter: get("twitter"), tiktok: get("tiktok") }
    }
}

/// The profile form (spec 7). Every field but `socialMedia` and `roommatePreferences` is
/// required: a missing one answers 400 with the rule's own message, as a wrong one does.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct SubmitProfileBody {
    /// The university's id (400 "Please select a university" when no university has it).
    #[serde(default)]
    #[schema(required, format = Uuid)]
    pub university: String,
    #[serde(default)]
    #[schema(required, schema_with = rules::major)]
    pub major: String,
    /// This year to seven years ahead.
    #[serde(default, deserialize_with = "rules::whole_number")]
    #[schema(required)]
    pub graduation_year: i32,
    #[serde(default)]
    #[schema(required, schema_with = rules::bio)]
    #[validate(length(max = 500, message = "Your bio must be at most 500 characters"))]
    pub bio: String,
    #[serde(default)]
    pub social_media: SocialMediaDto,
    #[serde(default)]
    #[schema(required, schema_with = rules::profile_images)]
    pub profile_images: Vec<String>,
    /// Left out: looking for a roommate, no answers.
    pub roommate_preferences: Option<RoommatePreferencesDto>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDto {
    pub id: Uuid,
    pub profile_status: ProfileStatusDto,
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
    pub social_media: SocialMediaDto,
    #[schema(value_type = RoommatePreferencesDto)]
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
            profile_status: profile.status.into(),
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
            social_media: SocialMediaDto::from_handles(&profile.social_media),
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
    body: Json<SubmitProfileBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let preferences = body
        .roommate_preferences
        .unwrap_or(RoommatePreferencesDto { looking_for_roommate: true, answers: BTreeMap::new() });
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
                social_media: body.social_media.into_map(),
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
    pub status: ProfileStatusDto,
    pub rejection_reason: Option<String>,
}

impl From<ReviewedProfile> for ModerationProfileDto {
    fn from(reviewed: ReviewedProfile) -> Self {
        let status = reviewed.profile.status.into();
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

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ModerationQuery {
    /// From 1 (default 1).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1)]
    #[validate(range(min = 1, message = "page must be a whole number from 1"))]
    pub page: Option<i32>,
    /// 1 to 100 (default 20).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1, maximum = 100)]
    #[validate(range(min = 1, max = 100, message = "pageSize must be a whole number from 1 to 100"))]
    pub page_size: Option<i32>,
}

/// Profiles in one review state (moderators and admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/profiles/status/{status}",
    tag = "admin",
    operation_id = "listProfilesByStatus",
    security(("bearer" = [])),
    params(("status" = ProfileStatusDto, Path, description = "The review state; any other value answers 404"), ModerationQuery),
    responses(
        (status = 200, description = "A page of profiles and the counts per status", body = ModerationList),
        (status = 400, description = "`page` or `pageSize` is not a whole number in its range", body = ErrorBody),
        (status = 403, description = "Not a moderator or admin", body = ErrorBody),
        (status = 404, description = "Unknown status", body = ErrorBody),
    )
)]
pub async fn by_status(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    status: Path<ProfileStatusDto>,
    query: Query<ModerationQuery>,
) -> Result<HttpResponse, ApiError> {
    let page = PageRequest::new(query.page.map(i64::from), query.page_size.map(i64::from), 20);
    let page = services.profiles.review_queue(who.user(), status.into_inner().into(), page).await?;
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
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let reviewed = services.profiles.approve(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct RejectBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::rejection_reason)]
    #[validate(length(max = 1000, message = "The reason must be at most 1000 characters"))]
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
    id: Path<Uuid>,
    body: Json<RejectBody>,
) -> Result<HttpResponse, ApiError> {
    let reviewed = services.profiles.reject(who.user(), id.into_inner(), &body.rejection_reason).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}
