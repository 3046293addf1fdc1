use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::newsletter::{SubscribeError, SubscribeOutcome, subscribe as subscribe_to_newsletter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::{ApiError, ApiServices, Envelope, ErrorBody, extract::Json};

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct SubscribeRequest {
    #[schema(example = "ada@umich.edu", format = Email, max_length = 254)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub email: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionData {
    /// `false` when the address was already on the list (nothing changed).
    pub newly_subscribed: bool,
}

impl From<SubscribeError> for ApiError {
    fn from(error: SubscribeError) -> Self {
        match error {
            SubscribeError::InvalidEmail(e) => ApiError::invalid_field("email", e.to_string()),
            SubscribeError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Adds an address to the newsletter (the footer's Subscribe box). Sending it twice is harmless.
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/subscriptions",
    tag = "newsletter",
    operation_id = "subscribeToNewsletter",
    request_body = SubscribeRequest,
    responses(
        (status = 201, description = "Subscribed", body = Envelope<SubscriptionData>),
        (status = 200, description = "Already subscribed", body = Envelope<SubscriptionData>),
        (status = 400, description = "Please enter a valid email address", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn subscribe(
    services: web::Data<ApiServices>,
    body: Json<SubscribeRequest>,
) -> Result<HttpResponse, ApiError> {
    let outcome = subscribe_to_newsletter(services.newsletter.as_ref(), &body.email).await?;
    Ok(match outcome {
        SubscribeOutcome::Subscribed => {
            Envelope::with_status(StatusCode::CREATED, SubscriptionData { newly_subscribed: true })
        }
        SubscribeOutcome::AlreadySubscribed => Envelope::ok(SubscriptionData { newly_subscribed: false }),
    })
}
