use std::io::Cursor;

use async_trait::async_trait;
use image::{
    DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits,
    codecs::{
        jpeg::JpegEncoder,
        png::{self, CompressionType, PngEncoder},
    },
    imageops::FilterType,
};
use quad_application::media::ports::{EncodedImage, ImageProcessor, ImageRejection, MediaKind, ProcessedImage};
use quad_domain::post::ImageFrame;

mod jpeg_scaled;

/// The upload pipeline's image half, on the `image` crate: sniffs the real type from the bytes
/// (JPEG, PNG, GIF, WebP), refuses more than `max_pixels` before decoding, applies the EXIF
/// orientation, then re-encodes from pixels only, so EXIF, GPS positions and every other piece
/// of metadata are left behind. Opaque images become JPEG (quality 85), others PNG.
///
/// Memory is bounded: a decode may allocate at most `MAX_DECODED_BYTES` (a 16-bit image of many
/// megapixels is refused as too large to process), large images are first shrunk by area
/// averaging into a small buffer, and at most one decode per core runs at a time (the rest
/// wait), so the peak is about cores x `MAX_DECODED_BYTES` whatever arrives at once.
#[derive(Debug, Clone)]
pub struct RasterImageProcessor {
    max_pixels: u64,
    decoding: std::sync::Arc<tokio::sync::Semaphore>,
}

impl RasterImageProcessor {
    /// 50 megapixels: more than any phone photo under 5 MB, far less than a decompression bomb.
    pub const DEFAULT_MAX_PIXELS: u64 = 50_000_000;
    /// What one decode may allocate: a 50-megapixel 8-bit RGB photo (150 MB) fits.
    pub const MAX_DECODED_BYTES: u64 = 256 * 1024 * 1024;

    pub fn new(max_pixels: u64) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 8);
        Self { max_pixels, decoding: std::sync::Arc::new(tokio::sync::Semaphore::new(cores)) }
    }
}

impl Default for RasterImageProcessor {
    fn default() -> Self {
        Self::new(Self::DEFAULT_MAX_PIXELS)
    }
}

fn rejection(error: ImageError) -> ImageRejection {
    match error {
        ImageError::Limits(_) => ImageRejection::TooManyPixels,
        ImageError::Unsupported(_) => ImageRejection::NotAnImage,
        _ => ImageRejection::Corrupt,
    }
}

/// Decodes the image, a JPEG at the smallest of 1/8, 1/4, 1/2 or full scale whose longest side
/// still reaches `longest` (the DCT does the shrinking, as libvips's shrink-on-load: a quarter
/// of the pixels or fewer for a phone photo), other formats at full size.
fn decode(bytes: &[u8], max_pixels: u64, longest: u32) -> Result<DynamicImage, ImageRejection> {
    let format = image::guess_format(bytes).map_err(|_| ImageRejection::NotAnImage)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::Gif | ImageFormat::WebP) {
        return Err(ImageRejection::NotAnImage);
    }
    if format == ImageFormat::Jpeg && !jpeg_is_complete(bytes) {
        return Err(ImageRejection::Corrupt);
    }
    if format == ImageFormat::Jpeg
        && let Some(image) = jpeg_scaled::decode(bytes, max_pixels, longest)?
    {
        return Ok(image);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(max_pixels.saturating_mul(8).min(RasterImageProcessor::MAX_DECODED_BYTES));
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(rejection)?;
    let (width, height) = decoder.dimensions();
    // The decoders do not all hold to `max_alloc` before allocating the image: check its size.
    if u64::from(width) * u64::from(height) > max_pixels
        || decoder.total_bytes() > RasterImageProcessor::MAX_DECODED_BYTES
    {
        return Err(ImageRejection::TooManyPixels);
    }
    if width == 0 || height == 0 {
        return Err(ImageRejection::Corrupt);
    }
    let orientation = decoder.orientation().map_err(rejection)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(rejection)?;
    image.apply_orientation(orientation);
    Ok(image)
}

/// The JPEG decoder fills a truncated image with grey rather than failing, so check that the
/// last scan is followed by an end-of-image marker.
fn jpeg_is_complete(bytes: &[u8]) -> bool {
    let Some(last_scan) = bytes.windows(2).rposition(|w| w == [0xFF, 0xDA]) else { return false };
    bytes[last_scan..].windows(2).any(|w| w == [0xFF, 0xD9])
}

fn encode(image: &DynamicImage) -> Result<EncodedImage, ImageRejection> {
    let mut bytes = Vec::new();
    let (width, height) = (image.width(), image.height());
    if image.color().has_alpha() {
        // The default level takes a third off a logo but costs about 20x the fast one's time:
        // worth it up to a logo's 512 px, not for a 1,600 px photo (about 600 ms).
        let level = if u64::from(width) * u64::from(height) <= 512 * 512 {
            CompressionType::Default
        } else {
            CompressionType::Fast
        };
        let encoder = PngEncoder::new_with_quality(&mut bytes, level, png::FilterType::Adaptive);
        image.to_rgba8().write_with_encoder(encoder).map_err(rejection)?;
        Ok(EncodedImage { bytes, content_type: "image/png", extension: "png", width, height })
    } else {
        image.to_rgb8().write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, 85)).map_err(rejection)?;
        Ok(EncodedImage { bytes, content_type: "image/jpeg", extension: "jpg", width, height })
    }
}

fn fingerprint(image: &EncodedImage) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(&image.bytes).iter().map(|b| format!("{b:02x}")).collect()
}

fn fit(image: &DynamicImage, size: u32) -> DynamicImage {
    if image.width() <= size && image.height() <= size {
        return image.clone();
    }
    // Filtering a huge image at full size allocates several times its pixels in floats: first
    // average it down (cheap, into a buffer of the small size), then filter.
    if image.width().max(image.height()) > size.saturating_mul(2) {
        return image.thumbnail(size * 2, size * 2).resize(size, size, FilterType::CatmullRom);
    }
    image.resize(size, size, FilterType::CatmullRom)
}

pub(crate) fn process(bytes: &[u8], kind: MediaKind, max_pixels: u64) -> Result<ProcessedImage, ImageRejection> {
    let longest = if kind.framed_for_instagram() { ImageFrame::LONGEST_SIDE } else { kind.display_size() };
    let decoded = decode(bytes, max_pixels, longest)?;
    if kind.framed_for_instagram() {
        return frame_for_instagram(&decoded);
    }
    let display = fit(&decoded, kind.display_size());
    // The thumbnail comes from the display image: a fraction of the pixels of the original.
    let thumbnail = encode(&fit(&display, kind.thumbnail_size()))?;
    let display = encode(&display)?;
    Ok(ProcessedImage { fingerprint: fingerprint(&display), display, thumbnail, letterboxed: false })
}

/// What Instagram takes: a JPEG of 320 to 1,440 px wide, 4:5 to 1.91:1 and at most 8 MB. The
/// image is scaled to [`ImageFrame`]'s size and centred on a white canvas of the frame's ratio
/// (letterboxed, nothing cropped); transparency is flattened onto white.
fn frame_for_instagram(image: &DynamicImage) -> Result<ProcessedImage, ImageRejection> {
    const MAX_BYTES: usize = 8 * 1024 * 1024;
    let frame =
        ImageFrame::for_image(image.width(), image.height()).map_err(|_| ImageRejection::TooSmallForInstagram)?;
    let scaled = if (image.width(), image.height()) == (frame.image_width, frame.image_height) {
        image.clone()
    } else {
        fit(image, frame.image_width.max(frame.image_height))
    };
    let mut canvas =
        image::RgbaImage::from_pixel(frame.canvas_width, frame.canvas_height, image::Rgba([255, 255, 255, 255]));
    let x = i64::from(frame.canvas_width.saturating_sub(scaled.width()) / 2);
    let y = i64::from(frame.canvas_height.saturating_sub(scaled.height()) / 2);
    image::imageops::overlay(&mut canvas, &scaled.to_rgba8(), x, y);
    let flat = DynamicImage::ImageRgb8(DynamicImage::ImageRgba8(canvas).to_rgb8());
    let mut display = encode(&flat)?;
    for quality in [75, 60, 45] {
        if display.bytes.len() <= MAX_BYTES {
            break;
        }
        let mut bytes = Vec::new();
        flat.to_rgb8().write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, quality)).map_err(rejection)?;
        display.bytes = bytes;
    }
    let thumbnail = encode(&fit(&flat, MediaKind::Post.thumbnail_size()))?;
    Ok(ProcessedImage { fingerprint: fingerprint(&display), display, thumbnail, letterboxed: frame.is_letterboxed() })
}

#[async_trait]
impl ImageProcessor for RasterImageProcessor {
    async fn process(&self, bytes: Vec<u8>, kind: MediaKind) -> Result<ProcessedImage, ImageRejection> {
        let max_pixels = self.max_pixels;
        let Ok(_permit) = self.decoding.acquire().await else { return Err(ImageRejection::Corrupt) };
        tokio::task::spawn_blocking(move || process(&bytes, kind, max_pixels))
            .await
            .unwrap_or(Err(ImageRejection::Corrupt))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{jpeg, jpeg_with_gps, png_with_alpha};

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for byte in bytes {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    /// A 2 KB PNG whose header claims 60000 x 60000 pixels (a decompression bomb's shape).
    fn png_claiming(width: u32, height: u32) -> Vec<u8> {
        png_claiming_depth(width, height, 8, 2)
    }

    /// A tiny PNG whose header claims these dimensions, bit depth and colour type.
    fn png_claiming_depth(width: u32, height: u32, bit_depth: u8, colour_type: u8) -> Vec<u8> {
        let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([bit_depth, colour_type, 0, 0, 0]);
        bytes.extend(13u32.to_be_bytes());
        bytes.extend(&ihdr);
        bytes.extend(crc32(&ihdr).to_be_bytes());
        let mut idat = b"IDAT".to_vec();
        idat.extend([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
        bytes.extend(8u32.to_be_bytes());
        bytes.extend(&idat);
        bytes.extend(crc32(&idat).to_be_bytes());
        bytes
    }

    #[test]
    fn a_16_bit_image_too_big_to_decode_in_the_budget_is_refused_before_its_pixels_are_read() {
        // 7000 x 7000 RGBA at 16 bits is 392 MB decoded: over the budget though under 50 Mpx.
        let bomb = png_claiming_depth(7000, 7000, 16, 6);
        assert!(bomb.len() < 100);

        assert_eq!(process(&bomb, MediaKind::ProfilePhoto, 50_000_000).unwrap_err(), ImageRejection::TooManyPixels);
        // Within the budget, the same (truncated) file gets as far as its missing pixels.
        let small = png_claiming_depth(4000, 4000, 16, 6);
        assert_eq!(process(&small, MediaKind::ProfilePhoto, 50_000_000).unwrap_err(), ImageRejection::Corrupt);
    }

    #[test]
    fn a_large_photo_is_shrunk_to_the_display_size() {
        let photo = DynamicImage::ImageRgb8(image::RgbImage::new(5000, 3000));

        let fitted = fit(&photo, 1600);

        assert_eq!((fitted.width(), fitted.height()), (1600, 960));
    }

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }

    #[test]
    fn a_photo_is_re_encoded_without_its_exif_or_gps_data() {
        let input = jpeg_with_gps(64, 48);
        assert!(contains(&input, b"Exif\0\0") && contains(&input, &[0x25, 0x88]), "the fixture carries GPS EXIF");

        let output = process(&input, MediaKind::ProfilePhoto, 1_000_000).unwrap();

        for image in [&output.display, &output.thumbnail] {
            assert_eq!(image.content_type, "image/jpeg");
            assert!(!contains(&image.bytes, b"Exif"), "no EXIF block");
            assert!(!contains(&image.bytes, &[0xFF, 0xE1]), "no APP1 segment");
            assert_eq!(image::guess_format(&image.bytes).unwrap(), ImageFormat::Jpeg);
        }
        assert_eq!((output.display.width, output.display.height), (64, 48));
    }

    #[test]
    fn large_photos_are_bounded_and_get_a_thumbnail() {
        let output = process(&jpeg(3200, 2400), MediaKind::ProfilePhoto, 50_000_000).unwrap();

        assert_eq!((output.display.width, output.display.height), (1600, 1200));
        assert_eq!((output.thumbnail.width, output.thumbnail.height), (400, 300));
    }

    #[test]
    fn transparent_logos_stay_png_with_a_card_sized_thumbnail() {
        let output = process(&png_with_alpha(800, 400), MediaKind::Logo, 50_000_000).unwrap();

        assert_eq!(output.display.content_type, "image/png");
        assert_eq!((output.display.width, output.display.height), (512, 256));
        assert_eq!(output.thumbnail.content_type, "image/png");
        assert_eq!((output.thumbnail.width, output.thumbnail.height), (128, 64));
        assert!(output.thumbnail.bytes.len() < output.display.bytes.len());
    }

    #[test]
    fn other_types_are_not_images_whatever_they_are_called() {
        for bytes in
            [b"%PDF-1.7 not an image".to_vec(), b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec(), vec![]]
        {
            assert_eq!(process(&bytes, MediaKind::ProfilePhoto, 50_000_000), Err(ImageRejection::NotAnImage));
        }
    }

    #[test]
    fn a_small_file_claiming_a_huge_image_is_refused_before_decoding() {
        let bomb = png_claiming(60_000, 60_000);
        assert!(bomb.len() < 2048);

        assert_eq!(process(&bomb, MediaKind::ProfilePhoto, 50_000_000), Err(ImageRejection::TooManyPixels));
    }

    #[test]
    fn truncated_images_are_refused_cleanly() {
        let whole = jpeg(200, 200);
        let truncated = &whole[..whole.len() / 3];
        assert_eq!(process(truncated, MediaKind::ProfilePhoto, 50_000_000), Err(ImageRejection::Corrupt));

        let whole = png_with_alpha(300, 300);
        let truncated = &whole[..whole.len() / 2];
        assert_eq!(process(truncated, MediaKind::ProfilePhoto, 50_000_000), Err(ImageRejection::Corrupt));
    }

    #[test]
    fn a_post_image_inside_instagrams_ratios_is_only_scaled_to_1440_px() {
        let output = process(&jpeg(2000, 2000), MediaKind::Post, 50_000_000).unwrap();

        assert_eq!((output.display.width, output.display.height), (1440, 1440));
        assert_eq!(output.display.content_type, "image/jpeg");
        assert!(!output.letterboxed);
    }

    #[test]
    fn a_tall_post_image_is_letterboxed_to_4_5_with_white_bars_at_the_sides() {
        let output = process(&jpeg(500, 1000), MediaKind::Post, 50_000_000).unwrap();

        assert_eq!((output.display.width, output.display.height), (800, 1000));
        assert!(output.letterboxed);
        let decoded = image::load_from_memory(&output.display.bytes).unwrap().to_rgb8();
        let left_bar = decoded.get_pixel(10, 500);
        assert!(left_bar.0.iter().all(|&c| c > 240), "the bar is white: {left_bar:?}");
    }

    #[test]
    fn a_transparent_post_image_becomes_a_jpeg_on_white() {
        let output = process(&png_with_alpha(800, 600), MediaKind::Post, 50_000_000).unwrap();

        assert_eq!(output.display.content_type, "image/jpeg");
        assert_eq!((output.display.width, output.display.height), (800, 600));
    }

    #[test]
    fn a_post_image_too_narrow_for_instagram_is_refused() {
        assert_eq!(process(&jpeg(300, 300), MediaKind::Post, 50_000_000), Err(ImageRejection::TooSmallForInstagram));
    }

    #[test]
    fn small_images_are_not_enlarged() {
        let output = process(&jpeg(200, 100), MediaKind::ProfilePhoto, 50_000_000).unwrap();
        assert_eq!((output.thumbnail.width, output.thumbnail.height), (200, 100));
    }
}
