pub mod ports;
mod subscribe;

pub use subscribe::{ConfirmSubscriptionError, Newsletter, SubscribeError};
