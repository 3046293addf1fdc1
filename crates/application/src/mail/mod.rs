//! E-mail: the port use cases send through, and the queue's delivery with retries.

pub(crate) mod compose;
mod delivery;
pub mod ports;

pub use delivery::{MailDelivery, MailRetryPolicy, Round};
