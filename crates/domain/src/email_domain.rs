//! A university's e-mail domains: an address at one of them (or at a subdomain of one) proves
//! that its owner belongs to that university (issue 23).

use std::fmt;

use crate::Email;

/// A domain a university hands out addresses at, such as `umich.edu`: lower-case ASCII host-name
/// labels, two or more, at most 253 characters. Never a public suffix (`edu`, `ac.uk`), which
/// many organisations share, nor a webmail provider, whose addresses anyone can have.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmailDomain(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailDomainError {
    #[error("'{0}' is not a domain; enter one like umich.edu")]
    Invalid(String),
    #[error("'{0}' is shared by many organisations; enter the university's own domain, like umich.edu")]
    PublicSuffix(String),
    #[error("'{0}' is a webmail provider; anyone can have an address there")]
    Webmail(String),
}

/// Free e-mail providers: an address at one of them (or at a subdomain) says nothing about
/// where its owner studies.
const WEBMAIL: &[&str] = &[
    "aol.com",
    "fastmail.com",
    "gmail.com",
    "gmx.com",
    "gmx.de",
    "gmx.net",
    "googlemail.com",
    "hey.com",
    "hotmail.com",
    "icloud.com",
    "live.com",
    "mail.com",
    "mail.ru",
    "me.com",
    "msn.com",
    "outlook.com",
    "pm.me",
    "proton.me",
    "protonmail.com",
    "qq.com",
    "tutanota.com",
    "web.de",
    "yahoo.com",
    "yandex.com",
    "yandex.ru",
    "ymail.com",
    "zoho.com",
    "163.com",
    "126.com",
];

impl EmailDomain {
    pub const MAX_LENGTH: usize = 253;

    /// Trims, drops a leading `@` and lower-cases what was typed, then checks it.
    pub fn parse(raw: &str) -> Result<Self, EmailDomainError> {
        let typed = raw.trim();
        let value = typed.strip_prefix('@').unwrap_or(typed).to_ascii_lowercase();
        let labels: Vec<&str> = value.split('.').collect();
        if value.len() > Self::MAX_LENGTH || labels.len() < 2 || !labels.iter().all(|l| is_host_label(l)) {
            return Err(EmailDomainError::Invalid(typed.to_owned()));
        }
        if psl::suffix_str(&value) == Some(value.as_str()) {
            return Err(EmailDomainError::PublicSuffix(value));
        }
        if WEBMAIL.iter().any(|webmail| covers(webmail, &value)) {
            return Err(EmailDomainError::Webmail(value));
        }
        Ok(Self(value))
    }

    /// A value read back from storage, where only parsed domains are written.
    pub fn stored(value: String) -> Self {
        Self(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether an address at `email` is at this domain or at one of its subdomains.
    pub fn covers(&self, email: &Email) -> bool {
        covers(&self.0, email.domain())
    }
}

/// Whether `host` is `domain` or one of its subdomains (`med.umich.edu` under `umich.edu`).
fn covers(domain: &str, host: &str) -> bool {
    host.strip_suffix(domain).is_some_and(|rest| rest.is_empty() || rest.ends_with('.'))
}

/// Whether an address is at a webmail provider (so it proves no membership anywhere).
pub fn is_webmail(email: &Email) -> bool {
    WEBMAIL.iter().any(|webmail| covers(webmail, email.domain()))
}

/// An RFC 1123 host-name label.
fn is_host_label(label: &str) -> bool {
    (1..=63).contains(&label.len())
        && label.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !label.starts_with('-')
        && !label.ends_with('-')
}

impl fmt::Display for EmailDomain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(raw: &str) -> Result<String, EmailDomainError> {
        EmailDomain::parse(raw).map(|d| d.as_str().to_owned())
    }

    #[test]
    fn a_domain_is_trimmed_lower_cased_and_may_start_with_an_at() {
        assert_eq!(parsed(" @UMich.edu ").unwrap(), "umich.edu");
        assert_eq!(parsed("ox.ac.uk").unwrap(), "ox.ac.uk");
        assert_eq!(parsed("med.umich.edu").unwrap(), "med.umich.edu");
    }

    #[test]
    fn what_is_not_a_host_name_is_refused() {
        for raw in ["", "umich", "umich..edu", "-umich.edu", "umich.edu.", "um ich.edu", "ümich.edu", "a@b.edu"] {
            assert!(matches!(EmailDomain::parse(raw), Err(EmailDomainError::Invalid(_))), "{raw}");
        }
        assert!(EmailDomain::parse(&format!("{}.edu", "a".repeat(64))).is_err());
    }

    #[test]
    fn public_suffixes_and_webmail_are_refused_with_their_own_message() {
        for raw in ["edu", "ac.uk", "co.uk", "com"] {
            assert!(EmailDomain::parse(raw).is_err(), "{raw}");
        }
        assert_eq!(EmailDomain::parse("ac.uk"), Err(EmailDomainError::PublicSuffix("ac.uk".into())));
        assert_eq!(EmailDomain::parse("Gmail.com"), Err(EmailDomainError::Webmail("gmail.com".into())));
        assert_eq!(EmailDomain::parse("mail.yahoo.com"), Err(EmailDomainError::Webmail("mail.yahoo.com".into())));
    }

    #[test]
    fn a_domain_covers_its_subdomains_but_not_look_alikes() {
        let umich = EmailDomain::parse("umich.edu").unwrap();
        let at = |address: &str| Email::parse(address).unwrap();
        assert!(umich.covers(&at("ada@umich.edu")));
        assert!(umich.covers(&at("ada@med.umich.edu")));
        assert!(!umich.covers(&at("ada@notumich.edu")));
        assert!(!umich.covers(&at("ada@umich.edu.evil.com")));
        assert!(is_webmail(&at("ada@googlemail.com")));
        assert!(!is_webmail(&at("ada@umich.edu")));
    }
}
