//! Managers' Instagram work: testing and connecting accounts, the post queue, and the worker
//! that publishes it (spec 2.7; issue 11).

mod accounts;
pub mod ports;
mod posts;
mod rotation;
mod test_connection;
mod worker;

pub use accounts::{AccountError, AccountTest, EXPIRING_WITHIN, InstagramAccounts, PublishingTarget, TokenStatus};
pub use posts::{LONGEST_SCHEDULE, ManagerPosts, PAGE_SIZE, PostError, PostUpload};
pub use rotation::{Rotation, rotate_tokens};
pub use test_connection::{TestConnectionError, test_connection};
pub use worker::{Outcome, PublishingWorker};

#[cfg(test)]
pub(crate) mod testing {
    use quad_domain::Email;
    use uuid::Uuid;

    use super::ports::AccountToken;

    /// Account `n` of Michigan, its token sealed as `sealed`, with Morgan as its manager.
    pub(crate) fn account_token(n: u128, sealed: &[u8]) -> AccountToken {
        AccountToken {
            account_id: Uuid::from_u128(n),
            university_id: Uuid::nil(),
            university_name: "Michigan".into(),
            ig_user_id: n.to_string(),
            username: format!("account{n}"),
            sealed_token: sealed.to_vec(),
            managers: vec![("Morgan".into(), Email::parse("morgan@umich.edu").unwrap())],
        }
    }
}
