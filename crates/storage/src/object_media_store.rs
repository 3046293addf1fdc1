use std::{path::Path, sync::Arc};

use anyhow::Context;
use async_trait::async_trait;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload, local::LocalFileSystem, path::Path as ObjectPath};
use quad_application::media::ports::{MediaStore, StoredMedia};

/// Where an S3-compatible bucket is and how to sign in to it.
#[derive(Clone)]
pub struct S3Settings {
    pub bucket: String,
    pub region: String,
    /// For S3-compatible services (MinIO, R2, ...); `None` for AWS itself.
    pub endpoint: Option<String>,
    pub access_key_id: String,
    pub secret_access_key: String,
}

impl std::fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Settings")
            .field("bucket", &self.bucket)
            .field("region", &self.region)
            .field("endpoint", &self.endpoint)
            .finish_non_exhaustive()
    }
}

/// Media kept in an object store and served from `public_base_url` + `/` + key.
pub struct ObjectMediaStore {
    store: Arc<dyn ObjectStore>,
    public_base_url: String,
    /// Remote stores keep a Content-Type per object; the local file system cannot.
    keeps_content_type: bool,
}

impl ObjectMediaStore {
    /// Files under `dir` (created if missing), served by Quad itself under `public_base_url`
    /// (for example `http://127.0.0.1:8080/media`).
    pub fn local(dir: &Path, public_base_url: &str) -> anyhow::Result<Self> {
        std::fs::create_dir_all(dir).with_context(|| format!("failed to create {}", dir.display()))?;
        let store =
            LocalFileSystem::new_with_prefix(dir).with_context(|| format!("{} cannot hold media", dir.display()))?;
        Ok(Self { keeps_content_type: false, ..Self::new(Arc::new(store), public_base_url) })
    }

    /// An S3-compatible bucket; objects are served from `public_base_url` (the bucket's own URL
    /// or a CDN in front of it).
    pub fn s3(settings: &S3Settings, public_base_url: &str) -> anyhow::Result<Self> {
        let mut builder = object_store::aws::AmazonS3Builder::new()
            .with_bucket_name(&settings.bucket)
            .with_region(&settings.region)
            .with_access_key_id(&settings.access_key_id)
            .with_secret_access_key(&settings.secret_access_key);
        if let Some(endpoint) = &settings.endpoint {
            builder = builder.with_endpoint(endpoint).with_allow_http(endpoint.starts_with("http://"));
        }
        let store = builder.build().context("the S3 settings are not usable")?;
        Ok(Self::new(Arc::new(store), public_base_url))
    }

    /// Any object store that keeps per-object attributes (S3 and compatible services).
    pub fn new(store: Arc<dyn ObjectStore>, public_base_url: &str) -> Self {
        Self { store, public_base_url: public_base_url.trim_end_matches('/').to_owned(), keeps_content_type: true }
    }

    fn path(key: &str) -> anyhow::Result<ObjectPath> {
        let path = ObjectPath::parse(key).with_context(|| format!("'{key}' is not a valid media key"))?;
        anyhow::ensure!(path.parts().count() > 0, "an empty media key");
        Ok(path)
    }
}

#[async_trait]
impl MediaStore for ObjectMediaStore {
    async fn put(&self, key: &str, content_type: &str, bytes: Vec<u8>) -> anyhow::Result<StoredMedia> {
        let path = Self::path(key)?;
        let mut options = object_store::PutOptions::default();
        if self.keeps_content_type {
            options.attributes = object_store::Attributes::from_iter([(
                object_store::Attribute::ContentType,
                object_store::AttributeValue::from(content_type.to_owned()),
            )]);
        }
        self.store
            .put_opts(&path, PutPayload::from(bytes), options)
            .await
            .with_context(|| format!("failed to store media '{key}'"))?;
        Ok(StoredMedia { key: path.to_string(), url: format!("{}/{}", self.public_base_url, path) })
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = Self::path(key)?;
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(anyhow::anyhow!(error).context(format!("failed to delete media '{key}'"))),
        }
    }

    fn key_for_url(&self, url: &str) -> Option<String> {
        let key = url.strip_prefix(&self.public_base_url)?.strip_prefix('/')?;
        Self::path(key).ok().map(|p| p.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn stored_media_is_on_disk_at_its_key_and_addressed_by_its_url() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path(), "http://127.0.0.1:8080/media/").unwrap();

        let stored = store.put("profile/ab/photo.webp", "image/webp", b"RIFF....".to_vec()).await.unwrap();

        assert_eq!(stored.url, "http://127.0.0.1:8080/media/profile/ab/photo.webp");
        assert_eq!(std::fs::read(dir.path().join("profile/ab/photo.webp")).unwrap(), b"RIFF....");
        assert_eq!(store.key_for_url(&stored.url).as_deref(), Some("profile/ab/photo.webp"));
    }

    #[tokio::test]
    async fn deleting_removes_the_file_and_deleting_again_is_fine() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path(), "http://h/media").unwrap();
        store.put("logo/x.png", "image/png", vec![1, 2, 3]).await.unwrap();

        store.delete("logo/x.png").await.unwrap();
        store.delete("logo/x.png").await.unwrap();

        assert!(!dir.path().join("logo/x.png").exists());
    }

    #[tokio::test]
    async fn keys_that_climb_out_of_the_store_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path(), "http://h/media").unwrap();

        assert!(store.put("../escape.png", "image/png", vec![1]).await.is_err());
        assert_eq!(store.key_for_url("http://elsewhere/media/a.png"), None);
    }
}
