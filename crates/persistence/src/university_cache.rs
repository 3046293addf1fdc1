//! The public university reads (a page of the list, a university by its address) kept in memory,
//! so browsing does not ask PostgreSQL each time. Correct across instances: every change to the
//! `universities` table, whoever makes it, notifies `quad_universities_changed` (a statement
//! trigger, migration 19), which moves every instance's cache to a new generation
//! (`change_feed`).

use std::{sync::Arc, time::Duration};

use async_trait::async_trait;
use moka::sync::Cache;
use quad_application::{
    audit::Audit,
    universities::{
        UniversitySort,
        ports::{
            AddedUniversity, DeleteUniversityError, SaveUniversityError, UniversityFields, UniversityFilter,
            UniversityRepository,
        },
    },
};
use quad_domain::{Email, EmailDomain, University, UniversitySlug};
use uuid::Uuid;

use crate::change_feed::ChangeFeed;

pub const CHANNEL: &str = "quad_universities_changed";

type ListKey = (u64, Option<String>, Option<bool>, UniversitySort, i64, i64);

/// `UniversityRepository` with its two public reads cached; everything else goes straight through.
pub struct CachedUniversityRepository {
    inner: Arc<dyn UniversityRepository>,
    feed: Arc<ChangeFeed>,
    lists: Cache<ListKey, (Vec<University>, i64)>,
    slugs: Cache<(u64, String), Option<University>>,
}

impl CachedUniversityRepository {
    pub fn new(inner: Arc<dyn UniversityRepository>) -> Self {
        // Old generations are never read again; the bound and the time to live let them go.
        let lists: Cache<ListKey, (Vec<University>, i64)> =
            Cache::builder().max_capacity(10_000).time_to_live(Duration::from_secs(600)).build();
        let slugs: Cache<(u64, String), Option<University>> =
            Cache::builder().max_capacity(10_000).time_to_live(Duration::from_secs(600)).build();
        let feed = ChangeFeed::new(CHANNEL, {
            let (lists, slugs) = (lists.clone(), slugs.clone());
            move || {
                lists.invalidate_all();
                slugs.invalidate_all();
            }
        });
        Self { inner, feed, lists, slugs }
    }

    /// Listens for changes until the process ends (see `ChangeFeed::listen`). Call once, from
    /// the server; without it, the cache is never used.
    pub fn listen(&self, database_url: String) -> tokio::task::JoinHandle<()> {
        self.feed.listen(database_url)
    }

    /// Whether reads are being served from memory now.
    pub fn is_listening(&self) -> bool {
        self.feed.is_listening()
    }

    /// What a read started now would be stored under.
    fn generation(&self) -> Option<u64> {
        self.feed.generation()
    }
}

#[async_trait]
impl UniversityRepository for CachedUniversityRepository {
    async fn insert(
        &self,
        id: Uuid,
        fields: UniversityFields,
        request: Option<Uuid>,
        looked_after_by: Option<Uuid>,
        audit: Audit<University>,
    ) -> Result<AddedUniversity, SaveUniversityError> {
        let saved = self.inner.insert(id, fields, request, looked_after_by, audit).await;
        // This instance's own readers see the change at once, not when the notice comes back.
        self.feed.changed();
        saved
    }

    async fn update(
        &self,
        id: Uuid,
        fields: UniversityFields,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, SaveUniversityError> {
        let saved = self.inner.update(id, fields, audit).await;
        self.feed.changed();
        saved
    }

    async fn delete(
        &self,
        id: Uuid,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, DeleteUniversityError> {
        let deleted = self.inner.delete(id, audit).await;
        self.feed.changed();
        deleted
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<University>> {
        self.inner.find(id).await
    }

    async fn find_by_slug(&self, slug: &UniversitySlug) -> anyhow::Result<Option<University>> {
        let Some(generation) = self.generation() else { return self.inner.find_by_slug(slug).await };
        let key = (generation, slug.as_str().to_owned());
        if let Some(found) = self.slugs.get(&key) {
            return Ok(found);
        }
        let found = self.inner.find_by_slug(slug).await?;
        self.slugs.insert(key, found.clone());
        Ok(found)
    }

    async fn slug_taken(&self, slug: &UniversitySlug, except: Option<Uuid>) -> anyhow::Result<bool> {
        self.inner.slug_taken(slug, except).await
    }

    async fn domain_owners(&self, domains: &[EmailDomain]) -> anyhow::Result<Vec<(EmailDomain, University)>> {
        self.inner.domain_owners(domains).await
    }

    async fn university_of_address(&self, email: &Email) -> anyhow::Result<Option<Uuid>> {
        self.inner.university_of_address(email).await
    }

    async fn list(&self, filter: UniversityFilter, offset: i64, limit: i64) -> anyhow::Result<(Vec<University>, i64)> {
        let Some(generation) = self.generation() else { return self.inner.list(filter, offset, limit).await };
        let key = (generation, filter.search.clone(), filter.has_instagram, filter.sort, offset, limit);
        if let Some(page) = self.lists.get(&key) {
            return Ok(page);
        }
        let page = self.inner.list(filter, offset, limit).await?;
        self.lists.insert(key, page.clone());
        Ok(page)
    }
}
