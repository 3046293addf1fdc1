//! The account calls of spec section 7, under `/api/v1/auth`. Their answers carry the spec's
//! top-level fields (`success`, `token`, `user`, `message`, `needsVerification`) rather than a
//! `data` wrapper, except `me` and `export-data`, whose payload is `data`.

pub(crate) mod account;
pub(crate) mod dto;
pub(crate) mod google;
pub(crate) mod passwords;
pub(crate) mod sessions;
pub(crate) mod verification;

use actix_web::{HttpRequest, http::StatusCode, web};
use quad_application::accounts::rate_limits::{LimitedAction, RateLimitError};

use crate::{ApiError, ApiServices, auth::client_address};

impl From<RateLimitError> for ApiError {
    fn from(error: RateLimitError) -> Self {
        match error {
            RateLimitError::Limited => ApiError::new(StatusCode::TOO_MANY_REQUESTS, "Too many requests"),
            RateLimitError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Counts an attempt against the caller's address and the account it names.
pub(crate) async fn limit(
    services: &web::Data<ApiServices>,
    request: &HttpRequest,
    action: LimitedAction,
    account: Option<&str>,
) -> Result<(), ApiError> {
    let address = client_address(request, &services.trusted_proxies);
    let account = account.map(|a| a.trim().to_lowercase()).filter(|a| !a.is_empty());
    services.rate_limiter.check(action, address.as_deref(), account.as_deref()).await?;
    Ok(())
}
