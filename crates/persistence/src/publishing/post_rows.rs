//! A post as the manager's screens read it, and the locks every change to an account's schedule
//! takes: the account's row, so the one-hour spacing cannot be broken by two managers at once.

use anyhow::Context;
use chrono::{DateTime, Utc};
use diesel::{
    prelude::*,
    sql_types::{Bool, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::publishing::ports::{Post, PostStatus};
use quad_domain::post::SPACING;
use uuid::Uuid;

use crate::schema::{instagram_accounts, instagram_posts, universities};

/// A post as managers see it: `$1` is now (whether a worker holds it).
pub(super) const POST_SELECT: &str = "SELECT p.id, p.university_id, u.name AS university_name, p.account_id, \
     a.username AS account_username, p.image_url, p.caption, p.status, p.attempts, p.created_at, p.scheduled_time, \
     p.posted_time, p.last_attempt, p.error_message, p.letterboxed, \
     (p.status = 'queued' AND p.claimed_until IS NOT NULL AND p.claimed_until > $1) AS publishing, p.permalink, \
     (p.status = 'posted' AND p.media_id IS NULL) AS media_unknown \
     FROM instagram_posts p JOIN universities u ON u.id = p.university_id \
     LEFT JOIN instagram_accounts a ON a.id = p.account_id";

#[derive(QueryableByName)]
pub(super) struct PostRow {
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
    #[diesel(sql_type = diesel::sql_types::Bool)]
    media_unknown: bool,
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
            media_unknown: row.media_unknown,
        })
    }
}

pub(super) fn posts(rows: Vec<PostRow>) -> anyhow::Result<Vec<Post>> {
    rows.into_iter().map(Post::try_from).collect()
}

pub(super) async fn read_post(
    connection: &mut AsyncPgConnection,
    id: Uuid,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<Post>> {
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
pub(super) async fn lock_slots(
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
pub(super) async fn lock_post(
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

pub(super) async fn university_exists(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<bool> {
    diesel::select(diesel::dsl::exists(universities::table.find(id)))
        .get_result(connection)
        .await
        .context("failed to look for a university")
}
