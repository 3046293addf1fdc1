//! The closed sets the API speaks in, as OpenAPI enums (so the generated TypeScript has unions
//! rather than `string`). The domain's own enums carry no serde; these convert to and from them.

use quad_application::{media::ports::MediaKind, universities::UniversitySort};
use quad_domain::{ProfileStatus, Role, UserStatus};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Who a person is to Quad: a student (`user`), a profile `moderator`, an Instagram `manager`,
/// or an `admin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = Role)]
pub enum RoleDto {
    User,
    Moderator,
    Manager,
    Admin,
}

impl From<Role> for RoleDto {
    fn from(role: Role) -> Self {
        match role {
            Role::User => Self::User,
            Role::Moderator => Self::Moderator,
            Role::Manager => Self::Manager,
            Role::Admin => Self::Admin,
        }
    }
}

/// Whether an account may sign in: only `active` ones can.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = UserStatus)]
pub enum UserStatusDto {
    Active,
    Inactive,
    Suspended,
}

impl From<UserStatus> for UserStatusDto {
    fn from(status: UserStatus) -> Self {
        match status {
            UserStatus::Active => Self::Active,
            UserStatus::Inactive => Self::Inactive,
            UserStatus::Suspended => Self::Suspended,
        }
    }
}

/// A roommate profile's review state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = ProfileStatus)]
pub enum ProfileStatusDto {
    Pending,
    Approved,
    Rejected,
}

impl From<ProfileStatus> for ProfileStatusDto {
    fn from(status: ProfileStatus) -> Self {
        match status {
            ProfileStatus::Pending => Self::Pending,
            ProfileStatus::Approved => Self::Approved,
            ProfileStatus::Rejected => Self::Rejected,
        }
    }
}

impl From<ProfileStatusDto> for ProfileStatus {
    fn from(status: ProfileStatusDto) -> Self {
        match status {
            ProfileStatusDto::Pending => Self::Pending,
            ProfileStatusDto::Approved => Self::Approved,
            ProfileStatusDto::Rejected => Self::Rejected,
        }
    }
}

/// The order of a university list: by `name` (A to Z) or `newest` first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = UniversitySort)]
pub enum UniversitySortDto {
    Name,
    Newest,
}

impl From<UniversitySortDto> for UniversitySort {
    fn from(sort: UniversitySortDto) -> Self {
        match sort {
            UniversitySortDto::Name => Self::Name,
            UniversitySortDto::Newest => Self::Newest,
        }
    }
}

/// What an uploaded image is for: a roommate `profile` photo, a university `logo`, or an
/// Instagram `post` image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = UploadType)]
pub enum UploadTypeDto {
    Profile,
    Logo,
    Post,
}

impl From<UploadTypeDto> for MediaKind {
    fn from(kind: UploadTypeDto) -> Self {
        match kind {
            UploadTypeDto::Profile => Self::ProfilePhoto,
            UploadTypeDto::Logo => Self::Logo,
            UploadTypeDto::Post => Self::Post,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name<T: Serialize>(value: T) -> String {
        serde_json::to_value(value).unwrap().as_str().unwrap().to_owned()
    }

    #[test]
    fn every_domain_value_keeps_its_name_on_the_wire() {
        for role in Role::ALL {
            assert_eq!(name(RoleDto::from(role)), role.as_str());
        }
        for status in UserStatus::ALL {
            assert_eq!(name(UserStatusDto::from(*status)), status.as_str());
        }
        for status in ProfileStatus::ALL {
            assert_eq!(name(ProfileStatusDto::from(*status)), status.as_str());
            assert_eq!(ProfileStatus::from(ProfileStatusDto::from(*status)), *status);
        }
    }
}
