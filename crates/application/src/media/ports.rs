use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// Where a stored object lives: its key inside the store and the URL people fetch it from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMedia {
    pub key: String,
    pub url: String,
}

/// Keeps uploaded media (already validated and re-encoded) and hands out public URLs.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait MediaStore: Send + Sync + 'static {
    /// Stores `bytes` under `key` (a relative path such as `profile/ab/cd.jpg`), replacing
    /// whatever was there. `Err` on any storage failure.
    async fn put(&self, key: &str, content_type: &str, bytes: Vec<u8>) -> anyhow::Result<StoredMedia>;

    /// Removes `key`. Removing a key that does not exist is not an error.
    async fn delete(&self, key: &str) -> anyhow::Result<()>;

    /// The key behind one of this store's URLs, or `None` for a URL it did not hand out.
    fn key_for_url(&self, url: &str) -> Option<String>;
}

/// What an upload is for; decides its folder and its display size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MediaKind {
    ProfilePhoto,
    Logo,
    Post,
    Avatar,
    /// A student's photo submitted to be featured (framed for Instagram like a post's).
    Submission,
}

impl MediaKind {
    pub const ALL: [MediaKind; 5] =
        [MediaKind::ProfilePhoto, MediaKind::Logo, MediaKind::Post, MediaKind::Avatar, MediaKind::Submission];

    pub fn folder(self) -> &'static str {
        match self {
            MediaKind::ProfilePhoto => "profile",
            MediaKind::Logo => "logo",
            MediaKind::Post => "post",
            MediaKind::Avatar => "avatar",
            MediaKind::Submission => "submission",
        }
    }

    pub fn from_folder(folder: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.folder() == folder)
    }

    /// Whether someone with `role` may upload this kind: a university's logo only those who
    /// manage universities, a post's image only those who run Instagram accounts.
    pub fn may_be_uploaded_by(self, role: quad_domain::Role) -> bool {
        match self {
            MediaKind::Logo => role.can_create_universities(),
            MediaKind::Post => role.can_manage_instagram(),
            MediaKind::ProfilePhoto | MediaKind::Avatar | MediaKind::Submission => true,
        }
    }

    /// Whether the upload belongs to a university rather than to the person who made it (it
    /// stays when their account goes).
    pub fn belongs_to_a_university(self) -> bool {
        matches!(self, MediaKind::Logo | MediaKind::Post)
    }

    /// Whether the image is framed for Instagram (4:5 to 1.91:1, letterboxed, at least 320 px
    /// wide): what may go to an Instagram account.
    pub fn framed_for_instagram(self) -> bool {
        matches!(self, MediaKind::Post | MediaKind::Submission)
    }

    /// The longest side of the kept display image, in pixels.
    pub fn display_size(self) -> u32 {
        match self {
            MediaKind::ProfilePhoto | MediaKind::Post | MediaKind::Submission => 1600,
            MediaKind::Logo | MediaKind::Avatar => 512,
        }
    }

    /// The longest side of the small copy kept beside each image: photo grids and the post queue
    /// show theirs at up to 200 px; logos and avatars are shown at 40-56 px on cards, lists and
    /// the header, so 128 px covers two device pixels per CSS pixel.
    pub fn thumbnail_size(self) -> u32 {
        match self {
            MediaKind::ProfilePhoto | MediaKind::Post | MediaKind::Submission => 400,
            MediaKind::Logo | MediaKind::Avatar => 128,
        }
    }
}

/// One re-encoded image.
#[derive(Clone, PartialEq, Eq)]
pub struct EncodedImage {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

impl std::fmt::Debug for EncodedImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EncodedImage({} {}x{}, {} bytes)", self.content_type, self.width, self.height, self.bytes.len())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProcessedImage {
    pub display: EncodedImage,
    pub thumbnail: EncodedImage,
    /// A post's image was put on a canvas with bars to fit Instagram's ratios.
    pub letterboxed: bool,
    /// The SHA-256 of the display image's bytes, in hex: the same upload re-encodes to the same
    /// bytes, so an image sent again is recognised.
    pub fingerprint: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageRejection {
    /// Not JPEG, PNG, GIF or WebP, judged by the bytes.
    #[error("Please select an image file")]
    NotAnImage,
    /// More pixels than the pipeline will decode.
    #[error("This image is too large to process")]
    TooManyPixels,
    /// Truncated or corrupt.
    #[error("This image could not be read. Please choose another one.")]
    Corrupt,
    /// A post's image narrower than Instagram takes, even once framed.
    #[error("The image must be at least 320 pixels wide once framed for Instagram")]
    TooSmallForInstagram,
}

/// Sniffs, decodes (with a pixel bound), re-encodes (dropping metadata such as EXIF/GPS) and
/// sizes images. CPU-bound: adapters run it off the async executor.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ImageProcessor: Send + Sync + 'static {
    async fn process(&self, bytes: Vec<u8>, kind: MediaKind) -> Result<ProcessedImage, ImageRejection>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUpload {
    pub id: Uuid,
    pub owner_id: Uuid,
    pub kind: MediaKind,
    pub key: String,
    pub thumbnail_key: String,
    pub url: String,
    /// What the display image and its thumbnail take in storage.
    pub bytes: u64,
    pub created_at: DateTime<Utc>,
    pub thumbnail_url: String,
    pub width: u32,
    pub height: u32,
    pub fingerprint: String,
}

/// One of a person's uploads with what a responsive grid needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnedPhoto {
    pub url: String,
    pub thumbnail_url: String,
    pub width: u32,
    pub height: u32,
    /// The stored image's fingerprint (uploads before fingerprints were kept have none).
    pub fingerprint: Option<String>,
}

/// What one person's uploads take: how many since a moment, and the bytes stored in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct UploadUsage {
    pub since: u32,
    pub stored_bytes: u64,
}

/// How much one person may upload: a number of uploads an hour and the bytes kept in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UploadQuota {
    pub per_hour: u32,
    pub stored_bytes: u64,
}

impl Default for UploadQuota {
    /// 60 an hour (six wizards' worth of photos) and 200 MB (re-encoded photos take well under
    /// 1 MB each, so hundreds).
    fn default() -> Self {
        Self { per_hour: 60, stored_bytes: 200 * 1024 * 1024 }
    }
}

/// What recording an upload under the quota did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    Kept,
    /// The person made `per_hour` uploads since the moment given; nothing was recorded.
    TooMany,
    /// The person's uploads already take `stored_bytes`; nothing was recorded.
    StorageFull,
}

/// Remembers who uploaded what, so ownership can be checked and a person's files removed.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UploadRepository: Send + Sync + 'static {
    /// Records the upload unless the owner's uploads since `since` or stored bytes are at the
    /// quota, one upload of the same owner at a time, so uploads sent side by side cannot all
    /// pass.
    async fn record(&self, upload: NewUpload, quota: UploadQuota, since: DateTime<Utc>) -> anyhow::Result<Recorded>;

    /// Which of `urls` the person uploaded as `kind`.
    async fn owned_urls(&self, owner_id: Uuid, kind: MediaKind, urls: Vec<String>) -> anyhow::Result<Vec<String>>;

    /// Which of `urls` the person uploaded as `kind`, with their thumbnails and sizes (uploads
    /// recorded before sizes were kept are left out).
    async fn owned_photos(&self, owner_id: Uuid, kind: MediaKind, urls: Vec<String>)
    -> anyhow::Result<Vec<OwnedPhoto>>;

    /// Every stored key (display and thumbnail) of the person's own uploads: not the ones that
    /// belong to a university ([`MediaKind::belongs_to_a_university`]).
    async fn keys_owned_by(&self, owner_id: Uuid) -> anyhow::Result<Vec<String>>;

    /// How many uploads the person made since `since`, and the bytes all of theirs take.
    async fn usage(&self, owner_id: Uuid, since: DateTime<Utc>) -> anyhow::Result<UploadUsage>;

    /// Removes the records of profile photos and avatars made before `created_before` that no
    /// profile or account refers to, and of logos no university shows; answers their keys
    /// (display and thumbnail) for the files to be deleted.
    async fn remove_unreferenced(&self, created_before: DateTime<Utc>) -> anyhow::Result<Vec<String>>;

    /// As [`remove_unreferenced`](Self::remove_unreferenced), at once and whatever their age, for
    /// the uploads at these addresses only (a withdrawn submission's photos).
    async fn remove_unreferenced_among(&self, urls: Vec<String>) -> anyhow::Result<Vec<String>>;

    /// The person's uploads, oldest first (for their data export).
    async fn uploads_of(&self, owner_id: Uuid) -> anyhow::Result<Vec<UploadRecord>>;
}

/// One upload, as the person's data export lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadRecord {
    pub kind: MediaKind,
    pub url: String,
    pub uploaded_at: DateTime<Utc>,
}
