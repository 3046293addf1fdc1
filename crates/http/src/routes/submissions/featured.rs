//! The featured grids (a university's page, the landing page) and likes.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::submissions::{FeaturedError, FeaturedItem};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use super::{PhotoDto, UniversityRefDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::{CurrentUser, OptionalSession},
    extract::{Path, Query},
    paging::{PageQuery, Paged},
};

impl From<FeaturedError> for ApiError {
    fn from(error: FeaturedError) -> Self {
        let status = match &error {
            FeaturedError::NotFound => StatusCode::NOT_FOUND,
            FeaturedError::NotMember(_) => StatusCode::FORBIDDEN,
            FeaturedError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

/// Instagram's own counts of a post published there, refreshed periodically.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = FeaturedInstagram)]
pub struct FeaturedInstagramDto {
    pub permalink: Option<String>,
    pub likes: Option<i64>,
    pub comments: Option<i64>,
}

/// A featured post.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = FeaturedPost)]
pub struct FeaturedPostDto {
    pub id: Uuid,
    pub university: UniversityRefDto,
    pub caption: String,
    /// `@handle` or `Ada L.`.
    pub credit: String,
    pub photos: Vec<PhotoDto>,
    pub featured_at: DateTime<Utc>,
    /// Likes on Quad by the university's students.
    pub likes: i64,
    /// The caller liked it.
    pub liked: bool,
    /// The caller saved it (always false signed out).
    pub saved: bool,
    /// Set once it is published on the university's Instagram.
    pub instagram: Option<FeaturedInstagramDto>,
}

impl From<FeaturedItem> for FeaturedPostDto {
    fn from(item: FeaturedItem) -> Self {
        let post = item.post;
        Self {
            id: post.id,
            university: UniversityRefDto {
                id: post.university_id,
                name: post.university_name,
                slug: post.university_slug,
            },
            caption: post.caption,
            credit: post.credit,
            photos: post.photos.into_iter().map(PhotoDto::from).collect(),
            featured_at: post.featured_at,
            likes: post.likes,
            liked: item.liked,
            saved: false,
            instagram: post.instagram.filter(|i| i.status == "posted").map(|i| FeaturedInstagramDto {
                permalink: i.permalink,
                likes: i.likes,
                comments: i.comments,
            }),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FeaturedQuery {
    /// One university's posts; every university's when absent (the landing page).
    pub university_id: Option<Uuid>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<12>,
}

/// Featured posts, newest first: a university's, or every university's. With a session, each
/// says whether the caller liked it.
#[utoipa::path(
    get,
    path = "/api/v1/featured",
    tag = "submissions",
    operation_id = "listFeaturedPosts",
    params(FeaturedQuery, PageQuery<12>),
    responses((status = 200, description = "A page of featured posts", body = Paged<FeaturedPostDto>))
)]
pub async fn list(
    services: web::Data<ApiServices>,
    session: OptionalSession,
    query: Query<FeaturedQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let viewer = session.0.as_ref().map(|s| &s.user);
    let page = services
        .featured
        .page(viewer, query.university_id, query.page.request())
        .await
        .map_err(ApiError::unexpected)?;
    let saved = match viewer {
        Some(viewer) => {
            let shown = page.items.iter().map(|item| item.post.id).collect();
            services.saved.saved_posts_among(viewer, shown).await.map_err(ApiError::unexpected)?
        }
        None => Vec::new(),
    };
    Ok(Paged::of(page, |item| FeaturedPostDto { saved: saved.contains(&item.post.id), ..FeaturedPostDto::from(item) })
        .ok())
}

/// The post as the caller sees it now, with whether they saved it.
async fn as_seen(services: &ApiServices, who: &CurrentUser, item: FeaturedItem) -> Result<HttpResponse, ApiError> {
    let saved = services.saved.saved_posts_among(who.user(), vec![item.post.id]).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(FeaturedPostDto { saved: !saved.is_empty(), ..FeaturedPostDto::from(item) }))
}

/// Likes a featured post of the caller's university (once; again changes nothing).
#[utoipa::path(
    put,
    path = "/api/v1/featured/{id}/like",
    tag = "submissions",
    operation_id = "likeFeaturedPost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Liked, with the count", body = Envelope<FeaturedPostDto>),
        (status = 403, description = "Not a student of the post's university", body = ErrorBody),
        (status = 404, description = "No such featured post", body = ErrorBody),
    )
)]
pub async fn like(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let item = services.featured.like(who.user(), id.into_inner()).await?;
    as_seen(&services, &who, item).await
}

/// Takes the caller's like back (none to take back changes nothing).
#[utoipa::path(
    delete,
    path = "/api/v1/featured/{id}/like",
    tag = "submissions",
    operation_id = "unlikeFeaturedPost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Not liked, with the count", body = Envelope<FeaturedPostDto>),
        (status = 404, description = "No such featured post", body = ErrorBody),
    )
)]
pub async fn unlike(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let item = services.featured.unlike(who.user(), id.into_inner()).await?;
    as_seen(&services, &who, item).await
}
