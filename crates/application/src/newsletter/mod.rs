mod compose;
mod manage;
pub mod ports;
mod schedule;
mod subscribe;
mod weekly;

pub use manage::{MOST_UNIVERSITIES, SubscriptionError};
pub use schedule::NewsletterSchedule;
pub use subscribe::{ConfirmSubscriptionError, Newsletter, SubscribeError};
pub use weekly::{NewsletterPreview, PreviewCopy, PreviewError, WeeklyNewsletter};
