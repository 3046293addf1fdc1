use actix_web::{HttpResponse, http::header::LOCATION, web};
use quad_application::accounts::GoogleSignInError;
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;
use validator::Validate;

use crate::{ApiError, ApiServices, ErrorBody, extract::Query};

/// Where the SPA picks up the result of a Google sign-in.
const SPA_CALLBACK: &str = "/auth/google/callback";

fn redirect(location: &str) -> HttpResponse {
    HttpResponse::Found().insert_header((LOCATION, location)).insert_header(("Cache-Control", "no-store")).finish()
}

fn spa_error(message: &str) -> HttpResponse {
    redirect(&format!("{SPA_CALLBACK}?error={}", encode(message)))
}

/// Percent-encodes everything but unreserved characters.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Starts "Continue with Google": redirects to Google with a fresh state and PKCE challenge.
#[utoipa::path(
    get,
    path = "/api/v1/auth/google",
    tag = "auth",
    operation_id = "startGoogleSignIn",
    responses(
        (status = 302, description = "To Google's consent screen"),
        (status = 404, description = "Google sign-in is not configured", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn start(services: web::Data<ApiServices>) -> Result<HttpResponse, ApiError> {
    match services.accounts.start_google_sign_in().await {
        Ok(url) => Ok(redirect(&url)),
        Err(GoogleSignInError::Disabled) => Err(ApiError::not_found("Google sign-in is not available")),
        Err(error) => Err(ApiError::unexpected(error)),
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[into_params(parameter_in = Query)]
pub struct CallbackQuery {
    pub code: Option<String>,
    pub state: Option<String>,
    /// Set by Google when the person declined.
    pub error: Option<String>,
}

/// Google's return: signs the person in and hands the SPA a token (`/auth/google/callback?token=`)
/// or an error message (`?error=`).
#[utoipa::path(
    get,
    path = "/api/v1/auth/google/callback",
    tag = "auth",
    operation_id = "finishGoogleSignIn",
    params(CallbackQuery),
    responses(
        (status = 302, description = "To the web app, with `token` or `error`"),
        (status = 400, description = "A query value holds a NUL character", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn callback(services: web::Data<ApiServices>, query: Query<CallbackQuery>) -> HttpResponse {
    let query = query.into_inner();
    let (Some(code), Some(state)) = (query.code, query.state) else {
        let message = if query.error.is_some() {
            "Google sign-in was cancelled."
        } else {
            "Authentication failed. Please try again."
        };
        return spa_error(message);
    };
    match services.accounts.finish_google_sign_in(&state, &code).await {
        Ok(signed_in) => redirect(&format!("{SPA_CALLBACK}?token={}", encode(&signed_in.token))),
        Err(GoogleSignInError::Unexpected(error)) => {
            tracing::error!(error = format!("{error:#}"), "Google sign-in failed");
            spa_error("Authentication failed. Please try again.")
        }
        Err(GoogleSignInError::Provider(error)) => {
            tracing::warn!(error = format!("{error:#}"), "Google refused a sign-in");
            spa_error(&GoogleSignInError::Provider(error).to_string())
        }
        Err(refused) => spa_error(&refused.to_string()),
    }
}
