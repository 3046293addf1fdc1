use async_trait::async_trait;

/// Turns passwords into slow, salted hashes and checks them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync + 'static {
    /// A PHC-format hash of `password`. Runs off the async executor.
    async fn hash(&self, password: String) -> anyhow::Result<String>;

    /// Whether `password` matches `hash`. `Ok(false)` for a wrong password, `Err` only for a
    /// malformed hash or an internal failure.
    async fn verify(&self, password: String, hash: String) -> anyhow::Result<bool>;
}
