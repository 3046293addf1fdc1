use anyhow::Context;
use async_trait::async_trait;
use diesel::{
    prelude::*,
    sql_types::{Bool, Text},
};
use diesel_async::RunQueryDsl;
use quad_application::users::ports::UserDirectory;
use quad_domain::User;

use crate::{PgPool, schema::users, users::UserRow};

pub struct PgUserDirectory {
    pool: PgPool,
}

impl PgUserDirectory {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

fn matching(search: &Option<String>) -> Box<dyn BoxableExpression<users::table, diesel::pg::Pg, SqlType = Bool>> {
    match search {
        None => Box::new(diesel::dsl::sql::<Bool>("TRUE")),
        Some(text) => {
            let pattern = format!("%{}%", text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
            Box::new(
                diesel::dsl::sql::<Bool>("(first_name || ' ' || last_name || ' ' || username || ' ' || email) ILIKE ")
                    .bind::<Text, _>(pattern),
            )
        }
    }
}

#[async_trait]
impl UserDirectory for PgUserDirectory {
    async fn list(&self, search: Option<String>, offset: i64, limit: i64) -> anyhow::Result<(Vec<User>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let total: i64 = users::table
            .filter(matching(&search))
            .count()
            .get_result(&mut connection)
            .await
            .context("failed to count users")?;
        let rows: Vec<UserRow> = users::table
            .filter(matching(&search))
            .order((users::created_at.desc(), users::id))
            .offset(offset)
            .limit(limit)
            .select(UserRow::as_select())
            .load(&mut connection)
            .await
            .context("failed to list users")?;
        Ok((rows.into_iter().map(User::try_from).collect::<anyhow::Result<_>>()?, total))
    }
}
