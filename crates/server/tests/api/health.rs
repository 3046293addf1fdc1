use crate::helpers::{json, spawn_app, spawn_app_with, spawn_app_without_database};

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

#[tokio::test]
async fn live_answers_without_asking_the_database() {
    let app = spawn_app_without_database().await;

    let response = app.get("/api/v1/health/live").await;

    assert_eq!(response.status(), 200);
    assert_eq!(json(response).await, serde_json::json!({"success": true, "data": {"status": "ok"}}));
}

#[tokio::test]
async fn ready_needs_the_database_and_every_migration() {
    let app = spawn_app().await;
    let ready = app.get("/api/v1/health/ready").await;
    assert_eq!(ready.status(), 200);
    assert_eq!(
        json(ready).await["data"],
        serde_json::json!({"status": "ok", "database": "up", "migrations": "applied"})
    );

    app.sql(
        "DELETE FROM __diesel_schema_migrations WHERE version = (SELECT max(version) FROM __diesel_schema_migrations)",
    )
    .await;
    let behind = app.get("/api/v1/health/ready").await;
    assert_eq!(behind.status(), 503);
    assert_eq!(json(behind).await["error"], "The database lacks 1 migration(s): run `quad migrate`");

    app.sql("DROP TABLE __diesel_schema_migrations").await;
    let empty = app.get("/api/v1/health/ready").await;
    assert_eq!(empty.status(), 503, "a database never migrated is not ready either");

    let down = spawn_app_without_database().await.get("/api/v1/health/ready").await;
    assert_eq!(down.status(), 503);
    assert_eq!(json(down).await["error"], "The database is unavailable");
}

#[tokio::test]
async fn metrics_count_requests_by_route_pattern_and_report_the_pool_and_queues() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "manager").await;
    for _ in 0..3 {
        app.get(&format!("/api/v1/universities/{}", uuid::Uuid::nil())).await;
    }
    app.get_as("/api/v1/auth/me", &token).await;

    let response = app.get("/metrics").await;

    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/plain; version=0.0.4"));
    let text = response.text().await.unwrap();
    let line = |prefix: &str| {
        text.lines().find(|line| line.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix} in\n{text}")).to_owned()
    };
    assert!(
        line(
            r#"quad_http_request_duration_seconds_count{method="GET",route="/api/v1/universities/{id}",status="404"}"#
        )
        .ends_with(" 3"),
        "three look-ups under their route's pattern, not their paths"
    );
    line(r#"quad_http_request_duration_seconds_bucket{method="GET",route="/api/v1/auth/me",status="200",le="0.005"}"#);
    line(r#"quad_db_pool_connections{state="in_use"}"#);
    line(r#"quad_db_pool_connections{state="waiting"} 0"#);
    let mails: i64 = text
        .lines()
        .filter(|line| line.starts_with("quad_mail_queue{"))
        .map(|line| line.rsplit(' ').next().unwrap().parse::<i64>().unwrap())
        .sum();
    assert_eq!(mails, 1, "ada's verification e-mail, whatever its state");
    line("process_resident_memory_bytes");
    assert!(!text.contains(&token), "no secrets");
}

#[tokio::test]
async fn metrics_are_only_for_the_configured_addresses() {
    let app = spawn_app_with(&[("QUAD_METRICS_ALLOW", "10.0.0.0/8"), ("QUAD_TRUSTED_PROXIES", "127.0.0.0/8")]).await;

    assert_eq!(app.get("/metrics").await.status(), 404, "this machine is not on the list");
    let relayed = |from: &'static str| app.client.get(app.url("/metrics")).header("x-forwarded-for", from).send();
    assert_eq!(relayed("10.1.2.3").await.unwrap().status(), 200, "a client in the range, behind our proxy");
    assert_eq!(relayed("203.0.113.9").await.unwrap().status(), 404, "anyone else behind our proxy");
}
