//! Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
//! the app's HTML so deep links load the app (`AppShell`): the page's drawn copy from
//! `.prerendered/` for its exact path, `index.html` for every other, each in the smallest
//! compressed copy the browser takes. `PagePreloads` adds `Link: rel=modulepreload` for a first
//! page's route chunks, and `inline_script_hashes` lets the CSP allow `index.html`'s inline script.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::Arc,
};

use actix_files::{Files, NamedFile};
use actix_web::{
    Error, HttpMessage, HttpRequest, HttpResponse,
    body::MessageBody,
    dev::{HttpServiceFactory, ServiceRequest, ServiceResponse, fn_service},
    guard,
    http::header::{AcceptEncoding, CACHE_CONTROL, CONTENT_TYPE, ContentEncoding, Encoding, HeaderValue, LINK, VARY},
    middleware::{DefaultHeaders, Next},
    web,
};
use base64::{Engine, prelude::BASE64_STANDARD};
use quad_domain::university::RESERVED_SLUGS;
use sha2::{Digest, Sha256};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

pub fn assets(web_dir: &Path) -> impl HttpServiceFactory + use<> {
    web::scope("/assets")
        .wrap(DefaultHeaders::new().add((CACHE_CONTROL, IMMUTABLE)))
        .service(Files::new("", web_dir.join("assets")).try_compressed())
}

/// How long a browser or a shared cache may keep an uploaded file: its name is random and never
/// reused, but a withdrawn or deleted photo must stop being served soon (issue 39), so ten
/// minutes, not a year.
pub const MEDIA_CACHE_CONTROL: &str = "public, max-age=600";

/// Uploaded media on local storage, cached for [`MEDIA_CACHE_CONTROL`].
pub fn media(dir: &Path) -> impl HttpServiceFactory + use<> {
    web::scope("/media").wrap(DefaultHeaders::new().add((CACHE_CONTROL, MEDIA_CACHE_CONTROL))).service(
        Files::new("", dir).default_handler(fn_service(|request: ServiceRequest| async {
            let (request, _) = request.into_parts();
            Ok(ServiceResponse::new(request, HttpResponse::NotFound().finish()))
        })),
    )
}

/// `index.html` for every path that is not a file of the build, or the build's drawing of the page
/// (`.prerendered/`) where it has one for that exact path and the request has no query.
pub fn app_shell(web_dir: &Path) -> impl HttpServiceFactory + use<> {
    let shell = AppShell::load(web_dir);
    let root = shell.clone();
    (
        // Before `Files`, which would answer `/` with the plain index.html.
        web::resource("/").route(web::route().guard(guard::Any(guard::Get()).or(guard::Head())).to(
            move |request: HttpRequest| {
                let shell = root.clone();
                async move { shell.respond(&request).await }
            },
        )),
        Files::new("/", web_dir).index_file("index.html").default_handler(fn_service(
            move |request: ServiceRequest| {
                let shell = shell.clone();
                async move {
                    let (request, _) = request.into_parts();
                    let response = shell.respond(&request).await;
                    Ok(ServiceResponse::new(request, response))
                }
            },
        )),
    )
}

/// Where the app's HTML is: `index.html`, and the pages the build drew as a guest first sees them
/// (`frontend/scripts/prerender.js` writes `.prerendered/login.html` for `/login`, `index.html`
/// for `/`, and `_slug.html` for any university's page), found once at start-up and read on each
/// request, like `index.html`.
#[derive(Clone)]
struct AppShell {
    index: PathBuf,
    prerendered: Arc<HashMap<String, PathBuf>>,
}

impl AppShell {
    fn load(web_dir: &Path) -> Self {
        let dir = web_dir.join(".prerendered");
        let prerendered = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let page = name.strip_suffix(".html")?;
                let path = match page {
                    "index" => "/".to_owned(),
                    _ => match page.strip_prefix('_') {
                        Some(parameter) => format!("/:{parameter}"),
                        None => format!("/{page}"),
                    },
                };
                Some((path, entry.path()))
            })
            .collect();
        Self { index: web_dir.join("index.html"), prerendered: Arc::new(prerendered) }
    }

    fn file_for(&self, request: &HttpRequest) -> &Path {
        let path = request.path();
        let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
        let drawn = if request.query_string().is_empty() {
            self.prerendered.get(path).or_else(|| {
                let segment = path.strip_prefix('/')?;
                is_university_address(segment).then(|| self.prerendered.get("/:slug")).flatten()
            })
        } else {
            None
        };
        drawn.unwrap_or(&self.index)
    }

    async fn respond(&self, request: &HttpRequest) -> HttpResponse {
        index_response(self.file_for(request), request).await
    }
}

/// A university page's address as the web app takes it (`routes/university-page.tsx`): letters,
/// digits and single hyphens, at most 80 characters, and none of the app's own paths.
fn is_university_address(segment: &str) -> bool {
    segment.len() <= 80
        && segment.split('-').all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric()))
        && !RESERVED_SLUGS.contains(&segment.to_ascii_lowercase().as_str())
}

/// `'sha256-…'` sources for the inline scripts of the build's `index.html`, which the CSP allows by
/// their hash and no other inline script. None without a build.
pub fn inline_script_hashes(web_dir: &Path) -> Vec<String> {
    let Ok(html) = std::fs::read_to_string(web_dir.join("index.html")) else { return Vec::new() };
    let mut hashes = Vec::new();
    let mut rest = html.as_str();
    while let Some(start) = rest.find("<script") {
        let Some(tag_end) = rest[start..].find('>').map(|end| start + end) else { break };
        let Some(body_end) = rest[tag_end..].find("</script>").map(|end| tag_end + end) else { break };
        if !rest[start..tag_end].contains("src=") {
            let digest = Sha256::digest(&rest[tag_end + 1..body_end]);
            hashes.push(format!("'sha256-{}'", BASE64_STANDARD.encode(digest)));
        }
        rest = &rest[body_end..];
    }
    hashes
}

/// The chunks the lazy route modules of the pages people arrive at need beyond what `index.html`
/// loads, by route pattern (`/universities/:id`), from the build's `.vite/page-preloads.json`.
/// Sent as `Link: rel=modulepreload` with `index.html`, they download beside the entry script
/// instead of after it has run.
#[derive(Clone, Default)]
pub struct PagePreloads(Arc<Vec<(Vec<String>, HeaderValue)>>);

impl PagePreloads {
    /// No file (a build without it, or none yet) means no preloads: the pages still load, later.
    pub fn load(web_dir: &Path) -> Self {
        let path = web_dir.join(".vite/page-preloads.json");
        let Ok(text) = std::fs::read_to_string(&path) else { return Self::default() };
        match serde_json::from_str::<HashMap<String, Vec<String>>>(&text) {
            Ok(pages) => Self::from_pages(pages),
            Err(error) => {
                tracing::warn!(path = %path.display(), %error, "the build's page preloads are not readable; none are sent");
                Self::default()
            }
        }
    }

    fn from_pages(pages: HashMap<String, Vec<String>>) -> Self {
        let mut patterns: Vec<_> = pages
            .into_iter()
            .filter(|(_, files)| !files.is_empty())
            .filter_map(|(pattern, files)| {
                let links: Vec<_> = files.iter().map(|file| format!("<{file}>; rel=modulepreload")).collect();
                let value = HeaderValue::from_str(&links.join(", ")).ok()?;
                Some((pattern.split('/').filter(|s| !s.is_empty()).map(str::to_owned).collect::<Vec<_>>(), value))
            })
            .collect();
        // As the router ranks them: a literal segment before a parameter.
        patterns.sort_by_key(|(segments, _)| segments.iter().filter(|s| s.starts_with(':')).count());
        Self(Arc::new(patterns))
    }

    fn links_for(&self, path: &str) -> Option<HeaderValue> {
        let segments: Vec<_> = path.split('/').filter(|s| !s.is_empty()).collect();
        self.0
            .iter()
            .find(|(pattern, _)| {
                pattern.len() == segments.len()
                    && pattern.iter().zip(&segments).enumerate().all(|(i, (expected, actual))| {
                        match expected.strip_prefix(':') {
                            // A top-level parameter is a university's page address, by the one rule the drawn
                            // page and the data preload follow too (never one of the app's own paths).
                            Some(_) => i > 0 || is_university_address(actual),
                            None => expected == actual,
                        }
                    })
            })
            .map(|(_, links)| links.clone())
    }
}

/// Adds the page's preload links to `index.html` (and to nothing else the app shell serves).
pub async fn preload_links(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let chunks = request.app_data::<web::Data<PagePreloads>>().and_then(|preloads| preloads.links_for(request.path()));
    let links: Vec<HeaderValue> = chunks.into_iter().chain(university_data_link(request.path())).collect();
    let mut response = next.call(request).await?;
    let html = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"));
    if html {
        // One `Link` field each: a list header, read as if joined by commas.
        for link in links {
            response.headers_mut().append(LINK, link);
        }
    }
    Ok(response)
}

/// On a university's page, the university the page reads first (`GET /universities/slug/{slug}`,
/// as `features/universities/api/get-university-by-slug.ts` asks for it: lowercase, with
/// credentials), so it downloads beside the scripts instead of after them.
fn university_data_link(path: &str) -> Option<HeaderValue> {
    let segment = path.strip_prefix('/')?.trim_end_matches('/');
    if !is_university_address(segment) {
        return None;
    }
    let link = format!(
        "</api/v1/universities/slug/{}>; rel=preload; as=fetch; crossorigin=use-credentials",
        segment.to_ascii_lowercase()
    );
    HeaderValue::from_str(&link).ok()
}

pub fn revalidate_headers() -> DefaultHeaders {
    DefaultHeaders::new().add((CACHE_CONTROL, REVALIDATE))
}

/// The app's HTML, in the smallest copy the build wrote (`.br`, `.gz`) that the browser accepts.
async fn index_response(index: &Path, request: &HttpRequest) -> HttpResponse {
    let accepted = request.get_header::<AcceptEncoding>();
    let path = index.to_owned();
    let opened = web::block(move || open_html(&path, accepted.as_ref())).await.map_err(std::io::Error::other);
    match opened.and_then(|r| r) {
        Ok(file) => {
            let mut response = file.into_response(request);
            let headers = response.headers_mut();
            headers.insert(CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
            headers.insert(VARY, HeaderValue::from_static("accept-encoding"));
            response
        }
        Err(error) => {
            tracing::error!(path = %index.display(), %error, "the SPA's index.html is missing");
            HttpResponse::ServiceUnavailable()
                .insert_header((CONTENT_TYPE, "text/plain; charset=utf-8"))
                .body("The web app has not been built. Run `just run` (or `just build-web`) to build it.")
        }
    }
}

/// `path`'s copy in the encoding `accepted` prefers among those the build wrote, or `path` itself.
fn open_html(path: &Path, accepted: Option<&AcceptEncoding>) -> std::io::Result<NamedFile> {
    let mut candidates = vec![Encoding::brotli(), Encoding::gzip(), Encoding::identity()];
    while let Some(Encoding::Known(encoding)) = accepted.and_then(|accepted| accepted.negotiate(candidates.iter())) {
        let suffix = match encoding {
            ContentEncoding::Brotli => ".br",
            ContentEncoding::Gzip => ".gz",
            _ => break,
        };
        let mut name = path.file_name().unwrap_or_default().to_owned();
        name.push(suffix);
        if let Ok(file) = NamedFile::open(path.with_file_name(name)) {
            let file = file.set_content_type(actix_web::mime::TEXT_HTML_UTF_8).set_content_encoding(encoding);
            return Ok(file.disable_content_disposition());
        }
        candidates.retain(|candidate| *candidate != Encoding::Known(encoding));
    }
    NamedFile::open(path)
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::CONTENT_ENCODING;

    use super::*;

    fn preloads() -> PagePreloads {
        let pages = [("/", "landing"), ("/universities", "list"), ("/universities/:id", "details"), ("/:slug", "page")];
        PagePreloads::from_pages(
            pages.into_iter().map(|(pattern, file)| (pattern.to_owned(), vec![format!("/assets/{file}.js")])).collect(),
        )
    }

    fn links(path: &str) -> Option<String> {
        preloads().links_for(path).map(|value| value.to_str().unwrap().to_owned())
    }

    #[test]
    fn matches_literal_pages_before_parameters() {
        assert_eq!(links("/").as_deref(), Some("</assets/landing.js>; rel=modulepreload"));
        assert_eq!(links("/universities").as_deref(), Some("</assets/list.js>; rel=modulepreload"));
        assert_eq!(links("/universities/").as_deref(), Some("</assets/list.js>; rel=modulepreload"));
        assert_eq!(links("/universities/42").as_deref(), Some("</assets/details.js>; rel=modulepreload"));
        assert_eq!(links("/umich").as_deref(), Some("</assets/page.js>; rel=modulepreload"));
    }

    #[test]
    fn never_takes_an_app_path_for_a_university_page() {
        assert_eq!(links("/login"), None);
        assert_eq!(links("/submit"), None);
        assert_eq!(links("/umich/extra"), None);
        assert_eq!(links("/Login"), None);
        assert_eq!(links("/not_a-slug"), None);
    }

    #[test]
    fn joins_several_files_into_one_header() {
        let preloads = PagePreloads::from_pages(HashMap::from([(
            "/login".to_owned(),
            vec!["/assets/a.js".to_owned(), "/assets/b.js".to_owned()],
        )]));
        let value = preloads.links_for("/login").unwrap();
        assert_eq!(value.to_str().unwrap(), "</assets/a.js>; rel=modulepreload, </assets/b.js>; rel=modulepreload");
    }

    /// A build folder of its own under the system's temporary directory, removed when dropped.
    struct WebDir(PathBuf);

    impl WebDir {
        fn with(files: &[(&str, &str)]) -> Self {
            let dir = std::env::temp_dir().join(format!("quad-spa-{}", uuid::Uuid::new_v4()));
            for (name, text) in files {
                let path = dir.join(name);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(path, text).unwrap();
            }
            Self(dir)
        }
    }

    impl Drop for WebDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn hashes_only_the_inline_scripts_of_index_html() {
        let html = "<head><script type=\"module\" src=\"/assets/a.js\"></script><script>\n  go();\n</script></head>";
        let dir = WebDir::with(&[("index.html", html)]);
        assert_eq!(inline_script_hashes(&dir.0), ["'sha256-bMJjpehY8EHYTEPyRlK8345NPB2b9eh4N0kqsRPiDq4='"]);
        assert!(inline_script_hashes(&dir.0.join("missing")).is_empty());
    }

    #[test]
    fn sends_a_drawn_page_for_its_exact_path_without_a_query() {
        let dir = WebDir::with(&[
            ("index.html", "shell"),
            (".prerendered/index.html", "landing"),
            (".prerendered/login.html", "login"),
            (".prerendered/_slug.html", "a university"),
        ]);
        let shell = AppShell::load(&dir.0);
        let file = |uri: &str| {
            let request = actix_web::test::TestRequest::with_uri(uri).to_http_request();
            std::fs::read_to_string(shell.file_for(&request)).unwrap()
        };
        assert_eq!(file("/"), "landing");
        assert_eq!(file("/login"), "login");
        assert_eq!(file("/login/"), "login");
        assert_eq!(file("/login?next=/saved"), "shell");
        assert_eq!(file("/login/more"), "shell");
        assert_eq!(file("/settings"), "shell");
        assert_eq!(file("/?ref=mail"), "shell");
        assert_eq!(file("/umich"), "a university");
        assert_eq!(file("/UC-Berkeley/"), "a university");
        assert_eq!(file("/umich?tab=featured"), "shell");
        assert_eq!(file("/umich/more"), "shell");
        assert_eq!(file("/not_a-slug"), "shell");
        assert_eq!(file("/double--hyphen"), "shell");
        assert_eq!(file(&format!("/{}", "a".repeat(81))), "shell");
        assert_eq!(file("/submit"), "shell");
        assert_eq!(file("/favicon.ico"), "shell");
    }

    async fn served(index: &Path, accept: Option<&str>) -> (Option<String>, String) {
        let mut request = actix_web::test::TestRequest::with_uri("/settings");
        if let Some(accept) = accept {
            request = request.insert_header((actix_web::http::header::ACCEPT_ENCODING, accept));
        }
        let response = index_response(index, &request.to_http_request()).await;
        let encoding = response.headers().get(CONTENT_ENCODING).map(|value| value.to_str().unwrap().to_owned());
        let disposition = response.headers().get(actix_web::http::header::CONTENT_DISPOSITION);
        assert!(disposition.is_none_or(|value| value.to_str().unwrap().starts_with("inline")), "{disposition:?}");
        assert!(response.headers().get(CONTENT_TYPE).unwrap().to_str().unwrap().starts_with("text/html"));
        let body = actix_web::body::to_bytes(response.into_body()).await.unwrap();
        (encoding, String::from_utf8(body.to_vec()).unwrap())
    }

    #[actix_web::test]
    async fn sends_the_smallest_copy_the_browser_takes() {
        let dir = WebDir::with(&[("index.html", "plain"), ("index.html.br", "brotli"), ("index.html.gz", "gzip")]);
        let index = dir.0.join("index.html");
        assert_eq!(served(&index, None).await, (None, "plain".to_owned()));
        assert_eq!(served(&index, Some("gzip, deflate, br")).await, (Some("br".to_owned()), "brotli".to_owned()));
        assert_eq!(served(&index, Some("gzip")).await, (Some("gzip".to_owned()), "gzip".to_owned()));
        assert_eq!(served(&index, Some("br;q=0, gzip")).await, (Some("gzip".to_owned()), "gzip".to_owned()));
        assert_eq!(served(&index, Some("zstd")).await, (None, "plain".to_owned()));
        std::fs::remove_file(dir.0.join("index.html.br")).unwrap();
        assert_eq!(served(&index, Some("br, gzip")).await, (Some("gzip".to_owned()), "gzip".to_owned()));
    }
}
