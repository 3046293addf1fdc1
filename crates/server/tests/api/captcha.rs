//! Human verification on login and registration, against a fake siteverify server.

use actix_web::{App, HttpResponse, HttpServer, web};
use serde_json::json;

use crate::helpers::{TestApp, json, spawn_app, spawn_app_with};

async fn siteverify(form: web::Form<std::collections::HashMap<String, String>>) -> HttpResponse {
    let human = form.get("secret").map(String::as_str) == Some("server-secret")
        && form.get("response").map(String::as_str) == Some("human");
    HttpResponse::Ok().json(json!({ "success": human }))
}

async fn app_with_captcha() -> TestApp {
    let fake = HttpServer::new(|| App::new().route("/siteverify", web::post().to(siteverify)))
        .workers(1)
        .bind(("127.0.0.1", 0))
        .unwrap();
    let url = format!("http://127.0.0.1:{}/siteverify", fake.addrs()[0].port());
    tokio::spawn(fake.run());
    spawn_app_with(&[
        ("QUAD_RECAPTCHA_SITE_KEY", "public-site-key"),
        ("QUAD_RECAPTCHA_SECRET", "server-secret"),
        ("QUAD_RECAPTCHA_VERIFY_URL", &url),
    ])
    .await
}

fn registration(captcha: Option<&str>) -> serde_json::Value {
    json!({
        "firstName": "Ada", "lastName": "Lovelace", "username": "ada", "email": "ada@umich.edu",
        "password": "Tulip4Harbor", "confirmPassword": "Tulip4Harbor", "recaptchaToken": captcha,
    })
}

#[tokio::test]
async fn with_recaptcha_on_registration_needs_a_genuine_response() {
    let app = app_with_captcha().await;

    let missing = app.post_json("/api/v1/auth/register", &registration(None)).await;
    let forged = app.post_json("/api/v1/auth/register", &registration(Some("robot"))).await;

    assert_eq!(missing.status(), 400);
    assert_eq!(json(missing).await["error"], "Please complete the reCAPTCHA verification.");
    assert_eq!(json(forged).await["error"], "reCAPTCHA verification failed. Please try again.");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 0);
    assert_eq!(app.post_json("/api/v1/auth/register", &registration(Some("human"))).await.status(), 201);
}

#[tokio::test]
async fn with_recaptcha_on_login_needs_it_too() {
    let app = app_with_captcha().await;

    let response = app.post_json("/api/v1/auth/login", &json!({"email": "a@b.co", "password": "x"})).await;

    assert_eq!(json(response).await["error"], "Please complete the reCAPTCHA verification.");
}

#[tokio::test]
async fn the_config_tells_the_spa_whether_recaptcha_is_on() {
    let with = app_with_captcha().await;
    let without = spawn_app().await;

    let on = json(with.get("/api/v1/config").await).await;
    let off = json(without.get("/api/v1/config").await).await;

    assert_eq!(on["data"]["recaptchaSiteKey"], "public-site-key");
    assert_eq!(off["data"]["recaptchaSiteKey"], serde_json::Value::Null);
    assert_eq!(off["data"]["googleSignIn"], false);
    let csp = with.get("/").await.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(csp.contains("https://www.google.com/recaptcha/"), "{csp}");
}
