//! The MediaStore port's adapter over object_store: the local file system by default, any
//! S3-compatible service by configuration. Image validation and re-encoding join here with the
//! upload pipeline.

mod object_media_store;

pub use object_media_store::ObjectMediaStore;
