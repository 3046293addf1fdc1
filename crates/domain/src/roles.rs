use std::{fmt, str::FromStr};

use crate::statuses::UnknownStatus;

/// Who a person is to Quad (spec section 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A student.
    User,
    /// Reviews roommate profiles.
    Moderator,
    /// Runs universities' Instagram accounts.
    Manager,
    /// Everything.
    Admin,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::User, Role::Moderator, Role::Manager, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Moderator => "moderator",
            Role::Manager => "manager",
            Role::Admin => "admin",
        }
    }

    pub fn is_admin(self) -> bool {
        self == Role::Admin
    }

    /// Approve or reject roommate profiles.
    pub fn can_moderate_profiles(self) -> bool {
        matches!(self, Role::Moderator | Role::Admin)
    }

    /// Use the manager area: Instagram posts, connection tests, the schedule.
    pub fn can_manage_instagram(self) -> bool {
        matches!(self, Role::Manager | Role::Admin)
    }

    /// Review students' submitted content and take down what was withdrawn (issue 25):
    /// moderators, managers and admins, each where their staff scope reaches.
    pub fn can_review_content(self) -> bool {
        matches!(self, Role::Moderator | Role::Manager | Role::Admin)
    }

    /// See and manage people's accounts (the admin users screen).
    pub fn can_manage_users(self) -> bool {
        self == Role::Admin
    }

    /// Add a university (spec 6: admin or manager).
    pub fn can_create_universities(self) -> bool {
        matches!(self, Role::Manager | Role::Admin)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Role {
    type Err = UnknownStatus;

    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Role::ALL.into_iter().find(|role| role.as_str() == raw).ok_or_else(|| UnknownStatus::new("role", raw))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_round_trips_through_its_name() {
        for role in Role::ALL {
            assert_eq!(role.as_str().parse::<Role>().unwrap(), role);
        }
    }

    #[test]
    fn an_unknown_role_name_is_rejected() {
        let error = "superuser".parse::<Role>().unwrap_err();
        assert_eq!(error.to_string(), "unknown role 'superuser'");
    }

    #[test]
    fn only_moderators_and_admins_moderate_profiles() {
        let moderators: Vec<_> = Role::ALL.into_iter().filter(|r| r.can_moderate_profiles()).collect();
        assert_eq!(moderators, [Role::Moderator, Role::Admin]);
    }

    #[test]
    fn only_managers_and_admins_run_instagram_and_create_universities() {
        let managers: Vec<_> = Role::ALL.into_iter().filter(|r| r.can_manage_instagram()).collect();
        assert_eq!(managers, [Role::Manager, Role::Admin]);
        let creators: Vec<_> = Role::ALL.into_iter().filter(|r| r.can_create_universities()).collect();
        assert_eq!(creators, managers);
    }
}
