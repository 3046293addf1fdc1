use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    mail::ports::OutgoingEmail,
    newsletter::ports::{NewsletterRepository, SubscriptionRequest},
};
use quad_domain::Email;
use uuid::Uuid;

use crate::{PgPool, schema::newsletter_subscribers};

#[derive(Insertable)]
#[diesel(table_name = newsletter_subscribers)]
struct NewSubscriberRow<'a> {
    id: Uuid,
    email: &'a str,
}

pub struct PgNewsletterRepository {
    pool: PgPool,
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

    async fn confirm_subscription(&self, token_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<Email>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let confirmed: Option<String> = diesel::update(
            newsletter_subscribers::table
                .filter(newsletter_subscribers::token_hash.eq(token_hash))
                .filter(newsletter_subscribers::token_expires_at.gt(now)),
        )
        .set((
            newsletter_subscribers::confirmed_at.eq(now),
            newsletter_subscribers::token_hash.eq(None::<String>),
            newsletter_subscribers::token_expires_at.eq(None::<DateTime<Utc>>),
        ))
        .returning(newsletter_subscribers::email)
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to confirm a subscription")?;
        confirmed.map(|email| Email::parse(&email).context("a stored subscriber is invalid")).transpose()
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
