//! The admin dashboard, its search and the analytics charts, over HTTP: figures equal what the
//! database holds for known data, and only admins read them.

use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json, spawn_app},
    profiles::{photo, profile, submit, university_named},
};

async fn data(app: &TestApp, token: &str, path: &str) -> Value {
    let response = app.get_as(path, token).await;
    assert_eq!(response.status(), 200, "{path}");
    json(response).await["data"].clone()
}

/// Students `names`, each with a submitted profile at `university`.
async fn students_with_profiles(app: &TestApp, university: &str, names: &[&str]) {
    for name in names {
        let token = app.signed_in(name, "user").await;
        let photos = vec![photo(app, &token).await];
        assert_eq!(submit(app, &token, &profile(university, &photos)).await.status(), 200);
    }
}

/// An Instagram account of `university` added at `created_at` (an SQL time), and its id.
async fn instagram_account(app: &TestApp, university: &str, username: &str, created_at: &str) -> String {
    let id = uuid::Uuid::new_v4().to_string();
    app.sql(&format!(
        "INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext, created_at) \
         VALUES ('{id}', '{university}', '{username}-id', '{username}', '\\x00', {created_at})"
    ))
    .await;
    id
}

/// A post of `account` in `status`, with its times given as SQL expressions.
async fn post(app: &TestApp, university: &str, account: &str, status: &str, times: &str) {
    app.sql(&format!(
        "INSERT INTO instagram_posts (id, university_id, account_id, image_url, image_key, thumbnail_key, letterboxed, \
         caption, status, scheduled_time, next_attempt_at, posted_time, last_attempt, created_at) \
         SELECT gen_random_uuid(), '{university}', '{account}', 'u', 'k', 't', false, 'c', '{status}', \
                s, s, p, l, c FROM (SELECT {times}) AS t(s, p, l, c)"
    ))
    .await;
}

#[tokio::test]
async fn only_admins_read_the_dashboard_search_and_analytics() {
    let app = spawn_app().await;
    for role in ["user", "moderator", "manager"] {
        let token = app.signed_in(&format!("a{role}"), role).await;
        for path in ["/api/v1/admin/dashboard", "/api/v1/admin/search?q=ada", "/api/v1/admin/analytics"] {
            let response = app.get_as(path, &token).await;
            assert_eq!(response.status(), 403, "{role} on {path}");
            assert_eq!(json(response).await["error"], "You do not have permission to do this");
        }
    }
    for path in ["/api/v1/admin/dashboard", "/api/v1/admin/search?q=ada", "/api/v1/admin/analytics"] {
        assert_eq!(app.get(path).await.status(), 401, "{path} without a session");
    }
}

#[tokio::test]
async fn the_dashboards_figures_are_what_the_database_holds() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let university = university_named(&app, &admin, "Wolverine State University").await;
    students_with_profiles(&app, &university, &["ada", "bob", "cyd"]).await;
    app.signed_in("dan", "moderator").await;
    // Last week: cyd and dan joined; dan is suspended and never verified.
    app.sql(
        "UPDATE users SET created_at = now() - interval '10 days' WHERE username = 'cyd';
         UPDATE users SET created_at = now() - interval '9 days', status = 'suspended', email_verified_at = NULL
          WHERE username = 'dan';
         UPDATE users SET email_verified_at = created_at WHERE username <> 'dan';
         UPDATE roommate_profiles p SET submitted_at = now() - interval '60 hours' FROM users u
          WHERE u.id = p.user_id AND u.username = 'ada';
         UPDATE roommate_profiles p SET status = 'approved', submitted_at = now() - interval '30 hours',
                decided_at = now() - interval '20 hours' FROM users u WHERE u.id = p.user_id AND u.username = 'bob';
         UPDATE roommate_profiles p SET status = 'rejected', rejection_reason = 'No photo of you',
                submitted_at = now() - interval '9 days', decided_at = now() - interval '9 days' + interval '50 hours'
           FROM users u WHERE u.id = p.user_id AND u.username = 'cyd';",
    )
    .await;
    let fresh = instagram_account(&app, &university, "wolverines", "now() - interval '1 hour'").await;
    instagram_account(&app, &university, "wolverines.old", "now() - interval '30 hours'").await;
    post(&app, &university, &fresh, "queued", "now() + interval '1 hour', NULL::timestamptz, NULL::timestamptz, now()")
        .await;
    post(&app, &university, &fresh, "posted", "now() - interval '2 hours', now() - interval '2 hours', now() - interval '2 hours', now() - interval '3 hours'").await;
    post(
        &app,
        &university,
        &fresh,
        "failed",
        "now() - interval '8 days', NULL::timestamptz, now() - interval '8 days', now() - interval '8 days'",
    )
    .await;

    let dashboard = data(&app, &admin, "/api/v1/admin/dashboard").await;

    assert_eq!(
        dashboard["totals"],
        json!({
            "users": 5, "activeUsers": 4, "universities": 1, "universitiesNotOpen": 0,
            "profilesPending": 1, "profilesApproved": 1, "profilesRejected": 1,
            "instagramAccounts": 2, "postsQueued": 1, "postsPosted": 1, "postsFailed": 1,
        })
    );
    assert_eq!(dashboard["totals"]["users"], app.count("SELECT count(*) FROM users").await);
    let growth = &dashboard["growth"];
    assert_eq!(growth["users"], json!({"thisWeek": 3, "lastWeek": 2, "changePercent": 50}));
    assert_eq!(growth["activeUsers"], json!({"thisWeek": 3, "lastWeek": 1, "changePercent": 200}));
    assert_eq!(growth["universities"], json!({"thisWeek": 1, "lastWeek": 0, "changePercent": null}));
    assert_eq!(growth["profilesSubmitted"], json!({"thisWeek": 2, "lastWeek": 1, "changePercent": 100}));
    assert_eq!(growth["profilesApproved"], json!({"thisWeek": 1, "lastWeek": 0, "changePercent": null}));
    assert_eq!(growth["instagramAccounts"]["thisWeek"], 2);
    assert_eq!(growth["postsQueued"], json!({"thisWeek": 2, "lastWeek": 1, "changePercent": 100}));
    assert_eq!(growth["postsPosted"], json!({"thisWeek": 1, "lastWeek": 0, "changePercent": null}));
    assert_eq!(
        dashboard["performance"],
        json!({
            "periodDays": 30, "decisions": 2, "medianDecisionHours": 30.0,
            "decidedWithin48hPercent": 50, "approvalPercent": 50, "verificationPercent": 80,
            "publishSuccessPercent": 50, "overdueReviews": 1,
        })
    );
    // The 3 newest people (of 3 in the last 24 hours) and the activity log's entries of the last
    // 24 hours (the university added); rows the log does not hold (accounts written here by SQL)
    // are not staff actions.
    let recent = dashboard["recentActivity"].as_array().unwrap();
    let kinds: Vec<&str> = recent.iter().map(|item| item["kind"].as_str().unwrap()).collect();
    assert_eq!(recent.len(), 4);
    assert_eq!(kinds.iter().filter(|kind| **kind == "user").count(), 3);
    let added = recent.iter().find(|item| item["kind"] == "staffAction").unwrap();
    assert_eq!(
        (added["action"].as_str(), added["title"].as_str()),
        (Some("university.created"), Some("Wolverine State University"))
    );
    assert_eq!(dashboard["staffActionsLastDay"], 1);
    let times: Vec<&str> = recent.iter().map(|item| item["at"].as_str().unwrap()).collect();
    assert!(times.windows(2).all(|pair| pair[0] >= pair[1]), "{times:?}");

    // A decision made a moment ago is at the top, and the figure is the log's.
    let pending = data(&app, &admin, "/api/v1/admin/profiles/status/pending").await;
    let id = pending[0]["id"].as_str().unwrap().to_owned();
    assert_eq!(app.decide(&admin, &id, "approve", json!({})).await.status(), 200);
    let dashboard = data(&app, &admin, "/api/v1/admin/dashboard").await;
    let newest = &dashboard["recentActivity"][0];
    assert_eq!((newest["kind"].as_str(), newest["action"].as_str()), (Some("staffAction"), Some("profile.approved")));
    let logged = app.count("SELECT count(*) FROM audit_log WHERE occurred_at >= now() - interval '24 hours'").await;
    assert_eq!(dashboard["staffActionsLastDay"], logged);
    assert_eq!(logged, 2);
}

#[tokio::test]
async fn the_dashboard_searches_people_universities_and_profiles() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let university = university_named(&app, &admin, "Wolverine State University").await;
    university_named(&app, &admin, "Ohio Plains College").await;
    students_with_profiles(&app, &university, &["ada"]).await;
    app.signed_in("bob", "manager").await;

    let wolverine = data(&app, &admin, "/api/v1/admin/search?q=%20WOLVERINE%20").await;
    assert_eq!(wolverine["universities"].as_array().unwrap().len(), 1);
    assert_eq!(wolverine["universities"][0]["name"], "Wolverine State University");
    assert_eq!(wolverine["profiles"][0]["username"], "ada");
    assert_eq!(wolverine["profiles"][0]["status"], "pending");
    assert_eq!(wolverine["users"], json!([]));

    let bob = data(&app, &admin, "/api/v1/admin/search?q=bob@umich").await;
    assert_eq!(bob["users"][0]["email"], "bob@umich.edu");
    assert_eq!(bob["users"][0]["role"], "manager");

    let empty = json!({"users": [], "universities": [], "profiles": []});
    assert_eq!(data(&app, &admin, "/api/v1/admin/search?q=a").await, empty, "one letter finds nothing");
    assert_eq!(data(&app, &admin, "/api/v1/admin/search?q=%25%25").await, empty, "% is a character, not a wildcard");

    let long = "x".repeat(101);
    let refused = app.get_as(&format!("/api/v1/admin/search?q={long}"), &admin).await;
    assert_eq!(refused.status(), 400);
    assert_eq!(json(refused).await["fields"]["q"], "q must be at most 100 characters");
}

#[tokio::test]
async fn analytics_counts_each_day_of_the_range_and_ranks_universities() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let wolverine = university_named(&app, &admin, "Wolverine State University").await;
    let plains = university_named(&app, &admin, "Ohio Plains College").await;
    students_with_profiles(&app, &wolverine, &["ada", "bob"]).await;
    students_with_profiles(&app, &plains, &["cyd"]).await;
    app.signed_in("eve", "user").await;
    app.sql(
        "UPDATE users SET created_at = '2026-03-02 10:00Z', email_verified_at = '2026-03-03 08:00Z' WHERE username = 'ada';
         UPDATE users SET created_at = '2026-03-02 23:30Z', email_verified_at = NULL WHERE username = 'bob';
         UPDATE users SET created_at = '2026-03-04 09:00Z', email_verified_at = '2026-03-04 09:30Z' WHERE username = 'cyd';
         UPDATE users SET created_at = '2026-03-05 09:00Z', email_verified_at = '2026-03-05 09:30Z' WHERE username = 'eve';
         UPDATE roommate_profiles p SET status = 'approved', submitted_at = '2026-03-02 12:00Z', decided_at = '2026-03-03 00:00Z'
           FROM users u WHERE u.id = p.user_id AND u.username = 'ada';
         UPDATE roommate_profiles p SET status = 'rejected', rejection_reason = 'Blurry', submitted_at = '2026-03-03 10:00Z',
                decided_at = '2026-03-03 16:00Z' FROM users u WHERE u.id = p.user_id AND u.username = 'bob';
         UPDATE roommate_profiles p SET submitted_at = '2026-03-04 10:00Z' FROM users u
          WHERE u.id = p.user_id AND u.username = 'cyd';",
    )
    .await;
    let account = instagram_account(&app, &plains, "plains", "now()").await;
    let times =
        |at: &str| format!("'{at}'::timestamptz, '{at}'::timestamptz, '{at}'::timestamptz, '{at}'::timestamptz");
    post(&app, &plains, &account, "posted", &times("2026-03-04 18:00Z")).await;
    post(&app, &plains, &account, "posted", &times("2026-03-10 18:00Z")).await;

    let charts = data(&app, &admin, "/api/v1/admin/analytics?from=2026-03-01&to=2026-03-05").await;

    assert_eq!((charts["from"].as_str(), charts["to"].as_str()), (Some("2026-03-01"), Some("2026-03-05")));
    assert_eq!(
        charts["registrations"],
        json!([
            {"day": "2026-03-01", "registered": 0, "verified": 0},
            {"day": "2026-03-02", "registered": 2, "verified": 0},
            {"day": "2026-03-03", "registered": 0, "verified": 1},
            {"day": "2026-03-04", "registered": 1, "verified": 1},
            {"day": "2026-03-05", "registered": 1, "verified": 1},
        ])
    );
    let moderation = &charts["moderation"];
    assert_eq!(
        moderation["days"][2],
        json!({"day": "2026-03-03", "submitted": 1, "approved": 1, "rejected": 1, "medianDecisionHours": 9.0})
    );
    assert_eq!(moderation["days"][1]["submitted"], 1);
    assert_eq!(moderation["days"][3]["submitted"], 1);
    assert_eq!(
        moderation["days"][0],
        json!({"day": "2026-03-01", "submitted": 0, "approved": 0, "rejected": 0, "medianDecisionHours": null})
    );
    assert_eq!(
        (&moderation["submitted"], &moderation["approved"], &moderation["rejected"]),
        (&json!(3), &json!(1), &json!(1))
    );
    assert_eq!(moderation["medianDecisionHours"], 9.0);
    assert_eq!(
        charts["usersByUniversity"],
        json!({
            "top": [
                {"universityId": wolverine, "name": "Wolverine State University", "count": 2},
                {"universityId": plains, "name": "Ohio Plains College", "count": 1},
            ],
            "others": 0,
            "unassigned": 1,
        })
    );
    assert_eq!(
        charts["postsByUniversity"],
        json!({"top": [{"universityId": plains, "name": "Ohio Plains College", "count": 1}], "others": 0, "unassigned": 0})
    );

    for (query, message) in [
        ("from=2026-03-05&to=2026-03-01", "The start of the range must come before its end"),
        ("from=2025-01-01&to=2026-03-01", "The range can cover at most 366 days"),
        ("from=1900-01-01", "Dates must fall between 2000-01-01 and 2100-12-31"),
    ] {
        let response = app.get_as(&format!("/api/v1/admin/analytics?{query}"), &admin).await;
        assert_eq!(response.status(), 400, "{query}");
        assert_eq!(json(response).await["error"], message, "{query}");
    }
    assert_eq!(app.get_as("/api/v1/admin/analytics?from=2026-13-01", &admin).await.status(), 400);
    let default = data(&app, &admin, "/api/v1/admin/analytics").await;
    assert_eq!(default["registrations"].as_array().unwrap().len(), 30, "the last 30 days by default");
}
