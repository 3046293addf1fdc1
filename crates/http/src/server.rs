use std::{net::TcpListener, path::PathBuf, sync::Arc};

use actix_web::{
    App, HttpRequest, HttpServer,
    dev::Server,
    error::JsonPayloadError,
    http::header,
    middleware::{DefaultHeaders, from_fn},
    web,
};
use quad_application::{
    accounts::{GoogleSignIn, OwnAccount, Registration, SignIn, SignedOutMail},
    audit::ActivityLog,
    health::ports::{DatabaseProbe, OperationsReader},
    insights::{Insights, landing::LandingFigures},
    media::MediaLibrary,
    memberships::Memberships,
    newsletter::Newsletter,
    notifications::Notifications,
    privacy::Privacy,
    profiles::{ProfileDrafts, Profiles},
    publishing::{InstagramAccounts, ManagerPosts, ports::InstagramGateway},
    roommates::Roommates,
    saved::SavedItems,
    universities::Universities,
    users::UserAdministration,
};
use utoipa_swagger_ui::SwaggerUi;

pub use crate::routes::config::{ContactDetails, PublicConfig, SocialLink};
use crate::{
    ApiError, IpRanges,
    metrics::{self, HttpMetrics},
    openapi, request_id, routes, spa,
};

/// The adapters the handlers reach through the application's use cases.
#[derive(Clone)]
pub struct ApiServices {
    pub database: Arc<dyn DatabaseProbe>,
    /// The pool and the queues, for `/metrics`.
    pub operations: Arc<dyn OperationsReader>,
    pub newsletter: Newsletter,
    /// The weekly issue, for the admin's preview.
    pub weekly_newsletter: quad_application::newsletter::WeeklyNewsletter,
    pub registration: Registration,
    pub sign_in: SignIn,
    /// The mail worker's: the links asked for signed out.
    pub signed_out_mail: SignedOutMail,
    pub own_account: OwnAccount,
    pub second_factors: quad_application::accounts::SecondFactors,
    /// Counts what signed-in people do to others (`RateLimit::PerAccount` routes).
    pub limiter: quad_application::rate_limits::RateLimiter,
    pub google_sign_in: GoogleSignIn,
    pub privacy: Privacy,
    pub user_administration: UserAdministration,
    pub activity: ActivityLog,
    pub insights: Insights,
    pub media: MediaLibrary,
    pub universities: Universities,
    pub profiles: Profiles,
    pub memberships: Memberships,
    pub profile_drafts: ProfileDrafts,
    pub roommates: Roommates,
    pub saved: SavedItems,
    pub connections: quad_application::connections::Connections,
    pub messages: quad_application::messages::Messages,
    pub reports: quad_application::reports::Reports,
    pub submissions: quad_application::submissions::Submissions,
    pub submission_review: quad_application::submissions::SubmissionReview,
    pub featured: quad_application::submissions::Featured,
    pub notifications: Notifications,
    /// This instance's open live streams.
    pub live: crate::LiveHub,
    pub instagram: Arc<dyn InstagramGateway>,
    pub instagram_accounts: InstagramAccounts,
    pub manager_posts: ManagerPosts,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: IpRanges,
    pub public_config: PublicConfig,
    pub landing_figures: LandingFigures,
}

#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// The built SPA (`index.html` and `assets/`).
    pub web_dir: PathBuf,
    /// Worker threads; `None` for one per core.
    pub workers: Option<usize>,
    /// Let the pages load Google's reCAPTCHA widget.
    pub recaptcha: bool,
    /// Serve `/media/...` from this folder (local storage); `None` when media lives elsewhere.
    pub media_dir: Option<PathBuf>,
    /// Where media is served from when it is not this origin (S3 or a CDN), for the CSP.
    pub media_origin: Option<String>,
    /// Who may read `/metrics` (`QUAD_METRICS_ALLOW`).
    pub metrics_allow: IpRanges,
    /// Serve the browsable API page at `/api/docs/`.
    pub api_docs: bool,
}

/// JSON bodies are small; uploads have their own, larger limit.
const JSON_LIMIT_BYTES: usize = 256 * 1024;

/// Only our own origin and the web app's own inline scripts (by hash), except Google's reCAPTCHA
/// widget when it is on.
fn content_security_policy(recaptcha: bool, media_origin: Option<&str>, inline_scripts: &[String]) -> String {
    let media = media_origin.map(|origin| format!(" {origin}")).unwrap_or_default();
    let (mut script, frame) = if recaptcha {
        (
            " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/".to_owned(),
            " https://www.google.com/recaptcha/",
        )
    } else {
        (String::new(), "")
    };
    for hash in inline_scripts {
        script.push(' ');
        script.push_str(hash);
    }
    format!(
        "default-src 'self'; script-src 'self'{script}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:{media}; font-src 'self' data:; connect-src 'self'; frame-src 'self'{frame}; \
         frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
    )
}

pub fn build_server(listener: TcpListener, services: ApiServices, settings: HttpSettings) -> std::io::Result<Server> {
    let services = web::Data::new(services);
    let endpoints = routes::endpoints();
    let openapi = openapi::document_of(&endpoints);
    let page_preloads = web::Data::new(spa::PagePreloads::load(&settings.web_dir));
    let csp = content_security_policy(
        settings.recaptcha,
        settings.media_origin.as_deref(),
        &spa::inline_script_hashes(&settings.web_dir),
    );
    let metrics = web::Data::new(HttpMetrics::new(settings.metrics_allow.clone()));
    let api_docs = settings.api_docs;
    let mut server = HttpServer::new(move || {
        App::new()
            .wrap(security_headers(&csp))
            .wrap(from_fn(request_id::middleware))
            .app_data(services.clone())
            .app_data(metrics.clone())
            .app_data(web::JsonConfig::default().limit(JSON_LIMIT_BYTES).error_handler(json_error))
            .app_data(web::PayloadConfig::default().limit(JSON_LIMIT_BYTES))
            .app_data(web::PathConfig::default().error_handler(|_, _| ApiError::not_found("Not found").into()))
            .app_data(
                web::QueryConfig::default()
                    .error_handler(|e, _| ApiError::bad_request(format!("The query is not valid: {e}")).into()),
            )
            .route("/metrics", web::get().to(metrics::scrape))
            .configure(|cfg| {
                if api_docs {
                    cfg.service(web::redirect("/api/docs", "/api/docs/"))
                        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/v1/openapi.json", openapi.clone()));
                } else {
                    let document = openapi.clone();
                    cfg.route(
                        "/api/v1/openapi.json",
                        web::get().to(move || {
                            let document = document.clone();
                            async move { actix_web::HttpResponse::Ok().json(document) }
                        }),
                    );
                }
            })
            .service(
                web::scope(routes::PREFIX)
                    .configure(|cfg| endpoints.configure(routes::PREFIX, cfg))
                    .default_service(web::to(routes::api_not_found)),
            )
            .service(web::scope("/api").default_service(web::to(routes::api_not_found)))
            .configure(|cfg| {
                if let Some(dir) = &settings.media_dir {
                    cfg.service(spa::media(dir));
                }
            })
            .service(spa::assets(&settings.web_dir))
            .service(
                web::scope("")
                    .app_data(page_preloads.clone())
                    .wrap(spa::revalidate_headers())
                    .wrap(actix_web::middleware::from_fn(spa::preload_links))
                    .service(spa::app_shell(&settings.web_dir)),
            )
    })
    .shutdown_timeout(10);
    if let Some(workers) = settings.workers {
        server = server.workers(workers);
    }
    Ok(server.listen(listener)?.run())
}

fn security_headers(csp: &str) -> DefaultHeaders {
    DefaultHeaders::new()
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((header::CONTENT_SECURITY_POLICY, csp))
        .add(("Permissions-Policy", "camera=(), microphone=(), geolocation=()"))
}

fn json_error(error: JsonPayloadError, _request: &HttpRequest) -> actix_web::Error {
    let message = match &error {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => {
            return ApiError::new(actix_web::http::StatusCode::PAYLOAD_TOO_LARGE, "The request body is too large")
                .into();
        }
        JsonPayloadError::ContentType => "Send the request body as JSON (Content-Type: application/json)".to_owned(),
        JsonPayloadError::Deserialize(e) => format!("The request body is not valid: {e}"),
        _ => "The request body could not be read".to_owned(),
    };
    ApiError::bad_request(message).into()
}
