//! A moderator's decision on a reported item: the claim on its open reports while the action is
//! carried out (so two moderators acting at once cannot both carry out), and the resolution of
//! those reports with its audit entry.

use anyhow::Context;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::reports::ports::{Claim, Claimed, Resolution};
use quad_domain::report::{ReportKind, ReportStatus};
use uuid::Uuid;

use super::{featured_changed, lock_item};
use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{hidden_content, reports},
};

/// The open report's item (kind and id), or `None` when the report is not open.
async fn open_item(connection: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<(String, Uuid)>> {
    reports::table
        .find(id)
        .filter(reports::status.eq("open"))
        .select((reports::kind, reports::target_id))
        .first(connection)
        .await
        .optional()
}

/// Every open report of the item, with its claim, locked (the item's lock is held).
async fn open_reports(
    connection: &mut AsyncPgConnection,
    kind: &str,
    target_id: Uuid,
) -> QueryResult<Vec<(Uuid, Option<Uuid>, Option<Uuid>, Option<DateTime<Utc>>)>> {
    reports::table
        .filter(reports::kind.eq(kind))
        .filter(reports::target_id.eq(target_id))
        .filter(reports::status.eq("open"))
        .order(reports::id)
        .select((reports::id, reports::university_id, reports::claimed_by, reports::claimed_until))
        .for_update()
        .load(connection)
        .await
}

/// Whether a report of the university is the moderator's (`None`: every university).
fn in_scope(universities: Option<&[Uuid]>, university: Option<Uuid>) -> bool {
    universities.is_none_or(|mine| university.is_some_and(|u| mine.contains(&u)))
}

pub(super) async fn claim(pool: &PgPool, claim: Claim) -> anyhow::Result<Claimed> {
    let mut connection = pool.get().await.context("no database connection")?;
    connection
        .transaction(async |connection| -> anyhow::Result<Claimed> {
            let Some((kind, target_id)) = open_item(connection, claim.id).await? else {
                return Ok(Claimed::Resolved);
            };
            lock_item(connection, &kind, target_id).await?;
            let open = open_reports(connection, &kind, target_id).await?;
            if !open.iter().any(|(id, ..)| *id == claim.id) {
                return Ok(Claimed::Resolved);
            }
            // Any action under way on the item holds it: another moderator's (of any university,
            // since remove and suspend reach the whole item), or the same one's from another tab.
            if open.iter().any(|(.., by, until)| by.is_some() && until.is_some_and(|until| until > claim.at)) {
                return Ok(Claimed::Busy);
            }
            let ids: Vec<Uuid> = open
                .into_iter()
                .filter(|(_, university, ..)| in_scope(claim.universities.as_deref(), *university))
                .map(|(id, ..)| id)
                .collect();
            diesel::update(reports::table.filter(reports::id.eq_any(&ids)))
                .set((reports::claimed_by.eq(claim.moderator_id), reports::claimed_until.eq(claim.until)))
                .execute(connection)
                .await?;
            Ok(Claimed::Yes)
        })
        .await
        .context("failed to claim a report")
}

pub(super) async fn release(pool: &PgPool, id: Uuid, moderator_id: Uuid) -> anyhow::Result<()> {
    let mut connection = pool.get().await.context("no database connection")?;
    let item: Option<(String, Uuid)> = open_item(&mut connection, id).await.context("failed to read a report")?;
    if let Some((kind, target_id)) = item {
        diesel::update(
            reports::table
                .filter(reports::kind.eq(kind))
                .filter(reports::target_id.eq(target_id))
                .filter(reports::status.eq("open"))
                .filter(reports::claimed_by.eq(moderator_id)),
        )
        .set((reports::claimed_by.eq(None::<Uuid>), reports::claimed_until.eq(None::<DateTime<Utc>>)))
        .execute(&mut connection)
        .await
        .context("failed to release a report")?;
    }
    Ok(())
}

pub(super) async fn resolve(
    pool: &PgPool,
    audit: AuditTrail,
    resolution: Resolution,
) -> anyhow::Result<Option<Vec<Uuid>>> {
    let mut connection = pool.get().await.context("no database connection")?;
    connection
        .transaction(async |connection| -> anyhow::Result<Option<Vec<Uuid>>> {
            let Some((kind, target_id)) = open_item(connection, resolution.id).await? else { return Ok(None) };
            // Every report of the item, after any filing or resolution of it under way.
            lock_item(connection, &kind, target_id).await?;
            let still_open = open_reports(connection, &kind, target_id).await?;
            if !still_open.iter().any(|(id, ..)| *id == resolution.id) {
                return Ok(None);
            }
            // The reports the moderator's claim still holds (their universities' only): a claim
            // that lapsed meanwhile resolves nothing, since another moderator may hold it now.
            let ids: Vec<Uuid> = still_open
                .iter()
                .filter(|(_, university, by, until)| {
                    in_scope(resolution.universities.as_deref(), *university)
                        && *by == Some(resolution.moderator_id)
                        && until.is_some_and(|until| until > resolution.at)
                })
                .map(|(id, ..)| *id)
                .collect();
            if !ids.contains(&resolution.id) {
                return Ok(None);
            }
            let reporters: Vec<Option<Uuid>> = diesel::update(reports::table.filter(reports::id.eq_any(&ids)))
                .set((
                    reports::status.eq(resolution.status.as_str()),
                    reports::resolved_at.eq(resolution.at),
                    reports::resolved_by.eq(resolution.moderator_id),
                    reports::note.eq(&resolution.note),
                    reports::claimed_by.eq(None::<Uuid>),
                    reports::claimed_until.eq(None::<DateTime<Utc>>),
                ))
                .returning(reports::reporter_id)
                .get_results(connection)
                .await?;
            // Shown again once reviewed everywhere, unless its author was suspended for it.
            let left = still_open.len() > ids.len();
            if !left && resolution.status != ReportStatus::Suspended {
                let shown = diesel::delete(
                    hidden_content::table
                        .filter(hidden_content::kind.eq(&kind))
                        .filter(hidden_content::target_id.eq(target_id)),
                )
                .execute(connection)
                .await?;
                if shown > 0 && kind == ReportKind::Post.as_str() {
                    featured_changed(connection).await?;
                }
            }
            audit.write(connection, resolution.audit, &()).await?;
            let mut reporters: Vec<Uuid> = reporters.into_iter().flatten().collect();
            reporters.sort();
            reporters.dedup();
            Ok(Some(reporters))
        })
        .await
        .context("failed to resolve a report")
}
