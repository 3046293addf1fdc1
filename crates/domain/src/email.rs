use std::fmt;

/// An e-mail address: trimmed, lower-cased, `local@domain.tld`, at most 254 characters. The
/// local part is an RFC 5322 dot-atom (letters, digits and ``!#$%&'*+-/=?^_`{|}~``, with single
/// dots between them); the domain is two or more host-name labels (letters, digits, inner
/// hyphens; 1 to 63 characters each). Quoted local parts, address literals and non-ASCII
/// addresses are refused: no mail system Quad sends through needs them, and every character
/// that could break a header or a page (`<`, `>`, `"`, `,`, spaces, controls) is outside both sets.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailError {
    #[error("Please enter a valid email address")]
    Invalid,
}

impl Email {
    pub const MAX_LENGTH: usize = 254;

    pub fn parse(raw: &str) -> Result<Self, EmailError> {
        let value = raw.trim().to_ascii_lowercase();
        if value.len() > Self::MAX_LENGTH {
            return Err(EmailError::Invalid);
        }
        let (local, domain) = value.split_once('@').ok_or(EmailError::Invalid)?;
        let local_ok = local.len() <= 64 && local.split('.').all(|atom| !atom.is_empty() && atom.chars().all(is_atext));
        let domain_ok = domain.contains('.') && domain.split('.').all(is_host_label);
        if !local_ok || !domain_ok {
            return Err(EmailError::Invalid);
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What follows the `@`: the address's domain (`umich.edu`).
    pub fn domain(&self) -> &str {
        self.0.split_once('@').map_or("", |(_, domain)| domain)
    }
}

/// RFC 5322 `atext`: what an unquoted local part is made of, besides its dots.
fn is_atext(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c)
}

/// An RFC 1123 host-name label.
fn is_host_label(label: &str) -> bool {
    (1..=63).contains(&label.len())
        && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && !label.starts_with('-')
        && !label.ends_with('-')
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_address_is_accepted_and_lower_cased() {
        let email = Email::parse("  Ada.Lovelace@Umich.EDU ").unwrap();
        assert_eq!(email.as_str(), "ada.lovelace@umich.edu");
        assert_eq!(email.domain(), "umich.edu");
    }

    #[test]
    fn email_without_at_sign_is_rejected() {
        assert_eq!(Email::parse("ada.umich.edu"), Err(EmailError::Invalid));
    }

    #[test]
    fn email_without_dot_in_domain_is_rejected() {
        assert_eq!(Email::parse("ada@localhost"), Err(EmailError::Invalid));
    }

    #[test]
    fn email_with_two_at_signs_or_spaces_is_rejected() {
        assert!(Email::parse("a@b@c.edu").is_err());
        assert!(Email::parse("a b@c.edu").is_err());
        assert!(Email::parse("@c.edu").is_err());
        assert!(Email::parse("a@.edu").is_err());
    }

    #[test]
    fn email_with_characters_outside_a_dot_atom_is_rejected() {
        for bad in ["a<b@c.edu", "a>b@c.edu", "\"ada\"@c.edu", "a,b@c.edu", "ada@c.edu,", "a\u{0}b@c.edu", "a;b@c.edu"]
        {
            assert_eq!(Email::parse(bad), Err(EmailError::Invalid), "{bad:?}");
        }
    }

    #[test]
    fn email_with_misplaced_dots_or_a_bad_domain_is_rejected() {
        for bad in
            [".ada@c.edu", "ada.@c.edu", "a..da@c.edu", "ada@c..edu", "ada@-c.edu", "ada@c_d.edu", "ada@[1.2.3.4]"]
        {
            assert_eq!(Email::parse(bad), Err(EmailError::Invalid), "{bad:?}");
        }
        let long_label = format!("ada@{}.edu", "c".repeat(64));
        assert_eq!(Email::parse(&long_label), Err(EmailError::Invalid));
    }

    #[test]
    fn every_dot_atom_character_is_accepted() {
        let email = Email::parse("a!#$%&'*+-/=?^_`{|}~.9@mail-1.umich.edu").unwrap();
        assert_eq!(email.as_str(), "a!#$%&'*+-/=?^_`{|}~.9@mail-1.umich.edu");
    }

    #[test]
    fn non_ascii_addresses_are_rejected() {
        assert_eq!(Email::parse("adé@umich.edu"), Err(EmailError::Invalid));
        assert_eq!(Email::parse("ada@münchen.de"), Err(EmailError::Invalid));
    }

    #[test]
    fn overlong_email_is_rejected() {
        let raw = format!("{}@example.com", "a".repeat(250));
        assert!(Email::parse(&raw).is_err());
    }

    #[test]
    fn the_error_carries_the_spec_message() {
        assert_eq!(EmailError::Invalid.to_string(), "Please enter a valid email address");
    }
}
