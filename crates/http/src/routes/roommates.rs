//! Finding a roommate: the viewer's university's listed students, ranked by match.

use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::roommates::{MatchReason, RoommateMatch, RoommatesError, ports::RoommateFilters};
use quad_domain::compatibility::{Effect, Side};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use super::profiles::{SocialMediaDto, preferences_json};
use crate::ApiServices;
use crate::{
    ApiError, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Path, Query},
    paging::{PageQuery, Paged},
    rules,
};

impl From<RoommatesError> for ApiError {
    fn from(error: RoommatesError) -> Self {
        match error {
            RoommatesError::NotApproved | RoommatesError::NotVerified(_) => {
                ApiError::new(StatusCode::FORBIDDEN, error.to_string())
            }
            RoommatesError::NotFound => ApiError::not_found(error.to_string()),
            RoommatesError::Invalid(e) => e.into(),
            RoommatesError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RoommateQuery {
    /// Only students graduating this year.
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    pub graduation_year: Option<i32>,
    /// Only students looking at this housing (GET /catalogues' `housing` options).
    #[param(schema_with = rules::housing)]
    pub housing: Option<String>,
    /// Only students of this gender (GET /catalogues' `gender` options).
    #[param(schema_with = rules::gender)]
    pub gender: Option<String>,
    /// Only students of this major.
    #[param(schema_with = rules::major)]
    pub major: Option<String>,
    /// Only matches of at least this percentage (0 to 100, default 0). Above 0 it also leaves
    /// out students with too little to compare (`match` null).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 0, maximum = 100)]
    #[validate(range(min = 0, max = 100, message = "minMatch must be a whole number from 0 to 100"))]
    pub min_match: Option<i32>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<12>,
}

/// A blank filter is no filter.
fn given(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// A student on the list: what a card shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RoommateCard)]
pub struct RoommateCardDto {
    /// The student's user id (GET /roommates/{id}).
    pub id: Uuid,
    pub first_name: String,
    /// Only the initial of the last name is shown to other students.
    pub last_initial: String,
    /// The main photo.
    pub photo: Option<String>,
    pub major: String,
    pub graduation_year: i32,
    pub housing: Option<String>,
    /// 0 to 100; null when there is too little to compare yet (neither student's expectations
    /// of the other weigh enough).
    #[serde(rename = "match")]
    #[schema(required)]
    pub match_percent: Option<u8>,
    /// Why, most telling first: every expectation that counts, met or not, then what they share.
    pub reasons: Vec<MatchReasonDto>,
    /// The viewer saved them (PUT/DELETE /saved/profiles/{id}).
    pub saved: bool,
    /// Connected with the viewer (every photo and handle shows on their profile).
    pub connected: bool,
    /// Shown as before connecting (their privacy setting): one photo, no handles or answers.
    pub limited: bool,
}

/// Whose expectation a reason is about.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReasonSide {
    /// The viewer's.
    You,
    /// The other student's.
    Them,
    /// Something they share (interests, major, hometown).
    Both,
}

/// Which way a reason moves the match.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReasonEffect {
    Raises,
    Lowers,
}

/// One reason for a match.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MatchReason)]
pub struct MatchReasonDto {
    /// In plain words, e.g. "Aiden is looking for someone who is an early bird; you're a night owl".
    pub text: String,
    pub side: ReasonSide,
    pub effect: ReasonEffect,
}

impl From<MatchReason> for MatchReasonDto {
    fn from(reason: MatchReason) -> Self {
        let side = match reason.side {
            Some(Side::Yours) => ReasonSide::You,
            Some(Side::Theirs) => ReasonSide::Them,
            None => ReasonSide::Both,
        };
        let effect = match reason.effect {
            Effect::Raises => ReasonEffect::Raises,
            Effect::Lowers => ReasonEffect::Lowers,
        };
        Self { text: reason.text, side, effect }
    }
}

fn reasons(found: Vec<MatchReason>) -> Vec<MatchReasonDto> {
    found.into_iter().map(MatchReasonDto::from).collect()
}

fn last_initial(found: &RoommateMatch) -> String {
    found.profile.last_name.to_string().chars().next().map(|c| format!("{c}.")).unwrap_or_default()
}

impl From<RoommateMatch> for RoommateCardDto {
    fn from(found: RoommateMatch) -> Self {
        let profile = &found.profile;
        Self {
            id: profile.user_id,
            first_name: profile.first_name.to_string(),
            last_initial: last_initial(&found),
            photo: profile.photos.first().cloned(),
            major: profile.major.to_string(),
            graduation_year: profile.graduation_year.value(),
            housing: profile.preferences.get("housing").and_then(|v| v.values().first()).map(|v| (*v).to_owned()),
            match_percent: found.percent,
            connected: found.connected,
            limited: found.limited,
            reasons: reasons(found.reasons),
            saved: false,
        }
    }
}

/// A student's approved profile as another student sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RoommateProfile)]
pub struct RoommateProfileDto {
    pub id: Uuid,
    pub first_name: String,
    pub last_initial: String,
    pub university_name: String,
    pub major: String,
    pub graduation_year: i32,
    pub bio: String,
    pub photos: Vec<String>,
    pub social_media: SocialMediaDto,
    #[schema(value_type = super::profiles::RoommatePreferencesDto)]
    pub roommate_preferences: serde_json::Value,
    /// As on the list: null when there is too little to compare yet.
    #[serde(rename = "match")]
    #[schema(required)]
    pub match_percent: Option<u8>,
    pub reasons: Vec<MatchReasonDto>,
    /// The viewer saved them.
    pub saved: bool,
    /// Connected with the viewer.
    pub connected: bool,
    /// Shown as before connecting: one photo, no handles, no answers.
    pub limited: bool,
    /// The viewer marked them "Interested" (private until it is mutual).
    pub interested: bool,
}

/// Students of the viewer's university looking for a roommate, best match first, those with too
/// little to compare last. Only for a
/// student whose profile was approved; never pending, rejected, suspended or deleted students,
/// other universities' students, or the viewer; a dealbreaker on either side leaves a student out.
#[utoipa::path(
    get,
    path = "/api/v1/roommates",
    tag = "roommates",
    operation_id = "listRoommates",
    params(RoommateQuery, PageQuery<12>),
    responses(
        (status = 200, description = "A page of matches", body = Paged<RoommateCardDto>),
        (status = 400, description = "A filter is not one of its options, or a number is out of range", body = ErrorBody),
        (status = 403, description = "The viewer has no approved profile", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<RoommateQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let filters = RoommateFilters {
        graduation_year: query.graduation_year,
        housing: given(query.housing),
        gender: given(query.gender),
        major: given(query.major),
    };
    let min_match = query.min_match.unwrap_or(0).clamp(0, 100) as u8;
    let page = query.page.request();
    let found = services.roommates.search(who.user(), filters, min_match, page).await?;
    let shown = found.items.iter().map(|m| m.profile.user_id).collect();
    let saved = services.saved.saved_among(who.user(), shown).await.map_err(ApiError::unexpected)?;
    Ok(Paged::of(found, |m| RoommateCardDto { saved: saved.contains(&m.profile.user_id), ..RoommateCardDto::from(m) })
        .ok())
}

/// One student the viewer may see (as on the list), with the match and every reason.
#[utoipa::path(
    get,
    path = "/api/v1/roommates/{id}",
    tag = "roommates",
    operation_id = "getRoommate",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 200, description = "The student's approved profile", body = Envelope<RoommateProfileDto>),
        (status = 403, description = "The viewer has no approved profile", body = ErrorBody),
        (status = 404, description = "No such student the viewer may see (or the id is not a UUID)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn get(services: web::Data<ApiServices>, who: CurrentUser, id: Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let found = services.roommates.view(who.user(), id.into_inner()).await?;
    let saved = services.saved.saved_among(who.user(), vec![found.profile.user_id]).await;
    let saved = !saved.map_err(ApiError::unexpected)?.is_empty();
    let interested = services.connections.interests_among(who.user(), vec![found.profile.user_id]).await;
    let interested = !interested.map_err(ApiError::unexpected)?.is_empty();
    let initial = last_initial(&found);
    let RoommateMatch { profile, percent, reasons: reasons_found, connected, limited } = found;
    Ok(Envelope::ok(RoommateProfileDto {
        id: profile.user_id,
        first_name: profile.first_name.to_string(),
        last_initial: initial,
        university_name: profile.university_name,
        major: profile.major.to_string(),
        graduation_year: profile.graduation_year.value(),
        bio: profile.bio.to_string(),
        photos: profile.photos,
        social_media: SocialMediaDto::from_handles(&profile.social_media),
        roommate_preferences: preferences_json(&profile.preferences),
        match_percent: percent,
        reasons: reasons(reasons_found),
        saved,
        connected,
        limited,
        interested,
    }))
}
