//! Notifications (issue 24): what Quad tells a person, in the app and by e-mail. The kinds are
//! one closed set; a notification is a kind with its facts (`Notice`), from which its words and
//! the place to act are made, the same for the app and for e-mail. A new kind (connection
//! requests, messages, content decisions) is a new variant here and nothing else in the core.

use std::{fmt, str::FromStr};

use crate::statuses::UnknownStatus;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotificationKind {
    ProfileApproved,
    ProfileRejected,
    UniversityRequestAnswered,
    EmailChanged,
    /// A sign-in from a browser and network not seen for the account in 90 days.
    NewDeviceSignIn,
    /// For managers: a post of one of their universities went out on Instagram.
    PostPublished,
    /// For managers: a post of one of their universities could not be published.
    PostFailed,
    /// A student's submission is featured (perhaps with an edited caption).
    SubmissionApproved,
    /// A student's submission was rejected, or sent back for changes.
    SubmissionDeclined,
    /// A student's submission went out on their university's Instagram.
    SubmissionPublished,
    /// For managers: a creator withdrew a post that is on Instagram; take it down by hand.
    TakedownRequested,
    /// A student asked to connect.
    ConnectionRequested,
    /// A mutual interest or an accepted request: the two can message each other.
    Connected,
    /// A connected student sent a message (one per conversation while it stays unread).
    NewMessage,
    /// A moderator reviewed what the person reported (the outcome, without details).
    ReportReviewed,
    /// A moderator warned the person about something they posted or sent.
    Warning,
}

/// How a kind reaches someone's inbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// E-mailed at once by the use case that makes it (security notices, profile decisions,
    /// failed posts); never in a digest.
    AtOnce,
    /// E-mailed in the digest when still unread after a while, if the person wants it.
    Digest,
}

impl NotificationKind {
    pub const ALL: &'static [NotificationKind] = &[
        Self::ProfileApproved,
        Self::ProfileRejected,
        Self::UniversityRequestAnswered,
        Self::EmailChanged,
        Self::NewDeviceSignIn,
        Self::PostPublished,
        Self::PostFailed,
        Self::SubmissionApproved,
        Self::SubmissionDeclined,
        Self::SubmissionPublished,
        Self::TakedownRequested,
        Self::ConnectionRequested,
        Self::Connected,
        Self::NewMessage,
        Self::ReportReviewed,
        Self::Warning,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ProfileApproved => "profile_approved",
            Self::ProfileRejected => "profile_rejected",
            Self::UniversityRequestAnswered => "university_request_answered",
            Self::EmailChanged => "email_changed",
            Self::NewDeviceSignIn => "new_device_sign_in",
            Self::PostPublished => "post_published",
            Self::PostFailed => "post_failed",
            Self::SubmissionApproved => "submission_approved",
            Self::SubmissionDeclined => "submission_declined",
            Self::SubmissionPublished => "submission_published",
            Self::TakedownRequested => "takedown_requested",
            Self::ConnectionRequested => "connection_requested",
            Self::Connected => "connected",
            Self::NewMessage => "new_message",
            Self::ReportReviewed => "report_reviewed",
            Self::Warning => "warning",
        }
    }

    /// What the preferences and the unsubscribe page call it.
    pub fn label(self) -> &'static str {
        match self {
            Self::ProfileApproved => "Profile approved",
            Self::ProfileRejected => "Profile needs changes",
            Self::UniversityRequestAnswered => "University requests",
            Self::EmailChanged => "E-mail address changed",
            Self::NewDeviceSignIn => "Sign-ins from a new device",
            Self::PostPublished => "Instagram posts published",
            Self::PostFailed => "Instagram posts that failed",
            Self::SubmissionApproved => "Your content featured",
            Self::SubmissionDeclined => "Your content declined or sent back",
            Self::SubmissionPublished => "Your content on Instagram",
            Self::TakedownRequested => "Instagram takedowns",
            Self::ConnectionRequested => "Requests to connect",
            Self::Connected => "New connections",
            Self::NewMessage => "Messages",
            Self::ReportReviewed => "Your reports",
            Self::Warning => "Warnings from moderators",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Self::ProfileApproved => "When a moderator approves your roommate profile.",
            Self::ProfileRejected => "When a moderator asks you to change your roommate profile, with the reason.",
            Self::UniversityRequestAnswered => "When a university you asked for, or wait for, can be joined.",
            Self::EmailChanged => "When your account's e-mail address changes.",
            Self::NewDeviceSignIn => "When someone signs in from a browser and network not seen in 90 days.",
            Self::PostPublished => "When a post of your universities goes out on Instagram.",
            Self::PostFailed => "When a post of your universities could not be published.",
            Self::SubmissionApproved => {
                "When your submitted content is approved and featured on your university's page."
            }
            Self::SubmissionDeclined => {
                "When a reviewer rejects your submitted content or asks for changes, with the reason."
            }
            Self::SubmissionPublished => "When your content goes out on your university's Instagram.",
            Self::TakedownRequested => "When a student withdraws content that is on Instagram and it must be removed.",
            Self::ConnectionRequested => "When a student asks to connect with you.",
            Self::Connected => {
                "When you and another student connect: an interest that is mutual, or a request accepted."
            }
            Self::NewMessage => "When a student you are connected with sends you a message.",
            Self::ReportReviewed => "When a moderator has reviewed something you reported.",
            Self::Warning => "When a moderator warns you about something you posted or sent.",
        }
    }

    pub fn delivery(self) -> Delivery {
        match self {
            Self::ProfileApproved
            | Self::ProfileRejected
            | Self::EmailChanged
            | Self::NewDeviceSignIn
            | Self::PostFailed
            | Self::SubmissionApproved
            | Self::SubmissionDeclined => Delivery::AtOnce,
            Self::UniversityRequestAnswered
            | Self::PostPublished
            | Self::SubmissionPublished
            | Self::TakedownRequested
            | Self::ConnectionRequested
            | Self::Connected
            | Self::NewMessage
            | Self::ReportReviewed
            | Self::Warning => Delivery::Digest,
        }
    }

    /// Security notices (and moderators' warnings) always reach the person, in the app and by
    /// e-mail: no preference turns them off.
    pub fn is_security(self) -> bool {
        matches!(self, Self::EmailChanged | Self::NewDeviceSignIn | Self::Warning)
    }

    /// Whether the person's e-mail for this kind follows a preference (digest kinds only: the
    /// ones e-mailed at once are part of the decision or the security notice they report).
    pub fn email_optional(self) -> bool {
        self.delivery() == Delivery::Digest
    }

    /// Only staff who run Instagram accounts get these.
    pub fn for_managers(self) -> bool {
        matches!(self, Self::PostPublished | Self::PostFailed | Self::TakedownRequested)
    }

    /// Only students (who have roommate profiles) get these.
    pub fn for_students(self) -> bool {
        matches!(self, Self::ConnectionRequested | Self::Connected | Self::NewMessage | Self::ReportReviewed)
    }
}

impl fmt::Display for NotificationKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for NotificationKind {
    type Err = UnknownStatus;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .iter()
            .copied()
            .find(|kind| kind.as_str() == value)
            .ok_or_else(|| UnknownStatus::new("notification kind", value))
    }
}

/// A notification's facts: its kind and what it needs to say and link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    ProfileApproved,
    ProfileRejected {
        reason: String,
    },
    UniversityRequestAnswered {
        university: String,
        slug: String,
    },
    EmailChanged {
        new_email: String,
    },
    /// `device`: how the browser describes itself, shortened.
    NewDeviceSignIn {
        device: String,
    },
    PostPublished {
        university: String,
        permalink: Option<String>,
    },
    PostFailed {
        university: String,
        university_id: String,
        reason: String,
    },
    /// `edited_caption`: the caption as the reviewer changed it, when they did.
    SubmissionApproved {
        university: String,
        edited_caption: Option<String>,
    },
    /// `changes_requested`: sent back to be changed and sent again, rather than rejected.
    SubmissionDeclined {
        reason: String,
        changes_requested: bool,
    },
    SubmissionPublished {
        university: String,
        permalink: Option<String>,
    },
    TakedownRequested {
        university: String,
        university_id: String,
    },
    /// `name` and `student_id`: who asked.
    ConnectionRequested {
        name: String,
        student_id: String,
    },
    /// `name` and `student_id`: the other one.
    Connected {
        name: String,
        student_id: String,
    },
    /// `name`: who wrote; `conversation_id`: where.
    NewMessage {
        name: String,
        conversation_id: String,
    },
    /// `action_taken`: the reported content was removed or its author warned or suspended.
    ReportReviewed {
        action_taken: bool,
    },
    /// `reason`: the moderator's words.
    Warning {
        reason: String,
    },
}

impl Notice {
    pub fn kind(&self) -> NotificationKind {
        match self {
            Self::ProfileApproved => NotificationKind::ProfileApproved,
            Self::ProfileRejected { .. } => NotificationKind::ProfileRejected,
            Self::UniversityRequestAnswered { .. } => NotificationKind::UniversityRequestAnswered,
            Self::EmailChanged { .. } => NotificationKind::EmailChanged,
            Self::NewDeviceSignIn { .. } => NotificationKind::NewDeviceSignIn,
            Self::PostPublished { .. } => NotificationKind::PostPublished,
            Self::PostFailed { .. } => NotificationKind::PostFailed,
            Self::SubmissionApproved { .. } => NotificationKind::SubmissionApproved,
            Self::SubmissionDeclined { .. } => NotificationKind::SubmissionDeclined,
            Self::SubmissionPublished { .. } => NotificationKind::SubmissionPublished,
            Self::TakedownRequested { .. } => NotificationKind::TakedownRequested,
            Self::ConnectionRequested { .. } => NotificationKind::ConnectionRequested,
            Self::Connected { .. } => NotificationKind::Connected,
            Self::NewMessage { .. } => NotificationKind::NewMessage,
            Self::ReportReviewed { .. } => NotificationKind::ReportReviewed,
            Self::Warning { .. } => NotificationKind::Warning,
        }
    }

    pub fn title(&self) -> String {
        match self {
            Self::ProfileApproved => "Your roommate profile is approved".into(),
            Self::ProfileRejected { .. } => "Your roommate profile needs changes".into(),
            Self::UniversityRequestAnswered { university, .. } => format!("{university} is on Quad"),
            Self::EmailChanged { .. } => "Your e-mail address changed".into(),
            Self::NewDeviceSignIn { .. } => "New sign-in to your account".into(),
            Self::PostPublished { university, .. } => format!("A post for {university} is on Instagram"),
            Self::PostFailed { university, .. } => format!("A post for {university} could not be published"),
            Self::SubmissionApproved { university, .. } => format!("Your post is featured on {university}'s page"),
            Self::SubmissionDeclined { changes_requested: true, .. } => "Your post needs changes".into(),
            Self::SubmissionDeclined { changes_requested: false, .. } => "Your post was not approved".into(),
            Self::SubmissionPublished { university, .. } => format!("Your post is on {university}'s Instagram"),
            Self::TakedownRequested { university, .. } => format!("Take a post off {university}'s Instagram"),
            Self::ConnectionRequested { name, .. } => format!("{name} wants to connect"),
            Self::Connected { name, .. } => format!("You and {name} are connected"),
            Self::NewMessage { name, .. } => format!("{name} sent you a message"),
            Self::ReportReviewed { .. } => "We reviewed your report".into(),
            Self::Warning { .. } => "A warning from Quad's moderators".into(),
        }
    }

    pub fn body(&self) -> String {
        match self {
            Self::ProfileApproved => "Other students can now find you. Browse roommates to find yours.".into(),
            Self::ProfileRejected { reason } => format!("Reason: {reason}. Edit your profile and submit it again."),
            Self::UniversityRequestAnswered { .. } => {
                "You asked us to add it, or to tell you when it opens. It can be joined now: find roommates there and follow its page.".into()
            }
            Self::EmailChanged { new_email } => {
                format!("Your account now uses {new_email}. If this was not you, reset your password now.")
            }
            Self::NewDeviceSignIn { device } => format!(
                "Someone signed in from {device}. If this was not you, change your password and sign out the other sessions in Settings."
            ),
            Self::PostPublished { permalink: Some(_), .. } => "It went out as scheduled. Open it on Instagram.".into(),
            Self::PostPublished { permalink: None, .. } => {
                "It went out as scheduled. Find it on the account's Instagram page.".into()
            }
            Self::PostFailed { reason, .. } => format!("{reason} Retry it from the posts screen."),
            Self::SubmissionApproved { edited_caption: None, .. } => {
                "Students can see it and like it now. Thank you for sharing.".into()
            }
            Self::SubmissionApproved { edited_caption: Some(caption), .. } => {
                format!("The reviewer edited its caption to: \"{caption}\"")
            }
            Self::SubmissionDeclined { reason, changes_requested: true } => {
                format!("Reason: {reason}. Change it and send it again from My submissions.")
            }
            Self::SubmissionDeclined { reason, changes_requested: false } => format!("Reason: {reason}."),
            Self::SubmissionPublished { permalink: Some(_), .. } => "It went out with your credit. Open it on Instagram.".into(),
            Self::SubmissionPublished { permalink: None, .. } => "It went out with your credit.".into(),
            Self::TakedownRequested { .. } => {
                "Its creator withdrew their consent. Instagram cannot remove it for us: delete it in the Instagram app, then mark the task done.".into()
            }
            Self::ConnectionRequested { .. } => {
                "See why you match and what they wrote, then accept or decline. Nobody is told of a decline.".into()
            }
            Self::Connected { .. } => "You can see each other's full profiles now.".into(),
            Self::NewMessage { .. } => "Open the conversation to read it and reply.".into(),
            Self::ReportReviewed { action_taken: true } => {
                "A moderator found it broke our guidelines and took action. Thank you for telling us.".into()
            }
            Self::ReportReviewed { action_taken: false } => {
                "A moderator found it did not break our guidelines. Thank you for telling us.".into()
            }
            Self::Warning { reason } => {
                format!("{reason} Please read the community guidelines: another breach may suspend your account.")
            }
        }
    }

    /// Where to act: a path of the web app, or an Instagram permalink.
    pub fn link(&self) -> String {
        match self {
            Self::ProfileApproved => "/roommates".into(),
            Self::ProfileRejected { .. } => "/profile".into(),
            Self::UniversityRequestAnswered { slug, .. } => format!("/{}", slug.to_lowercase()),
            Self::EmailChanged { .. } | Self::NewDeviceSignIn { .. } => "/settings".into(),
            Self::PostPublished { permalink: Some(link), .. } => link.clone(),
            Self::PostPublished { permalink: None, .. } => "/manager/instagram".into(),
            Self::PostFailed { university_id, .. } => format!("/manager/instagram?university={university_id}"),
            Self::SubmissionApproved { .. } | Self::SubmissionDeclined { .. } => "/submissions".into(),
            Self::SubmissionPublished { permalink: Some(link), .. } => link.clone(),
            Self::SubmissionPublished { permalink: None, .. } => "/submissions".into(),
            Self::TakedownRequested { .. } => "/manager/content?tab=takedowns".into(),
            Self::ConnectionRequested { student_id, .. } | Self::Connected { student_id, .. } => {
                format!("/roommates/{student_id}")
            }
            Self::NewMessage { conversation_id, .. } => format!("/messages/{conversation_id}"),
            Self::ReportReviewed { .. } => "/notifications".into(),
            Self::Warning { .. } => "/guidelines".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_from_its_name() {
        for kind in NotificationKind::ALL {
            assert_eq!(kind.as_str().parse::<NotificationKind>().unwrap(), *kind);
        }
        assert!("message".parse::<NotificationKind>().is_err());
    }

    #[test]
    fn security_notices_and_decisions_go_at_once_and_the_rest_in_a_digest() {
        assert!(NotificationKind::NewDeviceSignIn.is_security());
        assert!(!NotificationKind::NewDeviceSignIn.email_optional());
        assert!(!NotificationKind::ProfileRejected.email_optional());
        assert!(NotificationKind::PostPublished.email_optional());
        assert!(!NotificationKind::PostFailed.email_optional());
    }

    #[test]
    fn a_rejection_says_its_reason_and_links_to_the_profile() {
        let notice = Notice::ProfileRejected { reason: "Add a photo of yourself".into() };

        assert!(notice.body().contains("Add a photo of yourself"));
        assert_eq!(notice.link(), "/profile");
        assert_eq!(notice.kind(), NotificationKind::ProfileRejected);
    }
}
