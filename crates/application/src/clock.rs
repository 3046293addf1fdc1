//! The time, as every use case reads it: a port, so that tests can stand the clock still.

use chrono::{DateTime, Utc};

#[cfg_attr(test, mockall::automock)]
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> DateTime<Utc>;
}
