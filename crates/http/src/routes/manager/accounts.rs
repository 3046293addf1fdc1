//! A university's connected Instagram accounts: list, save (after a connection test), test
//! again, remove.

use actix_web::{HttpResponse, http::StatusCode, web};
use quad_application::publishing::{AccountError, ports::InstagramError};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::{dto::InstagramAccountDto, test_instagram::TestInstagramBody};
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::CurrentUser,
    extract::{Json, Path},
};

pub(crate) fn instagram_error(error: InstagramError) -> ApiError {
    match error {
        InstagramError::Rejected(message) | InstagramError::TokenRefused(message) => ApiError::bad_request(message),
        InstagramError::QuotaUsed(message) | InstagramError::Transient(message) => {
            ApiError::new(StatusCode::BAD_GATEWAY, format!("Instagram is unavailable: {message}"))
        }
    }
}

impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        match error {
            AccountError::Forbidden => crate::auth::forbidden(),
            AccountError::NotYours => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            AccountError::Missing => ApiError::bad_request(error.to_string()),
            AccountError::UniversityNotFound | AccountError::NotFound => ApiError::not_found(error.to_string()),
            AccountError::HasQueuedPosts => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            AccountError::Instagram(error) => instagram_error(error),
            AccountError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstagramAccountList {
    pub data: Vec<InstagramAccountDto>,
    /// Said when a real account is connected while media is served from an address Instagram
    /// cannot reach.
    pub public_media_warning: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AccountTest)]
pub struct AccountTestDto {
    pub account: InstagramAccountDto,
    /// Instagram's answer about the account, as it came.
    pub response: serde_json::Value,
}

fn dto(services: &ApiServices, account: quad_application::publishing::ports::InstagramAccount) -> InstagramAccountDto {
    let accounts = &services.instagram_accounts;
    InstagramAccountDto::new(account, accounts.now(), accounts.target().stand_in)
}

/// A university's connected accounts, oldest first (managers and admins).
#[utoipa::path(
    get,
    path = "/api/v1/manager/universities/{id}/instagram",
    tag = "manager",
    operation_id = "listInstagramAccounts",
    params(("id" = Uuid, Path, description = "The university's id")),
    responses(
        (status = 200, description = "The accounts", body = Success<InstagramAccountList>),
        (status = 404, description = "No such university", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let accounts = services.instagram_accounts.of_university(who.user(), id.into_inner()).await?;
    let target = services.instagram_accounts.target();
    let warning = if accounts.is_empty() || target.stand_in { None } else { target.media_warning.clone() };
    Ok(HttpResponse::Ok().json(Success::new(InstagramAccountList {
        data: accounts.into_iter().map(|a| dto(&services, a)).collect(),
        public_media_warning: warning,
    })))
}

/// Tests the credentials with Instagram and saves the account for the university; saving the
/// same Instagram user id again replaces its token. The token is stored encrypted and never
/// answered.
#[utoipa::path(
    post,
    path = "/api/v1/manager/universities/{id}/instagram",
    tag = "manager",
    operation_id = "saveInstagramAccount",
    params(("id" = Uuid, Path, description = "The university's id")),
    request_body = TestInstagramBody,
    responses(
        (status = 201, description = "Saved", body = Envelope<InstagramAccountDto>),
        (status = 400, description = "Missing credentials, or Instagram refused them", body = ErrorBody),
        (status = 404, description = "No such university", body = ErrorBody),
        (status = 502, description = "Instagram is unavailable", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn save(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<TestInstagramBody>,
) -> Result<HttpResponse, ApiError> {
    let saved =
        services.instagram_accounts.save(who.user(), id.into_inner(), &body.access_token, &body.ig_user_id).await?;
    Ok(Envelope::with_status(StatusCode::CREATED, dto(&services, saved)))
}

/// Tests a saved account's token again; a refusal is recorded on the account.
#[utoipa::path(
    post,
    path = "/api/v1/manager/instagram/{id}/test",
    tag = "manager",
    operation_id = "retestInstagramAccount",
    params(("id" = Uuid, Path, description = "The account's id")),
    responses(
        (status = 200, description = "Instagram accepts the token", body = Envelope<AccountTestDto>),
        (status = 400, description = "Instagram refused the token", body = ErrorBody),
        (status = 404, description = "No such account", body = ErrorBody),
        (status = 502, description = "Instagram is unavailable", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn retest(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let tested = services.instagram_accounts.test_saved(who.user(), id.into_inner()).await?;
    let response = serde_json::from_str(&tested.response).unwrap_or(serde_json::Value::String(tested.response));
    Ok(Envelope::ok(AccountTestDto { account: dto(&services, tested.account), response }))
}

/// Removes an account with no queued posts (409 otherwise); its posted and failed posts stay.
#[utoipa::path(
    delete,
    path = "/api/v1/manager/instagram/{id}",
    tag = "manager",
    operation_id = "removeInstagramAccount",
    params(("id" = Uuid, Path, description = "The account's id")),
    responses(
        (status = 200, description = "Removed", body = Envelope<Option<String>>),
        (status = 404, description = "No such account", body = ErrorBody),
        (status = 409, description = "The account has queued posts", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn remove(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.instagram_accounts.remove(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(None::<String>))
}
