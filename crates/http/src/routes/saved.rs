//! Saved items (issue 24): the roommate profiles a student saved to come back to.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::saved::{SaveError, SavedMatch};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::roommates::RoommateCardDto;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Path, Query},
    paging::{PageQuery, Paged},
};

impl From<SaveError> for ApiError {
    fn from(error: SaveError) -> Self {
        match error {
            SaveError::LimitReached => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            SaveError::Roommates(error) => error.into(),
            SaveError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

/// A saved student: the card the roommate list shows, and when it was saved.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SavedRoommate)]
pub struct SavedRoommateDto {
    #[serde(flatten)]
    pub card: RoommateCardDto,
    pub saved_at: DateTime<Utc>,
}

impl From<SavedMatch> for SavedRoommateDto {
    fn from(saved: SavedMatch) -> Self {
        Self { card: RoommateCardDto { saved: true, ..RoommateCardDto::from(saved.student) }, saved_at: saved.saved_at }
    }
}

/// The students the caller saved and may still see, newest first, with the current match (one
/// no longer visible is left out, and out of the count).
#[utoipa::path(
    get,
    path = "/api/v1/saved/profiles",
    tag = "roommates",
    operation_id = "listSavedProfiles",
    params(PageQuery<12>),
    responses(
        (status = 200, description = "A page of saved students", body = Paged<SavedRoommateDto>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
    )
)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<PageQuery<12>>,
) -> Result<HttpResponse, ApiError> {
    let found = services.saved.profiles(who.user(), query.into_inner().request()).await?;
    Ok(Paged::of(found, SavedRoommateDto::from).ok())
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedState {
    pub saved: bool,
}

/// Saves a student the caller may see (saving twice is saving once); at most 500.
#[utoipa::path(
    put,
    path = "/api/v1/saved/profiles/{id}",
    tag = "roommates",
    operation_id = "saveProfile",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 200, description = "Saved", body = Envelope<SavedState>),
        (status = 403, description = "The caller has no approved profile", body = ErrorBody),
        (status = 404, description = "No such student the caller may see", body = ErrorBody),
        (status = 409, description = "500 students saved already", body = ErrorBody),
    )
)]
pub async fn save(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.saved.save_profile(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(SavedState { saved: true }))
}

/// Removes a saved student (removing one not saved changes nothing).
#[utoipa::path(
    delete,
    path = "/api/v1/saved/profiles/{id}",
    tag = "roommates",
    operation_id = "unsaveProfile",
    params(("id" = Uuid, Path, description = "The student's user id")),
    responses(
        (status = 200, description = "Not saved", body = Envelope<SavedState>),
        (status = 404, description = "The id is not a UUID", body = ErrorBody),
    )
)]
pub async fn unsave(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.saved.unsave_profile(who.user(), id.into_inner()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(SavedState { saved: false }))
}
