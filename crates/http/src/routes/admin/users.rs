//! The admin users screen's calls: list (search, filters, sort, paging), edit and delete.

use actix_web::{HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::users::{
    DeleteUserError, ListUsers, ListUsersError, UpdateUserError, UserEdit,
    ports::{UserFilter, UserSort, UserSummary},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, ErrorBody, Success,
    auth::{CurrentUser, forbidden},
    closed_sets::{ProfileStatusDto, RoleDto, UserSortDto, UserStatusDto},
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
    routes::auth::dto::UserDto,
};

impl From<ListUsersError> for ApiError {
    fn from(error: ListUsersError) -> Self {
        match error {
            ListUsersError::Forbidden => forbidden(),
            ListUsersError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

impl From<UpdateUserError> for ApiError {
    fn from(error: UpdateUserError) -> Self {
        match error {
            UpdateUserError::Forbidden => forbidden(),
            UpdateUserError::Invalid(field) => field.into(),
            UpdateUserError::NotFound => ApiError::not_found(error.to_string()),
            UpdateUserError::OwnRole | UpdateUserError::OwnStatus | UpdateUserError::LastAdmin => {
                ApiError::new(StatusCode::CONFLICT, error.to_string())
            }
            UpdateUserError::EmailTaken => ApiError::invalid_field("email", error.to_string()),
            UpdateUserError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

impl From<DeleteUserError> for ApiError {
    fn from(error: DeleteUserError) -> Self {
        match error {
            DeleteUserError::Forbidden => forbidden(),
            DeleteUserError::NotFound => ApiError::not_found(error.to_string()),
            DeleteUserError::Own | DeleteUserError::LastAdmin => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            DeleteUserError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct UserListQuery {
    /// Matches name, username, e-mail or university, ignoring case.
    #[validate(length(max = 200, message = "search must be at most 200 characters"))]
    pub search: Option<String>,
    pub role: Option<RoleDto>,
    pub status: Option<UserStatusDto>,
    /// `newest` (default), `oldest`, `name` or `lastActive`.
    pub sort: Option<UserSortDto>,
    #[serde(flatten)]
    #[param(ignore)]
    #[validate(nested)]
    pub page: PageQuery<20>,
}

/// The university a person's roommate profile names.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UserUniversity)]
pub struct UserUniversityDto {
    pub id: Uuid,
    pub name: String,
}

/// A person as the admin users screen shows them (spec section 3, admin user view).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminUser)]
pub struct AdminUserDto {
    #[serde(flatten)]
    pub user: UserDto,
    pub last_active: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub university: Option<UserUniversityDto>,
    /// They have filled in and submitted a roommate profile (whatever its review state).
    pub profile_completed: bool,
    pub profile_status: Option<ProfileStatusDto>,
    /// A new address an admin set, waiting on the link sent there; the account keeps `email`
    /// until it is opened.
    #[schema(format = Email)]
    pub pending_email: Option<String>,
    /// The universities they look after (managers, moderators), by name.
    pub assigned_universities: Vec<UserUniversityDto>,
    /// They turned two-step sign-in on (staff); another admin may reset it.
    pub second_factor_on: bool,
}

impl From<UserSummary> for AdminUserDto {
    fn from(summary: UserSummary) -> Self {
        Self {
            user: UserDto::from(&summary.user),
            last_active: summary.user.last_active_at,
            updated_at: summary.updated_at,
            profile_completed: summary.profile_completed(),
            profile_status: summary.profile_status.map(ProfileStatusDto::from),
            university: summary
                .university
                .map(|university| UserUniversityDto { id: university.id, name: university.name }),
            pending_email: summary.pending_email,
            assigned_universities: summary
                .assigned_universities
                .into_iter()
                .map(|university| UserUniversityDto { id: university.id, name: university.name })
                .collect(),
            second_factor_on: summary.second_factor_on,
        }
    }
}

/// People on Quad (admins only), newest first unless sorted otherwise.
#[utoipa::path(
    get,
    path = "/api/v1/admin/users",
    tag = "admin",
    operation_id = "listUsers",
    params(UserListQuery, PageQuery<20>),
    responses(
        (status = 200, description = "A page of people", body = Paged<AdminUserDto>),
        (status = 400, description = "An unknown role, status or sort, or `page` or `pageSize` not a whole number in its range", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn list_users(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<UserListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = services
        .user_administration
        .list(
            who.user(),
            ListUsers {
                filter: UserFilter {
                    search: query.search,
                    role: query.role.map(Into::into),
                    status: query.status.map(Into::into),
                },
                sort: query.sort.map_or(UserSort::Newest, UserSort::from),
                page: query.page.request(),
            },
        )
        .await?;
    Ok(Paged::of(page, AdminUserDto::from).ok())
}

/// An admin's edit: any of the fields; those left out stay as they are.
#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpdateUserBody {
    #[schema(max_length = 50)]
    pub first_name: Option<String>,
    #[schema(max_length = 50)]
    pub last_name: Option<String>,
    /// A new address gets a confirmation link; the account moves there once it is opened.
    #[schema(format = Email)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub email: Option<String>,
    pub role: Option<RoleDto>,
    pub status: Option<UserStatusDto>,
    /// Spec 7's form of the name: split at its last space into first and last name (never with
    /// `firstName` or `lastName`).
    #[schema(max_length = 101)]
    pub name: Option<String>,
    /// The universities a manager or moderator looks after: the whole set (empty: none). Only
    /// managers and moderators have any; someone who stops being one loses theirs. A manager
    /// acts only on theirs; a moderator with some reviews only theirs, with none every one.
    #[schema(max_items = 100)]
    #[validate(length(max = 100, message = "At most 100 universities"))]
    pub universities: Option<Vec<Uuid>>,
}

/// Spec 7's `name`, split at its last space: "Ada King Lovelace" is Ada King, Lovelace.
fn split_name(name: &str) -> Result<(String, String), ApiError> {
    match name.trim().rsplit_once(char::is_whitespace) {
        Some((first, last)) if !first.trim().is_empty() && !last.is_empty() => {
            Ok((first.trim().to_owned(), last.to_owned()))
        }
        _ => Err(ApiError::invalid_field("name", "Please enter a first and a last name")),
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserUpdated {
    /// 'User updated successfully', and where a confirmation link went.
    pub message: String,
    pub data: AdminUserDto,
    #[schema(format = Email)]
    pub email_change_sent_to: Option<String>,
}

/// Changes a person's name, e-mail, role, status or the universities they look after (admins
/// only); each change is in the activity log. Admins cannot demote,
/// deactivate or suspend themselves, nor the last active admin; a role change or a status other
/// than active signs the person out everywhere at once.
#[utoipa::path(
    patch,
    path = "/api/v1/admin/users/{id}",
    tag = "admin",
    operation_id = "updateUser",
    params(("id" = Uuid, Path, description = "The person's id")),
    request_body = UpdateUserBody,
    responses(
        (status = 200, description = "Updated", body = Success<UserUpdated>),
        (status = 400, description = "A name or e-mail address that is not valid, or an e-mail in use", body = ErrorBody),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 409, description = "Their own role or status, or the last active admin", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn update_user(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<UpdateUserBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let (first_name, last_name) = match body.name.as_deref() {
        Some(_) if body.first_name.is_some() || body.last_name.is_some() => {
            return Err(ApiError::invalid_field("name", "Send either name or firstName and lastName"));
        }
        Some(name) => split_name(name).map(|(first, last)| (Some(first), Some(last)))?,
        None => (body.first_name, body.last_name),
    };
    let edit = UserEdit {
        first_name,
        last_name,
        email: body.email,
        role: body.role.map(Into::into),
        status: body.status.map(Into::into),
        universities: body.universities,
    };
    let updated = services.user_administration.update(who.user(), id.into_inner(), edit).await?;
    let sent_to = updated.email_change_sent_to.map(|email| email.to_string());
    let message = match &sent_to {
        Some(address) => format!(
            "User updated successfully. A confirmation link was sent to {address}; the e-mail address changes when it is opened."
        ),
        None => "User updated successfully".to_owned(),
    };
    Ok(HttpResponse::Ok().json(Success::new(UserUpdated {
        message,
        data: AdminUserDto::from(updated.summary),
        email_change_sent_to: sent_to,
    })))
}

/// The same as `PATCH` (spec section 7 names both).
#[utoipa::path(
    put,
    path = "/api/v1/admin/users/{id}",
    tag = "admin",
    operation_id = "replaceUser",
    params(("id" = Uuid, Path, description = "The person's id")),
    request_body = UpdateUserBody,
    responses(
        (status = 200, description = "Updated", body = Success<UserUpdated>),
        (status = 400, description = "A name or e-mail address that is not valid, or an e-mail in use", body = ErrorBody),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 409, description = "Their own role or status, or the last active admin", body = ErrorBody),
    )
)]
pub async fn replace_user(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
    body: Json<UpdateUserBody>,
) -> Result<HttpResponse, ApiError> {
    update_user(services, who, id, body).await
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDeleted {
    /// 'User deleted successfully'.
    pub message: String,
}

/// Deletes a person's account exactly as their own deletion does: their profile, photos,
/// sessions and everything else kept about them (admins only; never oneself nor the last
/// active admin).
#[utoipa::path(
    delete,
    path = "/api/v1/admin/users/{id}",
    tag = "admin",
    operation_id = "deleteUser",
    params(("id" = Uuid, Path, description = "The person's id")),
    responses(
        (status = 200, description = "Deleted", body = Success<UserDeleted>),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 409, description = "Their own account, or the last active admin", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn delete_user(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.user_administration.delete(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(Success::new(UserDeleted { message: "User deleted successfully".to_owned() })))
}

/// Turns off someone's two-step sign-in when they lost both their authenticator and their
/// recovery codes (admins only, never their own): their sessions end, they set it up again at
/// their next sign-in, and the activity log records who did it.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/users/{id}/second-factor",
    tag = "admin",
    operation_id = "resetSecondFactor",
    params(("id" = Uuid, Path, description = "The person's id")),
    responses(
        (status = 204, description = "Reset"),
        (status = 400, description = "Their own (another admin resets it)", body = ErrorBody),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 409, description = "They have not turned it on", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn reset_second_factor(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    services.second_factors.reset(who.user(), id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
