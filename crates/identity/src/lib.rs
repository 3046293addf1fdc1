//! Identity adapters: password hashing now; tokens, Google sign-in and reCAPTCHA join here as
//! the accounts feature lands.

mod password;

pub use password::Argon2PasswordHasher;
