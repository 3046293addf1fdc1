//! The life cycles of spec section 4: user and profile statuses.

use std::{fmt, str::FromStr};

/// A name that is not one of a closed set's values.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} '{value}'")]
pub struct UnknownStatus {
    kind: &'static str,
    value: String,
}

impl UnknownStatus {
    pub(crate) fn new(kind: &'static str, value: &str) -> Self {
        Self { kind, value: value.chars().take(64).collect() }
    }
}

/// A move a life cycle does not allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a {from} {kind} cannot become {to}")]
pub struct StatusTransitionError {
    kind: &'static str,
    from: &'static str,
    to: &'static str,
}

macro_rules! closed_set {
    ($(#[$meta:meta])* $name:ident, $kind:literal, { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = UnknownStatus;

            fn from_str(raw: &str) -> Result<Self, Self::Err> {
                Self::ALL
                    .iter()
                    .copied()
                    .find(|value| value.as_str() == raw)
                    .ok_or_else(|| UnknownStatus::new($kind, raw))
            }
        }
    };
}

closed_set!(
    /// Whether an account may sign in. Any value can be set by an admin (spec 4).
    UserStatus, "user status", { Active => "active", Inactive => "inactive", Suspended => "suspended" }
);

closed_set!(
    /// A roommate profile's review state.
    ProfileStatus, "profile status", { Pending => "pending", Approved => "approved", Rejected => "rejected" }
);

closed_set!(
    /// A student's submission to be featured (issue 25).
    SubmissionStatus, "submission status", {
        Pending => "pending",
        ChangesRequested => "changes_requested",
        Approved => "approved",
        Rejected => "rejected",
        Withdrawn => "withdrawn",
    }
);

impl UserStatus {
    pub fn can_sign_in(self) -> bool {
        self == UserStatus::Active
    }
}

impl ProfileStatus {
    /// Only pending profiles can be approved or rejected (spec 4).
    pub fn decide(self, to: ProfileStatus) -> Result<ProfileStatus, StatusTransitionError> {
        match (self, to) {
            (ProfileStatus::Pending, ProfileStatus::Approved | ProfileStatus::Rejected) => Ok(to),
            _ => Err(StatusTransitionError { kind: "profile", from: self.as_str(), to: to.as_str() }),
        }
    }

    /// Where a profile stands once its published version is taken down: rejected, so the student
    /// edits and resubmits it, unless an edit already waits for review, which stays pending.
    pub fn after_take_down(self) -> ProfileStatus {
        match self {
            ProfileStatus::Pending => ProfileStatus::Pending,
            ProfileStatus::Approved | ProfileStatus::Rejected => ProfileStatus::Rejected,
        }
    }
}

impl SubmissionStatus {
    /// Reviewers decide pending submissions only: approve, reject, or ask for changes.
    pub fn decide(self, to: SubmissionStatus) -> Result<SubmissionStatus, StatusTransitionError> {
        match (self, to) {
            (
                SubmissionStatus::Pending,
                SubmissionStatus::Approved | SubmissionStatus::Rejected | SubmissionStatus::ChangesRequested,
            ) => Ok(to),
            _ => Err(StatusTransitionError { kind: "submission", from: self.as_str(), to: to.as_str() }),
        }
    }

    /// The student may change and send again one that waits for review or for their changes;
    /// it waits for review again.
    pub fn can_be_revised(self) -> bool {
        matches!(self, SubmissionStatus::Pending | SubmissionStatus::ChangesRequested)
    }

    /// Consent can be withdrawn at any time until it has been.
    pub fn can_be_withdrawn(self) -> bool {
        self != SubmissionStatus::Withdrawn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_round_trip_through_their_names() {
        for status in UserStatus::ALL {
            assert_eq!(status.as_str().parse::<UserStatus>().unwrap(), *status);
        }
        for status in ProfileStatus::ALL {
            assert_eq!(status.as_str().parse::<ProfileStatus>().unwrap(), *status);
        }
    }

    #[test]
    fn submission_statuses_round_trip_through_their_names() {
        for status in SubmissionStatus::ALL {
            assert_eq!(status.as_str().parse::<SubmissionStatus>().unwrap(), *status);
        }
    }

    #[test]
    fn a_pending_submission_can_be_approved_rejected_or_sent_back() {
        for to in [SubmissionStatus::Approved, SubmissionStatus::Rejected, SubmissionStatus::ChangesRequested] {
            assert_eq!(SubmissionStatus::Pending.decide(to), Ok(to));
        }
    }

    #[test]
    fn a_decided_or_withdrawn_submission_cannot_be_decided() {
        let error = SubmissionStatus::Withdrawn.decide(SubmissionStatus::Approved).unwrap_err();
        assert_eq!(error.to_string(), "a withdrawn submission cannot become approved");
        assert!(SubmissionStatus::Approved.decide(SubmissionStatus::Rejected).is_err());
        assert!(SubmissionStatus::ChangesRequested.decide(SubmissionStatus::Approved).is_err());
        assert!(SubmissionStatus::Pending.decide(SubmissionStatus::Withdrawn).is_err());
    }

    #[test]
    fn only_a_submission_under_review_or_sent_back_is_revised_and_any_not_withdrawn_can_be() {
        assert!(SubmissionStatus::Pending.can_be_revised());
        assert!(SubmissionStatus::ChangesRequested.can_be_revised());
        assert!(!SubmissionStatus::Approved.can_be_revised());
        assert!(SubmissionStatus::Approved.can_be_withdrawn());
        assert!(SubmissionStatus::Rejected.can_be_withdrawn());
        assert!(!SubmissionStatus::Withdrawn.can_be_withdrawn());
    }

    #[test]
    fn an_unknown_status_names_its_kind() {
        let error = "archived".parse::<ProfileStatus>().unwrap_err();
        assert_eq!(error.to_string(), "unknown profile status 'archived'");
    }

    #[test]
    fn only_active_users_sign_in() {
        assert!(UserStatus::Active.can_sign_in());
        assert!(!UserStatus::Inactive.can_sign_in());
        assert!(!UserStatus::Suspended.can_sign_in());
    }

    #[test]
    fn a_pending_profile_can_be_approved_or_rejected() {
        assert_eq!(ProfileStatus::Pending.decide(ProfileStatus::Approved), Ok(ProfileStatus::Approved));
        assert_eq!(ProfileStatus::Pending.decide(ProfileStatus::Rejected), Ok(ProfileStatus::Rejected));
    }

    #[test]
    fn a_profile_taken_down_is_rejected_unless_an_edit_waits_for_review() {
        assert_eq!(ProfileStatus::Approved.after_take_down(), ProfileStatus::Rejected);
        assert_eq!(ProfileStatus::Rejected.after_take_down(), ProfileStatus::Rejected);
        assert_eq!(ProfileStatus::Pending.after_take_down(), ProfileStatus::Pending);
    }

    #[test]
    fn a_decided_profile_cannot_be_decided_again() {
        let error = ProfileStatus::Rejected.decide(ProfileStatus::Approved).unwrap_err();
        assert_eq!(error.to_string(), "a rejected profile cannot become approved");
        assert!(ProfileStatus::Approved.decide(ProfileStatus::Rejected).is_err());
        assert!(ProfileStatus::Pending.decide(ProfileStatus::Pending).is_err());
    }
}
