//! Test images: plain JPEGs, and one carrying a GPS position in its EXIF block. Used by this
//! crate's tests and, through the `fixtures` feature, by the API tests.

use image::{
    Rgb, RgbImage, Rgba, RgbaImage,
    codecs::{jpeg::JpegEncoder, png::PngEncoder},
};

pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = RgbImage::from_fn(width, height, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
    let mut bytes = Vec::new();
    image.write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, 90)).unwrap();
    bytes
}

/// A half-transparent PNG.
pub fn png_with_alpha(width: u32, height: u32) -> Vec<u8> {
    let image = RgbaImage::from_pixel(width, height, Rgba([10, 20, 30, 128]));
    let mut bytes = Vec::new();
    image.write_with_encoder(PngEncoder::new(&mut bytes)).unwrap();
    bytes
}

/// A TIFF-structured EXIF block whose GPS IFD places the photo at 42.2780 N, 83.7382 W.
fn exif_with_gps() -> Vec<u8> {
    let mut tiff = b"II*\0\x08\0\0\0".to_vec();
    // IFD0 at 8: one entry, GPSInfo (0x8825, LONG) -> GPS IFD at 26.
    tiff.extend([1, 0, 0x25, 0x88, 4, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0, 0, 0, 0]);
    // GPS IFD at 26: LatitudeRef 'N', Latitude (3 RATIONALs at 68), LongitudeRef 'W'.
    tiff.extend([3, 0]);
    tiff.extend([1, 0, 2, 0, 2, 0, 0, 0, b'N', 0, 0, 0]);
    tiff.extend([2, 0, 5, 0, 3, 0, 0, 0, 68, 0, 0, 0]);
    tiff.extend([3, 0, 2, 0, 2, 0, 0, 0, b'W', 0, 0, 0]);
    tiff.extend([0, 0, 0, 0]);
    for (numerator, denominator) in [(42u32, 1u32), (16, 1), (4080, 100)] {
        tiff.extend(numerator.to_le_bytes());
        tiff.extend(denominator.to_le_bytes());
    }
    let mut exif = b"Exif\0\0".to_vec();
    exif.extend(tiff);
    exif
}

/// A JPEG carrying the GPS EXIF block in an APP1 segment right after SOI.
pub fn jpeg_with_gps(width: u32, height: u32) -> Vec<u8> {
    let plain = jpeg(width, height);
    let exif = exif_with_gps();
    let length = u16::try_from(exif.len() + 2).unwrap().to_be_bytes();
    let mut bytes = plain[..2].to_vec();
    bytes.extend([0xFF, 0xE1, length[0], length[1]]);
    bytes.extend(exif);
    bytes.extend(&plain[2..]);
    bytes
}
