//! Moderators and admins review profiles: the queue by status, approve, reject, take down.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::profiles::{ModerationError, TakeDownError, ports::ReviewedProfile};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::ProfileDto;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    closed_sets::ProfileStatusDto,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    rules,
};

impl From<ModerationError> for ApiError {
    fn from(error: ModerationError) -> Self {
        let status = match &error {
            ModerationError::Forbidden | ModerationError::NotYours | ModerationError::OwnProfile => {
                StatusCode::FORBIDDEN
            }
            ModerationError::ReasonMissing | ModerationError::ReasonTooLong => {
                return ApiError::invalid_field("rejectionReason", error.to_string());
            }
            ModerationError::NotFound => StatusCode::NOT_FOUND,
            ModerationError::NotPending | ModerationError::Changed => StatusCode::CONFLICT,
            ModerationError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

impl From<TakeDownError> for ApiError {
    fn from(error: TakeDownError) -> Self {
        let status = match &error {
            TakeDownError::Forbidden | TakeDownError::NotYours | TakeDownError::OwnProfile => StatusCode::FORBIDDEN,
            TakeDownError::ReasonMissing | TakeDownError::ReasonTooLong => {
                return ApiError::invalid_field("reason", error.to_string());
            }
            TakeDownError::NotFound => StatusCode::NOT_FOUND,
            TakeDownError::NotPublished => StatusCode::CONFLICT,
            TakeDownError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReviewedUser)]
pub struct ReviewedUserDto {
    pub username: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ModerationProfile)]
pub struct ModerationProfileDto {
    #[serde(flatten)]
    pub profile: ProfileDto,
    pub user: ReviewedUserDto,
    /// The domain of the student's sign-in address (`umich.edu`).
    pub sign_in_domain: String,
    /// Whether a verified address of the student (sign-in or university e-mail) is at the
    /// profile's university. False for a university joined without one, and for profiles
    /// approved before universities had domains: moderators see them flagged.
    pub membership_verified: bool,
    pub status: ProfileStatusDto,
    pub rejection_reason: Option<String>,
}

impl From<ReviewedProfile> for ModerationProfileDto {
    fn from(reviewed: ReviewedProfile) -> Self {
        let status = reviewed.profile.status.into();
        let rejection_reason = reviewed.profile.rejection_reason.clone();
        Self {
            profile: ProfileDto::new(reviewed.profile, &reviewed.first_name, &reviewed.last_name),
            user: ReviewedUserDto { username: reviewed.username.to_string() },
            sign_in_domain: reviewed.email.domain().to_owned(),
            membership_verified: reviewed.membership_verified,
            status,
            rejection_reason,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[schema(as = StatusCounts)]
pub struct StatusCountsDto {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
}

// A page of the queue, and the counts per status.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationList {
    #[serde(flatten)]
    pub page: Paged<ModerationProfileDto>,
    /// For the tabs.
    pub counts: StatusCountsDto,
}

/// Profiles in one review state (moderators and admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/profiles/status/{status}",
    tag = "admin",
    operation_id = "listProfilesByStatus",
    params(("status" = ProfileStatusDto, Path, description = "The review state; any other value answers 404"), PageQuery<20>),
    responses(
        (status = 200, description = "A page of profiles and the counts per status", body = ModerationList),
        (status = 400, description = "`page` or `pageSize` is not a whole number in its range", body = ErrorBody),
        (status = 404, description = "Unknown status", body = ErrorBody),
    )
)]
pub async fn by_status(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    status: Path<ProfileStatusDto>,
    query: Query<PageQuery<20>>,
) -> Result<HttpResponse, ApiError> {
    let page = services.profiles.review_queue(who.user(), status.into_inner().into(), query.request()).await?;
    Ok(HttpResponse::Ok().json(ModerationList {
        page: Paged::of(page.profiles, ModerationProfileDto::from),
        counts: StatusCountsDto {
            pending: page.counts.pending,
            approved: page.counts.approved,
            rejected: page.counts.rejected,
        },
    }))
}

/// Which version of the profile the moderator reviewed.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ApproveBody {
    /// The `submittedAt` of the version on the moderator's screen: if the student resubmitted
    /// since, the answer is 409 and nothing changes. Required (spec 7 approves with an empty body;
    /// Quad departs from it so that nobody decides on a version they did not see).
    #[serde(default)]
    #[schema(required)]
    pub submitted_at: Option<DateTime<Utc>>,
}

/// The version reviewed, which a decision must name.
fn reviewed_version(submitted_at: Option<DateTime<Utc>>) -> Result<DateTime<Utc>, ApiError> {
    submitted_at.ok_or_else(|| {
        ApiError::invalid_field(
            "submittedAt",
            "Say which version you reviewed: send the submittedAt the moderation list showed".to_owned(),
        )
    })
}

/// Approves a pending profile (moderators and admins), publishing it to other students; 409 when
/// it is not pending, or was resubmitted after the version the moderator reviewed.
#[utoipa::path(
    post,
    path = "/api/v1/admin/profiles/{id}/approve",
    tag = "admin",
    operation_id = "approveProfile",
    params(("id" = Uuid, Path, description = "The profile's id")),
    request_body(content = ApproveBody, description = "The version reviewed"),
    responses(
        (status = 200, description = "Approved", body = Envelope<ModerationProfileDto>),
        (status = 400, description = "No submittedAt, or the body is not a valid JSON object", body = ErrorBody),
        (status = 403, description = "Not a moderator or admin, or the caller's own profile", body = ErrorBody),
        (status = 404, description = "Profile not found", body = ErrorBody),
        (status = 409, description = "Not pending, or changed since the version reviewed", body = ErrorBody),
    )
)]
pub async fn approve(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<ApproveBody>,
) -> Result<HttpResponse, ApiError> {
    let seen = reviewed_version(body.into_inner().submitted_at)?;
    let reviewed = services.profiles.approve(who.user(), id.into_inner(), seen).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct RejectBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::rejection_reason)]
    #[validate(length(max = 1000, message = "The reason must be at most 1000 characters"))]
    pub rejection_reason: String,
    /// The `submittedAt` of the version reviewed (required; see the approve call).
    #[serde(default)]
    #[schema(required)]
    pub submitted_at: Option<DateTime<Utc>>,
}

/// Rejects a pending profile with a reason the student will see (moderators and admins).
#[utoipa::path(
    post,
    path = "/api/v1/admin/profiles/{id}/reject",
    tag = "admin",
    operation_id = "rejectProfile",
    params(("id" = Uuid, Path, description = "The profile's id")),
    request_body = RejectBody,
    responses(
        (status = 200, description = "Rejected", body = Envelope<ModerationProfileDto>),
        (status = 400, description = "Please provide a reason for rejection, or no submittedAt", body = ErrorBody),
        (status = 403, description = "Not a moderator or admin, or the caller's own profile", body = ErrorBody),
        (status = 404, description = "Profile not found", body = ErrorBody),
        (status = 409, description = "Not pending, or changed since the version reviewed", body = ErrorBody),
    )
)]
pub async fn reject(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<RejectBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let seen = reviewed_version(body.submitted_at)?;
    let reviewed = services.profiles.reject(who.user(), id.into_inner(), &body.rejection_reason, seen).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct TakeDownBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::take_down_reason)]
    #[validate(length(max = 1000, message = "The reason must be at most 1000 characters"))]
    pub reason: String,
}

/// Takes a published profile down (moderators and admins): other students stop seeing it at
/// once; it becomes rejected with the reason (an edit already waiting for review stays pending),
/// and the student is told by e-mail.
#[utoipa::path(
    post,
    path = "/api/v1/admin/profiles/{id}/take-down",
    tag = "admin",
    operation_id = "takeDownProfile",
    params(("id" = Uuid, Path, description = "The profile's id")),
    request_body = TakeDownBody,
    responses(
        (status = 200, description = "Taken down", body = Envelope<ModerationProfileDto>),
        (status = 400, description = "Please say why the profile is taken down", body = ErrorBody),
        (status = 403, description = "Not a moderator or admin, or the caller's own profile", body = ErrorBody),
        (status = 404, description = "Profile not found", body = ErrorBody),
        (status = 409, description = "Other students do not see this profile", body = ErrorBody),
    )
)]
pub async fn take_down(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<TakeDownBody>,
) -> Result<HttpResponse, ApiError> {
    let reviewed = services.profiles.take_down(who.user(), id.into_inner(), &body.into_inner().reason).await?;
    Ok(Envelope::ok(ModerationProfileDto::from(reviewed)))
}
