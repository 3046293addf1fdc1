use std::{num::NonZeroUsize, sync::Arc};

use anyhow::Context;
use argon2::{Algorithm, Argon2, Params, PasswordHasher as _, PasswordVerifier as _, Version};
use async_trait::async_trait;
use quad_application::accounts::ports::PasswordHasher;

/// argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane.
///
/// Hashing runs on threads of its own, never on the request executor, and on at most all cores
/// but one: a storm of logins queues instead of taking every core from the requests that need
/// none. Always the same few threads, so the allocator keeps at most their few 19 MiB working
/// areas (tokio's blocking pool would spread hashes over dozens of threads, each keeping one).
#[derive(Debug, Clone)]
pub struct Argon2PasswordHasher {
    params: Params,
    /// A few threads taking hashes from one queue, in order (rayon's pool).
    threads: Arc<rayon_core::ThreadPool>,
}

impl Argon2PasswordHasher {
    pub const MEMORY_KIB: u32 = 19 * 1024;
    pub const ITERATIONS: u32 = 2;
    pub const PARALLELISM: u32 = 1;

    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Self::with_concurrency(cores.saturating_sub(1).max(1))
    }

    /// At most `hashes` hashes or verifications at once (at least one).
    pub fn with_concurrency(hashes: usize) -> Self {
        let params = Params::new(Self::MEMORY_KIB, Self::ITERATIONS, Self::PARALLELISM, None)
            .expect("OWASP's argon2 parameters are valid");
        let threads = rayon_core::ThreadPoolBuilder::new()
            .num_threads(hashes.max(1))
            .thread_name(|index| format!("argon2-{index}"))
            // Without a handler a panicking job aborts the process; here its caller gets an error.
            .panic_handler(|_| tracing::error!("a password hash panicked"))
            .build()
            .expect("the system can start the hashing threads");
        Self { params, threads: Arc::new(threads) }
    }

    /// How many hashes may run at once.
    pub fn concurrency(&self) -> usize {
        self.threads.current_num_threads()
    }

    /// Runs `work` on a hashing thread once one is free, and answers its result.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> anyhow::Result<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        self.threads.spawn(move || {
            let _ = done.send(work());
        });
        result.await.context("a hashing thread stopped during the work")
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
        let argon2 = self.argon2();
        self.run(move || {
            argon2
                .hash_password(password.as_bytes())
                .map(|hash| hash.to_string())
                .map_err(|e| anyhow::anyhow!("argon2 hashing failed: {e}"))
        })
        .await?
    }

    async fn verify(&self, password: String, hash: String) -> anyhow::Result<bool> {
        let argon2 = self.argon2();
        self.run(move || match argon2.verify_password(password.as_bytes(), hash.as_str()) {
            Ok(()) => Ok(true),
            Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
            Err(e) => Err(anyhow::anyhow!("the stored password hash is unusable: {e}")),
        })
        .await?
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
        let (release, held) = std::sync::mpsc::channel::<()>();
        let occupying = tokio::spawn({
            let hasher = hasher.clone();
            async move { hasher.run(move || held.recv()).await }
        });
        let waiting = tokio::spawn({
            let hasher = hasher.clone();
            async move { hasher.hash("Correct horse 9".into()).await }
        });
        // One hash takes tens of milliseconds; this one has had ample time, had it not waited.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert!(!waiting.is_finished(), "it waits while the only hashing thread is busy");
        release.send(()).unwrap();
        occupying.await.unwrap().unwrap().unwrap();
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
