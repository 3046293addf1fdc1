//! The featured grids (a university's page, the landing page's Recently Featured) kept in memory
//! for up to ten seconds, so the public pages do not ask PostgreSQL each time. Like counts shown
//! to others may lag by those ten seconds; an approval, an edit or a withdrawal does not: every
//! such change to a featured submission, whoever makes it, notifies `quad_featured_changed` (row
//! triggers, migration 32), which moves every instance's cache to a new generation
//! (`change_feed`). This instance's own likes move it too, so the liker sees their count at once.

use std::{sync::Arc, time::Duration};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use moka::sync::Cache;
use quad_application::submissions::ports::{FeaturedPost, FeaturedPosts, LikeCount};
use uuid::Uuid;

use crate::change_feed::ChangeFeed;

pub const CHANNEL: &str = "quad_featured_changed";

/// How long a page is served from memory at most.
const FRESH_FOR: Duration = Duration::from_secs(10);

type PageKey = (u64, Option<Uuid>, i64, i64);

/// `FeaturedPosts` with the grids' pages cached; everything else goes straight through.
pub struct CachedFeaturedPosts {
    inner: Arc<dyn FeaturedPosts>,
    feed: Arc<ChangeFeed>,
    pages: Cache<PageKey, (Vec<FeaturedPost>, i64)>,
}

impl CachedFeaturedPosts {
    pub fn new(inner: Arc<dyn FeaturedPosts>) -> Self {
        let pages: Cache<PageKey, (Vec<FeaturedPost>, i64)> =
            Cache::builder().max_capacity(10_000).time_to_live(FRESH_FOR).build();
        let feed = ChangeFeed::new(CHANNEL, {
            let pages = pages.clone();
            move || pages.invalidate_all()
        });
        Self { inner, feed, pages }
    }

    /// Listens for changes until the process ends (see `ChangeFeed::listen`). Call once, from
    /// the server; without it, the cache is never used.
    pub fn listen(&self, database_url: String) -> tokio::task::JoinHandle<()> {
        self.feed.listen(database_url)
    }
}

#[async_trait]
impl FeaturedPosts for CachedFeaturedPosts {
    async fn featured(
        &self,
        university_id: Option<Uuid>,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<FeaturedPost>, i64)> {
        let Some(generation) = self.feed.generation() else {
            return self.inner.featured(university_id, offset, limit).await;
        };
        let key = (generation, university_id, offset, limit);
        if let Some(page) = self.pages.get(&key) {
            return Ok(page);
        }
        let page = self.inner.featured(university_id, offset, limit).await?;
        self.pages.insert(key, page.clone());
        Ok(page)
    }

    async fn find_featured(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>> {
        self.inner.find_featured(id).await
    }

    async fn featured_among(&self, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedPost>> {
        self.inner.featured_among(ids).await
    }

    async fn like(&self, id: Uuid, user_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Option<LikeCount>> {
        let liked = self.inner.like(id, user_id, at).await?;
        // Only a like that changed the count moves the grids on: repeating one (or a script
        // doing so) never empties the cache.
        if liked.is_some_and(|count| count.changed) {
            self.feed.changed();
        }
        Ok(liked)
    }

    async fn unlike(&self, id: Uuid, user_id: Uuid) -> anyhow::Result<Option<LikeCount>> {
        let unliked = self.inner.unlike(id, user_id).await?;
        if unliked.is_some_and(|count| count.changed) {
            self.feed.changed();
        }
        Ok(unliked)
    }

    async fn liked_among(&self, user_id: Uuid, ids: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        self.inner.liked_among(user_id, ids).await
    }
}
