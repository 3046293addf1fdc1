use std::time::Duration;

use async_trait::async_trait;
use quad_application::publishing::ports::{
    ConnectionAnswer, ContainerStatus, InstagramCredentials, InstagramError, InstagramGateway, MediaCounts,
    PublishingQuota, RefreshedToken,
};
use quad_domain::post::AttemptFailure;
use reqwest::{RequestBuilder, StatusCode};
use serde::{Deserialize, de::DeserializeOwned};

use crate::errors::{GraphError, classify};

/// A Graph API client. Access tokens travel in the `Authorization` header, never in a URL, and
/// errors are stripped of URLs, so no token reaches a log.
pub struct GraphApiClient {
    http: reqwest::Client,
    base_url: String,
    poll_interval: Duration,
    longest_wait: Duration,
}

/// Graph API error code for an invalid or expired access token.
const INVALID_TOKEN: i64 = 190;

impl GraphApiClient {
    pub const DEFAULT_BASE_URL: &str = "https://graph.instagram.com/v21.0";

    /// Whether a permalink the API answered may be stored and linked: an `https://instagram.com`
    /// address with a plain path, or, when the configuration points this client at a stand-in
    /// instead of Instagram (`QUAD_INSTAGRAM_API_URL`), an address on that stand-in.
    fn acceptable_permalink(&self, permalink: &str) -> bool {
        if quad_domain::post::instagram_permalink(permalink).is_some() {
            return true;
        }
        let origin = self.base_url.splitn(4, '/').take(3).collect::<Vec<_>>().join("/");
        self.base_url != Self::DEFAULT_BASE_URL
            && permalink.strip_prefix(&origin).is_some_and(|path| path.starts_with('/'))
            && quad_domain::post::instagram_permalink(&format!("https://instagram.com{}", &permalink[origin.len()..]))
                .is_some()
    }

    pub fn new(base_url: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .connect_timeout(Duration::from_secs(10))
            .build()?;
        Ok(Self {
            http,
            base_url: base_url.trim_end_matches('/').to_owned(),
            poll_interval: Duration::from_secs(2),
            longest_wait: Duration::from_secs(60),
        })
    }

    /// How often, and for how long in all, a container's status is read while Instagram
    /// processes it (every 2 s for up to a minute unless changed).
    pub fn with_container_wait(mut self, poll_interval: Duration, longest_wait: Duration) -> Self {
        self.poll_interval = poll_interval;
        self.longest_wait = longest_wait;
        self
    }

    fn get(&self, path: &str, credentials: &InstagramCredentials) -> RequestBuilder {
        self.http.get(format!("{}/{path}", self.base_url)).bearer_auth(&credentials.access_token)
    }

    fn post(&self, path: &str, credentials: &InstagramCredentials) -> RequestBuilder {
        self.http.post(format!("{}/{path}", self.base_url)).bearer_auth(&credentials.access_token)
    }

    /// Sends the request and answers the body as text, or the classified failure.
    async fn send_text(request: RequestBuilder) -> Result<String, InstagramError> {
        let response = request.send().await.map_err(|e| InstagramError::Transient(e.without_url().to_string()))?;
        let status = response.status();
        let body = response.text().await.map_err(|e| InstagramError::Transient(e.without_url().to_string()))?;
        if status.is_success() { Ok(body) } else { Err(failure(status, &body)) }
    }

    async fn send<T: DeserializeOwned>(request: RequestBuilder) -> Result<T, InstagramError> {
        let body = Self::send_text(request).await?;
        serde_json::from_str(&body).map_err(|e| InstagramError::Transient(format!("an answer could not be read: {e}")))
    }
}

/// A path segment Instagram gave us (a user, container or media id): digits, letters and `_`
/// only, so it cannot change the request's path.
fn segment(id: &str) -> Result<&str, InstagramError> {
    if !id.is_empty() && id.len() <= 64 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(id)
    } else {
        Err(InstagramError::Rejected("The Instagram user id is not valid".into()))
    }
}

#[derive(Deserialize)]
struct ErrorBody {
    error: GraphError,
}

fn failure(status: StatusCode, body: &str) -> InstagramError {
    let error = serde_json::from_str::<ErrorBody>(body).ok().map(|b| b.error);
    let message =
        error.as_ref().map(|e| e.message.clone()).filter(|m| !m.is_empty()).unwrap_or_else(|| format!("HTTP {status}"));
    if error.as_ref().is_some_and(|e| e.code == Some(INVALID_TOKEN)) {
        return InstagramError::TokenRefused(message);
    }
    match classify(status.as_u16(), error.as_ref()) {
        AttemptFailure::Transient => InstagramError::Transient(message),
        AttemptFailure::QuotaUsed => InstagramError::QuotaUsed(message),
        AttemptFailure::Permanent => InstagramError::Rejected(message),
    }
}

#[derive(Deserialize)]
struct Account {
    username: Option<String>,
}

#[derive(Deserialize)]
struct Id {
    id: String,
}

#[derive(Deserialize)]
struct ContainerAnswer {
    status_code: Option<String>,
    status: Option<String>,
}

#[derive(Deserialize)]
struct Quotas {
    data: Vec<Quota>,
}

#[derive(Deserialize)]
struct Quota {
    quota_usage: Option<u32>,
    config: Option<QuotaConfig>,
}

#[derive(Deserialize)]
struct QuotaConfig {
    quota_total: Option<u32>,
}

#[derive(Deserialize)]
struct Permalink {
    permalink: Option<String>,
}

#[derive(Deserialize)]
struct Counts {
    like_count: Option<i64>,
    comments_count: Option<i64>,
}

#[derive(Deserialize)]
struct Refreshed {
    access_token: String,
    expires_in: i64,
}

fn container_status(answer: ContainerAnswer) -> ContainerStatus {
    match answer.status_code.as_deref() {
        Some("FINISHED") => ContainerStatus::Finished,
        Some("PUBLISHED") => ContainerStatus::Published,
        Some("EXPIRED") => ContainerStatus::Expired,
        Some("ERROR") => ContainerStatus::Error(
            answer.status.filter(|s| !s.is_empty()).unwrap_or_else(|| "Instagram could not process the media".into()),
        ),
        _ => ContainerStatus::InProgress,
    }
}

#[async_trait]
impl InstagramGateway for GraphApiClient {
    async fn test_connection(&self, credentials: &InstagramCredentials) -> Result<ConnectionAnswer, InstagramError> {
        let user_id = segment(&credentials.ig_user_id)?;
        let raw = Self::send_text(
            self.get(user_id, credentials).query(&[("fields", "id,username,account_type,media_count")]),
        )
        .await?;
        let username = serde_json::from_str::<Account>(&raw).ok().and_then(|account| account.username).filter(|name| {
            !name.is_empty()
                && name.len() <= 30
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        });
        Ok(ConnectionAnswer { raw, username })
    }

    async fn publishing_quota(&self, credentials: &InstagramCredentials) -> Result<PublishingQuota, InstagramError> {
        let user_id = segment(&credentials.ig_user_id)?;
        let answer: Quotas = Self::send(
            self.get(&format!("{user_id}/content_publishing_limit"), credentials)
                .query(&[("fields", "quota_usage,config")]),
        )
        .await?;
        let quota = answer.data.into_iter().next();
        let used = quota.as_ref().and_then(|q| q.quota_usage).unwrap_or(0);
        let total = quota.and_then(|q| q.config).and_then(|c| c.quota_total).unwrap_or(100);
        Ok(PublishingQuota { used, total })
    }

    async fn create_container(
        &self,
        credentials: &InstagramCredentials,
        images: &[String],
        caption: &str,
    ) -> Result<String, InstagramError> {
        let user_id = segment(&credentials.ig_user_id)?;
        let media = format!("{user_id}/media");
        if let [image_url] = images {
            let form = [("image_url", image_url.as_str()), ("caption", caption)];
            let answer: Id = Self::send(self.post(&media, credentials).form(&form)).await?;
            return Ok(answer.id);
        }
        // A carousel: a child container per image (no caption of its own), then the carousel's.
        let mut children = Vec::with_capacity(images.len());
        for image_url in images {
            let form = [("image_url", image_url.as_str()), ("is_carousel_item", "true")];
            let child: Id = Self::send(self.post(&media, credentials).form(&form)).await?;
            children.push(child.id);
        }
        let children = children.join(",");
        let form = [("media_type", "CAROUSEL"), ("children", children.as_str()), ("caption", caption)];
        let answer: Id = Self::send(self.post(&media, credentials).form(&form)).await?;
        Ok(answer.id)
    }

    async fn container_status(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<ContainerStatus, InstagramError> {
        let container = segment(container_id)?;
        let answer: ContainerAnswer =
            Self::send(self.get(container, credentials).query(&[("fields", "status_code,status")])).await?;
        Ok(container_status(answer))
    }

    async fn wait_for_container(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<ContainerStatus, InstagramError> {
        let started = tokio::time::Instant::now();
        loop {
            let status = self.container_status(credentials, container_id).await?;
            if status != ContainerStatus::InProgress || started.elapsed() + self.poll_interval > self.longest_wait {
                return Ok(status);
            }
            tokio::time::sleep(self.poll_interval).await;
        }
    }

    async fn publish_container(
        &self,
        credentials: &InstagramCredentials,
        container_id: &str,
    ) -> Result<String, InstagramError> {
        let user_id = segment(&credentials.ig_user_id)?;
        let answer: Id = Self::send(
            self.post(&format!("{user_id}/media_publish"), credentials).form(&[("creation_id", container_id)]),
        )
        .await?;
        Ok(answer.id)
    }

    async fn permalink(
        &self,
        credentials: &InstagramCredentials,
        media_id: &str,
    ) -> Result<Option<String>, InstagramError> {
        let media = segment(media_id)?;
        let answer: Permalink = Self::send(self.get(media, credentials).query(&[("fields", "permalink")])).await?;
        Ok(answer.permalink.filter(|permalink| self.acceptable_permalink(permalink)))
    }

    async fn media_counts(
        &self,
        credentials: &InstagramCredentials,
        media_id: &str,
    ) -> Result<MediaCounts, InstagramError> {
        let media = segment(media_id)?;
        let answer: Counts =
            Self::send(self.get(media, credentials).query(&[("fields", "like_count,comments_count")])).await?;
        // An account that hides like counts answers none: shown as 0, as Instagram shows it.
        Ok(MediaCounts {
            likes: answer.like_count.unwrap_or(0).max(0),
            comments: answer.comments_count.unwrap_or(0).max(0),
        })
    }

    async fn refresh_token(&self, credentials: &InstagramCredentials) -> Result<RefreshedToken, InstagramError> {
        let answer: Refreshed =
            Self::send(self.get("refresh_access_token", credentials).query(&[("grant_type", "ig_refresh_token")]))
                .await?;
        Ok(RefreshedToken { access_token: answer.access_token, expires_in_seconds: answer.expires_in })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_permalink_is_kept_only_at_instagram_or_at_the_configured_stand_in() {
        let instagram = super::GraphApiClient::new(super::GraphApiClient::DEFAULT_BASE_URL).unwrap();
        let stand_in = super::GraphApiClient::new("http://127.0.0.1:8090/v21.0").unwrap();
        assert!(instagram.acceptable_permalink("https://www.instagram.com/p/C0ffee/"));
        assert!(!instagram.acceptable_permalink("http://127.0.0.1:8090/p/17900000000000001"));
        assert!(!instagram.acceptable_permalink("https://evil.example/p/1"));
        assert!(stand_in.acceptable_permalink("http://127.0.0.1:8090/p/17900000000000001"));
        assert!(!stand_in.acceptable_permalink("http://127.0.0.1:8091/p/1"));
        assert!(!stand_in.acceptable_permalink("http://127.0.0.1:8090/p/\"><script>"));
    }

    use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};

    use super::*;

    /// A fake Graph API: account 17841 with token "good-token" exists; "busy" answers 500.
    async fn fake_account(request: HttpRequest, path: web::Path<String>) -> HttpResponse {
        let auth = request.headers().get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("");
        match (path.as_str(), auth) {
            ("17841", "Bearer good-token") => {
                HttpResponse::Ok().json(serde_json::json!({"id": "17841", "username": "umich"}))
            }
            ("666", "Bearer good-token") => {
                HttpResponse::Ok().json(serde_json::json!({"id": "666", "username": "<script>"}))
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

        let answer = client.test_connection(&credentials("17841", "good-token")).await.unwrap();

        assert_eq!(serde_json::from_str::<serde_json::Value>(&answer.raw).unwrap()["username"], "umich");
        assert_eq!(answer.username.as_deref(), Some("umich"));
    }

    #[actix_web::test]
    async fn a_username_that_does_not_look_like_one_is_not_taken() {
        let client = GraphApiClient::new(&start_fake().await).unwrap();

        let answer = client.test_connection(&credentials("666", "good-token")).await.unwrap();

        assert!(answer.raw.contains("<script>"));
        assert_eq!(answer.username, None);
    }

    #[actix_web::test]
    async fn a_bad_token_is_rejected_with_the_platforms_message() {
        let client = GraphApiClient::new(&start_fake().await).unwrap();

        let error = client.test_connection(&credentials("17841", "bad")).await.unwrap_err();

        assert_eq!(error, InstagramError::TokenRefused("Invalid OAuth access token".into()));
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
