//! Two-step sign-in for staff (issue 39): admins act only from a session that proved an
//! authenticator's code, every sign-in of someone who has one waits for it, codes and recovery
//! codes work once, wrong codes are limited, and another admin's reset is audited.

use serde_json::json as body;

use crate::helpers::{TestApp, json, spawn_app, spawn_app_with, totp};

const PASSWORD: &str = "Tulip4Harbor";

async fn pending_sign_in(app: &TestApp, email: &str) -> String {
    let login = json(app.login(email, PASSWORD).await).await;
    assert_eq!(login["secondFactor"], "code", "{login}");
    login["token"].as_str().unwrap().to_owned()
}

async fn verify(app: &TestApp, token: &str, code: &str) -> reqwest::Response {
    app.post_as("/api/v1/auth/second-factor/verify", token, &body!({ "code": code })).await
}

#[tokio::test]
async fn an_admin_acts_only_after_turning_on_two_step_sign_in() {
    let app = spawn_app().await;
    let token = app.signed_in_without_second_factor("root", "root@umich.edu", "admin").await;
    let elsewhere = json(app.login("root@umich.edu", PASSWORD).await).await;
    assert_eq!(elsewhere["secondFactor"], "setUp", "an admin without one is sent to set it up");
    let elsewhere = elsewhere["token"].as_str().unwrap().to_owned();

    let refused = app.get_as("/api/v1/admin/users", &token).await;
    assert_eq!(refused.status(), 403);
    assert_eq!(json(refused).await["error"], "Turn on two-step sign-in before using admin tools.");
    let status = json(app.get_as("/api/v1/auth/second-factor", &token).await).await;
    assert_eq!(
        status["data"],
        body!({"on": false, "required": true, "sessionVerified": false, "recoveryCodesLeft": 0})
    );

    let set_up = json(app.post_as("/api/v1/auth/second-factor/setup", &token, &body!({})).await).await;
    let secret = set_up["data"]["secret"].as_str().unwrap().to_owned();
    assert!(set_up["data"]["uri"].as_str().unwrap().starts_with("otpauth://totp/Quad:root%40umich.edu?"));
    let wrong = app.post_as("/api/v1/auth/second-factor/confirm", &token, &body!({"code": "000000"})).await;
    assert_eq!(wrong.status(), 400);
    let confirmed = app.post_as("/api/v1/auth/second-factor/confirm", &token, &body!({"code": totp(&secret, 0)})).await;
    assert_eq!(confirmed.status(), 200);
    let codes = json(confirmed).await["data"]["recoveryCodes"].as_array().unwrap().clone();
    assert_eq!(codes.len(), 10);

    assert_eq!(app.get_as("/api/v1/admin/users", &token).await.status(), 200, "this session proved it");
    assert_eq!(app.get_as("/api/v1/auth/me", &elsewhere).await.status(), 401, "sessions from before ended");
    let status = json(app.get_as("/api/v1/auth/second-factor", &token).await).await;
    assert_eq!(status["data"], body!({"on": true, "required": true, "sessionVerified": true, "recoveryCodesLeft": 10}));
    assert_eq!(
        app.post_as("/api/v1/auth/second-factor/setup", &token, &body!({})).await.status(),
        409,
        "a confirmed factor is not replaced from a session"
    );
    assert!(!app.outbox().await.iter().any(|mail| mail.contains(&secret)), "the secret is never mailed");
}

#[tokio::test]
async fn a_sign_in_waits_for_a_code_that_works_once() {
    let app = spawn_app().await;
    let first = app.signed_in("root", "admin").await;
    let secret = {
        // The helper turned it on; its secret is in the database only, so turn it on afresh.
        app.sql("DELETE FROM second_factors; DELETE FROM recovery_codes").await;
        app.turn_on_second_factor(&first).await
    };
    let (secret, recovery) = secret;

    let pending = pending_sign_in(&app, "root@umich.edu").await;
    let waiting = app.get_as("/api/v1/auth/me", &pending).await;
    assert_eq!(waiting.status(), 401);
    assert_eq!(json(waiting).await["error"], "Enter the code from your authenticator app to finish signing in.");
    assert_eq!(app.get_as("/api/v1/admin/users", &pending).await.status(), 401);
    let replayed = verify(&app, &pending, &totp(&secret, 0)).await;
    assert_eq!(replayed.status(), 400, "the code that turned it on was used");
    assert_eq!(
        json(replayed).await["fields"]["code"],
        "That code is not right. Check your authenticator app and try again."
    );

    let verified = verify(&app, &pending, &totp(&secret, 1)).await;
    assert_eq!(verified.status(), 200);
    assert_eq!(json(verified).await["token"], pending.as_str(), "the same token now works in full");
    assert_eq!(app.get_as("/api/v1/admin/users", &pending).await.status(), 200);
    assert_eq!(verify(&app, &pending, &totp(&secret, 1)).await.status(), 401, "a finished sign-in takes no code");

    // A recovery code, typed loosely, works once.
    let again = pending_sign_in(&app, "root@umich.edu").await;
    let loosely = format!(" {} ", recovery[0].to_uppercase().replace('-', " "));
    assert_eq!(verify(&app, &again, &loosely).await.status(), 200);
    let once_more = pending_sign_in(&app, "root@umich.edu").await;
    assert_eq!(verify(&app, &once_more, &recovery[0]).await.status(), 400);
    let status = json(app.get_as("/api/v1/auth/second-factor", &again).await).await;
    assert_eq!(status["data"]["recoveryCodesLeft"], 9);

    // Ten minutes later the waiting sign-in is over.
    app.sql("UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE scope = 'second_factor'").await;
    let late = verify(&app, &once_more, &recovery[1]).await;
    assert_eq!(late.status(), 401);
    assert_eq!(json(late).await["error"], "That sign-in has expired. Please sign in again.");
}

#[tokio::test]
async fn moderators_and_managers_are_asked_and_students_are_not() {
    let app = spawn_app().await;
    app.signed_in("mod", "moderator").await;
    app.signed_in("ada", "user").await;

    let moderator = json(app.login("mod@umich.edu", PASSWORD).await).await;
    assert_eq!(moderator["secondFactor"], "offered");
    let token = moderator["token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/admin/profiles/status/pending", token).await.status(), 200, "not blocked");
    let student = json(app.login("ada@umich.edu", PASSWORD).await).await;
    assert!(student.get("secondFactor").is_none(), "{student}");
    let token = student["token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/auth/second-factor", token).await.status(), 403);
    assert_eq!(app.post_as("/api/v1/auth/second-factor/setup", token, &body!({})).await.status(), 403);

    // Once a moderator turns it on, their sign-ins wait for the code too.
    let moderator = json(app.login("mod@umich.edu", PASSWORD).await).await;
    app.turn_on_second_factor(moderator["token"].as_str().unwrap()).await;
    pending_sign_in(&app, "mod@umich.edu").await;
}

#[tokio::test]
async fn wrong_codes_are_limited_like_the_password() {
    let app = spawn_app_with(&[("QUAD_RATE_LIMITS", "second_factor.pair=3/15m")]).await;
    app.signed_in("root", "admin").await;
    let pending = pending_sign_in(&app, "root@umich.edu").await;

    for _ in 0..3 {
        assert_eq!(verify(&app, &pending, "123456").await.status(), 400);
    }

    assert_eq!(verify(&app, &pending, "123456").await.status(), 429);
}

#[tokio::test]
async fn another_admin_resets_a_lost_factor_and_the_log_says_who() {
    let app = spawn_app().await;
    let ada = app.signed_in("ada", "admin").await;
    let bea = app.signed_in("bea", "admin").await;
    let bea_id = json(app.get_as("/api/v1/auth/me", &bea).await).await["data"]["id"].as_str().unwrap().to_owned();
    let ada_id = json(app.get_as("/api/v1/auth/me", &ada).await).await["data"]["id"].as_str().unwrap().to_owned();
    let listed = json(app.get_as("/api/v1/admin/users?search=bea", &ada).await).await;
    assert_eq!(listed["data"][0]["secondFactorOn"], true);

    let url = |id: &str| app.url(&format!("/api/v1/admin/users/{id}/second-factor"));
    let own = app.client.delete(url(&ada_id)).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(own.status(), 400);
    assert_eq!(json(own).await["error"], "Another admin resets your own two-step sign-in");
    let reset = app.client.delete(url(&bea_id)).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(reset.status(), 204);

    assert_eq!(app.get_as("/api/v1/auth/me", &bea).await.status(), 401, "their sessions ended");
    let back = json(app.login("bea@umich.edu", PASSWORD).await).await;
    assert_eq!(back["secondFactor"], "setUp", "they set it up again");
    let again = app.client.delete(url(&bea_id)).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(again.status(), 409);
    let log = json(app.get_as(&format!("/api/v1/admin/activity?targetId={bea_id}"), &ada).await).await;
    assert_eq!(log["data"][0]["action"], "user.second_factor_reset", "{log}");
    assert_eq!(log["data"][0]["actor"]["id"], ada_id.as_str(), "{log}");
    assert_eq!(
        app.count("SELECT count(*) FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.username = 'bea'")
            .await,
        0
    );
}

#[tokio::test]
async fn confirming_without_setting_up_or_with_a_too_long_code_is_refused_with_its_words() {
    let app = spawn_app().await;
    let token = app.signed_in_without_second_factor("root", "root@umich.edu", "admin").await;

    let unstarted = app.post_as("/api/v1/auth/second-factor/confirm", &token, &body!({"code": "123456"})).await;
    assert_eq!(unstarted.status(), 409);
    assert_eq!(json(unstarted).await["error"], "Start setting up two-step sign-in first");
    let long = "1".repeat(65);
    let too_long = app.post_as("/api/v1/auth/second-factor/confirm", &token, &body!({"code": long})).await;
    assert_eq!(too_long.status(), 400);
    let verify_long = verify(&app, &token, &"1".repeat(65)).await;
    assert_eq!(verify_long.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM second_factors").await, 0, "nothing was set up");
}
