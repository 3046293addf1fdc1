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

#[tokio::test]
async fn subscribing_stores_the_address_once() {
    let app = spawn_app().await;

    let first = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "Ada@UMich.edu"})).await;
    let second = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;

    assert_eq!(first.status(), 201);
    assert_eq!(json(first).await, json!({"success": true, "data": {"newlySubscribed": true}}));
    assert_eq!(second.status(), 200);
    assert_eq!(json(second).await["data"]["newlySubscribed"], false);
    assert_eq!(subscribers(&app).await, ["ada@umich.edu"]);
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
