use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    mail::ports::OutgoingEmail,
    newsletter::ports::{Choice, NewsletterRepository, Subscription, SubscriptionLinks, SubscriptionRequest},
};
use quad_domain::Email;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{newsletter_links, newsletter_subscriber_universities, newsletter_subscribers, universities},
};

#[derive(Insertable)]
#[diesel(table_name = newsletter_subscribers)]
struct NewSubscriberRow<'a> {
    id: Uuid,
    email: &'a str,
}

pub struct PgNewsletterRepository {
    pub(crate) pool: PgPool,
}

impl PgNewsletterRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl NewsletterRepository for PgNewsletterRepository {
    async fn request_subscription(
        &self,
        email: &Email,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        confirmation: OutgoingEmail,
    ) -> anyhow::Result<SubscriptionRequest> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<SubscriptionRequest> {
                diesel::insert_into(newsletter_subscribers::table)
                    .values(NewSubscriberRow { id: Uuid::now_v7(), email: email.as_str() })
                    .on_conflict(newsletter_subscribers::email)
                    .do_nothing()
                    .execute(connection)
                    .await
                    .context("failed to insert a newsletter subscriber")?;
                let pending = diesel::update(
                    newsletter_subscribers::table
                        .filter(newsletter_subscribers::email.eq(email.as_str()))
                        .filter(newsletter_subscribers::confirmed_at.is_null()),
                )
                .set((
                    newsletter_subscribers::token_hash.eq(token_hash),
                    newsletter_subscribers::token_expires_at.eq(expires_at),
                ))
                .execute(connection)
                .await
                .context("failed to keep a confirmation token")?;
                if pending == 0 {
                    return Ok(SubscriptionRequest::AlreadySubscribed);
                }
                crate::mail_queue::enqueue(connection, &confirmation).await?;
                Ok(SubscriptionRequest::ConfirmationQueued)
            })
            .await
    }

    /// Confirms the address and keeps the used link, so the page it opened can go on to choose
    /// universities with it.
    async fn confirm_subscription(&self, token_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<Email>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let confirmed: Option<(Uuid, String)> = connection
            .transaction(async |connection| -> anyhow::Result<Option<(Uuid, String)>> {
                let confirmed: Option<(Uuid, String)> = diesel::update(
                    newsletter_subscribers::table
                        .filter(newsletter_subscribers::token_hash.eq(token_hash))
                        .filter(newsletter_subscribers::token_expires_at.gt(now)),
                )
                .set((
                    newsletter_subscribers::confirmed_at.eq(now),
                    newsletter_subscribers::token_hash.eq(None::<String>),
                    newsletter_subscribers::token_expires_at.eq(None::<DateTime<Utc>>),
                ))
                .returning((newsletter_subscribers::id, newsletter_subscribers::email))
                .get_result(connection)
                .await
                .optional()
                .context("failed to confirm a subscription")?;
                if let Some((id, _)) = &confirmed {
                    keep_link(connection, token_hash, *id, now).await?;
                }
                Ok(confirmed)
            })
            .await?;
        confirmed.map(|(_, email)| Email::parse(&email).context("a stored subscriber is invalid")).transpose()
    }

    async fn is_subscribed(&self, email: &Email) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::select(diesel::dsl::exists(
            newsletter_subscribers::table
                .filter(newsletter_subscribers::email.eq(email.as_str()))
                .filter(newsletter_subscribers::confirmed_at.is_not_null()),
        ))
        .get_result(&mut connection)
        .await
        .context("failed to check a newsletter subscription")
    }

    async fn remove_subscriber(&self, email: &Email) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(newsletter_subscribers::table.filter(newsletter_subscribers::email.eq(email.as_str())))
            .execute(&mut connection)
            .await
            .context("failed to delete a newsletter subscription")?;
        Ok(())
    }
}

/// Keeps a link mailed to a subscriber (its hash), on the caller's connection.
pub(crate) async fn keep_link(
    connection: &mut AsyncPgConnection,
    token_hash: &str,
    subscriber: Uuid,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    diesel::insert_into(newsletter_links::table)
        .values((
            newsletter_links::token_hash.eq(token_hash),
            newsletter_links::subscriber_id.eq(subscriber),
            newsletter_links::created_at.eq(now),
        ))
        .on_conflict_do_nothing()
        .execute(connection)
        .await
        .context("failed to keep a newsletter link")?;
    Ok(())
}

/// The universities a subscriber follows.
async fn followed(connection: &mut AsyncPgConnection, subscriber: Uuid) -> anyhow::Result<Vec<Uuid>> {
    newsletter_subscriber_universities::table
        .filter(newsletter_subscriber_universities::subscriber_id.eq(subscriber))
        .select(newsletter_subscriber_universities::university_id)
        .order(newsletter_subscriber_universities::university_id)
        .load(connection)
        .await
        .context("failed to read a subscriber's universities")
}

/// The confirmed subscriber holding a link.
async fn holder(connection: &mut AsyncPgConnection, token_hash: &str) -> anyhow::Result<Option<(Uuid, String)>> {
    newsletter_links::table
        .inner_join(newsletter_subscribers::table)
        .filter(newsletter_links::token_hash.eq(token_hash))
        .filter(newsletter_subscribers::confirmed_at.is_not_null())
        .select((newsletter_subscribers::id, newsletter_subscribers::email))
        .first(connection)
        .await
        .optional()
        .context("failed to find a newsletter link")
}

fn subscription(email: &str, universities: Vec<Uuid>) -> anyhow::Result<Subscription> {
    Ok(Subscription { email: Email::parse(email).context("a stored subscriber is invalid")?, universities })
}

#[async_trait]
impl SubscriptionLinks for PgNewsletterRepository {
    async fn find(&self, token_hash: &str) -> anyhow::Result<Option<Subscription>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let Some((id, email)) = holder(&mut connection, token_hash).await? else { return Ok(None) };
        Ok(Some(subscription(&email, followed(&mut connection, id).await?)?))
    }

    async fn choose(&self, token_hash: &str, universities: &[Uuid]) -> anyhow::Result<Choice> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<Choice> {
                let Some((id, email)) = holder(connection, token_hash).await? else { return Ok(Choice::UnknownLink) };
                let known: i64 = universities::table
                    .filter(universities::id.eq_any(universities))
                    .count()
                    .get_result(connection)
                    .await
                    .context("failed to check universities")?;
                if usize::try_from(known).unwrap_or_default() != universities.len() {
                    return Ok(Choice::UnknownUniversity);
                }
                diesel::delete(
                    newsletter_subscriber_universities::table
                        .filter(newsletter_subscriber_universities::subscriber_id.eq(id)),
                )
                .execute(connection)
                .await
                .context("failed to clear a subscriber's universities")?;
                let rows: Vec<_> = universities
                    .iter()
                    .map(|university| {
                        (
                            newsletter_subscriber_universities::subscriber_id.eq(id),
                            newsletter_subscriber_universities::university_id.eq(*university),
                        )
                    })
                    .collect();
                diesel::insert_into(newsletter_subscriber_universities::table)
                    .values(rows)
                    .execute(connection)
                    .await
                    .context("failed to keep a subscriber's universities")?;
                Ok(Choice::Saved(subscription(&email, followed(connection, id).await?)?))
            })
            .await
    }

    async fn unsubscribe(&self, token_hash: &str) -> anyhow::Result<Option<Email>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let Some((id, email)) = holder(&mut connection, token_hash).await? else { return Ok(None) };
        let removed = diesel::delete(newsletter_subscribers::table.find(id))
            .execute(&mut connection)
            .await
            .context("failed to remove a subscriber")?;
        if removed == 0 {
            return Ok(None);
        }
        Ok(Some(Email::parse(&email).context("a stored subscriber is invalid")?))
    }
}
