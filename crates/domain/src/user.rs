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

impl User {
    /// First plus last name when both exist, else the username (spec 3, admin user view).
    pub fn display_name(&self) -> String {
        match (self.first_name.is_empty(), self.last_name.is_empty()) {
            (false, false) => format!("{} {}", self.first_name, self.last_name),
            _ if !self.username.is_empty() => self.username.clone(),
            _ => "Unknown User".to_owned(),
        }
    }
}
