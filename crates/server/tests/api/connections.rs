//! Connections over HTTP (issue 26): private interest, requests and their limits, privacy before
//! connecting, "We're roommates", and blocks.

use serde_json::{Value, json};

use crate::{
    helpers::json,
    roommates::{Campus, campus, night_owl},
};

impl Campus {
    pub(crate) async fn put(&self, token: &str, path: &str) -> reqwest::Response {
        self.app.client.put(self.app.url(path)).bearer_auth(token).send().await.unwrap()
    }

    pub(crate) async fn post(&self, token: &str, path: &str, body: Value) -> reqwest::Response {
        self.app.client.post(self.app.url(path)).bearer_auth(token).json(&body).send().await.unwrap()
    }

    pub(crate) async fn read(&self, token: &str, path: &str) -> Value {
        let response = self.app.get_as(path, token).await;
        assert_eq!(response.status(), 200, "{path}");
        json(response).await
    }

    async fn request(&self, token: &str, student: &str, note: &str) -> reqwest::Response {
        self.post(token, "/api/v1/connections/requests", json!({"studentId": student, "note": note})).await
    }

    /// Both mark each other "Interested": connected.
    pub(crate) async fn connect(&self, (one, one_id): (&str, &str), (other, other_id): (&str, &str)) {
        self.put(one, &format!("/api/v1/roommates/{other_id}/interest")).await;
        let both = json(self.put(other, &format!("/api/v1/roommates/{one_id}/interest")).await).await;
        assert_eq!(both["data"]["connected"], true, "{both}");
    }

    pub(crate) async fn notification_titles(&self, token: &str) -> Vec<String> {
        let page = self.read(token, "/api/v1/notifications").await;
        page["data"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect()
    }
}

/// A night owl with two photos and an Instagram handle (what privacy holds back).
fn with_handle(university: &str) -> impl FnMut(&str) -> Value + '_ {
    let mut base = night_owl(university);
    move |photo| {
        let mut body = base(photo);
        body["profileImages"] = json!([photo, photo]);
        body["socialMedia"] = json!({"instagram": "bea.owl"});
        body["roommatePreferences"]["housing"] = json!("Dorm");
        body
    }
}

#[tokio::test]
async fn a_one_sided_interest_stays_private_and_a_mutual_one_connects_both() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);

    let marked = json(c.put(&ada, &format!("/api/v1/roommates/{bea_id}/interest")).await).await;
    assert_eq!(marked["data"], json!({"interested": true, "connected": false}));
    let bea_sees_ada = c.read(&bea, &format!("/api/v1/roommates/{ada_id}")).await;
    assert_eq!(
        (&bea_sees_ada["data"]["interested"], &bea_sees_ada["data"]["connected"]),
        (&json!(false), &json!(false))
    );
    assert!(
        c.notification_titles(&bea).await.iter().all(|t| !t.contains("ada")),
        "nobody is told of a one-sided interest"
    );
    assert_eq!(c.read(&ada, "/api/v1/connections").await["data"], json!([]));

    let mutual = json(c.put(&bea, &format!("/api/v1/roommates/{ada_id}/interest")).await).await;
    assert_eq!(mutual["data"], json!({"interested": true, "connected": true}));
    let connections = c.read(&ada, "/api/v1/connections").await;
    assert_eq!(connections["data"][0]["student"]["id"], bea_id.as_str());
    assert_eq!(connections["data"][0]["student"]["connected"], true);
    assert!(c.notification_titles(&ada).await.contains(&"You and bea are connected".to_owned()));
    assert!(c.notification_titles(&bea).await.contains(&"You and ada are connected".to_owned()));
    let again = c.request(&ada, &bea_id, "").await;
    assert_eq!(again.status(), 409, "connected already");
    let export = c.read(&ada, "/api/v1/auth/export-data").await["data"].clone();
    assert_eq!(export["connections"][0]["studentId"], bea_id.as_str(), "the export lists connections");
    assert_eq!(export["interests"][0]["studentId"], bea_id.as_str(), "and the interests marked");

    // Not a student the caller may see: another university's, oneself, no such id.
    let cal = c.student("cal", night_owl(&c.ohio), true).await;
    let cal_id = c.user_id(&cal).await;
    assert_eq!(c.put(&ada, &format!("/api/v1/roommates/{cal_id}/interest")).await.status(), 404);
    assert_eq!(c.put(&ada, &format!("/api/v1/roommates/{ada_id}/interest")).await.status(), 404);
    let staff = c.app.signed_in("mod", "moderator").await;
    assert_eq!(c.put(&staff, &format!("/api/v1/roommates/{bea_id}/interest")).await.status(), 403, "no profile");
}

#[tokio::test]
async fn privacy_holds_before_connecting_and_filters_reveal_nothing_hidden() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", with_handle(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    let detail = || async { c.read(&ada, &format!("/api/v1/roommates/{bea_id}")).await["data"].clone() };

    let limited = detail().await;
    assert_eq!(limited["limited"], true);
    assert_eq!(limited["photos"].as_array().unwrap().len(), 1, "one photo");
    assert_eq!(limited["socialMedia"]["instagram"], Value::Null, "no handles: {limited}");
    assert_eq!(limited["roommatePreferences"]["housing"], Value::Null, "no answers");
    assert_eq!(limited["reasons"][0]["text"], "You both study Computer Science", "the explanation stays");
    let card = c.read(&ada, "/api/v1/roommates").await["data"][0].clone();
    assert_eq!((&card["housing"], &card["limited"]), (&Value::Null, &json!(true)));
    let by_housing = c.read(&ada, "/api/v1/roommates?housing=Dorm").await;
    assert_eq!(by_housing["total"], 0, "a filter on what is hidden does not find her");
    assert_eq!(c.read(&ada, "/api/v1/roommates?major=Computer%20Science").await["total"], 1, "shown: found");

    // Bea turns it off: everyone sees her in full, and the filter finds her.
    let url = c.app.url("/api/v1/settings/contact-privacy");
    let off = c.app.client.put(url).bearer_auth(&bea).json(&json!({"privateBeforeConnecting": false})).send().await;
    assert_eq!(off.unwrap().status(), 200);
    let full = detail().await;
    assert_eq!((full["limited"].as_bool(), full["photos"].as_array().unwrap().len()), (Some(false), 2));
    assert_eq!(full["socialMedia"]["instagram"], "bea.owl");
    assert_eq!(c.read(&ada, "/api/v1/roommates?housing=Dorm").await["total"], 1);
    let setting = c.read(&bea, "/api/v1/settings/contact-privacy").await;
    assert_eq!(setting["data"]["privateBeforeConnecting"], false);

    // On again, but connected: in full.
    c.app.sql("UPDATE users SET private_before_connecting = true WHERE username = 'bea'").await;
    assert_eq!(detail().await["limited"], true);
    let request = json(c.request(&ada, &bea_id, "Hi Bea!").await).await;
    let id = request["data"]["id"].as_str().unwrap();
    assert_eq!(c.post(&bea, &format!("/api/v1/connections/requests/{id}/accept"), json!({})).await.status(), 200);
    let connected = detail().await;
    assert_eq!((connected["connected"].as_bool(), connected["limited"].as_bool()), (Some(true), Some(false)));
    assert_eq!(connected["socialMedia"]["instagram"], "bea.owl");
    assert_eq!(c.read(&ada, "/api/v1/roommates?housing=Dorm").await["total"], 1, "connected: the filter sees her");
}

#[tokio::test]
async fn a_request_carries_its_note_and_match_and_a_decline_is_silent_until_it_expires() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);

    let too_long = c.request(&ada, &bea_id, &"x".repeat(501)).await;
    assert_eq!(too_long.status(), 400);
    assert_eq!(json(too_long).await["fields"]["note"], "A note can be at most 500 characters");
    let sent = c.request(&ada, &bea_id, "  Fellow night owl here!  ").await;
    assert_eq!(sent.status(), 201);
    let sent = json(sent).await["data"].clone();
    assert_eq!((&sent["note"], &sent["status"]), (&json!("Fellow night owl here!"), &json!("pending")));
    let id = sent["id"].as_str().unwrap().to_owned();
    assert!(c.notification_titles(&bea).await.contains(&"ada wants to connect".to_owned()));
    let export = c.read(&ada, "/api/v1/auth/export-data").await["data"].clone();
    assert_eq!(export["connectionRequests"][0]["note"], "Fellow night owl here!", "the export keeps the note");
    assert_eq!(c.request(&ada, &bea_id, "again").await.status(), 409, "one waits already");
    let reverse = c.request(&bea, &ada_id, "").await;
    assert_eq!(reverse.status(), 409);
    assert_eq!(
        json(reverse).await["error"],
        "ada has already asked to connect with you: answer their request in Connections"
    );

    let received = c.read(&bea, "/api/v1/connections/requests/received").await;
    let waiting = &received["data"][0];
    assert_eq!(waiting["request"]["id"], id.as_str());
    assert_eq!(waiting["sender"]["id"], ada_id.as_str());
    assert_eq!(waiting["sender"]["reasons"][0]["text"], "You both study Computer Science", "why this match");

    let declined = c.post(&bea, &format!("/api/v1/connections/requests/{id}/decline"), json!({})).await;
    assert_eq!(declined.status(), 200);
    assert_eq!(c.read(&bea, "/api/v1/connections/requests/received").await["data"], json!([]));
    let as_sent = c.read(&ada, "/api/v1/connections/requests/sent").await;
    assert_eq!(as_sent["data"][0]["request"]["status"], "pending", "the sender is not told of a decline");
    let export = c.read(&ada, "/api/v1/auth/export-data").await["data"].clone();
    assert_eq!(export["connectionRequests"][0]["status"], "pending", "nor by the export");
    assert!(c.notification_titles(&ada).await.iter().all(|t| !t.contains("bea")));
    assert_eq!(c.request(&ada, &bea_id, "").await.status(), 409, "still waiting, as far as Ada knows");
    assert_eq!(c.post(&bea, &format!("/api/v1/connections/requests/{id}/accept"), json!({})).await.status(), 409);
    assert_eq!(c.request(&bea, &ada_id, "").await.status(), 409, "Bea declined: the pair waits");

    // 14 days on it has expired; the pair waits 30 days from then.
    c.app
        .sql(&format!("UPDATE connection_requests SET expires_at = now() - interval '1 minute' WHERE id = '{id}'"))
        .await;
    let as_sent = c.read(&ada, "/api/v1/connections/requests/sent").await;
    assert_eq!(as_sent["data"][0]["request"]["status"], "expired");
    let cooling = c.request(&ada, &bea_id, "").await;
    assert_eq!(cooling.status(), 409);
    assert_eq!(
        json(cooling).await["error"],
        "You can ask bea again 30 days after your last request to each other ended"
    );
    c.app
        .sql(&format!("UPDATE connection_requests SET expires_at = now() - interval '31 days' WHERE id = '{id}'"))
        .await;
    assert_eq!(c.request(&ada, &bea_id, "Trying again").await.status(), 201);
}

#[tokio::test]
async fn requests_expire_unanswered_and_can_be_withdrawn_or_accepted() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let cal = c.student("cal", night_owl(&c.michigan), true).await;
    let (bea_id, cal_id) = (c.user_id(&bea).await, c.user_id(&cal).await);

    let to_bea = json(c.request(&ada, &bea_id, "").await).await["data"]["id"].as_str().unwrap().to_owned();
    c.app
        .sql(&format!("UPDATE connection_requests SET expires_at = now() - interval '1 second' WHERE id = '{to_bea}'"))
        .await;
    assert_eq!(c.read(&bea, "/api/v1/connections/requests/received").await["data"], json!([]), "expired");
    let late = c.post(&bea, &format!("/api/v1/connections/requests/{to_bea}/accept"), json!({})).await;
    assert_eq!(late.status(), 409);
    assert_eq!(json(late).await["error"], "This request was already answered, withdrawn or has expired");
    assert_eq!(c.read(&ada, "/api/v1/connections/requests/sent").await["data"][0]["request"]["status"], "expired");

    let to_cal = json(c.request(&ada, &cal_id, "").await).await["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        c.post(&bea, &format!("/api/v1/connections/requests/{to_cal}/accept"), json!({})).await.status(),
        404,
        "not hers"
    );
    assert_eq!(
        c.post(&cal, &format!("/api/v1/connections/requests/{to_cal}/withdraw"), json!({})).await.status(),
        404,
        "not his"
    );
    let withdrawn = c.post(&ada, &format!("/api/v1/connections/requests/{to_cal}/withdraw"), json!({})).await;
    assert_eq!(json(withdrawn).await["data"]["status"], "withdrawn");
    assert_eq!(c.read(&cal, "/api/v1/connections/requests/received").await["data"], json!([]));

    let cal_asks = json(c.request(&cal, &bea_id, "").await).await["data"]["id"].as_str().unwrap().to_owned();
    let accepted = c.post(&bea, &format!("/api/v1/connections/requests/{cal_asks}/accept"), json!({})).await;
    assert_eq!(json(accepted).await["data"]["status"], "accepted");
    assert_eq!(c.read(&cal, "/api/v1/connections").await["data"][0]["student"]["id"], bea_id.as_str());
    assert!(c.notification_titles(&cal).await.contains(&"You and bea are connected".to_owned()));
}

#[tokio::test]
async fn ten_requests_wait_at_most_and_a_silently_declined_one_counts_until_it_expires() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    for n in 0..10 {
        let other = c.app.signed_in(&format!("other{n}"), "user").await;
        let other_id = c.user_id(&other).await;
        let status = if n == 0 { "declined" } else { "pending" };
        c.app
            .sql(&format!(
                "INSERT INTO connection_requests (id, sender_id, recipient_id, status, created_at, expires_at) \
                 SELECT gen_random_uuid(), id, '{other_id}', '{status}', now(), now() + interval '14 days' \
                 FROM users WHERE username = 'ada'"
            ))
            .await;
    }
    let refused = c.request(&ada, &bea_id, "").await;
    assert_eq!(refused.status(), 429);
    assert_eq!(
        json(refused).await["error"],
        "You have 10 requests waiting for an answer. Withdraw one, or wait for answers, before sending another."
    );
    c.app.sql("UPDATE connection_requests SET expires_at = now() - interval '40 days' WHERE status = 'declined'").await;
    assert_eq!(c.request(&ada, &bea_id, "").await.status(), 201, "the declined one expired: 9 wait");
}

#[tokio::test]
async fn roommates_leave_each_others_list_and_stay_connected() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    assert_eq!(
        c.post(&ada, &format!("/api/v1/connections/{bea_id}/roommates"), json!({})).await.status(),
        404,
        "not connected"
    );
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;

    let take_back = |token: &str, id: &str| {
        let request = c.app.client.delete(c.app.url(&format!("/api/v1/connections/{id}/roommates"))).bearer_auth(token);
        async move { request.send().await.unwrap() }
    };
    let mine = json(c.post(&ada, &format!("/api/v1/connections/{bea_id}/roommates"), json!({})).await).await;
    assert!(mine["data"]["youConfirmedRoommatesAt"].is_string());
    assert_eq!(mine["data"]["theyConfirmedRoommatesAt"], Value::Null);
    assert_eq!(c.read(&ada, "/api/v1/roommates").await["total"], 1, "one said so: still listed");
    // Said too soon: taken back while Bea has not said it, then said again.
    let taken = json(take_back(&ada, &bea_id).await).await;
    assert_eq!(taken["data"]["youConfirmedRoommatesAt"], Value::Null);
    assert_eq!(take_back(&ada, &ada_id).await.status(), 404, "nobody is connected with themselves");
    c.post(&ada, &format!("/api/v1/connections/{bea_id}/roommates"), json!({})).await;
    let both = json(c.post(&bea, &format!("/api/v1/connections/{ada_id}/roommates"), json!({})).await).await;
    assert!(both["data"]["theyConfirmedRoommatesAt"].is_string());
    let stands = take_back(&ada, &bea_id).await;
    assert_eq!(stands.status(), 409);
    assert_eq!(json(stands).await["error"], "You both said you're roommates, so it can no longer be taken back");
    assert_eq!(c.read(&ada, "/api/v1/roommates").await["total"], 0, "roommates leave each other's list");
    assert_eq!(c.read(&bea, "/api/v1/roommates").await["total"], 0);
    assert_eq!(c.read(&ada, &format!("/api/v1/roommates/{bea_id}")).await["data"]["connected"], true);
    assert_eq!(c.read(&ada, "/api/v1/connections").await["data"].as_array().unwrap().len(), 1);

    // Each is asked whether they are still looking: Bea is not, and leaves every list at once.
    let cal = c.student("cal", night_owl(&c.michigan), true).await;
    assert_eq!(c.read(&cal, "/api/v1/roommates").await["total"], 2);
    let url = c.app.url("/api/v1/profile/looking");
    let done = c.app.client.put(url.clone()).bearer_auth(&bea).json(&json!({"lookingForRoommate": false})).send().await;
    assert_eq!(json(done.unwrap()).await["data"]["lookingForRoommate"], false);
    assert_eq!(c.read(&cal, "/api/v1/roommates").await["total"], 1, "only Ada, still looking");
    assert_eq!(
        c.read(&ada, &format!("/api/v1/roommates/{bea_id}")).await["data"]["connected"],
        true,
        "still reachable"
    );
    let staff = c.app.signed_in("mod", "moderator").await;
    let none = c.app.client.put(url).bearer_auth(&staff).json(&json!({"lookingForRoommate": false})).send().await;
    assert_eq!(none.unwrap().status(), 404, "no profile");
}

#[tokio::test]
async fn a_block_hides_both_at_once_ends_the_connection_and_tells_nobody() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;
    assert_eq!(c.put(&bea, &format!("/api/v1/saved/profiles/{ada_id}")).await.status(), 200);
    let bea_notifications = c.notification_titles(&bea).await.len();

    let blocked = c.put(&ada, &format!("/api/v1/blocks/{bea_id}")).await;
    assert_eq!(blocked.status(), 204);
    let found = c.app.get_as(&format!("/api/v1/roommates/{ada_id}"), &bea).await;
    assert_eq!(found.status(), 404, "the blocked student gets 404 on the blocker's profile");
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await.status(), 404, "and both ways");
    assert_eq!(c.read(&bea, "/api/v1/roommates").await["total"], 0);
    assert_eq!(c.read(&ada, "/api/v1/roommates").await["total"], 0);
    assert_eq!(c.read(&ada, "/api/v1/connections").await["data"], json!([]), "the connection ended");
    assert_eq!(c.read(&bea, "/api/v1/connections").await["data"], json!([]));
    assert_eq!(c.read(&bea, "/api/v1/saved/profiles").await["total"], 0, "gone from saved items");
    assert_eq!(c.request(&bea, &ada_id, "").await.status(), 404, "no request either way");
    assert_eq!(c.put(&bea, &format!("/api/v1/roommates/{ada_id}/interest")).await.status(), 404);
    assert_eq!(c.notification_titles(&bea).await.len(), bea_notifications, "nobody is told");
    let export = c.read(&ada, "/api/v1/auth/export-data").await["data"].clone();
    assert_eq!(export["blocked"][0]["studentId"], bea_id.as_str(), "the export lists blocks");
    let list = c.read(&ada, "/api/v1/blocks").await;
    assert_eq!((&list["data"][0]["id"], &list["data"][0]["firstName"]), (&json!(bea_id), &json!("bea")));
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{ada_id}")).await.status(), 409, "not oneself");
    let nobody = "0190c1a2-0000-7000-b000-000000000000";
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{nobody}")).await.status(), 204, "nobody's id: the same answer");

    let url = c.app.url(&format!("/api/v1/blocks/{bea_id}"));
    assert_eq!(c.app.client.delete(url).bearer_auth(&ada).send().await.unwrap().status(), 204);
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{ada_id}"), &bea).await.status(), 200, "visible again");
    assert_eq!(c.read(&ada, "/api/v1/connections").await["data"], json!([]), "what the block ended stays ended");
}

#[tokio::test]
async fn a_removed_connection_stays_ended_until_both_show_interest_again() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;
    let ada_notifications = c.notification_titles(&ada).await.len();

    let url = c.app.url(&format!("/api/v1/connections/{bea_id}"));
    assert_eq!(c.app.client.delete(url.clone()).bearer_auth(&ada).send().await.unwrap().status(), 204);
    assert_eq!(c.app.client.delete(url).bearer_auth(&ada).send().await.unwrap().status(), 404, "not connected now");
    assert_eq!(c.read(&bea, "/api/v1/connections").await["data"], json!([]));
    // Bea's interest alone does not connect them again, and Ada is not told of it.
    let again = json(c.put(&bea, &format!("/api/v1/roommates/{ada_id}/interest")).await).await;
    assert_eq!(again["data"], json!({"interested": true, "connected": false}));
    assert_eq!(c.notification_titles(&ada).await.len(), ada_notifications);
    let both = json(c.put(&ada, &format!("/api/v1/roommates/{bea_id}/interest")).await).await;
    assert_eq!(both["data"]["connected"], true, "both again: connected");
}

#[tokio::test]
async fn blocking_is_no_way_to_learn_who_an_id_is() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let dee = c.student("dee", night_owl(&c.michigan), true).await;
    let cid = c.student("cid", night_owl(&c.ohio), true).await;
    let (ada_id, cid_id, dee_id) = (c.user_id(&ada).await, c.user_id(&cid).await, c.user_id(&dee).await);
    let admin_id = c.user_id(&c.admin).await;

    // Staff, and a student at another university she never met: answered as done, kept nowhere.
    for id in [&admin_id, &cid_id] {
        assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{id}")).await.status(), 204);
    }
    assert_eq!(c.read(&ada, "/api/v1/blocks").await["data"], json!([]), "no names listed");
    assert_eq!(c.app.count("SELECT count(*) FROM blocks").await, 0);
    // A student she can see is blocked, and listed by name.
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{dee_id}")).await.status(), 204);
    assert_eq!(c.read(&ada, "/api/v1/blocks").await["data"][0]["firstName"], "dee");
    // Someone who once asked to connect stays blockable wherever they are now.
    c.app
        .sql(&format!(
            "INSERT INTO connection_requests (id, sender_id, recipient_id, note, status, created_at, expires_at) \
             VALUES (gen_random_uuid(), '{cid_id}', '{ada_id}', 'Hi', 'expired', now() - interval '40 days', \
                     now() - interval '10 days')"
        ))
        .await;
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{cid_id}")).await.status(), 204);
    assert_eq!(c.read(&ada, "/api/v1/blocks").await["data"][0]["firstName"], "cid");
}

#[tokio::test]
async fn one_account_blocking_saving_and_liking_at_machine_speed_is_slowed_down() {
    let c = crate::roommates::campus_with(&[("QUAD_RATE_LIMITS", "block.account=3/1h,save.account=2/1h")]).await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;
    let url = c.app.url(&format!("/api/v1/blocks/{bea_id}"));

    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{bea_id}")).await.status(), 204);
    assert_eq!(c.app.client.delete(&url).bearer_auth(&ada).send().await.unwrap().status(), 204);
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{bea_id}")).await.status(), 204);
    let fourth = c.app.client.delete(&url).bearer_auth(&ada).send().await.unwrap();

    assert_eq!(fourth.status(), 429, "blocks and unblocks count together");
    assert_eq!(json(fourth).await["error"], "You have done this too often in the last hour. Please try again later.");
    assert_eq!(c.read(&ada, "/api/v1/blocks").await["data"][0]["firstName"], "bea", "the refused unblock did nothing");
    // Another account, and another action of the same account, count on their own.
    let bea_saves = c.put(&bea, &format!("/api/v1/saved/profiles/{}", c.user_id(&ada).await)).await.status();
    assert_ne!(bea_saves, 429);
}

#[tokio::test]
async fn a_deleted_student_is_deleted_user_in_everything_others_kept() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    c.connect((&bea, &bea_id), (&ada, &ada_id)).await;
    let opened = json(c.post(&ada, "/api/v1/conversations", json!({"studentId": bea_id})).await).await;
    let messages = format!("/api/v1/conversations/{}/messages", opened["data"]["id"].as_str().unwrap());
    let sent = json(c.post(&ada, &messages, json!({"body": "Send the deposit first"})).await).await;
    let report = json!({"kind": "message", "targetId": sent["data"]["id"], "category": "scam", "details": "Deposit"});
    let report = json(c.post(&bea, "/api/v1/reports", report).await).await["data"]["id"].as_str().unwrap().to_owned();
    let dismissed = json!({"action": "dismiss", "note": ""});
    let path = format!("/api/v1/moderation/reports/{report}/actions");
    assert_eq!(c.post(&c.admin, &path, dismissed).await.status(), 200);
    let named = |table: &str, column: &str| {
        format!(
            "SELECT count(*) FROM {table} WHERE {column}::text LIKE '%ada Lovelace%' OR {column}::text LIKE '%\"ada\"%'"
        )
    };
    assert!(c.app.count(&named("notifications", "facts")).await > 0, "Bea's notices name Ada before");

    assert_eq!(c.app.delete_account(&ada).await.status(), 200);

    let titles = c.notification_titles(&bea).await;
    assert!(titles.iter().any(|t| t == "Deleted user sent you a message"), "{titles:?}");
    assert!(titles.iter().all(|t| !t.contains("ada")), "{titles:?}");
    for (table, column) in [("notifications", "facts"), ("events", "payload"), ("reports", "author_name")] {
        assert_eq!(c.app.count(&named(table, column)).await, 0, "{table} still names Ada");
    }
    let pseudonym = format!("Deleted user {}", &ada_id.replace('-', "")[24..]);
    let log = c.read(&c.admin, &format!("/api/v1/admin/activity?targetId={report}")).await;
    assert_eq!(log["data"][0]["targetLabel"], format!("message by {pseudonym}"), "{log}");
}
