use anyhow::Context;
use chrono::Duration;
use quad_domain::{
    Notice, University, User,
    post::{CAPTION_MAX, Caption},
    submission::{Consent, Credit, CreditChoice, PENDING_MAX, PER_DAY_MAX, PHOTOS_MAX, check_photo_count, flagged_in},
};
use uuid::Uuid;

use super::{
    Submissions,
    ports::{
        ChangeError, NewSubmission, Revision, Submission, SubmissionDraft, SubmissionPhoto, SubmitOutcome, Withdrawal,
    },
};
use crate::{
    FieldError, Page, PageRequest,
    media::ports::{MediaKind, OwnedPhoto},
    memberships::{MembershipStatus, how_to_verify},
    notifications::Notifications,
};

/// What the student sends.
#[derive(Debug, Clone)]
pub struct SubmissionForm {
    pub university: Uuid,
    pub caption: String,
    pub credit: CreditChoice,
    /// The photos' URLs, as uploaded for a submission, in order.
    pub photos: Vec<String>,
    pub consent: Consent,
}

/// The draft as the form sends it: anything may still be missing.
#[derive(Debug, Clone)]
pub struct DraftForm {
    pub university: Option<Uuid>,
    pub caption: String,
    pub credit: CreditChoice,
    pub photos: Vec<String>,
    pub consent_instagram: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum SubmitError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    /// Only verified members of the university submit there; the message says how to become one.
    #[error("{0}")]
    NotMember(String),
    #[error("You have 5 submissions waiting for review. You can send more once they are decided.")]
    TooManyPending,
    #[error("You can submit at most 10 times a day. Please try again tomorrow.")]
    TooManyToday,
    #[error("Submission not found")]
    NotFound,
    #[error("Only a submission waiting for review or sent back for changes can be changed")]
    NotRevisable,
    #[error("This submission changed since you opened it. Reload it and try again.")]
    Changed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum WithdrawError {
    #[error("Submission not found")]
    NotFound,
    #[error("You have already withdrawn this submission")]
    AlreadyWithdrawn,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(field: &'static str, error: impl ToString) -> SubmitError {
    FieldError::new(field, error).into()
}

/// The content a submission and a revision share, checked.
struct CheckedContent {
    university: University,
    caption: Caption,
    credit: Credit,
    photos: Vec<SubmissionPhoto>,
    fingerprints: Vec<String>,
    flags: Vec<String>,
}

impl Submissions {
    /// Sends a submission for review: the student must be a verified member of the university,
    /// the photos theirs (1-10, uploaded for a submission), the caption within Instagram's rules
    /// (with the credit added when Instagram is consented to), Quad's page consented to and
    /// everyone pictured agreed. At most `PENDING_MAX` wait at once and `PER_DAY_MAX` a day.
    /// The draft goes with it.
    pub async fn submit(&self, author: &User, form: SubmissionForm) -> Result<Submission, SubmitError> {
        form.consent.check().map_err(|e| invalid("consent", e))?;
        let content = self
            .check_content(author, form.university, &form.caption, form.credit, &form.photos, form.consent.instagram)
            .await?;
        let submission = NewSubmission {
            id: Uuid::now_v7(),
            author_id: author.id,
            university_id: content.university.id,
            caption: content.caption,
            credit: content.credit,
            photos: content.photos,
            fingerprints: content.fingerprints,
            consent: form.consent,
            flags: content.flags,
            at: self.clock.now(),
        };
        let day_start = submission.at - Duration::hours(24);
        match self.repository.submit(submission, PENDING_MAX, PER_DAY_MAX, day_start).await? {
            SubmitOutcome::Submitted(submission) => Ok(*submission),
            SubmitOutcome::TooManyPending => Err(SubmitError::TooManyPending),
            SubmitOutcome::TooManyToday => Err(SubmitError::TooManyToday),
        }
    }

    /// Changes a submission that waits for review or was sent back, made on `version`: it waits
    /// for review again. The same rules as a new one; consent to Quad's page stands.
    pub async fn revise(
        &self,
        author: &User,
        id: Uuid,
        version: i32,
        form: SubmissionForm,
    ) -> Result<Submission, SubmitError> {
        form.consent.check().map_err(|e| invalid("consent", e))?;
        let current =
            self.repository.find(id).await?.filter(|s| s.author_id == author.id).ok_or(SubmitError::NotFound)?;
        if form.university != current.university_id {
            return Err(invalid("university", "A submission stays with its university"));
        }
        let content = self
            .check_content(author, form.university, &form.caption, form.credit, &form.photos, form.consent.instagram)
            .await?;
        let revision = Revision {
            caption: content.caption,
            credit: content.credit,
            photos: content.photos,
            fingerprints: content.fingerprints,
            consent_instagram: form.consent.instagram,
            flags: content.flags,
            at: self.clock.now(),
            pending_max: PENDING_MAX,
        };
        self.repository.revise(id, author.id, version, revision).await.map_err(|error| match error {
            ChangeError::NotFound => SubmitError::NotFound,
            ChangeError::WrongStatus => SubmitError::NotRevisable,
            ChangeError::Changed => SubmitError::Changed,
            ChangeError::TooManyPending => SubmitError::TooManyPending,
            ChangeError::Unexpected(e) => SubmitError::Unexpected(e),
        })
    }

    async fn check_content(
        &self,
        author: &User,
        university_id: Uuid,
        caption: &str,
        credit: CreditChoice,
        photo_urls: &[String],
        to_instagram: bool,
    ) -> Result<CheckedContent, SubmitError> {
        let university = self
            .universities
            .find(university_id)
            .await?
            .ok_or_else(|| invalid("university", "Please choose your university"))?;
        let membership = self.memberships.of(author).await?;
        if membership.status_at(&university) != MembershipStatus::Verified {
            let how = how_to_verify(&university)
                .map(|how| format!(" To become one, {how}."))
                .unwrap_or_else(|| " It has no university e-mail domain yet, so nobody can verify there.".into());
            return Err(SubmitError::NotMember(format!(
                "Only verified students of {} can submit content there.{how}",
                university.name.as_str()
            )));
        }
        check_photo_count(photo_urls.len()).map_err(|e| invalid("photos", e))?;
        let caption = Caption::parse(caption).map_err(|e| invalid("caption", e))?;
        let handle = match credit {
            CreditChoice::InstagramHandle => self
                .profiles
                .find_by_user(author.id)
                .await?
                .and_then(|profile| profile.social_media.get("instagram").map(str::to_owned)),
            CreditChoice::Name => None,
        };
        let credit = Credit::of(credit, author.first_name.as_str(), author.last_name.as_str(), handle.as_deref())
            .map_err(|e| invalid("credit", e))?;
        if to_instagram {
            credit.instagram_caption(&caption).map_err(|e| invalid("caption", e))?;
        }
        let owned = self.own_photos(author.id, photo_urls).await?;
        let fingerprints: Vec<String> = owned.iter().filter_map(|photo| photo.fingerprint.clone()).collect();
        let mut flags: Vec<String> = {
            let words = self.repository.flagged_words().await?;
            flagged_in(caption.as_str(), &words).into_iter().map(|w| format!("word:{w}")).collect()
        };
        if !fingerprints.is_empty() && self.repository.same_image_as_rejected(fingerprints.clone()).await? {
            flags.push("same-image".into());
        }
        let photos = owned.into_iter().map(SubmissionPhoto::from).collect();
        Ok(CheckedContent { university, caption, credit, photos, fingerprints, flags })
    }

    /// The photos, in the order sent, when each is a submission photo the person uploaded, once.
    async fn own_photos(&self, owner: Uuid, urls: &[String]) -> Result<Vec<OwnedPhoto>, SubmitError> {
        let urls: Vec<String> = urls.iter().map(|u| u.trim().to_owned()).collect();
        if (1..urls.len()).any(|i| urls[..i].contains(&urls[i])) {
            return Err(invalid("photos", "Each photo can be added once"));
        }
        if urls.is_empty() {
            return Ok(Vec::new());
        }
        let mut owned = self.uploads.owned_photos(owner, MediaKind::Submission, urls.clone()).await?;
        urls.iter()
            .map(|url| {
                let found = owned.iter().position(|photo| &photo.url == url);
                found
                    .map(|at| owned.swap_remove(at))
                    .ok_or_else(|| invalid("photos", "Photos must be ones you uploaded for this submission"))
            })
            .collect()
    }

    /// Takes the submission off Quad at once; a queued Instagram post is cancelled, and one
    /// already on Instagram becomes a takedown task for the university's managers.
    pub async fn withdraw(&self, author: &User, id: Uuid) -> Result<Withdrawal, WithdrawError> {
        let withdrawal = self.repository.withdraw(id, author.id, self.clock.now()).await.map_err(|e| match e {
            ChangeError::NotFound => WithdrawError::NotFound,
            ChangeError::WrongStatus | ChangeError::Changed | ChangeError::TooManyPending => {
                WithdrawError::AlreadyWithdrawn
            }
            ChangeError::Unexpected(e) => WithdrawError::Unexpected(e),
        })?;
        announce_takedown(&self.notifications, &withdrawal).await;
        // Off Quad at once: their addresses answer 404 (the proxy keeps no copy).
        self.media.forget_unreferenced(withdrawal.photo_urls.clone()).await;
        Ok(withdrawal)
    }

    /// The person's submissions, newest first.
    pub async fn mine(&self, author: &User, page: PageRequest) -> anyhow::Result<Page<Submission>> {
        let (items, total) = self.repository.by_author(author.id, page.offset(), page.size()).await?;
        Ok(page.answer(items, total))
    }

    pub async fn draft(&self, author: &User) -> anyhow::Result<Option<SubmissionDraft>> {
        self.drafts.draft_of(author.id).await.context("failed to read a submission draft")
    }

    /// Keeps the form as it is, to come back to: the caption's length and the photos (theirs,
    /// at most 10) are checked, the rest when it is submitted.
    pub async fn save_draft(&self, author: &User, form: DraftForm) -> Result<SubmissionDraft, SubmitError> {
        if form.caption.chars().count() > CAPTION_MAX {
            return Err(invalid("caption", "Captions can be at most 2,200 characters"));
        }
        if form.photos.len() > PHOTOS_MAX {
            return Err(invalid("photos", "You can add at most 10 photos"));
        }
        if let Some(university) = form.university
            && self.universities.find(university).await?.is_none()
        {
            return Err(invalid("university", "Please choose your university"));
        }
        let draft = SubmissionDraft {
            university_id: form.university,
            caption: form.caption,
            credit: form.credit,
            photos: self.own_photos(author.id, &form.photos).await?.into_iter().map(SubmissionPhoto::from).collect(),
            consent_instagram: form.consent_instagram,
            updated_at: self.clock.now(),
        };
        self.drafts.save_draft(author.id, &draft).await?;
        Ok(draft)
    }

    pub async fn discard_draft(&self, author: &User) -> anyhow::Result<()> {
        self.drafts.discard_draft(author.id).await
    }

    /// Removes drafts nobody saved for the profile drafts' lifetime (30 days); their photos then
    /// go with the sweep of unreferenced uploads.
    pub async fn purge_abandoned_drafts(&self) -> anyhow::Result<u64> {
        let before = self.clock.now() - crate::profiles::DRAFT_LIFETIME;
        self.drafts.discard_drafts_saved_before(before).await.context("failed to remove abandoned submission drafts")
    }
}

/// Tells the university's managers when a withdrawal left a post on Instagram for them to delete
/// (a failure is logged: the withdrawal stands).
pub(crate) async fn announce_takedown(notifications: &Notifications, withdrawal: &Withdrawal) {
    if withdrawal.takedown_opened {
        let submission = &withdrawal.submission;
        let notice = Notice::TakedownRequested {
            university: submission.university_name.clone(),
            university_id: submission.university_id.to_string(),
        };
        notifications.tell_managers(submission.university_id, notice).await;
    }
}
