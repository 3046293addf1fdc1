//! A university's post queue: upload, list, cancel, retry and move posts; the dashboard's
//! counts, the universities with their accounts, and the schedule across them all.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::publishing::{PAGE_SIZE, PostError, PostUpload, ports::PostStatus};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use super::dto::ManagerPostDto;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::CurrentUser,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    routes::media::read_form,
};

impl From<PostError> for ApiError {
    fn from(error: PostError) -> Self {
        match error {
            PostError::Forbidden => crate::auth::forbidden(),
            PostError::NotYours => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            PostError::ImageMissing => ApiError::invalid_field("image", error.to_string()),
            PostError::Upload(error) => error.into(),
            PostError::Rule(rule) => ApiError::bad_request(rule.to_string()),
            PostError::AccountNotFound | PostError::BadRange => ApiError::bad_request(error.to_string()),
            PostError::UniversityNotFound | PostError::NotFound | PostError::SubmissionNotFound => {
                ApiError::not_found(error.to_string())
            }
            PostError::CreditDoesNotFit(_) => ApiError::bad_request(error.to_string()),
            PostError::NoAccount
            | PostError::SubmissionUnavailable
            | PostError::CannotCancel
            | PostError::CannotMove
            | PostError::CannotRetry
            | PostError::Publishing => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            PostError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct PostUploadForm {
    /// JPEG, PNG, GIF or WebP, at most 5 MB; re-encoded as the JPEG Instagram gets, letterboxed
    /// into 4:5..1.91:1 and at most 1,440 px wide (at least 320 px wide once framed).
    #[schema(value_type = String, format = Binary, content_media_type = "image/*", min_length = 1)]
    image: Vec<u8>,
    /// Required; at most 2,200 characters, 30 hashtags and 20 @mentions.
    #[schema(min_length = 1, max_length = 2200)]
    caption: String,
    /// The account to post to; the university's first account when absent.
    account_id: Option<Uuid>,
    /// When to publish (RFC 3339); the account's next free slot when absent.
    scheduled_time: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostUploaded {
    pub data: ManagerPostDto,
    pub message: String,
}

fn optional_field<T: std::str::FromStr>(
    fields: &std::collections::HashMap<String, String>,
    name: &str,
    message: &str,
) -> Result<Option<T>, ApiError> {
    match fields.get(name).map(|v| v.trim()).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(raw) => raw.parse().map(Some).map_err(|_| ApiError::invalid_field(name, message)),
    }
}

/// Uploads a post into the university's queue (managers and admins): at the account's next free
/// slot (an hour after its last queued or published post, or now), or at `scheduledTime` if it
/// keeps an hour from the account's other posts.
#[utoipa::path(
    post,
    path = "/api/v1/manager/universities/{id}/posts",
    tag = "manager",
    operation_id = "uploadPost",
    params(("id" = Uuid, Path, description = "The university's id")),
    request_body(content = PostUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Queued", body = Success<PostUploaded>),
        (status = 400, description = "No image, a caption outside Instagram's limits, an image too small, or a time that breaks the spacing", body = ErrorBody),
        (status = 404, description = "No such university", body = ErrorBody),
        (status = 409, description = "The university has no connected Instagram account", body = ErrorBody),
        (status = 413, description = "The image is over 5 MB", body = ErrorBody),
        (status = 415, description = "The file is not an image", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn upload(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    request: HttpRequest,
    payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let form = read_form(&request, payload, "image", &["caption", "accountId", "scheduledTime"]).await?;
    let upload = PostUpload {
        image: form.file,
        caption: form.fields.get("caption").cloned().unwrap_or_default(),
        account_id: optional_field(&form.fields, "accountId", "accountId must be an account's id")?,
        scheduled_time: optional_field(
            &form.fields,
            "scheduledTime",
            "scheduledTime must be a date and time (RFC 3339)",
        )?,
    };
    let post = services.manager_posts.upload(who.user(), id.into_inner(), upload).await?;
    Ok(HttpResponse::Created()
        .json(Success::new(PostUploaded { data: post.into(), message: "Post uploaded successfully".into() })))
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PostQuery {
    /// Only posts in this status.
    #[param(pattern = "^(queued|posted|failed)?$")]
    pub status: Option<String>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<PAGE_SIZE>,
}

/// A university's posts, 6 a page: queued soonest first, then the others newest first.
#[utoipa::path(
    get,
    path = "/api/v1/manager/universities/{id}/posts",
    tag = "manager",
    operation_id = "listPosts",
    params(("id" = Uuid, Path, description = "The university's id"), PostQuery, PageQuery<PAGE_SIZE>),
    responses(
        (status = 200, description = "A page of posts", body = Paged<ManagerPostDto>),
        (status = 400, description = "An unknown status, or a number out of range", body = ErrorBody),
        (status = 404, description = "No such university", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    query: Query<PostQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let status = match query.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(raw) => Some(
            PostStatus::parse(raw)
                .ok_or_else(|| ApiError::invalid_field("status", "status must be queued, posted or failed"))?,
        ),
    };
    let page = query.page.request();
    let found = services.manager_posts.page(who.user(), id.into_inner(), status, page).await?;
    Ok(Paged::of(found, ManagerPostDto::from).ok())
}

/// Cancels (deletes) a queued post nobody is publishing; 409 for any other.
#[utoipa::path(
    delete,
    path = "/api/v1/manager/posts/{id}",
    tag = "manager",
    operation_id = "cancelPost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Cancelled", body = Envelope<Option<String>>),
        (status = 404, description = "No such post", body = ErrorBody),
        (status = 409, description = "Not queued, or being published right now", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn cancel(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.manager_posts.cancel(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(None::<String>))
}

/// Queues a failed post again at its account's next free slot.
#[utoipa::path(
    post,
    path = "/api/v1/manager/posts/{id}/retry",
    tag = "manager",
    operation_id = "retryPost",
    params(("id" = Uuid, Path, description = "The post's id")),
    responses(
        (status = 200, description = "Queued again", body = Envelope<ManagerPostDto>),
        (status = 404, description = "No such post", body = ErrorBody),
        (status = 409, description = "The post has not failed", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn retry(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let post = services.manager_posts.retry(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(ManagerPostDto::from(post)))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct MovePostBody {
    /// The new time (RFC 3339): not in the past, an hour from the account's other posts.
    pub scheduled_time: DateTime<Utc>,
}

/// Moves a queued post to another free slot.
#[utoipa::path(
    patch,
    path = "/api/v1/manager/posts/{id}",
    tag = "manager",
    operation_id = "movePost",
    params(("id" = Uuid, Path, description = "The post's id")),
    request_body = MovePostBody,
    responses(
        (status = 200, description = "Moved", body = Envelope<ManagerPostDto>),
        (status = 400, description = "In the past, or less than an hour from another of the account's posts", body = ErrorBody),
        (status = 404, description = "No such post", body = ErrorBody),
        (status = 409, description = "Not queued, or being published right now", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn reschedule(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<MovePostBody>,
) -> Result<HttpResponse, ApiError> {
    let post = services.manager_posts.reschedule(who.user(), id.into_inner(), body.scheduled_time).await?;
    Ok(Envelope::ok(ManagerPostDto::from(post)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ManagerDashboard)]
pub struct ManagerDashboardDto {
    pub universities: i64,
    pub instagram_accounts: i64,
    pub scheduled_posts: i64,
    pub posted_posts: i64,
    pub failed_posts: i64,
}

/// The manager dashboard's counts, over the universities they look after (admins: every one).
#[utoipa::path(
    get,
    path = "/api/v1/manager/dashboard",
    tag = "manager",
    operation_id = "managerDashboard",
    responses(
        (status = 200, description = "The counts", body = Envelope<ManagerDashboardDto>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn dashboard(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let counts = services.manager_posts.counts(who.user()).await?;
    Ok(Envelope::ok(ManagerDashboardDto {
        universities: counts.universities,
        instagram_accounts: counts.accounts,
        scheduled_posts: counts.queued,
        posted_posts: counts.posted,
        failed_posts: counts.failed,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ManagedUniversity)]
pub struct ManagedUniversityDto {
    pub id: Uuid,
    pub name: String,
    pub slug: String,
    pub location: Option<String>,
    pub logo_url: Option<String>,
    /// The logo's small copy for cards (see `UniversityDto`); set exactly when `logoUrl` is.
    pub logo_thumbnail_url: Option<String>,
    pub instagram_accounts: i64,
    pub queued_posts: i64,
    /// Whether students can join it: not until an admin confirms its e-mail domains.
    pub open: bool,
}

/// Every university with its number of connected accounts and queued posts.
#[utoipa::path(
    get,
    path = "/api/v1/manager/universities",
    tag = "manager",
    operation_id = "managerUniversities",
    responses(
        (status = 200, description = "The universities", body = Envelope<Vec<ManagedUniversityDto>>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn universities(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let found = services.manager_posts.universities(who.user()).await?;
    Ok(Envelope::ok(
        found
            .into_iter()
            .map(|u| ManagedUniversityDto {
                id: u.id,
                name: u.name,
                slug: u.slug,
                location: u.location,
                logo_url: u.logo.as_ref().map(|logo| logo.url.clone()),
                logo_thumbnail_url: u.logo.map(|logo| logo.thumbnail_url),
                instagram_accounts: u.instagram_accounts,
                queued_posts: u.queued_posts,
                open: u.open,
            })
            .collect::<Vec<_>>(),
    ))
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ScheduleQuery {
    /// From this time (RFC 3339).
    pub from: DateTime<Utc>,
    /// Until this time (RFC 3339), at most 31 days after `from`.
    pub to: DateTime<Utc>,
}

/// Every university's posts placed (posted time, else scheduled time) in `from..to`.
#[utoipa::path(
    get,
    path = "/api/v1/manager/schedule",
    tag = "manager",
    operation_id = "postSchedule",
    params(ScheduleQuery),
    responses(
        (status = 200, description = "The posts in time order", body = Envelope<Vec<ManagerPostDto>>),
        (status = 400, description = "Missing or malformed times, or more than 31 days", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn schedule(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<ScheduleQuery>,
) -> Result<HttpResponse, ApiError> {
    let posts = services.manager_posts.schedule(who.user(), query.from, query.to).await?;
    Ok(Envelope::ok(posts.into_iter().map(ManagerPostDto::from).collect::<Vec<_>>()))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct QueueSubmissionBody {
    /// The account to post to; the university's first account when absent.
    pub account_id: Option<Uuid>,
    /// When to publish (RFC 3339); the account's next free slot when absent.
    pub scheduled_time: Option<DateTime<Utc>>,
}

/// Queues a student's approved submission on its university's Instagram (managers and admins,
/// at their universities): its photos as one post (a carousel for several), its caption with the
/// credit (`📸 @handle`), under the account's spacing rules. Only with the creator's consent to
/// Instagram, and once.
#[utoipa::path(
    post,
    path = "/api/v1/manager/submissions/{id}/queue",
    tag = "manager",
    operation_id = "queueSubmission",
    params(("id" = Uuid, Path, description = "The submission's id")),
    request_body = QueueSubmissionBody,
    responses(
        (status = 201, description = "Queued", body = Envelope<ManagerPostDto>),
        (status = 400, description = "A time in the past or too close to another post, an unknown account, or a caption that with the credit breaks Instagram's limits", body = ErrorBody),
        (status = 404, description = "No such submission", body = ErrorBody),
        (status = 409, description = "Not approved, no Instagram consent, queued already, or no connected account", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn queue_submission(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<QueueSubmissionBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let post = services
        .manager_posts
        .queue_submission(who.user(), id.into_inner(), body.account_id, body.scheduled_time)
        .await?;
    Ok(Envelope::with_status(StatusCode::CREATED, ManagerPostDto::from(post)))
}
