//! Uploads: `POST /upload` for profile photos, logos and post images, and the avatar under
//! `/auth/profile-picture`. Both read one multipart field `file`, never more than 5 MB of it.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use futures_util::TryStreamExt;
use quad_application::media::{MAX_UPLOAD_BYTES, UploadError, ports::MediaKind};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use validator::Validate;

use crate::{
    ApiError, ApiServices, ErrorBody, Success,
    auth::CurrentUser,
    closed_sets::UploadTypeDto,
    extract::{Query, nul_error, unstorable},
};

const TOO_LARGE: &str = "Image must be less than 5MB";

impl From<UploadError> for ApiError {
    fn from(error: UploadError) -> Self {
        match error {
            UploadError::TooLarge => ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE),
            UploadError::Forbidden => ApiError::new(StatusCode::FORBIDDEN, error.to_string()),
            UploadError::TooMany | UploadError::StorageFull => {
                ApiError::new(StatusCode::TOO_MANY_REQUESTS, error.to_string())
            }
            UploadError::Rejected(rejection) => {
                let status = match rejection {
                    quad_application::media::ports::ImageRejection::NotAnImage => StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    _ => StatusCode::BAD_REQUEST,
                };
                ApiError::new(status, rejection.to_string())
            }
            UploadError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// A multipart form: its text fields and, when sent, one file.
pub(crate) struct MultipartForm {
    pub fields: std::collections::HashMap<String, String>,
    pub file: Option<Vec<u8>>,
}

/// Reads a multipart form whose file field is `file_field` (at most 5 MB, 413 beyond) and whose
/// text fields are `text_fields`: small (16 KB each), UTF-8 and storable (no NUL character).
/// Other fields are read and ignored.
pub(crate) async fn read_form(
    request: &HttpRequest,
    mut payload: Multipart,
    file_field: &str,
    text_fields: &[&str],
) -> Result<MultipartForm, ApiError> {
    check_declared_length(request)?;
    let bad_body = |_| ApiError::bad_request("The form could not be read");
    let mut form = MultipartForm { fields: Default::default(), file: None };
    while let Some(mut field) = payload.try_next().await.map_err(bad_body)? {
        let name = field.name().unwrap_or_default().to_owned();
        let is_file = name == file_field;
        if !is_file && !text_fields.contains(&name.as_str()) {
            while field.try_next().await.map_err(bad_body)?.is_some() {}
            continue;
        }
        let limit = if is_file { MAX_UPLOAD_BYTES } else { 16 * 1024 };
        let mut bytes = Vec::new();
        while let Some(chunk) = field.try_next().await.map_err(bad_body)? {
            if bytes.len() + chunk.len() > limit {
                drain(field, payload).await;
                return Err(if is_file {
                    ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE)
                } else {
                    ApiError::invalid_field("form", format!("The field '{name}' is too long"))
                });
            }
            bytes.extend_from_slice(&chunk);
        }
        if is_file {
            form.file = Some(bytes).filter(|b| !b.is_empty());
        } else {
            let text = String::from_utf8(bytes).map_err(|_| ApiError::bad_request("Form fields must be UTF-8 text"))?;
            if unstorable(&text) {
                return Err(nul_error(&name));
            }
            form.fields.insert(name, text);
        }
    }
    Ok(form)
}

/// Reads and drops what is left of a body refused part-way (at most another 5 MB), so that its
/// answer reaches the client: a connection closed on bytes it has not read is reset, and the
/// client, still sending, may see the reset instead of the 413.
async fn drain(field: actix_multipart::Field, mut payload: Multipart) {
    let mut budget = MAX_UPLOAD_BYTES;
    let mut field = Some(field);
    while let Some(mut current) = field.take() {
        while let Ok(Some(chunk)) = current.try_next().await {
            budget = budget.saturating_sub(chunk.len());
            if budget == 0 {
                return;
            }
        }
        // The form gives its next field only once this one is gone; each counts, however small.
        drop(current);
        budget = budget.saturating_sub(1024);
        if budget == 0 {
            return;
        }
        field = payload.try_next().await.ok().flatten();
    }
}

fn check_declared_length(request: &HttpRequest) -> Result<(), ApiError> {
    let declared = request
        .headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|length| length > MAX_UPLOAD_BYTES + 64 * 1024) {
        return Err(ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE));
    }
    Ok(())
}

/// Reads the first `file` field of a multipart body, refusing (413) as soon as it passes 5 MB,
/// and before reading anything when the declared length already does. The rest of the body is
/// read too (and ignored), so that a malformed body is refused wherever its fault is.
pub(crate) async fn read_file_field(request: &HttpRequest, mut payload: Multipart) -> Result<Vec<u8>, ApiError> {
    check_declared_length(request)?;
    let bad_body = |_| ApiError::bad_request("The upload could not be read");
    let mut file = None;
    while let Some(mut field) = payload.try_next().await.map_err(bad_body)? {
        if field.name() != Some("file") || file.is_some() {
            while field.try_next().await.map_err(bad_body)?.is_some() {}
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.try_next().await.map_err(bad_body)? {
            if bytes.len() + chunk.len() > MAX_UPLOAD_BYTES {
                drain(field, payload).await;
                return Err(ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE));
            }
            bytes.extend_from_slice(&chunk);
        }
        file = Some(bytes);
    }
    file.filter(|bytes| !bytes.is_empty()).ok_or_else(|| ApiError::invalid_field("file", "Please select an image"))
}

#[derive(Debug, Serialize, Deserialize, IntoParams, Validate)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// What the image is for; any other value answers 400.
    pub upload_type: UploadTypeDto,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadResponse {
    pub file_url: String,
    pub thumbnail_url: String,
}

/// The multipart upload body: one image file.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// JPEG, PNG, GIF or WebP, at most 5 MB and 50 megapixels. Re-encoded; metadata (EXIF, GPS)
    /// is dropped.
    #[schema(value_type = String, format = Binary, content_media_type = "image/*", min_length = 1)]
    file: Vec<u8>,
}

/// Uploads an image (signed-in people; `logo` only for those who manage universities, `post`
/// only for those who run Instagram accounts). At most 60 uploads an hour and 200 MB stored per
/// account. An upload nothing refers to within 24 hours is deleted. Answers its URL and its
/// thumbnail's.
#[utoipa::path(
    post,
    path = "/api/v1/upload",
    tag = "media",
    operation_id = "uploadImage",
    params(UploadQuery),
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored", body = Success<UploadResponse>),
        (status = 400, description = "No file, an unknown uploadType, or an image that cannot be read or is too large to process", body = ErrorBody),
        (status = 403, description = "This kind of image is for staff only", body = ErrorBody),
        (status = 413, description = "Image must be less than 5MB", body = ErrorBody),
        (status = 415, description = "Please select an image file", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn upload(
    services: web::Data<ApiServices>,
    who: CurrentUser,
    request: HttpRequest,
    query: Query<UploadQuery>,
    payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let bytes = read_file_field(&request, payload).await?;
    let uploaded = services.media.upload(who.user(), MediaKind::from(query.upload_type), bytes).await?;
    Ok(HttpResponse::Created()
        .json(Success::new(UploadResponse { file_url: uploaded.url, thumbnail_url: uploaded.thumbnail_url })))
}
