use std::collections::BTreeMap;

use anyhow::Context;
use chrono::Datelike;
use quad_domain::{
    User,
    profile::{Bio, GraduationYear, Major, ProfileRuleError, RoommatePreferences, SocialHandles, check_photo_count},
};
use uuid::Uuid;

use super::{
    Profiles,
    ports::{NewProfile, Profile},
};
use crate::media::ports::MediaKind;

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
        check_photo_count(form.profile_images.len()).map_err(|e| invalid("profileImages", e))?;
        let photos: Vec<String> = form.profile_images.iter().map(|u| u.trim().to_owned()).collect();
        let owned = self.uploads.owned_urls(user.id, MediaKind::ProfilePhoto, photos.clone()).await?;
        if photos.iter().any(|url| !owned.contains(url)) {
            return Err(invalid("profileImages", "Photos must be ones you uploaded to your profile"));
        }
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
        let profile = NewProfile {
            user_id: user.id,
            university_id: university.id,
            major: major.as_str().to_owned(),
            graduation_year: graduation_year.value(),
            bio: bio.as_str().to_owned(),
            social_media: handles.iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect(),
            photos,
            looking_for_roommate: preferences.looking_for_roommate,
            preferences: preferences
                .answers()
                .map(|(key, value)| {
                    let values = match value {
                        quad_domain::profile::PreferenceValue::One(one) => vec![(*one).to_owned()],
                        quad_domain::profile::PreferenceValue::Many(many) => {
                            many.iter().map(|v| (*v).to_owned()).collect()
                        }
                    };
                    (key.to_owned(), values)
                })
                .collect(),
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
