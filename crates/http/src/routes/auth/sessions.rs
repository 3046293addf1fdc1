use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use quad_application::accounts::{LoginError, LoginRequest, RegisterError, RegistrationForm, ports::SessionScope};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::dto::{MessageResponse, SessionResponse, UserDto};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{AnySession, client},
    extract::Json,
    rules,
};

/// The registration form. Every field but `recaptchaToken` is required: a missing or blank one
/// answers 400 "Please fill in all required fields" (so serde lets them be missing).
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct RegisterRequest {
    #[serde(default)]
    #[schema(required, schema_with = rules::person_name)]
    #[validate(length(max = 50, message = "Names must be at most 50 characters long"))]
    pub first_name: String,
    #[serde(default)]
    #[schema(required, schema_with = rules::person_name)]
    #[validate(length(max = 50, message = "Names must be at most 50 characters long"))]
    pub last_name: String,
    #[serde(default)]
    #[schema(required, schema_with = rules::username)]
    pub username: String,
    /// Unique (409 otherwise); stored lower-cased.
    #[serde(default)]
    #[schema(required, format = Email, max_length = 254)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub email: String,
    /// 8 to 128 characters with an uppercase letter, a lowercase letter and a digit.
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub password: String,
    /// The same as `password` (400 "Passwords do not match" otherwise).
    #[serde(default)]
    #[schema(required, schema_with = rules::password)]
    pub confirm_password: String,
    /// The reCAPTCHA widget's response, when human verification is on.
    pub recaptcha_token: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterResponse {
    /// Good only for `GET /auth/me` (which answers `needsVerification`) and resending the link.
    pub token: String,
    pub needs_verification: bool,
    pub message: String,
    pub user: UserDto,
}

impl From<RegisterError> for ApiError {
    fn from(error: RegisterError) -> Self {
        match error {
            RegisterError::Invalid(e) => e.into(),
            RegisterError::Refused(refusal) => refusal.into(),
            RegisterError::EmailTaken => ApiError::new(StatusCode::CONFLICT, "Email already in use"),
            RegisterError::UsernameTaken => ApiError::new(StatusCode::CONFLICT, "Username already in use"),
            RegisterError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Creates an unverified student account and e-mails a verification link.
#[utoipa::path(
    post,
    path = "/api/v1/auth/register",
    tag = "auth",
    operation_id = "register",
    request_body = RegisterRequest,
    responses(
        (status = 201, description = "Registered; verify the e-mail to sign in", body = Success<RegisterResponse>),
        (status = 400, description = "A rule was broken (the message says which)", body = ErrorBody),
        (status = 409, description = "Email already in use / Username already in use", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn register(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    body: Json<RegisterRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let client = client(&request, &services, body.recaptcha_token);
    let registered = services
        .registration
        .register(
            RegistrationForm {
                first_name: body.first_name,
                last_name: body.last_name,
                username: body.username,
                email: body.email,
                password: body.password,
                confirm_password: body.confirm_password,
            },
            &client,
        )
        .await?;
    Ok(HttpResponse::Created().json(Success::new(RegisterResponse {
        token: registered.token,
        needs_verification: true,
        message: "Registration successful. Please check your email to verify your account.".into(),
        user: UserDto::from(&registered.user),
    })))
}

/// A sign-in. A missing or blank `email` or `password` answers 400 "Please fill in all fields";
/// an address that cannot be an account's answers 401 like a wrong password.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct LoginBody {
    #[serde(default)]
    #[schema(required, format = Email, max_length = 254)]
    pub email: String,
    #[serde(default)]
    #[schema(required, min_length = 1)]
    pub password: String,
    /// Keep the session for 30 days instead of one.
    #[serde(default)]
    pub remember_me: bool,
    pub recaptcha_token: Option<String>,
}

impl From<LoginError> for ApiError {
    fn from(error: LoginError) -> Self {
        let status = match &error {
            LoginError::Missing => StatusCode::BAD_REQUEST,
            LoginError::InvalidCredentials => StatusCode::UNAUTHORIZED,
            LoginError::NotVerified | LoginError::NotActive(_) => StatusCode::FORBIDDEN,
            LoginError::Refused(refusal) => return (*refusal).into(),
            LoginError::Unexpected(_) => return ApiError::unexpected(error),
        };
        ApiError::new(status, error.to_string())
    }
}

/// Signs in with e-mail and password.
#[utoipa::path(
    post,
    path = "/api/v1/auth/login",
    tag = "auth",
    operation_id = "login",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in", body = Success<SessionResponse>),
        (status = 400, description = "Please fill in all fields", body = ErrorBody),
        (status = 401, description = "Invalid credentials", body = ErrorBody),
        (status = 403, description = "E-mail not verified, or the account is inactive or suspended", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn login(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    body: Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let client = client(&request, &services, body.recaptcha_token);
    let signed_in = services
        .sign_in
        .login(LoginRequest { email: body.email, password: body.password, remember_me: body.remember_me }, &client)
        .await?;
    Ok(HttpResponse::Ok().json(SessionResponse::answer(signed_in)))
}

/// What `me` answers to the limited token handed out at registration.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NeedsVerificationResponse {
    pub success: bool,
    pub needs_verification: bool,
    pub error: String,
}

/// The signed-in person. A registration token answers 403 with `needsVerification: true`.
#[utoipa::path(
    get,
    path = "/api/v1/auth/me",
    tag = "auth",
    operation_id = "getMe",
    responses(
        (status = 200, description = "The signed-in person", body = Envelope<UserDto>),
        (status = 403, description = "The e-mail is not verified yet", body = NeedsVerificationResponse),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn me(session: AnySession) -> HttpResponse {
    let AnySession(authenticated) = session;
    if authenticated.scope == SessionScope::PendingVerification || !authenticated.user.email_verified {
        return HttpResponse::Forbidden().json(NeedsVerificationResponse {
            success: false,
            needs_verification: true,
            error: "Please verify your email address to access your account.".into(),
        });
    }
    Envelope::ok(UserDto::from(&authenticated.user))
}

/// Ends this session; its token stops working at once. GET and POST do the same.
#[utoipa::path(
    get,
    path = "/api/v1/auth/logout",
    tag = "auth",
    operation_id = "logout",
    responses(
        (status = 200, description = "Signed out", body = Success<MessageResponse>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn logout(services: web::Data<ApiServices>, session: AnySession) -> Result<HttpResponse, ApiError> {
    services.sign_in.logout(&session.0).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Logged out successfully")))
}

/// Ends this session, as `GET /auth/logout` does.
#[utoipa::path(
    post,
    path = "/api/v1/auth/logout",
    tag = "auth",
    operation_id = "logoutWithPost",
    responses(
        (status = 200, description = "Signed out", body = Success<MessageResponse>),
    )
)]
pub async fn logout_with_post(services: web::Data<ApiServices>, session: AnySession) -> Result<HttpResponse, ApiError> {
    logout(services, session).await
}
