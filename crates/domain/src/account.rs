//! The parts of an account a person types in: username, names and password. Each validates on
//! construction with the product's own messages (spec section 5).

use std::fmt;

/// A public handle: 3 to 30 characters, letters, digits, `_` and `.`, starting with a letter or
/// digit. Unique ignoring case (the store enforces that); kept as typed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Username(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UsernameError {
    #[error("Please fill in all required fields")]
    Missing,
    #[error("Username must be 3 to 30 characters long")]
    Length,
    #[error("Username may contain only letters, numbers, '_' and '.', and must start with a letter or number")]
    Characters,
}

impl Username {
    pub const MIN: usize = 3;
    pub const MAX: usize = 30;

    pub fn parse(raw: &str) -> Result<Self, UsernameError> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(UsernameError::Missing);
        }
        let length = value.chars().count();
        if !(Self::MIN..=Self::MAX).contains(&length) {
            return Err(UsernameError::Length);
        }
        let allowed = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
        if !value.chars().all(allowed) || !value.starts_with(|c: char| c.is_ascii_alphanumeric()) {
            return Err(UsernameError::Characters);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Username {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A first or last name: 1 to 50 characters after trimming, no control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PersonNameError {
    #[error("Please fill in all required fields")]
    Missing,
    #[error("Names must be at most 50 characters long")]
    TooLong,
    #[error("Names cannot contain control characters")]
    Characters,
}

impl PersonName {
    pub const MAX: usize = 50;

    pub fn parse(raw: &str) -> Result<Self, PersonNameError> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(PersonNameError::Missing);
        }
        if value.chars().count() > Self::MAX {
            return Err(PersonNameError::TooLong);
        }
        if value.chars().any(char::is_control) {
            return Err(PersonNameError::Characters);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PersonName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A password that meets Quad's one policy, for registration and reset alike: at least 8
/// characters (at most 128), with an uppercase letter, a lowercase letter and a digit.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password([redacted])")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    #[error("Please fill in all required fields")]
    Missing,
    #[error("Password must be at least 8 characters long")]
    TooShort,
    #[error("Password must be at most 128 characters long")]
    TooLong,
    #[error("Password must contain at least one uppercase letter, one lowercase letter, and one number")]
    TooWeak,
    #[error("Passwords do not match")]
    Mismatch,
    #[error("This password is one of the most commonly used. Please choose a less predictable one.")]
    Common,
}

/// Passwords too common to accept, lower-cased: the entries of SecLists' 100,000 most common
/// passwords that our other rules would let through (scripts/common-passwords.sh writes it).
static COMMON_PASSWORDS: std::sync::LazyLock<std::collections::HashSet<&'static str>> =
    std::sync::LazyLock::new(|| include_str!("common_passwords.txt").lines().collect());

impl Password {
    pub const MIN: usize = 8;
    pub const MAX: usize = 128;

    /// Checks the policy, that the confirmation matches, and that the password is not one of
    /// the most common (ignoring case: "Password1" is "password1").
    pub fn parse(raw: &str, confirmation: &str) -> Result<Self, PasswordError> {
        if raw.is_empty() {
            return Err(PasswordError::Missing);
        }
        let length = raw.chars().count();
        if length < Self::MIN {
            return Err(PasswordError::TooShort);
        }
        if length > Self::MAX {
            return Err(PasswordError::TooLong);
        }
        let has = |test: fn(&char) -> bool| raw.chars().any(|c| test(&c));
        if !(has(char::is_ascii_uppercase) && has(char::is_ascii_lowercase) && has(char::is_ascii_digit)) {
            return Err(PasswordError::TooWeak);
        }
        if raw != confirmation {
            return Err(PasswordError::Mismatch);
        }
        if COMMON_PASSWORDS.contains(raw.to_lowercase().as_str()) {
            return Err(PasswordError::Common);
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_common_passwords_are_refused_whatever_their_case() {
        for common in ["Password1", "PASSWORD123", "Secret123", "Qwerty123"] {
            if let Err(error) = Password::parse(common, common) {
                assert!(matches!(error, PasswordError::Common | PasswordError::TooWeak), "{common}: {error}");
            } else {
                panic!("{common} was accepted");
            }
        }
        assert_eq!(
            Password::parse("Password1", "Password1").unwrap_err().to_string(),
            "This password is one of the most commonly used. Please choose a less predictable one."
        );
        assert!(Password::parse("Tulip4Harbor", "Tulip4Harbor").is_ok());
    }

    #[test]
    fn the_common_list_is_sorted_lower_cased_and_within_the_other_rules() {
        let list = include_str!("common_passwords.txt");
        let entries: Vec<&str> = list.lines().collect();
        assert!(entries.len() > 5_000, "{}", entries.len());
        assert!(entries.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(entries.iter().all(|e| e.len() >= 8 && *e == e.to_lowercase()));
    }

    #[test]
    fn usernames_keep_their_case_and_lose_surrounding_spaces() {
        assert_eq!(Username::parse(" Ada_L.99 ").unwrap().as_str(), "Ada_L.99");
    }

    #[test]
    fn usernames_outside_3_to_30_characters_are_rejected() {
        assert_eq!(Username::parse("ab"), Err(UsernameError::Length));
        assert_eq!(Username::parse(&"a".repeat(31)), Err(UsernameError::Length));
        assert!(Username::parse(&"a".repeat(30)).is_ok());
    }

    #[test]
    fn usernames_with_other_characters_or_a_leading_symbol_are_rejected() {
        for bad in ["ada lovelace", "ada@umich", "_ada", ".ada", "adé"] {
            assert_eq!(Username::parse(bad), Err(UsernameError::Characters), "{bad}");
        }
    }

    #[test]
    fn a_blank_username_is_missing() {
        assert_eq!(Username::parse("   "), Err(UsernameError::Missing));
        assert_eq!(UsernameError::Missing.to_string(), "Please fill in all required fields");
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(PersonName::parse("  Ada ").unwrap().as_str(), "Ada");
        assert_eq!(PersonName::parse(""), Err(PersonNameError::Missing));
        assert_eq!(PersonName::parse(&"x".repeat(51)), Err(PersonNameError::TooLong));
        assert_eq!(PersonName::parse("A\u{0007}da"), Err(PersonNameError::Characters));
    }

    #[test]
    fn a_strong_matching_password_is_accepted() {
        assert!(Password::parse("Tulip4Harbor", "Tulip4Harbor").is_ok());
    }

    #[test]
    fn a_short_password_is_rejected_with_the_spec_message() {
        let error = Password::parse("Sec12", "Sec12").unwrap_err();
        assert_eq!(error.to_string(), "Password must be at least 8 characters long");
    }

    #[test]
    fn a_password_without_each_character_class_is_too_weak() {
        for weak in ["secret123", "SECRET123", "SecretSecret"] {
            let error = Password::parse(weak, weak).unwrap_err();
            assert_eq!(
                error.to_string(),
                "Password must contain at least one uppercase letter, one lowercase letter, and one number"
            );
        }
    }

    #[test]
    fn a_mismatched_confirmation_is_rejected_after_the_policy() {
        assert_eq!(Password::parse("Tulip4Harbor", "Secret124"), Err(PasswordError::Mismatch));
        assert_eq!(PasswordError::Mismatch.to_string(), "Passwords do not match");
    }

    #[test]
    fn an_overlong_password_is_rejected() {
        let long = format!("Aa1{}", "x".repeat(130));
        assert_eq!(Password::parse(&long, &long), Err(PasswordError::TooLong));
    }

    #[test]
    fn a_password_never_prints() {
        let password = Password::parse("Tulip4Harbor", "Tulip4Harbor").unwrap();
        assert!(!format!("{password:?}").contains("Tulip4Harbor"));
    }
}
