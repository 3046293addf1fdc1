use actix_web::{HttpResponse, web};
use quad_application::publishing::{TestConnectionError, test_connection};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::{ApiError, ApiServices, Envelope, ErrorBody, auth::CurrentUser, extract::Json, rules};

/// Both fields are required: a missing or blank one answers 400 "Access token and Instagram user
/// ID are both required".
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct TestInstagramBody {
    #[serde(default)]
    #[schema(required, schema_with = rules::access_token)]
    #[validate(custom(
        function = rules::blank_or_visible_ascii,
        message = "The access token may contain only visible ASCII characters"
    ))]
    pub access_token: String,
    #[serde(default)]
    #[schema(required, schema_with = rules::instagram_user_id)]
    #[validate(custom(function = rules::blank_or_digits, message = "The Instagram user ID is a number"))]
    pub ig_user_id: String,
}

impl From<TestConnectionError> for ApiError {
    fn from(error: TestConnectionError) -> Self {
        match error {
            TestConnectionError::Forbidden => crate::auth::forbidden(),
            TestConnectionError::Missing => ApiError::bad_request(error.to_string()),
            TestConnectionError::Instagram(error) => super::accounts::instagram_error(error),
        }
    }
}

/// Checks an Instagram account's credentials and answers Instagram's own JSON about it
/// (managers and admins). The token is used for this call only and never stored or logged.
#[utoipa::path(
    post,
    path = "/api/v1/manager/test-instagram",
    tag = "manager",
    operation_id = "testInstagram",
    request_body = TestInstagramBody,
    responses(
        (status = 200, description = "Connected; `data` is Instagram's answer", body = Envelope<serde_json::Value>),
        (status = 400, description = "Missing credentials, or Instagram refused them", body = ErrorBody),
        (status = 502, description = "Instagram is unavailable", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn test_instagram(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<TestInstagramBody>,
) -> Result<HttpResponse, ApiError> {
    let raw = test_connection(services.instagram.as_ref(), who.user(), &body.access_token, &body.ig_user_id).await?;
    let data = serde_json::from_str::<serde_json::Value>(&raw).unwrap_or(serde_json::Value::String(raw));
    Ok(Envelope::ok(data))
}
