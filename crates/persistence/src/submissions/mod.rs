//! Student content (issue 25): `submissions` with their likes, the submit form's drafts, the
//! flagged words and the takedown tasks. One adapter per caller: the creator's
//! (`PgSubmissionRepository`), the reviewers' (`PgReviewQueue`) and the featured grids'
//! (`PgFeaturedPosts`). `load` reads a submission with its author, university, Instagram post and
//! takedown in one query.

mod featured;
mod review;
mod student;

use anyhow::Context;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
pub use featured::PgFeaturedPosts;
use quad_application::submissions::ports::{InstagramState, Submission, SubmissionPhoto, Takedown};
use quad_domain::{
    Email, SubmissionStatus,
    submission::{Credit, CreditChoice},
};
pub use review::PgReviewQueue;
use serde_json::Value;
pub use student::PgSubmissionRepository;
pub(crate) use student::stop_instagram_post;
use uuid::Uuid;

use crate::schema::{instagram_posts, submissions, takedown_tasks, universities, users};

/// A photo as `submissions.photos` and `submission_drafts.photos` keep it.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct PhotoJson {
    url: String,
    thumbnail_url: String,
    width: u32,
    height: u32,
}

pub(crate) fn photos_json(photos: &[SubmissionPhoto]) -> Value {
    Value::Array(
        photos
            .iter()
            .map(|p| {
                serde_json::json!({"url": p.url, "thumbnailUrl": p.thumbnail_url, "width": p.width, "height": p.height})
            })
            .collect(),
    )
}

pub(crate) fn photos_from(value: Value) -> anyhow::Result<Vec<SubmissionPhoto>> {
    let photos: Vec<PhotoJson> = serde_json::from_value(value).context("stored submission photos are malformed")?;
    Ok(photos
        .into_iter()
        .map(|p| SubmissionPhoto { url: p.url, thumbnail_url: p.thumbnail_url, width: p.width, height: p.height })
        .collect())
}

fn credit_from(kind: &str, text: String) -> anyhow::Result<Credit> {
    let choice: CreditChoice = kind.parse().context("a stored credit kind is unknown")?;
    Ok(Credit { choice, text })
}

type SubmissionColumns = (
    (Uuid, Uuid, Uuid, String, Option<String>, String, String, Value, Option<DateTime<Utc>>, String, i32),
    (Option<String>, Value, DateTime<Utc>, Option<DateTime<Utc>>, Option<DateTime<Utc>>, Option<DateTime<Utc>>, i32),
    (Option<i32>, Option<i32>),
);
type Row = (
    SubmissionColumns,
    (String, String, String),
    (String, String),
    Option<(String, DateTime<Utc>, Option<String>, Option<DateTime<Utc>>)>,
    Option<(Uuid, Option<String>, DateTime<Utc>, Option<DateTime<Utc>>)>,
);

/// The submissions with these ids, in the order of `ids` (unknown ones left out).
pub(crate) async fn load(connection: &mut AsyncPgConnection, ids: &[Uuid]) -> anyhow::Result<Vec<Submission>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<Row> = submissions::table
        .inner_join(users::table.on(users::id.eq(submissions::author_id)))
        .inner_join(universities::table.on(universities::id.eq(submissions::university_id)))
        .left_join(instagram_posts::table.on(instagram_posts::id.nullable().eq(submissions::instagram_post_id)))
        .left_join(takedown_tasks::table.on(takedown_tasks::submission_id.eq(submissions::id.nullable())))
        .filter(submissions::id.eq_any(ids))
        .select((
            (
                (
                    submissions::id,
                    submissions::author_id,
                    submissions::university_id,
                    submissions::caption,
                    submissions::submitted_caption,
                    submissions::credit_kind,
                    submissions::credit,
                    submissions::photos,
                    submissions::consent_instagram_at,
                    submissions::status,
                    submissions::version,
                ),
                (
                    submissions::reason,
                    submissions::flags,
                    submissions::submitted_at,
                    submissions::decided_at,
                    submissions::featured_at,
                    submissions::withdrawn_at,
                    submissions::likes,
                ),
                (submissions::instagram_likes, submissions::instagram_comments),
            ),
            (users::first_name, users::last_name, users::email),
            (universities::name, universities::slug),
            (
                instagram_posts::status,
                instagram_posts::scheduled_time,
                instagram_posts::permalink,
                instagram_posts::posted_time,
            )
                .nullable(),
            (takedown_tasks::id, takedown_tasks::permalink, takedown_tasks::opened_at, takedown_tasks::done_at)
                .nullable(),
        ))
        .load(connection)
        .await
        .context("failed to read submissions")?;
    let mut found: Vec<Submission> = rows.into_iter().map(submission_from).collect::<anyhow::Result<_>>()?;
    found.sort_by_key(|s| ids.iter().position(|id| *id == s.id));
    Ok(found)
}

fn submission_from((columns, author, university, post, takedown): Row) -> anyhow::Result<Submission> {
    let (
        (
            id,
            author_id,
            university_id,
            caption,
            submitted_caption,
            credit_kind,
            credit,
            photos,
            consent_instagram,
            status,
            version,
        ),
        (reason, flags, submitted_at, decided_at, featured_at, withdrawn_at, likes),
        (instagram_likes, instagram_comments),
    ) = columns;
    let (first_name, last_name, email) = author;
    Ok(Submission {
        id,
        author_id,
        author_name: format!("{first_name} {last_name}"),
        author_first_name: first_name,
        author_email: Email::parse(&email).context("a stored e-mail address is invalid")?,
        university_id,
        university_name: university.0,
        university_slug: university.1,
        caption,
        submitted_caption,
        credit: credit_from(&credit_kind, credit)?,
        photos: photos_from(photos)?,
        consent_instagram: consent_instagram.is_some(),
        status: status.parse::<SubmissionStatus>().context("a stored submission status is unknown")?,
        version,
        reason,
        flags: serde_json::from_value(flags).context("stored submission flags are malformed")?,
        submitted_at,
        decided_at,
        featured_at,
        withdrawn_at,
        likes: i64::from(likes),
        instagram: post.map(|(status, scheduled_time, permalink, posted_time)| InstagramState {
            status,
            scheduled_time,
            permalink,
            posted_time,
            likes: instagram_likes.map(i64::from),
            comments: instagram_comments.map(i64::from),
        }),
        takedown: takedown.map(|(id, permalink, opened_at, done_at)| Takedown { id, permalink, opened_at, done_at }),
    })
}

/// One submission, if it exists.
pub(crate) async fn load_one(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<Option<Submission>> {
    Ok(load(connection, &[id]).await?.into_iter().next())
}
