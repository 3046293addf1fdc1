//! The submissions use cases over mocks: what is refused writes nothing; what is decided tells
//! the creator.

use std::sync::Arc;

use quad_domain::{
    Role, SubmissionStatus,
    submission::{Consent, Credit, CreditChoice},
};
use uuid::Uuid;

use super::{
    Featured, ReviewAction, ReviewError, SubmissionForm, SubmissionPorts, SubmissionReview, Submissions, SubmitError,
    ports::{MockFeaturedPosts, MockReviewQueue, MockSubmissionRepository, Submission, SubmissionPhoto, SubmitOutcome},
};
use crate::{
    accounts::testing::{fixed_clock, now, sample_user},
    audit::AuditAction,
    mail::ports::MockMailer,
    media::ports::{MockUploadRepository, OwnedPhoto},
    notifications::{NotificationPorts, Notifications, ports::MockNotificationRepository},
    profiles::ports::MockProfileRepository,
    universities::ports::MockUniversityRepository,
};

const UNIVERSITY: Uuid = Uuid::from_u128(42);
const PHOTO: &str = "http://m/submission/a.jpg";

/// Every port mocked; nothing is expected until a test says so, except what every path reads.
struct Fixture {
    submissions: MockSubmissionRepository,
    review: MockReviewQueue,
    uploads: MockUploadRepository,
    notifications: MockNotificationRepository,
    mailer: MockMailer,
    proven: Option<Uuid>,
}

impl Fixture {
    fn new() -> Self {
        let mut uploads = MockUploadRepository::new();
        uploads.expect_owned_photos().returning(|_, _, urls| {
            Ok(urls
                .into_iter()
                .filter(|u| u == PHOTO)
                .map(|url| OwnedPhoto {
                    fingerprint: Some(format!("sha-{url}")),
                    url,
                    thumbnail_url: "t".into(),
                    width: 640,
                    height: 640,
                })
                .collect())
        });
        let mut submissions = MockSubmissionRepository::new();
        submissions.expect_flagged_words().returning(|| Ok(vec!["party".into()]));
        submissions.expect_same_image_as_rejected().returning(|_| Ok(false));
        let notifications = MockNotificationRepository::new();
        Self {
            submissions,
            review: MockReviewQueue::new(),
            uploads,
            notifications,
            mailer: MockMailer::new(),
            proven: Some(UNIVERSITY),
        }
    }

    fn ports(self) -> SubmissionPorts {
        let mut universities = MockUniversityRepository::new();
        universities.expect_find().returning(|id| Ok(Some(crate::profiles::testing::michigan(id))));
        let clock = Arc::new(fixed_clock());
        let uploads: Arc<MockUploadRepository> = Arc::new(self.uploads);
        SubmissionPorts {
            media: crate::media::MediaLibrary::new(
                Arc::new(crate::media::ports::MockMediaStore::new()),
                Arc::new(crate::media::ports::MockImageProcessor::new()),
                uploads.clone(),
                clock.clone(),
            ),
            submissions: Arc::new(self.submissions),
            drafts: Arc::new(super::ports::MockSubmissionDrafts::new()),
            review: Arc::new(self.review),
            featured: Arc::new(MockFeaturedPosts::new()),
            universities: Arc::new(universities),
            profiles: Arc::new(MockProfileRepository::new()),
            uploads,
            memberships: crate::memberships::testing::proving(self.proven),
            staff: crate::staff::testing::assigned(&[UNIVERSITY]),
            notifications: Notifications::new(
                NotificationPorts {
                    repository: Arc::new(self.notifications),
                    preferences: Arc::new(crate::notifications::testing::no_preferences()),
                    digests: Arc::new(crate::notifications::ports::MockDigestRepository::new()),
                    secrets: Arc::new(crate::accounts::ports::MockLinkSecrets::new()),
                    mailer: Arc::new(MockMailer::new()),
                    clock: clock.clone(),
                },
                "https://quad.test",
            ),
            mailer: Arc::new(self.mailer),
            clock,
        }
    }
}

fn form() -> SubmissionForm {
    SubmissionForm {
        university: UNIVERSITY,
        caption: "Party on the Diag".into(),
        credit: CreditChoice::Name,
        photos: vec![PHOTO.into()],
        consent: Consent { quad: true, instagram: true, people_agreed: true },
    }
}

fn stored(status: SubmissionStatus) -> Submission {
    Submission {
        id: Uuid::from_u128(1),
        author_id: sample_user().id,
        author_name: "Ada Lovelace".into(),
        author_first_name: "Ada".into(),
        author_email: sample_user().email,
        university_id: UNIVERSITY,
        university_name: "University of Michigan".into(),
        university_slug: "UMICH".into(),
        caption: "Party on the Diag".into(),
        submitted_caption: None,
        credit: Credit { choice: CreditChoice::Name, text: "Ada L.".into() },
        photos: vec![SubmissionPhoto { url: PHOTO.into(), thumbnail_url: "t".into(), width: 640, height: 640 }],
        consent_instagram: true,
        status,
        version: 1,
        reason: None,
        flags: Vec::new(),
        submitted_at: now(),
        decided_at: None,
        featured_at: None,
        withdrawn_at: None,
        likes: 0,
        instagram: None,
        takedown: None,
    }
}

#[tokio::test]
async fn a_submission_is_stored_with_its_credit_and_flagged_words_and_the_limits() {
    let mut fixture = Fixture::new();
    fixture
        .submissions
        .expect_submit()
        .withf(|s, pending, per_day, _| {
            s.credit.text == "Ada L." && s.flags == ["word:party"] && *pending == 5 && *per_day == 10
        })
        .times(1)
        .returning(|_, _, _, _| Ok(SubmitOutcome::Submitted(Box::new(stored(SubmissionStatus::Pending)))));

    let submitted = Submissions::new(&fixture.ports()).submit(&sample_user(), form()).await.unwrap();

    assert_eq!(submitted.status, SubmissionStatus::Pending);
}

#[tokio::test]
async fn a_student_who_is_not_a_verified_member_is_refused_and_nothing_is_stored() {
    let mut fixture = Fixture::new();
    fixture.proven = None;
    fixture.submissions.expect_submit().never();

    let error = Submissions::new(&fixture.ports()).submit(&sample_user(), form()).await.unwrap_err();

    assert!(matches!(error, SubmitError::NotMember(_)));
    assert!(error.to_string().contains("verify an address at umich.edu"));
}

#[tokio::test]
async fn a_photo_the_student_did_not_upload_is_refused_and_nothing_is_stored() {
    let mut fixture = Fixture::new();
    fixture.submissions.expect_submit().never();
    let theirs = SubmissionForm { photos: vec!["http://m/submission/someone-elses.jpg".into()], ..form() };

    let error = Submissions::new(&fixture.ports()).submit(&sample_user(), theirs).await.unwrap_err();

    assert_eq!(error.to_string(), "Photos must be ones you uploaded for this submission");
}

#[tokio::test]
async fn the_limits_answer_their_own_errors() {
    let mut fixture = Fixture::new();
    fixture.submissions.expect_submit().returning(|_, _, _, _| Ok(SubmitOutcome::TooManyToday));

    let error = Submissions::new(&fixture.ports()).submit(&sample_user(), form()).await.unwrap_err();

    assert!(matches!(error, SubmitError::TooManyToday));
}

fn reviewer() -> quad_domain::User {
    quad_domain::User { id: Uuid::from_u128(99), role: Role::Manager, ..sample_user() }
}

#[tokio::test]
async fn an_approval_with_an_edited_caption_is_audited_and_the_creator_is_told_by_e_mail_and_in_the_app() {
    let mut fixture = Fixture::new();
    fixture.submissions.expect_find().returning(|_| Ok(Some(stored(SubmissionStatus::Pending))));
    fixture
        .review
        .expect_decide()
        .withf(|_, decision, _| {
            decision.to == SubmissionStatus::Approved
                && decision.version == 1
                && decision.caption.as_ref().map(|c| c.as_str()) == Some("Sunset on the Diag")
        })
        .times(1)
        .returning(|_, decision, audit| {
            let decided = Submission { status: decision.to, ..stored(SubmissionStatus::Approved) };
            let entry = audit.entry_for(&decided).unwrap();
            assert_eq!(entry.action, AuditAction::SubmissionApproved);
            assert!(entry.changes.iter().any(|c| c.field == "caption"));
            Ok(decided)
        });
    fixture.mailer.expect_send().withf(|e| e.to.as_str() == "ada@umich.edu").times(1).returning(|_| Ok(()));
    fixture.notifications.expect_create().times(1).returning(|_, _, _, _, _| Ok(()));

    let review = SubmissionReview::new(&fixture.ports(), "https://quad.test");
    let action = ReviewAction::Approve { caption: Some("Sunset on the Diag".into()) };
    review.decide(&reviewer(), Uuid::from_u128(1), 1, action).await.unwrap();
}

#[tokio::test]
async fn a_rejection_without_a_reason_is_refused_before_anything_is_written() {
    let mut fixture = Fixture::new();
    fixture.submissions.expect_find().returning(|_| Ok(Some(stored(SubmissionStatus::Pending))));
    fixture.review.expect_decide().never();
    fixture.mailer.expect_send().never();

    let review = SubmissionReview::new(&fixture.ports(), "https://quad.test");
    let error = review
        .decide(&reviewer(), Uuid::from_u128(1), 1, ReviewAction::Reject { reason: "  ".into() })
        .await
        .unwrap_err();

    assert_eq!(error.to_string(), "Please provide a reason for rejection");
}

#[tokio::test]
async fn nobody_reviews_their_own_submission_nor_one_decided_already() {
    let mut fixture = Fixture::new();
    fixture.submissions.expect_find().returning(|_| Ok(Some(stored(SubmissionStatus::Approved))));
    fixture.review.expect_decide().never();
    let review = SubmissionReview::new(&fixture.ports(), "https://quad.test");
    let approve = || ReviewAction::Approve { caption: None };

    let own = quad_domain::User { role: Role::Manager, ..sample_user() };
    assert!(matches!(review.decide(&own, Uuid::from_u128(1), 1, approve()).await, Err(ReviewError::OwnSubmission)));
    assert!(matches!(review.decide(&reviewer(), Uuid::from_u128(1), 1, approve()).await, Err(ReviewError::NotPending)));
    let student = quad_domain::User { id: Uuid::from_u128(5), ..sample_user() };
    assert!(matches!(review.decide(&student, Uuid::from_u128(1), 1, approve()).await, Err(ReviewError::Forbidden)));
}

#[tokio::test]
async fn only_members_of_the_university_like_its_posts() {
    let mut fixture = Fixture::new();
    fixture.proven = None;
    let mut ports = fixture.ports();
    let mut featured = MockFeaturedPosts::new();
    featured.expect_find_featured().returning(|id| {
        Ok(Some(super::ports::FeaturedPost {
            id,
            university_id: UNIVERSITY,
            university_name: "University of Michigan".into(),
            university_slug: "UMICH".into(),
            caption: "c".into(),
            credit: "Ada L.".into(),
            photos: Vec::new(),
            featured_at: now(),
            likes: 3,
            instagram: None,
        }))
    });
    featured.expect_like().never();
    ports.featured = Arc::new(featured);

    let error = Featured::new(&ports).like(&sample_user(), Uuid::from_u128(1)).await.unwrap_err();

    assert_eq!(error.to_string(), "Only students of University of Michigan can like its posts");
}
