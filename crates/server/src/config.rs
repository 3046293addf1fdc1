//! Configuration: one typed struct read from environment variables, each with a default that
//! makes local use work. A missing or malformed value stops start-up with one line naming it.

use std::{net::SocketAddr, path::PathBuf};

use quad_application::{newsletter::NewsletterSchedule, rate_limits::RateLimitPolicy};
use quad_http::IpRanges;
use secrecy::SecretString;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Environment {
    Development,
    Production,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Pretty,
    Json,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub environment: Environment,
    pub database_url: SecretString,
    /// `quad serve` applies pending migrations first (`QUAD_RUN_MIGRATIONS`, on by default);
    /// off where a release step runs `quad migrate` once before the instances start.
    pub run_migrations: bool,
    pub bind: SocketAddr,
    /// Where people reach Quad; links in e-mails and media URLs start with it. No trailing slash.
    pub public_url: String,
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
    pub jwt_secret: SecretString,
    pub log_format: LogFormat,
    pub smtp_url: Option<SecretString>,
    pub mail_from: String,
    /// The first wait before an e-mail that failed to send is tried again (then doubling).
    pub mail_retry_first_wait: std::time::Duration,
    /// How often the digest job looks for notifications left unread.
    pub digest_every: std::time::Duration,
    /// When the weekly newsletter falls due (`QUAD_NEWSLETTER_AT`, or `QUAD_NEWSLETTER_EVERY_SECONDS`
    /// for browser tests).
    pub newsletter_schedule: NewsletterSchedule,
    pub instagram_api_url: String,
    /// The AES-256-GCM key (base64) that seals Instagram access tokens at rest.
    pub instagram_token_key: SecretString,
    /// Older keys that still open what they sealed (`QUAD_INSTAGRAM_TOKEN_KEYS`), until
    /// `quad rotate-tokens` has sealed everything again with the current one.
    pub instagram_older_token_keys: SecretString,
    /// Contact details, social links and the landing figures' threshold (`crate::site`).
    pub site: crate::site::Site,
    /// Publishing workers in this instance (0: none).
    pub publish_workers: usize,
    pub database_pool_size: usize,
    pub rate_limits: RateLimitPolicy,
    /// Reverse proxies whose `X-Forwarded-For` is believed: addresses and CIDR ranges.
    pub trusted_proxies: IpRanges,
    /// Clients that may read `/metrics` (`QUAD_METRICS_ALLOW`, addresses and CIDR ranges; this
    /// machine only by default).
    pub metrics_allow: IpRanges,
    /// Serve the browsable API page at /api/docs/ (`QUAD_API_DOCS`: on in development, off in
    /// production unless asked for). The document itself, /api/v1/openapi.json, is always served.
    pub api_docs: bool,
    pub recaptcha: Option<RecaptchaConfig>,
    pub google: Option<GoogleConfig>,
    /// S3-compatible media storage; `None` keeps media under `QUAD_DATA_DIR/media`.
    pub s3: Option<S3Config>,
}

#[derive(Debug, Clone)]
pub struct S3Config {
    pub bucket: String,
    pub region: String,
    pub endpoint: Option<String>,
    pub access_key_id: String,
    pub secret_access_key: SecretString,
    /// Where people fetch media: the bucket's URL or a CDN in front of it.
    pub public_base_url: String,
}

/// Google sign-in; on only when the client id and secret are both set.
#[derive(Debug, Clone)]
pub struct GoogleConfig {
    pub client_id: String,
    pub client_secret: SecretString,
    pub authorization_url: Option<String>,
    pub token_url: Option<String>,
    pub userinfo_url: Option<String>,
}

/// reCAPTCHA v2 keys; human verification is on only when both are set.
#[derive(Debug, Clone)]
pub struct RecaptchaConfig {
    pub site_key: String,
    pub secret: SecretString,
    pub verify_url: String,
}

/// A configuration problem, printed as one line naming the variable.
#[derive(Debug, thiserror::Error)]
#[error("configuration error: {variable} {problem}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub problem: String,
}

fn invalid(variable: &'static str, problem: impl Into<String>) -> ConfigError {
    ConfigError { variable, problem: problem.into() }
}

pub const DEFAULT_DATABASE_URL: &str = "postgres://postgres@127.0.0.1:5432/quad";

/// Reads one variable; an unset or blank one is `None`.
type Lookup<'a> = &'a dyn Fn(&str) -> Option<String>;

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(&|name| std::env::var(name).ok())
    }

    /// The configuration seen through `lookup`; a blank value counts as unset.
    pub fn from_lookup(lookup: Lookup<'_>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());

        let environment = match get("QUAD_ENV").as_deref() {
            None | Some("development") => Environment::Development,
            Some("production") => Environment::Production,
            Some(other) => {
                return Err(invalid("QUAD_ENV", format!("must be 'development' or 'production', not '{other}'")));
            }
        };
        let database_url = get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.into());
        if !(database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")) {
            return Err(invalid("DATABASE_URL", "must be a postgres:// URL"));
        }
        let bind = get("QUAD_BIND")
            .unwrap_or_else(|| "127.0.0.1:8080".into())
            .parse::<SocketAddr>()
            .map_err(|_| invalid("QUAD_BIND", "must be an address and port such as 127.0.0.1:8080"))?;
        let public_url = get("QUAD_PUBLIC_URL").unwrap_or_else(|| "http://127.0.0.1:8080".into());
        let public_url = public_url.trim_end_matches('/').to_owned();
        let host = public_url.strip_prefix("https://").or_else(|| public_url.strip_prefix("http://"));
        if host.is_none_or(|h| h.is_empty() || h.contains(' ')) {
            return Err(invalid("QUAD_PUBLIC_URL", "must be an http:// or https:// URL"));
        }
        let data_dir = PathBuf::from(get("QUAD_DATA_DIR").unwrap_or_else(|| ".data".into()));
        let web_dir = PathBuf::from(get("QUAD_WEB_DIR").unwrap_or_else(|| "frontend/dist".into()));
        let jwt_secret = match (get("QUAD_JWT_SECRET"), environment) {
            (Some(secret), _) if secret.len() < 32 => {
                return Err(invalid("QUAD_JWT_SECRET", "must be at least 32 characters long"));
            }
            (Some(secret), _) => secret,
            (None, Environment::Production) => {
                return Err(invalid("QUAD_JWT_SECRET", "is required when QUAD_ENV=production"));
            }
            (None, Environment::Development) => development_jwt_secret(&data_dir)?,
        };
        let log_format = match get("QUAD_LOG_FORMAT").as_deref() {
            None | Some("pretty") => LogFormat::Pretty,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(invalid("QUAD_LOG_FORMAT", format!("must be 'pretty' or 'json', not '{other}'")));
            }
        };
        let smtp_url = get("QUAD_SMTP_URL");
        if smtp_url.is_none() && environment == Environment::Production {
            return Err(invalid("QUAD_SMTP_URL", "is required when QUAD_ENV=production"));
        }
        let mail_from = get("QUAD_MAIL_FROM").unwrap_or_else(|| "Quad <no-reply@quad.local>".into());
        let instagram_api_url =
            get("QUAD_INSTAGRAM_API_URL").unwrap_or_else(|| "https://graph.instagram.com/v21.0".into());
        let instagram_token_key = match (get("QUAD_INSTAGRAM_TOKEN_KEY"), environment) {
            (Some(key), _) => {
                quad_identity::AesGcmTokenSealer::from_base64(&key)
                    .map_err(|e| invalid("QUAD_INSTAGRAM_TOKEN_KEY", format!("{e:#}")))?;
                key
            }
            (None, Environment::Production) => {
                return Err(invalid("QUAD_INSTAGRAM_TOKEN_KEY", "is required when QUAD_ENV=production"));
            }
            (None, Environment::Development) => development_token_key(&data_dir)?,
        };
        let instagram_older_token_keys = get("QUAD_INSTAGRAM_TOKEN_KEYS").unwrap_or_default();
        quad_identity::AesGcmTokenSealer::from_base64(&instagram_token_key)
            .and_then(|sealer| sealer.with_older_keys(&instagram_older_token_keys))
            .map_err(|e| invalid("QUAD_INSTAGRAM_TOKEN_KEYS", format!("{e:#}")))?;
        let run_migrations = match get("QUAD_RUN_MIGRATIONS").as_deref().map(str::trim) {
            None | Some("true") => true,
            Some("false") => false,
            Some(_) => return Err(invalid("QUAD_RUN_MIGRATIONS", "must be 'true' or 'false'")),
        };
        let publish_workers = match get("QUAD_PUBLISH_WORKERS") {
            None => 1,
            Some(raw) => raw
                .parse::<usize>()
                .ok()
                .filter(|n| *n <= 16)
                .ok_or_else(|| invalid("QUAD_PUBLISH_WORKERS", "must be a whole number from 0 to 16"))?,
        };
        let database_pool_size = match get("QUAD_DATABASE_POOL_SIZE") {
            None => 10,
            Some(raw) => raw
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=500).contains(n))
                .ok_or_else(|| invalid("QUAD_DATABASE_POOL_SIZE", "must be a whole number from 1 to 500"))?,
        };

        let mail_retry_first_wait = match get("QUAD_MAIL_RETRY_SECONDS") {
            None => std::time::Duration::from_secs(30),
            Some(raw) => match raw.trim().parse::<u64>() {
                Ok(seconds @ 1..=3600) => std::time::Duration::from_secs(seconds),
                _ => return Err(invalid("QUAD_MAIL_RETRY_SECONDS", "must be a number of seconds from 1 to 3600")),
            },
        };
        let digest_every = match get("QUAD_DIGEST_EVERY_SECONDS") {
            None => std::time::Duration::from_secs(60),
            Some(raw) => match raw.trim().parse::<u64>() {
                Ok(seconds @ 1..=3600) => std::time::Duration::from_secs(seconds),
                _ => return Err(invalid("QUAD_DIGEST_EVERY_SECONDS", "must be a number of seconds from 1 to 3600")),
            },
        };
        let newsletter_schedule = newsletter_schedule(&get)?;
        let rate_limits = RateLimitPolicy::parse(&get("QUAD_RATE_LIMITS").unwrap_or_default())
            .map_err(|e| invalid("QUAD_RATE_LIMITS", e.to_string()))?;
        let trusted_proxies = get("QUAD_TRUSTED_PROXIES").unwrap_or_default().parse::<IpRanges>().map_err(|e| {
            invalid(
                "QUAD_TRUSTED_PROXIES",
                format!("must be a comma-separated list of IP addresses and CIDR ranges: {e}"),
            )
        })?;
        let api_docs = match get("QUAD_API_DOCS").as_deref() {
            None => environment == Environment::Development,
            Some("on") => true,
            Some("off") => false,
            Some(other) => return Err(invalid("QUAD_API_DOCS", format!("must be 'on' or 'off', not '{other}'"))),
        };
        let metrics_allow =
            get("QUAD_METRICS_ALLOW").unwrap_or_else(|| "127.0.0.1,::1".into()).parse::<IpRanges>().map_err(|e| {
                invalid(
                    "QUAD_METRICS_ALLOW",
                    format!("must be a comma-separated list of IP addresses and CIDR ranges: {e}"),
                )
            })?;
        let recaptcha = match (get("QUAD_RECAPTCHA_SITE_KEY"), get("QUAD_RECAPTCHA_SECRET")) {
            (Some(site_key), Some(secret)) => Some(RecaptchaConfig {
                site_key,
                secret: secret.into(),
                verify_url: get("QUAD_RECAPTCHA_VERIFY_URL")
                    .unwrap_or_else(|| "https://www.google.com/recaptcha/api/siteverify".into()),
            }),
            (None, None) => None,
            (Some(_), None) => {
                return Err(invalid("QUAD_RECAPTCHA_SECRET", "is required with QUAD_RECAPTCHA_SITE_KEY"));
            }
            (None, Some(_)) => {
                return Err(invalid("QUAD_RECAPTCHA_SITE_KEY", "is required with QUAD_RECAPTCHA_SECRET"));
            }
        };

        let google = match (get("QUAD_GOOGLE_CLIENT_ID"), get("QUAD_GOOGLE_CLIENT_SECRET")) {
            (Some(client_id), Some(secret)) => Some(GoogleConfig {
                client_id,
                client_secret: secret.into(),
                authorization_url: get("QUAD_GOOGLE_AUTH_URL"),
                token_url: get("QUAD_GOOGLE_TOKEN_URL"),
                userinfo_url: get("QUAD_GOOGLE_USERINFO_URL"),
            }),
            (None, None) => None,
            (Some(_), None) => {
                return Err(invalid("QUAD_GOOGLE_CLIENT_SECRET", "is required with QUAD_GOOGLE_CLIENT_ID"));
            }
            (None, Some(_)) => {
                return Err(invalid("QUAD_GOOGLE_CLIENT_ID", "is required with QUAD_GOOGLE_CLIENT_SECRET"));
            }
        };

        let s3 = match get("QUAD_S3_BUCKET") {
            None => None,
            Some(bucket) => {
                let region = get("QUAD_S3_REGION").unwrap_or_else(|| "us-east-1".into());
                let endpoint = get("QUAD_S3_ENDPOINT").map(|e| e.trim_end_matches('/').to_owned());
                let access_key_id = get("QUAD_S3_ACCESS_KEY_ID")
                    .ok_or_else(|| invalid("QUAD_S3_ACCESS_KEY_ID", "is required with QUAD_S3_BUCKET"))?;
                let secret_access_key = get("QUAD_S3_SECRET_ACCESS_KEY")
                    .ok_or_else(|| invalid("QUAD_S3_SECRET_ACCESS_KEY", "is required with QUAD_S3_BUCKET"))?;
                let public_base_url = get("QUAD_MEDIA_BASE_URL").unwrap_or_else(|| match &endpoint {
                    Some(endpoint) => format!("{endpoint}/{bucket}"),
                    None => format!("https://{bucket}.s3.{region}.amazonaws.com"),
                });
                Some(S3Config {
                    bucket,
                    region,
                    endpoint,
                    access_key_id,
                    secret_access_key: secret_access_key.into(),
                    public_base_url: public_base_url.trim_end_matches('/').to_owned(),
                })
            }
        };

        Ok(Self {
            environment,
            database_url: database_url.into(),
            run_migrations,
            bind,
            public_url,
            data_dir,
            web_dir,
            jwt_secret: jwt_secret.into(),
            log_format,
            smtp_url: smtp_url.map(Into::into),
            mail_from,
            mail_retry_first_wait,
            digest_every,
            newsletter_schedule,
            instagram_api_url,
            instagram_token_key: instagram_token_key.into(),
            instagram_older_token_keys: instagram_older_token_keys.into(),
            site: crate::site::Site::from_lookup(&get)?,
            publish_workers,
            database_pool_size,
            rate_limits,
            trusted_proxies,
            metrics_allow,
            api_docs,
            recaptcha,
            google,
            s3,
        })
    }

    pub fn media_dir(&self) -> PathBuf {
        self.data_dir.join("media")
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }
}

/// In development the token key is made once and kept in the data folder, like the JWT secret,
/// so saved Instagram accounts survive restarts.
/// `QUAD_NEWSLETTER_AT` ("monday 14:00", UTC; the default) or, for browser tests,
/// `QUAD_NEWSLETTER_EVERY_SECONDS` (an issue every few seconds, which wins when both are set).
fn newsletter_schedule(get: &dyn Fn(&str) -> Option<String>) -> Result<NewsletterSchedule, ConfigError> {
    if let Some(raw) = get("QUAD_NEWSLETTER_EVERY_SECONDS") {
        return match raw.parse::<i64>() {
            Ok(seconds @ 1..=604_800) => Ok(NewsletterSchedule::Every(chrono::Duration::seconds(seconds))),
            _ => Err(invalid("QUAD_NEWSLETTER_EVERY_SECONDS", "must be a number of seconds from 1 to 604800")),
        };
    }
    let Some(raw) = get("QUAD_NEWSLETTER_AT") else { return Ok(NewsletterSchedule::default()) };
    let parsed = raw.split_once(' ').and_then(|(day, time)| {
        Some(NewsletterSchedule::Weekly {
            weekday: day.trim().parse::<chrono::Weekday>().ok()?,
            at: chrono::NaiveTime::parse_from_str(time.trim(), "%H:%M").ok()?,
        })
    });
    parsed.ok_or_else(|| invalid("QUAD_NEWSLETTER_AT", "must be a weekday and a UTC time, like 'monday 14:00'"))
}

fn development_token_key(data_dir: &std::path::Path) -> Result<String, ConfigError> {
    kept_secret(
        data_dir,
        "instagram-token-key",
        |key| quad_identity::AesGcmTokenSealer::from_base64(key).is_ok(),
        quad_identity::AesGcmTokenSealer::generate_key,
    )
}

/// In development the signing secret is made once and kept in the data folder, so sessions
/// survive restarts without anyone configuring a secret.
fn development_jwt_secret(data_dir: &std::path::Path) -> Result<String, ConfigError> {
    kept_secret(
        data_dir,
        "jwt-secret",
        |secret| secret.len() >= 32,
        || {
            use rand::Rng;
            rand::rng().sample_iter(rand::distr::Alphanumeric).take(64).map(char::from).collect()
        },
    )
}

/// The development secret kept in `data_dir/file` if it is `usable`, else a new one from `make`,
/// written there readable by its owner only.
fn kept_secret(
    data_dir: &std::path::Path,
    file: &str,
    usable: impl Fn(&str) -> bool,
    make: impl FnOnce() -> String,
) -> Result<String, ConfigError> {
    let path = data_dir.join(file);
    if let Ok(existing) = std::fs::read_to_string(&path) {
        let existing = existing.trim().to_owned();
        if usable(&existing) {
            return Ok(existing);
        }
    }
    let secret = make();
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(data_dir)?;
        std::fs::write(&path, &secret)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
        }
        Ok(())
    };
    write().map_err(|e| invalid("QUAD_DATA_DIR", format!("cannot keep the development {file}: {e}")))?;
    Ok(secret)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use secrecy::ExposeSecret;

    use super::*;

    fn config_with(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let dir = tempfile::tempdir().unwrap();
        let mut map: HashMap<String, String> = vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        map.entry("QUAD_DATA_DIR".into()).or_insert_with(|| dir.path().display().to_string());
        Config::from_lookup(&|name| map.get(name).cloned())
    }

    #[test]
    fn the_newsletter_goes_out_on_mondays_unless_a_day_and_time_are_set() {
        assert_eq!(config_with(&[]).unwrap().newsletter_schedule, NewsletterSchedule::default());
        let thursdays = config_with(&[("QUAD_NEWSLETTER_AT", "thursday 08:30")]).unwrap().newsletter_schedule;
        assert_eq!(
            thursdays,
            NewsletterSchedule::Weekly {
                weekday: chrono::Weekday::Thu,
                at: chrono::NaiveTime::from_hms_opt(8, 30, 0).unwrap()
            }
        );
        let error = config_with(&[("QUAD_NEWSLETTER_AT", "someday")]).err().unwrap();
        assert_eq!(error.variable, "QUAD_NEWSLETTER_AT");
        assert!(config_with(&[("QUAD_NEWSLETTER_EVERY_SECONDS", "0")]).is_err());
    }

    #[test]
    fn no_variables_at_all_gives_a_working_local_configuration() {
        let config = config_with(&[]).unwrap();
        assert_eq!(config.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(config.public_url, "http://127.0.0.1:8080");
        assert_eq!(config.database_url.expose_secret(), DEFAULT_DATABASE_URL);
        assert_eq!(config.environment, Environment::Development);
        assert!(config.jwt_secret.expose_secret().len() >= 32);
    }

    #[test]
    fn the_api_docs_page_is_on_in_development_and_off_in_production_unless_asked_for() {
        let production = [
            ("QUAD_ENV", "production"),
            ("QUAD_JWT_SECRET", "0123456789abcdef0123456789abcdef"),
            ("QUAD_SMTP_URL", "smtp://localhost:25"),
            ("QUAD_INSTAGRAM_TOKEN_KEY", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="),
        ];
        let asked = [&production[..], &[("QUAD_API_DOCS", "on")]].concat();

        assert!(config_with(&[]).unwrap().api_docs);
        assert!(!config_with(&[("QUAD_API_DOCS", "off")]).unwrap().api_docs);
        assert!(!config_with(&production).unwrap().api_docs);
        assert!(config_with(&asked).unwrap().api_docs);
        assert_eq!(config_with(&[("QUAD_API_DOCS", "yes")]).unwrap_err().variable, "QUAD_API_DOCS");
    }

    #[test]
    fn the_development_secret_is_kept_across_starts() {
        let dir = tempfile::tempdir().unwrap();
        let first = development_jwt_secret(dir.path()).unwrap();
        let second = development_jwt_secret(dir.path()).unwrap();
        assert_eq!(first, second);
    }

    #[test]
    fn production_requires_a_jwt_secret_and_names_the_variable() {
        let error = config_with(&[("QUAD_ENV", "production")]).unwrap_err();
        assert_eq!(error.to_string(), "configuration error: QUAD_JWT_SECRET is required when QUAD_ENV=production");
    }

    #[test]
    fn production_requires_an_instagram_token_key() {
        let error = config_with(&[
            ("QUAD_ENV", "production"),
            ("QUAD_JWT_SECRET", "0123456789abcdef0123456789abcdef"),
            ("QUAD_SMTP_URL", "smtp://localhost:25"),
        ])
        .unwrap_err();
        assert_eq!(error.variable, "QUAD_INSTAGRAM_TOKEN_KEY");
    }

    #[test]
    fn the_development_token_key_is_made_once_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(development_token_key(dir.path()).unwrap(), development_token_key(dir.path()).unwrap());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("instagram-token-key")).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "readable by its owner only");
        }
    }

    #[test]
    fn malformed_values_name_their_variable() {
        for (variable, value) in [
            ("QUAD_BIND", "localhost"),
            ("QUAD_PUBLIC_URL", "ftp://x"),
            ("DATABASE_URL", "mysql://x"),
            ("QUAD_LOG_FORMAT", "xml"),
            ("QUAD_ENV", "staging"),
            ("QUAD_JWT_SECRET", "short"),
            ("QUAD_DATABASE_POOL_SIZE", "0"),
            ("QUAD_RATE_LIMITS", "sometimes"),
            ("QUAD_TRUSTED_PROXIES", "10.0.0.1,proxy"),
            ("QUAD_METRICS_ALLOW", "10.0.0.0/33"),
            ("QUAD_INSTAGRAM_TOKEN_KEY", "c2hvcnQ="),
            ("QUAD_PUBLISH_WORKERS", "many"),
            ("QUAD_RUN_MIGRATIONS", "sometimes"),
        ] {
            let error = config_with(&[(variable, value)]).unwrap_err();
            assert_eq!(error.variable, variable, "{error}");
        }
    }

    #[test]
    fn recaptcha_needs_both_keys_and_names_the_missing_one() {
        let error = config_with(&[("QUAD_RECAPTCHA_SITE_KEY", "site")]).unwrap_err();
        assert_eq!(error.variable, "QUAD_RECAPTCHA_SECRET");
        let config = config_with(&[("QUAD_RECAPTCHA_SITE_KEY", "site"), ("QUAD_RECAPTCHA_SECRET", "s")]).unwrap();
        assert_eq!(config.recaptcha.unwrap().site_key, "site");
    }

    #[test]
    fn rate_limits_can_be_turned_off_for_load_tests() {
        let config = config_with(&[("QUAD_RATE_LIMITS", "off")]).unwrap();
        assert!(!config.rate_limits.enabled);
        assert!(config_with(&[]).unwrap().rate_limits.enabled);
    }

    #[test]
    fn the_public_url_loses_its_trailing_slash() {
        let config = config_with(&[("QUAD_PUBLIC_URL", "https://quad.example/")]).unwrap();
        assert_eq!(config.public_url, "https://quad.example");
    }
}
