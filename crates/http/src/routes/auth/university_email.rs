//! The university e-mail a student adds in Settings to prove where they study (issue 23).

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use chrono::{DateTime, Utc};
use quad_application::memberships::{AddUniversityEmailError, ConfirmUniversityEmailError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use validator::Validate;

use super::dto::MessageResponse;
use crate::{
    ApiError, ApiServices, Envelope, ErrorBody, Success,
    auth::{CurrentUser, client},
    extract::{Json, Path},
};

/// A university one of the person's verified addresses is at.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProvenUniversityDto {
    pub id: Uuid,
    pub name: String,
}

/// Where the person has shown they study. Never shown to other students.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MembershipDto {
    /// Their verified university address, if they added one (their sign-in address may prove
    /// membership on its own).
    pub university_email: Option<String>,
    pub verified_at: Option<DateTime<Utc>>,
    /// An address whose link is out and not opened yet.
    pub pending_email: Option<String>,
    /// The universities their verified addresses (sign-in and university) are at: they may
    /// submit a profile for these, and for universities that take students without one.
    pub universities: Vec<ProvenUniversityDto>,
}

/// Where the signed-in person has shown they study, and their university address.
#[utoipa::path(
    get,
    path = "/api/v1/auth/university-email",
    tag = "auth",
    operation_id = "getMembership",
    responses((status = 200, description = "Their membership", body = Envelope<MembershipDto>))
)]
#[tracing::instrument(skip_all)]
pub async fn membership(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let membership = services.memberships.of(&who.0.user).await.map_err(ApiError::unexpected)?;
    let mut universities = Vec::new();
    for id in membership.proven {
        if let Some(university) = services.universities.get(id).await.map_err(ApiError::unexpected)? {
            universities.push(ProvenUniversityDto { id, name: university.name.to_string() });
        }
    }
    let (verified, pending) = (membership.university_email.verified, membership.university_email.pending);
    Ok(Envelope::ok(MembershipDto {
        verified_at: verified.as_ref().map(|(_, at)| *at),
        university_email: verified.map(|(email, _)| email.to_string()),
        pending_email: pending.map(|email| email.to_string()),
        universities,
    }))
}

#[derive(Debug, Serialize, Deserialize, ToSchema, Validate)]
#[serde(rename_all = "camelCase")]
pub struct AddUniversityEmailRequest {
    /// An address at one of a university's e-mail domains (or a subdomain), not a webmail one.
    #[serde(default)]
    #[schema(required, example = "ada@umich.edu", format = Email, max_length = 254)]
    #[validate(length(max = 254, message = "Please enter a valid email address"))]
    pub email: String,
}

impl From<AddUniversityEmailError> for ApiError {
    fn from(error: AddUniversityEmailError) -> Self {
        match error {
            AddUniversityEmailError::Invalid(e) => e.into(),
            AddUniversityEmailError::Taken => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            AddUniversityEmailError::Refused(refusal) => refusal.into(),
            AddUniversityEmailError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Adds a university address: mails a single-use link there (valid 24 hours). It counts once the
/// link is opened, in place of an earlier university address.
#[utoipa::path(
    post,
    path = "/api/v1/auth/university-email",
    tag = "auth",
    operation_id = "addUniversityEmail",
    request_body = AddUniversityEmailRequest,
    responses(
        (status = 202, description = "A link is on its way to the address", body = Success<MessageResponse>),
        (status = 400, description = "Not an address at a university on Quad (the message says why)", body = ErrorBody),
        (status = 409, description = "This address is already used by another Quad account", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn add(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    who: CurrentUser,
    body: Json<AddUniversityEmailRequest>,
) -> Result<HttpResponse, ApiError> {
    let client = client(&request, &services, None);
    let email = services.memberships.add_university_email(&who.0.user, &body.email, &client).await?;
    let message = format!("We sent a link to {email}. Open it to confirm your university e-mail.");
    Ok(HttpResponse::build(StatusCode::ACCEPTED).json(MessageResponse::answer(message)))
}

/// Forgets the person's university address, verified or pending.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/university-email",
    tag = "auth",
    operation_id = "removeUniversityEmail",
    responses((status = 200, description = "Removed", body = Success<MessageResponse>))
)]
#[tracing::instrument(skip_all)]
pub async fn remove(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    services.memberships.remove_university_email(&who.0.user).await.map_err(ApiError::unexpected)?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer("Your university e-mail was removed.")))
}

impl From<ConfirmUniversityEmailError> for ApiError {
    fn from(error: ConfirmUniversityEmailError) -> Self {
        match error {
            ConfirmUniversityEmailError::Unknown => ApiError::bad_request(error.to_string()),
            ConfirmUniversityEmailError::Taken => ApiError::new(StatusCode::CONFLICT, error.to_string()),
            ConfirmUniversityEmailError::Refused(refusal) => refusal.into(),
            ConfirmUniversityEmailError::Unexpected(e) => ApiError::unexpected(e),
        }
    }
}

/// Uses the link mailed to a university address once: the address becomes the person's
/// verified university e-mail. Works signed out (the link may open in another browser).
#[utoipa::path(
    post,
    path = "/api/v1/auth/university-email/confirm/{token}",
    tag = "auth",
    operation_id = "confirmUniversityEmail",
    params(("token" = String, Path, description = "The secret from the e-mailed link")),
    responses(
        (status = 200, description = "The address is verified", body = Success<MessageResponse>),
        (status = 400, description = "The link is not valid, was used already or has expired", body = ErrorBody),
        (status = 409, description = "Another account uses the address", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn confirm(
    services: web::Data<ApiServices>,
    request: HttpRequest,
    token: Path<String>,
) -> Result<HttpResponse, ApiError> {
    let email = services.memberships.confirm_university_email(&token, &client(&request, &services, None)).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::answer(format!("{email} is now your university e-mail."))))
}
