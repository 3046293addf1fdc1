//! Finding a roommate over HTTP: who is listed, in what order, why, and the filters.

use chrono::Datelike;
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, json},
    profiles::{photo, submit, university_named},
};

pub(crate) struct Campus {
    pub(crate) app: TestApp,
    pub(crate) admin: String,
    pub(crate) michigan: String,
    pub(crate) ohio: String,
}

pub(crate) async fn campus() -> Campus {
    campus_with(&[]).await
}

/// A campus whose server has these settings.
pub(crate) async fn campus_with(vars: &[(&str, &str)]) -> Campus {
    let app = crate::helpers::spawn_app_with(vars).await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_named(&app, &admin, "University of Michigan").await;
    let ohio = university_named(&app, &admin, "Ohio State University").await;
    Campus { app, admin, michigan, ohio }
}

fn year(ahead: i32) -> i32 {
    chrono::Utc::now().year() + ahead
}

/// A profile body: `answers` and `expectations` over the defaults.
pub(crate) fn body(university: &str, photo: &str, answers: Value, expectations: Value) -> Value {
    let mut preferences = json!({"lookingForRoommate": true});
    preferences.as_object_mut().unwrap().extend(answers.as_object().unwrap().clone());
    json!({
        "university": university,
        "major": "Computer Science",
        "graduationYear": year(2),
        "bio": "Hello from campus.",
        "profileImages": [photo],
        "roommatePreferences": preferences,
        "roommateExpectations": expectations,
    })
}

impl Campus {
    pub(crate) async fn approve(&self, token: &str) {
        let id =
            json(self.app.get_as("/api/v1/profile/me", token).await).await["data"]["id"].as_str().unwrap().to_owned();
        let approved = self.app.decide(&self.admin, &id, "approve", json!({})).await;
        assert_eq!(approved.status(), 200);
    }

    /// A student with a submitted profile, approved unless `approve` is false; their token.
    pub(crate) async fn student(&self, name: &str, mut profile: impl FnMut(&str) -> Value, approve: bool) -> String {
        let token = self.app.signed_in(name, "user").await;
        self.app.sql(&format!("UPDATE users SET first_name = '{name}' WHERE username = '{name}'")).await;
        let url = photo(&self.app, &token).await;
        let submitted = submit(&self.app, &token, &profile(&url)).await;
        assert_eq!(submitted.status(), 200, "{}", json(submitted).await);
        if approve {
            self.approve(&token).await;
        }
        token
    }

    pub(crate) async fn user_id(&self, token: &str) -> String {
        json(self.app.get_as("/api/v1/auth/me", token).await).await["data"]["id"].as_str().unwrap().to_owned()
    }

    async fn list(&self, token: &str, query: &str) -> Value {
        let response = self.app.get_as(&format!("/api/v1/roommates{query}"), token).await;
        assert_eq!(response.status(), 200);
        json(response).await
    }

    async fn names(&self, token: &str, query: &str) -> Vec<String> {
        let page = self.list(token, query).await;
        page["data"].as_array().unwrap().iter().map(|card| card["firstName"].as_str().unwrap().to_owned()).collect()
    }
}

pub(crate) fn night_owl(university: &str) -> impl FnMut(&str) -> Value + '_ {
    move |photo| body(university, photo, json!({"sleepSchedule": "Night Owl", "pastimes": ["Cooking"]}), json!({}))
}

/// The viewer: a night owl who wants one, and will not live with a smoker.
fn picky(university: &str) -> impl FnMut(&str) -> Value + '_ {
    move |photo| {
        body(
            university,
            photo,
            json!({"sleepSchedule": "Night Owl", "substances": ["Substance Free"], "pastimes": ["Cooking"]}),
            json!({
                "sleepSchedule": {"accepted": ["Night Owl"], "importance": "very", "dealbreaker": false},
                "substances": {"accepted": ["Substance Free", "No Smoking"], "importance": "very", "dealbreaker": true},
            }),
        )
    }
}

#[tokio::test]
async fn students_see_their_universitys_listed_students_best_match_first_and_why() {
    let c = campus().await;
    let ada = c.student("ada", picky(&c.michigan), true).await;
    c.student("bea", night_owl(&c.michigan), true).await;
    c.student("cal", |p| body(&c.michigan, p, json!({"sleepSchedule": "Early Bird"}), json!({})), true).await;
    c.student("dan", |p| body(&c.michigan, p, json!({"substances": ["Smoker", "Social Drinker"]}), json!({})), true)
        .await;
    c.student("eve", night_owl(&c.ohio), true).await;
    c.student("fay", night_owl(&c.michigan), false).await;
    let gus = c.student("gus", night_owl(&c.michigan), false).await;
    let id = json(c.app.get_as("/api/v1/profile/me", &gus).await).await["data"]["id"].as_str().unwrap().to_owned();
    c.app.decide(&c.admin, &id, "reject", json!({"rejectionReason": "Blurry photo"})).await;
    c.student(
        "hal",
        |p| {
            let mut b = body(&c.michigan, p, json!({"sleepSchedule": "Night Owl"}), json!({}));
            b["roommatePreferences"]["lookingForRoommate"] = json!(false);
            b
        },
        true,
    )
    .await;
    c.student("ivy", night_owl(&c.michigan), true).await;
    c.app.sql("UPDATE users SET status = 'suspended' WHERE username = 'ivy'").await;

    // Private before connecting (the default), a card says only the shared major and how many
    // of the viewer's expectations are met: naming one would tell an answer bea hid.
    let limited = c.list(&ada, "").await;
    assert_eq!(
        limited["data"][0]["reasons"],
        json!([
            {"text": "bea meets 1 of your 1 expectation", "side": "you", "effect": "raises"},
            {"text": "You both study Computer Science", "side": "both", "effect": "raises"},
        ])
    );
    assert_eq!(limited["data"][0]["match"], 94, "the percentage stays");
    c.app.sql("UPDATE users SET private_before_connecting = false").await;
    let page = c.list(&ada, "").await;

    let names: Vec<&str> = page["data"].as_array().unwrap().iter().map(|c| c["firstName"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        ["bea", "cal"],
        "bea first; no smoker (dan), no other university (eve), no pending (fay), no rejected (gus), not looking (hal), no suspended (ivy), not ada"
    );
    assert_eq!(page["total"], 2);
    let bea = &page["data"][0];
    assert_eq!(bea["match"], 94, "90 for what ada wants, 2 each for Cooking and the major they share");
    assert_eq!(
        bea["reasons"],
        json!([
            {"text": "bea meets 1 of your 1 expectation", "side": "you", "effect": "raises"},
            {"text": "bea is a night owl, which you marked very important", "side": "you", "effect": "raises"},
            {"text": "You both study Computer Science", "side": "both", "effect": "raises"},
            {"text": "You both like Cooking", "side": "both", "effect": "raises"},
        ])
    );
    let cal = &page["data"][1];
    assert_eq!(
        json!(cal["reasons"].as_array().unwrap()[0..2]),
        json!([
            {"text": "cal meets 0 of your 1 expectation", "side": "you", "effect": "lowers"},
            {"text": "You're looking for someone who is a night owl; cal is an early bird", "side": "you", "effect": "lowers"},
        ])
    );
    assert_eq!(bea["lastInitial"], "L.", "only the initial of the last name");
    assert!(bea.get("email").is_none() && bea.get("lastName").is_none() && bea.get("bio").is_none());
    assert!(page["data"][1]["match"].as_u64() < bea["match"].as_u64());

    // The smoker, seen from their side, does not see ada either.
    let dan = c.app.login("dan@umich.edu", "Tulip4Harbor").await;
    let dan = json(dan).await["token"].as_str().unwrap().to_owned();
    assert!(!c.names(&dan, "").await.contains(&"ada".to_owned()));
}

#[tokio::test]
async fn a_low_match_says_what_lowers_it_and_too_little_to_compare_comes_last_without_a_percentage() {
    let c = campus().await;
    // ada expects nothing; ben wants an early bird; cyd expects nothing either.
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let early = json!({"sleepSchedule": {"accepted": ["Early Bird"], "importance": "very", "dealbreaker": false}});
    c.student("ben", |p| body(&c.michigan, p, json!({"sleepSchedule": "Early Bird"}), early.clone()), true).await;
    c.student("cyd", night_owl(&c.michigan), true).await;
    // Sharing everything: every reason is shown (a limited card says only what is public).
    c.app.sql("UPDATE users SET private_before_connecting = false").await;

    let page = c.list(&ada, "").await;
    let above_zero = c.list(&ada, "?minMatch=1").await;

    let ben = &page["data"][0];
    assert_eq!(
        (ben["firstName"].as_str(), ben["match"].as_u64()),
        (Some("ben"), Some(2)),
        "0 for ben's side, 2 for the major"
    );
    // How the 2% is made: ada meets none of ben's expectations, and ada expects nothing.
    assert_eq!(
        json!(ben["reasons"].as_array().unwrap()[0..2]),
        json!([
            {"text": "You meet 0 of ben's 1 expectation", "side": "them", "effect": "lowers"},
            {"text": "ben is looking for someone who is an early bird; you're a night owl", "side": "them", "effect": "lowers"},
        ])
    );
    let cy = &page["data"][1];
    assert_eq!(cy["firstName"], "cyd");
    assert_eq!(cy["match"], Value::Null, "neither expects anything of the other: too little to compare");
    assert!(cy["reasons"].as_array().unwrap().iter().all(|r| r["side"] == "both"));
    assert_eq!(above_zero["total"], 1, "a minimum leaves out those with too little to compare");
}

#[tokio::test]
async fn a_student_without_an_approved_profile_is_told_why() {
    let c = campus().await;
    let nobody = c.app.signed_in("nobody", "user").await;
    let pending = c.student("pat", night_owl(&c.michigan), false).await;

    for token in [&nobody, &pending] {
        let response = c.app.get_as("/api/v1/roommates", token).await;
        assert_eq!(response.status(), 403);
        assert_eq!(json(response).await["error"], "Your profile must be approved before you can see other students");
    }
    assert_eq!(c.app.get("/api/v1/roommates").await.status(), 401);
}

#[tokio::test]
async fn filters_narrow_the_list_and_bad_ones_answer_400() {
    let c = campus().await;
    let apartment = json!({"housing": {"accepted": ["Apartment"], "importance": "somewhat", "dealbreaker": false}});
    let ada = c
        .student("ada", |p| body(&c.michigan, p, json!({"sleepSchedule": "Night Owl"}), apartment.clone()), true)
        .await;
    let with = |answers: Value, major: &'static str, grad: i32| {
        let university = c.michigan.clone();
        move |p: &str| {
            let mut b = body(&university, p, answers.clone(), json!({}));
            b["major"] = json!(major);
            b["graduationYear"] = json!(year(grad));
            b
        }
    };
    c.student(
        "bea",
        with(json!({"housing": "Dorm", "gender": "Female", "sleepSchedule": "Night Owl"}), "Physics", 1),
        true,
    )
    .await;
    c.student("cal", with(json!({"housing": "Apartment", "gender": "Male"}), "Computer Science", 2), true).await;
    // Housing and gender show (and filter) only where privacy before connecting is off.
    c.app.sql("UPDATE users SET private_before_connecting = false").await;
    let q = |s: &str| s.replace(' ', "%20");

    assert_eq!(c.names(&ada, &format!("?graduationYear={}", year(1))).await, ["bea"]);
    assert_eq!(c.names(&ada, "?housing=Apartment").await, ["cal"]);
    assert_eq!(c.names(&ada, "?gender=Female").await, ["bea"]);
    assert_eq!(c.names(&ada, &q("?major=Computer Science")).await, ["cal"]);
    assert_eq!(
        c.names(&ada, "?minMatch=91").await,
        ["cal"],
        "cal has the housing ada wants and her major (92), bea neither (0)"
    );
    assert_eq!(c.names(&ada, "?housing=&gender=").await.len(), 2, "blank filters are no filters");

    for (query, message) in [
        ("?housing=Castle", "'Castle' is not an option for Housing"),
        ("?major=Wizardry", "'Wizardry' is not an option for Major"),
        ("?minMatch=101", "minMatch must be a whole number from 0 to 100"),
        ("?pageSize=0", "pageSize must be a whole number from 1 to 100"),
    ] {
        let response = c.app.get_as(&format!("/api/v1/roommates{query}"), &ada).await;
        assert_eq!(response.status(), 400, "{query}");
        assert_eq!(json(response).await["error"], message, "{query}");
    }
}

#[tokio::test]
async fn pages_hold_the_ranked_list_in_order() {
    let c = campus().await;
    let ada = c.student("ada", picky(&c.michigan), true).await;
    c.student("bea", night_owl(&c.michigan), true).await;
    c.student("cal", |p| body(&c.michigan, p, json!({"sleepSchedule": "Early Bird"}), json!({})), true).await;
    c.student("dee", |p| body(&c.michigan, p, json!({"sleepSchedule": "Balanced"}), json!({})), true).await;

    let first = c.list(&ada, "?pageSize=2&page=1").await;
    let second = c.list(&ada, "?pageSize=2&page=2").await;
    let beyond = c.list(&ada, "?pageSize=2&page=99").await;

    assert_eq!(
        (first["total"].as_i64(), first["page"].as_i64(), first["pageSize"].as_i64()),
        (Some(3), Some(1), Some(2))
    );
    assert_eq!(first["data"][0]["firstName"], "bea");
    assert_eq!(first["data"].as_array().unwrap().len(), 2);
    assert_eq!(second["data"].as_array().unwrap().len(), 1);
    assert!(beyond["data"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_card_opens_the_approved_profile_and_only_for_students_the_viewer_may_see() {
    let c = campus().await;
    let ada = c.student("ada", picky(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let dan = c.student("dan", |p| body(&c.michigan, p, json!({"substances": ["Smoker"]}), json!({})), true).await;
    let eve = c.student("eve", night_owl(&c.ohio), true).await;
    let (bea_id, dan_id, eve_id, ada_id) =
        (c.user_id(&bea).await, c.user_id(&dan).await, c.user_id(&eve).await, c.user_id(&ada).await);
    // Her answers show with privacy before connecting off (connections.rs covers it on).
    c.app.sql("UPDATE users SET private_before_connecting = false WHERE username = 'bea'").await;

    let seen = json(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await).await["data"].clone();
    assert_eq!(seen["firstName"], "bea");
    assert_eq!(seen["bio"], "Hello from campus.");
    assert_eq!(seen["universityName"], "University of Michigan");
    assert_eq!(seen["roommatePreferences"]["sleepSchedule"], "Night Owl");
    assert_eq!(seen["match"], 94);

    for (id, why) in [(&dan_id, "a dealbreaker"), (&eve_id, "another university"), (&ada_id, "herself")] {
        let response = c.app.get_as(&format!("/api/v1/roommates/{id}"), &ada).await;
        assert_eq!(response.status(), 404, "{why}");
    }
    assert_eq!(c.app.get_as("/api/v1/roommates/not-a-uuid", &ada).await.status(), 404, "as for universities");
}

#[tokio::test]
async fn an_edit_waiting_for_review_leaves_the_approved_version_visible() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    let photo_url = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"]["profileImage"].clone();
    let mut edited = night_owl(&c.michigan)(photo_url.as_str().unwrap());
    edited["bio"] = json!("Edited, not yet approved.");
    submit(&c.app, &bea, &edited).await;

    let seen = json(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await).await["data"].clone();
    assert_eq!(seen["bio"], "Hello from campus.", "the approved version, not the edit");

    c.approve(&bea).await;
    let seen = json(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await).await["data"].clone();
    assert_eq!(seen["bio"], "Edited, not yet approved.");

    // Stopping looking takes effect at once, without review.
    edited["roommatePreferences"]["lookingForRoommate"] = json!(false);
    submit(&c.app, &bea, &edited).await;
    assert!(c.names(&ada, "").await.is_empty());
    let mine = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"].clone();
    assert_eq!(mine["visibleToRoommates"], false);
}

#[tokio::test]
async fn a_deleted_student_is_gone_from_the_list() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    assert_eq!(c.names(&ada, "").await, ["bea"]);

    let deleted = c.app.delete_account(&bea).await;
    assert_eq!(deleted.status(), 200);

    assert!(c.names(&ada, "").await.is_empty());
    assert_eq!(c.app.count("SELECT count(*) FROM published_profiles").await, 1);
}

#[tokio::test]
async fn on_a_scale_an_answer_in_the_range_meets_it_and_one_step_out_counts_half() {
    let c = campus().await;
    // noa is looking for someone at least Neat, very important to her.
    let at_least_neat =
        json!({"cleanliness": {"accepted": ["Neat", "Very Neat"], "importance": "very", "dealbreaker": false}});
    let noa =
        c.student("noa", |p| body(&c.michigan, p, json!({"cleanliness": "Neat"}), at_least_neat.clone()), true).await;
    for (name, answer) in [("vic", "Very Neat"), ("ari", "Average"), ("rex", "Relaxed")] {
        c.student(name, |p| body(&c.michigan, p, json!({"cleanliness": answer}), json!({})), true).await;
    }
    c.app.sql("UPDATE users SET private_before_connecting = false").await;

    let page = c.list(&noa, "").await;

    let cards: Vec<(String, u64, Vec<String>)> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| {
            let texts = card["reasons"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap().to_owned());
            (card["firstName"].as_str().unwrap().to_owned(), card["match"].as_u64().unwrap(), texts.collect())
        })
        .collect();
    // Each also shares noa's major (2 points).
    assert_eq!(
        cards,
        [
            (
                "vic".to_owned(),
                92,
                vec![
                    "vic meets 1 of your 1 expectation".to_owned(),
                    "vic keeps things very neat, which you marked very important".to_owned(),
                    "You both study Computer Science".to_owned(),
                ]
            ),
            (
                "ari".to_owned(),
                47,
                vec![
                    "ari meets 0 and nearly meets 1 of your 1 expectation".to_owned(),
                    "You're looking for cleanliness at least Neat; ari keeps things reasonably tidy, one step away (counts half)"
                        .to_owned(),
                    "You both study Computer Science".to_owned(),
                ]
            ),
            (
                "rex".to_owned(),
                2,
                vec![
                    "rex meets 0 of your 1 expectation".to_owned(),
                    "You're looking for cleanliness at least Neat; rex keeps things relaxed".to_owned(),
                    "You both study Computer Science".to_owned(),
                ]
            ),
        ]
    );
    let catalogues = json(c.app.get("/api/v1/catalogues").await).await["data"]["preferences"].clone();
    let cleanliness = catalogues.as_array().unwrap().iter().find(|c| c["key"] == "cleanliness").unwrap().clone();
    assert_eq!(cleanliness["kind"], "ordered");
    assert_eq!(cleanliness["ranges"][0], json!({"label": "at least Neat", "accepted": ["Very Neat", "Neat"]}));
}

#[tokio::test]
async fn expectations_are_checked_and_read_back() {
    let c = campus().await;
    let ada = c.student("ada", picky(&c.michigan), false).await;

    let mine = json(c.app.get_as("/api/v1/profile/me", &ada).await).await["data"].clone();
    assert_eq!(
        mine["roommateExpectations"]["substances"],
        json!({"accepted": ["Substance Free", "No Smoking"], "importance": "very", "dealbreaker": true})
    );
    assert_eq!(mine["roommatePreferences"]["substances"], json!(["Substance Free"]), "substances takes several");

    let url = mine["profileImage"].as_str().unwrap().to_owned();
    for (expectations, message) in [
        (
            json!({"zodiac": {"accepted": ["Leo"], "importance": "very", "dealbreaker": false}}),
            "Unknown preference category 'zodiac'",
        ),
        (
            json!({"sleepSchedule": {"accepted": ["Vampire"], "importance": "very", "dealbreaker": false}}),
            "'Vampire' is not an option for Sleep schedule",
        ),
        (
            json!({"sleepSchedule": {"accepted": ["Night Owl"], "importance": "hugely", "dealbreaker": false}}),
            "'hugely' is not an option for Sleep schedule importance",
        ),
        (
            json!({"cleanliness": {"accepted": ["Very Neat", "Relaxed"], "importance": "very", "dealbreaker": false}}),
            "Cleanliness takes a range of its scale, such as \"at least Neat\"",
        ),
    ] {
        let response = submit(&c.app, &ada, &body(&c.michigan, &url, json!({}), expectations)).await;
        assert_eq!(response.status(), 400);
        assert_eq!(json(response).await["error"], message);
    }
    let unchanged = json(c.app.get_as("/api/v1/profile/me", &ada).await).await["data"].clone();
    assert_eq!(unchanged["roommateExpectations"], mine["roommateExpectations"], "nothing half-written");
}

#[tokio::test]
async fn the_published_photo_is_kept_while_an_edit_that_replaced_it_waits_for_review() {
    let c = campus().await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let published = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"]["profileImage"].clone();
    let (new_photo, dropped) = (photo(&c.app, &bea).await, photo(&c.app, &bea).await);
    submit(&c.app, &bea, &night_owl(&c.michigan)(&new_photo)).await;
    c.app.sql("UPDATE media_uploads SET created_at = now() - interval '25 hours'").await;

    // The clean-up runs when an instance starts: wait until it removed the dropped photo.
    let _second = c.app.another_instance().await;
    let count = |url: String| {
        let app = &c.app;
        async move { app.count(&format!("SELECT count(*) FROM media_uploads WHERE url = '{url}'")).await }
    };
    for _ in 0..50 {
        if count(dropped.clone()).await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(count(dropped).await, 0);
    assert_eq!(count(published.as_str().unwrap().to_owned()).await, 1, "other students still see it");
    assert_eq!(count(new_photo).await, 1);
}

#[tokio::test]
async fn approving_a_version_the_student_has_since_replaced_publishes_nothing() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), false).await;
    let reviewed = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"].clone();
    let mut swapped = night_owl(&c.michigan)(reviewed["profileImage"].as_str().unwrap());
    swapped["bio"] = json!("Swapped after the moderator opened it.");
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    submit(&c.app, &bea, &swapped).await;
    let id = reviewed["id"].as_str().unwrap();
    let approve = |submitted_at: Value| {
        let url = c.app.url(&format!("/api/v1/admin/profiles/{id}/approve"));
        c.app.client.post(url).bearer_auth(&c.admin).json(&json!({"submittedAt": submitted_at})).send()
    };

    let stale = approve(reviewed["submittedAt"].clone()).await.unwrap();

    assert_eq!(stale.status(), 409);
    assert_eq!(json(stale).await["error"], "This profile was changed after you opened it. Review the new version.");
    assert!(c.names(&ada, "").await.is_empty(), "nothing published");
    let current = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"]["submittedAt"].clone();
    assert_eq!(approve(current).await.unwrap().status(), 200);
    let bea_id = c.user_id(&bea).await;
    let seen = json(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await).await["data"].clone();
    assert_eq!(seen["bio"], "Swapped after the moderator opened it.");
}

#[tokio::test]
async fn quad_migrate_packs_again_the_profiles_packed_by_another_version() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    c.student("bea", night_owl(&c.michigan), true).await;
    c.app.sql("UPDATE published_profiles SET packed = '\\x00'::bytea").await;
    assert!(c.names(&ada, "").await.is_empty(), "a stale packed form is not ranked");

    let migrated = std::process::Command::new(env!("CARGO_BIN_EXE_quad"))
        .arg("migrate")
        .env("DATABASE_URL", &c.app.database_url)
        .env("QUAD_DATA_DIR", &c.app.data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();

    assert!(migrated.status.success(), "{}", String::from_utf8_lossy(&migrated.stderr));
    assert_eq!(c.names(&ada, "").await, ["bea"]);
    assert_eq!(c.app.count("SELECT count(*) FROM published_profiles WHERE octet_length(packed) = 38").await, 2);
}

#[tokio::test]
async fn a_profile_taken_down_leaves_every_list_at_once_and_its_student_may_resubmit() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let cara = c.student("cara", night_owl(&c.michigan), true).await;
    let (bea_id, cara_id) = (c.user_id(&bea).await, c.user_id(&cara).await);
    let moderator = c.app.signed_in("morgan", "moderator").await;
    let profile_of = async |token: &str| {
        json(c.app.get_as("/api/v1/profile/me", token).await).await["data"]["id"].as_str().unwrap().to_owned()
    };
    let take_down = async |id: &str, token: &str, reason: &str| {
        let url = c.app.url(&format!("/api/v1/admin/profiles/{id}/take-down"));
        c.app.client.post(url).bearer_auth(token).json(&json!({"reason": reason})).send().await.unwrap()
    };
    let bea_profile = profile_of(&bea).await;
    assert_eq!(c.names(&ada, "").await, ["bea", "cara"]);

    let blank = take_down(&bea_profile, &moderator, "  ").await;
    let by_a_student = take_down(&bea_profile, &ada, "Spam").await;
    let taken_down = take_down(&bea_profile, &moderator, "Your photo shows someone else.").await;
    let again = take_down(&bea_profile, &moderator, "Twice").await;

    assert_eq!(blank.status(), 400);
    assert_eq!(json(blank).await["error"], "Please say why the profile is taken down");
    assert_eq!(by_a_student.status(), 403);
    assert_eq!(taken_down.status(), 200);
    assert_eq!(json(taken_down).await["data"]["status"], "rejected");
    assert_eq!(again.status(), 409, "nothing is published any more");
    assert_eq!(c.names(&ada, "").await, ["cara"], "gone from the list at once");
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await.status(), 404);
    let mine = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"].clone();
    assert_eq!((mine["profileStatus"].as_str(), mine["visibleToRoommates"].as_bool()), (Some("rejected"), Some(false)));
    assert_eq!(mine["profileRejectionReason"], "Your photo shows someone else.");
    assert!(c.app.outbox().await.iter().any(|mail| {
        mail.contains("Your Quad roommate profile was taken down") && mail.contains("Your photo shows someone else.")
    }));
    assert_eq!(
        c.app
            .count(&format!(
                "SELECT count(*) FROM audit_log WHERE action = 'profile.taken_down' AND target_id = '{bea_id}' \
                 AND after ->> 'reason' = 'Your photo shows someone else.'"
            ))
            .await,
        1
    );

    // An edit already waiting for review stays in the queue; only the published version goes.
    let photo_url = json(c.app.get_as("/api/v1/profile/me", &cara).await).await["data"]["profileImage"].clone();
    let mut edited = night_owl(&c.michigan)(photo_url.as_str().unwrap());
    edited["bio"] = json!("An edit the moderator has not seen.");
    submit(&c.app, &cara, &edited).await;
    let cara_profile = profile_of(&cara).await;
    assert_eq!(take_down(&cara_profile, &moderator, "Spam links").await.status(), 200);
    assert!(c.names(&ada, "").await.is_empty());
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{cara_id}"), &ada).await.status(), 404);
    let mine = json(c.app.get_as("/api/v1/profile/me", &cara).await).await["data"].clone();
    assert_eq!(mine["profileStatus"], "pending");

    // The student who was taken down edits and resubmits, and is listed again once approved.
    let bea_photo = json(c.app.get_as("/api/v1/profile/me", &bea).await).await["data"]["profileImage"].clone();
    let mut fixed = night_owl(&c.michigan)(bea_photo.as_str().unwrap());
    fixed["bio"] = json!("Fixed.");
    assert_eq!(submit(&c.app, &bea, &fixed).await.status(), 200);
    c.approve(&bea).await;
    assert_eq!(c.names(&ada, "").await, ["bea"]);
}

#[tokio::test]
async fn a_student_saves_students_they_can_see_and_one_no_longer_visible_leaves_the_list() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let cal = c.student("cal", night_owl(&c.ohio), true).await;
    let (bea_id, cal_id, ada_id) = (c.user_id(&bea).await, c.user_id(&cal).await, c.user_id(&ada).await);
    let save = |id: String| {
        let url = c.app.url(&format!("/api/v1/saved/profiles/{id}"));
        c.app.client.put(url).bearer_auth(&ada).send()
    };
    let saved = || async { json(c.app.get_as("/api/v1/saved/profiles", &ada).await).await };

    assert_eq!(save(bea_id.clone()).await.unwrap().status(), 200);
    assert_eq!(save(bea_id.clone()).await.unwrap().status(), 200, "saving twice is saving once");
    assert_eq!(save(cal_id.clone()).await.unwrap().status(), 404, "another university's student");
    assert_eq!(save(ada_id).await.unwrap().status(), 404, "oneself");

    let list = saved().await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["data"][0]["id"], bea_id.as_str());
    assert_eq!(list["data"][0]["saved"], true);
    assert!(list["data"][0].get("match").is_some(), "with the current match: {list}");
    assert_eq!(list["data"][0]["reasons"][0]["text"], "You both study Computer Science");
    assert!(list["data"][0]["savedAt"].is_string());
    let cards = c.list(&ada, "").await;
    let bea_card = cards["data"].as_array().unwrap().iter().find(|card| card["id"] == bea_id.as_str()).unwrap();
    assert_eq!(bea_card["saved"], true);
    let detail = json(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await).await;
    assert_eq!(detail["data"]["saved"], true);

    // Bea's account is suspended: she leaves the list and its count, and comes back with it.
    c.app.sql("UPDATE users SET status = 'suspended' WHERE username = 'bea'").await;
    let hidden = saved().await;
    assert_eq!((hidden["total"].as_i64(), hidden["data"].as_array().unwrap().len()), (Some(0), 0));
    c.app.sql("UPDATE users SET status = 'active' WHERE username = 'bea'").await;
    assert_eq!(saved().await["total"], 1);
    let export = json(c.app.get_as("/api/v1/auth/export-data", &ada).await).await;
    assert_eq!(export["data"]["savedProfiles"][0]["studentId"], bea_id.as_str());

    let url = c.app.url(&format!("/api/v1/saved/profiles/{bea_id}"));
    let removed = c.app.client.delete(url).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(removed.status(), 200);
    assert_eq!(saved().await["total"], 0);
    let pending = c.student("dan", night_owl(&c.michigan), false).await;
    assert_eq!(c.app.get_as("/api/v1/saved/profiles", &pending).await.status(), 403, "no approved profile");
}

#[tokio::test]
async fn a_student_saves_at_most_500() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    c.app
        .sql(
            "INSERT INTO users (id, email, username, first_name, last_name, role) \
               SELECT gen_random_uuid(), 'filler' || n || '@umich.edu', 'filler' || n, 'Fil', 'Ler', 'user' \
               FROM generate_series(1, 500) AS n; \
             INSERT INTO saved_items (user_id, kind, profile_user_id, saved_at) \
               SELECT a.id, 'profile', f.id, now() FROM users a, users f \
                WHERE a.username = 'ada' AND f.username LIKE 'filler%'",
        )
        .await;

    let url = c.app.url(&format!("/api/v1/saved/profiles/{bea_id}"));
    let refused = c.app.client.put(url).bearer_auth(&ada).send().await.unwrap();

    assert_eq!(refused.status(), 409);
    assert_eq!(json(refused).await["error"], "You can save up to 500 items. Remove some from Saved first.");
    assert_eq!(c.app.count("SELECT count(*) FROM saved_items").await, 500);
}

/// Issue 38: a card limited before connecting names no answer the student hid, wherever it goes
/// out (the list, the student's page, saved students, a received request).
#[tokio::test]
async fn a_limited_card_tells_no_hidden_answer_in_any_of_its_places() {
    let c = campus().await;
    let very = |accepted: &[&str]| json!({"accepted": accepted, "importance": "very", "dealbreaker": false});
    let probing = json!({
        "sleepSchedule": very(&["Night Owl"]), "cleanliness": very(&["Very Neat"]),
        "guestPreference": very(&["Rarely"]), "studyingPreference": very(&["Silent"]),
        "substances": very(&["Substance Free"]), "housing": very(&["Dorm"]),
    });
    let hidden = json!({
        "sleepSchedule": "Night Owl", "cleanliness": "Very Neat", "guestPreference": "Rarely",
        "studyingPreference": "Silent", "substances": ["Substance Free"], "housing": "Dorm",
        "hometown": "Michigan", "pastimes": ["Cooking"],
    });
    let ada = c.student("ada", |p| body(&c.michigan, p, hidden.clone(), probing.clone()), true).await;
    let bea = c.student("bea", |p| body(&c.michigan, p, hidden.clone(), json!({})), true).await;
    let bea_id = c.user_id(&bea).await;
    assert_eq!(c.put(&ada, &format!("/api/v1/saved/profiles/{bea_id}")).await.status(), 200);
    let ada_id = c.user_id(&ada).await;
    let asked = c.post(&bea, "/api/v1/connections/requests", json!({"studentId": ada_id, "note": "Hi"})).await;
    assert_eq!(asked.status(), 201);

    let cards = [
        c.list(&ada, "").await["data"][0].clone(),
        c.read(&ada, &format!("/api/v1/roommates/{bea_id}")).await["data"].clone(),
        c.read(&ada, "/api/v1/saved/profiles").await["data"][0].clone(),
        c.read(&ada, "/api/v1/connections/requests/received").await["data"][0]["sender"].clone(),
    ];
    let hidden_words = ["night owl", "neat", "rarely", "silent", "substance", "dorm", "michigan", "cooking"];
    for card in &cards {
        assert_eq!(card["firstName"], "bea", "{card}");
        let texts: Vec<String> =
            card["reasons"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap().to_lowercase()).collect();
        assert_eq!(texts, ["bea meets 6 of your 6 expectations", "you both study computer science"], "{card}");
        for word in hidden_words {
            assert!(texts.iter().all(|t| !t.contains(word)), "{word} in {texts:?}");
        }
    }
}
