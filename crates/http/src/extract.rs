//! The input extractors every handler uses instead of actix's own: `Json`, `MaybeJson`, `Query`
//! and `Path`. They read the input as actix does (same limits, same configured error answers),
//! then refuse text PostgreSQL's `text` type cannot store — a NUL character (U+0000), the only
//! Unicode character it refuses — with a 400 that names the field, then run the DTO's
//! `validator` rules. The NUL check looks at the DTO as deserialized (serialized back to JSON),
//! so it covers every string the handler will see and nothing it ignores (unknown fields).
//! Multipart text fields get the same check in `media::read_form`.

use std::{future::Future, ops::Deref, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header::CONTENT_TYPE, web};
use serde::{Serialize, de::DeserializeOwned};
use validator::{Validate, ValidationErrors, ValidationErrorsKind};

use crate::ApiError;

/// Whether `text` holds a character PostgreSQL cannot store in `text`.
pub(crate) fn unstorable(text: &str) -> bool {
    text.contains('\0')
}

/// The 400 for text with a NUL character in `field` (or in a field name, when `field` is blank
/// or itself unstorable).
pub(crate) fn nul_error(field: &str) -> ApiError {
    let field = if field.is_empty() || unstorable(field) { "Text" } else { field };
    ApiError::invalid_field(field, format!("{field} must not contain NUL characters"))
}

/// The path (`socialMedia.instagram`, `profileImages[2]`) of the first key or string in `value`
/// that holds a NUL character.
fn nul_in_json(value: &serde_json::Value, path: &str) -> Option<String> {
    match value {
        serde_json::Value::String(text) => unstorable(text).then(|| path.to_owned()),
        serde_json::Value::Array(items) => {
            items.iter().enumerate().find_map(|(i, item)| nul_in_json(item, &format!("{path}[{i}]")))
        }
        serde_json::Value::Object(fields) => fields.iter().find_map(|(key, item)| {
            let inner = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
            if unstorable(key) { Some(path.to_owned()) } else { nul_in_json(item, &inner) }
        }),
        _ => None,
    }
}

/// `first_name` -> `firstName`: validator names fields as Rust does, the API as JSON does.
fn camel_case(field: &str) -> String {
    let mut parts = field.split('_');
    let first = parts.next().unwrap_or_default().to_owned();
    parts.fold(first, |mut name, part| {
        let mut chars = part.chars();
        if let Some(c) = chars.next() {
            name.extend(c.to_uppercase());
            name.push_str(chars.as_str());
        }
        name
    })
}

/// The first broken rule, by field name (so the answer is stable): (field, message). A nested
/// DTO's rules (a flattened `PageQuery`) name the API's fields themselves.
fn first_broken(errors: &ValidationErrors) -> Option<(String, String)> {
    let mut fields: Vec<_> = errors.errors().iter().collect();
    fields.sort_by_key(|(name, _)| name.to_string());
    fields.into_iter().find_map(|(name, kind)| match kind {
        ValidationErrorsKind::Field(list) => list.first().map(|error| {
            let field = camel_case(name);
            let message = error.message.as_deref().map_or_else(|| format!("{field} is not valid"), str::to_owned);
            (field, message)
        }),
        ValidationErrorsKind::Struct(inner) => first_broken(inner),
        ValidationErrorsKind::List(_) => None,
    })
}

impl From<ValidationErrors> for ApiError {
    /// The first broken rule, with its message.
    fn from(errors: ValidationErrors) -> Self {
        match first_broken(&errors) {
            Some((field, message)) => ApiError::invalid_field(&field, message),
            None => ApiError::bad_request("The request is not valid"),
        }
    }
}

/// The NUL check, then the validation rules, on a deserialized DTO.
fn check<T: Serialize + Validate>(dto: T) -> Result<T, ApiError> {
    let seen = serde_json::to_value(&dto).map_err(ApiError::unexpected)?;
    if let Some(field) = nul_in_json(&seen, "") {
        return Err(nul_error(&field));
    }
    dto.validate()?;
    Ok(dto)
}

fn parse_json<T: DeserializeOwned + Serialize + Validate>(value: serde_json::Value) -> Result<T, ApiError> {
    let dto =
        T::deserialize(value).map_err(|e| ApiError::bad_request(format!("The request body is not valid: {e}")))?;
    check(dto)
}

type LocalFuture<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

/// A JSON body: `web::Json` (256 KB, `application/json`), then the NUL check, then serde, then
/// the DTO's validation rules.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T> Json<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> Deref for Json<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + Serialize + Validate + 'static> FromRequest for Json<T> {
    type Error = actix_web::Error;
    type Future = LocalFuture<Self>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let body = web::Json::<serde_json::Value>::from_request(request, payload);
        Box::pin(async move { Ok(Json(parse_json(body.await?.into_inner())?)) })
    }
}

/// An optional JSON body: `None` when the request has no `Content-Type` (no body was sent) or
/// the body is `null`; otherwise exactly `Json`, errors included.
#[derive(Debug)]
pub struct MaybeJson<T>(pub Option<T>);

impl<T: DeserializeOwned + Serialize + Validate + 'static> FromRequest for MaybeJson<T> {
    type Error = actix_web::Error;
    type Future = LocalFuture<Self>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if !request.headers().contains_key(CONTENT_TYPE) {
            return Box::pin(async { Ok(MaybeJson(None)) });
        }
        let body = web::Json::<serde_json::Value>::from_request(request, payload);
        Box::pin(async move {
            match body.await?.into_inner() {
                serde_json::Value::Null => Ok(MaybeJson(None)),
                value => Ok(MaybeJson(Some(parse_json(value)?))),
            }
        })
    }
}

/// Query parameters: `web::Query` (whose errors answer 400), then the NUL check and the DTO's
/// validation rules.
#[derive(Debug)]
pub struct Query<T>(pub T);

impl<T> Query<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> Deref for Query<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + Serialize + Validate> FromRequest for Query<T> {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, actix_web::Error>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        std::future::ready(extract_query(request, payload).map(Query))
    }
}

fn extract_query<T: DeserializeOwned + Serialize + Validate>(
    request: &HttpRequest,
    payload: &mut Payload,
) -> Result<T, actix_web::Error> {
    let query = web::Query::<T>::from_request(request, payload).into_inner()?.into_inner();
    Ok(check(query)?)
}

/// Path segments: the NUL check on every decoded segment, then `web::Path` (whose errors answer
/// 404: a malformed id names nothing).
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<T> Path<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> Deref for Path<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned> FromRequest for Path<T> {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, actix_web::Error>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if let Some((name, _)) = request.match_info().iter().find(|(_, value)| unstorable(value)) {
            return std::future::ready(Err(nul_error(name).into()));
        }
        std::future::ready(web::Path::<T>::from_request(request, payload).into_inner().map(|p| Path(p.into_inner())))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_nul_anywhere_in_a_json_body_is_found_with_its_path() {
        assert_eq!(nul_in_json(&json!({"email": "a\u{0}b"}), ""), Some("email".into()));
        assert_eq!(
            nul_in_json(&json!({"socialMedia": {"instagram": "\u{0}"}}), ""),
            Some("socialMedia.instagram".into())
        );
        assert_eq!(nul_in_json(&json!({"profileImages": ["ok", "x\u{0}"]}), ""), Some("profileImages[1]".into()));
        assert_eq!(nul_in_json(&json!({"a\u{0}": 1}), ""), Some("".into()));
        assert_eq!(nul_in_json(&json!({"socialMedia": {"a\u{0}": ""}}), ""), Some("socialMedia".into()));
        assert_eq!(nul_in_json(&json!({"bio": "fine", "n": 1, "list": [true, null]}), ""), None);
    }

    #[test]
    fn the_nul_answer_names_the_field() {
        let error = nul_error("bio");
        assert_eq!(error.message(), "bio must not contain NUL characters");
        assert_eq!(nul_error("").message(), "Text must not contain NUL characters");
        assert_eq!(nul_error("a\u{0}").message(), "Text must not contain NUL characters");
    }

    #[test]
    fn rust_field_names_become_json_names() {
        assert_eq!(camel_case("page_size"), "pageSize");
        assert_eq!(camel_case("university_name"), "universityName");
        assert_eq!(camel_case("email"), "email");
    }
}
