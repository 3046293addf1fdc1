//! The student's own profile: submit (or edit) it, and read it back with its review status.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, web};
use quad_application::profiles::{ProfileSubmission, SubmitProfileError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::{ProfileDto, RoommateExpectationsDto, RoommatePreferencesDto, SocialMediaDto};
use crate::{ApiError, ApiServices, Envelope, ErrorBody, Success, auth::CurrentUser, extract::Json, rules};

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
    /// Left out: no expectations (any roommate is fine).
    #[serde(default)]
    pub roommate_expectations: RoommateExpectationsDto,
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
    pub message: String,
    pub data: ProfileDto,
}

/// Whether they are looking, and each category's answers as a list (left out: looking, none).
pub(super) fn answers(preferences: Option<RoommatePreferencesDto>) -> (bool, BTreeMap<String, Vec<String>>) {
    let preferences =
        preferences.unwrap_or(RoommatePreferencesDto { looking_for_roommate: true, answers: BTreeMap::new() });
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
    (preferences.looking_for_roommate, answers)
}

/// Creates or replaces the signed-in student's profile; it waits for review (again, after an edit).
#[utoipa::path(
    post,
    path = "/api/v1/profile/submit",
    tag = "profiles",
    operation_id = "submitProfile",
    request_body = SubmitProfileBody,
    responses(
        (status = 200, description = "Saved as pending review", body = Success<SubmitProfileResponse>),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn submit(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<SubmitProfileBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let (looking_for_roommate, answers) = answers(body.roommate_preferences);
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
                looking_for_roommate,
                preferences: answers,
                expectations: body.roommate_expectations.into_forms(),
            },
        )
        .await?;
    let message = if submitted.back_to_review {
        "Changes submitted for review. Until they are approved, other students keep seeing your profile as it was."
    } else {
        "Profile created successfully! It will be reviewed within 24 to 48 hours."
    };
    Ok(HttpResponse::Ok().json(Success::new(SubmitProfileResponse {
        message: message.into(),
        data: ProfileDto::new(submitted.profile, &user.first_name, &user.last_name),
    })))
}

/// Whether the student is looking for a roommate now.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct LookingState {
    pub looking_for_roommate: bool,
}

/// Says whether the signed-in student is still looking for a roommate (asked once they and a
/// connection both said "We're roommates"). At once, without review: one who is not leaves every
/// roommate list.
#[utoipa::path(
    put,
    path = "/api/v1/profile/looking",
    tag = "profiles",
    operation_id = "setLooking",
    request_body = LookingState,
    responses(
        (status = 200, description = "Changed", body = Envelope<LookingState>),
        (status = 404, description = "No profile yet", body = ErrorBody),
    )
)]
pub async fn set_looking(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<LookingState>,
) -> Result<HttpResponse, ApiError> {
    let looking = body.into_inner().looking_for_roommate;
    if !services.profiles.set_looking(who.user(), looking).await.map_err(ApiError::unexpected)? {
        return Err(ApiError::not_found("No profile yet"));
    }
    Ok(Envelope::ok(LookingState { looking_for_roommate: looking }))
}

/// The signed-in student's profile with its review status; 404 when they have none yet.
#[utoipa::path(
    get,
    path = "/api/v1/profile/me",
    tag = "profiles",
    operation_id = "getMyProfile",
    responses(
        (status = 200, description = "The profile", body = Envelope<ProfileDto>),
        (status = 404, description = "No profile yet", body = ErrorBody),
    )
)]
pub async fn mine(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let user = who.user();
    let profile = services.profiles.mine(user.id).await.map_err(ApiError::unexpected)?;
    let profile = profile.ok_or_else(|| ApiError::not_found("No profile yet"))?;
    Ok(Envelope::ok(ProfileDto::new(profile, &user.first_name, &user.last_name)))
}
