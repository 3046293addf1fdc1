//! The publishing worker's use case: publishes due posts through Instagram's two-step flow
//! (create a media container, wait until it is FINISHED, `media_publish`), recording each step
//! so that a worker killed at any point never makes a second copy of a post.

use std::{sync::Arc, time::Duration};

use chrono::{DateTime, TimeDelta, Utc};
use quad_domain::{
    Notice,
    post::{AttemptFailure, Next, RetryPolicy},
};
use uuid::Uuid;

use super::{
    accounts::EXPIRING_WITHIN,
    ports::{
        AccountToken, ClaimedPost, ContainerStatus, CountedPost, InstagramAccountRepository, InstagramCredentials,
        InstagramError, InstagramGateway, LeaseLost, PublishLedger, TokenOwner, TokenSealer,
    },
};
use crate::{
    Clock,
    mail::ports::{Mailer, OutgoingEmail},
    notifications::Notifications,
};

/// Instagram lets a container be published for 24 hours.
const CONTAINER_LIFETIME: TimeDelta = TimeDelta::hours(23);

/// Instagram's counts of a student's post are read again this often, for this long after it
/// went out, this many posts a round (the Graph API's rate limit is per account and hour).
pub const COUNTS_EVERY: TimeDelta = TimeDelta::hours(1);
const COUNTED_FOR: TimeDelta = TimeDelta::days(30);
const COUNTS_PER_ROUND: i64 = 100;

/// What happened to the post a worker took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Posted {
        post_id: Uuid,
        media_id: Option<String>,
    },
    /// Found already published (a worker died after asking for it): recorded, not published again.
    Reconciled {
        post_id: Uuid,
    },
    Deferred {
        post_id: Uuid,
        until: DateTime<Utc>,
    },
    Failed {
        post_id: Uuid,
        error: String,
    },
    /// Another worker claimed the post after this one's lease ran out; this one wrote nothing more.
    LeaseLost {
        post_id: Uuid,
    },
}

pub struct PublishingWorker {
    ledger: Arc<dyn PublishLedger>,
    accounts: Arc<dyn InstagramAccountRepository>,
    gateway: Arc<dyn InstagramGateway>,
    sealer: Arc<dyn TokenSealer>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    policy: RetryPolicy,
    lease: Duration,
    manager_link: String,
    notifications: Option<Notifications>,
}

/// How an attempt stopped short of publishing.
struct Stop {
    error: InstagramError,
    context: &'static str,
}

impl PublishingWorker {
    /// Each claimed post is this worker's for this long: far more than one attempt takes (each
    /// Graph API call is bounded by the client's timeouts and the container wait by its own).
    pub const DEFAULT_LEASE: Duration = Duration::from_secs(300);

    #[allow(clippy::too_many_arguments)]
    pub fn new(
        ledger: Arc<dyn PublishLedger>,
        accounts: Arc<dyn InstagramAccountRepository>,
        gateway: Arc<dyn InstagramGateway>,
        sealer: Arc<dyn TokenSealer>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        policy: RetryPolicy,
        public_url: &str,
    ) -> Self {
        Self {
            ledger,
            accounts,
            gateway,
            sealer,
            mailer,
            clock,
            policy,
            lease: Self::DEFAULT_LEASE,
            manager_link: format!("{}/manager/instagram", public_url.trim_end_matches('/')),
            notifications: None,
        }
    }

    /// Tells the university's managers in the app when a post goes out or fails.
    pub fn with_notifications(mut self, notifications: Notifications) -> Self {
        self.notifications = Some(notifications);
        self
    }

    async fn tell_managers(&self, post: &ClaimedPost, notice: Notice) {
        if let Some(notifications) = &self.notifications {
            notifications.tell_managers(post.university_id, notice).await;
        }
    }

    async fn tell_published(&self, post: &ClaimedPost, permalink: Option<String>) {
        let university = post.university_name.clone();
        if let (Some(notifications), Some(creator)) = (&self.notifications, post.creator_id) {
            let notice = Notice::SubmissionPublished { university: university.clone(), permalink: permalink.clone() };
            notifications.tell(creator, notice).await;
        }
        self.tell_managers(post, Notice::PostPublished { university, permalink }).await;
    }

    pub fn with_lease(mut self, lease: Duration) -> Self {
        self.lease = lease;
        self
    }

    /// Claims one due post and takes it as far as it goes; `None` when nothing is due.
    pub async fn publish_next(&self) -> anyhow::Result<Option<Outcome>> {
        let Some(post) = self.ledger.claim_due(self.clock.now(), self.lease).await? else { return Ok(None) };
        match self.take(&post).await {
            Err(error) if error.is::<LeaseLost>() => {
                tracing::warn!(post_id = %post.id, "another worker took the post over; this one stopped");
                Ok(Some(Outcome::LeaseLost { post_id: post.id }))
            }
            taken => taken.map(Some),
        }
    }

    async fn take(&self, post: &ClaimedPost) -> anyhow::Result<Outcome> {
        let credentials = match self.sealer.open(&post.owner(), &post.sealed_token) {
            Ok(access_token) => InstagramCredentials { ig_user_id: post.ig_user_id.clone(), access_token },
            Err(error) => {
                tracing::error!(post_id = %post.id, error = format!("{error:#}"), "an access token could not be opened");
                return self.fail(post, UNREADABLE_TOKEN).await;
            }
        };
        match self.attempt(post, &credentials).await {
            Ok(outcome) => Ok(outcome),
            Err(Ok(stop)) => self.after_failure(post, stop).await,
            Err(Err(error)) => Err(error),
        }
    }

    /// One attempt: reconcile what an earlier attempt left, then create, wait for and publish
    /// the container. `Err(Ok(stop))` is Instagram's refusal; `Err(Err(_))` our own failure.
    async fn attempt(
        &self,
        post: &ClaimedPost,
        credentials: &InstagramCredentials,
    ) -> Result<Outcome, Result<Stop, anyhow::Error>> {
        let stop = |context: &'static str| move |error: InstagramError| Ok(Stop { error, context });
        if post.media_id.is_some() {
            // Published, and its media recorded, by a worker that died before finishing.
            return self.found_published(post, credentials).await.map_err(Err);
        }
        let mut container = post.container_id.clone();
        if let Some(id) = &container {
            match self.gateway.container_status(credentials, id).await {
                Ok(ContainerStatus::Published) => return self.found_published(post, credentials).await.map_err(Err),
                Ok(ContainerStatus::Finished | ContainerStatus::InProgress)
                    if post.container_created_at.is_some_and(|at| self.clock.now() - at < CONTAINER_LIFETIME) => {}
                Ok(ContainerStatus::Error(message)) if post.publish_requested_at.is_none() => {
                    return Err(Ok(Stop { error: InstagramError::Rejected(message), context: "processing the image" }));
                }
                Err(error) if error.failure() == AttemptFailure::Transient => {
                    return Err(Ok(Stop { error, context: "reading the container" }));
                }
                _ if post.publish_requested_at.is_some() => {
                    // Publishing was asked for and the container no longer says whether it
                    // happened: a manager checks the account rather than Quad guessing.
                    return self.fail(post, UNCONFIRMED).await.map_err(Err);
                }
                _ => {
                    self.ledger.forget_container(post.claim).await.map_err(Err)?;
                    container = None;
                }
            }
        }
        if post.withdrawn {
            // Not on Instagram as far as Quad can tell, and its creator withdrew it: never published.
            return self.fail(post, WITHDRAWN).await.map_err(Err);
        }
        let container = match container {
            Some(id) => id,
            None => {
                let quota =
                    self.gateway.publishing_quota(credentials).await.map_err(stop("reading the publishing limit"))?;
                if quota.used >= quota.total {
                    let used = format!("{} of {} posts published in the last 24 hours", quota.used, quota.total);
                    return Err(Ok(Stop {
                        error: InstagramError::QuotaUsed(used),
                        context: "checking the publishing limit",
                    }));
                }
                let id = self
                    .gateway
                    .create_container(credentials, &post.images, &post.caption)
                    .await
                    .map_err(stop("creating the media container"))?;
                self.ledger.record_container(post.claim, &id, self.clock.now()).await.map_err(Err)?;
                id
            }
        };
        self.renew(post).await.map_err(Err)?;
        match self
            .gateway
            .wait_for_container(credentials, &container)
            .await
            .map_err(stop("waiting for the container"))?
        {
            ContainerStatus::Finished => {}
            ContainerStatus::Published => return self.found_published(post, credentials).await.map_err(Err),
            ContainerStatus::InProgress => {
                let error = InstagramError::Transient("Instagram is still processing the image".into());
                return Err(Ok(Stop { error, context: "waiting for the container" }));
            }
            ContainerStatus::Expired => {
                self.ledger.forget_container(post.claim).await.map_err(Err)?;
                let error = InstagramError::Transient("the media container expired".into());
                return Err(Ok(Stop { error, context: "waiting for the container" }));
            }
            ContainerStatus::Error(message) => {
                return Err(Ok(Stop { error: InstagramError::Rejected(message), context: "processing the image" }));
            }
        }
        self.renew(post).await.map_err(Err)?;
        self.ledger.record_publish_requested(post.claim, self.clock.now()).await.map_err(Err)?;
        let media_id =
            self.gateway.publish_container(credentials, &container).await.map_err(stop("publishing the container"))?;
        if let Err(error) = self.ledger.record_media(post.claim, &media_id).await {
            // Published, but the post is another worker's now: say which media it became.
            tracing::warn!(post_id = %post.id, media_id, "a published post's media could not be recorded");
            return Err(Err(error));
        }
        let permalink = self.gateway.permalink(credentials, &media_id).await.ok().flatten();
        self.ledger.mark_posted(post.claim, permalink.clone(), self.clock.now()).await.map_err(Err)?;
        self.tell_published(post, permalink).await;
        tracing::info!(post_id = %post.id, account_id = %post.account_id, media_id, "a post was published");
        Ok(Outcome::Posted { post_id: post.id, media_id: Some(media_id) })
    }

    /// Holds the post for another lease before a step that may take long.
    async fn renew(&self, post: &ClaimedPost) -> anyhow::Result<()> {
        let lease = TimeDelta::from_std(self.lease).unwrap_or(TimeDelta::minutes(5));
        self.ledger.renew(post.claim, self.clock.now() + lease).await
    }

    /// The post is on Instagram already: recorded as posted, with its permalink when its media
    /// was recorded, and flagged for its manager when not (no guessing which media it became).
    async fn found_published(&self, post: &ClaimedPost, credentials: &InstagramCredentials) -> anyhow::Result<Outcome> {
        let permalink = match &post.media_id {
            Some(media_id) => self.gateway.permalink(credentials, media_id).await.ok().flatten(),
            None => {
                tracing::warn!(post_id = %post.id, "a post found published has no media recorded; its manager is shown");
                None
            }
        };
        self.ledger.mark_posted(post.claim, permalink.clone(), self.clock.now()).await?;
        self.tell_published(post, permalink).await;
        tracing::info!(post_id = %post.id, "a post found already published was recorded as posted");
        Ok(Outcome::Reconciled { post_id: post.id })
    }

    async fn after_failure(&self, post: &ClaimedPost, stop: Stop) -> anyhow::Result<Outcome> {
        let message = format!("Instagram failed while {}: {}", stop.context, stop.error.message());
        if let InstagramError::TokenRefused(problem) = &stop.error {
            self.accounts.record_token_problem(post.account_id, Some(problem.clone())).await?;
            let message = format!(
                "Instagram refused this account's access token ({problem}). Test and save the account again, then retry."
            );
            return self.fail(post, &message).await;
        }
        let failure = stop.error.failure();
        let counted = post.attempts + u32::from(failure != AttemptFailure::QuotaUsed);
        match self.policy.next(failure, counted, jitter(post.id, counted)) {
            Next::RetryAfter(wait) => {
                let until = self.clock.now() + TimeDelta::from_std(wait).unwrap_or(TimeDelta::hours(1));
                tracing::warn!(post_id = %post.id, attempts = counted, error = message, %until, "a post will be tried again");
                self.ledger.retry_later(post.claim, until, &message, failure != AttemptFailure::QuotaUsed).await?;
                Ok(Outcome::Deferred { post_id: post.id, until })
            }
            Next::GiveUp => self.fail(post, &message).await,
        }
    }

    async fn fail(&self, post: &ClaimedPost, message: &str) -> anyhow::Result<Outcome> {
        tracing::warn!(post_id = %post.id, error = message, "a post failed");
        self.ledger.mark_failed(post.claim, message).await?;
        let link = format!("{}?university={}&status=failed", self.manager_link, post.university_id);
        for (name, email) in &post.managers {
            let mail = failure_email(name, email.clone(), &post.university_name, message, &link);
            if let Err(error) = self.mailer.send(mail).await {
                tracing::warn!(post_id = %post.id, error = format!("{error:#}"), "the failure e-mail could not be queued");
            }
        }
        let notice = Notice::PostFailed {
            university: post.university_name.clone(),
            university_id: post.university_id.to_string(),
            reason: message.to_owned(),
        };
        self.tell_managers(post, notice).await;
        Ok(Outcome::Failed { post_id: post.id, error: message.to_owned() })
    }

    /// Reads Instagram's like and comment counts again for the students' posts published in the
    /// last 30 days whose counts are over an hour old. A post whose token cannot be opened or whose
    /// read fails is logged and tried next round; the others go on. Answers how many were read.
    pub async fn refresh_counts(&self) -> anyhow::Result<usize> {
        let now = self.clock.now();
        let due = self.ledger.posts_to_count(now - COUNTS_EVERY, now - COUNTED_FOR, COUNTS_PER_ROUND).await?;
        let mut read = 0;
        for post in due {
            match self.count(&post).await {
                Ok(()) => read += 1,
                Err(error) => {
                    tracing::warn!(post_id = %post.post_id, error = format!("{error:#}"), "Instagram counts were not read");
                }
            }
        }
        Ok(read)
    }

    async fn count(&self, post: &CountedPost) -> anyhow::Result<()> {
        let owner = TokenOwner { university_id: post.university_id, ig_user_id: post.ig_user_id.clone() };
        let access_token = self.sealer.open(&owner, &post.sealed_token)?;
        let credentials = InstagramCredentials { ig_user_id: post.ig_user_id.clone(), access_token };
        let counts = self
            .gateway
            .media_counts(&credentials, &post.media_id)
            .await
            .map_err(|error| anyhow::anyhow!("Instagram answered: {}", error.message()))?;
        self.ledger.record_counts(post.post_id, counts, self.clock.now()).await
    }

    /// Refreshes the tokens that expire within ten days, or whose expiry is not known yet
    /// (Instagram refreshes a long-lived token that is at least a day old, and says how long the
    /// new one lasts). An account whose token cannot be opened or is refused is marked and its
    /// managers told; the others go on. Answers how many were refreshed.
    pub async fn refresh_tokens(&self) -> anyhow::Result<usize> {
        let now = self.clock.now();
        let due = self.accounts.tokens_to_refresh(now + EXPIRING_WITHIN, now - TimeDelta::days(1)).await?;
        let mut refreshed = 0;
        for account in due {
            match self.refresh_token(&account, now).await {
                Ok(done) => refreshed += usize::from(done),
                Err(error) => {
                    tracing::error!(account_id = %account.account_id, error = format!("{error:#}"), "a token refresh failed");
                }
            }
        }
        Ok(refreshed)
    }

    async fn refresh_token(&self, account: &AccountToken, now: DateTime<Utc>) -> anyhow::Result<bool> {
        let access_token = match self.sealer.open(&account.owner(), &account.sealed_token) {
            Ok(token) => token,
            Err(error) => {
                tracing::error!(account_id = %account.account_id, error = format!("{error:#}"), "an access token could not be opened");
                self.token_problem(account, UNREADABLE_TOKEN).await?;
                return Ok(false);
            }
        };
        let credentials = InstagramCredentials { ig_user_id: account.ig_user_id.clone(), access_token };
        match self.gateway.refresh_token(&credentials).await {
            Ok(token) => {
                let sealed = self.sealer.seal(&account.owner(), &token.access_token)?;
                let expires = now + TimeDelta::seconds(token.expires_in_seconds.clamp(0, MAX_TOKEN_LIFETIME_SECONDS));
                self.accounts.replace_token(account.account_id, sealed, expires, now).await?;
                Ok(true)
            }
            Err(error @ (InstagramError::TokenRefused(_) | InstagramError::Rejected(_))) => {
                tracing::warn!(account_id = %account.account_id, "Instagram refused to refresh a token");
                self.token_problem(account, error.message()).await?;
                Ok(false)
            }
            Err(error) => {
                tracing::warn!(account_id = %account.account_id, error = %error, "a token could not be refreshed now");
                Ok(false)
            }
        }
    }

    /// Marks the account's token as unusable and, the first time, tells the university's managers.
    async fn token_problem(&self, account: &AccountToken, problem: &str) -> anyhow::Result<()> {
        if !self.accounts.record_token_problem(account.account_id, Some(problem.to_owned())).await? {
            return Ok(());
        }
        let link = format!("{}?university={}", self.manager_link, account.university_id);
        for (name, email) in &account.managers {
            let mail = token_problem_email(name, email.clone(), account, problem, &link);
            if let Err(error) = self.mailer.send(mail).await {
                tracing::warn!(account_id = %account.account_id, error = format!("{error:#}"), "the token e-mail could not be queued");
            }
        }
        Ok(())
    }
}

/// The longest a refreshed token is trusted for, whatever Instagram answers (it says 60 days).
const MAX_TOKEN_LIFETIME_SECONDS: i64 = 90 * 24 * 3600;

const UNREADABLE_TOKEN: &str = "The account's access token could not be read. Save the account again, then retry.";

const WITHDRAWN: &str = "The student withdrew this submission before it was published, so Quad did not publish it. \
    If its takedown task is open, check the account's posts on Instagram, then mark it done.";

const UNCONFIRMED: &str = "Quad asked Instagram to publish this post but could not confirm that it did. \
    Check the account's posts on Instagram before you retry it, so that it is not published twice.";

/// A fraction in 0..1 that differs from post to post and attempt to attempt, so posts failing
/// together do not all come back at once.
fn jitter(post_id: Uuid, attempt: u32) -> f64 {
    let mixed = (post_id.as_u128() as u64) ^ (u64::from(attempt).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    (mixed.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 11) as f64 / (1u64 << 53) as f64
}

fn failure_email(name: &str, to: quad_domain::Email, university: &str, error: &str, link: &str) -> OutgoingEmail {
    crate::mail::compose::email_to(
        name,
        to,
        &format!("A post for {university} could not be published"),
        &format!("Quad could not publish one of your posts for {university} to Instagram. {error}"),
        "See the post",
        link,
        "You can retry the post from the Instagram Posts screen once the problem is fixed.",
    )
}

fn token_problem_email(
    name: &str,
    to: quad_domain::Email,
    account: &AccountToken,
    problem: &str,
    link: &str,
) -> OutgoingEmail {
    let university = &account.university_name;
    crate::mail::compose::email_to(
        name,
        to,
        &format!("The Instagram account @{} for {university} needs a new access token", account.username),
        &format!(
            "Quad could not use the access token of @{} ({problem}). Posts to it will fail until a manager \
             saves the account again with a new token.",
            account.username
        ),
        "Open the accounts",
        link,
        "Test the new token before you save it.",
    )
}

#[cfg(test)]
mod tests;
