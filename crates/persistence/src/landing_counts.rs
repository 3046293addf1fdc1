//! `PgLandingCounts`: the landing page's counts, one statement.

use anyhow::Context;
use async_trait::async_trait;
use diesel::{QueryableByName, sql_types::BigInt};
use diesel_async::RunQueryDsl;
use quad_application::insights::landing::{Counts, LandingCounts};

use crate::PgPool;

/// A student's membership is proven by a verified sign-in address at a university's domain, or
/// a verified university address (the rule `memberships` applies).
const COUNTS: &str = "SELECT \
       (SELECT count(*) FROM universities) AS universities, \
       (SELECT count(*) FROM users u WHERE u.role = 'user' AND u.status = 'active' AND ( \
          (u.email_verified_at IS NOT NULL AND university_of_address(u.email) IS NOT NULL) \
          OR EXISTS (SELECT 1 FROM university_emails e WHERE e.user_id = u.id AND e.verified_at IS NOT NULL \
                       AND university_of_address(e.email) IS NOT NULL))) \
         AS verified_students, \
       (SELECT count(*) FROM published_profiles) AS approved_profiles";

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = BigInt)]
    universities: i64,
    #[diesel(sql_type = BigInt)]
    verified_students: i64,
    #[diesel(sql_type = BigInt)]
    approved_profiles: i64,
}

pub struct PgLandingCounts {
    pool: PgPool,
}

impl PgLandingCounts {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl LandingCounts for PgLandingCounts {
    async fn counts(&self) -> anyhow::Result<Counts> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Row = diesel::sql_query(COUNTS).get_result(&mut connection).await.context("cannot count")?;
        Ok(Counts {
            universities: row.universities,
            verified_students: row.verified_students,
            approved_profiles: row.approved_profiles,
        })
    }
}
