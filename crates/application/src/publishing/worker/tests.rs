use quad_domain::Email;

use super::*;
use crate::{
    accounts::testing::{fixed_clock, now},
    mail::ports::MockMailer,
    publishing::ports::{
        Claim, MockInstagramAccountRepository, MockInstagramGateway, MockPublishLedger, MockTokenSealer,
        PublishingQuota, RefreshedToken,
    },
    publishing::testing::account_token,
};

fn claimed(container: Option<&str>, publish_requested: bool, attempts: u32) -> ClaimedPost {
    ClaimedPost {
        id: Uuid::from_u128(7),
        claim: claim(),
        university_id: Uuid::nil(),
        university_name: "Michigan".into(),
        account_id: Uuid::from_u128(1),
        ig_user_id: "17841".into(),
        sealed_token: b"tok".to_vec(),
        images: vec!["https://media.example/post/a.jpg".into()],
        creator_id: None,
        withdrawn: false,
        caption: "Welcome week!".into(),
        attempts,
        container_id: container.map(str::to_owned),
        container_created_at: container.map(|_| now()),
        publish_requested_at: publish_requested.then(now),
        media_id: None,
        managers: vec![("Morgan".into(), Email::parse("morgan@umich.edu").unwrap())],
    }
}

fn claim() -> Claim {
    Claim { post_id: Uuid::from_u128(7), token: Uuid::from_u128(99) }
}

struct Fixture {
    ledger: MockPublishLedger,
    accounts: MockInstagramAccountRepository,
    gateway: MockInstagramGateway,
    mailer: MockMailer,
    /// How often the worker renewed its lease.
    renewals: Arc<std::sync::atomic::AtomicUsize>,
}

impl Fixture {
    fn new(post: ClaimedPost) -> Self {
        let mut ledger = MockPublishLedger::new();
        ledger.expect_claim_due().return_once(move |_, _| Ok(Some(post)));
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_publishing_quota().returning(|_| Ok(PublishingQuota { used: 3, total: 100 }));
        gateway.expect_permalink().returning(|_, _| Ok(Some("https://instagram.com/p/x".into())));
        let renewals = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counted = renewals.clone();
        ledger.expect_renew().withf(|claim, until| *claim == self::claim() && *until > now()).returning(move |_, _| {
            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok(())
        });
        Self { ledger, accounts: MockInstagramAccountRepository::new(), gateway, mailer: MockMailer::new(), renewals }
    }

    fn worker(self) -> PublishingWorker {
        let mut sealer = MockTokenSealer::new();
        sealer.expect_open().returning(|_, sealed| {
            if sealed == b"unreadable" {
                anyhow::bail!("no key opens it")
            } else {
                Ok(String::from_utf8(sealed.to_vec()).unwrap())
            }
        });
        sealer.expect_seal().returning(|_, token| Ok(token.as_bytes().to_vec()));
        PublishingWorker::new(
            Arc::new(self.ledger),
            Arc::new(self.accounts),
            Arc::new(self.gateway),
            Arc::new(sealer),
            Arc::new(self.mailer),
            Arc::new(fixed_clock()),
            RetryPolicy::default(),
            "https://quad.example",
        )
    }
}

#[tokio::test]
async fn a_due_post_goes_through_container_finished_and_publish_with_each_step_recorded() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.gateway
        .expect_create_container()
        .withf(|c, images, caption| {
            c.access_token == "tok" && images[0].ends_with("a.jpg") && caption == "Welcome week!"
        })
        .times(1)
        .returning(|_, _, _| Ok("c1".into()));
    f.ledger
        .expect_record_container()
        .withf(|claim, id, _| *claim == self::claim() && id == "c1")
        .times(1)
        .returning(|_, _, _| Ok(()));
    f.gateway.expect_wait_for_container().times(1).returning(|_, _| Ok(ContainerStatus::Finished));
    f.ledger.expect_record_publish_requested().times(1).returning(|_, _| Ok(()));
    f.gateway.expect_publish_container().withf(|_, id| id == "c1").times(1).returning(|_, _| Ok("m1".into()));
    f.ledger.expect_record_media().withf(|_, media| media == "m1").times(1).returning(|_, _| Ok(()));
    f.ledger
        .expect_mark_posted()
        .withf(|_, link, _| link.as_deref() == Some("https://instagram.com/p/x"))
        .times(1)
        .returning(|_, _, _| Ok(()));

    let renewals = f.renewals.clone();
    let outcome = f.worker().publish_next().await.unwrap();

    assert_eq!(outcome, Some(Outcome::Posted { post_id: Uuid::from_u128(7), media_id: Some("m1".into()) }));
    assert_eq!(renewals.load(std::sync::atomic::Ordering::SeqCst), 2, "before waiting and before publishing");
}

#[tokio::test]
async fn a_post_whose_container_reads_published_without_a_recorded_media_is_posted_without_a_guessed_link() {
    let mut f = Fixture::new(claimed(Some("c1"), true, 0));
    f.gateway.checkpoint();
    f.gateway.expect_container_status().returning(|_, _| Ok(ContainerStatus::Published));
    f.gateway.expect_permalink().never();
    f.gateway.expect_create_container().never();
    f.gateway.expect_publish_container().never();
    f.ledger.expect_mark_posted().withf(|_, link, _| link.is_none()).times(1).returning(|_, _, _| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert_eq!(outcome, Some(Outcome::Reconciled { post_id: Uuid::from_u128(7) }));
}

#[tokio::test]
async fn a_post_whose_media_was_recorded_takes_that_medias_link_without_asking_instagram_again() {
    let mut f = Fixture::new(ClaimedPost { media_id: Some("m7".into()), ..claimed(Some("c1"), true, 0) });
    f.gateway.checkpoint();
    f.gateway
        .expect_permalink()
        .withf(|_, media| media == "m7")
        .returning(|_, _| Ok(Some("https://instagram.com/p/m7".into())));
    f.gateway.expect_container_status().never();
    f.gateway.expect_publish_container().never();
    f.ledger
        .expect_mark_posted()
        .withf(|_, link, _| link.as_deref() == Some("https://instagram.com/p/m7"))
        .times(1)
        .returning(|_, _, _| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert_eq!(outcome, Some(Outcome::Reconciled { post_id: Uuid::from_u128(7) }));
}

#[tokio::test]
async fn an_expired_container_after_a_publish_request_fails_the_post_for_its_manager_to_check() {
    let mut f = Fixture::new(claimed(Some("c1"), true, 1));
    f.gateway.expect_container_status().returning(|_, _| Ok(ContainerStatus::Expired));
    f.gateway.expect_create_container().never();
    f.gateway.expect_publish_container().never();
    f.ledger.expect_mark_posted().never();
    f.ledger
        .expect_mark_failed()
        .withf(|_, error| error.contains("could not confirm") && error.contains("published twice"))
        .times(1)
        .returning(|_, _| Ok(()));
    f.mailer.expect_send().times(1).returning(|_| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Failed { .. })));
}

#[tokio::test]
async fn a_withdrawn_submissions_post_is_failed_not_published_even_with_a_container_ready() {
    let mut f = Fixture::new(ClaimedPost { withdrawn: true, ..claimed(Some("c1"), true, 1) });
    f.gateway.expect_container_status().returning(|_, _| Ok(ContainerStatus::Finished));
    f.gateway.expect_create_container().never();
    f.gateway.expect_publish_container().never();
    f.ledger.expect_mark_posted().never();
    f.ledger
        .expect_mark_failed()
        .withf(|_, error| error.contains("withdrew this submission"))
        .times(1)
        .returning(|_, _| Ok(()));
    f.mailer.expect_send().times(1).returning(|_| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Failed { .. })));
}

#[tokio::test]
async fn a_withdrawn_submissions_post_found_published_is_recorded_as_posted() {
    let mut f = Fixture::new(ClaimedPost { withdrawn: true, ..claimed(Some("c1"), true, 0) });
    f.gateway.expect_container_status().returning(|_, _| Ok(ContainerStatus::Published));
    f.gateway.expect_publish_container().never();
    f.ledger.expect_mark_posted().times(1).returning(|_, _, _| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert_eq!(outcome, Some(Outcome::Reconciled { post_id: Uuid::from_u128(7) }));
}

#[tokio::test]
async fn a_worker_whose_lease_was_taken_over_stops_and_tells_nobody() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.gateway.expect_create_container().returning(|_, _, _| Ok("c1".into()));
    f.ledger.expect_record_container().returning(|_, _, _| Err(LeaseLost(Uuid::from_u128(7)).into()));
    f.gateway.expect_wait_for_container().never();
    f.gateway.expect_publish_container().never();
    f.ledger.expect_mark_failed().never();
    f.ledger.expect_retry_later().never();
    f.mailer.expect_send().never();

    let outcome = f.worker().publish_next().await.unwrap();

    assert_eq!(outcome, Some(Outcome::LeaseLost { post_id: Uuid::from_u128(7) }));
}

#[tokio::test]
async fn a_finished_container_left_by_a_dead_worker_is_published_not_created_again() {
    let mut f = Fixture::new(claimed(Some("c1"), false, 0));
    f.gateway.expect_container_status().returning(|_, _| Ok(ContainerStatus::Finished));
    f.gateway.expect_create_container().never();
    f.gateway.expect_wait_for_container().returning(|_, _| Ok(ContainerStatus::Finished));
    f.ledger.expect_record_publish_requested().times(1).returning(|_, _| Ok(()));
    f.gateway.expect_publish_container().times(1).returning(|_, _| Ok("m1".into()));
    f.ledger.expect_record_media().times(1).returning(|_, _| Ok(()));
    f.ledger.expect_mark_posted().times(1).returning(|_, _, _| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Posted { .. })));
}

#[tokio::test]
async fn a_used_up_quota_defers_the_post_without_counting_an_attempt() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.gateway.checkpoint();
    f.gateway.expect_publishing_quota().returning(|_| Ok(PublishingQuota { used: 100, total: 100 }));
    f.gateway.expect_create_container().never();
    f.ledger
        .expect_retry_later()
        .withf(|_, at, _, counted| !counted && *at == now() + TimeDelta::hours(1))
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    f.ledger.expect_mark_failed().never();

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Deferred { .. })));
}

#[tokio::test]
async fn a_transient_error_is_retried_later_with_a_bounded_wait() {
    let mut f = Fixture::new(claimed(None, false, 1));
    f.gateway.expect_create_container().returning(|_, _, _| Err(InstagramError::Transient("HTTP 503".into())));
    f.ledger
        .expect_retry_later()
        .withf(|_, at, error, counted| {
            *counted
                && *at > now() + TimeDelta::seconds(59)
                && *at <= now() + TimeDelta::seconds(120)
                && error.contains("HTTP 503")
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Deferred { .. })));
}

#[tokio::test]
async fn a_transient_error_on_the_last_attempt_fails_the_post_and_tells_its_manager() {
    let mut f = Fixture::new(claimed(None, false, 4));
    f.gateway.expect_create_container().returning(|_, _, _| Err(InstagramError::Transient("HTTP 503".into())));
    f.ledger.expect_retry_later().never();
    f.ledger.expect_mark_failed().times(1).returning(|_, _| Ok(()));
    f.mailer
        .expect_send()
        .withf(|mail| mail.to.as_str() == "morgan@umich.edu" && mail.subject.contains("Michigan"))
        .times(1)
        .returning(|_| Ok(()));

    let outcome = f.worker().publish_next().await.unwrap();

    assert!(matches!(outcome, Some(Outcome::Failed { .. })));
}

#[tokio::test]
async fn a_refused_token_fails_at_once_and_marks_the_account() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.gateway
        .expect_create_container()
        .returning(|_, _, _| Err(InstagramError::TokenRefused("Session expired".into())));
    f.accounts
        .expect_record_token_problem()
        .withf(|id, problem| *id == Uuid::from_u128(1) && problem.as_deref() == Some("Session expired"))
        .times(1)
        .returning(|_, _| Ok(true));
    f.ledger.expect_retry_later().never();
    f.ledger
        .expect_mark_failed()
        .withf(|_, error| error.contains("Test and save the account again"))
        .times(1)
        .returning(|_, _| Ok(()));
    f.mailer.expect_send().times(1).returning(|_| Ok(()));

    f.worker().publish_next().await.unwrap();
}

#[tokio::test]
async fn an_image_instagram_cannot_process_fails_with_its_message() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.gateway.expect_create_container().returning(|_, _, _| Ok("c1".into()));
    f.ledger.expect_record_container().returning(|_, _, _| Ok(()));
    f.gateway.expect_wait_for_container().returning(|_, _| Ok(ContainerStatus::Error("Unsupported image".into())));
    f.gateway.expect_publish_container().never();
    f.ledger
        .expect_mark_failed()
        .withf(|_, error| error.contains("Unsupported image"))
        .times(1)
        .returning(|_, _| Ok(()));
    f.mailer.expect_send().returning(|_| Ok(()));

    f.worker().publish_next().await.unwrap();
}

#[tokio::test]
async fn one_unreadable_token_is_marked_and_its_managers_told_while_the_others_are_refreshed() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.accounts.expect_tokens_to_refresh().returning(|_, _| {
        Ok(vec![account_token(1, b"unreadable"), account_token(2, b"tok-2"), account_token(3, b"tok-3")])
    });
    f.accounts
        .expect_record_token_problem()
        .withf(|id, problem| {
            *id == Uuid::from_u128(1) && problem.as_deref().is_some_and(|p| p.contains("could not be read"))
        })
        .times(1)
        .returning(|_, _| Ok(true));
    f.gateway.expect_refresh_token().times(2).returning(|c| {
        Ok(RefreshedToken { access_token: format!("{}-new", c.access_token), expires_in_seconds: 5_184_000 })
    });
    f.accounts
        .expect_replace_token()
        .withf(|_, sealed, expires, _| sealed.ends_with(b"-new") && *expires == now() + TimeDelta::seconds(5_184_000))
        .times(2)
        .returning(|_, _, _, _| Ok(()));
    f.mailer
        .expect_send()
        .withf(|mail| mail.to.as_str() == "morgan@umich.edu" && mail.subject.contains("@account1"))
        .times(1)
        .returning(|_| Ok(()));

    assert_eq!(f.worker().refresh_tokens().await.unwrap(), 2);
}

#[tokio::test]
async fn a_refused_refresh_tells_the_managers_only_the_first_time() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.accounts.expect_tokens_to_refresh().returning(|_, _| Ok(vec![account_token(1, b"tok-1")]));
    f.gateway.expect_refresh_token().returning(|_| Err(InstagramError::TokenRefused("Session expired".into())));
    f.accounts.expect_record_token_problem().times(1).returning(|_, _| Ok(false));
    f.mailer.expect_send().never();

    assert_eq!(f.worker().refresh_tokens().await.unwrap(), 0);
}

#[test]
fn jitter_is_a_fraction_that_differs_between_posts() {
    let values: Vec<f64> = (0..50).map(|n| jitter(Uuid::from_u128(n), 1)).collect();
    assert!(values.iter().all(|v| (0.0..1.0).contains(v)));
    let distinct: std::collections::BTreeSet<u64> = values.iter().map(|v| (v * 1000.0) as u64).collect();
    assert!(distinct.len() > 30);
}

fn counted(post: u128, sealed: &[u8]) -> crate::publishing::ports::CountedPost {
    crate::publishing::ports::CountedPost {
        post_id: Uuid::from_u128(post),
        university_id: Uuid::nil(),
        ig_user_id: "17841".into(),
        sealed_token: sealed.to_vec(),
        media_id: format!("m{post}"),
    }
}

#[tokio::test]
async fn instagram_counts_are_read_for_posts_not_counted_for_an_hour_and_one_failure_stops_none() {
    let mut f = Fixture::new(claimed(None, false, 0));
    f.ledger
        .expect_posts_to_count()
        .withf(|before, since, limit| {
            *before == now() - TimeDelta::hours(1) && *since == now() - TimeDelta::days(30) && *limit > 0
        })
        .returning(|_, _, _| Ok(vec![counted(1, b"unreadable"), counted(2, b"tok"), counted(3, b"tok")]));
    f.gateway
        .expect_media_counts()
        .withf(|c, media| c.access_token == "tok" && media == "m2")
        .returning(|_, _| Ok(crate::publishing::ports::MediaCounts { likes: 41, comments: 3 }));
    f.gateway
        .expect_media_counts()
        .withf(|_, media| media == "m3")
        .returning(|_, _| Err(InstagramError::Transient("busy".into())));
    f.ledger
        .expect_record_counts()
        .withf(|post, counts, at| {
            *post == Uuid::from_u128(2) && counts.likes == 41 && counts.comments == 3 && *at == now()
        })
        .times(1)
        .returning(|_, _, _| Ok(()));

    assert_eq!(f.worker().refresh_counts().await.unwrap(), 1);
}
