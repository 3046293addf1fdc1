//! Universities: public browsing, management (admins; managers may add), and requests.

pub(crate) mod browse;
pub(crate) mod manage;
pub(crate) mod requests;

use actix_web::http::StatusCode;
use chrono::{DateTime, Utc};
use quad_application::universities::UniversityError;
use quad_domain::University;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::ApiError;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = InstagramLink)]
pub struct InstagramLinkDto {
    pub url: String,
    pub channel_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = University)]
pub struct UniversityDto {
    pub id: Uuid,
    pub name: String,
    /// The university's own page is `/{slug}`.
    pub slug: String,
    pub abbreviation: Option<String>,
    /// The logo as uploaded (at most 512 px), for the university's own page.
    pub logo_url: Option<String>,
    /// A small copy of the logo for cards and lists: at most 128 px for logos uploaded since
    /// thumbnails are recorded (older ones' copies are up to 400 px, or the logo itself); set
    /// exactly when `logoUrl` is.
    pub logo_thumbnail_url: Option<String>,
    pub location: Option<String>,
    pub website: Option<String>,
    pub student_count: Option<i32>,
    pub description: String,
    /// The first Instagram link's URL.
    pub instagram_url: Option<String>,
    /// With `includeInstagram=true` on lists; always on single universities.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instagram_links: Option<Vec<InstagramLinkDto>>,
    /// An address at one of these, or at a subdomain, proves a student belongs here.
    pub email_domains: Vec<String>,
    /// For a university without domains: whether students may join without a university address.
    pub join_without_university_email: bool,
    /// Whether anyone can join it (a domain, or open to everyone); one that is not says "not
    /// open yet" and offers "tell me when it opens".
    pub open: bool,
    /// Domains its manager proposed, waiting for an admin to confirm them.
    pub proposed_email_domains: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl UniversityDto {
    fn new(university: University, include_instagram: bool) -> Self {
        let open = university.is_open();
        Self {
            open,
            proposed_email_domains: university.proposed_email_domains.iter().map(|d| d.as_str().to_owned()).collect(),
            id: university.id,
            name: university.name.to_string(),
            slug: university.slug.to_string(),
            abbreviation: university.abbreviation,
            logo_url: university.logo.as_ref().map(|logo| logo.url.clone()),
            logo_thumbnail_url: university.logo.map(|logo| logo.thumbnail_url),
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
            email_domains: university.email_domains.iter().map(|d| d.as_str().to_owned()).collect(),
            join_without_university_email: university.join_without_university_email,
            created_at: university.created_at,
            updated_at: university.updated_at,
        }
    }
}

impl From<UniversityError> for ApiError {
    fn from(error: UniversityError) -> Self {
        match error {
            UniversityError::Invalid(e) => e.into(),
            UniversityError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            UniversityError::NotFound => ApiError::not_found(error.to_string()),
            UniversityError::SlugTaken | UniversityError::DomainTaken | UniversityError::InUse => {
                ApiError::new(StatusCode::CONFLICT, error.to_string())
            }
            UniversityError::Upload(e) => e.into(),
            UniversityError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}
