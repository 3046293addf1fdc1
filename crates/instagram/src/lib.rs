//! The InstagramGateway port's adapter: the Instagram Graph API over HTTPS. Its base URL is
//! configuration, so tests drive this real client against a local fake.

mod errors;
mod graph_api;

pub use errors::GraphError;
pub use graph_api::GraphApiClient;
