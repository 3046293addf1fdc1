//! `/api/v1/settings/research-sharing`: the opt-out from sharing with university partners for
//! research that the privacy policy offers, recorded with its time and exported.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::{ApiError, ApiServices, Envelope, auth::CurrentUser, extract::Json};

/// Whether the person opted out of sharing with university partners for research, and when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResearchSharing {
    pub opted_out: bool,
    pub opted_out_at: Option<DateTime<Utc>>,
}

impl From<Option<DateTime<Utc>>> for ResearchSharing {
    fn from(at: Option<DateTime<Utc>>) -> Self {
        Self { opted_out: at.is_some(), opted_out_at: at }
    }
}

/// The choice to make.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ResearchSharingChoice {
    pub opted_out: bool,
}

/// The caller's choice about sharing with university partners for research.
#[utoipa::path(
    get,
    path = "/api/v1/settings/research-sharing",
    tag = "auth",
    operation_id = "getResearchSharing",
    responses((status = 200, description = "The choice", body = Envelope<ResearchSharing>))
)]
#[tracing::instrument(skip_all)]
pub async fn research_sharing(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let at = services.privacy.research_sharing_opted_out_at(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(ResearchSharing::from(at)))
}

/// Opts out of (or back into) sharing with university partners for research; opting out again
/// keeps the time of the first opt-out.
#[utoipa::path(
    put,
    path = "/api/v1/settings/research-sharing",
    tag = "auth",
    operation_id = "setResearchSharing",
    request_body = ResearchSharingChoice,
    responses((status = 200, description = "The choice, recorded", body = Envelope<ResearchSharing>))
)]
#[tracing::instrument(skip_all)]
pub async fn set_research_sharing(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<ResearchSharingChoice>,
) -> Result<HttpResponse, ApiError> {
    let opted_out = body.into_inner().opted_out;
    let at =
        services.privacy.set_research_sharing_opt_out(who.user(), opted_out).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(ResearchSharing::from(at)))
}
