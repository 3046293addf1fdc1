//! The publishing adapters' SQL: the worker's claim (`FOR UPDATE SKIP LOCKED`, the lease, the
//! one-hour spacing), the compare-and-set of the manager's changes against a held post, and the
//! manager's universities.

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use quad_application::audit::Audit;
use quad_application::publishing::ports::{
    LeaseLost, ManagedUniversities, NewPost, PostChange, PostQueue, PostStatus, PublishLedger, Slot,
};
use quad_domain::post::Caption;
use quad_persistence::{AuditTrail, PgManagedUniversities, PgPostQueue, PgPublishLedger};
use uuid::Uuid;

use crate::database::TestDatabase;

const LEASE: Duration = Duration::from_secs(300);

pub fn t0() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-26T09:00:00Z").unwrap().to_utc()
}

pub fn hours(n: i64) -> DateTime<Utc> {
    t0() + TimeDelta::hours(n)
}

pub struct World {
    // Dropped last: the adapters' pools close first.
    pub queue: PgPostQueue,
    ledger: PgPublishLedger,
    universities: PgManagedUniversities,
    pub university: Uuid,
    pub manager: Uuid,
    pub accounts: [Uuid; 2],
    pub db: TestDatabase,
}

impl World {
    /// A university with a manager and two connected accounts.
    pub async fn new() -> Self {
        let db = TestDatabase::new().await;
        let (university, manager) = (Uuid::now_v7(), Uuid::now_v7());
        let accounts = [Uuid::now_v7(), Uuid::now_v7()];
        db.execute(&format!(
            "INSERT INTO users (id, email, username, first_name, last_name, role) \
               VALUES ('{manager}', 'morgan@umich.edu', 'morgan', 'Morgan', 'Lee', 'manager'); \
             INSERT INTO universities (id, name, slug, description) \
               VALUES ('{university}', 'University of Michigan', 'umich', 'Go Blue'); \
             INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext, created_at) \
               VALUES ('{}', '{university}', '17841400000000001', 'umich', '\\x00', now()), \
                      ('{}', '{university}', '17841400000000002', 'umichsports', '\\x00', now());",
            accounts[0], accounts[1]
        ))
        .await;
        Self {
            queue: PgPostQueue::new(db.pool.clone(), AuditTrail::default()),
            ledger: PgPublishLedger::new(db.pool.clone()),
            universities: PgManagedUniversities::new(db.pool.clone()),
            university,
            manager,
            accounts,
            db,
        }
    }

    /// Queues a post on `account` at `at`, as a manager did at `t0`.
    async fn queued(&self, account: usize, at: DateTime<Utc>) -> Uuid {
        let id = Uuid::now_v7();
        let post = NewPost {
            id,
            university_id: self.university,
            account_id: self.accounts[account],
            manager_id: self.manager,
            image_url: format!("https://media.test/posts/{id}.jpg"),
            image_key: format!("posts/{id}.jpg"),
            thumbnail_key: format!("posts/{id}.thumb.jpg"),
            letterboxed: false,
            caption: Caption::parse("Go Blue!").unwrap(),
            carousel: Vec::new(),
            submission_id: None,
        };
        self.queue
            .queue(post, Slot::At(at), t0(), Audit::unrecorded())
            .await
            .unwrap()
            .expect("the slot keeps an hour apart");
        id
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn workers_claiming_at_once_take_each_accounts_earliest_post_and_never_one_twice() {
    let world = World::new().await;
    let a1 = world.queued(0, hours(1)).await;
    let _a2 = world.queued(0, hours(2)).await;
    let b1 = world.queued(1, hours(1)).await;
    let _b2 = world.queued(1, hours(2)).await;

    let now = hours(3);
    let ledger = &world.ledger;
    let (c1, c2, c3, c4) = tokio::join!(
        ledger.claim_due(now, LEASE),
        ledger.claim_due(now, LEASE),
        ledger.claim_due(now, LEASE),
        ledger.claim_due(now, LEASE),
    );

    let mut claimed: Vec<Uuid> = [c1, c2, c3, c4].into_iter().filter_map(|c| c.unwrap()).map(|c| c.id).collect();
    claimed.sort();
    let mut expected = vec![a1, b1];
    expected.sort();
    assert_eq!(claimed, expected, "one post per account, the earliest, each once");
    assert!(ledger.claim_due(now, LEASE).await.unwrap().is_none(), "an account's later post waits while one is held");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lapsed_lease_frees_the_post_and_a_published_post_holds_its_account_for_an_hour() {
    let world = World::new().await;
    let first = world.queued(0, hours(1)).await;
    let second = world.queued(0, hours(2)).await;
    let ledger = &world.ledger;

    let claimed = ledger.claim_due(hours(3), LEASE).await.unwrap().unwrap();
    assert_eq!(claimed.id, first);
    let within_lease = hours(3) + TimeDelta::seconds(299);
    assert!(ledger.claim_due(within_lease, LEASE).await.unwrap().is_none());
    let after_lease = hours(3) + TimeDelta::seconds(301);
    let again = ledger.claim_due(after_lease, LEASE).await.unwrap().unwrap();
    assert_eq!(again.id, first, "a worker that died leaves its post to the next");

    ledger.record_media(again.claim, "media-1").await.unwrap();
    ledger.mark_posted(again.claim, None, after_lease).await.unwrap();
    assert!(ledger.claim_due(after_lease + TimeDelta::minutes(59), LEASE).await.unwrap().is_none());
    let next = ledger.claim_due(after_lease + TimeDelta::minutes(61), LEASE).await.unwrap().unwrap();
    assert_eq!(next.id, second);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_worker_whose_lease_was_taken_over_cannot_overwrite_the_new_holders_result() {
    let world = World::new().await;
    let post = world.queued(0, hours(1)).await;
    let ledger = &world.ledger;
    let slow = ledger.claim_due(hours(1), LEASE).await.unwrap().unwrap();
    ledger.record_container(slow.claim, "container-1", hours(1)).await.unwrap();
    let after_lease = hours(1) + TimeDelta::seconds(301);
    let next = ledger.claim_due(after_lease, LEASE).await.unwrap().unwrap();
    assert_eq!((next.id, next.container_id.as_deref()), (post, Some("container-1")));

    ledger.record_media(next.claim, "media-2").await.unwrap();
    ledger.mark_posted(next.claim, Some("https://instagram.test/p/2".into()), after_lease).await.unwrap();
    for refused in [
        ledger.renew(slow.claim, hours(2)).await,
        ledger.record_media(slow.claim, "media-1").await,
        ledger.mark_failed(slow.claim, "timed out").await,
        ledger.retry_later(slow.claim, hours(3), "timed out", true).await,
        ledger.mark_posted(slow.claim, None, hours(2)).await,
    ] {
        let error = refused.expect_err("the old claim writes nothing");
        assert!(error.is::<LeaseLost>(), "{error:#}");
    }

    let kept = format!(
        "SELECT count(*) FROM instagram_posts WHERE id = '{post}' AND status = 'posted' AND media_id = 'media-2' \
           AND permalink = 'https://instagram.test/p/2' AND claim_token IS NULL AND claimed_until IS NULL"
    );
    assert_eq!(world.db.count(&kept).await, 1, "the new holder's result stands");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_renewed_lease_keeps_the_post_from_other_workers() {
    let world = World::new().await;
    world.queued(0, hours(1)).await;
    let ledger = &world.ledger;
    let held = ledger.claim_due(hours(1), LEASE).await.unwrap().unwrap();

    ledger.renew(held.claim, hours(1) + TimeDelta::minutes(9)).await.unwrap();

    assert!(ledger.claim_due(hours(1) + TimeDelta::minutes(6), LEASE).await.unwrap().is_none());
    assert!(ledger.claim_due(hours(1) + TimeDelta::minutes(10), LEASE).await.unwrap().is_some());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_post_a_worker_holds_is_neither_cancelled_nor_moved_and_a_failed_one_is_queued_again() {
    let world = World::new().await;
    let post = world.queued(0, hours(1)).await;
    let now = hours(2);
    let claimed = world.ledger.claim_due(now, LEASE).await.unwrap().unwrap();

    assert_eq!(world.queue.cancel(post, now, Audit::unrecorded()).await.unwrap(), PostChange::Publishing);
    assert_eq!(world.queue.reschedule(post, hours(5), now, Audit::unrecorded()).await.unwrap(), PostChange::Publishing);

    world.ledger.mark_failed(claimed.claim, "Instagram said no").await.unwrap();
    assert_eq!(
        world.queue.cancel(post, now, Audit::unrecorded()).await.unwrap(),
        PostChange::WrongStatus(PostStatus::Failed)
    );
    let PostChange::Done(requeued) = world.queue.requeue(post, now, Audit::unrecorded()).await.unwrap() else {
        panic!("a failed post is queued again")
    };
    assert_eq!((requeued.status, requeued.attempts, requeued.publishing), (PostStatus::Queued, 0, false));
    assert_eq!(requeued.scheduled_time, now);
    assert!(
        matches!(world.queue.cancel(post, now, Audit::unrecorded()).await.unwrap(), PostChange::Done(keys) if keys.len() == 2)
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_post_tried_later_counts_its_attempt_and_waits_for_its_time() {
    let world = World::new().await;
    let post = world.queued(1, hours(1)).await;
    let ledger = &world.ledger;
    let claimed = ledger.claim_due(hours(1), LEASE).await.unwrap().unwrap();

    ledger.retry_later(claimed.claim, hours(2), "HTTP 503", true).await.unwrap();

    assert!(ledger.claim_due(hours(2) - TimeDelta::seconds(1), LEASE).await.unwrap().is_none());
    let again = ledger.claim_due(hours(2), LEASE).await.unwrap().unwrap();
    assert_eq!((again.id, again.attempts), (post, 1));
    ledger.retry_later(again.claim, hours(3), "quota used", false).await.unwrap();
    assert_eq!(ledger.claim_due(hours(3), LEASE).await.unwrap().unwrap().attempts, 1, "a used-up quota counts nothing");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_managers_universities_count_their_accounts_and_queued_posts() {
    let world = World::new().await;
    world.queued(0, hours(1)).await;
    world.queued(1, hours(1)).await;

    let listed = world.universities.all().await.unwrap();

    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].id, listed[0].instagram_accounts, listed[0].queued_posts), (world.university, 2, 2));
}
