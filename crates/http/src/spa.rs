//! Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
//! `index.html` so deep links load the app.

use std::{collections::HashMap, path::Path, sync::Arc};

use actix_files::{Files, NamedFile};
use actix_web::{
    Error, HttpResponse,
    body::MessageBody,
    dev::{HttpServiceFactory, ServiceRequest, ServiceResponse, fn_service},
    http::header::{CACHE_CONTROL, CONTENT_TYPE, HeaderValue, LINK},
    middleware::{DefaultHeaders, Next},
    web,
};
use quad_domain::university::RESERVED_SLUGS;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

pub fn assets(web_dir: &Path) -> impl HttpServiceFactory + use<> {
    web::scope("/assets")
        .wrap(DefaultHeaders::new().add((CACHE_CONTROL, IMMUTABLE)))
        .service(Files::new("", web_dir.join("assets")).try_compressed())
}

/// Uploaded media on local storage: names are random and never reused, so cached for a year.
pub fn media(dir: &Path) -> impl HttpServiceFactory + use<> {
    web::scope("/media").wrap(DefaultHeaders::new().add((CACHE_CONTROL, IMMUTABLE))).service(
        Files::new("", dir).default_handler(fn_service(|request: ServiceRequest| async {
            let (request, _) = request.into_parts();
            Ok(ServiceResponse::new(request, HttpResponse::NotFound().finish()))
        })),
    )
}

pub fn app_shell(web_dir: &Path) -> impl HttpServiceFactory + use<> {
    let index = web_dir.join("index.html");
    Files::new("/", web_dir).index_file("index.html").default_handler(fn_service(move |request: ServiceRequest| {
        let index = index.clone();
        async move {
            let (request, _) = request.into_parts();
            let response = index_response(&index, &request).await;
            Ok(ServiceResponse::new(request, response))
        }
    }))
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
                            // The app's own top-level paths are never a parameter (a university's page address).
                            Some(_) => i > 0 || !RESERVED_SLUGS.contains(actual),
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
    let links = request.app_data::<web::Data<PagePreloads>>().and_then(|preloads| preloads.links_for(request.path()));
    let mut response = next.call(request).await?;
    let html = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"));
    if let Some(links) = links.filter(|_| html) {
        response.headers_mut().insert(LINK, links);
    }
    Ok(response)
}

pub fn revalidate_headers() -> DefaultHeaders {
    DefaultHeaders::new().add((CACHE_CONTROL, REVALIDATE))
}

async fn index_response(index: &Path, request: &actix_web::HttpRequest) -> HttpResponse {
    let path = index.to_owned();
    match web::block(move || NamedFile::open(path)).await.map_err(std::io::Error::other).and_then(|r| r) {
        Ok(file) => {
            let mut response = file.into_response(request);
            response.headers_mut().insert(CACHE_CONTROL, REVALIDATE.parse().expect("valid header"));
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

#[cfg(test)]
mod tests {
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
}
