//! A block's locks against a message's: a conversation opened while a block waits for the
//! pair's accounts, then written in, must not deadlock the block with the message.

use std::time::Duration;

use chrono::Utc;
use diesel_async::SimpleAsyncConnection;
use quad_application::connections::ports::BlockRepository;
use quad_persistence::PgConnectionRepository;
use uuid::Uuid;

use crate::database::TestDatabase;

/// Waits until `count` of the database's sessions wait for a lock held by the session `pid`, or
/// (without one) for any lock.
async fn until_waiting(db: &TestDatabase, count: i64, pid: Option<i32>) {
    let blocked_by = pid.map_or(String::new(), |pid| format!(" AND {pid} = ANY(pg_blocking_pids(pid))"));
    let sql = format!(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'{blocked_by}"
    );
    for _ in 0..2000 {
        if db.count(&sql).await >= count {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{count} sessions did not come to wait for a lock ({sql})");
}

async fn backend_pid(connection: &mut diesel_async::AsyncPgConnection) -> i32 {
    use diesel_async::RunQueryDsl;
    diesel::select(diesel::dsl::sql::<diesel::sql_types::Integer>("pg_backend_pid()"))
        .get_result(connection)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_block_starts_again_when_a_conversation_is_opened_and_written_in_while_it_waits() {
    let db = TestDatabase::new().await;
    let (one, other) = (Uuid::new_v4(), Uuid::new_v4());
    // Ada's is the smaller id: the conversation's first person.
    let (ada, ben) = (one.min(other), one.max(other));
    db.execute(&format!(
        "INSERT INTO users (id, email, username, first_name, last_name) VALUES \
           ('{ada}', 'ada@umich.edu', 'ada', 'Ada', 'Lovelace'), ('{ben}', 'ben@umich.edu', 'ben', 'Ben', 'Okafor'); \
         INSERT INTO connections (user_a, user_b, created_at) VALUES ('{ada}', '{ben}', now()); \
         INSERT INTO event_logs (user_id) VALUES ('{ada}'), ('{ben}');"
    ))
    .await;
    let accounts = format!("SELECT id FROM users WHERE id IN ('{ada}', '{ben}') ORDER BY id FOR KEY SHARE");

    // Opening a conversation holds both accounts; another change holds Ada's event log.
    let mut opening = db.pool.get().await.unwrap();
    let opening_pid = backend_pid(&mut opening).await;
    opening.batch_execute(&format!("BEGIN; {accounts};")).await.unwrap();
    let mut logs = db.pool.get().await.unwrap();
    let logs_pid = backend_pid(&mut logs).await;
    logs.batch_execute(&format!("BEGIN; SELECT 1 FROM event_logs WHERE user_id = '{ada}' FOR UPDATE;")).await.unwrap();

    // Ben blocks Ada: no conversation yet, so the block waits for the accounts.
    let repository = PgConnectionRepository::new(db.pool.clone());
    let block = tokio::spawn(async move { repository.block(ben, ada, Utc::now()).await });
    until_waiting(&db, 1, Some(opening_pid)).await;

    // The conversation is opened: the block takes the accounts, finds it and starts again, and
    // then waits for the log, holding the conversation and the accounts.
    let conversation = Uuid::now_v7();
    opening
        .batch_execute(&format!(
            "INSERT INTO conversations (id, user_a, user_b, created_at) VALUES ('{conversation}', '{ada}', '{ben}', now()); COMMIT;"
        ))
        .await
        .unwrap();
    until_waiting(&db, 1, Some(logs_pid)).await;

    // A message in it (the order of `send` in src/messages/mod.rs: the conversation, then the
    // accounts) waits for the block. Had the block taken the accounts without the conversation,
    // the message would hold the conversation and wait for the accounts instead.
    let mut sending = db.pool.get().await.unwrap();
    let send = tokio::spawn(async move {
        sending
            .batch_execute(&format!(
                "BEGIN; SELECT 1 FROM conversations WHERE id = '{conversation}' FOR UPDATE; {accounts}; COMMIT;"
            ))
            .await
    });
    until_waiting(&db, 2, None).await;

    // The log is free: the block finishes, then the message; out of order, they would deadlock.
    logs.batch_execute("COMMIT;").await.unwrap();
    let sent = tokio::time::timeout(Duration::from_secs(10), send).await.expect("the message went through").unwrap();
    let blocked = tokio::time::timeout(Duration::from_secs(10), block).await.expect("the block went through").unwrap();
    sent.expect("the message was not refused for a deadlock");
    assert!(blocked.expect("the block was not refused for a deadlock"));
    assert_eq!(
        db.count(&format!("SELECT count(*) FROM conversations WHERE id = '{conversation}' AND blocked")).await,
        1
    );
    assert_eq!(db.count("SELECT count(*) FROM connections").await, 0);
}
