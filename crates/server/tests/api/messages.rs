//! Messages over HTTP (issue 26): only connected students write to each other; the thread, the
//! unread counts and read state; live delivery; deletion; the limits; blocks; deleted accounts.

use serde_json::{Value, json};

use crate::{
    helpers::json,
    notifications::Tab,
    roommates::{Campus, campus, night_owl},
};

/// Two connected students of one campus: (token, id) each.
async fn connected_pair(c: &Campus) -> ((String, String), (String, String)) {
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let (ada_id, bea_id) = (c.user_id(&ada).await, c.user_id(&bea).await);
    c.connect((&ada, &ada_id), (&bea, &bea_id)).await;
    ((ada, ada_id), (bea, bea_id))
}

impl Campus {
    async fn open_conversation(&self, token: &str, student_id: &str) -> reqwest::Response {
        self.post(token, "/api/v1/conversations", json!({"studentId": student_id})).await
    }

    /// The conversation's id, opened by `token` with a connected student.
    async fn conversation_with(&self, token: &str, student_id: &str) -> String {
        let opened = self.open_conversation(token, student_id).await;
        assert_eq!(opened.status(), 200);
        json(opened).await["data"]["id"].as_str().unwrap().to_owned()
    }

    async fn send(&self, token: &str, conversation: &str, body: &str) -> reqwest::Response {
        self.post(token, &format!("/api/v1/conversations/{conversation}/messages"), json!({"body": body})).await
    }

    async fn unread_conversations(&self, token: &str) -> i64 {
        self.read(token, "/api/v1/conversations/unread").await["data"]["unreadConversations"].as_i64().unwrap()
    }

    async fn thread(&self, token: &str, conversation: &str) -> Vec<Value> {
        let page = self.read(token, &format!("/api/v1/conversations/{conversation}/messages")).await;
        page["data"].as_array().unwrap().clone()
    }
}

#[tokio::test]
async fn students_who_are_not_connected_cannot_message_each_other() {
    let c = campus().await;
    let ada = c.student("ada", night_owl(&c.michigan), true).await;
    let bea = c.student("bea", night_owl(&c.michigan), true).await;
    let bea_id = c.user_id(&bea).await;

    let refused = c.open_conversation(&ada, &bea_id).await;
    assert_eq!(refused.status(), 403);
    assert_eq!(json(refused).await["error"], "You can message students once you are connected");
    let count = c.app.count("SELECT count(*) AS count FROM conversations").await;
    assert_eq!(count, 0, "nothing is written");
    let nobody = c.open_conversation(&ada, "00000000-0000-7000-8000-000000000000").await;
    assert_eq!(nobody.status(), 404);
}

#[tokio::test]
async fn a_message_reaches_the_other_live_counts_as_unread_and_reading_it_clears_every_tab() {
    let c = campus().await;
    let ((ada, ada_id), (bea, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;
    assert_eq!(c.read(&ada, "/api/v1/conversations").await["data"], json!([]), "an empty one is not listed");
    let mut bea_tab = Tab::new(&c.app, &bea, None).await;
    let hello = bea_tab.expect("hello").await;
    assert_eq!(hello.2["unreadConversations"], 0);
    let mut ada_tab = Tab::new(&c.app, &ada, None).await;
    ada_tab.expect("hello").await;

    let sent = c.send(&ada, &conversation, "  Hi Bea!\nWant to room together?  ").await;
    assert_eq!(sent.status(), 201);
    let sent = json(sent).await["data"].clone();
    assert_eq!((&sent["body"], &sent["mine"]), (&json!("Hi Bea!\nWant to room together?"), &json!(true)));

    let (_, _, arrived) = bea_tab.expect("message").await;
    assert_eq!(arrived["message"]["id"], sent["id"]);
    assert_eq!((&arrived["message"]["mine"], &arrived["unreadConversations"]), (&json!(false), &json!(1)));
    let (_, _, echoed) = ada_tab.expect("message").await;
    assert_eq!((&echoed["message"]["mine"], &echoed["unreadConversations"]), (&json!(true), &json!(0)));
    // The first unread message notifies (once per conversation while it stays unread).
    bea_tab.expect("notification").await;

    c.send(&ada, &conversation, "It's Ada, by the way").await;
    let list = c.read(&bea, "/api/v1/conversations").await;
    assert_eq!(list["data"][0]["peer"]["studentId"], ada_id.as_str());
    assert_eq!(list["data"][0]["peer"]["name"], "ada Lovelace", "connected: the full name");
    assert_eq!(list["data"][0]["unread"], 2);
    assert_eq!(list["data"][0]["lastMessage"]["body"], "It's Ada, by the way");
    assert_eq!(c.unread_conversations(&bea).await, 1);
    let titles = c.notification_titles(&bea).await;
    assert_eq!(titles.iter().filter(|t| *t == "ada sent you a message").count(), 1, "{titles:?}");

    let thread = c.thread(&bea, &conversation).await;
    assert_eq!(thread.len(), 2);
    assert_eq!(thread[0]["body"], "It's Ada, by the way", "newest first");

    let bells = c.read(&bea, "/api/v1/notifications/unread-count").await["data"]["unread"].as_i64().unwrap();
    let read = c.post(&bea, &format!("/api/v1/conversations/{conversation}/read"), json!({})).await;
    assert_eq!(json(read).await["data"]["unreadConversations"], 0);
    bea_tab.expect("message").await;
    let (_, _, notification_read) = bea_tab.expect("read").await;
    assert_eq!(notification_read["unread"], bells - 1, "the message's notification is read with it");
    let (_, _, read_event) = bea_tab.expect("conversationRead").await;
    assert_eq!(read_event["conversationId"], conversation.as_str());
    assert_eq!(c.unread_conversations(&bea).await, 0);
}

#[tokio::test]
async fn a_sender_deletes_their_own_message_for_both_and_cannot_delete_the_others() {
    let c = campus().await;
    let ((ada, _), (bea, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;
    let mine =
        json(c.send(&ada, &conversation, "Oops, wrong chat").await).await["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(c.unread_conversations(&bea).await, 1);

    let by_bea = c
        .app
        .client
        .delete(c.app.url(&format!("/api/v1/conversations/{conversation}/messages/{mine}")))
        .bearer_auth(&bea);
    assert_eq!(by_bea.send().await.unwrap().status(), 404, "only its sender deletes a message");
    let by_ada = c
        .app
        .client
        .delete(c.app.url(&format!("/api/v1/conversations/{conversation}/messages/{mine}")))
        .bearer_auth(&ada);
    assert_eq!(by_ada.send().await.unwrap().status(), 204);

    let seen = c.thread(&bea, &conversation).await;
    assert_eq!((&seen[0]["deleted"], &seen[0]["body"]), (&json!(true), &Value::Null));
    assert_eq!(c.unread_conversations(&bea).await, 0, "a deleted unread message is no longer unread");
    assert!(!c.read(&ada, "/api/v1/auth/export-data").await.to_string().contains("Oops"), "nor in the export");

    // Its words stay for moderators: a report of it still holds them, for 30 days.
    let report = json!({"kind": "message", "targetId": mine, "category": "harassment"});
    assert_eq!(c.post(&bea, "/api/v1/reports", report.clone()).await.status(), 201);
    let moderator = c.app.signed_in("mod", "moderator").await;
    let queue = c.read(&moderator, "/api/v1/moderation/reports").await;
    assert_eq!(queue["data"][0]["snapshot"]["text"], "Oops, wrong chat");
    c.app.sql("UPDATE messages SET deleted_at = deleted_at - interval '31 days'").await;
    // An instance's hourly chores run as it starts.
    let _second = c.app.another_instance().await;
    for _ in 0..50 {
        if c.app.count("SELECT count(*) AS count FROM messages WHERE body <> ''").await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(c.app.count("SELECT count(*) AS count FROM messages WHERE body <> ''").await, 0, "then forgotten");
    assert_eq!(
        c.read(&moderator, "/api/v1/moderation/reports").await["data"][0]["snapshot"]["text"],
        "Oops, wrong chat"
    );
}

#[tokio::test]
async fn early_money_talk_cautions_its_recipient_only() {
    let c = campus().await;
    let ((ada, _), (bea, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;
    let sent = json(c.send(&ada, &conversation, "Venmo me the deposit and text 734-555-0142").await).await;
    assert_eq!(sent["data"]["caution"], false, "the sender is not cautioned");
    let seen = c.thread(&bea, &conversation).await;
    assert_eq!(seen[0]["caution"], true);
    let link = c.send(&ada, &conversation, "See https://example.com/flat").await;
    assert_eq!(json(link).await["data"]["body"], "See https://example.com/flat", "text only, kept as written");
}

#[tokio::test]
async fn messages_keep_to_their_rules_and_the_rate_limit() {
    let c = campus().await;
    let ((ada, _), (_, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;

    for (body, message) in [
        ("   ", "Write a message first"),
        (&"a".repeat(2001)[..], "A message can be at most 2,000 characters"),
        ("a\u{7}b", "A message cannot contain control characters"),
    ] {
        let refused = c.send(&ada, &conversation, body).await;
        assert_eq!(refused.status(), 400);
        assert_eq!(json(refused).await["fields"]["body"], message);
    }
    assert_eq!(c.app.count("SELECT count(*) AS count FROM messages").await, 0);

    for n in 0..20 {
        assert_eq!(c.send(&ada, &conversation, &format!("message {n}")).await.status(), 201);
    }
    let limited = c.send(&ada, &conversation, "one more").await;
    assert_eq!(limited.status(), 429);
    assert_eq!(json(limited).await["error"], "You are sending messages too fast. Wait a minute, then send again.");
    c.app.sql("UPDATE messages SET created_at = created_at - interval '2 minutes'").await;
    assert_eq!(c.send(&ada, &conversation, "after a pause").await.status(), 201);
}

#[tokio::test]
async fn a_block_closes_the_conversation_to_writing_both_ways_and_leaves_it_readable_and_reportable() {
    let c = campus().await;
    let ((ada, ada_id), (bea, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;
    c.send(&ada, &conversation, "Hello").await;
    let mut bea_tab = Tab::new(&c.app, &bea, None).await;
    assert_eq!(bea_tab.expect("hello").await.2["unreadConversations"], 1);
    let mut ada_tab = Tab::new(&c.app, &ada, None).await;
    ada_tab.expect("hello").await;

    assert_eq!(c.put(&bea, &format!("/api/v1/blocks/{ada_id}")).await.status(), 204);
    // The blocker's notifications naming the other go (the bell's count with them), and every
    // tab of both drops the conversation and its count at once.
    let (_, _, read) = bea_tab.expect("read").await;
    assert_eq!(read["ids"].as_array().unwrap().len(), 2, "the connection's and the message's: {read}");
    assert_eq!(bea_tab.expect("conversationsChanged").await.2["unreadConversations"], 0);
    let titles = c.notification_titles(&bea).await;
    assert!(titles.iter().all(|title| !title.contains("ada")), "{titles:?}");
    assert!(c.notification_titles(&ada).await.iter().any(|title| title.contains("bea")), "the other's stay");
    assert_eq!(ada_tab.expect("conversationsChanged").await.2["unreadConversations"], 0);
    let refused = c.send(&ada, &conversation, "Are you there?").await;
    assert_eq!(refused.status(), 404, "the blocked student cannot message the blocker");
    assert_eq!(c.open_conversation(&ada, &bea_id).await.status(), 404);
    assert_eq!(c.app.get_as(&format!("/api/v1/roommates/{bea_id}"), &ada).await.status(), 404);
    // The conversation stays readable to both, closed: nobody writes, and the blocked student
    // can still report the blocker's messages and the blocker.
    let closed = |list: &Value| (list["data"][0]["closed"].clone(), list["data"][0]["canSend"].clone());
    let adas = c.read(&ada, "/api/v1/conversations").await;
    assert_eq!((closed(&adas), &adas["data"][0]["youBlocked"]), ((json!(true), json!(false)), &json!(false)));
    assert_eq!(adas["data"][0]["peer"]["photo"], Value::Null, "no profile of the other, not even its photo");
    let beas = c.read(&bea, "/api/v1/conversations").await;
    assert_eq!((closed(&beas), &beas["data"][0]["youBlocked"]), ((json!(true), json!(false)), &json!(true)));
    assert_eq!(c.unread_conversations(&bea).await, 0);
    let from_bea = json(c.send(&bea, &conversation, "Send the deposit first").await).await;
    assert_eq!(from_bea["error"], "Conversation not found", "the blocker cannot write either: {from_bea}");
    assert_eq!(c.thread(&ada, &conversation).await.len(), 1, "ada reads the thread");
    let message = c.thread(&bea, &conversation).await[0]["id"].as_str().unwrap().to_owned();
    let report = |kind: &str, target: &str| json!({"kind": kind, "targetId": target, "category": "harassment"});
    assert_eq!(c.post(&bea, "/api/v1/reports", report("message", &message)).await.status(), 201, "bea reports ada's");
    assert_eq!(c.post(&ada, "/api/v1/reports", report("profile", &bea_id)).await.status(), 201, "ada reports bea");

    // Blocked both ways, the conversation opens again only once neither block is left.
    assert_eq!(c.put(&ada, &format!("/api/v1/blocks/{bea_id}")).await.status(), 204);
    let unblock = |token: &str, id: &str| {
        c.app.client.delete(c.app.url(&format!("/api/v1/blocks/{id}"))).bearer_auth(token.to_owned()).send()
    };
    assert_eq!(unblock(&bea, &ada_id).await.unwrap().status(), 204);
    let beas = c.read(&bea, "/api/v1/conversations").await;
    assert_eq!(beas["data"][0]["closed"], true, "ada's block stands");
    assert_eq!(unblock(&ada, &bea_id).await.unwrap().status(), 204);
    assert_eq!(bea_tab.expect("conversationsChanged").await.2["unreadConversations"], 1, "live, with its count");
    assert_eq!(c.read(&bea, "/api/v1/conversations").await["data"][0]["closed"], false);
    assert_eq!(c.unread_conversations(&bea).await, 1);
    assert_eq!(c.send(&ada, &conversation, "Sorry!").await.status(), 403, "unblocked, not connected again");
}

#[tokio::test]
async fn a_block_and_a_deleted_account_reach_people_whose_event_log_has_not_started() {
    let c = campus().await;
    let ((ada, ada_id), (bea, bea_id)) = connected_pair(&c).await;
    let cal = c.student("cal", night_owl(&c.michigan), true).await;
    let cal_id = c.user_id(&cal).await;
    c.connect((&ada, &ada_id), (&cal, &cal_id)).await;
    c.conversation_with(&ada, &bea_id).await;
    c.conversation_with(&ada, &cal_id).await;
    // Nobody has had an event yet (no stream opened, no in-app notification).
    c.app.sql("DELETE FROM events; DELETE FROM event_logs").await;

    assert_eq!(c.put(&bea, &format!("/api/v1/blocks/{ada_id}")).await.status(), 204);
    assert_eq!(c.app.delete_account(&ada).await.status(), 200);
    let told =
        |id: &str| format!("SELECT count(*) FROM events WHERE kind = 'conversationsChanged' AND user_id = '{id}'");
    assert_eq!(c.app.count(&told(&bea_id)).await, 2, "of the block, then of the deletion");
    assert_eq!(c.app.count(&told(&cal_id)).await, 1, "of the deletion");
}

#[tokio::test]
async fn a_deleted_account_takes_its_messages_and_reads_as_deleted_user_and_the_export_lists_messages() {
    let c = campus().await;
    let ((ada, _), (bea, bea_id)) = connected_pair(&c).await;
    let conversation = c.conversation_with(&ada, &bea_id).await;
    c.send(&ada, &conversation, "Hi Bea").await;
    c.send(&bea, &conversation, "Hi Ada").await;
    let mut ada_tab = Tab::new(&c.app, &ada, None).await;
    assert_eq!(ada_tab.expect("hello").await.2["unreadConversations"], 1);
    let export = c.read(&bea, "/api/v1/auth/export-data").await;
    assert_eq!(export["data"]["messages"][0]["text"], "Hi Ada", "the export lists the messages sent");
    assert_eq!(export["data"]["messages"].as_array().unwrap().len(), 1, "and only those");

    let deleted = c.app.delete_account(&bea).await;
    assert_eq!(deleted.status(), 200);
    let (_, _, changed) = ada_tab.expect("conversationsChanged").await;
    assert_eq!(changed["unreadConversations"], 0, "their unread message went with them, live");

    let list = c.read(&ada, "/api/v1/conversations").await;
    assert_eq!(list["data"][0]["peer"], json!({"studentId": null, "name": "Deleted user", "photo": null}));
    assert_eq!(list["data"][0]["canSend"], false);
    assert_eq!(list["data"][0]["unread"], 0, "their messages went with them");
    let thread = c.thread(&ada, &conversation).await;
    assert_eq!(thread.len(), 1);
    assert_eq!(thread[0]["body"], "Hi Bea");
    assert_eq!(c.send(&ada, &conversation, "Bea?").await.status(), 403);
}

#[tokio::test]
async fn the_list_pages_by_latest_activity_whichever_side_a_student_is_on() {
    let c = campus().await;
    let ((ada, ada_id), (bea, _)) = connected_pair(&c).await;
    let cal = c.student("cal", night_owl(&c.michigan), true).await;
    let cal_id = c.user_id(&cal).await;
    c.connect((&ada, &ada_id), (&cal, &cal_id)).await;
    let with_bea = c.conversation_with(&bea, &ada_id).await;
    let with_cal = c.conversation_with(&ada, &cal_id).await;
    c.send(&bea, &with_bea, "First").await;
    c.send(&cal, &with_cal, "Second").await;
    c.send(&ada, &with_bea, "Third").await;

    let first = c.read(&ada, "/api/v1/conversations?limit=1").await;
    assert_eq!(first["data"][0]["id"], with_bea.as_str(), "the latest activity first");
    let cursor = first["nextCursor"].as_str().unwrap().to_owned();
    let second = c.read(&ada, &format!("/api/v1/conversations?limit=1&before={cursor}")).await;
    assert_eq!(second["data"][0]["id"], with_cal.as_str());
    assert_eq!(second["nextCursor"], Value::Null);
    let refused = c.app.get_as("/api/v1/conversations?before=yesterday", &ada).await;
    assert_eq!(refused.status(), 400);
}
