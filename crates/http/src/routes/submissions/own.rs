//! The creator's side: submit, revise, withdraw, their list, and the form's draft.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::submissions::{
    DraftForm, SubmissionForm, SubmitError, WithdrawError,
    ports::{SubmissionDraft, Withdrawal},
};
use quad_domain::submission::Consent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::{CreditKindDto, PhotoDto, SubmissionDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    rules,
};

impl From<SubmitError> for ApiError {
    fn from(error: SubmitError) -> Self {
        let status = match &error {
            SubmitError::Invalid(_) | SubmitError::Unexpected(_) => {
                return match error {
                    SubmitError::Invalid(field) => field.into(),
                    other => ApiError::unexpected(other),
                };
            }
            SubmitError::NotMember(_) => StatusCode::FORBIDDEN,
            SubmitError::TooManyPending | SubmitError::TooManyToday => StatusCode::TOO_MANY_REQUESTS,
            SubmitError::NotFound => StatusCode::NOT_FOUND,
            SubmitError::NotRevisable | SubmitError::Changed => StatusCode::CONFLICT,
        };
        ApiError::new(status, error.to_string())
    }
}

impl From<WithdrawError> for ApiError {
    fn from(error: WithdrawError) -> Self {
        let status = match &error {
            WithdrawError::NotFound => StatusCode::NOT_FOUND,
            WithdrawError::AlreadyWithdrawn => StatusCode::CONFLICT,
            WithdrawError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

/// What the creator agrees to. Each is stored with the time it was given.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionConsent)]
pub struct ConsentDto {
    /// "Feature it on my university's page on Quad" (required).
    #[serde(default)]
    pub quad: bool,
    /// "Post it on my university's Instagram" (optional).
    #[serde(default)]
    pub instagram: bool,
    /// "Everyone identifiable in these photos agreed to be featured" (required).
    #[serde(default)]
    pub people_agreed: bool,
}

/// A submission as the creator sends it.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct SubmissionBody {
    pub university_id: Uuid,
    #[serde(default)]
    #[schema(required, schema_with = rules::caption)]
    pub caption: String,
    pub credit: CreditKindDto,
    /// The URLs of photos uploaded with `uploadType=submission`, 1 to 10, in order.
    #[schema(min_items = 1, max_items = 10)]
    pub photos: Vec<String>,
    pub consent: ConsentDto,
}

impl SubmissionBody {
    fn form(self) -> SubmissionForm {
        SubmissionForm {
            university: self.university_id,
            caption: self.caption,
            credit: self.credit.into(),
            photos: self.photos,
            consent: Consent {
                quad: self.consent.quad,
                instagram: self.consent.instagram,
                people_agreed: self.consent.people_agreed,
            },
        }
    }
}

/// Sends photos to be featured on the university's page (and, with consent, its Instagram),
/// for review. For verified students of that university; at most 5 waiting for review and 10 a
/// day. The form's draft is discarded.
#[utoipa::path(
    post,
    path = "/api/v1/submissions",
    tag = "submissions",
    operation_id = "createSubmission",
    request_body = SubmissionBody,
    responses(
        (status = 201, description = "Waiting for review", body = Envelope<SubmissionDto>),
        (status = 400, description = "A field breaks its rule (the message names it)", body = ErrorBody),
        (status = 403, description = "Not a verified student of the university (the message says how to become one)", body = ErrorBody),
        (status = 429, description = "5 waiting for review, or 10 sent today", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn create(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<SubmissionBody>,
) -> Result<HttpResponse, ApiError> {
    let submission = services.submissions.submit(who.user(), body.into_inner().form()).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, SubmissionDto::from(submission)))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct RevisionBody {
    /// The `version` of the submission the creator changed: a newer one answers 409.
    #[serde(deserialize_with = "rules::whole_number")]
    pub version: i32,
    #[serde(flatten)]
    #[validate(nested)]
    pub submission: SubmissionBody,
}

/// Changes a submission waiting for review or sent back for changes; it waits for review again.
#[utoipa::path(
    put,
    path = "/api/v1/submissions/{id}",
    tag = "submissions",
    operation_id = "reviseSubmission",
    params(("id" = Uuid, Path, description = "The submission's id")),
    request_body = RevisionBody,
    responses(
        (status = 200, description = "Waiting for review again", body = Envelope<SubmissionDto>),
        (status = 400, description = "A field breaks its rule (the message names it)", body = ErrorBody),
        (status = 403, description = "No longer a verified student of the university", body = ErrorBody),
        (status = 404, description = "Not one of the caller's submissions", body = ErrorBody),
        (status = 409, description = "Decided or withdrawn, or changed since that version", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn revise(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<RevisionBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let revised =
        services.submissions.revise(who.user(), id.into_inner(), body.version, body.submission.form()).await?;
    Ok(Envelope::ok(SubmissionDto::from(revised)))
}

/// What withdrawing did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalDto {
    pub submission: SubmissionDto,
    /// Its queued Instagram post was cancelled.
    pub cancelled_post: bool,
    /// It is (or may be) on Instagram: the university's managers have a takedown task.
    pub takedown_opened: bool,
}

impl From<Withdrawal> for WithdrawalDto {
    fn from(w: Withdrawal) -> Self {
        Self { submission: w.submission.into(), cancelled_post: w.cancelled_post, takedown_opened: w.takedown_opened }
    }
}

/// Withdraws consent: off Quad at once, a queued Instagram post cancelled, and a takedown task
/// for the managers when it is already on Instagram.
#[utoipa::path(
    post,
    path = "/api/v1/submissions/{id}/withdraw",
    tag = "submissions",
    operation_id = "withdrawSubmission",
    params(("id" = Uuid, Path, description = "The submission's id")),
    responses(
        (status = 200, description = "Withdrawn", body = Envelope<WithdrawalDto>),
        (status = 404, description = "Not one of the caller's submissions", body = ErrorBody),
        (status = 409, description = "Withdrawn already", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn withdraw(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let withdrawal = services.submissions.withdraw(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(WithdrawalDto::from(withdrawal)))
}

/// The caller's submissions, newest first, each with where it stands.
#[utoipa::path(
    get,
    path = "/api/v1/submissions/mine",
    tag = "submissions",
    operation_id = "listMySubmissions",
    params(PageQuery<10>),
    responses((status = 200, description = "A page of submissions", body = Paged<SubmissionDto>))
)]
pub async fn mine(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<PageQuery<10>>,
) -> Result<HttpResponse, ApiError> {
    let page =
        services.submissions.mine(who.user(), query.into_inner().request()).await.map_err(ApiError::unexpected)?;
    Ok(Paged::of(page, SubmissionDto::from).ok())
}

/// The submit form as it stands.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionDraftBody)]
pub struct DraftBody {
    pub university_id: Option<Uuid>,
    #[serde(default)]
    #[schema(schema_with = rules::draft_caption)]
    pub caption: String,
    pub credit: CreditKindDto,
    /// Photos uploaded with `uploadType=submission`, at most 10.
    #[serde(default)]
    #[schema(max_items = 10)]
    pub photos: Vec<String>,
    #[serde(default)]
    pub consent_instagram: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionDraft)]
pub struct DraftDto {
    pub university_id: Option<Uuid>,
    pub caption: String,
    pub credit: CreditKindDto,
    pub photos: Vec<PhotoDto>,
    pub consent_instagram: bool,
    pub updated_at: DateTime<Utc>,
}

impl From<SubmissionDraft> for DraftDto {
    fn from(d: SubmissionDraft) -> Self {
        Self {
            university_id: d.university_id,
            caption: d.caption,
            credit: d.credit.into(),
            photos: d.photos.into_iter().map(PhotoDto::from).collect(),
            consent_instagram: d.consent_instagram,
            updated_at: d.updated_at,
        }
    }
}

/// The caller's submit form draft (kept on the server, so it survives a reload and another
/// device); 404 when there is none.
#[utoipa::path(
    get,
    path = "/api/v1/submission-draft",
    tag = "submissions",
    operation_id = "getSubmissionDraft",
    responses(
        (status = 200, description = "The draft", body = Envelope<DraftDto>),
        (status = 404, description = "No draft", body = ErrorBody),
    )
)]
pub async fn get_draft(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let draft = services.submissions.draft(who.user()).await.map_err(ApiError::unexpected)?;
    let draft = draft.ok_or_else(|| ApiError::not_found("No draft"))?;
    Ok(Envelope::ok(DraftDto::from(draft)))
}

/// Keeps the submit form as it stands, in place of the last draft.
#[utoipa::path(
    put,
    path = "/api/v1/submission-draft",
    tag = "submissions",
    operation_id = "saveSubmissionDraft",
    request_body = DraftBody,
    responses(
        (status = 200, description = "Saved", body = Envelope<DraftDto>),
        (status = 400, description = "A caption too long, more than 10 photos, photos not the caller's submission uploads, or an unknown university", body = ErrorBody),
    )
)]
pub async fn save_draft(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<DraftBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = DraftForm {
        university: body.university_id,
        caption: body.caption,
        credit: body.credit.into(),
        photos: body.photos,
        consent_instagram: body.consent_instagram,
    };
    let draft = services.submissions.save_draft(who.user(), form).await?;
    Ok(Envelope::ok(DraftDto::from(draft)))
}

/// Discards the caller's draft (none to discard changes nothing).
#[utoipa::path(
    delete,
    path = "/api/v1/submission-draft",
    tag = "submissions",
    operation_id = "discardSubmissionDraft",
    responses((status = 200, description = "Discarded", body = Envelope<Option<String>>))
)]
pub async fn discard_draft(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    services.submissions.discard_draft(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(None::<String>))
}
