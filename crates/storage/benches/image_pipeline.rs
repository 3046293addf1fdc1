//! How long the upload pipeline's image half takes for a 5 MB phone photo, and how that compares
//! with a small one; and for transparent PNGs (kept as PNG: a photo written at the fast compression
//! level, a logo at the default one), beside the bare library call. Run with `just bench`; prints figures, asserts nothing.

use std::time::{Duration, Instant};

use image::{
    Rgb, RgbImage, Rgba, RgbaImage,
    codecs::{jpeg::JpegEncoder, png::PngEncoder},
};
use quad_application::media::ports::{ImageProcessor, MediaKind};
use quad_storage::RasterImageProcessor;

/// A stream of pseudo-random numbers (xorshift), for detail that defeats compression.
fn noise(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// A noisy photo-like JPEG (noise defeats compression, like real detail), at the highest
/// quality that stays within `max_bytes`.
fn photo(width: u32, height: u32, max_bytes: usize) -> Vec<u8> {
    let mut next = noise(0x2545_F491_4F6C_DD1D);
    let image = RgbImage::from_fn(width, height, |x, y| {
        let noise = (next() & 0x3F) as u8;
        Rgb([((x / 8) % 200) as u8 + noise / 2, ((y / 8) % 200) as u8 + noise / 3, 120 + noise])
    });
    (50..=95)
        .rev()
        .map(|quality| {
            let mut bytes = Vec::new();
            image.write_with_encoder(JpegEncoder::new_with_quality(&mut bytes, quality)).unwrap();
            bytes
        })
        .find(|bytes| bytes.len() <= max_bytes)
        .expect("some quality fits")
}

/// A transparent PNG with photo-like detail (a cut-out), written at the fast level.
fn cutout(width: u32, height: u32) -> Vec<u8> {
    let mut next = noise(0x9E37_79B9_7F4A_7C15);
    let image = RgbaImage::from_fn(width, height, |x, y| {
        let noise = (next() & 0x1F) as u8;
        let inside =
            (x as i64 - width as i64 / 2).pow(2) + (y as i64 - height as i64 / 2).pow(2) < (height as i64 / 2).pow(2);
        Rgba([((x / 8) % 200) as u8 + noise, ((y / 8) % 200) as u8 + noise, 90 + noise, if inside { 255 } else { 0 }])
    });
    let mut bytes = Vec::new();
    image.write_with_encoder(PngEncoder::new(&mut bytes)).unwrap();
    bytes
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

async fn time(processor: &RasterImageProcessor, bytes: &[u8], runs: usize) -> Duration {
    let mut samples = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        processor.process(bytes.to_vec(), MediaKind::ProfilePhoto).await.expect("the photo is accepted");
        samples.push(started.elapsed());
    }
    median(samples)
}

/// The median time of `vipsthumbnail` writing the photo's 1,600 px and 400 px JPEGs (quality
/// 85, as the pipeline), or `None` without the command.
fn vipsthumbnail(photo: &[u8], runs: usize) -> Option<Duration> {
    let folder = std::env::temp_dir().join(format!("quad-vips-{}", std::process::id()));
    std::fs::create_dir_all(&folder).ok()?;
    let source = folder.join("photo.jpg");
    std::fs::write(&source, photo).ok()?;
    let mut samples = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        for (size, name) in [(1600, "display.jpg[Q=85]"), (400, "thumbnail.jpg[Q=85]")] {
            let done = std::process::Command::new("vipsthumbnail")
                .arg(&source)
                .args(["--size", &size.to_string(), "-o"])
                .arg(folder.join(name))
                .status()
                .ok()?;
            if !done.success() {
                return None;
            }
        }
        samples.push(started.elapsed());
    }
    let _ = std::fs::remove_dir_all(&folder);
    Some(median(samples))
}

#[tokio::main]
async fn main() {
    let processor = RasterImageProcessor::default();
    let large = photo(4032, 3024, 5_000_000);
    let small = photo(1024, 768, 500_000);
    let large_time = time(&processor, &large, 5).await;
    let small_time = time(&processor, &small, 9).await;
    println!("image pipeline (sniff, decode, re-encode display 1600 px + thumbnail 400 px), median of runs:");
    println!("  {:>5.2} MB photo 4032x3024: {:>7.1} ms", large.len() as f64 / 1e6, large_time.as_secs_f64() * 1e3);
    println!("  {:>5.2} MB photo 1024x768:  {:>7.1} ms", small.len() as f64 / 1e6, small_time.as_secs_f64() * 1e3);
    println!("  ratio large/small: {:.1}x", large_time.as_secs_f64() / small_time.as_secs_f64());

    // Beside libvips's own command making the same two sizes (it decodes JPEGs at a reduced
    // scale, as the pipeline now does), when it is installed (Debian: libvips-tools).
    match vipsthumbnail(&large, 5) {
        Some(vips) => println!(
            "  vipsthumbnail, the same photo to 1600 px and 400 px (two runs of the command): {:>7.1} ms; \
             the pipeline is {:.2}x that",
            vips.as_secs_f64() * 1e3,
            large_time.as_secs_f64() / vips.as_secs_f64()
        ),
        None => println!("  vipsthumbnail is not installed (Debian: libvips-tools): no comparison"),
    }

    // Our pipeline (decode, bound, write display and thumbnail at the default level) beside the
    // bare library call: decode and one write of the display at the fast level.
    for (width, height) in [(1600, 1200), (512, 512)] {
        let transparent = cutout(width, height);
        let pipeline = time(&processor, &transparent, 5).await;
        let bare = median(
            (0..5)
                .map(|_| {
                    let started = Instant::now();
                    let decoded = image::load_from_memory(&transparent).unwrap();
                    decoded.write_with_encoder(PngEncoder::new(&mut Vec::new())).unwrap();
                    started.elapsed()
                })
                .collect(),
        );
        println!(
            "  {:>5.2} MB transparent PNG {width}x{height}: {:>7.1} ms; decode + one fast PNG write alone: {:.1} ms ({:.1}x)",
            transparent.len() as f64 / 1e6,
            pipeline.as_secs_f64() * 1e3,
            bare.as_secs_f64() * 1e3,
            pipeline.as_secs_f64() / bare.as_secs_f64()
        );
    }
}
