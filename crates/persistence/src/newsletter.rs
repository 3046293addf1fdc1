use anyhow::Context;
use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::newsletter::{SubscribeOutcome, ports::NewsletterRepository};
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
    async fn add_subscriber(&self, email: &Email) -> anyhow::Result<SubscribeOutcome> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let inserted = diesel::insert_into(newsletter_subscribers::table)
            .values(NewSubscriberRow { id: Uuid::now_v7(), email: email.as_str() })
            .on_conflict(newsletter_subscribers::email)
            .do_nothing()
            .execute(&mut connection)
            .await
            .context("failed to insert a newsletter subscriber")?;
        Ok(if inserted == 1 { SubscribeOutcome::Subscribed } else { SubscribeOutcome::AlreadySubscribed })
    }

    async fn is_subscribed(&self, email: &Email) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::select(diesel::dsl::exists(
            newsletter_subscribers::table.filter(newsletter_subscribers::email.eq(email.as_str())),
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
