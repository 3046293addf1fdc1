use anyhow::Context;
use diesel::migration::MigrationSource;
use diesel_async::{AsyncPgConnection, async_connection_wrapper::AsyncConnectionWrapper};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// Applies every migration the database lacks and returns the names of those it applied.
/// Runs diesel's synchronous harness on a blocking thread over an async connection, one process
/// at a time (an advisory lock).
pub async fn run_pending_migrations(database_url: &str) -> anyhow::Result<Vec<String>> {
    let url = database_url.to_owned();
    tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<String>> {
        use diesel::Connection;
        use diesel::RunQueryDsl;
        let mut connection = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)
            .context("failed to connect to PostgreSQL to run migrations")?;
        // Instances starting together take turns: the second finds nothing left to apply. The
        // lock is the session's, released when the connection closes whatever happens.
        diesel::sql_query("SELECT pg_advisory_lock(7247002)")
            .execute(&mut connection)
            .context("cannot take the migration lock")?;
        let applied = connection
            .run_pending_migrations(MIGRATIONS)
            .map_err(|error| anyhow::anyhow!(error))
            .context("failed to apply migrations")?;
        Ok(applied.iter().map(ToString::to_string).collect())
    })
    .await
    .context("the migration task panicked")?
}

/// How many migrations this binary carries.
pub fn embedded_migration_count() -> usize {
    MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS).map_or(0, |m| m.len())
}

/// The versions of the migrations this binary carries, as `__diesel_schema_migrations` records them.
pub fn embedded_migration_versions() -> Vec<String> {
    MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .map(|migrations| migrations.iter().map(|migration| migration.name().version().to_string()).collect())
        .unwrap_or_default()
}
