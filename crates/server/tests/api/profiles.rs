//! Roommate profiles over HTTP: submission rules, review, decisions and their e-mails.

use chrono::Datelike;
use quad_storage::fixtures::{jpeg, png_with_alpha};
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{TestApp, json, spawn_app};

async fn university(app: &TestApp, admin: &str) -> String {
    university_named(app, admin, "University of Michigan").await
}

/// A university without e-mail domains that students join without a university address.
pub(crate) async fn university_named(app: &TestApp, admin: &str, name: &str) -> String {
    let form = Form::new()
        .text("name", name.to_owned())
        .text("joinWithoutUniversityEmail", "true")
        .text("description", "Go Blue")
        .text("instagramData[url]", "umich")
        .part("logo", Part::bytes(png_with_alpha(64, 64)).file_name("l.png").mime_str("image/png").unwrap());
    let response =
        app.client.post(app.url("/api/v1/universities")).bearer_auth(admin).multipart(form).send().await.unwrap();
    json(response).await["data"]["id"].as_str().unwrap().to_owned()
}

pub(crate) async fn photo(app: &TestApp, token: &str) -> String {
    let form =
        Form::new().part("file", Part::bytes(jpeg(300, 300)).file_name("me.jpg").mime_str("image/jpeg").unwrap());
    let response = app
        .client
        .post(app.url("/api/v1/upload?uploadType=profile"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    json(response).await["fileUrl"].as_str().unwrap().to_owned()
}

pub(crate) fn profile(university: &str, photos: &[String]) -> Value {
    json!({
        "university": university,
        "major": "Computer Science",
        "graduationYear": chrono::Utc::now().year() + 2,
        "bio": "Night owl who loves cooking and board games.",
        "socialMedia": {"instagram": "@ada.codes", "snapchat": ""},
        "profileImages": photos,
        "roommatePreferences": {
            "lookingForRoommate": true,
            "sleepSchedule": "Night Owl",
            "cleanliness": ["Neat"],
            "pastimes": ["Cooking", "Board Games"],
        },
    })
}

pub(crate) async fn submit(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.client.post(app.url("/api/v1/profile/submit")).bearer_auth(token).json(body).send().await.unwrap()
}

/// An edit to a valid profile body that breaks one rule.
type Change = Box<dyn Fn(&mut Value)>;

struct Scene {
    app: TestApp,
    admin: String,
    student: String,
    university: String,
    photos: Vec<String>,
}

async fn scene() -> Scene {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let student = app.signed_in("ada", "user").await;
    let university = university(&app, &admin).await;
    let photos = vec![photo(&app, &student).await, photo(&app, &student).await];
    Scene { app, admin, student, university, photos }
}

#[tokio::test]
async fn a_student_submits_a_profile_that_waits_for_review() {
    let s = scene().await;

    let response = submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;

    assert_eq!(response.status(), 200);
    let body = json(response).await;
    assert!(body["message"].as_str().unwrap().starts_with("Profile created successfully!"));
    let mine = json(s.app.get_as("/api/v1/profile/me", &s.student).await).await["data"].clone();
    assert_eq!(mine["profileStatus"], "pending");
    assert_eq!(mine["universityName"], "University of Michigan");
    assert_eq!(mine["profileImage"], s.photos[0].as_str());
    assert_eq!(mine["socialMedia"], json!({"instagram": "ada.codes"}));
    assert_eq!(mine["roommatePreferences"]["sleepSchedule"], "Night Owl");
    assert_eq!(mine["roommatePreferences"]["cleanliness"], "Neat");
    assert_eq!(mine["roommatePreferences"]["pastimes"], json!(["Cooking", "Board Games"]));
    assert_eq!(mine["roommatePreferences"]["lookingForRoommate"], true);
}

#[tokio::test]
async fn contradicting_options_are_refused_but_a_profile_stored_with_them_still_reads_until_its_edit() {
    let s = scene().await;
    let mut body = profile(&s.university, &s.photos);
    body["roommatePreferences"]["substances"] = json!(["Smoker", "No Smoking"]);

    let refused = submit(&s.app, &s.student, &body).await;
    assert_eq!(refused.status(), 400);
    let error = json(refused).await;
    assert_eq!(
        error["fields"]["roommatePreferences"],
        "'Smoker' and 'No Smoking' cannot be chosen together for Substances: pick the one that is true"
    );
    let catalogues = json(s.app.get("/api/v1/catalogues").await).await;
    let substances = catalogues["data"]["preferences"].as_array().unwrap().iter().find(|c| c["key"] == "substances");
    assert!(substances.unwrap()["exclusive"].as_array().unwrap().contains(&json!(["No Smoking", "Smoker"])));

    // Saved before the rule: it still reads, and its next edit asks for a fix.
    body["roommatePreferences"]["substances"] = json!(["Smoker"]);
    assert_eq!(submit(&s.app, &s.student, &body).await.status(), 200);
    s.app
        .sql(r#"UPDATE roommate_profiles SET preferences = preferences || '{"substances": ["Smoker", "No Smoking"]}'"#)
        .await;
    let mine = json(s.app.get_as("/api/v1/profile/me", &s.student).await).await;
    assert_eq!(mine["data"]["roommatePreferences"]["substances"], json!(["Smoker", "No Smoking"]));
    body["roommatePreferences"]["substances"] = mine["data"]["roommatePreferences"]["substances"].clone();
    assert_eq!(submit(&s.app, &s.student, &body).await.status(), 400);
}

#[tokio::test]
async fn without_a_profile_me_is_404() {
    let app = spawn_app().await;
    let student = app.signed_in("ada", "user").await;

    assert_eq!(app.get_as("/api/v1/profile/me", &student).await.status(), 404);
    assert_eq!(app.get("/api/v1/profile/me").await.status(), 401);
}

#[tokio::test]
async fn every_profile_rule_answers_its_message_and_writes_nothing() {
    let s = scene().await;
    let other = s.app.signed_in("grace", "user").await;
    let foreign_photo = photo(&s.app, &other).await;
    let this_year = chrono::Utc::now().year();
    let eleven: Vec<String> = (0..11).map(|_| s.photos[0].clone()).collect();
    let cases: Vec<(Change, &str, &str)> = vec![
        (Box::new(|p| p["profileImages"] = json!([])), "profileImages", "Please upload at least one profile photo"),
        (Box::new(move |p| p["profileImages"] = json!(eleven)), "profileImages", "You can add at most 10 photos"),
        (
            Box::new(move |p| p["profileImages"] = json!([foreign_photo])),
            "profileImages",
            "Photos must be ones you uploaded to your profile",
        ),
        (Box::new(|p| p["bio"] = json!("  ")), "bio", "Please write a short bio"),
        (Box::new(|p| p["bio"] = json!("a".repeat(501))), "bio", "Your bio must be at most 500 characters"),
        (
            Box::new(move |p| p["graduationYear"] = json!(this_year + 8)),
            "graduationYear",
            "Please select your graduation year",
        ),
        (Box::new(|p| p["major"] = json!("Wizardry")), "major", "Please select your major"),
        (Box::new(|p| p["university"] = json!("nope")), "university", "Please select a university"),
        (
            Box::new(|p| p["roommatePreferences"]["sleepSchedule"] = json!("Vampire")),
            "roommatePreferences",
            "'Vampire' is not an option for Sleep schedule",
        ),
    ];
    for (change, field, message) in cases {
        let mut body = profile(&s.university, &s.photos);
        change(&mut body);

        let response = submit(&s.app, &s.student, &body).await;

        assert_eq!(response.status(), 400, "{field}");
        let answer = json(response).await;
        assert_eq!(answer["error"], message, "{field}");
        assert_eq!(answer["fields"][field], message, "{field}");
    }
    assert_eq!(s.app.count("SELECT count(*) FROM roommate_profiles").await, 0);
}

#[tokio::test]
async fn social_media_takes_only_the_forms_four_networks() {
    let s = scene().await;
    let mut body = profile(&s.university, &s.photos);
    body["socialMedia"] = json!({"instagram": "ada", "facebook": "ada.l"});

    let response = submit(&s.app, &s.student, &body).await;

    assert_eq!(response.status(), 400);
    assert!(json(response).await["error"].as_str().unwrap().contains("unknown field `facebook`"));
    assert_eq!(s.app.count("SELECT count(*) FROM roommate_profiles").await, 0);
}

#[tokio::test]
async fn students_cannot_moderate_but_moderators_and_admins_can() {
    let s = scene().await;
    let moderator = s.app.signed_in("mod", "moderator").await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;

    let listed_by_student = s.app.get_as("/api/v1/admin/profiles/status/pending", &s.student).await;
    assert_eq!(listed_by_student.status(), 403);
    assert_eq!(json(listed_by_student).await["error"], "You must be logged in as an admin to view this page");
    let queue = json(s.app.get_as("/api/v1/admin/profiles/status/pending", &moderator).await).await;
    assert_eq!(queue["counts"], json!({"pending": 1, "approved": 0, "rejected": 0}));
    assert_eq!(queue["data"][0]["user"]["username"], "ada");
    let id = queue["data"][0]["id"].as_str().unwrap().to_owned();

    let by_student = s.app.decide(&s.student, &id, "approve", json!({})).await;
    let without_version = s
        .app
        .client
        .post(s.app.url(&format!("/api/v1/admin/profiles/{id}/approve")))
        .bearer_auth(&moderator)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    let with_no_body =
        s.app.client.post(s.app.url(&format!("/api/v1/admin/profiles/{id}/approve"))).bearer_auth(&moderator).send();
    let with_no_body = with_no_body.await.unwrap();
    let rejected_without_version = s
        .app
        .client
        .post(s.app.url(&format!("/api/v1/admin/profiles/{id}/reject")))
        .bearer_auth(&moderator)
        .json(&json!({"rejectionReason": "Blurry"}))
        .send()
        .await
        .unwrap();
    let by_moderator = s.app.decide(&moderator, &id, "approve", json!({})).await;

    for refused in [without_version, rejected_without_version] {
        assert_eq!(refused.status(), 400, "a decision names the version reviewed");
        let body = json(refused).await;
        let message = "Say which version you reviewed: send the submittedAt the moderation list showed";
        assert_eq!(body["fields"]["submittedAt"], message, "{body}");
    }
    assert_eq!(with_no_body.status(), 400, "spec 7's empty approve is refused on purpose");
    assert_eq!(by_student.status(), 403);
    assert_eq!(json(by_student).await["error"], "You must be logged in as an admin to approve profiles");
    let rejected_by_student = s
        .app
        .client
        .post(s.app.url(&format!("/api/v1/admin/profiles/{id}/reject")))
        .bearer_auth(&s.student)
        .json(&json!({"rejectionReason": "No"}))
        .send()
        .await
        .unwrap();
    assert_eq!(json(rejected_by_student).await["error"], "You must be logged in as an admin to reject profiles");
    assert_eq!(by_moderator.status(), 200);
    assert_eq!(json(s.app.get_as("/api/v1/profile/me", &s.student).await).await["data"]["profileStatus"], "approved");
    assert!(s.app.outbox().await.iter().any(|mail| mail.contains("Subject: Your Quad roommate profile is approved")));
    assert_eq!(s.app.get_as("/api/v1/admin/profiles/status/unknown", &moderator).await.status(), 404);
}

#[tokio::test]
async fn a_moderator_cannot_decide_their_own_profile() {
    let s = scene().await;
    let moderator = s.app.signed_in("mod", "moderator").await;
    let photos = vec![photo(&s.app, &moderator).await];
    assert_eq!(submit(&s.app, &moderator, &profile(&s.university, &photos)).await.status(), 200);
    let queue = json(s.app.get_as("/api/v1/admin/profiles/status/pending", &moderator).await).await;
    let id = queue["data"][0]["id"].as_str().unwrap().to_owned();

    for (action, body) in [("approve", json!({})), ("reject", json!({"rejectionReason": "Mine"}))] {
        let response = s.app.decide(&moderator, &id, action, body).await;
        assert_eq!(response.status(), 403, "{action}");
        assert_eq!(json(response).await["error"], "You cannot approve or reject your own profile");
    }
    assert_eq!(s.app.count("SELECT count(*) FROM roommate_profiles WHERE status = 'pending'").await, 1);
    let by_admin = s.app.decide(&s.admin, &id, "approve", json!({})).await;
    assert_eq!(by_admin.status(), 200, "another reviewer can");
}

#[tokio::test]
async fn a_rejection_needs_a_reason_which_the_student_sees_and_gets_by_mail() {
    let s = scene().await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;
    let queue = json(s.app.get_as("/api/v1/admin/profiles/status/pending", &s.admin).await).await;
    let id = queue["data"][0]["id"].as_str().unwrap().to_owned();
    let reject = |reason: &str| s.app.decide(&s.admin, &id, "reject", json!({"rejectionReason": reason}));

    let blank = reject("  ").await;
    let too_long = reject(&"a".repeat(quad_domain::profile::REJECTION_REASON_MAX + 1)).await;
    let rejected = reject("Please add a photo that shows your face.").await;
    let approve_now = s.app.decide(&s.admin, &id, "approve", json!({})).await;

    assert_eq!(blank.status(), 400);
    assert_eq!(json(blank).await["error"], "Please provide a reason for rejection");
    assert_eq!(too_long.status(), 400);
    assert_eq!(json(too_long).await["error"], "The reason must be at most 1000 characters");
    assert_eq!(rejected.status(), 200, "a refused reason left the profile pending");
    assert_eq!(approve_now.status(), 409, "nobody can approve a rejected profile");
    assert_eq!(json(approve_now).await["error"], "Only pending profiles can be approved or rejected");
    let mine = json(s.app.get_as("/api/v1/profile/me", &s.student).await).await;
    assert_eq!(mine["data"]["profileStatus"], "rejected");
    assert_eq!(mine["data"]["profileRejectionReason"], "Please add a photo that shows your face.");
    assert!(s.app.outbox().await.iter().any(|mail| mail.contains("Reason: Please add a photo that shows your face.")));
    let rejected_tab = json(s.app.get_as("/api/v1/admin/profiles/status/rejected", &s.admin).await).await;
    assert_eq!(rejected_tab["data"][0]["rejectionReason"], "Please add a photo that shows your face.");
    assert_eq!(rejected_tab["data"][0]["signInDomain"], "umich.edu", "the moderator sees the sign-in domain");
}

#[tokio::test]
async fn editing_an_approved_profile_sends_it_back_to_review() {
    let s = scene().await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;
    let id =
        json(s.app.get_as("/api/v1/profile/me", &s.student).await).await["data"]["id"].as_str().unwrap().to_owned();
    s.app.decide(&s.admin, &id, "approve", json!({})).await;

    let mut edited = profile(&s.university, &s.photos[..1]);
    edited["bio"] = json!("Early riser now.");
    let response = json(submit(&s.app, &s.student, &edited).await).await;

    assert!(response["message"].as_str().unwrap().contains("keep seeing your profile as it was"));
    let mine = json(s.app.get_as("/api/v1/profile/me", &s.student).await).await["data"].clone();
    assert_eq!(mine["profileStatus"], "pending");
    assert_eq!(mine["visibleToRoommates"], true, "the approved version stays published");
    assert_eq!(mine["bio"], "Early riser now.");
    assert_eq!(mine["profileImages"].as_array().unwrap().len(), 1);
    assert_eq!(s.app.count("SELECT count(*) FROM roommate_profiles").await, 1);
}

#[tokio::test]
async fn a_university_with_profiles_is_not_deleted_from_under_them() {
    let s = scene().await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;

    let response = s
        .app
        .client
        .delete(s.app.url(&format!("/api/v1/universities/{}", s.university)))
        .bearer_auth(&s.admin)
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 409);
    assert_eq!(
        json(response).await["error"],
        "This university still has student profiles or posts; it cannot be deleted"
    );
}

#[tokio::test]
async fn after_deleting_the_account_no_row_anywhere_names_the_person() {
    let s = scene().await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;
    s.app.post_json("/api/v1/newsletter/subscriptions", &json!({"email": "ada@umich.edu"})).await;
    s.app
        .client
        .post(s.app.url("/api/v1/universities/requests"))
        .bearer_auth(&s.student)
        .json(&json!({"universityName": "Oberlin College"}))
        .send()
        .await
        .unwrap();
    let id = json(s.app.get_as("/api/v1/auth/me", &s.student).await).await["data"]["id"].as_str().unwrap().to_owned();

    let deleted = s
        .app
        .client
        .delete(s.app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&s.student)
        .json(&serde_json::json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), 200);
    assert_eq!(s.app.get_as("/api/v1/auth/me", &s.student).await.status(), 401);
    let tables: Vec<String> = {
        use diesel::{QueryableByName, sql_types::Text};
        use diesel_async::RunQueryDsl;
        #[derive(QueryableByName)]
        struct Table {
            #[diesel(sql_type = Text)]
            table_name: String,
        }
        let rows: Vec<Table> = diesel::sql_query(
            "SELECT table_name::text AS table_name FROM information_schema.tables \
             WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_%'",
        )
        .load(&mut s.app.db().await)
        .await
        .unwrap();
        rows.into_iter().map(|t| t.table_name).collect()
    };
    assert!(tables.len() >= 10, "{tables:?}");
    for table in tables {
        let naming = s
            .app
            .count(&format!(
                "SELECT count(*) FROM {table} t WHERE t::text ILIKE '%{id}%' OR t::text ILIKE '%ada@umich.edu%' \
                 OR t::text ILIKE '%ada.codes%'"
            ))
            .await;
        assert_eq!(naming, 0, "{table} still names the person");
    }
    let media: Vec<_> = std::fs::read_dir(s.app.data_dir.join("media/profile")).unwrap().collect();
    assert!(media.is_empty(), "their photos are gone from storage");
}

#[tokio::test]
async fn the_export_holds_the_profile() {
    let s = scene().await;
    submit(&s.app, &s.student, &profile(&s.university, &s.photos)).await;

    let export = json(s.app.get_as("/api/v1/auth/export-data", &s.student).await).await;

    assert_eq!(export["data"]["profiles"][0]["university"]["name"], "University of Michigan");
    assert_eq!(export["data"]["profiles"][0]["major"], "Computer Science");
    assert_eq!(export["data"]["profiles"][0]["status"], "pending");
    assert_eq!(export["data"]["uploads"].as_array().unwrap().len(), 2, "both photos");
    assert_eq!(export["data"]["newsletterSubscribed"], false);
    assert!(!export["data"]["sessions"].as_array().unwrap().is_empty());
}
