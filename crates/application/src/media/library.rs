use std::sync::Arc;

use anyhow::Context;
use quad_domain::User;
use uuid::Uuid;

use super::ports::{
    ImageProcessor, ImageRejection, MediaKind, MediaStore, NewUpload, Recorded, UploadQuota, UploadRepository,
};
use crate::Clock;

/// The largest upload accepted (spec 9: 5 MB).
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadedImage {
    pub url: String,
    pub thumbnail_url: String,
    pub key: String,
    pub thumbnail_key: String,
    pub letterboxed: bool,
}

/// How long an upload may wait for something (a profile, an avatar, a university) to refer to it.
pub const UNREFERENCED_LIFETIME: chrono::Duration = chrono::Duration::hours(24);

#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("Image must be less than 5MB")]
    TooLarge,
    #[error("You do not have permission to upload this kind of image")]
    Forbidden,
    #[error("Too many uploads. Please try again in an hour.")]
    TooMany,
    #[error("You have reached your storage limit. Remove some photos and try again.")]
    StorageFull,
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
    quota: UploadQuota,
}

impl MediaLibrary {
    pub fn new(
        store: Arc<dyn MediaStore>,
        processor: Arc<dyn ImageProcessor>,
        uploads: Arc<dyn UploadRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { store, processor, uploads, clock, quota: UploadQuota::default() }
    }

    /// Validates and re-encodes the image, stores it with its thumbnail, and records who owns
    /// it. Only staff upload logos and post images; everyone is held to the quota, checked
    /// before any decoding. Nothing stays behind when a step fails.
    pub async fn upload(&self, uploader: &User, kind: MediaKind, bytes: Vec<u8>) -> Result<UploadedImage, UploadError> {
        if !kind.may_be_uploaded_by(uploader.role) {
            return Err(UploadError::Forbidden);
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooLarge);
        }
        let owner_id = uploader.id;
        let usage = self
            .uploads
            .usage(owner_id, self.clock.now() - chrono::Duration::hours(1))
            .await
            .context("failed to read a person's uploads")?;
        if usage.since >= self.quota.per_hour {
            return Err(UploadError::TooMany);
        }
        if usage.stored_bytes >= self.quota.stored_bytes {
            return Err(UploadError::StorageFull);
        }
        let image = self.processor.process(bytes, kind).await?;
        let letterboxed = image.letterboxed;
        let (width, height) = (image.display.width, image.display.height);
        let fingerprint = image.fingerprint;
        let stored_bytes = (image.display.bytes.len() + image.thumbnail.bytes.len()) as u64;
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
            bytes: stored_bytes,
            created_at: self.clock.now(),
            thumbnail_url: thumbnail.url.clone(),
            width,
            height,
            fingerprint,
        };
        // The quota again, with the record, one upload of the person at a time: uploads sent
        // side by side all passed the first look, and only as many as it allows are kept.
        let since = self.clock.now() - chrono::Duration::hours(1);
        let refusal = match self.uploads.record(upload, self.quota, since).await {
            Ok(Recorded::Kept) => None,
            Ok(Recorded::TooMany) => Some(UploadError::TooMany),
            Ok(Recorded::StorageFull) => Some(UploadError::StorageFull),
            Err(error) => Some(error.context("failed to record an upload").into()),
        };
        if let Some(refusal) = refusal {
            self.forget(&[display.key, thumbnail.key]).await;
            return Err(refusal);
        }
        Ok(UploadedImage {
            url: display.url,
            thumbnail_url: thumbnail.url,
            key: display.key,
            thumbnail_key: thumbnail.key,
            letterboxed,
        })
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

    /// Removes uploads that nothing has referred to for `UNREFERENCED_LIFETIME` (photos dropped
    /// from the wizard, replaced avatars, logos of an abandoned form): records first, then files.
    /// Answers how many files went.
    pub async fn purge_unreferenced(&self) -> anyhow::Result<usize> {
        let keys = self.uploads.remove_unreferenced(self.clock.now() - UNREFERENCED_LIFETIME).await?;
        self.forget(&keys).await;
        Ok(keys.len())
    }

    /// Removes at once the uploads at these addresses that nothing refers to any more (a
    /// withdrawn submission's photos): their addresses answer 404 from now on. Logs, and leaves
    /// to the hourly sweep, what it cannot remove.
    pub async fn forget_unreferenced(&self, urls: Vec<String>) {
        if urls.is_empty() {
            return;
        }
        match self.uploads.remove_unreferenced_among(urls).await {
            Ok(keys) => self.forget(&keys).await,
            Err(error) => tracing::error!(error = format!("{error:#}"), "withdrawn photos could not be removed"),
        }
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
    use quad_domain::Role;

    use super::*;
    use crate::{
        MockClock,
        media::ports::{
            EncodedImage, MockImageProcessor, MockMediaStore, MockUploadRepository, ProcessedImage, StoredMedia,
            UploadUsage,
        },
    };

    fn encoded(extension: &'static str) -> EncodedImage {
        EncodedImage { bytes: vec![1, 2, 3], content_type: "image/jpeg", extension, width: 10, height: 10 }
    }

    fn processor() -> MockImageProcessor {
        let mut processor = MockImageProcessor::new();
        processor.expect_process().returning(|_, _| {
            Ok(ProcessedImage {
                display: encoded("jpg"),
                thumbnail: encoded("jpg"),
                letterboxed: false,
                fingerprint: "f".into(),
            })
        });
        processor
    }

    fn store() -> MockMediaStore {
        let mut store = MockMediaStore::new();
        store.expect_put().returning(|key, _, _| Ok(StoredMedia { key: key.into(), url: format!("http://m/{key}") }));
        store
    }

    fn someone(role: Role) -> User {
        User { role, id: Uuid::from_u128(1), ..crate::accounts::testing::sample_user() }
    }

    /// An upload repository where the person has made `since` uploads this hour and stores `bytes`.
    fn used(since: u32, bytes: u64) -> MockUploadRepository {
        let mut uploads = MockUploadRepository::new();
        uploads.expect_usage().returning(move |_, _| Ok(UploadUsage { since, stored_bytes: bytes }));
        uploads
    }

    fn library(store: MockMediaStore, processor: MockImageProcessor, uploads: MockUploadRepository) -> MediaLibrary {
        let mut clock = MockClock::new();
        clock.expect_now().returning(chrono::Utc::now);
        MediaLibrary::new(Arc::new(store), Arc::new(processor), Arc::new(uploads), Arc::new(clock))
    }

    #[tokio::test]
    async fn an_image_is_stored_with_its_thumbnail_and_recorded_for_its_owner() {
        let mut uploads = used(0, 0);
        uploads
            .expect_record()
            .withf(|u, quota, _| {
                u.owner_id == Uuid::from_u128(1)
                    && u.key.starts_with("post/")
                    && u.thumbnail_key.ends_with(".thumb.jpg")
                    && u.bytes == 6
                    && *quota == UploadQuota::default()
            })
            .times(1)
            .returning(|_, _, _| Ok(Recorded::Kept));

        let uploaded = library(store(), processor(), uploads)
            .upload(&someone(Role::Manager), MediaKind::Post, vec![0; 10])
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
            .upload(&someone(Role::Manager), MediaKind::Post, vec![0; MAX_UPLOAD_BYTES + 1])
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Image must be less than 5MB");
    }

    #[tokio::test]
    async fn a_failed_record_removes_the_stored_files() {
        let mut store = store();
        store.expect_delete().times(2).returning(|_| Ok(()));
        let mut uploads = used(0, 0);
        uploads.expect_record().returning(|_, _, _| Err(anyhow::anyhow!("db down")));

        let result =
            library(store, processor(), uploads).upload(&someone(Role::Admin), MediaKind::Logo, vec![0; 10]).await;

        assert!(matches!(result, Err(UploadError::Unexpected(_))));
    }

    #[tokio::test]
    async fn a_rejected_image_stores_nothing() {
        let mut processor = MockImageProcessor::new();
        processor.expect_process().returning(|_, _| Err(ImageRejection::NotAnImage));
        let mut store = MockMediaStore::new();
        store.expect_put().never();

        let error = library(store, processor, used(0, 0))
            .upload(&someone(Role::Manager), MediaKind::Post, b"%PDF-1.4".to_vec())
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Please select an image file");
    }

    #[tokio::test]
    async fn only_staff_upload_logos_and_post_images() {
        for (kind, role) in
            [(MediaKind::Logo, Role::User), (MediaKind::Logo, Role::Moderator), (MediaKind::Post, Role::User)]
        {
            let mut processor = MockImageProcessor::new();
            processor.expect_process().never();

            let error = library(MockMediaStore::new(), processor, MockUploadRepository::new())
                .upload(&someone(role), kind, vec![0; 10])
                .await
                .unwrap_err();

            assert!(matches!(error, UploadError::Forbidden), "{kind:?} by {role:?}");
        }
    }

    #[tokio::test]
    async fn past_the_hourly_count_or_the_stored_bytes_nothing_is_decoded() {
        let quota = UploadQuota::default();
        for (uploads, expected) in [
            (used(quota.per_hour, 0), "Too many uploads. Please try again in an hour."),
            (used(0, quota.stored_bytes), "You have reached your storage limit. Remove some photos and try again."),
        ] {
            let mut processor = MockImageProcessor::new();
            processor.expect_process().never();

            let error = library(MockMediaStore::new(), processor, uploads)
                .upload(&someone(Role::User), MediaKind::ProfilePhoto, vec![0; 10])
                .await
                .unwrap_err();

            assert_eq!(error.to_string(), expected);
        }
    }

    #[tokio::test]
    async fn unreferenced_uploads_lose_their_records_then_their_files() {
        let mut uploads = MockUploadRepository::new();
        uploads
            .expect_remove_unreferenced()
            .times(1)
            .returning(|_| Ok(vec!["profile/a.jpg".into(), "profile/a.thumb.jpg".into()]));
        let mut store = MockMediaStore::new();
        store.expect_delete().times(2).returning(|_| Ok(()));

        let purged = library(store, MockImageProcessor::new(), uploads).purge_unreferenced().await.unwrap();

        assert_eq!(purged, 2);
    }
}
