//! What a Graph API failure means for the publishing worker: try again later, wait for the day's
//! quota, or give up (`quad_domain::post::AttemptFailure`).

use quad_domain::post::AttemptFailure;
use serde::Deserialize;

/// The `error` object of a Graph API answer.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct GraphError {
    #[serde(default)]
    pub message: String,
    #[serde(default)]
    pub code: Option<i64>,
    #[serde(default)]
    pub error_subcode: Option<i64>,
    #[serde(default)]
    pub is_transient: Option<bool>,
}

/// Codes Meta documents as throttling or temporary: API too many calls (4), user (17), page (32),
/// and rate limits (613); unknown (1) and service unavailable (2).
const TRANSIENT_CODES: &[i64] = &[1, 2, 4, 17, 32, 613];
/// The account reached its daily publishing limit.
const QUOTA_SUBCODE: i64 = 2_207_042;

/// `status` is the HTTP status; `error` the answer's error object, if it had one. A timeout or a
/// dropped connection never reaches here: the caller treats it as transient.
pub(crate) fn classify(status: u16, error: Option<&GraphError>) -> AttemptFailure {
    if let Some(error) = error {
        if error.error_subcode == Some(QUOTA_SUBCODE) {
            return AttemptFailure::QuotaUsed;
        }
        if error.is_transient == Some(true) || error.code.is_some_and(|code| TRANSIENT_CODES.contains(&code)) {
            return AttemptFailure::Transient;
        }
    }
    match status {
        429 | 500..=599 => AttemptFailure::Transient,
        // An invalid token (190), a missing permission (10, 200-299), a refused image or caption
        // (100, 36003, 2207026, ...): the same request would fail the same way.
        _ => AttemptFailure::Permanent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(code: i64, subcode: Option<i64>) -> GraphError {
        GraphError { message: "x".into(), code: Some(code), error_subcode: subcode, is_transient: None }
    }

    #[test]
    fn throttling_and_server_errors_are_tried_again() {
        assert_eq!(classify(400, Some(&error(4, None))), AttemptFailure::Transient);
        assert_eq!(classify(400, Some(&error(613, None))), AttemptFailure::Transient);
        assert_eq!(classify(503, None), AttemptFailure::Transient);
        assert_eq!(classify(429, None), AttemptFailure::Transient);
        let flagged = GraphError { is_transient: Some(true), ..error(100, None) };
        assert_eq!(classify(400, Some(&flagged)), AttemptFailure::Transient);
    }

    #[test]
    fn a_used_up_publishing_quota_waits() {
        assert_eq!(classify(400, Some(&error(9, Some(2_207_042)))), AttemptFailure::QuotaUsed);
    }

    #[test]
    fn a_bad_token_or_a_refused_image_gives_up_at_once() {
        assert_eq!(classify(400, Some(&error(190, None))), AttemptFailure::Permanent);
        assert_eq!(classify(400, Some(&error(36003, None))), AttemptFailure::Permanent);
        assert_eq!(classify(403, Some(&error(10, None))), AttemptFailure::Permanent);
        assert_eq!(classify(400, None), AttemptFailure::Permanent);
    }

    #[test]
    fn the_graph_apis_error_object_reads_as_sent() {
        let body =
            r#"{"message": "Invalid OAuth access token", "type": "OAuthException", "code": 190, "fbtrace_id": "A"}"#;
        let parsed: GraphError = serde_json::from_str(body).unwrap();
        assert_eq!((parsed.code, parsed.error_subcode), (Some(190), None));
    }
}
