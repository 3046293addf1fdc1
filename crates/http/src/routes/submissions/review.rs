//! The reviewers' side (moderators, managers and admins, each at their universities): the queue,
//! decisions, takedown tasks; admins keep the flagged words.

use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::submissions::{
    ReviewAction, ReviewError,
    ports::{OpenTakedown, Takedown},
};
use quad_domain::SubmissionStatus;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use super::{SubmissionDto, TakedownDto, UniversityRefDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    rules,
};

impl From<ReviewError> for ApiError {
    fn from(error: ReviewError) -> Self {
        let status = match &error {
            ReviewError::Invalid(_) | ReviewError::Unexpected(_) => {
                return match error {
                    ReviewError::Invalid(field) => field.into(),
                    other => ApiError::unexpected(other),
                };
            }
            ReviewError::ReasonMissing | ReviewError::ReasonTooLong => {
                return ApiError::invalid_field("reason", error.to_string());
            }
            ReviewError::Forbidden
            | ReviewError::AdminsOnly
            | ReviewError::ManagersOnly
            | ReviewError::NotYours
            | ReviewError::OwnSubmission => StatusCode::FORBIDDEN,
            ReviewError::NotFound | ReviewError::TakedownNotFound => StatusCode::NOT_FOUND,
            ReviewError::NotPending | ReviewError::Changed | ReviewError::TakedownDone => StatusCode::CONFLICT,
        };
        ApiError::new(status, error.to_string())
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReviewListQuery {
    /// The tab: `pending` (oldest first) by default; the others newest decided first.
    pub status: Option<ReviewStatusDto>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<20>,
}

/// The states a reviewer lists: a withdrawn submission is no reviewer's to see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ReviewStatus)]
pub enum ReviewStatusDto {
    Pending,
    ChangesRequested,
    Approved,
    Rejected,
}

impl From<ReviewStatusDto> for SubmissionStatus {
    fn from(status: ReviewStatusDto) -> Self {
        match status {
            ReviewStatusDto::Pending => Self::Pending,
            ReviewStatusDto::ChangesRequested => Self::ChangesRequested,
            ReviewStatusDto::Approved => Self::Approved,
            ReviewStatusDto::Rejected => Self::Rejected,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReviewCounts)]
pub struct ReviewCountsDto {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
    pub changes_requested: i64,
    pub open_takedowns: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewList {
    #[serde(flatten)]
    pub page: Paged<SubmissionDto>,
    pub counts: ReviewCountsDto,
}

/// Submissions at the caller's universities in one state, with every tab's count.
#[utoipa::path(
    get,
    path = "/api/v1/review/submissions",
    tag = "submissions",
    operation_id = "listSubmissionsForReview",
    params(ReviewListQuery, PageQuery<20>),
    responses((status = 200, description = "A page of submissions and the counts", body = ReviewList))
)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<ReviewListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let status = query.status.unwrap_or(ReviewStatusDto::Pending).into();
    let found = services.submission_review.queue(who.user(), status, query.page.request()).await?;
    let counts = found.counts;
    Ok(HttpResponse::Ok().json(ReviewList {
        page: Paged::of(found.submissions, SubmissionDto::from),
        counts: ReviewCountsDto {
            pending: counts.pending,
            approved: counts.approved,
            rejected: counts.rejected,
            changes_requested: counts.changes_requested,
            open_takedowns: counts.open_takedowns,
        },
    }))
}

/// What a reviewer decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReviewDecision {
    Approve,
    Reject,
    RequestChanges,
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct DecisionBody {
    /// The `version` the reviewer saw: a newer one answers 409.
    #[serde(deserialize_with = "rules::whole_number")]
    pub version: i32,
    pub decision: ReviewDecision,
    /// Approvals only: the caption as the reviewer edited it (the creator is told what it became).
    #[schema(schema_with = rules::caption)]
    pub caption: Option<String>,
    /// Rejections and requested changes: why, shown to the creator.
    #[schema(schema_with = rules::rejection_reason)]
    pub reason: Option<String>,
}

/// Approves (perhaps with an edited caption), rejects, or sends back a pending submission, on
/// the version the reviewer saw. Audited; the creator is notified and e-mailed.
#[utoipa::path(
    post,
    path = "/api/v1/review/submissions/{id}/decision",
    tag = "submissions",
    operation_id = "decideSubmission",
    params(("id" = Uuid, Path, description = "The submission's id")),
    request_body = DecisionBody,
    responses(
        (status = 200, description = "Decided", body = Envelope<SubmissionDto>),
        (status = 400, description = "Please provide a reason for rejection, or an edited caption outside Instagram's rules", body = ErrorBody),
        (status = 403, description = "Not a reviewer of its university, or the caller's own", body = ErrorBody),
        (status = 404, description = "Submission not found", body = ErrorBody),
        (status = 409, description = "Not pending, or changed since the version seen", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn decide(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<DecisionBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let reason = body.reason.unwrap_or_default();
    let action = match body.decision {
        ReviewDecision::Approve => ReviewAction::Approve { caption: body.caption },
        ReviewDecision::Reject => ReviewAction::Reject { reason },
        ReviewDecision::RequestChanges => ReviewAction::AskForChanges { reason },
    };
    let decided = services.submission_review.decide(who.user(), id.into_inner(), body.version, action).await?;
    Ok(Envelope::ok(SubmissionDto::from(decided)))
}

/// An open takedown task: the post's university and caption, and the submission it is for while
/// that exists (it goes with its creator's account; the task stays owed).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TakedownTaskDto {
    #[serde(flatten)]
    pub task: TakedownDto,
    pub university: UniversityRefDto,
    /// The caption the post went out (or was going out) with.
    pub caption: String,
    pub submission: Option<SubmissionDto>,
}

impl From<OpenTakedown> for TakedownTaskDto {
    fn from(open: OpenTakedown) -> Self {
        Self {
            task: open.task.into(),
            university: UniversityRefDto {
                id: open.university_id,
                name: open.university_name,
                slug: open.university_slug,
            },
            caption: open.caption,
            submission: open.submission.map(Into::into),
        }
    }
}

/// Open takedown tasks at the caller's universities, oldest first: posts on Instagram whose
/// creators withdrew consent (the Graph API cannot delete them).
#[utoipa::path(
    get,
    path = "/api/v1/review/takedowns",
    tag = "submissions",
    operation_id = "listTakedowns",
    responses((status = 200, description = "Open tasks", body = Envelope<Vec<TakedownTaskDto>>))
)]
pub async fn takedowns(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let tasks = services.submission_review.takedowns(who.user()).await?;
    let tasks: Vec<TakedownTaskDto> = tasks.into_iter().map(Into::into).collect();
    Ok(Envelope::ok(tasks))
}

/// Says the post is off Instagram; the creator sees the task done. Audited.
#[utoipa::path(
    post,
    path = "/api/v1/review/takedowns/{id}/done",
    tag = "submissions",
    operation_id = "finishTakedown",
    params(("id" = Uuid, Path, description = "The task's id")),
    responses(
        (status = 200, description = "Done", body = Envelope<TakedownDto>),
        (status = 404, description = "No such open task at the caller's universities", body = ErrorBody),
        (status = 409, description = "Done already", body = ErrorBody),
    )
)]
pub async fn finish_takedown(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let done: Takedown = services.submission_review.finish_takedown(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(TakedownDto::from(done)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlaggedWords {
    /// Lower-cased, in the order they were added.
    pub words: Vec<String>,
}

/// The words that flag a caption for closer review (never a rejection by themselves).
#[utoipa::path(
    get,
    path = "/api/v1/review/flagged-words",
    tag = "submissions",
    operation_id = "listFlaggedWords",
    responses((status = 200, description = "The words", body = Envelope<FlaggedWords>))
)]
pub async fn flagged_words(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let words = services.submission_review.flagged_words(who.user()).await?;
    Ok(Envelope::ok(FlaggedWords { words }))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct FlaggedWordBody {
    /// One word of letters, digits, `-` or `_`, at most 64 characters.
    #[schema(max_length = 64)]
    pub word: String,
}

/// Adds a flagged word (admins); adding one kept already changes nothing.
#[utoipa::path(
    post,
    path = "/api/v1/admin/flagged-words",
    tag = "admin",
    operation_id = "addFlaggedWord",
    request_body = FlaggedWordBody,
    responses(
        (status = 200, description = "The words now", body = Envelope<FlaggedWords>),
        (status = 400, description = "Not one word", body = ErrorBody),
    )
)]
pub async fn add_flagged_word(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<FlaggedWordBody>,
) -> Result<HttpResponse, ApiError> {
    let words = services.submission_review.add_flagged_word(who.user(), &body.into_inner().word).await?;
    Ok(Envelope::ok(FlaggedWords { words }))
}

/// Removes a flagged word (admins); removing one not kept changes nothing.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/flagged-words/{word}",
    tag = "admin",
    operation_id = "removeFlaggedWord",
    params(("word" = String, Path, description = "The word")),
    responses((status = 200, description = "The words now", body = Envelope<FlaggedWords>))
)]
pub async fn remove_flagged_word(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    word: Path<String>,
) -> Result<HttpResponse, ApiError> {
    let words = services.submission_review.remove_flagged_word(who.user(), &word.into_inner()).await?;
    Ok(Envelope::ok(FlaggedWords { words }))
}
