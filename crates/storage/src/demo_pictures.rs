//! The pictures `quad seed`'s demo data uploads: landscapes for students' submissions,
//! portraits for profiles, striped banners for the managers' posts. They live here, where the
//! image crate's generic painting and encoding are compiled optimised (the workspace's dev
//! profile), rather than in the server crate, where they took most of a debug build's seed.

use image::{ImageResult, Rgb, RgbImage, codecs::jpeg::JpegEncoder};

fn jpeg(image: &RgbImage) -> ImageResult<Vec<u8>> {
    let mut bytes = Vec::new();
    image.write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, 85))?;
    Ok(bytes)
}

/// A landscape: sky, sun and ground in one of a few palettes, shaded by `variant`.
pub fn scene(variant: usize) -> ImageResult<Vec<u8>> {
    let palettes = [
        ([135, 176, 235], [255, 214, 102], [76, 120, 80]),
        ([250, 170, 120], [255, 240, 200], [60, 60, 90]),
        ([190, 210, 230], [255, 255, 255], [230, 235, 240]),
        ([90, 110, 170], [255, 200, 120], [140, 90, 60]),
        ([160, 205, 190], [250, 230, 150], [200, 120, 140]),
    ];
    let (sky, sun, ground) = palettes[variant % palettes.len()];
    let horizon = 560 + (variant % 3) as u32 * 40;
    let sun_x = 300.0 + (variant % 4) as f32 * 160.0;
    let image = RgbImage::from_fn(1200, 900, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        if (fx - sun_x).powi(2) + (fy - 260.0).powi(2) < 70.0f32.powi(2) {
            return Rgb(sun);
        }
        let (base, shade) = if y < horizon {
            (sky, 0.8 + 0.2 * fy / horizon as f32)
        } else {
            (ground, 1.0 - 0.3 * (fy - horizon as f32) / 400.0)
        };
        Rgb(base.map(|c| (c as f32 * shade).min(255.0) as u8))
    });
    jpeg(&image)
}

/// A head-and-shoulders silhouette on a coloured gradient: a stand-in portrait.
pub fn portrait(hue: usize) -> ImageResult<Vec<u8>> {
    let palette = [[94, 129, 244], [244, 114, 182], [52, 211, 153], [251, 146, 60], [167, 139, 250], [45, 212, 191]];
    let [r, g, b] = palette[hue % palette.len()];
    let image = RgbImage::from_fn(480, 600, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        let head = (fx - 240.0).powi(2) + (fy - 250.0).powi(2) < 95.0f32.powi(2);
        let shoulders = ((fx - 240.0) / 190.0).powi(2) + ((fy - 600.0) / 210.0).powi(2) < 1.0;
        let shade = 0.75 + 0.25 * fy / 600.0;
        if head || shoulders {
            Rgb([245, 240, 235])
        } else {
            Rgb([(r as f32 * shade) as u8, (g as f32 * shade) as u8, (b as f32 * shade) as u8])
        }
    });
    jpeg(&image)
}

/// Diagonal stripes in one of a few university colours.
pub fn banner(hue: usize) -> ImageResult<Vec<u8>> {
    let palette = [[0, 39, 76], [255, 203, 5], [39, 116, 174], [94, 129, 244]];
    let [r, g, b] = palette[hue % palette.len()];
    let image = RgbImage::from_fn(1080, 1080, |x, y| {
        let stripe = ((x + y) / 90) % 2 == 0;
        let shade = if stripe { 1.0 } else { 0.85 };
        Rgb([(r as f32 * shade) as u8, (g as f32 * shade) as u8, (b as f32 * shade) as u8])
    });
    jpeg(&image)
}
