//! Saved items: the roommate profiles (issue 24) and featured posts (issue 25) a student saved to
//! come back to.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::saved::{SavePostError, SaveProfileError, SavedFeatured, SavedMatch};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::{roommates::RoommateCardDto, submissions::featured::FeaturedPostDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Path, Query},
    paging::{PageQuery, Paged},
};

impl From<SaveProfileError> for ApiError {
    fn from(error: SaveProfileError) -> Self {
        match error {
            SaveProfileError::LimitReached => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            SaveProfileError::Roommates(error) => error.into(),
            SaveProfileError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<SavePostError> for ApiError {
    fn from(error: SavePostError) -> Self {
        match error {
            SavePostError::LimitReached => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            SavePostError::NotFound => ApiError::new(StatusCode::NOT_FOUND, error.to_string()),
            SavePostError::Unexpected(error) => ApiError::unexpected(error),
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

/// A saved featured post, as the grids show it, and when it was saved.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SavedFeaturedPost)]
pub struct SavedPostDto {
    #[serde(flatten)]
    pub post: FeaturedPostDto,
    pub saved_at: DateTime<Utc>,
}

impl From<SavedFeatured> for SavedPostDto {
    fn from(saved: SavedFeatured) -> Self {
        Self { post: FeaturedPostDto { saved: true, ..FeaturedPostDto::from(saved.item) }, saved_at: saved.saved_at }
    }
}

/// The featured posts the caller saved that are still featured, newest saved first.
#[utoipa::path(
    get,
    path = "/api/v1/saved/posts",
    tag = "submissions",
    operation_id = "listSavedPosts",
    params(PageQuery<12>),
    responses((status = 200, description = "A page of saved posts", body = Paged<SavedPostDto>))
)]
pub async fn list_posts(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<PageQuery<12>>,
) -> Result<HttpResponse, ApiError> {
    let found = services.saved.posts(who.user(), query.into_inner().request()).await.map_err(ApiError::unexpected)?;
    Ok(Paged::of(found, SavedPostDto::from).ok())
}

/// Saves a featured post (saving twice is saving once); at most 500 saved items.
#[utoipa::path(
    put,
    path = "/api/v1/saved/posts/{id}",
    tag = "submissions",
    operation_id = "savePost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Saved", body = Envelope<SavedState>),
        (status = 404, description = "No such featured post", body = ErrorBody),
        (status = 409, description = "500 items saved already", body = ErrorBody),
    )
)]
pub async fn save_post(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.saved.save_post(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(SavedState { saved: true }))
}

/// Removes a saved post (removing one not saved changes nothing).
#[utoipa::path(
    delete,
    path = "/api/v1/saved/posts/{id}",
    tag = "submissions",
    operation_id = "unsavePost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Not saved", body = Envelope<SavedState>),
        (status = 404, description = "The id is not a UUID", body = ErrorBody),
    )
)]
pub async fn unsave_post(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.saved.unsave_post(who.user(), id.into_inner()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(SavedState { saved: false }))
}
