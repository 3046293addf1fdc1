//! Identity adapters: argon2id password hashing, JWT session tokens, single-use link secrets,
//! authenticator-app codes (TOTP),
//! and (with their providers configured) reCAPTCHA and Google sign-in.

mod google;
mod link_secrets;
mod one_time_passwords;
mod password;
mod recaptcha;
mod session_tokens;
mod token_sealer;

pub use google::{GoogleEndpoints, GoogleOAuth};
pub use link_secrets::Sha256LinkSecrets;
pub use one_time_passwords::TotpCodes;
pub use password::Argon2PasswordHasher;
pub use recaptcha::RecaptchaVerifier;
pub use session_tokens::JwtSessionTokens;
pub use token_sealer::AesGcmTokenSealer;
