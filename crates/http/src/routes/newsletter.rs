use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::newsletter::{
    ConfirmSubscriptionError, PreviewError, SubscribeError, SubscriptionError, ports::Subscription,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{CurrentUser, client},
    extract::{Json, Path},
    routes::auth::dto::MessageResponse,
};

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct SubscribeRequest {
    #[schema(example = "ada@umich.edu", format = Email, max_length = 254)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub email: String,
}

impl From<SubscribeError> for ApiError {
    fn from(error: SubscribeError) -> Self {
        match error {
            SubscribeError::InvalidEmail(e) => ApiError::invalid_field("email", e.to_string()),
            SubscribeError::Refused(refusal) => refusal.into(),
            SubscribeError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// The footer's Subscribe box: mails a confirmation link (double opt-in) unless the address is
/// subscribed already, and answers the same either way.
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/subscriptions",
    tag = "newsletter",
    operation_id = "subscribeToNewsletter",
    request_body = SubscribeRequest,
    responses(
        (status = 202, description = "A confirmation link is on its way (or the address is subscribed already)", body = Success<MessageResponse>),
        (status = 400, description = "Please enter a valid email address", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn subscribe(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    body: Json<SubscribeRequest>,
) -> Result<HttpResponse, ApiError> {
    services.newsletter.subscribe(&body.email, &client(&request, &services, None)).await?;
    Ok(HttpResponse::build(StatusCode::ACCEPTED)
        .json(MessageResponse::answer("Check your inbox to confirm your subscription.")))
}

/// Confirms a subscription with the link mailed to the address.
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/confirm/{token}",
    tag = "newsletter",
    operation_id = "confirmNewsletterSubscription",
    params(("token" = String, Path, description = "The secret from the e-mailed link")),
    responses(
        (status = 200, description = "Subscribed", body = Success<MessageResponse>),
        (status = 400, description = "The link is not valid or has expired", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn confirm(services: web::Data<ApiServices>, token: Path<String>) -> Result<HttpResponse, ApiError> {
    match services.newsletter.confirm(&token).await {
        Ok(email) => {
            Ok(HttpResponse::Ok().json(MessageResponse::answer(format!("{email} is subscribed to Quad's newsletter."))))
        }
        Err(ConfirmSubscriptionError::Unknown) => {
            Err(ApiError::bad_request(ConfirmSubscriptionError::Unknown.to_string()))
        }
        Err(ConfirmSubscriptionError::Unexpected(e)) => Err(ApiError::unexpected(e)),
    }
}

/// A subscription as its own page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewsletterSubscription {
    #[schema(example = "ada@umich.edu")]
    pub email: String,
    /// The universities whose news it brings; empty means all of them.
    pub university_ids: Vec<Uuid>,
}

impl From<Subscription> for NewsletterSubscription {
    fn from(subscription: Subscription) -> Self {
        Self { email: subscription.email.to_string(), university_ids: subscription.universities }
    }
}

/// The universities a subscriber chooses.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct ChooseUniversities {
    /// None means news from every university.
    #[schema(max_items = 100)]
    #[validate(length(max = 100, message = "Choose at most 100 universities, or none to get news from all of them"))]
    pub university_ids: Vec<Uuid>,
}

impl From<SubscriptionError> for ApiError {
    fn from(error: SubscriptionError) -> Self {
        match error {
            SubscriptionError::UnknownLink => ApiError::not_found(error.to_string()),
            SubscriptionError::UnknownUniversity | SubscriptionError::TooMany => {
                ApiError::invalid_field("universityIds", error.to_string())
            }
            SubscriptionError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// The subscription a mailed link (the used confirmation link, or an issue's) opens.
#[utoipa::path(
    get,
    path = "/api/v1/newsletter/subscriptions/{token}",
    tag = "newsletter",
    operation_id = "getNewsletterSubscription",
    params(("token" = String, Path, description = "The secret from a mailed link")),
    responses(
        (status = 200, description = "The subscription", body = Envelope<NewsletterSubscription>),
        (status = 400, description = "The token is not text a link could hold", body = ErrorBody),
        (status = 404, description = "The link no longer works", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn subscription(services: web::Data<ApiServices>, token: Path<String>) -> Result<HttpResponse, ApiError> {
    let subscription = services.newsletter.subscription(&token).await?;
    Ok(Envelope::ok(NewsletterSubscription::from(subscription)))
}

/// Chooses the universities whose news the link's subscriber gets.
#[utoipa::path(
    put,
    path = "/api/v1/newsletter/subscriptions/{token}",
    tag = "newsletter",
    operation_id = "chooseNewsletterUniversities",
    params(("token" = String, Path, description = "The secret from a mailed link")),
    request_body = ChooseUniversities,
    responses(
        (status = 200, description = "Saved", body = Envelope<NewsletterSubscription>),
        (status = 400, description = "An unknown university, or too many", body = ErrorBody),
        (status = 404, description = "The link no longer works", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn choose_universities(
    services: web::Data<ApiServices>,
    token: Path<String>,
    body: Json<ChooseUniversities>,
) -> Result<HttpResponse, ApiError> {
    let subscription = services.newsletter.choose_universities(&token, &body.university_ids).await?;
    Ok(Envelope::ok(NewsletterSubscription::from(subscription)))
}

/// Unsubscribes, without signing in: the page's button, or a mail client's one-click
/// unsubscribe (RFC 8058 posts `List-Unsubscribe=One-Click`; any body is accepted).
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/unsubscribe/{token}",
    tag = "newsletter",
    operation_id = "unsubscribeFromNewsletter",
    params(("token" = String, Path, description = "The secret from an issue's link")),
    responses(
        (status = 200, description = "Unsubscribed: nothing more is sent to the address", body = Success<MessageResponse>),
        (status = 400, description = "The token is not text a link could hold", body = ErrorBody),
        (status = 404, description = "The link no longer works", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn unsubscribe(services: web::Data<ApiServices>, token: Path<String>) -> Result<HttpResponse, ApiError> {
    let email = services.newsletter.unsubscribe(&token).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer(format!("{email} is unsubscribed from Quad's newsletter."))))
}

/// The next issue as it stands, for an admin to read before it goes out.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewsletterPreviewDto {
    /// When it goes out (or, when due and not yet sent, went due: it leaves within the minute).
    pub due_at: DateTime<Utc>,
    /// What it covers starts here: the last issue, or one period back.
    pub since: DateTime<Utc>,
    pub featured_posts: usize,
    pub opened_universities: usize,
    pub subscribers: usize,
    /// Subscribers with something in it for them: the others get nothing this time.
    pub recipients: usize,
    /// A subscriber of every university's copy; absent when it has nothing to say.
    pub copy: Option<NewsletterCopy>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewsletterCopy {
    pub subject: String,
    pub text: String,
    pub html: String,
}

impl From<PreviewError> for ApiError {
    fn from(error: PreviewError) -> Self {
        match error {
            PreviewError::Forbidden => crate::auth::forbidden(),
            PreviewError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// The next newsletter issue, as a subscriber of every university would get it (admins).
#[utoipa::path(
    get,
    path = "/api/v1/admin/newsletter/preview",
    tag = "admin",
    operation_id = "previewNewsletter",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The next issue", body = Envelope<NewsletterPreviewDto>),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn preview(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let preview = services.weekly_newsletter.preview(who.user()).await?;
    Ok(Envelope::ok(NewsletterPreviewDto {
        due_at: preview.due_at,
        since: preview.since,
        featured_posts: preview.featured,
        opened_universities: preview.opened,
        subscribers: preview.subscribers,
        recipients: preview.recipients,
        copy: preview.copy.map(|copy| NewsletterCopy {
            subject: copy.subject,
            text: copy.text_body,
            html: copy.html_body,
        }),
    }))
}
