use std::sync::Arc;

use anyhow::Context;
use uuid::Uuid;

use super::ports::{ImageProcessor, ImageRejection, MediaKind, MediaStore, NewUpload, UploadRepository};
use crate::accounts::ports::Clock;

/// The largest upload accepted (spec 9: 5 MB).
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadedImage {
    pub url: String,
    pub thumbnail_url: String,
}

#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("Image must be less than 5MB")]
    TooLarge,
    #[error(transparent)]
    Rejected(#[from] ImageRejection),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct MediaLibrary {
    store: Arc<dyn MediaStore>,
    processor: Arc<dyn ImageProcessor>,
    uploads: Arc<dyn UploadRepository>,
    clock: Arc<dyn Clock>,
}

impl MediaLibrary {
    pub fn new(
        store: Arc<dyn MediaStore>,
        processor: Arc<dyn ImageProcessor>,
        uploads: Arc<dyn UploadRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { store, processor, uploads, clock }
    }

    /// Validates and re-encodes the image, stores it with its thumbnail, and records who owns
    /// it. Nothing stays behind when a step fails.
    pub async fn upload(&self, owner_id: Uuid, kind: MediaKind, bytes: Vec<u8>) -> Result<UploadedImage, UploadError> {
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooLarge);
        }
        let image = self.processor.process(bytes, kind).await?;
        let id = Uuid::now_v7();
        let base = format!("{}/{}", kind.folder(), id.simple());
        let display_key = format!("{base}.{}", image.display.extension);
        let thumbnail_key = format!("{base}.thumb.{}", image.thumbnail.extension);
        let display = self.store.put(&display_key, image.display.content_type, image.display.bytes).await?;
        let thumbnail = match self.store.put(&thumbnail_key, image.thumbnail.content_type, image.thumbnail.bytes).await
        {
            Ok(stored) => stored,
            Err(error) => {
                self.forget(&[display.key]).await;
                return Err(error.into());
            }
        };
        let upload = NewUpload {
            id,
            owner_id,
            kind,
            key: display.key.clone(),
            thumbnail_key: thumbnail.key.clone(),
            url: display.url.clone(),
            created_at: self.clock.now(),
        };
        if let Err(error) = self.uploads.record(upload).await {
            self.forget(&[display.key, thumbnail.key]).await;
            return Err(error.context("failed to record an upload").into());
        }
        Ok(UploadedImage { url: display.url, thumbnail_url: thumbnail.url })
    }

    /// Every key the person's uploads occupy, to delete after their rows are gone.
    pub async fn keys_owned_by(&self, owner_id: Uuid) -> anyhow::Result<Vec<String>> {
        self.uploads.keys_owned_by(owner_id).await.context("failed to list a person's uploads")
    }

    /// The person's uploads, oldest first.
    pub async fn uploads_of(&self, owner_id: Uuid) -> anyhow::Result<Vec<super::ports::UploadRecord>> {
        self.uploads.uploads_of(owner_id).await.context("failed to list a person's uploads")
    }

    /// Deletes the file behind one of this library's URLs (and its thumbnail); other URLs are
    /// left alone.
    pub async fn forget_url(&self, url: &str) {
        let Some(key) = self.store.key_for_url(url) else { return };
        let thumbnail = match key.rsplit_once('.') {
            Some((stem, extension)) => format!("{stem}.thumb.{extension}"),
            None => return,
        };
        self.forget(&[key, thumbnail]).await;
    }

    /// Deletes stored files, logging (not failing on) any that cannot be removed.
    pub async fn forget(&self, keys: &[String]) {
        for key in keys {
            if let Err(error) = self.store.delete(key).await {
                tracing::error!(key, error = format!("{error:#}"), "a media file could not be deleted");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        accounts::ports::MockClock,
        media::ports::{
            EncodedImage, MockImageProcessor, MockMediaStore, MockUploadRepository, ProcessedImage, StoredMedia,
        },
    };

    fn encoded(extension: &'static str) -> EncodedImage {
        EncodedImage { bytes: vec![1, 2, 3], content_type: "image/jpeg", extension, width: 10, height: 10 }
    }

    fn processor() -> MockImageProcessor {
        let mut processor = MockImageProcessor::new();
        processor
            .expect_process()
            .returning(|_, _| Ok(ProcessedImage { display: encoded("jpg"), thumbnail: encoded("jpg") }));
        processor
    }

    fn store() -> MockMediaStore {
        let mut store = MockMediaStore::new();
        store.expect_put().returning(|key, _, _| Ok(StoredMedia { key: key.into(), url: format!("http://m/{key}") }));
        store
    }

    fn library(store: MockMediaStore, processor: MockImageProcessor, uploads: MockUploadRepository) -> MediaLibrary {
        let mut clock = MockClock::new();
        clock.expect_now().returning(chrono::Utc::now);
        MediaLibrary::new(Arc::new(store), Arc::new(processor), Arc::new(uploads), Arc::new(clock))
    }

    #[tokio::test]
    async fn an_image_is_stored_with_its_thumbnail_and_recorded_for_its_owner() {
        let mut uploads = MockUploadRepository::new();
        uploads
            .expect_record()
            .withf(|u| {
                u.owner_id == Uuid::from_u128(1)
                    && u.key.starts_with("post/")
                    && u.thumbnail_key.ends_with(".thumb.jpg")
            })
            .times(1)
            .returning(|_| Ok(()));

        let uploaded = library(store(), processor(), uploads)
            .upload(Uuid::from_u128(1), MediaKind::Post, vec![0; 10])
            .await
            .unwrap();

        assert!(uploaded.url.starts_with("http://m/post/") && uploaded.url.ends_with(".jpg"));
        assert!(uploaded.thumbnail_url.ends_with(".thumb.jpg"));
    }

    #[tokio::test]
    async fn more_than_5mb_is_refused_before_processing() {
        let mut processor = MockImageProcessor::new();
        processor.expect_process().never();

        let error = library(MockMediaStore::new(), processor, MockUploadRepository::new())
            .upload(Uuid::from_u128(1), MediaKind::Post, vec![0; MAX_UPLOAD_BYTES + 1])
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Image must be less than 5MB");
    }

    #[tokio::test]
    async fn a_failed_record_removes_the_stored_files() {
        let mut store = store();
        store.expect_delete().times(2).returning(|_| Ok(()));
        let mut uploads = MockUploadRepository::new();
        uploads.expect_record().returning(|_| Err(anyhow::anyhow!("db down")));

        let result =
            library(store, processor(), uploads).upload(Uuid::from_u128(1), MediaKind::Logo, vec![0; 10]).await;

        assert!(matches!(result, Err(UploadError::Unexpected(_))));
    }

    #[tokio::test]
    async fn a_rejected_image_stores_nothing() {
        let mut processor = MockImageProcessor::new();
        processor.expect_process().returning(|_, _| Err(ImageRejection::NotAnImage));
        let mut store = MockMediaStore::new();
        store.expect_put().never();

        let error = library(store, processor, MockUploadRepository::new())
            .upload(Uuid::from_u128(1), MediaKind::Post, b"%PDF-1.4".to_vec())
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Please select an image file");
    }
}
