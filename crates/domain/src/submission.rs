//! What a student submits to be featured (issue 25): photos, a caption held to Instagram's rules,
//! the credit they choose, and their consent. The life cycle is `SubmissionStatus`
//! (`statuses.rs`).

use std::{fmt, str::FromStr};

use crate::{post::Caption, statuses::UnknownStatus};

/// Instagram's carousel limit.
pub const PHOTOS_MAX: usize = 10;
/// Submissions one student may have waiting for review at once.
pub const PENDING_MAX: i64 = 5;
/// Submissions one student may send in a day (the last 24 hours).
pub const PER_DAY_MAX: i64 = 10;
/// The longest word an admin may add to the flagged words.
pub const FLAGGED_WORD_MAX: usize = 64;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmissionRuleError {
    #[error("Please add at least one photo")]
    NoPhotos,
    #[error("You can add at most 10 photos")]
    TooManyPhotos,
    #[error("Please agree to have it featured on your university's page on Quad")]
    QuadConsentMissing,
    #[error("Please confirm that everyone identifiable in the photos agreed to be featured")]
    PeopleConsentMissing,
    #[error("Add your Instagram handle to your roommate profile to be credited by it, or choose your name")]
    NoInstagramHandle,
    #[error("With the credit added, the caption must stay within Instagram's limits: {0}")]
    CreditDoesNotFit(String),
    #[error("A flagged word is one word of letters, digits, '-' or '_', at most 64 characters")]
    BadFlaggedWord,
}

/// How the student is credited where the post is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CreditChoice {
    /// Their roommate profile's Instagram handle, as `@handle`.
    InstagramHandle,
    /// Their first name and last initial, as other students see them.
    Name,
}

impl CreditChoice {
    pub const ALL: &'static [CreditChoice] = &[Self::InstagramHandle, Self::Name];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::InstagramHandle => "instagram",
            Self::Name => "name",
        }
    }
}

impl fmt::Display for CreditChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for CreditChoice {
    type Err = UnknownStatus;

    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        Self::ALL.iter().copied().find(|c| c.as_str() == raw).ok_or_else(|| UnknownStatus::new("credit", raw))
    }
}

/// The credit as shown: `@handle`, or `Ada L.`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credit {
    pub choice: CreditChoice,
    pub text: String,
}

impl Credit {
    /// The credit `choice` gives a student with this name and (perhaps) Instagram handle.
    pub fn of(
        choice: CreditChoice,
        first_name: &str,
        last_name: &str,
        instagram: Option<&str>,
    ) -> Result<Self, SubmissionRuleError> {
        let text = match choice {
            CreditChoice::InstagramHandle => {
                let handle = instagram.map(str::trim).filter(|h| !h.is_empty());
                format!("@{}", handle.ok_or(SubmissionRuleError::NoInstagramHandle)?.trim_start_matches('@'))
            }
            CreditChoice::Name => {
                let initial =
                    last_name.trim().chars().next().map(|c| format!(" {}.", c.to_uppercase())).unwrap_or_default();
                format!("{}{initial}", first_name.trim())
            }
        };
        Ok(Self { choice, text })
    }

    /// The caption Instagram gets: the caption, then the credit on its own line.
    pub fn instagram_caption(&self, caption: &Caption) -> Result<Caption, SubmissionRuleError> {
        Caption::parse(&format!("{}\n\n📸 {}", caption.as_str(), self.text))
            .map_err(|e| SubmissionRuleError::CreditDoesNotFit(e.to_string()))
    }
}

/// What the student agreed to, as they submit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Consent {
    /// Featured on the university's page on Quad (required).
    pub quad: bool,
    /// Posted on the university's Instagram account (optional).
    pub instagram: bool,
    /// Everyone identifiable in the photos agreed (required).
    pub people_agreed: bool,
}

impl Consent {
    pub fn check(self) -> Result<Self, SubmissionRuleError> {
        if !self.quad {
            return Err(SubmissionRuleError::QuadConsentMissing);
        }
        if !self.people_agreed {
            return Err(SubmissionRuleError::PeopleConsentMissing);
        }
        Ok(self)
    }
}

/// 1 to [`PHOTOS_MAX`] photos.
pub fn check_photo_count(count: usize) -> Result<(), SubmissionRuleError> {
    match count {
        0 => Err(SubmissionRuleError::NoPhotos),
        n if n > PHOTOS_MAX => Err(SubmissionRuleError::TooManyPhotos),
        _ => Ok(()),
    }
}

/// A word admins flag: lower-cased, one word.
pub fn flagged_word(raw: &str) -> Result<String, SubmissionRuleError> {
    let word = raw.trim().to_lowercase();
    let fine = !word.is_empty()
        && word.chars().count() <= FLAGGED_WORD_MAX
        && word.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if fine { Ok(word) } else { Err(SubmissionRuleError::BadFlaggedWord) }
}

/// Which of the flagged `words` the caption holds as whole words, ignoring case (and a leading
/// `#` or `@`), in the list's order.
pub fn flagged_in<'a>(caption: &str, words: &'a [String]) -> Vec<&'a str> {
    let caption_words: Vec<String> = caption
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.iter().filter(|w| caption_words.iter().any(|c| c == *w)).map(String::as_str).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handle_credit_is_the_profile_handle_with_one_at_sign() {
        let credit = Credit::of(CreditChoice::InstagramHandle, "Ada", "Lovelace", Some("@ada.l")).unwrap();
        assert_eq!(credit.text, "@ada.l");
    }

    #[test]
    fn a_handle_credit_needs_a_handle() {
        assert_eq!(
            Credit::of(CreditChoice::InstagramHandle, "Ada", "Lovelace", Some(" ")),
            Err(SubmissionRuleError::NoInstagramHandle)
        );
    }

    #[test]
    fn a_name_credit_is_the_first_name_and_last_initial() {
        assert_eq!(Credit::of(CreditChoice::Name, "Ada", "lovelace", None).unwrap().text, "Ada L.");
        assert_eq!(Credit::of(CreditChoice::Name, "Ada", "", None).unwrap().text, "Ada");
    }

    #[test]
    fn the_instagram_caption_ends_with_the_credit_and_stays_within_the_limits() {
        let credit = Credit::of(CreditChoice::InstagramHandle, "Ada", "L", Some("ada")).unwrap();
        let caption = Caption::parse("Sunset on the quad").unwrap();
        assert_eq!(credit.instagram_caption(&caption).unwrap().as_str(), "Sunset on the quad\n\n📸 @ada");
        let full = Caption::parse(&"x".repeat(2200)).unwrap();
        assert!(matches!(credit.instagram_caption(&full), Err(SubmissionRuleError::CreditDoesNotFit(_))));
    }

    #[test]
    fn consent_to_quad_and_from_everyone_pictured_is_required() {
        let all = Consent { quad: true, instagram: false, people_agreed: true };
        assert!(all.check().is_ok());
        assert_eq!(Consent { quad: false, ..all }.check(), Err(SubmissionRuleError::QuadConsentMissing));
        assert_eq!(Consent { people_agreed: false, ..all }.check(), Err(SubmissionRuleError::PeopleConsentMissing));
    }

    #[test]
    fn one_to_ten_photos() {
        assert_eq!(check_photo_count(0), Err(SubmissionRuleError::NoPhotos));
        assert!(check_photo_count(1).is_ok());
        assert!(check_photo_count(10).is_ok());
        assert_eq!(check_photo_count(11), Err(SubmissionRuleError::TooManyPhotos));
    }

    #[test]
    fn flagged_words_match_whole_words_in_any_case() {
        let words = vec!["party".to_owned(), "free-beer".to_owned()];
        assert_eq!(flagged_in("PARTY tonight #Free-Beer", &words), vec!["party", "free-beer"]);
        assert!(flagged_in("Partying is not party-time", &words).is_empty());
    }

    #[test]
    fn a_flagged_word_is_one_lower_cased_word() {
        assert_eq!(flagged_word(" Party "), Ok("party".to_owned()));
        assert_eq!(flagged_word("two words"), Err(SubmissionRuleError::BadFlaggedWord));
        assert_eq!(flagged_word(""), Err(SubmissionRuleError::BadFlaggedWord));
    }
}
