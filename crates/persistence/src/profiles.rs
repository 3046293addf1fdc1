use std::collections::BTreeMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::profiles::ports::{
    DecideError, Decision, NewProfile, Profile, ProfileRepository, ReviewedProfile, StatusCounts,
};
use quad_domain::{
    Email, PersonName, ProfileStatus, Username,
    profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{roommate_profiles, universities, users},
};

/// A profile row with its university's name (selected over `roommate_profiles JOIN universities`).
#[derive(Queryable, Selectable)]
#[diesel(table_name = roommate_profiles, check_for_backend(diesel::pg::Pg))]
struct ProfileRow {
    id: Uuid,
    user_id: Uuid,
    university_id: Uuid,
    #[diesel(select_expression = universities::name, select_expression_type = universities::name)]
    university_name: String,
    major: String,
    graduation_year: i32,
    bio: String,
    social_media: Value,
    photos: Value,
    looking_for_roommate: bool,
    preferences: Value,
    status: String,
    rejection_reason: Option<String>,
    submitted_at: DateTime<Utc>,
    decided_at: Option<DateTime<Utc>>,
}

/// Stored as `{"network": "handle"}`.
fn handles_json(handles: &SocialHandles) -> Value {
    Value::Object(handles.iter().map(|(network, handle)| (network.to_owned(), Value::from(handle))).collect())
}

/// Stored as `{"category": ["option", ...]}`, one option for single-choice categories.
fn preferences_json(preferences: &RoommatePreferences) -> Value {
    let answers = preferences.answers().map(|(key, value)| (key.to_owned(), Value::from(value.options())));
    Value::Object(answers.collect())
}

fn profile_from(row: ProfileRow) -> anyhow::Result<Profile> {
    let id = row.id;
    let handles: BTreeMap<String, String> =
        serde_json::from_value(row.social_media).context("stored social media is malformed")?;
    let answers: BTreeMap<String, Vec<String>> =
        serde_json::from_value(row.preferences).context("stored preferences are malformed")?;
    let invalid = |what: &str| format!("the stored {what} of profile {id} is invalid");
    Ok(Profile {
        id: row.id,
        user_id: row.user_id,
        university_id: row.university_id,
        university_name: row.university_name,
        major: Major::parse(&row.major).with_context(|| invalid("major"))?,
        graduation_year: GraduationYear::from_stored(row.graduation_year),
        bio: Bio::parse(&row.bio).with_context(|| invalid("bio"))?,
        social_media: SocialHandles::parse(handles.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .with_context(|| invalid("social media"))?,
        photos: serde_json::from_value(row.photos).context("stored photos are malformed")?,
        preferences: RoommatePreferences::parse(row.looking_for_roommate, &answers)
            .with_context(|| invalid("preferences"))?,
        status: row.status.parse()?,
        rejection_reason: row.rejection_reason,
        submitted_at: row.submitted_at,
        decided_at: row.decided_at,
    })
}

/// What a submission writes, on insert and on replacing the person's earlier profile alike.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = roommate_profiles, treat_none_as_null = true)]
struct PendingProfileRow<'a> {
    user_id: Uuid,
    university_id: Uuid,
    major: &'a str,
    graduation_year: i32,
    bio: &'a str,
    social_media: Value,
    photos: Value,
    looking_for_roommate: bool,
    preferences: Value,
    status: &'a str,
    rejection_reason: Option<&'a str>,
    decided_by: Option<Uuid>,
    decided_at: Option<DateTime<Utc>>,
    submitted_at: DateTime<Utc>,
}

pub struct PgProfileRepository {
    pool: PgPool,
}

impl PgProfileRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

type Reviewer = (String, String, String, String);

fn reviewed(row: (ProfileRow, Reviewer)) -> anyhow::Result<ReviewedProfile> {
    let (profile, (first_name, last_name, username, email)) = row;
    Ok(ReviewedProfile {
        profile: profile_from(profile)?,
        first_name: PersonName::parse(&first_name).context("a stored first name is invalid")?,
        last_name: PersonName::parse(&last_name).context("a stored last name is invalid")?,
        username: Username::parse(&username).context("a stored username is invalid")?,
        email: Email::parse(&email).context("a stored e-mail is invalid")?,
    })
}

const REVIEWER: (users::first_name, users::last_name, users::username, users::email) =
    (users::first_name, users::last_name, users::username, users::email);

#[async_trait]
impl ProfileRepository for PgProfileRepository {
    async fn save_pending(&self, profile: NewProfile) -> anyhow::Result<Profile> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let submission = PendingProfileRow {
            user_id: profile.user_id,
            university_id: profile.university_id,
            major: profile.major.as_str(),
            graduation_year: profile.graduation_year.value(),
            bio: profile.bio.as_str(),
            social_media: handles_json(&profile.social_media),
            photos: serde_json::to_value(&profile.photos)?,
            looking_for_roommate: profile.preferences.looking_for_roommate,
            preferences: preferences_json(&profile.preferences),
            status: ProfileStatus::Pending.as_str(),
            rejection_reason: None,
            decided_by: None,
            decided_at: None,
            submitted_at: profile.submitted_at,
        };
        // A new profile, or the person's earlier one replaced and back to pending review.
        diesel::insert_into(roommate_profiles::table)
            .values((roommate_profiles::id.eq(Uuid::now_v7()), &submission))
            .on_conflict(roommate_profiles::user_id)
            .do_update()
            .set(&submission)
            .execute(&mut connection)
            .await
            .context("failed to save a profile")?;
        drop(connection);
        self.find_by_user(profile.user_id).await?.context("a saved profile vanished")
    }

    async fn find_by_user(&self, user_id: Uuid) -> anyhow::Result<Option<Profile>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<ProfileRow> = roommate_profiles::table
            .inner_join(universities::table)
            .filter(roommate_profiles::user_id.eq(user_id))
            .select(ProfileRow::as_select())
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a profile")?;
        row.map(profile_from).transpose()
    }

    async fn list_by_status(
        &self,
        status: ProfileStatus,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<ReviewedProfile>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let total: i64 = roommate_profiles::table
            .filter(roommate_profiles::status.eq(status.as_str()))
            .count()
            .get_result(&mut connection)
            .await
            .context("failed to count profiles")?;
        let query = roommate_profiles::table
            .inner_join(universities::table)
            .inner_join(users::table.on(users::id.eq(roommate_profiles::user_id)))
            .filter(roommate_profiles::status.eq(status.as_str()))
            .select((ProfileRow::as_select(), REVIEWER))
            .offset(offset)
            .limit(limit);
        let rows: Vec<(ProfileRow, Reviewer)> = if status == ProfileStatus::Pending {
            query
                .order((roommate_profiles::submitted_at.asc(), roommate_profiles::id.asc()))
                .load(&mut connection)
                .await
        } else {
            query.order((roommate_profiles::decided_at.desc(), roommate_profiles::id.asc())).load(&mut connection).await
        }
        .context("failed to list profiles")?;
        Ok((rows.into_iter().map(reviewed).collect::<anyhow::Result<_>>()?, total))
    }

    async fn counts(&self) -> anyhow::Result<StatusCounts> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let rows: Vec<(String, i64)> = roommate_profiles::table
            .group_by(roommate_profiles::status)
            .select((roommate_profiles::status, diesel::dsl::count_star()))
            .load(&mut connection)
            .await
            .context("failed to count profiles by status")?;
        let mut counts = StatusCounts::default();
        for (status, count) in rows {
            match status.as_str() {
                "pending" => counts.pending = count,
                "approved" => counts.approved = count,
                "rejected" => counts.rejected = count,
                _ => {}
            }
        }
        Ok(counts)
    }

    async fn find_status(&self, id: Uuid) -> anyhow::Result<Option<(ProfileStatus, Uuid)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let found: Option<(String, Uuid)> = roommate_profiles::table
            .find(id)
            .select((roommate_profiles::status, roommate_profiles::user_id))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a profile's status")?;
        found.map(|(status, owner)| Ok((status.parse()?, owner))).transpose()
    }

    async fn decide(&self, id: Uuid, decision: Decision) -> Result<ReviewedProfile, DecideError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let updated = diesel::update(
            roommate_profiles::table
                .filter(roommate_profiles::id.eq(id))
                .filter(roommate_profiles::status.eq(decision.from.as_str())),
        )
        .set((
            roommate_profiles::status.eq(decision.to.as_str()),
            roommate_profiles::rejection_reason.eq(decision.reason.as_deref()),
            roommate_profiles::decided_by.eq(decision.by),
            roommate_profiles::decided_at.eq(decision.at),
        ))
        .execute(&mut connection)
        .await
        .context("failed to decide a profile")?;
        let row: Option<(ProfileRow, Reviewer)> = roommate_profiles::table
            .inner_join(universities::table)
            .inner_join(users::table.on(users::id.eq(roommate_profiles::user_id)))
            .filter(roommate_profiles::id.eq(id))
            .select((ProfileRow::as_select(), REVIEWER))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a decided profile")?;
        match (updated, row) {
            (_, None) => Err(DecideError::NotFound),
            (0, Some(_)) => Err(DecideError::NotPending),
            (_, Some(row)) => Ok(reviewed(row)?),
        }
    }
}
