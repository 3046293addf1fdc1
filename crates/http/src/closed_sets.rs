//! The closed sets the API speaks in, as OpenAPI enums (so the generated TypeScript has unions
//! rather than `string`). The domain's own enums carry no serde; these convert to and from them.

use quad_application::{
    audit::{AuditAction, TargetKind},
    media::ports::MediaKind,
    universities::UniversitySort,
    users::ports::UserSort,
};
use quad_domain::{NotificationKind, ProfileStatus, Role, UserStatus};
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

/// A closed set written once, in the domain (its `ALL` and the names it stores): the wire names
/// derive from those, so adding a variant is one edit there. `$wire` turns a value into its wire
/// name; the schema is an OpenAPI string enum named `$schema`, in `ALL`'s order.
macro_rules! wire_names {
    ($(#[doc = $doc:literal])+ $dto:ident as $schema:literal for $domain:ty, $wire:expr) => {
        $(#[doc = $doc])+
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $dto(pub $domain);

        impl $dto {
            fn wire(self) -> String {
                let wire: fn($domain) -> String = $wire;
                wire(self.0)
            }
        }

        impl Serialize for $dto {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.wire())
            }
        }

        impl<'de> Deserialize<'de> for $dto {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let raw = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
                let all = <$domain>::ALL.iter().map(|value| $dto(*value));
                all.clone().find(|value| value.wire() == raw).ok_or_else(|| {
                    let expected: Vec<String> = all.map(|value| format!("`{}`", value.wire())).collect();
                    serde::de::Error::custom(format!("unknown variant `{raw}`, expected one of {}", expected.join(", ")))
                })
            }
        }

        impl utoipa::PartialSchema for $dto {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                let description = [$($doc),+].iter().map(|line| line.trim()).collect::<Vec<_>>().join("\n");
                utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .description(Some(description))
                    .enum_values(Some(<$domain>::ALL.iter().map(|value| $dto(*value).wire())))
                    .into()
            }
        }

        impl utoipa::ToSchema for $dto {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed($schema)
            }
        }

        impl From<$domain> for $dto {
            fn from(value: $domain) -> Self {
                Self(value)
            }
        }

        impl From<$dto> for $domain {
            fn from(value: $dto) -> Self {
                value.0
            }
        }
    };
}

wire_names!(
    /// A staff action in the audit log, named `{target}.{verb}`.
    AuditActionDto as "AuditAction" for AuditAction, |action| action.as_str().to_owned()
);

/// `profile_approved` as the API writes it: `profileApproved`.
fn camel_case(snake: &str) -> String {
    let mut words = snake.split('_');
    let first = words.next().unwrap_or_default().to_owned();
    words.fold(first, |mut camel, word| {
        let mut letters = word.chars();
        camel.extend(letters.next().map(|c| c.to_ascii_uppercase()));
        camel.push_str(letters.as_str());
        camel
    })
}

wire_names!(
    /// What a notification is about: the closed set the app and e-mail both read.
    NotificationKindDto as "NotificationKind" for NotificationKind, |kind| camel_case(kind.as_str())
);

#[cfg(test)]
mod wire_tests {
    use super::*;

    #[test]
    fn closed_sets_read_back_their_own_wire_names() {
        for action in AuditAction::ALL {
            let wire = serde_json::to_value(AuditActionDto(action)).unwrap();
            assert_eq!(wire, action.as_str());
            assert_eq!(serde_json::from_value::<AuditActionDto>(wire).unwrap().0, action);
        }
        for kind in NotificationKind::ALL {
            let wire = serde_json::to_value(NotificationKindDto(*kind)).unwrap();
            assert_eq!(serde_json::from_value::<NotificationKindDto>(wire).unwrap().0, *kind);
        }
        assert_eq!(
            serde_json::to_value(NotificationKindDto(NotificationKind::NewDeviceSignIn)).unwrap(),
            "newDeviceSignIn"
        );
        let unknown = serde_json::from_value::<AuditActionDto>(serde_json::json!("user.hacked")).unwrap_err();
        assert!(unknown.to_string().starts_with("unknown variant `user.hacked`, expected one of `user.updated`"));
    }
}
