//! The audit log: `AuditTrail`, which the adapters that make staff changes write each entry with,
//! in the change's own transaction; `PgAuditLog`, which reads the log; and what a person's
//! deletion removes from it.
//!
//! The log is append-only in the database: a trigger refuses every UPDATE, DELETE and TRUNCATE of
//! `audit_log`, from any connection, except the one change that forgetting a deleted person makes
//! (`forget_person`: names become a stable pseudonym, labels go, fields holding their name or
//! address are dropped). Entries keep their actor's id, name and role as they were; nothing
//! refers to `users`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use quad_application::{
    PageRequest,
    audit::{Actor, Audit, AuditAction, AuditFilter, AuditLog, AuditRecord, FieldChange},
};
use serde_json::{Map, Value};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{audit_log, users},
};

/// Where the id of the request being served comes from (the HTTP layer's), so every record
/// names the request it was made in.
pub type RequestIdSource = fn() -> Option<String>;

/// Writes an [`Audit`]'s entry on the connection of the change it records, inside that change's
/// transaction, naming the request it was made in.
#[derive(Clone, Copy)]
pub struct AuditTrail {
    request_id: RequestIdSource,
}

impl AuditTrail {
    pub fn new(request_id: RequestIdSource) -> Self {
        Self { request_id }
    }

    /// Writes what `audit` answers for `outcome`, if anything. Call it inside the transaction.
    pub(crate) async fn write<T>(
        &self,
        connection: &mut AsyncPgConnection,
        audit: Audit<T>,
        outcome: &T,
    ) -> anyhow::Result<()> {
        let Some(entry) = audit.entry_for(outcome) else { return Ok(()) };
        let row = NewRecordRow {
            id: Uuid::now_v7(),
            occurred_at: Utc::now(),
            actor_id: Some(entry.actor_id),
            actor_name: entry.actor_name,
            actor_role: entry.actor_role.as_str(),
            action: entry.action.as_str(),
            target_kind: entry.action.target_kind().as_str(),
            target_id: entry.target_id,
            target_label: entry.target_label,
            before: side(&entry.changes, |change| &change.before),
            after: side(&entry.changes, |change| &change.after),
            request_id: (self.request_id)(),
        };
        diesel::insert_into(audit_log::table)
            .values(row)
            .execute(connection)
            .await
            .context("failed to record a staff action")?;
        Ok(())
    }
}

/// Outside a request (tests, `quad seed`): entries name no request.
impl Default for AuditTrail {
    fn default() -> Self {
        Self { request_id: || None }
    }
}

/// Reads the log.
pub struct PgAuditLog {
    pool: PgPool,
}

impl PgAuditLog {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[derive(Insertable)]
#[diesel(table_name = audit_log)]
struct NewRecordRow {
    id: Uuid,
    occurred_at: DateTime<Utc>,
    actor_id: Option<Uuid>,
    actor_name: String,
    actor_role: &'static str,
    action: &'static str,
    target_kind: &'static str,
    target_id: Option<Uuid>,
    target_label: Option<String>,
    before: Option<Value>,
    after: Option<Value>,
    request_id: Option<String>,
}

/// `{field: value}` of one side of the changes; `None` when no field has a value on that side.
fn side(changes: &[FieldChange], pick: fn(&FieldChange) -> &Option<String>) -> Option<Value> {
    let map: Map<String, Value> = changes
        .iter()
        .filter_map(|change| pick(change).as_ref().map(|value| (change.field.to_owned(), Value::String(value.clone()))))
        .collect();
    (!map.is_empty()).then_some(Value::Object(map))
}

fn changes_from(before: Option<Value>, after: Option<Value>) -> Vec<FieldChange> {
    let as_map = |value: Option<Value>| match value {
        Some(Value::Object(map)) => map,
        _ => Map::new(),
    };
    let (before, after) = (as_map(before), as_map(after));
    let mut fields: Vec<&String> = before.keys().chain(after.keys()).collect();
    fields.sort();
    fields.dedup();
    let text = |value: Option<&Value>| value.and_then(Value::as_str).map(str::to_owned);
    fields
        .into_iter()
        .map(|field| FieldChange::new(field.clone(), text(before.get(field)), text(after.get(field))))
        .collect()
}

#[derive(Queryable)]
struct RecordRow {
    id: Uuid,
    occurred_at: DateTime<Utc>,
    actor_id: Option<Uuid>,
    actor_name: String,
    actor_email: Option<String>,
    actor_role: String,
    action: String,
    target_id: Option<Uuid>,
    target_label: Option<String>,
    before: Option<Value>,
    after: Option<Value>,
    request_id: Option<String>,
}

impl TryFrom<RecordRow> for AuditRecord {
    type Error = anyhow::Error;

    fn try_from(row: RecordRow) -> anyhow::Result<Self> {
        let actor = row.actor_id.map(|id| Actor { id, name: row.actor_name, email: row.actor_email });
        Ok(AuditRecord {
            id: row.id,
            occurred_at: row.occurred_at,
            actor,
            actor_role: row.actor_role.parse()?,
            action: AuditAction::parse(&row.action).with_context(|| format!("unknown audit action {}", row.action))?,
            target_id: row.target_id,
            target_label: row.target_label,
            changes: changes_from(row.before, row.after),
            request_id: row.request_id,
        })
    }
}

/// The log with its actors' accounts (`NULL` once deleted), narrowed to `filter`.
macro_rules! narrowed {
    ($filter:expr) => {{
        let filter: &AuditFilter = $filter;
        let mut query =
            audit_log::table.left_join(users::table.on(users::id.nullable().eq(audit_log::actor_id))).into_boxed();
        if let Some(actor) = filter.actor_id {
            query = query.filter(audit_log::actor_id.eq(actor));
        }
        if let Some(action) = filter.action {
            query = query.filter(audit_log::action.eq(action.as_str()));
        }
        if let Some(kind) = filter.target_kind {
            query = query.filter(audit_log::target_kind.eq(kind.as_str()));
        }
        if let Some(target) = filter.target_id {
            query = query.filter(audit_log::target_id.eq(target));
        }
        if let Some(from) = filter.from {
            query = query.filter(audit_log::occurred_at.ge(from));
        }
        if let Some(to) = filter.to {
            query = query.filter(audit_log::occurred_at.lt(to));
        }
        query
    }};
}

#[async_trait]
impl AuditLog for PgAuditLog {
    async fn list(&self, filter: AuditFilter, page: PageRequest) -> anyhow::Result<(Vec<AuditRecord>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let total: i64 =
            narrowed!(&filter).count().get_result(&mut connection).await.context("failed to count audit records")?;
        let rows: Vec<RecordRow> = narrowed!(&filter)
            .order((audit_log::occurred_at.desc(), audit_log::id.desc()))
            .offset(page.offset())
            .limit(page.size())
            .select((
                audit_log::id,
                audit_log::occurred_at,
                audit_log::actor_id,
                audit_log::actor_name,
                users::email.nullable(),
                audit_log::actor_role,
                audit_log::action,
                audit_log::target_id,
                audit_log::target_label,
                audit_log::before,
                audit_log::after,
                audit_log::request_id,
            ))
            .load(&mut connection)
            .await
            .context("failed to read audit records")?;
        Ok((rows.into_iter().map(AuditRecord::try_from).collect::<anyhow::Result<_>>()?, total))
    }
}

/// The stable name a deleted person goes by in the log: the same in every entry about them or by
/// them, and nothing that identifies them.
pub(crate) fn pseudonym(user_id: Uuid) -> String {
    let id = user_id.simple().to_string();
    format!("{} {}", quad_domain::DELETED_USER, &id[id.len() - 8..])
}

/// The names a person may go by in the log (full name, e-mail, username): read before their
/// account is deleted, for [`forget_person`] after.
pub(crate) async fn names_of(connection: &mut AsyncPgConnection, user_id: Uuid) -> anyhow::Result<Vec<String>> {
    let person: Option<(String, String, String, String)> = users::table
        .find(user_id)
        .select((users::first_name, users::last_name, users::email, users::username))
        .first(connection)
        .await
        .optional()
        .context("failed to read a person's names")?;
    Ok(person
        .map(|(first, last, email, username)| vec![format!("{first} {last}"), email, username])
        .unwrap_or_default())
}

/// What a person's deletion takes from the log, the one change the log's trigger allows, and
/// only once their account is deleted in this transaction: their name becomes a pseudonym
/// wherever they acted or were the target, wherever an entry's label is their name or address,
/// and inside the labels that combine it ("Ada Lovelace at Michigan", "message by Ada
/// Lovelace"); records about them keep only role and status changes, and any other entry's field
/// holding their name, address or username is dropped. The action, when, by whom (the id) and in
/// which role stay. Then the note of their deletion the trigger checked (hashes of their names)
/// goes too.
pub(crate) async fn forget_person(
    connection: &mut AsyncPgConnection,
    user_id: Uuid,
    names: Vec<String>,
) -> anyhow::Result<()> {
    use diesel::sql_types::{Array, Text, Uuid as SqlUuid};
    if names.is_empty() {
        return Ok(());
    }
    // One statement, row by row: the trigger checks each change is only a forgetting.
    diesel::sql_query(
        "UPDATE audit_log SET \
           actor_name = CASE WHEN actor_id = $1 THEN $2 ELSE actor_name END, \
           target_label = CASE WHEN (target_id = $1 AND target_kind IN ('user', 'profile')) \
                               OR target_label = ANY($3) THEN $2 \
                          WHEN left(target_label, length($4) + 4) = $4 || ' at ' \
                               OR right(target_label, length($4) + 4) = ' by ' || $4 \
                          THEN overlay(target_label PLACING $2 FROM strpos(target_label, $4) FOR length($4)) \
                          ELSE target_label END, \
           before = CASE WHEN target_id = $1 AND target_kind IN ('user', 'profile') \
                         THEN jsonb_strip_nulls(jsonb_build_object('role', before->'role', 'status', before->'status')) \
                         ELSE (SELECT jsonb_object_agg(key, value) FROM jsonb_each(before) \
                               WHERE NOT (value #>> '{}' = ANY($3))) END, \
           after = CASE WHEN target_id = $1 AND target_kind IN ('user', 'profile') \
                        THEN jsonb_strip_nulls(jsonb_build_object('role', after->'role', 'status', after->'status')) \
                        ELSE (SELECT jsonb_object_agg(key, value) FROM jsonb_each(after) \
                              WHERE NOT (value #>> '{}' = ANY($3))) END \
         WHERE actor_id = $1 OR target_id = $1 OR target_label = ANY($3) \
            OR left(target_label, length($4) + 4) = $4 || ' at ' OR right(target_label, length($4) + 4) = ' by ' || $4 \
            OR EXISTS (SELECT 1 FROM jsonb_each_text(coalesce(before, '{}') || coalesce(after, '{}')) e \
                       WHERE e.value = ANY($3))",
    )
    .bind::<SqlUuid, _>(user_id)
    .bind::<Text, _>(pseudonym(user_id))
    .bind::<Array<Text>, _>(&names)
    .bind::<Text, _>(&names[0])
    .execute(connection)
    .await
    .context("failed to forget a person in the audit log")?;
    diesel::sql_query("DELETE FROM forgotten_people WHERE user_id = $1")
        .bind::<SqlUuid, _>(user_id)
        .execute(connection)
        .await
        .context("failed to drop the note of a person's deletion")?;
    Ok(())
}
