//! How long the publishing worker takes to drain 1,000 due posts (50 accounts, 20 posts each)
//! against the local fake Graph API, with 1 and with 3 workers, measured side by side in one run.
//! The fake answers each call after 5 ms (a stand-in for the network); the clock is moved an hour
//! whenever the due posts are done, so the hour's spacing costs no wall time.
//!
//! `DATABASE_URL` names a PostgreSQL server (`just bench` passes the development one); a database
//! is created for the run and dropped after.

use std::{
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
    time::{Duration, Instant},
};

use chrono::{DateTime, TimeDelta, Utc};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use quad_application::{
    Clock,
    publishing::PublishingWorker,
    publishing::ports::{TokenOwner, TokenSealer},
};
use quad_domain::post::RetryPolicy;
use quad_identity::AesGcmTokenSealer;
use quad_instagram::GraphApiClient;
use quad_instagram_fake::{FakeGraphApi, Options};
use quad_persistence::{AuditTrail, PgInstagramAccountRepository, PgMailQueue, PgPool, PgPublishLedger, build_pool};

const ACCOUNTS: usize = 50;
const POSTS_PER_ACCOUNT: usize = 20;

struct BenchClock(AtomicI64);

impl Clock for BenchClock {
    fn now(&self) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(AtomicI64::load(&self.0, Ordering::SeqCst)).unwrap_or_default()
    }
}

async fn fill(connection: &mut AsyncPgConnection, sealer: &AesGcmTokenSealer, start: DateTime<Utc>) {
    connection
        .batch_execute(
            "TRUNCATE instagram_posts, instagram_accounts, universities CASCADE; \
             INSERT INTO universities (id, name, slug, description, instagram_links) \
             VALUES ('00000000-0000-0000-0000-00000000000a', 'Bench University', 'bench', 'Bench', '[]');",
        )
        .await
        .unwrap();
    for n in 0..ACCOUNTS {
        let owner = TokenOwner {
            university_id: "00000000-0000-0000-0000-00000000000a".parse().unwrap(),
            ig_user_id: format!("178414{n:011}"),
        };
        let sealed: String =
            sealer.seal(&owner, &format!("token-{n}")).unwrap().iter().map(|b| format!("{b:02x}")).collect();
        connection
            .batch_execute(&format!(
                "INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext, token_expires_at) \
                 VALUES ('00000000-0000-0000-0001-{n:012}', '00000000-0000-0000-0000-00000000000a', '178414{n:011}', \
                 'bench{n}', '\\x{sealed}', now() + interval '60 days'); \
                 INSERT INTO instagram_posts (id, university_id, account_id, image_url, image_key, thumbnail_key, \
                   letterboxed, caption, scheduled_time, next_attempt_at) \
                 SELECT gen_random_uuid(), '00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0001-{n:012}', \
                   'http://bench.test/media/post/' || k || '.jpg', 'post/' || k || '.jpg', 'post/' || k || '.thumb.jpg', false, \
                   'account {n} post ' || k, '{start}'::timestamptz + k * interval '1 hour', \
                   '{start}'::timestamptz + k * interval '1 hour' \
                 FROM generate_series(0, {last}) AS k;",
                start = start.to_rfc3339(),
                last = POSTS_PER_ACCOUNT - 1,
            ))
            .await
            .unwrap();
    }
}

async fn drain(
    pool: &PgPool,
    fake: &FakeGraphApi,
    sealer: &Arc<AesGcmTokenSealer>,
    workers: usize,
    start: DateTime<Utc>,
) -> Duration {
    let clock = Arc::new(BenchClock(AtomicI64::new(start.timestamp_millis())));
    let make = || {
        let client = GraphApiClient::new(&fake.base_url)
            .unwrap()
            .with_container_wait(Duration::from_millis(5), Duration::from_secs(5));
        PublishingWorker::new(
            Arc::new(PgPublishLedger::new(pool.clone())),
            Arc::new(PgInstagramAccountRepository::new(pool.clone(), AuditTrail::default())),
            Arc::new(client),
            sealer.clone(),
            Arc::new(PgMailQueue::new(pool.clone())),
            clock.clone(),
            RetryPolicy::default(),
            "http://bench.test",
        )
    };
    let started = Instant::now();
    for _ in 0..POSTS_PER_ACCOUNT + 5 {
        let mut tasks = Vec::new();
        for _ in 0..workers {
            let worker = make();
            tasks.push(tokio::spawn(async move { while worker.publish_next().await.unwrap().is_some() {} }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        clock.0.fetch_add((TimeDelta::hours(1) + TimeDelta::seconds(1)).num_milliseconds(), Ordering::SeqCst);
    }
    started.elapsed()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let server = std::env::var("DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let server = server.rsplit_once('/').map_or(server.clone(), |(s, _)| s.to_owned());
    let name = format!("quad_bench_drain_{}", std::process::id());
    let mut admin = AsyncPgConnection::establish(&format!("{server}/postgres")).await.expect("PostgreSQL is reachable");
    diesel::sql_query(format!("CREATE DATABASE {name}")).execute(&mut admin).await.unwrap();
    let url = format!("{server}/{name}");
    quad_persistence::run_pending_migrations(&url).await.unwrap();
    let pool = build_pool(&url, 10).unwrap();
    let mut connection = AsyncPgConnection::establish(&url).await.unwrap();
    let fake = FakeGraphApi::start("127.0.0.1:0", Options { latency: Duration::from_millis(5), ..Options::default() })
        .await
        .unwrap();
    let sealer = Arc::new(AesGcmTokenSealer::from_base64(&AesGcmTokenSealer::generate_key()).unwrap());
    let start = DateTime::from_timestamp(Utc::now().timestamp() + 86_400, 0).unwrap();

    let total = ACCOUNTS * POSTS_PER_ACCOUNT;
    println!("publishing drain: {total} due posts, {ACCOUNTS} accounts, fake Graph API answering after 5 ms");
    let mut results = Vec::new();
    for workers in [1, 3] {
        fill(&mut connection, &sealer, start).await;
        let before = fake.published().len();
        let took = drain(&pool, &fake, &sealer, workers, start).await;
        let published = fake.published().len() - before;
        assert_eq!(published, total, "every post published once");
        println!(
            "  {workers} worker(s): {:>6.2} s  ({:.0} posts/s, {:.1} ms a post)",
            took.as_secs_f64(),
            total as f64 / took.as_secs_f64(),
            took.as_secs_f64() * 1000.0 / total as f64
        );
        results.push(took);
    }
    println!("  3 workers drain it {:.2}x as fast as 1", results[0].as_secs_f64() / results[1].as_secs_f64());
    drop(connection);
    drop(pool);
    fake.stop().await;
    diesel::sql_query(format!("DROP DATABASE {name} WITH (FORCE)")).execute(&mut admin).await.unwrap();
}
