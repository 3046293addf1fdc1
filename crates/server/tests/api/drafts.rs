//! The profile wizard's draft over HTTP: kept per account on the server, read back after a
//! reload, exported, deleted on submit and with the account, and its photos kept while it lives.

use chrono::{Duration, Utc};
use quad_application::{media::ports::UploadRepository, profiles::ports::ProfileDraftRepository};
use quad_persistence::{PgProfileDraftRepository, PgUploadRepository, build_pool};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json, spawn_app},
    profiles::{photo, profile, submit, university_named},
};

async fn put_draft(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.client.put(app.url("/api/v1/profile/draft")).bearer_auth(token).json(body).send().await.unwrap()
}

/// Half the wizard: a university and a photo chosen, on step 3, a bio begun.
fn step_three(university: &str, photo: &str) -> Value {
    json!({
        "step": 3,
        "university": university,
        "major": "",
        "graduationYear": null,
        "bio": "Night owl who",
        "profileImages": [photo],
        "roommatePreferences": {"lookingForRoommate": true, "sleepSchedule": "Night Owl"},
    })
}

#[tokio::test]
async fn a_draft_is_kept_per_account_read_back_exported_and_gone_after_submitting() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ada = app.signed_in("ada", "user").await;
    let bea = app.signed_in("bea", "user").await;
    let url = photo(&app, &ada).await;
    assert_eq!(app.get_as("/api/v1/profile/draft", &ada).await.status(), 404, "none yet");

    let saved = put_draft(&app, &ada, &step_three(&michigan, &url)).await;
    assert_eq!(saved.status(), 200);

    // A reload, or a new tab: the same draft, with the university's name.
    let draft = json(app.get_as("/api/v1/profile/draft", &ada).await).await["data"].clone();
    assert_eq!(draft["step"], 3);
    assert_eq!(draft["university"], michigan.as_str());
    assert_eq!(draft["universityName"], "University of Michigan");
    assert_eq!(draft["profileImages"], json!([url]));
    assert_eq!(draft["bio"], "Night owl who");
    assert_eq!(draft["major"], Value::Null);
    assert_eq!(draft["roommatePreferences"]["sleepSchedule"], "Night Owl");
    assert_eq!(app.get_as("/api/v1/profile/draft", &bea).await.status(), 404, "not another account's");
    let export = json(app.get_as("/api/v1/auth/export-data", &ada).await).await;
    assert_eq!(export["data"]["profileDraft"]["step"], 3);

    let submitted = submit(&app, &ada, &profile(&michigan, std::slice::from_ref(&url))).await;
    assert_eq!(submitted.status(), 200);
    assert_eq!(app.get_as("/api/v1/profile/draft", &ada).await.status(), 404, "the draft became the profile");
}

#[tokio::test]
async fn a_draft_with_someone_elses_photo_or_a_wrong_step_is_refused_and_nothing_is_kept() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ada = app.signed_in("ada", "user").await;
    let bea = app.signed_in("bea", "user").await;
    let beas_photo = photo(&app, &bea).await;
    let own = photo(&app, &ada).await;
    let cases = [
        (step_three(&michigan, &beas_photo), "profileImages"),
        (json!({"step": 0}), "step"),
        (json!({"step": 2, "university": "00000000-0000-0000-0000-000000000001"}), "university"),
        (json!({"step": 3, "major": "Alchemy"}), "major"),
        (json!({"step": 3, "bio": "x".repeat(501)}), "bio"),
        (json!({"step": 3, "graduationYear": 1899}), "graduationYear"),
    ];

    for (body, field) in cases {
        let response = put_draft(&app, &ada, &body).await;
        assert_eq!(response.status(), 400, "{field}");
        let error = json(response).await;
        assert!(error.to_string().contains(field), "{field}: {error}");
    }
    let not_a_number = put_draft(&app, &ada, &json!({"step": "three"})).await;
    assert_eq!(not_a_number.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM profile_drafts").await, 0);

    // Start over: the draft goes, and asking again is fine.
    assert_eq!(put_draft(&app, &ada, &step_three(&michigan, &own)).await.status(), 200);
    for _ in 0..2 {
        let discarded = app.client.delete(app.url("/api/v1/profile/draft")).bearer_auth(&ada).send().await.unwrap();
        assert_eq!(discarded.status(), 204);
    }
    assert_eq!(app.get_as("/api/v1/profile/draft", &ada).await.status(), 404);
}

#[tokio::test]
async fn a_drafts_photos_stay_while_it_lives_and_go_thirty_days_after_it_was_last_saved() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ada = app.signed_in("ada", "user").await;
    let kept = photo(&app, &ada).await;
    let dropped = photo(&app, &ada).await;
    assert_eq!(put_draft(&app, &ada, &step_three(&michigan, &kept)).await.status(), 200);
    let pool = build_pool(&app.database_url, 2).unwrap();
    let (uploads, drafts) = (PgUploadRepository::new(pool.clone()), PgProfileDraftRepository::new(pool));
    let profile_photos = "SELECT count(*) FROM media_uploads WHERE kind = 'profile'";

    // The sweep of unreferenced uploads, as if every upload were old enough.
    uploads.remove_unreferenced(Utc::now() + Duration::hours(1)).await.unwrap();
    assert_eq!(app.count(profile_photos).await, 1, "the draft's photo stays; the one it dropped goes");
    assert_eq!(app.count(&format!("SELECT count(*) FROM media_uploads WHERE url = '{dropped}'")).await, 0);

    // Abandoned: last saved 31 days ago.
    app.sql("UPDATE profile_drafts SET updated_at = now() - interval '31 days'").await;
    assert_eq!(drafts.discard_drafts_saved_before(Utc::now() - Duration::days(30)).await.unwrap(), 1);
    uploads.remove_unreferenced(Utc::now() + Duration::hours(1)).await.unwrap();
    assert_eq!(app.count(profile_photos).await, 0, "its photo went with it");
}

#[tokio::test]
async fn deleting_the_account_deletes_its_draft() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ada = app.signed_in("ada", "user").await;
    let url = photo(&app, &ada).await;
    assert_eq!(put_draft(&app, &ada, &step_three(&michigan, &url)).await.status(), 200);

    let deleted = app
        .client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&ada)
        .json(&json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), 200);
    assert_eq!(app.count("SELECT count(*) FROM profile_drafts").await, 0);
}
