use anyhow::Context;
use argon2::{Algorithm, Argon2, Params, PasswordHasher as _, PasswordVerifier as _, Version};
use async_trait::async_trait;
use quad_application::accounts::ports::PasswordHasher;

/// argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane.
/// Hashing runs on tokio's blocking pool so it never stalls the request executor.
#[derive(Debug, Clone)]
pub struct Argon2PasswordHasher {
    params: Params,
}

impl Argon2PasswordHasher {
    pub const MEMORY_KIB: u32 = 19 * 1024;
    pub const ITERATIONS: u32 = 2;
    pub const PARALLELISM: u32 = 1;

    pub fn new() -> Self {
        let params = Params::new(Self::MEMORY_KIB, Self::ITERATIONS, Self::PARALLELISM, None)
            .expect("OWASP's argon2 parameters are valid");
        Self { params }
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
