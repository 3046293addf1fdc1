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

/// `[{"name": …, "email": …}]`, as the queries that find whom to tell build it, read as (name,
/// address) pairs; an entry that is not both is left out.
fn named_addresses(people: &serde_json::Value) -> Vec<(String, quad_domain::Email)> {
    people
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| Some((m["name"].as_str()?.to_owned(), quad_domain::Email::parse(m["email"].as_str()?).ok()?)))
        .collect()
}
