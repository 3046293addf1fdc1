use std::sync::Arc;

use quad_domain::{
    Notice, SubmissionStatus, User, post::Caption, profile::REJECTION_REASON_MAX, submission::flagged_word,
};
use uuid::Uuid;

use super::{
    SubmissionPorts,
    ports::{
        ChangeError, OpenTakedown, ReviewCounts, ReviewQueue, Submission, SubmissionDecision, SubmissionRepository,
        Takedown,
    },
};
use crate::{
    Clock, FieldError, Page, PageRequest,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    mail::{compose::email_to, ports::Mailer},
    notifications::Notifications,
    staff::{Staff, StaffScope},
};

/// What a reviewer decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewAction {
    /// Featured as it is, or with the caption the reviewer wrote (the creator is told what it
    /// became).
    Approve {
        caption: Option<String>,
    },
    Reject {
        reason: String,
    },
    AskForChanges {
        reason: String,
    },
}

#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("You must be a moderator, manager or admin to review submissions")]
    Forbidden,
    #[error("Only admins can change the flagged words")]
    AdminsOnly,
    #[error("Only managers and admins take posts off Instagram")]
    ManagersOnly,
    #[error("This submission's university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("Please provide a reason for rejection")]
    ReasonMissing,
    #[error("The reason must be at most 1000 characters")]
    ReasonTooLong,
    #[error("Submission not found")]
    NotFound,
    #[error("Only submissions waiting for review can be approved, rejected or sent back")]
    NotPending,
    #[error("This submission was changed after you opened it. Review the new version.")]
    Changed,
    #[error("You cannot review your own submission")]
    OwnSubmission,
    #[error("Takedown task not found")]
    TakedownNotFound,
    #[error("This takedown is already done")]
    TakedownDone,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<ChangeError> for ReviewError {
    fn from(error: ChangeError) -> Self {
        match error {
            ChangeError::NotFound => ReviewError::NotFound,
            ChangeError::WrongStatus => ReviewError::NotPending,
            ChangeError::Changed | ChangeError::TooManyPending => ReviewError::Changed,
            ChangeError::Unexpected(e) => ReviewError::Unexpected(e),
        }
    }
}

/// One tab of the review screen, with every tab's count.
#[derive(Debug, Clone)]
pub struct ReviewPage {
    pub submissions: Page<Submission>,
    pub counts: ReviewCounts,
}

/// The reviewers' side: the queue, decisions, takedown tasks and the flagged words.
#[derive(Clone)]
pub struct SubmissionReview {
    queue: Arc<dyn ReviewQueue>,
    submissions: Arc<dyn SubmissionRepository>,
    staff: Staff,
    notifications: Notifications,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    public_url: String,
}

fn reason_of(raw: &str) -> Result<String, ReviewError> {
    let reason = raw.trim();
    if reason.is_empty() {
        return Err(ReviewError::ReasonMissing);
    }
    if reason.chars().count() > REJECTION_REASON_MAX {
        return Err(ReviewError::ReasonTooLong);
    }
    Ok(reason.to_owned())
}

impl SubmissionReview {
    pub fn new(ports: &SubmissionPorts, public_url: &str) -> Self {
        Self {
            queue: ports.review.clone(),
            submissions: ports.submissions.clone(),
            staff: ports.staff.clone(),
            notifications: ports.notifications.clone(),
            mailer: ports.mailer.clone(),
            clock: ports.clock.clone(),
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    async fn scope(&self, actor: &User) -> Result<StaffScope, ReviewError> {
        if !actor.role.can_review_content() {
            return Err(ReviewError::Forbidden);
        }
        Ok(self.staff.reviewing_content(actor).await?)
    }

    /// Takedowns are done in the Instagram account, which managers and admins run.
    async fn takedown_scope(&self, actor: &User) -> Result<StaffScope, ReviewError> {
        if !actor.role.can_manage_instagram() {
            return Err(if actor.role.can_review_content() {
                ReviewError::ManagersOnly
            } else {
                ReviewError::Forbidden
            });
        }
        self.scope(actor).await
    }

    /// One status's submissions at the reviewer's universities, with every tab's count.
    pub async fn queue(
        &self,
        actor: &User,
        status: SubmissionStatus,
        page: PageRequest,
    ) -> Result<ReviewPage, ReviewError> {
        let scope = self.scope(actor).await?;
        if status == SubmissionStatus::Withdrawn {
            // Consent withdrawn: off Quad for everyone, reviewers included.
            return Err(FieldError::new("status", "Withdrawn submissions are not shown to reviewers").into());
        }
        let universities = scope.universities().map(<[Uuid]>::to_vec);
        let (items, total, mut counts) = self.queue.queue(universities, status, page.offset(), page.size()).await?;
        if !actor.role.can_manage_instagram() {
            // Takedowns are the managers' work (they run the account); a moderator is not shown them.
            counts.open_takedowns = 0;
        }
        Ok(ReviewPage { submissions: page.answer(items, total), counts })
    }

    /// Decides a pending submission on the version the reviewer saw (a newer one answers
    /// `Changed`); audited, and the creator is notified and e-mailed.
    pub async fn decide(
        &self,
        actor: &User,
        id: Uuid,
        version: i32,
        action: ReviewAction,
    ) -> Result<Submission, ReviewError> {
        let scope = self.scope(actor).await?;
        let current = self.submissions.find(id).await?.ok_or(ReviewError::NotFound)?;
        if current.author_id == actor.id {
            return Err(ReviewError::OwnSubmission);
        }
        if !scope.covers(current.university_id) {
            return Err(ReviewError::NotYours);
        }
        let (to, caption, reason, action_name) = match action {
            ReviewAction::Approve { caption } => {
                let edited = caption
                    .map(|c| Caption::parse(&c).map_err(|e| FieldError::new("caption", e)))
                    .transpose()?
                    .filter(|c| c.as_str() != current.caption);
                if let Some(edited) = &edited
                    && current.consent_instagram
                {
                    current.credit.instagram_caption(edited).map_err(|e| FieldError::new("caption", e))?;
                }
                (SubmissionStatus::Approved, edited, None, AuditAction::SubmissionApproved)
            }
            ReviewAction::Reject { reason } => {
                (SubmissionStatus::Rejected, None, Some(reason_of(&reason)?), AuditAction::SubmissionRejected)
            }
            ReviewAction::AskForChanges { reason } => (
                SubmissionStatus::ChangesRequested,
                None,
                Some(reason_of(&reason)?),
                AuditAction::SubmissionChangesRequested,
            ),
        };
        current.status.decide(to).map_err(|_| ReviewError::NotPending)?;
        let label = format!("{} at {}", current.author_name, current.university_name);
        let mut entry = AuditEntry::new(actor, action_name, id, Some(label)).with(FieldChange::new(
            "status",
            Some(current.status.to_string()),
            Some(to.to_string()),
        ));
        if let Some(edited) = &caption {
            entry = entry.with(FieldChange::new(
                "caption",
                Some(current.caption.clone()),
                Some(edited.as_str().to_owned()),
            ));
        }
        if let Some(reason) = &reason {
            entry = entry.with(FieldChange::new("reason", None, Some(reason.clone())));
        }
        let decision = SubmissionDecision { version, to, caption, reason, by: actor.id, at: self.clock.now() };
        let edited = decision.caption.as_ref().map(|c| c.as_str().to_owned());
        let decided = self.queue.decide(id, decision, Audit::entry(entry)).await?;
        let notice = match to {
            SubmissionStatus::Approved => {
                Notice::SubmissionApproved { university: decided.university_name.clone(), edited_caption: edited }
            }
            _ => Notice::SubmissionDeclined {
                reason: decided.reason.clone().unwrap_or_default(),
                changes_requested: to == SubmissionStatus::ChangesRequested,
            },
        };
        self.tell(&decided, notice).await;
        Ok(decided)
    }

    /// Notifies the creator in the app and by e-mail; a failure is logged, the decision stands.
    async fn tell(&self, submission: &Submission, notice: Notice) {
        let email = email_to(
            &submission.author_first_name,
            submission.author_email.clone(),
            &notice.title(),
            &notice.body(),
            "See your submissions",
            &format!("{}/submissions", self.public_url),
            "Thank you for sharing your university with Quad.",
        );
        if let Err(error) = self.mailer.send(email).await {
            tracing::error!(submission = %submission.id, error = format!("{error:#}"), "a decision e-mail was not sent");
        }
        self.notifications.tell(submission.author_id, notice).await;
    }

    /// Open takedown tasks at the manager's universities (every one for an admin).
    pub async fn takedowns(&self, actor: &User) -> Result<Vec<OpenTakedown>, ReviewError> {
        let scope = self.takedown_scope(actor).await?;
        Ok(self.queue.open_takedowns(scope.universities().map(<[Uuid]>::to_vec)).await?)
    }

    /// Says the post is off Instagram; audited.
    pub async fn finish_takedown(&self, actor: &User, id: Uuid) -> Result<Takedown, ReviewError> {
        let scope = self.takedown_scope(actor).await?;
        let entry = AuditEntry::new(actor, AuditAction::TakedownDone, id, None);
        self.queue
            .finish_takedown(
                id,
                scope.universities().map(<[Uuid]>::to_vec),
                actor.id,
                self.clock.now(),
                Audit::entry(entry),
            )
            .await
            .map_err(|e| match e {
                ChangeError::NotFound => ReviewError::TakedownNotFound,
                ChangeError::WrongStatus | ChangeError::Changed | ChangeError::TooManyPending => {
                    ReviewError::TakedownDone
                }
                ChangeError::Unexpected(e) => ReviewError::Unexpected(e),
            })
    }

    pub async fn flagged_words(&self, actor: &User) -> Result<Vec<String>, ReviewError> {
        self.scope(actor).await?;
        Ok(self.submissions.flagged_words().await?)
    }

    /// Admins keep the words that flag a caption (never a rejection by themselves).
    pub async fn add_flagged_word(&self, actor: &User, raw: &str) -> Result<Vec<String>, ReviewError> {
        if !actor.role.is_admin() {
            return Err(ReviewError::AdminsOnly);
        }
        let word = flagged_word(raw).map_err(|e| FieldError::new("word", e))?;
        self.queue.add_flagged_word(&word, actor.id, self.clock.now()).await?;
        Ok(self.submissions.flagged_words().await?)
    }

    pub async fn remove_flagged_word(&self, actor: &User, word: &str) -> Result<Vec<String>, ReviewError> {
        if !actor.role.is_admin() {
            return Err(ReviewError::AdminsOnly);
        }
        self.queue.remove_flagged_word(&word.trim().to_lowercase()).await?;
        Ok(self.submissions.flagged_words().await?)
    }
}
