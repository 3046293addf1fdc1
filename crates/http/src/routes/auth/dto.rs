use chrono::{DateTime, Utc};
use quad_application::accounts::{SecondFactorStep, SignedIn};
use quad_domain::User;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    Success,
    closed_sets::{RoleDto, UserStatusDto},
};

/// A person as the SPA reads them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = User)]
pub struct UserDto {
    pub id: Uuid,
    pub username: String,
    #[schema(format = Email)]
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: RoleDto,
    pub is_admin: bool,
    pub status: UserStatusDto,
    pub profile_image: Option<String>,
    pub email_verified: bool,
    pub created_at: DateTime<Utc>,
}

impl From<&User> for UserDto {
    fn from(user: &User) -> Self {
        Self {
            id: user.id,
            username: user.username.to_string(),
            email: user.email.to_string(),
            first_name: user.first_name.to_string(),
            last_name: user.last_name.to_string(),
            role: user.role.into(),
            is_admin: user.role.is_admin(),
            status: user.status.into(),
            profile_image: user.profile_image.clone(),
            email_verified: user.email_verified,
            created_at: user.created_at,
        }
    }
}

/// What a sign-in still asks of staff before, or beside, using the token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum SecondFactorStepDto {
    /// The token only finishes the sign-in: send the authenticator's code to
    /// `POST /auth/second-factor/verify` with it.
    Code,
    /// An admin without two-step sign-in: set it up before any admin action.
    SetUp,
    /// A moderator or manager without it: offer to set it up.
    Offered,
}

/// A signed-in answer: the bearer token and the person.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub token: String,
    pub user: UserDto,
    /// Staff only: what the sign-in still asks (absent when nothing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second_factor: Option<SecondFactorStepDto>,
}

impl SessionResponse {
    /// `{success: true, token, user, secondFactor?}`.
    pub fn answer(signed_in: SignedIn) -> Success<Self> {
        let second_factor = match signed_in.second_factor {
            SecondFactorStep::None => None,
            SecondFactorStep::Code => Some(SecondFactorStepDto::Code),
            SecondFactorStep::SetUp => Some(SecondFactorStepDto::SetUp),
            SecondFactorStep::Offered => Some(SecondFactorStepDto::Offered),
        };
        Success::new(Self { token: signed_in.token, user: UserDto::from(&signed_in.user), second_factor })
    }
}

/// A plain confirmation.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}

impl MessageResponse {
    /// `{success: true, message}`.
    pub fn answer(message: impl Into<String>) -> Success<Self> {
        Success::new(Self { message: message.into() })
    }
}
