//! Admins' work on the people on Quad: the users list, edits of name, e-mail, role and status,
//! and deletion, each recorded in the audit log.

mod administration;
pub mod ports;

#[cfg(test)]
pub use administration::MockSuspensions;
pub use administration::{
    DeleteUserError, ListUsers, ListUsersError, Suspensions, UpdateUserError, UpdatedUser, UserAdministration, UserEdit,
};
