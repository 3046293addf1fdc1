//! Universities over HTTP: every add/edit rule, roles, slugs, logos, search and requests.

use quad_storage::fixtures::{jpeg, png_with_alpha};
use reqwest::multipart::{Form, Part};
use serde_json::json;

use crate::helpers::{TestApp, json, spawn_app};

pub(crate) fn university_form(name: &str, instagram: &str, logo: Option<Vec<u8>>) -> Form {
    let form = Form::new()
        .text("name", name.to_owned())
        .text("description", "A public research university in Ann Arbor.")
        .text("instagramData[url]", instagram.to_owned())
        .text("location", "Ann Arbor, MI");
    match logo {
        Some(bytes) => form.part("logo", Part::bytes(bytes).file_name("logo.png").mime_str("image/png").unwrap()),
        None => form,
    }
}

pub(crate) async fn create(app: &TestApp, token: &str, form: Form) -> reqwest::Response {
    app.client.post(app.url("/api/v1/universities")).bearer_auth(token).multipart(form).send().await.unwrap()
}

async fn update(app: &TestApp, token: &str, id: &str, form: Form) -> reqwest::Response {
    app.client
        .put(app.url(&format!("/api/v1/universities/{id}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

/// A 400 naming the field, with the rule's message.
async fn refused(response: reqwest::Response, field: &str, message: &str) {
    assert_eq!(response.status(), 400, "{field}");
    let body = json(response).await;
    assert_eq!(body["error"], message);
    assert_eq!(body["fields"][field], message);
}

pub(crate) fn logo() -> Option<Vec<u8>> {
    Some(png_with_alpha(300, 300))
}

fn served(app: &TestApp, url: &str) -> std::path::PathBuf {
    app.data_dir.join("media").join(url.strip_prefix("http://quad.test/media/").expect("a local media URL"))
}

#[tokio::test]
async fn an_admin_adds_a_university_that_anyone_can_find() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;

    let response = create(&app, &admin, university_form("University of Michigan", "@umich", logo())).await;

    assert_eq!(response.status(), 201);
    let created = json(response).await["data"].clone();
    assert_eq!(created["slug"], "university-of-michigan");
    assert_eq!(created["instagramUrl"], "https://www.instagram.com/umich");
    assert_eq!(created["instagramLinks"], json!([{"url": "https://www.instagram.com/umich", "channelName": "umich"}]));
    assert!(served(&app, created["logoUrl"].as_str().unwrap()).exists());
    let thumbnail = image::open(served(&app, created["logoThumbnailUrl"].as_str().unwrap())).unwrap();
    assert_eq!((thumbnail.width(), thumbnail.height()), (128, 128), "cards get a small copy of the 300 px logo");
    let id = created["id"].as_str().unwrap();

    let by_name = json(app.get("/api/v1/universities?search=michigan").await).await;
    let by_location = json(app.get("/api/v1/universities?search=ann%20arbor&includeInstagram=true").await).await;
    let nothing = json(app.get("/api/v1/universities?search=stanford").await).await;
    assert_eq!(by_name["total"], 1);
    assert!(by_name["data"][0].get("instagramLinks").is_none());
    assert_eq!(by_name["data"][0]["logoThumbnailUrl"], created["logoThumbnailUrl"]);
    assert_eq!(by_location["data"][0]["instagramLinks"][0]["channelName"], "umich");
    assert_eq!(nothing["data"], json!([]));
    assert_eq!(
        json(app.get(&format!("/api/v1/universities/{id}")).await).await["data"]["name"],
        "University of Michigan"
    );
    let by_slug = app.get("/api/v1/universities/slug/University-Of-Michigan").await;
    assert_eq!(json(by_slug).await["data"]["id"], id);
    assert_eq!(app.get("/api/v1/universities/slug/nowhere").await.status(), 404);
    assert_eq!(app.get("/api/v1/universities/not-a-uuid").await.status(), 404);
}

#[tokio::test]
async fn every_add_rule_answers_its_message_and_writes_nothing() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let cases = [
        (university_form(" ", "umich", logo()), "name", "University name is required"),
        (university_form("Michigan", "", logo()), "instagramUrl", "Instagram URL is required"),
        (university_form("Michigan", "umich", None), "logo", "University logo is required"),
        (
            Form::new().text("name", "Michigan").text("instagramData[url]", "umich"),
            "description",
            "Description is required",
        ),
        (
            university_form("Michigan", "https://example.com/x", logo()),
            "instagramUrl",
            "Please enter an Instagram profile URL or handle, such as https://www.instagram.com/umich",
        ),
        (
            university_form("Michigan", "umich", logo()).text("website", "umich.edu"),
            "website",
            "Website must start with http:// or https://",
        ),
        (
            university_form("Michigan", "umich", logo()).text("studentCount", "many"),
            "studentCount",
            "Student count must be a whole number",
        ),
    ];
    for (form, field, message) in cases {
        refused(create(&app, &admin, form).await, field, message).await;
    }
    let not_an_image = university_form("Michigan", "umich", Some(b"GIF89a-not-really".to_vec()));
    assert_eq!(create(&app, &admin, not_an_image).await.status(), 400);
    assert_eq!(app.count("SELECT count(*) FROM universities").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 0);
}

#[tokio::test]
async fn every_edit_rule_answers_its_message_and_changes_nothing() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let created = json(create(&app, &admin, university_form("University of Michigan", "umich", logo())).await).await;
    let id = created["data"]["id"].as_str().unwrap().to_owned();
    let cases = [
        (university_form(" ", "umich", Some(jpeg(400, 200))), "name", "University name is required"),
        (university_form("Michigan", "", Some(jpeg(400, 200))), "instagramUrl", "Instagram URL is required"),
        (
            Form::new().text("name", "Michigan").text("instagramData[url]", "umich"),
            "description",
            "Description is required",
        ),
        (
            university_form("Michigan", "https://example.com/x", None),
            "instagramUrl",
            "Please enter an Instagram profile URL or handle, such as https://www.instagram.com/umich",
        ),
    ];
    for (form, field, message) in cases {
        refused(update(&app, &admin, &id, form).await, field, message).await;
    }
    let unchanged = json(app.get(&format!("/api/v1/universities/{id}")).await).await["data"].clone();
    assert_eq!(unchanged["name"], "University of Michigan");
    assert_eq!(unchanged["logoUrl"], created["data"]["logoUrl"]);
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 1, "no refused logo is kept");
}

#[tokio::test]
async fn managers_may_add_but_only_admins_edit_and_delete() {
    let app = spawn_app().await;
    let student = app.signed_in("student", "user").await;
    let manager = app.signed_in("manager", "manager").await;

    let anonymous = app
        .client
        .post(app.url("/api/v1/universities"))
        .multipart(university_form("A", "a", logo()))
        .send()
        .await
        .unwrap();
    let by_student = create(&app, &student, university_form("Student U", "studentu", logo())).await;
    let by_manager = create(&app, &manager, university_form("Manager U", "manageru", logo())).await;

    assert_eq!(anonymous.status(), 401);
    assert_eq!(by_student.status(), 403);
    assert_eq!(by_manager.status(), 201);
    let id = json(by_manager).await["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(update(&app, &manager, &id, university_form("Renamed", "x", None)).await.status(), 403);
    let delete =
        app.client.delete(app.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&manager).send().await.unwrap();
    assert_eq!(delete.status(), 403);
    assert_eq!(app.count("SELECT count(*) FROM universities").await, 1);
}

#[tokio::test]
async fn editing_keeps_the_slug_and_replaces_the_logo_only_when_a_new_one_comes() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let created = json(create(&app, &admin, university_form("University of Michigan", "umich", logo())).await).await;
    let id = created["data"]["id"].as_str().unwrap().to_owned();
    let first_logo = created["data"]["logoUrl"].as_str().unwrap().to_owned();
    let first_thumbnail = created["data"]["logoThumbnailUrl"].as_str().unwrap().to_owned();

    let renamed =
        update(&app, &admin, &id, university_form("Michigan University", "instagram.com/umich.edu", None)).await;

    assert_eq!(renamed.status(), 200);
    let renamed = json(renamed).await;
    assert_eq!(renamed["message"], "University updated successfully");
    assert_eq!(renamed["data"]["name"], "Michigan University");
    assert_eq!(renamed["data"]["slug"], "university-of-michigan", "slugs survive renames");
    assert_eq!(renamed["data"]["logoUrl"], first_logo.as_str(), "no new logo keeps the old one");
    assert_eq!(renamed["data"]["logoThumbnailUrl"], first_thumbnail.as_str());
    assert_eq!(renamed["data"]["instagramLinks"][0]["channelName"], "umich.edu");

    let new_logo =
        json(update(&app, &admin, &id, university_form("Michigan University", "umich", Some(jpeg(400, 200)))).await)
            .await;
    let second_logo = new_logo["data"]["logoUrl"].as_str().unwrap();
    assert_ne!(second_logo, first_logo);
    assert!(served(&app, second_logo).exists());
    assert!(!served(&app, &first_logo).exists(), "the replaced logo is deleted");
    assert!(!served(&app, &first_thumbnail).exists(), "and its thumbnail");
    let second_thumbnail = image::open(served(&app, new_logo["data"]["logoThumbnailUrl"].as_str().unwrap())).unwrap();
    assert_eq!((second_thumbnail.width(), second_thumbnail.height()), (128, 64));

    // The previous release, still running during a rolling upgrade, replaces a logo without
    // knowing of thumbnails: the old logo's thumbnail is forgotten, and readers use the logo.
    app.sql(&format!("UPDATE universities SET logo_url = 'http://quad.test/media/logo/older.png' WHERE id = '{id}'"))
        .await;
    let forgotten = format!("SELECT count(*) FROM universities WHERE id = '{id}' AND logo_thumbnail_url IS NULL");
    assert_eq!(app.count(&forgotten).await, 1);
    let renamed_again =
        json(update(&app, &admin, &id, university_form("Michigan University", "umich", None)).await).await;
    assert_eq!(renamed_again["data"]["logoThumbnailUrl"], "http://quad.test/media/logo/older.png");

    let moved =
        update(&app, &admin, &id, university_form("Michigan University", "umich", None).text("slug", "umich")).await;
    assert_eq!(json(moved).await["data"]["slug"], "umich");
    let reserved =
        update(&app, &admin, &id, university_form("Michigan University", "umich", None).text("slug", "admin")).await;
    assert_eq!(reserved.status(), 400);
}

#[tokio::test]
async fn same_names_get_numbered_slugs_and_a_chosen_taken_slug_is_a_conflict() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;

    let first = json(create(&app, &admin, university_form("State University", "state1", logo())).await).await;
    let second = json(create(&app, &admin, university_form("State University", "state2", logo())).await).await;
    let chosen = create(&app, &admin, university_form("Other", "other", logo()).text("slug", "state-university")).await;

    assert_eq!(first["data"]["slug"], "state-university");
    assert_eq!(second["data"]["slug"], "state-university-2");
    assert_eq!(chosen.status(), 409);
    assert_eq!(json(chosen).await["error"], "This page address is already used by another university");
}

#[tokio::test]
async fn deleting_a_university_removes_it_and_its_logo() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let created = json(create(&app, &admin, university_form("Gone University", "gone", logo())).await).await;
    let id = created["data"]["id"].as_str().unwrap().to_owned();
    let logo_file = served(&app, created["data"]["logoUrl"].as_str().unwrap());
    let thumbnail_file = served(&app, created["data"]["logoThumbnailUrl"].as_str().unwrap());

    let deleted =
        app.client.delete(app.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&admin).send().await.unwrap();
    let again =
        app.client.delete(app.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&admin).send().await.unwrap();

    assert_eq!(json(deleted).await["message"], "University deleted successfully");
    assert_eq!(again.status(), 404);
    assert!(!logo_file.exists());
    assert!(!thumbnail_file.exists());
    assert_eq!(app.get(&format!("/api/v1/universities/{id}")).await.status(), 404);
}

#[tokio::test]
async fn lists_filter_by_instagram_sort_and_paginate() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    for name in ["Beta College", "Alpha University", "Gamma Institute"] {
        create(&app, &admin, university_form(name, &name.to_lowercase().replace(' ', ""), logo())).await;
    }

    let by_name = json(app.get("/api/v1/universities?pageSize=2").await).await;
    let newest = json(app.get("/api/v1/universities?sort=newest").await).await;
    let without_instagram = json(app.get("/api/v1/universities?hasInstagram=false").await).await;

    assert_eq!(by_name["total"], 3);
    assert_eq!(by_name["data"].as_array().unwrap().len(), 2);
    assert_eq!(by_name["data"][0]["name"], "Alpha University");
    assert_eq!(newest["data"][0]["name"], "Gamma Institute");
    assert_eq!(without_instagram["total"], 0);
    assert_eq!(app.get("/api/v1/universities?sort=sideways").await.status(), 400);
}

#[tokio::test]
async fn a_website_must_be_an_ascii_url_and_lengths_count_what_is_sent() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let cases = [
        (university_form("Michigan", "umich", logo()).text("website", "http://"), "website"),
        (university_form("Michigan", "umich", logo()).text("website", "https://münchen.de"), "website"),
        (university_form(&format!("  {}", "M".repeat(119)), "umich", logo()), "name"),
    ];
    for (form, field) in cases {
        let response = create(&app, &admin, form).await;

        assert_eq!(response.status(), 400, "{field}");
        assert!(json(response).await["fields"][field].is_string(), "{field}");
    }
    let punycode = university_form("Michigan", "umich", logo()).text("website", "https://xn--mnchen-3ya.de");
    assert_eq!(create(&app, &admin, punycode).await.status(), 201);
    assert_eq!(app.count("SELECT count(*) FROM universities").await, 1);
}

#[tokio::test]
async fn paging_outside_its_range_is_a_400_naming_the_parameter() {
    let app = spawn_app().await;

    for (query, field) in [("page=0", "page"), ("pageSize=101", "pageSize"), ("page=9223372036854775807", "")] {
        let response = app.get(&format!("/api/v1/universities?{query}")).await;

        assert_eq!(response.status(), 400, "{query}");
        if !field.is_empty() {
            assert!(json(response).await["fields"][field].is_string(), "{query}");
        }
    }
    assert_eq!(app.get("/api/v1/universities?page=2&pageSize=100").await.status(), 200);
}

#[tokio::test]
async fn a_student_requests_a_university_and_admins_see_it() {
    let app = spawn_app().await;
    let student = app.signed_in("student", "user").await;
    let admin = app.signed_in("admin", "admin").await;

    let signed_in = app
        .client
        .post(app.url("/api/v1/universities/requests"))
        .bearer_auth(&student)
        .json(&json!({"universityName": "Oberlin College", "location": "Oberlin, OH"}))
        .send()
        .await
        .unwrap();
    let anonymous = app
        .post_json("/api/v1/universities/requests", &json!({"universityName": "Reed College", "email": "kim@reed.edu"}))
        .await;
    let no_email = app.post_json("/api/v1/universities/requests", &json!({"universityName": "Reed College"})).await;
    let no_name =
        app.post_json("/api/v1/universities/requests", &json!({"universityName": " ", "email": "kim@reed.edu"})).await;

    assert_eq!(signed_in.status(), 201);
    assert_eq!(anonymous.status(), 201);
    assert_eq!(json(no_email).await["error"], "Please enter a valid email address");
    assert_eq!(json(no_name).await["error"], "University name is required");
    assert_eq!(app.get_as("/api/v1/admin/university-requests", &student).await.status(), 403);
    let requests = json(app.get_as("/api/v1/admin/university-requests", &admin).await).await;
    assert_eq!(requests["data"][0]["universityName"], "Reed College");
    assert_eq!(requests["data"][1]["universityName"], "Oberlin College");
    assert_eq!(requests["data"][1]["email"], "student@umich.edu");
}

#[tokio::test]
async fn adding_a_university_answers_its_requests_tells_every_requester_once_it_can_be_joined_and_a_decline_is_recorded()
 {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let ask = async |name: &str, email: &str| {
        let asked =
            app.post_json("/api/v1/universities/requests", &json!({"universityName": name, "email": email})).await;
        assert_eq!(asked.status(), 201);
    };
    ask("Oberlin College", "kim@oberlin.edu").await;
    ask("  oberlin college ", "lee@oberlin.edu").await;
    ask("Reed College", "max@reed.edu").await;
    let listed = json(app.get_as("/api/v1/admin/university-requests", &admin).await).await;
    let id_of = |name: &str| {
        listed["data"].as_array().unwrap().iter().find(|r| r["universityName"] == name).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let (oberlin, reed) = (id_of("Oberlin College"), id_of("Reed College"));
    assert!(listed["data"].as_array().unwrap().iter().all(|r| r["status"] == "open"));

    // The admin adds it from the first request, under a name of their own choosing.
    let form = university_form("Oberlin College (Ohio)", "https://instagram.com/oberlin", logo())
        .text("fromRequest", oberlin.clone());
    let added = create(&app, &admin, form).await;
    assert_eq!(added.status(), 201);
    let added = json(added).await;
    let university_id = added["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(added["data"]["open"], false, "no domain: nobody can join it yet");
    let told = async || {
        let outbox = app.outbox().await;
        outbox.iter().filter(|mail| mail.contains("Oberlin College (Ohio) is on Quad")).count()
    };
    assert_eq!(told().await, 0, "nobody is told about a university they cannot join");

    // Once it has a domain, everyone waiting is told, once.
    let opened = university_form("Oberlin College (Ohio)", "https://instagram.com/oberlin", None)
        .text("emailDomains", "oberlin.edu");
    let opened = update(&app, &admin, &university_id, opened).await;
    assert_eq!(opened.status(), 200);
    assert_eq!(json(opened).await["data"]["open"], true);
    let again = university_form("Oberlin College (Ohio)", "https://instagram.com/oberlin", None)
        .text("emailDomains", "oberlin.edu");
    assert_eq!(update(&app, &admin, &university_id, again).await.status(), 200);
    assert_eq!(told().await, 2, "each requester once");
    let outbox = app.outbox().await;
    for requester in ["kim@oberlin.edu", "lee@oberlin.edu"] {
        assert!(
            outbox.iter().any(|mail| mail.contains(requester) && mail.contains("Oberlin College (Ohio) is on Quad")),
            "{requester} is told"
        );
    }
    assert!(!outbox.iter().any(|mail| mail.contains("max@reed.edu")), "other requests wait");
    let listed = json(app.get_as("/api/v1/admin/university-requests", &admin).await).await;
    let rows = listed["data"].as_array().unwrap();
    assert_eq!(rows[0]["universityName"], "Reed College", "open requests come first");
    let answered: Vec<_> = rows.iter().filter(|r| r["status"] == "added").collect();
    assert_eq!(answered.len(), 2);
    assert!(
        answered.iter().all(|r| r["universityId"] == university_id.as_str()
            && r["decidedAt"].is_string()
            && r["toldAt"].is_string())
    );

    // Declining: admins only, once, recorded.
    let decline = async |id: &str, token: &str| {
        let url = app.url(&format!("/api/v1/admin/university-requests/{id}/decline"));
        app.client.post(url).bearer_auth(token).send().await.unwrap()
    };
    let manager = app.signed_in("manager", "manager").await;
    assert_eq!(decline(&reed, &manager).await.status(), 403);
    let declined = decline(&reed, &admin).await;
    assert_eq!(declined.status(), 200);
    assert_eq!(json(declined).await["data"]["status"], "declined");
    assert_eq!(decline(&reed, &admin).await.status(), 409);
    assert_eq!(decline(&oberlin, &admin).await.status(), 409, "an answered request is not declined");
    assert_eq!(decline("00000000-0000-7000-8000-000000000000", &admin).await.status(), 404);
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) FROM audit_log WHERE action = 'university_request.declined' AND target_id = '{reed}' \
             AND target_label = 'Reed College'"
        ))
        .await,
        1
    );
    // Only a hyphenated id, as the schema says (or nothing).
    for id in ["x", " ", "0190c1a200007000a000000000000001", "{0190c1a2-0000-7000-a000-000000000001}"] {
        let form = university_form("Reed", "https://instagram.com/reed", logo()).text("fromRequest", id);
        refused(create(&app, &admin, form).await, "fromRequest", "Please choose a request from the list").await;
    }
}

#[tokio::test]
async fn a_university_nobody_can_join_offers_tell_me_when_it_opens_and_the_dashboard_counts_it() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let not_open = async || {
        json(app.get_as("/api/v1/admin/dashboard", &admin).await).await["data"]["totals"]["universitiesNotOpen"]
            .as_i64()
            .unwrap()
    };
    let before = not_open().await;
    // A manager's domains are a proposal: the university stays closed until an admin confirms.
    let manager = app.signed_in("manager", "manager").await;
    let form = university_form("Reed College", "https://instagram.com/reed", logo()).text("emailDomains", "reed.edu");
    let created = json(create(&app, &manager, form).await).await;
    let reed = created["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(created["data"]["open"], false);
    assert_eq!(created["data"]["emailDomains"], json!([]));
    assert_eq!(created["data"]["proposedEmailDomains"], json!(["reed.edu"]));
    assert_eq!(not_open().await, before + 1);

    let wait = async |token: Option<&str>, body: serde_json::Value, id: &str| {
        let request = app.client.post(app.url(&format!("/api/v1/universities/{id}/opening-alerts"))).json(&body);
        match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        }
        .send()
        .await
        .unwrap()
    };
    let guest = wait(None, json!({"email": "kim@example.com"}), &reed).await;
    assert_eq!(guest.status(), 202);
    assert_eq!(json(guest).await["message"], "We'll let you know when Reed College opens on Quad.");
    assert_eq!(wait(None, json!({"email": "KIM@example.com"}), &reed).await.status(), 202, "asking again is fine");
    let student = app.signed_in_as("lee", "lee@example.com", "user").await;
    assert_eq!(wait(Some(&student), json!({}), &reed).await.status(), 202);
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) FROM university_requests WHERE university_id = '{reed}' AND told_at IS NULL"
        ))
        .await,
        2,
        "one wait per address"
    );
    let nobody = wait(None, json!({}), &reed).await;
    assert_eq!(nobody.status(), 401, "signed out without an address: nobody to tell");
    assert_eq!(json(nobody).await["error"], "Sign in, or enter the e-mail address to tell");
    let refused = wait(None, json!({"email": "not an address"}), &reed).await;
    assert_eq!(refused.status(), 400);
    assert_eq!(json(refused).await["error"], "Please enter a valid email address");
    assert_eq!(wait(None, json!({"email": "a@b.co"}), "00000000-0000-7000-8000-000000000000").await.status(), 404);
    let unknown = wait(None, json!({}), "00000000-0000-7000-8000-000000000000").await;
    assert_eq!(unknown.status(), 404, "an unknown university first, whoever asks");

    // The admin confirms the proposal: the university opens and both are told, once.
    let confirmed =
        university_form("Reed College", "https://instagram.com/reed", None).text("emailDomains", "reed.edu");
    let confirmed = json(update(&app, &admin, &reed, confirmed).await).await;
    assert_eq!(confirmed["data"]["open"], true);
    assert_eq!(confirmed["data"]["proposedEmailDomains"], json!([]));
    assert_eq!(not_open().await, before);
    let outbox = app.outbox().await;
    assert_eq!(
        outbox
            .iter()
            .filter(|mail| mail.contains("To: kim@example.com") && mail.contains("Reed College is on Quad"))
            .count(),
        1
    );
    assert_eq!(
        app.count("SELECT count(*) FROM notifications WHERE kind = 'university_request_answered'").await,
        1,
        "the student with an account is notified"
    );
    let open = wait(None, json!({"email": "max@example.com"}), &reed).await;
    assert_eq!(open.status(), 409);
    assert_eq!(json(open).await["error"], "Reed College is open: you can join it now");
}

/// The names a page of the public list shows, read from `app`.
async fn listed_names(app: &TestApp) -> Vec<String> {
    let page = json(app.get("/api/v1/universities").await).await;
    page["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap().to_owned()).collect()
}

/// Asks `app` until its list shows `name`, for up to five seconds.
async fn eventually_listed(app: &TestApp, name: &str) -> bool {
    for _ in 0..50 {
        if listed_names(app).await.iter().any(|listed| listed == name) {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn public_reads_are_served_from_memory_and_every_change_reaches_every_instance() {
    let first = spawn_app().await;
    let second = first.another_instance().await;
    let admin = first.signed_in("admin", "admin").await;
    let created = json(create(&first, &admin, university_form("Cached University", "cached", logo())).await).await;
    let id = created["data"]["id"].as_str().unwrap().to_owned();
    assert!(eventually_listed(&second, "Cached University").await);

    // With the change notices switched off, a renamed university stays as it was on the second
    // instance: its page was answered from memory.
    first.sql("ALTER TABLE universities DISABLE TRIGGER universities_changed").await;
    let mut served_from_memory = false;
    for attempt in 0..50 {
        let name = format!("Quiet Rename {attempt}");
        first.sql(&format!("UPDATE universities SET name = '{name}' WHERE id = '{id}'")).await;
        if !listed_names(&second).await.contains(&name) {
            served_from_memory = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(served_from_memory, "the second instance never answered from its cache");
    first.sql("ALTER TABLE universities ENABLE TRIGGER universities_changed").await;

    // Any change, even one made outside Quad, reaches both instances.
    first.sql(&format!("UPDATE universities SET name = 'Renamed In psql' WHERE id = '{id}'")).await;
    assert!(eventually_listed(&second, "Renamed In psql").await);
    assert!(eventually_listed(&first, "Renamed In psql").await);

    // An admin's edit on the first instance reaches the second, by list and by address.
    let edited = update(&first, &admin, &id, university_form("Edited University", "cached", None)).await;
    assert_eq!(edited.status(), 200);
    assert!(eventually_listed(&second, "Edited University").await);
    let slug = json(edited).await["data"]["slug"].as_str().unwrap().to_owned();
    let by_address = json(second.get(&format!("/api/v1/universities/slug/{slug}")).await).await;
    assert_eq!(by_address["data"]["name"], "Edited University", "{by_address}");

    // And a deletion.
    let deleted =
        first.client.delete(first.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(deleted.status(), 200);
    for _ in 0..50 {
        if !listed_names(&second).await.iter().any(|name| name == "Edited University") {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the deleted university is still listed on the second instance");
}
