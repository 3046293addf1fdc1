//! The profile wizard's drafts (`profile_drafts`): one row per account. The typed fields are kept
//! in `fields` in the forms the profile's own columns use; the photos apart, so the sweep of
//! unreferenced uploads sees that the draft still refers to them.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::profiles::ports::{ProfileDraft, ProfileDraftRepository};
use quad_domain::profile::{GraduationYear, Major};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::{
    PgPool,
    profiles::{expectations_from, expectations_json, handles_from, handles_json, preferences_from, preferences_json},
    schema::{profile_drafts, universities},
};

pub struct PgProfileDraftRepository {
    pool: PgPool,
}

impl PgProfileDraftRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = profile_drafts, treat_none_as_null = true)]
struct DraftRow {
    user_id: Uuid,
    step: i16,
    university_id: Option<Uuid>,
    fields: Value,
    photos: Value,
    updated_at: DateTime<Utc>,
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredFields {
    major: Option<String>,
    graduation_year: Option<i32>,
    bio: String,
    social_media: Value,
    looking_for_roommate: bool,
    preferences: Value,
    expectations: Value,
}

fn draft_from(
    (step, university_id, university_name, fields, photos, updated_at): (
        i16,
        Option<Uuid>,
        Option<String>,
        Value,
        Value,
        DateTime<Utc>,
    ),
) -> anyhow::Result<ProfileDraft> {
    let fields: StoredFields = serde_json::from_value(fields).context("a stored profile draft is malformed")?;
    Ok(ProfileDraft {
        step: u8::try_from(step).context("a stored draft step is out of range")?,
        university_id,
        university_name,
        major: fields.major.as_deref().map(Major::parse).transpose().context("a stored draft major is invalid")?,
        graduation_year: fields.graduation_year.map(GraduationYear::from_stored),
        bio: fields.bio,
        social_media: handles_from(fields.social_media)?,
        photos: serde_json::from_value(photos).context("stored draft photos are malformed")?,
        preferences: preferences_from(fields.looking_for_roommate, fields.preferences)?,
        expectations: expectations_from(fields.expectations)?,
        updated_at,
    })
}

#[async_trait]
impl ProfileDraftRepository for PgProfileDraftRepository {
    async fn draft_of(&self, user_id: Uuid) -> anyhow::Result<Option<ProfileDraft>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row = profile_drafts::table
            .left_join(universities::table)
            .filter(profile_drafts::user_id.eq(user_id))
            .select((
                profile_drafts::step,
                profile_drafts::university_id,
                universities::name.nullable(),
                profile_drafts::fields,
                profile_drafts::photos,
                profile_drafts::updated_at,
            ))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a profile draft")?;
        row.map(draft_from).transpose()
    }

    async fn save_draft(&self, user_id: Uuid, draft: &ProfileDraft) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row = DraftRow {
            user_id,
            step: i16::from(draft.step),
            university_id: draft.university_id,
            fields: json!({
                "major": draft.major.as_ref().map(|m| m.as_str()),
                "graduationYear": draft.graduation_year.map(|y| y.value()),
                "bio": draft.bio,
                "socialMedia": handles_json(&draft.social_media),
                "lookingForRoommate": draft.preferences.looking_for_roommate,
                "preferences": preferences_json(&draft.preferences),
                "expectations": expectations_json(&draft.expectations),
            }),
            photos: serde_json::to_value(&draft.photos)?,
            updated_at: draft.updated_at,
        };
        diesel::insert_into(profile_drafts::table)
            .values(&row)
            .on_conflict(profile_drafts::user_id)
            .do_update()
            .set(&row)
            .execute(&mut connection)
            .await
            .context("failed to save a profile draft")?;
        Ok(())
    }

    async fn discard_draft(&self, user_id: Uuid) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let deleted = diesel::delete(profile_drafts::table.find(user_id))
            .execute(&mut connection)
            .await
            .context("failed to discard a profile draft")?;
        Ok(deleted > 0)
    }

    async fn discard_drafts_saved_before(&self, before: DateTime<Utc>) -> anyhow::Result<u64> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let deleted = diesel::delete(profile_drafts::table.filter(profile_drafts::updated_at.lt(before)))
            .execute(&mut connection)
            .await
            .context("failed to remove abandoned profile drafts")?;
        Ok(deleted as u64)
    }
}
