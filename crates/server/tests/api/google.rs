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
    /// The Google Workspace domain managing the account (`hd`); none for a personal account.
    hd: Option<String>,
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
    let mut info = json!({
        "sub": format!("google-{}", fake.email), "email": fake.email, "email_verified": fake.email_verified,
        "given_name": "Grace", "family_name": "Hopper",
    });
    if let Some(hd) = &fake.hd {
        info["hd"] = json!(hd);
    }
    HttpResponse::Ok().json(info)
}

struct Google {
    state: Shared,
    app: TestApp,
}

async fn app_with_google(email: &str, email_verified: bool) -> Google {
    let state: Shared =
        web::Data::new(Mutex::new(FakeGoogle { email: email.into(), email_verified, ..FakeGoogle::default() }));
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

/// One browser's attempt: the state Quad sent to Google, and the binding cookie it set.
struct Attempt {
    state: String,
    cookie: String,
}

impl Google {
    /// Starts the flow at Quad, "consents" at the fake, and answers the state and cookie.
    async fn start(&self) -> Attempt {
        let response = self.app.get("/api/v1/auth/google").await;
        assert_eq!(response.status(), 302);
        let set_cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        for attribute in ["HttpOnly", "SameSite=Lax", "Path=/api/v1/auth/google", "Max-Age=600"] {
            assert!(set_cookie.contains(attribute), "{attribute} in {set_cookie}");
        }
        let cookie = set_cookie.split(';').next().unwrap().to_owned();
        let location = reqwest::Url::parse(response.headers()["location"].to_str().unwrap()).unwrap();
        let query: HashMap<_, _> = location.query_pairs().into_owned().collect();
        assert_eq!(query["redirect_uri"], "http://quad.test/api/v1/auth/google/callback");
        self.state.lock().unwrap().challenge = Some(query["code_challenge"].clone());
        Attempt { state: query["state"].clone(), cookie }
    }

    /// Google's redirect back to Quad in a browser holding `cookie`; answers where Quad sends it.
    async fn finish_in(&self, cookie: Option<&str>, state: &str, code: &str) -> reqwest::Url {
        let mut request =
            self.app.client.get(self.app.url(&format!("/api/v1/auth/google/callback?code={code}&state={state}")));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 302);
        reqwest::Url::parse("http://quad.test").unwrap().join(response.headers()["location"].to_str().unwrap()).unwrap()
    }

    async fn finish(&self, attempt: &Attempt, code: &str) -> reqwest::Url {
        self.finish_in(Some(&attempt.cookie), &attempt.state, code).await
    }

    /// The web app's exchange of a one-time code, from a browser holding `cookie`.
    async fn exchange(&self, cookie: Option<&str>, code: &str) -> reqwest::Response {
        let mut request =
            self.app.client.post(self.app.url("/api/v1/auth/google/exchange")).json(&json!({"code": code}));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        request.send().await.unwrap()
    }

    /// The whole flow in one browser; answers the session token.
    async fn sign_in(&self) -> String {
        let attempt = self.start().await;
        let back = self.finish(&attempt, "good-code").await;
        let code = query(&back, "code").unwrap_or_else(|| panic!("a code in {back}"));
        let response = self.exchange(Some(&attempt.cookie), &code).await;
        assert_eq!(response.status(), 200);
        json(response).await["token"].as_str().unwrap().to_owned()
    }
}

fn query(url: &reqwest::Url, name: &str) -> Option<String> {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

#[tokio::test]
async fn a_new_person_signs_in_with_google_as_a_verified_student_through_a_one_time_code() {
    let google = app_with_google("grace@umich.edu", true).await;
    let attempt = google.start().await;

    let back = google.finish(&attempt, "good-code").await;

    assert_eq!(back.path(), "/auth/google/callback");
    assert!(query(&back, "token").is_none(), "no session token in a URL: {back}");
    let code = query(&back, "code").expect("a one-time code");
    assert_eq!(google.app.count("SELECT count(*) FROM sessions").await, 0, "only the exchange opens a session");
    assert_eq!(google.app.count(&format!("SELECT count(*) FROM sign_in_codes WHERE code_hash = '{code}'")).await, 0);
    assert_eq!(google.app.count("SELECT count(*) FROM sign_in_codes").await, 1, "kept by its hash only");
    let exchanged = google.exchange(Some(&attempt.cookie), &code).await;
    assert_eq!(exchanged.status(), 200);
    assert!(exchanged.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"), "the binding is spent");
    let token = json(exchanged).await["token"].as_str().unwrap().to_owned();
    let me = json(google.app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["email"], "grace@umich.edu");
    assert_eq!(me["data"]["username"], "grace");
    assert_eq!(me["data"]["firstName"], "Grace");
    assert_eq!(me["data"]["emailVerified"], true);
    assert_eq!(me["data"]["role"], "user");
    assert_eq!(google.app.count("SELECT count(*) FROM sign_in_codes").await, 0, "spent");
    let again = google.exchange(Some(&attempt.cookie), &code).await;
    assert_eq!(again.status(), 400, "a code works once");
}

#[tokio::test]
async fn a_code_or_a_callback_from_another_browser_signs_nobody_in() {
    let google = app_with_google("grace@umich.edu", true).await;
    // The attacker finishes a sign-in in their browser and sends the victim the code...
    let attacker = google.start().await;
    let back = google.finish(&attacker, "good-code").await;
    let code = query(&back, "code").unwrap();

    let in_victims_browser = google.exchange(None, &code).await;
    let with_another_cookie = google.exchange(Some("quad_google_sign_in=someone-elses"), &code).await;

    assert_eq!(in_victims_browser.status(), 400);
    assert_eq!(json(in_victims_browser).await["error"], "Authentication failed. Please try again.");
    assert_eq!(with_another_cookie.status(), 400);
    assert_eq!(google.app.count("SELECT count(*) FROM sessions").await, 0);
    // ...or the callback URL itself, with their state: it is bound to their browser.
    let attempt = google.start().await;
    let elsewhere = google.finish_in(None, &attempt.state, "good-code").await;
    assert!(query(&elsewhere, "error").unwrap().contains("expired or was already used"));
    assert!(query(&elsewhere, "code").is_none());
}

#[tokio::test]
async fn a_code_expires_after_a_minute() {
    let google = app_with_google("grace@umich.edu", true).await;
    let attempt = google.start().await;
    let code = query(&google.finish(&attempt, "good-code").await, "code").unwrap();
    google.app.sql("UPDATE sign_in_codes SET expires_at = now() - interval '1 second'").await;

    assert_eq!(google.exchange(Some(&attempt.cookie), &code).await.status(), 400);
}

#[tokio::test]
async fn a_state_works_once_and_a_bad_code_is_refused() {
    let google = app_with_google("grace@umich.edu", true).await;
    let attempt = google.start().await;

    let bad_code = google.finish(&attempt, "stolen-code").await;
    let replay = google.finish(&attempt, "good-code").await;
    let forged = google.finish_in(Some("quad_google_sign_in=made-up-state"), "made-up-state", "good-code").await;

    assert_eq!(query(&bad_code, "error").as_deref(), Some("Google sign-in failed. Please try again."));
    assert!(query(&replay, "error").unwrap().contains("expired or was already used"));
    assert!(query(&forged, "error").is_some());
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn an_unverified_google_email_is_refused() {
    let google = app_with_google("grace@umich.edu", false).await;
    let attempt = google.start().await;

    let back = google.finish(&attempt, "good-code").await;

    assert_eq!(
        query(&back, "error").as_deref(),
        Some("Google did not confirm this e-mail address, so it cannot be used to sign in.")
    );
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn a_verified_account_with_the_same_email_is_linked() {
    let google = app_with_google("ada@umich.edu", true).await;
    let password_token = google.app.signed_in("ada", "user").await;
    let before = json(google.app.get_as("/api/v1/auth/me", &password_token).await).await;

    let token = google.sign_in().await;

    let me = json(google.app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["id"], before["data"]["id"]);
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(google.app.count("SELECT count(*) FROM users WHERE google_subject = 'google-ada@umich.edu'").await, 1);
    assert_eq!(google.app.login("ada@umich.edu", "Tulip4Harbor").await.status(), 200, "their password still works");
}

#[tokio::test]
async fn a_google_account_already_linked_is_never_replaced() {
    let google = app_with_google("ada@umich.edu", true).await;
    google.app.signed_in("ada", "user").await;
    google.app.sql("UPDATE users SET google_subject = 'google-someone-else'").await;

    let attempt = google.start().await;
    let back = google.finish(&attempt, "good-code").await;

    assert_eq!(
        query(&back, "error").as_deref(),
        Some("This e-mail address belongs to an account linked to a different Google account.")
    );
    assert_eq!(google.app.count("SELECT count(*) FROM users WHERE google_subject = 'google-someone-else'").await, 1);
}

#[tokio::test]
async fn google_takes_an_unverified_registration_over_for_the_mailbox_owner() {
    let google = app_with_google("ada@umich.edu", true).await;
    // Someone registers the victim's address with a password of their own, never verifying it.
    let squatter = json(google.app.register("squatter", "ada@umich.edu", "Attacker1").await).await;
    let squatters_token = squatter["token"].as_str().unwrap().to_owned();
    let squatters_link = google.app.last_link("verify-email", "ada@umich.edu").await;

    // The owner signs in with Google.
    let token = google.sign_in().await;

    let me = json(google.app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["emailVerified"], true);
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(google.app.count("SELECT count(*) FROM users WHERE password_hash IS NULL").await, 1);
    assert_eq!(google.app.login("ada@umich.edu", "Attacker1").await.status(), 401, "the squatter's password is gone");
    assert_eq!(google.app.get_as("/api/v1/auth/me", &squatters_token).await.status(), 401, "their session ended");
    let link = google.app.get(&format!("/api/v1/auth/verify-email/{squatters_link}")).await;
    assert_eq!(link.status(), 410, "their link is dead");
    let notice = google.app.outbox().await.into_iter().next_back().unwrap();
    assert!(notice.contains("You signed in to Quad with Google") && notice.contains("To: ada@umich.edu"), "{notice}");
    assert!(notice.contains("http://quad.test/settings"));
}

#[tokio::test]
async fn a_google_only_account_deletes_itself_after_a_fresh_google_sign_in_and_may_set_a_password() {
    let google = app_with_google("grace@umich.edu", true).await;
    let token = google.sign_in().await;
    let delete = |token: String| {
        google.app.client.delete(google.app.url("/api/v1/auth/delete-account")).bearer_auth(token).send()
    };
    // A sign-in older than ten minutes no longer stands for a password.
    google.app.sql("UPDATE sessions SET created_at = now() - interval '11 minutes'").await;

    let stale = delete(token.clone()).await.unwrap();

    assert_eq!(stale.status(), 403);
    assert_eq!(json(stale).await["error"], "Please sign in with Google again to confirm");
    let first_password = google
        .app
        .client
        .put(google.app.url("/api/v1/auth/password"))
        .bearer_auth(&token)
        .json(&json!({"newPassword": "Maple7Harbor", "confirmPassword": "Maple7Harbor"}))
        .send()
        .await
        .unwrap();
    assert_eq!(first_password.status(), 200, "a Google-only account sets its first password without a current one");
    assert_eq!(google.app.login("grace@umich.edu", "Maple7Harbor").await.status(), 200);
    google.app.sql("UPDATE users SET password_hash = NULL").await;
    let fresh = google.sign_in().await;
    assert_eq!(delete(fresh).await.unwrap().status(), 200);
    assert_eq!(google.app.count("SELECT count(*) FROM users").await, 0);
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

impl Google {
    /// A signed-in student's "Use my university's Google account", from the wizard: the state
    /// and the binding cookie, as [`Google::start`] answers them for a sign-in.
    async fn start_proof(&self, token: &str) -> Attempt {
        let response = self
            .app
            .client
            .post(self.app.url("/api/v1/auth/university-email/google"))
            .bearer_auth(token)
            .json(&json!({"returnTo": "/profile/create"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let set_cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("Path=/api/v1/auth/google"), "{set_cookie}");
        let cookie = set_cookie.split(';').next().unwrap().to_owned();
        let url = reqwest::Url::parse(json(response).await["data"]["url"].as_str().unwrap()).unwrap();
        let query: HashMap<_, _> = url.query_pairs().into_owned().collect();
        self.state.lock().unwrap().challenge = Some(query["code_challenge"].clone());
        Attempt { state: query["state"].clone(), cookie }
    }

    async fn proven_universities(&self, token: &str) -> serde_json::Value {
        json(self.app.get_as("/api/v1/auth/university-email", token).await).await["data"]["universities"].clone()
    }
}

/// Google Workspace `hd`: a student registered with a personal address proves their university
/// with the Google account it gave them, without a mailed link, and comes back to the wizard.
#[tokio::test]
async fn a_university_managed_google_account_proves_membership_without_a_second_link() {
    use crate::universities::{create, logo, university_form};
    let google = app_with_google("ada@umich.edu", true).await;
    let admin = google.app.signed_in("admin", "admin").await;
    let form = university_form("University of Michigan", "https://instagram.com/umich", logo())
        .text("emailDomains", "umich.edu");
    assert_eq!(create(&google.app, &admin, form).await.status(), 201);
    let ada = google.app.signed_in_as("ada", "ada.lovelace@gmail.com", "user").await;
    assert_eq!(google.proven_universities(&ada).await, json!([]));

    // A personal Google account with the same address proves nothing.
    let attempt = google.start_proof(&ada).await;
    let back = google.finish(&attempt, "good-code").await;
    assert_eq!(back.path(), "/profile/create");
    let refused = query(&back, "universityEmailError").expect("a reason");
    assert!(refused.contains("not managed by your university"), "{refused}");
    assert_eq!(google.proven_universities(&ada).await, json!([]));

    // The university's own Workspace vouches for the address: proven at once, nobody signed in.
    google.state.lock().unwrap().hd = Some("umich.edu".into());
    let sessions = google.app.count("SELECT count(*) FROM sessions").await;
    let attempt = google.start_proof(&ada).await;
    let back = google.finish(&attempt, "good-code").await;
    assert_eq!((back.path(), query(&back, "universityEmail").as_deref()), ("/profile/create", Some("confirmed")));
    let proven = google.proven_universities(&ada).await;
    assert_eq!(proven[0]["name"], "University of Michigan");
    let membership = json(google.app.get_as("/api/v1/auth/university-email", &ada).await).await;
    assert_eq!(membership["data"]["universityEmail"], "ada@umich.edu");
    assert_eq!(google.app.count("SELECT count(*) FROM sessions").await, sessions, "a proof signs nobody in");
    assert_eq!(google.app.count("SELECT count(*) FROM users WHERE email = 'ada@umich.edu'").await, 0);

    // The state works once, and only in the browser that started it.
    let replay = google.finish(&attempt, "good-code").await;
    assert!(query(&replay, "error").is_some(), "{replay}");
    let elsewhere = google.start_proof(&ada).await;
    let stolen = google.finish_in(None, &elsewhere.state, "good-code").await;
    assert!(query(&stolen, "universityEmail").is_none(), "{stolen}");

    // Another student cannot take the same address.
    let bob = google.app.signed_in_as("bob", "bob@gmail.com", "user").await;
    let attempt = google.start_proof(&bob).await;
    let back = google.finish(&attempt, "good-code").await;
    assert_eq!(
        query(&back, "universityEmailError").as_deref(),
        Some("This address is already used by another Quad account")
    );
    assert_eq!(google.proven_universities(&bob).await, json!([]));

    let unknown = google.app.client.post(google.app.url("/api/v1/auth/university-email/google")).bearer_auth(&bob);
    let unknown = unknown.json(&json!({"returnTo": "https://evil.test/"})).send().await.unwrap();
    assert_eq!(unknown.status(), 400, "only our own pages to come back to");
    let body = json!({"returnTo": "/settings"});
    let signed_out = google.app.post_json("/api/v1/auth/university-email/google", &body).await;
    assert_eq!(signed_out.status(), 401);
}
