use crate::helpers::{json, spawn_app, spawn_app_without_database};

#[tokio::test]
async fn health_answers_200_when_the_database_is_up() {
    let app = spawn_app().await;

    let response = app.get("/api/v1/health").await;

    assert_eq!(response.status(), 200);
    let body = json(response).await;
    assert_eq!(body, serde_json::json!({"success": true, "data": {"status": "ok", "database": "up"}}));
}

#[tokio::test]
async fn health_answers_503_when_the_database_is_unreachable() {
    let app = spawn_app_without_database().await;

    let response = app.get("/api/v1/health").await;

    assert_eq!(response.status(), 503);
    let body = json(response).await;
    assert_eq!(body["success"], false);
    assert_eq!(body["error"], "The database is unavailable");
}
