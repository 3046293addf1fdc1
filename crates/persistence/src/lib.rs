//! PostgreSQL adapters for Quad's repository ports, through diesel and diesel-async.
//!
//! Each adapter is named by technology and role (`PgNewsletterRepository`); a transaction begins
//! and ends inside one adapter method; diesel errors are translated inside the adapter.
//!
//! Lock order. A transaction that changes something between two people takes its row locks in
//! one order, so that no two wait on each other: the pair's conversation (`messages`), then both
//! accounts (`users`, the smaller id first: `FOR UPDATE` to change the pair, as `connections`
//! does, `FOR KEY SHARE` to hold it while a conversation is opened or a message sent), then both
//! event logs (`event_log`, the smaller id first). A block or an unblock (`connections::blocking`)
//! starts again when a conversation of the pair was opened while it waited for the accounts;
//! deleting an account (`messages::leaving`) locks it after its conversations and before the
//! logs. Appending to a log holds its head row to the commit, so one person's events commit in
//! the order of their numbers.

mod attempts;
mod audit;
mod change_feed;
mod connections;
pub mod demo;
mod event_log;
mod featured_cache;
mod health;
mod insights;
mod known_devices;
mod landing_counts;
mod links;
mod mail_queue;
mod messages;
mod migrations;
mod newsletter;
mod newsletter_issues;
mod notifications;
mod pool;
mod profile_drafts;
mod profiles;
mod publishing;
mod reports;
mod roommates;
mod saved_items;
pub mod schema;
mod second_factors;
mod sessions;
mod sign_in_states;
mod submissions;
mod transaction;
mod universities;
mod university_cache;
mod university_emails;
mod university_requests;
mod university_staff;
mod uploads;
mod user_directory;
mod users;

pub use attempts::PgAttemptCounter;
pub use audit::{AuditTrail, PgAuditLog, RequestIdSource};
pub use connections::PgConnectionRepository;
pub use event_log::{LISTENER_NAME, PgEventLog, PgListenFanout};
pub use featured_cache::CachedFeaturedPosts;
pub use health::PgDatabaseProbe;
pub use insights::PgInsightsReader;
pub use known_devices::PgKnownDeviceRepository;
pub use landing_counts::PgLandingCounts;
pub use links::PgLinkRepository;
pub use mail_queue::{PgMailQueue, PgMailRequestRepository};
pub use messages::PgMessageRepository;
pub use migrations::{embedded_migration_count, run_pending_migrations};
pub use newsletter::PgNewsletterRepository;
pub use notifications::PgNotificationRepository;
pub use pool::{PgPool, build_pool};
pub use profile_drafts::PgProfileDraftRepository;
pub use profiles::PgProfileRepository;
pub use publishing::{PgInstagramAccountRepository, PgManagedUniversities, PgPostQueue, PgPublishLedger};
pub use reports::PgReportRepository;
pub use roommates::PgRoommateRepository;
pub use saved_items::PgSavedItemRepository;
pub use second_factors::PgSecondFactorRepository;
pub use sessions::PgSessionRepository;
pub use sign_in_states::PgSignInStateRepository;
pub use submissions::{PgFeaturedPosts, PgReviewQueue, PgSubmissionRepository};
pub use universities::PgUniversityRepository;
pub use university_cache::CachedUniversityRepository;
pub use university_emails::PgUniversityEmailRepository;
pub use university_requests::PgUniversityRequestRepository;
pub use university_staff::PgStaffAssignments;
pub use uploads::PgUploadRepository;
pub use user_directory::PgUserDirectory;
pub use users::PgUserRepository;
