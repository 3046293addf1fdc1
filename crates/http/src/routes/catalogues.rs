use actix_web::{HttpResponse, http::header::CACHE_CONTROL};
use quad_domain::catalogues::{CATALOGUES, Catalogue, Kind, MAJOR};
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
    /// `unordered` (one answer), `ordered` (one answer on a scale, in the order of `options`) or
    /// `several` (a list). An expectation on a scale accepts one of its `ranges`; an answer one
    /// step outside it counts half.
    #[schema(pattern = "^(unordered|ordered|several)$")]
    pub kind: &'static str,
    pub options: &'static [&'static str],
    /// For a scale: every range an expectation may accept, in words, with its answers (the
    /// whole scale is "anything" and left out). Absent for other categories.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(required = false)]
    pub ranges: Vec<RangeDto>,
    /// Groups of options of a multi-select category that contradict each other: at most one of
    /// each group may be chosen (a profile that chooses two is refused with 400). Absent when the
    /// category has none.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    #[schema(required = false)]
    pub exclusive: &'static [&'static [&'static str]],
}

/// A range of a scale an expectation may accept.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ScaleRange)]
pub struct RangeDto {
    /// "at least Neat", "no more than Occasionally", "only Average", "Neat to Average".
    pub label: String,
    /// Its answers, in the scale's order.
    pub accepted: &'static [&'static str],
}

fn kind(catalogue: &Catalogue) -> &'static str {
    match catalogue.kind {
        Kind::Unordered => "unordered",
        Kind::Ordered(_) => "ordered",
        Kind::Several => "several",
    }
}

fn ranges(catalogue: &Catalogue) -> Vec<RangeDto> {
    let ranges = catalogue.ranges().into_iter();
    ranges
        .map(|range| RangeDto {
            label: catalogue.range_in_words(range),
            accepted: &catalogue.options[range.0..=range.1],
        })
        .collect()
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
                multiple: c.multiple(),
                kind: kind(c),
                options: c.options,
                ranges: ranges(c),
                exclusive: c.exclusive,
            })
            .collect(),
    });
    response.headers_mut().insert(CACHE_CONTROL, "public, max-age=3600".parse().expect("a valid header"));
    response
}
