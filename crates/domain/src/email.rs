use std::fmt;

/// An e-mail address: trimmed, lower-cased, `local@domain.tld`, at most 254 characters.
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
        let value = raw.trim().to_lowercase();
        if value.len() > Self::MAX_LENGTH || value.chars().any(char::is_whitespace) {
            return Err(EmailError::Invalid);
        }
        let (local, domain) = value.split_once('@').ok_or(EmailError::Invalid)?;
        let domain_ok = !domain.contains('@')
            && domain.contains('.')
            && domain.split('.').all(|label| !label.is_empty() && !label.starts_with('-') && !label.ends_with('-'));
        if local.is_empty() || local.len() > 64 || !domain_ok {
            return Err(EmailError::Invalid);
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
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
    fn overlong_email_is_rejected() {
        let raw = format!("{}@example.com", "a".repeat(250));
        assert!(Email::parse(&raw).is_err());
    }

    #[test]
    fn the_error_carries_the_spec_message() {
        assert_eq!(EmailError::Invalid.to_string(), "Please enter a valid email address");
    }
}
