use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::media::ports::{MediaKind, NewUpload, UploadRecord, UploadRepository};
use uuid::Uuid;

use crate::{PgPool, schema::media_uploads};

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
    async fn record(&self, upload: NewUpload) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(media_uploads::table)
            .values((
                media_uploads::id.eq(upload.id),
                media_uploads::owner_id.eq(upload.owner_id),
                media_uploads::kind.eq(upload.kind.folder()),
                media_uploads::storage_key.eq(&upload.key),
                media_uploads::thumbnail_key.eq(&upload.thumbnail_key),
                media_uploads::url.eq(&upload.url),
                media_uploads::created_at.eq(upload.created_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to record an upload")?;
        Ok(())
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

    async fn keys_owned_by(&self, owner_id: Uuid) -> anyhow::Result<Vec<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(String, String)> = media_uploads::table
            .filter(media_uploads::owner_id.eq(owner_id))
            .select((media_uploads::storage_key, media_uploads::thumbnail_key))
            .load(&mut connection)
            .await
            .context("failed to list uploads")?;
        Ok(rows.into_iter().flat_map(|(key, thumbnail)| [key, thumbnail]).collect())
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
