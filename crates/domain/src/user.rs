use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::{Email, PersonName, Role, UserStatus, Username};

/// What a person whose account was deleted is called wherever someone else still sees them (a
/// conversation, a notification, a report).
pub const DELETED_USER: &str = "Deleted user";

/// A person with an account, as the rest of the product sees them (never their password).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: Uuid,
    pub email: Email,
    pub username: Username,
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub role: Role,
    pub status: UserStatus,
    pub email_verified: bool,
    pub profile_image: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_active_at: Option<DateTime<Utc>>,
}
