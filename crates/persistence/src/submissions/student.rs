//! `PgSubmissionRepository`: the creator's side.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::submissions::ports::{
    ChangeError, GivenLike, NewSubmission, Revision, Submission, SubmissionDraft, SubmissionDrafts,
    SubmissionRepository, SubmitOutcome, Withdrawal,
};
use quad_domain::SubmissionStatus;
use uuid::Uuid;

use super::{load, load_one, photos_from, photos_json};
use crate::{
    PgPool,
    schema::{flagged_words, instagram_posts, submission_drafts, submission_likes, submissions, takedown_tasks, users},
    transaction::{TxError, finish},
};

pub struct PgSubmissionRepository {
    pool: PgPool,
}

impl PgSubmissionRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

/// Why a change to one submission touched nothing: it is gone (or another's), or it moved on.
async fn why_unchanged(
    connection: &mut AsyncPgConnection,
    id: Uuid,
    author_id: Uuid,
    allowed: fn(SubmissionStatus) -> bool,
) -> Result<ChangeError, anyhow::Error> {
    let found: Option<String> = submissions::table
        .filter(submissions::id.eq(id))
        .filter(submissions::author_id.eq(author_id))
        .select(submissions::status)
        .first(connection)
        .await
        .optional()?;
    Ok(match found {
        None => ChangeError::NotFound,
        Some(status) if allowed(status.parse().context("a stored submission status is unknown")?) => {
            ChangeError::Changed
        }
        Some(_) => ChangeError::WrongStatus,
    })
}

/// A queued post's status, lease, permalink, caption and whether publishing was asked for.
type PostState = (String, Option<DateTime<Utc>>, Option<String>, String, Option<DateTime<Utc>>);

/// Withdraws one submission already locked: its Instagram post stops (`stop_instagram_post`), and
/// it leaves Quad. Answers what it was and its photos' addresses.
async fn withdraw_locked(
    connection: &mut AsyncPgConnection,
    id: Uuid,
    at: DateTime<Utc>,
) -> anyhow::Result<Withdrawal> {
    let photos: serde_json::Value = submissions::table.find(id).select(submissions::photos).first(connection).await?;
    let photo_urls =
        photos.as_array().into_iter().flatten().filter_map(|photo| photo["url"].as_str().map(str::to_owned)).collect();
    let (cancelled_post, takedown_opened) = stop_instagram_post(connection, id, at).await?;
    diesel::update(submissions::table.find(id))
        .set((
            submissions::status.eq(SubmissionStatus::Withdrawn.as_str()),
            submissions::withdrawn_at.eq(at),
            submissions::featured_at.eq(None::<DateTime<Utc>>),
            // Off Quad: the photos' files go with the sweep of unreferenced uploads.
            submissions::photos.eq(serde_json::json!([])),
            submissions::version.eq(submissions::version + 1),
        ))
        .execute(connection)
        .await?;
    let submission = load_one(connection, id).await?.context("a withdrawn submission was not found")?;
    Ok(Withdrawal { submission, photo_urls, cancelled_post, takedown_opened })
}

/// For a submission leaving the page (locked): cancels its queued Instagram post (unless a
/// worker is publishing it), or opens a takedown task when it is (or may be) on Instagram.
/// Answers (cancelled, takedown opened).
pub(crate) async fn stop_instagram_post(
    connection: &mut AsyncPgConnection,
    id: Uuid,
    at: DateTime<Utc>,
) -> anyhow::Result<(bool, bool)> {
    let (university_id, post_id): (Uuid, Option<Uuid>) = submissions::table
        .find(id)
        .select((submissions::university_id, submissions::instagram_post_id))
        .first(connection)
        .await?;
    let (mut cancelled, mut takedown) = (false, false);
    if let Some(post_id) = post_id {
        let post: Option<PostState> = instagram_posts::table
            .find(post_id)
            .select((
                instagram_posts::status,
                instagram_posts::claimed_until,
                instagram_posts::permalink,
                instagram_posts::caption,
                instagram_posts::publish_requested_at,
            ))
            .for_update()
            .first(connection)
            .await
            .optional()?;
        if let Some((status, claimed_until, permalink, caption, publish_requested)) = post {
            let publishing = claimed_until.is_some_and(|until| until > at);
            let may_be_out = status == "posted" || publishing || publish_requested.is_some();
            if may_be_out {
                diesel::insert_into(takedown_tasks::table)
                    .values((
                        takedown_tasks::id.eq(Uuid::now_v7()),
                        takedown_tasks::university_id.eq(university_id),
                        takedown_tasks::submission_id.eq(id),
                        takedown_tasks::post_id.eq(post_id),
                        takedown_tasks::caption.eq(caption),
                        takedown_tasks::permalink.eq(permalink),
                        takedown_tasks::opened_at.eq(at),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                takedown = true;
            } else {
                diesel::delete(instagram_posts::table.find(post_id)).execute(connection).await?;
                cancelled = true;
            }
        }
    }
    Ok((cancelled, takedown))
}

#[async_trait]
impl SubmissionRepository for PgSubmissionRepository {
    async fn submit(
        &self,
        submission: NewSubmission,
        pending_max: i64,
        per_day_max: i64,
        day_start: DateTime<Utc>,
    ) -> anyhow::Result<SubmitOutcome> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<SubmitOutcome> {
                // One submission at a time per person, so the counts below hold.
                users::table
                    .find(submission.author_id)
                    .select(users::id)
                    .for_update()
                    .first::<Uuid>(connection)
                    .await?;
                if pending_of(connection, submission.author_id).await? >= pending_max {
                    return Ok(SubmitOutcome::TooManyPending);
                }
                let today: i64 = submissions::table
                    .filter(submissions::author_id.eq(submission.author_id))
                    .filter(submissions::submitted_at.ge(day_start))
                    .count()
                    .get_result(connection)
                    .await?;
                if today >= per_day_max {
                    return Ok(SubmitOutcome::TooManyToday);
                }
                let at = submission.at;
                diesel::insert_into(submissions::table)
                    .values((
                        submissions::id.eq(submission.id),
                        submissions::author_id.eq(submission.author_id),
                        submissions::university_id.eq(submission.university_id),
                        submissions::caption.eq(submission.caption.as_str()),
                        submissions::credit_kind.eq(submission.credit.choice.as_str()),
                        submissions::credit.eq(&submission.credit.text),
                        submissions::photos.eq(photos_json(&submission.photos)),
                        submissions::fingerprints.eq(&submission.fingerprints),
                        submissions::consent_quad_at.eq(at),
                        submissions::consent_instagram_at.eq(submission.consent.instagram.then_some(at)),
                        submissions::people_agreed_at.eq(at),
                        submissions::flags.eq(serde_json::json!(submission.flags)),
                        submissions::submitted_at.eq(at),
                    ))
                    .execute(connection)
                    .await?;
                diesel::delete(submission_drafts::table.find(submission.author_id)).execute(connection).await?;
                let stored = load_one(connection, submission.id).await?.context("a new submission was not found")?;
                Ok(SubmitOutcome::Submitted(Box::new(stored)))
            })
            .await
            .context("failed to store a submission")
    }

    async fn revise(
        &self,
        id: Uuid,
        author_id: Uuid,
        version: i32,
        revision: Revision,
    ) -> Result<Submission, ChangeError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Submission, TxError<ChangeError>> {
                // As in `submit`: one change at a time per person, so the count below holds.
                users::table.find(author_id).select(users::id).for_update().first::<Uuid>(connection).await?;
                let current: Option<String> = submissions::table
                    .find(id)
                    .filter(submissions::author_id.eq(author_id))
                    .select(submissions::status)
                    .first(connection)
                    .await
                    .optional()?;
                if current.as_deref() == Some(SubmissionStatus::ChangesRequested.as_str())
                    && pending_of(connection, author_id).await? >= revision.pending_max
                {
                    return Err(TxError::Fail(ChangeError::TooManyPending));
                }
                let revisable = [SubmissionStatus::Pending.as_str(), SubmissionStatus::ChangesRequested.as_str()];
                let updated = diesel::update(
                    submissions::table
                        .filter(submissions::id.eq(id))
                        .filter(submissions::author_id.eq(author_id))
                        .filter(submissions::version.eq(version))
                        .filter(submissions::status.eq_any(revisable)),
                )
                .set((
                    submissions::caption.eq(revision.caption.as_str()),
                    submissions::submitted_caption.eq(None::<String>),
                    submissions::credit_kind.eq(revision.credit.choice.as_str()),
                    submissions::credit.eq(&revision.credit.text),
                    submissions::photos.eq(photos_json(&revision.photos)),
                    submissions::fingerprints.eq(&revision.fingerprints),
                    submissions::consent_instagram_at.eq(revision.consent_instagram.then_some(revision.at)),
                    submissions::status.eq(SubmissionStatus::Pending.as_str()),
                    submissions::version.eq(submissions::version + 1),
                    submissions::reason.eq(None::<String>),
                    submissions::flags.eq(serde_json::json!(revision.flags)),
                    submissions::submitted_at.eq(revision.at),
                    submissions::decided_at.eq(None::<DateTime<Utc>>),
                    submissions::decided_by.eq(None::<Uuid>),
                ))
                .execute(connection)
                .await
                .context("failed to revise a submission")?;
                if updated == 0 {
                    return Err(TxError::Fail(why_unchanged(connection, id, author_id, |s| s.can_be_revised()).await?));
                }
                Ok(load_one(connection, id).await?.context("a revised submission was not found")?)
            })
            .await
            .map_err(finish)
    }

    async fn withdraw(&self, id: Uuid, author_id: Uuid, at: DateTime<Utc>) -> Result<Withdrawal, ChangeError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Withdrawal, TxError<ChangeError>> {
                let status: Option<String> = submissions::table
                    .filter(submissions::id.eq(id))
                    .filter(submissions::author_id.eq(author_id))
                    .select(submissions::status)
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                let status: SubmissionStatus = match status {
                    None => return Err(TxError::Fail(ChangeError::NotFound)),
                    Some(status) => status.parse().context("a stored submission status is unknown")?,
                };
                if !status.can_be_withdrawn() {
                    return Err(TxError::Fail(ChangeError::WrongStatus));
                }
                Ok(withdraw_locked(connection, id, at).await?)
            })
            .await
            .map_err(finish)
    }

    async fn withdraw_all(&self, author_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Vec<Withdrawal>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Vec<Withdrawal>> {
                let ids: Vec<Uuid> = submissions::table
                    .filter(submissions::author_id.eq(author_id))
                    .filter(submissions::status.ne(SubmissionStatus::Withdrawn.as_str()))
                    .select(submissions::id)
                    .order(submissions::id)
                    .for_update()
                    .load(connection)
                    .await?;
                let mut withdrawals = Vec::with_capacity(ids.len());
                for id in ids {
                    withdrawals.push(withdraw_locked(connection, id, at).await?);
                }
                // Their likes go too, each post's count with it (the post first, as a like locks it).
                diesel::sql_query(
                    "UPDATE submissions s SET likes = s.likes - 1 FROM submission_likes l \
                     WHERE l.submission_id = s.id AND l.user_id = $1",
                )
                .bind::<diesel::sql_types::Uuid, _>(author_id)
                .execute(connection)
                .await?;
                diesel::delete(submission_likes::table.filter(submission_likes::user_id.eq(author_id)))
                    .execute(connection)
                    .await?;
                Ok(withdrawals)
            })
            .await
            .context("failed to withdraw a person's submissions")
    }

    async fn by_author(&self, author_id: Uuid, offset: i64, limit: i64) -> anyhow::Result<(Vec<Submission>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mine = submissions::table.filter(submissions::author_id.eq(author_id));
        let ids: Vec<Uuid> = mine
            .select(submissions::id)
            .order((submissions::submitted_at.desc(), submissions::id.desc()))
            .offset(offset)
            .limit(limit)
            .load(&mut connection)
            .await
            .context("failed to list a person's submissions")?;
        let total: i64 = mine.count().get_result(&mut connection).await.context("failed to count submissions")?;
        Ok((load(&mut connection, &ids).await?, total))
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<Submission>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        load_one(&mut connection, id).await
    }

    async fn flagged_words(&self) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        flagged_words::table
            .select(flagged_words::word)
            .order((flagged_words::added_at, flagged_words::word))
            .load(&mut connection)
            .await
            .context("failed to read the flagged words")
    }

    async fn same_image_as_rejected(&self, fingerprints: Vec<String>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // Rejected ones, withdrawn since or not (a withdrawal keeps the fingerprints).
        diesel::select(diesel::dsl::exists(
            submissions::table
                .filter(submissions::rejected_at.is_not_null())
                .filter(submissions::fingerprints.overlaps_with(fingerprints)),
        ))
        .get_result(&mut connection)
        .await
        .context("failed to compare images with rejected ones")
    }

    async fn likes_by(&self, user_id: Uuid) -> anyhow::Result<Vec<GivenLike>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Uuid, DateTime<Utc>)> = submission_likes::table
            .filter(submission_likes::user_id.eq(user_id))
            .select((submission_likes::submission_id, submission_likes::liked_at))
            .order((submission_likes::liked_at.desc(), submission_likes::submission_id))
            .load(&mut connection)
            .await
            .context("failed to list a person's likes")?;
        Ok(rows.into_iter().map(|(submission_id, liked_at)| GivenLike { submission_id, liked_at }).collect())
    }
}

/// How many of the person's submissions wait for review.
async fn pending_of(connection: &mut AsyncPgConnection, author_id: Uuid) -> QueryResult<i64> {
    submissions::table
        .filter(submissions::author_id.eq(author_id))
        .filter(submissions::status.eq(SubmissionStatus::Pending.as_str()))
        .count()
        .get_result(connection)
        .await
}

#[async_trait]
impl SubmissionDrafts for PgSubmissionRepository {
    async fn draft_of(&self, author_id: Uuid) -> anyhow::Result<Option<SubmissionDraft>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(Option<Uuid>, String, String, serde_json::Value, bool, DateTime<Utc>)> =
            submission_drafts::table
                .find(author_id)
                .select((
                    submission_drafts::university_id,
                    submission_drafts::caption,
                    submission_drafts::credit_kind,
                    submission_drafts::photos,
                    submission_drafts::consent_instagram,
                    submission_drafts::updated_at,
                ))
                .first(&mut connection)
                .await
                .optional()
                .context("failed to read a submission draft")?;
        row.map(|(university_id, caption, credit, photos, consent_instagram, updated_at)| {
            Ok(SubmissionDraft {
                university_id,
                caption,
                credit: credit.parse().context("a stored credit kind is unknown")?,
                photos: photos_from(photos)?,
                consent_instagram,
                updated_at,
            })
        })
        .transpose()
    }

    async fn save_draft(&self, author_id: Uuid, draft: &SubmissionDraft) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let values = (
            submission_drafts::university_id.eq(draft.university_id),
            submission_drafts::caption.eq(&draft.caption),
            submission_drafts::credit_kind.eq(draft.credit.as_str()),
            submission_drafts::photos.eq(photos_json(&draft.photos)),
            submission_drafts::consent_instagram.eq(draft.consent_instagram),
            submission_drafts::updated_at.eq(draft.updated_at),
        );
        diesel::insert_into(submission_drafts::table)
            .values((submission_drafts::user_id.eq(author_id), values.clone()))
            .on_conflict(submission_drafts::user_id)
            .do_update()
            .set(values)
            .execute(&mut connection)
            .await
            .context("failed to save a submission draft")?;
        Ok(())
    }

    async fn discard_draft(&self, author_id: Uuid) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(submission_drafts::table.find(author_id))
            .execute(&mut connection)
            .await
            .context("failed to discard a submission draft")?;
        Ok(())
    }

    async fn discard_drafts_saved_before(&self, before: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let removed = diesel::delete(submission_drafts::table.filter(submission_drafts::updated_at.lt(before)))
            .execute(&mut connection)
            .await
            .context("failed to remove abandoned submission drafts")?;
        Ok(removed as u64)
    }
}
