//! A stand-in for Instagram's Graph API, small enough to read in one sitting. It speaks the part
//! of the API Quad uses (account lookup, `content_publishing_limit`, media containers and their
//! `status_code`, `media_publish`, recent media, permalinks and counts, token refresh), keeps what was
//! published in memory, and can be told to fail: HTTP errors, Graph API error codes, slowness,
//! a used-up quota, or hanging mid-publish as if the caller had died.
//!
//! Tests and `just bench` start one per run ([`FakeGraphApi::start`]); `quad instagram-stand-in`
//! serves one for `just run`, with a page listing what was "published".
//!
//! Any access token is accepted except one containing `invalid` (Graph API code 190).

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex, MutexGuard},
    time::{Duration, SystemTime},
};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, dev::ServerHandle, web};
use serde::Deserialize;

mod pages;
pub use pages::engagement;
use pages::{gallery, media_page};
use serde_json::json;

/// Which Graph API call a scripted fault applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    Account,
    Quota,
    CreateContainer,
    ContainerStatus,
    Publish,
    RecentMedia,
    Refresh,
}

/// What a scripted fault does to the next matching call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// Answers this HTTP status with a Graph API error of this code (and message).
    Error { status: u16, code: i64, subcode: Option<i64>, message: String },
    /// Waits this long before answering normally (longer than the client's timeout: a timeout).
    Delay(Duration),
}

impl Fault {
    pub fn server_error() -> Self {
        Fault::Error { status: 503, code: 2, subcode: None, message: "Service temporarily unavailable".into() }
    }

    pub fn rate_limited() -> Self {
        Fault::Error { status: 400, code: 4, subcode: None, message: "Application request limit reached".into() }
    }

    pub fn quota_used() -> Self {
        Fault::Error {
            status: 400,
            code: 9,
            subcode: Some(2_207_042),
            message: "You have reached the maximum number of posts allowed in 24 hours".into(),
        }
    }

    pub fn image_refused() -> Self {
        Fault::Error { status: 400, code: 36003, subcode: None, message: "The aspect ratio is not supported".into() }
    }

    pub fn token_expired() -> Self {
        Fault::Error {
            status: 400,
            code: 190,
            subcode: None,
            message: "Error validating access token: Session has expired".into(),
        }
    }
}

/// How the stand-in behaves throughout.
#[derive(Debug, Clone)]
pub struct Options {
    /// Fetch each container's `image_url`, as Instagram does, and refuse what is not a JPEG.
    pub fetch_images: bool,
    /// Added to every answer.
    pub latency: Duration,
    /// How many status reads a new container answers `IN_PROGRESS` before `FINISHED`.
    pub processing_reads: u32,
    /// Posts an account may publish in 24 hours.
    pub quota_total: u32,
    /// Where permalinks point (this server's own address when empty).
    pub public_url: String,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            fetch_images: false,
            latency: Duration::ZERO,
            processing_reads: 1,
            quota_total: 100,
            public_url: String::new(),
        }
    }
}

/// One published media.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub id: String,
    pub ig_user_id: String,
    pub caption: String,
    /// The first image (a carousel's first child's).
    pub image_url: String,
    /// Every image, in order: one, or a carousel's children.
    pub images: Vec<String>,
    pub container_id: String,
    pub at: SystemTime,
}

#[derive(Debug, Clone)]
struct Container {
    ig_user_id: String,
    /// Empty for a carousel, whose images are its children's.
    image_url: String,
    caption: String,
    reads_left: u32,
    published: bool,
    /// Made to be a carousel's child: never published by itself.
    carousel_item: bool,
    /// A carousel's children, in order.
    children: Vec<String>,
}

#[derive(Default)]
struct State {
    next_id: u64,
    containers: HashMap<String, Container>,
    published: Vec<Published>,
    faults: HashMap<Call, VecDeque<Fault>>,
    /// Publishing a container whose caption holds this records the media and then never answers.
    hang_publish: Option<String>,
    /// Reading the status of a container whose caption holds this never answers.
    hang_status: Option<String>,
    calls: HashMap<Call, u64>,
}

#[derive(Clone)]
struct Shared {
    state: Arc<Mutex<State>>,
    options: Arc<Mutex<Options>>,
    base: Arc<Mutex<String>>,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn options(&self) -> Options {
        self.options.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }
}

/// A running stand-in. Dropping it stops the server.
pub struct FakeGraphApi {
    shared: Shared,
    /// The Graph API base URL to configure clients with (ends in `/v21.0`).
    pub base_url: String,
    /// The server's own address (the page of published media).
    pub root_url: String,
    handle: ServerHandle,
}

impl FakeGraphApi {
    /// Serves on `bind` (`127.0.0.1:0` for any free port).
    pub async fn start(bind: &str, options: Options) -> std::io::Result<Self> {
        let shared = Shared {
            state: Arc::new(Mutex::new(State { next_id: 17_900_000_000_000_000, ..State::default() })),
            options: Arc::new(Mutex::new(options)),
            base: Arc::new(Mutex::new(String::new())),
        };
        let data = shared.clone();
        let server = HttpServer::new(move || {
            App::new()
                .app_data(web::Data::new(data.clone()))
                .app_data(web::FormConfig::default().limit(64 * 1024))
                .route("/", web::get().to(gallery))
                .route("/p/{media}", web::get().to(media_page))
                .service(
                    web::scope("/v21.0")
                        .route("/refresh_access_token", web::get().to(refresh))
                        .route("/{id}", web::get().to(read_object))
                        .route("/{user}/content_publishing_limit", web::get().to(quota))
                        .route("/{user}/media", web::post().to(create_container))
                        .route("/{user}/media", web::get().to(recent_media))
                        .route("/{user}/media_publish", web::post().to(publish)),
                )
        })
        .workers(2)
        .disable_signals()
        .shutdown_timeout(1)
        .bind(bind)?;
        let address = server.addrs()[0];
        let server = server.run();
        let handle = server.handle();
        tokio::spawn(server);
        let root_url = format!("http://{address}");
        *shared.base.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = root_url.clone();
        Ok(Self { shared, base_url: format!("{root_url}/v21.0"), root_url, handle })
    }

    /// The next call of this kind meets `fault` (faults queue up per call).
    pub fn fail_next(&self, call: Call, fault: Fault) {
        self.shared.state().faults.entry(call).or_default().push_back(fault);
    }

    /// Publishing a post whose caption contains `caption` records it, then never answers.
    pub fn hang_publish_of(&self, caption: &str) {
        self.shared.state().hang_publish = Some(caption.to_owned());
    }

    /// Reading the status of a container whose caption contains `caption` never answers.
    pub fn hang_status_of(&self, caption: &str) {
        self.shared.state().hang_status = Some(caption.to_owned());
    }

    /// Stops hanging.
    pub fn stop_hanging(&self) {
        let mut state = self.shared.state();
        state.hang_publish = None;
        state.hang_status = None;
    }

    pub fn set_latency(&self, latency: Duration) {
        self.shared.options.lock().unwrap_or_else(std::sync::PoisonError::into_inner).latency = latency;
    }

    /// Everything published so far, oldest first.
    pub fn published(&self) -> Vec<Published> {
        self.shared.state().published.clone()
    }

    /// How many containers were created.
    pub fn containers(&self) -> usize {
        self.shared.state().containers.len()
    }

    /// How many calls of this kind were answered.
    pub fn calls(&self, call: Call) -> u64 {
        self.shared.state().calls.get(&call).copied().unwrap_or(0)
    }

    pub async fn stop(self) {
        self.handle.stop(false).await;
    }
}

impl Drop for FakeGraphApi {
    fn drop(&mut self) {
        // Stops the server in the background; `stop` waits for it.
        let handle = self.handle.clone();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move { handle.stop(false).await });
        }
    }
}

fn graph_error(status: u16, code: i64, subcode: Option<i64>, message: &str) -> HttpResponse {
    let status = actix_web::http::StatusCode::from_u16(status).unwrap_or(actix_web::http::StatusCode::BAD_REQUEST);
    let mut error = json!({"message": message, "type": "OAuthException", "code": code, "fbtrace_id": "stand-in"});
    if let Some(subcode) = subcode {
        error["error_subcode"] = json!(subcode);
    }
    HttpResponse::build(status).json(json!({ "error": error }))
}

/// Common to every call: latency, the token check and any scripted fault. `Some` answers now.
async fn prelude(shared: &Shared, request: &HttpRequest, call: Call) -> Option<HttpResponse> {
    let options = shared.options();
    if !options.latency.is_zero() {
        tokio::time::sleep(options.latency).await;
    }
    let token = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if token.is_empty() || token.contains("invalid") {
        return Some(graph_error(400, 190, None, "Invalid OAuth access token - Cannot parse access token"));
    }
    let fault = {
        let mut state = shared.state();
        *state.calls.entry(call).or_default() += 1;
        state.faults.get_mut(&call).and_then(VecDeque::pop_front)
    };
    match fault {
        Some(Fault::Error { status, code, subcode, message }) => Some(graph_error(status, code, subcode, &message)),
        Some(Fault::Delay(delay)) => {
            tokio::time::sleep(delay).await;
            None
        }
        None => None,
    }
}

fn is_user_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.chars().all(|c| c.is_ascii_digit())
}

fn permalink(shared: &Shared, media_id: &str) -> String {
    let public = shared.options().public_url;
    let root = if public.is_empty() { shared.base.lock().map(|b| b.clone()).unwrap_or_default() } else { public };
    format!("{}/p/{media_id}", root.trim_end_matches('/'))
}

async fn read_object(shared: web::Data<Shared>, request: HttpRequest, id: web::Path<String>) -> HttpResponse {
    let id = id.into_inner();
    let (is_container, hang) = {
        let state = shared.state();
        let container = state.containers.get(&id);
        let hang = container
            .zip(state.hang_status.as_ref())
            .is_some_and(|(container, caption)| container.caption.contains(caption.as_str()));
        (container.is_some(), hang)
    };
    if is_container {
        if let Some(answer) = prelude(&shared, &request, Call::ContainerStatus).await {
            return answer;
        }
        if hang {
            std::future::pending::<()>().await;
        }
        let mut state = shared.state();
        let Some(container) = state.containers.get_mut(&id) else { return HttpResponse::NotFound().finish() };
        let status = if container.published {
            "PUBLISHED"
        } else if container.reads_left > 0 {
            container.reads_left -= 1;
            "IN_PROGRESS"
        } else {
            "FINISHED"
        };
        return HttpResponse::Ok().json(json!({"id": id, "status_code": status}));
    }
    let media = shared.state().published.iter().find(|m| m.id == id).cloned();
    if let Some(media) = media {
        if let Some(answer) = prelude(&shared, &request, Call::RecentMedia).await {
            return answer;
        }
        let (likes, comments) = pages::engagement(&media.id);
        return HttpResponse::Ok().json(json!({
            "id": media.id, "permalink": permalink(&shared, &media.id), "like_count": likes, "comments_count": comments,
        }));
    }
    if let Some(answer) = prelude(&shared, &request, Call::Account).await {
        return answer;
    }
    if !is_user_id(&id) {
        return graph_error(400, 100, Some(33), "Unsupported get request. Object does not exist.");
    }
    let media_count = shared.state().published.iter().filter(|m| m.ig_user_id == id).count();
    HttpResponse::Ok().json(json!({
        "id": id,
        "username": format!("standin_{}", &id[id.len().saturating_sub(4)..]),
        "account_type": "BUSINESS",
        "media_count": media_count,
    }))
}

fn published_in_last_day(state: &State, user: &str) -> u32 {
    let day_ago = SystemTime::now() - Duration::from_secs(24 * 3600);
    state.published.iter().filter(|m| m.ig_user_id == user && m.at > day_ago).count().try_into().unwrap_or(u32::MAX)
}

async fn quota(shared: web::Data<Shared>, request: HttpRequest, user: web::Path<String>) -> HttpResponse {
    if let Some(answer) = prelude(&shared, &request, Call::Quota).await {
        return answer;
    }
    let used = published_in_last_day(&shared.state(), &user);
    HttpResponse::Ok().json(json!({"data": [{
        "quota_usage": used,
        "config": {"quota_total": shared.options().quota_total, "quota_duration": 86400}
    }]}))
}

#[derive(Deserialize)]
struct NewContainer {
    #[serde(default)]
    image_url: String,
    #[serde(default)]
    caption: String,
    #[serde(default)]
    is_carousel_item: bool,
    /// `CAROUSEL` for a carousel container, with `children`.
    media_type: Option<String>,
    /// A carousel's children: container ids, comma-separated (2 to 10).
    children: Option<String>,
}

/// Instagram fetches the image itself: it must answer 200 with a JPEG.
async fn fetch_image(url: &str) -> Result<(), String> {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().map_err(|e| e.to_string())?;
    let response = client.get(url).send().await.map_err(|_| format!("The image could not be fetched from {url}"))?;
    let is_jpeg = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("image/jpeg"));
    if !response.status().is_success() {
        return Err(format!("The image could not be fetched from {url} (HTTP {})", response.status()));
    }
    if !is_jpeg {
        return Err("Only JPEG images are supported".into());
    }
    Ok(())
}

async fn create_container(
    shared: web::Data<Shared>,
    request: HttpRequest,
    user: web::Path<String>,
    form: web::Form<NewContainer>,
) -> HttpResponse {
    if let Some(answer) = prelude(&shared, &request, Call::CreateContainer).await {
        return answer;
    }
    let options = shared.options();
    if form.caption.chars().count() > 2200 {
        return graph_error(400, 100, Some(2_207_010), "The caption is too long");
    }
    if form.media_type.as_deref() == Some("CAROUSEL") {
        return create_carousel(&shared, user.into_inner(), &form, options.processing_reads);
    }
    if form.image_url.is_empty() {
        return graph_error(400, 100, None, "The parameter image_url is required");
    }
    if options.fetch_images
        && let Err(message) = fetch_image(&form.image_url).await
    {
        return graph_error(400, 9004, Some(2_207_052), &message);
    }
    let mut state = shared.state();
    state.next_id += 1;
    let id = state.next_id.to_string();
    let container = Container {
        ig_user_id: user.into_inner(),
        image_url: form.image_url.clone(),
        caption: form.caption.clone(),
        reads_left: options.processing_reads,
        published: false,
        carousel_item: form.is_carousel_item,
        children: Vec::new(),
    };
    state.containers.insert(id.clone(), container);
    HttpResponse::Ok().json(json!({ "id": id }))
}

/// A carousel container: 2 to 10 children, each a carousel item of the same account.
fn create_carousel(shared: &Shared, user: String, form: &NewContainer, processing_reads: u32) -> HttpResponse {
    let children: Vec<String> = form
        .children
        .as_deref()
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_owned)
        .collect();
    if !(2..=10).contains(&children.len()) {
        return graph_error(400, 100, Some(2_207_003), "A carousel needs 2 to 10 children");
    }
    let mut state = shared.state();
    let fitting = children.iter().all(|child| {
        state.containers.get(child).is_some_and(|c| c.carousel_item && c.ig_user_id == user && !c.published)
    });
    if !fitting {
        drop(state);
        return graph_error(400, 100, None, "A child is not a carousel item of this account");
    }
    state.next_id += 1;
    let id = state.next_id.to_string();
    let container = Container {
        ig_user_id: user,
        image_url: String::new(),
        caption: form.caption.clone(),
        reads_left: processing_reads,
        published: false,
        carousel_item: false,
        children,
    };
    state.containers.insert(id.clone(), container);
    HttpResponse::Ok().json(json!({ "id": id }))
}

#[derive(Deserialize)]
struct PublishForm {
    creation_id: String,
}

async fn publish(
    shared: web::Data<Shared>,
    request: HttpRequest,
    user: web::Path<String>,
    form: web::Form<PublishForm>,
) -> HttpResponse {
    if let Some(answer) = prelude(&shared, &request, Call::Publish).await {
        return answer;
    }
    let quota_total = shared.options().quota_total;
    let (media_id, hang) = {
        let mut state = shared.state();
        if published_in_last_day(&state, &user) >= quota_total {
            drop(state);
            return graph_error(
                400,
                9,
                Some(2_207_042),
                "You have reached the maximum number of posts allowed in 24 hours",
            );
        }
        state.next_id += 1;
        let media_id = state.next_id.to_string();
        let hang_publish = state.hang_publish.clone();
        let Some(container) = state.containers.get_mut(&form.creation_id) else {
            drop(state);
            return graph_error(400, 100, None, "The media container does not exist");
        };
        if container.ig_user_id != *user {
            drop(state);
            return graph_error(400, 100, None, "The media container belongs to another account");
        }
        if container.published {
            drop(state);
            return graph_error(400, 9007, Some(2_207_027), "The media has already been published");
        }
        if container.reads_left > 0 {
            drop(state);
            return graph_error(400, 9007, Some(2_207_027), "The media is not ready for publishing, please wait");
        }
        if container.carousel_item {
            drop(state);
            return graph_error(400, 100, None, "A carousel item is published with its carousel");
        }
        container.published = true;
        let (caption, own_image, children) =
            (container.caption.clone(), container.image_url.clone(), container.children.clone());
        let images: Vec<String> = if children.is_empty() {
            vec![own_image]
        } else {
            children.iter().filter_map(|child| state.containers.get(child).map(|c| c.image_url.clone())).collect()
        };
        let record = Published {
            id: media_id.clone(),
            ig_user_id: user.to_string(),
            caption,
            image_url: images.first().cloned().unwrap_or_default(),
            images,
            container_id: form.creation_id.clone(),
            at: SystemTime::now(),
        };
        let hang = hang_publish.is_some_and(|caption| record.caption.contains(caption.as_str()));
        state.published.push(record);
        (media_id, hang)
    };
    if hang {
        std::future::pending::<()>().await;
    }
    HttpResponse::Ok().json(json!({ "id": media_id }))
}

async fn recent_media(shared: web::Data<Shared>, request: HttpRequest, user: web::Path<String>) -> HttpResponse {
    if let Some(answer) = prelude(&shared, &request, Call::RecentMedia).await {
        return answer;
    }
    let media: Vec<Published> =
        shared.state().published.iter().rev().filter(|m| m.ig_user_id == *user).take(50).cloned().collect();
    let data: Vec<_> = media
        .iter()
        .map(|m| json!({"id": m.id, "caption": m.caption, "permalink": permalink(&shared, &m.id)}))
        .collect();
    HttpResponse::Ok().json(json!({ "data": data }))
}

async fn refresh(shared: web::Data<Shared>, request: HttpRequest) -> HttpResponse {
    if let Some(answer) = prelude(&shared, &request, Call::Refresh).await {
        return answer;
    }
    let token = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    let fresh = format!("{}-r", token.split("-r").next().unwrap_or(token));
    HttpResponse::Ok().json(json!({"access_token": fresh, "token_type": "bearer", "expires_in": 5_184_000}))
}
