//! A manager's posts: uploaded into a university's queue at a free slot, listed, moved, cancelled
//! and retried (spec 2.7, 4, 5, 9).

use std::sync::Arc;

use anyhow::Context;
use chrono::{DateTime, TimeDelta, Utc};
use quad_domain::{
    User,
    post::{Caption, PostRuleError},
};
use uuid::Uuid;

use super::ports::{
    InstagramAccountRepository, ManagedUniversities, ManagedUniversity, NewPost, Post, PostChange, PostCounts,
    PostQueue, PostStatus, QueueRefusal, Slot,
};
use crate::{
    Clock,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    media::{MediaLibrary, UploadError, ports::MediaKind},
    paging::{Page, PageRequest},
    staff::{Staff, StaffScope},
};

/// Spec 9: the posts list shows 6 a page.
pub const PAGE_SIZE: i64 = 6;
/// The longest stretch the schedule answers at once.
pub const LONGEST_SCHEDULE: TimeDelta = TimeDelta::days(31);

#[derive(Debug, thiserror::Error)]
pub enum PostError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("This university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error("Please select an image")]
    ImageMissing,
    #[error(transparent)]
    Upload(#[from] UploadError),
    #[error(transparent)]
    Rule(#[from] PostRuleError),
    #[error("University not found")]
    UniversityNotFound,
    #[error("Connect an Instagram account for this university before uploading posts")]
    NoAccount,
    #[error("This Instagram account is not connected to this university")]
    AccountNotFound,
    #[error("Post not found")]
    NotFound,
    #[error("Only queued posts can be cancelled")]
    CannotCancel,
    #[error("Only queued posts can be moved")]
    CannotMove,
    #[error("Only failed posts can be retried")]
    CannotRetry,
    #[error("This post is being published right now")]
    Publishing,
    #[error("The schedule can show at most 31 days at once, from an earlier to a later time")]
    BadRange,
    #[error("Submission not found")]
    SubmissionNotFound,
    #[error("Only an approved submission whose creator agreed to Instagram, and not queued already, can be queued")]
    SubmissionUnavailable,
    #[error("{0}")]
    CreditDoesNotFit(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// What a manager uploads.
#[derive(Debug, Clone, Default)]
pub struct PostUpload {
    pub image: Option<Vec<u8>>,
    pub caption: String,
    pub account_id: Option<Uuid>,
    pub scheduled_time: Option<DateTime<Utc>>,
}

#[derive(Clone)]
pub struct ManagerPosts {
    posts: Arc<dyn PostQueue>,
    universities: Arc<dyn ManagedUniversities>,
    accounts: Arc<dyn InstagramAccountRepository>,
    media: MediaLibrary,
    staff: Staff,
    clock: Arc<dyn Clock>,
    /// Students' submissions, which managers queue (issue 25).
    submissions: Option<Arc<dyn crate::submissions::ports::SubmissionRepository>>,
}

impl ManagerPosts {
    pub fn new(
        posts: Arc<dyn PostQueue>,
        universities: Arc<dyn ManagedUniversities>,
        accounts: Arc<dyn InstagramAccountRepository>,
        media: MediaLibrary,
        staff: Staff,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { posts, universities, accounts, media, staff, clock, submissions: None }
    }

    /// Lets managers queue students' approved submissions.
    pub fn with_submissions(mut self, submissions: Arc<dyn crate::submissions::ports::SubmissionRepository>) -> Self {
        self.submissions = Some(submissions);
        self
    }

    /// Queues an approved submission whose creator agreed to Instagram: its photos as one post
    /// (a carousel for several), its caption with the credit on its own line, on an account of
    /// its university under the spacing rules. Linked to the submission in the same transaction,
    /// so it is queued once, and only while it stays approved.
    pub async fn queue_submission(
        &self,
        actor: &User,
        submission_id: Uuid,
        account_id: Option<Uuid>,
        scheduled_time: Option<DateTime<Utc>>,
    ) -> Result<Post, PostError> {
        let submissions = self.submissions.as_ref().context("submissions are not wired to the post queue")?;
        let submission = submissions.find(submission_id).await?.ok_or(PostError::SubmissionNotFound)?;
        self.allow(actor, submission.university_id).await?;
        if submission.status != quad_domain::SubmissionStatus::Approved
            || !submission.consent_instagram
            || submission.instagram.is_some()
        {
            return Err(PostError::SubmissionUnavailable);
        }
        let caption = submission
            .credit
            .instagram_caption(&Caption::parse(&submission.caption)?)
            .map_err(|e| PostError::CreditDoesNotFit(e.to_string()))?;
        let now = self.clock.now();
        if scheduled_time.is_some_and(|at| at < now) {
            return Err(PostRuleError::SlotInPast.into());
        }
        let accounts =
            self.accounts.of_university(submission.university_id).await?.ok_or(PostError::UniversityNotFound)?;
        let account = match account_id {
            Some(id) => accounts.iter().find(|account| account.id == id).ok_or(PostError::AccountNotFound)?,
            None => accounts.first().ok_or(PostError::NoAccount)?,
        };
        let images: Vec<String> = submission.photos.iter().map(|p| p.url.clone()).collect();
        let post = NewPost {
            id: Uuid::now_v7(),
            university_id: submission.university_id,
            account_id: account.id,
            manager_id: actor.id,
            image_url: images.first().cloned().ok_or(PostError::SubmissionUnavailable)?,
            // The photos stay the student's uploads: the post keeps no files of its own.
            image_key: String::new(),
            thumbnail_key: String::new(),
            letterboxed: false,
            caption,
            carousel: if images.len() > 1 { images } else { Vec::new() },
            submission_id: Some(submission_id),
        };
        let audit = Audit::from_outcome({
            let placed = Self::placed(actor, AuditAction::SubmissionQueued, submission_id);
            move |post: &Post| Some(placed(post))
        });
        match self.posts.queue(post, scheduled_time.map_or(Slot::Next, Slot::At), now, audit).await {
            Ok(Ok(post)) => Ok(post),
            Ok(Err(QueueRefusal::Rule(rule))) => Err(rule.into()),
            Ok(Err(QueueRefusal::SubmissionUnavailable)) => Err(PostError::SubmissionUnavailable),
            Err(error) => Err(error.context("failed to queue a submission").into()),
        }
    }

    /// The entry of a post placed in the queue: where it went.
    fn placed(actor: &User, action: AuditAction, id: Uuid) -> impl FnOnce(&Post) -> AuditEntry + Send + 'static {
        let entry = AuditEntry::new(actor, action, id, None);
        move |post| {
            AuditEntry { target_label: Some(post.university_name.clone()), ..entry }.with(FieldChange::new(
                "scheduledTime",
                None,
                Some(post.scheduled_time.to_rfc3339()),
            ))
        }
    }

    /// The entry of a change to a post, written when it is done.
    fn when_done<T: 'static>(entry: impl FnOnce(&T) -> AuditEntry + Send + 'static) -> Audit<PostChange<T>> {
        Audit::from_outcome(move |change: &PostChange<T>| match change {
            PostChange::Done(done) => Some(entry(done)),
            _ => None,
        })
    }

    /// The universities `actor` manages: admins all, managers those assigned to them.
    async fn scope(&self, actor: &User) -> Result<StaffScope, PostError> {
        if !actor.role.can_manage_instagram() {
            return Err(PostError::Forbidden);
        }
        Ok(self.staff.managing(actor).await?)
    }

    async fn allow(&self, actor: &User, university: Uuid) -> Result<(), PostError> {
        if self.scope(actor).await?.covers(university) { Ok(()) } else { Err(PostError::NotYours) }
    }

    /// As [`allow`](Self::allow), for the university of the post `id` (not found: none).
    async fn allow_post(&self, actor: &User, id: Uuid) -> Result<(), PostError> {
        let scope = self.scope(actor).await?;
        let university = self.posts.university_of(id).await?.ok_or(PostError::NotFound)?;
        if scope.covers(university) { Ok(()) } else { Err(PostError::NotYours) }
    }

    /// Checks the caption, the account and the time, then runs the image through the media
    /// pipeline (framed for Instagram) and queues the post. An image stored for a post that
    /// could not be queued is removed again.
    pub async fn upload(&self, actor: &User, university_id: Uuid, upload: PostUpload) -> Result<Post, PostError> {
        self.allow(actor, university_id).await?;
        let image = upload.image.filter(|bytes| !bytes.is_empty()).ok_or(PostError::ImageMissing)?;
        let caption = Caption::parse(&upload.caption)?;
        let now = self.clock.now();
        if upload.scheduled_time.is_some_and(|at| at < now) {
            return Err(PostRuleError::SlotInPast.into());
        }
        let accounts = self.accounts.of_university(university_id).await?.ok_or(PostError::UniversityNotFound)?;
        let account = match upload.account_id {
            Some(id) => accounts.iter().find(|account| account.id == id).ok_or(PostError::AccountNotFound)?,
            None => accounts.first().ok_or(PostError::NoAccount)?,
        };
        let stored = self.media.upload(actor, MediaKind::Post, image).await?;
        let post = NewPost {
            id: Uuid::now_v7(),
            university_id,
            account_id: account.id,
            manager_id: actor.id,
            image_url: stored.url.clone(),
            image_key: stored.key.clone(),
            thumbnail_key: stored.thumbnail_key.clone(),
            letterboxed: stored.letterboxed,
            caption,
            carousel: Vec::new(),
            submission_id: None,
        };
        let slot = upload.scheduled_time.map_or(Slot::Next, Slot::At);
        let audit = Audit::from_outcome({
            let placed = Self::placed(actor, AuditAction::PostQueued, post.id);
            move |post: &Post| Some(placed(post))
        });
        let queued = match self.posts.queue(post, slot, now, audit).await {
            Ok(Ok(post)) => Ok(post),
            Ok(Err(QueueRefusal::Rule(rule))) => Err(rule.into()),
            Ok(Err(QueueRefusal::SubmissionUnavailable)) => Err(PostError::SubmissionUnavailable),
            Err(error) => Err(error.context("failed to queue a post").into()),
        };
        match &queued {
            Ok(post) => {
                tracing::info!(post_id = %post.id, %university_id, scheduled = %post.scheduled_time, "a post was queued");
            }
            Err(_) => self.media.forget(&[stored.key, stored.thumbnail_key]).await,
        }
        queued
    }

    pub async fn page(
        &self,
        actor: &User,
        university_id: Uuid,
        status: Option<PostStatus>,
        page: PageRequest,
    ) -> Result<Page<Post>, PostError> {
        self.allow(actor, university_id).await?;
        self.posts.page(university_id, status, page, self.clock.now()).await?.ok_or(PostError::UniversityNotFound)
    }

    pub async fn cancel(&self, actor: &User, id: Uuid) -> Result<(), PostError> {
        self.allow_post(actor, id).await?;
        let entry = AuditEntry::new(actor, AuditAction::PostCancelled, id, None);
        match self.posts.cancel(id, self.clock.now(), Self::when_done(move |_: &Vec<String>| entry)).await? {
            PostChange::Done(keys) => {
                self.media.forget(&keys).await;
                tracing::info!(post_id = %id, "a queued post was cancelled");
                Ok(())
            }
            PostChange::NotFound => Err(PostError::NotFound),
            PostChange::WrongStatus(_) | PostChange::Rule(_) => Err(PostError::CannotCancel),
            PostChange::Publishing => Err(PostError::Publishing),
        }
    }

    pub async fn reschedule(&self, actor: &User, id: Uuid, at: DateTime<Utc>) -> Result<Post, PostError> {
        self.allow_post(actor, id).await?;
        let audit = Self::when_done(Self::placed(actor, AuditAction::PostMoved, id));
        match self.posts.reschedule(id, at, self.clock.now(), audit).await? {
            PostChange::Done(post) => Ok(post),
            PostChange::NotFound => Err(PostError::NotFound),
            PostChange::WrongStatus(_) => Err(PostError::CannotMove),
            PostChange::Publishing => Err(PostError::Publishing),
            PostChange::Rule(rule) => Err(rule.into()),
        }
    }

    pub async fn retry(&self, actor: &User, id: Uuid) -> Result<Post, PostError> {
        self.allow_post(actor, id).await?;
        let audit = Self::when_done(Self::placed(actor, AuditAction::PostRetried, id));
        match self.posts.requeue(id, self.clock.now(), audit).await? {
            PostChange::Done(post) => Ok(post),
            PostChange::NotFound => Err(PostError::NotFound),
            PostChange::WrongStatus(_) | PostChange::Publishing => Err(PostError::CannotRetry),
            PostChange::Rule(rule) => Err(rule.into()),
        }
    }

    /// Every university's posts placed between `from` and `to` (at most 31 days).
    /// The posts of the actor's universities placed between `from` and `to` (at most 31 days).
    pub async fn schedule(&self, actor: &User, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<Post>, PostError> {
        let scope = self.scope(actor).await?;
        if to <= from || to - from > LONGEST_SCHEDULE {
            return Err(PostError::BadRange);
        }
        let mut posts = self.posts.between(from, to, self.clock.now()).await?;
        posts.retain(|post| scope.covers(post.university_id));
        Ok(posts)
    }

    /// The dashboard's figures over the actor's universities.
    pub async fn counts(&self, actor: &User) -> Result<PostCounts, PostError> {
        let scope = self.scope(actor).await?;
        let universities = scope.universities().map(<[Uuid]>::to_vec);
        Ok(self.posts.counts(universities).await.context("failed to count posts")?)
    }

    /// The actor's universities (a manager with none assigned has none).
    pub async fn universities(&self, actor: &User) -> Result<Vec<ManagedUniversity>, PostError> {
        let scope = self.scope(actor).await?;
        let mut universities = self.universities.all().await.context("failed to list universities")?;
        universities.retain(|university| scope.covers(university.id));
        Ok(universities)
    }
}
