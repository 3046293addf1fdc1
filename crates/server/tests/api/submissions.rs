//! Student content over HTTP (issue 25): submitting, the rules and limits, review on the version
//! seen, flags, the featured grids and likes, withdrawal and takedowns, the export and deletion.

use quad_storage::fixtures::{jpeg, png_with_alpha};
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{TestApp, json, spawn_app};

/// A university with these e-mail domains, added by `admin`.
async fn university(app: &TestApp, admin: &str, name: &str, domain: &str) -> Value {
    let form = Form::new()
        .text("name", name.to_owned())
        .text("description", "A university.")
        .text("instagramData[url]", "quad.test")
        .text("emailDomains", domain.to_owned())
        .part("logo", Part::bytes(png_with_alpha(64, 64)).file_name("l.png").mime_str("image/png").unwrap());
    let response =
        app.client.post(app.url("/api/v1/universities")).bearer_auth(admin).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), 201);
    json(response).await["data"].clone()
}

/// Uploads a submission photo; answers its URL. `shade` makes the image differ.
async fn photo(app: &TestApp, token: &str, shade: u32) -> String {
    let form = Form::new()
        .part("file", Part::bytes(jpeg(640 + shade, 640)).file_name("p.jpg").mime_str("image/jpeg").unwrap());
    let response = app
        .client
        .post(app.url("/api/v1/upload?uploadType=submission"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    json(response).await["fileUrl"].as_str().unwrap().to_owned()
}

fn body(university: &Value, photos: &[String]) -> Value {
    json!({
        "universityId": university["id"],
        "caption": "Sunset over the Diag #goblue",
        "credit": "name",
        "photos": photos,
        "consent": {"quad": true, "instagram": true, "peopleAgreed": true},
    })
}

async fn send(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.client.post(app.url("/api/v1/submissions")).bearer_auth(token).json(body).send().await.unwrap()
}

pub(crate) async fn decide(app: &TestApp, token: &str, id: &str, body: Value) -> reqwest::Response {
    let url = app.url(&format!("/api/v1/review/submissions/{id}/decision"));
    app.client.post(url).bearer_auth(token).json(&body).send().await.unwrap()
}

/// A university, its manager, and a verified student with one pending submission.
pub(crate) struct World {
    pub(crate) app: TestApp,
    pub(crate) admin: String,
    pub(crate) manager: String,
    pub(crate) ada: String,
    pub(crate) michigan: Value,
    pub(crate) submission: Value,
}

pub(crate) async fn world() -> World {
    world_with(&[]).await
}

/// The world, on an app with extra configuration variables.
pub(crate) async fn world_with(vars: &[(&str, &str)]) -> World {
    let app = crate::helpers::spawn_app_with(vars).await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university(&app, &admin, "University of Michigan", "umich.edu").await;
    let manager = app.signed_in("manny", "manager").await;
    app.assign("manny", michigan["id"].as_str().unwrap()).await;
    let ada = app.signed_in("ada", "user").await;
    let photos = vec![photo(&app, &ada, 0).await, photo(&app, &ada, 1).await];
    let sent = send(&app, &ada, &body(&michigan, &photos)).await;
    assert_eq!(sent.status(), 201);
    let submission = json(sent).await["data"].clone();
    World { app, admin, manager, ada, michigan, submission }
}

#[tokio::test]
async fn a_verified_student_submits_photos_that_wait_for_review_with_their_credit_and_consent() {
    let World { app, ada, submission, .. } = world().await;

    assert_eq!(submission["status"], "pending");
    assert_eq!(submission["version"], 1);
    assert_eq!(submission["credit"], json!({"kind": "name", "text": "Ada L."}));
    assert_eq!(submission["consentInstagram"], true);
    assert_eq!(submission["photos"].as_array().unwrap().len(), 2);
    assert!(submission["photos"][0]["thumbnailUrl"].as_str().unwrap().contains(".thumb."));
    assert_eq!(submission["photos"][0]["width"], 640);
    let consent = app
        .count("SELECT count(*) FROM submissions WHERE consent_quad_at IS NOT NULL AND people_agreed_at IS NOT NULL")
        .await;
    assert_eq!(consent, 1, "consent is recorded with its time");

    let mine = json(app.get_as("/api/v1/submissions/mine", &ada).await).await;
    assert_eq!(mine["total"], 1);
    assert_eq!(mine["data"][0]["id"], submission["id"]);
}

#[tokio::test]
async fn only_verified_students_of_the_university_submit_and_are_told_how_to_verify() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university(&app, &admin, "University of Michigan", "umich.edu").await;
    let gmail = app.signed_in_as("gus", "gus@gmail.com", "user").await;
    let photos = vec![photo(&app, &gmail, 0).await];

    let refused = send(&app, &gmail, &body(&michigan, &photos)).await;

    assert_eq!(refused.status(), 403);
    let message = json(refused).await["error"].as_str().unwrap().to_owned();
    assert!(message.starts_with("Only verified students of University of Michigan can submit content there."));
    assert!(message.contains("umich.edu"));
    assert_eq!(app.count("SELECT count(*) FROM submissions").await, 0);
}

#[tokio::test]
async fn every_rule_answers_its_message_and_writes_nothing() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university(&app, &admin, "University of Michigan", "umich.edu").await;
    let ada = app.signed_in("ada", "user").await;
    let bob = app.signed_in("bob", "user").await;
    let mine = photo(&app, &ada, 0).await;
    let bobs = photo(&app, &bob, 1).await;
    let eleven: Vec<String> = vec![mine.clone(); 11];

    let cases: Vec<(Value, &str, &str)> = vec![
        (json!({"photos": []}), "photos", "Please add at least one photo"),
        (json!({"photos": eleven}), "photos", "You can add at most 10 photos"),
        (json!({"photos": [mine, mine]}), "photos", "Each photo can be added once"),
        (json!({"photos": [bobs]}), "photos", "Photos must be ones you uploaded for this submission"),
        (json!({"caption": "  "}), "caption", "Please enter a caption"),
        (json!({"caption": "#a ".repeat(31)}), "caption", "Instagram allows at most 30 hashtags in a caption"),
        (
            json!({"credit": "instagram"}),
            "credit",
            "Add your Instagram handle to your roommate profile to be credited by it, or choose your name",
        ),
        (
            json!({"consent": {"quad": false, "instagram": false, "peopleAgreed": true}}),
            "consent",
            "Please agree to have it featured on your university's page on Quad",
        ),
        (
            json!({"consent": {"quad": true, "instagram": false, "peopleAgreed": false}}),
            "consent",
            "Please confirm that everyone identifiable in the photos agreed to be featured",
        ),
    ];
    for (change, field, message) in cases {
        let mut sent = body(&michigan, std::slice::from_ref(&mine));
        for (key, value) in change.as_object().unwrap() {
            sent[key] = value.clone();
        }
        let response = send(&app, &ada, &sent).await;
        assert_eq!(response.status(), 400, "{field}: {message}");
        assert_eq!(json(response).await["fields"][field], message);
    }
    let unknown = send(&app, &ada, &json!({"universityId": "x", "caption": 1})).await;
    assert_eq!(unknown.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM submissions").await, 0);
}

#[tokio::test]
async fn a_student_has_at_most_five_waiting_and_ten_a_day() {
    let World { app, ada, michigan, .. } = world().await;
    let one = vec![photo(&app, &ada, 2).await];
    for _ in 0..4 {
        assert_eq!(send(&app, &ada, &body(&michigan, &one)).await.status(), 201);
    }

    let sixth = send(&app, &ada, &body(&michigan, &one)).await;
    assert_eq!(sixth.status(), 429);
    assert_eq!(
        json(sixth).await["error"],
        "You have 5 submissions waiting for review. You can send more once they are decided."
    );
    // One sent back for changes frees a place; a new one takes it; the revision then waits too many.
    let sent_back: String =
        json(app.get_as("/api/v1/submissions/mine", &ada).await).await["data"][0]["id"].as_str().unwrap().to_owned();
    app.sql(&format!(
        "UPDATE submissions SET status = 'changes_requested', reason = 'Crop', version = 2 WHERE id = '{sent_back}'"
    ))
    .await;
    assert_eq!(send(&app, &ada, &body(&michigan, &one)).await.status(), 201);
    let mut revision = body(&michigan, &one);
    revision["version"] = json!(2);
    let url = app.url(&format!("/api/v1/submissions/{sent_back}"));
    let revised = app.client.put(&url).bearer_auth(&ada).json(&revision).send().await.unwrap();
    assert_eq!(revised.status(), 429, "a revision waits for review again, so it counts");
    app.sql(&format!("DELETE FROM submissions WHERE id = '{sent_back}'")).await;

    app.sql("UPDATE submissions SET status = 'rejected', reason = 'No'").await;
    for _ in 0..5 {
        assert_eq!(send(&app, &ada, &body(&michigan, &one)).await.status(), 201);
    }
    app.sql("UPDATE submissions SET status = 'rejected', reason = 'No'").await;
    let eleventh = send(&app, &ada, &body(&michigan, &one)).await;
    assert_eq!(eleventh.status(), 429);
    assert_eq!(json(eleventh).await["error"], "You can submit at most 10 times a day. Please try again tomorrow.");
    assert_eq!(app.count("SELECT count(*) FROM submissions").await, 10);
}

#[tokio::test]
async fn a_manager_approves_with_an_edited_caption_on_the_version_seen_and_the_creator_is_told() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();

    let queue = json(app.get_as("/api/v1/review/submissions", &manager).await).await;
    assert_eq!(queue["data"][0]["id"], id);
    assert_eq!(queue["counts"]["pending"], 1);
    let stale = decide(&app, &manager, id, json!({"version": 0, "decision": "approve"})).await;
    assert_eq!(stale.status(), 409);
    assert_eq!(json(stale).await["error"], "This submission was changed after you opened it. Review the new version.");

    let approved = decide(
        &app,
        &manager,
        id,
        json!({"version": 1, "decision": "approve", "caption": "Sunset over the Diag #goblue #umich"}),
    )
    .await;
    assert_eq!(approved.status(), 200);
    let approved = json(approved).await["data"].clone();
    assert_eq!(approved["status"], "approved");
    assert_eq!(approved["caption"], "Sunset over the Diag #goblue #umich");
    assert_eq!(approved["submittedCaption"], "Sunset over the Diag #goblue");
    assert_eq!(approved["version"], 2);
    let again = decide(&app, &manager, id, json!({"version": 2, "decision": "reject", "reason": "No"})).await;
    assert_eq!(again.status(), 409, "only pending submissions are decided");

    let audited = app.count("SELECT count(*) FROM audit_log WHERE action = 'submission.approved'").await;
    assert_eq!(audited, 1);
    let notifications = json(app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(notifications["data"][0]["title"], "Your post is featured on University of Michigan's page");
    assert!(notifications["data"][0]["body"].as_str().unwrap().contains("#umich"));
    assert!(app.outbox().await.iter().any(|m| m.contains("To: ada@umich.edu") && m.contains("featured")));

    let page =
        json(app.get(&format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap())).await).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["data"][0]["credit"], "Ada L.");
    assert_eq!(page["data"][0]["liked"], false);
    let landing = json(app.get("/api/v1/featured?pageSize=4").await).await;
    assert_eq!(landing["data"][0]["id"], id);
}

#[tokio::test]
async fn reviewers_act_only_at_their_universities_and_never_on_their_own() {
    let World { app, admin, ada, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    let mit = university(&app, &admin, "MIT", "mit.edu").await;
    let elsewhere = app.signed_in("otto", "manager").await;
    app.assign("otto", mit["id"].as_str().unwrap()).await;

    let not_yours = decide(&app, &elsewhere, id, json!({"version": 1, "decision": "approve"})).await;
    assert_eq!(not_yours.status(), 403);
    assert_eq!(json(app.get_as("/api/v1/review/submissions", &elsewhere).await).await["total"], 0);
    assert_eq!(app.get_as("/api/v1/review/submissions", &ada).await.status(), 403);
    assert_eq!(decide(&app, &ada, id, json!({"version": 1, "decision": "approve"})).await.status(), 403);
    let moderator = app.signed_in("moderator1", "moderator").await;
    assert_eq!(json(app.get_as("/api/v1/review/submissions", &moderator).await).await["total"], 1);
    assert_eq!(app.count("SELECT count(*) FROM submissions WHERE status = 'pending'").await, 1);
}

#[tokio::test]
async fn a_rejection_needs_a_reason_and_changes_asked_for_are_revised_on_the_version_seen() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();

    let blank = decide(&app, &manager, id, json!({"version": 1, "decision": "reject", "reason": " "})).await;
    assert_eq!(blank.status(), 400);
    assert_eq!(json(blank).await["fields"]["reason"], "Please provide a reason for rejection");

    let sent_back = decide(
        &app,
        &manager,
        id,
        json!({"version": 1, "decision": "request_changes", "reason": "Crop the stranger out"}),
    )
    .await;
    assert_eq!(sent_back.status(), 200);
    assert_eq!(json(sent_back).await["data"]["status"], "changes_requested");
    let notifications = json(app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(notifications["data"][0]["title"], "Your post needs changes");

    let photos = vec![photo(&app, &ada, 5).await];
    let mut revision = body(&michigan, &photos);
    revision["version"] = json!(2);
    let url = app.url(&format!("/api/v1/submissions/{id}"));
    let revised = app.client.put(&url).bearer_auth(&ada).json(&revision).send().await.unwrap();
    assert_eq!(revised.status(), 200);
    let revised = json(revised).await["data"].clone();
    assert_eq!((revised["status"].as_str(), revised["version"].as_i64()), (Some("pending"), Some(3)));
    let stale = app.client.put(&url).bearer_auth(&ada).json(&revision).send().await.unwrap();
    assert_eq!(stale.status(), 409);
}

#[tokio::test]
async fn flagged_words_and_an_image_identical_to_a_rejected_one_are_flagged() {
    let World { app, admin, manager, ada, michigan, submission } = world().await;
    let student_adds = app
        .client
        .post(app.url("/api/v1/admin/flagged-words"))
        .bearer_auth(&ada)
        .json(&json!({"word": "party"}))
        .send()
        .await
        .unwrap();
    assert_eq!(student_adds.status(), 403);
    let added = app
        .client
        .post(app.url("/api/v1/admin/flagged-words"))
        .bearer_auth(&admin)
        .json(&json!({"word": " Party "}))
        .send()
        .await
        .unwrap();
    assert_eq!(json(added).await["data"]["words"], json!(["party"]));
    let rejected = decide(
        &app,
        &manager,
        submission["id"].as_str().unwrap(),
        json!({"version": 1, "decision": "reject", "reason": "Not yours"}),
    )
    .await;
    assert_eq!(rejected.status(), 200);
    // Withdrawing the rejected one takes its photos off Quad, not its fingerprints.
    let withdraw = app.url(&format!("/api/v1/submissions/{}/withdraw", submission["id"].as_str().unwrap()));
    assert_eq!(app.client.post(withdraw).bearer_auth(&ada).send().await.unwrap().status(), 200);
    let listed = app.get_as("/api/v1/review/submissions?status=withdrawn", &manager).await;
    assert_eq!(listed.status(), 400, "withdrawn submissions are no reviewer's to see");

    let same = vec![photo(&app, &ada, 0).await];
    let mut again = body(&michigan, &same);
    again["caption"] = json!("PARTY at the Diag");
    let flagged = json(send(&app, &ada, &again).await).await["data"].clone();

    assert_eq!(flagged["flags"], json!(["word:party", "same-image"]));
    assert_eq!(flagged["status"], "pending", "a flag never rejects by itself");
}

#[tokio::test]
async fn students_of_the_university_like_a_featured_post_once() {
    let World { app, admin, manager, ada, michigan, submission } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    let bob = app.signed_in("bob", "user").await;
    university(&app, &admin, "MIT", "mit.edu").await;
    let carol = app.signed_in_as("carol", "carol@mit.edu", "user").await;
    let like = |token: String| {
        let url = app.url(&format!("/api/v1/featured/{id}/like"));
        let client = app.client.clone();
        async move { client.put(url).bearer_auth(token).send().await.unwrap() }
    };

    let liked = json(like(bob.clone()).await).await["data"].clone();
    assert_eq!((liked["likes"].as_i64(), liked["liked"].as_bool()), (Some(1), Some(true)));
    assert_eq!(json(like(bob.clone()).await).await["data"]["likes"], 1, "one like each");
    let outsider = like(carol).await;
    assert_eq!(outsider.status(), 403);
    assert_eq!(json(outsider).await["error"], "Only students of University of Michigan can like its posts");

    let path = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    assert_eq!(json(app.get_as(&path, &bob).await).await["data"][0]["liked"], true);
    let unliked =
        app.client.delete(app.url(&format!("/api/v1/featured/{id}/like"))).bearer_auth(&bob).send().await.unwrap();
    assert_eq!(json(unliked).await["data"]["likes"], 0);

    // A like goes with its giver's account, and the count with it.
    assert_eq!(json(like(bob.clone()).await).await["data"]["likes"], 1);
    assert_eq!(app.delete_account(&bob).await.status(), 200);
    assert_eq!(json(app.get(&path).await).await["data"][0]["likes"], 0);
    // Once it is withdrawn, nobody can like it.
    let ada_withdraws = app.url(&format!("/api/v1/submissions/{id}/withdraw"));
    assert_eq!(app.client.post(ada_withdraws).bearer_auth(&ada).send().await.unwrap().status(), 200);
    let dave = app.signed_in("dave", "user").await;
    assert_eq!(like(dave).await.status(), 404);
}

#[tokio::test]
async fn only_a_like_that_changes_the_count_moves_the_cached_grids_on() {
    let World { app, manager, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    let dan = app.signed_in("dan", "user").await;
    let path = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    let shown = || async { json(app.get(&path).await).await["data"][0]["likes"].as_i64().unwrap() };
    // Once the grid is served from memory, a count written straight to the table (which notifies
    // nobody) does not show.
    let mut cached = false;
    for _ in 0..50 {
        let before = shown().await;
        app.sql("UPDATE submissions SET likes = likes + 1").await;
        if shown().await == before {
            cached = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(cached, "the grid is cached");
    let before = shown().await;
    let like = app.url(&format!("/api/v1/featured/{id}/like"));

    // Taking back a like never given changes nothing, and leaves the cache as it is.
    assert_eq!(app.client.delete(like.clone()).bearer_auth(&dan).send().await.unwrap().status(), 200);
    assert_eq!(shown().await, before, "a no-op unlike does not empty the cache");
    // A like that counts moves it on at once.
    let liked = json(app.client.put(like).bearer_auth(&dan).send().await.unwrap()).await["data"]["likes"].clone();
    assert_eq!(shown().await, liked.as_i64().unwrap());
    assert!(liked.as_i64().unwrap() > before + 1, "the table's count, and Dan's like");
}

/// Records the submission as published on its university's Instagram, as the worker would.
async fn published(app: &TestApp, submission: &str) {
    let post = uuid::Uuid::new_v4();
    app.sql(&format!(
        "INSERT INTO instagram_posts (id, university_id, image_url, image_key, thumbnail_key, letterboxed, caption, \
           status, scheduled_time, next_attempt_at, posted_time, permalink) \
         SELECT '{post}', university_id, 'u', '', '', false, caption, 'posted', now(), now(), now(), \
           'https://instagram.test/p/abc' FROM submissions WHERE id = '{submission}'; \
         UPDATE submissions SET instagram_post_id = '{post}' WHERE id = '{submission}'"
    ))
    .await;
}

/// Connects an Instagram account to the university (as a manager's tested save would).
async fn connect_account(app: &TestApp, university: &Value) {
    app.sql(&format!(
        "INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext) \
         VALUES ('{}', '{}', '1784', 'umich', '\\x00')",
        uuid::Uuid::new_v4(),
        university["id"].as_str().unwrap()
    ))
    .await;
}

async fn queue(app: &TestApp, manager: &str, submission: &str) -> reqwest::Response {
    let url = app.url(&format!("/api/v1/manager/submissions/{submission}/queue"));
    app.client.post(url).bearer_auth(manager).json(&json!({})).send().await.unwrap()
}

#[tokio::test]
async fn a_manager_queues_an_approved_submission_with_consent_once_as_a_carousel_with_the_credit() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    connect_account(&app, &michigan).await;
    let early = queue(&app, &manager, id).await;
    assert_eq!(early.status(), 409, "only approved submissions are queued");
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    assert_eq!(queue(&app, &ada, id).await.status(), 403);

    let queued = queue(&app, &manager, id).await;
    assert_eq!(queued.status(), 201);
    let post = json(queued).await["data"].clone();
    assert_eq!(post["caption"], "Sunset over the Diag #goblue\n\n📸 Ada L.");
    let carousel = app.count("SELECT jsonb_array_length(carousel)::bigint AS count FROM instagram_posts").await;
    assert_eq!(carousel, 2, "two photos go out as a carousel");
    assert_eq!(queue(&app, &manager, id).await.status(), 409, "queued once");
    let mine = json(app.get_as("/api/v1/submissions/mine", &ada).await).await;
    assert_eq!(mine["data"][0]["instagram"]["status"], "queued");
    assert!(mine["data"][0]["instagram"]["scheduledTime"].is_string(), "the creator sees the estimated time");

    let photos = vec![photo(&app, &ada, 3).await];
    let mut private = body(&michigan, &photos);
    private["consent"]["instagram"] = json!(false);
    let private = json(send(&app, &ada, &private).await).await["data"]["id"].as_str().unwrap().to_owned();
    decide(&app, &manager, &private, json!({"version": 1, "decision": "approve"})).await;
    assert_eq!(queue(&app, &manager, &private).await.status(), 409, "no Instagram without consent");
}

#[tokio::test]
async fn withdrawing_takes_it_off_quad_cancels_its_queued_post_or_opens_a_takedown() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    published(&app, id).await;
    let withdraw = |id: String| {
        let url = app.url(&format!("/api/v1/submissions/{id}/withdraw"));
        let (client, token) = (app.client.clone(), ada.clone());
        async move { client.post(url).bearer_auth(token).send().await.unwrap() }
    };

    let withdrawn = json(withdraw(id.to_owned()).await).await["data"].clone();
    assert_eq!(withdrawn["takedownOpened"], true);
    assert_eq!(withdrawn["submission"]["status"], "withdrawn");
    let path = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    assert_eq!(json(app.get(&path).await).await["total"], 0, "off Quad at once");
    assert_eq!(withdraw(id.to_owned()).await.status(), 409);

    let tasks = json(app.get_as("/api/v1/review/takedowns", &manager).await).await["data"].clone();
    assert_eq!(tasks[0]["permalink"], "https://instagram.test/p/abc");
    let task = tasks[0]["id"].as_str().unwrap();
    let manager_notified = json(app.get_as("/api/v1/notifications", &manager).await).await;
    assert_eq!(manager_notified["data"][0]["kind"], "takedownRequested");
    let done_url = app.url(&format!("/api/v1/review/takedowns/{task}/done"));
    assert_eq!(app.client.post(&done_url).bearer_auth(&ada).send().await.unwrap().status(), 403);
    let moderator = app.signed_in("morgan", "moderator").await;
    let listed = app.get_as("/api/v1/review/takedowns", &moderator).await;
    assert_eq!(listed.status(), 403, "takedowns are done in the account, which managers run");
    assert_eq!(json(listed).await["error"], "Only managers and admins take posts off Instagram");
    assert_eq!(app.client.post(&done_url).bearer_auth(&moderator).send().await.unwrap().status(), 403);
    assert_eq!(app.client.post(&done_url).bearer_auth(&manager).send().await.unwrap().status(), 200);
    assert_eq!(app.client.post(&done_url).bearer_auth(&manager).send().await.unwrap().status(), 409);
    let mine = json(app.get_as("/api/v1/submissions/mine", &ada).await).await;
    assert!(mine["data"][0]["takedown"]["doneAt"].is_string(), "the creator sees the task's state");

    let photos = vec![photo(&app, &ada, 7).await];
    let queued =
        json(send(&app, &ada, &body(&michigan, &photos)).await).await["data"]["id"].as_str().unwrap().to_owned();
    decide(&app, &manager, &queued, json!({"version": 1, "decision": "approve"})).await;
    connect_account(&app, &michigan).await;
    assert_eq!(queue(&app, &manager, &queued).await.status(), 201);
    let cancelled = json(withdraw(queued).await).await["data"].clone();
    assert_eq!(
        (cancelled["cancelledPost"].as_bool(), cancelled["takedownOpened"].as_bool()),
        (Some(true), Some(false))
    );
    assert_eq!(app.count("SELECT count(*) FROM instagram_posts WHERE status = 'queued'").await, 0);
    let kept = app.count("SELECT count(*) FROM media_uploads WHERE kind = 'submission'").await;
    assert_eq!(kept, 0, "a withdrawn submission's photos leave Quad at once");
    for url in &photos {
        let path = url.split_once("/media/").map(|(_, key)| format!("/media/{key}")).unwrap();
        assert_eq!(app.get(&path).await.status(), 404, "{url} is no longer served");
    }
}

#[tokio::test]
async fn the_export_lists_each_post_and_deleting_the_account_leaves_the_takedown_owed() {
    let World { app, manager, ada, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;

    let export = json(app.get_as("/api/v1/auth/export-data", &ada).await).await;
    let post = &export["data"]["posts"][0];
    assert_eq!(post["content"], "Sunset over the Diag #goblue");
    assert_eq!(post["university"]["name"], "University of Michigan");
    assert_eq!(post["likes"], 0);
    assert_eq!(post["status"], "approved");
    assert_eq!(post["consent"]["instagram"], true);
    assert_eq!(post["images"].as_array().unwrap().len(), 2);
    assert_eq!(export["data"]["postDraft"], Value::Null);

    let liked = app.url(&format!("/api/v1/featured/{id}/like"));
    assert_eq!(app.client.put(liked).bearer_auth(&ada).send().await.unwrap().status(), 200);
    let draft = json!({"universityId": null, "caption": "Next one", "credit": "name", "photos": [],
                       "consentInstagram": false});
    app.client.put(app.url("/api/v1/submission-draft")).bearer_auth(&ada).json(&draft).send().await.unwrap();
    let export = json(app.get_as("/api/v1/auth/export-data", &ada).await).await;
    assert_eq!(export["data"]["likedPosts"][0]["postId"], id);
    assert_eq!(export["data"]["postDraft"]["caption"], "Next one");

    published(&app, id).await;
    assert_eq!(app.delete_account(&ada).await.status(), 200);
    assert_eq!(app.count("SELECT count(*) FROM submissions").await, 0);
    let owed = json(app.get_as("/api/v1/review/takedowns", &manager).await).await["data"].clone();
    assert_eq!(owed.as_array().unwrap().len(), 1, "the takedown outlives the account");
    assert_eq!(owed[0]["submission"], Value::Null);
    assert_eq!(owed[0]["caption"], "Sunset over the Diag #goblue");
    assert_eq!(owed[0]["permalink"], "https://instagram.test/p/abc");
    assert_eq!(owed[0]["university"]["name"], "University of Michigan");
}

#[tokio::test]
async fn a_withdrawn_submissions_failed_post_is_not_retried() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    connect_account(&app, &michigan).await;
    let post = json(queue(&app, &manager, id).await).await["data"]["id"].as_str().unwrap().to_owned();
    // A worker asked Instagram to publish it and could not confirm: the post may be out.
    app.sql(&format!("UPDATE instagram_posts SET publish_requested_at = now() WHERE id = '{post}'")).await;
    let withdraw = app.url(&format!("/api/v1/submissions/{id}/withdraw"));
    let withdrawn = json(app.client.post(withdraw).bearer_auth(&ada).send().await.unwrap()).await;
    assert_eq!(withdrawn["data"]["takedownOpened"], true);
    app.sql(&format!("UPDATE instagram_posts SET status = 'failed', error_message = 'x' WHERE id = '{post}'")).await;

    let retry = app.url(&format!("/api/v1/manager/posts/{post}/retry"));
    let refused = app.client.post(retry).bearer_auth(&manager).send().await.unwrap();

    assert_eq!(refused.status(), 400);
    assert_eq!(json(refused).await["error"], "The creator withdrew this submission, so it cannot be published");
    assert_eq!(app.count("SELECT count(*) FROM instagram_posts WHERE status = 'queued'").await, 0);
}

#[tokio::test]
async fn the_draft_keeps_photos_and_words_until_it_is_submitted() {
    let World { app, ada, michigan, .. } = world().await;
    let photos = vec![photo(&app, &ada, 9).await];
    let draft = json!({
        "universityId": michigan["id"], "caption": "Half writ", "credit": "name", "photos": photos,
        "consentInstagram": true,
    });
    let saved =
        app.client.put(app.url("/api/v1/submission-draft")).bearer_auth(&ada).json(&draft).send().await.unwrap();
    assert_eq!(saved.status(), 200);

    let kept = json(app.get_as("/api/v1/submission-draft", &ada).await).await["data"].clone();
    assert_eq!(kept["caption"], "Half writ");
    assert_eq!(kept["photos"][0]["url"], photos[0].as_str());

    assert_eq!(send(&app, &ada, &body(&michigan, &photos)).await.status(), 201);
    assert_eq!(app.get_as("/api/v1/submission-draft", &ada).await.status(), 404);
}

#[tokio::test]
async fn a_featured_post_is_saved_once_and_leaves_the_saved_list_when_withdrawn() {
    let World { app, manager, ada, michigan, submission, .. } = world().await;
    let id = submission["id"].as_str().unwrap();
    let gus = app.signed_in_as("gus", "gus@gmail.com", "user").await;
    let url = app.url(&format!("/api/v1/saved/posts/{id}"));
    let early = app.client.put(&url).bearer_auth(&gus).send().await.unwrap();
    assert_eq!(early.status(), 404, "only featured posts are saved");
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;

    for _ in 0..2 {
        let saved = app.client.put(&url).bearer_auth(&gus).send().await.unwrap();
        assert_eq!(json(saved).await["data"]["saved"], true);
    }
    let list = json(app.get_as("/api/v1/saved/posts", &gus).await).await;
    assert_eq!(list["total"], 1, "saved once");
    assert_eq!(list["data"][0]["id"], id);
    assert_eq!(list["data"][0]["saved"], true);
    assert!(list["data"][0]["savedAt"].is_string());
    let grid = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    assert_eq!(json(app.get_as(&grid, &gus).await).await["data"][0]["saved"], true);
    assert_eq!(json(app.get_as(&grid, &ada).await).await["data"][0]["saved"], false);
    assert_eq!(json(app.get(&grid).await).await["data"][0]["saved"], false);
    let export = json(app.get_as("/api/v1/auth/export-data", &gus).await).await;
    assert_eq!(export["data"]["savedPosts"][0]["postId"], id);

    let withdraw = app.url(&format!("/api/v1/submissions/{id}/withdraw"));
    assert_eq!(app.client.post(withdraw).bearer_auth(&ada).send().await.unwrap().status(), 200);
    assert_eq!(json(app.get_as("/api/v1/saved/posts", &gus).await).await["total"], 0);
    let unsaved = app.client.delete(&url).bearer_auth(&gus).send().await.unwrap();
    assert_eq!(json(unsaved).await["data"]["saved"], false);
    assert_eq!(app.count("SELECT count(*) FROM saved_items").await, 0);
    assert_eq!(app.client.put(&url).send().await.unwrap().status(), 401);
}

/// The captions of the landing page's Recently Featured, as `app` answers them.
async fn featured_captions(app: &TestApp) -> Vec<String> {
    let page = json(app.get("/api/v1/featured").await).await;
    page["data"].as_array().unwrap().iter().map(|post| post["caption"].as_str().unwrap().to_owned()).collect()
}

/// Whether `app`'s featured grid comes to match `wanted` within three seconds (well within the
/// cache's ten: a change notice, not the time to live, brought it).
async fn soon(app: &TestApp, wanted: impl Fn(&[String]) -> bool) -> bool {
    for _ in 0..30 {
        if wanted(&featured_captions(app).await) {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn the_featured_grids_are_served_from_memory_and_approval_and_withdrawal_reach_every_instance() {
    let World { app, manager, ada, submission, .. } = world().await;
    let second = app.another_instance().await;
    let id = submission["id"].as_str().unwrap();
    assert!(soon(&second, |captions| captions.is_empty()).await);

    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    assert!(soon(&second, |captions| captions == ["Sunset over the Diag #goblue"]).await, "approval reaches both");

    // With the change notices switched off, an edit made in psql is not seen by the second
    // instance, which answers from memory.
    app.sql("ALTER TABLE submissions DISABLE TRIGGER submissions_featured_changed").await;
    app.sql(&format!("UPDATE submissions SET caption = 'Quietly edited' WHERE id = '{id}'")).await;
    assert_eq!(featured_captions(&second).await, ["Sunset over the Diag #goblue"], "served from memory");
    app.sql("ALTER TABLE submissions ENABLE TRIGGER submissions_featured_changed").await;

    let withdraw = app.url(&format!("/api/v1/submissions/{id}/withdraw"));
    assert_eq!(app.client.post(withdraw).bearer_auth(&ada).send().await.unwrap().status(), 200);
    assert!(soon(&second, |captions| captions.is_empty()).await, "a withdrawal leaves every instance at once");
    assert!(soon(&app, |captions| captions.is_empty()).await);
}
