//! The audit log as admins read it: `GET /admin/activity`.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use quad_application::audit::{ActivityError, ActivityQuery, AuditFilter, AuditRecord};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, ErrorBody,
    auth::{CurrentUser, forbidden},
    closed_sets::{AuditActionDto, RoleDto, TargetKindDto},
    extract::Query,
    paging::{PageQuery, Paged},
};

impl From<ActivityError> for ApiError {
    fn from(error: ActivityError) -> Self {
        match error {
            ActivityError::Forbidden => forbidden(),
            ActivityError::BackwardsRange => ApiError::bad_request(error.to_string()),
            ActivityError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ActivityListQuery {
    /// Only what this staff member did.
    pub actor: Option<Uuid>,
    pub action: Option<AuditActionDto>,
    pub target_kind: Option<TargetKindDto>,
    /// Only what was done to this record.
    pub target_id: Option<Uuid>,
    /// From this moment (RFC 3339), inclusive.
    pub from: Option<DateTime<Utc>>,
    /// Until this moment (RFC 3339), exclusive.
    pub to: Option<DateTime<Utc>>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<20>,
}

/// Who acted, as they were then: a deleted person's name is a pseudonym ("Deleted user 1a2b3c4d")
/// and their address `null`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ActivityActor)]
pub struct ActivityActorDto {
    pub id: Uuid,
    pub name: String,
    #[schema(required, format = Email)]
    pub email: Option<String>,
}

/// One field an action changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = FieldChange)]
pub struct FieldChangeDto {
    pub field: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ActivityEntry)]
pub struct ActivityEntryDto {
    pub id: Uuid,
    pub occurred_at: DateTime<Utc>,
    /// `null` only in entries from before the log kept its actors after their deletion.
    pub actor: Option<ActivityActorDto>,
    pub actor_role: RoleDto,
    pub action: AuditActionDto,
    pub target_kind: TargetKindDto,
    pub target_id: Option<Uuid>,
    /// What the target was called at the time (a pseudonym for a deleted person).
    pub target_label: Option<String>,
    pub changes: Vec<FieldChangeDto>,
    /// The request the action was made in (as in the server's logs).
    pub request_id: Option<String>,
}

impl From<AuditRecord> for ActivityEntryDto {
    fn from(record: AuditRecord) -> Self {
        Self {
            id: record.id,
            occurred_at: record.occurred_at,
            actor: record.actor.map(|actor| ActivityActorDto { id: actor.id, name: actor.name, email: actor.email }),
            actor_role: record.actor_role.into(),
            action: record.action.into(),
            target_kind: record.action.target_kind().into(),
            target_id: record.target_id,
            target_label: record.target_label,
            changes: record
                .changes
                .into_iter()
                .map(|change| FieldChangeDto { field: change.field, before: change.before, after: change.after })
                .collect(),
            request_id: record.request_id,
        }
    }
}

/// Staff actions, newest first (admins only).
#[utoipa::path(
    get,
    path = "/api/v1/admin/activity",
    tag = "admin",
    operation_id = "listActivity",
    params(ActivityListQuery, PageQuery<20>),
    responses(
        (status = 200, description = "A page of the audit log", body = Paged<ActivityEntryDto>),
        (status = 400, description = "An unknown action or kind, a bad id or time, `from` after `to`, or paging out of range", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn list_activity(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<ActivityListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = services
        .activity
        .list(
            who.user(),
            ActivityQuery {
                filter: AuditFilter {
                    actor_id: query.actor,
                    action: query.action.map(Into::into),
                    target_kind: query.target_kind.map(Into::into),
                    target_id: query.target_id,
                    from: query.from,
                    to: query.to,
                },
                page: query.page.request(),
            },
        )
        .await?;
    Ok(Paged::of(page, ActivityEntryDto::from).ok())
}
