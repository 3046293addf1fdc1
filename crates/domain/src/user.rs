use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::{Email, Role, UserStatus};

/// A person with an account, as the rest of the product sees them (never their password).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: Uuid,
    pub email: Email,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub status: UserStatus,
    pub email_verified: bool,
    pub profile_image: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_active_at: Option<DateTime<Utc>>,
}
