use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;
use serde_json::json;

use crate::helpers::{TestApp, json, spawn_app, spawn_app_without_database};

#[derive(QueryableByName)]
struct Subscriber {
    #[diesel(sql_type = Text)]
    email: String,
}

async fn subscribers(app: &TestApp) -> Vec<String> {
    let mut db = app.db().await;
    let rows: Vec<Subscriber> =
        diesel::sql_query("SELECT email FROM newsletter_subscribers ORDER BY email").load(&mut db).await.unwrap();
    rows.into_iter().map(|r| r.email).collect()
}

async fn confirmed(app: &TestApp) -> i64 {
    app.count("SELECT count(*) FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL").await
}

#[tokio::test]
async fn an_address_is_subscribed_only_once_its_owner_confirms_and_every_answer_is_the_same() {
    let app = spawn_app().await;

    let first = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "Ada@UMich.edu"})).await;
    assert_eq!(first.status(), 202);
    let first = json(first).await;
    assert_eq!(first, json!({"success": true, "message": "Check your inbox to confirm your subscription."}));
    assert_eq!(subscribers(&app).await, ["ada@umich.edu"]);
    assert_eq!(confirmed(&app).await, 0, "nobody is subscribed by someone else typing their address");
    let link = app.outbox().await.into_iter().find_map(|mail| {
        let start = mail.find("http://quad.test/newsletter/confirm/")? + "http://quad.test/newsletter/confirm/".len();
        Some(mail[start..].chars().take_while(char::is_ascii_hexdigit).collect::<String>())
    });
    let link = link.expect("a confirmation link in the outbox");

    let confirm = app.client.post(app.url(&format!("/api/v1/newsletter/confirm/{link}"))).send().await.unwrap();
    let again = app.client.post(app.url(&format!("/api/v1/newsletter/confirm/{link}"))).send().await.unwrap();

    assert_eq!(confirm.status(), 200);
    assert_eq!(json(confirm).await["message"], "ada@umich.edu is subscribed to Quad's newsletter.");
    assert_eq!(again.status(), 400, "a link works once");
    assert_eq!(confirmed(&app).await, 1);
    // Subscribing a subscribed address answers the same and sends nothing.
    let mails_before = app.outbox().await.len();
    let repeat = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;
    assert_eq!(repeat.status(), 202);
    assert_eq!(json(repeat).await, first);
    assert_eq!(app.outbox().await.len(), mails_before);
}

#[tokio::test]
async fn a_stranger_cannot_flood_a_mailbox_with_confirmation_links() {
    let app = spawn_app().await;

    for _ in 0..5 {
        let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;
        assert_eq!(response.status(), 202);
    }

    assert_eq!(app.outbox().await.len(), 3, "at most three confirmation mails an hour to one address");
}

#[tokio::test]
async fn an_invalid_address_is_refused_with_the_spec_message_and_nothing_is_stored() {
    let app = spawn_app().await;

    for bad in ["", "ada", "ada@umich", "a b@umich.edu"] {
        let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": bad})).await;

        assert_eq!(response.status(), 400, "{bad}");
        let body = json(response).await;
        assert_eq!(body["error"], "Please enter a valid email address");
        assert_eq!(body["fields"]["email"], "Please enter a valid email address");
    }
    assert!(subscribers(&app).await.is_empty());
}

#[tokio::test]
async fn a_body_that_is_not_the_expected_json_is_a_400_envelope() {
    let app = spawn_app().await;

    let missing_field = app.post_json("/api/v1/newsletter/subscriptions", &json!({"mail": "a@b.co"})).await;
    let not_json = app
        .client
        .post(app.url("/api/v1/newsletter/subscriptions"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();

    for response in [missing_field, not_json] {
        assert_eq!(response.status(), 400);
        let body = json(response).await;
        assert_eq!(body["success"], false);
        assert!(body["error"].as_str().unwrap().starts_with("The request body is not valid"), "{body}");
    }
}

#[tokio::test]
async fn an_oversized_body_is_refused_with_413() {
    let app = spawn_app().await;
    let huge = "a".repeat(300 * 1024);

    let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": huge})).await;

    assert_eq!(response.status(), 413);
    assert_eq!(json(response).await["success"], false);
}

#[tokio::test]
async fn a_server_failure_answers_a_generic_message_with_the_request_id() {
    let app = spawn_app_without_database().await;

    let response = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;

    assert_eq!(response.status(), 500);
    let request_id = response.headers()["x-request-id"].to_str().unwrap().to_owned();
    let body = json(response).await;
    assert_eq!(body["error"], "Something went wrong on our side. Please try again.");
    assert_eq!(body["requestId"], request_id.as_str());
    assert!(!body.to_string().contains("postgres"), "no internals leak: {body}");
}

/// Subscribes and confirms `email`; answers the confirmation link's secret, which then opens the
/// subscriber's page.
async fn subscribed(app: &TestApp, email: &str) -> String {
    let asked = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": email})).await;
    assert_eq!(asked.status(), 202);
    let link = app.last_link("newsletter/confirm", email).await;
    let confirmed = app.client.post(app.url(&format!("/api/v1/newsletter/confirm/{link}"))).send().await.unwrap();
    assert_eq!(confirmed.status(), 200);
    link
}

fn issues_to<'a>(outbox: &'a [String], email: &str) -> Vec<&'a String> {
    outbox.iter().filter(|mail| mail.contains(&format!("To: {email}")) && mail.contains("This week on Quad")).collect()
}

/// A header's value, unfolded (RFC 5322 folds long lines with CRLF and a space).
fn header(mail: &str, name: &str) -> String {
    let unfolded = mail.replace("\r\n ", " ").replace("\n ", " ");
    unfolded.lines().find_map(|line| line.strip_prefix(&format!("{name}: "))).unwrap_or_default().trim().to_owned()
}

const EVERY_SECOND: [(&str, &str); 1] = [("QUAD_NEWSLETTER_EVERY_SECONDS", "1")];

#[tokio::test]
async fn an_issue_goes_out_once_across_instances_to_those_it_has_news_for_and_one_click_unsubscribes() {
    use crate::submissions::{World, decide, world_with};
    let World { app, manager, submission, .. } = world_with(&EVERY_SECOND).await;
    let other = app.another_instance_with(&EVERY_SECOND).await;
    let everything = subscribed(&app, "all@example.com").await;
    let elsewhere = subscribed(&app, "elsewhere@example.com").await;
    // A university that is not open yet (no domain) can be followed, and opening it later is news.
    app.sql(
        "INSERT INTO universities (id, name, slug, description, instagram_links, email_domains) \
         VALUES ('00000000-0000-0000-0000-0000000000b1', 'Oberlin College', 'oberlin', '', '[]', '{}')",
    )
    .await;
    let chose = app
        .client
        .put(app.url(&format!("/api/v1/newsletter/subscriptions/{elsewhere}")))
        .json(&json!({"universityIds": ["00000000-0000-0000-0000-0000000000b1"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(chose.status(), 200);
    assert_eq!(json(chose).await["data"]["universityIds"], json!(["00000000-0000-0000-0000-0000000000b1"]));

    let approved =
        decide(&app, &manager, submission["id"].as_str().unwrap(), json!({"version": 1, "decision": "approve"}));
    assert_eq!(approved.await.status(), 200);
    for _ in 0..100 {
        if !issues_to(&app.outbox().await, "all@example.com").is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // Several more periods pass on both instances: the issue is not sent again, and later
    // issues have nothing to say.
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    let outbox = app.outbox().await;

    let issues = issues_to(&outbox, "all@example.com");
    assert_eq!(issues.len(), 1, "one issue, once");
    assert!(issues[0].contains("Sunset over the Diag #goblue"));
    assert!(issues_to(&outbox, "elsewhere@example.com").is_empty(), "nothing featured where they follow");
    assert!(app.count("SELECT count(*) FROM newsletter_issues WHERE recipients = 1").await == 1);
    assert_eq!(header(issues[0], "List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
    let one_click = header(issues[0], "List-Unsubscribe");
    let one_click = one_click.trim_matches(['<', '>']).replace("http://quad.test", &other.address);

    // A mail client's one-click unsubscribe, without signing in, on either instance.
    let left = other
        .client
        .post(&one_click)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(left.status(), 200);
    assert_eq!(json(left).await["message"], "all@example.com is unsubscribed from Quad's newsletter.");
    assert_eq!(app.count("SELECT count(*) FROM newsletter_subscribers WHERE email = 'all@example.com'").await, 0);
    assert_eq!(app.get(&format!("/api/v1/newsletter/subscriptions/{everything}")).await.status(), 404);

    // Opening Oberlin is news for the subscriber who follows only it.
    app.sql("UPDATE universities SET email_domains = '{oberlin.edu}' WHERE slug = 'oberlin'").await;
    let mut to_elsewhere = Vec::new();
    let mut outbox = Vec::new();
    for _ in 0..100 {
        outbox = app.outbox().await;
        to_elsewhere = issues_to(&outbox, "elsewhere@example.com").into_iter().cloned().collect();
        if !to_elsewhere.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(to_elsewhere.len(), 1);
    assert!(to_elsewhere[0].contains("Now open on Quad"));
    assert!(to_elsewhere[0].contains("Oberlin College"));
    assert!(issues_to(&outbox, "all@example.com").len() == 1, "an unsubscribed address gets nothing more");
}

#[tokio::test]
async fn a_subscribers_page_answers_only_to_a_link_of_theirs_and_refuses_unknown_universities() {
    let app = spawn_app().await;
    let link = subscribed(&app, "ada@umich.edu").await;

    let page = app.get(&format!("/api/v1/newsletter/subscriptions/{link}")).await;
    assert_eq!(page.status(), 200);
    assert_eq!(json(page).await["data"], json!({"email": "ada@umich.edu", "universityIds": []}));
    let unknown = app
        .client
        .put(app.url(&format!("/api/v1/newsletter/subscriptions/{link}")))
        .json(&json!({"universityIds": ["00000000-0000-0000-0000-0000000000ff"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status(), 400);
    assert_eq!(json(unknown).await["fields"]["universityIds"], "One of these universities is not on Quad");
    let stranger = app.get(&format!("/api/v1/newsletter/subscriptions/{}", "ab".repeat(32))).await;
    assert_eq!(stranger.status(), 404);
    let not_confirmed = app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "bo@umich.edu"})).await;
    assert_eq!(not_confirmed.status(), 202);
    let pending = app.last_link("newsletter/confirm", "bo@umich.edu").await;
    assert_eq!(
        app.get(&format!("/api/v1/newsletter/subscriptions/{pending}")).await.status(),
        404,
        "an unconfirmed link opens no page"
    );
    let admin = app.signed_in("admin", "admin").await;
    let student = app.signed_in("stu", "user").await;
    assert_eq!(app.get_as("/api/v1/admin/newsletter/preview", &student).await.status(), 403);
    let preview = json(app.get_as("/api/v1/admin/newsletter/preview", &admin).await).await;
    assert_eq!(preview["data"]["subscribers"], 1);
    assert_eq!(preview["data"]["recipients"], 0, "nothing to say yet");
    assert!(preview["data"]["copy"].is_null());
}
