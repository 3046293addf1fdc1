use actix_web::{HttpResponse, http::header::CACHE_CONTROL};
use quad_domain::catalogues::{CATALOGUES, Choice, MAJOR};
use serde::Serialize;
use utoipa::ToSchema;

use crate::Envelope;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Catalogue)]
pub struct CatalogueDto {
    /// The `roommatePreferences` key.
    pub key: &'static str,
    pub label: &'static str,
    /// `true` for multi-select categories (a list), `false` for single-choice ones.
    pub multiple: bool,
    pub options: &'static [&'static str],
    /// Groups of options of a multi-select category that contradict each other: at most one of
    /// each group may be chosen (a profile that chooses two is refused with 400). Absent when the
    /// category has none.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    #[schema(required = false)]
    pub exclusive: &'static [&'static [&'static str]],
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Catalogues)]
pub struct CataloguesDto {
    pub majors: &'static [&'static str],
    pub preferences: Vec<CatalogueDto>,
}

/// Every option catalogue of a roommate profile; the server accepts nothing outside them.
#[utoipa::path(
    get,
    path = "/api/v1/catalogues",
    tag = "profiles",
    operation_id = "getCatalogues",
    responses((status = 200, description = "The catalogues", body = Envelope<CataloguesDto>))
)]
pub async fn catalogues() -> HttpResponse {
    let mut response = Envelope::ok(CataloguesDto {
        majors: MAJOR,
        preferences: CATALOGUES
            .iter()
            .map(|c| CatalogueDto {
                key: c.key,
                label: c.label,
                multiple: c.choice == Choice::Multiple,
                options: c.options,
                exclusive: c.exclusive,
            })
            .collect(),
    });
    response.headers_mut().insert(CACHE_CONTROL, "public, max-age=3600".parse().expect("a valid header"));
    response
}
