//! Reports (issue 26): a student reports a profile, a message or a featured post, with a
//! category and words of their own. Moderators act on it; the reporter learns the outcome.

use crate::statuses::UnknownStatus;

/// Reports one student may send in a day.
pub const REPORTS_PER_DAY: i64 = 10;
/// Reports from this many different people (mailboxes) hide the item until a moderator reviews
/// it; only reports from its university's verified members (a post), students who can see it (a
/// profile) or its recipient (a message) count.
pub const HIDE_AFTER_REPORTERS: i64 = 3;
/// After a moderator dismissed someone's report of an item, their reports of it reach the queue
/// for this many days without counting toward hiding it.
pub const DISMISSED_COOLDOWN_DAYS: i64 = 30;
/// The longest details of a report, and of a moderator's note, in characters.
pub const DETAILS_MAX: usize = 1000;
pub const NOTE_MAX: usize = 500;

macro_rules! closed_set {
    ($name:ident, $what:literal, { $($variant:ident => $text:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            pub fn parse(value: &str) -> Result<Self, UnknownStatus> {
                Self::ALL.iter().copied().find(|v| v.as_str() == value).ok_or_else(|| UnknownStatus::new($what, value))
            }
        }
    };
}

closed_set!(ReportKind, "report kind", { Profile => "profile", Message => "message", Post => "post" });

closed_set!(ReportCategory, "report category", {
    Harassment => "harassment",
    Scam => "scam",
    Spam => "spam",
    Inappropriate => "inappropriate",
    FakeProfile => "fake_profile",
    Other => "other",
});

closed_set!(ReportStatus, "report status", {
    Open => "open",
    Dismissed => "dismissed",
    Removed => "removed",
    Warned => "warned",
    Suspended => "suspended",
});

/// What a moderator does with a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportAction {
    /// No breach of the guidelines.
    Dismiss,
    /// The content goes: a profile is taken down, a message deleted, a post taken off the page.
    Remove,
    /// Its author is warned (a notification with the moderator's words).
    Warn,
    /// Its author's account is suspended (admins only), which ends their sessions.
    Suspend,
}

impl ReportAction {
    pub fn status(self) -> ReportStatus {
        match self {
            Self::Dismiss => ReportStatus::Dismissed,
            Self::Remove => ReportStatus::Removed,
            Self::Warn => ReportStatus::Warned,
            Self::Suspend => ReportStatus::Suspended,
        }
    }

    /// Whether the reporter is told action was taken.
    pub fn takes_action(self) -> bool {
        self != Self::Dismiss
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ReportTextError {
    #[error("Keep the details to 1,000 characters or fewer")]
    DetailsTooLong,
    #[error("Keep the note to 500 characters or fewer")]
    NoteTooLong,
    #[error("Text cannot contain control characters")]
    ControlCharacters,
}

/// Free text of a report or a moderator's note: trimmed, at most `max` characters, no control
/// characters but line breaks and tabs.
fn text(raw: &str, max: usize, too_long: ReportTextError) -> Result<String, ReportTextError> {
    let text = raw.trim();
    if text.chars().count() > max {
        return Err(too_long);
    }
    if text.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return Err(ReportTextError::ControlCharacters);
    }
    Ok(text.to_owned())
}

/// The reporter's own words (possibly none).
pub fn report_details(raw: &str) -> Result<String, ReportTextError> {
    text(raw, DETAILS_MAX, ReportTextError::DetailsTooLong)
}

/// A moderator's note (the warning's words, for a warning).
pub fn moderator_note(raw: &str) -> Result<String, ReportTextError> {
    text(raw, NOTE_MAX, ReportTextError::NoteTooLong)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_sets_read_back_from_their_names() {
        for kind in ReportKind::ALL {
            assert_eq!(ReportKind::parse(kind.as_str()), Ok(*kind));
        }
        for category in ReportCategory::ALL {
            assert_eq!(ReportCategory::parse(category.as_str()), Ok(*category));
        }
        assert!(ReportStatus::parse("closed").is_err());
    }

    #[test]
    fn texts_are_trimmed_and_held_to_their_limits() {
        assert_eq!(report_details("  asked me for a deposit \n").unwrap(), "asked me for a deposit");
        assert_eq!(report_details(&"é".repeat(1001)), Err(ReportTextError::DetailsTooLong));
        assert_eq!(moderator_note(&"a".repeat(501)), Err(ReportTextError::NoteTooLong));
        assert_eq!(report_details("a\u{1b}b"), Err(ReportTextError::ControlCharacters));
        assert!(ReportAction::Warn.takes_action() && !ReportAction::Dismiss.takes_action());
    }
}
