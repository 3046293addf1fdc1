use diesel_async::{AsyncConnection, AsyncPgConnection, SimpleAsyncConnection};
use quad_persistence::{PgPool, build_pool, run_pending_migrations};
use uuid::Uuid;

/// A migrated database of its own, dropped when the test ends.
pub struct TestDatabase {
    server: String,
    name: String,
    pub pool: PgPool,
}

fn server_url() -> String {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    url.rsplit_once('/').expect("DATABASE_URL has a database name").0.to_owned()
}

impl TestDatabase {
    pub async fn new() -> Self {
        let server = server_url();
        let name = format!("quad_persistence_test_{}", Uuid::new_v4().simple());
        let mut admin =
            AsyncPgConnection::establish(&format!("{server}/postgres")).await.expect("PostgreSQL is reachable");
        admin.batch_execute(&format!("CREATE DATABASE {name}")).await.unwrap();
        let url = format!("{server}/{name}");
        run_pending_migrations(&url).await.expect("migrations apply");
        let pool = build_pool(&url, 8).unwrap();
        Self { server, name, pool }
    }

    /// The number a `SELECT count(*) ...` answers.
    pub async fn count(&self, sql: &str) -> i64 {
        use diesel_async::RunQueryDsl;
        let mut connection = self.pool.get().await.unwrap();
        diesel::dsl::sql::<diesel::sql_types::BigInt>(sql).get_result(&mut connection).await.unwrap()
    }

    pub async fn execute(&self, sql: &str) {
        let mut connection = self.pool.get().await.unwrap();
        connection.batch_execute(sql).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (server, name) = (self.server.clone(), self.name.clone());
        // The pool's connections go with it; drop the database from a thread of its own, since
        // the test's runtime is ending.
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async {
                if let Ok(mut admin) = AsyncPgConnection::establish(&format!("{server}/postgres")).await {
                    let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
                }
            });
        })
        .join()
        .ok();
    }
}
