//! Authenticator-app codes through `totp-rs` (RFC 6238): six digits, 30-second steps,
//! HMAC-SHA1 and a 160-bit secret, what every authenticator app reads from a QR code.

use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_application::accounts::ports::OneTimePasswords;
use rand::RngCore;
use totp_rs::{Algorithm, Secret, TOTP};

const DIGITS: usize = 6;
const STEP_SECONDS: u64 = 30;
/// A code is taken one step either side of now: phones' clocks drift.
const SKEW_STEPS: i64 = 1;

#[derive(Debug, Clone)]
pub struct TotpCodes {
    issuer: String,
}

impl TotpCodes {
    /// `issuer` names the product in the app's list ("Quad").
    pub fn new(issuer: &str) -> Self {
        Self { issuer: issuer.replace(':', " ") }
    }

    fn totp(&self, secret: &str, account: &str) -> anyhow::Result<TOTP> {
        let bytes = Secret::Encoded(secret.to_owned()).to_bytes().context("a stored second factor is not base32")?;
        TOTP::new(Algorithm::SHA1, DIGITS, 0, STEP_SECONDS, bytes, Some(self.issuer.clone()), account.replace(':', " "))
            .context("a second factor's secret is unusable")
    }
}

impl OneTimePasswords for TotpCodes {
    fn new_secret(&self) -> String {
        let mut bytes = [0u8; 20];
        rand::rng().fill_bytes(&mut bytes);
        match Secret::Raw(bytes.to_vec()).to_encoded() {
            Secret::Encoded(encoded) => encoded,
            Secret::Raw(_) => unreachable!("to_encoded answers an encoded secret"),
        }
    }

    fn enrolment_uri(&self, secret: &str, account: &str) -> anyhow::Result<String> {
        Ok(self.totp(secret, account)?.get_url())
    }

    fn step_of(&self, secret: &str, code: &str, now: DateTime<Utc>) -> Option<i64> {
        if code.len() != DIGITS || !code.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let totp = self.totp(secret, "").ok()?;
        let current = now.timestamp().div_euclid(STEP_SECONDS as i64);
        (current - SKEW_STEPS..=current + SKEW_STEPS)
            .filter(|step| *step >= 0)
            // Each candidate is compared in full (totp-rs compares in constant time).
            .find(|step| totp.check(code, *step as u64 * STEP_SECONDS))
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    /// RFC 6238's SHA-1 secret, "12345678901234567890", in base32.
    const RFC_SECRET: &str = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

    #[test]
    fn the_rfc_6238_test_vectors_give_their_codes() {
        let codes = TotpCodes::new("Quad");
        // RFC 6238 appendix B, SHA-1, its last six digits.
        for (time, code) in [(59, "287082"), (1_111_111_109, "081804"), (1_234_567_890, "005924")] {
            let now = Utc.timestamp_opt(time, 0).unwrap();
            assert_eq!(codes.step_of(RFC_SECRET, code, now), Some(time / 30), "{time}");
        }
    }

    #[test]
    fn a_code_counts_one_step_either_side_and_no_further() {
        let codes = TotpCodes::new("Quad");
        let at = |time: i64| Utc.timestamp_opt(time, 0).unwrap();
        assert_eq!(codes.step_of(RFC_SECRET, "287082", at(59 + 30)), Some(1));
        assert_eq!(codes.step_of(RFC_SECRET, "287082", at(59 + 60)), None);
        assert_eq!(codes.step_of(RFC_SECRET, "28708", at(59)), None);
        assert_eq!(codes.step_of(RFC_SECRET, "28708a", at(59)), None);
    }

    #[test]
    fn a_new_secret_is_160_bits_and_its_address_names_the_issuer() {
        let codes = TotpCodes::new("Quad");
        let secret = codes.new_secret();
        assert_eq!(Secret::Encoded(secret.clone()).to_bytes().unwrap().len(), 20);
        assert_ne!(secret, codes.new_secret());
        let uri = codes.enrolment_uri(&secret, "ada@quad.test").unwrap();
        assert!(uri.starts_with("otpauth://totp/Quad:ada%40quad.test?"), "{uri}");
        assert!(uri.contains(&format!("secret={secret}")) && uri.contains("issuer=Quad"), "{uri}");
    }
}
