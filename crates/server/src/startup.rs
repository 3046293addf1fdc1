use std::{net::TcpListener, sync::Arc, time::Duration};

use actix_web::dev::Server;
use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_application::{
    accounts::{AccountSettings, AccountStores, Accounts, ports::Clock, rate_limits::RateLimiter},
    mail::{MailDelivery, RetryPolicy, ports::Mailer},
    media::MediaLibrary,
    newsletter::Newsletter,
    privacy::Privacy,
    profiles::Profiles,
    roommates::Roommates,
    universities::Universities,
};
use quad_http::{ApiServices, HttpSettings, PublicConfig, build_server};
use quad_identity::{
    Argon2PasswordHasher, GoogleEndpoints, GoogleOAuth, JwtSessionTokens, RecaptchaVerifier, Sha256LinkSecrets,
};
use quad_instagram::GraphApiClient;
use quad_mail::{OutboxMailer, SmtpMailer};
use quad_persistence::{
    PgAttemptCounter, PgDatabaseProbe, PgLinkRepository, PgMailQueue, PgMailRequestRepository, PgNewsletterRepository,
    PgPool, PgProfileRepository, PgRoommateRepository, PgSessionRepository, PgSignInStateRepository,
    PgUniversityRepository, PgUniversityRequestRepository, PgUploadRepository, PgUserDirectory, PgUserRepository,
    build_pool,
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
    pub privacy: Privacy,
    pub universities: Universities,
    pub profiles: Profiles,
    pub roommates: Roommates,
    pub media: MediaLibrary,
    pub newsletter: Newsletter,
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
        let universities = Arc::new(PgUniversityRepository::new(pool.clone()));
        let university_requests = Arc::new(PgUniversityRequestRepository::new(pool.clone()));
        let uploads = Arc::new(PgUploadRepository::new(pool.clone()));
        Ok(Self {
            accounts: build_accounts(config, pool, mailer.clone(), media.clone(), limiter.clone())?,
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
            .with_limiter(limiter.clone()),
            profiles: Profiles::new(profiles, universities, uploads, mailer, Arc::new(SystemClock), &config.public_url),
            roommates: Roommates::new(Arc::new(PgRoommateRepository::new(pool.clone()))),
            media,
            newsletter: Newsletter::new(
                Arc::new(PgNewsletterRepository::new(pool.clone())),
                Arc::new(Sha256LinkSecrets),
                Arc::new(SystemClock),
                limiter.clone(),
                &config.public_url,
            ),
        })
    }
}

/// The HTTP server with every adapter wired in, bound but not yet running.
pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    /// Binds `config.bind` (port 0 picks a free port) and wires the adapters. Connects to nothing
    /// yet: the pool is lazy, so a down database shows as an unhealthy `/api/v1/health`.
    pub async fn build(config: &Config) -> anyhow::Result<Self> {
        let pool = build_pool(config.database_url.expose_secret(), config.database_pool_size)?;
        let Services { accounts, privacy, universities, profiles, roommates, media, newsletter } =
            Services::build(config, &pool).await?;
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
        let services = ApiServices {
            database: Arc::new(PgDatabaseProbe::new(pool.clone())),
            newsletter,
            accounts,
            privacy,
            users: Arc::new(PgUserDirectory::new(pool.clone())),
            media,
            universities,
            profiles,
            roommates,
            instagram: Arc::new(GraphApiClient::new(&config.instagram_api_url)?),
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
        };
        let server = build_server(listener, services, settings)?;
        Ok(Self { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight (up to 10 s).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
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
