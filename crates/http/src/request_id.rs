//! Every request gets an id: echoed in `X-Request-Id`, carried by the request's log span, and
//! quoted in 500 answers. The span also carries the signed-in person's id once the session
//! extractor has found it (`record_user`), so every log line of the request names who made it.

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
};
use tracing::Instrument;
use uuid::Uuid;

pub const HEADER: HeaderName = HeaderName::from_static("x-request-id");

tokio::task_local! {
    static REQUEST_ID: String;
}

/// The id of the request being handled, if any.
pub fn current() -> Option<String> {
    REQUEST_ID.try_with(Clone::clone).ok()
}

/// Notes the signed-in person on the request's span.
pub fn record_user(user_id: Uuid) {
    tracing::Span::current().record("user_id", tracing::field::display(user_id));
}

pub async fn middleware(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, Error> {
    let id = Uuid::new_v4().to_string();
    let span = tracing::info_span!(
        "http_request",
        request_id = %id,
        method = %request.method(),
        path = %request.path(),
        status = tracing::field::Empty,
        user_id = tracing::field::Empty,
    );
    let started = std::time::Instant::now();
    let mut response = REQUEST_ID.scope(id.clone(), next.call(request)).instrument(span.clone()).await?;
    let status = response.status().as_u16();
    span.record("status", status);
    span.in_scope(|| {
        tracing::info!(status, elapsed_ms = started.elapsed().as_millis() as u64, "request finished");
    });
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(HEADER, value);
    }
    Ok(response)
}
