use std::{num::NonZeroUsize, sync::Arc};

use anyhow::Context;
use argon2::{Algorithm, Argon2, Params, PasswordHasher as _, PasswordVerifier as _, Version};
use async_trait::async_trait;
use quad_application::accounts::ports::PasswordHasher;
use tokio::sync::Semaphore;

/// argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane.
/// Hashing runs on tokio's blocking pool so it never stalls the request executor, and on at most
/// all cores but one at a time: a storm of logins waits its turn instead of taking every core
/// from the requests that need none.
#[derive(Debug, Clone)]
pub struct Argon2PasswordHasher {
    params: Params,
    running: Arc<Semaphore>,
}

impl Argon2PasswordHasher {
    pub const MEMORY_KIB: u32 = 19 * 1024;
    pub const ITERATIONS: u32 = 2;
    pub const PARALLELISM: u32 = 1;

    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Self::with_concurrency(cores.saturating_sub(1).max(1))
    }

    /// At most `hashes` hashes or verifications at once.
    pub fn with_concurrency(hashes: usize) -> Self {
        let params = Params::new(Self::MEMORY_KIB, Self::ITERATIONS, Self::PARALLELISM, None)
            .expect("OWASP's argon2 parameters are valid");
        Self { params, running: Arc::new(Semaphore::new(hashes.max(1))) }
    }

    /// How many hashes may run at once.
    pub fn concurrency(&self) -> usize {
        self.running.available_permits()
    }

    fn argon2(&self) -> Argon2<'static> {
        Argon2::new(Algorithm::Argon2id, Version::V0x13, self.params.clone())
    }
}

impl Default for Argon2PasswordHasher {
    fn default() -> Self {
        Self::new()
    }
}

#[async_trait]
impl PasswordHasher for Argon2PasswordHasher {
    async fn hash(&self, password: String) -> anyhow::Result<String> {
        let _turn = self.running.acquire().await.context("the hashing queue is closed")?;
        let argon2 = self.argon2();
        tokio::task::spawn_blocking(move || {
            argon2
                .hash_password(password.as_bytes())
                .map(|hash| hash.to_string())
                .map_err(|e| anyhow::anyhow!("argon2 hashing failed: {e}"))
        })
        .await
        .context("the hashing task panicked")?
    }

    async fn verify(&self, password: String, hash: String) -> anyhow::Result<bool> {
        let _turn = self.running.acquire().await.context("the hashing queue is closed")?;
        let argon2 = self.argon2();
        tokio::task::spawn_blocking(move || match argon2.verify_password(password.as_bytes(), hash.as_str()) {
            Ok(()) => Ok(true),
            Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
            Err(e) => Err(anyhow::anyhow!("the stored password hash is unusable: {e}")),
        })
        .await
        .context("the verifying task panicked")?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashing_leaves_a_core_free_but_always_runs() {
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        assert_eq!(Argon2PasswordHasher::new().concurrency(), cores.saturating_sub(1).max(1));
        assert_eq!(Argon2PasswordHasher::with_concurrency(0).concurrency(), 1);
    }

    #[tokio::test]
    async fn hashes_beyond_the_limit_wait_their_turn_and_all_finish() {
        let hasher = Argon2PasswordHasher::with_concurrency(1);
        let turn = hasher.running.clone().acquire_owned().await.unwrap();
        let waiting = tokio::spawn({
            let hasher = hasher.clone();
            async move { hasher.hash("Correct horse 9".into()).await }
        });
        // One hash takes tens of milliseconds; this one has had ample time, had it not waited.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert!(!waiting.is_finished(), "it waits while another hash holds the only turn");
        drop(turn);
        assert!(waiting.await.unwrap().unwrap().starts_with("$argon2id$"));
    }

    #[tokio::test]
    async fn a_hash_verifies_its_password_and_no_other() {
        let hasher = Argon2PasswordHasher::new();
        let hash = hasher.hash("Correct horse 9".into()).await.unwrap();

        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(hasher.verify("Correct horse 9".into(), hash.clone()).await.unwrap());
        assert!(!hasher.verify("correct horse 9".into(), hash).await.unwrap());
    }

    #[tokio::test]
    async fn the_same_password_hashes_differently_each_time() {
        let hasher = Argon2PasswordHasher::new();
        let first = hasher.hash("Tulip4Harbor".into()).await.unwrap();
        let second = hasher.hash("Tulip4Harbor".into()).await.unwrap();
        assert_ne!(first, second);
    }

    #[tokio::test]
    async fn the_login_decoy_hash_is_a_real_hash_that_matches_nothing() {
        let hasher = Argon2PasswordHasher::new();
        let decoy = quad_application::accounts::DECOY_HASH.to_owned();
        assert!(!hasher.verify("Tulip4Harbor".into(), decoy).await.unwrap());
    }

    #[tokio::test]
    async fn a_malformed_hash_is_an_error_not_a_mismatch() {
        let hasher = Argon2PasswordHasher::new();
        assert!(hasher.verify("Tulip4Harbor".into(), "not-a-hash".into()).await.is_err());
    }
}
