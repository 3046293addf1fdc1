//! How long one argon2id password hash (OWASP parameters) and one verification take.
//! Run with `just bench`; prints figures, asserts nothing.

use std::time::{Duration, Instant};

use quad_application::accounts::ports::PasswordHasher;
use quad_identity::Argon2PasswordHasher;

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

#[tokio::main]
async fn main() {
    let hasher = Argon2PasswordHasher::new();
    let mut hashing = Vec::new();
    let mut verifying = Vec::new();
    let mut hash = String::new();
    for _ in 0..11 {
        let started = Instant::now();
        hash = hasher.hash("Correct horse 9".into()).await.unwrap();
        hashing.push(started.elapsed());
        let started = Instant::now();
        assert!(hasher.verify("Correct horse 9".into(), hash.clone()).await.unwrap());
        verifying.push(started.elapsed());
    }
    let hash_time = median(hashing);
    println!("argon2id m=19 MiB t=2 p=1 ({}), median of 11:", &hash[..30]);
    println!("  hash:   {:>6.1} ms", hash_time.as_secs_f64() * 1e3);
    println!("  verify: {:>6.1} ms", median(verifying).as_secs_f64() * 1e3);
    println!("  one core sustains about {:.0} logins per second", 1.0 / hash_time.as_secs_f64());
}
