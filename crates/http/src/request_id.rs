//! Every request gets an id: echoed in `X-Request-Id`, carried by the request's log span, and
//! quoted in 500 answers. The span also carries the signed-in person's id once the session
//! extractor has found it (`record_user`), so every log line of the request names who made it.

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
    web,
};
use tracing::Instrument;
use uuid::Uuid;

use crate::metrics::HttpMetrics;

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

/// What the logs say was asked for: the route's pattern (`/api/v1/auth/verify-email/{verificationToken}`),
/// or for pages, the path with anything that looks like a secret replaced (`/reset-password/{secret}`).
/// Never the query string, never a token.
fn loggable_path(path: &str, pattern: Option<&str>) -> String {
    if let Some(pattern) = pattern {
        return pattern.to_owned();
    }
    path.split('/')
        .map(|segment| if looks_secret(segment) { "{secret}" } else { segment })
        .collect::<Vec<_>>()
        .join("/")
}

/// Long runs of URL-safe characters with a digit: link secrets, one-time codes, JWT parts.
fn looks_secret(segment: &str) -> bool {
    segment.len() >= 20
        && segment.bytes().any(|b| b.is_ascii_digit())
        && segment.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.' || b == b'%')
}

pub async fn middleware(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, Error> {
    let id = Uuid::new_v4().to_string();
    // Found once: the log line and the metrics both name the route by its pattern.
    let pattern = request.match_pattern();
    let span = tracing::info_span!(
        "http_request",
        request_id = %id,
        method = %request.method(),
        path = %loggable_path(request.path(), pattern.as_deref()),
        status = tracing::field::Empty,
        user_id = tracing::field::Empty,
    );
    let started = std::time::Instant::now();
    let route = pattern.unwrap_or_else(|| "(unmatched)".to_owned());
    let method = request.method().to_string();
    let metrics = request.app_data::<web::Data<HttpMetrics>>().cloned();
    let mut response = REQUEST_ID.scope(id.clone(), next.call(request)).instrument(span.clone()).await?;
    let status = response.status().as_u16();
    let elapsed = started.elapsed();
    span.record("status", status);
    span.in_scope(|| {
        tracing::info!(status, elapsed_ms = elapsed.as_millis() as u64, "request finished");
    });
    if let Some(metrics) = metrics {
        metrics.observe(&route, &method, status, elapsed);
    }
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(HEADER, value);
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn page_paths_lose_their_secrets_and_keep_the_rest() {
        let secret = "3f9a1c0e5b7d2a4c6e8f0a1b3c5d7e9f3f9a1c0e5b7d2a4c6e8f0a1b3c5d7e9f";
        for (path, logged) in [
            (format!("/reset-password/{secret}"), "/reset-password/{secret}"),
            (format!("/verify-email/{secret}"), "/verify-email/{secret}"),
            ("/universities/university-of-michigan".to_owned(), "/universities/university-of-michigan"),
        ] {
            let request = TestRequest::with_uri(&format!("{path}?code=abc123")).to_srv_request();
            assert_eq!(loggable_path(request.path(), request.match_pattern().as_deref()), logged);
        }
    }
}
