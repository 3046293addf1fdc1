use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::health::{ComponentHealth, Readiness, check_health, check_readiness};
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

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LiveData {
    /// Always `ok`: the process answers.
    #[schema(example = "ok")]
    pub status: String,
}

/// Whether this process answers at all (for a container's liveness probe); asks nothing of the
/// database, so a database outage never gets instances restarted.
#[utoipa::path(
    get,
    path = "/api/v1/health/live",
    tag = "system",
    operation_id = "getLiveness",
    responses((status = 200, description = "The process answers", body = Envelope<LiveData>))
)]
pub async fn live() -> HttpResponse {
    Envelope::ok(LiveData { status: "ok".into() })
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReadyData {
    /// `ok`: send this instance traffic.
    #[schema(example = "ok")]
    pub status: String,
    /// `up`.
    #[schema(example = "up")]
    pub database: String,
    /// `applied`: the database holds every migration this build carries.
    #[schema(example = "applied")]
    pub migrations: String,
}

/// Whether this instance should be sent traffic (for a load balancer or a readiness probe): the
/// database answers and holds every migration this build carries.
#[utoipa::path(
    get,
    path = "/api/v1/health/ready",
    tag = "system",
    operation_id = "getReadiness",
    responses(
        (status = 200, description = "Ready for traffic", body = Envelope<ReadyData>),
        (status = 503, description = "The database is unreachable or lacks migrations", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn ready(services: web::Data<ApiServices>) -> Result<HttpResponse, ApiError> {
    match check_readiness(services.database.as_ref()).await {
        Readiness::Ready => {
            Ok(Envelope::ok(ReadyData { status: "ok".into(), database: "up".into(), migrations: "applied".into() }))
        }
        Readiness::DatabaseDown => Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "The database is unavailable")),
        Readiness::MigrationsPending(pending) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("The database lacks {pending} migration(s): run `quad migrate`"),
        )),
    }
}
