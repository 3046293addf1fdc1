//! Input rules the domain has no type for, and the JSON Schema of the rules that only code can
//! write down (from the catalogues, the reserved page addresses, ...). Simple rules are
//! attributes on the DTO fields themselves.

use quad_domain::{
    Email,
    catalogues::{CATALOGUES, Choice, MAJOR},
    university::RESERVED_SLUGS,
};
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

/// White space as `str::trim` sees it, for patterns of trimmed fields.
const SPACE: &str = r"[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]";

/// `major`: one of the catalogue's majors.
pub(crate) fn major() -> Schema {
    schema(json!({"type": "string", "enum": MAJOR, "description": "One of GET /catalogues' `majors`."}))
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
        let answer = match catalogue.choice {
            Choice::Single => json!({
                "anyOf": [one, {"type": "array", "items": {"type": "string", "enum": options}, "maxItems": 1}, {"type": "null"}],
                "description": format!("{}: one option.", catalogue.label),
            }),
            Choice::Multiple => json!({
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
        "pattern": format!(r"^\s*(?:(?!(?:{reserved})\s*$)[a-z0-9](?:-?[a-z0-9])+)?\s*$"),
        "description": "Admins only: the page address, 2 to 80 lowercase letters, digits and single inner hyphens, \
                        not one of the web app's own paths (blank: made from the name when adding, unchanged when \
                        editing). A taken one answers 409.",
    }))
}

/// `instagramData[url]`: a handle (`umich`, `@umich`) or an Instagram profile URL.
pub(crate) fn instagram_url() -> Schema {
    schema(json!({
        "type": "string",
        "pattern": concat!(
            r"^\s*(?:(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[Ww][Ww][Ww]\.)?[Ii][Nn][Ss][Tt][Aa][Gg][Rr][Aa][Mm]\.[Cc][Oo][Mm]/)?",
            r"@*(?:[A-Za-z0-9._]@*){1,30}(?:[/?#][^\u0000]*)?\s*$"
        ),
        "description": "An Instagram handle or profile URL: `umich`, `@umich` and `https://www.instagram.com/umich` \
                        are alike. The handle is 1 to 30 letters, digits, `.` and `_`.",
    }))
}

/// `website`: blank, or an http(s) URL of at most 300 characters.
pub(crate) fn website() -> Schema {
    schema(json!({
        "anyOf": [
            {"type": "string", "pattern": format!("^{SPACE}*$")},
            {"type": "string", "format": "uri", "pattern": "^https?://", "maxLength": 300},
        ],
        "description": "The university's website: an http:// or https:// URL of at most 300 characters, or blank.",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_or_a_valid_address_passes() {
        assert!(blank_or_email("  ").is_ok());
        assert!(blank_or_email("ada@umich.edu").is_ok());
        assert!(blank_or_email("ada@umich").is_err());
        assert!(blank_or_email("<ada@umich.edu>").is_err());
    }

    #[test]
    fn every_rule_schema_builds() {
        for rule in [major(), profile_images(), roommate_preferences(), slug(), instagram_url(), website()] {
            assert!(serde_json::to_value(rule).unwrap().is_object());
        }
    }
}
