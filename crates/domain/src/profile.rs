//! A roommate profile's parts, each validated on construction (spec 3, 5, 9).

use std::{collections::BTreeMap, fmt};

use crate::catalogues;

pub const MAX_PHOTOS: usize = 10;
pub const BIO_MAX: usize = 500;
/// A moderator's reason for rejecting a profile, shown to the student.
pub const REJECTION_REASON_MAX: usize = 1000;
/// Graduation years offered: this year and the next seven.
pub const GRADUATION_YEARS_AHEAD: i32 = 7;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileRuleError {
    #[error("Please upload at least one profile photo")]
    NoPhotos,
    #[error("You can add at most 10 photos")]
    TooManyPhotos,
    #[error("Please write a short bio")]
    BioMissing,
    #[error("Your bio must be at most 500 characters")]
    BioTooLong,
    #[error("Please select your graduation year")]
    GraduationYear,
    #[error("Please select your major")]
    Major,
    #[error("'{0}' is not a valid {1} handle")]
    Handle(String, &'static str),
    #[error("'{value}' is not an option for {category}")]
    Preference { category: String, value: String },
    #[error("{category} takes a range of its scale, such as \"{example}\"")]
    Range { category: String, example: String },
    #[error("Unknown preference category '{0}'")]
    Category(String),
    #[error("{options} cannot be chosen together for {category}: pick the one that is true")]
    Contradiction { category: String, options: String },
}

/// The bio: required, at most 500 characters (enforced, not only counted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bio(String);

impl Bio {
    pub fn parse(raw: &str) -> Result<Self, ProfileRuleError> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(ProfileRuleError::BioMissing);
        }
        if value.chars().count() > BIO_MAX {
            return Err(ProfileRuleError::BioTooLong);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Bio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A graduation year from this year to seven years ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GraduationYear(i32);

impl GraduationYear {
    pub fn parse(year: i32, this_year: i32) -> Result<Self, ProfileRuleError> {
        if (this_year..=this_year + GRADUATION_YEARS_AHEAD).contains(&year) {
            Ok(Self(year))
        } else {
            Err(ProfileRuleError::GraduationYear)
        }
    }

    /// A year read back from storage: it was checked against its own year when submitted, so
    /// a profile saved years ago still reads.
    pub fn from_stored(year: i32) -> Self {
        Self(year)
    }

    pub fn value(self) -> i32 {
        self.0
    }
}

/// A major from the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Major(&'static str);

impl Major {
    pub fn parse(raw: &str) -> Result<Self, ProfileRuleError> {
        catalogues::MAJOR.iter().find(|m| **m == raw.trim()).map(|m| Self(m)).ok_or(ProfileRuleError::Major)
    }

    pub fn as_str(&self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Major {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Social handles, each optional, stored without a leading '@'.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SocialHandles(BTreeMap<&'static str, String>);

impl SocialHandles {
    /// The networks of the profile form (spec 3, step 3).
    pub const NETWORKS: [&'static str; 4] = ["instagram", "snapchat", "twitter", "tiktok"];
    /// Characters of one handle, without its leading `@`.
    pub const HANDLE_MAX: usize = 50;

    /// `raw` maps network names to what was typed; blank values are dropped, unknown networks
    /// are ignored.
    pub fn parse<'a>(raw: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Self, ProfileRuleError> {
        let mut handles = BTreeMap::new();
        for (network, value) in raw {
            let Some(network) = Self::NETWORKS.iter().find(|n| **n == network) else { continue };
            let handle = value.trim().trim_start_matches('@');
            if handle.is_empty() {
                continue;
            }
            let valid = handle.len() <= Self::HANDLE_MAX
                && handle.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'));
            if !valid {
                return Err(ProfileRuleError::Handle(handle.chars().take(Self::HANDLE_MAX).collect(), network));
            }
            handles.insert(*network, handle.to_owned());
        }
        Ok(Self(handles))
    }

    pub fn get(&self, network: &str) -> Option<&str> {
        self.0.get(network).map(String::as_str)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.0.iter().map(|(k, v)| (*k, v.as_str()))
    }
}

/// One category's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PreferenceValue {
    One(&'static str),
    Many(Vec<&'static str>),
}

impl PreferenceValue {
    /// The chosen options, borrowed.
    pub fn values(&self) -> &[&'static str] {
        match self {
            PreferenceValue::One(one) => std::slice::from_ref(one),
            PreferenceValue::Many(many) => many,
        }
    }

    /// The chosen options as a list (one item for a single-choice category).
    pub fn options(&self) -> Vec<&'static str> {
        match self {
            PreferenceValue::One(one) => vec![*one],
            PreferenceValue::Many(many) => many.clone(),
        }
    }
}

/// Roommate preferences: whether the person is looking, and answers from the catalogues. An
/// empty answer is no answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoommatePreferences {
    pub looking_for_roommate: bool,
    answers: BTreeMap<&'static str, PreferenceValue>,
}

impl RoommatePreferences {
    /// `answers` maps category keys to the chosen options. A single-choice category takes one
    /// option (a one-item list is accepted); a multi-select one takes a list (duplicates dropped)
    /// holding at most one option of each of its exclusive groups.
    pub fn parse(
        looking_for_roommate: bool,
        answers: &BTreeMap<String, Vec<String>>,
    ) -> Result<Self, ProfileRuleError> {
        Self::read(looking_for_roommate, answers, true)
    }

    /// Answers as stored: every catalogue rule but the exclusive groups, which a profile saved
    /// before they existed may break. It keeps its answers until its next edit, which is `parse`d.
    pub fn stored(
        looking_for_roommate: bool,
        answers: &BTreeMap<String, Vec<String>>,
    ) -> Result<Self, ProfileRuleError> {
        Self::read(looking_for_roommate, answers, false)
    }

    fn read(
        looking_for_roommate: bool,
        answers: &BTreeMap<String, Vec<String>>,
        exclusive_groups: bool,
    ) -> Result<Self, ProfileRuleError> {
        let mut parsed = BTreeMap::new();
        for (key, values) in answers {
            let catalogue = catalogues::catalogue(key).ok_or_else(|| ProfileRuleError::Category(key.clone()))?;
            let mut chosen: Vec<&'static str> = Vec::new();
            for value in values.iter().map(|v| v.trim()).filter(|v| !v.is_empty()) {
                let option =
                    catalogue.options.iter().find(|o| **o == value).ok_or_else(|| ProfileRuleError::Preference {
                        category: catalogue.label.to_owned(),
                        value: value.chars().take(60).collect(),
                    })?;
                if !chosen.contains(option) {
                    chosen.push(option);
                }
            }
            match (catalogue.multiple(), chosen.as_slice()) {
                (_, []) => {}
                (false, [one]) => {
                    parsed.insert(catalogue.key, PreferenceValue::One(one));
                }
                (false, _) => {
                    return Err(ProfileRuleError::Preference {
                        category: catalogue.label.to_owned(),
                        value: chosen.join(", "),
                    });
                }
                (true, _) => {
                    if let Some(contradiction) = catalogue.contradiction(&chosen).filter(|_| exclusive_groups) {
                        return Err(ProfileRuleError::Contradiction {
                            category: catalogue.label.to_owned(),
                            options: contradiction.iter().map(|o| format!("'{o}'")).collect::<Vec<_>>().join(" and "),
                        });
                    }
                    parsed.insert(catalogue.key, PreferenceValue::Many(chosen));
                }
            }
        }
        Ok(Self { looking_for_roommate, answers: parsed })
    }

    /// The answer for one category key, if there is one.
    pub fn get(&self, key: &str) -> Option<&PreferenceValue> {
        self.answers.get(key)
    }

    pub fn answers(&self) -> impl Iterator<Item = (&'static str, &PreferenceValue)> {
        self.answers.iter().map(|(k, v)| (*k, v))
    }
}

/// The photos, by URL: one to ten.
pub fn check_photo_count(count: usize) -> Result<(), ProfileRuleError> {
    match count {
        0 => Err(ProfileRuleError::NoPhotos),
        n if n > MAX_PHOTOS => Err(ProfileRuleError::TooManyPhotos),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(pairs: &[(&str, &[&str])]) -> BTreeMap<String, Vec<String>> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), v.iter().map(|s| (*s).to_owned()).collect())).collect()
    }

    #[test]
    fn a_bio_is_required_and_at_most_500_characters() {
        assert_eq!(Bio::parse("  "), Err(ProfileRuleError::BioMissing));
        assert!(Bio::parse(&"é".repeat(500)).is_ok());
        assert_eq!(Bio::parse(&"a".repeat(501)), Err(ProfileRuleError::BioTooLong));
    }

    #[test]
    fn graduation_years_run_from_this_year_to_seven_ahead() {
        assert!(GraduationYear::parse(2026, 2026).is_ok());
        assert!(GraduationYear::parse(2033, 2026).is_ok());
        assert_eq!(GraduationYear::parse(2034, 2026), Err(ProfileRuleError::GraduationYear));
        assert_eq!(GraduationYear::parse(2025, 2026), Err(ProfileRuleError::GraduationYear));
    }

    #[test]
    fn majors_come_from_the_catalogue() {
        assert_eq!(Major::parse("Computer Science").unwrap().as_str(), "Computer Science");
        assert_eq!(Major::parse("Wizardry"), Err(ProfileRuleError::Major));
    }

    #[test]
    fn handles_lose_their_at_sign_and_blanks_are_dropped() {
        let handles =
            SocialHandles::parse([("instagram", "@ada.l"), ("snapchat", " "), ("myspace", "x"), ("tiktok", "ada_99")])
                .unwrap();
        assert_eq!(handles.get("instagram"), Some("ada.l"));
        assert_eq!(handles.get("snapchat"), None);
        assert_eq!(handles.get("tiktok"), Some("ada_99"));
        assert!(SocialHandles::parse([("twitter", "ada lovelace")]).is_err());
    }

    #[test]
    fn preferences_accept_only_catalogue_values_in_the_right_shape() {
        let ok = RoommatePreferences::parse(
            true,
            &answers(&[
                ("sleepSchedule", &["Night Owl"]),
                ("pastimes", &["Reading", "Gaming", "Reading"]),
                ("gender", &[]),
            ]),
        )
        .unwrap();
        let collected: Vec<_> = ok.answers().collect();
        assert_eq!(collected.len(), 2, "an empty answer is no answer");
        assert!(collected.contains(&("pastimes", &PreferenceValue::Many(vec!["Reading", "Gaming"]))));

        assert!(RoommatePreferences::parse(true, &answers(&[("sleepSchedule", &["Vampire"])])).is_err());
        assert!(
            RoommatePreferences::parse(true, &answers(&[("sleepSchedule", &["Night Owl", "Early Bird"])])).is_err()
        );
        assert_eq!(
            RoommatePreferences::parse(true, &answers(&[("shoeSize", &["42"])])),
            Err(ProfileRuleError::Category("shoeSize".into()))
        );
    }

    #[test]
    fn options_that_contradict_each_other_are_not_chosen_together_but_stored_ones_still_read() {
        let smoker = answers(&[("substances", &["Smoker", "No Smoking"])]);
        assert_eq!(
            RoommatePreferences::parse(true, &smoker).unwrap_err().to_string(),
            "'Smoker' and 'No Smoking' cannot be chosen together for Substances: pick the one that is true"
        );
        let drinker = answers(&[("substances", &["Substance Free", "Social Drinker"])]);
        assert!(RoommatePreferences::parse(true, &drinker).is_err());
        let consistent = answers(&[("substances", &["Substance Free", "No Alcohol", "No Smoking"])]);
        assert!(RoommatePreferences::parse(true, &consistent).is_ok(), "saying the same twice is fine");

        let stored = RoommatePreferences::stored(true, &smoker).unwrap();
        assert_eq!(stored.get("substances"), Some(&PreferenceValue::Many(vec!["Smoker", "No Smoking"])));
    }

    #[test]
    fn one_to_ten_photos() {
        assert_eq!(check_photo_count(0), Err(ProfileRuleError::NoPhotos));
        assert!(check_photo_count(1).is_ok() && check_photo_count(10).is_ok());
        assert_eq!(check_photo_count(11), Err(ProfileRuleError::TooManyPhotos));
        assert_eq!(ProfileRuleError::NoPhotos.to_string(), "Please upload at least one profile photo");
    }
}
