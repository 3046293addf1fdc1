use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use quad_application::accounts::ports::{ExternalIdentity, OAuthProvider};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// Where Google (or a stand-in for tests) lives.
#[derive(Debug, Clone)]
pub struct GoogleEndpoints {
    pub authorization_url: String,
    pub token_url: String,
    pub userinfo_url: String,
}

impl Default for GoogleEndpoints {
    fn default() -> Self {
        Self {
            authorization_url: "https://accounts.google.com/o/oauth2/v2/auth".into(),
            token_url: "https://oauth2.googleapis.com/token".into(),
            userinfo_url: "https://openidconnect.googleapis.com/v1/userinfo".into(),
        }
    }
}

/// Google sign-in: the authorization-code flow with PKCE (S256), then the userinfo endpoint
/// with the access token the token endpoint handed us directly.
pub struct GoogleOAuth {
    http: reqwest::Client,
    client_id: String,
    client_secret: SecretString,
    redirect_uri: String,
    endpoints: GoogleEndpoints,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Deserialize)]
struct UserInfo {
    sub: String,
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    given_name: Option<String>,
    family_name: Option<String>,
    /// The Google Workspace domain that manages the account; absent for personal accounts.
    hd: Option<String>,
}

impl GoogleOAuth {
    pub fn new(
        client_id: &str,
        client_secret: SecretString,
        redirect_uri: &str,
        endpoints: GoogleEndpoints,
    ) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(15)).build()?;
        Ok(Self { http, client_id: client_id.into(), client_secret, redirect_uri: redirect_uri.into(), endpoints })
    }
}

fn challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

#[async_trait]
impl OAuthProvider for GoogleOAuth {
    fn authorization_url(&self, state: &str, code_verifier: &str) -> String {
        let mut url = reqwest::Url::parse(&self.endpoints.authorization_url).expect("a valid authorization URL");
        url.query_pairs_mut()
            .append_pair("client_id", &self.client_id)
            .append_pair("redirect_uri", &self.redirect_uri)
            .append_pair("response_type", "code")
            .append_pair("scope", "openid email profile")
            .append_pair("state", state)
            .append_pair("code_challenge", &challenge(code_verifier))
            .append_pair("code_challenge_method", "S256")
            .append_pair("prompt", "select_account");
        url.into()
    }

    async fn exchange(&self, code: &str, code_verifier: &str) -> anyhow::Result<ExternalIdentity> {
        let token: TokenAnswer = self
            .http
            .post(&self.endpoints.token_url)
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", &self.redirect_uri),
                ("client_id", &self.client_id),
                ("client_secret", self.client_secret.expose_secret()),
                ("code_verifier", code_verifier),
            ])
            .send()
            .await
            .map_err(reqwest::Error::without_url)
            .context("Google's token endpoint could not be reached")?
            .error_for_status()
            .map_err(reqwest::Error::without_url)
            .context("Google refused the authorization code")?
            .json()
            .await
            .context("Google's token answer was not understood")?;
        let info: UserInfo = self
            .http
            .get(&self.endpoints.userinfo_url)
            .bearer_auth(&token.access_token)
            .send()
            .await
            .map_err(reqwest::Error::without_url)
            .context("Google's userinfo endpoint could not be reached")?
            .error_for_status()
            .map_err(reqwest::Error::without_url)
            .context("Google refused the access token")?
            .json()
            .await
            .context("Google's userinfo answer was not understood")?;
        Ok(ExternalIdentity {
            subject: info.sub,
            email: info.email.context("Google did not share an e-mail address")?,
            email_verified: info.email_verified,
            given_name: info.given_name,
            family_name: info.family_name,
            hosted_domain: info.hd,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_challenge_is_the_rfc_7636_s256_of_the_verifier() {
        // RFC 7636, appendix B.
        assert_eq!(
            challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn the_authorization_url_carries_the_flow_parameters() {
        let google = GoogleOAuth::new(
            "client-1",
            SecretString::from("secret"),
            "http://quad.test/api/v1/auth/google/callback",
            GoogleEndpoints::default(),
        )
        .unwrap();

        let url = reqwest::Url::parse(&google.authorization_url("state-1", "verifier")).unwrap();
        let query: std::collections::HashMap<_, _> = url.query_pairs().into_owned().collect();

        assert_eq!(query["client_id"], "client-1");
        assert_eq!(query["state"], "state-1");
        assert_eq!(query["code_challenge_method"], "S256");
        assert_eq!(query["code_challenge"], challenge("verifier"));
        assert_eq!(query["redirect_uri"], "http://quad.test/api/v1/auth/google/callback");
        assert!(!url.as_str().contains("secret"));
    }
}
