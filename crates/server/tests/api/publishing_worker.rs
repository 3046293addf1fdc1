//! The publishing worker against PostgreSQL and a local fake Graph API, on a clock the tests move:
//! many workers over many due posts publish each exactly once with the hour's spacing, and a
//! worker killed mid-publish leaves no duplicate.

use std::{
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

use chrono::{DateTime, TimeDelta, Utc};
use quad_application::{
    Clock,
    publishing::{
        Outcome, PublishingWorker,
        ports::{TokenOwner, TokenSealer},
    },
};
use quad_domain::post::RetryPolicy;
use quad_identity::AesGcmTokenSealer;
use quad_instagram::GraphApiClient;
use quad_instagram_fake::{Call, FakeGraphApi, Fault, Options};
use quad_persistence::{AuditTrail, PgInstagramAccountRepository, PgMailQueue, PgPool, PgPublishLedger, build_pool};

use crate::helpers::{TestApp, spawn_app_with};

/// A clock that stands still until a test moves it.
pub(crate) struct TestClock(AtomicI64);

impl TestClock {
    fn starting(at: DateTime<Utc>) -> Arc<Self> {
        Arc::new(Self(AtomicI64::new(at.timestamp_millis())))
    }

    fn advance(&self, by: TimeDelta) {
        self.0.fetch_add(by.num_milliseconds(), Ordering::SeqCst);
    }
}

impl Clock for TestClock {
    fn now(&self) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(self.0.load(Ordering::SeqCst)).unwrap()
    }
}

pub(crate) struct Setup {
    pub app: TestApp,
    pub fake: FakeGraphApi,
    pub pool: PgPool,
    pub sealer: Arc<AesGcmTokenSealer>,
    pub clock: Arc<TestClock>,
    pub start: DateTime<Utc>,
}

pub(crate) async fn setup(options: Options) -> Setup {
    let fake = FakeGraphApi::start("127.0.0.1:0", options).await.unwrap();
    let app = spawn_app_with(&[("QUAD_INSTAGRAM_API_URL", &fake.base_url), ("QUAD_PUBLISH_WORKERS", "0")]).await;
    let key = std::fs::read_to_string(app.data_dir.join("instagram-token-key")).unwrap();
    let sealer = Arc::new(AesGcmTokenSealer::from_base64(&key).unwrap());
    let pool = build_pool(&app.database_url, 12).unwrap();
    // Whole seconds: PostgreSQL keeps microseconds, and rounds.
    let start = DateTime::from_timestamp(Utc::now().timestamp() + 86_400, 0).unwrap();
    app.sql(
        "INSERT INTO universities (id, name, slug, description, instagram_links) \
         VALUES ('00000000-0000-0000-0000-00000000000a', 'University of Michigan', 'umich', 'Go Blue', '[]')",
    )
    .await;
    Setup { app, fake, pool, sealer, clock: TestClock::starting(start), start }
}

impl Setup {
    pub(crate) fn worker(&self) -> PublishingWorker {
        let client = GraphApiClient::new(&self.fake.base_url)
            .unwrap()
            .with_container_wait(Duration::from_millis(5), Duration::from_secs(2));
        PublishingWorker::new(
            Arc::new(PgPublishLedger::new(self.pool.clone())),
            Arc::new(PgInstagramAccountRepository::new(self.pool.clone(), AuditTrail::default())),
            Arc::new(client),
            self.sealer.clone(),
            Arc::new(PgMailQueue::new(self.pool.clone())),
            self.clock.clone(),
            RetryPolicy::default(),
            "http://quad.test",
        )
    }

    /// An account (`n`) with `posts` posts an hour apart from the start, captioned `a{n} p{k}`.
    pub(crate) async fn account_with_posts(&self, n: usize, posts: usize, token: &str) {
        let owner = TokenOwner {
            university_id: "00000000-0000-0000-0000-00000000000a".parse().unwrap(),
            ig_user_id: format!("178414{n:011}"),
        };
        let sealed: String = self.sealer.seal(&owner, token).unwrap().iter().map(|b| format!("{b:02x}")).collect();
        self.app
            .sql(&format!(
                "INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext, token_expires_at) \
                 VALUES ('00000000-0000-0000-0001-{n:012}', '00000000-0000-0000-0000-00000000000a', '178414{n:011}', \
                 'account{n}', '\\x{sealed}', now() + interval '60 days')"
            ))
            .await;
        for k in 0..posts {
            let at = (self.start + TimeDelta::hours(k as i64)).to_rfc3339();
            self.app
                .sql(&format!(
                    "INSERT INTO instagram_posts (id, university_id, account_id, image_url, image_key, thumbnail_key, \
                       letterboxed, caption, scheduled_time, next_attempt_at) \
                     VALUES (gen_random_uuid(), '00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0001-{n:012}', \
                       'http://quad.test/media/post/{n}-{k}.jpg', 'post/{n}-{k}.jpg', 'post/{n}-{k}.thumb.jpg', false, \
                       'a{n} p{k}', '{at}', '{at}')"
                ))
                .await;
        }
    }

    async fn posted_times_by_account(&self) -> Vec<(String, DateTime<Utc>)> {
        use diesel_async::RunQueryDsl;
        #[derive(diesel::QueryableByName)]
        struct Row {
            #[diesel(sql_type = diesel::sql_types::Text)]
            account: String,
            #[diesel(sql_type = diesel::sql_types::Timestamptz)]
            posted_time: DateTime<Utc>,
        }
        let mut db = self.app.db().await;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT account_id::text AS account, posted_time FROM instagram_posts WHERE status = 'posted' \
             ORDER BY account_id, posted_time",
        )
        .load(&mut db)
        .await
        .unwrap();
        rows.into_iter().map(|r| (r.account, r.posted_time)).collect()
    }
}

/// Runs `workers` workers side by side until none finds a due post.
async fn drain(setup: &Setup, workers: usize) -> usize {
    let mut tasks = Vec::new();
    for _ in 0..workers {
        let worker = setup.worker();
        tasks.push(tokio::spawn(async move {
            let mut handled = 0;
            while worker.publish_next().await.unwrap().is_some() {
                handled += 1;
            }
            handled
        }));
    }
    let mut handled = 0;
    for task in tasks {
        handled += task.await.unwrap();
    }
    handled
}

#[tokio::test]
async fn three_workers_publish_300_due_posts_across_20_accounts_exactly_once_an_hour_apart() {
    let setup = setup(Options::default()).await;
    for n in 0..20 {
        setup.account_with_posts(n, 15, &format!("token-{n}")).await;
    }
    // Some calls fail on the way: they are tried again, never published twice.
    for _ in 0..8 {
        setup.fake.fail_next(Call::CreateContainer, Fault::server_error());
    }
    for _ in 0..5 {
        setup.fake.fail_next(Call::Publish, Fault::rate_limited());
    }
    setup.fake.fail_next(Call::ContainerStatus, Fault::server_error());

    let mut rounds = 0;
    while setup.app.count("SELECT count(*) FROM instagram_posts WHERE status = 'queued'").await > 0 {
        rounds += 1;
        assert!(rounds <= 40, "the queue never drained");
        drain(&setup, 3).await;
        setup.clock.advance(TimeDelta::hours(1) + TimeDelta::seconds(1));
    }

    let published = setup.fake.published();
    assert_eq!(published.len(), 300);
    let mut captions: Vec<&str> = published.iter().map(|p| p.caption.as_str()).collect();
    captions.sort_unstable();
    captions.dedup();
    assert_eq!(captions.len(), 300, "every post exactly once");
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE status = 'posted' AND media_id IS NOT NULL").await,
        300
    );
    let times = setup.posted_times_by_account().await;
    for pair in times.windows(2).filter(|pair| pair[0].0 == pair[1].0) {
        assert!(pair[1].1 - pair[0].1 >= TimeDelta::hours(1), "{} published twice within the hour", pair[0].0);
    }
    for n in 0..20 {
        let order: Vec<String> =
            published.iter().filter(|p| p.caption.starts_with(&format!("a{n} "))).map(|p| p.caption.clone()).collect();
        let expected: Vec<String> = (0..15).map(|k| format!("a{n} p{k}")).collect();
        assert_eq!(order, expected, "an account's posts go out in their order");
    }
}

#[tokio::test]
async fn a_worker_killed_while_instagram_processes_the_container_leaves_no_duplicate() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 1, "token").await;
    setup.fake.hang_status_of("a1 p0");
    let first = setup.worker();
    let killed = tokio::spawn(async move { first.publish_next().await });
    wait_until(|| async { setup.fake.containers() == 1 }).await;
    wait_until(|| async {
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE container_id IS NOT NULL").await == 1
    })
    .await;
    killed.abort();
    setup.fake.stop_hanging();

    let too_soon = setup.worker().publish_next().await.unwrap();
    setup.clock.advance(TimeDelta::from_std(PublishingWorker::DEFAULT_LEASE).unwrap() + TimeDelta::seconds(1));
    let after_the_lease = setup.worker().publish_next().await.unwrap();

    assert_eq!(too_soon, None, "the post is the dead worker's until its lease ends");
    assert!(matches!(after_the_lease, Some(Outcome::Posted { .. })), "{after_the_lease:?}");
    assert_eq!(setup.fake.containers(), 1, "the container it left is reused");
    assert_eq!(setup.fake.published().len(), 1);
}

#[tokio::test]
async fn a_worker_killed_after_asking_instagram_to_publish_leaves_no_duplicate() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 2, "token").await;
    setup.fake.hang_publish_of("a1 p0");
    let first = setup.worker();
    let killed = tokio::spawn(async move { first.publish_next().await });
    wait_until(|| async { setup.fake.published().len() == 1 }).await;
    killed.abort();
    setup.fake.stop_hanging();
    setup.clock.advance(TimeDelta::from_std(PublishingWorker::DEFAULT_LEASE).unwrap() + TimeDelta::seconds(1));

    let outcome = setup.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Reconciled { .. })), "{outcome:?}");
    assert_eq!(setup.fake.published().len(), 1, "published once");
    assert_eq!(setup.fake.calls(Call::Publish), 1);
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE status = 'posted' AND media_id IS NULL AND permalink IS NULL").await,
        1,
        "posted, its media not guessed"
    );
    assert_eq!(setup.worker().publish_next().await.unwrap(), None, "the next post waits its hour");
}

#[tokio::test]
async fn a_used_up_quota_defers_and_a_refused_token_fails_with_the_account_marked_and_the_managers_told() {
    let setup = setup(Options { quota_total: 1, ..Options::default() }).await;
    setup.app.sql("INSERT INTO users (id, email, username, first_name, last_name, role, status, email_verified_at) VALUES ('00000000-0000-0000-0000-0000000000aa', 'morgan@umich.edu', 'morgan', 'Morgan', 'Lee', 'manager', 'active', now())").await;
    setup.account_with_posts(1, 2, "token").await;
    setup.account_with_posts(2, 1, "an-invalid-token").await;
    setup.app.sql("UPDATE instagram_posts SET manager_id = '00000000-0000-0000-0000-0000000000aa'").await;

    drain(&setup, 1).await;
    setup.clock.advance(TimeDelta::hours(1) + TimeDelta::seconds(1));
    drain(&setup, 1).await;

    assert_eq!(setup.fake.published().len(), 1);
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE caption = 'a1 p1' AND status = 'queued' AND attempts = 0 AND next_attempt_at > scheduled_time").await,
        1,
        "the quota defers without counting an attempt"
    );
    assert_eq!(setup.app.count("SELECT count(*) FROM instagram_posts WHERE caption = 'a2 p0' AND status = 'failed' AND error_message LIKE '%Test and save the account again%'").await, 1);
    assert_eq!(setup.app.count("SELECT count(*) FROM instagram_accounts WHERE token_problem IS NOT NULL").await, 1);
    assert_eq!(setup.app.count("SELECT count(*) FROM mail_queue WHERE recipient = 'morgan@umich.edu' AND subject LIKE 'A post for University of Michigan%'").await, 1, "with no manager assigned, the one who queued it");
}

#[tokio::test]
async fn a_failure_is_told_to_the_universitys_current_managers_not_to_a_demoted_uploader() {
    let setup = setup(Options::default()).await;
    setup.app.sql("INSERT INTO users (id, email, username, first_name, last_name, role, status, email_verified_at) VALUES ('00000000-0000-0000-0000-0000000000aa', 'morgan@umich.edu', 'morgan', 'Morgan', 'Lee', 'user', 'active', now()), ('00000000-0000-0000-0000-0000000000bb', 'nia@umich.edu', 'nia', 'Nia', 'Park', 'manager', 'active', now())").await;
    setup.account_with_posts(2, 1, "an-invalid-token").await;
    setup.app.sql("UPDATE instagram_posts SET manager_id = '00000000-0000-0000-0000-0000000000aa'").await;
    setup.app.sql("INSERT INTO university_staff (user_id, university_id) SELECT '00000000-0000-0000-0000-0000000000bb', university_id FROM instagram_posts LIMIT 1").await;

    drain(&setup, 1).await;

    let told = |who: &str| {
        format!("SELECT count(*) FROM mail_queue WHERE recipient = '{who}@umich.edu' AND subject LIKE 'A post for%'")
    };
    assert_eq!(setup.app.count(&told("nia")).await, 1, "the university's manager now");
    assert_eq!(setup.app.count(&told("morgan")).await, 0, "demoted since they queued it");
}

#[tokio::test]
async fn two_posts_with_the_same_caption_keep_their_own_permalinks() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 2, "token").await;
    setup.app.sql("UPDATE instagram_posts SET caption = 'Welcome week!'").await;
    drain(&setup, 1).await;
    setup.clock.advance(TimeDelta::hours(1) + TimeDelta::seconds(1));
    // The second one's worker dies after Instagram published it, before it heard the media id.
    setup.fake.hang_publish_of("Welcome week!");
    let first = setup.worker();
    let killed = tokio::spawn(async move { first.publish_next().await });
    wait_until(|| async { setup.fake.published().len() == 2 }).await;
    killed.abort();
    setup.fake.stop_hanging();
    setup.clock.advance(TimeDelta::from_std(PublishingWorker::DEFAULT_LEASE).unwrap() + TimeDelta::seconds(1));

    let outcome = setup.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Reconciled { .. })), "{outcome:?}");
    let published = setup.fake.published();
    let own = format!(
        "SELECT count(*) FROM instagram_posts WHERE scheduled_time = '{}' AND media_id = '{}' AND permalink LIKE '%{}%'",
        setup.start.to_rfc3339(),
        published[0].id,
        published[0].id
    );
    assert_eq!(setup.app.count(&own).await, 1, "the first keeps its own media and link");
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE status = 'posted' AND media_id IS NULL AND permalink IS NULL").await,
        1,
        "the second is posted without the first's link"
    );
    let admin = setup.app.signed_in("admin", "admin").await;
    let posts: serde_json::Value = setup
        .app
        .get_as("/api/v1/manager/universities/00000000-0000-0000-0000-00000000000a/posts?status=posted", &admin)
        .await
        .json()
        .await
        .unwrap();
    let unknown: Vec<bool> =
        posts["data"].as_array().unwrap().iter().map(|p| p["mediaUnknown"].as_bool().unwrap()).collect();
    assert_eq!(unknown.iter().filter(|u| **u).count(), 1, "the manager sees which one to find: {posts}");
}

#[tokio::test]
async fn a_post_quad_could_not_confirm_fails_for_its_manager_to_check_and_a_retry_publishes_it_once() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 1, "token").await;
    // A worker asked Instagram to publish it, then died; its container is long gone.
    setup
        .app
        .sql(
            "UPDATE instagram_posts SET container_id = 'c404', container_created_at = now() - interval '3 days', \
               publish_requested_at = now() - interval '3 days'",
        )
        .await;

    let failed = setup.worker().publish_next().await.unwrap();

    assert!(
        matches!(&failed, Some(Outcome::Failed { error, .. }) if error.contains("could not confirm")),
        "{failed:?}"
    );
    assert!(setup.fake.published().is_empty(), "nothing guessed, nothing published again");
    let admin = setup.app.signed_in("admin", "admin").await;
    let post_id: String = {
        use diesel_async::RunQueryDsl;
        #[derive(diesel::QueryableByName)]
        struct Row {
            #[diesel(sql_type = diesel::sql_types::Text)]
            id: String,
        }
        let row: Row = diesel::sql_query("SELECT id::text FROM instagram_posts")
            .get_result(&mut setup.app.db().await)
            .await
            .unwrap();
        row.id
    };
    let retry = setup
        .app
        .client
        .post(setup.app.url(&format!("/api/v1/manager/posts/{post_id}/retry")))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(retry.status(), 200, "the manager checked the account and retries");
    setup.clock.advance(TimeDelta::days(4));

    let published = setup.worker().publish_next().await.unwrap();

    assert!(matches!(published, Some(Outcome::Posted { .. })), "{published:?}");
    assert_eq!(setup.fake.published().len(), 1);
}

#[tokio::test]
async fn one_token_no_key_opens_is_marked_and_told_while_the_others_are_refreshed_with_instagrams_expiry() {
    let setup = setup(Options::default()).await;
    setup.app.sql("INSERT INTO users (id, email, username, first_name, last_name, role, status, email_verified_at) VALUES ('00000000-0000-0000-0000-0000000000bb', 'nia@umich.edu', 'nia', 'Nia', 'Park', 'manager', 'active', now())").await;
    setup.app.sql("INSERT INTO university_staff (user_id, university_id) VALUES ('00000000-0000-0000-0000-0000000000bb', '00000000-0000-0000-0000-00000000000a')").await;
    for n in 1..=3 {
        setup.account_with_posts(n, 0, &format!("token-{n}")).await;
    }
    // Account 2's token was sealed with a key nobody has any more.
    setup.app.sql("UPDATE instagram_accounts SET token_ciphertext = '\\x01deadbeef000000000000000000000000000000000000' WHERE username = 'account2'").await;
    setup.app.sql("UPDATE instagram_accounts SET token_expires_at = now() + interval '2 days', created_at = now() - interval '50 days'").await;

    let refreshed = setup.worker().refresh_tokens().await.unwrap();

    assert_eq!(refreshed, 2);
    let expiry_from_instagram = format!(
        "SELECT count(*) FROM instagram_accounts WHERE username IN ('account1', 'account3') AND token_problem IS NULL \
           AND token_expires_at = '{}'",
        (setup.clock.now() + TimeDelta::seconds(5_184_000)).to_rfc3339()
    );
    assert_eq!(setup.app.count(&expiry_from_instagram).await, 2, "the expiry Instagram answered");
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_accounts WHERE username = 'account2' AND token_problem LIKE '%could not be read%'").await,
        1
    );
    assert_eq!(
        setup
            .app
            .count("SELECT count(*) FROM mail_queue WHERE recipient = 'nia@umich.edu' AND subject LIKE '%@account2%'")
            .await,
        1,
        "the university's manager is told"
    );
    assert_eq!(setup.worker().refresh_tokens().await.unwrap(), 0, "nothing is due again so soon");
    assert_eq!(
        setup.app.count("SELECT count(*) FROM mail_queue WHERE subject LIKE '%@account2%'").await,
        1,
        "told once"
    );
}

async fn wait_until<F, Fut>(mut condition: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..1500 {
        if condition().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the condition never held");
}

#[tokio::test]
async fn on_sigterm_quad_serve_finishes_the_post_its_worker_holds_before_stopping() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 1, "token").await;
    setup.app.sql("UPDATE instagram_posts SET scheduled_time = now() - interval '1 minute', next_attempt_at = now() - interval '1 minute'").await;
    // Instagram takes 3 s to answer the publish: SIGTERM arrives while the worker waits for it.
    setup.fake.fail_next(Call::Publish, Fault::Delay(Duration::from_secs(3)));
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
        .arg("serve")
        .env("DATABASE_URL", &setup.app.database_url)
        .env("QUAD_DATA_DIR", &setup.app.data_dir)
        .env("QUAD_BIND", "127.0.0.1:0")
        .env("QUAD_PUBLIC_URL", "http://quad.test")
        .env("QUAD_INSTAGRAM_API_URL", &setup.fake.base_url)
        .env("QUAD_PUBLISH_WORKERS", "1")
        .env("RUST_LOG", "warn")
        .spawn()
        .unwrap();
    wait_until(|| async { setup.fake.calls(Call::Publish) == 1 }).await;

    let signalled = std::process::Command::new("kill").args(["-TERM", &server.id().to_string()]).status().unwrap();
    let exit = tokio::task::spawn_blocking(move || server.wait()).await.unwrap().unwrap();

    assert!(signalled.success());
    assert!(exit.success(), "{exit:?}");
    assert_eq!(setup.fake.published().len(), 1);
    assert_eq!(
        setup.app.count("SELECT count(*) FROM instagram_posts WHERE status = 'posted' AND claimed_until IS NULL").await,
        1,
        "the held post was finished and released, not left claimed"
    );
}

#[tokio::test]
async fn a_submissions_photos_go_out_as_one_carousel_with_the_credit_and_its_creator_is_told() {
    let setup = setup(Options::default()).await;
    setup.account_with_posts(1, 1, "token").await;
    let ada = setup.app.signed_in("ada", "user").await;
    let carousel = "'[\"http://quad.test/media/submission/a.jpg\", \"http://quad.test/media/submission/b.jpg\"]'";
    setup
        .app
        .sql(&format!(
            "UPDATE instagram_posts SET carousel = {carousel}, image_url = 'http://quad.test/media/submission/a.jpg', \
               caption = E'Snow on the Diag\\n\\n📸 Ada L.'; \
             INSERT INTO submissions (id, author_id, university_id, caption, credit_kind, credit, photos, \
               consent_quad_at, consent_instagram_at, people_agreed_at, status, submitted_at, featured_at, instagram_post_id) \
             SELECT gen_random_uuid(), u.id, '00000000-0000-0000-0000-00000000000a', 'Snow on the Diag', 'name', 'Ada L.', \
               '[{{\"url\": \"a\", \"thumbnailUrl\": \"a\", \"width\": 1, \"height\": 1}}]', now(), now(), now(), \
               'approved', now(), now(), p.id FROM users u, instagram_posts p WHERE u.username = 'ada'"
        ))
        .await;
    let store = Arc::new(quad_persistence::PgNotificationRepository::new(setup.pool.clone()));
    let notifications = quad_application::notifications::Notifications::new(
        quad_application::notifications::NotificationPorts {
            repository: store.clone(),
            preferences: store.clone(),
            digests: store,
            secrets: Arc::new(quad_identity::Sha256LinkSecrets),
            mailer: Arc::new(PgMailQueue::new(setup.pool.clone())),
            clock: setup.clock.clone(),
        },
        "http://quad.test",
    );

    let outcome = setup.worker().with_notifications(notifications).publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Posted { .. })), "{outcome:?}");
    let published = setup.fake.published();
    assert_eq!(published.len(), 1, "one carousel, not a post per photo");
    assert_eq!(
        published[0].images,
        ["http://quad.test/media/submission/a.jpg", "http://quad.test/media/submission/b.jpg"]
    );
    assert!(published[0].caption.ends_with("📸 Ada L."));
    let mine = setup.app.get_as("/api/v1/submissions/mine", &ada).await.json::<serde_json::Value>().await.unwrap();
    assert_eq!(mine["data"][0]["instagram"]["status"], "posted");
    assert!(mine["data"][0]["instagram"]["permalink"].as_str().unwrap().contains(&published[0].id));
    let told = setup.app.get_as("/api/v1/notifications", &ada).await.json::<serde_json::Value>().await.unwrap();
    assert_eq!(told["data"][0]["kind"], "submissionPublished");

    // Instagram's own counts are read and shown, labelled as Instagram's; not again within the hour.
    assert_eq!(setup.worker().refresh_counts().await.unwrap(), 1);
    assert_eq!(setup.worker().refresh_counts().await.unwrap(), 0, "counted at most hourly");
    let (likes, comments) = quad_instagram_fake::engagement(&published[0].id);
    let featured = setup.app.get("/api/v1/featured").await.json::<serde_json::Value>().await.unwrap();
    assert_eq!(featured["data"][0]["instagram"]["likes"], likes);
    assert_eq!(featured["data"][0]["instagram"]["comments"], comments);
    let export = setup.app.get_as("/api/v1/auth/export-data", &ada).await.json::<serde_json::Value>().await.unwrap();
    assert_eq!(export["data"]["posts"][0]["comments"], comments, "the spec's comments are Instagram's");
}
