//! Quad's domain: the words the product speaks in, with their rules.
//!
//! Pure Rust: no IO, no async runtime, no web or database framework. Every value type here
//! validates on construction, so a value that exists is valid.

pub mod account;
pub mod catalogues;
pub mod compatibility;
pub mod connection;
pub mod email;
pub mod email_domain;
pub mod message;
pub mod notification;
pub mod post;
pub mod profile;
pub mod report;
pub mod roles;
pub mod statuses;
pub mod submission;
pub mod university;
pub mod user;

pub use account::{Password, PasswordError, PersonName, PersonNameError, Username, UsernameError};
pub use email::{Email, EmailError};
pub use email_domain::{EmailDomain, EmailDomainError};
pub use notification::{Delivery, Notice, NotificationKind};
pub use roles::Role;
pub use statuses::{ProfileStatus, StatusTransitionError, SubmissionStatus, UnknownStatus, UserStatus};
pub use university::{
    InstagramLink, InstagramUrlError, StudentCount, StudentCountError, University, UniversityDescription,
    UniversityDescriptionError, UniversityLogo, UniversityName, UniversityNameError, UniversitySlug,
    UniversitySlugError, Website, WebsiteError,
};
pub use user::{DELETED_USER, User};
