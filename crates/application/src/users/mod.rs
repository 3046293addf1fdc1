//! Admins' view of the people on Quad.

mod list_users;
pub mod ports;

pub use list_users::{ListUsers, ListUsersError, list_users};
