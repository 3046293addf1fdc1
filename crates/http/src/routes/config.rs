use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{ApiServices, Envelope};

/// What the SPA needs to know about this deployment.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicConfig {
    /// The reCAPTCHA v2 site key; `null` when human verification is off.
    pub recaptcha_site_key: Option<String>,
    /// Whether "Continue with Google" is offered.
    pub google_sign_in: bool,
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
