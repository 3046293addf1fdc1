//! The Mailer port's adapters: `SmtpMailer` (lettre over SMTP) for real delivery, and
//! `OutboxMailer`, which writes each message as an `.eml` file for local development.

mod message;
mod outbox;
mod smtp;

pub use outbox::OutboxMailer;
pub use smtp::SmtpMailer;
