//! Media adapters: the image half of the upload pipeline (`RasterImageProcessor`) and the
//! MediaStore port over object_store (`ObjectMediaStore`: local disk by default, any
//! S3-compatible service by configuration).

#[cfg(feature = "demo-pictures")]
pub mod demo_pictures;
#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures;
mod object_media_store;
mod raster;

pub use object_media_store::{ObjectMediaStore, S3Settings};
pub use raster::RasterImageProcessor;
