//! Admins' user management and the audit log, over HTTP, for every role.

use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json, spawn_app},
    profiles::{photo, profile, submit, university_named},
};

async fn patch(app: &TestApp, token: &str, id: &str, body: &Value) -> reqwest::Response {
    let url = app.url(&format!("/api/v1/admin/users/{id}"));
    app.client.patch(url).bearer_auth(token).json(body).send().await.unwrap()
}

async fn delete(app: &TestApp, token: &str, id: &str) -> reqwest::Response {
    app.client.delete(app.url(&format!("/api/v1/admin/users/{id}"))).bearer_auth(token).send().await.unwrap()
}

async fn id_of(app: &TestApp, admin: &str, username: &str) -> String {
    let page = json(app.get_as(&format!("/api/v1/admin/users?search={username}"), admin).await).await;
    let row = page["data"].as_array().unwrap().iter().find(|row| row["username"] == username).expect("listed");
    row["id"].as_str().unwrap().to_owned()
}

async fn activity(app: &TestApp, admin: &str, query: &str) -> Value {
    let response = app.get_as(&format!("/api/v1/admin/activity{query}"), admin).await;
    assert_eq!(response.status(), 200);
    json(response).await
}

#[tokio::test]
async fn only_admins_manage_users_or_read_the_log() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let target = id_of(&app, &admin, "admin").await;
    for role in ["user", "moderator", "manager"] {
        let token = app.signed_in(&format!("a{role}"), role).await;
        assert_eq!(app.get_as("/api/v1/admin/users", &token).await.status(), 403, "{role} lists");
        assert_eq!(app.get_as("/api/v1/admin/activity", &token).await.status(), 403, "{role} reads the log");
        let response = patch(&app, &token, &target, &json!({"role": "user"})).await;
        assert_eq!(response.status(), 403, "{role} edits");
        assert_eq!(json(response).await["error"], "You do not have permission to do this");
        let put = app.client.put(app.url(&format!("/api/v1/admin/users/{target}"))).bearer_auth(&token);
        assert_eq!(put.json(&json!({"status": "inactive"})).send().await.unwrap().status(), 403, "{role} puts");
        assert_eq!(delete(&app, &token, &target).await.status(), 403, "{role} deletes");
    }
    assert_eq!(app.get("/api/v1/admin/activity").await.status(), 401);
    let anonymous = app.client.delete(app.url(&format!("/api/v1/admin/users/{target}"))).send().await.unwrap();
    assert_eq!(anonymous.status(), 401);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE role = 'admin'").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM audit_log").await, 0);
}

#[tokio::test]
async fn admins_find_people_by_university_and_filter_sort_and_page() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let ada = app.signed_in("ada", "user").await;
    app.signed_in("bob", "moderator").await;
    app.signed_in("cyd", "user").await;
    app.sql("UPDATE users SET status = 'suspended' WHERE username = 'cyd'").await;
    let university = university_named(&app, &admin, "Wolverine State University").await;
    let photos = vec![photo(&app, &ada).await];
    assert_eq!(submit(&app, &ada, &profile(&university, &photos)).await.status(), 200);

    let found = json(app.get_as("/api/v1/admin/users?search=wolverine%20STATE", &admin).await).await;
    assert_eq!(found["total"], 1);
    let row = &found["data"][0];
    assert_eq!(row["username"], "ada");
    assert_eq!(row["university"]["name"], "Wolverine State University");
    assert_eq!(row["profileCompleted"], true);
    assert_eq!(row["profileStatus"], "pending");
    assert!(row["lastActive"].is_string(), "signing in and calling the API notes activity");
    assert!(row["createdAt"].is_string() && row["updatedAt"].is_string());

    let bob = json(app.get_as("/api/v1/admin/users?search=bob", &admin).await).await;
    assert_eq!(bob["data"][0]["university"], Value::Null);
    assert_eq!(bob["data"][0]["profileCompleted"], false);

    let moderators = json(app.get_as("/api/v1/admin/users?role=moderator", &admin).await).await;
    assert_eq!(moderators["total"], 1);
    let suspended = json(app.get_as("/api/v1/admin/users?status=suspended", &admin).await).await;
    assert_eq!(suspended["data"][0]["username"], "cyd");
    let by_name = json(app.get_as("/api/v1/admin/users?sort=name&pageSize=2&page=2", &admin).await).await;
    assert_eq!((by_name["total"].as_i64(), by_name["data"].as_array().unwrap().len()), (Some(4), 2));
    let names: Vec<&str> =
        by_name["data"].as_array().unwrap().iter().map(|r| r["username"].as_str().unwrap()).collect();
    assert_eq!(names, ["bob", "cyd"], "every signed-in test user is named Ada Lovelace; ties go by id");

    for bad in ["role=owner", "status=gone", "sort=age", "page=0", "pageSize=101", "search=%00"] {
        let response = app.get_as(&format!("/api/v1/admin/users?{bad}"), &admin).await;
        assert_eq!(response.status(), 400, "{bad}");
    }
}

#[tokio::test]
async fn suspending_someone_signs_them_out_at_once_and_reactivating_lets_them_back() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let student = app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;

    let response = patch(&app, &admin, &ada, &json!({"status": "suspended"})).await;
    assert_eq!(response.status(), 200);
    let body = json(response).await;
    assert_eq!(body["message"], "User updated successfully");
    assert_eq!(body["data"]["status"], "suspended");
    assert_eq!(app.get_as("/api/v1/auth/me", &student).await.status(), 401, "the open session ended");
    assert_eq!(app.login("ada@umich.edu", "Tulip4Harbor").await.status(), 403);

    assert_eq!(patch(&app, &admin, &ada, &json!({"status": "active"})).await.status(), 200);
    assert_eq!(app.login("ada@umich.edu", "Tulip4Harbor").await.status(), 200);

    let log = activity(&app, &admin, &format!("?targetId={ada}")).await;
    assert_eq!(log["total"], 2);
    let newest = &log["data"][0];
    assert_eq!(newest["action"], "user.updated");
    assert_eq!(newest["targetKind"], "user");
    assert_eq!(newest["actor"]["email"], "admin@umich.edu");
    assert_eq!(newest["actorRole"], "admin");
    assert_eq!(newest["changes"], json!([{"field": "status", "before": "suspended", "after": "active"}]));
    assert!(newest["requestId"].as_str().is_some_and(|id| id.len() == 36), "the request is named");
}

#[tokio::test]
async fn a_promoted_manager_signs_in_again_and_reaches_the_manager_calls() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let student = app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;
    assert_eq!(app.get_as("/api/v1/manager/dashboard", &student).await.status(), 403);

    let response = json(patch(&app, &admin, &ada, &json!({"role": "manager", "firstName": " Ada Grace "})).await).await;
    assert_eq!(response["data"]["role"], "manager");
    assert_eq!(response["data"]["firstName"], "Ada Grace");

    assert_eq!(app.get_as("/api/v1/auth/me", &student).await.status(), 401, "a role change ends the sessions");
    let manager = json(app.login("ada@umich.edu", "Tulip4Harbor").await).await["token"].as_str().unwrap().to_owned();
    assert_eq!(app.get_as("/api/v1/manager/dashboard", &manager).await.status(), 200);
    let log = activity(&app, &admin, "?action=user.updated").await;
    let changes = &log["data"][0]["changes"];
    assert!(changes.as_array().unwrap().contains(&json!({"field": "role", "before": "user", "after": "manager"})));
    assert!(
        changes.as_array().unwrap().contains(&json!({"field": "firstName", "before": "Ada", "after": "Ada Grace"}))
    );
}

#[tokio::test]
async fn admins_cannot_demote_deactivate_or_delete_themselves() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let me = id_of(&app, &admin, "admin").await;

    for (body, message) in [
        (json!({"role": "manager"}), "You cannot change your own role"),
        (json!({"status": "inactive"}), "You cannot deactivate or suspend your own account"),
        (json!({"status": "suspended", "firstName": "Sneaky"}), "You cannot deactivate or suspend your own account"),
    ] {
        let response = patch(&app, &admin, &me, &body).await;
        assert_eq!(response.status(), 409);
        assert_eq!(json(response).await["error"], message);
    }
    let response = delete(&app, &admin, &me).await;
    assert_eq!(response.status(), 409);
    assert_eq!(json(response).await["error"], "You cannot delete your own account here. Delete it from Settings.");
    assert_eq!(
        app.count("SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active' AND first_name = 'Ada'").await,
        1
    );
    assert_eq!(app.count("SELECT count(*) FROM audit_log").await, 0);
}

#[tokio::test]
async fn two_admins_demoting_each_other_at_once_leave_one_active_admin() {
    let app = spawn_app().await;
    let first = app.signed_in("first", "admin").await;
    let second = app.signed_in("second", "admin").await;
    let first_id = id_of(&app, &first, "first").await;
    let second_id = id_of(&app, &first, "second").await;

    let (demote, suspend) = (json!({"role": "user"}), json!({"status": "suspended"}));
    let (a, b) = tokio::join!(patch(&app, &first, &second_id, &demote), patch(&app, &second, &first_id, &suspend));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert!(
        matches!(statuses, [200, 401 | 403 | 409]),
        "one wins; the other is refused as the last admin (or finds itself already demoted): {statuses:?}"
    );
    assert_eq!(app.count("SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active'").await, 1);
}

#[tokio::test]
async fn a_new_address_waits_on_its_owner_and_must_be_free() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;

    let taken = patch(&app, &admin, &ada, &json!({"email": "ADMIN@umich.edu"})).await;
    assert_eq!(taken.status(), 400);
    let taken = json(taken).await;
    assert_eq!(taken["error"], "Email already in use");
    assert_eq!(taken["fields"]["email"], "Email already in use");
    for bad in [
        json!({"email": ""}),
        json!({"email": "not-an-address"}),
        json!({"firstName": " "}),
        json!({"lastName": "x".repeat(51)}),
    ] {
        assert_eq!(patch(&app, &admin, &ada, &bad).await.status(), 400, "{bad}");
    }

    let response = json(patch(&app, &admin, &ada, &json!({"email": "Ada.New@Example.com"})).await).await;
    assert_eq!(response["emailChangeSentTo"], "ada.new@example.com");
    assert_eq!(response["data"]["email"], "ada@umich.edu", "the address changes only once confirmed");
    assert_eq!(response["data"]["pendingEmail"], "ada.new@example.com");
    let link = app.last_link("confirm-email", "ada.new@example.com").await;
    assert_eq!(app.get(&format!("/api/v1/auth/confirm-email/{link}")).await.status(), 200);
    let row = json(app.get_as("/api/v1/admin/users?search=ada.new", &admin).await).await;
    assert_eq!(row["data"][0]["email"], "ada.new@example.com");
    assert_eq!(row["data"][0]["pendingEmail"], Value::Null);
    assert_eq!(app.login("ada.new@example.com", "Tulip4Harbor").await.status(), 200);
}

#[tokio::test]
async fn deleting_someone_forgets_them_and_the_log_keeps_no_name() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let other_admin = app.signed_in("other", "admin").await;
    let student = app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;
    let other = id_of(&app, &admin, "other").await;
    let university = university_named(&app, &admin, "Deletion University").await;
    let photos = vec![photo(&app, &student).await];
    submit(&app, &student, &profile(&university, &photos)).await;
    patch(&app, &other_admin, &ada, &json!({"lastName": "Byron"})).await;

    let response = delete(&app, &admin, &ada).await;
    assert_eq!(response.status(), 200);
    assert_eq!(json(response).await["message"], "User deleted successfully");
    assert_eq!(app.get_as("/api/v1/auth/me", &student).await.status(), 401);
    assert_eq!(app.count(&format!("SELECT count(*) FROM users WHERE id = '{ada}'")).await, 0);
    assert_eq!(app.count(&format!("SELECT count(*) FROM roommate_profiles WHERE user_id = '{ada}'")).await, 0);
    assert_eq!(app.count(&format!("SELECT count(*) FROM media_uploads WHERE owner_id = '{ada}'")).await, 0);
    let served = app.get(photos[0].strip_prefix("http://quad.test").unwrap()).await;
    assert_eq!(served.status(), 404, "their photo is gone");
    assert_eq!(delete(&app, &admin, &ada).await.status(), 404);

    let about_her = activity(&app, &admin, &format!("?targetId={ada}")).await;
    assert_eq!(about_her["total"], 2);
    let text = about_her.to_string();
    assert!(!text.contains("Byron") && !text.contains("ada@umich.edu"), "no name or address of hers is kept: {text}");
    assert_eq!(about_her["data"][0]["action"], "user.deleted");
    assert_eq!(
        about_her["data"][0]["changes"],
        json!([{"field": "role", "before": "user", "after": null}, {"field": "status", "before": "active", "after": null}])
    );

    // The other admin's own record stays once their account goes: their id and role, and a
    // pseudonym for their name, the same in every entry.
    assert_eq!(delete(&app, &admin, &other).await.status(), 200);
    let by_other = activity(&app, &admin, "?action=user.updated").await;
    assert_eq!(by_other["total"], 1);
    let actor = &by_other["data"][0]["actor"];
    assert_eq!((actor["id"].as_str(), &actor["email"]), (Some(other.as_str()), &Value::Null));
    let pseudonym = actor["name"].as_str().unwrap();
    assert!(pseudonym.starts_with("Deleted user "), "{actor}");
    assert_eq!(by_other["data"][0]["actorRole"], "admin");
    let everything = activity(&app, &admin, "?pageSize=100").await.to_string();
    assert!(!everything.contains("other@umich.edu"), "{everything}");
    assert_eq!(by_other["data"][0]["targetLabel"], format!("Deleted user {}", &ada.replace('-', "")[24..]));
}

#[tokio::test]
async fn the_audit_log_refuses_every_change_from_the_applications_own_connection_but_forgetting() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;
    patch(&app, &admin, &ada, &json!({"lastName": "Byron"})).await;
    assert_eq!(app.count("SELECT count(*) FROM audit_log").await, 1);

    use diesel_async::SimpleAsyncConnection;
    let mut connection = app.db().await;
    for statement in [
        "UPDATE audit_log SET action = 'user.deleted'",
        "UPDATE audit_log SET after = '{\"lastName\": \"Someone else\"}'",
        "UPDATE audit_log SET actor_name = 'Nobody'",
        "UPDATE audit_log SET occurred_at = now() - interval '1 year'",
        "DELETE FROM audit_log",
        "TRUNCATE audit_log",
        // The shape of forgetting someone, about people who are still here.
        "UPDATE audit_log SET actor_name = 'Deleted user 00000000'",
        "UPDATE audit_log SET target_label = NULL",
        "UPDATE audit_log SET after = '{}'",
        "UPDATE audit_log SET before = NULL, after = NULL",
    ] {
        let refused = connection.batch_execute(statement).await;
        let error = refused.expect_err(statement).to_string();
        assert!(error.contains("append-only") || error.contains("permission denied"), "{statement}: {error}");
    }
    // A note of a deletion that did not happen (the application's role cannot write one:
    // scripts/db-roles-check.sh) still lets nothing be forgotten about someone who is here.
    connection
        .batch_execute(
            "INSERT INTO forgotten_people (user_id, name_hashes) \
               SELECT id, ARRAY[name_hash(first_name || ' ' || last_name)] FROM users WHERE username = 'admin'",
        )
        .await
        .unwrap();
    let refused = connection.batch_execute("UPDATE audit_log SET actor_name = pseudonym(actor_id)").await;
    assert!(refused.expect_err("a living actor").to_string().contains("append-only"));
    let row = activity(&app, &admin, "").await;
    assert_eq!(row["data"][0]["action"], "user.updated");
    assert_eq!(row["data"][0]["changes"][0]["after"], "Byron", "unchanged");
}

#[tokio::test]
async fn bad_edits_and_log_queries_are_refused_and_write_nothing() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    app.signed_in("ada", "user").await;
    let ada = id_of(&app, &admin, "ada").await;

    for body in [
        json!({"role": "owner"}),
        json!({"status": 3}),
        json!({"firstName": "Ada\u{0}"}),
        json!({"email": "x".repeat(300)}),
        json!({"nickname": "Ace"}),
        json!([]),
    ] {
        let response = patch(&app, &admin, &ada, &body).await;
        assert_eq!(response.status(), 400, "{body}");
    }
    assert_eq!(patch(&app, &admin, "not-a-uuid", &json!({"role": "user"})).await.status(), 404);
    let missing = patch(&app, &admin, "00000000-0000-0000-0000-000000000001", &json!({"role": "user"})).await;
    assert_eq!(missing.status(), 404);
    assert_eq!(json(missing).await["error"], "User not found");
    for bad in ["action=user.hacked", "targetKind=planet", "actor=nobody", "from=yesterday", "page=0"] {
        assert_eq!(app.get_as(&format!("/api/v1/admin/activity?{bad}"), &admin).await.status(), 400, "{bad}");
    }
    let backwards =
        app.get_as("/api/v1/admin/activity?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z", &admin).await;
    assert_eq!(backwards.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM audit_log").await, 0);
    assert_eq!(
        app.count("SELECT count(*) FROM users WHERE username = 'ada' AND role = 'user' AND first_name = 'Ada'").await,
        1
    );
}

#[tokio::test]
async fn university_changes_and_profile_decisions_are_in_the_log() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let moderator = app.signed_in("mod", "moderator").await;
    let student = app.signed_in("ada", "user").await;
    let kept = university_named(&app, &admin, "Audit University").await;
    let gone = university_named(&app, &admin, "Short Lived College").await;
    let deleted = app.client.delete(app.url(&format!("/api/v1/universities/{gone}"))).bearer_auth(&admin);
    assert_eq!(deleted.send().await.unwrap().status(), 200);
    let photos = vec![photo(&app, &student).await];
    submit(&app, &student, &profile(&kept, &photos)).await;
    let queue = json(app.get_as("/api/v1/admin/profiles/status/pending", &moderator).await).await;
    let profile_id = queue["data"][0]["id"].as_str().unwrap().to_owned();
    let reject = app.decide(&moderator, &profile_id, "reject", json!({"rejectionReason": "Add a clearer photo"}));
    assert_eq!(reject.await.status(), 200);

    let log = activity(&app, &admin, "").await;
    let actions: Vec<&str> = log["data"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["profile.rejected", "university.deleted", "university.created", "university.created"]);
    let rejected = &log["data"][0];
    assert_eq!(rejected["actorRole"], "moderator");
    assert_eq!(rejected["targetLabel"], "Ada Lovelace");
    assert!(
        rejected["changes"]
            .as_array()
            .unwrap()
            .contains(&json!({"field": "rejectionReason", "before": null, "after": "Add a clearer photo"}))
    );
    assert_eq!(log["data"][1]["targetLabel"], "Short Lived College");
    assert_eq!(log["data"][1]["targetId"], gone.as_str());
    let universities = activity(&app, &admin, "?targetKind=university&pageSize=1&page=2").await;
    assert_eq!(
        (universities["total"].as_i64(), universities["data"][0]["action"].as_str()),
        (Some(3), Some("university.created"))
    );
}

#[tokio::test]
async fn two_admins_deleting_each_other_at_once_leave_one_admin_and_the_last_cannot_delete_themself() {
    for _ in 0..3 {
        let app = spawn_app().await;
        let (first, second) = (app.signed_in("first", "admin").await, app.signed_in("second", "admin").await);
        let (first_id, second_id) = (id_of(&app, &first, "first").await, id_of(&app, &first, "second").await);

        let (a, b) = tokio::join!(delete(&app, &first, &second_id), delete(&app, &second, &first_id));

        let mut statuses = [a.status().as_u16(), b.status().as_u16()];
        statuses.sort_unstable();
        assert!(matches!(statuses, [200, 401 | 403 | 409]), "one deletion goes through, never both: {statuses:?}");
        assert_eq!(app.count("SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active'").await, 1);
        assert_eq!(app.count("SELECT count(*) FROM audit_log WHERE action = 'user.deleted'").await, 1, "recorded");

        // The admin left cannot delete their own account in Settings either.
        let survivor = if app.get_as("/api/v1/auth/me", &first).await.status() == 200 { &first } else { &second };
        let own = app
            .client
            .delete(app.url("/api/v1/auth/delete-account"))
            .bearer_auth(survivor)
            .json(&json!({"password": "Tulip4Harbor"}))
            .send()
            .await
            .unwrap();
        assert_eq!(own.status(), 409);
        assert_eq!(json(own).await["error"], "Quad needs at least one active admin. Make someone else an admin first.");
    }
}
