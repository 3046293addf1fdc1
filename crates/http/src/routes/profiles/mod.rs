//! Roommate profiles: the student's own (`/profile/...`) and moderation (`/admin/profiles/...`).

pub(crate) mod draft;
pub(crate) mod moderation;
pub(crate) mod own;

use std::{borrow::Cow, collections::BTreeMap};

use chrono::{DateTime, Utc};
use quad_application::profiles::ports::Profile;
use quad_domain::{
    PersonName,
    compatibility::{ExpectationForm, Expectations},
    profile::{PreferenceValue, RoommatePreferences, SocialHandles},
};
use serde::{Deserialize, Serialize};
use utoipa::{ToSchema, openapi::RefOr, openapi::schema::Schema};
use uuid::Uuid;

use crate::{closed_sets::ProfileStatusDto, rules};

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoommatePreferencesDto {
    #[serde(default)]
    pub looking_for_roommate: bool,
    /// Every other key is a catalogue key (see GET /catalogues) with a string or a list of strings.
    #[serde(flatten)]
    pub answers: BTreeMap<String, serde_json::Value>,
}

impl utoipa::PartialSchema for RoommatePreferencesDto {
    fn schema() -> RefOr<Schema> {
        rules::roommate_preferences().into()
    }
}

impl ToSchema for RoommatePreferencesDto {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("RoommatePreferences")
    }
}

/// The profile's social handles: each optional, a leading `@` dropped, blank meaning none. Any
/// other network answers 400.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = SocialMedia)]
pub struct SocialMediaDto {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub instagram: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub snapchat: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub twitter: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = rules::social_handle)]
    pub tiktok: Option<String>,
}

impl SocialMediaDto {
    pub(crate) fn into_map(self) -> BTreeMap<String, String> {
        [("instagram", self.instagram), ("snapchat", self.snapchat), ("twitter", self.twitter), ("tiktok", self.tiktok)]
            .into_iter()
            .filter_map(|(network, handle)| Some((network.to_owned(), handle?)))
            .collect()
    }

    pub(crate) fn from_handles(handles: &SocialHandles) -> Self {
        let get = |network: &str| handles.get(network).map(str::to_owned);
        Self { instagram: get("instagram"), snapchat: get("snapchat"), twitter: get("twitter"), tiktok: get("tiktok") }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Profile)]
pub struct ProfileDto {
    pub id: Uuid,
    pub profile_status: ProfileStatusDto,
    pub profile_rejection_reason: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub university: Uuid,
    pub university_name: String,
    pub major: String,
    pub graduation_year: i32,
    pub bio: String,
    /// The main (first) photo.
    pub profile_image: Option<String>,
    pub profile_images: Vec<String>,
    pub social_media: SocialMediaDto,
    #[schema(value_type = RoommatePreferencesDto)]
    pub roommate_preferences: serde_json::Value,
    #[schema(value_type = RoommateExpectationsDto)]
    pub roommate_expectations: serde_json::Value,
    /// Whether other students see an approved version of this profile (the last approved one
    /// while an edit waits for review), which they do while the student is looking.
    pub visible_to_roommates: bool,
    pub submitted_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
}

/// What the student wants of a roommate, by lifestyle category.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct RoommateExpectationsDto(pub BTreeMap<String, ExpectationDto>);

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectationDto {
    #[serde(default)]
    pub accepted: Vec<String>,
    #[serde(default)]
    pub importance: String,
    #[serde(default)]
    pub dealbreaker: bool,
}

impl utoipa::PartialSchema for RoommateExpectationsDto {
    fn schema() -> RefOr<Schema> {
        rules::roommate_expectations().into()
    }
}

impl ToSchema for RoommateExpectationsDto {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("RoommateExpectations")
    }
}

impl RoommateExpectationsDto {
    pub(crate) fn into_forms(self) -> BTreeMap<String, ExpectationForm> {
        self.0
            .into_iter()
            .map(|(key, e)| {
                (key, ExpectationForm { accepted: e.accepted, importance: e.importance, dealbreaker: e.dealbreaker })
            })
            .collect()
    }
}

/// `{"category": {"accepted": [...], "importance": "...", "dealbreaker": bool}}`.
pub(crate) fn expectations_json(expectations: &Expectations) -> serde_json::Value {
    let forms = expectations.forms().into_iter().map(|(key, form)| {
        let value =
            serde_json::json!({"accepted": form.accepted, "importance": form.importance, "dealbreaker": form.dealbreaker});
        (key, value)
    });
    serde_json::Value::Object(forms.collect())
}

/// `lookingForRoommate`, then each answer: a string for single-choice categories, a list for
/// multi-select ones.
pub(crate) fn preferences_json(preferences: &RoommatePreferences) -> serde_json::Value {
    let mut object = serde_json::Map::new();
    object.insert("lookingForRoommate".into(), preferences.looking_for_roommate.into());
    for (key, value) in preferences.answers() {
        let value = match value {
            PreferenceValue::One(one) => serde_json::Value::from(*one),
            PreferenceValue::Many(many) => serde_json::Value::from(many.clone()),
        };
        object.insert(key.to_owned(), value);
    }
    serde_json::Value::Object(object)
}

/// Network -> handle.
pub(crate) fn handles_map(handles: &SocialHandles) -> BTreeMap<String, String> {
    handles.iter().map(|(network, handle)| (network.to_owned(), handle.to_owned())).collect()
}

/// Category key -> the chosen options (one for single-choice categories).
pub(crate) fn answers_map(preferences: &RoommatePreferences) -> BTreeMap<String, Vec<String>> {
    let owned = |options: Vec<&str>| options.into_iter().map(str::to_owned).collect();
    preferences.answers().map(|(key, value)| (key.to_owned(), owned(value.options()))).collect()
}

impl ProfileDto {
    fn new(profile: Profile, first_name: &PersonName, last_name: &PersonName) -> Self {
        Self {
            id: profile.id,
            profile_status: profile.status.into(),
            profile_rejection_reason: profile.rejection_reason.clone(),
            first_name: first_name.to_string(),
            last_name: last_name.to_string(),
            university: profile.university_id,
            university_name: profile.university_name.clone(),
            major: profile.major.to_string(),
            graduation_year: profile.graduation_year.value(),
            bio: profile.bio.to_string(),
            profile_image: profile.photos.first().cloned(),
            profile_images: profile.photos.clone(),
            social_media: SocialMediaDto::from_handles(&profile.social_media),
            roommate_preferences: preferences_json(&profile.preferences),
            roommate_expectations: expectations_json(&profile.expectations),
            visible_to_roommates: profile.visible_to_roommates,
            submitted_at: profile.submitted_at,
            decided_at: profile.decided_at,
        }
    }
}
