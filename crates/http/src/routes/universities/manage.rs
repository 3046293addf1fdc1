//! Admins add, edit and delete universities; managers may add.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::universities::UniversityForm;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;
use validator::ValidateUrl;

use super::UniversityDto;
use crate::routes::{auth::dto::MessageResponse, media::read_form};
use crate::{ApiError, ApiServices, Envelope, ErrorBody, Success, auth::CurrentUser, extract::Path, rules};

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
    /// The id of the request it is added from (empty: none): that request, and every other open
    /// one for the same name, is answered and its requester e-mailed (requests for the new
    /// university's name are answered without it too).
    #[schema(
        required = false,
        pattern = "^$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    )]
    from_request: String,
    /// The university's e-mail domains, such as `umich.edu`, separated by commas, spaces or new
    /// lines; at most 10. An address at one of them, or at a subdomain, proves a student belongs
    /// here. A domain belongs to one university; public suffixes (`edu`) and webmail
    /// (`gmail.com`) are refused. From a manager they are a proposal, kept until an admin
    /// confirms them (the university is not open until then).
    #[schema(required = false, max_length = 2600)]
    email_domains: String,
    /// Admins only: for a university without e-mail domains, whether students may join without
    /// a university address (their profiles are then marked unverified). Off by default.
    #[schema(required = false, pattern = "^(true|false)$")]
    join_without_university_email: String,
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
    /// The university's e-mail domains, such as `umich.edu`, separated by commas, spaces or new
    /// lines; at most 10. An address at one of them, or at a subdomain, proves a student belongs
    /// here. A domain belongs to one university; public suffixes (`edu`) and webmail
    /// (`gmail.com`) are refused. Setting them answers a manager's proposal.
    #[schema(required = false, max_length = 2600)]
    email_domains: String,
    /// Admins only: for a university without e-mail domains, whether students may join without
    /// a university address (their profiles are then marked unverified). Off by default. Either left out of an edit: unchanged.
    #[schema(required = false, pattern = "^(true|false)$")]
    join_without_university_email: String,
    /// A new logo: JPEG, PNG, GIF or WebP, at most 5 MB; empty means none.
    #[schema(required = false, value_type = String, format = Binary, content_media_type = "image/*")]
    logo: Vec<u8>,
}

/// The form's text fields (`instagramUrl` is an older name of `instagramData[url]`).
const FORM_FIELDS: [&str; 12] = [
    "name",
    "description",
    "instagramData[url]",
    "instagramUrl",
    "location",
    "website",
    "abbreviation",
    "studentCount",
    "slug",
    "fromRequest",
    "emailDomains",
    "joinWithoutUniversityEmail",
];

/// Each text field's longest value as sent, and the message for a longer one (the use case
/// counts after trimming; see `rules`).
const FORM_LENGTHS: [(&str, usize, &str); 8] = [
    ("name", 120, "University name must be at most 120 characters long"),
    ("description", 5000, "Description must be at most 5000 characters long"),
    ("location", 120, "Must be at most 120 characters long"),
    ("website", 300, "Must be at most 300 characters long"),
    ("abbreviation", 20, "Must be at most 20 characters long"),
    ("studentCount", 12, "Must be at most 12 characters long"),
    ("slug", 80, "The page address may contain only lowercase letters, numbers and hyphens (2 to 80 characters)"),
    ("emailDomains", 2600, "Must be at most 2600 characters long"),
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
    // Empty is "none", as for the form's other optional fields; anything else is a request's id,
    // hyphenated, as the schema's pattern says.
    let from_request = match fields.remove("fromRequest").filter(|id| !id.is_empty()) {
        Some(id) => Some(
            Some(id.as_str())
                .filter(|id| id.len() == 36)
                .and_then(|id| Uuid::parse_str(id).ok())
                .ok_or_else(|| ApiError::invalid_field("fromRequest", "Please choose a request from the list"))?,
        ),
        None => None,
    };
    let join_without_university_email = match fields.remove("joinWithoutUniversityEmail").as_deref() {
        None => None,
        Some("true") => Some(true),
        Some("false") => Some(false),
        Some(_) => return Err(ApiError::invalid_field("joinWithoutUniversityEmail", "Must be true or false")),
    };
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
        email_domains: take("emailDomains"),
        join_without_university_email,
        from_request,
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
    request_body(content = UniversityCreateForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Added", body = Envelope<UniversityDto>),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
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
    let mut form = read_form(&request, payload, "logo", &FORM_FIELDS).await?;
    let university = services.universities.create(who.user(), university_form(&mut form.fields)?, form.file).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, UniversityDto::new(university, true)))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UniversityUpdated {
    pub message: String,
    pub data: UniversityDto,
}

/// Edits a university (admins). Without a new logo the old one stays.
#[utoipa::path(
    put,
    path = "/api/v1/universities/{id}",
    tag = "universities",
    operation_id = "updateUniversity",
    params(("id" = Uuid, Path, description = "The university's id")),
    request_body(content = UniversityUpdateForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "University updated successfully", body = Success<UniversityUpdated>),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
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
    let mut form = read_form(&request, payload, "logo", &FORM_FIELDS).await?;
    let university = services
        .universities
        .update(who.user(), id.into_inner(), university_form(&mut form.fields)?, form.file)
        .await?;
    Ok(HttpResponse::Ok().json(Success::new(UniversityUpdated {
        message: "University updated successfully".into(),
        data: UniversityDto::new(university, true),
    })))
}

/// Deletes a university and its logo (admins); refused while profiles or posts refer to it.
#[utoipa::path(
    delete,
    path = "/api/v1/universities/{id}",
    tag = "universities",
    operation_id = "deleteUniversity",
    params(("id" = Uuid, Path, description = "The university's id")),
    responses(
        (status = 200, description = "University deleted successfully", body = Success<MessageResponse>),
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
    Ok(HttpResponse::Ok().json(MessageResponse::answer("University deleted successfully")))
}
