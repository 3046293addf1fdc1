use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{
    prelude::*,
    result::DatabaseErrorKind,
    sql_types::{Bool, Text},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    universities::{
        UniversitySort,
        ports::{
            AddedUniversity, DeleteUniversityError, RequestStatus, SaveUniversityError, UniversityFields,
            UniversityFilter, UniversityRepository, UniversityRequest,
        },
    },
};
use quad_domain::{
    Email, EmailDomain, InstagramLink, StudentCount, University, UniversityDescription, UniversityLogo, UniversityName,
    UniversitySlug, Website,
};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{universities, university_email_domains, university_requests, university_staff, users},
    transaction::{TxError, finish},
    university_requests::RequestRow,
};

#[derive(Queryable, Selectable)]
#[diesel(table_name = universities, check_for_backend(diesel::pg::Pg))]
struct UniversityRow {
    id: Uuid,
    name: String,
    slug: String,
    abbreviation: Option<String>,
    logo_url: Option<String>,
    location: Option<String>,
    website: Option<String>,
    student_count: Option<i32>,
    description: String,
    instagram_links: Value,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    logo_thumbnail_url: Option<String>,
    email_domains: Vec<Option<String>>,
    join_without_university_email: bool,
    proposed_email_domains: Vec<Option<String>>,
}

impl TryFrom<UniversityRow> for University {
    type Error = anyhow::Error;

    fn try_from(row: UniversityRow) -> anyhow::Result<Self> {
        let links = row.instagram_links.as_array().cloned().unwrap_or_default();
        let id = row.id;
        let invalid = |what: &str| format!("the stored {what} of university {id} is invalid");
        Ok(University {
            id: row.id,
            name: UniversityName::parse(&row.name).with_context(|| invalid("name"))?,
            slug: UniversitySlug::parse(&row.slug).with_context(|| invalid("slug"))?,
            abbreviation: row.abbreviation,
            logo: UniversityLogo::stored(row.logo_url, row.logo_thumbnail_url),
            location: row.location,
            website: row.website.as_deref().map(Website::parse).transpose().with_context(|| invalid("website"))?,
            student_count: row
                .student_count
                .map(StudentCount::new)
                .transpose()
                .with_context(|| invalid("student count"))?,
            description: UniversityDescription::parse(&row.description).with_context(|| invalid("description"))?,
            instagram_links: links
                .iter()
                .filter_map(|link| {
                    Some(InstagramLink {
                        url: link.get("url")?.as_str()?.to_owned(),
                        channel_name: link.get("channelName")?.as_str()?.to_owned(),
                    })
                })
                .collect(),
            email_domains: row.email_domains.into_iter().flatten().map(EmailDomain::stored).collect(),
            join_without_university_email: row.join_without_university_email,
            proposed_email_domains: row.proposed_email_domains.into_iter().flatten().map(EmailDomain::stored).collect(),
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = universities, treat_none_as_null = true)]
struct UniversityChanges<'a> {
    name: &'a str,
    slug: &'a str,
    abbreviation: Option<&'a str>,
    logo_url: Option<&'a str>,
    logo_thumbnail_url: Option<&'a str>,
    location: Option<&'a str>,
    website: Option<&'a str>,
    student_count: Option<i32>,
    description: &'a str,
    instagram_links: Value,
    email_domains: Vec<Option<&'a str>>,
    join_without_university_email: bool,
    proposed_email_domains: Vec<Option<&'a str>>,
}

impl<'a> From<&'a UniversityFields> for UniversityChanges<'a> {
    fn from(fields: &'a UniversityFields) -> Self {
        Self {
            name: fields.name.as_str(),
            slug: fields.slug.as_str(),
            abbreviation: fields.abbreviation.as_deref(),
            logo_url: fields.logo.as_ref().map(|logo| logo.url.as_str()),
            logo_thumbnail_url: fields.logo.as_ref().map(|logo| logo.thumbnail_url.as_str()),
            location: fields.location.as_deref(),
            website: fields.website.as_ref().map(Website::as_str),
            student_count: fields.student_count.map(StudentCount::value),
            description: fields.description.as_str(),
            instagram_links: Value::Array(
                fields.instagram_links.iter().map(|l| json!({"url": l.url, "channelName": l.channel_name})).collect(),
            ),
            email_domains: fields.email_domains.iter().map(|d| Some(d.as_str())).collect(),
            join_without_university_email: fields.join_without_university_email,
            proposed_email_domains: fields.proposed_email_domains.iter().map(|d| Some(d.as_str())).collect(),
        }
    }
}

fn save_error(error: diesel::result::Error) -> SaveUniversityError {
    match &error {
        diesel::result::Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info)
            if info.constraint_name() == Some("universities_slug_key") =>
        {
            SaveUniversityError::SlugTaken
        }
        diesel::result::Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info)
            if info.constraint_name() == Some("university_email_domains_pkey") =>
        {
            SaveUniversityError::DomainTaken
        }
        _ => SaveUniversityError::Unexpected(anyhow::anyhow!(error).context("failed to save a university")),
    }
}

fn matching(
    filter: &UniversityFilter,
) -> Box<dyn BoxableExpression<universities::table, diesel::pg::Pg, SqlType = Bool>> {
    let mut condition: Box<dyn BoxableExpression<universities::table, diesel::pg::Pg, SqlType = Bool>> =
        Box::new(diesel::dsl::sql::<Bool>("TRUE"));
    if let Some(text) = &filter.search {
        let pattern = format!("%{}%", text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        condition = Box::new(
            condition.and(
                diesel::dsl::sql::<Bool>(
                    "(name || ' ' || coalesce(abbreviation, '') || ' ' || coalesce(location, '')) ILIKE ",
                )
                .bind::<Text, _>(pattern),
            ),
        );
    }
    match filter.has_instagram {
        Some(true) => {
            condition = Box::new(condition.and(diesel::dsl::sql::<Bool>("jsonb_array_length(instagram_links) > 0")))
        }
        Some(false) => {
            condition = Box::new(condition.and(diesel::dsl::sql::<Bool>("jsonb_array_length(instagram_links) = 0")))
        }
        None => {}
    }
    condition
}

diesel::define_sql_function!(fn lower(text: Text) -> Text);
diesel::define_sql_function! {
    /// The migration's `university_of_address`: the longest of the universities' domains that
    /// covers the address.
    fn university_of_address(address: Text) -> diesel::sql_types::Nullable<diesel::sql_types::Uuid>
}

/// Marks the open requests a new university answers: `request`, and every one whose name is the
/// university's or that request's, whatever the case. Answers them, for their requesters.
async fn answer_requests(
    connection: &mut AsyncPgConnection,
    university: &University,
    request: Option<Uuid>,
) -> anyhow::Result<Vec<UniversityRequest>> {
    let mut names = vec![university.name.to_string().to_lowercase()];
    if let Some(request) = request {
        let asked: Option<String> = university_requests::table
            .find(request)
            .select(university_requests::university_name)
            .first(connection)
            .await
            .optional()
            .context("failed to read a university request")?;
        names.extend(asked.map(|name| name.to_lowercase()));
    }
    let rows: Vec<RequestRow> = diesel::update(
        university_requests::table.filter(university_requests::status.eq(RequestStatus::Open.as_str())).filter(
            university_requests::id
                .nullable()
                .eq(request)
                .or(lower(university_requests::university_name).eq_any(names)),
        ),
    )
    .set((
        university_requests::status.eq(RequestStatus::Added.as_str()),
        university_requests::university_id.eq(university.id),
        university_requests::decided_at.eq(diesel::dsl::now),
    ))
    .returning(RequestRow::as_returning())
    .get_results(connection)
    .await
    .context("failed to answer university requests")?;
    rows.into_iter().map(UniversityRequest::try_from).collect()
}

pub struct PgUniversityRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgUniversityRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

fn delete_error(error: diesel::result::Error) -> TxError<DeleteUniversityError> {
    match &error {
        diesel::result::Error::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => {
            TxError::Fail(DeleteUniversityError::InUse)
        }
        _ => TxError::Fail(DeleteUniversityError::Unexpected(
            anyhow::anyhow!(error).context("failed to delete a university"),
        )),
    }
}

#[async_trait]
impl UniversityRepository for PgUniversityRepository {
    async fn insert(
        &self,
        id: Uuid,
        fields: UniversityFields,
        request: Option<Uuid>,
        looked_after_by: Option<Uuid>,
        audit: Audit<University>,
    ) -> Result<AddedUniversity, SaveUniversityError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<AddedUniversity, TxError<SaveUniversityError>> {
                let row: UniversityRow = diesel::insert_into(universities::table)
                    .values((universities::id.eq(id), UniversityChanges::from(&fields)))
                    .returning(UniversityRow::as_returning())
                    .get_result(connection)
                    .await
                    .map_err(|error| TxError::Fail(save_error(error)))?;
                let university = University::try_from(row)?;
                if let Some(manager) = looked_after_by {
                    diesel::insert_into(university_staff::table)
                        .values((university_staff::user_id.eq(manager), university_staff::university_id.eq(id)))
                        .execute(connection)
                        .await
                        .context("failed to assign a manager")?;
                    diesel::update(users::table.find(manager))
                        .set(users::staff_limited.eq(true))
                        .execute(connection)
                        .await
                        .context("failed to assign a manager")?;
                }
                let answered = answer_requests(connection, &university, request).await?;
                self.audit.write(connection, audit, &university).await?;
                Ok(AddedUniversity { university, answered })
            })
            .await
            .map_err(finish)
    }

    async fn update(
        &self,
        id: Uuid,
        fields: UniversityFields,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, SaveUniversityError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Option<University>, TxError<SaveUniversityError>> {
                let row: Option<UniversityRow> = diesel::update(universities::table.find(id))
                    .set(UniversityChanges::from(&fields))
                    .returning(UniversityRow::as_returning())
                    .get_result(connection)
                    .await
                    .optional()
                    .map_err(|error| TxError::Fail(save_error(error)))?;
                let university = row.map(University::try_from).transpose()?;
                self.audit.write(connection, audit, &university).await?;
                Ok(university)
            })
            .await
            .map_err(finish)
    }

    async fn delete(
        &self,
        id: Uuid,
        audit: Audit<Option<University>>,
    ) -> Result<Option<University>, DeleteUniversityError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<Option<University>, TxError<DeleteUniversityError>> {
                let row: Option<UniversityRow> = diesel::delete(universities::table.find(id))
                    .returning(UniversityRow::as_returning())
                    .get_result(connection)
                    .await
                    .optional()
                    .map_err(delete_error)?;
                let university = row.map(University::try_from).transpose()?;
                self.audit.write(connection, audit, &university).await?;
                Ok(university)
            })
            .await
            .map_err(finish)
    }

    async fn find(&self, id: Uuid) -> anyhow::Result<Option<University>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<UniversityRow> = universities::table
            .find(id)
            .select(UniversityRow::as_select())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a university")?;
        row.map(University::try_from).transpose()
    }

    async fn find_by_slug(&self, slug: &UniversitySlug) -> anyhow::Result<Option<University>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<UniversityRow> = universities::table
            .filter(universities::slug.eq(slug.as_str()))
            .select(UniversityRow::as_select())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a university by slug")?;
        row.map(University::try_from).transpose()
    }

    async fn slug_taken(&self, slug: &UniversitySlug, except: Option<Uuid>) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let except = except.unwrap_or(Uuid::nil());
        diesel::select(diesel::dsl::exists(
            universities::table.filter(universities::slug.eq(slug.as_str())).filter(universities::id.ne(except)),
        ))
        .get_result(&mut connection)
        .await
        .context("failed to check a slug")
    }

    async fn domain_owners(&self, domains: &[EmailDomain]) -> anyhow::Result<Vec<(EmailDomain, University)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(String, UniversityRow)> = university_email_domains::table
            .inner_join(universities::table)
            .filter(university_email_domains::domain.eq_any(domains.iter().map(EmailDomain::as_str)))
            .select((university_email_domains::domain, UniversityRow::as_select()))
            .load(&mut connection)
            .await
            .context("failed to read who owns e-mail domains")?;
        rows.into_iter().map(|(domain, row)| Ok((EmailDomain::stored(domain), University::try_from(row)?))).collect()
    }

    async fn university_of_address(&self, email: &Email) -> anyhow::Result<Option<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::select(university_of_address(email.as_str()))
            .get_result(&mut connection)
            .await
            .context("failed to find the university of an address")
    }

    async fn list(&self, filter: UniversityFilter, offset: i64, limit: i64) -> anyhow::Result<(Vec<University>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let total: i64 = universities::table
            .filter(matching(&filter))
            .count()
            .get_result(&mut connection)
            .await
            .context("failed to count universities")?;
        let query = universities::table
            .filter(matching(&filter))
            .select(UniversityRow::as_select())
            .offset(offset)
            .limit(limit);
        let rows: Vec<UniversityRow> = match filter.sort {
            UniversitySort::Name => {
                query.order((universities::name.asc(), universities::id.asc())).load(&mut connection).await
            }
            UniversitySort::Newest => {
                query.order((universities::created_at.desc(), universities::id.desc())).load(&mut connection).await
            }
        }
        .context("failed to list universities")?;
        Ok((rows.into_iter().map(University::try_from).collect::<anyhow::Result<_>>()?, total))
    }
}
