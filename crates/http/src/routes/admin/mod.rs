pub(crate) mod activity;
pub(crate) mod insights;
pub(crate) mod users;
