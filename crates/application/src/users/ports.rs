use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{Email, PersonName, ProfileStatus, Role, User, UserStatus};
use uuid::Uuid;

use crate::audit::Audit;

/// How the admin users list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UserSort {
    /// Newest accounts first (the default).
    #[default]
    Newest,
    Oldest,
    /// By first then last name, A to Z.
    Name,
    /// Most recently active first; never active last.
    LastActive,
}

/// What the admin users list is narrowed to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserFilter {
    /// Matches name, username, e-mail or university name, ignoring case.
    pub search: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
}

/// The university a person's roommate profile names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityRef {
    pub id: Uuid,
    pub name: String,
}

/// A person as the admin users screen shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserSummary {
    pub user: User,
    pub university: Option<UniversityRef>,
    /// The status of their roommate profile, if they have submitted one.
    pub profile_status: Option<ProfileStatus>,
    /// A new address an admin set, waiting on the link sent there.
    pub pending_email: Option<String>,
    /// The universities an admin assigned them to look after (managers, moderators), by name.
    pub assigned_universities: Vec<UniversityRef>,
    pub updated_at: DateTime<Utc>,
    /// They turned two-step sign-in on (staff).
    pub second_factor_on: bool,
}

impl UserSummary {
    /// "Profile Completed": they filled in and submitted a roommate profile.
    pub fn profile_completed(&self) -> bool {
        self.profile_status.is_some()
    }
}

/// The fields of an admin's edit that differ from the account as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserChange {
    pub first_name: Option<PersonName>,
    pub last_name: Option<PersonName>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    /// The whole new set of universities they look after, when it changes.
    pub assigned_universities: Option<Vec<Uuid>>,
    /// The account is an active admin now and would not be one after: refused when it is the last.
    pub keeps_an_active_admin: bool,
    /// End every session of the account (a role change, or a status other than active).
    pub end_sessions: bool,
}

impl UserChange {
    pub fn is_empty(&self) -> bool {
        self.first_name.is_none() && self.last_name.is_none() && self.role.is_none() && self.status.is_none()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DirectoryError {
    #[error("The account was not found")]
    NotFound,
    /// The change would leave Quad without an active admin.
    #[error("Quad needs at least one active admin")]
    LastAdmin,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Reads and changes people for the admin screens.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UserDirectory: Send + Sync + 'static {
    /// One page of people in `sort` order, and how many match in all.
    async fn list(
        &self,
        filter: UserFilter,
        sort: UserSort,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<UserSummary>, i64)>;

    async fn summary(&self, id: Uuid) -> anyhow::Result<Option<UserSummary>>;

    /// Applies `change` in one transaction: with `keeps_an_active_admin`, the active admins are
    /// locked and the change refused if this account is the last; with `end_sessions`, every
    /// session of the account ends. Answers the account as it now is.
    /// Writes the `audit` entry in the same transaction; an empty change only reads the account.
    async fn update(
        &self,
        id: Uuid,
        change: UserChange,
        now: DateTime<Utc>,
        audit: Audit<User>,
    ) -> Result<User, DirectoryError>;

    /// The universities with these ids (those that exist), by name.
    async fn universities_named(&self, ids: Vec<Uuid>) -> anyhow::Result<Vec<UniversityRef>>;

    /// Whether an account other than `id` has this address.
    async fn email_taken(&self, email: &Email, id: Uuid) -> anyhow::Result<bool>;
}
