//! Quad's HTTP edge: the `/api/v1` routes, their DTOs, the `{success, data | error}` envelope,
//! request ids, security headers, the OpenAPI document, and the host for the built SPA.
//!
//! Handlers parse input, call one use case and map its result; nothing here talks to a database.

mod auth;
mod closed_sets;
mod endpoint;
mod envelope;
mod extract;
mod ip_ranges;
mod live;
mod metrics;
mod openapi;
pub mod paging;
mod request_id;
mod routes;
mod rules;
mod server;
mod spa;

pub use envelope::{ApiError, Envelope, ErrorBody, Success};
pub use ip_ranges::{IpRanges, NotAnAddressOrRange};
pub use live::LiveHub;
pub use openapi::openapi_document;
pub use request_id::current as current_request_id;
pub use server::{ApiServices, ContactDetails, HttpSettings, PublicConfig, SocialLink, build_server};
