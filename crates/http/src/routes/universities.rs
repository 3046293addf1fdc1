//! Universities: public browsing, management (admins; managers may add), and requests.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::{
    PageRequest,
    universities::{
        RequestUniversity, RequestUniversityError, UniversityError, UniversityForm, UniversityQuery, UniversitySort,
    },
};
use quad_domain::University;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::{auth::dto::MessageResponse, media::read_form};
use crate::{ApiError, ApiServices, Envelope, ErrorBody, auth::CurrentUser};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstagramLinkDto {
    pub url: String,
    pub channel_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UniversityDto {
    pub id: Uuid,
    pub name: String,
    /// The university's own page is `/{slug}`.
    pub slug: String,
    pub abbreviation: Option<String>,
    pub logo_url: Option<String>,
    pub location: Option<String>,
    pub website: Option<String>,
    pub student_count: Option<i32>,
    pub description: String,
    /// The first Instagram link's URL.
    pub instagram_url: Option<String>,
    /// With `includeInstagram=true` on lists; always on single universities.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instagram_links: Option<Vec<InstagramLinkDto>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl UniversityDto {
    fn new(university: University, include_instagram: bool) -> Self {
        Self {
            id: university.id,
            name: university.name.to_string(),
            slug: university.slug.to_string(),
            abbreviation: university.abbreviation,
            logo_url: university.logo_url,
            location: university.location,
            website: university.website.map(|w| w.as_str().to_owned()),
            student_count: university.student_count.map(|n| n.value()),
            description: university.description.as_str().to_owned(),
            instagram_url: university.instagram_links.first().map(|l| l.url.clone()),
            instagram_links: include_instagram.then(|| {
                university
                    .instagram_links
                    .into_iter()
                    .map(|l| InstagramLinkDto { url: l.url, channel_name: l.channel_name })
                    .collect()
            }),
            created_at: university.created_at,
            updated_at: university.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UniversityList {
    pub success: bool,
    pub data: Vec<UniversityDto>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct UniversityListQuery {
    /// Name, abbreviation or location contains this (ignoring case).
    pub search: Option<String>,
    /// Adds `instagramLinks` to each university.
    pub include_instagram: Option<bool>,
    /// Only universities with (true) or without (false) an Instagram link.
    pub has_instagram: Option<bool>,
    /// `name` (default) or `newest`.
    pub sort: Option<String>,
    pub page: Option<i64>,
    /// 1 to 100 (default 50).
    pub page_size: Option<i64>,
}

impl From<UniversityError> for ApiError {
    fn from(error: UniversityError) -> Self {
        match error {
            UniversityError::Invalid(e) => e.into(),
            UniversityError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            UniversityError::NotFound => ApiError::not_found(error.to_string()),
            UniversityError::SlugTaken | UniversityError::InUse => {
                ApiError::new(StatusCode::CONFLICT, error.to_string())
            }
            UniversityError::Upload(e) => e.into(),
            UniversityError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Universities, by name (or newest first), searchable and paginated.
#[utoipa::path(
    get,
    path = "/api/v1/universities",
    tag = "universities",
    operation_id = "listUniversities",
    params(UniversityListQuery),
    responses((status = 200, description = "A page of universities", body = UniversityList))
)]
#[tracing::instrument(skip_all)]
pub async fn list(
    services: web::Data<ApiServices>,
    query: web::Query<UniversityListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let sort = match query.sort.as_deref() {
        None | Some("name") => UniversitySort::Name,
        Some("newest") => UniversitySort::Newest,
        Some(_) => return Err(ApiError::invalid_field("sort", "sort must be name or newest")),
    };
    let page = services
        .universities
        .list(UniversityQuery {
            search: query.search,
            has_instagram: query.has_instagram,
            sort,
            page: PageRequest::new(query.page, query.page_size, 50),
        })
        .await
        .map_err(ApiError::unexpected)?;
    let include = query.include_instagram.unwrap_or(false);
    Ok(HttpResponse::Ok().json(UniversityList {
        success: true,
        data: page.items.into_iter().map(|u| UniversityDto::new(u, include)).collect(),
        total: page.total,
        page: page.page,
        page_size: page.page_size,
    }))
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
pub async fn get(services: web::Data<ApiServices>, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
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
pub async fn get_by_slug(services: web::Data<ApiServices>, slug: web::Path<String>) -> Result<HttpResponse, ApiError> {
    found(services.universities.get_by_slug(&slug).await.map_err(ApiError::unexpected)?)
}

/// The add/edit form, sent as multipart/form-data.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
#[schema(as = UniversityFormData)]
#[serde(rename_all = "camelCase")]
pub struct UniversityFormSchema {
    name: String,
    description: String,
    /// An Instagram URL or handle; `umich`, `@umich` and `https://www.instagram.com/umich` are alike.
    #[schema(rename = "instagramData[url]")]
    instagram_url: String,
    location: Option<String>,
    website: Option<String>,
    abbreviation: Option<String>,
    student_count: Option<String>,
    /// Admins only: the page address.
    slug: Option<String>,
    /// Required when adding; optional when editing (the old logo stays).
    #[schema(value_type = Option<String>, format = Binary)]
    logo: Option<Vec<u8>>,
}

fn university_form(fields: &mut std::collections::HashMap<String, String>) -> UniversityForm {
    let mut take = |name: &str| fields.remove(name);
    UniversityForm {
        name: take("name").unwrap_or_default(),
        description: take("description").unwrap_or_default(),
        instagram_url: take("instagramData[url]").or_else(|| take("instagramUrl")).unwrap_or_default(),
        location: take("location"),
        website: take("website"),
        abbreviation: take("abbreviation"),
        student_count: take("studentCount"),
        slug: take("slug"),
    }
}

/// Adds a university (admins and managers).
#[utoipa::path(
    post,
    path = "/api/v1/universities",
    tag = "universities",
    operation_id = "createUniversity",
    security(("bearer" = [])),
    request_body(content = UniversityFormSchema, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Added", body = Envelope<UniversityDto>),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 403, description = "Not an admin or manager", body = ErrorBody),
        (status = 409, description = "The page address is taken", body = ErrorBody),
        (status = 413, description = "Image must be less than 5MB", body = ErrorBody),
        (status = 415, description = "Please select an image file", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn create(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    request: HttpRequest,
    payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    // The use case checks the role too; checking here first refuses before reading a 5 MB logo.
    if !who.user().role.can_create_universities() {
        return Err(UniversityError::Forbidden.into());
    }
    let mut form = read_form(&request, payload, "logo").await?;
    let university = services.universities.create(who.user(), university_form(&mut form.fields), form.file).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, UniversityDto::new(university, true)))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UniversityUpdated {
    pub success: bool,
    pub message: String,
    pub data: UniversityDto,
}

/// Edits a university (admins). Without a new logo the old one stays.
#[utoipa::path(
    put,
    path = "/api/v1/universities/{id}",
    tag = "universities",
    operation_id = "updateUniversity",
    security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The university's id")),
    request_body(content = UniversityFormSchema, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "University updated successfully", body = UniversityUpdated),
        (status = 400, description = "A rule was broken", body = ErrorBody),
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "University not found", body = ErrorBody),
        (status = 409, description = "The page address is taken", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn update(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: web::Path<Uuid>,
    request: HttpRequest,
    payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    // The use case checks the role too; checking here first refuses before reading a 5 MB logo.
    if !who.user().role.is_admin() {
        return Err(UniversityError::Forbidden.into());
    }
    let mut form = read_form(&request, payload, "logo").await?;
    let university =
        services.universities.update(who.user(), id.into_inner(), university_form(&mut form.fields), form.file).await?;
    Ok(HttpResponse::Ok().json(UniversityUpdated {
        success: true,
        message: "University updated successfully".into(),
        data: UniversityDto::new(university, true),
    }))
}

/// Deletes a university and its logo (admins); refused while profiles or posts refer to it.
#[utoipa::path(
    delete,
    path = "/api/v1/universities/{id}",
    tag = "universities",
    operation_id = "deleteUniversity",
    security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The university's id")),
    responses(
        (status = 200, description = "University deleted successfully", body = MessageResponse),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "University not found", body = ErrorBody),
        (status = 409, description = "Still in use", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn delete(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.universities.delete(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new("University deleted successfully")))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UniversityRequestBody {
    #[serde(default)]
    pub university_name: String,
    pub location: Option<String>,
    /// Needed when not signed in.
    pub email: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UniversityRequestDto {
    pub id: Uuid,
    pub university_name: String,
    pub location: Option<String>,
    pub email: String,
    pub requester_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
}

impl From<RequestUniversityError> for ApiError {
    fn from(error: RequestUniversityError) -> Self {
        match error {
            RequestUniversityError::Invalid(e) => e.into(),
            RequestUniversityError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            RequestUniversityError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// "Request Your University": asks the admins to add one.
#[utoipa::path(
    post,
    path = "/api/v1/universities/requests",
    tag = "universities",
    operation_id = "requestUniversity",
    request_body = UniversityRequestBody,
    responses(
        (status = 201, description = "Recorded", body = MessageResponse),
        (status = 400, description = "University name is required / a valid e-mail is needed", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn request_university(
    services: web::Data<ApiServices>,
    who: Option<CurrentUser>,
    body: web::Json<UniversityRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = RequestUniversity { university_name: body.university_name, location: body.location, email: body.email };
    services.universities.request(who.as_ref().map(CurrentUser::user), form).await?;
    Ok(HttpResponse::Created()
        .json(MessageResponse::new("Thanks! We'll let you know when your university joins Quad.")))
}

/// Requests for universities Quad does not list, newest first (admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/university-requests",
    tag = "admin",
    operation_id = "listUniversityRequests",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The requests", body = Envelope<Vec<UniversityRequestDto>>),
        (status = 403, description = "Not an admin", body = ErrorBody),
    )
)]
pub async fn list_requests(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let requests = services.universities.list_requests(who.user()).await?;
    Ok(Envelope::ok(
        requests
            .into_iter()
            .map(|r| UniversityRequestDto {
                id: r.id,
                university_name: r.university_name,
                location: r.location,
                email: r.email,
                requester_id: r.requester_id,
                created_at: r.created_at,
            })
            .collect::<Vec<_>>(),
    ))
}
