use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use quad_application::accounts::ports::CaptchaVerifier;
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;

/// reCAPTCHA v2 through Google's siteverify endpoint (its URL is configuration, for tests).
pub struct RecaptchaVerifier {
    http: reqwest::Client,
    secret: SecretString,
    verify_url: String,
}

#[derive(Deserialize)]
struct SiteVerify {
    success: bool,
    #[serde(default, rename = "error-codes")]
    error_codes: Vec<String>,
}

impl RecaptchaVerifier {
    pub const DEFAULT_VERIFY_URL: &str = "https://www.google.com/recaptcha/api/siteverify";

    pub fn new(secret: SecretString, verify_url: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(10)).build()?;
        Ok(Self { http, secret, verify_url: verify_url.to_owned() })
    }
}

#[async_trait]
impl CaptchaVerifier for RecaptchaVerifier {
    async fn verify(&self, response_token: &str, client_ip: Option<String>) -> anyhow::Result<bool> {
        let mut form =
            vec![("secret", self.secret.expose_secret().to_owned()), ("response", response_token.to_owned())];
        if let Some(ip) = client_ip {
            form.push(("remoteip", ip));
        }
        let answer: SiteVerify = self
            .http
            .post(&self.verify_url)
            .form(&form)
            .send()
            .await
            .map_err(reqwest::Error::without_url)
            .context("reCAPTCHA could not be asked")?
            .error_for_status()
            .map_err(reqwest::Error::without_url)
            .context("reCAPTCHA answered with an error")?
            .json()
            .await
            .context("reCAPTCHA's answer was not understood")?;
        if !answer.success {
            tracing::info!(codes = ?answer.error_codes, "reCAPTCHA refused a response");
        }
        Ok(answer.success)
    }
}

#[cfg(test)]
mod tests {
    use actix_web::{App, HttpResponse, HttpServer, web};

    use super::*;

    /// A fake siteverify: the response "human" passes for secret "s3cret".
    async fn siteverify(form: web::Form<std::collections::HashMap<String, String>>) -> HttpResponse {
        let ok = form.get("secret").map(String::as_str) == Some("s3cret")
            && form.get("response").map(String::as_str) == Some("human");
        HttpResponse::Ok().json(
            serde_json::json!({"success": ok, "error-codes": if ok { vec![] } else { vec!["invalid-input-response"] }}),
        )
    }

    async fn start_fake() -> String {
        let server = HttpServer::new(|| App::new().route("/siteverify", web::post().to(siteverify)))
            .workers(1)
            .bind(("127.0.0.1", 0))
            .unwrap();
        let port = server.addrs()[0].port();
        tokio::spawn(server.run());
        format!("http://127.0.0.1:{port}/siteverify")
    }

    #[actix_web::test]
    async fn a_genuine_response_passes_and_a_forged_one_does_not() {
        let verifier = RecaptchaVerifier::new(SecretString::from("s3cret"), &start_fake().await).unwrap();

        assert!(verifier.verify("human", Some("10.0.0.1".into())).await.unwrap());
        assert!(!verifier.verify("robot", None).await.unwrap());
    }

    #[actix_web::test]
    async fn an_unreachable_provider_is_an_error_not_a_pass() {
        let verifier = RecaptchaVerifier::new(SecretString::from("s3cret"), "http://127.0.0.1:9/siteverify").unwrap();

        assert!(verifier.verify("human", None).await.is_err());
    }
}
