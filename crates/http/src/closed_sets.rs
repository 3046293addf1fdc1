//! The closed sets the API speaks in, as OpenAPI enums (so the generated TypeScript has unions
//! rather than `string`). The domain's own enums carry no serde; these convert to and from them.

use quad_application::{
    audit::{AuditAction, TargetKind},
    media::ports::MediaKind,
    universities::UniversitySort,
    users::ports::UserSort,
};
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

impl From<RoleDto> for Role {
    fn from(role: RoleDto) -> Self {
        match role {
            RoleDto::User => Self::User,
            RoleDto::Moderator => Self::Moderator,
            RoleDto::Manager => Self::Manager,
            RoleDto::Admin => Self::Admin,
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

impl From<UserStatusDto> for UserStatus {
    fn from(status: UserStatusDto) -> Self {
        match status {
            UserStatusDto::Active => Self::Active,
            UserStatusDto::Inactive => Self::Inactive,
            UserStatusDto::Suspended => Self::Suspended,
        }
    }
}

/// The order of the admin users list: `newest` or `oldest` account first, by `name`, or most
/// recently active first (`lastActive`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UserSort)]
pub enum UserSortDto {
    Newest,
    Oldest,
    Name,
    LastActive,
}

impl From<UserSortDto> for UserSort {
    fn from(sort: UserSortDto) -> Self {
        match sort {
            UserSortDto::Newest => Self::Newest,
            UserSortDto::Oldest => Self::Oldest,
            UserSortDto::Name => Self::Name,
            UserSortDto::LastActive => Self::LastActive,
        }
    }
}

/// A staff action in the audit log, named `{target}.{verb}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = AuditAction)]
pub enum AuditActionDto {
    #[serde(rename = "user.updated")]
    UserUpdated,
    #[serde(rename = "user.deleted")]
    UserDeleted,
    #[serde(rename = "user.second_factor_reset")]
    SecondFactorReset,
    #[serde(rename = "university.created")]
    UniversityCreated,
    #[serde(rename = "university.updated")]
    UniversityUpdated,
    #[serde(rename = "university.deleted")]
    UniversityDeleted,
    #[serde(rename = "university_request.declined")]
    UniversityRequestDeclined,
    #[serde(rename = "profile.approved")]
    ProfileApproved,
    #[serde(rename = "profile.rejected")]
    ProfileRejected,
    #[serde(rename = "profile.taken_down")]
    ProfileTakenDown,
    #[serde(rename = "instagram_account.connected")]
    InstagramAccountConnected,
    #[serde(rename = "instagram_account.removed")]
    InstagramAccountRemoved,
    #[serde(rename = "post.queued")]
    PostQueued,
    #[serde(rename = "post.cancelled")]
    PostCancelled,
    #[serde(rename = "post.moved")]
    PostMoved,
    #[serde(rename = "post.retried")]
    PostRetried,
    #[serde(rename = "submission.approved")]
    SubmissionApproved,
    #[serde(rename = "submission.rejected")]
    SubmissionRejected,
    #[serde(rename = "submission.changes_requested")]
    SubmissionChangesRequested,
    #[serde(rename = "submission.queued")]
    SubmissionQueued,
    #[serde(rename = "submission.taken_down")]
    TakedownDone,
    #[serde(rename = "report.dismissed")]
    ReportDismissed,
    #[serde(rename = "report.removed")]
    ReportRemoved,
    #[serde(rename = "report.warned")]
    ReportWarned,
    #[serde(rename = "report.suspended")]
    ReportSuspended,
}

macro_rules! both_ways {
    ($dto:ident, $domain:ident, [$($variant:ident),+ $(,)?]) => {
        impl From<$domain> for $dto {
            fn from(value: $domain) -> Self {
                match value { $($domain::$variant => Self::$variant),+ }
            }
        }
        impl From<$dto> for $domain {
            fn from(value: $dto) -> Self {
                match value { $($dto::$variant => Self::$variant),+ }
            }
        }
    };
}

both_ways!(
    AuditActionDto,
    AuditAction,
    [
        UserUpdated,
        UserDeleted,
        SecondFactorReset,
        UniversityCreated,
        UniversityUpdated,
        UniversityDeleted,
        UniversityRequestDeclined,
        ProfileApproved,
        ProfileRejected,
        ProfileTakenDown,
        InstagramAccountConnected,
        InstagramAccountRemoved,
        PostQueued,
        PostCancelled,
        PostMoved,
        PostRetried,
        SubmissionApproved,
        SubmissionRejected,
        SubmissionChangesRequested,
        SubmissionQueued,
        TakedownDone,
        ReportDismissed,
        ReportRemoved,
        ReportWarned,
        ReportSuspended,
    ]
);

/// The kind of record a staff action touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = AuditTargetKind)]
pub enum TargetKindDto {
    User,
    University,
    Profile,
    InstagramAccount,
    Post,
    UniversityRequest,
    Submission,
    Report,
}

both_ways!(
    TargetKindDto,
    TargetKind,
    [User, University, Profile, InstagramAccount, Post, UniversityRequest, Submission, Report]
);

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
    /// A photo for a submission to be featured (any signed-in student).
    Submission,
}

impl From<UploadTypeDto> for MediaKind {
    fn from(kind: UploadTypeDto) -> Self {
        match kind {
            UploadTypeDto::Profile => Self::ProfilePhoto,
            UploadTypeDto::Logo => Self::Logo,
            UploadTypeDto::Post => Self::Post,
            UploadTypeDto::Submission => Self::Submission,
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
            assert_eq!(UserStatus::from(UserStatusDto::from(*status)), *status);
        }
        for role in Role::ALL {
            assert_eq!(Role::from(RoleDto::from(role)), role);
        }
        for action in AuditAction::ALL {
            assert_eq!(name(AuditActionDto::from(action)), action.as_str());
            assert_eq!(AuditAction::from(AuditActionDto::from(action)), action);
        }
        for kind in TargetKind::ALL {
            assert_eq!(name(TargetKindDto::from(kind)), kind.as_str());
        }
        for status in ProfileStatus::ALL {
            assert_eq!(name(ProfileStatusDto::from(*status)), status.as_str());
            assert_eq!(ProfileStatus::from(ProfileStatusDto::from(*status)), *status);
        }
    }
}
