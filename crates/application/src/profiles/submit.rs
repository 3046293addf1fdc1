use std::collections::BTreeMap;

use anyhow::Context;
use chrono::Datelike;
use quad_domain::{
    University, User,
    compatibility::{ExpectationForm, Expectations},
    profile::{Bio, GraduationYear, Major, ProfileRuleError, RoommatePreferences, SocialHandles, check_photo_count},
};
use uuid::Uuid;

use super::{
    Profiles,
    ports::{NewProfile, Profile},
};
use crate::memberships::{MembershipStatus, how_to_verify};

/// The profile form (spec 7 payload).
#[derive(Debug, Clone, Default)]
pub struct ProfileSubmission {
    pub university: String,
    pub major: String,
    pub graduation_year: i32,
    pub bio: String,
    pub social_media: BTreeMap<String, String>,
    pub profile_images: Vec<String>,
    pub looking_for_roommate: bool,
    pub preferences: BTreeMap<String, Vec<String>>,
    /// What they want of a roommate, per lifestyle category; empty for no expectations.
    pub expectations: BTreeMap<String, ExpectationForm>,
}

/// The saved profile, and whether it had been approved before this edit (so it went back to
/// review and the student should be told).
#[derive(Debug, Clone)]
pub struct SubmittedProfile {
    pub profile: Profile,
    pub back_to_review: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum SubmitProfileError {
    #[error(transparent)]
    Invalid(#[from] crate::FieldError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(field: &'static str, error: impl ToString) -> SubmitProfileError {
    crate::FieldError::new(field, error).into()
}

/// Why someone without a verified address there cannot join a university, and what to do.
pub(crate) fn not_a_member(university: &University) -> String {
    let name = &university.name;
    match how_to_verify(university) {
        Some(step) => format!("To join {name}, {step}"),
        None => format!("{name} cannot be joined yet: it has no university e-mail domain on Quad"),
    }
}

impl Profiles {
    /// Creates or replaces the student's profile as pending review. Every rule is checked first;
    /// photos must be profile photos this person uploaded; nothing is written on a failure.
    pub async fn submit(&self, user: &User, form: ProfileSubmission) -> Result<SubmittedProfile, SubmitProfileError> {
        let university_id =
            Uuid::parse_str(form.university.trim()).map_err(|_| invalid("university", "Please select a university"))?;
        let university = self
            .universities
            .find(university_id)
            .await?
            .ok_or_else(|| invalid("university", "Please select a university"))?;
        let membership = self.memberships.of(user).await?;
        if membership.status_at(&university) == MembershipStatus::None {
            return Err(invalid("university", not_a_member(&university)));
        }
        check_photo_count(form.profile_images.len()).map_err(|e| invalid("profileImages", e))?;
        let photos =
            super::own_profile_photos::<SubmitProfileError>(self.uploads.as_ref(), user.id, &form.profile_images)
                .await?;
        let this_year = self.clock.now().year();
        let graduation_year =
            GraduationYear::parse(form.graduation_year, this_year).map_err(|e| invalid("graduationYear", e))?;
        let major = Major::parse(&form.major).map_err(|e| invalid("major", e))?;
        let bio = Bio::parse(&form.bio).map_err(|e| invalid("bio", e))?;
        let handles = SocialHandles::parse(form.social_media.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|e| invalid("socialMedia", e))?;
        let preferences =
            RoommatePreferences::parse(form.looking_for_roommate, &form.preferences).map_err(|e| match e {
                ProfileRuleError::Category(_) | ProfileRuleError::Preference { .. } => {
                    invalid("roommatePreferences", e)
                }
                other => invalid("roommatePreferences", other),
            })?;
        let expectations = Expectations::parse(&form.expectations).map_err(|e| invalid("roommateExpectations", e))?;
        let profile = NewProfile {
            user_id: user.id,
            university_id: university.id,
            major,
            graduation_year,
            bio,
            social_media: handles,
            photos,
            preferences,
            expectations,
            submitted_at: self.clock.now(),
        };
        let was_approved = self
            .repository
            .find_by_user(user.id)
            .await?
            .is_some_and(|p| p.status == quad_domain::ProfileStatus::Approved);
        let profile = self.repository.save_pending(profile).await.context("failed to save a profile")?;
        Ok(SubmittedProfile { profile, back_to_review: was_approved })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use quad_domain::{ProfileStatus, profile::PreferenceValue};

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        mail::ports::MockMailer,
        media::ports::MockUploadRepository,
        profiles::ports::MockProfileRepository,
        universities::ports::MockUniversityRepository,
    };

    const UNIVERSITY: Uuid = Uuid::from_u128(42);

    fn submission() -> ProfileSubmission {
        ProfileSubmission {
            university: UNIVERSITY.to_string(),
            major: "Computer Science".into(),
            graduation_year: 2028,
            bio: "Night owl who cooks.".into(),
            social_media: BTreeMap::from([("instagram".into(), "@ada".into())]),
            profile_images: vec!["http://m/profile/a.jpg".into()],
            looking_for_roommate: true,
            preferences: BTreeMap::from([("sleepSchedule".into(), vec!["Night Owl".into()])]),
            expectations: BTreeMap::new(),
        }
    }

    fn universities() -> MockUniversityRepository {
        let mut universities = MockUniversityRepository::new();
        universities.expect_find().returning(|id| Ok(Some(crate::profiles::testing::michigan(id))));
        universities
    }

    fn stored(profile: &NewProfile, status: ProfileStatus) -> Profile {
        Profile {
            id: Uuid::from_u128(9),
            user_id: profile.user_id,
            university_id: profile.university_id,
            university_name: "University of Michigan".into(),
            major: profile.major.clone(),
            graduation_year: profile.graduation_year,
            bio: profile.bio.clone(),
            social_media: profile.social_media.clone(),
            photos: profile.photos.clone(),
            preferences: profile.preferences.clone(),
            expectations: profile.expectations.clone(),
            status,
            rejection_reason: None,
            submitted_at: profile.submitted_at,
            decided_at: None,
            visible_to_roommates: status == ProfileStatus::Approved,
        }
    }

    fn profiles(repository: MockProfileRepository, uploads: MockUploadRepository) -> Profiles {
        profiles_proving(Some(UNIVERSITY), repository, uploads)
    }

    /// Profiles where the student's verified addresses prove `university`.
    fn profiles_proving(
        university: Option<Uuid>,
        repository: MockProfileRepository,
        uploads: MockUploadRepository,
    ) -> Profiles {
        let mut clock = crate::MockClock::new();
        clock.expect_now().returning(now);
        Profiles::new(
            crate::profiles::ProfilePorts {
                repository: Arc::new(repository),
                universities: Arc::new(universities()),
                memberships: crate::memberships::testing::proving(university),
                staff: crate::staff::testing::assigned(&[]),
                uploads: Arc::new(uploads),
                mailer: Arc::new(MockMailer::new()),
                clock: Arc::new(clock),
            },
            "https://quad.test",
        )
    }

    fn owning(urls: &'static [&'static str]) -> MockUploadRepository {
        let mut uploads = MockUploadRepository::new();
        uploads.expect_owned_urls().returning(move |_, kind, asked| {
            assert_eq!(kind, crate::media::ports::MediaKind::ProfilePhoto);
            Ok(asked.into_iter().filter(|url| urls.contains(&url.as_str())).collect())
        });
        uploads
    }

    #[tokio::test]
    async fn a_student_without_a_verified_address_at_the_university_is_refused_and_nothing_is_saved() {
        let mut repository = MockProfileRepository::new();
        repository.expect_save_pending().never();
        let elsewhere = Some(Uuid::from_u128(43));

        let error = profiles_proving(elsewhere, repository, owning(&["http://m/profile/a.jpg"]))
            .submit(&sample_user(), submission())
            .await
            .unwrap_err();

        assert_eq!(
            error.to_string(),
            "To join University of Michigan, verify an address at umich.edu: add it as your university e-mail in Settings"
        );
        assert!(matches!(error, SubmitProfileError::Invalid(crate::FieldError { field: "university", .. })));
    }

    #[tokio::test]
    async fn someone_elses_photo_is_refused_and_nothing_is_saved() {
        let mut repository = MockProfileRepository::new();
        repository.expect_save_pending().never();
        let form = ProfileSubmission {
            profile_images: vec!["http://m/profile/a.jpg".into(), "http://m/profile/someone-elses.jpg".into()],
            ..submission()
        };

        let error =
            profiles(repository, owning(&["http://m/profile/a.jpg"])).submit(&sample_user(), form).await.unwrap_err();

        assert_eq!(error.to_string(), "Photos must be ones you uploaded to your profile");
        assert!(matches!(error, SubmitProfileError::Invalid(crate::FieldError { field: "profileImages", .. })));
    }

    #[tokio::test]
    async fn a_first_submission_waits_for_review_with_parsed_values() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_by_user().returning(|_| Ok(None));
        repository
            .expect_save_pending()
            .withf(|p| {
                p.social_media.get("instagram") == Some("ada")
                    && p.preferences.get("sleepSchedule") == Some(&PreferenceValue::One("Night Owl"))
                    && p.university_id == UNIVERSITY
            })
            .times(1)
            .returning(|p| Ok(stored(&p, ProfileStatus::Pending)));

        let submitted =
            profiles(repository, owning(&["http://m/profile/a.jpg"])).submit(&sample_user(), submission()).await;

        let submitted = submitted.unwrap();
        assert!(!submitted.back_to_review);
        assert_eq!(submitted.profile.status, ProfileStatus::Pending);
    }

    #[tokio::test]
    async fn editing_an_approved_profile_sends_it_back_to_review() {
        let mut repository = MockProfileRepository::new();
        repository.expect_find_by_user().returning(|user_id| {
            let earlier = NewProfile {
                user_id,
                university_id: UNIVERSITY,
                major: Major::parse("Physics").unwrap(),
                graduation_year: GraduationYear::from_stored(2028),
                bio: Bio::parse("Before").unwrap(),
                social_media: SocialHandles::default(),
                photos: vec![],
                preferences: RoommatePreferences::default(),
                expectations: Expectations::default(),
                submitted_at: now(),
            };
            Ok(Some(stored(&earlier, ProfileStatus::Approved)))
        });
        repository.expect_save_pending().times(1).returning(|p| Ok(stored(&p, ProfileStatus::Pending)));

        let submitted = profiles(repository, owning(&["http://m/profile/a.jpg"]))
            .submit(&sample_user(), submission())
            .await
            .unwrap();

        assert!(submitted.back_to_review);
    }

    #[tokio::test]
    async fn an_unknown_university_is_refused_before_anything_else_is_asked() {
        let mut repository = MockProfileRepository::new();
        repository.expect_save_pending().never();
        let mut uploads = MockUploadRepository::new();
        uploads.expect_owned_urls().never();

        let error = profiles(repository, uploads)
            .submit(&sample_user(), ProfileSubmission { university: "not-a-uuid".into(), ..submission() })
            .await
            .unwrap_err();

        assert_eq!(error.to_string(), "Please select a university");
    }
}
