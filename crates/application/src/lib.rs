//! Quad's use cases, one module per group, and the ports (traits) they need from the outside
//! world. Depends on the domain only; adapters live in their own crates.

pub mod accounts;
pub mod health;
pub mod mail;
pub mod media;
pub mod newsletter;
pub mod profiles;
pub mod publishing;
pub mod universities;
pub mod users;
