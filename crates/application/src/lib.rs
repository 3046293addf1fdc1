//! Quad's use cases, one module per group, and the ports (traits) they need from the outside
//! world. Depends on the domain only; adapters live in their own crates. What several contexts
//! share sits at the root: the `Clock`, `rate_limits`, paging and `FieldError`, and e-mail's
//! port and layout (`mail`).

pub mod accounts;
pub mod audit;
mod clock;
pub mod connections;
mod field_error;
pub mod health;
pub mod insights;
pub mod live;
pub mod mail;
pub mod media;
pub mod memberships;
pub mod messages;
pub mod newsletter;
pub mod notifications;
mod paging;
pub mod privacy;
pub mod profiles;
pub mod publishing;
pub mod rate_limits;
pub mod reports;
pub mod roommates;
pub mod saved;
pub mod staff;
pub mod submissions;
pub mod universities;
pub mod users;

pub use clock::Clock;
#[cfg(test)]
pub use clock::MockClock;
pub use field_error::FieldError;
pub use paging::{Cursor, InvalidCursor, Keyset, KeysetRequest, Page, PageRequest};
