//! Account security (issue 9): nobody can squat or pre-hijack an address, secrets stay out of
//! URLs and logs, and strangers cannot lock a student out.

use std::time::Duration;

use crate::helpers::{json, spawn_app};

const PASSWORD: &str = "Secret123";

#[tokio::test]
async fn registering_an_unverified_address_again_replaces_the_pending_registration() {
    let app = spawn_app().await;
    // A squatter registers the victim's address and never verifies it.
    let squatter = json(app.register("squatter", "ada@umich.edu", "Attacker1").await).await;
    let squatters_token = squatter["token"].as_str().unwrap().to_owned();
    let squatters_link = app.last_link("verify-email", "ada@umich.edu");

    // The owner registers their own address.
    let owner = app.register("ada", "ada@umich.edu", PASSWORD).await;

    assert_eq!(owner.status(), 201);
    let owner = json(owner).await;
    assert_eq!(owner["user"]["username"], "ada");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE username = 'squatter'").await, 0);
    assert_eq!(app.get_as("/api/v1/auth/me", &squatters_token).await.status(), 401, "the squatter's session died");
    assert_eq!(app.get(&format!("/api/v1/auth/verify-email/{squatters_link}")).await.status(), 400, "and their link");
    let link = app.last_link("verify-email", "ada@umich.edu");
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
    let link = app.last_link("verify-email", "ada@umich.edu");

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
    app.get(&format!("/api/v1/auth/verify-email/{}", app.last_link("verify-email", "ada@umich.edu"))).await;

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
