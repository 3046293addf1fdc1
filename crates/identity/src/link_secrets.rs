use quad_application::accounts::ports::{LinkSecret, LinkSecrets};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256-bit random secrets, hex-encoded for URLs; stored as their SHA-256.
#[derive(Debug, Default, Clone, Copy)]
pub struct Sha256LinkSecrets;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl LinkSecrets for Sha256LinkSecrets {
    fn generate(&self) -> LinkSecret {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let plain = hex(&bytes);
        let hash = self.hash(&plain);
        LinkSecret { plain, hash }
    }

    fn hash(&self, plain: &str) -> String {
        hex(&Sha256::digest(plain.as_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_64_hex_characters_and_its_hash_is_reproducible() {
        let secrets = Sha256LinkSecrets;
        let secret = secrets.generate();
        assert_eq!(secret.plain.len(), 64);
        assert!(secret.plain.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(secrets.hash(&secret.plain), secret.hash);
        assert_ne!(secret.hash, secret.plain);
    }

    #[test]
    fn two_secrets_differ() {
        assert_ne!(Sha256LinkSecrets.generate().plain, Sha256LinkSecrets.generate().plain);
    }
}
