//! Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
//! `index.html` so deep links load the app.

use std::path::Path;

use actix_files::{Files, NamedFile};
use actix_web::{
    HttpResponse,
    dev::{HttpServiceFactory, ServiceRequest, ServiceResponse, fn_service},
    http::header::{CACHE_CONTROL, CONTENT_TYPE},
    middleware::DefaultHeaders,
    web,
};

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
