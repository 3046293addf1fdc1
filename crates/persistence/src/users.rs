//! People's accounts: `PgUserRepository`, and the row type other adapters read users with.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{prelude::*, result::DatabaseErrorKind};
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    accounts::ports::{
        AccountDeletionError, GoogleIdentities, InsertUserError, LinkPurpose, NewLink, NewUser,
        ResearchSharingRepository, UserRepository,
    },
    audit::Audit,
};
use quad_domain::{Email, PersonName, Role, User, UserStatus, Username};
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    links::{NewLinkRow, retire_links},
    schema::{account_links, mail_queue, mail_requests, media_uploads, reports, university_emails, users},
    sessions::end_sessions,
    transaction::{TxError, finish},
};

diesel::define_sql_function! {
    /// The mailbox an address reaches (the `mailbox` SQL function of migration 43): lower case,
    /// without a `+tag`, Gmail without dots. One mailbox is one account.
    fn mailbox(address: diesel::sql_types::Text) -> diesel::sql_types::Text;
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
pub(crate) struct UserRow {
    id: Uuid,
    email: String,
    username: String,
    first_name: String,
    last_name: String,
    role: String,
    status: String,
    email_verified_at: Option<DateTime<Utc>>,
    profile_image: Option<String>,
    last_active_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
}

impl TryFrom<UserRow> for User {
    type Error = anyhow::Error;

    fn try_from(row: UserRow) -> Result<Self, Self::Error> {
        Ok(User {
            id: row.id,
            email: Email::parse(&row.email).with_context(|| format!("stored e-mail of user {} is invalid", row.id))?,
            username: Username::parse(&row.username)
                .with_context(|| format!("stored username of user {} is invalid", row.id))?,
            first_name: PersonName::parse(&row.first_name)
                .with_context(|| format!("stored first name of user {} is invalid", row.id))?,
            last_name: PersonName::parse(&row.last_name)
                .with_context(|| format!("stored last name of user {} is invalid", row.id))?,
            role: row.role.parse()?,
            status: row.status.parse()?,
            email_verified: row.email_verified_at.is_some(),
            profile_image: row.profile_image,
            created_at: row.created_at,
            last_active_at: row.last_active_at,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = users)]
struct NewUserRow<'a> {
    id: Uuid,
    email: &'a str,
    username: &'a str,
    first_name: &'a str,
    last_name: &'a str,
    password_hash: Option<&'a str>,
    role: &'a str,
    status: &'a str,
    email_verified_at: Option<DateTime<Utc>>,
    google_subject: Option<&'a str>,
}

/// Stores a user (and their first link) inside the caller's transaction, after checking that
/// nobody has the e-mail or, ignoring case, the username.
async fn insert_user(
    connection: &mut diesel_async::AsyncPgConnection,
    user: &NewUser,
    link: Option<&NewLink>,
) -> Result<User, TxError<InsertUserError>> {
    let email_taken: bool = diesel::select(diesel::dsl::exists(
        users::table.filter(mailbox(users::email).eq(mailbox(user.email.as_str()))),
    ))
    .get_result(connection)
    .await
    .context("failed to check an e-mail")?;
    if email_taken {
        return Err(TxError::Fail(InsertUserError::EmailTaken));
    }
    let username_taken: bool = diesel::select(diesel::dsl::exists(
        users::table.filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>("lower(username) = lower(")
                .bind::<diesel::sql_types::Text, _>(user.username.as_str())
                .sql(")"),
        ),
    ))
    .get_result(connection)
    .await
    .context("failed to check a username")?;
    if username_taken {
        return Err(TxError::Fail(InsertUserError::UsernameTaken));
    }
    let row = NewUserRow {
        id: user.id,
        email: user.email.as_str(),
        username: user.username.as_str(),
        first_name: user.first_name.as_str(),
        last_name: user.last_name.as_str(),
        password_hash: user.password_hash.as_deref(),
        role: user.role.as_str(),
        status: user.status.as_str(),
        email_verified_at: user.email_verified_at,
        google_subject: user.google_subject.as_deref(),
    };
    let stored: UserRow = diesel::insert_into(users::table)
        .values(&row)
        .returning(UserRow::as_returning())
        .get_result(connection)
        .await
        .map_err(|error| match &error {
            diesel::result::Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
                match info.constraint_name() {
                    Some("users_username_lower_key") => InsertUserError::UsernameTaken,
                    Some("users_email_key") => InsertUserError::EmailTaken,
                    _ => InsertUserError::Unexpected(anyhow::anyhow!(error).context("unique violation")),
                }
            }
            _ => InsertUserError::Unexpected(anyhow::anyhow!(error).context("failed to insert a user")),
        })
        .map_err(TxError::Fail)?;
    if let Some(link) = link {
        diesel::insert_into(account_links::table)
            .values(NewLinkRow::from(link))
            .execute(connection)
            .await
            .context("failed to store a link")?;
    }
    Ok(User::try_from(stored)?)
}

pub struct PgUserRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgUserRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

#[async_trait]
impl UserRepository for PgUserRepository {
    async fn create_user(&self, user: NewUser, link: Option<NewLink>) -> Result<User, InsertUserError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| insert_user(connection, &user, link.as_ref()).await)
            .await
            .map_err(finish)
    }

    async fn replace_unverified(&self, old_id: Uuid, user: NewUser, link: NewLink) -> Result<User, InsertUserError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<User, TxError<InsertUserError>> {
                // Sessions and links cascade. A registration verified meanwhile stays, and the
                // insert then finds its e-mail taken.
                diesel::delete(
                    users::table
                        .find(old_id)
                        .filter(users::email_verified_at.is_null())
                        .filter(users::google_subject.is_null()),
                )
                .execute(connection)
                .await
                .context("failed to remove a pending registration")?;
                insert_user(connection, &user, Some(&link)).await
            })
            .await
            .map_err(finish)
    }

    async fn find_user(&self, id: Uuid) -> anyhow::Result<Option<User>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<UserRow> = users::table
            .find(id)
            .select(UserRow::as_select())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a user")?;
        row.map(User::try_from).transpose()
    }

    async fn find_login(&self, email: &Email) -> anyhow::Result<Option<(User, Option<String>)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(UserRow, Option<String>)> = users::table
            .filter(users::email.eq(email.as_str()))
            .select((UserRow::as_select(), users::password_hash))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a login")?;
        row.map(|(user, hash)| Ok((User::try_from(user)?, hash))).transpose()
    }

    async fn purge_unverified(&self, created_before: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let purged = diesel::delete(
            users::table
                .filter(users::email_verified_at.is_null())
                .filter(users::google_subject.is_null())
                .filter(users::created_at.lt(created_before)),
        )
        .execute(&mut connection)
        .await
        .context("failed to purge unverified registrations")?;
        Ok(purged as u64)
    }

    async fn set_password(
        &self,
        user_id: Uuid,
        password_hash: &str,
        keep: Uuid,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                diesel::update(users::table.find(user_id))
                    .set(users::password_hash.eq(password_hash))
                    .execute(connection)
                    .await
                    .context("failed to set a password")?;
                end_sessions(connection, user_id, Some(keep), now).await?;
                retire_links(connection, user_id, Some(LinkPurpose::ResetPassword), now).await?;
                Ok(())
            })
            .await
    }

    async fn set_profile_image(&self, user_id: Uuid, url: Option<String>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(users::table.find(user_id))
            .set(users::profile_image.eq(url))
            .execute(&mut connection)
            .await
            .context("failed to set a profile image")?;
        Ok(())
    }

    async fn touch_last_active(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(users::table.find(user_id))
            .set(users::last_active_at.eq(now))
            .execute(&mut connection)
            .await
            .context("failed to note activity")?;
        Ok(())
    }

    async fn another_active_admin(&self, id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        crate::user_directory::another_active_admin(&mut connection, id).await
    }

    async fn delete_user(&self, user_id: Uuid, audit: Option<Audit<()>>) -> Result<(), AccountDeletionError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<(), TxError<AccountDeletionError>> {
                // Locked, so two admins deleting each other (or themselves) at once cannot both
                // succeed: the second waits, then sees the first's deletion.
                let admins: Vec<Uuid> = users::table
                    .filter(users::role.eq(Role::Admin.as_str()))
                    .filter(users::status.eq(UserStatus::Active.as_str()))
                    .select(users::id)
                    .for_update()
                    .load(connection)
                    .await
                    .context("failed to lock the active admins")?;
                if admins.contains(&user_id) && admins.len() == 1 {
                    return Err(TxError::Fail(AccountDeletionError::LastAdmin));
                }
                // Their own upload records go; a university's (logos, posts) stay, unowned.
                diesel::delete(
                    media_uploads::table
                        .filter(media_uploads::owner_id.eq(user_id))
                        .filter(media_uploads::kind.eq_any(crate::uploads::personal_kinds())),
                )
                .execute(connection)
                .await
                .context("failed to delete a person's upload records")?;
                // E-mail to them, queued or kept as a record, names them: at their sign-in
                // address, and at their university address, verified or waiting for its link.
                let email: Option<String> = users::table
                    .find(user_id)
                    .select(users::email)
                    .first(connection)
                    .await
                    .optional()
                    .context("failed to read a user's e-mail")?;
                let university: Option<(Option<String>, Option<String>)> = university_emails::table
                    .find(user_id)
                    .select((university_emails::email, university_emails::pending_email))
                    .first(connection)
                    .await
                    .optional()
                    .context("failed to read a user's university e-mail")?;
                let (verified, pending) = university.unwrap_or_default();
                let addresses: Vec<String> = email.into_iter().chain(verified).chain(pending).collect();
                if !addresses.is_empty() {
                    diesel::delete(mail_queue::table.filter(mail_queue::recipient.eq_any(&addresses)))
                        .execute(connection)
                        .await
                        .context("failed to delete a person's e-mail")?;
                    diesel::delete(mail_requests::table.filter(mail_requests::email.eq_any(&addresses)))
                        .execute(connection)
                        .await
                        .context("failed to delete a person's mail requests")?;
                }
                let names = crate::audit::names_of(connection, user_id).await?;
                // Others' copies of their name: notices, live copies, and reports of what they wrote.
                crate::notifications::forget_name_in_others_notices(connection, user_id)
                    .await
                    .context("failed to forget a person's name in others' notifications")?;
                diesel::update(reports::table.filter(reports::author_id.eq(user_id)))
                    .set(reports::author_name.eq(quad_domain::DELETED_USER))
                    .execute(connection)
                    .await
                    .context("failed to forget a person's name in reports")?;
                crate::messages::forget_messages(connection, user_id, Utc::now())
                    .await
                    .context("failed to delete a person's messages")?;
                // Profiles, sessions and links cascade with the user row.
                diesel::delete(users::table.find(user_id))
                    .execute(connection)
                    .await
                    .context("failed to delete a user")?;
                // The log's trigger lets it forget them only now that they are gone.
                crate::audit::forget_person(connection, user_id, names).await?;
                if let Some(audit) = audit {
                    self.audit.write(connection, audit, &()).await?;
                }
                Ok(())
            })
            .await
            .map_err(finish)
    }
}

#[async_trait]
impl GoogleIdentities for PgUserRepository {
    async fn find_by_google_subject(&self, subject: &str) -> anyhow::Result<Option<User>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<UserRow> = users::table
            .filter(users::google_subject.eq(subject))
            .select(UserRow::as_select())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a user by Google subject")?;
        row.map(User::try_from).transpose()
    }
    async fn link_google(&self, user_id: Uuid, subject: &str) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let linked = diesel::update(users::table.find(user_id).filter(users::google_subject.is_null()))
            .set(users::google_subject.eq(subject))
            .execute(&mut connection)
            .await
            .context("failed to link a Google account")?;
        Ok(linked == 1)
    }
    async fn take_over_unverified(&self, user_id: Uuid, subject: &str, now: DateTime<Utc>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                let taken = diesel::update(
                    users::table
                        .find(user_id)
                        .filter(users::email_verified_at.is_null())
                        .filter(users::google_subject.is_null()),
                )
                .set((
                    users::google_subject.eq(subject),
                    users::email_verified_at.eq(now),
                    users::password_hash.eq(None::<String>),
                ))
                .execute(connection)
                .await
                .context("failed to take over an account")?;
                if taken == 0 {
                    return Ok(false);
                }
                end_sessions(connection, user_id, None, now).await?;
                retire_links(connection, user_id, None, now).await?;
                Ok(true)
            })
            .await
    }
}

#[async_trait]
impl ResearchSharingRepository for PgUserRepository {
    async fn research_sharing_opted_out_at(&self, user_id: Uuid) -> anyhow::Result<Option<DateTime<Utc>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let at = users::table
            .find(user_id)
            .select(users::research_sharing_opted_out_at)
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read the research sharing choice")?;
        Ok(at.flatten())
    }
    async fn set_research_sharing_opt_out(
        &self,
        user_id: Uuid,
        at: Option<DateTime<Utc>>,
    ) -> anyhow::Result<Option<DateTime<Utc>>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // Opting out twice keeps the first time; opting back in clears it.
        let row = users::table.find(user_id);
        match at {
            Some(at) => {
                diesel::update(row.filter(users::research_sharing_opted_out_at.is_null()))
                    .set(users::research_sharing_opted_out_at.eq(at))
                    .execute(&mut connection)
                    .await
            }
            None => {
                diesel::update(row)
                    .set(users::research_sharing_opted_out_at.eq(None::<DateTime<Utc>>))
                    .execute(&mut connection)
                    .await
            }
        }
        .context("failed to record the research sharing choice")?;
        drop(connection);
        self.research_sharing_opted_out_at(user_id).await
    }
}
