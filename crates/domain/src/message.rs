//! Messages between connected students: text only, with a caution on early messages that ask
//! for money or move the talk to a phone.

/// The longest message, in characters.
pub const MESSAGE_MAX: usize = 2000;
/// A deleted message's words are kept this many days for moderators (a report of it still holds
/// them), never shown to either person, then forgotten.
pub const DELETED_TEXT_KEPT_DAYS: i64 = 30;
/// Messages one student may send in a minute, and in a day.
pub const PER_MINUTE_MAX: i64 = 20;
pub const PER_DAY_MAX: i64 = 300;
/// How many of a sender's first messages in a conversation are read for the caution.
pub const EARLY_MESSAGES: i64 = 5;

/// A message's text: trimmed, 1 to [`MESSAGE_MAX`] characters, no control characters but line
/// breaks and tabs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageBody(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MessageBodyError {
    #[error("Write a message first")]
    Empty,
    #[error("A message can be at most 2,000 characters")]
    TooLong,
    #[error("A message cannot contain control characters")]
    ControlCharacters,
}

impl MessageBody {
    pub fn parse(raw: &str) -> Result<Self, MessageBodyError> {
        let body = raw.trim();
        if body.is_empty() {
            return Err(MessageBodyError::Empty);
        }
        if body.chars().count() > MESSAGE_MAX {
            return Err(MessageBodyError::TooLong);
        }
        if body.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
            return Err(MessageBodyError::ControlCharacters);
        }
        Ok(Self(body.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the text asks for money or a payment app, or gives a phone number: what scams in
    /// a first contact look like. The recipient is shown a caution with a way to report.
    pub fn needs_caution(&self) -> bool {
        const MONEY: &[&str] = &[
            "venmo",
            "zelle",
            "cashapp",
            "cash app",
            "paypal",
            "western union",
            "moneygram",
            "wire transfer",
            "bank transfer",
            "gift card",
            "giftcard",
            "bitcoin",
            "crypto",
            "deposit",
            "send money",
            "wire the",
        ];
        let lower = self.0.to_lowercase();
        MONEY.iter().any(|word| lower.contains(word)) || has_phone_number(&self.0)
    }
}

/// Seven or more digits in a run that only spaces, dots, dashes, brackets and a leading `+`
/// break: a phone number, written any usual way.
fn has_phone_number(text: &str) -> bool {
    let mut digits = 0;
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits += 1;
            if digits >= 7 {
                return true;
            }
        } else if !matches!(c, ' ' | '.' | '-' | '(' | ')' | '+') {
            digits = 0;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_and_held_to_its_rules() {
        assert_eq!(MessageBody::parse("  hi!\n").unwrap().as_str(), "hi!");
        assert_eq!(MessageBody::parse("   "), Err(MessageBodyError::Empty));
        assert!(MessageBody::parse(&"é".repeat(MESSAGE_MAX)).is_ok());
        assert_eq!(MessageBody::parse(&"é".repeat(MESSAGE_MAX + 1)), Err(MessageBodyError::TooLong));
        assert_eq!(MessageBody::parse("a\u{0}b"), Err(MessageBodyError::ControlCharacters));
        assert!(MessageBody::parse("line one\nline two\tend").is_ok());
    }

    #[test]
    fn money_and_phone_numbers_call_for_a_caution() {
        let caution = |text: &str| MessageBody::parse(text).unwrap().needs_caution();
        assert!(caution("Just Venmo me the deposit first"));
        assert!(caution("Can you pay with a GIFT CARD?"));
        assert!(caution("text me at (734) 555-0142"));
        assert!(caution("call +44 20 7946 0958"));
        assert!(caution("my number is 734.555.0142"));
        assert!(!caution("Want to meet at the library at 3?"));
        assert!(!caution("Room 204, building 12, class of 2028"));
    }
}
