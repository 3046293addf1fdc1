//! Staff scope over HTTP (issue 23): admins assign managers and moderators to universities, and
//! each acts only where assigned.

use reqwest::{
    Method,
    multipart::{Form, Part},
};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json, spawn_app},
    profiles::{photo, profile, submit, university_named},
    publishing::manager_app,
};

async fn patch(app: &TestApp, token: &str, id: &str, body: &Value) -> reqwest::Response {
    let url = app.url(&format!("/api/v1/admin/users/{id}"));
    app.client.patch(url).bearer_auth(token).json(body).send().await.unwrap()
}

async fn id_of(app: &TestApp, admin: &str, username: &str) -> String {
    let page = json(app.get_as(&format!("/api/v1/admin/users?search={username}"), admin).await).await;
    let row = page["data"].as_array().unwrap().iter().find(|row| row["username"] == username).expect("listed");
    row["id"].as_str().unwrap().to_owned()
}

async fn call(app: &TestApp, token: &str, method: Method, path: &str, body: Option<Value>) -> reqwest::Response {
    let request = app.client.request(method, app.url(path)).bearer_auth(token);
    match body {
        Some(body) => request.json(&body),
        None => request,
    }
    .send()
    .await
    .unwrap()
}

fn post_form(caption: &str) -> Form {
    let image = quad_storage::fixtures::jpeg(1080, 1080);
    Form::new()
        .text("caption", caption.to_owned())
        .part("image", Part::bytes(image).file_name("post.jpg").mime_str("image/jpeg").unwrap())
}

#[tokio::test]
async fn the_manager_of_one_university_is_refused_on_another_universitys_accounts_posts_schedule_and_figures() {
    let m = manager_app().await;
    let app = &m.app;
    let admin = m.admin.clone();
    let other = university_named(app, &admin, "Ohio State University").await;
    let account = json(
        call(
            app,
            &admin,
            Method::POST,
            &format!("/api/v1/manager/universities/{other}/instagram"),
            Some(json!({"accessToken": "good-token", "igUserId": "17841400000000002"})),
        )
        .await,
    )
    .await;
    let account = account["data"]["id"].as_str().expect("the admin connects Ohio State's account").to_owned();
    let upload = app.client.post(app.url(&format!("/api/v1/manager/universities/{other}/posts")));
    let post = json(upload.bearer_auth(&admin).multipart(post_form("Go Bucks")).send().await.unwrap()).await;
    let post = post["data"]["id"].as_str().expect("the admin queues a post there").to_owned();

    let manager = &m.token;
    let refused = [
        call(app, manager, Method::GET, &format!("/api/v1/manager/universities/{other}/instagram"), None).await,
        call(
            app,
            manager,
            Method::POST,
            &format!("/api/v1/manager/universities/{other}/instagram"),
            Some(json!({"accessToken": "t", "igUserId": "1"})),
        )
        .await,
        call(app, manager, Method::POST, &format!("/api/v1/manager/instagram/{account}/test"), None).await,
        call(app, manager, Method::DELETE, &format!("/api/v1/manager/instagram/{account}"), None).await,
        call(app, manager, Method::GET, &format!("/api/v1/manager/universities/{other}/posts"), None).await,
        call(app, manager, Method::DELETE, &format!("/api/v1/manager/posts/{post}"), None).await,
        call(app, manager, Method::POST, &format!("/api/v1/manager/posts/{post}/retry"), None).await,
        app.client
            .post(app.url(&format!("/api/v1/manager/universities/{other}/posts")))
            .bearer_auth(manager)
            .multipart(post_form("Not mine"))
            .send()
            .await
            .unwrap(),
    ];
    for response in refused {
        let url = response.url().to_string();
        assert_eq!(response.status(), 403, "{url}");
        let message = "This university is not one of yours: ask an admin to assign you to it";
        assert_eq!(json(response).await["error"], message, "{url}");
    }
    assert_eq!(app.count("SELECT count(*) FROM instagram_posts").await, 1, "nothing was queued or cancelled");

    let universities = json(call(app, manager, Method::GET, "/api/v1/manager/universities", None).await).await;
    let names: Vec<&str> =
        universities["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["University of Michigan"]);
    let dashboard = json(call(app, manager, Method::GET, "/api/v1/manager/dashboard", None).await).await;
    assert_eq!(dashboard["data"]["scheduledPosts"], 0, "{dashboard}");
    assert_eq!(dashboard["data"]["universities"], 1, "{dashboard}");
    let from = (chrono::Utc::now() - chrono::TimeDelta::days(1)).format("%Y-%m-%dT%H:%M:%SZ");
    let to = (chrono::Utc::now() + chrono::TimeDelta::days(3)).format("%Y-%m-%dT%H:%M:%SZ");
    let path = format!("/api/v1/manager/schedule?from={from}&to={to}");
    let schedule = json(call(app, manager, Method::GET, &path, None).await).await;
    assert_eq!(schedule["data"], json!([]), "Ohio State's post is not on their schedule");
    let everything = json(call(app, &admin, Method::GET, &path, None).await).await;
    assert_eq!(everything["data"].as_array().unwrap().len(), 1, "admins see every university's");
}

#[tokio::test]
async fn admins_assign_universities_in_the_user_edit_which_the_log_records_and_a_demotion_clears() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ohio = university_named(&app, &admin, "Ohio State University").await;
    let mia = app.signed_in("mia", "manager").await;
    let id = id_of(&app, &admin, "mia").await;
    assert_eq!(json(app.get_as("/api/v1/manager/universities", &mia).await).await["data"], json!([]));

    let assigned = json(patch(&app, &admin, &id, &json!({"universities": [ohio, michigan]})).await).await;
    let names: Vec<&str> = assigned["data"]["assignedUniversities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ohio State University", "University of Michigan"]);
    assert_eq!(json(app.get_as("/api/v1/manager/universities", &mia).await).await["data"].as_array().unwrap().len(), 2);
    let log = json(app.get_as("/api/v1/admin/activity?action=user.updated", &admin).await).await;
    let change = log["data"][0]["changes"].as_array().unwrap().iter().find(|c| c["field"] == "universities").cloned();
    assert_eq!(change.unwrap()["after"], "Ohio State University, University of Michigan", "{log}");

    for (body, message) in [
        (json!({"universities": [uuid::Uuid::nil()]}), "Please choose universities from the list"),
        (json!({"role": "user", "universities": [ohio]}), "Only managers and moderators look after universities"),
    ] {
        let refused = patch(&app, &admin, &id, &body).await;
        assert_eq!(refused.status(), 400, "{body}");
        assert_eq!(json(refused).await["fields"]["universities"], message);
    }
    let demoted = json(patch(&app, &admin, &id, &json!({"role": "user"})).await).await;
    assert_eq!(demoted["data"]["assignedUniversities"], json!([]));
    assert_eq!(app.count("SELECT count(*) FROM university_staff").await, 0);
}

#[tokio::test]
async fn a_manager_who_adds_a_university_looks_after_it() {
    let app = spawn_app().await;
    let mia = app.signed_in("mia", "manager").await;
    university_named(&app, &mia, "Reed College").await;

    let mine = json(app.get_as("/api/v1/manager/universities", &mia).await).await;
    assert_eq!(mine["data"][0]["name"], "Reed College");
}

#[tokio::test]
async fn an_assigned_moderator_reviews_only_their_universities_and_an_unassigned_one_every_university() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ohio = university_named(&app, &admin, "Ohio State University").await;
    for (student, university) in [("ada", &michigan), ("bea", &ohio)] {
        let token = app.signed_in(student, "user").await;
        let photos = vec![photo(&app, &token).await];
        assert_eq!(submit(&app, &token, &profile(university, &photos)).await.status(), 200);
    }
    let max = app.signed_in("max", "moderator").await;
    let pat = app.signed_in("pat", "moderator").await;
    app.assign("max", &michigan).await;

    async fn queue(app: &TestApp, token: &str) -> Value {
        json(app.get_as("/api/v1/admin/profiles/status/pending", token).await).await
    }
    let mine = queue(&app, &max).await;
    assert_eq!(mine["data"].as_array().unwrap().len(), 1);
    assert_eq!(mine["data"][0]["universityName"], "University of Michigan", "{mine}");
    assert_eq!(mine["counts"]["pending"], 1);
    assert_eq!(queue(&app, &pat).await["data"].as_array().unwrap().len(), 2);

    let ohio_profile = queue(&app, &pat).await["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["universityName"] == "Ohio State University")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let refused = app.decide(&max, &ohio_profile, "approve", json!({})).await;
    assert_eq!(refused.status(), 403);
    let message = "This profile's university is not one of yours: ask an admin to assign you to it";
    assert_eq!(json(refused).await["error"], message);

    // A moderator whose only university is deleted reviews none, not every one.
    let closed = university_named(&app, &admin, "Closed College").await;
    let kim = app.signed_in("kim", "moderator").await;
    app.assign("kim", &closed).await;
    let deleted = app.client.delete(app.url(&format!("/api/v1/universities/{closed}"))).bearer_auth(&admin);
    assert_eq!(deleted.send().await.unwrap().status(), 200);
    let left = queue(&app, &kim).await;
    assert_eq!((left["data"].as_array().unwrap().len(), left["counts"]["pending"].as_i64()), (0, Some(0)), "{left}");
}

#[tokio::test]
async fn the_user_edit_takes_spec_sevens_name_split_at_its_last_space() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    app.signed_in("ada", "user").await;
    let id = id_of(&app, &admin, "ada").await;

    let renamed = json(patch(&app, &admin, &id, &json!({"name": "Ada King Lovelace", "role": "user"})).await).await;
    assert_eq!(
        (renamed["data"]["firstName"].as_str(), renamed["data"]["lastName"].as_str()),
        (Some("Ada King"), Some("Lovelace"))
    );
    for body in [json!({"name": "Ada"}), json!({"name": "Ada Lovelace", "firstName": "Ada"})] {
        let refused = patch(&app, &admin, &id, &body).await;
        assert_eq!(refused.status(), 400, "{body}");
        assert!(json(refused).await["fields"]["name"].is_string());
    }
}

#[tokio::test]
async fn a_take_down_is_judged_by_the_university_the_profile_is_listed_at_not_its_pending_edits() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ohio = university_named(&app, &admin, "Ohio State University").await;
    let ada = app.signed_in("ada", "user").await;
    let photos = vec![photo(&app, &ada).await];
    let submitted = json(submit(&app, &ada, &profile(&michigan, &photos)).await).await;
    let id = submitted["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(app.decide(&admin, &id, "approve", json!({})).await.status(), 200);
    // Her edit for Ohio State waits for review; she is still listed at Michigan.
    assert_eq!(submit(&app, &ada, &profile(&ohio, &photos)).await.status(), 200);
    let max = app.signed_in("max", "moderator").await;
    let oli = app.signed_in("oli", "moderator").await;
    app.assign("max", &michigan).await;
    app.assign("oli", &ohio).await;
    let url = app.url(&format!("/api/v1/admin/profiles/{id}/take-down"));
    let reason = json!({"reason": "Not a real photo"});

    let by_ohio = app.client.post(&url).bearer_auth(&oli).json(&reason).send().await.unwrap();
    assert_eq!(by_ohio.status(), 403, "Ohio State's moderator does not take down Michigan's listing");
    let by_michigan = app.client.post(&url).bearer_auth(&max).json(&reason).send().await.unwrap();
    assert_eq!(by_michigan.status(), 200);
}
