//! Connected Instagram accounts: `PgInstagramAccountRepository`. Tokens are stored sealed.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{
    prelude::*,
    sql_types::{BigInt, Bytea, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    publishing::ports::{
        AccountRemoval, AccountToken, InstagramAccount, InstagramAccountRepository, NewInstagramAccount, PostStatus,
    },
};
use uuid::Uuid;

use super::post_rows::university_exists;
use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{instagram_accounts, instagram_posts},
};

const ACCOUNT_COLUMNS: &str = "a.id, a.university_id, a.ig_user_id, a.username, a.created_at, a.token_expires_at, \
     a.token_problem, a.token_ciphertext, \
     (SELECT count(*) FROM instagram_posts q WHERE q.account_id = a.id AND q.status = 'queued') AS queued_posts";

#[derive(QueryableByName)]
struct AccountRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    university_id: Uuid,
    #[diesel(sql_type = Text)]
    ig_user_id: String,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    token_expires_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    token_problem: Option<String>,
    #[diesel(sql_type = Bytea)]
    token_ciphertext: Vec<u8>,
    #[diesel(sql_type = BigInt)]
    queued_posts: i64,
}

impl AccountRow {
    fn split(self) -> (InstagramAccount, Vec<u8>) {
        let account = InstagramAccount {
            id: self.id,
            university_id: self.university_id,
            ig_user_id: self.ig_user_id,
            username: self.username,
            created_at: self.created_at,
            token_expires_at: self.token_expires_at,
            token_problem: self.token_problem,
            queued_posts: self.queued_posts,
        };
        (account, self.token_ciphertext)
    }
}

pub struct PgInstagramAccountRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgInstagramAccountRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

async fn read(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<Option<(InstagramAccount, Vec<u8>)>> {
    let row: Option<AccountRow> =
        diesel::sql_query(format!("SELECT {ACCOUNT_COLUMNS} FROM instagram_accounts a WHERE a.id = $1"))
            .bind::<SqlUuid, _>(id)
            .get_result(connection)
            .await
            .optional()
            .context("failed to read an Instagram account")?;
    Ok(row.map(AccountRow::split))
}

#[async_trait]
impl InstagramAccountRepository for PgInstagramAccountRepository {
    async fn save(
        &self,
        account: NewInstagramAccount,
        audit: Audit<Option<InstagramAccount>>,
    ) -> anyhow::Result<Option<InstagramAccount>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Option<InstagramAccount>> {
                if !university_exists(connection, account.university_id).await? {
                    return Ok(None);
                }
                let id: Uuid = diesel::insert_into(instagram_accounts::table)
                    .values((
                        instagram_accounts::id.eq(account.id),
                        instagram_accounts::university_id.eq(account.university_id),
                        instagram_accounts::ig_user_id.eq(&account.ig_user_id),
                        instagram_accounts::username.eq(&account.username),
                        instagram_accounts::token_ciphertext.eq(&account.sealed_token),
                        // Not known until the first refresh; `token_refreshed_at` is when the
                        // token in the row was set, so that refresh waits the day Instagram asks.
                        instagram_accounts::token_expires_at.eq(None::<DateTime<Utc>>),
                        instagram_accounts::token_refreshed_at.eq(account.now),
                        instagram_accounts::added_by.eq(account.added_by),
                        instagram_accounts::created_at.eq(account.now),
                    ))
                    .on_conflict((instagram_accounts::university_id, instagram_accounts::ig_user_id))
                    .do_update()
                    .set((
                        instagram_accounts::username.eq(&account.username),
                        instagram_accounts::token_ciphertext.eq(&account.sealed_token),
                        instagram_accounts::token_expires_at.eq(None::<DateTime<Utc>>),
                        instagram_accounts::token_refreshed_at.eq(account.now),
                        instagram_accounts::token_problem.eq(None::<String>),
                    ))
                    .returning(instagram_accounts::id)
                    .get_result(connection)
                    .await
                    .context("failed to save an Instagram account")?;
                let saved = read(connection, id).await?.map(|(account, _)| account);
                self.audit.write(connection, audit, &saved).await?;
                Ok(saved)
            })
            .await
    }

    async fn of_university(&self, university_id: Uuid) -> anyhow::Result<Option<Vec<InstagramAccount>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        if !university_exists(&mut connection, university_id).await? {
            return Ok(None);
        }
        let rows: Vec<AccountRow> = diesel::sql_query(format!(
            "SELECT {ACCOUNT_COLUMNS} FROM instagram_accounts a WHERE a.university_id = $1 ORDER BY a.created_at, a.id"
        ))
        .bind::<SqlUuid, _>(university_id)
        .load(&mut connection)
        .await
        .context("failed to list Instagram accounts")?;
        Ok(Some(rows.into_iter().map(|row| row.split().0).collect()))
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<(InstagramAccount, Vec<u8>)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        read(&mut connection, id).await
    }

    async fn remove(&self, id: Uuid, audit: Audit<AccountRemoval>) -> anyhow::Result<AccountRemoval> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<AccountRemoval> {
                let found: Option<Uuid> = instagram_accounts::table
                    .find(id)
                    .select(instagram_accounts::id)
                    .for_update()
                    .get_result(connection)
                    .await
                    .optional()?;
                if found.is_none() {
                    return Ok(AccountRemoval::NotFound);
                }
                let queued: i64 = instagram_posts::table
                    .filter(instagram_posts::account_id.eq(id))
                    .filter(instagram_posts::status.eq(PostStatus::Queued.as_str()))
                    .count()
                    .get_result(connection)
                    .await?;
                if queued > 0 {
                    return Ok(AccountRemoval::HasQueuedPosts);
                }
                diesel::delete(instagram_accounts::table.find(id)).execute(connection).await?;
                self.audit.write(connection, audit, &AccountRemoval::Removed).await?;
                Ok(AccountRemoval::Removed)
            })
            .await
            .context("failed to remove an Instagram account")
    }

    async fn record_token_problem(&self, id: Uuid, problem: Option<String>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let problem = problem.map(|p| p.chars().take(500).collect::<String>());
        // First the account without a problem (one of two callers at once wins the row), then
        // the one with a problem already recorded (its text is replaced).
        let first = match &problem {
            Some(problem) => {
                diesel::update(instagram_accounts::table.find(id).filter(instagram_accounts::token_problem.is_null()))
                    .set(instagram_accounts::token_problem.eq(problem))
                    .execute(&mut connection)
                    .await
                    .context("failed to record a token problem")?
            }
            None => 0,
        };
        if first == 0 {
            diesel::update(instagram_accounts::table.find(id))
                .set(instagram_accounts::token_problem.eq(problem))
                .execute(&mut connection)
                .await
                .context("failed to record a token problem")?;
        }
        Ok(first == 1)
    }

    async fn replace_token(
        &self,
        id: Uuid,
        sealed_token: Vec<u8>,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(instagram_accounts::table.find(id))
            .set((
                instagram_accounts::token_ciphertext.eq(sealed_token),
                instagram_accounts::token_expires_at.eq(expires_at),
                instagram_accounts::token_refreshed_at.eq(now),
                instagram_accounts::token_problem.eq(None::<String>),
            ))
            .execute(&mut connection)
            .await
            .context("failed to replace a token")?;
        Ok(())
    }

    async fn tokens_to_refresh(
        &self,
        before: DateTime<Utc>,
        refreshed_before: DateTime<Utc>,
    ) -> anyhow::Result<Vec<AccountToken>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<TokenRow> = diesel::sql_query(format!(
            "{TOKEN_QUERY} WHERE a.token_problem IS NULL \
               AND (a.token_expires_at IS NULL OR a.token_expires_at < $1) \
               AND coalesce(a.token_refreshed_at, a.created_at) < $2"
        ))
        .bind::<Timestamptz, _>(before)
        .bind::<Timestamptz, _>(refreshed_before)
        .load(&mut connection)
        .await
        .context("failed to list tokens to refresh")?;
        Ok(rows.into_iter().map(TokenRow::into_token).collect())
    }

    async fn sealed_tokens(&self) -> anyhow::Result<Vec<AccountToken>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<TokenRow> =
            diesel::sql_query(TOKEN_QUERY).load(&mut connection).await.context("failed to list sealed tokens")?;
        Ok(rows.into_iter().map(TokenRow::into_token).collect())
    }

    async fn reseal(&self, id: Uuid, read: &[u8], resealed: Vec<u8>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let changed =
            diesel::update(instagram_accounts::table.find(id).filter(instagram_accounts::token_ciphertext.eq(read)))
                .set(instagram_accounts::token_ciphertext.eq(resealed))
                .execute(&mut connection)
                .await
                .context("failed to reseal a token")?;
        Ok(changed == 1)
    }
}

/// An account's token with its university and the university's active managers.
const TOKEN_QUERY: &str = "SELECT a.id, a.university_id, u.name AS university_name, a.ig_user_id, a.username, \
       a.token_ciphertext, \
       coalesce((SELECT jsonb_agg(jsonb_build_object('name', m.first_name, 'email', m.email) ORDER BY m.email) \
                   FROM university_staff s JOIN users m ON m.id = s.user_id \
                  WHERE s.university_id = a.university_id AND m.role = 'manager' AND m.status = 'active'), \
                '[]'::jsonb) AS managers \
     FROM instagram_accounts a JOIN universities u ON u.id = a.university_id";

#[derive(QueryableByName)]
struct TokenRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    university_id: Uuid,
    #[diesel(sql_type = Text)]
    university_name: String,
    #[diesel(sql_type = Text)]
    ig_user_id: String,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Bytea)]
    token_ciphertext: Vec<u8>,
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    managers: serde_json::Value,
}

impl TokenRow {
    fn into_token(self) -> AccountToken {
        AccountToken {
            account_id: self.id,
            university_id: self.university_id,
            university_name: self.university_name,
            ig_user_id: self.ig_user_id,
            username: self.username,
            sealed_token: self.token_ciphertext,
            managers: super::named_addresses(&self.managers),
        }
    }
}
