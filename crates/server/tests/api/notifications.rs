//! Notifications and the live stream (issue 24), through the HTTP API, on real PostgreSQL with
//! its LISTEN/NOTIFY, across two instances.

use std::time::Duration;

use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json},
    roommates::{campus, night_owl},
};

/// One tab's event stream, read as Server-Sent Events.
pub(crate) struct Tab {
    response: reqwest::Response,
    buffer: String,
}

/// An event: its id, its name and its data.
pub(crate) type Event = (String, String, Value);

impl Tab {
    async fn open(app: &TestApp, token: &str, last_event_id: Option<&str>) -> reqwest::Response {
        let mut request = app.client.get(app.url("/api/v1/events")).bearer_auth(token);
        if let Some(id) = last_event_id {
            request = request.header("Last-Event-ID", id);
        }
        request.send().await.unwrap()
    }

    pub(crate) async fn new(app: &TestApp, token: &str, last_event_id: Option<&str>) -> Self {
        let response = Self::open(app, token, last_event_id).await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "text/event-stream");
        Self { response, buffer: String::new() }
    }

    /// The next event (heartbeats skipped), or `None` when the stream ended; fails after 15 s.
    async fn next(&mut self) -> Option<Event> {
        tokio::time::timeout(Duration::from_secs(15), async {
            loop {
                if let Some(end) = self.buffer.find("\n\n") {
                    let block: String = self.buffer.drain(..end + 2).collect();
                    let field = |name: &str| {
                        block.lines().find_map(|line| line.strip_prefix(name)).map(|v| v.trim().to_owned())
                    };
                    if let (Some(id), Some(event), Some(data)) = (field("id:"), field("event:"), field("data:")) {
                        return Some((id, event, serde_json::from_str(&data).unwrap()));
                    }
                    continue;
                }
                match self.response.chunk().await {
                    Ok(Some(bytes)) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                    _ => return None,
                }
            }
        })
        .await
        .expect("an event within 15 seconds")
    }

    pub(crate) async fn expect(&mut self, name: &str) -> Event {
        let event = self.next().await.unwrap_or_else(|| panic!("the stream ended before a {name}"));
        assert_eq!(event.1, name, "{event:?}");
        event
    }
}

async fn unread(app: &TestApp, token: &str) -> i64 {
    json(app.get_as("/api/v1/notifications/unread-count", token).await).await["data"]["unread"].as_i64().unwrap()
}

async fn post(app: &TestApp, token: &str, path: &str) -> reqwest::Response {
    app.client.post(app.url(path)).bearer_auth(token).send().await.unwrap()
}

#[tokio::test]
async fn a_decision_reaches_the_students_tabs_on_both_instances_and_reading_it_clears_every_tab() {
    let c = campus().await;
    let other = c.app.another_instance().await;
    let ada = c.student("ada", night_owl(&c.michigan), false).await;
    let mut here = Tab::new(&c.app, &ada, None).await;
    let mut there = Tab::new(&other, &ada, None).await;
    let (_, _, hello) = here.expect("hello").await;
    assert_eq!(hello, json!({"unread": 0, "fresh": true, "unreadConversations": 0}));
    there.expect("hello").await;

    c.approve(&ada).await;

    for tab in [&mut here, &mut there] {
        let (_, _, data) = tab.expect("notification").await;
        assert_eq!(data["unread"], 1);
        assert_eq!(data["notification"]["kind"], "profileApproved");
        assert_eq!(data["notification"]["title"], "Your roommate profile is approved");
        assert_eq!(data["notification"]["link"], "/roommates");
    }
    let page = json(c.app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(page["total"], 1);
    let id = page["data"][0]["id"].as_str().unwrap().to_owned();
    assert!(page["data"][0]["readAt"].is_null());

    // Read on the other instance: both tabs are told, with the count.
    assert_eq!(json(post(&other, &ada, &format!("/api/v1/notifications/{id}/read")).await).await["data"]["unread"], 0);
    for tab in [&mut here, &mut there] {
        let (_, _, data) = tab.expect("read").await;
        assert_eq!(data, json!({"ids": [id], "unread": 0}));
    }
    assert_eq!(unread(&c.app, &ada).await, 0);
    // Reading again changes nothing and tells nobody; someone else's id is not found.
    assert_eq!(post(&c.app, &ada, &format!("/api/v1/notifications/{id}/read")).await.status(), 200);
    let bea = c.app.signed_in("bea", "user").await;
    assert_eq!(post(&c.app, &bea, &format!("/api/v1/notifications/{id}/read")).await.status(), 404);
}

#[tokio::test]
async fn a_tab_that_reconnects_is_replayed_what_it_missed_and_a_foreign_id_starts_afresh() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), false).await;
    let mut tab = Tab::new(&c.app, &ada, None).await;
    let (seen, _, _) = tab.expect("hello").await;
    drop(tab);

    c.approve(&ada).await;
    assert_eq!(post(&c.app, &ada, "/api/v1/notifications/read-all").await.status(), 200);

    let mut back = Tab::new(&c.app, &ada, Some(&seen)).await;
    let (_, _, hello) = back.expect("hello").await;
    assert_eq!(hello, json!({"unread": 0, "fresh": false, "unreadConversations": 0}));
    assert_eq!(back.expect("notification").await.2["unread"], 1);
    assert_eq!(back.expect("read").await.2, json!({"ids": null, "unread": 0}));

    let bea = c.app.signed_in("bea", "user").await;
    for foreign in [seen.as_str(), "00000000-7", "not an id"] {
        let mut tab = Tab::new(&c.app, &bea, Some(foreign)).await;
        assert_eq!(tab.expect("hello").await.2["fresh"], true, "{foreign}");
    }
}

#[tokio::test]
async fn nothing_is_lost_while_the_listener_connection_is_down() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), false).await;
    let mut tab = Tab::new(&c.app, &ada, None).await;
    tab.expect("hello").await;

    // The listener's connection drops; the decision commits before it is back.
    c.app
        .sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'quad-listener-%'")
        .await;
    c.approve(&ada).await;

    let (_, _, data) = tab.expect("notification").await;
    assert_eq!(data["notification"]["kind"], "profileApproved");
}

#[tokio::test]
async fn a_stream_ends_when_its_session_ends_and_a_sixth_is_refused() {
    let c = campus().await;
    let ada = c.app.signed_in("ada", "user").await;
    let mut tabs = Vec::new();
    for _ in 0..5 {
        let mut tab = Tab::new(&c.app, &ada, None).await;
        tab.expect("hello").await;
        tabs.push(tab);
    }
    let sixth = Tab::open(&c.app, &ada, None).await;
    assert_eq!(sixth.status(), 429);
    assert!(json(sixth).await["error"].as_str().unwrap().contains("every 30 seconds"));

    assert_eq!(c.app.get_as("/api/v1/auth/logout", &ada).await.status(), 200);
    for tab in &mut tabs {
        assert!(tab.next().await.is_none(), "the stream ended with the session");
    }
    assert_eq!(Tab::open(&c.app, &ada, None).await.status(), 401);
}

#[tokio::test]
async fn preferences_turn_a_kind_off_in_the_app_but_security_notices_stay_on() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), false).await;
    let put = |body: Value| {
        c.app.client.put(c.app.url("/api/v1/notifications/preferences")).bearer_auth(&ada).json(&body).send()
    };

    let saved = json(
        put(json!({"preferences": [
            {"kind": "profileApproved", "inApp": false, "email": true},
            {"kind": "newDeviceSignIn", "inApp": false, "email": false},
        ]}))
        .await
        .unwrap(),
    )
    .await;
    let find = |kind: &str| {
        saved["data"]["preferences"].as_array().unwrap().iter().find(|p| p["kind"] == kind).cloned().unwrap()
    };
    assert_eq!(find("profileApproved")["inApp"], false);
    assert_eq!(find("newDeviceSignIn")["inApp"], true, "security notices cannot be turned off");
    assert_eq!(find("newDeviceSignIn")["inAppLocked"], true);
    assert!(
        saved["data"]["preferences"].as_array().unwrap().iter().all(|p| p["kind"] != "postPublished"),
        "students get no post notices"
    );

    c.approve(&ada).await;
    assert_eq!(unread(&c.app, &ada).await, 0, "turned off in the app");
    assert_eq!(
        put(json!({"preferences": [{"kind": "nope", "inApp": true, "email": true}]})).await.unwrap().status(),
        400
    );
}

/// The mail in the outbox to `to` that contains `text`.
async fn mail_to(app: &TestApp, to: &str, text: &str) -> Vec<String> {
    app.outbox().await.into_iter().filter(|mail| mail.contains(to) && mail.contains(text)).collect()
}

/// A header's value, unfolded (RFC 5322 folds long lines with CRLF and a space).
fn header(mail: &str, name: &str) -> String {
    let unfolded = mail.replace("\r\n ", " ").replace("\n ", " ");
    unfolded
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} in {mail}"))
        .trim()
        .to_owned()
}

#[tokio::test]
async fn an_unread_notification_is_e_mailed_once_in_a_digest_whose_one_click_unsubscribe_needs_no_sign_in() {
    use crate::universities::{create, logo, university_form};
    let app = crate::helpers::spawn_app_with(&[("QUAD_DIGEST_EVERY_SECONDS", "1")]).await;
    let admin = app.signed_in("admin", "admin").await;
    let ada = app.signed_in("ada", "user").await;
    let asked = app
        .client
        .post(app.url("/api/v1/universities/requests"))
        .bearer_auth(&ada)
        .json(&json!({"universityName": "Oberlin College", "email": "ada@umich.edu"}))
        .send()
        .await
        .unwrap();
    assert_eq!(asked.status(), 201);
    let listed = json(app.get_as("/api/v1/admin/university-requests", &admin).await).await;
    let request = listed["data"][0]["id"].as_str().unwrap().to_owned();
    let form = university_form("Oberlin College", "https://instagram.com/oberlin", logo())
        .text("fromRequest", request)
        .text("emailDomains", "oberlin.edu");
    assert_eq!(create(&app, &admin, form).await.status(), 201);
    let page = json(app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(page["data"][0]["kind"], "universityRequestAnswered");
    assert_eq!(page["data"][0]["link"], "/oberlin-college");

    // Unread for a quarter of an hour: the next round e-mails it.
    app.sql("UPDATE notifications SET created_at = now() - interval '16 minutes'").await;
    let mut digests = Vec::new();
    for _ in 0..50 {
        digests = mail_to(&app, "ada@umich.edu", "Stop e-mails about university requests").await;
        if !digests.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(digests.len(), 1, "one digest");
    let digest = &digests[0];
    assert!(digest.contains("Oberlin College is on Quad"));
    assert_eq!(header(digest, "List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
    let one_click = header(digest, "List-Unsubscribe");
    let path = one_click.trim_matches(['<', '>']).split_once("/api/v1/").unwrap().1.to_owned();
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(mail_to(&app, "ada@umich.edu", "Stop e-mails about").await.len(), 1, "e-mailed once");
    assert_eq!(mail_to(&app, "ada@umich.edu", "Oberlin College is on Quad").await.len(), 1, "only in the digest");

    // A mail client's one-click POST, signed out: e-mail for that kind only goes off.
    let described = json(app.get(&format!("/api/v1/{path}")).await).await;
    assert_eq!(described["data"]["kind"], "universityRequestAnswered");
    let clicked = app
        .client
        .post(app.url(&format!("/api/v1/{path}")))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(clicked.status(), 200);
    assert_eq!(json(clicked).await["data"]["label"], "University requests");
    let preferences = json(app.get_as("/api/v1/notifications/preferences", &ada).await).await;
    for preference in preferences["data"]["preferences"].as_array().unwrap() {
        let off = preference["kind"] == "universityRequestAnswered";
        assert_eq!(preference["email"], !off, "{preference}");
        assert_eq!(preference["inApp"], true, "{preference}");
    }
    let forged = app.client.post(app.url("/api/v1/notifications/unsubscribe/forged")).send().await.unwrap();
    assert_eq!(forged.status(), 404);
}

#[tokio::test]
async fn a_sign_in_from_a_new_device_and_an_e_mail_change_are_security_notices_and_are_exported() {
    let app = crate::helpers::spawn_app().await;
    let ada = app.signed_in("ada", "user").await;
    let login = async |agent: &str| {
        let body = json!({"email": "ada@umich.edu", "password": "Tulip4Harbor"});
        let url = app.url("/api/v1/auth/login");
        let response = app.client.post(url).header("User-Agent", agent).json(&body).send().await.unwrap();
        assert_eq!(response.status(), 200);
    };

    login("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0").await;
    login("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0").await;
    let page = json(app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(page["total"], 1, "the first device was simply noted, the second told once: {page}");
    assert_eq!(page["data"][0]["kind"], "newDeviceSignIn");
    assert!(page["data"][0]["body"].as_str().unwrap().contains("Firefox on Windows (network 127.0.0.0/24)"));
    assert_eq!(mail_to(&app, "ada@umich.edu", "New sign-in to your Quad account").await.len(), 1);

    let asked = app
        .client
        .post(app.url("/api/v1/auth/email"))
        .bearer_auth(&ada)
        .json(&json!({"newEmail": "ada@lovelace.dev", "password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();
    assert_eq!(asked.status(), 200);
    let link = app.last_link("confirm-email", "ada@lovelace.dev").await;
    assert_eq!(app.get(&format!("/api/v1/auth/confirm-email/{link}")).await.status(), 200);
    let page = json(app.get_as("/api/v1/notifications", &ada).await).await;
    assert_eq!(page["data"][0]["kind"], "emailChanged");
    assert!(page["data"][0]["body"].as_str().unwrap().contains("ada@lovelace.dev"));

    let exported = json(app.get_as("/api/v1/auth/export-data", &ada).await).await;
    let kinds: Vec<&str> =
        exported["data"]["notifications"].as_array().unwrap().iter().map(|n| n["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["emailChanged", "newDeviceSignIn"]);
}
