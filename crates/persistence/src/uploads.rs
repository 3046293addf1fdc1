use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::media::ports::{
    MediaKind, NewUpload, OwnedPhoto, Recorded, UploadQuota, UploadRecord, UploadRepository, UploadUsage,
};
use uuid::Uuid;

use crate::{PgPool, schema::media_uploads};

/// The kinds of upload that belong to the person who made them (the rest belong to a university
/// and stay when that person's account goes).
pub(crate) fn personal_kinds() -> Vec<&'static str> {
    MediaKind::ALL.into_iter().filter(|kind| !kind.belongs_to_a_university()).map(MediaKind::folder).collect()
}

/// How many uploads the person made since `since`, and the bytes all of theirs take.
async fn usage_of(
    connection: &mut AsyncPgConnection,
    owner_id: Uuid,
    since: DateTime<Utc>,
) -> anyhow::Result<UploadUsage> {
    use diesel::sql_types::{BigInt, Timestamptz, Uuid as SqlUuid};
    #[derive(QueryableByName)]
    struct Usage {
        #[diesel(sql_type = BigInt)]
        recent: i64,
        #[diesel(sql_type = BigInt)]
        stored: i64,
    }
    let usage: Usage = diesel::sql_query(
        "SELECT count(*) FILTER (WHERE created_at >= $2) AS recent, COALESCE(sum(bytes), 0)::bigint AS stored \
         FROM media_uploads WHERE owner_id = $1",
    )
    .bind::<SqlUuid, _>(owner_id)
    .bind::<Timestamptz, _>(since)
    .get_result(connection)
    .await
    .context("failed to read a person's upload usage")?;
    Ok(UploadUsage {
        since: u32::try_from(usage.recent).unwrap_or(u32::MAX),
        stored_bytes: u64::try_from(usage.stored).unwrap_or(0),
    })
}

/// An upload nothing refers to (`m`, a row of `media_uploads`): no avatar, logo, profile, draft,
/// report, submission or queued post shows it. Posts wait for the post queue (which will refer to
/// them) and are never removed as unreferenced; a withdrawn submission's photos go, unless a post
/// still being published carries them. Checked in the statement that deletes, so an upload
/// referred to meanwhile is kept.
const UNREFERENCED: &str = "NOT EXISTS (SELECT 1 FROM users u WHERE u.profile_image = m.url) \
     AND NOT EXISTS (SELECT 1 FROM universities s WHERE s.logo_url = m.url) \
     AND NOT EXISTS (SELECT 1 FROM roommate_profiles p WHERE p.photos ? m.url) \
     AND NOT EXISTS (SELECT 1 FROM published_profiles p WHERE p.photos ? m.url) \
     AND NOT EXISTS (SELECT 1 FROM profile_drafts d WHERE d.photos ? m.url) \
     AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.snapshot_photos ? m.url) \
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.photos @> jsonb_build_array(jsonb_build_object('url', m.url))) \
     AND NOT EXISTS (SELECT 1 FROM submission_drafts d \
                     WHERE d.photos @> jsonb_build_array(jsonb_build_object('url', m.url))) \
     AND NOT EXISTS (SELECT 1 FROM instagram_posts p WHERE p.status = 'queued' \
                     AND (p.image_url = m.url OR p.carousel ? m.url))";

#[derive(QueryableByName)]
struct Removed {
    #[diesel(sql_type = diesel::sql_types::Text)]
    storage_key: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    thumbnail_key: String,
}

pub struct PgUploadRepository {
    pool: PgPool,
}

impl PgUploadRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl UploadRepository for PgUploadRepository {
    async fn record(&self, upload: NewUpload, quota: UploadQuota, since: DateTime<Utc>) -> anyhow::Result<Recorded> {
        use diesel::sql_types::Text;
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| {
                // One upload of this person at a time: the count below and the insert are one step.
                diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
                    .bind::<Text, _>(format!("uploads:{}", upload.owner_id))
                    .execute(connection)
                    .await?;
                let usage = usage_of(connection, upload.owner_id, since).await?;
                if usage.since >= quota.per_hour {
                    return Ok(Recorded::TooMany);
                }
                if usage.stored_bytes >= quota.stored_bytes {
                    return Ok(Recorded::StorageFull);
                }
                diesel::insert_into(media_uploads::table)
                    .values((
                        media_uploads::id.eq(upload.id),
                        media_uploads::owner_id.eq(upload.owner_id),
                        media_uploads::kind.eq(upload.kind.folder()),
                        media_uploads::storage_key.eq(&upload.key),
                        media_uploads::thumbnail_key.eq(&upload.thumbnail_key),
                        media_uploads::url.eq(&upload.url),
                        media_uploads::bytes.eq(i64::try_from(upload.bytes).unwrap_or(i64::MAX)),
                        media_uploads::created_at.eq(upload.created_at),
                        media_uploads::thumbnail_url.eq(&upload.thumbnail_url),
                        media_uploads::width.eq(i32::try_from(upload.width).ok()),
                        media_uploads::height.eq(i32::try_from(upload.height).ok()),
                        media_uploads::fingerprint.eq(&upload.fingerprint),
                    ))
                    .execute(connection)
                    .await?;
                Ok::<_, anyhow::Error>(Recorded::Kept)
            })
            .await
            .context("failed to record an upload")
    }

    async fn owned_urls(&self, owner_id: Uuid, kind: MediaKind, urls: Vec<String>) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        media_uploads::table
            .filter(media_uploads::owner_id.eq(owner_id))
            .filter(media_uploads::kind.eq(kind.folder()))
            .filter(media_uploads::url.eq_any(&urls))
            .select(media_uploads::url)
            .load(&mut connection)
            .await
            .context("failed to check upload ownership")
    }

    async fn owned_photos(
        &self,
        owner_id: Uuid,
        kind: MediaKind,
        urls: Vec<String>,
    ) -> anyhow::Result<Vec<OwnedPhoto>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        type Row = (String, Option<String>, Option<i32>, Option<i32>, Option<String>);
        let rows: Vec<Row> = media_uploads::table
            .filter(media_uploads::owner_id.eq(owner_id))
            .filter(media_uploads::kind.eq(kind.folder()))
            .filter(media_uploads::url.eq_any(&urls))
            .select((
                media_uploads::url,
                media_uploads::thumbnail_url,
                media_uploads::width,
                media_uploads::height,
                media_uploads::fingerprint,
            ))
            .load(&mut connection)
            .await
            .context("failed to check upload ownership")?;
        Ok(rows
            .into_iter()
            .filter_map(|(url, thumbnail_url, width, height, fingerprint)| {
                Some(OwnedPhoto {
                    url,
                    thumbnail_url: thumbnail_url?,
                    width: u32::try_from(width?).ok()?,
                    height: u32::try_from(height?).ok()?,
                    fingerprint,
                })
            })
            .collect())
    }

    async fn keys_owned_by(&self, owner_id: Uuid) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let universities_own: Vec<&str> =
            MediaKind::ALL.into_iter().filter(|kind| kind.belongs_to_a_university()).map(MediaKind::folder).collect();
        let rows: Vec<(String, String)> = media_uploads::table
            .filter(media_uploads::owner_id.eq(owner_id))
            .filter(media_uploads::kind.ne_all(universities_own))
            .select((media_uploads::storage_key, media_uploads::thumbnail_key))
            .load(&mut connection)
            .await
            .context("failed to list uploads")?;
        Ok(rows.into_iter().flat_map(|(key, thumbnail)| [key, thumbnail]).collect())
    }

    async fn usage(&self, owner_id: Uuid, since: DateTime<Utc>) -> anyhow::Result<UploadUsage> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        usage_of(&mut connection, owner_id, since).await
    }

    async fn remove_unreferenced(&self, created_before: DateTime<Utc>) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let removed: Vec<Removed> = diesel::sql_query(format!(
            "DELETE FROM media_uploads m WHERE m.created_at < $1 AND m.kind <> 'post' AND {UNREFERENCED} \
                      RETURNING m.storage_key, m.thumbnail_key"
        ))
        .bind::<diesel::sql_types::Timestamptz, _>(created_before)
        .load(&mut connection)
        .await
        .context("failed to remove unreferenced uploads")?;
        Ok(removed.into_iter().flat_map(|r| [r.storage_key, r.thumbnail_key]).collect())
    }

    async fn remove_unreferenced_among(&self, urls: Vec<String>) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let removed: Vec<Removed> = diesel::sql_query(format!(
            "DELETE FROM media_uploads m WHERE m.url = ANY($1) AND m.kind <> 'post' AND {UNREFERENCED} \
             RETURNING m.storage_key, m.thumbnail_key"
        ))
        .bind::<diesel::sql_types::Array<diesel::sql_types::Text>, _>(urls)
        .load(&mut connection)
        .await
        .context("failed to remove withdrawn uploads")?;
        Ok(removed.into_iter().flat_map(|r| [r.storage_key, r.thumbnail_key]).collect())
    }

    async fn uploads_of(&self, owner_id: Uuid) -> anyhow::Result<Vec<UploadRecord>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(String, String, DateTime<Utc>)> = media_uploads::table
            .filter(media_uploads::owner_id.eq(owner_id))
            .order(media_uploads::created_at)
            .select((media_uploads::kind, media_uploads::url, media_uploads::created_at))
            .load(&mut connection)
            .await
            .context("failed to list uploads")?;
        rows.into_iter()
            .map(|(kind, url, uploaded_at)| {
                let kind = MediaKind::from_folder(&kind).with_context(|| format!("unknown upload kind '{kind}'"))?;
                Ok(UploadRecord { kind, url, uploaded_at })
            })
            .collect()
    }
}
