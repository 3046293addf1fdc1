use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::health::{ComponentHealth, check_health};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{ApiError, ApiServices, Envelope, ErrorBody};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HealthData {
    /// `ok` when Quad can serve requests.
    #[schema(example = "ok")]
    pub status: String,
    /// `up` or `down`.
    #[schema(example = "up")]
    pub database: String,
}

/// Whether Quad and its database can serve requests.
#[utoipa::path(
    get,
    path = "/api/v1/health",
    tag = "system",
    operation_id = "getHealth",
    responses(
        (status = 200, description = "Quad and its database are up", body = Envelope<HealthData>),
        (status = 503, description = "The database is unreachable", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn health(services: web::Data<ApiServices>) -> Result<HttpResponse, ApiError> {
    let report = check_health(services.database.as_ref()).await;
    match report.database {
        ComponentHealth::Up => Ok(Envelope::ok(HealthData { status: "ok".into(), database: "up".into() })),
        ComponentHealth::Down => Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "The database is unavailable")),
    }
}
