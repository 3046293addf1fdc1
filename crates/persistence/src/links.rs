//! E-mailed single-use links: `PgLinkRepository`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::accounts::ports::{EmailChange, LinkError, LinkPurpose, LinkRepository, NewLink, SessionScope};
use quad_application::mail::ports::OutgoingEmail;
use quad_domain::Email;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{account_links, sessions, university_emails, users},
    sessions::{end_sessions, scope_name},
    transaction::{TxError, finish},
    users::mailbox,
};

#[derive(Insertable)]
#[diesel(table_name = account_links)]
pub(crate) struct NewLinkRow<'a> {
    token_hash: &'a str,
    user_id: Uuid,
    purpose: &'a str,
    expires_at: DateTime<Utc>,
}

impl<'a> From<&'a NewLink> for NewLinkRow<'a> {
    fn from(link: &'a NewLink) -> Self {
        Self {
            token_hash: &link.hash,
            user_id: link.user_id,
            purpose: link.purpose.as_str(),
            expires_at: link.expires_at,
        }
    }
}

/// Marks the person's unused links used, only those for `purpose` when given, on the caller's
/// connection (inside its transaction, if any).
pub(crate) async fn retire_links(
    connection: &mut diesel_async::AsyncPgConnection,
    user_id: Uuid,
    purpose: Option<LinkPurpose>,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let mut links = account_links::table
        .filter(account_links::user_id.eq(user_id))
        .filter(account_links::used_at.is_null())
        .into_boxed();
    if let Some(purpose) = purpose {
        links = links.filter(account_links::purpose.eq(purpose.as_str()));
    }
    let ids = links.select(account_links::token_hash);
    diesel::update(account_links::table.filter(account_links::token_hash.eq_any(ids)))
        .set(account_links::used_at.eq(now))
        .execute(connection)
        .await
        .context("failed to retire links")?;
    Ok(())
}

pub struct PgLinkRepository {
    pool: PgPool,
}

impl PgLinkRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    /// Marks a link used, inside the caller's transaction, after checking it is usable.
    async fn use_link(
        connection: &mut diesel_async::AsyncPgConnection,
        link_hash: &str,
        purpose: LinkPurpose,
        now: DateTime<Utc>,
    ) -> Result<Uuid, LinkError> {
        let found: Option<(Uuid, DateTime<Utc>, Option<DateTime<Utc>>)> = account_links::table
            .filter(account_links::token_hash.eq(link_hash))
            .filter(account_links::purpose.eq(purpose.as_str()))
            .select((account_links::user_id, account_links::expires_at, account_links::used_at))
            .for_update()
            .first(connection)
            .await
            .optional()
            .context("failed to read a link")?;
        let (user_id, expires_at, used_at) = found.ok_or(LinkError::Unknown)?;
        if used_at.is_some() {
            return Err(LinkError::Used);
        }
        if expires_at <= now {
            return Err(LinkError::Expired);
        }
        diesel::update(account_links::table.filter(account_links::token_hash.eq(link_hash)))
            .set(account_links::used_at.eq(now))
            .execute(connection)
            .await
            .context("failed to mark a link used")?;
        Ok(user_id)
    }
}

#[async_trait]
impl LinkRepository for PgLinkRepository {
    async fn store_link(&self, link: NewLink, email: OutgoingEmail) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                diesel::insert_into(account_links::table)
                    .values(NewLinkRow::from(&link))
                    .execute(connection)
                    .await
                    .context("failed to store a link")?;
                crate::mail_queue::enqueue(connection, &email).await
            })
            .await
    }

    async fn verify_email(&self, link_hash: &str, now: DateTime<Utc>) -> Result<Uuid, LinkError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Uuid, TxError<LinkError>> {
                {
                    let user_id = Self::use_link(connection, link_hash, LinkPurpose::VerifyEmail, now)
                        .await
                        .map_err(TxError::Fail)?;
                    diesel::update(users::table.find(user_id).filter(users::email_verified_at.is_null()))
                        .set(users::email_verified_at.eq(now))
                        .execute(connection)
                        .await
                        .context("failed to mark an e-mail verified")?;
                    // The limited session from registration has served its purpose.
                    diesel::update(
                        sessions::table
                            .filter(sessions::user_id.eq(user_id))
                            .filter(sessions::scope.eq(scope_name(SessionScope::PendingVerification)))
                            .filter(sessions::ended_at.is_null()),
                    )
                    .set(sessions::ended_at.eq(now))
                    .execute(connection)
                    .await
                    .context("failed to end pending-verification sessions")?;
                    Ok(user_id)
                }
            })
            .await
            .map_err(finish)
    }

    async fn store_email_change(&self, link: NewLink, new_email: &Email) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(account_links::table)
            .values((NewLinkRow::from(&link), account_links::new_email.eq(new_email.as_str())))
            .execute(&mut connection)
            .await
            .context("failed to store a change link")?;
        Ok(())
    }

    async fn change_email(&self, link_hash: &str, now: DateTime<Utc>) -> Result<EmailChange, LinkError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<EmailChange, TxError<LinkError>> {
                let user_id = Self::use_link(connection, link_hash, LinkPurpose::ChangeEmail, now)
                    .await
                    .map_err(TxError::Fail)?;
                let new: Option<String> = account_links::table
                    .find(link_hash)
                    .select(account_links::new_email)
                    .first(connection)
                    .await
                    .context("failed to read a change link")?;
                let new =
                    Email::parse(new.as_deref().unwrap_or_default()).context("a change link's address is invalid")?;
                // Another account signs in with it, or verified it as its university address.
                let taken: bool = diesel::select(
                    diesel::dsl::exists(
                        users::table
                            .filter(mailbox(users::email).eq(mailbox(new.as_str())))
                            .filter(users::id.ne(user_id)),
                    )
                    .or(diesel::dsl::exists(
                        university_emails::table
                            .filter(mailbox(university_emails::email.assume_not_null()).eq(mailbox(new.as_str())))
                            .filter(university_emails::verified_at.is_not_null())
                            .filter(university_emails::user_id.ne(user_id)),
                    )),
                )
                .get_result(connection)
                .await
                .context("failed to check an e-mail")?;
                if taken {
                    return Ok(EmailChange::Taken);
                }
                diesel::update(users::table.find(user_id))
                    .set((
                        users::email.eq(new.as_str()),
                        users::email_verified_at.eq(diesel::dsl::sql::<
                            diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
                        >("coalesce(email_verified_at, ")
                        .bind::<diesel::sql_types::Timestamptz, _>(now)
                        .sql(")")),
                    ))
                    .execute(connection)
                    .await
                    .context("failed to change an e-mail")?;
                Ok(EmailChange::Changed { user_id, new })
            })
            .await
            .map_err(finish)
    }

    async fn reset_password(
        &self,
        link_hash: &str,
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Uuid, LinkError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Uuid, TxError<LinkError>> {
                {
                    let user_id = Self::use_link(connection, link_hash, LinkPurpose::ResetPassword, now)
                        .await
                        .map_err(TxError::Fail)?;
                    diesel::update(users::table.find(user_id))
                        .set(users::password_hash.eq(password_hash))
                        .execute(connection)
                        .await
                        .context("failed to set a password")?;
                    diesel::update(users::table.find(user_id).filter(users::email_verified_at.is_null()))
                        .set(users::email_verified_at.eq(now))
                        .execute(connection)
                        .await
                        .context("failed to mark an e-mail verified")?;
                    end_sessions(connection, user_id, None, now).await?;
                    // Other outstanding reset links die with this one.
                    retire_links(connection, user_id, Some(LinkPurpose::ResetPassword), now).await?;
                    Ok(user_id)
                }
            })
            .await
            .map_err(finish)
    }
}
