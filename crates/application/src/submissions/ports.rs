//! Where submissions are kept, one port per caller: the student's (`SubmissionRepository`), the
//! reviewers' (`ReviewQueue`) and everyone's featured grids (`FeaturedPosts`).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use quad_domain::{
    SubmissionStatus,
    post::Caption,
    submission::{Consent, Credit, CreditChoice},
};
use uuid::Uuid;

use crate::{audit::Audit, media::ports::OwnedPhoto};

/// One photo of a submission, with what a responsive grid needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmissionPhoto {
    pub url: String,
    pub thumbnail_url: String,
    pub width: u32,
    pub height: u32,
}

impl From<OwnedPhoto> for SubmissionPhoto {
    fn from(photo: OwnedPhoto) -> Self {
        Self { url: photo.url, thumbnail_url: photo.thumbnail_url, width: photo.width, height: photo.height }
    }
}

/// Where a submission stands on Instagram, when it was queued there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstagramState {
    /// `queued`, `posted` or `failed` (the publishing queue's own states).
    pub status: String,
    pub scheduled_time: DateTime<Utc>,
    pub permalink: Option<String>,
    pub posted_time: Option<DateTime<Utc>>,
    /// Instagram's own counts, refreshed from the Graph API.
    pub likes: Option<i64>,
    pub comments: Option<i64>,
}

/// A like the person gave a featured post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GivenLike {
    pub submission_id: Uuid,
    pub liked_at: DateTime<Utc>,
}

/// The task a withdrawal opens for a post already on Instagram.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Takedown {
    pub id: Uuid,
    pub permalink: Option<String>,
    pub opened_at: DateTime<Utc>,
    pub done_at: Option<DateTime<Utc>>,
}

/// An open takedown task as its university's managers see it: the post's caption always, and the
/// submission while it exists (it goes with its creator's account; the task stays owed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenTakedown {
    pub task: Takedown,
    pub university_id: Uuid,
    pub university_name: String,
    pub university_slug: String,
    /// The caption the post went out (or was going out) with.
    pub caption: String,
    pub submission: Option<Submission>,
}

/// A submission as its creator and its reviewers see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    pub id: Uuid,
    pub author_id: Uuid,
    /// The creator's name, for reviewers, and what the decision's e-mail needs.
    pub author_name: String,
    pub author_first_name: String,
    pub author_email: quad_domain::Email,
    pub university_id: Uuid,
    pub university_name: String,
    pub university_slug: String,
    /// What is shown (perhaps as a reviewer edited it).
    pub caption: String,
    /// The creator's own words, when a reviewer edited them.
    pub submitted_caption: Option<String>,
    pub credit: Credit,
    pub photos: Vec<SubmissionPhoto>,
    pub consent_instagram: bool,
    pub status: SubmissionStatus,
    pub version: i32,
    /// Why it was rejected or sent back.
    pub reason: Option<String>,
    /// Why a reviewer should look closer: flagged words found, `same-image`.
    pub flags: Vec<String>,
    pub submitted_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub featured_at: Option<DateTime<Utc>>,
    pub withdrawn_at: Option<DateTime<Utc>>,
    pub likes: i64,
    pub instagram: Option<InstagramState>,
    pub takedown: Option<Takedown>,
}

/// What the student sends, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSubmission {
    pub id: Uuid,
    pub author_id: Uuid,
    pub university_id: Uuid,
    pub caption: Caption,
    pub credit: Credit,
    pub photos: Vec<SubmissionPhoto>,
    /// The photos' fingerprints, kept to flag the same image sent again after a rejection.
    pub fingerprints: Vec<String>,
    pub consent: Consent,
    pub flags: Vec<String>,
    pub at: DateTime<Utc>,
}

/// A revision the student sends after changes were asked (or while it waits for review).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Revision {
    pub caption: Caption,
    pub credit: Credit,
    pub photos: Vec<SubmissionPhoto>,
    pub fingerprints: Vec<String>,
    pub consent_instagram: bool,
    pub flags: Vec<String>,
    pub at: DateTime<Utc>,
    /// Sent back and revised, it waits again: refused when this many of the author's wait already.
    pub pending_max: i64,
}

#[derive(Debug)]
pub enum SubmitOutcome {
    Submitted(Box<Submission>),
    /// `PENDING_MAX` wait for review already.
    TooManyPending,
    /// `PER_DAY_MAX` were sent in the last 24 hours.
    TooManyToday,
}

/// Answers of a change to one submission.
#[derive(Debug, thiserror::Error)]
pub enum ChangeError {
    #[error("not found")]
    NotFound,
    /// Its status does not allow the change.
    #[error("not allowed in its status")]
    WrongStatus,
    /// Its version is not the one the change was made on.
    #[error("changed since")]
    Changed,
    /// The author has as many submissions waiting for review as they may.
    #[error("too many pending")]
    TooManyPending,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The submit form's draft: every field may still be empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmissionDraft {
    pub university_id: Option<Uuid>,
    pub caption: String,
    pub credit: CreditChoice,
    pub photos: Vec<SubmissionPhoto>,
    pub consent_instagram: bool,
    pub updated_at: DateTime<Utc>,
}

/// What withdrawing did beyond taking it off Quad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Withdrawal {
    pub submission: Submission,
    /// The addresses of the photos it had (it has none once withdrawn).
    pub photo_urls: Vec<String>,
    /// Its queued Instagram post was cancelled.
    pub cancelled_post: bool,
    /// It is on Instagram: a takedown task was opened.
    pub takedown_opened: bool,
}

/// The student's side.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SubmissionRepository: Send + Sync + 'static {
    /// Stores it as pending and discards the author's draft, unless the author has `pending_max`
    /// pending already or sent `per_day_max` since `day_start` (counted under a lock on the
    /// author, so two at once keep the limits).
    async fn submit(
        &self,
        submission: NewSubmission,
        pending_max: i64,
        per_day_max: i64,
        day_start: DateTime<Utc>,
    ) -> anyhow::Result<SubmitOutcome>;
    /// Replaces the content of the author's submission at `version` if it may be revised; it
    /// waits for review again, with a new version. `ChangeError::NotFound` for another's.
    async fn revise(
        &self,
        id: Uuid,
        author_id: Uuid,
        version: i32,
        revision: Revision,
    ) -> Result<Submission, ChangeError>;
    /// Takes it off Quad: withdrawn, its queued Instagram post cancelled, a takedown task opened
    /// if it is on Instagram; all or nothing. `NotFound` for another's, `WrongStatus` if done.
    async fn withdraw(&self, id: Uuid, author_id: Uuid, at: DateTime<Utc>) -> Result<Withdrawal, ChangeError>;
    /// Withdraws everything of the author's and takes back their likes (before their account
    /// goes), in one transaction: answers each withdrawal.
    async fn withdraw_all(&self, author_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Vec<Withdrawal>>;
    /// The author's submissions, newest first, one page, and how many in all.
    async fn by_author(&self, author_id: Uuid, offset: i64, limit: i64) -> anyhow::Result<(Vec<Submission>, i64)>;
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<Submission>>;
    /// The flagged words, in the order they were added.
    async fn flagged_words(&self) -> anyhow::Result<Vec<String>>;
    /// Whether an image with one of these fingerprints belongs to a rejected submission.
    async fn same_image_as_rejected(&self, fingerprints: Vec<String>) -> anyhow::Result<bool>;
    /// The featured posts the person liked, newest like first.
    async fn likes_by(&self, user_id: Uuid) -> anyhow::Result<Vec<GivenLike>>;
}

/// A creator's one draft of a submission, kept between visits until it is sent or abandoned.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SubmissionDrafts: Send + Sync + 'static {
    async fn draft_of(&self, author_id: Uuid) -> anyhow::Result<Option<SubmissionDraft>>;
    async fn save_draft(&self, author_id: Uuid, draft: &SubmissionDraft) -> anyhow::Result<()>;
    async fn discard_draft(&self, author_id: Uuid) -> anyhow::Result<()>;
    /// Removes drafts last saved before `before`; answers how many.
    async fn discard_drafts_saved_before(&self, before: DateTime<Utc>) -> anyhow::Result<u64>;
}

/// How many wait in each tab of the review screen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReviewCounts {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
    pub changes_requested: i64,
    pub open_takedowns: i64,
}

/// A reviewer's decision, made on the version they saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmissionDecision {
    pub version: i32,
    pub to: SubmissionStatus,
    /// The caption as the reviewer edited it (approvals only).
    pub caption: Option<Caption>,
    pub reason: Option<String>,
    pub by: Uuid,
    pub at: DateTime<Utc>,
}

/// The reviewers' side.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ReviewQueue: Send + Sync + 'static {
    /// One status's submissions at these universities (`None`: all), oldest first for pending and
    /// newest decided first otherwise, with the counts for every tab.
    async fn queue(
        &self,
        universities: Option<Vec<Uuid>>,
        status: SubmissionStatus,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<Submission>, i64, ReviewCounts)>;
    /// Decides it if it is still at `decision.version` and pending; writes the audit entry in the
    /// same transaction.
    async fn decide(
        &self,
        id: Uuid,
        decision: SubmissionDecision,
        audit: Audit<Submission>,
    ) -> Result<Submission, ChangeError>;
    /// Open takedown tasks at these universities, oldest first, with their submission.
    async fn open_takedowns(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<Vec<OpenTakedown>>;
    /// Marks a takedown done; `NotFound` for an unknown one or one outside `universities`,
    /// `WrongStatus` when already done.
    async fn finish_takedown(
        &self,
        id: Uuid,
        universities: Option<Vec<Uuid>>,
        by: Uuid,
        at: DateTime<Utc>,
        audit: Audit<Takedown>,
    ) -> Result<Takedown, ChangeError>;
    async fn add_flagged_word(&self, word: &str, by: Uuid, at: DateTime<Utc>) -> anyhow::Result<()>;
    async fn remove_flagged_word(&self, word: &str) -> anyhow::Result<bool>;
}

/// A featured post, as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeaturedPost {
    pub id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub university_slug: String,
    pub caption: String,
    pub credit: String,
    pub photos: Vec<SubmissionPhoto>,
    pub featured_at: DateTime<Utc>,
    pub likes: i64,
    /// Instagram's own counts, once published there.
    pub instagram: Option<InstagramState>,
}

/// A post's likes after a like or its withdrawal, and whether it changed them (liking twice,
/// or taking back a like never given, changes nothing: the cached grids stay as they are).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LikeCount {
    pub likes: i64,
    pub changed: bool,
}

/// The featured grids and likes.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait FeaturedPosts: Send + Sync + 'static {
    /// A university's featured posts (`None`: every university's), newest first, one page, and
    /// how many in all.
    async fn featured(
        &self,
        university_id: Option<Uuid>,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<FeaturedPost>, i64)>;
    async fn find_featured(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>>;
    /// The posts among `ids` that are featured, in the order of `ids`.
    async fn featured_among(&self, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedPost>>;
    /// Likes it once (liking twice changes nothing) while it is featured, decided under a lock on
    /// it; answers its count, `None` when it is not featured (any more).
    async fn like(&self, id: Uuid, user_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Option<LikeCount>>;
    /// Takes a like back; answers its count, `None` when the submission is gone.
    async fn unlike(&self, id: Uuid, user_id: Uuid) -> anyhow::Result<Option<LikeCount>>;
    /// Which of these posts the person liked.
    async fn liked_among(&self, user_id: Uuid, ids: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>>;
}
