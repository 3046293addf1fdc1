pub mod ports;
mod subscribe;

pub use subscribe::{SubscribeError, SubscribeOutcome, subscribe};
