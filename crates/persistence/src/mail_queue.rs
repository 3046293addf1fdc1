//! The durable mail queue: `PgMailQueue` (the use cases' `Mailer`, and the worker's `MailQueue`),
//! and `enqueue` for adapters that queue an e-mail inside their own transaction.

use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::{
    accounts::ports::{MailRequest, MailRequestKind, MailRequestRepository},
    mail::ports::{MailQueue, Mailer, OutgoingEmail, QueuedEmail},
};
use quad_domain::Email;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{mail_queue, mail_requests},
};

/// Queues an e-mail on the caller's connection (inside its transaction, if any).
pub(crate) async fn enqueue(connection: &mut AsyncPgConnection, email: &OutgoingEmail) -> anyhow::Result<()> {
    diesel::insert_into(mail_queue::table)
        .values((
            mail_queue::id.eq(Uuid::now_v7()),
            mail_queue::recipient.eq(email.to.as_str()),
            mail_queue::subject.eq(&email.subject),
            mail_queue::html_body.eq(&email.html_body),
            mail_queue::text_body.eq(&email.text_body),
            mail_queue::list_unsubscribe.eq(&email.list_unsubscribe),
        ))
        .execute(connection)
        .await
        .context("failed to queue an e-mail")?;
    Ok(())
}

pub struct PgMailQueue {
    pool: PgPool,
}

impl PgMailQueue {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl Mailer for PgMailQueue {
    async fn send(&self, email: OutgoingEmail) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        enqueue(&mut connection, &email).await
    }
}

#[derive(QueryableByName)]
struct ClaimedRow {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    recipient: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    subject: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    html_body: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    text_body: String,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    attempts: i32,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    list_unsubscribe: Option<String>,
}

#[async_trait]
impl MailQueue for PgMailQueue {
    async fn forget_finished_before(&self, before: DateTime<Utc>) -> anyhow::Result<usize> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(mail_queue::table.filter(mail_queue::sent_at.lt(before).or(mail_queue::gave_up_at.lt(before))))
            .execute(&mut connection)
            .await
            .context("failed to prune the mail queue")
    }

    async fn claim_due(&self, now: DateTime<Utc>, lease: Duration, limit: u32) -> anyhow::Result<Vec<QueuedEmail>> {
        use diesel::sql_types::{BigInt, Timestamptz};
        let mut connection = self.pool.get().await.context("no database connection")?;
        let until = now + chrono::Duration::from_std(lease).context("lease too long")?;
        // SKIP LOCKED: instances claiming at once take different e-mails.
        let rows: Vec<ClaimedRow> = diesel::sql_query(
            "UPDATE mail_queue SET claimed_until = $2 WHERE id IN ( \
               SELECT id FROM mail_queue \
               WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1 \
                 AND (claimed_until IS NULL OR claimed_until <= $1) \
               ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED) \
             RETURNING id, recipient, subject, html_body, text_body, attempts, list_unsubscribe",
        )
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(until)
        .bind::<BigInt, _>(i64::from(limit))
        .load(&mut connection)
        .await
        .context("failed to claim e-mail")?;
        rows.into_iter()
            .map(|row| {
                Ok(QueuedEmail {
                    id: row.id,
                    email: OutgoingEmail {
                        to: Email::parse(&row.recipient).context("a queued recipient is invalid")?,
                        subject: row.subject,
                        html_body: row.html_body,
                        text_body: row.text_body,
                        list_unsubscribe: row.list_unsubscribe,
                    },
                    attempts: u32::try_from(row.attempts).unwrap_or(0),
                })
            })
            .collect()
    }

    async fn mark_sent(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // The bodies hold link secrets: once sent they are not kept.
        diesel::update(mail_queue::table.find(id))
            .set((
                mail_queue::sent_at.eq(now),
                mail_queue::claimed_until.eq(None::<DateTime<Utc>>),
                mail_queue::html_body.eq(""),
                mail_queue::text_body.eq(""),
            ))
            .execute(&mut connection)
            .await
            .context("failed to mark an e-mail sent")?;
        Ok(())
    }

    async fn mark_failed(&self, id: Uuid, retry_at: Option<DateTime<Utc>>, error: &str) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let error: String = error.chars().take(500).collect();
        let update = diesel::update(mail_queue::table.find(id));
        let changed = match retry_at {
            Some(at) => {
                update
                    .set((
                        mail_queue::attempts.eq(mail_queue::attempts + 1),
                        mail_queue::next_attempt_at.eq(at),
                        mail_queue::claimed_until.eq(None::<DateTime<Utc>>),
                        mail_queue::last_error.eq(error),
                    ))
                    .execute(&mut connection)
                    .await
            }
            None => {
                update
                    .set((
                        mail_queue::attempts.eq(mail_queue::attempts + 1),
                        mail_queue::gave_up_at.eq(Utc::now()),
                        mail_queue::claimed_until.eq(None::<DateTime<Utc>>),
                        mail_queue::html_body.eq(""),
                        mail_queue::text_body.eq(""),
                        mail_queue::last_error.eq(error),
                    ))
                    .execute(&mut connection)
                    .await
            }
        };
        changed.context("failed to note an e-mail's failure")?;
        Ok(())
    }
}

/// Account e-mail asked for signed out, waiting for the mail worker.
pub struct PgMailRequestRepository {
    pool: PgPool,
}

impl PgMailRequestRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[derive(QueryableByName)]
struct RequestRow {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    kind: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    email: String,
}

#[async_trait]
impl MailRequestRepository for PgMailRequestRepository {
    async fn request(&self, request: MailRequest) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(mail_requests::table)
            .values((
                mail_requests::id.eq(Uuid::now_v7()),
                mail_requests::kind.eq(request.kind.as_str()),
                mail_requests::email.eq(request.email.as_str()),
            ))
            .execute(&mut connection)
            .await
            .context("failed to take a mail request")?;
        Ok(())
    }

    async fn claim(&self, limit: u32) -> anyhow::Result<Vec<(Uuid, MailRequest)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = diesel::sql_query(
            "UPDATE mail_requests SET claimed_until = now() + interval '2 minutes' WHERE id IN ( \
               SELECT id FROM mail_requests WHERE claimed_until IS NULL OR claimed_until <= now() \
               ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED) \
             RETURNING id, kind, email",
        )
        .bind::<diesel::sql_types::BigInt, _>(i64::from(limit))
        .load(&mut connection)
        .await
        .context("failed to claim mail requests")?;
        rows.into_iter()
            .map(|row| {
                let request = MailRequest {
                    kind: MailRequestKind::parse(&row.kind).context("unknown mail request kind")?,
                    email: Email::parse(&row.email).context("a requested address is invalid")?,
                };
                Ok((row.id, request))
            })
            .collect()
    }

    async fn done(&self, id: Uuid) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(mail_requests::table.find(id))
            .execute(&mut connection)
            .await
            .context("failed to forget a mail request")?;
        Ok(())
    }
}
