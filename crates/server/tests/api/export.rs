//! The data export is everything (issue 37): every column that holds a person's id is either
//! behind a key of `GET /api/v1/auth/export-data`, or named here with why it is not; a new table
//! that names a person fails this test until it is one or the other.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::{
    helpers::json,
    roommates::{campus, night_owl},
};

/// (table, column) -> the export key that gives it back.
const EXPORTED: &[(&str, &str, &str)] = &[
    ("blocks", "blocker_id", "blocked"),
    ("connection_requests", "sender_id", "connectionRequests"),
    ("connection_requests", "recipient_id", "connectionRequestsReceived"),
    ("connections", "user_a", "connections"),
    ("connections", "user_b", "connections"),
    ("conversations", "user_a", "messages"),
    ("conversations", "user_b", "messages"),
    ("media_uploads", "owner_id", "uploads"),
    ("messages", "sender_id", "messages"),
    ("notification_preferences", "user_id", "notificationPreferences"),
    ("notifications", "user_id", "notifications"),
    ("profile_drafts", "user_id", "profileDraft"),
    ("published_profiles", "user_id", "profiles"),
    ("reports", "reporter_id", "reportsFiled"),
    ("roommate_interests", "user_id", "interests"),
    ("roommate_profiles", "user_id", "profiles"),
    ("saved_items", "user_id", "savedProfiles"),
    ("sessions", "user_id", "sessions"),
    ("submission_drafts", "user_id", "postDraft"),
    ("submission_likes", "user_id", "likedPosts"),
    ("submissions", "author_id", "posts"),
    ("university_emails", "user_id", "universityEmail"),
    ("university_requests", "requester_id", "universityRequests"),
];

/// (table, column) -> why the export leaves it out.
const LEFT_OUT: &[(&str, &str, &str)] = &[
    ("account_links", "user_id", "hashes of one-time links (verification, reset, e-mail change) that expire"),
    ("blocks", "blocked_id", "who blocked them: a block is never told to the blocked student"),
    ("roommate_interests", "student_id", "who marked them Interested: private until mutual, then a connection"),
    ("saved_items", "profile_user_id", "who saved them: private to the student who saved"),
    ("reports", "author_id", "reports about them: another student's words; decisions reach them as notifications"),
    ("event_logs", "user_id", "the live-update stream's position, not data about them"),
    ("event_streams", "user_id", "open live-update connections, gone within minutes"),
    ("events", "user_id", "live-update copies of notifications and messages, already exported, kept briefly"),
    ("known_devices", "user_id", "one-way hashes of a browser and network, which read as nothing"),
    ("sign_in_codes", "user_id", "hashes of short-lived sign-in codes"),
    ("second_factors", "user_id", "the secret shared with an authenticator app: a credential, like the password hash"),
    ("recovery_codes", "user_id", "hashes of single-use recovery codes: credentials"),
    ("oauth_states", "proving_for", "a Google attempt in flight, gone within ten minutes"),
    ("unsubscribe_links", "user_id", "hashes of the secret in e-mails' unsubscribe links"),
    ("university_staff", "user_id", "a staff assignment an admin made, shown in their staff menus"),
    ("flagged_words", "added_by", "staff work on the word list"),
    ("instagram_accounts", "added_by", "staff work on a university's account"),
    ("instagram_posts", "manager_id", "staff work on the publishing queue"),
    ("reports", "claimed_by", "staff work on reports"),
    ("reports", "resolved_by", "staff work on reports"),
    ("roommate_profiles", "decided_by", "staff work: decisions on other students' profiles"),
    ("submissions", "decided_by", "staff work: decisions on other students' posts"),
    ("takedown_tasks", "done_by", "staff work on Instagram take-downs"),
];

#[derive(diesel::QueryableByName)]
struct PersonColumn {
    #[diesel(sql_type = diesel::sql_types::Text)]
    table_name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    column_name: String,
}

#[tokio::test]
async fn every_column_that_names_a_person_is_exported_or_left_out_with_a_reason() {
    use diesel_async::RunQueryDsl;
    let c = campus().await;
    let columns: Vec<PersonColumn> = diesel::sql_query(
        "SELECT kcu.table_name::text AS table_name, kcu.column_name::text AS column_name \
         FROM information_schema.referential_constraints rc \
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name \
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name \
         WHERE ccu.table_name = 'users' AND ccu.column_name = 'id'",
    )
    .load(&mut c.app.db().await)
    .await
    .unwrap();
    let found: BTreeSet<(String, String)> = columns.into_iter().map(|c| (c.table_name, c.column_name)).collect();
    let classified: BTreeSet<(String, String)> =
        EXPORTED.iter().chain(LEFT_OUT).map(|(table, column, _)| ((*table).to_owned(), (*column).to_owned())).collect();
    let unclassified: Vec<_> = found.difference(&classified).collect();
    assert!(unclassified.is_empty(), "columns naming a person, neither exported nor left out: {unclassified:?}");
    let stale: Vec<_> = classified.difference(&found).collect();
    assert!(stale.is_empty(), "listed here but no longer a person's column: {stale:?}");
}

#[tokio::test]
async fn what_a_student_did_is_in_their_export_under_the_key_for_its_table() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let cal = c.student("cal", night_owl(&c.michigan), true).await;
    let dan = c.student("dan", night_owl(&c.michigan), true).await;
    let [ada_id, bea_id, cal_id, dan_id] =
        [c.user_id(&ada).await, c.user_id(&bea).await, c.user_id(&cal).await, c.user_id(&dan).await];
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;
    let opened = json(c.post(&ada, "/api/v1/conversations", json!({"studentId": bea_id})).await).await;
    let conversation = opened["data"]["id"].as_str().unwrap().to_owned();
    let messages = format!("/api/v1/conversations/{conversation}/messages");
    assert_eq!(c.post(&ada, &messages, json!({"body": "Hi Bea"})).await.status(), 201);
    let reply = json(c.post(&bea, &messages, json!({"body": "Hi Ada"})).await).await;
    let reply_id = reply["data"]["id"].as_str().unwrap().to_owned();
    let requested = c.post(&cal, "/api/v1/connections/requests", json!({"studentId": ada_id, "note": "Hi!"})).await;
    assert_eq!(requested.status(), 201, "{}", json(requested).await);
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{dan_id}")).await.status(), 204);
    assert_eq!(c.put(&ada, &format!("/api/v1/saved/profiles/{cal_id}")).await.status(), 200);
    let report = json!({"kind": "message", "targetId": reply_id, "category": "scam", "details": "Asked for money"});
    assert_eq!(c.post(&ada, "/api/v1/reports", report).await.status(), 201);
    let preferences = json!({"preferences": [{"kind": "universityRequestAnswered", "inApp": true, "email": false}]});
    let put = c.app.client.put(c.app.url("/api/v1/notifications/preferences")).bearer_auth(&ada).json(&preferences);
    assert_eq!(put.send().await.unwrap().status(), 200);
    let asked = json!({"universityName": "Oberlin College", "email": "ada@umich.edu"});
    assert_eq!(c.post(&ada, "/api/v1/universities/requests", asked).await.status(), 201);

    let export = c.read(&ada, "/api/v1/auth/export-data").await["data"].clone();
    let mut checked = BTreeSet::new();
    for (table, column, key) in EXPORTED {
        let rows = c.app.count(&format!("SELECT count(*) AS count FROM {table} WHERE {column} = '{ada_id}'")).await;
        if rows > 0 {
            let value = &export[*key];
            let empty = value.is_null() || value.as_array().is_some_and(Vec::is_empty);
            assert!(!empty, "{table}.{column} holds {rows} rows of Ada's but the export's {key} is {value}");
            checked.insert(*table);
        }
    }
    for table in [
        "blocks",
        "connection_requests",
        "connections",
        "conversations",
        "media_uploads",
        "messages",
        "notification_preferences",
        "notifications",
        "published_profiles",
        "reports",
        "roommate_interests",
        "roommate_profiles",
        "saved_items",
        "sessions",
        "university_requests",
    ] {
        assert!(checked.contains(table), "the scene gave Ada no row in {table}");
    }

    assert_eq!(export["messagesReceived"][0]["text"], "Hi Ada");
    assert_eq!(export["messagesReceived"][0]["senderId"], bea_id.as_str());
    assert_eq!(export["messages"][0]["text"], "Hi Bea");
    assert_eq!(export["connectionRequestsReceived"][0]["studentId"], cal_id.as_str());
    assert_eq!(export["connectionRequestsReceived"][0]["note"], "Hi!");
    assert_eq!(export["reportsFiled"][0]["kind"], "message");
    assert_eq!(export["reportsFiled"][0]["details"], "Asked for money");
    assert_eq!(export["reportsFiled"][0]["status"], "open");
    // A warning is the reported student's business: the reporter reads that action was taken.
    c.app.sql("UPDATE reports SET status = 'warned', resolved_at = now()").await;
    let decided = c.read(&ada, "/api/v1/auth/export-data").await["data"]["reportsFiled"][0].clone();
    assert_eq!(decided["status"], "action_taken", "{decided}");
    let approved = export["notificationPreferences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == "universityRequestAnswered")
        .cloned()
        .unwrap_or(Value::Null);
    assert_eq!(approved, json!({"kind": "universityRequestAnswered", "inApp": true, "email": false}));
    assert_eq!(export["privateBeforeConnecting"], true, "the default");
    assert!(export["profiles"][0]["roommateExpectations"].is_object(), "{}", export["profiles"][0]);
}

#[tokio::test]
async fn opting_out_of_research_sharing_is_recorded_once_exported_and_taken_back() {
    let c = campus().await;
    let ada = c.app.signed_in("ada", "user").await;
    let path = "/api/v1/settings/research-sharing";
    let choose = async |opted_out: Value| {
        let sent = c.app.client.put(c.app.url(path)).bearer_auth(&ada).json(&json!({"optedOut": opted_out}));
        sent.send().await.unwrap()
    };
    assert_eq!(c.read(&ada, path).await["data"], json!({"optedOut": false, "optedOutAt": null}), "shared by default");

    let out = json(choose(json!(true)).await).await["data"].clone();
    assert_eq!(out["optedOut"], true);
    let at = out["optedOutAt"].as_str().unwrap().to_owned();
    let again = json(choose(json!(true)).await).await["data"].clone();
    assert_eq!(again["optedOutAt"], at.as_str(), "opting out again keeps the first time");
    assert_eq!(c.read(&ada, "/api/v1/auth/export-data").await["data"]["researchSharingOptedOutAt"], at.as_str());

    assert_eq!(choose(json!("yes")).await.status(), 400, "a wrong type changes nothing");
    assert_eq!(c.read(&ada, path).await["data"]["optedOutAt"], at.as_str());
    let back = json(choose(json!(false)).await).await["data"].clone();
    assert_eq!(back, json!({"optedOut": false, "optedOutAt": null}));
    assert_eq!(c.app.get(path).await.status(), 401, "only for the signed-in person");
}
