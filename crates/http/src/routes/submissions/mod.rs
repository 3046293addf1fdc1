//! Student content (issue 25): the creator's submissions (`own`), the reviewers' queue and
//! takedowns (`review`), and the featured grids with likes (`featured`).

pub mod featured;
pub mod own;
pub mod review;

use chrono::{DateTime, Utc};
use quad_application::submissions::ports::{InstagramState, Submission, SubmissionPhoto, Takedown};
use quad_domain::{SubmissionStatus, submission::CreditChoice};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// A submission's life cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = SubmissionStatus)]
pub enum SubmissionStatusDto {
    Pending,
    ChangesRequested,
    Approved,
    Rejected,
    Withdrawn,
}

impl From<SubmissionStatus> for SubmissionStatusDto {
    fn from(status: SubmissionStatus) -> Self {
        match status {
            SubmissionStatus::Pending => Self::Pending,
            SubmissionStatus::ChangesRequested => Self::ChangesRequested,
            SubmissionStatus::Approved => Self::Approved,
            SubmissionStatus::Rejected => Self::Rejected,
            SubmissionStatus::Withdrawn => Self::Withdrawn,
        }
    }
}

/// How the creator is credited: their profile's Instagram handle, or their first name and last
/// initial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = CreditKind)]
pub enum CreditKindDto {
    Instagram,
    Name,
}

impl From<CreditKindDto> for CreditChoice {
    fn from(kind: CreditKindDto) -> Self {
        match kind {
            CreditKindDto::Instagram => Self::InstagramHandle,
            CreditKindDto::Name => Self::Name,
        }
    }
}

impl From<CreditChoice> for CreditKindDto {
    fn from(choice: CreditChoice) -> Self {
        match choice {
            CreditChoice::InstagramHandle => Self::Instagram,
            CreditChoice::Name => Self::Name,
        }
    }
}

/// One photo, with its thumbnail (400 px on the longer side) and its display size, for
/// responsive images.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionPhoto)]
pub struct PhotoDto {
    pub url: String,
    pub thumbnail_url: String,
    pub width: u32,
    pub height: u32,
}

impl From<SubmissionPhoto> for PhotoDto {
    fn from(photo: SubmissionPhoto) -> Self {
        Self { url: photo.url, thumbnail_url: photo.thumbnail_url, width: photo.width, height: photo.height }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionUniversity)]
pub struct UniversityRefDto {
    pub id: Uuid,
    pub name: String,
    /// Its page is `/{slug lowercased}`.
    pub slug: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Credit)]
pub struct CreditDto {
    pub kind: CreditKindDto,
    /// As shown: `@handle` or `Ada L.`.
    pub text: String,
}

/// Where it stands on the university's Instagram, once a manager queued it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmissionInstagram)]
pub struct InstagramStateDto {
    /// `queued`, `posted` or `failed`.
    pub status: String,
    /// When it is (or was) to go out: the estimated time while queued.
    pub scheduled_time: DateTime<Utc>,
    pub permalink: Option<String>,
    pub posted_time: Option<DateTime<Utc>>,
    /// Instagram's own counts, refreshed from the Graph API.
    pub likes: Option<i64>,
    pub comments: Option<i64>,
}

impl From<InstagramState> for InstagramStateDto {
    fn from(state: InstagramState) -> Self {
        Self {
            status: state.status,
            scheduled_time: state.scheduled_time,
            permalink: state.permalink,
            posted_time: state.posted_time,
            likes: state.likes,
            comments: state.comments,
        }
    }
}

/// The task a withdrawal opened for a post already on Instagram.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Takedown)]
pub struct TakedownDto {
    pub id: Uuid,
    pub permalink: Option<String>,
    pub opened_at: DateTime<Utc>,
    /// When a manager said it is off Instagram.
    pub done_at: Option<DateTime<Utc>>,
}

impl From<Takedown> for TakedownDto {
    fn from(task: Takedown) -> Self {
        Self { id: task.id, permalink: task.permalink, opened_at: task.opened_at, done_at: task.done_at }
    }
}

/// A submission as its creator and its reviewers see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Submission)]
pub struct SubmissionDto {
    pub id: Uuid,
    pub author_name: String,
    pub university: UniversityRefDto,
    /// As shown (a reviewer may have edited it).
    pub caption: String,
    /// The creator's own words, when a reviewer edited them.
    pub submitted_caption: Option<String>,
    pub credit: CreditDto,
    pub photos: Vec<PhotoDto>,
    /// The creator agreed to its going on the university's Instagram.
    pub consent_instagram: bool,
    pub status: SubmissionStatusDto,
    /// Send it back with a decision or a revision: a newer version answers 409.
    pub version: i32,
    /// Why it was rejected or sent back.
    pub reason: Option<String>,
    /// Why a reviewer should look closer: `word:<word>` for each flagged word in the caption,
    /// `same-image` for a photo identical to one of a rejected submission.
    pub flags: Vec<String>,
    pub submitted_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub featured_at: Option<DateTime<Utc>>,
    pub withdrawn_at: Option<DateTime<Utc>>,
    pub likes: i64,
    pub instagram: Option<InstagramStateDto>,
    pub takedown: Option<TakedownDto>,
}

impl From<Submission> for SubmissionDto {
    fn from(s: Submission) -> Self {
        Self {
            id: s.id,
            author_name: s.author_name,
            university: UniversityRefDto { id: s.university_id, name: s.university_name, slug: s.university_slug },
            caption: s.caption,
            submitted_caption: s.submitted_caption,
            credit: CreditDto { kind: s.credit.choice.into(), text: s.credit.text },
            photos: s.photos.into_iter().map(PhotoDto::from).collect(),
            consent_instagram: s.consent_instagram,
            status: s.status.into(),
            version: s.version,
            reason: s.reason,
            flags: s.flags,
            submitted_at: s.submitted_at,
            decided_at: s.decided_at,
            featured_at: s.featured_at,
            withdrawn_at: s.withdrawn_at,
            likes: s.likes,
            instagram: s.instagram.map(Into::into),
            takedown: s.takedown.map(Into::into),
        }
    }
}
