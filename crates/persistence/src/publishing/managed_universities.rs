//! The manager's universities screen: every university with its accounts and queued posts.

use anyhow::Context;
use async_trait::async_trait;
use diesel::{
    prelude::*,
    sql_types::{BigInt, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use quad_application::publishing::ports::{ManagedUniversities, ManagedUniversity};
use quad_domain::UniversityLogo;
use uuid::Uuid;

use crate::PgPool;

pub struct PgManagedUniversities {
    pool: PgPool,
}

impl PgManagedUniversities {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl ManagedUniversities for PgManagedUniversities {
    async fn all(&self) -> anyhow::Result<Vec<ManagedUniversity>> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = SqlUuid)]
            id: Uuid,
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Text)]
            slug: String,
            #[diesel(sql_type = Nullable<Text>)]
            location: Option<String>,
            #[diesel(sql_type = Nullable<Text>)]
            logo_url: Option<String>,
            #[diesel(sql_type = Nullable<Text>)]
            logo_thumbnail_url: Option<String>,
            #[diesel(sql_type = BigInt)]
            instagram_accounts: i64,
            #[diesel(sql_type = BigInt)]
            queued_posts: i64,
            #[diesel(sql_type = diesel::sql_types::Bool)]
            open: bool,
        }
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT u.id, u.name, u.slug, u.location, u.logo_url, u.logo_thumbnail_url, \
               (SELECT count(*) FROM instagram_accounts a WHERE a.university_id = u.id) AS instagram_accounts, \
               (SELECT count(*) FROM instagram_posts p WHERE p.university_id = u.id AND p.status = 'queued') AS queued_posts, \
               (cardinality(u.email_domains) > 0 OR u.join_without_university_email) AS open \
             FROM universities u ORDER BY u.name, u.id",
        )
        .load(&mut connection)
        .await
        .context("failed to list universities")?;
        Ok(rows
            .into_iter()
            .map(|r| ManagedUniversity {
                id: r.id,
                name: r.name,
                slug: r.slug,
                location: r.location,
                logo: UniversityLogo::stored(r.logo_url, r.logo_thumbnail_url),
                instagram_accounts: r.instagram_accounts,
                queued_posts: r.queued_posts,
                open: r.open,
            })
            .collect())
    }
}
