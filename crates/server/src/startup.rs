use std::{net::TcpListener, sync::Arc, time::Duration};

use actix_web::dev::Server;
use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_application::{
    accounts::{
        AccountSettings, Accounts,
        ports::{CaptchaVerifier, Clock},
        rate_limits::RateLimiter,
    },
    mail::ports::Mailer,
};
use quad_application::{media::MediaLibrary, profiles::Profiles, universities::Universities};
use quad_http::{ApiServices, HttpSettings, PublicConfig, build_server};
use quad_identity::{
    Argon2PasswordHasher, GoogleEndpoints, GoogleOAuth, JwtSessionTokens, RecaptchaVerifier, Sha256LinkSecrets,
};
use quad_instagram::GraphApiClient;
use quad_mail::{OutboxMailer, SmtpMailer};
use quad_persistence::{
    PgAccountRepository, PgAttemptCounter, PgDatabaseProbe, PgNewsletterRepository, PgPool, PgProfileRepository,
    PgUniversityRepository, PgUniversityRequestRepository, PgUploadRepository, PgUserDirectory, build_pool,
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

/// SMTP when `QUAD_SMTP_URL` is set, otherwise the outbox folder.
pub async fn build_mailer(config: &Config) -> anyhow::Result<Arc<dyn Mailer>> {
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

pub fn build_universities(config: &Config, pool: &PgPool) -> anyhow::Result<Universities> {
    Ok(Universities::new(
        Arc::new(PgUniversityRepository::new(pool.clone())),
        Arc::new(PgUniversityRequestRepository::new(pool.clone())),
        build_media(config, pool)?,
        Arc::new(SystemClock),
    ))
}

pub async fn build_accounts(config: &Config, pool: &PgPool) -> anyhow::Result<Accounts> {
    let accounts = Accounts::new(
        Arc::new(PgAccountRepository::new(pool.clone())),
        Arc::new(Argon2PasswordHasher::new()),
        Arc::new(JwtSessionTokens::new(&config.jwt_secret)),
        Arc::new(Sha256LinkSecrets),
        build_mailer(config).await?,
        Arc::new(SystemClock),
        AccountSettings::new(&config.public_url),
    )
    .with_media(build_media(config, pool)?);
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
        let attempts = Arc::new(PgAttemptCounter::new(pool.clone()));
        spawn_attempt_pruning(attempts.clone());
        let captcha: Option<Arc<dyn CaptchaVerifier>> = match &config.recaptcha {
            Some(recaptcha) => Some(Arc::new(RecaptchaVerifier::new(recaptcha.secret.clone(), &recaptcha.verify_url)?)),
            None => None,
        };
        let accounts = build_accounts(config, &pool).await?;
        let google_sign_in = accounts.google_enabled();
        let services = ApiServices {
            database: Arc::new(PgDatabaseProbe::new(pool.clone())),
            newsletter: Arc::new(PgNewsletterRepository::new(pool.clone())),
            accounts,
            rate_limiter: RateLimiter::new(config.rate_limits.clone(), attempts, Arc::new(SystemClock)),
            captcha,
            users: Arc::new(PgUserDirectory::new(pool.clone())),
            media: build_media(config, &pool)?,
            universities: build_universities(config, &pool)?,
            profiles: Profiles::new(
                Arc::new(PgProfileRepository::new(pool.clone())),
                Arc::new(PgUniversityRepository::new(pool.clone())),
                Arc::new(PgUploadRepository::new(pool.clone())),
                build_mailer(config).await?,
                Arc::new(SystemClock),
                &config.public_url,
            ),
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

/// Forgets rate-limit windows older than a day, hourly.
fn spawn_attempt_pruning(attempts: Arc<PgAttemptCounter>) {
    tokio::spawn(async move {
        let mut every_hour = tokio::time::interval(Duration::from_secs(3600));
        loop {
            every_hour.tick().await;
            if let Err(error) = attempts.prune(Utc::now()).await {
                tracing::warn!(error = format!("{error:#}"), "pruning attempt counters failed");
            }
        }
    });
}
