//! `quad serve`: the HTTP server over the adapters and use cases of `adapters.rs`, and the
//! background jobs, each of which calls use cases.

use std::{net::TcpListener, sync::Arc, time::Duration};

use actix_web::dev::Server;
use anyhow::Context;
use quad_application::{
    accounts::{Registration, SignedOutMail},
    live::HEARTBEAT,
    mail::MailDelivery,
    media::MediaLibrary,
    newsletter::WeeklyNewsletter,
    notifications::Notifications,
    profiles::ProfileDrafts,
    publishing::PublishingWorker,
    rate_limits::RateLimiter,
};
use quad_http::{HttpSettings, LiveHub, build_server};
use secrecy::ExposeSecret;

use crate::{
    adapters::{Adapters, origin_of},
    config::Config,
};

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
        let adapters = Adapters::build(config)?;
        let services = adapters.services(config)?;
        // Detached: they listen until the process ends.
        drop(adapters.university_cache.listen(config.database_url.expose_secret().to_owned()));
        drop(adapters.featured_cache.listen(config.database_url.expose_secret().to_owned()));
        let target = services.instagram_accounts.target();
        if let (false, Some(warning)) = (target.stand_in, &target.media_warning) {
            tracing::warn!("{warning}");
        }
        spawn_live_updates(services.live.clone(), config.database_url.expose_secret());
        spawn_digests(services.notifications.clone(), config.digest_every);
        spawn_newsletter(services.weekly_newsletter.clone());
        let publishing_stop = spawn_publishing(config.publish_workers, || adapters.publishing_worker(config));
        spawn_instagram_counts(adapters.publishing_worker(config));
        let delivery = Arc::new(adapters.mail_delivery(config).await?);
        spawn_mail_delivery(services.signed_out_mail.clone(), delivery.clone());
        spawn_housekeeping(Housekeeping {
            limiter: adapters.limiter.clone(),
            delivery,
            registration: services.registration.clone(),
            drafts: services.profile_drafts.clone(),
            submissions: services.submissions.clone(),
            media: services.media.clone(),
            notifications: services.notifications.clone(),
            connections: services.connections.clone(),
            messages: services.messages.clone(),
        });
        let listener = TcpListener::bind(config.bind).with_context(|| format!("cannot listen on {}", config.bind))?;
        let port = listener.local_addr()?.port();
        let settings = HttpSettings {
            web_dir: config.web_dir.clone(),
            workers: None,
            recaptcha: config.recaptcha.is_some(),
            media_dir: config.s3.is_none().then(|| config.media_dir()),
            media_origin: config.s3.as_ref().map(|s3| origin_of(&s3.public_base_url)),
            metrics_allow: config.metrics_allow.clone(),
            api_docs: config.api_docs,
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

/// `QUAD_PUBLISH_WORKERS` publishing workers (one by default): each publishes the next due post
/// (at once again after one), or waits a second; hourly, one also refreshes expiring tokens. Safe
/// with many instances: posts are claimed with a lease and `SKIP LOCKED`.
fn spawn_publishing(count: usize, worker: impl Fn() -> PublishingWorker) -> PublishingStop {
    let (sender, receiver) = tokio::sync::watch::channel(false);
    let mut workers = Vec::new();
    for index in 0..count {
        let worker = worker();
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
    PublishingStop { sender, workers }
}

/// The mail worker: every second (at once again after a busy round) answers the account e-mail
/// asked for signed out, then sends what is due. Safe with many instances: each takes different
/// requests and claims different e-mails.
fn spawn_mail_delivery(signed_out_mail: SignedOutMail, delivery: Arc<MailDelivery>) {
    tokio::spawn(async move {
        loop {
            match signed_out_mail.answer_mail_requests().await {
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

/// The live streams of this instance: the hub follows the LISTEN/NOTIFY fan-out, and once per
/// heartbeat notes its streams as seen and closes those whose session ended unannounced.
fn spawn_live_updates(hub: LiveHub, database_url: &str) {
    let fanout = Arc::new(quad_persistence::PgListenFanout::new(database_url, hub.instance_id()));
    tokio::spawn(hub.clone().run(fanout));
    // On SIGTERM or SIGINT the streams end at once (their tabs reconnect elsewhere), so the
    // graceful shutdown does not wait on them, and they leave their people's counts.
    let stopping = hub.clone();
    tokio::spawn(async move {
        let terminate = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut signal) => drop(signal.recv().await),
                Err(_) => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = terminate => {}
        }
        stopping.close_all().await;
    });
    tokio::spawn(async move {
        let mut every_heartbeat = tokio::time::interval(HEARTBEAT);
        loop {
            every_heartbeat.tick().await;
            if let Err(error) = hub.keep_alive().await {
                tracing::warn!(error = format!("{error:#}"), "the live streams could not be checked");
            }
        }
    });
}

/// Every minute (`QUAD_DIGEST_EVERY_SECONDS`): the digest e-mails of notifications left unread
/// (each once across instances).
/// Every ten minutes, Instagram's counts of the students' posts due (each at most hourly), in a
/// task of its own so that publishing never waits for them.
fn spawn_instagram_counts(worker: PublishingWorker) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(600));
        loop {
            every.tick().await;
            match worker.refresh_counts().await {
                Ok(0) => {}
                Ok(read) => tracing::info!(read, "read Instagram's counts of students' posts"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "reading Instagram's counts failed"),
            }
        }
    });
}

fn spawn_digests(notifications: Notifications, every: Duration) {
    tokio::spawn(async move {
        let mut every_minute = tokio::time::interval(every);
        loop {
            every_minute.tick().await;
            match notifications.send_digests().await {
                Ok(0) => {}
                Ok(digests) => tracing::info!(digests, "sent notification digests"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "sending digests failed"),
            }
        }
    });
}

/// Asks every minute (or every period, when shorter) whether a newsletter issue is due; the
/// first instance to ask sends it, the others find it sent.
fn spawn_newsletter(weekly: WeeklyNewsletter) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(weekly.check_every());
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            match weekly.send_due().await {
                Ok(0) => {}
                Ok(copies) => tracing::info!(copies, "sent the newsletter"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "sending the newsletter failed"),
            }
        }
    });
}

/// What the hourly chores call.
struct Housekeeping {
    limiter: RateLimiter,
    delivery: Arc<MailDelivery>,
    registration: Registration,
    drafts: ProfileDrafts,
    submissions: quad_application::submissions::Submissions,
    media: MediaLibrary,
    notifications: Notifications,
    connections: quad_application::connections::Connections,
    messages: quad_application::messages::Messages,
}

/// Hourly chores of every instance (each is idempotent, so several instances may run them): the
/// use cases forget rate-limit windows and finished e-mail past what they keep, remove
/// registrations left unverified and profile and submission drafts untouched for 30 days, mark
/// connection requests past their 14 days expired, forget the words of messages deleted 30 days
/// ago, and then remove uploads nothing refers to (an abandoned draft's photos among them).
fn spawn_housekeeping(chores: Housekeeping) {
    tokio::spawn(async move {
        let mut every_hour = tokio::time::interval(Duration::from_secs(3600));
        loop {
            every_hour.tick().await;
            if let Err(error) = chores.limiter.forget_old_windows().await {
                tracing::warn!(error = format!("{error:#}"), "pruning attempt counters failed");
            }
            if let Err(error) = chores.delivery.forget_finished().await {
                tracing::warn!(error = format!("{error:#}"), "pruning the mail queue failed");
            }
            match chores.registration.purge_unverified_registrations().await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "removed unverified registrations"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "removing unverified registrations failed"),
            }
            match chores.drafts.purge_abandoned().await {
                Ok(0) => {}
                Ok(drafts) => tracing::info!(drafts, "removed abandoned profile drafts"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "removing abandoned profile drafts failed"),
            }
            match chores.submissions.purge_abandoned_drafts().await {
                Ok(0) => {}
                Ok(drafts) => tracing::info!(drafts, "removed abandoned submission drafts"),
                Err(error) => {
                    tracing::warn!(error = format!("{error:#}"), "removing abandoned submission drafts failed")
                }
            }
            match chores.notifications.prune().await {
                Ok(0) => {}
                Ok(pruned) => tracing::info!(pruned, "removed read notifications past 90 days"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "pruning notifications failed"),
            }
            match chores.connections.expire_due().await {
                Ok(0) => {}
                Ok(expired) => tracing::info!(expired, "expired connection requests"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "expiring connection requests failed"),
            }
            match chores.messages.forget_deleted_text().await {
                Ok(0) => {}
                Ok(forgotten) => tracing::info!(forgotten, "forgot the words of messages deleted 30 days ago"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "forgetting deleted messages failed"),
            }
            match chores.media.purge_unreferenced().await {
                Ok(0) => {}
                Ok(files) => tracing::info!(files, "removed unreferenced uploads"),
                Err(error) => tracing::warn!(error = format!("{error:#}"), "removing unreferenced uploads failed"),
            }
        }
    });
}
