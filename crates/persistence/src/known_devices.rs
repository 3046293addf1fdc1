//! `PgKnownDeviceRepository`: the devices (a hash of browser and network) accounts signed in
//! from (`known_devices`).

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use quad_application::accounts::ports::{DeviceSeen, KnownDeviceRepository};
use uuid::Uuid;

use crate::{PgPool, schema::known_devices};

pub struct PgKnownDeviceRepository {
    pool: PgPool,
}

impl PgKnownDeviceRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl KnownDeviceRepository for PgKnownDeviceRepository {
    async fn note_device(
        &self,
        user_id: Uuid,
        fingerprint: String,
        now: DateTime<Utc>,
        since: DateTime<Utc>,
    ) -> anyhow::Result<DeviceSeen> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<DeviceSeen> {
                let mine = known_devices::table.filter(known_devices::user_id.eq(user_id));
                let first_ever = !diesel::select(diesel::dsl::exists(mine)).get_result::<bool>(connection).await?;
                let last_seen: Option<DateTime<Utc>> = mine
                    .filter(known_devices::fingerprint.eq(&fingerprint))
                    .select(known_devices::last_seen_at)
                    .for_update()
                    .first(connection)
                    .await
                    .optional()?;
                diesel::insert_into(known_devices::table)
                    .values((
                        known_devices::user_id.eq(user_id),
                        known_devices::fingerprint.eq(&fingerprint),
                        known_devices::last_seen_at.eq(now),
                    ))
                    .on_conflict((known_devices::user_id, known_devices::fingerprint))
                    .do_update()
                    .set(known_devices::last_seen_at.eq(now))
                    .execute(connection)
                    .await?;
                Ok(DeviceSeen { recently: last_seen.is_some_and(|at| at >= since), first_ever })
            })
            .await
            .context("failed to note a device")
    }
}
