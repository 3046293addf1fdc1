//! API conventions shared by every route: 404s, the SPA host, headers, request ids, OpenAPI.

use crate::helpers::{INDEX_HTML, json, spawn_app, spawn_app_with};

#[tokio::test]
async fn an_unknown_api_path_is_a_404_envelope_not_the_spa() {
    let app = spawn_app().await;

    for path in ["/api/v1/nothing-here", "/api/v2/health", "/api/anything"] {
        let response = app.get(path).await;

        assert_eq!(response.status(), 404, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
        assert_eq!(json(response).await, serde_json::json!({"success": false, "error": "Not found"}));
    }
}

#[tokio::test]
async fn deep_links_load_the_spa_without_long_caching() {
    let app = spawn_app().await;

    for path in ["/", "/privacy", "/reset-password/abc123", "/admin/universities", "/university-of-michigan"] {
        let response = app.get(path).await;

        assert_eq!(response.status(), 200, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert_eq!(response.text().await.unwrap(), INDEX_HTML);
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year() {
    let app = spawn_app().await;

    let response = app.get("/assets/app-4f3a2b.js").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(response.text().await.unwrap(), "console.log('quad')");
}

#[tokio::test]
async fn assets_are_sent_in_the_best_precompressed_form_the_browser_takes() {
    let app = spawn_app().await;
    let fetch = |accept: &'static str| {
        app.client.get(app.url("/assets/app-4f3a2b.js")).header("accept-encoding", accept).send()
    };

    for (accept, encoding, body) in [
        ("gzip, deflate, br", Some("br"), "brotli bytes"),
        ("gzip", Some("gzip"), "gzip bytes"),
        ("br;q=0, gzip;q=0.5", Some("gzip"), "gzip bytes"),
        ("identity", None, "console.log('quad')"),
    ] {
        let response = fetch(accept).await.unwrap();
        let headers = response.headers().clone();
        assert_eq!(response.status(), 200, "{accept}");
        assert_eq!(headers.get("content-encoding").map(|v| v.to_str().unwrap()), encoding, "{accept}");
        assert!(headers["content-type"].to_str().unwrap().contains("javascript"), "{accept}: {headers:?}");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable", "{accept}");
        if encoding.is_some() {
            assert!(headers["vary"].to_str().unwrap().to_lowercase().contains("accept-encoding"), "{accept}");
        }
        assert_eq!(response.text().await.unwrap(), body, "{accept}");
    }
}

#[tokio::test]
async fn a_missing_asset_is_a_404_not_the_app_shell() {
    let app = spawn_app().await;

    let response = app.get("/assets/gone-123.js").await;

    assert_eq!(response.status(), 404);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;

    for path in ["/api/v1/health", "/", "/api/v1/missing", "/assets/app-4f3a2b.js"] {
        let response = app.get(path).await;
        let headers = response.headers();

        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
    }
}

#[tokio::test]
async fn every_request_gets_its_own_request_id() {
    let app = spawn_app().await;

    let first = app.get("/api/v1/health").await;
    let second = app.get("/privacy").await;

    let first_id = first.headers()["x-request-id"].to_str().unwrap().to_owned();
    let second_id = second.headers()["x-request-id"].to_str().unwrap().to_owned();
    assert!(uuid::Uuid::parse_str(&first_id).is_ok(), "{first_id}");
    assert_ne!(first_id, second_id);
}

#[tokio::test]
async fn the_openapi_document_describes_the_api() {
    let app = spawn_app().await;

    let response = app.get("/api/v1/openapi.json").await;

    assert_eq!(response.status(), 200);
    let document = json(response).await;
    assert!(document["openapi"].as_str().unwrap().starts_with("3.1"));
    assert!(document["paths"]["/api/v1/health"]["get"].is_object());
    assert!(document["paths"]["/api/v1/newsletter/subscriptions"]["post"].is_object());
}

#[tokio::test]
async fn the_api_docs_page_is_served_from_the_binary() {
    let app = spawn_app().await;

    let redirect = app.get("/api/docs").await;
    assert!(redirect.status().is_redirection());

    let page = app.get("/api/docs/").await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("swagger-ui"), "{html}");
    assert!(!html.contains("cdn."), "nothing from a CDN");
}

#[tokio::test]
async fn the_api_docs_page_can_be_turned_off_and_the_document_stays() {
    let app = spawn_app_with(&[("QUAD_API_DOCS", "off")]).await;

    assert_eq!(app.get("/api/docs/").await.status(), 404);
    assert_eq!(app.get("/api/v1/openapi.json").await.status(), 200);
}

#[tokio::test]
async fn the_catalogues_are_served_for_the_profile_form() {
    let app = spawn_app().await;

    let body = json(app.get("/api/v1/catalogues").await).await;

    let preferences = body["data"]["preferences"].as_array().unwrap();
    let by_key = |key: &str| preferences.iter().find(|c| c["key"] == key).unwrap().clone();
    assert_eq!(by_key("gender")["options"].as_array().unwrap().len(), 8);
    assert_eq!(by_key("gender")["multiple"], false);
    assert_eq!(by_key("pastimes")["options"].as_array().unwrap().len(), 26);
    assert_eq!(by_key("pastimes")["multiple"], true);
    assert_eq!(body["data"]["majors"].as_array().unwrap().last().unwrap(), "Other");
}
