//! JPEGs decoded at a reduced scale (`jpeg-decoder`'s DCT scaling): for a 4032 x 3024 phone photo
//! whose copies are at most 1,800 px, half the width and height, a quarter of the pixels to
//! decode, convert and shrink. The `image` crate's own JPEG decoder has no such option.

use std::io::Cursor;

use image::{DynamicImage, GrayImage, RgbImage, metadata::Orientation};
use jpeg_decoder::{Decoder, PixelFormat};
use quad_application::media::ports::ImageRejection;

use super::RasterImageProcessor;

/// The JPEG, decoded at the smallest scale whose longest side reaches `longest` and oriented as
/// its EXIF says; `None` for what this decoder does not turn into RGB or grey (CMYK, 16-bit), which
/// the `image` crate then decodes at full size.
pub(super) fn decode(bytes: &[u8], max_pixels: u64, longest: u32) -> Result<Option<DynamicImage>, ImageRejection> {
    let mut decoder = Decoder::new(Cursor::new(bytes));
    decoder.read_info().map_err(|_| ImageRejection::Corrupt)?;
    let info = decoder.info().ok_or(ImageRejection::Corrupt)?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    if width == 0 || height == 0 {
        return Err(ImageRejection::Corrupt);
    }
    if u64::from(width) * u64::from(height) > max_pixels {
        return Err(ImageRejection::TooManyPixels);
    }
    if !matches!(info.pixel_format, PixelFormat::RGB24 | PixelFormat::L8) {
        return Ok(None);
    }
    let side = width.max(height);
    if side > longest {
        // Both sides in proportion: the decoder takes the smallest scale reaching one of them.
        let wanted = |length: u32| u16::try_from((u64::from(length) * u64::from(longest)).div_ceil(u64::from(side)));
        let (w, h) = (wanted(width).unwrap_or(u16::MAX), wanted(height).unwrap_or(u16::MAX));
        decoder.scale(w, h).map_err(|_| ImageRejection::Corrupt)?;
    }
    decoder
        .set_max_decoding_buffer_size(usize::try_from(RasterImageProcessor::MAX_DECODED_BYTES).unwrap_or(usize::MAX));
    let pixels = decoder.decode().map_err(|_| ImageRejection::Corrupt)?;
    let info = decoder.info().ok_or(ImageRejection::Corrupt)?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    let mut image = match info.pixel_format {
        PixelFormat::RGB24 => {
            DynamicImage::ImageRgb8(RgbImage::from_raw(width, height, pixels).ok_or(ImageRejection::Corrupt)?)
        }
        PixelFormat::L8 => {
            DynamicImage::ImageLuma8(GrayImage::from_raw(width, height, pixels).ok_or(ImageRejection::Corrupt)?)
        }
        _ => return Ok(None),
    };
    let orientation = decoder.exif_data().and_then(Orientation::from_exif_chunk).unwrap_or(Orientation::NoTransforms);
    image.apply_orientation(orientation);
    Ok(Some(image))
}

#[cfg(test)]
mod tests {
    use image::{GenericImageView, Rgb, RgbImage, codecs::jpeg::JpegEncoder};

    use super::*;

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let image = RgbImage::from_fn(width, height, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut bytes = Vec::new();
        image.write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, 90)).unwrap();
        bytes
    }

    #[test]
    fn a_phone_photo_is_decoded_at_the_smallest_scale_that_still_covers_the_copies() {
        let decoded = decode(&jpeg(4032, 3024), 50_000_000, 1800).unwrap().unwrap();
        assert_eq!(decoded.dimensions(), (2016, 1512), "half the width and height reach 1,800 px");
        let decoded = decode(&jpeg(4032, 3024), 50_000_000, 400).unwrap().unwrap();
        assert_eq!(decoded.dimensions(), (504, 378), "an eighth reaches 400 px");
        let decoded = decode(&jpeg(3600, 2700), 50_000_000, 1800).unwrap().unwrap();
        assert_eq!(decoded.dimensions(), (1800, 1350), "exactly twice the copy: half");
    }

    #[test]
    fn a_photo_no_larger_than_its_copies_is_decoded_whole() {
        let decoded = decode(&jpeg(1200, 900), 50_000_000, 1800).unwrap().unwrap();
        assert_eq!(decoded.dimensions(), (1200, 900));
    }

    #[test]
    fn the_pixel_limit_is_held_before_decoding() {
        assert!(matches!(decode(&jpeg(400, 300), 100_000, 1800), Err(ImageRejection::TooManyPixels)));
    }
}
