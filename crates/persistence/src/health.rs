use anyhow::Context;
use async_trait::async_trait;
use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Bool, Text},
};
use diesel_async::{RunQueryDsl, SimpleAsyncConnection};
use quad_application::health::ports::{DatabaseProbe, OperationsReader, PoolState, QueueDepths};

use crate::{PgPool, migrations::embedded_migration_versions};

/// The health endpoints' and the metrics' view of the database and the pool.
pub struct PgDatabaseProbe {
    pool: PgPool,
}

impl PgDatabaseProbe {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[derive(QueryableByName)]
struct Found {
    #[diesel(sql_type = Bool)]
    found: bool,
}

#[derive(QueryableByName)]
struct Applied {
    #[diesel(sql_type = BigInt)]
    applied: i64,
}

#[derive(QueryableByName)]
struct StateCount {
    #[diesel(sql_type = Text)]
    state: String,
    #[diesel(sql_type = BigInt)]
    count: i64,
}

/// E-mails by where they stand in the outbox.
const MAIL_BY_STATE: &str = "SELECT CASE WHEN sent_at IS NOT NULL THEN 'sent' \
            WHEN gave_up_at IS NOT NULL THEN 'gave_up' ELSE 'pending' END AS state, count(*) AS count \
       FROM mail_queue GROUP BY 1";
const POSTS_BY_STATUS: &str = "SELECT status AS state, count(*) AS count FROM instagram_posts GROUP BY 1";

#[async_trait]
impl DatabaseProbe for PgDatabaseProbe {
    async fn ping(&self) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection.batch_execute("SELECT 1").await.context("SELECT 1 failed")?;
        Ok(())
    }

    async fn pending_migrations(&self) -> anyhow::Result<usize> {
        let versions = embedded_migration_versions();
        let mut connection = self.pool.get().await.context("no database connection")?;
        let table: Found = diesel::sql_query("SELECT to_regclass('__diesel_schema_migrations') IS NOT NULL AS found")
            .get_result(&mut connection)
            .await
            .context("cannot look for the migrations table")?;
        if !table.found {
            return Ok(versions.len());
        }
        let applied: Applied =
            diesel::sql_query("SELECT count(*) AS applied FROM __diesel_schema_migrations WHERE version = ANY($1)")
                .bind::<Array<Text>, _>(&versions)
                .get_result(&mut connection)
                .await
                .context("cannot read the applied migrations")?;
        Ok(versions.len().saturating_sub(usize::try_from(applied.applied).unwrap_or(0)))
    }
}

#[async_trait]
impl OperationsReader for PgDatabaseProbe {
    fn pool(&self) -> PoolState {
        let status = self.pool.status();
        PoolState { max_size: status.max_size, size: status.size, available: status.available, waiting: status.waiting }
    }

    async fn queue_depths(&self) -> anyhow::Result<QueueDepths> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let pairs = |rows: Vec<StateCount>| rows.into_iter().map(|row| (row.state, row.count)).collect();
        let mail: Vec<StateCount> =
            diesel::sql_query(MAIL_BY_STATE).load(&mut connection).await.context("cannot count the outbox")?;
        let posts: Vec<StateCount> =
            diesel::sql_query(POSTS_BY_STATUS).load(&mut connection).await.context("cannot count the posts")?;
        Ok(QueueDepths { mail: pairs(mail), posts: pairs(posts) })
    }
}
