use async_trait::async_trait;

/// Where a stored object lives: its key inside the store and the URL people fetch it from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMedia {
    pub key: String,
    pub url: String,
}

/// Keeps uploaded media (already validated and re-encoded) and hands out public URLs.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait MediaStore: Send + Sync + 'static {
    /// Stores `bytes` under `key` (a relative path such as `profile/ab/cd.webp`), replacing
    /// whatever was there. `Err` on any storage failure.
    async fn put(&self, key: &str, content_type: &str, bytes: Vec<u8>) -> anyhow::Result<StoredMedia>;

    /// Removes `key`. Removing a key that does not exist is not an error.
    async fn delete(&self, key: &str) -> anyhow::Result<()>;

    /// The key behind one of this store's URLs, or `None` for a URL it did not hand out.
    fn key_for_url(&self, url: &str) -> Option<String>;
}
