use async_trait::async_trait;

/// Answers whether the database can serve a query right now.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait DatabaseProbe: Send + Sync + 'static {
    /// `Err` when no connection can be had or a trivial query fails, within a short bound.
    async fn ping(&self) -> anyhow::Result<()>;
}
