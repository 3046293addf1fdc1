//! The public university reads (a page of the list, a university by its address) kept in memory,
//! so browsing does not ask PostgreSQL each time. Correct across instances: every change to the
//! `universities` table, whoever makes it, notifies `quad_universities_changed` (a statement
//! trigger, migration 19), and each instance listens on a connection of its own and moves to a
//! new generation of its cache. Only while that connection listens is anything served from the
//! cache; until it is up, and from the moment it drops until it is back, reads go to the database.
//!
//! A read that started before a change cannot store what it read under the new generation: the
//! generation is part of every key, taken before the read.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::Duration,
};

use async_trait::async_trait;
use diesel_async::{AsyncConnection, AsyncPgConnection, SimpleAsyncConnection};
use futures_util::StreamExt;
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

pub const CHANNEL: &str = "quad_universities_changed";

type ListKey = (u64, Option<String>, Option<bool>, UniversitySort, i64, i64);

/// The cache's state, shared by the repository and its listener.
struct State {
    generation: AtomicU64,
    listening: AtomicBool,
    lists: Cache<ListKey, (Vec<University>, i64)>,
    slugs: Cache<(u64, String), Option<University>>,
}

impl State {
    fn changed(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.lists.invalidate_all();
        self.slugs.invalidate_all();
    }
}

/// `UniversityRepository` with its two public reads cached; everything else goes straight through.
pub struct CachedUniversityRepository {
    inner: Arc<dyn UniversityRepository>,
    state: Arc<State>,
}

impl CachedUniversityRepository {
    pub fn new(inner: Arc<dyn UniversityRepository>) -> Self {
        // Old generations are never read again; the bound and the time to live let them go.
        let state = State {
            generation: AtomicU64::new(0),
            listening: AtomicBool::new(false),
            lists: Cache::builder().max_capacity(10_000).time_to_live(Duration::from_secs(600)).build(),
            slugs: Cache::builder().max_capacity(10_000).time_to_live(Duration::from_secs(600)).build(),
        };
        Self { inner, state: Arc::new(state) }
    }

    /// Listens for changes on a connection of its own until the process ends, reconnecting after
    /// a second whenever the connection drops (the cache is bypassed meanwhile). Call once, from
    /// the server; without it, the cache is never used.
    pub fn listen(&self, database_url: String) -> tokio::task::JoinHandle<()> {
        let state = self.state.clone();
        tokio::spawn(async move {
            loop {
                if let Err(error) = listen_once(&state, &database_url).await {
                    tracing::warn!(error = format!("{error:#}"), "university change listener stopped; retrying");
                }
                state.listening.store(false, Ordering::SeqCst);
                state.changed();
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        })
    }

    /// Whether reads are being served from memory now.
    pub fn is_listening(&self) -> bool {
        self.state.listening.load(Ordering::SeqCst)
    }

    /// What a read started now would be stored under.
    fn generation(&self) -> Option<u64> {
        self.is_listening().then(|| self.state.generation.load(Ordering::SeqCst))
    }
}

async fn listen_once(state: &State, database_url: &str) -> anyhow::Result<()> {
    let mut connection = AsyncPgConnection::establish(database_url).await?;
    connection.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    // Anything may have changed while nobody listened.
    state.changed();
    state.listening.store(true, Ordering::SeqCst);
    tracing::debug!("listening for university changes");
    let mut notifications = std::pin::pin!(connection.notifications_stream());
    while let Some(notification) = notifications.next().await {
        notification?;
        state.changed();
    }
    anyhow::bail!("the listening connection closed")
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
        self.state.changed();
        saved
    }

    async fn update(
        &self,
        id: Uuid,
        fields: UniversityFields,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, SaveUniversityError> {
        let saved = self.inner.update(id, fields, audit).await;
        self.state.changed();
        saved
    }

    async fn delete(
        &self,
        id: Uuid,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, DeleteUniversityError> {
        let deleted = self.inner.delete(id, audit).await;
        self.state.changed();
        deleted
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<University>> {
        self.inner.find(id).await
    }

    async fn find_by_slug(&self, slug: &UniversitySlug) -> anyhow::Result<Option<University>> {
        let Some(generation) = self.generation() else { return self.inner.find_by_slug(slug).await };
        let key = (generation, slug.as_str().to_owned());
        if let Some(found) = self.state.slugs.get(&key) {
            return Ok(found);
        }
        let found = self.inner.find_by_slug(slug).await?;
        self.state.slugs.insert(key, found.clone());
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
        if let Some(page) = self.state.lists.get(&key) {
            return Ok(page);
        }
        let page = self.inner.list(filter, offset, limit).await?;
        self.state.lists.insert(key, page.clone());
        Ok(page)
    }
}
