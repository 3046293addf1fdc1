use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{
    Email, EmailDomain, InstagramLink, StudentCount, University, UniversityDescription, UniversityLogo, UniversityName,
    UniversitySlug, Website,
};
use uuid::Uuid;

use super::UniversitySort;
use crate::audit::Audit;

/// Everything an admin sets on a university.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityFields {
    pub name: UniversityName,
    pub slug: UniversitySlug,
    pub abbreviation: Option<String>,
    pub logo: Option<UniversityLogo>,
    pub location: Option<String>,
    pub website: Option<Website>,
    pub student_count: Option<StudentCount>,
    pub description: UniversityDescription,
    pub instagram_links: Vec<InstagramLink>,
    pub email_domains: Vec<EmailDomain>,
    pub join_without_university_email: bool,
    /// A manager's proposal, kept until an admin sets the domains.
    pub proposed_email_domains: Vec<EmailDomain>,
}

#[derive(Debug, thiserror::Error)]
pub enum SaveUniversityError {
    #[error("This page address is already used by another university")]
    SlugTaken,
    /// A domain was given to another university between the check and the save.
    #[error("One of these e-mail domains was just given to another university")]
    DomainTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteUniversityError {
    /// Profiles or posts still refer to it.
    #[error("This university still has student profiles or posts; it cannot be deleted")]
    InUse,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UniversityFilter {
    /// Name, abbreviation or location contains this, ignoring case.
    pub search: Option<String>,
    pub has_instagram: Option<bool>,
    pub sort: UniversitySort,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UniversityRepository: Send + Sync + 'static {
    /// Each change writes its `audit` entry in its own transaction. An insert also answers, in
    /// that transaction, every open request for the university: `request` (the one the admin
    /// added it from), and those whose name is the new university's or that request's, whatever
    /// the case. `looked_after_by`: the manager who added it, assigned to it in that transaction.
    async fn insert(
        &self,
        id: Uuid,
        fields: UniversityFields,
        request: Option<Uuid>,
        looked_after_by: Option<Uuid>,
        audit: Audit<University>,
    ) -> Result<AddedUniversity, SaveUniversityError>;
    /// `Ok(None)` when there is no such university.
    async fn update(
        &self,
        id: Uuid,
        fields: UniversityFields,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, SaveUniversityError>;
    /// Answers the deleted university, `Ok(None)` when there was none.
    async fn delete(
        &self,
        id: Uuid,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, DeleteUniversityError>;
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<University>>;
    async fn find_by_slug(&self, slug: &UniversitySlug) -> anyhow::Result<Option<University>>;
    async fn slug_taken(&self, slug: &UniversitySlug, except: Option<Uuid>) -> anyhow::Result<bool>;
    /// Which of these domains already belong to a university, and to which.
    async fn domain_owners(&self, domains: &[EmailDomain]) -> anyhow::Result<Vec<(EmailDomain, University)>>;
    /// The university an address proves membership of: the one with the longest of its domains
    /// that covers the address (`med.umich.edu` before `umich.edu`), if any.
    async fn university_of_address(&self, email: &Email) -> anyhow::Result<Option<Uuid>>;
    async fn list(&self, filter: UniversityFilter, offset: i64, limit: i64) -> anyhow::Result<(Vec<University>, i64)>;
}

/// "Request Your University": someone asks for a university Quad does not list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityRequest {
    pub id: Uuid,
    pub university_name: String,
    pub location: Option<String>,
    pub email: String,
    pub requester_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub status: RequestStatus,
    /// The university that answered it (while it exists).
    pub university_id: Option<Uuid>,
    pub decided_at: Option<DateTime<Utc>>,
    /// When the requester was told that the university can be joined (once it can).
    pub told_at: Option<DateTime<Utc>>,
}

/// Where a request stands: waiting, answered by a university that joined, or declined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestStatus {
    Open,
    Added,
    Declined,
}

impl RequestStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RequestStatus::Open => "open",
            RequestStatus::Added => "added",
            RequestStatus::Declined => "declined",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [RequestStatus::Open, RequestStatus::Added, RequestStatus::Declined].into_iter().find(|s| s.as_str() == raw)
    }
}

/// A university just added, and the open requests it answered (their requesters are told).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddedUniversity {
    pub university: University,
    pub answered: Vec<UniversityRequest>,
}

#[derive(Debug, thiserror::Error)]
pub enum DeclineRequestError {
    #[error("Request not found")]
    NotFound,
    #[error("This request was already answered")]
    NotOpen,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait UniversityRequestRepository: Send + Sync + 'static {
    async fn insert(&self, request: UniversityRequest) -> anyhow::Result<()>;
    /// Records "tell me when it opens" (`request` names its university, status added, not told),
    /// unless that address already waits for that university; answers whether it was recorded.
    async fn wait_for_opening(&self, request: UniversityRequest) -> anyhow::Result<bool>;
    /// Marks told, and answers, every request answered by the university whose requester was not
    /// told yet (each claimed once, whichever instance asks).
    async fn claim_untold(&self, university_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Vec<UniversityRequest>>;
    /// Open ones first, then newest first.
    async fn list(&self, limit: i64) -> anyhow::Result<Vec<UniversityRequest>>;
    /// Declines an open request (compare-and-set) and writes the `audit` entry, in one transaction.
    async fn decline(
        &self,
        id: Uuid,
        at: DateTime<Utc>,
        audit: Audit<UniversityRequest>,
    ) -> Result<UniversityRequest, DeclineRequestError>;
    /// The requests a person sent, signed in or with their e-mail address, oldest first.
    async fn requests_by(&self, user_id: Uuid, email: &Email) -> anyhow::Result<Vec<UniversityRequest>>;
    /// Deletes the requests a person sent, signed in or with their e-mail address.
    async fn forget_requester(&self, user_id: Uuid, email: &Email) -> anyhow::Result<()>;
}
