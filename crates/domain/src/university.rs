//! Universities: their names, page addresses (slugs) and Instagram links (spec 3, 5).

use std::fmt;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::EmailDomain;

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
    /// Characters, once runs of spaces are one.
    pub const MAX: usize = 120;

    pub fn parse(raw: &str) -> Result<Self, UniversityNameError> {
        let value = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        if value.is_empty() {
            return Err(UniversityNameError::Missing);
        }
        if value.chars().count() > Self::MAX {
            return Err(UniversityNameError::TooLong);
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for UniversityName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a university's page says about it: required, at most 5000 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityDescription(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UniversityDescriptionError {
    #[error("Description is required")]
    Missing,
    #[error("Description must be at most 5000 characters long")]
    TooLong,
}

impl UniversityDescription {
    pub const MAX: usize = 5000;

    pub fn parse(raw: &str) -> Result<Self, UniversityDescriptionError> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(UniversityDescriptionError::Missing);
        }
        if value.chars().count() > Self::MAX {
            return Err(UniversityDescriptionError::TooLong);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A university's website: an http or https address of at most 300 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Website(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WebsiteError {
    #[error("Must be at most 300 characters long")]
    TooLong,
    #[error("Website must start with http:// or https://")]
    Scheme,
}

impl Website {
    pub const MAX: usize = 300;

    pub fn parse(raw: &str) -> Result<Self, WebsiteError> {
        let value = raw.trim();
        if value.chars().count() > Self::MAX {
            return Err(WebsiteError::TooLong);
        }
        let rest = value.strip_prefix("https://").or_else(|| value.strip_prefix("http://"));
        match rest {
            Some(host) if !host.is_empty() && !host.chars().any(|c| c.is_whitespace() || c.is_control()) => {
                Ok(Self(value.to_owned()))
            }
            _ => Err(WebsiteError::Scheme),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// How many students a university has: a whole number, typed with or without thousands commas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StudentCount(i32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Student count must be a whole number")]
pub struct StudentCountError;

impl StudentCount {
    pub fn parse(raw: &str) -> Result<Self, StudentCountError> {
        let digits = raw.trim().replace(',', "");
        match digits.parse::<i32>() {
            Ok(n) if n >= 0 && digits.len() <= 12 => Ok(Self(n)),
            _ => Err(StudentCountError),
        }
    }

    pub fn new(count: i32) -> Result<Self, StudentCountError> {
        if count >= 0 { Ok(Self(count)) } else { Err(StudentCountError) }
    }

    pub fn value(self) -> i32 {
        self.0
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
    "confirm-email",
    "confirm-university-email",
    "connections",
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
    "moderation",
    "newsletter",
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
    "submissions",
    "submit",
    "terms",
    "universities",
    "unsubscribe",
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

/// A university's logo: the image shown on its own page, and a small copy for cards and lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniversityLogo {
    pub url: String,
    pub thumbnail_url: String,
}

impl UniversityLogo {
    /// A logo as stored: without a known thumbnail (one set before thumbnails were recorded, or
    /// by a release that knew nothing of them), the logo serves as its own.
    pub fn stored(url: Option<String>, thumbnail_url: Option<String>) -> Option<Self> {
        url.map(|url| Self { thumbnail_url: thumbnail_url.unwrap_or_else(|| url.clone()), url })
    }
}

/// A university on Quad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct University {
    pub id: Uuid,
    pub name: UniversityName,
    pub slug: UniversitySlug,
    pub abbreviation: Option<String>,
    pub logo: Option<UniversityLogo>,
    pub location: Option<String>,
    pub website: Option<Website>,
    pub student_count: Option<StudentCount>,
    pub description: UniversityDescription,
    pub instagram_links: Vec<InstagramLink>,
    /// Where its students have addresses: one at any of these (or a subdomain) proves membership.
    pub email_domains: Vec<EmailDomain>,
    /// Without domains, whether students may join without a university address (then their
    /// profiles are marked unverified). Off by default.
    pub join_without_university_email: bool,
    /// Domains a manager proposed when adding it, until an admin confirms them or sets others.
    pub proposed_email_domains: Vec<EmailDomain>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl University {
    /// Whether anyone can join it: an address at one of its domains proves membership, or it
    /// takes students without one. A university that is not open is shown as "not open yet".
    pub fn is_open(&self) -> bool {
        !self.email_domains.is_empty() || self.join_without_university_email
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_logo_without_a_thumbnail_is_its_own() {
        let logo =
            |url: &str, thumbnail: Option<&str>| UniversityLogo::stored(Some(url.into()), thumbnail.map(Into::into));
        assert_eq!(logo("/l.png", Some("/l.thumb.png")).unwrap().thumbnail_url, "/l.thumb.png");
        assert_eq!(logo("/l.png", None).unwrap().thumbnail_url, "/l.png");
        assert_eq!(UniversityLogo::stored(None, None), None);
    }

    #[test]
    fn a_description_is_required_and_at_most_5000_characters() {
        assert_eq!(UniversityDescription::parse("  "), Err(UniversityDescriptionError::Missing));
        assert!(UniversityDescription::parse(&"é".repeat(5000)).is_ok());
        assert_eq!(UniversityDescription::parse(&"a".repeat(5001)), Err(UniversityDescriptionError::TooLong));
    }

    #[test]
    fn a_website_is_an_http_or_https_address() {
        assert_eq!(Website::parse(" https://umich.edu ").unwrap().as_str(), "https://umich.edu");
        assert!(Website::parse("http://umich.edu/about").is_ok());
        for bad in ["umich.edu", "ftp://umich.edu", "https://", "https://u mich.edu", "javascript:alert(1)"] {
            assert_eq!(Website::parse(bad), Err(WebsiteError::Scheme), "{bad}");
        }
        assert_eq!(Website::parse(&format!("https://{}", "a".repeat(300))), Err(WebsiteError::TooLong));
    }

    #[test]
    fn a_student_count_is_a_whole_number_commas_allowed() {
        assert_eq!(StudentCount::parse("52,065").unwrap().value(), 52065);
        for bad in ["-1", "1.5", "many", "99999999999999"] {
            assert_eq!(StudentCount::parse(bad), Err(StudentCountError), "{bad}");
        }
    }

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
