use actix_web::{HttpResponse, web};
use quad_application::insights::landing::ShownFigures;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{ApiError, ApiServices, Envelope};

/// What the SPA needs to know about this deployment.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicConfig {
    /// The reCAPTCHA v2 site key; `null` when human verification is off.
    pub recaptcha_site_key: Option<String>,
    /// Whether "Continue with Google" is offered.
    pub google_sign_in: bool,
    /// Where people reach the team; each `null` when this deployment has not set it (the pages
    /// then leave it out).
    pub contact: ContactDetails,
    /// Quad's own accounts, for the footer; empty when none is configured.
    pub social_links: Vec<SocialLink>,
}

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactDetails {
    pub email: Option<String>,
    pub support_email: Option<String>,
    /// Where privacy requests go (data export and deletion questions).
    pub privacy_email: Option<String>,
    pub legal_email: Option<String>,
    pub safety_email: Option<String>,
    /// As people dial it, e.g. `+1 734 555 0100`.
    pub phone: Option<String>,
    pub address: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SocialLink {
    #[schema(pattern = "^(instagram|tiktok|x|facebook|linkedin|youtube)$")]
    pub network: String,
    pub url: String,
}

/// Public settings for the web app.
#[utoipa::path(
    get,
    path = "/api/v1/config",
    tag = "system",
    operation_id = "getConfig",
    responses((status = 200, description = "Public settings", body = Envelope<PublicConfig>))
)]
pub async fn public_config(services: web::Data<ApiServices>) -> HttpResponse {
    Envelope::ok(services.public_config.clone())
}

/// The landing page's figures, counted now; each `null` below the deployment's threshold
/// (`QUAD_LANDING_FIGURES_FROM`), when the page words it without a number.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LandingFiguresDto {
    pub universities: Option<i64>,
    /// Active students with a verified address at their university.
    pub verified_students: Option<i64>,
    /// Roommate profiles approved and listed.
    pub approved_profiles: Option<i64>,
}

impl From<ShownFigures> for LandingFiguresDto {
    fn from(figures: ShownFigures) -> Self {
        Self {
            universities: figures.universities,
            verified_students: figures.verified_students,
            approved_profiles: figures.approved_profiles,
        }
    }
}

/// What exists, for the landing page (anyone; cached by browsers for five minutes).
#[utoipa::path(
    get,
    path = "/api/v1/landing-figures",
    tag = "system",
    operation_id = "getLandingFigures",
    responses((status = 200, description = "The figures worth showing", body = Envelope<LandingFiguresDto>))
)]
pub async fn landing_figures(services: web::Data<ApiServices>) -> Result<HttpResponse, ApiError> {
    let figures = services.landing_figures.figures().await.map_err(ApiError::unexpected)?;
    let mut response = Envelope::ok(LandingFiguresDto::from(figures));
    response.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        actix_web::http::header::HeaderValue::from_static("public, max-age=300"),
    );
    Ok(response)
}
