use async_trait::async_trait;
use quad_domain::User;

/// Reads people for the admin screens.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UserDirectory: Send + Sync + 'static {
    /// One page of people, newest first, whose name, username or e-mail contains `search`
    /// (ignoring case), and how many match in all.
    async fn list(&self, search: Option<String>, offset: i64, limit: i64) -> anyhow::Result<(Vec<User>, i64)>;
}
