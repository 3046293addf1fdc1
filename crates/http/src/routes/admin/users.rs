use actix_web::{HttpResponse, web};
use quad_application::{
    PageRequest,
    users::{ListUsers, ListUsersError, list_users as list},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use validator::Validate;

use crate::{
    ApiError, ApiServices, ErrorBody,
    auth::{CurrentUser, forbidden},
    extract::Query,
    routes::auth::dto::UserDto,
    rules,
};

impl From<ListUsersError> for ApiError {
    fn from(error: ListUsersError) -> Self {
        match error {
            ListUsersError::Forbidden => forbidden(),
            ListUsersError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct UserListQuery {
    /// Matches name, username or e-mail, ignoring case.
    pub search: Option<String>,
    /// From 1 (default 1).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1)]
    #[validate(range(min = 1, message = "page must be a whole number from 1"))]
    pub page: Option<i32>,
    /// 1 to 100 (default 20).
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    #[param(minimum = 1, maximum = 100)]
    #[validate(range(min = 1, max = 100, message = "pageSize must be a whole number from 1 to 100"))]
    pub page_size: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserDto {
    #[serde(flatten)]
    pub user: UserDto,
    pub last_active: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserListPage {
    pub success: bool,
    pub data: Vec<AdminUserDto>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

/// People on Quad, newest first (admins only).
#[utoipa::path(
    get,
    path = "/api/v1/admin/users",
    tag = "admin",
    operation_id = "listUsers",
    security(("bearer" = [])),
    params(UserListQuery),
    responses(
        (status = 200, description = "A page of people", body = UserListPage),
        (status = 400, description = "`page` or `pageSize` is not a whole number in its range", body = ErrorBody),
        (status = 401, description = "No valid session", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all, fields(user_id = %who.user().id))]
pub async fn list_users(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<UserListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = list(
        services.users.as_ref(),
        who.user(),
        ListUsers {
            search: query.search,
            page: PageRequest::new(query.page.map(i64::from), query.page_size.map(i64::from), 20),
        },
    )
    .await?;
    Ok(HttpResponse::Ok().json(UserListPage {
        success: true,
        data: page
            .items
            .iter()
            .map(|user| AdminUserDto { user: UserDto::from(user), last_active: user.last_active_at })
            .collect(),
        total: page.total,
        page: page.page,
        page_size: page.page_size,
    }))
}
