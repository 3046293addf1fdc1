//! Account security (issue 9): nobody can squat or pre-hijack an address, secrets stay out of
//! URLs and logs, and strangers cannot lock a student out.

use std::time::Duration;

use crate::helpers::{json, spawn_app, spawn_app_with};

const PASSWORD: &str = "Tulip4Harbor";

#[tokio::test]
async fn registering_an_unverified_address_again_replaces_the_pending_registration() {
    let app = spawn_app().await;
    // A squatter registers the victim's address and never verifies it.
    let squatter = json(app.register("squatter", "ada@umich.edu", "Attacker1").await).await;
    let squatters_token = squatter["token"].as_str().unwrap().to_owned();
    let squatters_link = app.last_link("verify-email", "ada@umich.edu").await;

    // The owner registers their own address.
    let owner = app.register("ada", "ada@umich.edu", PASSWORD).await;

    assert_eq!(owner.status(), 201);
    let owner = json(owner).await;
    assert_eq!(owner["user"]["username"], "ada");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE username = 'squatter'").await, 0);
    assert_eq!(app.get_as("/api/v1/auth/me", &squatters_token).await.status(), 401, "the squatter's session died");
    assert_eq!(app.get(&format!("/api/v1/auth/verify-email/{squatters_link}")).await.status(), 400, "and their link");
    let link = app.last_link("verify-email", "ada@umich.edu").await;
    let verified = app.get_as(&format!("/api/v1/auth/verify-email/{link}"), owner["token"].as_str().unwrap()).await;
    assert_eq!(verified.status(), 200);
    assert_eq!(app.login("ada@umich.edu", "Attacker1").await.status(), 401);
    assert_eq!(app.login("ada@umich.edu", PASSWORD).await.status(), 200);
    // The squatter's username is free again.
    assert_eq!(app.register("squatter", "someone@umich.edu", PASSWORD).await.status(), 201);
}

#[tokio::test]
async fn a_verification_link_opened_elsewhere_verifies_but_signs_nobody_in() {
    let app = spawn_app().await;
    // Someone registers the victim's address; the victim clicks the mail they never asked for.
    app.register("squatter", "ada@umich.edu", "Attacker1").await;
    let link = app.last_link("verify-email", "ada@umich.edu").await;

    let clicked = app.get(&format!("/api/v1/auth/verify-email/{link}")).await;

    assert_eq!(clicked.status(), 200);
    let body = json(clicked).await;
    assert_eq!(body["success"], true);
    assert_eq!(body["message"], "Your email is verified. Please log in to continue.");
    assert!(body.get("token").is_none() && body.get("user").is_none(), "{body}");
    assert_eq!(app.count("SELECT count(*) FROM sessions WHERE scope = 'full'").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email_verified_at IS NOT NULL").await, 1);
}

#[tokio::test]
async fn a_registration_token_never_becomes_a_full_session() {
    let app = spawn_app().await;
    let registered = json(app.register("ada", "ada@umich.edu", PASSWORD).await).await;
    let token = registered["token"].as_str().unwrap();
    app.get(&format!("/api/v1/auth/verify-email/{}", app.last_link("verify-email", "ada@umich.edu").await)).await;

    // Verified elsewhere: the registration token still opens nothing.
    assert_eq!(app.get_as("/api/v1/auth/me", token).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/export-data", token).await.status(), 401);
}

#[tokio::test]
async fn registrations_unverified_for_seven_days_are_removed_by_the_periodic_job() {
    let app = spawn_app().await;
    app.register("stale", "stale@umich.edu", PASSWORD).await;
    app.register("recent", "recent@umich.edu", PASSWORD).await;
    app.signed_in("verified", "user").await;
    app.sql("UPDATE users SET created_at = now() - interval '8 days' WHERE username IN ('stale', 'verified')").await;

    // The job runs when an instance starts, then hourly.
    let _second = app.another_instance().await;

    let mut remaining = 0;
    for _ in 0..50 {
        remaining = app.count("SELECT count(*) FROM users WHERE username = 'stale'").await;
        if remaining == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(remaining, 0);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE username IN ('recent', 'verified')").await, 2);
}

/// A login from `address` (through a trusted proxy on loopback).
async fn login_from(app: &crate::helpers::TestApp, address: &str, password: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/v1/auth/login"))
        .header("x-forwarded-for", address)
        .json(&serde_json::json!({"email": "ada@umich.edu", "password": password}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_stranger_failing_on_purpose_cannot_lock_the_owner_out() {
    // A range, as Docker's networks need.
    let app = spawn_app_with(&[("QUAD_TRUSTED_PROXIES", "127.0.0.0/8")]).await;
    app.signed_in("ada", "user").await;

    for _ in 0..10 {
        assert_eq!(login_from(&app, "203.0.113.9", "Wrong1234").await.status(), 401);
    }
    let stranger_again = login_from(&app, "203.0.113.9", PASSWORD).await;
    let owner = login_from(&app, "198.51.100.7", PASSWORD).await;

    assert_eq!(stranger_again.status(), 429, "the stranger's address is stopped on this account");
    assert_eq!(json(stranger_again).await["error"], "Too many requests");
    assert_eq!(owner.status(), 200, "the owner, elsewhere, is not");
}

#[tokio::test]
async fn successful_logins_do_not_count_and_a_success_clears_the_pairs_failures() {
    let app = spawn_app_with(&[("QUAD_TRUSTED_PROXIES", "127.0.0.1"), ("QUAD_RATE_LIMITS", "login.pair=3/15m")]).await;
    app.signed_in("ada", "user").await;

    for _ in 0..5 {
        assert_eq!(login_from(&app, "198.51.100.7", PASSWORD).await.status(), 200);
    }
    for _ in 0..2 {
        assert_eq!(login_from(&app, "198.51.100.7", "Wrong1234").await.status(), 401);
    }
    assert_eq!(login_from(&app, "198.51.100.7", PASSWORD).await.status(), 200);
    for _ in 0..2 {
        assert_eq!(login_from(&app, "198.51.100.7", "Wrong1234").await.status(), 401);
    }

    assert_eq!(login_from(&app, "198.51.100.7", PASSWORD).await.status(), 200, "two failures since the success");
}

#[tokio::test]
async fn the_owner_still_finds_reset_links_after_strangers_used_up_the_mailboxs_ceiling() {
    let app =
        spawn_app_with(&[("QUAD_TRUSTED_PROXIES", "127.0.0.1"), ("QUAD_RATE_LIMITS", "forgot.account=3/1h")]).await;
    app.signed_in("ada", "user").await;
    let forgot = |address: &'static str| {
        app.client
            .post(app.url("/api/v1/auth/forgot-password"))
            .header("x-forwarded-for", address)
            .json(&serde_json::json!({"email": "ada@umich.edu"}))
            .send()
    };

    for address in ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"] {
        assert_eq!(forgot(address).await.unwrap().status(), 200);
    }
    let owner = forgot("198.51.100.7").await.unwrap();

    assert_eq!(owner.status(), 200, "answered like any other request");
    let resets = app.outbox().await.iter().filter(|mail| mail.contains("/reset-password/")).count();
    assert_eq!(resets, 3, "the mailbox gets at most the ceiling, and each of those links works");
    let link = app.last_link("reset-password", "ada@umich.edu").await;
    let reset = app
        .client
        .put(app.url(&format!("/api/v1/auth/reset-password/{link}")))
        .json(&serde_json::json!({"password": "Newpass123", "confirmPassword": "Newpass123"}))
        .send()
        .await
        .unwrap();
    assert_eq!(reset.status(), 200);
}

#[tokio::test]
async fn a_commonly_used_password_is_refused_with_a_clear_message() {
    let app = spawn_app().await;

    let response = app.register("ada", "ada@umich.edu", "Password1").await;

    assert_eq!(response.status(), 400);
    let body = json(response).await;
    assert_eq!(
        body["fields"]["password"],
        "This password is one of the most commonly used. Please choose a less predictable one."
    );
    assert_eq!(app.count("SELECT count(*) FROM users").await, 0);
}

/// Logs in from a browser named `device`; answers the token.
async fn login_on(app: &crate::helpers::TestApp, device: &str, password: &str) -> String {
    let response = app
        .client
        .post(app.url("/api/v1/auth/login"))
        .header("user-agent", device)
        .json(&serde_json::json!({"email": "ada@umich.edu", "password": password}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    json(response).await["token"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_person_sees_their_sessions_and_signs_others_out() {
    let app = spawn_app().await;
    app.signed_in("ada", "user").await;
    let laptop = login_on(&app, "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", PASSWORD).await;
    let phone = login_on(&app, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1", PASSWORD).await;
    let library = login_on(&app, "Mozilla/5.0 (Windows NT 10.0) Chrome/150.0", PASSWORD).await;
    let someone_else = app.signed_in("grace", "user").await;

    let listed = json(app.get_as("/api/v1/auth/sessions", &laptop).await).await;
    let sessions = listed["data"].as_array().unwrap();
    assert_eq!(sessions.len(), 4, "the sign-up session and three logins: {listed}");
    let current: Vec<_> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert!(current[0]["device"].as_str().unwrap().contains("Firefox"));
    assert_eq!(current[0]["method"], "password");
    let phone_id = sessions.iter().find(|s| s["device"].as_str().is_some_and(|d| d.contains("iPhone"))).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let not_theirs =
        app.client.delete(app.url(&format!("/api/v1/auth/sessions/{phone_id}"))).bearer_auth(&someone_else).send();
    assert_eq!(not_theirs.await.unwrap().status(), 404, "nobody ends another person's session");
    let end_phone =
        app.client.delete(app.url(&format!("/api/v1/auth/sessions/{phone_id}"))).bearer_auth(&laptop).send();
    assert_eq!(end_phone.await.unwrap().status(), 200);
    assert_eq!(app.get_as("/api/v1/auth/me", &phone).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/me", &library).await.status(), 200);

    let others = app.client.post(app.url("/api/v1/auth/sessions/sign-out-others")).bearer_auth(&laptop).send();
    let others = json(others.await.unwrap()).await;
    assert_eq!(others["message"], "Signed out of 2 other sessions");
    assert_eq!(app.get_as("/api/v1/auth/me", &library).await.status(), 401);
    assert_eq!(app.get_as("/api/v1/auth/me", &laptop).await.status(), 200, "this one stays");
    assert_eq!(app.get_as("/api/v1/auth/me", &someone_else).await.status(), 200, "nobody else's ends");
}

async fn change_password(app: &crate::helpers::TestApp, token: &str, body: serde_json::Value) -> reqwest::Response {
    app.client.put(app.url("/api/v1/auth/password")).bearer_auth(token).json(&body).send().await.unwrap()
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_every_other_session() {
    let app = spawn_app().await;
    app.signed_in("ada", "user").await;
    let here = login_on(&app, "Firefox", PASSWORD).await;
    let elsewhere = login_on(&app, "Chrome", PASSWORD).await;

    let wrong = change_password(
        &app,
        &here,
        serde_json::json!({"currentPassword": "Wrong1234", "newPassword": "Maple7Harbor", "confirmPassword": "Maple7Harbor"}),
    )
    .await;
    let common = change_password(
        &app,
        &here,
        serde_json::json!({"currentPassword": PASSWORD, "newPassword": "Password1", "confirmPassword": "Password1"}),
    )
    .await;
    let changed = change_password(
        &app,
        &here,
        serde_json::json!({"currentPassword": PASSWORD, "newPassword": "Maple7Harbor", "confirmPassword": "Maple7Harbor"}),
    )
    .await;

    assert_eq!(wrong.status(), 400);
    assert_eq!(json(wrong).await["fields"]["currentPassword"], "Your current password is incorrect");
    assert_eq!(common.status(), 400);
    assert!(json(common).await["fields"]["newPassword"].as_str().unwrap().contains("most commonly used"));
    assert_eq!(changed.status(), 200);
    assert_eq!(json(changed).await["message"], "Password updated");
    assert_eq!(app.get_as("/api/v1/auth/me", &here).await.status(), 200);
    assert_eq!(app.get_as("/api/v1/auth/me", &elsewhere).await.status(), 401);
    assert_eq!(app.login("ada@umich.edu", PASSWORD).await.status(), 401);
    assert_eq!(app.login("ada@umich.edu", "Maple7Harbor").await.status(), 200);
    assert!(app.outbox().await.iter().any(|mail| mail.contains("Subject: Your Quad password was changed")));
}

#[tokio::test]
async fn a_new_password_breaking_the_spec_rules_gets_their_messages_on_its_fields_and_changes_nothing() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let cases = [
        ("Sec12", "Sec12", "newPassword", "Password must be at least 8 characters long"),
        ("Maple7Harbor", "Maple7Harbr", "confirmPassword", "Passwords do not match"),
        (
            "maple7harbor",
            "maple7harbor",
            "newPassword",
            "Password must contain at least one uppercase letter, one lowercase letter, and one number",
        ),
    ];

    for (new, confirm, field, message) in cases {
        let body = serde_json::json!({"currentPassword": PASSWORD, "newPassword": new, "confirmPassword": confirm});
        let response = change_password(&app, &token, body).await;

        assert_eq!(response.status(), 400, "{field}");
        assert_eq!(json(response).await["fields"][field], message);
    }
    assert_eq!(app.login("ada@umich.edu", PASSWORD).await.status(), 200, "the password is unchanged");
}

#[tokio::test]
async fn deleting_the_account_asks_for_the_password_again() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let delete = |body: serde_json::Value| {
        app.client.delete(app.url("/api/v1/auth/delete-account")).bearer_auth(&token).json(&body).send()
    };

    let missing = delete(serde_json::json!({})).await.unwrap();
    let wrong = delete(serde_json::json!({"password": "Wrong1234"})).await.unwrap();

    assert_eq!(missing.status(), 400);
    assert_eq!(json(missing).await["fields"]["password"], "Please enter your password to confirm");
    assert_eq!(wrong.status(), 400);
    assert_eq!(json(wrong).await["fields"]["password"], "Your password is incorrect");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(delete(serde_json::json!({"password": PASSWORD})).await.unwrap().status(), 200);
    assert_eq!(app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn an_email_change_happens_only_when_the_new_address_confirms_it() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    app.signed_in("grace", "user").await;
    let ask =
        |body: serde_json::Value| app.client.post(app.url("/api/v1/auth/email")).bearer_auth(&token).json(&body).send();

    let taken = ask(serde_json::json!({"newEmail": "grace@umich.edu", "password": PASSWORD})).await.unwrap();
    let wrong = ask(serde_json::json!({"newEmail": "ada@lovelace.dev", "password": "Wrong1234"})).await.unwrap();
    let asked = ask(serde_json::json!({"newEmail": "Ada@Lovelace.dev", "password": PASSWORD})).await.unwrap();

    assert_eq!(taken.status(), 409);
    assert_eq!(wrong.status(), 400);
    assert_eq!(json(wrong).await["fields"]["password"], "Your password is incorrect");
    assert_eq!(asked.status(), 200);
    assert_eq!(
        json(asked).await["message"],
        "We sent a confirmation link to ada@lovelace.dev. Your address changes when you open it."
    );
    assert_eq!(json(app.get_as("/api/v1/auth/me", &token).await).await["data"]["email"], "ada@umich.edu");
    let notice =
        app.outbox().await.into_iter().find(|m| m.contains("To: ada@umich.edu") && m.contains("was requested"));
    assert!(notice.is_some_and(|m| m.contains("ada@lovelace.dev")), "the old address is told");

    let link = app.last_link("confirm-email", "ada@lovelace.dev").await;
    let confirmed = app.get(&format!("/api/v1/auth/confirm-email/{link}")).await;
    let again = app.get(&format!("/api/v1/auth/confirm-email/{link}")).await;

    assert_eq!(confirmed.status(), 200);
    assert_eq!(json(confirmed).await["message"], "Your email address is now ada@lovelace.dev.");
    assert_eq!(again.status(), 410);
    let me = json(app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["email"], "ada@lovelace.dev");
    assert_eq!(me["data"]["emailVerified"], true);
    assert_eq!(app.login("ada@lovelace.dev", PASSWORD).await.status(), 200);
    assert_eq!(app.login("ada@umich.edu", PASSWORD).await.status(), 401);
}

#[tokio::test]
async fn requests_for_universities_from_signed_out_people_are_limited_per_address() {
    let app = spawn_app_with(&[
        ("QUAD_TRUSTED_PROXIES", "127.0.0.1"),
        ("QUAD_RATE_LIMITS", "university_request.address=3/1h"),
    ])
    .await;
    let ask = |address: &'static str| {
        app.client
            .post(app.url("/api/v1/universities/requests"))
            .header("x-forwarded-for", address)
            .json(&serde_json::json!({"universityName": "Oberlin College", "email": "fan@oberlin.edu"}))
            .send()
    };

    for _ in 0..3 {
        assert_eq!(ask("203.0.113.9").await.unwrap().status(), 201);
    }
    let fourth = ask("203.0.113.9").await.unwrap();
    let elsewhere = ask("198.51.100.7").await.unwrap();

    assert_eq!(fourth.status(), 429);
    assert_eq!(json(fourth).await["error"], "Too many requests");
    assert_eq!(elsewhere.status(), 201);
    assert_eq!(app.count("SELECT count(*) FROM university_requests").await, 4);
}
