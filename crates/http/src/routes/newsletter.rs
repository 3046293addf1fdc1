use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::newsletter::{ConfirmSubscriptionError, SubscribeError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::{
    ApiError, ApiServices, ErrorBody, Success,
    auth::client,
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
