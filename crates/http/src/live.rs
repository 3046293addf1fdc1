//! `LiveHub`: one instance's registry of its open live streams (issue 24). A stream reads its
//! person's event log (`quad_application::live::ports::EventLog`) from the last number it sent;
//! the fan-out only wakes it, and after a break the hub wakes every stream whose log moved. The
//! rules (replay window, five streams, heartbeat) are the application's `live` module.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex, PoisonError},
};

use futures_util::StreamExt;
use quad_application::{
    Clock,
    live::{
        HEARTBEAT, MAX_STREAMS, OpenStreamError, Opened, STALE, StreamItem, event_id,
        ports::{EventFanout, EventLog, LoggedEvent, Signal, StreamSlot},
        seq_in,
    },
};
use tokio::sync::watch;
use uuid::Uuid;

/// Events read from the log at a time.
const BATCH: i64 = 100;

struct Registered {
    session_id: Uuid,
    close: watch::Sender<bool>,
}

struct PersonStreams {
    /// The last number announced in the person's log.
    latest: watch::Sender<i64>,
    streams: HashMap<Uuid, Registered>,
}

struct Inner {
    log: Arc<dyn EventLog>,
    clock: Arc<dyn Clock>,
    instance_id: Uuid,
    people: Mutex<HashMap<Uuid, PersonStreams>>,
}

#[derive(Clone)]
pub struct LiveHub {
    inner: Arc<Inner>,
}

impl LiveHub {
    pub fn new(log: Arc<dyn EventLog>, clock: Arc<dyn Clock>) -> Self {
        Self { inner: Arc::new(Inner { log, clock, instance_id: Uuid::new_v4(), people: Mutex::new(HashMap::new()) }) }
    }

    /// This instance's id (its streams' rows and its listener's name carry it).
    pub fn instance_id(&self) -> Uuid {
        self.inner.instance_id
    }

    /// The streams open on this instance.
    pub fn open_streams(&self) -> usize {
        self.people().values().map(|person| person.streams.len()).sum()
    }

    fn people(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, PersonStreams>> {
        self.inner.people.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Opens a stream for the session's person, replaying from `last_event_id` when it is one of
    /// theirs still in the log. Refused when they hold `MAX_STREAMS` already.
    pub async fn open(
        &self,
        user_id: Uuid,
        session_id: Uuid,
        last_event_id: Option<&str>,
    ) -> Result<Opened, OpenStreamError> {
        let stream_id = Uuid::new_v4();
        // Registered before the head is read: whatever commits after the read wakes this stream.
        let (latest, closed) = self.register(user_id, stream_id, session_id);
        let guard = Deregister { hub: self.clone(), user_id, stream_id };
        let log = &self.inner.log;
        let head = log.head(user_id).await?;
        let now = self.inner.clock.now();
        let slot = StreamSlot { id: stream_id, user_id, session_id, instance_id: self.inner.instance_id, now };
        // A session that ended after the request was authenticated, before this stream was
        // registered, was announced to nobody.
        if log.live_sessions(vec![session_id], now).await?.is_empty() {
            return Err(OpenStreamError::SessionEnded);
        }
        if !log.open_stream(slot, MAX_STREAMS, now - STALE).await? {
            return Err(OpenStreamError::TooMany);
        }
        let named = last_event_id.and_then(|id| seq_in(id, &head.epoch)).filter(|seq| *seq <= head.last_seq);
        let start = match named {
            Some(seq) if seq == head.last_seq => Some(seq),
            Some(seq) => {
                // Replayable only if the next event is still kept.
                let next = log.since(user_id, seq, 1).await?;
                next.first().is_some_and(|event| event.seq == seq + 1).then_some(seq)
            }
            None => None,
        };
        let cursor = Cursor {
            log: log.clone(),
            user_id,
            epoch: head.epoch.clone(),
            last: start.unwrap_or(head.last_seq),
            target: head.last_seq,
            latest,
            closed,
            pending: VecDeque::new(),
            heartbeat: tokio::time::interval_at(tokio::time::Instant::now() + HEARTBEAT, HEARTBEAT),
            _guard: guard,
        };
        Ok(Opened {
            fresh: start.is_none(),
            head_id: event_id(&head.epoch, start.unwrap_or(head.last_seq)),
            stream: futures_util::stream::unfold(cursor, Cursor::next).boxed(),
        })
    }

    fn register(
        &self,
        user_id: Uuid,
        stream_id: Uuid,
        session_id: Uuid,
    ) -> (watch::Receiver<i64>, watch::Receiver<bool>) {
        let (close, closed) = watch::channel(false);
        let mut people = self.people();
        let person = people
            .entry(user_id)
            .or_insert_with(|| PersonStreams { latest: watch::channel(0).0, streams: HashMap::new() });
        person.streams.insert(stream_id, Registered { session_id, close });
        (person.latest.subscribe(), closed)
    }

    fn deregister(&self, user_id: Uuid, stream_id: Uuid) {
        let mut people = self.people();
        if let Some(person) = people.get_mut(&user_id) {
            person.streams.remove(&stream_id);
            if person.streams.is_empty() {
                people.remove(&user_id);
            }
        }
    }

    fn announce(&self, user_id: Uuid, seq: i64) {
        if let Some(person) = self.people().get(&user_id) {
            person.latest.send_if_modified(|latest| {
                let newer = seq > *latest;
                if newer {
                    *latest = seq;
                }
                newer
            });
        }
    }

    fn close_where(&self, ends: impl Fn(Uuid, &Registered) -> bool) {
        for (user_id, person) in self.people().iter() {
            for stream in person.streams.values().filter(|stream| ends(*user_id, stream)) {
                stream.close.send_replace(true);
            }
        }
    }

    /// Follows the fan-out for as long as the instance runs.
    pub async fn run(self, fanout: Arc<dyn EventFanout>) {
        let mut signals = fanout.signals();
        while let Some(signal) = signals.next().await {
            match signal {
                Signal::Appended { user_id, seq } => self.announce(user_id, seq),
                Signal::SessionEnded(session_id) => self.close_where(|_, stream| stream.session_id == session_id),
                Signal::AccountClosed(closed) => self.close_where(|user_id, _| user_id == closed),
                Signal::Resumed => {
                    if let Err(error) = self.catch_up().await {
                        tracing::error!(error = format!("{error:#}"), "live streams could not catch up");
                    }
                }
            }
        }
    }

    /// After a break in the fan-out: wakes every stream whose log moved, and closes the streams
    /// whose session ended meanwhile.
    pub async fn catch_up(&self) -> anyhow::Result<()> {
        let users: Vec<Uuid> = self.people().keys().copied().collect();
        if users.is_empty() {
            return Ok(());
        }
        for (user_id, seq) in self.inner.log.last_seqs(users).await? {
            self.announce(user_id, seq);
        }
        self.close_ended_sessions().await
    }

    async fn close_ended_sessions(&self) -> anyhow::Result<()> {
        let mut sessions: Vec<Uuid> =
            self.people().values().flat_map(|person| person.streams.values().map(|s| s.session_id)).collect();
        sessions.sort_unstable();
        sessions.dedup();
        if sessions.is_empty() {
            return Ok(());
        }
        let live = self.inner.log.live_sessions(sessions, self.inner.clock.now()).await?;
        self.close_where(|_, stream| !live.contains(&stream.session_id));
        Ok(())
    }

    /// Once per heartbeat: notes this instance's streams as seen, wakes those whose log moved and
    /// closes those whose session ended without the fan-out saying so (a listener connection that
    /// hangs without failing says nothing at all; an expiry is never announced).
    pub async fn keep_alive(&self) -> anyhow::Result<()> {
        if self.open_streams() == 0 {
            return Ok(());
        }
        self.inner.log.keep_streams(self.inner.instance_id, self.inner.clock.now()).await?;
        self.catch_up().await
    }

    /// The instance is stopping: ends every stream (their tabs reconnect to another instance)
    /// and takes them out of their people's counts.
    pub async fn close_all(&self) {
        self.close_where(|_, _| true);
        if let Err(error) = self.inner.log.forget_instance(self.inner.instance_id).await {
            tracing::warn!(error = format!("{error:#}"), "this instance's streams count until they go stale");
        }
    }
}

/// Takes a stream off the hub and out of the person's count when it ends.
struct Deregister {
    hub: LiveHub,
    user_id: Uuid,
    stream_id: Uuid,
}

impl Drop for Deregister {
    fn drop(&mut self) {
        self.hub.deregister(self.user_id, self.stream_id);
        let (log, id) = (self.hub.inner.log.clone(), self.stream_id);
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                if let Err(error) = log.close_stream(id).await {
                    tracing::warn!(error = format!("{error:#}"), "a closed stream stays counted until it goes stale");
                }
            });
        }
    }
}

struct Cursor {
    log: Arc<dyn EventLog>,
    user_id: Uuid,
    epoch: String,
    /// The last number sent.
    last: i64,
    /// The last number known to exist.
    target: i64,
    latest: watch::Receiver<i64>,
    closed: watch::Receiver<bool>,
    pending: VecDeque<LoggedEvent>,
    heartbeat: tokio::time::Interval,
    _guard: Deregister,
}

impl Cursor {
    async fn next(mut self) -> Option<(StreamItem, Self)> {
        loop {
            if *self.closed.borrow() {
                return None;
            }
            if let Some(logged) = self.pending.pop_front() {
                self.last = logged.seq;
                let id = event_id(&self.epoch, logged.seq);
                return Some((StreamItem::Event { id, event: logged.event }, self));
            }
            self.target = self.target.max(*self.latest.borrow_and_update());
            if self.last < self.target {
                match self.log.since(self.user_id, self.last, BATCH).await {
                    // Gone from the log (a stream held past the replay window): nothing to send.
                    Ok(events) if events.is_empty() => self.last = self.target,
                    Ok(events) => self.pending.extend(events),
                    Err(error) => {
                        tracing::warn!(error = format!("{error:#}"), "a stream could not read its log; retrying");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    }
                }
                continue;
            }
            tokio::select! {
                closed = self.closed.changed() => if closed.is_err() { return None },
                announced = self.latest.changed() => if announced.is_err() { return None },
                _ = self.heartbeat.tick() => return Some((StreamItem::Heartbeat, self)),
            }
        }
    }
}

#[cfg(test)]
#[path = "live_tests.rs"]
mod tests;
