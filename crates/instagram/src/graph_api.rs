use std::time::Duration;

use async_trait::async_trait;
use quad_application::publishing::ports::{InstagramCredentials, InstagramError, InstagramGateway};
use reqwest::StatusCode;

/// A Graph API client. Access tokens travel in the `Authorization` header, never in a URL, and
/// errors are stripped of URLs, so no token reaches a log.
pub struct GraphApiClient {
    http: reqwest::Client,
    base_url: String,
}

impl GraphApiClient {
    pub const DEFAULT_BASE_URL: &str = "https://graph.instagram.com/v21.0";

    pub fn new(base_url: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .connect_timeout(Duration::from_secs(10))
            .build()?;
        Ok(Self { http, base_url: base_url.trim_end_matches('/').to_owned() })
    }
}

fn classify(status: StatusCode, body: &str) -> InstagramError {
    let message = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.pointer("/error/message").and_then(|m| m.as_str()).map(str::to_owned))
        .unwrap_or_else(|| format!("HTTP {status}"));
    if status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS {
        InstagramError::Transient(message)
    } else {
        InstagramError::Rejected(message)
    }
}

#[async_trait]
impl InstagramGateway for GraphApiClient {
    async fn test_connection(&self, credentials: &InstagramCredentials) -> Result<String, InstagramError> {
        let user_id = &credentials.ig_user_id;
        if user_id.is_empty() || !user_id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(InstagramError::Rejected("The Instagram user id is not valid".into()));
        }
        let response = self
            .http
            .get(format!("{}/{user_id}", self.base_url))
            .query(&[("fields", "id,username,account_type,media_count")])
            .bearer_auth(&credentials.access_token)
            .send()
            .await
            .map_err(|e| InstagramError::Transient(e.without_url().to_string()))?;
        let status = response.status();
        let body = response.text().await.map_err(|e| InstagramError::Transient(e.without_url().to_string()))?;
        if status.is_success() { Ok(body) } else { Err(classify(status, &body)) }
    }
}

#[cfg(test)]
mod tests {
    use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};

    use super::*;

    /// A fake Graph API: account 17841 with token "good-token" exists; "busy" answers 500.
    async fn fake_account(request: HttpRequest, path: web::Path<String>) -> HttpResponse {
        let auth = request.headers().get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("");
        match (path.as_str(), auth) {
            ("17841", "Bearer good-token") => {
                HttpResponse::Ok().json(serde_json::json!({"id": "17841", "username": "umich"}))
            }
            ("busy", _) => HttpResponse::InternalServerError().body("oops"),
            _ => HttpResponse::BadRequest()
                .json(serde_json::json!({"error": {"message": "Invalid OAuth access token", "code": 190}})),
        }
    }

    async fn start_fake() -> String {
        let server = HttpServer::new(|| App::new().route("/v21.0/{id}", web::get().to(fake_account)))
            .workers(1)
            .bind(("127.0.0.1", 0))
            .unwrap();
        let port = server.addrs()[0].port();
        tokio::spawn(server.run());
        format!("http://127.0.0.1:{port}/v21.0")
    }

    fn credentials(id: &str, token: &str) -> InstagramCredentials {
        InstagramCredentials { ig_user_id: id.into(), access_token: token.into() }
    }

    #[actix_web::test]
    async fn good_credentials_answer_the_accounts_json() {
        let client = GraphApiClient::new(&start_fake().await).unwrap();

        let body = client.test_connection(&credentials("17841", "good-token")).await.unwrap();

        assert_eq!(serde_json::from_str::<serde_json::Value>(&body).unwrap()["username"], "umich");
    }

    #[actix_web::test]
    async fn a_bad_token_is_rejected_with_the_platforms_message() {
        let client = GraphApiClient::new(&start_fake().await).unwrap();

        let error = client.test_connection(&credentials("17841", "bad")).await.unwrap_err();

        assert_eq!(error, InstagramError::Rejected("Invalid OAuth access token".into()));
    }

    #[actix_web::test]
    async fn a_server_error_is_transient() {
        let client = GraphApiClient::new(&start_fake().await).unwrap();

        let error = client.test_connection(&credentials("busy", "good-token")).await.unwrap_err();

        assert!(matches!(error, InstagramError::Transient(_)));
    }

    #[actix_web::test]
    async fn a_user_id_that_would_change_the_path_is_refused_before_any_request() {
        let client = GraphApiClient::new("http://127.0.0.1:9").unwrap();

        let error = client.test_connection(&credentials("../me", "t")).await.unwrap_err();

        assert!(matches!(error, InstagramError::Rejected(_)));
    }

    #[test]
    fn credentials_never_print_their_token() {
        let printed = format!("{:?}", credentials("1", "secret-token"));
        assert!(!printed.contains("secret-token"));
    }
}
