//! Connected Instagram accounts and the post queue: `PgInstagramAccountRepository` and
//! `PgPostRepository`. Every change to an account's schedule holds the account's row, so the
//! one-hour spacing cannot be broken by two managers at once; workers claim posts with
//! `FOR UPDATE SKIP LOCKED` and a lease.

use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, TimeDelta, Utc};
use diesel::{
    prelude::*,
    sql_types::{BigInt, Bool, Bytea, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    Page, PageRequest,
    publishing::ports::{
        AccountRemoval, AccountToken, ClaimedPost, InstagramAccount, InstagramAccountRepository, ManagedUniversity,
        NewInstagramAccount, NewPost, Post, PostChange, PostCounts, PostRepository, PostStatus, Slot,
    },
};
use quad_domain::{
    Email, UniversityLogo,
    post::{PostRuleError, SPACING, check_slot, next_slot},
};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{instagram_accounts, instagram_posts, media_uploads, universities},
    transaction::TxError,
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
}

impl PgInstagramAccountRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    async fn read(&self, id: Uuid) -> anyhow::Result<Option<(InstagramAccount, Vec<u8>)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<AccountRow> =
            diesel::sql_query(format!("SELECT {ACCOUNT_COLUMNS} FROM instagram_accounts a WHERE a.id = $1"))
                .bind::<SqlUuid, _>(id)
                .get_result(&mut connection)
                .await
                .optional()
                .context("failed to read an Instagram account")?;
        Ok(row.map(AccountRow::split))
    }
}

async fn university_exists(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<bool> {
    diesel::select(diesel::dsl::exists(universities::table.find(id)))
        .get_result(connection)
        .await
        .context("failed to look for a university")
}

#[async_trait]
impl InstagramAccountRepository for PgInstagramAccountRepository {
    async fn save(&self, account: NewInstagramAccount) -> anyhow::Result<Option<InstagramAccount>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        if !university_exists(&mut connection, account.university_id).await? {
            return Ok(None);
        }
        let id: Uuid = diesel::insert_into(instagram_accounts::table)
            .values((
                instagram_accounts::id.eq(account.id),
                instagram_accounts::university_id.eq(account.university_id),
                instagram_accounts::ig_user_id.eq(&account.ig_user_id),
                instagram_accounts::username.eq(&account.username),
                instagram_accounts::token_ciphertext.eq(&account.sealed_token),
                instagram_accounts::token_expires_at.eq(account.token_expires_at),
                instagram_accounts::added_by.eq(account.added_by),
                instagram_accounts::created_at.eq(account.now),
            ))
            .on_conflict((instagram_accounts::university_id, instagram_accounts::ig_user_id))
            .do_update()
            .set((
                instagram_accounts::username.eq(&account.username),
                instagram_accounts::token_ciphertext.eq(&account.sealed_token),
                instagram_accounts::token_expires_at.eq(account.token_expires_at),
                instagram_accounts::token_refreshed_at.eq(None::<DateTime<Utc>>),
                instagram_accounts::token_problem.eq(None::<String>),
            ))
            .returning(instagram_accounts::id)
            .get_result(&mut connection)
            .await
            .context("failed to save an Instagram account")?;
        drop(connection);
        Ok(self.read(id).await?.map(|(account, _)| account))
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
        self.read(id).await
    }

    async fn remove(&self, id: Uuid) -> anyhow::Result<AccountRemoval> {
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
                Ok(AccountRemoval::Removed)
            })
            .await
            .context("failed to remove an Instagram account")
    }

    async fn record_token_problem(&self, id: Uuid, problem: Option<String>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let problem = problem.map(|p| p.chars().take(500).collect::<String>());
        diesel::update(instagram_accounts::table.find(id))
            .set(instagram_accounts::token_problem.eq(problem))
            .execute(&mut connection)
            .await
            .context("failed to record a token problem")?;
        Ok(())
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
        let rows: Vec<(Uuid, String, Vec<u8>)> = instagram_accounts::table
            .filter(instagram_accounts::token_problem.is_null())
            .filter(instagram_accounts::token_expires_at.lt(before))
            .filter(
                diesel::dsl::sql::<Bool>("coalesce(token_refreshed_at, created_at) < ")
                    .bind::<Timestamptz, _>(refreshed_before),
            )
            .select((instagram_accounts::id, instagram_accounts::ig_user_id, instagram_accounts::token_ciphertext))
            .load(&mut connection)
            .await
            .context("failed to list tokens to refresh")?;
        Ok(rows
            .into_iter()
            .map(|(account_id, ig_user_id, sealed_token)| AccountToken { account_id, ig_user_id, sealed_token })
            .collect())
    }
}

/// A post as managers see it: `$1` is now (whether a worker holds it).
const POST_SELECT: &str = "SELECT p.id, p.university_id, u.name AS university_name, p.account_id, \
     a.username AS account_username, p.image_url, p.caption, p.status, p.attempts, p.created_at, p.scheduled_time, \
     p.posted_time, p.last_attempt, p.error_message, p.letterboxed, \
     (p.status = 'queued' AND p.claimed_until IS NOT NULL AND p.claimed_until > $1) AS publishing, p.permalink \
     FROM instagram_posts p JOIN universities u ON u.id = p.university_id \
     LEFT JOIN instagram_accounts a ON a.id = p.account_id";

#[derive(QueryableByName)]
struct PostRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    university_id: Uuid,
    #[diesel(sql_type = Text)]
    university_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    account_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    account_username: Option<String>,
    #[diesel(sql_type = Text)]
    image_url: String,
    #[diesel(sql_type = Text)]
    caption: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Integer)]
    attempts: i32,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Timestamptz)]
    scheduled_time: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    posted_time: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    last_attempt: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    error_message: Option<String>,
    #[diesel(sql_type = Bool)]
    letterboxed: bool,
    #[diesel(sql_type = Bool)]
    publishing: bool,
    #[diesel(sql_type = Nullable<Text>)]
    permalink: Option<String>,
}

impl TryFrom<PostRow> for Post {
    type Error = anyhow::Error;

    fn try_from(row: PostRow) -> anyhow::Result<Self> {
        Ok(Post {
            id: row.id,
            university_id: row.university_id,
            university_name: row.university_name,
            account_id: row.account_id,
            account_username: row.account_username,
            image_url: row.image_url,
            caption: row.caption,
            status: PostStatus::parse(&row.status).context("a stored post status is unknown")?,
            attempts: u32::try_from(row.attempts).unwrap_or(0),
            created_at: row.created_at,
            scheduled_time: row.scheduled_time,
            posted_time: row.posted_time,
            last_attempt: row.last_attempt,
            error_message: row.error_message,
            letterboxed: row.letterboxed,
            publishing: row.publishing,
            permalink: row.permalink,
        })
    }
}

fn posts(rows: Vec<PostRow>) -> anyhow::Result<Vec<Post>> {
    rows.into_iter().map(Post::try_from).collect()
}

async fn read_post(connection: &mut AsyncPgConnection, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<Post>> {
    let row: Option<PostRow> = diesel::sql_query(format!("{POST_SELECT} WHERE p.id = $2"))
        .bind::<Timestamptz, _>(now)
        .bind::<SqlUuid, _>(id)
        .get_result(connection)
        .await
        .optional()
        .context("failed to read a post")?;
    row.map(Post::try_from).transpose()
}

/// Holds the account's row until the transaction ends, and answers the times its queued and
/// recent posts occupy (all but `except`).
async fn lock_slots(
    connection: &mut AsyncPgConnection,
    account_id: Uuid,
    except: Option<Uuid>,
    now: DateTime<Utc>,
) -> Result<Vec<DateTime<Utc>>, diesel::result::Error> {
    instagram_accounts::table.find(account_id).select(instagram_accounts::id).for_update().execute(connection).await?;
    let placed = diesel::dsl::sql::<Timestamptz>("coalesce(posted_time, scheduled_time)");
    let recent =
        diesel::dsl::sql::<Bool>("coalesce(posted_time, scheduled_time) > ").bind::<Timestamptz, _>(now - SPACING);
    instagram_posts::table
        .filter(instagram_posts::account_id.eq(account_id))
        .filter(instagram_posts::status.eq_any([PostStatus::Queued.as_str(), PostStatus::Posted.as_str()]))
        .filter(instagram_posts::id.ne(except.unwrap_or(Uuid::nil())))
        .filter(recent)
        .select(placed)
        .load(connection)
        .await
}

/// A queued post's account and whether a worker holds it, locked for a change.
async fn lock_post(
    connection: &mut AsyncPgConnection,
    id: Uuid,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<(PostStatus, Option<Uuid>, bool)>> {
    let found: Option<(String, Option<Uuid>, Option<DateTime<Utc>>)> = instagram_posts::table
        .find(id)
        .select((instagram_posts::status, instagram_posts::account_id, instagram_posts::claimed_until))
        .for_update()
        .get_result(connection)
        .await
        .optional()?;
    found
        .map(|(status, account, claimed)| {
            let status = PostStatus::parse(&status).context("a stored post status is unknown")?;
            Ok((status, account, claimed.is_some_and(|until| until > now)))
        })
        .transpose()
}

#[derive(QueryableByName)]
struct ClaimedRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    university_id: Uuid,
    #[diesel(sql_type = Text)]
    university_name: String,
    #[diesel(sql_type = SqlUuid)]
    account_id: Uuid,
    #[diesel(sql_type = Text)]
    ig_user_id: String,
    #[diesel(sql_type = Bytea)]
    token_ciphertext: Vec<u8>,
    #[diesel(sql_type = Text)]
    image_url: String,
    #[diesel(sql_type = Text)]
    caption: String,
    #[diesel(sql_type = Integer)]
    attempts: i32,
    #[diesel(sql_type = Nullable<Text>)]
    container_id: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    container_created_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    publish_requested_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    manager_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    manager_email: Option<String>,
}

pub struct PgPostRepository {
    pool: PgPool,
}

impl PgPostRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    async fn update(&self, id: Uuid, what: &str, change: impl FnOnce(Uuid) -> PostUpdate) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        change(id).run(&mut connection).await.with_context(|| format!("failed to {what}"))?;
        Ok(())
    }
}

/// One of the worker's small updates to a post it holds.
enum PostUpdate {
    Container(Uuid, String, DateTime<Utc>),
    PublishRequested(Uuid, DateTime<Utc>),
    ForgetContainer(Uuid),
    Posted(Uuid, Option<String>, Option<String>, DateTime<Utc>),
    RetryLater(Uuid, DateTime<Utc>, String, bool),
    Failed(Uuid, String),
}

impl PostUpdate {
    async fn run(self, connection: &mut AsyncPgConnection) -> QueryResult<usize> {
        use instagram_posts as p;
        let no_claim = p::claimed_until.eq(None::<DateTime<Utc>>);
        match self {
            PostUpdate::Container(id, container, now) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::container_id.eq(container),
                        p::container_created_at.eq(now),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::PublishRequested(id, now) => {
                diesel::update(p::table.find(id)).set(p::publish_requested_at.eq(now)).execute(connection).await
            }
            PostUpdate::ForgetContainer(id) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::container_id.eq(None::<String>),
                        p::container_created_at.eq(None::<DateTime<Utc>>),
                        p::publish_requested_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Posted(id, media, permalink, now) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::status.eq(PostStatus::Posted.as_str()),
                        p::posted_time.eq(now),
                        p::media_id.eq(media),
                        p::permalink.eq(permalink),
                        p::error_message.eq(None::<String>),
                        no_claim,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::RetryLater(id, at, error, counted) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::next_attempt_at.eq(at),
                        p::error_message.eq(error),
                        p::attempts.eq(p::attempts + i32::from(counted)),
                        no_claim,
                    ))
                    .execute(connection)
                    .await
            }
            PostUpdate::Failed(id, error) => {
                diesel::update(p::table.find(id))
                    .set((
                        p::status.eq(PostStatus::Failed.as_str()),
                        p::attempts.eq(p::attempts + 1),
                        p::error_message.eq(error),
                        no_claim,
                    ))
                    .execute(connection)
                    .await
            }
        }
    }
}

fn bounded(text: &str) -> String {
    text.chars().take(1000).collect()
}

#[async_trait]
impl PostRepository for PgPostRepository {
    async fn queue(
        &self,
        post: NewPost,
        slot: Slot,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Result<Post, PostRuleError>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let queued = connection
            .transaction(async |connection| -> Result<(), TxError<PostRuleError>> {
                let taken = lock_slots(connection, post.account_id, None, now).await?;
                let at = match slot {
                    Slot::Next => next_slot(now, &taken),
                    Slot::At(at) => {
                        check_slot(at, now, &taken).map_err(TxError::Fail)?;
                        at
                    }
                };
                diesel::insert_into(instagram_posts::table)
                    .values((
                        instagram_posts::id.eq(post.id),
                        instagram_posts::university_id.eq(post.university_id),
                        instagram_posts::account_id.eq(post.account_id),
                        instagram_posts::manager_id.eq(post.manager_id),
                        instagram_posts::image_url.eq(&post.image_url),
                        instagram_posts::image_key.eq(&post.image_key),
                        instagram_posts::thumbnail_key.eq(&post.thumbnail_key),
                        instagram_posts::letterboxed.eq(post.letterboxed),
                        instagram_posts::caption.eq(post.caption.as_str()),
                        instagram_posts::scheduled_time.eq(at),
                        instagram_posts::next_attempt_at.eq(at),
                        instagram_posts::created_at.eq(now),
                    ))
                    .execute(connection)
                    .await?;
                Ok(())
            })
            .await;
        match queued {
            Ok(()) => Ok(Ok(read_post(&mut connection, post.id, now).await?.context("a queued post vanished")?)),
            Err(TxError::Fail(rule)) => Ok(Err(rule)),
            Err(TxError::Diesel(error)) => Err(anyhow::Error::new(error).context("failed to queue a post")),
            Err(TxError::Other(error)) => Err(error),
        }
    }

    async fn find(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        read_post(&mut connection, id, now).await
    }

    async fn page(
        &self,
        university_id: Uuid,
        status: Option<PostStatus>,
        page: PageRequest,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Page<Post>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        if !university_exists(&mut connection, university_id).await? {
            return Ok(None);
        }
        let status = status.map(PostStatus::as_str);
        let rows: Vec<PostRow> = diesel::sql_query(format!(
            "{POST_SELECT} WHERE p.university_id = $2 AND ($3::text IS NULL OR p.status = $3) \
             ORDER BY (p.status <> 'queued'), CASE WHEN p.status = 'queued' THEN p.scheduled_time END, \
             coalesce(p.posted_time, p.last_attempt, p.scheduled_time) DESC, p.id OFFSET $4 LIMIT $5"
        ))
        .bind::<Timestamptz, _>(now)
        .bind::<SqlUuid, _>(university_id)
        .bind::<Nullable<Text>, _>(status)
        .bind::<BigInt, _>(page.offset())
        .bind::<BigInt, _>(page.size())
        .load(&mut connection)
        .await
        .context("failed to list posts")?;
        let mut total = instagram_posts::table.filter(instagram_posts::university_id.eq(university_id)).into_boxed();
        if let Some(status) = status {
            total = total.filter(instagram_posts::status.eq(status));
        }
        let total: i64 = total.count().get_result(&mut connection).await.context("failed to count posts")?;
        Ok(Some(page.answer(posts(rows)?, total)))
    }

    async fn cancel(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<PostChange<Vec<String>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Vec<String>>> {
                let Some((status, _, held)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                if status != PostStatus::Queued {
                    return Ok(PostChange::WrongStatus(status));
                }
                if held {
                    return Ok(PostChange::Publishing);
                }
                let (image, thumbnail): (String, String) = diesel::delete(instagram_posts::table.find(id))
                    .returning((instagram_posts::image_key, instagram_posts::thumbnail_key))
                    .get_result(connection)
                    .await?;
                diesel::delete(media_uploads::table.filter(media_uploads::storage_key.eq(&image)))
                    .execute(connection)
                    .await?;
                Ok(PostChange::Done(vec![image, thumbnail]))
            })
            .await
            .context("failed to cancel a post")
    }

    async fn reschedule(&self, id: Uuid, at: DateTime<Utc>, now: DateTime<Utc>) -> anyhow::Result<PostChange<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Post>> {
                let Some((status, account, held)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                let Some(account) = account.filter(|_| status == PostStatus::Queued) else {
                    return Ok(PostChange::WrongStatus(status));
                };
                if held {
                    return Ok(PostChange::Publishing);
                }
                let taken = lock_slots(connection, account, Some(id), now).await?;
                if let Err(rule) = check_slot(at, now, &taken) {
                    return Ok(PostChange::Rule(rule));
                }
                diesel::update(instagram_posts::table.find(id))
                    .set((instagram_posts::scheduled_time.eq(at), instagram_posts::next_attempt_at.eq(at)))
                    .execute(connection)
                    .await?;
                Ok(PostChange::Done(read_post(connection, id, now).await?.context("a moved post vanished")?))
            })
            .await
            .context("failed to move a post")
    }

    async fn requeue(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<PostChange<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<PostChange<Post>> {
                let Some((status, account, _)) = lock_post(connection, id, now).await? else {
                    return Ok(PostChange::NotFound);
                };
                let Some(account) = account.filter(|_| status == PostStatus::Failed) else {
                    return Ok(PostChange::WrongStatus(status));
                };
                let at = next_slot(now, &lock_slots(connection, account, Some(id), now).await?);
                // The container and any publish request stay: the worker reconciles them first.
                diesel::update(instagram_posts::table.find(id))
                    .set((
                        instagram_posts::status.eq(PostStatus::Queued.as_str()),
                        instagram_posts::attempts.eq(0),
                        instagram_posts::error_message.eq(None::<String>),
                        instagram_posts::scheduled_time.eq(at),
                        instagram_posts::next_attempt_at.eq(at),
                        instagram_posts::claimed_until.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await?;
                Ok(PostChange::Done(read_post(connection, id, now).await?.context("a retried post vanished")?))
            })
            .await
            .context("failed to retry a post")
    }

    async fn between(&self, from: DateTime<Utc>, to: DateTime<Utc>, now: DateTime<Utc>) -> anyhow::Result<Vec<Post>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<PostRow> = diesel::sql_query(format!(
            "{POST_SELECT} WHERE coalesce(p.posted_time, p.scheduled_time) >= $2 \
               AND coalesce(p.posted_time, p.scheduled_time) < $3 \
             ORDER BY coalesce(p.posted_time, p.scheduled_time), p.id LIMIT 5000"
        ))
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(from)
        .bind::<Timestamptz, _>(to)
        .load(&mut connection)
        .await
        .context("failed to read the schedule")?;
        posts(rows)
    }

    async fn counts(&self) -> anyhow::Result<PostCounts> {
        #[derive(QueryableByName)]
        struct Counts {
            #[diesel(sql_type = BigInt)]
            queued: i64,
            #[diesel(sql_type = BigInt)]
            posted: i64,
            #[diesel(sql_type = BigInt)]
            failed: i64,
            #[diesel(sql_type = BigInt)]
            accounts: i64,
            #[diesel(sql_type = BigInt)]
            universities: i64,
        }
        let mut connection = self.pool.get().await.context("no database connection")?;
        let counts: Counts = diesel::sql_query(
            "SELECT count(*) FILTER (WHERE status = 'queued') AS queued, \
                    count(*) FILTER (WHERE status = 'posted') AS posted, \
                    count(*) FILTER (WHERE status = 'failed') AS failed, \
                    (SELECT count(*) FROM instagram_accounts) AS accounts, \
                    (SELECT count(*) FROM universities) AS universities \
             FROM instagram_posts",
        )
        .get_result(&mut connection)
        .await
        .context("failed to count posts")?;
        Ok(PostCounts {
            queued: counts.queued,
            posted: counts.posted,
            failed: counts.failed,
            accounts: counts.accounts,
            universities: counts.universities,
        })
    }

    async fn universities(&self) -> anyhow::Result<Vec<ManagedUniversity>> {
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
        }
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT u.id, u.name, u.slug, u.location, u.logo_url, u.logo_thumbnail_url, \
               (SELECT count(*) FROM instagram_accounts a WHERE a.university_id = u.id) AS instagram_accounts, \
               (SELECT count(*) FROM instagram_posts p WHERE p.university_id = u.id AND p.status = 'queued') AS queued_posts \
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
            })
            .collect())
    }

    async fn claim_due(&self, now: DateTime<Utc>, lease: Duration) -> anyhow::Result<Option<ClaimedPost>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let until = now + TimeDelta::from_std(lease).context("lease too long")?;
        // Only the earliest queued post of an account may go, none while another of the
        // account's posts is held, and none within an hour of the account's last publish.
        // SKIP LOCKED: workers claiming at once take different posts.
        let row: Option<ClaimedRow> = diesel::sql_query(
            "WITH next AS ( \
               SELECT p.id, p.account_id, p.university_id, p.manager_id FROM instagram_posts p \
               WHERE p.status = 'queued' AND p.next_attempt_at <= $1 \
                 AND (p.claimed_until IS NULL OR p.claimed_until <= $1) \
                 AND NOT EXISTS ( \
                   SELECT 1 FROM instagram_posts o WHERE o.account_id = p.account_id AND o.id <> p.id \
                     AND ((o.status = 'queued' AND (o.scheduled_time < p.scheduled_time OR o.claimed_until > $1)) \
                       OR (o.status = 'posted' AND o.posted_time > $1 - interval '1 hour'))) \
               ORDER BY p.next_attempt_at LIMIT 1 FOR UPDATE OF p SKIP LOCKED) \
             UPDATE instagram_posts t SET claimed_until = $2, last_attempt = $1 \
             FROM next JOIN instagram_accounts a ON a.id = next.account_id \
               JOIN universities u ON u.id = next.university_id \
               LEFT JOIN users m ON m.id = next.manager_id \
             WHERE t.id = next.id \
             RETURNING t.id, t.university_id, u.name AS university_name, a.id AS account_id, a.ig_user_id, \
               a.token_ciphertext, t.image_url, t.caption, t.attempts, t.container_id, t.container_created_at, \
               t.publish_requested_at, m.first_name AS manager_name, m.email AS manager_email",
        )
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(until)
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to claim a post")?;
        Ok(row.map(|row| ClaimedPost {
            id: row.id,
            university_id: row.university_id,
            university_name: row.university_name,
            account_id: row.account_id,
            ig_user_id: row.ig_user_id,
            sealed_token: row.token_ciphertext,
            image_url: row.image_url,
            caption: row.caption,
            attempts: u32::try_from(row.attempts).unwrap_or(0),
            container_id: row.container_id,
            container_created_at: row.container_created_at,
            publish_requested_at: row.publish_requested_at,
            manager: row.manager_name.zip(row.manager_email.and_then(|email| Email::parse(&email).ok())),
        }))
    }

    async fn record_container(&self, id: Uuid, container_id: &str, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(id, "record a container", |id| PostUpdate::Container(id, container_id.to_owned(), now)).await
    }

    async fn record_publish_requested(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(id, "record a publish request", |id| PostUpdate::PublishRequested(id, now)).await
    }

    async fn forget_container(&self, id: Uuid) -> anyhow::Result<()> {
        self.update(id, "forget a container", PostUpdate::ForgetContainer).await
    }

    async fn mark_posted(
        &self,
        id: Uuid,
        media_id: Option<String>,
        permalink: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        self.update(id, "mark a post posted", |id| PostUpdate::Posted(id, media_id, permalink, now)).await
    }

    async fn retry_later(
        &self,
        id: Uuid,
        at: DateTime<Utc>,
        error: &str,
        count_attempt: bool,
        _now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        self.update(id, "reschedule a post", |id| PostUpdate::RetryLater(id, at, bounded(error), count_attempt)).await
    }

    async fn mark_failed(&self, id: Uuid, error: &str, _now: DateTime<Utc>) -> anyhow::Result<()> {
        self.update(id, "mark a post failed", |id| PostUpdate::Failed(id, bounded(error))).await
    }
}
