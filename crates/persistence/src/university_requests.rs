//! "Request Your University" and "Tell me when it opens": the requests admins answer, and the
//! people waiting to be told that a university can be joined.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::{
    prelude::*,
    sql_types::{Nullable, Text, Timestamptz},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    universities::ports::{DeclineRequestError, RequestStatus, UniversityRequest, UniversityRequestRepository},
};
use quad_domain::Email;
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::university_requests,
    transaction::{TxError, finish},
};

diesel::define_sql_function!(fn lower(text: Text) -> Text);

pub struct PgUniversityRequestRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgUniversityRequestRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = university_requests, check_for_backend(diesel::pg::Pg))]
pub(crate) struct RequestRow {
    id: Uuid,
    university_name: String,
    location: Option<String>,
    email: String,
    requester_id: Option<Uuid>,
    created_at: DateTime<Utc>,
    status: String,
    university_id: Option<Uuid>,
    decided_at: Option<DateTime<Utc>>,
    told_at: Option<DateTime<Utc>>,
}

impl TryFrom<RequestRow> for UniversityRequest {
    type Error = anyhow::Error;

    fn try_from(row: RequestRow) -> anyhow::Result<Self> {
        Ok(Self {
            id: row.id,
            university_name: row.university_name,
            location: row.location,
            email: row.email,
            requester_id: row.requester_id,
            created_at: row.created_at,
            status: RequestStatus::parse(&row.status)
                .with_context(|| format!("unknown university request status {}", row.status))?,
            university_id: row.university_id,
            decided_at: row.decided_at,
            told_at: row.told_at,
        })
    }
}

#[async_trait]
impl UniversityRequestRepository for PgUniversityRequestRepository {
    async fn insert(&self, request: UniversityRequest) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::insert_into(university_requests::table)
            .values((
                university_requests::id.eq(request.id),
                university_requests::university_name.eq(&request.university_name),
                university_requests::location.eq(&request.location),
                university_requests::email.eq(&request.email),
                university_requests::requester_id.eq(request.requester_id),
                university_requests::created_at.eq(request.created_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a university request")?;
        Ok(())
    }

    async fn wait_for_opening(&self, request: UniversityRequest) -> anyhow::Result<bool> {
        let university = request.university_id.context("a wait for opening names its university")?;
        let mut connection = self.pool.get().await.context("no database connection")?;
        // One waiting request per address and university: asking again changes nothing.
        let waiting = university_requests::table
            .filter(university_requests::university_id.eq(university))
            .filter(university_requests::told_at.is_null())
            .filter(lower(university_requests::email).eq(request.email.to_lowercase()));
        let inserted = diesel::insert_into(university_requests::table)
            .values(
                diesel::select((
                    request.id.into_sql::<diesel::sql_types::Uuid>(),
                    request.university_name.as_str().into_sql::<Text>(),
                    request.location.as_deref().into_sql::<Nullable<Text>>(),
                    request.email.as_str().into_sql::<Text>(),
                    request.requester_id.into_sql::<Nullable<diesel::sql_types::Uuid>>(),
                    request.created_at.into_sql::<Timestamptz>(),
                    request.status.as_str().into_sql::<Text>(),
                    Some(university).into_sql::<Nullable<diesel::sql_types::Uuid>>(),
                    request.decided_at.into_sql::<Nullable<Timestamptz>>(),
                ))
                .filter(diesel::dsl::not(diesel::dsl::exists(waiting))),
            )
            .into_columns((
                university_requests::id,
                university_requests::university_name,
                university_requests::location,
                university_requests::email,
                university_requests::requester_id,
                university_requests::created_at,
                university_requests::status,
                university_requests::university_id,
                university_requests::decided_at,
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a wait for a university to open")?;
        Ok(inserted == 1)
    }

    async fn claim_untold(&self, university_id: Uuid, at: DateTime<Utc>) -> anyhow::Result<Vec<UniversityRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = diesel::update(
            university_requests::table
                .filter(university_requests::university_id.eq(university_id))
                .filter(university_requests::status.eq(RequestStatus::Added.as_str()))
                .filter(university_requests::told_at.is_null()),
        )
        .set(university_requests::told_at.eq(at))
        .returning(RequestRow::as_returning())
        .get_results(&mut connection)
        .await
        .context("failed to claim the requests waiting for a university")?;
        rows.into_iter().map(UniversityRequest::try_from).collect()
    }

    async fn list(&self, limit: i64) -> anyhow::Result<Vec<UniversityRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = university_requests::table
            .order((
                university_requests::status.ne(RequestStatus::Open.as_str()),
                university_requests::created_at.desc(),
                university_requests::id,
            ))
            .limit(limit)
            .select(RequestRow::as_select())
            .load(&mut connection)
            .await
            .context("failed to list university requests")?;
        rows.into_iter().map(UniversityRequest::try_from).collect()
    }

    async fn decline(
        &self,
        id: Uuid,
        at: DateTime<Utc>,
        audit: Audit<UniversityRequest>,
    ) -> Result<UniversityRequest, DeclineRequestError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<UniversityRequest, TxError<DeclineRequestError>> {
                let declined: Option<RequestRow> = diesel::update(
                    university_requests::table
                        .find(id)
                        .filter(university_requests::status.eq(RequestStatus::Open.as_str())),
                )
                .set((
                    university_requests::status.eq(RequestStatus::Declined.as_str()),
                    university_requests::decided_at.eq(at),
                ))
                .returning(RequestRow::as_returning())
                .get_result(connection)
                .await
                .optional()
                .context("failed to decline a university request")?;
                let Some(declined) = declined else {
                    let exists: bool = diesel::select(diesel::dsl::exists(university_requests::table.find(id)))
                        .get_result(connection)
                        .await
                        .context("failed to read a university request")?;
                    let failure = if exists { DeclineRequestError::NotOpen } else { DeclineRequestError::NotFound };
                    return Err(TxError::Fail(failure));
                };
                let request = UniversityRequest::try_from(declined)?;
                self.audit.write(connection, audit, &request).await?;
                Ok(request)
            })
            .await
            .map_err(finish)
    }

    async fn requests_by(&self, user_id: Uuid, email: &Email) -> anyhow::Result<Vec<UniversityRequest>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<RequestRow> = university_requests::table
            .filter(university_requests::requester_id.eq(user_id).or(university_requests::email.eq(email.as_str())))
            .order(university_requests::created_at)
            .select(RequestRow::as_select())
            .load(&mut connection)
            .await
            .context("failed to list a person's university requests")?;
        rows.into_iter().map(UniversityRequest::try_from).collect()
    }

    async fn forget_requester(&self, user_id: Uuid, email: &Email) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(
            university_requests::table.filter(
                university_requests::requester_id.eq(user_id).or(university_requests::email.eq(email.as_str())),
            ),
        )
        .execute(&mut connection)
        .await
        .context("failed to delete a person's university requests")?;
        Ok(())
    }
}
