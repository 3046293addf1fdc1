//! The account calls of spec section 7, under `/api/v1/auth`. Their answers carry the spec's
//! top-level fields (`success`, `token`, `user`, `message`, `needsVerification`) rather than a
//! `data` wrapper, except `me` and `export-data`, whose payload is `data`.

pub(crate) mod account;
pub(crate) mod credentials;
pub(crate) mod dto;
pub(crate) mod export;
pub(crate) mod google;
pub(crate) mod passwords;
pub(crate) mod research_sharing;
pub(crate) mod second_factor;
pub(crate) mod sessions;
pub(crate) mod university_email;
pub(crate) mod verification;

use actix_web::http::StatusCode;
use quad_application::accounts::Refusal;

use crate::ApiError;

impl From<Refusal> for ApiError {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::TooManyRequests => ApiError::new(StatusCode::TOO_MANY_REQUESTS, refusal.to_string()),
            Refusal::HumanCheckMissing | Refusal::HumanCheckFailed => {
                ApiError::invalid_field("recaptchaToken", refusal.to_string())
            }
        }
    }
}
