//! Anyone browses universities: a page of them, one by id, one by its page address.

use actix_web::{HttpResponse, web};
use quad_application::universities::{UniversityQuery, UniversitySort};
use quad_domain::University;
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;
use uuid::Uuid;
use validator::Validate;

use super::UniversityDto;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    closed_sets::UniversitySortDto,
    extract::{Path, Query},
    paging::{PageQuery, Paged},
};

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct UniversityListQuery {
    /// Name, abbreviation or location contains this (ignoring case).
    pub search: Option<String>,
    /// Adds `instagramLinks` to each university.
    pub include_instagram: Option<bool>,
    /// Only universities with (true) or without (false) an Instagram link.
    pub has_instagram: Option<bool>,
    /// By name (default) or newest first; any other value answers 400.
    pub sort: Option<UniversitySortDto>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<50>,
}

/// Universities, by name (or newest first), searchable and paginated.
#[utoipa::path(
    get,
    path = "/api/v1/universities",
    tag = "universities",
    operation_id = "listUniversities",
    params(UniversityListQuery, PageQuery<50>),
    responses(
        (status = 200, description = "A page of universities", body = Paged<UniversityDto>),
        (status = 400, description = "An unknown `sort`, or `page` or `pageSize` not a whole number in its range", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn list(
    services: web::Data<ApiServices>,
    query: Query<UniversityListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = services
        .universities
        .list(UniversityQuery {
            search: query.search,
            has_instagram: query.has_instagram,
            sort: query.sort.map_or(UniversitySort::Name, UniversitySort::from),
            page: query.page.request(),
        })
        .await
        .map_err(ApiError::unexpected)?;
    let include = query.include_instagram.unwrap_or(false);
    Ok(Paged::of(page, |u| UniversityDto::new(u, include)).ok())
}

fn found(university: Option<University>) -> Result<HttpResponse, ApiError> {
    let university = university.ok_or_else(|| ApiError::not_found("University not found"))?;
    Ok(Envelope::ok(UniversityDto::new(university, true)))
}

/// One university.
#[utoipa::path(
    get,
    path = "/api/v1/universities/{id}",
    tag = "universities",
    operation_id = "getUniversity",
    params(("id" = Uuid, Path, description = "The university's id")),
    responses(
        (status = 200, description = "The university", body = Envelope<UniversityDto>),
        (status = 404, description = "University not found", body = ErrorBody),
    )
)]
pub async fn get(services: web::Data<ApiServices>, id: Path<Uuid>) -> Result<HttpResponse, ApiError> {
    found(services.universities.get(id.into_inner()).await.map_err(ApiError::unexpected)?)
}

/// The university whose own page is `/{slug}`.
#[utoipa::path(
    get,
    path = "/api/v1/universities/slug/{slug}",
    tag = "universities",
    operation_id = "getUniversityBySlug",
    params(("slug" = String, Path, description = "The university's page address")),
    responses(
        (status = 200, description = "The university", body = Envelope<UniversityDto>),
        (status = 404, description = "University not found", body = ErrorBody),
    )
)]
pub async fn get_by_slug(services: web::Data<ApiServices>, slug: Path<String>) -> Result<HttpResponse, ApiError> {
    found(services.universities.get_by_slug(&slug).await.map_err(ApiError::unexpected)?)
}
