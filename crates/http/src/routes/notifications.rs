//! Notifications (issue 24): the list, read marks, preferences, and the one-click unsubscribe of
//! digest e-mails (no sign-in).

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use quad_application::notifications::{
    NotificationError, PreferenceView, UnsubscribeError,
    ports::{Preference, StoredNotification},
};
use quad_domain::NotificationKind;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use crate::{
    ApiError, ApiServices, Envelope, ErrorBody,
    auth::CurrentUser,
    closed_sets::NotificationKindDto,
    extract::{Json, Path, Query},
    paging::{PageQuery, Paged},
};

impl From<NotificationError> for ApiError {
    fn from(error: NotificationError) -> Self {
        match error {
            NotificationError::NotFound => ApiError::not_found(error.to_string()),
            NotificationError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

impl From<UnsubscribeError> for ApiError {
    fn from(error: UnsubscribeError) -> Self {
        match error {
            UnsubscribeError::Unknown => ApiError::not_found(error.to_string()),
            UnsubscribeError::Unexpected(error) => ApiError::unexpected(error),
        }
    }
}

/// One notification: its words (the same as its e-mail's), where to act, and whether it was read.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Notification)]
pub struct NotificationDto {
    pub id: Uuid,
    pub kind: NotificationKindDto,
    pub title: String,
    pub body: String,
    /// A path of the web app (`/profile`), or an Instagram permalink.
    pub link: String,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

impl From<StoredNotification> for NotificationDto {
    fn from(stored: StoredNotification) -> Self {
        Self {
            id: stored.id,
            kind: stored.notice.kind().into(),
            title: stored.notice.title(),
            body: stored.notice.body(),
            link: stored.notice.link(),
            created_at: stored.created_at,
            read_at: stored.read_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCount {
    pub unread: i64,
}

/// The caller's notifications, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/notifications",
    tag = "notifications",
    operation_id = "listNotifications",
    params(PageQuery<20>),
    responses((status = 200, description = "A page of notifications", body = Paged<NotificationDto>))
)]
pub async fn list(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    query: Query<PageQuery<20>>,
) -> Result<HttpResponse, ApiError> {
    let found =
        services.notifications.list(who.user(), query.into_inner().request()).await.map_err(ApiError::unexpected)?;
    Ok(Paged::of(found, NotificationDto::from).ok())
}

/// How many of the caller's notifications are unread (the bell's badge).
#[utoipa::path(
    get,
    path = "/api/v1/notifications/unread-count",
    tag = "notifications",
    operation_id = "countUnreadNotifications",
    responses((status = 200, description = "The unread count", body = Envelope<UnreadCount>))
)]
pub async fn unread_count(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let unread = services.notifications.unread(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(UnreadCount { unread }))
}

/// Marks one of the caller's notifications read; the other tabs are told through the stream.
#[utoipa::path(
    post,
    path = "/api/v1/notifications/{id}/read",
    tag = "notifications",
    operation_id = "markNotificationRead",
    params(("id" = Uuid, Path, description = "The notification's id")),
    responses(
        (status = 200, description = "Read; the unread count after", body = Envelope<UnreadCount>),
        (status = 404, description = "No such notification of the caller's", body = ErrorBody),
    )
)]
pub async fn mark_read(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    id: Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let unread = services.notifications.mark_read(who.user(), id.into_inner()).await?;
    Ok(Envelope::ok(UnreadCount { unread }))
}

/// Marks all the caller's notifications read.
#[utoipa::path(
    post,
    path = "/api/v1/notifications/read-all",
    tag = "notifications",
    operation_id = "markAllNotificationsRead",
    responses((status = 200, description = "All read", body = Envelope<UnreadCount>))
)]
pub async fn mark_all_read(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let unread = services.notifications.mark_all_read(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(UnreadCount { unread }))
}

/// A person's choice for one kind; a locked one cannot be changed (security notices always
/// reach the person; decisions e-mailed at once are part of the decision).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = NotificationPreference)]
pub struct NotificationPreferenceDto {
    pub kind: NotificationKindDto,
    pub label: String,
    pub description: String,
    pub in_app: bool,
    pub email: bool,
    pub in_app_locked: bool,
    pub email_locked: bool,
}

impl From<PreferenceView> for NotificationPreferenceDto {
    fn from(view: PreferenceView) -> Self {
        let kind = view.preference.kind;
        Self {
            kind: kind.into(),
            label: kind.label().to_owned(),
            description: kind.description().to_owned(),
            in_app: view.preference.in_app,
            email: view.preference.email,
            in_app_locked: view.in_app_locked,
            email_locked: view.email_locked,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationPreferences {
    pub preferences: Vec<NotificationPreferenceDto>,
}

fn preferences(views: Vec<PreferenceView>) -> HttpResponse {
    Envelope::ok(NotificationPreferences { preferences: views.into_iter().map(Into::into).collect() })
}

/// The caller's notification preferences, one per kind they may get.
#[utoipa::path(
    get,
    path = "/api/v1/notifications/preferences",
    tag = "notifications",
    operation_id = "getNotificationPreferences",
    responses((status = 200, description = "The preferences", body = Envelope<NotificationPreferences>))
)]
pub async fn get_preferences(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let views = services.notifications.preferences(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(preferences(views))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct PreferenceChange {
    pub kind: NotificationKindDto,
    pub in_app: bool,
    pub email: bool,
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct UpdateNotificationPreferences {
    #[validate(length(max = 50, message = "Send at most one preference per kind"))]
    #[schema(max_items = 50)]
    pub preferences: Vec<PreferenceChange>,
}

/// Changes the caller's preferences for the kinds sent (locked ones stay as they are).
#[utoipa::path(
    put,
    path = "/api/v1/notifications/preferences",
    tag = "notifications",
    operation_id = "updateNotificationPreferences",
    request_body = UpdateNotificationPreferences,
    responses(
        (status = 200, description = "The preferences now", body = Envelope<NotificationPreferences>),
        (status = 400, description = "The body is not a list of preferences", body = ErrorBody),
    )
)]
pub async fn update_preferences(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    body: Json<UpdateNotificationPreferences>,
) -> Result<HttpResponse, ApiError> {
    let sent = body
        .into_inner()
        .preferences
        .into_iter()
        .map(|p| Preference { kind: p.kind.into(), in_app: p.in_app, email: p.email })
        .collect();
    let views = services.notifications.set_preferences(who.user(), sent).await.map_err(ApiError::unexpected)?;
    Ok(preferences(views))
}

/// The kind a digest's unsubscribe link turns off.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unsubscribed {
    pub kind: NotificationKindDto,
    pub label: String,
}

fn unsubscribed(kind: NotificationKind) -> HttpResponse {
    Envelope::ok(Unsubscribed { kind: kind.into(), label: kind.label().to_owned() })
}

/// What an unsubscribe link would turn off, without changing anything (the page asks first).
#[utoipa::path(
    get,
    path = "/api/v1/notifications/unsubscribe/{token}",
    tag = "notifications",
    operation_id = "describeUnsubscribe",
    params(("token" = String, Path, description = "The secret from the digest's link")),
    responses(
        (status = 200, description = "The kind it turns off", body = Envelope<Unsubscribed>),
        (status = 400, description = "The token is not text a link could hold", body = ErrorBody),
        (status = 404, description = "Not a valid link", body = ErrorBody),
    )
)]
pub async fn describe_unsubscribe(
    services: web::Data<ApiServices>,
    token: Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(unsubscribed(services.notifications.unsubscribe_target(&token.into_inner()).await?))
}

/// One-click unsubscribe (RFC 8058): turns off e-mail for the one kind the link names, without
/// signing in. Mail clients POST `List-Unsubscribe=One-Click`; any body is accepted.
#[utoipa::path(
    post,
    path = "/api/v1/notifications/unsubscribe/{token}",
    tag = "notifications",
    operation_id = "unsubscribe",
    params(("token" = String, Path, description = "The secret from the digest's link")),
    responses(
        (status = 200, description = "E-mail for that kind is off", body = Envelope<Unsubscribed>),
        (status = 400, description = "The token is not text a link could hold", body = ErrorBody),
        (status = 404, description = "Not a valid link", body = ErrorBody),
    )
)]
pub async fn unsubscribe(services: web::Data<ApiServices>, token: Path<String>) -> Result<HttpResponse, ApiError> {
    Ok(unsubscribed(services.notifications.unsubscribe(&token.into_inner()).await?))
}
