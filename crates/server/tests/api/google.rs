//! "Continue with Google" end to end, against a small local stand-in for Google.

use std::{collections::HashMap, sync::Mutex};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::helpers::{TestApp, json, spawn_app, spawn_app_with};

/// What the fake Google knows: the challenge of the attempt in flight, and who signs in.
#[derive(Default)]
struct FakeGoogle {
    challenge: Option<String>,
    email: String,
    email_verified: bool,
}

type Shared = web::Data<Mutex<FakeGoogle>>;

async fn token(fake: Shared, form: web::Form<HashMap<String, String>>) -> HttpResponse {
    let fake = fake.lock().unwrap();
    let verifier = form.get("code_verifier").cloned().unwrap_or_default();
    let pkce_ok = fake.challenge.as_deref() == Some(&URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())));
    let client_ok = form.get("client_id").map(String::as_str) == Some("quad-client")
        && form.get("client_secret").map(String::as_str) == Some("quad-secret");
    if form.get("code").map(String::as_str) == Some("good-code") && pkce_ok && client_ok {
        HttpResponse::Ok().json(json!({"access_token": "access-1", "token_type": "Bearer", "expires_in": 3600}))
    } else {
        HttpResponse::BadRequest().json(json!({"error": "invalid_grant"}))
    }
}

async fn userinfo(fake: Shared, request: HttpRequest) -> HttpResponse {
    let fake = fake.lock().unwrap();
    if request.headers().get("authorization").and_then(|v| v.to_str().ok()) != Some("Bearer access-1") {
        return HttpResponse::Unauthorized().finish();
    }
    HttpResponse::Ok().json(json!({
        "sub": format!("google-{}", fake.email), "email": fake.email, "email_verified": fake.email_verified,
        "given_name": "Grace", "family_name": "Hopper",
    }))
}

struct Google {
    state: Shared,
    app: TestApp,
}

async fn app_with_google(email: &str, email_verified: bool) -> Google {
    let state: Shared = web::Data::new(Mutex::new(FakeGoogle { email: email.into(), email_verified, challenge: None }));
    let shared = state.clone();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(shared.clone())
            .route("/token", web::post().to(token))
            .route("/userinfo", web::get().to(userinfo))
    })
    .workers(1)
    .bind(("127.0.0.1", 0))
    .unwrap();
    let base = format!("http://127.0.0.1:{}", server.addrs()[0].port());
    tokio::spawn(server.run());
    let app = spawn_app_with(&[
        ("QUAD_GOOGLE_CLIENT_ID", "quad-client"),
        ("QUAD_GOOGLE_CLIENT_SECRET", "quad-secret"),
        ("QUAD_GOOGLE_AUTH_URL", &format!("{base}/authorize")),
        ("QUAD_GOOGLE_TOKEN_URL", &format!("{base}/token")),
        ("QUAD_GOOGLE_USERINFO_URL", &format!("{base}/userinfo")),
    ])
    .await;
    Google { state, app }
}

impl Google {
    /// Starts the flow at Quad, "consents" at the fake, and answers the state Quad sent.
    async fn start(&self) -> String {
        let response = self.app.get("/api/v1/auth/google").await;
        assert_eq!(response.status(), 302);
        let location = reqwest::Url::parse(response.headers()["location"].to_str().unwrap()).unwrap();
        let query: HashMap<_, _> = location.query_pairs().into_owned().collect();
        assert_eq!(query["redirect_uri"], "http://quad.test/api/v1/auth/google/callback");
        self.state.lock().unwrap().challenge = Some(query["code_challenge"].clone());
        query["state"].clone()
    }

    /// Google's redirect back to Quad; answers where Quad sends the browser next.
    async fn finish(&self, state: &str, code: &str) -> reqwest::Url {
        let response = self.app.get(&format!("/api/v1/auth/google/callback?code={code}&state={state}")).await;
        assert_eq!(response.status(), 302);
        reqwest::Url::parse("http://quad.test").unwrap().join(response.headers()["location"].to_str().unwrap()).unwrap()
    }
}

fn query(url: &reqwest::Url, name: &str) -> Option<String> {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

#[tokio::test]
async fn a_new_person_signs_in_with_google_as_a_verified_student() {
    let google = app_with_google("grace@umich.edu", true).await;

    let state = google.start().await;
    let back = google.finish(&state, "good-code").await;

    assert_eq!(back.path(), "/auth/google/callback");
    let token = query(&back, "token").expect("a token");
    let me = json(google.app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["email"], "grace@umich.edu");
    assert_eq!(me["data"]["username"], "grace");
    assert_eq!(me["data"]["firstName"], "Grace");
    assert_eq!(me["data"]["emailVerified"], true);
    assert_eq!(me["data"]["role"], "user");
}

#[tokio::test]
async fn a_state_works_once_and_a_bad_code_is_refused() {
    let google = app_with_google("grace@umich.edu", true).await;
    let state = google.start().await;

    let bad_code = google.finish(&state, "stolen-code").await;
    let replay = google.finish(&state, "good-code").await;
    let forged = google.finish("made-up-state", "good-code").await;

    assert_eq!(query(&bad_code, "error").as_deref(), Some("Google sign-in failed. Please try again."));
    assert!(query(&replay, "error").unwrap().contains("expired or was already used"));
    assert!(query(&forged, "error").is_some());
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn an_unverified_google_email_is_refused() {
    let google = app_with_google("grace@umich.edu", false).await;
    let state = google.start().await;

    let back = google.finish(&state, "good-code").await;

    assert_eq!(
        query(&back, "error").as_deref(),
        Some("Google did not confirm this e-mail address, so it cannot be used to sign in.")
    );
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn an_existing_account_with_the_same_email_is_linked() {
    let google = app_with_google("ada@umich.edu", true).await;
    let password_token = google.app.signed_in("ada", "user").await;
    let before = json(google.app.get_as("/api/v1/auth/me", &password_token).await).await;

    let state = google.start().await;
    let back = google.finish(&state, "good-code").await;

    let me = json(google.app.get_as("/api/v1/auth/me", &query(&back, "token").unwrap()).await).await;
    assert_eq!(me["data"]["id"], before["data"]["id"]);
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(google.app.count("SELECT count(*) FROM users WHERE google_subject = 'google-ada@umich.edu'").await, 1);
}

#[tokio::test]
async fn without_a_client_id_google_sign_in_is_off() {
    let app = spawn_app().await;

    assert_eq!(app.get("/api/v1/auth/google").await.status(), 404);
    assert_eq!(json(app.get("/api/v1/config").await).await["data"]["googleSignIn"], false);
}

#[tokio::test]
async fn with_a_client_id_the_config_offers_google() {
    let google = app_with_google("grace@umich.edu", true).await;
    assert_eq!(json(google.app.get("/api/v1/config").await).await["data"]["googleSignIn"], true);
}
