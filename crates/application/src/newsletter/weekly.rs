//! The weekly issue: what Quad has to say since the last one, sent once to each confirmed
//! subscriber who has something in it, however many instances run.

use std::sync::Arc;

use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_domain::User;

use super::{
    compose::{Links, compose_issue},
    ports::{IssueContent, IssueCopy, NewsletterIssues, Subscriber},
    schedule::NewsletterSchedule,
};
use crate::{Clock, accounts::ports::LinkSecrets};

/// An issue as it would go out now, for an admin to read first.
#[derive(Debug, Clone)]
pub struct NewsletterPreview {
    /// When it is due (or was: an issue due and not yet sent goes out within the minute).
    pub due_at: DateTime<Utc>,
    /// The start of what it covers: the last issue, or one period back.
    pub since: DateTime<Utc>,
    pub featured: usize,
    pub opened: usize,
    pub subscribers: usize,
    /// How many subscribers would get a copy (those with something in it for them).
    pub recipients: usize,
    /// The copy of a subscriber who follows every university; none when it has nothing to say.
    pub copy: Option<PreviewCopy>,
}

#[derive(Debug, Clone)]
pub struct PreviewCopy {
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
}

#[derive(Debug, thiserror::Error)]
pub enum PreviewError {
    #[error("Only admins can preview the newsletter")]
    Forbidden,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct WeeklyNewsletter {
    issues: Arc<dyn NewsletterIssues>,
    links: Arc<dyn LinkSecrets>,
    clock: Arc<dyn Clock>,
    schedule: NewsletterSchedule,
    public_url: String,
}

impl WeeklyNewsletter {
    pub fn new(
        issues: Arc<dyn NewsletterIssues>,
        links: Arc<dyn LinkSecrets>,
        clock: Arc<dyn Clock>,
        schedule: NewsletterSchedule,
        public_url: &str,
    ) -> Self {
        Self { issues, links, clock, schedule, public_url: public_url.trim_end_matches('/').to_owned() }
    }

    /// How often the worker should ask whether an issue is due.
    pub fn check_every(&self) -> std::time::Duration {
        let period = self.schedule.period().to_std().unwrap_or_default();
        period.clamp(std::time::Duration::from_secs(1), std::time::Duration::from_secs(60))
    }

    /// Sends the issue due now unless it went out already, here or on another instance; answers
    /// how many copies this call queued. An issue with nothing to say to someone is not sent to
    /// them, and one with nothing to say to anyone is recorded with no recipients.
    pub async fn send_due(&self) -> anyhow::Result<usize> {
        let now = self.clock.now();
        let due = self.schedule.latest_due(now);
        let last = self.issues.last_due().await.context("failed to read the last issue")?;
        if last.is_some_and(|last| last >= due) {
            return Ok(0);
        }
        let since = last.unwrap_or(due - self.schedule.period());
        let content = self.issues.content(since, due).await.context("failed to gather an issue")?;
        let subscribers = self.issues.subscribers().await.context("failed to list subscribers")?;
        let copies: Vec<IssueCopy> = subscribers.iter().filter_map(|s| self.copy_for(s, &content)).collect();
        let queued = copies.len();
        let sent = self.issues.send(due, now, copies).await.context("failed to send an issue")?;
        Ok(if sent { queued } else { 0 })
    }

    /// The next issue as it stands now: what it covers so far, and who would get it.
    pub async fn preview(&self, actor: &User) -> Result<NewsletterPreview, PreviewError> {
        if !actor.role.is_admin() {
            return Err(PreviewError::Forbidden);
        }
        let now = self.clock.now();
        let latest = self.schedule.latest_due(now);
        let last = self.issues.last_due().await.context("failed to read the last issue")?;
        let sent = last.is_some_and(|last| last >= latest);
        let due_at = if sent { latest + self.schedule.period() } else { latest };
        let since = last.unwrap_or(latest - self.schedule.period());
        let content = self.issues.content(since, now).await.context("failed to gather an issue")?;
        let subscribers = self.issues.subscribers().await.context("failed to list subscribers")?;
        let recipients = subscribers.iter().filter(|s| has_news_for(s, &content)).count();
        let everyone = Subscriber { id: uuid::Uuid::nil(), email: actor.email.clone(), universities: vec![] };
        let links = Links::preview(&self.public_url);
        let copy = compose_issue(&everyone, &content, &self.public_url, &links).map(|email| PreviewCopy {
            subject: email.subject,
            text_body: email.text_body,
            html_body: email.html_body,
        });
        Ok(NewsletterPreview {
            due_at,
            since,
            featured: content.featured.len(),
            opened: content.opened.len(),
            subscribers: subscribers.len(),
            recipients,
            copy,
        })
    }

    fn copy_for(&self, subscriber: &Subscriber, content: &IssueContent) -> Option<IssueCopy> {
        if !has_news_for(subscriber, content) {
            return None;
        }
        let secret = self.links.generate();
        let links = Links::for_secret(&self.public_url, &secret.plain);
        let email = compose_issue(subscriber, content, &self.public_url, &links)?;
        Some(IssueCopy { subscriber_id: subscriber.id, link_hash: secret.hash, email })
    }
}

/// Whether the issue says anything to this subscriber: a university opened (news for everyone),
/// or a post featured at a university they follow.
pub(super) fn has_news_for(subscriber: &Subscriber, content: &IssueContent) -> bool {
    !content.opened.is_empty() || content.featured.iter().any(|post| follows(subscriber, post.university_id))
}

pub(super) fn follows(subscriber: &Subscriber, university: uuid::Uuid) -> bool {
    subscriber.universities.is_empty() || subscriber.universities.contains(&university)
}

#[cfg(test)]
mod tests;
