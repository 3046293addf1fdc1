//! Managers' Instagram calls over HTTP, against a local fake Graph API: connected accounts, the
//! post queue's rules and messages, and who may call them.

use quad_instagram_fake::{FakeGraphApi, Options};
use quad_storage::fixtures::jpeg;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json, spawn_app_with},
    profiles::university_named,
};

pub(crate) struct Manager {
    pub app: TestApp,
    pub fake: FakeGraphApi,
    pub token: String,
    pub university: String,
    /// An admin's token (two-step sign-in on).
    pub admin: String,
}

/// An app whose Graph API is a fresh fake, with no publishing worker, a manager and a university.
pub(crate) async fn manager_app() -> Manager {
    let fake = FakeGraphApi::start("127.0.0.1:0", Options::default()).await.unwrap();
    let app = spawn_app_with(&[("QUAD_INSTAGRAM_API_URL", &fake.base_url), ("QUAD_PUBLISH_WORKERS", "0")]).await;
    let admin = app.signed_in("admin", "admin").await;
    let university = university_named(&app, &admin, "University of Michigan").await;
    let token = app.signed_in("morgan", "manager").await;
    app.assign("morgan", &university).await;
    Manager { app, fake, token, university, admin }
}

impl Manager {
    async fn save_account(&self, ig_user_id: &str, access_token: &str) -> reqwest::Response {
        self.app
            .client
            .post(self.app.url(&format!("/api/v1/manager/universities/{}/instagram", self.university)))
            .bearer_auth(&self.token)
            .json(&json!({"accessToken": access_token, "igUserId": ig_user_id}))
            .send()
            .await
            .unwrap()
    }

    async fn upload(&self, form: Form) -> reqwest::Response {
        self.app
            .client
            .post(self.app.url(&format!("/api/v1/manager/universities/{}/posts", self.university)))
            .bearer_auth(&self.token)
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> reqwest::Response {
        let request = self.app.client.request(method, self.app.url(path)).bearer_auth(&self.token);
        let request = match body {
            Some(body) => request.json(&body),
            None => request,
        };
        request.send().await.unwrap()
    }
}

fn post_form(caption: &str) -> Form {
    Form::new()
        .text("caption", caption.to_owned())
        .part("image", Part::bytes(jpeg(1080, 1080)).file_name("post.jpg").mime_str("image/jpeg").unwrap())
}

fn at(value: &Value) -> chrono::DateTime<chrono::Utc> {
    value.as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_manager_saves_a_tested_account_whose_token_is_never_answered_nor_stored_in_the_clear() {
    let m = manager_app().await;

    let refused = m.save_account("17841400000000001", "an-invalid-token").await;
    let saved = m.save_account("17841400000000001", "IGQ-secret-token-1").await;
    let listed = json(
        m.call(reqwest::Method::GET, &format!("/api/v1/manager/universities/{}/instagram", m.university), None).await,
    )
    .await;

    assert_eq!(refused.status(), 400);
    assert_eq!(json(refused).await["error"], "Invalid OAuth access token - Cannot parse access token");
    assert_eq!(saved.status(), 201);
    let saved = json(saved).await;
    assert_eq!(saved["data"]["username"], "standin_0001");
    assert_eq!(saved["data"]["tokenStatus"], "ok");
    assert_eq!(saved["data"]["standIn"], true, "a Graph API on a loopback address is a stand-in");
    assert_eq!(listed["data"].as_array().unwrap().len(), 1);
    assert!(!listed.to_string().contains("IGQ-secret"));
    assert!(!saved.to_string().contains("IGQ-secret"));
    let mut db = m.app.db().await;
    use diesel_async::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Bytea)]
        token_ciphertext: Vec<u8>,
    }
    let rows: Vec<Row> =
        diesel::sql_query("SELECT token_ciphertext FROM instagram_accounts").load(&mut db).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].token_ciphertext.windows(6).any(|w| w == b"secret"));

    let again = m.save_account("17841400000000001", "IGQ-secret-token-2").await;
    assert_eq!(again.status(), 201);
    assert_eq!(m.app.count("SELECT count(*) FROM instagram_accounts").await, 1, "saving again replaces the token");
}

#[tokio::test]
async fn a_saved_account_is_tested_again_and_a_refusal_shows_on_it() {
    let m = manager_app().await;
    let saved = json(m.save_account("17841400000000001", "good-token").await).await;
    let id = saved["data"]["id"].as_str().unwrap().to_owned();

    let ok = m.call(reqwest::Method::POST, &format!("/api/v1/manager/instagram/{id}/test"), None).await;
    assert_eq!(ok.status(), 200);
    assert_eq!(json(ok).await["data"]["response"]["id"], "17841400000000001");

    m.fake.fail_next(quad_instagram_fake::Call::Account, quad_instagram_fake::Fault::token_expired());
    let refused = m.call(reqwest::Method::POST, &format!("/api/v1/manager/instagram/{id}/test"), None).await;
    assert_eq!(refused.status(), 400);
    let listed = json(
        m.call(reqwest::Method::GET, &format!("/api/v1/manager/universities/{}/instagram", m.university), None).await,
    )
    .await;
    assert_eq!(listed["data"][0]["tokenStatus"], "refused");
    assert_eq!(listed["data"][0]["tokenProblem"], "Error validating access token: Session has expired");
}

#[tokio::test]
async fn uploads_need_an_account_an_image_and_a_caption_within_instagrams_limits() {
    let m = manager_app().await;
    let no_account = m.upload(post_form("Hello")).await;
    assert_eq!(no_account.status(), 409);
    assert_eq!(
        json(no_account).await["error"],
        "Connect an Instagram account for this university before uploading posts"
    );
    m.save_account("17841400000000001", "good-token").await;

    let cases: Vec<(Form, u16, &str)> = vec![
        (Form::new().text("caption", "Hello"), 400, "Please select an image"),
        (post_form("   "), 400, "Please enter a caption"),
        (post_form(&"a".repeat(2201)), 400, "Captions can be at most 2,200 characters"),
        (
            post_form(&(0..31).map(|n| format!("#tag{n}")).collect::<Vec<_>>().join(" ")),
            400,
            "Instagram allows at most 30 hashtags in a caption",
        ),
        (
            post_form(&(0..21).map(|n| format!("@friend{n}")).collect::<Vec<_>>().join(" ")),
            400,
            "Instagram allows at most 20 @mentions in a caption",
        ),
        (
            Form::new().text("caption", "Hi").part("image", Part::bytes(b"%PDF-1.7".to_vec()).file_name("a.jpg")),
            415,
            "Please select an image file",
        ),
        (
            Form::new().text("caption", "Hi").part("image", Part::bytes(jpeg(300, 300)).file_name("a.jpg")),
            400,
            "The image must be at least 320 pixels wide once framed for Instagram",
        ),
        (
            Form::new()
                .text("caption", "Hi")
                .part("image", Part::bytes(vec![0xFF; 5 * 1024 * 1024 + 1]).file_name("a.jpg")),
            413,
            "Image must be less than 5MB",
        ),
        (post_form("Hi").text("scheduledTime", "2020-01-01T00:00:00Z"), 400, "A post cannot be scheduled in the past"),
        (post_form("Hi").text("scheduledTime", "tomorrow"), 400, "scheduledTime must be a date and time (RFC 3339)"),
        (
            post_form("Hi").text("accountId", uuid::Uuid::nil().to_string()),
            400,
            "This Instagram account is not connected to this university",
        ),
    ];
    for (form, status, message) in cases {
        let response = m.upload(form).await;
        assert_eq!(response.status(), status, "{message}");
        assert_eq!(json(response).await["error"], message);
    }
    assert_eq!(m.app.count("SELECT count(*) FROM instagram_posts").await, 0);
    assert_eq!(m.app.count("SELECT count(*) FROM media_uploads").await, 1, "only the university's logo");
}

#[tokio::test]
async fn posts_queue_an_hour_apart_page_six_at_a_time_and_keep_the_spacing_when_moved() {
    let m = manager_app().await;
    m.save_account("17841400000000001", "good-token").await;
    let mut times = Vec::new();
    for n in 0..7 {
        let response = m.upload(post_form(&format!("Post {n} #umich"))).await;
        assert_eq!(response.status(), 201);
        let body = json(response).await;
        assert_eq!(body["message"], "Post uploaded successfully");
        assert_eq!(body["data"]["status"], "queued");
        times.push(at(&body["data"]["scheduledTime"]));
    }
    for pair in times.windows(2) {
        assert_eq!(pair[1] - pair[0], chrono::TimeDelta::hours(1));
    }
    let path = format!("/api/v1/manager/universities/{}/posts", m.university);
    let first = json(m.call(reqwest::Method::GET, &path, None).await).await;
    let second = json(m.call(reqwest::Method::GET, &format!("{path}?page=2"), None).await).await;
    let posted = json(m.call(reqwest::Method::GET, &format!("{path}?status=posted"), None).await).await;
    let bad = m.call(reqwest::Method::GET, &format!("{path}?status=done"), None).await;

    assert_eq!(
        (first["data"].as_array().unwrap().len(), first["total"].as_i64(), first["pageSize"].as_i64()),
        (6, Some(7), Some(6))
    );
    assert_eq!(first["data"][0]["caption"], "Post 0 #umich", "queued posts come soonest first");
    assert_eq!(second["data"].as_array().unwrap().len(), 1);
    assert_eq!(posted["total"], 0);
    assert_eq!(bad.status(), 400);

    let last = second["data"][0]["id"].as_str().unwrap().to_owned();
    let too_close = (times[2] + chrono::TimeDelta::minutes(30)).to_rfc3339();
    let free = (times[6] + chrono::TimeDelta::hours(5)).to_rfc3339();
    let close = m
        .call(
            reqwest::Method::PATCH,
            &format!("/api/v1/manager/posts/{last}"),
            Some(json!({"scheduledTime": too_close})),
        )
        .await;
    let moved = m
        .call(reqwest::Method::PATCH, &format!("/api/v1/manager/posts/{last}"), Some(json!({"scheduledTime": free})))
        .await;
    let picked = m
        .upload(post_form("Picked").text("scheduledTime", (times[0] + chrono::TimeDelta::minutes(20)).to_rfc3339()))
        .await;

    assert_eq!(close.status(), 400);
    assert_eq!(json(close).await["error"], "Posts to one Instagram account must be at least an hour apart");
    assert_eq!(moved.status(), 200);
    assert_eq!(at(&json(moved).await["data"]["scheduledTime"]), times[6] + chrono::TimeDelta::hours(5));
    assert_eq!(picked.status(), 400);
}

#[tokio::test]
async fn only_queued_posts_are_cancelled_and_only_failed_ones_retried() {
    let m = manager_app().await;
    let account =
        json(m.save_account("17841400000000001", "good-token").await).await["data"]["id"].as_str().unwrap().to_owned();
    let queued = json(m.upload(post_form("Queued")).await).await["data"]["id"].as_str().unwrap().to_owned();
    let failed = json(m.upload(post_form("Failed")).await).await["data"]["id"].as_str().unwrap().to_owned();
    let posted = json(m.upload(post_form("Posted")).await).await["data"]["id"].as_str().unwrap().to_owned();
    m.app.sql(&format!("UPDATE instagram_posts SET status = 'failed', attempts = 5, error_message = 'Instagram refused' WHERE id = '{failed}'")).await;
    m.app
        .sql(&format!("UPDATE instagram_posts SET status = 'posted', posted_time = now() WHERE id = '{posted}'"))
        .await;

    let remove_busy = m.call(reqwest::Method::DELETE, &format!("/api/v1/manager/instagram/{account}"), None).await;
    let cancel_posted = m.call(reqwest::Method::DELETE, &format!("/api/v1/manager/posts/{posted}"), None).await;
    let retry_queued = m.call(reqwest::Method::POST, &format!("/api/v1/manager/posts/{queued}/retry"), None).await;
    let retried = m.call(reqwest::Method::POST, &format!("/api/v1/manager/posts/{failed}/retry"), None).await;
    let cancelled = m.call(reqwest::Method::DELETE, &format!("/api/v1/manager/posts/{queued}"), None).await;
    let gone = m.call(reqwest::Method::DELETE, &format!("/api/v1/manager/posts/{queued}"), None).await;

    assert_eq!(remove_busy.status(), 409);
    assert_eq!(json(remove_busy).await["error"], "This account has queued posts. Cancel or move them first.");
    assert_eq!(cancel_posted.status(), 409);
    assert_eq!(json(cancel_posted).await["error"], "Only queued posts can be cancelled");
    assert_eq!(retry_queued.status(), 409);
    assert_eq!(json(retry_queued).await["error"], "Only failed posts can be retried");
    assert_eq!(retried.status(), 200);
    let retried = json(retried).await;
    assert_eq!((retried["data"]["status"].as_str(), retried["data"]["attempts"].as_i64()), (Some("queued"), Some(0)));
    assert_eq!(cancelled.status(), 200);
    assert_eq!(gone.status(), 404);
    assert_eq!(m.app.count(&format!("SELECT count(*) FROM instagram_posts WHERE id = '{queued}'")).await, 0);

    m.app.sql("UPDATE instagram_posts SET status = 'failed' WHERE status = 'queued'").await;
    let removed = m.call(reqwest::Method::DELETE, &format!("/api/v1/manager/instagram/{account}"), None).await;
    assert_eq!(removed.status(), 200);
    assert_eq!(
        m.app.count("SELECT count(*) FROM instagram_posts WHERE account_id IS NULL").await,
        2,
        "its history stays"
    );

    // Each change is in the audit log, by the manager, and a refused one is not.
    let manager_actions = |action: &str| {
        format!(
            "SELECT count(*) FROM audit_log a JOIN users u ON u.id = a.actor_id WHERE u.username = 'morgan' AND a.action = '{action}'"
        )
    };
    for (action, count) in [
        ("instagram_account.connected", 1),
        ("post.queued", 3),
        ("post.retried", 1),
        ("post.cancelled", 1),
        ("instagram_account.removed", 1),
    ] {
        assert_eq!(m.app.count(&manager_actions(action)).await, count, "{action}");
    }
    let connected: i64 = m
        .app
        .count("SELECT count(*) FROM audit_log WHERE action = 'instagram_account.connected' AND after::text LIKE '%17841400000000001%' AND after::text NOT LIKE '%good-token%'")
        .await;
    assert_eq!(connected, 1, "the account is named, its token never");
}

#[tokio::test]
async fn the_dashboard_universities_and_schedule_count_every_universitys_posts() {
    let m = manager_app().await;
    m.save_account("17841400000000001", "good-token").await;
    let first = json(m.upload(post_form("One")).await).await;
    m.upload(post_form("Two")).await;
    let posted = first["data"]["id"].as_str().unwrap();
    m.app
        .sql(&format!("UPDATE instagram_posts SET status = 'posted', posted_time = now() WHERE id = '{posted}'"))
        .await;

    let dashboard = json(m.call(reqwest::Method::GET, "/api/v1/manager/dashboard", None).await).await;
    let universities = json(m.call(reqwest::Method::GET, "/api/v1/manager/universities", None).await).await;
    let from = (chrono::Utc::now() - chrono::TimeDelta::days(1)).to_rfc3339();
    let to = (chrono::Utc::now() + chrono::TimeDelta::days(2)).to_rfc3339();
    let query =
        |from: &str, to: &str| format!("/api/v1/manager/schedule?from={}&to={}", urlencode(from), urlencode(to));
    let schedule = json(m.call(reqwest::Method::GET, &query(&from, &to), None).await).await;
    let too_long = m
        .call(
            reqwest::Method::GET,
            &query(&from, &(chrono::Utc::now() + chrono::TimeDelta::days(40)).to_rfc3339()),
            None,
        )
        .await;

    assert_eq!(
        dashboard["data"],
        json!({"universities": 1, "instagramAccounts": 1, "scheduledPosts": 1, "postedPosts": 1, "failedPosts": 0})
    );
    assert_eq!(universities["data"][0]["instagramAccounts"], 1);
    assert_eq!(universities["data"][0]["queuedPosts"], 1);
    assert_eq!(universities["data"][0]["open"], true, "students can join it");
    m.app.sql("UPDATE universities SET email_domains = '{}', join_without_university_email = false").await;
    let closed = json(m.call(reqwest::Method::GET, "/api/v1/manager/universities", None).await).await;
    assert_eq!(closed["data"][0]["open"], false, "nobody can join it: the manager sees so");
    let captions: Vec<&str> =
        schedule["data"].as_array().unwrap().iter().map(|p| p["caption"].as_str().unwrap()).collect();
    assert_eq!(captions, ["One", "Two"]);
    assert_eq!(schedule["data"][0]["universityName"], "University of Michigan");
    assert_eq!(too_long.status(), 400);
}

fn urlencode(text: &str) -> String {
    text.replace('+', "%2B").replace(':', "%3A")
}

#[tokio::test]
async fn students_get_403_and_strangers_401_on_every_manager_call() {
    let m = manager_app().await;
    let student = m.app.signed_in("student", "user").await;
    let moderator = m.app.signed_in("moderator", "moderator").await;
    let id = uuid::Uuid::nil();
    let u = &m.university;
    let calls: Vec<(reqwest::Method, String)> = vec![
        (reqwest::Method::GET, "/api/v1/manager/dashboard".into()),
        (reqwest::Method::GET, "/api/v1/manager/universities".into()),
        (reqwest::Method::GET, "/api/v1/manager/schedule?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z".into()),
        (reqwest::Method::GET, format!("/api/v1/manager/universities/{u}/instagram")),
        (reqwest::Method::POST, format!("/api/v1/manager/universities/{u}/instagram")),
        (reqwest::Method::GET, format!("/api/v1/manager/universities/{u}/posts")),
        (reqwest::Method::POST, format!("/api/v1/manager/instagram/{id}/test")),
        (reqwest::Method::DELETE, format!("/api/v1/manager/instagram/{id}")),
        (reqwest::Method::DELETE, format!("/api/v1/manager/posts/{id}")),
        (reqwest::Method::POST, format!("/api/v1/manager/posts/{id}/retry")),
        (reqwest::Method::PATCH, format!("/api/v1/manager/posts/{id}")),
    ];
    for (method, path) in calls {
        let body = json!({"accessToken": "t", "igUserId": "1", "scheduledTime": "2030-01-01T00:00:00Z"});
        for token in [&student, &moderator] {
            let response = m
                .app
                .client
                .request(method.clone(), m.app.url(&path))
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 403, "{method} {path}");
        }
        let response = m.app.client.request(method.clone(), m.app.url(&path)).json(&body).send().await.unwrap();
        assert_eq!(response.status(), 401, "{method} {path}");
    }
    let upload = m
        .app
        .client
        .post(m.app.url(&format!("/api/v1/manager/universities/{u}/posts")))
        .bearer_auth(&student)
        .multipart(post_form("Hi"))
        .send()
        .await
        .unwrap();
    assert_eq!(upload.status(), 403);
}

#[tokio::test]
async fn a_tall_image_is_letterboxed_into_a_jpeg() {
    let m = manager_app().await;
    m.save_account("17841400000000001", "good-token").await;
    let form = Form::new()
        .text("caption", "Tall")
        .part("image", Part::bytes(jpeg(500, 1000)).file_name("tall.jpg").mime_str("image/jpeg").unwrap());

    let body = json(m.upload(form).await).await;

    assert_eq!(body["data"]["letterboxed"], true);
    let image = body["data"]["image"].as_str().unwrap();
    assert!(image.ends_with(".jpg"), "{image}");
    let key = image.split("/media/").nth(1).unwrap();
    let stored = std::fs::read(m.app.data_dir.join("media").join(key)).unwrap();
    let decoded = image::load_from_memory(&stored).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (800, 1000));
}
