//! The hub over an in-memory log: replay, wake-ups, catching up after a break, closing.

use std::sync::Mutex;

use async_trait::async_trait;
use chrono::{DateTime, TimeZone, Utc};
use futures_util::StreamExt;

use quad_application::live::ports::{LiveEvent, LogHead};

use super::*;

struct FixedClock;

impl Clock for FixedClock {
    fn now(&self) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 27, 9, 0, 0).unwrap()
    }
}

#[derive(Default)]
struct MemoryLog {
    events: Mutex<Vec<(Uuid, i64)>>,
    streams: Mutex<Vec<StreamSlot>>,
    ended: Mutex<Vec<Uuid>>,
}

impl MemoryLog {
    fn append(&self, user_id: Uuid) -> i64 {
        let mut events = self.events.lock().unwrap();
        let seq = events.iter().filter(|(u, _)| *u == user_id).count() as i64 + 1;
        events.push((user_id, seq));
        seq
    }
}

fn read(ids: Option<Vec<Uuid>>) -> LiveEvent {
    LiveEvent::Read { ids, unread: 0 }
}

#[async_trait]
impl EventLog for MemoryLog {
    async fn head(&self, user_id: Uuid) -> anyhow::Result<LogHead> {
        let last_seq = self.events.lock().unwrap().iter().filter(|(u, _)| *u == user_id).count() as i64;
        Ok(LogHead { epoch: "abcd1234".into(), last_seq })
    }
    async fn since(&self, user_id: Uuid, after: i64, limit: i64) -> anyhow::Result<Vec<LoggedEvent>> {
        Ok(self
            .events
            .lock()
            .unwrap()
            .iter()
            .filter(|(u, seq)| *u == user_id && *seq > after)
            .take(limit as usize)
            .map(|(_, seq)| LoggedEvent { seq: *seq, event: read(None) })
            .collect())
    }
    async fn last_seqs(&self, users: Vec<Uuid>) -> anyhow::Result<Vec<(Uuid, i64)>> {
        let events = self.events.lock().unwrap();
        Ok(users.into_iter().map(|u| (u, events.iter().filter(|(e, _)| *e == u).count() as i64)).collect())
    }
    async fn open_stream(&self, slot: StreamSlot, max: i64, _: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut streams = self.streams.lock().unwrap();
        if streams.iter().filter(|s| s.user_id == slot.user_id).count() as i64 >= max {
            return Ok(false);
        }
        streams.push(slot);
        Ok(true)
    }
    async fn close_stream(&self, id: Uuid) -> anyhow::Result<()> {
        self.streams.lock().unwrap().retain(|s| s.id != id);
        Ok(())
    }
    async fn forget_instance(&self, _: Uuid) -> anyhow::Result<()> {
        self.streams.lock().unwrap().clear();
        Ok(())
    }
    async fn keep_streams(&self, _: Uuid, _: DateTime<Utc>) -> anyhow::Result<()> {
        Ok(())
    }
    async fn live_sessions(&self, sessions: Vec<Uuid>, _: DateTime<Utc>) -> anyhow::Result<Vec<Uuid>> {
        let ended = self.ended.lock().unwrap();
        Ok(sessions.into_iter().filter(|s| !ended.contains(s)).collect())
    }
}

fn hub() -> (LiveHub, Arc<MemoryLog>) {
    let log = Arc::new(MemoryLog::default());
    (LiveHub::new(log.clone(), Arc::new(FixedClock)), log)
}

async fn next_id(stream: &mut futures_util::stream::BoxStream<'static, StreamItem>) -> String {
    let item = tokio::time::timeout(std::time::Duration::from_secs(5), stream.next()).await.unwrap().unwrap();
    match item {
        StreamItem::Event { id, .. } => id,
        StreamItem::Heartbeat => panic!("a heartbeat before the event"),
    }
}

const ADA: Uuid = Uuid::from_u128(1);
const SESSION: Uuid = Uuid::from_u128(2);

#[tokio::test]
async fn a_tab_that_names_its_last_event_is_replayed_the_rest_in_order() {
    let (hub, log) = hub();
    for _ in 0..3 {
        log.append(ADA);
    }

    let mut opened = hub.open(ADA, SESSION, Some("abcd1234-1")).await.unwrap();

    assert!(!opened.fresh);
    assert_eq!(next_id(&mut opened.stream).await, "abcd1234-2");
    assert_eq!(next_id(&mut opened.stream).await, "abcd1234-3");
}

#[tokio::test]
async fn a_foreign_or_unknown_id_starts_afresh_at_the_head() {
    let (hub, log) = hub();
    log.append(ADA);

    for id in ["ffff0000-0", "abcd1234-99", "nonsense", "abcd1234--4"] {
        let opened = hub.open(ADA, Uuid::new_v4(), Some(id)).await.unwrap();
        assert!(opened.fresh, "{id}");
        assert_eq!(opened.head_id, "abcd1234-1");
    }
}

#[tokio::test]
async fn an_announced_event_wakes_the_stream_and_one_missed_is_caught_up_after_a_break() {
    let (hub, log) = hub();
    let mut opened = hub.open(ADA, SESSION, None).await.unwrap();

    let seq = log.append(ADA);
    hub.announce(ADA, seq);
    assert_eq!(next_id(&mut opened.stream).await, "abcd1234-1");

    // Appended while the fan-out was down: nobody announced it.
    log.append(ADA);
    hub.catch_up().await.unwrap();
    assert_eq!(next_id(&mut opened.stream).await, "abcd1234-2");
}

#[tokio::test]
async fn a_sixth_stream_is_refused_and_a_closed_one_frees_its_place() {
    let (hub, _) = hub();
    let mut open = Vec::new();
    for _ in 0..5 {
        open.push(hub.open(ADA, SESSION, None).await.unwrap());
    }

    assert!(matches!(hub.open(ADA, SESSION, None).await, Err(OpenStreamError::TooMany)));
    assert_eq!(hub.open_streams(), 5);

    drop(open.pop());
    tokio::task::yield_now().await;
    assert!(hub.open(ADA, SESSION, None).await.is_ok());
}

#[tokio::test]
async fn a_stream_ends_when_its_session_ends_whether_announced_or_found_later() {
    let (hub, log) = hub();
    let mut announced = hub.open(ADA, SESSION, None).await.unwrap();
    let other = Uuid::from_u128(3);
    let mut found = hub.open(ADA, other, None).await.unwrap();

    hub.close_where(|_, stream| stream.session_id == SESSION);
    assert!(announced.stream.next().await.is_none());

    log.ended.lock().unwrap().push(other);
    hub.keep_alive().await.unwrap();
    assert!(found.stream.next().await.is_none());
    assert_eq!(hub.open_streams(), 0);
}
