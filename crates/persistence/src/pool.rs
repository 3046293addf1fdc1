use std::time::Duration;

use anyhow::Context;
use deadpool::{Runtime, managed::Timeouts};
use diesel_async::{
    AsyncPgConnection,
    pooled_connection::{AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod, deadpool::Pool},
};

pub type PgPool = Pool<AsyncPgConnection>;

/// A lazily connecting pool: building it never touches the database, so the server can start
/// (and report itself unhealthy) while PostgreSQL is down.
///
/// A connection handed back is checked without a round trip (`RecyclingMethod::Fast`: no open
/// transaction, socket not closed) instead of diesel-async's default `SELECT 1` on every checkout,
/// which cost each request an extra round trip. Connections PostgreSQL closed (a restart) are
/// seen closed and replaced; the health endpoints ask the database itself.
pub fn build_pool(database_url: &str, max_size: usize) -> anyhow::Result<PgPool> {
    let mut config = ManagerConfig::default();
    config.recycling_method = RecyclingMethod::Fast;
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(database_url, config);
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
