pub(crate) mod activity;
pub(crate) mod users;
