//! The composition root: every adapter built once from the configuration (`Adapters::build`), and
//! the use cases over them (`Adapters::services`, the one bag the handlers, the jobs, `quad seed`
//! and `quad create-user` share). Nothing here decides anything: policy lives in the use cases.

use std::sync::Arc;

use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_application::{
    Clock,
    accounts::{
        AccountPorts, AccountSettings, AccountStores, GoogleSignIn, OwnAccount, Registration, SecondFactors, SignIn,
        SignedOutMail,
    },
    audit::{ActivityLog, AuditLog},
    connections::{ConnectionPorts, Connections, ports::ConnectionStores},
    insights::{Insights, landing::LandingFigures},
    mail::{MailDelivery, MailRetryPolicy, ports::Mailer},
    media::MediaLibrary,
    memberships::Memberships,
    messages::{MessagePorts, Messages},
    newsletter::{Newsletter, WeeklyNewsletter},
    notifications::{NotificationPorts, Notifications},
    privacy::{Privacy, PrivacyPorts},
    profiles::{ProfileDrafts, ProfilePorts, Profiles},
    publishing::{
        InstagramAccounts, ManagerPosts, PublishingTarget, PublishingWorker,
        ports::{InstagramGateway, TokenSealer},
    },
    rate_limits::RateLimiter,
    reports::{ReportPorts, Reports},
    roommates::Roommates,
    saved::{SavedItems, SavedPorts},
    staff::Staff,
    submissions::{Featured, SubmissionPorts, SubmissionReview, Submissions},
    universities::{Universities, ports::UniversityRepository},
    users::UserAdministration,
};
use quad_http::{ApiServices, PublicConfig};
use quad_identity::{
    AesGcmTokenSealer, Argon2PasswordHasher, GoogleEndpoints, GoogleOAuth, JwtSessionTokens, RecaptchaVerifier,
    Sha256LinkSecrets, TotpCodes,
};
use quad_instagram::GraphApiClient;
use quad_mail::{OutboxMailer, SmtpMailer};
use quad_persistence::{
    AuditTrail, CachedFeaturedPosts, CachedUniversityRepository, PgAttemptCounter, PgAuditLog, PgConnectionRepository,
    PgDatabaseProbe, PgEventLog, PgFeaturedPosts, PgInsightsReader, PgInstagramAccountRepository,
    PgKnownDeviceRepository, PgLandingCounts, PgLinkRepository, PgMailQueue, PgMailRequestRepository,
    PgManagedUniversities, PgMessageRepository, PgNewsletterRepository, PgNotificationRepository, PgPool, PgPostQueue,
    PgProfileDraftRepository, PgProfileRepository, PgPublishLedger, PgReportRepository, PgReviewQueue,
    PgRoommateRepository, PgSavedItemRepository, PgSecondFactorRepository, PgSessionRepository,
    PgSignInStateRepository, PgStaffAssignments, PgSubmissionRepository, PgUniversityEmailRepository,
    PgUniversityRepository, PgUniversityRequestRepository, PgUploadRepository, PgUserDirectory, PgUserRepository,
    build_pool,
};
use quad_storage::{ObjectMediaStore, RasterImageProcessor, S3Settings};
use secrecy::ExposeSecret;
use url::{Host, Url};

use crate::config::Config;

/// The wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// Every adapter, built once. Use cases share them; none is built twice.
pub struct Adapters {
    pub(crate) pool: PgPool,
    clock: Arc<dyn Clock>,
    /// The durable queue: use cases send through it (`Mailer`), the mail worker drains it.
    mail_queue: Arc<PgMailQueue>,
    pub(crate) limiter: RateLimiter,
    pub(crate) media: MediaLibrary,
    /// Reads the log; entries are written by the adapters that make staff changes (`trail`).
    audit: Arc<dyn AuditLog>,
    /// Every audited change's adapter writes its entry with it, naming the request.
    trail: AuditTrail,
    instagram: Arc<dyn InstagramGateway>,
    pub(crate) sealer: Arc<dyn TokenSealer>,
    pub(crate) instagram_accounts: Arc<PgInstagramAccountRepository>,
    pub(crate) users: Arc<PgUserRepository>,
    sessions: Arc<PgSessionRepository>,
    profiles: Arc<PgProfileRepository>,
    /// The public university reads' cache; `quad serve` starts its change listener.
    pub(crate) university_cache: Arc<CachedUniversityRepository>,
    /// The featured grids' cache; `quad serve` starts its change listener.
    pub(crate) featured_cache: Arc<CachedFeaturedPosts>,
    university_requests: Arc<PgUniversityRequestRepository>,
    uploads: Arc<PgUploadRepository>,
    newsletter: Arc<PgNewsletterRepository>,
    link_secrets: Arc<Sha256LinkSecrets>,
}

impl Adapters {
    /// Connects to nothing yet: the pool is lazy.
    pub fn build(config: &Config) -> anyhow::Result<Self> {
        let pool = build_pool(config.database_url.expose_secret(), config.database_pool_size)?;
        let trail = AuditTrail::new(quad_http::current_request_id);
        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let uploads = Arc::new(PgUploadRepository::new(pool.clone()));
        let limiter =
            RateLimiter::new(config.rate_limits.clone(), Arc::new(PgAttemptCounter::new(pool.clone())), clock.clone());
        Ok(Self {
            clock: clock.clone(),
            mail_queue: Arc::new(PgMailQueue::new(pool.clone())),
            limiter,
            media: MediaLibrary::new(
                Arc::new(media_store(config)?),
                Arc::new(RasterImageProcessor::default()),
                uploads.clone(),
                clock,
            ),
            audit: Arc::new(PgAuditLog::new(pool.clone())),
            trail,
            instagram: Arc::new(GraphApiClient::new(&config.instagram_api_url)?),
            sealer: Arc::new(
                AesGcmTokenSealer::from_base64(config.instagram_token_key.expose_secret())?
                    .with_older_keys(config.instagram_older_token_keys.expose_secret())?,
            ),
            instagram_accounts: Arc::new(PgInstagramAccountRepository::new(pool.clone(), trail)),
            users: Arc::new(PgUserRepository::new(pool.clone(), trail)),
            sessions: Arc::new(PgSessionRepository::new(pool.clone())),
            profiles: Arc::new(PgProfileRepository::new(pool.clone(), trail)),
            university_cache: Arc::new(CachedUniversityRepository::new(Arc::new(PgUniversityRepository::new(
                pool.clone(),
                trail,
            )))),
            featured_cache: Arc::new(CachedFeaturedPosts::new(Arc::new(PgFeaturedPosts::new(pool.clone())))),
            university_requests: Arc::new(PgUniversityRequestRepository::new(pool.clone(), trail)),
            uploads,
            newsletter: Arc::new(PgNewsletterRepository::new(pool.clone())),
            link_secrets: Arc::new(Sha256LinkSecrets),
            pool,
        })
    }

    /// Every use case, over these adapters.
    pub fn services(&self, config: &Config) -> anyhow::Result<ApiServices> {
        let mailer: Arc<dyn Mailer> = self.mail_queue.clone();
        let universities: Arc<dyn UniversityRepository> = self.university_cache.clone();
        let accounts = self.account_ports(config)?;
        let drafts = Arc::new(PgProfileDraftRepository::new(self.pool.clone()));
        let university_emails = Arc::new(PgUniversityEmailRepository::new(self.pool.clone()));
        let saved_items = Arc::new(PgSavedItemRepository::new(self.pool.clone()));
        let connections = ConnectionStores::of(Arc::new(PgConnectionRepository::new(self.pool.clone())));
        let messages = Arc::new(PgMessageRepository::new(self.pool.clone()));
        let notifications = self.notifications(config);
        let submission_repository = Arc::new(PgSubmissionRepository::new(self.pool.clone()));
        let report_repository = Arc::new(PgReportRepository::new(self.pool.clone(), self.trail));
        let privacy = Privacy::new(PrivacyPorts {
            users: self.users.clone(),
            research_sharing: self.users.clone(),
            sessions: self.sessions.clone(),
            profiles: self.profiles.clone(),
            drafts: drafts.clone(),
            university_requests: self.university_requests.clone(),
            newsletter: self.newsletter.clone(),
            university_emails: university_emails.clone(),
            saved_items: saved_items.clone(),
            connections: connections.clone(),
            messages: messages.clone(),
            reports: report_repository.clone(),
            notifications: notifications.clone(),
            submissions: submission_repository.clone(),
            submission_drafts: submission_repository.clone(),
            limiter: self.limiter.clone(),
            media: self.media.clone(),
            clock: self.clock.clone(),
        });
        let probe = Arc::new(PgDatabaseProbe::new(self.pool.clone()));
        let staff = Staff::new(Arc::new(PgStaffAssignments::new(self.pool.clone())));
        let memberships = Memberships::new(
            university_emails,
            universities.clone(),
            self.link_secrets.clone(),
            self.clock.clone(),
            self.limiter.clone(),
            &config.public_url,
        );
        let roommates = Roommates::new(
            Arc::new(PgRoommateRepository::new(self.pool.clone())),
            memberships.clone(),
            self.university_cache.clone(),
        );
        let submission_ports = SubmissionPorts {
            submissions: submission_repository.clone(),
            drafts: submission_repository.clone(),
            review: Arc::new(PgReviewQueue::new(self.pool.clone(), self.trail)),
            featured: self.featured_cache.clone(),
            universities: universities.clone(),
            profiles: self.profiles.clone(),
            uploads: self.uploads.clone(),
            media: self.media.clone(),
            memberships: memberships.clone(),
            staff: staff.clone(),
            notifications: notifications.clone(),
            mailer: mailer.clone(),
            clock: self.clock.clone(),
        };
        let featured = Featured::new(&submission_ports);
        let user_administration = UserAdministration::new(
            Arc::new(PgUserDirectory::new(self.pool.clone(), self.trail)),
            OwnAccount::new(&accounts),
            privacy.clone(),
            self.clock.clone(),
        );
        let profiles = Profiles::new(
            ProfilePorts {
                repository: self.profiles.clone(),
                universities: universities.clone(),
                memberships: memberships.clone(),
                staff: staff.clone(),
                uploads: self.uploads.clone(),
                mailer: mailer.clone(),
                clock: self.clock.clone(),
            },
            &config.public_url,
        )
        .with_notifications(notifications.clone());
        let reports = Reports::new(ReportPorts {
            repository: report_repository.clone(),
            queue: report_repository.clone(),
            actions: report_repository,
            students: Arc::new(roommates.clone()),
            take_downs: Arc::new(profiles.clone()),
            suspensions: Arc::new(user_administration.clone()),
            memberships: memberships.clone(),
            notifier: Arc::new(notifications.clone()),
            staff: staff.clone(),
            clock: self.clock.clone(),
        });
        Ok(ApiServices {
            submissions: Submissions::new(&submission_ports),
            submission_review: SubmissionReview::new(&submission_ports, &config.public_url),
            featured: featured.clone(),
            database: probe.clone(),
            operations: probe,
            newsletter: Newsletter::new(
                self.newsletter.clone(),
                self.newsletter.clone(),
                self.link_secrets.clone(),
                self.clock.clone(),
                self.limiter.clone(),
                &config.public_url,
            ),
            weekly_newsletter: WeeklyNewsletter::new(
                self.newsletter.clone(),
                self.link_secrets.clone(),
                self.clock.clone(),
                config.newsletter_schedule,
                &config.public_url,
            ),
            user_administration: user_administration.clone(),
            public_config: PublicConfig {
                recaptcha_site_key: config.recaptcha.as_ref().map(|r| r.site_key.clone()),
                google_sign_in: accounts.google.is_some(),
                contact: config.site.contact.clone(),
                social_links: config.site.social_links.clone(),
            },
            landing_figures: LandingFigures::new(
                Arc::new(PgLandingCounts::new(self.pool.clone())),
                config.site.figures_shown_from,
            ),
            registration: Registration::new(&accounts),
            sign_in: SignIn::new(&accounts),
            signed_out_mail: SignedOutMail::new(&accounts),
            own_account: OwnAccount::new(&accounts),
            second_factors: SecondFactors::new(&accounts, Arc::new(TotpCodes::new("Quad"))),
            limiter: self.limiter.clone(),
            google_sign_in: GoogleSignIn::new(&accounts),
            privacy,
            activity: ActivityLog::new(self.audit.clone()),
            insights: Insights::new(Arc::new(PgInsightsReader::new(self.pool.clone())), self.clock.clone()),
            media: self.media.clone(),
            universities: Universities::new(
                universities.clone(),
                self.university_requests.clone(),
                self.media.clone(),
                mailer.clone(),
                self.clock.clone(),
                &config.public_url,
            )
            .with_limiter(self.limiter.clone())
            .with_notifications(notifications.clone()),
            profile_drafts: ProfileDrafts::new(drafts, universities.clone(), self.uploads.clone(), self.clock.clone()),
            profiles: profiles.clone(),
            memberships: memberships.clone(),
            roommates: roommates.clone(),
            saved: SavedItems::new(SavedPorts {
                repository: saved_items,
                students: Arc::new(roommates.clone()),
                featured: Arc::new(featured),
                clock: self.clock.clone(),
            }),
            connections: Connections::new(ConnectionPorts {
                stores: connections,
                students: Arc::new(roommates),
                notifier: Arc::new(notifications.clone()),
                clock: self.clock.clone(),
            }),
            messages: Messages::new(MessagePorts {
                repository: messages,
                notifier: Arc::new(notifications.clone()),
                clock: self.clock.clone(),
            }),
            reports,
            notifications,
            live: quad_http::LiveHub::new(Arc::new(PgEventLog::new(self.pool.clone())), self.clock.clone()),
            instagram: self.instagram.clone(),
            instagram_accounts: InstagramAccounts::new(
                self.instagram_accounts.clone(),
                self.instagram.clone(),
                self.sealer.clone(),
                self.clock.clone(),
                staff.clone(),
                publishing_target(config),
            ),
            manager_posts: ManagerPosts::new(
                Arc::new(PgPostQueue::new(self.pool.clone(), self.trail)),
                Arc::new(PgManagedUniversities::new(self.pool.clone())),
                self.instagram_accounts.clone(),
                self.media.clone(),
                staff.clone(),
                self.clock.clone(),
            )
            .with_submissions(submission_repository),
            trusted_proxies: config.trusted_proxies.clone(),
        })
    }

    /// What the account services are built from; Google sign-in and human verification when
    /// configured.
    fn account_ports(&self, config: &Config) -> anyhow::Result<AccountPorts> {
        let captcha = match &config.recaptcha {
            Some(recaptcha) => Some(Arc::new(RecaptchaVerifier::new(recaptcha.secret.clone(), &recaptcha.verify_url)?)
                as Arc<dyn quad_application::accounts::ports::CaptchaVerifier>),
            None => None,
        };
        Ok(AccountPorts {
            stores: AccountStores {
                users: self.users.clone(),
                sessions: self.sessions.clone(),
                links: Arc::new(PgLinkRepository::new(self.pool.clone())),
                sign_in_states: Arc::new(PgSignInStateRepository::new(self.pool.clone())),
                mail_requests: Arc::new(PgMailRequestRepository::new(self.pool.clone())),
                second_factors: Arc::new(PgSecondFactorRepository::new(self.pool.clone(), self.trail)),
                google_identities: self.users.clone(),
            },
            hasher: Arc::new(Argon2PasswordHasher::new()),
            tokens: Arc::new(JwtSessionTokens::new(&config.jwt_secret)),
            links: self.link_secrets.clone(),
            mailer: self.mail_queue.clone(),
            clock: self.clock.clone(),
            limiter: self.limiter.clone(),
            settings: AccountSettings::new(&config.public_url),
            captcha,
            google: google_provider(config)?,
            media: Some(self.media.clone()),
            notifications: Some(self.notifications(config)),
            devices: Some(Arc::new(PgKnownDeviceRepository::new(self.pool.clone()))),
        })
    }

    /// A publishing worker (each worker of `QUAD_PUBLISH_WORKERS` is one).
    pub fn publishing_worker(&self, config: &Config) -> PublishingWorker {
        PublishingWorker::new(
            Arc::new(PgPublishLedger::new(self.pool.clone())),
            self.instagram_accounts.clone(),
            self.instagram.clone(),
            self.sealer.clone(),
            self.mail_queue.clone(),
            self.clock.clone(),
            quad_domain::post::RetryPolicy::default(),
            &config.public_url,
        )
        .with_notifications(self.notifications(config))
    }

    /// Notifications, over the database and the mail queue.
    pub fn notifications(&self, config: &Config) -> Notifications {
        let store = Arc::new(PgNotificationRepository::new(self.pool.clone()));
        Notifications::new(
            NotificationPorts {
                repository: store.clone(),
                preferences: store.clone(),
                digests: store,
                secrets: self.link_secrets.clone(),
                mailer: self.mail_queue.clone(),
                clock: self.clock.clone(),
            },
            &config.public_url,
        )
    }

    /// The mail worker's use case, sending through SMTP when `QUAD_SMTP_URL` is set, otherwise
    /// into the outbox folder.
    pub async fn mail_delivery(&self, config: &Config) -> anyhow::Result<MailDelivery> {
        let from = config.mail_from.parse().context("QUAD_MAIL_FROM is not a valid mailbox")?;
        let transport: Arc<dyn Mailer> = match &config.smtp_url {
            Some(url) => Arc::new(SmtpMailer::from_url(url.expose_secret(), from)?),
            None => Arc::new(OutboxMailer::new(&config.outbox_dir(), from).await?),
        };
        let policy = MailRetryPolicy { first_wait: config.mail_retry_first_wait, ..MailRetryPolicy::default() };
        Ok(MailDelivery::new(self.mail_queue.clone(), transport, self.clock.clone(), policy))
    }
}

/// Google sign-in, when `QUAD_GOOGLE_*` configures it.
fn google_provider(
    config: &Config,
) -> anyhow::Result<Option<Arc<dyn quad_application::accounts::ports::OAuthProvider>>> {
    let Some(google) = &config.google else { return Ok(None) };
    let defaults = GoogleEndpoints::default();
    let endpoints = GoogleEndpoints {
        authorization_url: google.authorization_url.clone().unwrap_or(defaults.authorization_url),
        token_url: google.token_url.clone().unwrap_or(defaults.token_url),
        userinfo_url: google.userinfo_url.clone().unwrap_or(defaults.userinfo_url),
    };
    let redirect_uri = format!("{}/api/v1/auth/google/callback", config.public_url);
    Ok(Some(Arc::new(GoogleOAuth::new(&google.client_id, google.client_secret.clone(), &redirect_uri, endpoints)?)))
}

/// Media on local disk or in S3, as configured.
fn media_store(config: &Config) -> anyhow::Result<ObjectMediaStore> {
    match &config.s3 {
        Some(s3) => ObjectMediaStore::s3(
            &S3Settings {
                bucket: s3.bucket.clone(),
                region: s3.region.clone(),
                endpoint: s3.endpoint.clone(),
                access_key_id: s3.access_key_id.clone(),
                secret_access_key: s3.secret_access_key.expose_secret().to_owned(),
            },
            &s3.public_base_url,
        ),
        None => ObjectMediaStore::local(&config.media_dir(), &format!("{}/media", config.public_url)),
    }
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

/// A URL whose host is a loopback, private, link-local or unspecified address, or `localhost`
/// (or a name under `.localhost` or `.local`). Not a URL at all: not private.
fn is_private_url(url: &str) -> bool {
    let Ok(url) = Url::parse(url) else { return false };
    match url.host() {
        Some(Host::Domain(name)) => {
            let name = name.to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost") || name.ends_with(".local")
        }
        Some(Host::Ipv4(ip)) => ip.is_loopback() || ip.is_private() || ip.is_link_local() || ip.is_unspecified(),
        Some(Host::Ipv6(ip)) => ip.is_loopback() || ip.is_unspecified() || (ip.segments()[0] & 0xfe00) == 0xfc00,
        None => false,
    }
}

/// `https://cdn.example.com/quad` -> `https://cdn.example.com` (the CSP names origins).
pub fn origin_of(url: &str) -> String {
    Url::parse(url).map_or_else(|_| url.to_owned(), |parsed| parsed.origin().ascii_serialization())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_private_and_local_hosts_are_private_and_public_ones_are_not() {
        for private in [
            "http://127.0.0.1:8090/v21.0",
            "http://localhost:8080/media",
            "http://LOCALHOST/media",
            "http://quad.local/media",
            "http://10.1.2.3/media",
            "http://192.168.0.4:9000/bucket",
            "http://[::1]:8090/v21.0",
            "http://[fd00::1]/media",
            "http://user:pass@127.0.0.1/media",
        ] {
            assert!(is_private_url(private), "{private}");
        }
        for public in ["https://graph.instagram.com/v21.0", "https://cdn.example.com/quad", "not a url"] {
            assert!(!is_private_url(public), "{public}");
        }
    }

    #[test]
    fn an_origin_is_the_scheme_host_and_port() {
        assert_eq!(origin_of("https://cdn.example.com/quad"), "https://cdn.example.com");
        assert_eq!(origin_of("http://127.0.0.1:9000/bucket/media"), "http://127.0.0.1:9000");
        assert_eq!(origin_of("https://cdn.example.com"), "https://cdn.example.com");
    }
}
