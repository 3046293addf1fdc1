//! The weekly newsletter's issues (`NewsletterIssues`): what one covers, who gets it, and the row
//! that makes sure each goes out once.

use std::collections::HashMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::newsletter::ports::{
    FeaturedSince, IssueContent, IssueCopy, NewsletterIssues, OpenedSince, Subscriber,
};
use quad_domain::{Email, SubmissionStatus};
use uuid::Uuid;

use crate::{
    PgNewsletterRepository,
    newsletter::keep_link,
    schema::{
        newsletter_issues, newsletter_subscriber_universities, newsletter_subscribers, submissions, universities,
    },
};

#[async_trait]
impl NewsletterIssues for PgNewsletterRepository {
    async fn last_due(&self) -> anyhow::Result<Option<DateTime<Utc>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        newsletter_issues::table
            .select(diesel::dsl::max(newsletter_issues::due_at))
            .get_result(&mut connection)
            .await
            .context("failed to read the last newsletter issue")
    }

    async fn content(&self, since: DateTime<Utc>, until: DateTime<Utc>) -> anyhow::Result<IssueContent> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let featured: Vec<(Uuid, String, String, String, String)> = submissions::table
            .inner_join(universities::table)
            .filter(submissions::status.eq(SubmissionStatus::Approved.as_str()))
            .filter(submissions::featured_at.ge(since))
            .filter(submissions::featured_at.lt(until))
            .order((submissions::featured_at.desc(), submissions::id.desc()))
            .select((
                universities::id,
                universities::name,
                universities::slug,
                submissions::caption,
                submissions::credit,
            ))
            .load(&mut connection)
            .await
            .context("failed to read the posts featured for an issue")?;
        let opened: Vec<(Uuid, String, String)> = universities::table
            .filter(universities::opened_at.ge(since))
            .filter(universities::opened_at.lt(until))
            .order((universities::opened_at.desc(), universities::name))
            .select((universities::id, universities::name, universities::slug))
            .load(&mut connection)
            .await
            .context("failed to read the universities opened for an issue")?;
        Ok(IssueContent {
            featured: featured
                .into_iter()
                .map(|(university_id, university_name, university_slug, caption, credit)| FeaturedSince {
                    university_id,
                    university_name,
                    university_slug,
                    caption,
                    credit,
                })
                .collect(),
            opened: opened.into_iter().map(|(id, name, slug)| OpenedSince { id, name, slug }).collect(),
        })
    }

    async fn subscribers(&self) -> anyhow::Result<Vec<Subscriber>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let confirmed: Vec<(Uuid, String)> = newsletter_subscribers::table
            .filter(newsletter_subscribers::confirmed_at.is_not_null())
            .order(newsletter_subscribers::email)
            .select((newsletter_subscribers::id, newsletter_subscribers::email))
            .load(&mut connection)
            .await
            .context("failed to list newsletter subscribers")?;
        let mut followed: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
        let choices: Vec<(Uuid, Uuid)> = newsletter_subscriber_universities::table
            .select((
                newsletter_subscriber_universities::subscriber_id,
                newsletter_subscriber_universities::university_id,
            ))
            .load(&mut connection)
            .await
            .context("failed to read subscribers' universities")?;
        for (subscriber, university) in choices {
            followed.entry(subscriber).or_default().push(university);
        }
        confirmed
            .into_iter()
            .map(|(id, email)| {
                Ok(Subscriber {
                    id,
                    email: Email::parse(&email).context("a stored subscriber is invalid")?,
                    universities: followed.remove(&id).unwrap_or_default(),
                })
            })
            .collect()
    }

    async fn send(
        &self,
        due_at: DateTime<Utc>,
        sent_at: DateTime<Utc>,
        copies: Vec<IssueCopy>,
    ) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                let recipients = i32::try_from(copies.len()).context("too many copies for one issue")?;
                let claimed = diesel::insert_into(newsletter_issues::table)
                    .values((
                        newsletter_issues::due_at.eq(due_at),
                        newsletter_issues::sent_at.eq(sent_at),
                        newsletter_issues::recipients.eq(recipients),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await
                    .context("failed to record a newsletter issue")?;
                if claimed == 0 {
                    return Ok(false);
                }
                for copy in &copies {
                    keep_link(connection, &copy.link_hash, copy.subscriber_id, sent_at).await?;
                    crate::mail_queue::enqueue(connection, &copy.email).await?;
                }
                Ok(true)
            })
            .await
    }
}
