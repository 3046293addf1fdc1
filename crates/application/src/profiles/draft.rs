//! The profile wizard's draft: one per account, kept on the server (not in the browser, where it
//! would pass to the next person on a shared computer), so the step, every field and the photos
//! already uploaded survive a reload, a new tab or another device. Submitting the profile deletes
//! it (in the submission's transaction), and so does deleting the account; a draft nobody has
//! saved for `DRAFT_LIFETIME` is removed by the hourly chores, and its photos then go with the
//! sweep of unreferenced uploads.

use std::{collections::BTreeMap, sync::Arc};

use anyhow::Context;
use quad_domain::{
    User,
    compatibility::{ExpectationForm, Expectations},
    profile::{BIO_MAX, GraduationYear, MAX_PHOTOS, Major, ProfileRuleError, RoommatePreferences, SocialHandles},
};
use uuid::Uuid;

use super::ports::{ProfileDraft, ProfileDraftRepository};
use crate::{Clock, FieldError, media::ports::UploadRepository, universities::ports::UniversityRepository};

/// The graduation years a draft may hold (the API document states the same range).
pub const DRAFT_YEARS: std::ops::RangeInclusive<i32> = 1900..=2100;

/// How long an untouched draft is kept.
pub const DRAFT_LIFETIME: chrono::Duration = chrono::Duration::days(30);

/// The draft as the wizard sends it: every field may still be empty.
#[derive(Debug, Clone, Default)]
pub struct DraftForm {
    pub step: i32,
    pub university: Option<Uuid>,
    pub major: String,
    pub graduation_year: Option<i32>,
    pub bio: String,
    pub social_media: BTreeMap<String, String>,
    pub photos: Vec<String>,
    pub looking_for_roommate: bool,
    pub preferences: BTreeMap<String, Vec<String>>,
    pub expectations: BTreeMap<String, ExpectationForm>,
}

#[derive(Debug, thiserror::Error)]
pub enum DraftError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(field: &'static str, error: impl ToString) -> DraftError {
    FieldError::new(field, error).into()
}

#[derive(Clone)]
pub struct ProfileDrafts {
    drafts: Arc<dyn ProfileDraftRepository>,
    universities: Arc<dyn UniversityRepository>,
    uploads: Arc<dyn UploadRepository>,
    clock: Arc<dyn Clock>,
}

impl ProfileDrafts {
    pub fn new(
        drafts: Arc<dyn ProfileDraftRepository>,
        universities: Arc<dyn UniversityRepository>,
        uploads: Arc<dyn UploadRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { drafts, universities, uploads, clock }
    }

    /// The person's draft, if they have one.
    pub async fn draft(&self, user_id: Uuid) -> anyhow::Result<Option<ProfileDraft>> {
        self.drafts.draft_of(user_id).await.context("failed to read a profile draft")
    }

    /// Keeps the draft in place of the last one. Each field is checked by the submission's rule
    /// when it is given (a blank one is simply not done yet); the university must exist and the
    /// photos must be profile photos this person uploaded. Nothing is written on a failure.
    pub async fn save(&self, user: &User, form: DraftForm) -> Result<ProfileDraft, DraftError> {
        let step = u8::try_from(form.step).ok().filter(|s| (1..=4).contains(s));
        let step = step.ok_or_else(|| invalid("step", "The step must be 1, 2, 3 or 4"))?;
        let university_name = match form.university {
            None => None,
            Some(id) => {
                let university = self.universities.find(id).await?;
                Some(university.ok_or_else(|| invalid("university", "Please select a university"))?.name.to_string())
            }
        };
        if form.photos.len() > MAX_PHOTOS {
            return Err(invalid("profileImages", ProfileRuleError::TooManyPhotos));
        }
        let photos = super::own_profile_photos::<DraftError>(self.uploads.as_ref(), user.id, &form.photos).await?;
        let major = Some(form.major.trim()).filter(|m| !m.is_empty()).map(Major::parse).transpose();
        let major = major.map_err(|e| invalid("major", e))?;
        // Any plausible year: the window (this year to seven ahead) is the submission's to check,
        // and a draft saved in December still opens in January.
        if form.graduation_year.is_some_and(|year| !DRAFT_YEARS.contains(&year)) {
            return Err(invalid("graduationYear", "Please select your graduation year"));
        }
        let graduation_year = form.graduation_year.map(GraduationYear::from_stored);
        if form.bio.chars().count() > BIO_MAX {
            return Err(invalid("bio", format!("Your bio must be at most {BIO_MAX} characters")));
        }
        let social_media = SocialHandles::parse(form.social_media.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|e| invalid("socialMedia", e))?;
        // As stored profiles are read: answers that break an exclusive group are fixed on submit.
        let preferences = RoommatePreferences::stored(form.looking_for_roommate, &form.preferences)
            .map_err(|e| invalid("roommatePreferences", e))?;
        let expectations = Expectations::parse(&form.expectations).map_err(|e| invalid("roommateExpectations", e))?;
        let draft = ProfileDraft {
            step,
            university_id: form.university,
            university_name,
            major,
            graduation_year,
            bio: form.bio,
            social_media,
            photos,
            preferences,
            expectations,
            updated_at: self.clock.now(),
        };
        self.drafts.save_draft(user.id, &draft).await.context("failed to save a profile draft")?;
        Ok(draft)
    }

    /// Throws the person's draft away ("Start over"); whether there was one.
    pub async fn discard(&self, user_id: Uuid) -> anyhow::Result<bool> {
        self.drafts.discard_draft(user_id).await.context("failed to discard a profile draft")
    }

    /// Removes drafts nobody saved for `DRAFT_LIFETIME`; answers how many went. Their photos are
    /// then unreferenced, and the sweep of unreferenced uploads removes them.
    pub async fn purge_abandoned(&self) -> anyhow::Result<u64> {
        let before = self.clock.now() - DRAFT_LIFETIME;
        self.drafts.discard_drafts_saved_before(before).await.context("failed to remove abandoned profile drafts")
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::{
        MockClock,
        accounts::testing::{now, sample_user},
        media::ports::MockUploadRepository,
        profiles::ports::MockProfileDraftRepository,
        universities::ports::MockUniversityRepository,
    };

    const UNIVERSITY: Uuid = Uuid::from_u128(42);

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        Arc::new(clock)
    }

    fn universities() -> Arc<MockUniversityRepository> {
        let mut universities = MockUniversityRepository::new();
        universities
            .expect_find()
            .returning(|id| Ok((id == UNIVERSITY).then(|| crate::profiles::testing::michigan(id))));
        Arc::new(universities)
    }

    fn uploads(owned: &'static [&'static str]) -> Arc<MockUploadRepository> {
        let mut uploads = MockUploadRepository::new();
        uploads.expect_owned_urls().returning(move |_, kind, urls| {
            assert_eq!(kind, crate::media::ports::MediaKind::ProfilePhoto);
            Ok(urls.into_iter().filter(|u| owned.contains(&u.as_str())).collect())
        });
        Arc::new(uploads)
    }

    fn step_three() -> DraftForm {
        DraftForm {
            step: 3,
            university: Some(UNIVERSITY),
            photos: vec!["http://m/profile/a.jpg".into()],
            bio: "Half a sentence".into(),
            looking_for_roommate: true,
            ..DraftForm::default()
        }
    }

    #[tokio::test]
    async fn a_half_filled_draft_is_kept_with_its_step_university_and_photos() {
        let mut drafts = MockProfileDraftRepository::new();
        drafts.expect_save_draft().times(1).returning(|user, draft| {
            assert_eq!(user, sample_user().id);
            assert_eq!((draft.step, draft.university_name.as_deref()), (3, Some("University of Michigan")));
            assert_eq!((draft.major.as_ref(), draft.graduation_year), (None, None), "not filled in yet");
            Ok(())
        });
        let service =
            ProfileDrafts::new(Arc::new(drafts), universities(), uploads(&["http://m/profile/a.jpg"]), clock());

        let saved = service.save(&sample_user(), step_three()).await.unwrap();

        assert_eq!(saved.photos, ["http://m/profile/a.jpg"]);
        assert_eq!(saved.updated_at, now());
    }

    #[tokio::test]
    async fn someone_elses_photo_an_unknown_university_or_a_wrong_step_saves_nothing() {
        let mut drafts = MockProfileDraftRepository::new();
        drafts.expect_save_draft().never();
        let service = ProfileDrafts::new(Arc::new(drafts), universities(), uploads(&[]), clock());
        let cases = [
            (DraftForm { photos: vec!["http://m/profile/theirs.jpg".into()], ..step_three() }, "profileImages"),
            (DraftForm { university: Some(Uuid::from_u128(7)), ..step_three() }, "university"),
            (DraftForm { step: 5, ..step_three() }, "step"),
            (DraftForm { photos: Vec::new(), bio: "x".repeat(BIO_MAX + 1), ..step_three() }, "bio"),
        ];

        for (form, field) in cases {
            let Err(DraftError::Invalid(error)) = service.save(&sample_user(), form).await else {
                panic!("{field} was accepted")
            };
            assert_eq!(error.field, field);
        }
    }

    #[tokio::test]
    async fn drafts_untouched_for_thirty_days_are_removed() {
        let mut drafts = MockProfileDraftRepository::new();
        drafts
            .expect_discard_drafts_saved_before()
            .withf(|before| *before == now() - DRAFT_LIFETIME)
            .returning(|_| Ok(2));
        let service = ProfileDrafts::new(Arc::new(drafts), universities(), uploads(&[]), clock());

        assert_eq!(service.purge_abandoned().await.unwrap(), 2);
    }
}
