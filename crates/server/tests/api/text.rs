//! Text PostgreSQL cannot store: a NUL character anywhere in a request is refused at the edge
//! with a 400 naming the field, and nothing is written (it used to reach the database and 500).

use reqwest::multipart::Form;
use serde_json::{Value, json};

use crate::helpers::{TestApp, json, spawn_app};

async fn assert_refused(response: reqwest::Response, field: &str) {
    assert_eq!(response.status(), 400, "{field}");
    let body: Value = json(response).await;
    let message = format!("{field} must not contain NUL characters");
    assert_eq!(body["error"], message.as_str(), "{body}");
    assert_eq!(body["fields"][field], message.as_str(), "{body}");
}

async fn nothing_written(app: &TestApp) {
    for table in ["users", "newsletter_subscribers", "university_requests", "attempt_counters", "roommate_profiles"] {
        let rows = app.count(&format!("SELECT count(*) FROM {table}")).await;
        let expected = if table == "users" { 1 } else { 0 };
        assert_eq!(rows, expected, "{table}");
    }
}

#[tokio::test]
async fn a_nul_in_a_json_body_is_refused_naming_the_field() {
    let app = spawn_app().await;
    let student = app.signed_in("ada", "user").await;
    app.sql("DELETE FROM attempt_counters").await;

    let register = app.register("grace", "grace\u{0}@umich.edu", "Tulip4Harbor").await;
    let login = app.login("ada@umich.edu\u{0}", "Tulip4Harbor").await;
    let newsletter = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "a\u{0}@umich.edu"})).await;
    let request = app
        .post_json("/api/v1/universities/requests", &json!({"universityName": "Reed\u{0}", "email": "kim@reed.edu"}))
        .await;
    let submit =
        |body: Value| app.client.post(app.url("/api/v1/profile/submit")).bearer_auth(&student).json(&body).send();
    let bio = submit(json!({"bio": "Night owl\u{0}"})).await.unwrap();
    let handle = submit(json!({"bio": "Hi", "socialMedia": {"instagram": "ada\u{0}"}})).await.unwrap();
    let photo = submit(json!({"profileImages": ["http://quad.test/media/a.jpg", "x\u{0}"]})).await.unwrap();

    assert_refused(register, "email").await;
    assert_refused(login, "email").await;
    assert_refused(newsletter, "email").await;
    assert_refused(request, "universityName").await;
    assert_refused(bio, "bio").await;
    assert_refused(handle, "socialMedia.instagram").await;
    assert_refused(photo, "profileImages[1]").await;
    nothing_written(&app).await;
}

#[tokio::test]
async fn a_nul_in_a_query_or_path_is_refused_naming_the_parameter() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;

    let search = app.get("/api/v1/universities?search=mich%00igan").await;
    let slug = app.get("/api/v1/universities/slug/umich%00").await;
    let users = app.get_as("/api/v1/admin/users?search=%00", &admin).await;
    let verify = app.get("/api/v1/auth/verify-email/ab%00cd").await;

    assert_refused(search, "search").await;
    assert_refused(slug, "slug").await;
    assert_refused(users, "search").await;
    assert_refused(verify, "verificationToken").await;
}

#[tokio::test]
async fn a_nul_in_a_multipart_text_field_is_refused_before_anything_is_stored() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let form = Form::new()
        .text("name", "University of Michigan")
        .text("description", "Go\u{0} Blue")
        .text("instagramData[url]", "umich")
        .part("logo", reqwest::multipart::Part::bytes(quad_storage::fixtures::jpeg(64, 64)).file_name("l.jpg"));

    let response =
        app.client.post(app.url("/api/v1/universities")).bearer_auth(&admin).multipart(form).send().await.unwrap();

    assert_refused(response, "description").await;
    assert_eq!(app.count("SELECT count(*) FROM universities").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 0);
}

#[tokio::test]
async fn a_nul_in_a_field_the_server_ignores_refuses_nothing() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let form = Form::new()
        .text("name", "University of Michigan")
        .text("description", "Go Blue")
        .text("instagramData[url]", "umich")
        .text("unknownField", "x\u{0}y")
        .part("logo", reqwest::multipart::Part::bytes(quad_storage::fixtures::jpeg(64, 64)).file_name("l.jpg"));

    let newsletter =
        app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu", "extra": "\u{0}"})).await;
    let university =
        app.client.post(app.url("/api/v1/universities")).bearer_auth(&admin).multipart(form).send().await.unwrap();

    assert_eq!(newsletter.status(), 202);
    assert_eq!(university.status(), 201);
}
