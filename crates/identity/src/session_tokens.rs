use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use quad_application::accounts::ports::{SessionClaims, TokenIssuer};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// HS256 JWTs (the algorithm is pinned: a token signed any other way is refused) naming a
/// server-side session.
pub struct JwtSessionTokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    sid: Uuid,
    iat: i64,
    exp: i64,
}

impl JwtSessionTokens {
    pub fn new(secret: &SecretString) -> Self {
        let bytes = secret.expose_secret().as_bytes();
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        Self { encoding: EncodingKey::from_secret(bytes), decoding: DecodingKey::from_secret(bytes), validation }
    }
}

impl TokenIssuer for JwtSessionTokens {
    fn issue(&self, claims: &SessionClaims) -> anyhow::Result<String> {
        let body = Claims {
            sub: claims.user_id,
            sid: claims.session_id,
            iat: Utc::now().timestamp(),
            exp: claims.expires_at.timestamp(),
        };
        Ok(encode(&Header::new(Algorithm::HS256), &body, &self.encoding)?)
    }

    fn verify(&self, token: &str) -> Option<SessionClaims> {
        let data = decode::<Claims>(token, &self.decoding, &self.validation).ok()?;
        let expires_at = DateTime::from_timestamp(data.claims.exp, 0)?;
        Some(SessionClaims { session_id: data.claims.sid, user_id: data.claims.sub, expires_at })
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;

    fn tokens(secret: &str) -> JwtSessionTokens {
        JwtSessionTokens::new(&SecretString::from(secret.to_owned()))
    }

    fn claims(expires_in: Duration) -> SessionClaims {
        SessionClaims {
            session_id: Uuid::from_u128(1),
            user_id: Uuid::from_u128(2),
            expires_at: DateTime::from_timestamp((Utc::now() + expires_in).timestamp(), 0).unwrap(),
        }
    }

    #[test]
    fn a_token_verifies_to_its_claims() {
        let issuer = tokens("0123456789abcdef0123456789abcdef");
        let token = issuer.issue(&claims(Duration::hours(1))).unwrap();
        assert_eq!(issuer.verify(&token), Some(claims(Duration::hours(1))));
    }

    #[test]
    fn a_token_signed_with_another_secret_is_refused() {
        let token = tokens("0123456789abcdef0123456789abcdef").issue(&claims(Duration::hours(1))).unwrap();
        assert_eq!(tokens("another-secret-another-secret-xx").verify(&token), None);
    }

    #[test]
    fn an_expired_token_is_refused() {
        let issuer = tokens("0123456789abcdef0123456789abcdef");
        let token = issuer.issue(&claims(Duration::seconds(-5))).unwrap();
        assert_eq!(issuer.verify(&token), None);
    }

    #[test]
    fn an_unsigned_token_is_refused() {
        // {"alg":"none"} with the same claims and no signature.
        let issuer = tokens("0123456789abcdef0123456789abcdef");
        let header = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0";
        let token = issuer.issue(&claims(Duration::hours(1))).unwrap();
        let payload = token.split('.').nth(1).unwrap();
        assert_eq!(issuer.verify(&format!("{header}.{payload}.")), None);
        assert_eq!(issuer.verify("garbage"), None);
    }
}
