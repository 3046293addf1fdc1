//! Contact between students, gated as on the best roommate platforms: a private interest,
//! revealed only when it is mutual, or a request with a note, accepted or silently left to expire.

use chrono::{DateTime, Duration, Utc};
use uuid::Uuid;

/// A request waits this long for an answer.
pub const REQUEST_LIFETIME: Duration = Duration::days(14);
/// A declined or expired pair waits this long before either asks again.
pub const REQUEST_COOL_DOWN: Duration = Duration::days(30);
/// Requests a student may have waiting at once (a silently declined one counts until it expires).
pub const OUTSTANDING_MAX: i64 = 10;
/// The longest note a request carries, in characters.
pub const NOTE_MAX: usize = 500;

/// Two students, the smaller id first: how a connection is stored, whoever made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pair {
    pub first: Uuid,
    pub second: Uuid,
}

impl Pair {
    /// `None` for one person with themself.
    pub fn of(one: Uuid, other: Uuid) -> Option<Self> {
        match one.cmp(&other) {
            std::cmp::Ordering::Less => Some(Self { first: one, second: other }),
            std::cmp::Ordering::Greater => Some(Self { first: other, second: one }),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The one of the two who is not `me`.
    pub fn other(&self, me: Uuid) -> Uuid {
        if self.first == me { self.second } else { self.first }
    }
}

/// The words a request carries: trimmed, at most [`NOTE_MAX`] characters, possibly none.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RequestNote(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RequestNoteError {
    #[error("A note can be at most 500 characters")]
    TooLong,
    #[error("A note cannot contain control characters")]
    ControlCharacters,
}

impl RequestNote {
    pub fn parse(raw: &str) -> Result<Self, RequestNoteError> {
        let note = raw.trim();
        if note.chars().count() > NOTE_MAX {
            return Err(RequestNoteError::TooLong);
        }
        if note.chars().any(|c| c.is_control() && c != '\n') {
            return Err(RequestNoteError::ControlCharacters);
        }
        Ok(Self(note.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where a request stands, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RequestStatus {
    Pending,
    Accepted,
    /// Declined by its recipient: its sender is not told, and sees it pending until it expires.
    Declined,
    Withdrawn,
    Expired,
}

impl RequestStatus {
    pub const ALL: [Self; 5] = [Self::Pending, Self::Accepted, Self::Declined, Self::Withdrawn, Self::Expired];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Accepted => "accepted",
            Self::Declined => "declined",
            Self::Withdrawn => "withdrawn",
            Self::Expired => "expired",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.as_str() == raw)
    }

    /// Waiting for an answer, as far as its sender knows: it counts against their outstanding
    /// requests and holds the pair until it expires.
    pub fn is_open(self) -> bool {
        matches!(self, Self::Pending | Self::Declined)
    }

    /// What the sender is shown at `now`: a decline is silent, so it reads as pending until it
    /// would have expired, and as expired after.
    pub fn seen_by_sender(self, expires_at: DateTime<Utc>, now: DateTime<Utc>) -> Self {
        match self {
            Self::Pending | Self::Declined if now >= expires_at => Self::Expired,
            Self::Declined => Self::Pending,
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_the_same_whoever_makes_it() {
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert_eq!(Pair::of(a, b), Pair::of(b, a));
        assert_eq!(Pair::of(b, a).unwrap().first, a);
        assert_eq!(Pair::of(a, b).unwrap().other(b), a);
        assert_eq!(Pair::of(a, a), None);
    }

    #[test]
    fn a_note_is_trimmed_and_held_to_its_length() {
        assert_eq!(RequestNote::parse("  hi there \n").unwrap().as_str(), "hi there");
        assert_eq!(RequestNote::parse("").unwrap().as_str(), "");
        assert!(RequestNote::parse(&"é".repeat(NOTE_MAX)).is_ok());
        assert_eq!(RequestNote::parse(&"é".repeat(NOTE_MAX + 1)), Err(RequestNoteError::TooLong));
        assert_eq!(RequestNote::parse("a\u{0}b"), Err(RequestNoteError::ControlCharacters));
        assert!(RequestNote::parse("line one\nline two").is_ok());
    }

    #[test]
    fn a_decline_reads_as_pending_to_its_sender_until_it_expires() {
        let now = Utc::now();
        let later = now + Duration::days(1);
        assert_eq!(RequestStatus::Declined.seen_by_sender(later, now), RequestStatus::Pending);
        assert_eq!(RequestStatus::Declined.seen_by_sender(now, now), RequestStatus::Expired);
        assert_eq!(RequestStatus::Pending.seen_by_sender(now, now), RequestStatus::Expired);
        assert_eq!(RequestStatus::Accepted.seen_by_sender(now, later), RequestStatus::Accepted);
        for status in RequestStatus::ALL {
            assert_eq!(RequestStatus::parse(status.as_str()), Some(status));
        }
    }
}
