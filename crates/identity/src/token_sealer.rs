//! Access tokens at rest: AES-256-GCM (RustCrypto's `aes-gcm`) with a random 96-bit nonce per
//! token, stored as nonce followed by ciphertext and tag. A wrong key or a changed byte fails to
//! open rather than answering garbage.

use aes_gcm::{
    Aes256Gcm, KeyInit, Nonce,
    aead::{Aead, AeadCore, OsRng},
};
use anyhow::{Context, bail};
use base64::{Engine, engine::general_purpose::STANDARD};
use quad_application::publishing::ports::TokenSealer;

const NONCE_LEN: usize = 12;

pub struct AesGcmTokenSealer {
    cipher: Aes256Gcm,
}

impl AesGcmTokenSealer {
    /// From a 32-byte key written in base64 (`openssl rand -base64 32`).
    pub fn from_base64(key: &str) -> anyhow::Result<Self> {
        let key = STANDARD.decode(key.trim()).context("the token key is not base64")?;
        if key.len() != 32 {
            bail!("the token key must be 32 bytes (44 characters of base64), not {}", key.len());
        }
        Ok(Self { cipher: Aes256Gcm::new_from_slice(&key).context("the token key is unusable")? })
    }

    /// A fresh random key in base64, for development set-ups that have none configured.
    pub fn generate_key() -> String {
        STANDARD.encode(Aes256Gcm::generate_key(OsRng))
    }
}

impl TokenSealer for AesGcmTokenSealer {
    fn seal(&self, token: &str) -> anyhow::Result<Vec<u8>> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ciphertext = self
            .cipher
            .encrypt(&nonce, token.as_bytes())
            .map_err(|_| anyhow::anyhow!("a token could not be sealed"))?;
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        Ok(sealed)
    }

    fn open(&self, sealed: &[u8]) -> anyhow::Result<String> {
        if sealed.len() <= NONCE_LEN {
            bail!("a sealed token is too short");
        }
        let (nonce, ciphertext) = sealed.split_at(NONCE_LEN);
        let nonce: [u8; NONCE_LEN] = nonce.try_into().context("a sealed token's nonce is malformed")?;
        let plain = self
            .cipher
            .decrypt(&Nonce::from(nonce), ciphertext)
            .map_err(|_| anyhow::anyhow!("a sealed token could not be opened (wrong key, or changed)"))?;
        String::from_utf8(plain).context("a sealed token is not text")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sealer() -> AesGcmTokenSealer {
        AesGcmTokenSealer::from_base64(&AesGcmTokenSealer::generate_key()).unwrap()
    }

    #[test]
    fn a_sealed_token_opens_to_itself_and_does_not_contain_it() {
        let sealer = sealer();
        let sealed = sealer.seal("IGQVJ-secret-token").unwrap();

        assert!(!sealed.windows(6).any(|w| w == b"secret"));
        assert_eq!(sealer.open(&sealed).unwrap(), "IGQVJ-secret-token");
    }

    #[test]
    fn the_same_token_seals_differently_each_time() {
        let sealer = sealer();
        assert_ne!(sealer.seal("t").unwrap(), sealer.seal("t").unwrap());
    }

    #[test]
    fn another_key_or_a_changed_byte_cannot_open_it() {
        let sealed = sealer().seal("token").unwrap();
        assert!(sealer().open(&sealed).is_err());

        let sealer = sealer();
        let mut sealed = sealer.seal("token").unwrap();
        let last = sealed.len() - 1;
        sealed[last] ^= 1;
        assert!(sealer.open(&sealed).is_err());
        assert!(sealer.open(&sealed[..5]).is_err());
    }

    #[test]
    fn a_key_of_the_wrong_size_is_refused() {
        assert!(AesGcmTokenSealer::from_base64("c2hvcnQ=").is_err());
        assert!(AesGcmTokenSealer::from_base64("not base64!").is_err());
    }
}
