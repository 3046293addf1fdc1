use chrono::Duration;
use mockall::predicate::eq;
use quad_domain::{Notice, connection::RequestStatus};
use uuid::Uuid;

use crate::{
    accounts::testing::{now, sample_user},
    connections::{
        ChangeRequestError, SendRequestError,
        ports::{Answer, ConnectionRequest, RequestChangeError, RequestRefusal},
        testing::{GRACE, Mocks},
    },
    roommates::{RoommatesError, testing::student},
};

const REQUEST: Uuid = Uuid::from_u128(50);

fn stored(sender_id: Uuid, recipient_id: Uuid, status: RequestStatus) -> ConnectionRequest {
    ConnectionRequest {
        id: REQUEST,
        sender_id,
        recipient_id,
        note: "Hi!".into(),
        status,
        created_at: now(),
        expires_at: now() + Duration::days(14),
    }
}

fn seeing_grace(mocks: &mut Mocks) {
    mocks.students.expect_view().returning(|_, _| Ok(student(GRACE, "Grace")));
    mocks.students.expect_explain().returning(|_, ids| Ok(ids.iter().map(|id| student(*id, "Grace")).collect()));
}

#[tokio::test]
async fn a_note_too_long_is_refused_before_anyone_is_looked_up() {
    let mut mocks = Mocks::default();
    mocks.students.expect_view().never();
    mocks.requests.expect_send_request().never();

    let sent = mocks.build().request(&sample_user(), GRACE, &"x".repeat(1001)).await;

    assert!(matches!(sent, Err(SendRequestError::Invalid(ref e)) if e.field == "note"), "{sent:?}");
}

#[tokio::test]
async fn nobody_asks_a_student_they_may_not_see() {
    let mut mocks = Mocks::default();
    mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
    mocks.requests.expect_send_request().never();
    mocks.notifier.expect_tell().never();

    let sent = mocks.build().request(&sample_user(), GRACE, "Hi!").await;

    assert!(matches!(sent, Err(SendRequestError::Roommates(RoommatesError::NotFound))));
}

#[tokio::test]
async fn a_request_lives_14_days_within_the_senders_limits_and_its_recipient_is_told() {
    let mut mocks = Mocks::default();
    seeing_grace(&mut mocks);
    let viewer = sample_user();
    let viewer_id = viewer.id;
    mocks
        .requests
        .expect_send_request()
        .withf(move |new| {
            new.sender_id == viewer_id
                && new.recipient_id == GRACE
                && new.note.as_str() == "Hi!"
                && new.expires_at == now() + Duration::days(14)
                && new.cooled_down_since == now() - Duration::days(30)
                && new.outstanding_max == 10
        })
        .times(1)
        .returning(move |new| Ok(Ok(stored(new.sender_id, new.recipient_id, RequestStatus::Pending))));
    mocks
        .notifier
        .expect_tell()
        .with(eq(GRACE), eq(Notice::ConnectionRequested { name: "Ada".into(), student_id: viewer_id.to_string() }))
        .times(1)
        .return_const(());

    let sent = mocks.build().request(&viewer, GRACE, "  Hi!  ").await.unwrap();

    assert_eq!(sent.status, RequestStatus::Pending);
}

#[tokio::test]
async fn each_refusal_says_why_with_the_students_name_and_nobody_is_told() {
    let cases = [
        (RequestRefusal::AlreadyConnected, "You are already connected with Grace"),
        (RequestRefusal::AlreadyRequested, "Your request to Grace is waiting for an answer"),
        (
            RequestRefusal::RequestedYou(GRACE),
            "Grace has already asked to connect with you: answer their request in Connections",
        ),
        (
            RequestRefusal::TooManyOutstanding,
            "You have 10 requests waiting for an answer. Withdraw one, or wait for answers, before sending another.",
        ),
        (RequestRefusal::CoolingDown, "You can ask Grace again 30 days after your last request to each other ended"),
        (RequestRefusal::Unavailable, "This student is not available"),
    ];
    for (refusal, message) in cases {
        let mut mocks = Mocks::default();
        seeing_grace(&mut mocks);
        mocks.requests.expect_send_request().returning(move |_| Ok(Err(refusal)));
        mocks.notifier.expect_tell().never();

        let sent = mocks.build().request(&sample_user(), GRACE, "").await;

        assert_eq!(sent.unwrap_err().to_string(), message);
    }
}

#[tokio::test]
async fn received_requests_leave_out_senders_the_viewer_may_no_longer_see() {
    let mut mocks = Mocks::default();
    let viewer = sample_user();
    let blocked = Uuid::from_u128(9);
    let requests =
        vec![stored(GRACE, viewer.id, RequestStatus::Pending), stored(blocked, viewer.id, RequestStatus::Pending)];
    mocks.requests.expect_received().with(eq(viewer.id), eq(now())).returning(move |_, _| Ok(requests.clone()));
    mocks
        .students
        .expect_explain()
        .withf(move |_, ids| ids == [GRACE, blocked])
        .returning(|_, _| Ok(vec![student(GRACE, "Grace")]));

    let received = mocks.build().received(&viewer).await.unwrap();

    assert_eq!(received.len(), 1);
    assert_eq!(received[0].sender.profile.user_id, GRACE);
}

#[tokio::test]
async fn a_sender_reads_a_decline_as_pending_and_an_old_one_as_expired() {
    let mut mocks = Mocks::default();
    let viewer = sample_user();
    let gone = Uuid::from_u128(9);
    let old = ConnectionRequest {
        expires_at: now() - Duration::minutes(1),
        ..stored(viewer.id, gone, RequestStatus::Declined)
    };
    let requests = vec![stored(viewer.id, GRACE, RequestStatus::Declined), old];
    mocks.requests.expect_sent().returning(move |_| Ok(requests.clone()));
    mocks.students.expect_visible().returning(|_, _| Ok(vec![student(GRACE, "Grace")]));

    let sent = mocks.build().sent(&viewer).await.unwrap();

    assert_eq!(sent[0].request.status, RequestStatus::Pending);
    assert_eq!(sent[0].recipient.as_ref().map(|r| r.profile.user_id), Some(GRACE));
    assert_eq!(sent[1].request.status, RequestStatus::Expired);
    assert_eq!(sent[1].recipient, None);
}

#[tokio::test]
async fn nobody_answers_a_request_that_is_not_to_them() {
    let mut mocks = Mocks::default();
    mocks.requests.expect_request().returning(|_| Ok(Some(stored(GRACE, Uuid::from_u128(9), RequestStatus::Pending))));
    mocks.requests.expect_answer().never();

    let answered = mocks.build().answer(&sample_user(), REQUEST, Answer::Accept).await;

    assert!(matches!(answered, Err(ChangeRequestError::NotFound)));
}

#[tokio::test]
async fn a_request_from_someone_the_viewer_may_no_longer_see_is_not_found() {
    let mut mocks = Mocks::default();
    let viewer = sample_user();
    let to_viewer = stored(GRACE, viewer.id, RequestStatus::Pending);
    mocks.requests.expect_request().returning(move |_| Ok(Some(to_viewer.clone())));
    mocks.students.expect_explain().returning(|_, _| Ok(Vec::new()));
    mocks.requests.expect_answer().never();

    let answered = mocks.build().answer(&viewer, REQUEST, Answer::Decline).await;

    assert!(matches!(answered, Err(ChangeRequestError::NotFound)));
}

#[tokio::test]
async fn accepting_connects_and_tells_both_while_a_decline_tells_nobody() {
    for (answer, told) in [(Answer::Accept, 2), (Answer::Decline, 0)] {
        let mut mocks = Mocks::default();
        seeing_grace(&mut mocks);
        let viewer = sample_user();
        let to_viewer = stored(GRACE, viewer.id, RequestStatus::Pending);
        mocks.requests.expect_request().returning(move |_| Ok(Some(to_viewer.clone())));
        let viewer_id = viewer.id;
        mocks
            .requests
            .expect_answer()
            .with(eq(REQUEST), eq(viewer_id), eq(answer), eq(now()))
            .times(1)
            .returning(move |_, _, _, _| Ok(Ok(stored(GRACE, viewer_id, RequestStatus::Accepted))));
        mocks.notifier.expect_tell().times(told).return_const(());

        mocks.build().answer(&viewer, REQUEST, answer).await.unwrap();
    }
}

#[tokio::test]
async fn a_request_answered_withdrawn_or_expired_meanwhile_says_so() {
    let mut mocks = Mocks::default();
    seeing_grace(&mut mocks);
    let viewer = sample_user();
    let to_viewer = stored(GRACE, viewer.id, RequestStatus::Pending);
    mocks.requests.expect_request().returning(move |_| Ok(Some(to_viewer.clone())));
    mocks.requests.expect_answer().returning(|_, _, _, _| Ok(Err(RequestChangeError::NotPending)));
    mocks.notifier.expect_tell().never();

    let answered = mocks.build().answer(&viewer, REQUEST, Answer::Accept).await;

    assert_eq!(answered.unwrap_err().to_string(), "This request was already answered, withdrawn or has expired");
}

#[tokio::test]
async fn a_withdrawn_request_reads_withdrawn_and_only_its_sender_withdraws_it() {
    let mut mocks = Mocks::default();
    let viewer = sample_user();
    let viewer_id = viewer.id;
    mocks
        .requests
        .expect_withdraw()
        .with(eq(REQUEST), eq(viewer_id), eq(now()))
        .returning(move |_, _, _| Ok(Ok(stored(viewer_id, GRACE, RequestStatus::Declined))));
    let connections = mocks.build();

    assert_eq!(connections.withdraw(&viewer, REQUEST).await.unwrap().status, RequestStatus::Withdrawn);

    let mut mocks = Mocks::default();
    mocks.requests.expect_withdraw().returning(|_, _, _| Ok(Err(RequestChangeError::NotFound)));
    assert!(matches!(mocks.build().withdraw(&viewer, REQUEST).await, Err(ChangeRequestError::NotFound)));
}

#[tokio::test]
async fn the_sweep_expires_what_is_past_its_time_now() {
    let mut mocks = Mocks::default();
    mocks.requests.expect_expire_due().with(eq(now())).times(1).returning(|_| Ok(3));

    assert_eq!(mocks.build().expire_due().await.unwrap(), 3);
}
