//! The admin users screen's reads and edits: `PgUserDirectory`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{
    dsl::{exists, sql},
    prelude::*,
    sql_types::{Bool, Nullable, Text},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    users::ports::{DirectoryError, UniversityRef, UserChange, UserDirectory, UserFilter, UserSort, UserSummary},
};
use quad_domain::{Email, Role, User, UserStatus};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{roommate_profiles, universities, university_staff, users},
    sessions::end_sessions,
    transaction::{TxError, finish},
    users::UserRow,
};

pub struct PgUserDirectory {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgUserDirectory {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

/// The new address an admin set, waiting on its link (the newest live one).
const PENDING_EMAIL: &str = "(SELECT l.new_email FROM account_links l WHERE l.user_id = users.id \
     AND l.purpose = 'change_email' AND l.used_at IS NULL AND l.expires_at > now() \
     ORDER BY l.created_at DESC LIMIT 1)";

/// The universities the person looks after, by name: `[{"id": ..., "name": ...}]`.
const ASSIGNED_UNIVERSITIES: &str = "(SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name) \
     ORDER BY a.name, a.id), '[]'::jsonb) FROM university_staff s JOIN universities a ON a.id = s.university_id \
     WHERE s.user_id = users.id)";

/// Whether the person turned two-step sign-in on.
const SECOND_FACTOR_ON: &str =
    "EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = users.id AND f.confirmed_at IS NOT NULL)";

type SummaryRow = (UserRow, DateTime<Utc>, Option<String>, Option<Uuid>, Option<String>, Option<String>, Value, bool);

fn summary_from(
    (user, updated_at, profile_status, university_id, university_name, pending_email, assigned, second_factor_on): SummaryRow,
) -> anyhow::Result<UserSummary> {
    let assigned_universities = assigned
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| {
            let id = u["id"].as_str().and_then(|id| Uuid::parse_str(id).ok()).context("an assignment without an id")?;
            Ok(UniversityRef { id, name: u["name"].as_str().unwrap_or_default().to_owned() })
        })
        .collect::<anyhow::Result<_>>()?;
    Ok(UserSummary {
        user: User::try_from(user)?,
        university: university_id.zip(university_name).map(|(id, name)| UniversityRef { id, name }),
        profile_status: profile_status.map(|status| status.parse()).transpose()?,
        pending_email,
        assigned_universities,
        updated_at,
        second_factor_on,
    })
}

/// People with their roommate profile's status and university (either may be missing).
macro_rules! people {
    () => {
        users::table
            .left_join(roommate_profiles::table.on(roommate_profiles::user_id.eq(users::id)))
            .left_join(universities::table.on(universities::id.eq(roommate_profiles::university_id)))
    };
}

macro_rules! summary_columns {
    () => {
        (
            UserRow::as_select(),
            users::updated_at,
            roommate_profiles::status.nullable(),
            universities::id.nullable(),
            universities::name.nullable(),
            sql::<Nullable<Text>>(PENDING_EMAIL),
            sql::<diesel::sql_types::Jsonb>(ASSIGNED_UNIVERSITIES),
            sql::<Bool>(SECOND_FACTOR_ON),
        )
    };
}

pub(crate) fn like_pattern(text: &str) -> String {
    format!("%{}%", text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"))
}

#[async_trait]
impl UserDirectory for PgUserDirectory {
    async fn list(
        &self,
        filter: UserFilter,
        sort: UserSort,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<UserSummary>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let narrowed = || {
            let mut query = people!().into_boxed();
            if let Some(text) = &filter.search {
                query = query.filter(
                    sql::<Bool>(
                        "(users.first_name || ' ' || users.last_name || ' ' || users.username || ' ' || users.email \
                         || ' ' || coalesce(universities.name, '')) ILIKE ",
                    )
                    .bind::<Text, _>(like_pattern(text)),
                );
            }
            if let Some(role) = filter.role {
                query = query.filter(users::role.eq(role.as_str()));
            }
            if let Some(status) = filter.status {
                query = query.filter(users::status.eq(status.as_str()));
            }
            query
        };
        let total: i64 = narrowed().count().get_result(&mut connection).await.context("failed to count users")?;
        let ordered = match sort {
            UserSort::Newest => narrowed().order((users::created_at.desc(), users::id)),
            UserSort::Oldest => narrowed().order((users::created_at.asc(), users::id)),
            UserSort::Name => narrowed().order((users::first_name.asc(), users::last_name.asc(), users::id)),
            UserSort::LastActive => narrowed().order((users::last_active_at.desc().nulls_last(), users::id)),
        };
        let rows: Vec<SummaryRow> = ordered
            .offset(offset)
            .limit(limit)
            .select(summary_columns!())
            .load(&mut connection)
            .await
            .context("failed to list users")?;
        Ok((rows.into_iter().map(summary_from).collect::<anyhow::Result<_>>()?, total))
    }

    async fn summary(&self, id: Uuid) -> anyhow::Result<Option<UserSummary>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<SummaryRow> = people!()
            .filter(users::id.eq(id))
            .select(summary_columns!())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a user")?;
        row.map(summary_from).transpose()
    }

    async fn update(
        &self,
        id: Uuid,
        change: UserChange,
        now: DateTime<Utc>,
        audit: Audit<User>,
    ) -> Result<User, DirectoryError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<User, TxError<DirectoryError>> {
                if change.keeps_an_active_admin {
                    // Locked, so two admins demoting each other at once cannot both succeed: the
                    // second waits, then sees the first's change.
                    let admins: Vec<Uuid> = users::table
                        .filter(users::role.eq(Role::Admin.as_str()))
                        .filter(users::status.eq(UserStatus::Active.as_str()))
                        .select(users::id)
                        .for_update()
                        .load(connection)
                        .await?;
                    if !admins.iter().any(|admin| *admin != id) {
                        return Err(TxError::Fail(DirectoryError::LastAdmin));
                    }
                }
                let updated = if change.is_empty() {
                    // Nothing of the row changes (an e-mail change waits for its link).
                    users::table.find(id).select(UserRow::as_select()).first::<UserRow>(connection).await.optional()?
                } else {
                    diesel::update(users::table.find(id))
                        .set(UserChangeRow {
                            first_name: change.first_name.as_ref().map(|name| name.as_str()),
                            last_name: change.last_name.as_ref().map(|name| name.as_str()),
                            role: change.role.map(Role::as_str),
                            status: change.status.map(UserStatus::as_str),
                        })
                        .returning(UserRow::as_returning())
                        .get_result::<UserRow>(connection)
                        .await
                        .optional()?
                };
                let updated = updated.ok_or(TxError::Fail(DirectoryError::NotFound))?;
                if let Some(assigned) = &change.assigned_universities {
                    // Two admins replacing the set at once: the second waits for the first.
                    users::table.find(id).select(users::id).for_update().first::<Uuid>(connection).await?;
                    diesel::delete(university_staff::table.filter(university_staff::user_id.eq(id)))
                        .execute(connection)
                        .await?;
                    let rows: Vec<_> = assigned
                        .iter()
                        .map(|university| {
                            (university_staff::user_id.eq(id), university_staff::university_id.eq(*university))
                        })
                        .collect();
                    diesel::insert_into(university_staff::table)
                        .values(rows)
                        .on_conflict_do_nothing()
                        .execute(connection)
                        .await?;
                    diesel::update(users::table.find(id))
                        .set(users::staff_limited.eq(!assigned.is_empty()))
                        .execute(connection)
                        .await?;
                }
                if change.end_sessions {
                    end_sessions(connection, id, None, now).await?;
                }
                let user = User::try_from(updated)?;
                self.audit.write(connection, audit, &user).await?;
                Ok(user)
            })
            .await
            .map_err(finish)
    }

    async fn universities_named(&self, ids: Vec<Uuid>) -> anyhow::Result<Vec<UniversityRef>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(Uuid, String)> = universities::table
            .filter(universities::id.eq_any(ids))
            .order((universities::name, universities::id))
            .select((universities::id, universities::name))
            .load(&mut connection)
            .await
            .context("failed to read universities")?;
        Ok(rows.into_iter().map(|(id, name)| UniversityRef { id, name }).collect())
    }

    async fn email_taken(&self, email: &Email, id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::select(exists(users::table.filter(users::email.eq(email.as_str())).filter(users::id.ne(id))))
            .get_result(&mut connection)
            .await
            .context("failed to look up an e-mail")
    }
}

#[derive(AsChangeset)]
#[diesel(table_name = users)]
struct UserChangeRow<'a> {
    first_name: Option<&'a str>,
    last_name: Option<&'a str>,
    role: Option<&'static str>,
    status: Option<&'static str>,
}

/// Whether an active admin other than `id` exists.
pub(crate) async fn another_active_admin(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<bool> {
    diesel::select(exists(
        users::table
            .filter(users::role.eq(Role::Admin.as_str()))
            .filter(users::status.eq(UserStatus::Active.as_str()))
            .filter(users::id.ne(id)),
    ))
    .get_result(connection)
    .await
    .context("failed to look for another admin")
}
