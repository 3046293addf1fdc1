use std::time::Duration;

use anyhow::Context;
use deadpool::{Runtime, managed::Timeouts};
use diesel_async::{
    AsyncPgConnection,
    pooled_connection::{AsyncDieselConnectionManager, deadpool::Pool},
};

pub type PgPool = Pool<AsyncPgConnection>;

/// A lazily connecting pool: building it never touches the database, so the server can start
/// (and report itself unhealthy) while PostgreSQL is down.
pub fn build_pool(database_url: &str, max_size: usize) -> anyhow::Result<PgPool> {
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new(database_url);
    Pool::builder(manager)
        .max_size(max_size)
        .timeouts(Timeouts {
            wait: Some(Duration::from_secs(5)),
            create: Some(Duration::from_secs(5)),
            recycle: Some(Duration::from_secs(5)),
        })
        .runtime(Runtime::Tokio1)
        .build()
        .context("failed to build the PostgreSQL connection pool")
}
