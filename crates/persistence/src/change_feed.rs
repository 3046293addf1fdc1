//! What the in-memory caches of public reads share: a generation that moves on every change
//! anyone makes to the tables behind them, told by PostgreSQL (`LISTEN` on a channel a statement
//! trigger notifies), so every instance drops what it cached. Only while the listening
//! connection is up is anything served from a cache; until it is, and from the moment it drops
//! until it is back, reads go to the database.
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

use diesel_async::{AsyncConnection, AsyncPgConnection, SimpleAsyncConnection};
use futures_util::StreamExt;

/// A cache's generation, moved on by [`ChangeFeed::listen`] and by the cache's own writes.
pub(crate) struct ChangeFeed {
    channel: &'static str,
    generation: AtomicU64,
    listening: AtomicBool,
    /// Drops every cached entry (old generations are never read again; this frees them now).
    on_change: Box<dyn Fn() + Send + Sync>,
}

impl ChangeFeed {
    pub(crate) fn new(channel: &'static str, on_change: impl Fn() + Send + Sync + 'static) -> Arc<Self> {
        Arc::new(Self {
            channel,
            generation: AtomicU64::new(0),
            listening: AtomicBool::new(false),
            on_change: Box::new(on_change),
        })
    }

    /// Something changed: what was cached is not served again.
    pub(crate) fn changed(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        (self.on_change)();
    }

    /// What a read started now would be stored under; `None` while nobody listens.
    pub(crate) fn generation(&self) -> Option<u64> {
        self.is_listening().then(|| self.generation.load(Ordering::SeqCst))
    }

    pub(crate) fn is_listening(&self) -> bool {
        self.listening.load(Ordering::SeqCst)
    }

    /// Listens on a connection of its own until the process ends, reconnecting after a second
    /// whenever the connection drops (the cache is bypassed meanwhile).
    pub(crate) fn listen(self: &Arc<Self>, database_url: String) -> tokio::task::JoinHandle<()> {
        let feed = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(error) = feed.listen_once(&database_url).await {
                    tracing::warn!(
                        channel = feed.channel,
                        error = format!("{error:#}"),
                        "a change listener stopped; retrying"
                    );
                }
                feed.listening.store(false, Ordering::SeqCst);
                feed.changed();
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        })
    }

    async fn listen_once(&self, database_url: &str) -> anyhow::Result<()> {
        let mut connection = AsyncPgConnection::establish(database_url).await?;
        connection.batch_execute(&format!("LISTEN {}", self.channel)).await?;
        // Anything may have changed while nobody listened.
        self.changed();
        self.listening.store(true, Ordering::SeqCst);
        tracing::debug!(channel = self.channel, "listening for changes");
        let mut notifications = std::pin::pin!(connection.notifications_stream());
        while let Some(notification) = notifications.next().await {
            notification?;
            self.changed();
        }
        anyhow::bail!("the listening connection closed")
    }
}
