//! Access tokens at rest: AES-256-GCM (RustCrypto's `aes-gcm`) with a random 96-bit nonce per
//! token. A sealed token is `1 | key id (4 bytes) | nonce (12) | ciphertext and tag`; the key id
//! names the key that sealed it (the first four bytes of the key's SHA-256), so older keys can
//! still open what they sealed while `quad rotate-tokens` re-seals it with the current one. The
//! account it belongs to is the associated data: a token copied onto another account's row does
//! not open. A wrong key or a changed byte fails to open rather than answering garbage.
//!
//! Tokens sealed before key ids existed (`nonce | ciphertext`, no associated data, so not bound to
//! their account) open only for `quad rotate-tokens` ([`AesGcmTokenSealer::accepting_unkeyed`]),
//! which seals them again in this form.

use aes_gcm::{
    Aes256Gcm, KeyInit, Nonce,
    aead::{Aead, AeadCore, OsRng, Payload},
};
use anyhow::{Context, bail};
use base64::{Engine, engine::general_purpose::STANDARD};
use quad_application::publishing::ports::{TokenOwner, TokenSealer};
use sha2::{Digest, Sha256};

const VERSION: u8 = 1;
const KEY_ID_LEN: usize = 4;
const NONCE_LEN: usize = 12;
const HEADER_LEN: usize = 1 + KEY_ID_LEN;

struct Key {
    id: [u8; KEY_ID_LEN],
    cipher: Aes256Gcm,
}

impl Key {
    fn from_base64(key: &str) -> anyhow::Result<Self> {
        let key = STANDARD.decode(key.trim()).context("the token key is not base64")?;
        if key.len() != 32 {
            bail!("the token key must be 32 bytes (44 characters of base64), not {}", key.len());
        }
        let digest = Sha256::digest(&key);
        let mut id = [0; KEY_ID_LEN];
        id.copy_from_slice(&digest[..KEY_ID_LEN]);
        Ok(Self { id, cipher: Aes256Gcm::new_from_slice(&key).context("the token key is unusable")? })
    }

    fn decrypt(&self, nonce_and_ciphertext: &[u8], aad: &[u8]) -> Option<Vec<u8>> {
        if nonce_and_ciphertext.len() <= NONCE_LEN {
            return None;
        }
        let (nonce, ciphertext) = nonce_and_ciphertext.split_at(NONCE_LEN);
        let nonce: [u8; NONCE_LEN] = nonce.try_into().ok()?;
        self.cipher.decrypt(&Nonce::from(nonce), Payload { msg: ciphertext, aad }).ok()
    }
}

/// Seals with the current key; opens with it or any older key it was given.
pub struct AesGcmTokenSealer {
    current: Key,
    older: Vec<Key>,
    accept_unkeyed: bool,
}

impl AesGcmTokenSealer {
    /// From a 32-byte key written in base64 (`openssl rand -base64 32`).
    pub fn from_base64(key: &str) -> anyhow::Result<Self> {
        Ok(Self { current: Key::from_base64(key)?, older: Vec::new(), accept_unkeyed: false })
    }

    /// With older keys (base64, separated by commas or white space) that still open what they
    /// sealed: `QUAD_INSTAGRAM_TOKEN_KEYS` while tokens are being rotated.
    pub fn with_older_keys(mut self, keys: &str) -> anyhow::Result<Self> {
        for key in keys.split(|c: char| c == ',' || c.is_whitespace()).filter(|k| !k.is_empty()) {
            self.older.push(Key::from_base64(key)?);
        }
        Ok(self)
    }

    /// Also opens tokens sealed before key ids existed: for `quad rotate-tokens` alone.
    pub fn accepting_unkeyed(mut self) -> Self {
        self.accept_unkeyed = true;
        self
    }

    /// A fresh random key in base64, for development set-ups that have none configured.
    pub fn generate_key() -> String {
        STANDARD.encode(Aes256Gcm::generate_key(OsRng))
    }

    fn keys(&self) -> impl Iterator<Item = &Key> {
        std::iter::once(&self.current).chain(&self.older)
    }
}

fn associated_data(owner: &TokenOwner) -> Vec<u8> {
    format!("quad instagram token|{}|{}", owner.university_id, owner.ig_user_id).into_bytes()
}

impl TokenSealer for AesGcmTokenSealer {
    fn seal(&self, owner: &TokenOwner, token: &str) -> anyhow::Result<Vec<u8>> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let aad = associated_data(owner);
        let ciphertext = self
            .current
            .cipher
            .encrypt(&nonce, Payload { msg: token.as_bytes(), aad: &aad })
            .map_err(|_| anyhow::anyhow!("a token could not be sealed"))?;
        let mut sealed = Vec::with_capacity(HEADER_LEN + NONCE_LEN + ciphertext.len());
        sealed.push(VERSION);
        sealed.extend_from_slice(&self.current.id);
        sealed.extend_from_slice(&nonce);
        sealed.extend_from_slice(&ciphertext);
        Ok(sealed)
    }

    fn open(&self, owner: &TokenOwner, sealed: &[u8]) -> anyhow::Result<String> {
        let keyed = (sealed.len() > HEADER_LEN && sealed[0] == VERSION)
            .then(|| self.keys().find(|key| key.id == sealed[1..HEADER_LEN]))
            .flatten();
        let plain = match keyed {
            Some(key) => key.decrypt(&sealed[HEADER_LEN..], &associated_data(owner)),
            // Sealed before key ids: any key, no associated data; for the rotation only.
            None if self.accept_unkeyed => self.keys().find_map(|key| key.decrypt(sealed, &[])),
            None => None,
        };
        let plain = plain.context("a sealed token could not be opened (unknown key, another account's, or changed)")?;
        String::from_utf8(plain).context("a sealed token is not text")
    }

    fn is_current(&self, sealed: &[u8]) -> bool {
        sealed.len() > HEADER_LEN && sealed[0] == VERSION && sealed[1..HEADER_LEN] == self.current.id
    }
}

#[cfg(test)]
mod tests {
    use uuid::Uuid;

    use super::*;

    fn sealer() -> AesGcmTokenSealer {
        AesGcmTokenSealer::from_base64(&AesGcmTokenSealer::generate_key()).unwrap()
    }

    fn owner(ig_user_id: &str) -> TokenOwner {
        TokenOwner { university_id: Uuid::from_u128(7), ig_user_id: ig_user_id.into() }
    }

    #[test]
    fn a_sealed_token_opens_to_itself_and_does_not_contain_it() {
        let sealer = sealer();
        let sealed = sealer.seal(&owner("17841"), "IGQVJ-secret-token").unwrap();

        assert!(!sealed.windows(6).any(|w| w == b"secret"));
        assert_eq!(sealer.open(&owner("17841"), &sealed).unwrap(), "IGQVJ-secret-token");
        assert!(sealer.is_current(&sealed));
    }

    #[test]
    fn the_same_token_seals_differently_each_time() {
        let sealer = sealer();
        assert_ne!(sealer.seal(&owner("1"), "t").unwrap(), sealer.seal(&owner("1"), "t").unwrap());
    }

    #[test]
    fn another_key_or_a_changed_byte_cannot_open_it() {
        let sealed = sealer().seal(&owner("1"), "token").unwrap();
        assert!(sealer().open(&owner("1"), &sealed).is_err());

        let sealer = sealer();
        let mut sealed = sealer.seal(&owner("1"), "token").unwrap();
        let last = sealed.len() - 1;
        sealed[last] ^= 1;
        assert!(sealer.open(&owner("1"), &sealed).is_err());
        assert!(sealer.open(&owner("1"), &sealed[..5]).is_err());
    }

    #[test]
    fn a_token_does_not_open_for_another_account() {
        let sealer = sealer();
        let sealed = sealer.seal(&owner("17841"), "token").unwrap();

        assert!(sealer.open(&owner("17842"), &sealed).is_err());
        let elsewhere = TokenOwner { university_id: Uuid::from_u128(8), ..owner("17841") };
        assert!(sealer.open(&elsewhere, &sealed).is_err());
    }

    #[test]
    fn an_older_key_still_opens_what_it_sealed_and_only_the_current_key_seals() {
        let (old_key, new_key) = (AesGcmTokenSealer::generate_key(), AesGcmTokenSealer::generate_key());
        let sealed_before = AesGcmTokenSealer::from_base64(&old_key).unwrap().seal(&owner("1"), "token").unwrap();

        let rotated = AesGcmTokenSealer::from_base64(&new_key).unwrap().with_older_keys(&old_key).unwrap();

        assert_eq!(rotated.open(&owner("1"), &sealed_before).unwrap(), "token");
        assert!(!rotated.is_current(&sealed_before));
        let resealed = rotated.seal(&owner("1"), "token").unwrap();
        assert!(rotated.is_current(&resealed));
        assert!(AesGcmTokenSealer::from_base64(&old_key).unwrap().open(&owner("1"), &resealed).is_err());
        assert!(AesGcmTokenSealer::from_base64(&new_key).unwrap().open(&owner("1"), &sealed_before).is_err());
    }

    #[test]
    fn a_token_sealed_before_key_ids_opens_only_for_the_rotation() {
        let key = AesGcmTokenSealer::generate_key();
        let cipher = Aes256Gcm::new_from_slice(&STANDARD.decode(&key).unwrap()).unwrap();
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let mut legacy = nonce.to_vec();
        legacy.extend(cipher.encrypt(&nonce, b"old-token".as_slice()).unwrap());

        let sealer = AesGcmTokenSealer::from_base64(&key).unwrap();
        let rotation = AesGcmTokenSealer::from_base64(&key).unwrap().accepting_unkeyed();

        assert!(sealer.open(&owner("1"), &legacy).is_err(), "not bound to its account: refused in service");
        assert_eq!(rotation.open(&owner("1"), &legacy).unwrap(), "old-token");
        assert!(!rotation.is_current(&legacy));
    }

    #[test]
    fn a_key_of_the_wrong_size_is_refused() {
        assert!(AesGcmTokenSealer::from_base64("c2hvcnQ=").is_err());
        assert!(AesGcmTokenSealer::from_base64("not base64!").is_err());
        assert!(sealer().with_older_keys("c2hvcnQ=").is_err());
    }
}
