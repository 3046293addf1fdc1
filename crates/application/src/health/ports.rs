use async_trait::async_trait;

/// Answers whether the database can serve a query right now.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait DatabaseProbe: Send + Sync + 'static {
    /// `Err` when no connection can be had or a trivial query fails, within a short bound.
    async fn ping(&self) -> anyhow::Result<()>;

    /// How many of the migrations this build carries the database lacks (all of them on an
    /// empty database). `Err` when the database cannot be asked.
    async fn pending_migrations(&self) -> anyhow::Result<usize>;
}

/// The connection pool right now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PoolState {
    pub max_size: usize,
    /// Connections open.
    pub size: usize,
    /// Open connections idle in the pool.
    pub available: usize,
    /// Requests waiting for a connection.
    pub waiting: usize,
}

impl PoolState {
    pub fn in_use(&self) -> usize {
        self.size.saturating_sub(self.available)
    }
}

/// The background work waiting or done, as the database holds it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct QueueDepths {
    /// E-mails by state: `pending` (to be sent or retried), `sent`, `gave_up`.
    pub mail: Vec<(String, i64)>,
    /// Instagram posts by status: `queued`, `posting`, `posted`, `failed`, ...
    pub posts: Vec<(String, i64)>,
}

/// What the metrics endpoint reports besides requests.
#[async_trait]
pub trait OperationsReader: Send + Sync + 'static {
    fn pool(&self) -> PoolState;

    async fn queue_depths(&self) -> anyhow::Result<QueueDepths>;
}
