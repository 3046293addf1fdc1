use anyhow::Context;
use quad_domain::{Email, University, User};
use uuid::Uuid;

use super::{
    Universities,
    ports::{DeclineRequestError, RequestStatus, UniversityRequest},
};
use crate::audit::{Audit, AuditAction, AuditEntry, FieldChange};

/// "Request Your University" as typed.
#[derive(Debug, Clone, Default)]
pub struct RequestUniversity {
    pub university_name: String,
    pub location: Option<String>,
    /// Needed when the person is not signed in.
    pub email: Option<String>,
}

/// Why an admin's answer to a request did not go through.
#[derive(Debug, thiserror::Error)]
pub enum AnswerRequestError {
    #[error("You must be logged in as an admin to manage university requests")]
    Forbidden,
    #[error("Request not found")]
    NotFound,
    #[error("This request was already answered")]
    NotOpen,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<DeclineRequestError> for AnswerRequestError {
    fn from(error: DeclineRequestError) -> Self {
        match error {
            DeclineRequestError::NotFound => AnswerRequestError::NotFound,
            DeclineRequestError::NotOpen => AnswerRequestError::NotOpen,
            DeclineRequestError::Unexpected(e) => AnswerRequestError::Unexpected(e),
        }
    }
}

/// Why "tell me when it opens" was not recorded.
#[derive(Debug, thiserror::Error)]
pub enum WaitForOpeningError {
    #[error("University not found")]
    NotFound,
    /// It can be joined already: nothing to wait for.
    #[error("{0} is open: you can join it now")]
    Open(String),
    /// Signed out and no address given: nobody to tell.
    #[error("Sign in, or enter the e-mail address to tell")]
    Nobody,
    #[error(transparent)]
    Invalid(#[from] crate::FieldError),
    #[error(transparent)]
    Refused(#[from] crate::accounts::Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
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
    /// Whether the person has sent too many requests and waits (one limit for both, per
    /// address for guests and per account).
    async fn request_limit_reached(
        &self,
        requester: Option<&User>,
        client: &crate::accounts::Client,
    ) -> anyhow::Result<bool> {
        use crate::rate_limits::{LimitedAction, Verdict};
        let Some(limiter) = &self.limiter else { return Ok(false) };
        let (address, account) = match requester {
            Some(user) => (None, Some(user.email.as_str())),
            None => (client.address.as_deref(), None),
        };
        Ok(limiter.check(LimitedAction::UniversityRequest, address, account).await? != Verdict::Allowed)
    }

    /// Records the request for admins to see in their universities screen.
    pub async fn request(
        &self,
        requester: Option<&User>,
        form: RequestUniversity,
        client: &crate::accounts::Client,
    ) -> Result<UniversityRequest, RequestUniversityError> {
        if self.request_limit_reached(requester, client).await? {
            return Err(crate::accounts::Refusal::TooManyRequests.into());
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
            status: RequestStatus::Open,
            university_id: None,
            decided_at: None,
            told_at: None,
        };
        self.requests.insert(request.clone()).await.context("failed to store a university request")?;
        Ok(request)
    }

    /// The requests, open ones first, then newest first (admins).
    pub async fn list_requests(&self, actor: &User) -> Result<Vec<UniversityRequest>, RequestUniversityError> {
        if !actor.role.is_admin() {
            return Err(RequestUniversityError::Forbidden);
        }
        Ok(self.requests.list(200).await?)
    }

    /// Declines an open request (admins); recorded with the change. The requester is not
    /// e-mailed: nothing joined, and a request may be answered later by adding the university.
    pub async fn decline_request(&self, actor: &User, id: Uuid) -> Result<UniversityRequest, AnswerRequestError> {
        if !actor.role.is_admin() {
            return Err(AnswerRequestError::Forbidden);
        }
        let entry = AuditEntry::new(actor, AuditAction::UniversityRequestDeclined, id, None);
        let audit = Audit::from_outcome(move |request: &UniversityRequest| {
            Some(AuditEntry { target_label: Some(request.university_name.clone()), ..entry }.with(FieldChange::new(
                "status",
                Some(RequestStatus::Open.as_str().to_owned()),
                Some(RequestStatus::Declined.as_str().to_owned()),
            )))
        });
        Ok(self.requests.decline(id, self.clock.now(), audit).await?)
    }

    /// "Tell me when it opens", for a university that cannot be joined yet (signed in, or with an
    /// address). Asking again for the same address changes nothing; the same limit as requests.
    pub async fn wait_for_opening(
        &self,
        requester: Option<&User>,
        university_id: Uuid,
        email: Option<String>,
        client: &crate::accounts::Client,
    ) -> Result<University, WaitForOpeningError> {
        let university = self.repository.find(university_id).await?.ok_or(WaitForOpeningError::NotFound)?;
        if university.is_open() {
            return Err(WaitForOpeningError::Open(university.name.to_string()));
        }
        if requester.is_none() && email.as_deref().is_none_or(|email| email.trim().is_empty()) {
            return Err(WaitForOpeningError::Nobody);
        }
        if self.request_limit_reached(requester, client).await? {
            return Err(crate::accounts::Refusal::TooManyRequests.into());
        }
        let email = match requester {
            Some(user) => user.email.clone(),
            None => Email::parse(email.as_deref().unwrap_or_default())
                .map_err(|e| crate::FieldError::new("email", e.to_string()))?,
        };
        let now = self.clock.now();
        let waiting = UniversityRequest {
            id: Uuid::now_v7(),
            university_name: university.name.to_string(),
            location: university.location.clone(),
            email: email.to_string(),
            requester_id: requester.map(|u| u.id),
            created_at: now,
            status: RequestStatus::Added,
            university_id: Some(university.id),
            decided_at: Some(now),
            told_at: None,
        };
        self.requests.wait_for_opening(waiting).await.context("failed to record a wait for a university")?;
        Ok(university)
    }

    /// Tells everyone waiting for the university, once it can be joined: those whose request it
    /// answered and those who asked to be told when it opens; a requester with an account by a
    /// notification (e-mailed in a digest if still unread, per their preferences), one without by
    /// e-mail. Nothing while it is not open. A failure is logged and the university stays saved.
    pub(super) async fn tell_waiting(&self, university: &University) {
        if !university.is_open() {
            return;
        }
        let waiting = match self.requests.claim_untold(university.id, self.clock.now()).await {
            Ok(waiting) => waiting,
            Err(error) => {
                tracing::error!(university = %university.id, error = format!("{error:#}"), "the waiting were not told");
                return;
            }
        };
        let link = format!("{}/universities/{}", self.public_url, university.slug.as_str());
        for request in &waiting {
            if let (Some(requester), Some(notifications)) = (request.requester_id, &self.notifications) {
                let notice = quad_domain::Notice::UniversityRequestAnswered {
                    university: university.name.to_string(),
                    slug: university.slug.as_str().to_owned(),
                };
                notifications.tell(requester, notice).await;
                continue;
            }
            let Ok(to) = Email::parse(&request.email) else { continue };
            let email = crate::mail::compose::email_to(
                "there",
                to,
                &format!("{} is on Quad", university.name),
                &format!(
                    "You asked us to add {}, or to tell you when it opens. It can be joined now: find roommates there and follow its page.",
                    university.name
                ),
                "See its page",
                &link,
                "Thank you for asking.",
            );
            if let Err(error) = self.mailer.send(email).await {
                tracing::error!(request = %request.id, error = format!("{error:#}"), "a requester was not told");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use quad_domain::Role;

    use super::*;
    use crate::{
        MockClock,
        accounts::testing::{now, sample_user},
        mail::ports::MockMailer,
        media::{
            MediaLibrary,
            ports::{MockImageProcessor, MockMediaStore, MockUploadRepository},
        },
        universities::ports::{MockUniversityRepository, MockUniversityRequestRepository},
    };

    fn universities(requests: MockUniversityRequestRepository) -> Universities {
        let clock = || {
            let mut clock = MockClock::new();
            clock.expect_now().returning(now);
            Arc::new(clock)
        };
        let media = MediaLibrary::new(
            Arc::new(MockMediaStore::new()),
            Arc::new(MockImageProcessor::new()),
            Arc::new(MockUploadRepository::new()),
            clock(),
        );
        Universities::new(
            Arc::new(MockUniversityRepository::new()),
            Arc::new(requests),
            media,
            Arc::new(MockMailer::new()),
            clock(),
            "https://quad.test",
        )
    }

    fn oberlin(status: RequestStatus) -> UniversityRequest {
        UniversityRequest {
            id: Uuid::from_u128(9),
            university_name: "Oberlin College".into(),
            location: Some("Oberlin, OH".into()),
            email: "guest@example.com".into(),
            requester_id: None,
            created_at: now(),
            status,
            university_id: None,
            decided_at: (status != RequestStatus::Open).then(now),
            told_at: None,
        }
    }

    #[tokio::test]
    async fn an_admin_declines_an_open_request_and_the_log_names_it() {
        let mut requests = MockUniversityRequestRepository::new();
        requests.expect_decline().withf(|id, at, _| *id == Uuid::from_u128(9) && *at == now()).times(1).returning(
            |_, _, audit| {
                let declined = oberlin(RequestStatus::Declined);
                let entry = audit.entry_for(&declined).expect("a decline is recorded");
                assert_eq!(entry.action, AuditAction::UniversityRequestDeclined);
                assert_eq!(entry.target_label.as_deref(), Some("Oberlin College"));
                Ok(declined)
            },
        );
        let admin = User { role: Role::Admin, ..sample_user() };

        let declined = universities(requests).decline_request(&admin, Uuid::from_u128(9)).await.unwrap();

        assert_eq!(declined.status, RequestStatus::Declined);
    }

    #[tokio::test]
    async fn only_admins_decline_and_an_answered_request_stays_as_it_is() {
        let mut requests = MockUniversityRequestRepository::new();
        requests.expect_decline().times(1).returning(|_, _, _| Err(DeclineRequestError::NotOpen));
        let universities = universities(requests);
        let id = Uuid::from_u128(9);

        let manager = universities.decline_request(&User { role: Role::Manager, ..sample_user() }, id).await;
        let again = universities.decline_request(&User { role: Role::Admin, ..sample_user() }, id).await;

        assert!(matches!(manager, Err(AnswerRequestError::Forbidden)));
        assert!(matches!(again, Err(AnswerRequestError::NotOpen)));
    }
}
