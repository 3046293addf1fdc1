use actix_web::{
    HttpRequest, HttpResponse,
    cookie::{Cookie, SameSite, time::Duration},
    http::{StatusCode, header::LOCATION},
    web,
};
use quad_application::{
    accounts::{GoogleFinish, GoogleSignInError, ports::ProofReturn},
    memberships::ProveWithGoogleError,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use validator::Validate;

use super::dto::SessionResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::CurrentUser,
    extract::{Json, Query},
};

/// Where the SPA picks up the result of a Google sign-in.
const SPA_CALLBACK: &str = "/auth/google/callback";

/// The cookie that binds a Google sign-in to the browser that started it: HttpOnly, SameSite=Lax
/// (sent on Google's top-level redirect back, never on other sites' requests), only on the
/// Google calls, for as long as a sign-in may take.
const BINDING_COOKIE: &str = "quad_google_sign_in";
const BINDING_PATH: &str = "/api/v1/auth/google";

fn binding_cookie(services: &ApiServices, value: String, max_age: Duration) -> Cookie<'static> {
    Cookie::build(BINDING_COOKIE, value)
        .path(BINDING_PATH)
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(services.google_sign_in.settings().public_url.starts_with("https://"))
        .max_age(max_age)
        .finish()
}

fn browser_binding(request: &HttpRequest) -> Option<String> {
    request.cookie(BINDING_COOKIE).map(|cookie| cookie.value().to_owned())
}

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

/// Starts "Continue with Google": redirects to Google with a fresh state and PKCE challenge, and
/// binds the attempt to this browser with a short-lived HttpOnly cookie.
#[utoipa::path(
    get,
    path = "/api/v1/auth/google",
    tag = "auth",
    operation_id = "startGoogleSignIn",
    responses(
        (status = 302, description = "To Google's consent screen; sets the binding cookie"),
        (status = 404, description = "Google sign-in is not configured", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn start(services: web::Data<ApiServices>) -> Result<HttpResponse, ApiError> {
    match services.google_sign_in.start_google_sign_in().await {
        Ok(start) => {
            let cookie = binding_cookie(&services, start.browser_binding, Duration::minutes(10));
            let mut response = redirect(&start.url);
            response.add_cookie(&cookie).map_err(|e| ApiError::unexpected(anyhow::anyhow!(e)))?;
            Ok(response)
        }
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

/// Google's return, in the browser that started the sign-in (the binding cookie must match the
/// state): hands the SPA a one-time code (`/auth/google/callback?code=`), which it exchanges by
/// `POST /auth/google/exchange`, or an error message (`?error=`). No session token in a URL.
#[utoipa::path(
    get,
    path = "/api/v1/auth/google/callback",
    tag = "auth",
    operation_id = "finishGoogleSignIn",
    params(CallbackQuery),
    responses(
        (status = 302, description = "To the web app, with a one-time `code` or an `error`"),
        (status = 400, description = "A query value holds a NUL character", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn callback(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    query: Query<CallbackQuery>,
) -> HttpResponse {
    let query = query.into_inner();
    let (Some(code), Some(state)) = (query.code, query.state) else {
        let message = if query.error.is_some() {
            "Google sign-in was cancelled."
        } else {
            "Authentication failed. Please try again."
        };
        return spa_error(message);
    };
    let binding = browser_binding(&request);
    match services.google_sign_in.finish_google_sign_in(&state, &code, binding.as_deref()).await {
        Ok(GoogleFinish::SignedIn { code }) => redirect(&format!("{SPA_CALLBACK}?code={}", encode(&code))),
        Ok(GoogleFinish::Proving { user_id, identity, back }) => {
            let location = match services.memberships.prove_with_google(user_id, &identity).await {
                Ok(_) => format!("{}?universityEmail=confirmed", back.path()),
                Err(ProveWithGoogleError::Unexpected(error)) => {
                    tracing::error!(error = format!("{error:#}"), "a university proof with Google failed");
                    format!(
                        "{}?universityEmailError={}",
                        back.path(),
                        encode("Something went wrong. Please try again.")
                    )
                }
                Err(refused) => format!("{}?universityEmailError={}", back.path(), encode(&refused.to_string())),
            };
            let mut response = redirect(&location);
            let spent = binding_cookie(&services, String::new(), Duration::ZERO);
            if let Err(error) = response.add_removal_cookie(&spent) {
                tracing::error!(error = %error, "the binding cookie was not cleared");
            }
            response
        }
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

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
pub struct GoogleCodeRequest {
    /// The one-time code from `/auth/google/callback?code=`.
    #[schema(max_length = 128)]
    #[validate(length(min = 1, max = 128, message = "Authentication failed. Please try again."))]
    pub code: String,
}

/// Exchanges the one-time code of a finished Google sign-in for a session: once, within a
/// minute, and only from the browser that started the sign-in (its binding cookie).
#[utoipa::path(
    post,
    path = "/api/v1/auth/google/exchange",
    tag = "auth",
    operation_id = "exchangeGoogleCode",
    request_body = GoogleCodeRequest,
    responses(
        (status = 200, description = "Signed in; clears the binding cookie", body = Success<SessionResponse>),
        (status = 400, description = "The code is unknown, used, expired or from another browser", body = ErrorBody),
        (status = 404, description = "Google sign-in is not configured", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn exchange(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    body: Json<GoogleCodeRequest>,
) -> Result<HttpResponse, ApiError> {
    let binding = browser_binding(&request);
    let client = crate::auth::client(&request, &services, None);
    match services.google_sign_in.redeem_google_code(&body.code, binding.as_deref(), &client).await {
        Ok(signed_in) => {
            let mut response = HttpResponse::Ok()
                .insert_header(("Cache-Control", "no-store"))
                .json(SessionResponse::answer(signed_in));
            let spent = binding_cookie(&services, String::new(), Duration::ZERO);
            response.add_removal_cookie(&spent).map_err(|e| ApiError::unexpected(anyhow::anyhow!(e)))?;
            Ok(response)
        }
        Err(GoogleSignInError::Disabled) => Err(ApiError::not_found("Google sign-in is not available")),
        Err(GoogleSignInError::Unexpected(error)) => Err(ApiError::unexpected(error)),
        Err(_) => Err(ApiError::new(StatusCode::BAD_REQUEST, "Authentication failed. Please try again.")),
    }
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct UniversityProofRequest {
    /// Where to come back: `/profile/create` (the wizard, whose draft is kept) or `/settings`.
    #[schema(pattern = "^/(profile/create|settings)$")]
    pub return_to: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UniversityProofStart {
    /// Google's consent screen: the web app sends the browser there.
    pub url: String,
}

/// "Use my university's Google account": starts Google's flow for the signed-in student, bound
/// to this browser like a sign-in. Back from Google, an address Google verified and the
/// university's own Google Workspace manages (`hd`) becomes their university e-mail at once, and
/// the browser returns to `returnTo` with `?universityEmail=confirmed` or
/// `?universityEmailError=`.
#[utoipa::path(
    post,
    path = "/api/v1/auth/university-email/google",
    tag = "auth",
    operation_id = "startGoogleUniversityProof",
    request_body = UniversityProofRequest,
    responses(
        (status = 200, description = "Where to send the browser; sets the binding cookie", body = Envelope<UniversityProofStart>),
        (status = 400, description = "An unknown return path", body = ErrorBody),
        (status = 404, description = "Google sign-in is not configured", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn start_university_proof(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<UniversityProofRequest>,
) -> Result<HttpResponse, ApiError> {
    let back = ProofReturn::parse(&body.return_to)
        .ok_or_else(|| ApiError::invalid_field("returnTo", "Come back to /profile/create or /settings"))?;
    match services.google_sign_in.start_university_proof(who.user(), back).await {
        Ok(start) => {
            let cookie = binding_cookie(&services, start.browser_binding, Duration::minutes(10));
            let mut response = Envelope::ok(UniversityProofStart { url: start.url });
            response.add_cookie(&cookie).map_err(|e| ApiError::unexpected(anyhow::anyhow!(e)))?;
            Ok(response)
        }
        Err(GoogleSignInError::Disabled) => Err(ApiError::not_found("Google sign-in is not available")),
        Err(error) => Err(ApiError::unexpected(error)),
    }
}
