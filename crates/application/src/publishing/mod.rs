//! Managers' Instagram work: testing and connecting accounts, the post queue, and the worker
//! that publishes it (spec 2.7; issue 11).

mod accounts;
pub mod ports;
mod posts;
mod test_connection;
mod worker;

pub use accounts::{
    AccountError, AccountTest, EXPIRING_WITHIN, InstagramAccounts, PublishingTarget, TOKEN_LIFETIME, TokenStatus,
};
pub use posts::{LONGEST_SCHEDULE, ManagerPosts, PAGE_SIZE, PostError, PostUpload};
pub use test_connection::{TestConnectionError, test_connection};
pub use worker::{Outcome, PublishingWorker};
