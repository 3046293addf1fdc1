//! Who is calling: the bearer-token extractors, the client (address) an account attempt comes
//! from, and the 403 answer. The session extractors refuse a role the route's registered
//! `Access` does not admit; the use cases check their own rules through the domain's policy.

use std::{future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::StatusCode, web};
use quad_application::accounts::{AuthenticateError, Authenticated, Client, ports::SessionScope};
use quad_domain::User;

use crate::{
    ApiError, ApiServices,
    endpoint::{check_access, check_account_limit},
};

/// A signed-in person with a full session (e-mail verified).
#[derive(Debug, Clone)]
pub struct CurrentUser(pub Authenticated);

/// A signed-in person with any session, including the limited one handed out at registration
/// (but not one waiting for its second factor's code).
#[derive(Debug, Clone)]
pub struct AnySession(pub Authenticated);

/// A sign-in waiting for its second factor's code: the one thing its token may do.
#[derive(Debug, Clone)]
pub struct AwaitingCode(pub Authenticated);

/// The caller's session when the request carries a live one, else nothing: for calls that work
/// signed out and do more for the right session (verifying an e-mail in the browser that
/// registered). A missing, forged or ended token is simply no session.
#[derive(Debug, Clone)]
pub struct OptionalSession(pub Option<Authenticated>);

impl CurrentUser {
    pub fn user(&self) -> &User {
        &self.0.user
    }
}

/// 403 for a caller whose role may not do this. Use cases check roles themselves; a handler
/// calls this only to refuse early, before reading a large upload.
pub(crate) fn forbidden() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "You do not have permission to do this")
}

pub(crate) fn bearer(request: &HttpRequest) -> Option<String> {
    let value = request.headers().get(actix_web::http::header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_owned()).filter(|t| !t.is_empty())
}

pub(crate) fn unauthenticated() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "Please log in to continue")
}

fn awaiting_code() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "Enter the code from your authenticator app to finish signing in.")
}

/// Any session but one waiting for its second factor's code.
async fn authenticate_past_second_factor(request: HttpRequest) -> Result<Authenticated, ApiError> {
    let authenticated = authenticate(request).await?;
    if authenticated.scope == SessionScope::SecondFactor {
        return Err(awaiting_code());
    }
    Ok(authenticated)
}

async fn authenticate(request: HttpRequest) -> Result<Authenticated, ApiError> {
    let token = bearer(&request).ok_or_else(unauthenticated)?;
    let services = request.app_data::<web::Data<ApiServices>>().expect("ApiServices is registered").clone();
    let authenticated = services.sign_in.authenticate(&token).await.map_err(|error| match error {
        AuthenticateError::Unauthenticated => unauthenticated(),
        AuthenticateError::Unexpected(e) => ApiError::unexpected(e),
    })?;
    crate::request_id::record_user(authenticated.user.id);
    Ok(authenticated)
}

impl FromRequest for AnySession {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let request = request.clone();
        Box::pin(async move {
            let authenticated = authenticate_past_second_factor(request.clone()).await?;
            check_access(&request, &authenticated)?;
            Ok(AnySession(authenticated))
        })
    }
}

impl FromRequest for AwaitingCode {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let request = request.clone();
        Box::pin(async move { Ok(AwaitingCode(authenticate(request).await?)) })
    }
}

impl FromRequest for OptionalSession {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let request = request.clone();
        Box::pin(async move {
            if bearer(&request).is_none() {
                return Ok(OptionalSession(None));
            }
            match authenticate_past_second_factor(request).await {
                Ok(authenticated) => Ok(OptionalSession(Some(authenticated))),
                Err(error) if actix_web::ResponseError::status_code(&error) == StatusCode::UNAUTHORIZED => {
                    Ok(OptionalSession(None))
                }
                Err(error) => Err(error),
            }
        })
    }
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let request = request.clone();
        Box::pin(async move {
            let authenticated = authenticate_past_second_factor(request.clone()).await?;
            if authenticated.scope != SessionScope::Full {
                return Err(ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "Please verify your email address to access your account.",
                ));
            }
            check_access(&request, &authenticated)?;
            check_account_limit(&request, &authenticated).await?;
            Ok(CurrentUser(authenticated))
        })
    }
}

/// Who is attempting an account action, for the use cases' limits and human verification.
pub fn client(request: &HttpRequest, services: &ApiServices, captcha_token: Option<String>) -> Client {
    let user_agent = request
        .headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned);
    Client {
        address: services.trusted_proxies.client_address(request).map(|address| address.to_string()),
        captcha_token,
        user_agent,
    }
}
