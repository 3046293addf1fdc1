//! Registration, verification, sign-in, sessions and password reset, over HTTP.

use serde_json::json;

use crate::helpers::{json, spawn_app, spawn_app_with};

const PASSWORD: &str = "Tulip4Harbor";

#[tokio::test]
async fn registration_stores_an_unverified_student_and_mails_a_verification_link() {
    let app = spawn_app().await;

    let response = app.register("ada", "Ada@UMich.edu", PASSWORD).await;

    assert_eq!(response.status(), 201);
    let body = json(response).await;
    assert_eq!(body["success"], true);
    assert_eq!(body["needsVerification"], true);
    assert_eq!(body["user"]["email"], "ada@umich.edu");
    assert_eq!(body["user"]["emailVerified"], false);
    assert_eq!(body["user"]["role"], "user");
    assert!(body["user"].get("passwordHash").is_none());
    assert_eq!(app.last_link("verify-email", "ada@umich.edu").await.len(), 64);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email_verified_at IS NULL").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM account_links").await, 1, "only the link's hash is stored");
    let token = body["token"].as_str().unwrap();
    let me = app.get_as("/api/v1/auth/me", token).await;
    assert_eq!(me.status(), 403);
    let me = json(me).await;
    assert_eq!(me["needsVerification"], true);
    assert!(me.get("data").is_none(), "the registration token tells nothing else: {me}");
}

#[tokio::test]
async fn every_registration_rule_answers_its_message_and_writes_nothing() {
    // Each refused attempt counts against the address's registration limit; switch limits off.
    let app = spawn_app_with(&[("QUAD_RATE_LIMITS", "off")]).await;
    let valid = json!({
        "firstName": "Ada", "lastName": "Lovelace", "username": "ada", "email": "ada@umich.edu",
        "password": PASSWORD, "confirmPassword": PASSWORD,
    });
    let cases = [
        ("firstName", json!(""), "Please fill in all required fields"),
        ("lastName", json!("  "), "Please fill in all required fields"),
        ("confirmPassword", json!(""), "Please fill in all required fields"),
        ("email", json!("ada.umich.edu"), "Please enter a valid email address"),
        ("email", json!("ada@umich"), "Please enter a valid email address"),
        ("username", json!("a"), "Username must be 3 to 30 characters long"),
        (
            "username",
            json!("ada lovelace"),
            "Username may contain only letters, numbers, '_' and '.', and must start with a letter or number",
        ),
        ("password", json!("Sec12"), "Password must be at least 8 characters long"),
        (
            "password",
            json!("secret123"),
            "Password must contain at least one uppercase letter, one lowercase letter, and one number",
        ),
        ("confirmPassword", json!("Secret124"), "Passwords do not match"),
    ];
    for (field, value, message) in cases {
        let mut body = valid.clone();
        body[field] = value.clone();
        if field == "password" {
            body["confirmPassword"] = value;
        }

        let response = app.post_json("/api/v1/auth/register", &body).await;

        assert_eq!(response.status(), 400, "{field}");
        let answer = json(response).await;
        assert_eq!(answer["error"], message, "{field}");
        assert_eq!(answer["fields"][field], message, "{field}");
    }
    assert_eq!(app.count("SELECT count(*) FROM users").await, 0);
    assert!(app.outbox().await.is_empty());
}

#[tokio::test]
async fn a_name_is_at_most_50_characters_as_sent() {
    let app = spawn_app().await;
    let mut body = json!({
        "firstName": "Ada", "lastName": format!("{}  ", "L".repeat(49)), "username": "ada", "email": "ada@umich.edu",
        "password": PASSWORD, "confirmPassword": PASSWORD,
    });

    let too_long = app.post_json("/api/v1/auth/register", &body).await;
    body["lastName"] = json!(format!(" {} ", "L".repeat(48)));
    let fits = app.post_json("/api/v1/auth/register", &body).await;

    assert_eq!(too_long.status(), 400);
    assert_eq!(json(too_long).await["fields"]["lastName"], "Names must be at most 50 characters long");
    assert_eq!(fits.status(), 201);
}

#[tokio::test]
async fn a_verified_email_or_a_taken_username_is_a_409_with_the_spec_message() {
    let app = spawn_app().await;
    app.signed_in("ada", "user").await;

    let same_email = app.register("someone", "ADA@umich.edu", PASSWORD).await;
    let same_username = app.register("ADA", "other@umich.edu", PASSWORD).await;

    assert_eq!(same_email.status(), 409);
    assert_eq!(json(same_email).await["error"], "Email already in use");
    assert_eq!(same_username.status(), 409);
    assert_eq!(json(same_username).await["error"], "Username already in use");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 1);
}

#[tokio::test]
async fn login_before_verification_is_refused_as_not_verified() {
    let app = spawn_app().await;
    app.register("ada", "ada@umich.edu", PASSWORD).await;

    let response = app.login("ada@umich.edu", PASSWORD).await;

    assert_eq!(response.status(), 403);
    assert!(json(response).await["error"].as_str().unwrap().contains("not verified"));
}

#[tokio::test]
async fn the_verification_link_opened_where_one_registered_signs_in_once_and_then_login_works() {
    let app = spawn_app().await;
    let registered = json(app.register("ada", "ada@umich.edu", PASSWORD).await).await;
    let registration_token = registered["token"].as_str().unwrap();
    let link = app.last_link("verify-email", "ada@umich.edu").await;

    let first = app.get_as(&format!("/api/v1/auth/verify-email/{link}"), registration_token).await;
    let again = app.get_as(&format!("/api/v1/auth/verify-email/{link}"), registration_token).await;

    assert_eq!(first.status(), 200);
    let body = json(first).await;
    assert_eq!(body["user"]["emailVerified"], true);
    let token = body["token"].as_str().unwrap();
    assert_ne!(token, registration_token, "a new session, not the registration one upgraded");
    let me = json(app.get_as("/api/v1/auth/me", token).await).await;
    assert_eq!(me["data"]["username"], "ada");
    assert_eq!(app.get_as("/api/v1/auth/me", registration_token).await.status(), 401, "the registration token died");
    assert_eq!(again.status(), 410);
    assert_eq!(json(again).await["error"], "This verification link has already been used. Please log in.");
    let login = app.login("ADA@umich.edu", PASSWORD).await;
    assert_eq!(login.status(), 200);
    let login = json(login).await;
    assert!(login["token"].as_str().is_some());
    assert_eq!(login["user"]["isAdmin"], false);
}

#[tokio::test]
async fn an_expired_or_unknown_verification_link_is_refused_clearly() {
    let app = spawn_app().await;
    app.register("ada", "ada@umich.edu", PASSWORD).await;
    let link = app.last_link("verify-email", "ada@umich.edu").await;
    app.sql("UPDATE account_links SET expires_at = now() - interval '1 minute'").await;

    let expired = app.get(&format!("/api/v1/auth/verify-email/{link}")).await;
    let unknown = app.get(&format!("/api/v1/auth/verify-email/{}", "0".repeat(64))).await;

    assert_eq!(expired.status(), 410);
    assert_eq!(json(expired).await["error"], "This verification link has expired. Please request a new one.");
    assert_eq!(unknown.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email_verified_at IS NOT NULL").await, 0);
}

#[tokio::test]
async fn resending_sends_a_fresh_link_that_works() {
    let app = spawn_app().await;
    let registered = json(app.register("ada", "ada@umich.edu", PASSWORD).await).await;
    let token = registered["token"].as_str().unwrap();

    let by_token =
        app.client.post(app.url("/api/v1/auth/resend-verification")).bearer_auth(token).send().await.unwrap();
    let by_address = app.post_json("/api/v1/auth/resend-verification", &json!({"email": "ada@umich.edu"})).await;
    let unknown = app.post_json("/api/v1/auth/resend-verification", &json!({"email": "nobody@umich.edu"})).await;

    assert_eq!(by_token.status(), 200);
    assert_eq!(json(by_address).await["message"], "Verification email sent successfully");
    assert_eq!(json(unknown).await["message"], "Verification email sent successfully");
    assert_eq!(app.outbox().await.len(), 3, "registration, by token, by address; none for the unknown address");
    let fresh = app.last_link("verify-email", "ada@umich.edu").await;
    assert_eq!(app.get(&format!("/api/v1/auth/verify-email/{fresh}")).await.status(), 200);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_email_answer_the_same() {
    let app = spawn_app().await;
    app.signed_in("ada", "user").await;

    let wrong = app.login("ada@umich.edu", "Wrong1234").await;
    let unknown = app.login("nobody@umich.edu", PASSWORD).await;
    let blank = app.login("", "").await;

    assert_eq!(wrong.status(), 401);
    assert_eq!(json(wrong).await["error"], "Invalid credentials");
    assert_eq!(unknown.status(), 401);
    assert_eq!(json(unknown).await["error"], "Invalid credentials");
    assert_eq!(blank.status(), 400);
    assert_eq!(json(blank).await["error"], "Please fill in all fields");
}

#[tokio::test]
async fn logout_ends_that_session_at_once() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let other_device = json(app.login("ada@umich.edu", PASSWORD).await).await["token"].as_str().unwrap().to_owned();

    let logout = app.get_as("/api/v1/auth/logout", &token).await;

    assert_eq!(logout.status(), 200);
    assert_eq!(app.get_as("/api/v1/auth/me", &token).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/me", &other_device).await.status(), 200);
}

#[tokio::test]
async fn logout_by_post_ends_the_session_too() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let logout = app.client.post(app.url("/api/v1/auth/logout")).bearer_auth(&token).send().await.unwrap();

    assert_eq!(logout.status(), 200);
    assert_eq!(app.get_as("/api/v1/auth/me", &token).await.status(), 401);
}

#[tokio::test]
async fn forgot_password_refuses_what_is_not_an_email_address() {
    let app = spawn_app().await;

    let response = app.post_json("/api/v1/auth/forgot-password", &json!({"email": "ada<at>umich"})).await;

    assert_eq!(response.status(), 400);
    assert_eq!(json(response).await["fields"]["email"], "Please enter a valid email address");
    assert!(app.outbox().await.is_empty());
}

#[tokio::test]
async fn forgot_password_answers_the_same_for_unknown_addresses_and_mails_only_known_ones() {
    let app = spawn_app().await;
    app.signed_in("ada", "user").await;
    let mails_before = app.outbox().await.len();

    let known = app.post_json("/api/v1/auth/forgot-password", &json!({"email": "ada@umich.edu"})).await;
    let unknown = app.post_json("/api/v1/auth/forgot-password", &json!({"email": "nobody@umich.edu"})).await;
    let blank = app.post_json("/api/v1/auth/forgot-password", &json!({"email": " "})).await;

    assert_eq!(known.status(), 200);
    assert_eq!(unknown.status(), 200);
    assert_eq!(json(known).await, json(unknown).await);
    assert_eq!(blank.status(), 400);
    assert_eq!(json(blank).await["error"], "Please enter your email address");
    assert_eq!(app.outbox().await.len(), mails_before + 1);
}

#[tokio::test]
async fn a_password_reset_changes_the_password_and_ends_every_other_session() {
    let app = spawn_app().await;
    let old_session = app.signed_in("ada", "user").await;
    app.post_json("/api/v1/auth/forgot-password", &json!({"email": "ada@umich.edu"})).await;
    let link = app.last_link("reset-password", "ada@umich.edu").await;
    let reset = |password: &str, confirmation: &str| {
        app.client
            .put(app.url(&format!("/api/v1/auth/reset-password/{link}")))
            .json(&json!({"password": password, "confirmPassword": confirmation}))
            .send()
    };

    let weak = reset("short", "short").await.unwrap();
    let mismatch = reset("Newpass123", "Newpass124").await.unwrap();
    let done = reset("Newpass123", "Newpass123").await.unwrap();
    let reused = reset("Other1234", "Other1234").await.unwrap();

    assert_eq!(json(weak).await["error"], "Password must be at least 8 characters long");
    assert_eq!(json(mismatch).await["error"], "Passwords do not match");
    assert_eq!(done.status(), 200);
    let new_session = json(done).await["token"].as_str().unwrap().to_owned();
    assert_eq!(reused.status(), 410);
    assert_eq!(app.get_as("/api/v1/auth/me", &old_session).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/me", &new_session).await.status(), 200);
    assert_eq!(app.login("ada@umich.edu", PASSWORD).await.status(), 401);
    assert_eq!(app.login("ada@umich.edu", "Newpass123").await.status(), 200);
}

#[tokio::test]
async fn too_many_attempts_on_one_account_answer_429() {
    let app = spawn_app_with(&[("QUAD_RATE_LIMITS", "login.account=3/15m")]).await;
    app.signed_in("ada", "user").await;

    for _ in 0..3 {
        assert_eq!(app.login("ada@umich.edu", "Wrong1234").await.status(), 401);
    }
    let limited = app.login("ADA@umich.edu", PASSWORD).await;
    let other_account = app.login("someone@umich.edu", PASSWORD).await;

    assert_eq!(limited.status(), 429);
    assert_eq!(json(limited).await["error"], "Too many requests");
    assert_eq!(other_account.status(), 401, "other accounts are not affected");
}

#[tokio::test]
async fn a_campus_address_can_register_dozens_of_students() {
    let app = spawn_app().await;

    for n in 0..30 {
        let response = app.register(&format!("student{n}"), &format!("student{n}@umich.edu"), PASSWORD).await;
        assert_eq!(response.status(), 201, "registration {n}");
    }
}

#[tokio::test]
async fn rate_limits_can_be_switched_off() {
    let app = spawn_app_with(&[("QUAD_RATE_LIMITS", "off")]).await;

    for _ in 0..15 {
        assert_eq!(app.login("ada@umich.edu", "Wrong1234").await.status(), 401);
    }
}

#[tokio::test]
async fn inactive_users_cannot_log_in_and_suspension_ends_sessions_at_once() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    app.sql("UPDATE users SET status = 'suspended' WHERE username = 'ada'").await;
    let with_token = app.get_as("/api/v1/auth/me", &token).await;
    let login = app.login("ada@umich.edu", PASSWORD).await;

    assert_eq!(with_token.status(), 401);
    assert_eq!(login.status(), 403);
    assert_eq!(json(login).await["error"], "This account is suspended. Please contact support.");
    app.sql("UPDATE users SET status = 'inactive' WHERE username = 'ada'").await;
    assert_eq!(
        json(app.login("ada@umich.edu", PASSWORD).await).await["error"],
        "This account is inactive. Please contact support."
    );
}

#[tokio::test]
async fn a_registration_token_cannot_use_the_rest_of_the_api() {
    let app = spawn_app().await;
    let registered = json(app.register("ada", "ada@umich.edu", PASSWORD).await).await;

    let response = app.get_as("/api/v1/auth/export-data", registered["token"].as_str().unwrap()).await;

    assert_eq!(response.status(), 401);
}

#[tokio::test]
async fn a_forged_or_garbled_token_is_401() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let (head, _) = token.rsplit_once('.').unwrap();

    assert_eq!(app.get_as("/api/v1/auth/me", &format!("{head}.forged")).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/me", "garbage").await.status(), 401);
    assert_eq!(app.get("/api/v1/auth/me").await.status(), 401);
}

#[tokio::test]
async fn deleting_the_account_removes_the_person_and_their_sessions() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let response = app
        .client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    assert_eq!(json(response).await["message"], "Account deleted successfully");
    assert_eq!(app.get_as("/api/v1/auth/me", &token).await.status(), 401);
    for table in ["users", "sessions", "account_links"] {
        assert_eq!(app.count(&format!("SELECT count(*) FROM {table}")).await, 0, "{table}");
    }
}

#[tokio::test]
async fn deleting_an_account_forgets_its_own_attempt_counts_and_nobody_elses() {
    let app = spawn_app().await;
    // `_` is a wildcard in SQL LIKE: "a_b@umich.edu" must not reach "axb@umich.edu"'s counts.
    let token = app.signed_in("a_b", "user").await;
    app.signed_in("axb", "user").await;
    assert_eq!(app.login("axb@umich.edu", "Wrong1234").await.status(), 401);
    let counted = |email: &str| {
        format!("SELECT count(*) FROM attempt_counters WHERE split_part(key, ':account:', 2) = '{email}'")
    };
    assert!(app.count(&counted("a_b@umich.edu")).await > 0);
    let others_before = app.count(&counted("axb@umich.edu")).await;
    assert!(others_before >= 2, "axb's register and login attempts are counted");

    let response = app
        .client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    assert_eq!(app.count(&counted("a_b@umich.edu")).await, 0);
    assert_eq!(app.count(&counted("axb@umich.edu")).await, others_before);
}

#[tokio::test]
async fn the_export_holds_the_persons_account_data() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let export = json(app.get_as("/api/v1/auth/export-data", &token).await).await;

    assert_eq!(export["data"]["user"]["username"], "ada");
    assert_eq!(export["data"]["user"]["isEmailVerified"], true);
    assert_eq!(export["data"]["profiles"], json!([]));
}
