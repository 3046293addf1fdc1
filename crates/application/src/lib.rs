//! Quad's use cases, one module per group, and the ports (traits) they need from the outside
//! world. Depends on the domain only; adapters live in their own crates.

pub mod accounts;
pub mod audit;
mod field_error;
pub mod health;
pub mod insights;
pub mod mail;
pub mod media;
pub mod newsletter;
mod paging;
pub mod privacy;
pub mod profiles;
pub mod publishing;
pub mod roommates;
pub mod universities;
pub mod users;

pub use field_error::FieldError;
pub use paging::{Cursor, InvalidCursor, Keyset, KeysetRequest, Page, PageRequest};
