//! PostgreSQL adapters for Quad's repository ports, through diesel and diesel-async.
//!
//! Each adapter is named by technology and role (`PgNewsletterRepository`); a transaction begins
//! and ends inside one adapter method; diesel errors are translated inside the adapter.

mod attempts;
mod audit;
mod change_feed;
pub mod demo;
mod event_log;
mod featured_cache;
mod health;
mod insights;
mod known_devices;
mod landing_counts;
mod links;
mod mail_queue;
mod migrations;
mod newsletter;
mod notifications;
mod pool;
mod profile_drafts;
mod profiles;
mod publishing;
mod roommates;
mod saved_items;
pub mod schema;
mod sessions;
mod sign_in_states;
mod submissions;
mod transaction;
mod universities;
mod university_cache;
mod university_emails;
mod university_staff;
mod uploads;
mod user_directory;
mod users;

pub use attempts::PgAttemptCounter;
pub use audit::{AuditTrail, PgAuditLog, RequestIdSource};
pub use event_log::{LISTENER_NAME, PgEventLog, PgListenFanout};
pub use featured_cache::CachedFeaturedPosts;
pub use health::PgDatabaseProbe;
pub use insights::PgInsightsReader;
pub use known_devices::PgKnownDeviceRepository;
pub use landing_counts::PgLandingCounts;
pub use links::PgLinkRepository;
pub use mail_queue::{PgMailQueue, PgMailRequestRepository};
pub use migrations::{embedded_migration_count, run_pending_migrations};
pub use newsletter::PgNewsletterRepository;
pub use notifications::PgNotificationRepository;
pub use pool::{PgPool, build_pool};
pub use profile_drafts::PgProfileDraftRepository;
pub use profiles::PgProfileRepository;
pub use publishing::{PgInstagramAccountRepository, PgManagedUniversities, PgPostQueue, PgPublishLedger};
pub use roommates::PgRoommateRepository;
pub use saved_items::PgSavedItemRepository;
pub use sessions::PgSessionRepository;
pub use sign_in_states::PgSignInStateRepository;
pub use submissions::{PgFeaturedPosts, PgReviewQueue, PgSubmissionRepository};
pub use universities::{PgUniversityRepository, PgUniversityRequestRepository};
pub use university_cache::CachedUniversityRepository;
pub use university_emails::PgUniversityEmailRepository;
pub use university_staff::PgStaffAssignments;
pub use uploads::PgUploadRepository;
pub use user_directory::PgUserDirectory;
pub use users::PgUserRepository;
