//! Input rules the domain has no type for, and the JSON Schema of the rules that only code can
//! write down (from the catalogues, the reserved page addresses, white space as `str::trim` sees
//! it, ...). Simple rules are attributes on the DTO fields themselves.
//!
//! Lengths in the schema are of the text as sent; the edge enforces them so (validator on JSON
//! bodies, `university_form` on the multipart form), although the use cases count after trimming:
//! otherwise a value padded with spaces would break the schema's `maxLength` and still be taken.

use quad_domain::{
    Email, Password, PersonName, Username,
    catalogues::{CATALOGUES, MAJOR},
    profile::{BIO_MAX, REJECTION_REASON_MAX, SocialHandles},
    university::{RESERVED_SLUGS, UniversityDescription, UniversityName},
};
use serde::{Deserialize, Deserializer, de::Error as _};
use serde_json::{Value, json};
use utoipa::openapi::schema::Schema;
use validator::ValidationError;

/// A blank value (which the handler answers with its own "missing" message) or an e-mail
/// address `Email::parse` accepts.
pub(crate) fn blank_or_email(raw: &str) -> Result<(), ValidationError> {
    if raw.trim().is_empty() || Email::parse(raw).is_ok() { Ok(()) } else { Err(ValidationError::new("email")) }
}

fn schema(value: Value) -> Schema {
    serde_json::from_value(value).expect("a rule's schema is a valid schema")
}

/// White space as `str::trim` sees it (Unicode White_Space), spelled out for character classes:
/// `\s` means something else in each regex dialect (Python's includes U+001C..U+001F, ECMA's U+FEFF).
const SPACE: &str = r"\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// Control characters (Unicode Cc).
const CONTROL: &str = r"\u0000-\u001f\u007f-\u009f";

/// Required text: something besides white space, no NUL, at most `max` characters as sent.
fn text(max: usize, description: String) -> Schema {
    schema(json!({
        "type": "string",
        "maxLength": max,
        "pattern": format!(r"^[^\u0000]*[^\u0000{SPACE}][^\u0000]*$"),
        "description": description,
    }))
}

/// Control characters but tab and line feed, which longer texts (messages, reports) keep.
const CONTROL_BUT_BREAKS: &str = r"\u0000-\u0008\u000b-\u001f\u007f-\u009f";

/// A message's `body`: something besides white space, no control characters but line breaks
/// and tabs, at most 2,000 characters.
pub(crate) fn message_body() -> Schema {
    let max = quad_domain::message::MESSAGE_MAX;
    schema(json!({
        "type": "string",
        "maxLength": max,
        "pattern": format!(r"^[^{CONTROL_BUT_BREAKS}]*[^{SPACE}{CONTROL}][^{CONTROL_BUT_BREAKS}]*$"),
        "description": format!("1 to {max} characters besides surrounding spaces; no control characters but line breaks and tabs."),
    }))
}

/// Optional free text of a report or a moderator's note: no control characters but line breaks
/// and tabs, at most `max` characters.
fn report_text(max: usize, description: String) -> Schema {
    schema(json!({
        "type": "string",
        "maxLength": max,
        "pattern": format!(r"^[^{CONTROL_BUT_BREAKS}]*$"),
        "description": description,
    }))
}

/// A report's `details`.
pub(crate) fn report_details() -> Schema {
    let max = quad_domain::report::DETAILS_MAX;
    report_text(max, format!("Optional, at most {max} characters."))
}

/// A moderator's `note` on a report.
pub(crate) fn moderator_note() -> Schema {
    let max = quad_domain::report::NOTE_MAX;
    report_text(max, format!("At most {max} characters; a warning's words, which a warning needs."))
}

/// `firstName`, `lastName`.
pub(crate) fn person_name() -> Schema {
    let max = PersonName::MAX;
    schema(json!({
        "type": "string",
        "maxLength": max,
        "pattern": format!(r"^[{SPACE}]*[^{SPACE}{CONTROL}](?:[^{CONTROL}]*[^{SPACE}{CONTROL}])?[{SPACE}]*$"),
        "description": format!("At most {max} characters, no control characters; surrounding spaces are dropped."),
    }))
}

/// `username`.
pub(crate) fn username() -> Schema {
    let (min, max) = (Username::MIN, Username::MAX);
    // The first character is one of them.
    let (rest_min, rest_max) = (min - 1, max - 1);
    schema(json!({
        "type": "string",
        "pattern": format!(r"^[{SPACE}]*[A-Za-z0-9][A-Za-z0-9_.]{{{rest_min},{rest_max}}}[{SPACE}]*$"),
        "description": format!(
            "{min} to {max} letters, digits, `_` and `.`, starting with a letter or digit (surrounding spaces are \
             dropped); unique ignoring case (409 otherwise)."
        ),
    }))
}

/// `password`, `confirmPassword`: Quad's one password policy (not trimmed).
pub(crate) fn password() -> Schema {
    let (min, max) = (Password::MIN, Password::MAX);
    schema(json!({
        "type": "string",
        "minLength": min,
        "maxLength": max,
        "pattern": format!(r"^(?=[\s\S]*[A-Z])(?=[\s\S]*[a-z])(?=[\s\S]*[0-9])[^\u0000]{{{min},{max}}}$"),
        "description": format!("{min} to {max} characters with an uppercase letter, a lowercase letter and a digit."),
    }))
}

/// A university's `studentCount`: blank, or a whole number of at most nine digits, commas allowed.
pub(crate) fn student_count() -> Schema {
    schema(json!({
        "type": "string",
        "maxLength": 12,
        "pattern": format!(r"^[{SPACE}]*(?:,*(?:[0-9],*){{1,9}})?[{SPACE}]*$"),
        "description": "A whole number, commas allowed (`43,000`), at most 12 characters; blank for none.",
    }))
}

/// `bio`.
pub(crate) fn bio() -> Schema {
    text(BIO_MAX, format!("At most {BIO_MAX} characters; surrounding spaces are dropped."))
}

/// `rejectionReason`.
pub(crate) fn take_down_reason() -> Schema {
    text(
        REJECTION_REASON_MAX,
        format!(
            "Shown to the student as the profile's rejection reason: at most {REJECTION_REASON_MAX} characters \
             (surrounding spaces are dropped). Missing or blank answers 400 \"Please say why the profile is taken \
             down\"."
        ),
    )
}

pub(crate) fn rejection_reason() -> Schema {
    text(
        REJECTION_REASON_MAX,
        format!(
            "Shown to the student: at most {REJECTION_REASON_MAX} characters (surrounding spaces are dropped). \
             Missing or blank answers 400 \"Please provide a reason for rejection\"."
        ),
    )
}

/// A submission's `caption`.
pub(crate) fn caption() -> Schema {
    text(
        quad_domain::post::CAPTION_MAX,
        format!(
            "At most {} characters, {} hashtags and {} @mentions (Instagram's rules); surrounding spaces are dropped.",
            quad_domain::post::CAPTION_MAX,
            quad_domain::post::HASHTAGS_MAX,
            quad_domain::post::MENTIONS_MAX
        ),
    )
}

/// A submission draft's `caption`: as typed so far.
pub(crate) fn draft_caption() -> Schema {
    let max = quad_domain::post::CAPTION_MAX;
    schema(json!({
        "type": "string",
        "maxLength": max,
        "pattern": r"^[^\u0000]*$",
        "description": format!("As typed so far: at most {max} characters."),
    }))
}

/// A university's `name`, and the `universityName` of a request.
pub(crate) fn university_name() -> Schema {
    let max = UniversityName::MAX;
    text(max, format!("At most {max} characters; runs of spaces become one."))
}

/// A university's `description`.
pub(crate) fn university_description() -> Schema {
    let max = UniversityDescription::MAX;
    text(max, format!("At most {max} characters; surrounding spaces are dropped."))
}

/// A social handle of `socialMedia`.
pub(crate) fn social_handle() -> Schema {
    let max = SocialHandles::HANDLE_MAX;
    schema(json!({
        "type": ["string", "null"],
        "pattern": format!(r"^[{SPACE}]*@*[A-Za-z0-9._-]{{0,{max}}}[{SPACE}]*$"),
        "description": format!("Up to {max} letters, digits, `.`, `_` and `-`; a leading `@` is dropped; blank means none."),
    }))
}

/// A field that may hold a whole number as JSON Schema sees one: `2027` and `2027.0` alike.
pub(crate) fn whole_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i32, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Number {
        Integer(i64),
        Float(f64),
    }
    let whole = match Number::deserialize(deserializer)? {
        Number::Integer(n) => i32::try_from(n).ok(),
        Number::Float(f) => float_to_i32(f),
    };
    whole.ok_or_else(|| D::Error::custom("expected a whole number from -2147483648 to 2147483647"))
}

/// A query parameter holding a whole number, `2` or `2.0`.
pub(crate) fn whole_number_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i32>, D::Error> {
    let Some(text) = Option::<String>::deserialize(deserializer)? else { return Ok(None) };
    let whole = text.parse::<i32>().ok().or_else(|| text.parse::<f64>().ok().and_then(float_to_i32));
    whole.map(Some).ok_or_else(|| D::Error::custom(format!("'{text}' is not a whole number")))
}

fn float_to_i32(f: f64) -> Option<i32> {
    (f.fract() == 0.0 && (f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(&f)).then_some(f as i32)
}

/// An e-mail address `Email::parse` accepts (blank is not one).
pub(crate) fn email(raw: &str) -> Result<(), ValidationError> {
    Email::parse(raw).map(|_| ()).map_err(|_| ValidationError::new("email"))
}

/// Blank (the handler's "missing" answer), or visible ASCII once trimmed: what an HTTP header
/// (where the Instagram token goes) can carry.
pub(crate) fn blank_or_visible_ascii(raw: &str) -> Result<(), ValidationError> {
    let ok = raw.trim().chars().all(|c| c.is_ascii_graphic());
    if ok { Ok(()) } else { Err(ValidationError::new("visible_ascii")) }
}

/// Blank (the handler's "missing" answer), or digits once trimmed.
pub(crate) fn blank_or_digits(raw: &str) -> Result<(), ValidationError> {
    if raw.trim().chars().all(|c| c.is_ascii_digit()) { Ok(()) } else { Err(ValidationError::new("digits")) }
}

/// `accessToken` of an Instagram connection test.
pub(crate) fn access_token() -> Schema {
    schema(json!({
        "type": "string",
        "pattern": format!(r"^[{SPACE}]*[!-~]+[{SPACE}]*$"),
        "description": "The account's Graph API access token (visible ASCII); used for this call only.",
    }))
}

/// `igUserId` of an Instagram connection test.
pub(crate) fn instagram_user_id() -> Schema {
    schema(json!({
        "type": "string",
        "pattern": format!(r"^[{SPACE}]*[0-9]+[{SPACE}]*$"),
        "description": "The Instagram account's numeric id.",
    }))
}

/// `housing`: one of the catalogue's housing options.
pub(crate) fn housing() -> Schema {
    catalogue_options("housing")
}

/// `gender`: one of the catalogue's genders.
pub(crate) fn gender() -> Schema {
    catalogue_options("gender")
}

fn catalogue_options(key: &str) -> Schema {
    let options = quad_domain::catalogues::catalogue(key).map_or(&[][..], |c| c.options);
    schema(
        json!({"type": "string", "enum": options, "description": format!("One of GET /catalogues' `{key}` options.")}),
    )
}

/// `roommateExpectations`: per lifestyle category, the answers accepted in a roommate (none:
/// any), how much it matters, and whether it is a dealbreaker.
pub(crate) fn roommate_expectations() -> Schema {
    let importance: Vec<&str> = quad_domain::compatibility::Importance::ALL.iter().map(|i| i.as_str()).collect();
    let mut properties = serde_json::Map::new();
    for key in quad_domain::compatibility::LIFESTYLE {
        let Some(catalogue) = quad_domain::catalogues::catalogue(key) else { continue };
        properties.insert(
            (*key).into(),
            json!({
                "type": "object",
                "properties": {
                    "accepted": {"type": "array", "items": {"type": "string", "enum": catalogue.options}},
                    "importance": {"type": "string", "enum": importance},
                    "dealbreaker": {"type": "boolean"},
                },
                "required": ["accepted", "importance", "dealbreaker"],
                "additionalProperties": false,
                "description": format!("What is accepted in a roommate's {}.", catalogue.label.to_lowercase()),
            }),
        );
    }
    schema(json!({
        "type": "object",
        "properties": properties,
        "additionalProperties": false,
        "description": "What the student wants of a roommate, per lifestyle category. An expectation with nothing accepted, or irrelevant and no dealbreaker, is dropped.",
    }))
}

/// `major`: one of the catalogue's majors.
pub(crate) fn major() -> Schema {
    schema(json!({"type": "string", "enum": MAJOR, "description": "One of GET /catalogues' `majors`."}))
}

/// A draft's `major`: blank (not chosen yet) or one of the majors.
pub(crate) fn draft_major() -> Schema {
    let mut options = vec![""];
    options.extend(MAJOR);
    schema(json!({"type": "string", "enum": options, "description": "Blank, or one of GET /catalogues' `majors`."}))
}

/// A draft's `graduationYear`: a year of `DRAFT_YEARS`, or null (not chosen yet). Fixed, so the
/// document does not change with the calendar; the submission checks the real window.
pub(crate) fn draft_graduation_year() -> Schema {
    let years = quad_application::profiles::DRAFT_YEARS;
    schema(json!({
        "type": ["integer", "null"],
        "minimum": years.start(),
        "maximum": years.end(),
        "description": "A year, or null; submitting the profile holds it to this year to seven years ahead.",
    }))
}

/// A draft's `bio`: anything up to the bio's length, blank included; no NUL.
pub(crate) fn draft_bio() -> Schema {
    schema(json!({
        "type": "string",
        "maxLength": BIO_MAX,
        "pattern": r"^[^\u0000]*$",
        "description": format!("As typed so far: at most {BIO_MAX} characters."),
    }))
}

/// A draft's `profileImages`: the photos uploaded so far, none to ten.
pub(crate) fn draft_images() -> Schema {
    schema(json!({
        "type": "array",
        "items": {"type": "string", "format": "uri"},
        "maxItems": 10,
        "description": "URLs answered by POST /upload?uploadType=profile to this person, up to 10. Any other URL \
                        answers 400.",
    }))
}

/// An optional JSON number holding a whole number, `2027` or `2027.0`; null or left out is none.
pub(crate) fn optional_whole_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i32>, D::Error> {
    match Option::<serde_json::Value>::deserialize(deserializer)? {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(value) => whole_number(value).map(Some).map_err(D::Error::custom),
    }
}

/// `profileImages`: one to ten URLs of profile photos the person uploaded (POST /upload with
/// `uploadType=profile`); the first is the main photo.
pub(crate) fn profile_images() -> Schema {
    schema(json!({
        "type": "array",
        "items": {"type": "string", "format": "uri"},
        "minItems": 1,
        "maxItems": 10,
        "description": "URLs answered by POST /upload?uploadType=profile to this person, 1 to 10; the first is the \
                        main photo. Any other URL answers 400.",
    }))
}

/// `roommatePreferences`: `lookingForRoommate` and the answers, keyed by catalogue. A
/// single-choice category takes one option (or a one-item list); a multi-select one a list (or
/// one option); `null`, `""` and `[]` are no answer. Any other key answers 400.
pub(crate) fn roommate_preferences() -> Schema {
    let mut properties = serde_json::Map::new();
    properties.insert(
        "lookingForRoommate".into(),
        json!({
            "type": "boolean",
            "description": "Whether the student is looking: false when left out of a sent object (a profile sent \
                            without `roommatePreferences` is looking).",
        }),
    );
    for catalogue in CATALOGUES {
        let mut options: Vec<&str> = catalogue.options.to_vec();
        options.push("");
        let one = json!({"type": "string", "enum": options});
        let list = json!({"type": "array", "items": {"type": "string", "enum": options}});
        let answer = match catalogue.multiple() {
            false => json!({
                "anyOf": [one, {"type": "array", "items": {"type": "string", "enum": options}, "maxItems": 1}, {"type": "null"}],
                "description": format!("{}: one option.", catalogue.label),
            }),
            true => json!({
                "anyOf": [list, one, {"type": "null"}],
                "description": format!("{}: any number of options.", catalogue.label),
            }),
        };
        properties.insert(catalogue.key.into(), answer);
    }
    schema(json!({
        "type": "object",
        "properties": properties,
        "additionalProperties": false,
        "description": "Roommate preferences: the keys and options are GET /catalogues' `preferences`. Answers come \
                        back as one option (single-choice) or a list (multi-select); unanswered categories are left out.",
    }))
}

/// `slug`: a page address, 2 to 80 lowercase letters, digits and single inner hyphens, none of
/// the app's own paths. Blank means "from the name" (admins only choose one).
pub(crate) fn slug() -> Schema {
    let reserved = RESERVED_SLUGS.join("|");
    schema(json!({
        "type": "string",
        "maxLength": 80,
        "pattern": format!(r"^[{SPACE}]*(?:(?!(?:{reserved})[{SPACE}]*$)[a-z0-9](?:-?[a-z0-9])+)?[{SPACE}]*$"),
        "description": "Admins only: the page address, 2 to 80 lowercase letters, digits and single inner hyphens, \
                        not one of the web app's own paths (blank: made from the name when adding, unchanged when \
                        editing). A taken one answers 409.",
    }))
}

/// The start of an Instagram profile URL, in any case, with or without scheme and `www.`.
const INSTAGRAM: &str =
    r"(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[Ww][Ww][Ww]\.)?[Ii][Nn][Ss][Tt][Aa][Gg][Rr][Aa][Mm]\.[Cc][Oo][Mm]/";

/// `instagramData[url]`: a handle (`umich`, `@umich`) or an Instagram profile URL.
pub(crate) fn instagram_url() -> Schema {
    schema(json!({
        "type": "string",
        "pattern": format!(r"^[{SPACE}]*(?:{INSTAGRAM})?@*(?:[A-Za-z0-9._]@*){{1,30}}(?:[/?#][^\u0000]*)?[{SPACE}]*$"),
        "description": "An Instagram handle or profile URL: `umich`, `@umich` and `https://www.instagram.com/umich` \
                        are alike. The handle is 1 to 30 letters, digits, `.` and `_`.",
    }))
}

/// `website`: blank, or an http(s) URL of at most 300 characters.
pub(crate) fn website() -> Schema {
    schema(json!({
        "anyOf": [
            {"type": "string", "pattern": format!("^[{SPACE}]*$")},
            {"type": "string", "format": "uri", "pattern": "^https?://[A-Za-z0-9]", "maxLength": 300},
        ],
        "description": "The university's website: an http:// or https:// URL with a host name, in ASCII (an \
                        international domain in its xn-- form), of at most 300 characters; or blank.",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_may_be_written_as_floats() {
        let year = |value: Value| whole_number(value).map_err(|e: serde_json::Error| e.to_string());
        assert_eq!(year(json!(2027)), Ok(2027));
        assert_eq!(year(json!(2027.0)), Ok(2027));
        assert!(year(json!(2027.5)).is_err());
        assert!(year(json!(1e12)).is_err());
        assert!(year(json!("2027")).is_err());
    }

    #[test]
    fn blank_or_a_valid_address_passes() {
        assert!(blank_or_email("  ").is_ok());
        assert!(blank_or_email("ada@umich.edu").is_ok());
        assert!(blank_or_email("ada@umich").is_err());
        assert!(blank_or_email("<ada@umich.edu>").is_err());
    }

    #[test]
    fn every_rule_schema_builds() {
        for rule in [
            major(),
            profile_images(),
            roommate_preferences(),
            slug(),
            instagram_url(),
            website(),
            person_name(),
            username(),
            bio(),
            social_handle(),
        ] {
            assert!(serde_json::to_value(rule).unwrap().is_object());
        }
    }
}
