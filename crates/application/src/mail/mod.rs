//! E-mail: the port use cases send through, and the queue's delivery with retries.

mod delivery;
pub mod ports;

pub use delivery::{MailDelivery, RetryPolicy, Round};
