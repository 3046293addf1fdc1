//! Each person's university address (issue 23), with the link that verifies it.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{prelude::*, result::DatabaseErrorKind};
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    live::ports::LiveEvent,
    mail::ports::OutgoingEmail,
    memberships::ports::{UniversityEmail, UniversityEmailConfirmation, UniversityEmailRepository},
};
use quad_domain::Email;
use uuid::Uuid;

use crate::{
    PgPool,
    event_log::{append_event, lock_log},
    schema::{university_emails, users},
    transaction::TxError,
    users::mailbox,
};

pub struct PgUniversityEmailRepository {
    pool: PgPool,
}

impl PgUniversityEmailRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

fn stored(email: &str) -> anyhow::Result<Email> {
    Email::parse(email).context("a stored university address is invalid")
}

#[async_trait]
impl UniversityEmailRepository for PgUniversityEmailRepository {
    async fn of(&self, user_id: Uuid) -> anyhow::Result<UniversityEmail> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(Option<String>, Option<DateTime<Utc>>, Option<String>)> = university_emails::table
            .find(user_id)
            .select((university_emails::email, university_emails::verified_at, university_emails::pending_email))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a university address")?;
        let Some((email, verified_at, pending)) = row else { return Ok(UniversityEmail::default()) };
        Ok(UniversityEmail {
            verified: email
                .zip(verified_at)
                .map(|(email, at)| Ok::<_, anyhow::Error>((stored(&email)?, at)))
                .transpose()?,
            pending: pending.as_deref().map(stored).transpose()?,
        })
    }

    async fn in_use(&self, email: &Email, except: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let signs_in =
            users::table.filter(mailbox(users::email).eq(mailbox(email.as_str()))).filter(users::id.ne(except));
        let verified = university_emails::table
            .filter(mailbox(university_emails::email.assume_not_null()).eq(mailbox(email.as_str())))
            .filter(university_emails::verified_at.is_not_null())
            .filter(university_emails::user_id.ne(except));
        diesel::select(diesel::dsl::exists(signs_in).or(diesel::dsl::exists(verified)))
            .get_result(&mut connection)
            .await
            .context("failed to check whether an address is in use")
    }

    async fn request(
        &self,
        user_id: Uuid,
        email: &Email,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        mail: OutgoingEmail,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                let pending = (
                    university_emails::pending_email.eq(email.as_str()),
                    university_emails::token_hash.eq(token_hash),
                    university_emails::token_expires_at.eq(expires_at),
                );
                diesel::insert_into(university_emails::table)
                    .values((university_emails::user_id.eq(user_id), pending))
                    .on_conflict(university_emails::user_id)
                    .do_update()
                    .set(pending)
                    .execute(connection)
                    .await
                    .context("failed to keep a pending university address")?;
                crate::mail_queue::enqueue(connection, &mail).await
            })
            .await
    }

    async fn confirm(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
        then: &LiveEvent,
    ) -> anyhow::Result<UniversityEmailConfirmation> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // Whose link it is, read first so the person's log is locked before their address row (an
        // account's deletion takes the log before the rows that go with the account).
        let owner: Option<Uuid> = university_emails::table
            .filter(university_emails::token_hash.eq(token_hash))
            .select(university_emails::user_id)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a university address link")?;
        let Some(owner) = owner else { return Ok(UniversityEmailConfirmation::Unknown) };
        // `Fail(())`: another account verified the address at the same moment (a unique violation,
        // which aborts the transaction); it is rolled back and answered as taken.
        let confirmed = connection
            .transaction(async |connection| -> Result<UniversityEmailConfirmation, TxError<()>> {
                lock_log(connection, owner).await?;
                let pending: Option<(Uuid, Option<String>)> = university_emails::table
                    .filter(university_emails::user_id.eq(owner))
                    .filter(university_emails::token_hash.eq(token_hash))
                    .filter(university_emails::token_expires_at.gt(now))
                    .select((university_emails::user_id, university_emails::pending_email))
                    .for_update()
                    .first(connection)
                    .await
                    .optional()
                    .context("failed to read a university address link")?;
                let Some((user_id, Some(pending))) = pending else { return Ok(UniversityEmailConfirmation::Unknown) };
                let signs_in: bool = diesel::select(diesel::dsl::exists(
                    users::table.filter(mailbox(users::email).eq(mailbox(&pending))).filter(users::id.ne(user_id)),
                ))
                .get_result(connection)
                .await
                .context("failed to check an address")?;
                if signs_in {
                    return Ok(UniversityEmailConfirmation::Taken);
                }
                diesel::update(university_emails::table.find(user_id))
                    .set((
                        university_emails::email.eq(&pending),
                        university_emails::verified_at.eq(now),
                        university_emails::pending_email.eq(None::<String>),
                        university_emails::token_hash.eq(None::<String>),
                        university_emails::token_expires_at.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(connection)
                    .await
                    .map_err(|error| taken_or(error, "failed to verify a university address"))?;
                append_event(connection, user_id, then, now).await?;
                Ok(UniversityEmailConfirmation::Verified { user_id, email: stored(&pending)? })
            })
            .await;
        match confirmed {
            Ok(confirmation) => Ok(confirmation),
            Err(TxError::Fail(())) => Ok(UniversityEmailConfirmation::Taken),
            Err(TxError::Diesel(error)) => Err(anyhow::anyhow!(error).context("failed to verify a university address")),
            Err(TxError::Other(error)) => Err(error),
        }
    }

    async fn record_verified(
        &self,
        user_id: Uuid,
        email: &Email,
        now: DateTime<Utc>,
        then: &LiveEvent,
    ) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // `Fail(())`: the address signs another account in, or another account verified it at the
        // same moment (a unique violation, which aborts the transaction).
        let recorded = connection
            .transaction(async |connection| -> Result<(), TxError<()>> {
                lock_log(connection, user_id).await?;
                let signs_in: bool = diesel::select(diesel::dsl::exists(
                    users::table
                        .filter(mailbox(users::email).eq(mailbox(email.as_str())))
                        .filter(users::id.ne(user_id)),
                ))
                .get_result(connection)
                .await
                .context("failed to check an address")?;
                if signs_in {
                    return Err(TxError::Fail(()));
                }
                let verified = || {
                    (
                        university_emails::email.eq(email.as_str()),
                        university_emails::verified_at.eq(now),
                        university_emails::pending_email.eq(None::<String>),
                        university_emails::token_hash.eq(None::<String>),
                        university_emails::token_expires_at.eq(None::<DateTime<Utc>>),
                    )
                };
                diesel::insert_into(university_emails::table)
                    .values((university_emails::user_id.eq(user_id), verified()))
                    .on_conflict(university_emails::user_id)
                    .do_update()
                    .set(verified())
                    .execute(connection)
                    .await
                    .map_err(|error| taken_or(error, "failed to record a university address"))?;
                append_event(connection, user_id, then, now).await?;
                Ok(())
            })
            .await;
        match recorded {
            Ok(()) => Ok(true),
            Err(TxError::Fail(())) => Ok(false),
            Err(TxError::Diesel(error)) => Err(anyhow::anyhow!(error).context("failed to record a university address")),
            Err(TxError::Other(error)) => Err(error),
        }
    }

    async fn remove(&self, user_id: Uuid, now: DateTime<Utc>, then: &LiveEvent) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> QueryResult<()> {
                lock_log(connection, user_id).await?;
                diesel::delete(university_emails::table.find(user_id)).execute(connection).await?;
                append_event(connection, user_id, then, now).await?;
                Ok(())
            })
            .await
            .context("failed to remove a university address")
    }
}

/// A unique violation (the address is another account's, verified at the same moment) as
/// `Fail(())`, which rolls the transaction back; anything else as an error with `context`.
fn taken_or(error: diesel::result::Error, context: &'static str) -> TxError<()> {
    match error {
        diesel::result::Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => TxError::Fail(()),
        other => TxError::Other(anyhow::anyhow!(other).context(context)),
    }
}
