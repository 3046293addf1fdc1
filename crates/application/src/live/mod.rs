//! Live updates (issue 24): one Server-Sent Events stream per signed-in tab. Each person has one
//! event log (`EventLog`), numbered in commit order (appending locks the log's head until the
//! transaction commits), so a stream that has sent number n has sent everything before it: a
//! stream reads its events from the log, and the fan-out (`EventFanout`) only wakes it. A tab that
//! reconnects names the last event it got and is replayed the rest; after the fan-out resumes
//! from a break, every stream catches up from the log. The per-instance registry of open streams
//! (`LiveHub`) is quad-http's: it needs a runtime's channels and timers.

pub mod ports;

use chrono::Duration;
use futures_util::stream::BoxStream;

use self::ports::LiveEvent;

/// How long events are kept to replay to a tab that reconnects.
pub const REPLAY_WINDOW: Duration = Duration::days(3);
/// Streams one person may hold at once, over every instance.
pub const MAX_STREAMS: i64 = 5;
/// How often a stream says it is alive, and an instance notes its streams as seen.
pub const HEARTBEAT: std::time::Duration = std::time::Duration::from_secs(25);
/// A stream not seen for this long belongs to an instance that died.
pub const STALE: Duration = Duration::seconds(60);

/// What a stream sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamItem {
    Event { id: String, event: LiveEvent },
    Heartbeat,
}

/// An opened stream: whether it starts afresh (the tab's last event could not be replayed from,
/// or it named none), the id of the log's head for the first message, and the stream.
pub struct Opened {
    pub fresh: bool,
    pub head_id: String,
    pub stream: BoxStream<'static, StreamItem>,
}

#[derive(Debug, thiserror::Error)]
pub enum OpenStreamError {
    #[error("You have 5 live connections open already: this tab will check for updates every 30 seconds instead.")]
    TooMany,
    /// The session ended as the stream was being opened.
    #[error("Please log in to continue")]
    SessionEnded,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// An event's id on the wire: the log's epoch and the event's number.
pub fn event_id(epoch: &str, seq: i64) -> String {
    format!("{epoch}-{seq}")
}

/// The number a `Last-Event-ID` names in the person's log, if it is theirs.
pub fn seq_in(last_event_id: &str, epoch: &str) -> Option<i64> {
    let (their_epoch, seq) = last_event_id.trim().rsplit_once('-')?;
    (their_epoch == epoch).then(|| seq.parse::<i64>().ok()).flatten().filter(|seq| *seq >= 0)
}
