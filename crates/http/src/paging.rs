//! Paging at the HTTP edge, one shape for every list:
//! - by page number: `PageQuery<N>` reads `page` and `pageSize` (`N`, the list's default size),
//!   flattened into the list's query type; `Paged<T>` answers `{success, data, total, page,
//!   pageSize}`. A list with more to say flattens a `Paged<T>` into its own answer beside its
//!   extras (the moderation queue's `counts`).
//! - by keyset: `CursorQuery<N>` reads `before` and `limit`; `CursorPage<T>` answers `{success,
//!   data, nextCursor}`. For feeds that grow at their head, newest first.
//!
//! The limits come from the application's `PageRequest::MAX_SIZE`, in the rules and the document.

use std::borrow::Cow;

use actix_web::HttpResponse;
use quad_application::{Cursor, Keyset, KeysetRequest, Page, PageRequest};
use serde::{Deserialize, Serialize};
use utoipa::{
    IntoParams, ToSchema,
    openapi::{
        KnownFormat, ObjectBuilder, Required, SchemaFormat, Type,
        path::{Parameter, ParameterBuilder, ParameterIn},
    },
};
use validator::{Validate, ValidationError, ValidationErrors};

use crate::rules;

/// `page` (from 1, default 1) and `pageSize` (1 to `PageRequest::MAX_SIZE`, default
/// `DEFAULT_SIZE`). A list's query type flattens it (`#[serde(flatten)] #[param(ignore)]
/// #[validate(nested)]`) and its `#[utoipa::path]` lists it in `params`.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PageQuery<const DEFAULT_SIZE: i64> {
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    pub page: Option<i32>,
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    pub page_size: Option<i32>,
}

impl<const DEFAULT_SIZE: i64> PageQuery<DEFAULT_SIZE> {
    pub fn request(self) -> PageRequest {
        PageRequest::new(self.page.map(i64::from), self.page_size.map(i64::from), DEFAULT_SIZE)
    }
}

fn rule_broken(message: String) -> ValidationError {
    ValidationError::new("range").with_message(Cow::Owned(message))
}

/// 1 to `PageRequest::MAX_SIZE`.
fn size_in_range(size: Option<i32>) -> bool {
    size.is_none_or(|size| (1..=PageRequest::MAX_SIZE).contains(&i64::from(size)))
}

impl<const DEFAULT_SIZE: i64> Validate for PageQuery<DEFAULT_SIZE> {
    fn validate(&self) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if self.page.is_some_and(|page| page < 1) {
            errors.add("page", rule_broken("page must be a whole number from 1".to_owned()));
        }
        if !size_in_range(self.page_size) {
            let max = PageRequest::MAX_SIZE;
            errors.add("page_size", rule_broken(format!("pageSize must be a whole number from 1 to {max}")));
        }
        if errors.is_empty() { Ok(()) } else { Err(errors) }
    }
}

/// A whole-number query parameter from 1, optional.
fn count_parameter(name: &str, description: String, maximum: Option<i64>) -> Parameter {
    let schema = ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int32)))
        .minimum(Some(1))
        .maximum(maximum);
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Query)
        .description(Some(description))
        .required(Required::False)
        .schema(Some(schema))
        .build()
}

impl<const DEFAULT_SIZE: i64> IntoParams for PageQuery<DEFAULT_SIZE> {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let max = PageRequest::MAX_SIZE;
        vec![
            count_parameter("page", "From 1 (default 1).".to_owned(), None),
            count_parameter("pageSize", format!("1 to {max} (default {DEFAULT_SIZE})."), Some(max)),
        ]
    }
}

// One page of a list, and how many there are in all (`//`, not `///`: the lists' documents
// predate it and say so themselves).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Paged<T> {
    // Always `true`.
    pub success: bool,
    pub data: Vec<T>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

impl<T: Serialize> Paged<T> {
    /// The answer for `page`, each item shown as `show` makes it.
    pub fn of<U>(page: Page<U>, show: impl FnMut(U) -> T) -> Self {
        Self {
            success: true,
            data: page.items.into_iter().map(show).collect(),
            total: page.total,
            page: page.page,
            page_size: page.page_size,
        }
    }

    pub fn ok(self) -> HttpResponse {
        HttpResponse::Ok().json(self)
    }
}

/// `before` (the `nextCursor` of the page before; the newest when left out) and `limit` (1 to
/// `PageRequest::MAX_SIZE`, default `DEFAULT_LIMIT`).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CursorQuery<const DEFAULT_LIMIT: i64> {
    pub before: Option<String>,
    #[serde(default, deserialize_with = "rules::whole_number_text")]
    pub limit: Option<i32>,
}

impl<const DEFAULT_LIMIT: i64> CursorQuery<DEFAULT_LIMIT> {
    /// What was asked for (validation refused a cursor this list did not hand out).
    pub fn request(&self) -> KeysetRequest {
        let before = self.before.as_deref().and_then(|text| Cursor::parse(text).ok());
        KeysetRequest::new(before, self.limit.map(i64::from), DEFAULT_LIMIT)
    }
}

impl<const DEFAULT_LIMIT: i64> Validate for CursorQuery<DEFAULT_LIMIT> {
    fn validate(&self) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if self.before.as_deref().is_some_and(|text| Cursor::parse(text).is_err()) {
            errors.add("before", rule_broken("before must be a nextCursor this list answered".to_owned()));
        }
        if !size_in_range(self.limit) {
            let max = PageRequest::MAX_SIZE;
            errors.add("limit", rule_broken(format!("limit must be a whole number from 1 to {max}")));
        }
        if errors.is_empty() { Ok(()) } else { Err(errors) }
    }
}

impl<const DEFAULT_LIMIT: i64> IntoParams for CursorQuery<DEFAULT_LIMIT> {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let before = ParameterBuilder::new()
            .name("before")
            .parameter_in(ParameterIn::Query)
            .description(Some("The `nextCursor` of the page before; the newest when left out."))
            .required(Required::False)
            .schema(Some(ObjectBuilder::new().schema_type(Type::String).pattern(Some(
                r"^-?[0-9]{1,16}_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
            ))))
            .build();
        let max = PageRequest::MAX_SIZE;
        vec![before, count_parameter("limit", format!("1 to {max} (default {DEFAULT_LIMIT})."), Some(max))]
    }
}

/// One keyset page, newest first; `nextCursor` is where the next begins, `null` at the end.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CursorPage<T> {
    /// Always `true`.
    pub success: bool,
    pub data: Vec<T>,
    pub next_cursor: Option<String>,
}

impl<T: Serialize> CursorPage<T> {
    pub fn of<U>(page: Keyset<U>, show: impl FnMut(U) -> T) -> Self {
        Self {
            success: true,
            data: page.items.into_iter().map(show).collect(),
            next_cursor: page.next.map(|cursor| cursor.to_string()),
        }
    }

    pub fn ok(self) -> HttpResponse {
        HttpResponse::Ok().json(self)
    }
}

#[cfg(test)]
mod tests {
    use chrono::DateTime;
    use uuid::Uuid;

    use super::*;

    fn query<T: serde::de::DeserializeOwned>(text: &str) -> T {
        actix_web::web::Query::<T>::from_query(text).expect("the query reads").into_inner()
    }

    #[test]
    fn a_page_query_takes_each_lists_default_size_and_refuses_out_of_range_numbers() {
        assert_eq!(query::<PageQuery<12>>("").request().size(), 12);
        assert_eq!(query::<PageQuery<12>>("page=3&pageSize=40").request().offset(), 80);
        let refused = query::<PageQuery<20>>("page=0&pageSize=101").validate().unwrap_err();
        let fields = refused.field_errors();
        assert_eq!(fields["page"][0].message.as_deref(), Some("page must be a whole number from 1"));
        assert_eq!(fields["page_size"][0].message.as_deref(), Some("pageSize must be a whole number from 1 to 100"));
    }

    #[test]
    fn the_documented_page_size_limit_is_the_applications() {
        let params = PageQuery::<6>::into_params(|| None);
        let size = serde_json::to_value(&params[1]).unwrap();
        assert_eq!(size["schema"]["maximum"], PageRequest::MAX_SIZE);
        assert_eq!(size["description"], format!("1 to {} (default 6).", PageRequest::MAX_SIZE));
    }

    #[test]
    fn a_cursor_query_hands_back_the_cursor_a_page_answered() {
        let at = DateTime::from_timestamp_micros(1_764_115_200_000_001).unwrap();
        let cursor = Cursor { at, id: Uuid::from_u128(9) };
        let answered = CursorPage::of(Keyset { items: vec![1, 2], next: Some(cursor) }, |n: i32| n * 10);
        let next = answered.next_cursor.clone().unwrap();
        let asked = query::<CursorQuery<20>>(&format!("before={next}&limit=2"));
        assert!(asked.validate().is_ok());
        assert_eq!((asked.request().before, asked.request().limit()), (Some(cursor), 2));
        assert_eq!(serde_json::to_value(&answered).unwrap()["data"], serde_json::json!([10, 20]));
        assert!(query::<CursorQuery<20>>("before=yesterday").validate().is_err());
        assert!(query::<CursorQuery<20>>("limit=0").validate().is_err());
    }
}
