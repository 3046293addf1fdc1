//! Every route of the API, registered in one place.

pub(crate) mod health;
pub(crate) mod newsletter;

use actix_web::{HttpResponse, web};

use crate::ApiError;

/// The `/api/v1` routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/health").get(health::health))
        .service(web::resource("/newsletter/subscriptions").post(newsletter::subscribe));
}

/// Any `/api/...` path no route claims: a 404 in the envelope, never the SPA.
pub async fn api_not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::not_found("Not found"))
}
