use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, TimeZone, Utc};
use diesel::{prelude::*, upsert::excluded};
use diesel_async::RunQueryDsl;
use quad_application::rate_limits::AttemptCounter;

use crate::{PgPool, schema::attempt_counters};

/// Fixed-window counters in PostgreSQL: one upsert per attempt.
pub struct PgAttemptCounter {
    pool: PgPool,
}

impl PgAttemptCounter {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

fn window_start(now: DateTime<Utc>, window: Duration) -> DateTime<Utc> {
    let size = window.as_secs().max(1) as i64;
    let start = now.timestamp().div_euclid(size) * size;
    Utc.timestamp_opt(start, 0).single().unwrap_or(now)
}

#[async_trait]
impl AttemptCounter for PgAttemptCounter {
    async fn forget_windows_before(&self, before: DateTime<Utc>) -> anyhow::Result<usize> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(attempt_counters::table.filter(attempt_counters::window_start.lt(before)))
            .execute(&mut connection)
            .await
            .context("failed to prune attempt counters")
    }

    async fn record(&self, key: &str, window: Duration, now: DateTime<Utc>) -> anyhow::Result<u32> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let count: i32 = diesel::insert_into(attempt_counters::table)
            .values((
                attempt_counters::key.eq(key),
                attempt_counters::window_start.eq(window_start(now, window)),
                attempt_counters::count.eq(1),
            ))
            .on_conflict((attempt_counters::key, attempt_counters::window_start))
            .do_update()
            .set(attempt_counters::count.eq(attempt_counters::count + excluded(attempt_counters::count)))
            .returning(attempt_counters::count)
            .get_result(&mut connection)
            .await
            .context("failed to count an attempt")?;
        Ok(count.max(0) as u32)
    }

    async fn peek(&self, key: &str, window: Duration, now: DateTime<Utc>) -> anyhow::Result<u32> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let count: Option<i32> = attempt_counters::table
            .filter(attempt_counters::key.eq(key))
            .filter(attempt_counters::window_start.eq(window_start(now, window)))
            .select(attempt_counters::count)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read an attempt count")?;
        Ok(count.unwrap_or(0).max(0) as u32)
    }

    async fn forget(&self, keys: Vec<String>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(attempt_counters::table.filter(attempt_counters::key.eq_any(keys)))
            .execute(&mut connection)
            .await
            .context("failed to forget attempt counters")?;
        Ok(())
    }

    async fn forget_prefixed(&self, prefixes: Vec<String>) -> anyhow::Result<()> {
        use diesel::sql_types::{Array, Text};
        let mut connection = self.pool.get().await.context("no database connection")?;
        // ^@ (starts with), not LIKE: e-mail addresses may hold '_' and '%'.
        diesel::delete(attempt_counters::table.filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>("key ^@ ANY(").bind::<Array<Text>, _>(prefixes).sql(")"),
        ))
        .execute(&mut connection)
        .await
        .context("failed to forget attempt counters")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_start_on_their_boundaries() {
        let now = Utc.with_ymd_and_hms(2026, 11, 22, 12, 7, 31).unwrap();
        assert_eq!(window_start(now, Duration::from_secs(900)), Utc.with_ymd_and_hms(2026, 11, 22, 12, 0, 0).unwrap());
        assert_eq!(window_start(now, Duration::from_secs(3600)), Utc.with_ymd_and_hms(2026, 11, 22, 12, 0, 0).unwrap());
    }
}
