use chrono::TimeZone;
use quad_domain::{Email, Role};
use uuid::Uuid;

use super::*;
use crate::{
    accounts::{
        ports::{LinkSecret, MockLinkSecrets},
        testing::{fixed_clock, sample_user},
    },
    newsletter::ports::{FeaturedSince, MockNewsletterIssues, OpenedSince},
};

/// `now()` is Sunday 22 November 2026, noon; Monday's issue fell due on the 16th at 14:00.
fn due() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 16, 14, 0, 0).unwrap()
}

fn weekly(issues: MockNewsletterIssues) -> WeeklyNewsletter {
    let mut links = MockLinkSecrets::new();
    let mut n = 0;
    links.expect_generate().returning(move || {
        n += 1;
        LinkSecret { plain: format!("secret{n}"), hash: format!("hash{n}") }
    });
    WeeklyNewsletter::new(
        Arc::new(issues),
        Arc::new(links),
        Arc::new(fixed_clock()),
        NewsletterSchedule::default(),
        "https://quad.test/",
    )
}

fn subscriber(n: u128, universities: Vec<Uuid>) -> Subscriber {
    Subscriber { id: Uuid::from_u128(n), email: Email::parse(&format!("s{n}@example.com")).unwrap(), universities }
}

fn michigan() -> Uuid {
    Uuid::from_u128(100)
}

fn featured_at_michigan() -> IssueContent {
    IssueContent {
        featured: vec![FeaturedSince {
            university_id: michigan(),
            university_name: "University of Michigan".into(),
            university_slug: "umich".into(),
            caption: "Snow on the Diag <3".into(),
            credit: "@ada".into(),
        }],
        opened: vec![],
    }
}

#[tokio::test]
async fn an_issue_sent_already_is_not_gathered_or_sent_again() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().returning(|| Ok(Some(due())));
    issues.expect_content().never();
    issues.expect_send().never();

    assert_eq!(weekly(issues).send_due().await.unwrap(), 0);
}

#[tokio::test]
async fn each_subscriber_gets_the_posts_of_the_universities_they_follow_and_nobody_gets_an_empty_copy() {
    let mut issues = MockNewsletterIssues::new();
    let last = due() - chrono::Duration::weeks(1);
    issues.expect_last_due().returning(move || Ok(Some(last)));
    issues
        .expect_content()
        .withf(move |since, until| *since == last && *until == due())
        .returning(|_, _| Ok(featured_at_michigan()));
    issues.expect_subscribers().returning(|| {
        Ok(vec![subscriber(1, vec![]), subscriber(2, vec![michigan()]), subscriber(3, vec![Uuid::from_u128(200)])])
    });
    issues
        .expect_send()
        .withf(|due_at, _, copies| {
            let to: Vec<_> = copies.iter().map(|c| c.email.to.as_str().to_owned()).collect();
            *due_at == due()
                && to == ["s1@example.com", "s2@example.com"]
                && copies[0].link_hash == "hash1"
                && copies[0].email.list_unsubscribe.as_deref()
                    == Some("https://quad.test/api/v1/newsletter/unsubscribe/secret1")
                && copies[0].email.text_body.contains("https://quad.test/newsletter/unsubscribe/secret1")
                && copies[0].email.text_body.contains("Featured this week")
                && copies[1].email.text_body.contains("Featured at your universities")
                && copies[1].email.html_body.contains("Snow on the Diag &lt;3")
        })
        .times(1)
        .returning(|_, _, _| Ok(true));

    assert_eq!(weekly(issues).send_due().await.unwrap(), 2);
}

#[tokio::test]
async fn a_university_that_opened_is_news_for_every_subscriber() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().returning(|| Ok(None));
    issues.expect_content().withf(|since, _| *since == due() - chrono::Duration::weeks(1)).returning(|_, _| {
        Ok(IssueContent {
            featured: vec![],
            opened: vec![OpenedSince {
                id: Uuid::from_u128(5),
                name: "Oberlin College".into(),
                slug: "oberlin".into(),
            }],
        })
    });
    issues.expect_subscribers().returning(|| Ok(vec![subscriber(3, vec![Uuid::from_u128(200)])]));
    issues
        .expect_send()
        .withf(|_, _, copies| {
            copies.len() == 1 && copies[0].email.text_body.contains("Oberlin College: https://quad.test/oberlin")
        })
        .returning(|_, _, _| Ok(true));

    assert_eq!(weekly(issues).send_due().await.unwrap(), 1);
}

#[tokio::test]
async fn a_week_with_nothing_to_say_is_recorded_with_no_copies() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().returning(|| Ok(None));
    issues.expect_content().returning(|_, _| Ok(IssueContent::default()));
    issues.expect_subscribers().returning(|| Ok(vec![subscriber(1, vec![])]));
    issues.expect_send().withf(|_, _, copies| copies.is_empty()).times(1).returning(|_, _, _| Ok(true));

    assert_eq!(weekly(issues).send_due().await.unwrap(), 0);
}

#[tokio::test]
async fn when_another_instance_sent_it_first_this_one_counts_nothing() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().returning(|| Ok(None));
    issues.expect_content().returning(|_, _| Ok(featured_at_michigan()));
    issues.expect_subscribers().returning(|| Ok(vec![subscriber(1, vec![])]));
    issues.expect_send().returning(|_, _, _| Ok(false));

    assert_eq!(weekly(issues).send_due().await.unwrap(), 0);
}

#[tokio::test]
async fn an_admin_previews_the_next_issue_as_a_subscriber_of_every_university_reads_it() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().returning(|| Ok(Some(due())));
    issues.expect_content().withf(|since, _| *since == due()).returning(|_, _| Ok(featured_at_michigan()));
    issues
        .expect_subscribers()
        .returning(|| Ok(vec![subscriber(1, vec![]), subscriber(2, vec![Uuid::from_u128(200)])]));
    issues.expect_send().never();
    let admin = User { role: Role::Admin, ..sample_user() };

    let preview = weekly(issues).preview(&admin).await.unwrap();

    assert_eq!(preview.due_at, due() + chrono::Duration::weeks(1));
    assert_eq!((preview.featured, preview.subscribers, preview.recipients), (1, 2, 1));
    assert!(preview.copy.unwrap().text_body.contains("Snow on the Diag <3"));
}

#[tokio::test]
async fn only_an_admin_previews_the_newsletter() {
    let mut issues = MockNewsletterIssues::new();
    issues.expect_last_due().never();

    let error = weekly(issues).preview(&User { role: Role::Moderator, ..sample_user() }).await.unwrap_err();

    assert!(matches!(error, PreviewError::Forbidden));
}
