use std::{net::TcpListener, sync::Arc, time::Duration};

use actix_web::dev::Server;
use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_application::{
    accounts::{AccountSettings, AccountStores, Accounts, ports::Clock, rate_limits::RateLimiter},
    audit::{ActivityLog, AuditLog},
    insights::Insights,
    mail::{MailDelivery, RetryPolicy, ports::Mailer},
    media::MediaLibrary,
    newsletter::Newsletter,
    privacy::Privacy,
    profiles::Profiles,
    publishing::{
        InstagramAccounts, ManagerPosts, PublishingTarget, PublishingWorker,
        ports::{InstagramGateway, TokenSealer},
    },
    roommates::Roommates,
    universities::{Universities, ports::UniversityRepository},
    users::UserAdministration,
};
use quad_http::{ApiServices, HttpSettings, PublicConfig, build_server};
use quad_identity::{
    AesGcmTokenSealer, Argon2PasswordHasher, GoogleEndpoints, GoogleOAuth, JwtSessionTokens, RecaptchaVerifier,
    Sha256LinkSecrets,
};
use quad_instagram::GraphApiClient;
use quad_mail::{OutboxMailer, SmtpMailer};
use quad_persistence::{
    CachedUniversityRepository, PgAttemptCounter, PgAuditLog, PgDatabaseProbe, PgInsightsReader,
    PgInstagramAccountRepository, PgLinkRepository, PgMailQueue, PgMailRequestRepository, PgManagedUniversities,
    PgNewsletterRepository, PgPool, PgPostQueue, PgProfileRepository, PgPublishLedger, PgRoommateRepository,
    PgSessionRepository, PgSignInStateRepository, PgUniversityRepository, PgUniversityRequestRepository,
    PgUploadRepository, PgUserDirectory, PgUserRepository, build_pool,
};
use quad_storage::{ObjectMediaStore, RasterImageProcessor, S3Settings};
use secrecy::ExposeSecret;

use crate::config::Config;

/// The wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// The mail transport the mail worker sends through: SMTP when `QUAD_SMTP_URL` is set,
/// otherwise the outbox folder.
pub async fn build_mail_transport(config: &Config) -> anyhow::Result<Arc<dyn Mailer>> {
    let from = config.mail_from.parse().context("QUAD_MAIL_FROM is not a valid mailbox")?;
    Ok(match &config.smtp_url {
        Some(url) => Arc::new(SmtpMailer::from_url(url.expose_secret(), from)?),
        None => Arc::new(OutboxMailer::new(&config.outbox_dir(), from).await?),
    })
}

/// The upload pipeline over local disk or S3, as configured.
pub fn build_media(config: &Config, pool: &PgPool) -> anyhow::Result<MediaLibrary> {
    let store = match &config.s3 {
        Some(s3) => ObjectMediaStore::s3(
            &S3Settings {
                bucket: s3.bucket.clone(),
                region: s3.region.clone(),
                endpoint: s3.endpoint.clone(),
                access_key_id: s3.access_key_id.clone(),
                secret_access_key: s3.secret_access_key.expose_secret().to_owned(),
            },
            &s3.public_base_url,
        )?,
        None => ObjectMediaStore::local(&config.media_dir(), &format!("{}/media", config.public_url))?,
    };
    Ok(MediaLibrary::new(
        Arc::new(store),
        Arc::new(RasterImageProcessor::default()),
        Arc::new(PgUploadRepository::new(pool.clone())),
        Arc::new(SystemClock),
    ))
}

/// The accounts use cases over PostgreSQL, the identity adapters and the given mailer, media
/// library and rate limiter; Google sign-in and human verification when configured.
pub fn build_accounts(
    config: &Config,
    pool: &PgPool,
    mailer: Arc<dyn Mailer>,
    media: MediaLibrary,
    limiter: RateLimiter,
) -> anyhow::Result<Accounts> {
    let stores = AccountStores {
        users: Arc::new(PgUserRepository::new(pool.clone())),
        sessions: Arc::new(PgSessionRepository::new(pool.clone())),
        links: Arc::new(PgLinkRepository::new(pool.clone())),
        sign_in_states: Arc::new(PgSignInStateRepository::new(pool.clone())),
        mail_requests: Arc::new(PgMailRequestRepository::new(pool.clone())),
    };
    let mut accounts = Accounts::new(
        stores,
        Arc::new(Argon2PasswordHasher::new()),
        Arc::new(JwtSessionTokens::new(&config.jwt_secret)),
        Arc::new(Sha256LinkSecrets),
        mailer,
        Arc::new(SystemClock),
        limiter,
        AccountSettings::new(&config.public_url),
    )
    .with_media(media);
    if let Some(recaptcha) = &config.recaptcha {
        accounts = accounts
            .with_human_check(Arc::new(RecaptchaVerifier::new(recaptcha.secret.clone(), &recaptcha.verify_url)?));
    }
    let Some(google) = &config.google else { return Ok(accounts) };
    let defaults = GoogleEndpoints::default();
    let endpoints = GoogleEndpoints {
        authorization_url: google.authorization_url.clone().unwrap_or(defaults.authorization_url),
        token_url: google.token_url.clone().unwrap_or(defaults.token_url),
        userinfo_url: google.userinfo_url.clone().unwrap_or(defaults.userinfo_url),
    };
    let redirect_uri = format!("{}/api/v1/auth/google/callback", config.public_url);
    let provider = GoogleOAuth::new(&google.client_id, google.client_secret.clone(), &redirect_uri, endpoints)?;
    Ok(accounts.with_google(Arc::new(provider)))
}

/// Every use case over its adapters. The mailer and the media library are built once and shared.
pub struct Services {
    pub accounts: Accounts,
    pub instagram_accounts: InstagramAccounts,
    pub manager_posts: ManagerPosts,
    pub privacy: Privacy,
    pub universities: Universities,
    pub profiles: Profiles,
    pub roommates: Roommates,
    pub media: MediaLibrary,
    pub newsletter: Newsletter,
    /// Where staff actions are recorded (university changes and profile decisions record theirs).
    pub audit: Arc<dyn AuditLog>,
    /// The public university reads' cache; `quad serve` starts its change listener.
    pub university_cache: Arc<CachedUniversityRepository>,
}

impl Services {
    pub async fn build(config: &Config, pool: &PgPool) -> anyhow::Result<Self> {
        // Use cases queue their e-mail; the mail worker of `quad serve` sends it.
        let mailer: Arc<dyn Mailer> = Arc::new(PgMailQueue::new(pool.clone()));
        let media = build_media(config, pool)?;
        let attempts = Arc::new(PgAttemptCounter::new(pool.clone()));
        let limiter = RateLimiter::new(config.rate_limits.clone(), attempts, Arc::new(SystemClock));
        let users = Arc::new(PgUserRepository::new(pool.clone()));
        let profiles = Arc::new(PgProfileRepository::new(pool.clone()));
        let university_cache =
            Arc::new(CachedUniversityRepository::new(Arc::new(PgUniversityRepository::new(pool.clone()))));
        let universities: Arc<dyn UniversityRepository> = university_cache.clone();
        let audit: Arc<dyn AuditLog> = Arc::new(PgAuditLog::new(pool.clone(), quad_http::current_request_id));
        let university_requests = Arc::new(PgUniversityRequestRepository::new(pool.clone()));
        let uploads = Arc::new(PgUploadRepository::new(pool.clone()));
        let instagram_accounts = Arc::new(PgInstagramAccountRepository::new(pool.clone()));
        Ok(Self {
            accounts: build_accounts(config, pool, mailer.clone(), media.clone(), limiter.clone())?,
            instagram_accounts: InstagramAccounts::new(
                instagram_accounts.clone(),
                build_instagram(config)?,
                build_token_sealer(config)?,
                Arc::new(SystemClock),
                publishing_target(config),
            )
            .with_audit(audit.clone()),
            manager_posts: ManagerPosts::new(
                Arc::new(PgPostQueue::new(pool.clone())),
                Arc::new(PgManagedUniversities::new(pool.clone())),
                instagram_accounts,
                media.clone(),
                Arc::new(SystemClock),
            )
            .with_audit(audit.clone()),
            privacy: Privacy::new(
                users,
                Arc::new(PgSessionRepository::new(pool.clone())),
                profiles.clone(),
                university_requests.clone(),
                Arc::new(PgNewsletterRepository::new(pool.clone())),
                limiter.clone(),
                media.clone(),
            ),
            universities: Universities::new(
                universities.clone(),
                university_requests,
                media.clone(),
                Arc::new(SystemClock),
            )
            .with_limiter(limiter.clone())
            .with_audit(audit.clone()),
            profiles: Profiles::new(profiles, universities, uploads, mailer, Arc::new(SystemClock), &config.public_url)
                .with_audit(audit.clone()),
            roommates: Roommates::new(Arc::new(PgRoommateRepository::new(pool.clone()))),
            media,
            newsletter: Newsletter::new(
                Arc::new(PgNewsletterRepository::new(pool.clone())),
                Arc::new(Sha256LinkSecrets),
                Arc::new(SystemClock),
                limiter.clone(),
                &config.public_url,
            ),
            audit,
            university_cache,
        })
    }
}

/// The HTTP server with every adapter wired in, bound but not yet running.
pub struct Application {
    port: u16,
    server: Server,
    publishing_stop: PublishingStop,
}

impl Application {
    /// Binds `config.bind` (port 0 picks a free port) and wires the adapters. Connects to nothing
    /// yet: the pool is lazy, so a down database shows as an unhealthy `/api/v1/health`.
    pub async fn build(config: &Config) -> anyhow::Result<Self> {
        let pool = build_pool(config.database_url.expose_secret(), config.database_pool_size)?;
        let Services {
            accounts,
            instagram_accounts,
            manager_posts,
            privacy,
            universities,
            profiles,
            roommates,
            media,
            newsletter,
            audit,
            university_cache,
        } = Services::build(config, &pool).await?;
        // Detached: it listens until the process ends.
        drop(university_cache.listen(config.database_url.expose_secret().to_owned()));
        let target = instagram_accounts.target();
        if let (false, Some(warning)) = (target.stand_in, &target.media_warning) {
            tracing::warn!("{warning}");
        }
        let publishing_stop = spawn_publishing(config, &pool)?;
        spawn_housekeeping(
            Arc::new(PgAttemptCounter::new(pool.clone())),
            Arc::new(PgMailQueue::new(pool.clone())),
            accounts.clone(),
            media.clone(),
        );
        let policy = RetryPolicy { first_wait: config.mail_retry_first_wait, ..RetryPolicy::default() };
        let transport = build_mail_transport(config).await?;
        spawn_mail_delivery(
            accounts.clone(),
            MailDelivery::new(Arc::new(PgMailQueue::new(pool.clone())), transport, Arc::new(SystemClock), policy),
        );
        let google_sign_in = accounts.google_enabled();
        let user_administration = UserAdministration::new(
            Arc::new(PgUserDirectory::new(pool.clone())),
            accounts.clone(),
            privacy.clone(),
            audit.clone(),
            Arc::new(SystemClock),
        );
        let probe = Arc::new(PgDatabaseProbe::new(pool.clone()));
        let services = ApiServices {
            database: probe.clone(),
            operations: probe,
            newsletter,
            accounts,
            privacy,
            user_administration,
            activity: ActivityLog::new(audit),
            insights: Insights::new(Arc::new(PgInsightsReader::new(pool.clone())), Arc::new(SystemClock)),
            media,
            universities,
            profiles,
            roommates,
            instagram: build_instagram(config)?,
            instagram_accounts,
            manager_posts,
            trusted_proxies: config.trusted_proxies.clone(),
            public_config: PublicConfig {
                recaptcha_site_key: config.recaptcha.as_ref().map(|r| r.site_key.clone()),
                google_sign_in,
            },
        };
        let listener = TcpListener::bind(config.bind).with_context(|| format!("cannot listen on {}", config.bind))?;
        let port = listener.local_addr()?.port();
        let settings = HttpSettings {
            web_dir: config.web_dir.clone(),
            workers: None,
            recaptcha: config.recaptcha.is_some(),
            media_dir: config.s3.is_none().then(|| config.media_dir()),
            media_origin: config.s3.as_ref().map(|s3| origin_of(&s3.public_base_url)),
            metrics_allow: config.metrics_allow.clone(),
        };
        let server = build_server(listener, services, settings)?;
        Ok(Self { port, server, publishing_stop })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight (up to 10 s) and
    /// lets the publishing workers finish the post each holds (up to their lease) before
    /// returning.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        self.publishing_stop.stop().await;
        served
    }
}

/// The Graph API client, at the configured base URL.
pub fn build_instagram(config: &Config) -> anyhow::Result<Arc<dyn InstagramGateway>> {
    Ok(Arc::new(GraphApiClient::new(&config.instagram_api_url)?))
}

pub fn build_token_sealer(config: &Config) -> anyhow::Result<Arc<dyn TokenSealer>> {
    Ok(Arc::new(AesGcmTokenSealer::from_base64(config.instagram_token_key.expose_secret())?))
}

/// Whether posts go to the local stand-in (a Graph API on a loopback or private address), and
/// whether Instagram could fetch our media.
pub fn publishing_target(config: &Config) -> PublishingTarget {
    let media_base =
        config.s3.as_ref().map_or_else(|| format!("{}/media", config.public_url), |s3| s3.public_base_url.clone());
    PublishingTarget {
        stand_in: is_private_url(&config.instagram_api_url),
        media_warning: is_private_url(&media_base).then(|| {
            format!(
                "Media is served from {media_base}, which Instagram cannot reach: it fetches each post's image itself. \
                 Set QUAD_PUBLIC_URL (or the S3 public URL) to a public address before posts can publish."
            )
        }),
    }
}

/// A URL whose host is a loopback, private or link-local address, or `localhost`.
fn is_private_url(url: &str) -> bool {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    let authority = url[after_scheme..].split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    let host = if let Some(rest) = host.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        host.split(':').next().unwrap_or("")
    };
    if host.eq_ignore_ascii_case("localhost") || host.ends_with(".localhost") || host.ends_with(".local") {
        return true;
    }
    match host.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(ip)) => {
            ip.is_loopback() || ip.is_private() || ip.is_link_local() || ip.is_unspecified()
        }
        Ok(std::net::IpAddr::V6(ip)) => {
            ip.is_loopback() || ip.is_unspecified() || (ip.segments()[0] & 0xfe00) == 0xfc00
        }
        Err(_) => false,
    }
}

/// Tells the publishing workers to stop after the post each holds.
pub struct PublishingStop {
    sender: tokio::sync::watch::Sender<bool>,
    workers: Vec<tokio::task::JoinHandle<()>>,
}

impl PublishingStop {
    pub async fn stop(self) {
        let _ = self.sender.send(true);
        let lease = PublishingWorker::DEFAULT_LEASE;
        for worker in self.workers {
            if tokio::time::timeout(lease, worker).await.is_err() {
                tracing::warn!("a publishing worker did not stop within its lease");
            }
        }
    }
}

/// The publishing worker over PostgreSQL and the Graph API.
pub fn build_publishing_worker(config: &Config, pool: &PgPool) -> anyhow::Result<PublishingWorker> {
    Ok(PublishingWorker::new(
        Arc::new(PgPublishLedger::new(pool.clone())),
        Arc::new(PgInstagramAccountRepository::new(pool.clone())),
        build_instagram(config)?,
        build_token_sealer(config)?,
        Arc::new(PgMailQueue::new(pool.clone())),
        Arc::new(SystemClock),
        quad_domain::post::RetryPolicy::default(),
        &config.public_url,
    ))
}

/// `QUAD_PUBLISH_WORKERS` publishing workers (one by default): each publishes the next due post
/// (at once again after one), or waits a second; hourly, one also refreshes expiring tokens. Safe
/// with many instances: posts are claimed with a lease and `SKIP LOCKED`.
fn spawn_publishing(config: &Config, pool: &PgPool) -> anyhow::Result<PublishingStop> {
    let (sender, receiver) = tokio::sync::watch::channel(false);
    let mut workers = Vec::new();
    for index in 0..config.publish_workers {
        let worker = build_publishing_worker(config, pool)?;
        let mut stop = receiver.clone();
        workers.push(tokio::spawn(async move {
            let mut refreshed_at: Option<tokio::time::Instant> = None;
            while !*stop.borrow() {
                if index == 0 && refreshed_at.is_none_or(|at| at.elapsed() > Duration::from_secs(3600)) {
                    refreshed_at = Some(tokio::time::Instant::now());
                    match worker.refresh_tokens().await {
                        Ok(0) => {}
                        Ok(refreshed) => tracing::info!(refreshed, "refreshed Instagram tokens"),
                        Err(error) => {
                            tracing::warn!(error = format!("{error:#}"), "refreshing Instagram tokens failed")
                        }
                    }
                }
                let wait = match worker.publish_next().await {
                    Ok(Some(_)) => continue,
                    Ok(None) => Duration::from_secs(1),
                    Err(error) => {
                        tracing::warn!(error = format!("{error:#}"), "the publishing worker could not read its queue");
                        Duration::from_secs(5)
                    }
                };
                tokio::select! {
                    () = tokio::time::sleep(wait) => {}
                    _ = stop.changed() => {}
                }
            }
        }));
    }
    Ok(PublishingStop { sender, workers })
}

/// `https://cdn.example.com/quad` -> `https://cdn.example.com`.
fn origin_of(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(slash) => url[..after_scheme + slash].to_owned(),
        None => url.to_owned(),
    }
}

/// The mail worker: every second (at once again after a busy round) answers the account e-mail
/// asked for signed out, then sends what is due. Safe with many instances: each takes different
/// requests and claims different e-mails.
fn spawn_mail_delivery(accounts: Accounts, delivery: MailDelivery) {
    tokio::spawn(async move {
        loop {
            match accounts.answer_mail_requests().await {
                Ok(0) => {}
                Ok(_) => continue,
                Err(error) => tracing::warn!(error = format!("{error:#}"), "answering mail requests failed"),
            }
            match delivery.deliver_due().await {
                Ok(round) if round.sent + round.failed > 0 => continue,
                Ok(_) => {}
                Err(error) => tracing::warn!(error = format!("{error:#}"), "the mail worker could not read its queue"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

/// Hourly chores of every instance (each is idempotent, so several instances may run them):
/// forgets rate-limit windows older than a day and e-mail records older than a week, removes registrations left unverified for
/// longer than `UNVERIFIED_LIFETIME`, and uploads nothing referred to for `UNREFERENCED_LIFETIME`.
fn spawn_housekeeping(
    attempts: Arc<PgAttemptCounter>,
    mail: Arc<PgMailQueue>,
    accounts: Accounts,
    media: MediaLibrary,
) {
    tokio::spawn(async move {
        let mut every_hour = tokio::time::interval(Duration::from_secs(3600));
        loop {
            every_hour.tick().await;
            if let Err(error) = attempts.prune(Utc::now()).await {
                tracing::warn!(error = format!("{error:#}"), "pruning attempt counters failed");
            }
            if let Err(error) = mail.prune(Utc::now() - chrono::Duration::days(7)).await {
                tracing::warn!(error = format!("{error:#}"), "pruning the mail queue failed");
            }
            match accounts.purge_unverified_registrations().await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "removed unverified registrations"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "removing unverified registrations failed"),
            }
            match media.purge_unreferenced().await {
                Ok(0) => {}
                Ok(files) => tracing::info!(files, "removed unreferenced uploads"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "removing unreferenced uploads failed"),
            }
        }
    });
}
