use anyhow::Context;
use async_trait::async_trait;
use diesel_async::SimpleAsyncConnection;
use quad_application::health::ports::DatabaseProbe;

use crate::PgPool;

pub struct PgDatabaseProbe {
    pool: PgPool,
}

impl PgDatabaseProbe {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl DatabaseProbe for PgDatabaseProbe {
    async fn ping(&self) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection.batch_execute("SELECT 1").await.context("SELECT 1 failed")?;
        Ok(())
    }
}
