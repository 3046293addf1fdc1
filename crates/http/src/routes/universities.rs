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
use validator::{Validate, ValidateUrl};

use super::{auth::dto::MessageResponse, media::read_form};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    closed_sets::UniversitySortDto,
    extract::{Json, Path, Query},
    rules,
};

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
    /// From 1 (default 1).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1)]
    #[validate(range(min = 1, message = "page must be a whole number from 1"))]
    pub page: Option<i32>,
    /// 1 to 100 (default 50).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1, maximum = 100)]
    #[validate(range(min = 1, max = 100, message = "pageSize must be a whole number from 1 to 100"))]
    pub page_size: Option<i32>,
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
    responses(
        (status = 200, description = "A page of universities", body = UniversityList),
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
            page: PageRequest::new(query.page.map(i64::from), query.page_size.map(i64::from), 50),
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

/// The add form, sent as multipart/form-data.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
#[serde(rename_all = "camelCase")]
pub struct UniversityCreateForm {
    #[schema(schema_with = rules::university_name)]
    name: String,
    #[schema(schema_with = rules::university_description)]
    description: String,
    #[schema(rename = "instagramData[url]", schema_with = rules::instagram_url)]
    instagram_url: String,
    /// At most 120 characters.
    #[schema(required = false, max_length = 120)]
    location: String,
    #[schema(required = false, schema_with = rules::website)]
    website: String,
    /// At most 20 characters.
    #[schema(required = false, max_length = 20)]
    abbreviation: String,
    #[schema(required = false, schema_with = rules::student_count)]
    student_count: String,
    #[schema(required = false, schema_with = rules::slug)]
    slug: String,
    /// The logo: JPEG, PNG, GIF or WebP, at most 5 MB.
    #[schema(value_type = String, format = Binary, content_media_type = "image/*", min_length = 1)]
    logo: Vec<u8>,
}

/// The edit form, sent as multipart/form-data: the add form's fields, the logo optional (the
/// old one stays without a new one).
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
#[serde(rename_all = "camelCase")]
pub struct UniversityUpdateForm {
    #[schema(schema_with = rules::university_name)]
    name: String,
    #[schema(schema_with = rules::university_description)]
    description: String,
    #[schema(rename = "instagramData[url]", schema_with = rules::instagram_url)]
    instagram_url: String,
    /// At most 120 characters.
    #[schema(required = false, max_length = 120)]
    location: String,
    #[schema(required = false, schema_with = rules::website)]
    website: String,
    /// At most 20 characters.
    #[schema(required = false, max_length = 20)]
    abbreviation: String,
    #[schema(required = false, schema_with = rules::student_count)]
    student_count: String,
    #[schema(required = false, schema_with = rules::slug)]
    slug: String,
    /// A new logo: JPEG, PNG, GIF or WebP, at most 5 MB; empty means none.
    #[schema(required = false, value_type = String, format = Binary, content_media_type = "image/*")]
    logo: Vec<u8>,
}

/// Each text field's longest value as sent, and the message for a longer one (the use case
/// counts after trimming; see `rules`).
const FORM_LENGTHS: [(&str, usize, &str); 7] = [
    ("name", 120, "University name must be at most 120 characters long"),
    ("description", 5000, "Description must be at most 5000 characters long"),
    ("location", 120, "Must be at most 120 characters long"),
    ("website", 300, "Must be at most 300 characters long"),
    ("abbreviation", 20, "Must be at most 20 characters long"),
    ("studentCount", 12, "Must be at most 12 characters long"),
    ("slug", 80, "The page address may contain only lowercase letters, numbers and hyphens (2 to 80 characters)"),
];

/// The form's fields, at most as long as the schema says. A website that starts like a URL must
/// be one, in ASCII (an international domain in its `xn--` form): the use case checks only the
/// start.
fn university_form(fields: &mut std::collections::HashMap<String, String>) -> Result<UniversityForm, ApiError> {
    for (field, max, message) in FORM_LENGTHS {
        if fields.get(field).is_some_and(|value| value.chars().count() > max) {
            return Err(ApiError::invalid_field(field, message));
        }
    }
    let mut take = |name: &str| fields.remove(name);
    let form = UniversityForm {
        name: take("name").unwrap_or_default(),
        description: take("description").unwrap_or_default(),
        instagram_url: take("instagramData[url]").or_else(|| take("instagramUrl")).unwrap_or_default(),
        location: take("location"),
        website: take("website"),
        abbreviation: take("abbreviation"),
        student_count: take("studentCount"),
        slug: take("slug"),
    };
    let website = form.website.as_deref().map(str::trim).unwrap_or_default();
    let url_like = website.starts_with("http://") || website.starts_with("https://");
    if url_like && !(website.is_ascii() && website.validate_url()) {
        return Err(ApiError::invalid_field("website", "Please enter a valid website address"));
    }
    Ok(form)
}

/// Adds a university (admins and managers).
#[utoipa::path(
    post,
    path = "/api/v1/universities",
    tag = "universities",
    operation_id = "createUniversity",
    security(("bearer" = [])),
    request_body(content = UniversityCreateForm, content_type = "multipart/form-data"),
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
    let university = services.universities.create(who.user(), university_form(&mut form.fields)?, form.file).await?;
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
    request_body(content = UniversityUpdateForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "University updated successfully", body = UniversityUpdated),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "University not found", body = ErrorBody),
        (status = 409, description = "The page address is taken", body = ErrorBody),
        (status = 413, description = "Image must be less than 5MB", body = ErrorBody),
        (status = 415, description = "Please select an image file", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn update(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    request: HttpRequest,
    payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    // The use case checks the role too; checking here first refuses before reading a 5 MB logo.
    if !who.user().role.is_admin() {
        return Err(UniversityError::Forbidden.into());
    }
    let mut form = read_form(&request, payload, "logo").await?;
    let university = services
        .universities
        .update(who.user(), id.into_inner(), university_form(&mut form.fields)?, form.file)
        .await?;
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
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
        (status = 404, description = "University not found", body = ErrorBody),
        (status = 409, description = "Still in use", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn delete(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.universities.delete(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new("University deleted successfully")))
}

/// "Request Your University". A missing or blank `universityName` answers 400 "University name
/// is required".
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct UniversityRequestBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::university_name)]
    #[validate(length(max = 120, message = "University name must be at most 120 characters long"))]
    pub university_name: String,
    /// Where it is; at most 120 characters.
    #[schema(max_length = 120)]
    #[validate(length(max = 120, message = "Location must be at most 120 characters long"))]
    pub location: Option<String>,
    /// Where to tell the requester: needed when not signed in (the account's address is used
    /// otherwise); when given, it must be an e-mail address.
    #[schema(format = Email, max_length = 254)]
    #[validate(
        length(max = 254, message = "Please enter a valid email address"),
        custom(function = rules::email, message = "Please enter a valid email address")
    )]
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
    security((), ("bearer" = [])),
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
    body: Json<UniversityRequestBody>,
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
        (status = 401, description = "No valid session", body = ErrorBody),
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
