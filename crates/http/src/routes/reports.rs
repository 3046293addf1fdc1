//! Reports (issue 26): students report a profile, a message or a featured post; moderators
//! review them in their queue and act.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::reports::{
    ActError, FileReportError, QueueError, ReportForm,
    ports::{ReportFilter, StoredReport},
};
use quad_domain::report::{ReportAction, ReportCategory, ReportKind, ReportStatus};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    rules,
};

impl From<FileReportError> for ApiError {
    fn from(error: FileReportError) -> Self {
        match error {
            FileReportError::Invalid(error) => error.into(),
            FileReportError::NotFound => ApiError::not_found(error.to_string()),
            FileReportError::AlreadyReported => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            FileReportError::TooMany => ApiError::new(StatusCode::TOO_MANY_REQUESTS, error.to_string()),
            FileReportError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<QueueError> for ApiError {
    fn from(error: QueueError) -> Self {
        match error {
            QueueError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            QueueError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<ActError> for ApiError {
    fn from(error: ActError) -> Self {
        let status = match error {
            ActError::Invalid(error) => return error.into(),
            ActError::Unexpected(error) => return ApiError::unexpected(error),
            ActError::NotFound => StatusCode::NOT_FOUND,
            ActError::Resolved | ActError::Busy | ActError::CannotSuspend(_) => StatusCode::CONFLICT,
            ActError::Forbidden | ActError::SuspendForbidden | ActError::NotYours | ActError::OwnContent => {
                StatusCode::FORBIDDEN
            }
        };
        ApiError::new(status, error.to_string())
    }
}

macro_rules! dto_of {
    ($dto:ident, $domain:ident, $doc:literal, [$($variant:ident),+ $(,)?]) => {
        #[doc = $doc]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
        #[serde(rename_all = "camelCase")]
        #[schema(as = $domain)]
        pub enum $dto {
            $($variant),+
        }

        impl From<$dto> for $domain {
            fn from(value: $dto) -> Self {
                match value { $($dto::$variant => Self::$variant),+ }
            }
        }

        impl From<$domain> for $dto {
            fn from(value: $domain) -> Self {
                match value { $($domain::$variant => Self::$variant),+ }
            }
        }
    };
}

dto_of!(ReportKindDto, ReportKind, "What was reported.", [Profile, Message, Post]);
dto_of!(
    ReportCategoryDto,
    ReportCategory,
    "Why it was reported.",
    [Harassment, Scam, Spam, Inappropriate, FakeProfile, Other]
);
dto_of!(
    ReportStatusDto,
    ReportStatus,
    "Where a report stands: open, or what a moderator did.",
    [Open, Dismissed, Removed, Warned, Suspended]
);

/// A student's report.
#[derive(Debug, Deserialize, Serialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ReportBody {
    pub kind: ReportKindDto,
    /// The student's user id for a profile, the message's id, or the featured post's id.
    pub target_id: Uuid,
    pub category: ReportCategoryDto,
    /// Up to 1,000 characters, optional.
    #[serde(default)]
    #[schema(schema_with = rules::report_details)]
    #[validate(length(max = 1000, message = "Keep the details to 1,000 characters or fewer"))]
    pub details: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiledReport {
    pub id: Uuid,
}

/// Reports a profile, a message the caller received, or a featured post, to the moderators.
#[utoipa::path(
    post,
    path = "/api/v1/reports",
    tag = "reports",
    operation_id = "fileReport",
    request_body = ReportBody,
    responses(
        (status = 201, description = "Filed: a moderator will review it", body = Envelope<FiledReport>),
        (status = 400, description = "The details break their rule", body = ErrorBody),
        (status = 404, description = "Nothing the caller may report", body = ErrorBody),
        (status = 409, description = "The caller's report of it is still open", body = ErrorBody),
        (status = 429, description = "10 reports today already", body = ErrorBody),
    )
)]
pub async fn file(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<ReportBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = ReportForm {
        kind: body.kind.into(),
        target_id: body.target_id,
        category: body.category.into(),
        details: body.details,
    };
    let id = services.reports.file(who.user(), form).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, FiledReport { id }))
}

/// The item as it was when first reported.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportSnapshot {
    /// `null` once the author's account is gone.
    pub author_id: Option<Uuid>,
    pub author_name: String,
    pub text: String,
    pub photos: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportUniversity {
    pub id: Uuid,
    pub name: String,
}

/// A report as moderators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Report)]
pub struct ReportDto {
    pub id: Uuid,
    pub kind: ReportKindDto,
    pub target_id: Uuid,
    pub category: ReportCategoryDto,
    pub details: String,
    /// Different students with an open report of the same item.
    pub reporters: i64,
    /// Whether the reporter was, when reporting, a verified member of the post's university (or
    /// could see the profile, or received the message). Only such reports count toward hiding.
    pub reporter_member: bool,
    /// How many earlier reports of this reporter moderators dismissed.
    pub reporter_dismissed_reports: i64,
    /// Hidden from everyone until reviewed (three people with a stake in it reported it).
    pub hidden: bool,
    pub snapshot: ReportSnapshot,
    pub university: Option<ReportUniversity>,
    pub status: ReportStatusDto,
    pub created_at: DateTime<Utc>,
    pub resolved_at: Option<DateTime<Utc>>,
    /// The moderator's name.
    pub resolved_by: Option<String>,
    pub note: Option<String>,
}

impl From<StoredReport> for ReportDto {
    fn from(report: StoredReport) -> Self {
        Self {
            id: report.id,
            kind: report.kind.into(),
            target_id: report.target_id,
            category: report.category.into(),
            details: report.details,
            reporters: report.reporters,
            reporter_member: report.reporter_member,
            reporter_dismissed_reports: report.reporter_dismissed,
            hidden: report.hidden,
            snapshot: ReportSnapshot {
                author_id: report.snapshot.author_id,
                author_name: report.snapshot.author_name,
                text: report.snapshot.text,
                photos: report.snapshot.photos,
            },
            university: report.university.map(|(id, name)| ReportUniversity { id, name }),
            status: report.status.into(),
            created_at: report.created_at,
            resolved_at: report.resolved_at,
            resolved_by: report.resolved_by,
            note: report.note,
        }
    }
}

/// The queue's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReportTab {
    Open,
    Resolved,
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportListQuery {
    /// `open` (oldest first) by default, or `resolved` (newest first).
    pub status: Option<ReportTab>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<20>,
}

/// The reports the caller reviews: their universities' when assigned, every one otherwise.
#[utoipa::path(
    get,
    path = "/api/v1/moderation/reports",
    tag = "moderation",
    operation_id = "listReports",
    params(ReportListQuery, PageQuery<20>),
    responses(
        (status = 200, description = "A page of reports", body = Paged<ReportDto>),
        (status = 400, description = "A page or size out of range", body = ErrorBody),
    )
)]
pub async fn queue(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<ReportListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let filter = match query.status.unwrap_or(ReportTab::Open) {
        ReportTab::Open => ReportFilter::Open,
        ReportTab::Resolved => ReportFilter::Resolved,
    };
    let page = services.reports.queue(who.user(), filter, query.page.request()).await?;
    Ok(Paged::of(page, ReportDto::from).ok())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReportAction)]
pub enum ReportActionDto {
    Dismiss,
    Remove,
    Warn,
    Suspend,
}

impl From<ReportActionDto> for ReportAction {
    fn from(action: ReportActionDto) -> Self {
        match action {
            ReportActionDto::Dismiss => Self::Dismiss,
            ReportActionDto::Remove => Self::Remove,
            ReportActionDto::Warn => Self::Warn,
            ReportActionDto::Suspend => Self::Suspend,
        }
    }
}

#[derive(Debug, Deserialize, Serialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ReportActionBody {
    pub action: ReportActionDto,
    /// Up to 500 characters; for a warning, the words its author receives (required).
    #[serde(default)]
    #[schema(schema_with = rules::moderator_note)]
    #[validate(length(max = 500, message = "Keep the note to 500 characters or fewer"))]
    pub note: String,
}

/// Acts on a report, and on every other open report of the same item: dismiss, remove the
/// content, warn its author, or (admins) suspend them. Audited; each reporter is told the outcome.
#[utoipa::path(
    post,
    path = "/api/v1/moderation/reports/{id}/actions",
    tag = "moderation",
    operation_id = "actOnReport",
    params(("id" = Uuid, Path, description = "The report's id")),
    request_body = ReportActionBody,
    responses(
        (status = 200, description = "Resolved", body = Envelope<ReportDto>),
        (status = 400, description = "The note breaks its rule, or a warning has none", body = ErrorBody),
        (status = 403, description = "Not the caller's to act on, or a suspension by a moderator", body = ErrorBody),
        (status = 404, description = "No such report", body = ErrorBody),
        (status = 409, description = "Resolved already, or another moderator is acting on it", body = ErrorBody),
    )
)]
pub async fn act(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<ReportActionBody>,
) -> Result<HttpResponse, ApiError> {
    let report = services.reports.act(who.user(), *id, body.action.into(), &body.note).await?;
    Ok(Envelope::ok(ReportDto::from(report)))
}
