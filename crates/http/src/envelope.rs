use std::collections::BTreeMap;

use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use serde::Serialize;
use utoipa::ToSchema;

use crate::request_id;

/// A successful answer: `{"success": true, "data": ...}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T> {
    /// Always `true`.
    pub success: bool,
    pub data: T,
}

impl<T: Serialize> Envelope<T> {
    pub fn ok(data: T) -> HttpResponse {
        Self::with_status(StatusCode::OK, data)
    }

    pub fn with_status(status: StatusCode, data: T) -> HttpResponse {
        HttpResponse::build(status).json(Envelope { success: true, data })
    }
}

// A successful answer whose fields stand beside `success` instead of under `data`: the spec's
// account calls (`token`, `user`, `message`), and answers that pair `data` with a `message`.
// (`//`, not `///`: the document describes each answer by its own type.)
#[derive(Debug, Serialize, ToSchema)]
pub struct Success<T> {
    // Always `true`.
    pub success: bool,
    #[serde(flatten)]
    pub body: T,
}

impl<T> Success<T> {
    pub fn new(body: T) -> Self {
        Self { success: true, body }
    }
}

/// A failed answer: `{"success": false, "error": "...", "fields": {...}}`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    /// Always `false`.
    pub success: bool,
    /// A message for people, in the product's words.
    pub error: String,
    /// Per-field messages, keyed by the request's field names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, String>>,
    /// On a 500 only: the id to quote when reporting the problem.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

/// Every failure a handler can answer. A 500 keeps its cause for the log and shows only a
/// generic message with the request id.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
    fields: Option<BTreeMap<String, String>>,
    cause: Option<anyhow::Error>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        Self { status, message: message.into(), fields: None, cause: None }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    /// A 400 whose message is also attached to one field.
    pub fn invalid_field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let fields = BTreeMap::from([(field.to_owned(), message.clone())]);
        Self { fields: Some(fields), ..Self::bad_request(message) }
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }

    pub fn unexpected(cause: impl Into<anyhow::Error>) -> Self {
        Self {
            cause: Some(cause.into()),
            ..Self::new(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side. Please try again.")
        }
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

impl From<quad_application::FieldError> for ApiError {
    fn from(error: quad_application::FieldError) -> Self {
        ApiError::invalid_field(error.field, error.message)
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.cause {
            Some(cause) => write!(f, "{}: {cause:#}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let request_id = request_id::current();
        let server_error = self.status.is_server_error();
        if server_error {
            let cause = self.cause.as_ref().map(|c| format!("{c:?}")).unwrap_or_default();
            tracing::error!(request_id = request_id.as_deref().unwrap_or("-"), cause, "request failed");
        }
        HttpResponse::build(self.status).json(ErrorBody {
            success: false,
            error: self.message.clone(),
            fields: self.fields.clone(),
            request_id: if server_error { request_id } else { None },
        })
    }
}
