//! Universities: their names, page addresses (slugs) and Instagram links (spec 3, 5).

use std::fmt;

use chrono::{DateTime, Utc};
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityName(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UniversityNameError {
    #[error("University name is required")]
    Missing,
    #[error("University name must be at most 120 characters long")]
    TooLong,
}

impl UniversityName {
    pub fn parse(raw: &str) -> Result<Self, UniversityNameError> {
        let value = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        if value.is_empty() {
            return Err(UniversityNameError::Missing);
        }
        if value.chars().count() > 120 {
            return Err(UniversityNameError::TooLong);
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A university's own page address, `/{slug}`: lowercase letters, digits and single hyphens,
/// 2 to 80 characters, and never one of the app's own top-level paths.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UniversitySlug(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UniversitySlugError {
    #[error("The page address may contain only lowercase letters, numbers and hyphens (2 to 80 characters)")]
    Invalid,
    #[error("'{0}' is taken by one of Quad's own pages; choose another page address")]
    Reserved(String),
}

/// Top-level paths the web app uses itself: no university's page address.
pub const RESERVED_SLUGS: &[&str] = &[
    "about",
    "admin",
    "api",
    "assets",
    "auth",
    "contact",
    "cookies",
    "create",
    "directory",
    "faq",
    "forgot-password",
    "guide",
    "guidelines",
    "help",
    "home",
    "login",
    "logout",
    "manager",
    "media",
    "messages",
    "notifications",
    "privacy",
    "profile",
    "register",
    "registration-success",
    "reset-password",
    "roommates",
    "safety",
    "saved",
    "settings",
    "submit",
    "terms",
    "universities",
    "verify-email",
];

impl UniversitySlug {
    pub fn parse(raw: &str) -> Result<Self, UniversitySlugError> {
        let value = raw.trim();
        let shape_ok = (2..=80).contains(&value.len())
            && value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !value.starts_with('-')
            && !value.ends_with('-')
            && !value.contains("--");
        if !shape_ok {
            return Err(UniversitySlugError::Invalid);
        }
        if RESERVED_SLUGS.contains(&value) {
            return Err(UniversitySlugError::Reserved(value.to_owned()));
        }
        Ok(Self(value.to_owned()))
    }

    /// The slug a name suggests: "Université de Montréal" -> "universite-de-montreal". Reserved
    /// or too-short results get a "-university" suffix.
    pub fn from_name(name: &UniversityName) -> Self {
        let mut slug = String::new();
        for c in name.as_str().chars().flat_map(fold_accent) {
            if c.is_ascii_alphanumeric() {
                slug.push(c.to_ascii_lowercase());
            } else if !slug.ends_with('-') && !slug.is_empty() {
                slug.push('-');
            }
        }
        let mut slug: String = slug.trim_end_matches('-').chars().take(68).collect();
        slug = slug.trim_end_matches('-').to_owned();
        Self::parse(&slug).unwrap_or_else(|_| {
            let base = if slug.is_empty() { "campus".to_owned() } else { slug };
            Self(format!("{base}-university"))
        })
    }

    /// `{slug}-{n}`, for when the slug is taken.
    pub fn numbered(&self, n: u32) -> Self {
        let base: String = self.0.chars().take(72).collect();
        Self(format!("{}-{n}", base.trim_end_matches('-')))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for UniversitySlug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn fold_accent(c: char) -> impl Iterator<Item = char> {
    let folded: &str = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' => "a",
        'ç' | 'Ç' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => "i",
        'ñ' | 'Ñ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'ø' | 'Ø' => "o",
        'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => "u",
        'ß' => "ss",
        '&' => "and",
        _ => "",
    };
    let keep = folded.is_empty().then_some(c);
    folded.chars().chain(keep)
}

/// A link to a university's Instagram account, and the handle shown for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstagramLink {
    pub url: String,
    pub channel_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InstagramUrlError {
    #[error("Instagram URL is required")]
    Missing,
    #[error("Please enter an Instagram profile URL or handle, such as https://www.instagram.com/umich")]
    Invalid,
}

impl InstagramLink {
    pub const BASE: &str = "https://www.instagram.com/";

    /// Spec 5: a URL not starting with Instagram's address is taken as a handle: any '@' is
    /// removed and the address prefixed. `umich`, `@umich` and
    /// `instagram.com/umich/` all become `https://www.instagram.com/umich`.
    pub fn parse(raw: &str) -> Result<Self, InstagramUrlError> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(InstagramUrlError::Missing);
        }
        let lower = value.to_ascii_lowercase();
        let rest = [
            "https://www.instagram.com/",
            "http://www.instagram.com/",
            "https://instagram.com/",
            "http://instagram.com/",
            "www.instagram.com/",
            "instagram.com/",
        ]
        .iter()
        .find_map(|prefix| lower.starts_with(prefix).then(|| &value[prefix.len()..]))
        .unwrap_or(value);
        let handle = rest.replace('@', "");
        let handle = handle.split(['/', '?', '#']).next().unwrap_or_default();
        let valid = (1..=30).contains(&handle.len())
            && handle.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_');
        if !valid {
            return Err(InstagramUrlError::Invalid);
        }
        Ok(Self { url: format!("{}{handle}", Self::BASE), channel_name: handle.to_owned() })
    }
}

/// A university on Quad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct University {
    pub id: Uuid,
    pub name: String,
    pub slug: String,
    pub abbreviation: Option<String>,
    pub logo_url: Option<String>,
    pub location: Option<String>,
    pub website: Option<String>,
    pub student_count: Option<i32>,
    pub description: String,
    pub instagram_links: Vec<InstagramLink>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slug_of(name: &str) -> String {
        UniversitySlug::from_name(&UniversityName::parse(name).unwrap()).as_str().to_owned()
    }

    #[test]
    fn names_are_required_and_tidied() {
        assert_eq!(UniversityName::parse("  "), Err(UniversityNameError::Missing));
        assert_eq!(UniversityName::parse(" University  of\tMichigan ").unwrap().as_str(), "University of Michigan");
        assert_eq!(UniversityNameError::Missing.to_string(), "University name is required");
    }

    #[test]
    fn slugs_come_from_names() {
        assert_eq!(slug_of("University of Michigan"), "university-of-michigan");
        assert_eq!(slug_of("Université de Montréal"), "universite-de-montreal");
        assert_eq!(slug_of("Texas A&M University"), "texas-aandm-university");
        assert_eq!(slug_of("  MIT!! "), "mit");
    }

    #[test]
    fn a_name_that_would_take_an_app_path_gets_a_suffix() {
        assert_eq!(slug_of("About"), "about-university");
        assert_eq!(slug_of("!!"), "campus-university");
    }

    #[test]
    fn chosen_slugs_are_checked() {
        assert!(UniversitySlug::parse("umich").is_ok());
        for bad in ["UMich", "u", "-umich", "umich-", "um--ich", "um ich"] {
            assert_eq!(UniversitySlug::parse(bad), Err(UniversitySlugError::Invalid), "{bad}");
        }
        assert_eq!(UniversitySlug::parse("admin"), Err(UniversitySlugError::Reserved("admin".into())));
    }

    #[test]
    fn a_taken_slug_is_numbered() {
        assert_eq!(UniversitySlug::parse("umich").unwrap().numbered(2).as_str(), "umich-2");
    }

    #[test]
    fn instagram_handles_and_urls_are_normalised() {
        for raw in [
            "umich",
            "@umich",
            "https://www.instagram.com/umich",
            "instagram.com/umich/",
            "https://instagram.com/@umich?hl=en",
        ] {
            let link = InstagramLink::parse(raw).unwrap();
            assert_eq!(link.url, "https://www.instagram.com/umich", "{raw}");
            assert_eq!(link.channel_name, "umich", "{raw}");
        }
    }

    #[test]
    fn a_missing_or_impossible_instagram_url_is_refused() {
        assert_eq!(InstagramLink::parse(" "), Err(InstagramUrlError::Missing));
        assert_eq!(InstagramLink::parse("https://example.com/umich"), Err(InstagramUrlError::Invalid));
        assert_eq!(InstagramLink::parse("um ich"), Err(InstagramUrlError::Invalid));
    }
}
