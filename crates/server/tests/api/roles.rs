//! Role checks on the server, and the operator's create-user command.

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use serde_json::{Value, json};

use crate::helpers::{json, spawn_app, spawn_app_with};

#[tokio::test]
async fn only_admins_list_users() {
    let app = spawn_app().await;
    let student = app.signed_in("student", "user").await;
    let manager = app.signed_in("manager", "manager").await;
    let admin = app.signed_in("admin", "admin").await;

    assert_eq!(app.get("/api/v1/admin/users").await.status(), 401);
    assert_eq!(app.get_as("/api/v1/admin/users", &student).await.status(), 403);
    assert_eq!(app.get_as("/api/v1/admin/users", &manager).await.status(), 403);
    let forbidden = json(app.get_as("/api/v1/admin/users", &student).await).await;
    assert_eq!(forbidden["error"], "You do not have permission to do this");

    let page = json(app.get_as("/api/v1/admin/users?search=MAN&pageSize=10", &admin).await).await;
    assert_eq!(page["total"], 1);
    assert_eq!(page["data"][0]["username"], "manager");
    assert_eq!(page["data"][0]["role"], "manager");
    let all = json(app.get_as("/api/v1/admin/users", &admin).await).await;
    assert_eq!(all["total"], 3);
}

/// A fake Graph API: account 17841 with token "good" exists.
async fn fake_graph(request: HttpRequest, id: web::Path<String>) -> HttpResponse {
    let auth = request.headers().get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("");
    if id.as_str() == "17841" && auth == "Bearer good" {
        HttpResponse::Ok().json(json!({"id": "17841", "username": "umich"}))
    } else {
        HttpResponse::BadRequest().json(json!({"error": {"message": "Invalid OAuth access token"}}))
    }
}

#[tokio::test]
async fn managers_and_admins_test_instagram_connections_and_students_cannot() {
    let fake = HttpServer::new(|| App::new().route("/v21.0/{id}", web::get().to(fake_graph)))
        .workers(1)
        .bind(("127.0.0.1", 0))
        .unwrap();
    let graph_url = format!("http://127.0.0.1:{}/v21.0", fake.addrs()[0].port());
    tokio::spawn(fake.run());
    let app = spawn_app_with(&[("QUAD_INSTAGRAM_API_URL", &graph_url)]).await;
    let student = app.signed_in("student", "user").await;
    let manager = app.signed_in("manager", "manager").await;
    let call = |token: String, body: serde_json::Value| {
        app.client.post(app.url("/api/v1/manager/test-instagram")).bearer_auth(token).json(&body).send()
    };

    let forbidden = call(student, json!({"accessToken": "good", "igUserId": "17841"})).await.unwrap();
    let ok = call(manager.clone(), json!({"accessToken": "good", "igUserId": "17841"})).await.unwrap();
    let refused = call(manager.clone(), json!({"accessToken": "bad", "igUserId": "17841"})).await.unwrap();
    let missing = call(manager, json!({"accessToken": "", "igUserId": "17841"})).await.unwrap();

    assert_eq!(forbidden.status(), 403);
    assert_eq!(ok.status(), 200);
    assert_eq!(json(ok).await["data"]["username"], "umich");
    assert_eq!(refused.status(), 400);
    assert_eq!(json(refused).await["error"], "Invalid OAuth access token");
    assert_eq!(json(missing).await["error"], "Access token and Instagram user ID are both required");
}

#[tokio::test]
async fn create_user_makes_an_admin_who_can_log_in_at_once() {
    let app = spawn_app().await;

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
        .args(["create-user", "--email", "dean@umich.edu", "--password", "Tulip4Harbor", "--role", "admin"])
        .env("DATABASE_URL", &app.database_url)
        .env("QUAD_DATA_DIR", &app.data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();

    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let login = json(app.login("dean@umich.edu", "Tulip4Harbor").await).await;
    assert_eq!(login["user"]["role"], "admin");
    assert_eq!(login["user"]["isAdmin"], true);
    assert_eq!(login["user"]["username"], "dean");
    assert_eq!(login["user"]["emailVerified"], true);

    let again = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
        .args(["create-user", "--email", "dean@umich.edu", "--password", "Tulip4Harbor", "--role", "admin"])
        .env("DATABASE_URL", &app.database_url)
        .env("QUAD_DATA_DIR", &app.data_dir)
        .output()
        .unwrap();
    assert!(!again.status.success());
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("Email already in use"), "{stderr}");
}

#[tokio::test]
async fn seeding_refuses_to_run_in_production() {
    let app = spawn_app().await;

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
        .arg("seed")
        .env("DATABASE_URL", &app.database_url)
        .env("QUAD_DATA_DIR", &app.data_dir)
        .env("QUAD_ENV", "production")
        .env("QUAD_JWT_SECRET", "a-production-secret-of-at-least-thirty-two-bytes")
        .env("QUAD_SMTP_URL", "smtp://127.0.0.1:9")
        .env("QUAD_INSTAGRAM_TOKEN_KEY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();

    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("refuses to run when QUAD_ENV=production"), "{stderr}");
    assert_eq!(app.count("SELECT count(*) FROM users").await, 0);
}

#[tokio::test]
async fn seeding_twice_leaves_one_set_of_demo_accounts_and_students() {
    let app = spawn_app().await;
    for _ in 0..2 {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
            .arg("seed")
            .env("DATABASE_URL", &app.database_url)
            .env("QUAD_DATA_DIR", &app.data_dir)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    }

    let users = app.count("SELECT count(*) FROM users").await;
    assert_eq!(users, 6 + 34 + 2, "the demo accounts, the demo students, and two creators elsewhere");
    assert_eq!(app.count("SELECT count(*) FROM universities").await, 6);
    for (status, count) in [("open", 2), ("added", 1), ("declined", 1)] {
        let counted = app.count(&format!("SELECT count(*) FROM university_requests WHERE status = '{status}'")).await;
        assert_eq!(counted, count, "{status} university requests");
    }
    assert_eq!(
        app.count("SELECT count(*) FROM instagram_accounts").await,
        3,
        "umich's, UCLA's and NYU's demo accounts"
    );
    let queued = app.count("SELECT count(*) FROM instagram_posts WHERE status = 'queued'").await;
    assert_eq!(queued, 5 + 2, "their posts and two students' carousels, once");
    for (status, count) in
        [("approved", 12), ("pending", 2), ("changes_requested", 1), ("rejected", 1), ("withdrawn", 1)]
    {
        let counted = app.count(&format!("SELECT count(*) FROM submissions WHERE status = '{status}'")).await;
        assert_eq!(counted, count, "{status} submissions");
    }
    let featured_everywhere = app
        .count(
            "SELECT count(*) FROM universities u WHERE 2 <= (SELECT count(*) FROM submissions s \
                WHERE s.university_id = u.id AND s.status = 'approved')",
        )
        .await;
    assert_eq!(featured_everywhere, 5, "every open demo university shows featured posts");
    let reed = json(app.get("/api/v1/universities/slug/reed-college").await).await["data"].clone();
    assert_eq!((&reed["open"], &reed["proposedEmailDomains"]), (&json!(false), &json!(["reed.edu"])), "{reed}");
    let readers = app.count("SELECT count(*) FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL").await;
    assert_eq!(readers, 2, "two confirmed newsletter readers, once");
    assert_eq!(app.count("SELECT count(*) FROM connections").await, 2, "Maya's two connections, once");
    for (status, count) in [("accepted", 1), ("pending", 2)] {
        let counted = app.count(&format!("SELECT count(*) FROM connection_requests WHERE status = '{status}'")).await;
        assert_eq!(counted, count, "{status} requests: one to Maya and one of hers wait");
    }
    for (status, count) in [("approved", 26), ("pending", 7), ("rejected", 4)] {
        let counted = app.count(&format!("SELECT count(*) FROM roommate_profiles WHERE status = '{status}'")).await;
        assert_eq!(counted, count, "{status} profiles, for the moderation queue");
    }
    let maya = json(app.login("maya@quad.local", quad_server::seed::DEMO_PASSWORD).await).await;
    let conversations = json(app.get_as("/api/v1/conversations", maya["token"].as_str().unwrap()).await).await;
    assert_eq!(conversations["data"].as_array().unwrap().len(), 2, "Maya's two conversations, once: {conversations}");
    let unread = json(app.get_as("/api/v1/conversations/unread", maya["token"].as_str().unwrap()).await).await;
    assert_eq!(unread["data"]["unreadConversations"], 1, "one with a reply she has not read");
    assert_eq!(app.count("SELECT count(*) FROM reports WHERE status = 'open'").await, 1, "her report waits");
    let matches = json(app.get_as("/api/v1/roommates", maya["token"].as_str().unwrap()).await).await;
    assert!(matches["total"].as_i64().unwrap() >= 5, "Maya sees matches: {matches}");
    let cards = matches["data"].as_array().unwrap();
    assert!(
        cards.iter().any(|c| c["reasons"].as_array().unwrap().iter().any(|r| r["effect"] == "lowers")),
        "{matches}"
    );
    let last = json(app.get_as("/api/v1/roommates?pageSize=100", maya["token"].as_str().unwrap()).await).await;
    let riley = last["data"].as_array().unwrap().last().cloned().unwrap_or_default();
    assert_eq!((&riley["firstName"], &riley["match"]), (&json!("Riley"), &Value::Null), "last: too little to compare");
    let umich = json(app.get("/api/v1/universities/slug/umich").await).await;
    assert!(umich["data"]["logoUrl"].as_str().unwrap().contains("/media/logo/"));
    let admin = json(app.login("admin@quad.local", quad_server::seed::DEMO_PASSWORD).await).await;
    assert_eq!(admin["user"]["role"], "admin");
    assert_eq!(admin["secondFactor"], "setUp", "the demo admin turns on two-step sign-in first");
    app.turn_on_second_factor(admin["token"].as_str().unwrap()).await;
    let activity =
        json(app.get_as("/api/v1/admin/activity?pageSize=100", admin["token"].as_str().unwrap()).await).await;
    let count = |action: &str| activity["data"].as_array().unwrap().iter().filter(|e| e["action"] == action).count();
    assert_eq!(
        (count("university.created"), count("profile.approved"), count("profile.rejected")),
        (6, 26, 4),
        "the activity log shows the demo's staff actions once"
    );
    let token = admin["token"].as_str().unwrap();
    let dashboard = json(app.get_as("/api/v1/admin/dashboard", token).await).await["data"].clone();
    assert_eq!(dashboard["totals"]["users"], 42);
    assert_eq!(dashboard["totals"]["universitiesNotOpen"], 1, "Reed College");
    assert_eq!(dashboard["recentActivity"].as_array().unwrap().len(), 5, "the demo accounts are new");
    assert!(dashboard["performance"]["medianDecisionHours"].as_f64().unwrap() > 1.0, "decisions took hours");
    let charts = json(app.get_as("/api/v1/admin/analytics", token).await).await["data"].clone();
    let days_with_sign_ups =
        charts["registrations"].as_array().unwrap().iter().filter(|day| day["registered"].as_i64() > Some(0)).count();
    assert!(days_with_sign_ups >= 10, "the demo students joined over weeks, not in one day: {days_with_sign_ups}");

    // A new student with typical answers finds sensible matches among the demo students.
    let newcomer = app.signed_in("newcomer", "user").await;
    let typical = crate::roommates::body(
        umich["data"]["id"].as_str().unwrap(),
        &crate::profiles::photo(&app, &newcomer).await,
        json!({
            "sleepSchedule": "Balanced", "cleanliness": "Neat", "guestPreference": "Occasionally",
            "studyingPreference": "With Music", "substances": ["Social Drinker", "No Smoking"], "housing": "Dorm",
        }),
        json!({
            "cleanliness": {"accepted": ["Very Neat", "Neat", "Average"], "importance": "somewhat", "dealbreaker": false},
            "guestPreference": {"accepted": ["Rarely", "Occasionally", "Frequently"], "importance": "a_little", "dealbreaker": false},
            "substances": {"accepted": ["Social Drinker", "No Smoking", "No Alcohol", "Substance Free"], "importance": "very", "dealbreaker": false},
        }),
    );
    assert_eq!(crate::profiles::submit(&app, &newcomer, &typical).await.status(), 200);
    let mine = json(app.get_as("/api/v1/profile/me", &newcomer).await).await["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(app.decide(token, &mine, "approve", json!({})).await.status(), 200);
    let top = json(app.get_as("/api/v1/roommates?pageSize=3", &newcomer).await).await;
    let percents: Vec<u64> = top["data"].as_array().unwrap().iter().filter_map(|card| card["match"].as_u64()).collect();
    assert!(percents.len() == 3 && percents.iter().all(|p| *p > 60), "the newcomer's top three: {top}");
}
