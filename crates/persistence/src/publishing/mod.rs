//! Instagram publishing: connected accounts, the manager's queue, the manager's universities and
//! the worker's ledger, each an adapter of its own port.

mod accounts;
mod managed_universities;
mod post_queue;
mod post_rows;
mod publish_ledger;

pub use accounts::PgInstagramAccountRepository;
pub use managed_universities::PgManagedUniversities;
pub use post_queue::PgPostQueue;
pub use publish_ledger::PgPublishLedger;
