//! Uploaded images: one pipeline for every kind (profile photos, logos, post images, avatars).

mod library;
pub mod ports;

pub use library::{MAX_UPLOAD_BYTES, MediaLibrary, UNREFERENCED_LIFETIME, UploadError, UploadedImage};
pub use ports::UploadQuota;
