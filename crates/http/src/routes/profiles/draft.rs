//! The profile wizard's draft (`/profile/draft`): one per account, saved as the student goes, so
//! a reload or a new tab finds the step, the fields and the photos where they were left.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use quad_application::profiles::{DraftError, DraftForm, ports::ProfileDraft};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::{RoommateExpectationsDto, RoommatePreferencesDto, SocialMediaDto, expectations_json, preferences_json};
use crate::{ApiError, ApiServices, Envelope, ErrorBody, auth::CurrentUser, extract::Json, rules};

impl From<DraftError> for ApiError {
    fn from(error: DraftError) -> Self {
        match error {
            DraftError::Invalid(e) => e.into(),
            DraftError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// The wizard as it stands: every field may still be empty. A field that is given is held to
/// the profile's own rule (400 naming it), as are the photos (profile photos this person
/// uploaded).
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDraftBody {
    /// The step the student is on: 1 university, 2 photos, 3 about you, 4 preferences.
    #[serde(deserialize_with = "rules::whole_number")]
    #[schema(minimum = 1, maximum = 4)]
    pub step: i32,
    /// The chosen university's id, or null.
    #[serde(default)]
    pub university: Option<Uuid>,
    /// Blank or one of the majors.
    #[serde(default)]
    #[schema(schema_with = rules::draft_major)]
    pub major: String,
    /// This year to seven years ahead, or null.
    #[serde(default, deserialize_with = "rules::optional_whole_number")]
    #[schema(schema_with = rules::draft_graduation_year)]
    pub graduation_year: Option<i32>,
    #[serde(default)]
    #[schema(schema_with = rules::draft_bio)]
    #[validate(length(max = 500, message = "Your bio must be at most 500 characters"))]
    pub bio: String,
    #[serde(default)]
    pub social_media: SocialMediaDto,
    /// Up to 10 URLs of profile photos already uploaded.
    #[serde(default)]
    #[schema(schema_with = rules::draft_images)]
    pub profile_images: Vec<String>,
    /// Left out: looking for a roommate, no answers.
    pub roommate_preferences: Option<RoommatePreferencesDto>,
    #[serde(default)]
    pub roommate_expectations: RoommateExpectationsDto,
}

/// The draft as kept.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProfileDraft)]
pub struct ProfileDraftDto {
    pub step: u8,
    #[schema(required)]
    pub university: Option<Uuid>,
    /// Null without a university, or when it has gone since.
    #[schema(required)]
    pub university_name: Option<String>,
    #[schema(required)]
    pub major: Option<String>,
    #[schema(required)]
    pub graduation_year: Option<i32>,
    pub bio: String,
    pub social_media: SocialMediaDto,
    pub profile_images: Vec<String>,
    #[schema(value_type = RoommatePreferencesDto)]
    pub roommate_preferences: serde_json::Value,
    #[schema(value_type = RoommateExpectationsDto)]
    pub roommate_expectations: serde_json::Value,
    pub updated_at: DateTime<Utc>,
}

impl From<ProfileDraft> for ProfileDraftDto {
    fn from(draft: ProfileDraft) -> Self {
        Self {
            step: draft.step,
            university: draft.university_id,
            university_name: draft.university_name,
            major: draft.major.map(|m| m.to_string()),
            graduation_year: draft.graduation_year.map(|y| y.value()),
            bio: draft.bio,
            social_media: SocialMediaDto::from_handles(&draft.social_media),
            profile_images: draft.photos,
            roommate_preferences: preferences_json(&draft.preferences),
            roommate_expectations: expectations_json(&draft.expectations),
            updated_at: draft.updated_at,
        }
    }
}

/// The signed-in person's profile draft; 404 when they have none.
#[utoipa::path(
    get,
    path = "/api/v1/profile/draft",
    tag = "profiles",
    operation_id = "getProfileDraft",
    responses(
        (status = 200, description = "The draft", body = Envelope<ProfileDraftDto>),
        (status = 404, description = "No draft", body = ErrorBody),
    )
)]
pub async fn get(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let draft = services.profile_drafts.draft(who.user().id).await.map_err(ApiError::unexpected)?;
    let draft = draft.ok_or_else(|| ApiError::not_found("No profile draft"))?;
    Ok(Envelope::ok(ProfileDraftDto::from(draft)))
}

/// Saves the signed-in person's profile draft in place of the last one.
#[utoipa::path(
    put,
    path = "/api/v1/profile/draft",
    tag = "profiles",
    operation_id = "saveProfileDraft",
    request_body = ProfileDraftBody,
    responses(
        (status = 200, description = "Saved", body = Envelope<ProfileDraftDto>),
        (status = 400, description = "A given field breaks its rule (the message says which)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn save(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<ProfileDraftBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let (looking_for_roommate, preferences) = super::own::answers(body.roommate_preferences);
    let form = DraftForm {
        step: body.step,
        university: body.university,
        major: body.major,
        graduation_year: body.graduation_year,
        bio: body.bio,
        social_media: body.social_media.into_map(),
        photos: body.profile_images,
        looking_for_roommate,
        preferences,
        expectations: body.roommate_expectations.into_forms(),
    };
    let draft = services.profile_drafts.save(who.user(), form).await?;
    Ok(Envelope::ok(ProfileDraftDto::from(draft)))
}

/// Throws the signed-in person's profile draft away (Start over); 204 whether or not there was one.
#[utoipa::path(
    delete,
    path = "/api/v1/profile/draft",
    tag = "profiles",
    operation_id = "discardProfileDraft",
    responses((status = 204, description = "No draft any more")),
)]
#[tracing::instrument(skip_all)]
pub async fn discard(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    services.profile_drafts.discard(who.user().id).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::NoContent().finish())
}
