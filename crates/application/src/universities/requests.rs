use anyhow::Context;
use quad_domain::{Email, User};
use uuid::Uuid;

use super::{Universities, ports::UniversityRequest};

/// "Request Your University" as typed.
#[derive(Debug, Clone, Default)]
pub struct RequestUniversity {
    pub university_name: String,
    pub location: Option<String>,
    /// Needed when the person is not signed in.
    pub email: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RequestUniversityError {
    #[error(transparent)]
    Invalid(#[from] crate::FieldError),
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error(transparent)]
    Refused(#[from] crate::accounts::Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Universities {
    /// Records the request for admins to see in their universities screen.
    pub async fn request(
        &self,
        requester: Option<&User>,
        form: RequestUniversity,
        client: &crate::accounts::Client,
    ) -> Result<UniversityRequest, RequestUniversityError> {
        if let Some(limiter) = &self.limiter {
            use crate::rate_limits::{LimitedAction, Verdict};
            let (address, account) = match requester {
                Some(user) => (None, Some(user.email.as_str())),
                None => (client.address.as_deref(), None),
            };
            if limiter.check(LimitedAction::UniversityRequest, address, account).await? != Verdict::Allowed {
                return Err(crate::accounts::Refusal::TooManyRequests.into());
            }
        }
        let invalid = |field, message: &str| RequestUniversityError::from(crate::FieldError::new(field, message));
        let name = form.university_name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(invalid("universityName", "University name is required"));
        }
        if name.chars().count() > 120 {
            return Err(invalid("universityName", "University name must be at most 120 characters long"));
        }
        let email = match requester {
            Some(user) => user.email.clone(),
            None => {
                Email::parse(form.email.as_deref().unwrap_or_default()).map_err(|e| invalid("email", &e.to_string()))?
            }
        };
        let location = form.location.map(|l| l.trim().chars().take(120).collect::<String>()).filter(|l| !l.is_empty());
        let request = UniversityRequest {
            id: Uuid::now_v7(),
            university_name: name,
            location,
            email: email.to_string(),
            requester_id: requester.map(|u| u.id),
            created_at: self.clock.now(),
        };
        self.requests.insert(request.clone()).await.context("failed to store a university request")?;
        Ok(request)
    }

    /// The newest requests (admins).
    pub async fn list_requests(&self, actor: &User) -> Result<Vec<UniversityRequest>, RequestUniversityError> {
        if !actor.role.is_admin() {
            return Err(RequestUniversityError::Forbidden);
        }
        Ok(self.requests.list(200).await?)
    }
}
