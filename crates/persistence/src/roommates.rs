//! The published (approved) versions of profiles, as other students see and rank them.

use anyhow::Context;
use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::roommates::ports::{
    ListedStudent, PublishedProfile, Relations, RoommateFilters, RoommateRepository,
};
use quad_domain::{
    PersonName, UserStatus,
    compatibility::{Candidate, PACKED_LEN, PACKED_VERSION, Packed},
    profile::{Bio, GraduationYear, Major},
    report::ReportKind,
};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    PgPool,
    profiles::{expectations_from, handles_from, preferences_from},
    reports::not_hidden,
    schema::{blocks, connections, hidden_content, published_profiles, universities, users},
};

#[derive(Queryable, Selectable)]
#[diesel(table_name = published_profiles, check_for_backend(diesel::pg::Pg))]
struct PublishedRow {
    user_id: Uuid,
    university_id: Uuid,
    #[diesel(select_expression = universities::name, select_expression_type = universities::name)]
    university_name: String,
    #[diesel(select_expression = users::first_name, select_expression_type = users::first_name)]
    first_name: String,
    #[diesel(select_expression = users::last_name, select_expression_type = users::last_name)]
    last_name: String,
    #[diesel(select_expression = users::status, select_expression_type = users::status)]
    user_status: String,
    #[diesel(
        select_expression = users::private_before_connecting,
        select_expression_type = users::private_before_connecting
    )]
    private_before_connecting: bool,
    major: String,
    graduation_year: i32,
    bio: String,
    social_media: Value,
    photos: Value,
    preferences: Value,
    expectations: Value,
    looking_for_roommate: bool,
}

fn published_from(row: PublishedRow) -> anyhow::Result<PublishedProfile> {
    let id = row.user_id;
    let invalid = |what: &str| format!("the published {what} of {id} is invalid");
    let active = row.user_status.parse::<UserStatus>()? == UserStatus::Active;
    Ok(PublishedProfile {
        user_id: row.user_id,
        university_id: row.university_id,
        university_name: row.university_name,
        first_name: PersonName::parse(&row.first_name).with_context(|| invalid("first name"))?,
        last_name: PersonName::parse(&row.last_name).with_context(|| invalid("last name"))?,
        major: Major::parse(&row.major).with_context(|| invalid("major"))?,
        graduation_year: GraduationYear::from_stored(row.graduation_year),
        bio: Bio::parse(&row.bio).with_context(|| invalid("bio"))?,
        social_media: handles_from(row.social_media).with_context(|| invalid("social media"))?,
        photos: serde_json::from_value(row.photos).with_context(|| invalid("photos"))?,
        preferences: preferences_from(row.looking_for_roommate, row.preferences)
            .with_context(|| invalid("preferences"))?,
        expectations: expectations_from(row.expectations).with_context(|| invalid("expectations"))?,
        listed: row.looking_for_roommate && active,
        active,
        private_before_connecting: row.private_before_connecting,
    })
}

pub struct PgRoommateRepository {
    pool: PgPool,
}

impl PgRoommateRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    /// Packs again every published profile whose packed form is not this version's (profiles
    /// published before packing existed, or by an older layout). Run after migrating.
    pub async fn repack_stale(&self) -> anyhow::Result<usize> {
        // Only the stale rows leave the database: every start would otherwise read them all.
        let mut connection = self.pool.get().await.context("no database connection")?;
        let stale_form = format!("octet_length(packed) <> {PACKED_LEN} OR get_byte(packed, 0) <> {PACKED_VERSION}");
        let stale: Vec<Uuid> = published_profiles::table
            .filter(diesel::dsl::sql::<diesel::sql_types::Bool>(&stale_form))
            .select(published_profiles::user_id)
            .load(&mut connection)
            .await
            .context("failed to find stale packed profiles")?;
        drop(connection);
        for chunk in stale.chunks(2000) {
            // A row that no longer reads (a catalogue option removed) must not stop the server
            // from starting: its batch waits, logged, for a fix.
            let profiles = match self.published_many(chunk.to_vec()).await {
                Ok(profiles) => profiles,
                Err(error) => {
                    tracing::warn!(error = format!("{error:#}"), "could not pack published profiles again");
                    continue;
                }
            };
            let (ids, packed): (Vec<Uuid>, Vec<Vec<u8>>) = profiles
                .iter()
                .map(|profile| {
                    let packed = Packed::of(&Candidate {
                        answers: &profile.preferences,
                        expectations: &profile.expectations,
                        major: Some(profile.major.as_str()),
                    });
                    (profile.user_id, packed.to_bytes().to_vec())
                })
                .unzip();
            let mut connection = self.pool.get().await.context("no database connection")?;
            diesel::sql_query(
                "UPDATE published_profiles p SET packed = v.packed \
                 FROM unnest($1::uuid[], $2::bytea[]) AS v(user_id, packed) WHERE p.user_id = v.user_id",
            )
            .bind::<diesel::sql_types::Array<diesel::sql_types::Uuid>, _>(ids)
            .bind::<diesel::sql_types::Array<diesel::sql_types::Bytea>, _>(packed)
            .execute(&mut connection)
            .await
            .context("failed to repack profiles")?;
        }
        Ok(stale.len())
    }
}

#[async_trait]
impl RoommateRepository for PgRoommateRepository {
    async fn published(&self, user_id: Uuid) -> anyhow::Result<Option<PublishedProfile>> {
        Ok(self.published_many(vec![user_id]).await?.pop())
    }

    async fn published_many(&self, user_ids: Vec<Uuid>) -> anyhow::Result<Vec<PublishedProfile>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<PublishedRow> = published_profiles::table
            .inner_join(universities::table)
            .inner_join(users::table)
            .filter(published_profiles::user_id.eq_any(user_ids))
            .select(PublishedRow::as_select())
            .load(&mut connection)
            .await
            .context("failed to read published profiles")?;
        rows.into_iter().map(published_from).collect()
    }

    async fn relations(&self, viewer_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Relations> {
        if students.is_empty() {
            return Ok(Relations::default());
        }
        let mut connection = self.pool.get().await.context("no database connection")?;
        let pairs: Vec<(Uuid, Uuid)> = connections::table
            .filter(
                connections::user_a
                    .eq(viewer_id)
                    .and(connections::user_b.eq_any(&students))
                    .or(connections::user_b.eq(viewer_id).and(connections::user_a.eq_any(&students))),
            )
            .select((connections::user_a, connections::user_b))
            .load(&mut connection)
            .await
            .context("failed to read connections")?;
        let blocked: Vec<(Uuid, Uuid)> = blocks::table
            .filter(
                blocks::blocker_id
                    .eq(viewer_id)
                    .and(blocks::blocked_id.eq_any(&students))
                    .or(blocks::blocked_id.eq(viewer_id).and(blocks::blocker_id.eq_any(&students))),
            )
            .select((blocks::blocker_id, blocks::blocked_id))
            .load(&mut connection)
            .await
            .context("failed to read blocks")?;
        // Profiles three students reported, until a moderator reviews them.
        let under_review: Vec<Uuid> = hidden_content::table
            .filter(hidden_content::kind.eq(ReportKind::Profile.as_str()))
            .filter(hidden_content::target_id.eq_any(&students))
            .select(hidden_content::target_id)
            .load(&mut connection)
            .await
            .context("failed to read hidden profiles")?;
        let other = |a: Uuid, b: Uuid| if a == viewer_id { b } else { a };
        Ok(Relations {
            connected: pairs.into_iter().map(|(a, b)| other(a, b)).collect(),
            hidden: blocked.into_iter().map(|(a, b)| other(a, b)).chain(under_review).collect(),
        })
    }

    async fn listed(
        &self,
        university_id: Uuid,
        except: Uuid,
        filters: RoommateFilters,
    ) -> anyhow::Result<Vec<ListedStudent>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // Accounts that are not active are few: an anti-join on their partial index leaves them
        // out without reading every student's account row.
        let inactive = users::table
            .filter(users::id.eq(published_profiles::user_id))
            .filter(users::status.ne(UserStatus::Active.as_str()));
        // Blocked either way, or roommates now: never listed to each other.
        let blocked = blocks::table.filter(
            blocks::blocker_id
                .eq(except)
                .and(blocks::blocked_id.eq(published_profiles::user_id))
                .or(blocks::blocked_id.eq(except).and(blocks::blocker_id.eq(published_profiles::user_id))),
        );
        // Connected with `except` (both said "We're roommates" when `roommates` holds).
        macro_rules! paired {
            () => {
                connections::table.filter(
                    connections::user_a
                        .eq(except)
                        .and(connections::user_b.eq(published_profiles::user_id))
                        .or(connections::user_b.eq(except).and(connections::user_a.eq(published_profiles::user_id))),
                )
            };
        }
        let roommates = paired!()
            .filter(connections::a_roommates_at.is_not_null())
            .filter(connections::b_roommates_at.is_not_null());
        let mut query = published_profiles::table
            .filter(published_profiles::university_id.eq(university_id))
            .filter(published_profiles::looking_for_roommate)
            .filter(diesel::dsl::not(diesel::dsl::exists(inactive)))
            .filter(published_profiles::user_id.ne(except))
            .filter(diesel::dsl::not(diesel::dsl::exists(blocked)))
            .filter(diesel::dsl::not(diesel::dsl::exists(roommates)))
            .filter(not_hidden(ReportKind::Profile, "published_profiles.user_id"))
            .select((published_profiles::user_id, published_profiles::packed))
            .into_boxed();
        if filters.housing.is_some() || filters.gender.is_some() {
            // What a private student shows before connecting has neither: a filter on them
            // must not reveal it.
            let private =
                users::table.filter(users::id.eq(published_profiles::user_id)).filter(users::private_before_connecting);
            query = query.filter(diesel::dsl::not(diesel::dsl::exists(private)).or(diesel::dsl::exists(paired!())));
        }
        if let Some(year) = filters.graduation_year {
            query = query.filter(published_profiles::graduation_year.eq(year));
        }
        if let Some(housing) = filters.housing {
            query = query.filter(published_profiles::housing.eq(housing));
        }
        if let Some(gender) = filters.gender {
            query = query.filter(published_profiles::gender.eq(gender));
        }
        if let Some(major) = filters.major {
            query = query.filter(published_profiles::major.eq(major));
        }
        let rows: Vec<(Uuid, Vec<u8>)> = query.load(&mut connection).await.context("failed to list students")?;
        Ok(rows
            .into_iter()
            .filter_map(|(user_id, bytes)| match Packed::from_bytes(&bytes) {
                Some(packed) => Some(ListedStudent { user_id, packed }),
                None => {
                    // `quad migrate` packs stale profiles again; until then they are not ranked.
                    tracing::warn!(%user_id, length = bytes.len(), "a published profile is packed by another version");
                    None
                }
            })
            .collect())
    }
}
