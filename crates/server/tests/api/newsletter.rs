use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;
use serde_json::json;

use crate::helpers::{TestApp, json, spawn_app, spawn_app_without_database};

#[derive(QueryableByName)]
struct Subscriber {
    #[diesel(sql_type = Text)]
    email: String,
}

async fn subscribers(app: &TestApp) -> Vec<String> {
    let mut db = app.db().await;
    let rows: Vec<Subscriber> =
        diesel::sql_query("SELECT email FROM newsletter_subscribers ORDER BY email").load(&mut db).await.unwrap();
    rows.into_iter().map(|r| r.email).collect()
}

async fn confirmed(app: &TestApp) -> i64 {
    app.count("SELECT count(*) FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL").await
}

#[tokio::test]
async fn an_address_is_subscribed_only_once_its_owner_confirms_and_every_answer_is_the_same() {
    let app = spawn_app().await;

    let first = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "Ada@UMich.edu"})).await;
    assert_eq!(first.status(), 202);
    let first = json(first).await;
    assert_eq!(first, json!({"success": true, "message": "Check your inbox to confirm your subscription."}));
    assert_eq!(subscribers(&app).await, ["ada@umich.edu"]);
    assert_eq!(confirmed(&app).await, 0, "nobody is subscribed by someone else typing their address");
    let link = app.outbox().await.into_iter().find_map(|mail| {
        let start = mail.find("http://quad.test/newsletter/confirm/")? + "http://quad.test/newsletter/confirm/".len();
        Some(mail[start..].chars().take_while(char::is_ascii_hexdigit).collect::<String>())
    });
    let link = link.expect("a confirmation link in the outbox");

    let confirm = app.client.post(app.url(&format!("/api/v1/newsletter/confirm/{link}"))).send().await.unwrap();
    let again = app.client.post(app.url(&format!("/api/v1/newsletter/confirm/{link}"))).send().await.unwrap();

    assert_eq!(confirm.status(), 200);
    assert_eq!(json(confirm).await["message"], "ada@umich.edu is subscribed to Quad's newsletter.");
    assert_eq!(again.status(), 400, "a link works once");
    assert_eq!(confirmed(&app).await, 1);
    // Subscribing a subscribed address answers the same and sends nothing.
    let mails_before = app.outbox().await.len();
    let repeat = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;
    assert_eq!(repeat.status(), 202);
    assert_eq!(json(repeat).await, first);
    assert_eq!(app.outbox().await.len(), mails_before);
}

#[tokio::test]
async fn a_stranger_cannot_flood_a_mailbox_with_confirmation_links() {
    let app = spawn_app().await;

    for _ in 0..5 {
        let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;
        assert_eq!(response.status(), 202);
    }

    assert_eq!(app.outbox().await.len(), 3, "at most three confirmation mails an hour to one address");
}

#[tokio::test]
async fn an_invalid_address_is_refused_with_the_spec_message_and_nothing_is_stored() {
    let app = spawn_app().await;

    for bad in ["", "ada", "ada@umich", "a b@umich.edu"] {
        let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": bad})).await;

        assert_eq!(response.status(), 400, "{bad}");
        let body = json(response).await;
        assert_eq!(body["error"], "Please enter a valid email address");
        assert_eq!(body["fields"]["email"], "Please enter a valid email address");
    }
    assert!(subscribers(&app).await.is_empty());
}

#[tokio::test]
async fn a_body_that_is_not_the_expected_json_is_a_400_envelope() {
    let app = spawn_app().await;

    let missing_field = app.post_json("/api/v1/newsletter/subscriptions", &json!({"mail": "a@b.co"})).await;
    let not_json = app
        .client
        .post(app.url("/api/v1/newsletter/subscriptions"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();

    for response in [missing_field, not_json] {
        assert_eq!(response.status(), 400);
        let body = json(response).await;
        assert_eq!(body["success"], false);
        assert!(body["error"].as_str().unwrap().starts_with("The request body is not valid"), "{body}");
    }
}

#[tokio::test]
async fn an_oversized_body_is_refused_with_413() {
    let app = spawn_app().await;
    let huge = "a".repeat(300 * 1024);

    let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": huge})).await;

    assert_eq!(response.status(), 413);
    assert_eq!(json(response).await["success"], false);
}

#[tokio::test]
async fn a_server_failure_answers_a_generic_message_with_the_request_id() {
    let app = spawn_app_without_database().await;

    let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;

    assert_eq!(response.status(), 500);
    let request_id = response.headers()["x-request-id"].to_str().unwrap().to_owned();
    let body = json(response).await;
    assert_eq!(body["error"], "Something went wrong on our side. Please try again.");
    assert_eq!(body["requestId"], request_id.as_str());
    assert!(!body.to_string().contains("postgres"), "no internals leak: {body}");
}
