use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{prelude::*, result::DatabaseErrorKind};
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::accounts::ports::{
    AccountRepository, InsertUserError, LinkError, LinkPurpose, NewLink, NewSession, NewUser, PersonalRecords, Session,
    SessionScope,
};
use quad_domain::{Email, User};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{account_links, oauth_states, sessions, users},
    transaction::{TxError, finish},
};

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
            username: row.username,
            first_name: row.first_name,
            last_name: row.last_name,
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

#[derive(Insertable)]
#[diesel(table_name = account_links)]
struct NewLinkRow<'a> {
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

fn scope_name(scope: SessionScope) -> &'static str {
    match scope {
        SessionScope::Full => "full",
        SessionScope::PendingVerification => "pending_verification",
    }
}

fn scope_from(name: &str) -> anyhow::Result<SessionScope> {
    match name {
        "full" => Ok(SessionScope::Full),
        "pending_verification" => Ok(SessionScope::PendingVerification),
        other => anyhow::bail!("unknown session scope '{other}'"),
    }
}

pub struct PgAccountRepository {
    pool: PgPool,
}

impl PgAccountRepository {
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
impl AccountRepository for PgAccountRepository {
    async fn create_user(&self, user: NewUser, link: Option<NewLink>) -> Result<User, InsertUserError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<User, TxError<InsertUserError>> {
                {
                    let email_taken: bool =
                        diesel::select(diesel::dsl::exists(users::table.filter(users::email.eq(user.email.as_str()))))
                            .get_result(connection)
                            .await
                            .context("failed to check an e-mail")?;
                    if email_taken {
                        return Err(TxError::Fail(InsertUserError::EmailTaken));
                    }
                    let username_taken: bool = diesel::select(diesel::dsl::exists(
                        users::table.filter(
                            diesel::dsl::sql::<diesel::sql_types::Bool>("lower(username) = lower(")
                                .bind::<diesel::sql_types::Text, _>(&user.username)
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
                        username: &user.username,
                        first_name: &user.first_name,
                        last_name: &user.last_name,
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
                                    _ => {
                                        InsertUserError::Unexpected(anyhow::anyhow!(error).context("unique violation"))
                                    }
                                }
                            }
                            _ => InsertUserError::Unexpected(anyhow::anyhow!(error).context("failed to insert a user")),
                        })
                        .map_err(TxError::Fail)?;
                    if let Some(link) = &link {
                        diesel::insert_into(account_links::table)
                            .values(NewLinkRow::from(link))
                            .execute(connection)
                            .await
                            .context("failed to store a link")?;
                    }
                    Ok(User::try_from(stored)?)
                }
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

    async fn link_google(&self, user_id: Uuid, subject: &str, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(users::table.find(user_id))
            .set((
                users::google_subject.eq(subject),
                users::email_verified_at.eq(diesel::dsl::sql::<
                    diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
                >("coalesce(email_verified_at, ")
                .bind::<diesel::sql_types::Timestamptz, _>(now)
                .sql(")")),
            ))
            .execute(&mut connection)
            .await
            .context("failed to link a Google account")?;
        Ok(())
    }

    async fn store_link(&self, link: NewLink) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(account_links::table)
            .values(NewLinkRow::from(&link))
            .execute(&mut connection)
            .await
            .context("failed to store a link")?;
        Ok(())
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
                    diesel::update(
                        sessions::table.filter(sessions::user_id.eq(user_id)).filter(sessions::ended_at.is_null()),
                    )
                    .set(sessions::ended_at.eq(now))
                    .execute(connection)
                    .await
                    .context("failed to end sessions")?;
                    // Other outstanding reset links die with this one.
                    diesel::update(
                        account_links::table
                            .filter(account_links::user_id.eq(user_id))
                            .filter(account_links::purpose.eq(LinkPurpose::ResetPassword.as_str()))
                            .filter(account_links::used_at.is_null()),
                    )
                    .set(account_links::used_at.eq(now))
                    .execute(connection)
                    .await
                    .context("failed to retire reset links")?;
                    Ok(user_id)
                }
            })
            .await
            .map_err(finish)
    }

    async fn create_session(&self, session: NewSession) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(sessions::table)
            .values((
                sessions::id.eq(session.id),
                sessions::user_id.eq(session.user_id),
                sessions::scope.eq(scope_name(session.scope)),
                sessions::expires_at.eq(session.expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a session")?;
        Ok(())
    }

    async fn find_live_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<Option<Session>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(Uuid, Uuid, String)> = sessions::table
            .find(id)
            .filter(sessions::ended_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .select((sessions::id, sessions::user_id, sessions::scope))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a session")?;
        row.map(|(id, user_id, scope)| Ok(Session { id, user_id, scope: scope_from(&scope)? })).transpose()
    }

    async fn end_session(&self, id: Uuid, now: DateTime<Utc>) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::update(sessions::table.find(id).filter(sessions::ended_at.is_null()))
            .set(sessions::ended_at.eq(now))
            .execute(&mut connection)
            .await
            .context("failed to end a session")?;
        Ok(())
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

    async fn delete_user(&self, user_id: Uuid) -> anyhow::Result<()> {
        use crate::schema::{attempt_counters, newsletter_subscribers, university_requests};
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<(), TxError<anyhow::Error>> {
                let email: Option<String> = users::table
                    .find(user_id)
                    .select(users::email)
                    .first(connection)
                    .await
                    .optional()
                    .context("failed to read a user")?;
                let Some(email) = email else { return Ok(()) };
                // Rows that name the person without pointing at their user row go too.
                diesel::delete(
                    university_requests::table.filter(
                        university_requests::requester_id.eq(user_id).or(university_requests::email.eq(&email)),
                    ),
                )
                .execute(connection)
                .await
                .context("failed to delete university requests")?;
                diesel::delete(newsletter_subscribers::table.filter(newsletter_subscribers::email.eq(&email)))
                    .execute(connection)
                    .await
                    .context("failed to delete a newsletter subscription")?;
                diesel::delete(
                    attempt_counters::table.filter(attempt_counters::key.like(format!("%:account:{email}"))),
                )
                .execute(connection)
                .await
                .context("failed to delete attempt counters")?;
                // Profiles, sessions, links and upload records cascade with the user row.
                diesel::delete(users::table.find(user_id))
                    .execute(connection)
                    .await
                    .context("failed to delete a user")?;
                Ok(())
            })
            .await
            .map_err(finish)
    }

    async fn personal_records(&self, user_id: Uuid) -> anyhow::Result<PersonalRecords> {
        use crate::schema::{media_uploads, newsletter_subscribers, university_requests};
        let mut connection = self.pool.get().await.context("no database connection")?;
        let email: String = users::table.find(user_id).select(users::email).first(&mut connection).await?;
        let uploads = media_uploads::table
            .filter(media_uploads::owner_id.eq(user_id))
            .order(media_uploads::created_at)
            .select((media_uploads::kind, media_uploads::url, media_uploads::created_at))
            .load(&mut connection)
            .await
            .context("failed to list uploads")?;
        let university_requests = university_requests::table
            .filter(university_requests::requester_id.eq(user_id).or(university_requests::email.eq(&email)))
            .order(university_requests::created_at)
            .select((
                university_requests::university_name,
                university_requests::location,
                university_requests::created_at,
            ))
            .load(&mut connection)
            .await
            .context("failed to list university requests")?;
        let newsletter_subscribed = diesel::select(diesel::dsl::exists(
            newsletter_subscribers::table.filter(newsletter_subscribers::email.eq(&email)),
        ))
        .get_result(&mut connection)
        .await
        .context("failed to check the newsletter")?;
        let sessions = sessions::table
            .filter(sessions::user_id.eq(user_id))
            .order(sessions::created_at)
            .select((sessions::created_at, sessions::expires_at, sessions::ended_at))
            .load(&mut connection)
            .await
            .context("failed to list sessions")?;
        Ok(PersonalRecords { uploads, university_requests, newsletter_subscribed, sessions })
    }

    async fn store_oauth_state(
        &self,
        state_hash: &str,
        code_verifier: &str,
        expires_at: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(oauth_states::table.filter(oauth_states::expires_at.lt(Utc::now())))
            .execute(&mut connection)
            .await
            .context("failed to forget expired states")?;
        diesel::insert_into(oauth_states::table)
            .values((
                oauth_states::state_hash.eq(state_hash),
                oauth_states::code_verifier.eq(code_verifier),
                oauth_states::expires_at.eq(expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a state")?;
        Ok(())
    }

    async fn take_oauth_state(&self, state_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<String>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let verifier: Option<String> = diesel::delete(
            oauth_states::table
                .filter(oauth_states::state_hash.eq(state_hash))
                .filter(oauth_states::expires_at.gt(now)),
        )
        .returning(oauth_states::code_verifier)
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to take a state")?;
        Ok(verifier)
    }
}
