//! Reports over HTTP (issue 26): what a student may report, the snapshot that outlives the
//! content, hiding after three reporters, the moderators' queue by university, their actions
//! (audited, with suspension for admins) and the word each reporter gets.

use serde_json::{Value, json};

use crate::{
    helpers::json,
    roommates::{Campus, campus, night_owl},
    submissions::{World, decide, world},
};

impl Campus {
    async fn report(&self, token: &str, kind: &str, target: &str, category: &str) -> reqwest::Response {
        self.post(
            token,
            "/api/v1/reports",
            json!({"kind": kind, "targetId": target, "category": category, "details": "Please look"}),
        )
        .await
    }

    async fn reports(&self, token: &str, tab: &str) -> Value {
        self.read(token, &format!("/api/v1/moderation/reports?status={tab}")).await
    }

    async fn act(&self, token: &str, report: &str, action: &str, note: &str) -> reqwest::Response {
        self.post(
            token,
            &format!("/api/v1/moderation/reports/{report}/actions"),
            json!({"action": action, "note": note}),
        )
        .await
    }
}

#[tokio::test]
async fn a_report_keeps_its_snapshot_after_the_message_is_deleted_and_removal_is_audited() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;
    let opened = json(c.post(&ada, "/api/v1/conversations", json!({"studentId": bea_id})).await).await;
    let conversation = opened["data"]["id"].as_str().unwrap().to_owned();
    let sent = c
        .post(
            &bea,
            &format!("/api/v1/conversations/{conversation}/messages"),
            json!({"body": "Send the deposit by Zelle"}),
        )
        .await;
    let message = json(sent).await["data"]["id"].as_str().unwrap().to_owned();

    assert_eq!(c.report(&bea, "message", &message, "scam").await.status(), 404, "not one's own message");
    let filed = c.report(&ada, "message", &message, "scam").await;
    assert_eq!(filed.status(), 201);
    let again = c.report(&ada, "message", &message, "scam").await;
    assert_eq!(again.status(), 409);
    assert_eq!(json(again).await["error"], "You have reported this already. A moderator will look at it.");

    let deleted = c
        .app
        .client
        .delete(c.app.url(&format!("/api/v1/conversations/{conversation}/messages/{message}")))
        .bearer_auth(&bea)
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);

    let moderator = c.app.signed_in("mod", "moderator").await;
    let queue = c.reports(&moderator, "open").await;
    let report = &queue["data"][0];
    assert_eq!(report["snapshot"]["text"], "Send the deposit by Zelle", "the evidence outlives the message");
    assert_eq!(report["snapshot"]["authorName"], "bea Lovelace");
    assert_eq!((&report["kind"], &report["category"]), (&json!("message"), &json!("scam")));
    assert_eq!(report["university"]["id"], c.michigan.as_str());
    let id = report["id"].as_str().unwrap().to_owned();

    let suspend = c.act(&moderator, &id, "suspend", "").await;
    assert_eq!(suspend.status(), 403);
    assert_eq!(json(suspend).await["error"], "Only admins can suspend accounts");
    let warn = c.act(&moderator, &id, "warn", "  ").await;
    assert_eq!(warn.status(), 400);
    assert_eq!(json(warn).await["fields"]["note"], "Write the warning the student will receive");

    let warned = c.act(&moderator, &id, "warn", "Never ask for money before meeting.").await;
    assert_eq!(warned.status(), 200);
    let warned = json(warned).await["data"].clone();
    assert_eq!((&warned["status"], &warned["resolvedBy"]), (&json!("warned"), &json!("Ada Lovelace")));
    assert_eq!(c.act(&moderator, &id, "dismiss", "").await.status(), 409, "once only");
    assert_eq!(c.reports(&moderator, "open").await["data"], json!([]));
    assert_eq!(c.reports(&moderator, "resolved").await["data"][0]["id"], id.as_str());

    assert!(c.notification_titles(&ada).await.contains(&"We reviewed your report".to_owned()));
    assert!(c.notification_titles(&bea).await.contains(&"A warning from Quad's moderators".to_owned()));
    let log = c.read(&c.admin, "/api/v1/admin/activity").await;
    let entry = &log["data"][0];
    assert_eq!((&entry["action"], &entry["targetKind"]), (&json!("report.warned"), &json!("report")), "{entry}");
    assert_eq!(entry["changes"][0]["after"], "Never ask for money before meeting.");
}

/// Dan, three students who will report him, and Eve, who watches his profile; all at Michigan.
struct Scene {
    c: Campus,
    dan: String,
    dan_id: String,
    reporters: Vec<String>,
    eve: String,
}

async fn scene() -> Scene {
    let c = campus().await;
    let dan = c.student("dan", night_owl(&c.michigan), true).await;
    let dan_id = c.user_id(&dan).await;
    let mut reporters = Vec::new();
    for name in ["ada", "bea", "cal"] {
        reporters.push(c.student(name, night_owl(&c.michigan), true).await);
    }
    let eve = c.student("eve", night_owl(&c.michigan), true).await;
    Scene { c, dan, dan_id, reporters, eve }
}

#[tokio::test]
async fn three_reporters_hide_a_profile_until_a_moderator_reviews_it() {
    let Scene { c, dan, dan_id, reporters, eve } = scene().await;
    let eve_id = c.user_id(&eve).await;
    c.connect((&dan, &dan_id), (&eve, &eve_id)).await;
    for (n, reporter) in reporters.iter().enumerate() {
        assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 200, "after {n}");
        assert_eq!(c.report(reporter, "profile", &dan_id, "fakeProfile").await.status(), 201);
    }
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 404, "hidden for review");
    let connections = c.read(&eve, "/api/v1/connections").await;
    assert_eq!(connections["data"], json!([]), "hidden from a connection too: {connections}");
    let moderator = c.app.signed_in("mod", "moderator").await;
    let queue = c.reports(&moderator, "open").await;
    assert_eq!((&queue["data"][0]["reporters"], &queue["data"][0]["hidden"]), (&json!(3), &json!(true)));
    assert_eq!(queue["total"], 3);

    let id = queue["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(c.act(&moderator, &id, "dismiss", "").await.status(), 200);
    assert_eq!(c.reports(&moderator, "open").await["total"], 0, "every report of the item is resolved");
    let resolved = c.reports(&moderator, "resolved").await;
    assert_eq!(resolved["data"][0]["reporters"], 3, "a dismissed report still says who reported it: {resolved}");
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 200, "shown again");
    assert_eq!(c.read(&eve, "/api/v1/connections").await["data"].as_array().unwrap().len(), 1);
    let told = c.read(&reporters[0], "/api/v1/notifications").await;
    assert!(told["data"][0]["body"].as_str().unwrap().contains("did not break"), "{told}");
}

#[tokio::test]
async fn moderators_see_their_universities_reports_and_admins_suspend() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    assert_eq!(c.report(&ada, "profile", &c.user_id(&ada).await, "spam").await.status(), 404, "not oneself");
    let long = c
        .post(
            &ada,
            "/api/v1/reports",
            json!({"kind": "profile", "targetId": bea_id, "category": "spam", "details": "é".repeat(1001)}),
        )
        .await;
    assert_eq!(json(long).await["fields"]["details"], "Keep the details to 1,000 characters or fewer");
    assert_eq!(c.report(&ada, "profile", &bea_id, "harassment").await.status(), 201);

    let elsewhere = c.app.signed_in("ohio_mod", "moderator").await;
    c.app.assign("ohio_mod", &c.ohio).await;
    assert_eq!(c.reports(&elsewhere, "open").await["total"], 0, "another university's moderator");
    let here = c.app.signed_in("mich_mod", "moderator").await;
    c.app.assign("mich_mod", &c.michigan).await;
    let id = c.reports(&here, "open").await["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(c.act(&elsewhere, &id, "dismiss", "").await.status(), 403);
    assert_eq!(c.app.get_as("/api/v1/moderation/reports", &ada).await.status(), 403, "students have no queue");

    let suspended = c.act(&c.admin, &id, "suspend", "Harassed other students").await;
    assert_eq!(suspended.status(), 200);
    assert_eq!(c.app.get_as("/api/v1/auth/me", &bea).await.status(), 401, "the suspension ends their sessions");
}

#[tokio::test]
async fn two_moderators_acting_at_once_carry_out_one_decision() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    assert_eq!(c.report(&ada, "profile", &bea_id, "harassment").await.status(), 201);
    let moderator = c.app.signed_in("mod", "moderator").await;
    let id = c.reports(&moderator, "open").await["data"][0]["id"].as_str().unwrap().to_owned();

    // Another moderator's action under way holds the item.
    let admin_id = c.user_id(&c.admin).await;
    c.app
        .sql(&format!(
            "UPDATE reports SET claimed_by = '{admin_id}', claimed_until = now() + interval '1 minute' WHERE id = '{id}'"
        ))
        .await;
    let busy = c.act(&moderator, &id, "dismiss", "").await;
    assert_eq!(busy.status(), 409);
    assert_eq!(json(busy).await["error"], "Another moderator is acting on this report; try again in a minute");
    // So does the same moderator's own action under way (a second tab, a double click).
    let moderator_id = c.user_id(&moderator).await;
    c.app.sql(&format!("UPDATE reports SET claimed_by = '{moderator_id}' WHERE id = '{id}'")).await;
    assert_eq!(c.act(&moderator, &id, "dismiss", "").await.status(), 409);
    c.app.sql(&format!("UPDATE reports SET claimed_until = now() - interval '1 second' WHERE id = '{id}'")).await;

    let (dismissed, suspended) =
        tokio::join!(c.act(&moderator, &id, "dismiss", ""), c.act(&c.admin, &id, "suspend", "Harassed students"));
    let mut statuses = [dismissed.status().as_u16(), suspended.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "one decision is carried out, the other moderator is told");
    let audited = c.app.count("SELECT count(*) FROM audit_log WHERE target_kind = 'report'").await;
    assert_eq!(audited, 1, "the decision carried out is the one audited");
    let signed_in = c.app.get_as("/api/v1/auth/me", &bea).await.status() == 200;
    let status = c.reports(&moderator, "resolved").await["data"][0]["status"].clone();
    assert_eq!(status, if signed_in { "dismissed" } else { "suspended" }, "what was done is what is recorded");
}

#[tokio::test]
async fn a_removed_post_leaves_the_page() {
    let World { app, admin, manager, ada, michigan, submission } = world().await;
    let id = submission["id"].as_str().unwrap();
    decide(&app, &manager, id, json!({"version": 1, "decision": "approve"})).await;
    let bob = app.signed_in("bob", "user").await;
    let path = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    assert_eq!(json(app.get_as(&path, &bob).await).await["data"].as_array().unwrap().len(), 1);

    let filed = app
        .client
        .post(app.url("/api/v1/reports"))
        .bearer_auth(&bob)
        .json(&json!({"kind": "post", "targetId": id, "category": "inappropriate"}))
        .send()
        .await
        .unwrap();
    assert_eq!(filed.status(), 201);
    let queue = json(app.get_as("/api/v1/moderation/reports", &admin).await).await;
    assert_eq!(queue["data"][0]["snapshot"]["photos"].as_array().unwrap().len(), 2);
    let report = queue["data"][0]["id"].as_str().unwrap();
    let removed = app
        .client
        .post(app.url(&format!("/api/v1/moderation/reports/{report}/actions")))
        .bearer_auth(&admin)
        .json(&json!({"action": "remove", "note": "Not campus life"}))
        .send()
        .await
        .unwrap();
    assert_eq!(removed.status(), 200);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(json(app.get_as(&path, &bob).await).await["data"], json!([]), "off the page");
    let mine = json(app.get_as("/api/v1/submissions/mine", &ada).await).await;
    assert_eq!(mine["data"][0]["status"], "rejected");
}

/// Approves the world's submission and answers what `token` sees of Michigan's featured grid.
async fn featured(app: &crate::helpers::TestApp, michigan: &Value, token: &str) -> usize {
    let path = format!("/api/v1/featured?universityId={}", michigan["id"].as_str().unwrap());
    json(app.get_as(&path, token).await).await["data"].as_array().unwrap().len()
}

async fn report_post(app: &crate::helpers::TestApp, token: &str, post: &str) -> reqwest::StatusCode {
    let body = json!({"kind": "post", "targetId": post, "category": "inappropriate"});
    app.client.post(app.url("/api/v1/reports")).bearer_auth(token).json(&body).send().await.unwrap().status()
}

#[tokio::test]
async fn only_people_with_a_stake_hide_a_post_and_one_mailbox_counts_once() {
    let World { app, admin, manager, michigan, submission, .. } = world().await;
    let post = submission["id"].as_str().unwrap();
    decide(&app, &manager, post, json!({"version": 1, "decision": "approve"})).await;
    let viewer = app.signed_in("vic", "user").await;

    // Three accounts at another provider: not members of Michigan, so they hide nothing.
    for name in ["out1", "out2", "out3"] {
        let outsider = app.signed_in_as(name, &format!("{name}@gmail.com"), "user").await;
        assert_eq!(report_post(&app, &outsider, post).await, reqwest::StatusCode::CREATED);
    }
    assert_eq!(featured(&app, &michigan, &viewer).await, 1, "outsiders' reports hide nothing");
    let queue = json(app.get_as("/api/v1/moderation/reports", &admin).await).await;
    assert_eq!(queue["total"], 3, "they still reach the queue");
    assert!(queue["data"].as_array().unwrap().iter().all(|r| r["reporterMember"] == false), "{queue}");

    // One mailbox is one account now: a `+tag` or a dotted Gmail address is taken.
    for (taken, by) in [("mia@umich.edu", "mia+again@umich.edu"), ("jo.ann@gmail.com", "joann+x@googlemail.com")] {
        app.signed_in_as(&taken.replace(['@', '.', '+'], ""), taken, "user").await;
        let again = app.register("again", by, "Tulip4Harbor").await;
        assert_eq!(again.status(), 409, "{by} reaches {taken}'s mailbox");
    }
    // Three accounts that share a mailbox from before the rule: a `+tag` proves no membership,
    // so they hide nothing either.
    let mut tagged = Vec::new();
    for n in 1..=3 {
        tagged.push(app.signed_in(&format!("tag{n}"), "user").await);
    }
    app.sql(
        "SET session_replication_role = replica; \
         UPDATE users SET email = 'mia+' || username || '@umich.edu' WHERE username LIKE 'tag%'; \
         SET session_replication_role = DEFAULT",
    )
    .await;
    for token in &tagged {
        assert_eq!(report_post(&app, token, post).await, reqwest::StatusCode::CREATED);
    }
    assert_eq!(featured(&app, &michigan, &viewer).await, 1, "one mailbox, no member");
    // Three members of Michigan do.
    for name in ["kim", "lee", "nat"] {
        let member = app.signed_in(name, "user").await;
        assert_eq!(report_post(&app, &member, post).await, reqwest::StatusCode::CREATED);
    }
    assert_eq!(app.count("SELECT count(*) FROM reports WHERE counts_toward_hiding").await, 3);
    assert_eq!(app.count("SELECT count(*) FROM hidden_content").await, 1, "three members hide it for review");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(featured(&app, &michigan, &viewer).await, 0, "off the page");
}

#[tokio::test]
async fn after_a_dismissal_the_same_reporters_cannot_hide_the_item_again_for_30_days() {
    let Scene { c, dan_id, reporters, eve, .. } = scene().await;
    for reporter in &reporters {
        assert_eq!(c.report(reporter, "profile", &dan_id, "fakeProfile").await.status(), 201);
    }
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 404, "hidden");
    let moderator = c.app.signed_in("mod", "moderator").await;
    let id = c.reports(&moderator, "open").await["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(c.act(&moderator, &id, "dismiss", "").await.status(), 200);

    for reporter in &reporters {
        assert_eq!(c.report(reporter, "profile", &dan_id, "fakeProfile").await.status(), 201, "they may report");
    }

    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 200, "not hidden again");
    let queue = c.reports(&moderator, "open").await;
    assert_eq!(queue["total"], 3, "the reports reach the queue");
    for report in queue["data"].as_array().unwrap() {
        assert_eq!((&report["reporterMember"], &report["reporterDismissedReports"]), (&json!(true), &json!(1)));
        assert_eq!(report["hidden"], false);
    }
    // 31 days on, their reports count again.
    c.app.sql("UPDATE reports SET resolved_at = resolved_at - interval '31 days' WHERE status = 'dismissed'").await;
    let fay = c.student("fay", night_owl(&c.michigan), true).await;
    let open = c.reports(&moderator, "open").await["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(c.act(&moderator, &open, "dismiss", "").await.status(), 200);
    c.app.sql("UPDATE reports SET resolved_at = resolved_at - interval '31 days' WHERE status = 'dismissed'").await;
    for reporter in reporters.iter().take(2).chain([&fay]) {
        assert_eq!(c.report(reporter, "profile", &dan_id, "fakeProfile").await.status(), 201);
    }
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{dan_id}"), &eve).await.status(), 404, "hidden again");
}
