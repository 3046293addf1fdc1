use std::collections::BTreeMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use quad_application::{
    audit::Audit,
    profiles::ports::{
        DecideError, Decision, NewProfile, Profile, ProfileRepository, ReviewedProfile, StatusCounts, TakeDown,
        TakeDownFailure,
    },
};
use quad_domain::{
    Email, PersonName, ProfileStatus, Username,
    compatibility::{Candidate, ExpectationForm, Expectations, Packed},
    profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    PgPool,
    audit::AuditTrail,
    schema::{profile_drafts, published_profiles, roommate_profiles, universities, users},
    transaction::{TxError, finish},
};

/// Whether other students see an approved version of the profile.
type VisibleToRoommates = diesel::dsl::exists<
    diesel::dsl::Filter<
        published_profiles::table,
        diesel::dsl::And<
            diesel::dsl::Eq<published_profiles::user_id, roommate_profiles::user_id>,
            published_profiles::looking_for_roommate,
        >,
    >,
>;

fn visible_to_roommates() -> VisibleToRoommates {
    diesel::dsl::exists(published_profiles::table.filter(
        published_profiles::user_id.eq(roommate_profiles::user_id).and(published_profiles::looking_for_roommate),
    ))
}

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
    expectations: Value,
    status: String,
    rejection_reason: Option<String>,
    submitted_at: DateTime<Utc>,
    decided_at: Option<DateTime<Utc>>,
    #[diesel(select_expression = visible_to_roommates(), select_expression_type = VisibleToRoommates)]
    visible_to_roommates: bool,
}

/// Stored as `{"network": "handle"}`.
pub(crate) fn handles_json(handles: &SocialHandles) -> Value {
    Value::Object(handles.iter().map(|(network, handle)| (network.to_owned(), Value::from(handle))).collect())
}

/// Stored as `{"category": ["option", ...]}`, one option for single-choice categories.
pub(crate) fn preferences_json(preferences: &RoommatePreferences) -> Value {
    let answers = preferences.answers().map(|(key, value)| (key.to_owned(), Value::from(value.options())));
    Value::Object(answers.collect())
}

/// Stored as `{"category": {"accepted": [...], "importance": "...", "dealbreaker": bool}}`.
pub(crate) fn expectations_json(expectations: &Expectations) -> Value {
    let entries = expectations.forms().into_iter().map(|(key, form)| {
        let value = serde_json::json!({
            "accepted": form.accepted, "importance": form.importance, "dealbreaker": form.dealbreaker,
        });
        (key, value)
    });
    Value::Object(entries.collect())
}

#[derive(serde::Deserialize)]
struct StoredExpectation {
    accepted: Vec<String>,
    importance: String,
    dealbreaker: bool,
}

pub(crate) fn expectations_from(stored: Value) -> anyhow::Result<Expectations> {
    let stored: BTreeMap<String, StoredExpectation> =
        serde_json::from_value(stored).context("stored expectations are malformed")?;
    let forms = stored
        .into_iter()
        .map(|(key, e)| {
            (key, ExpectationForm { accepted: e.accepted, importance: e.importance, dealbreaker: e.dealbreaker })
        })
        .collect();
    Expectations::parse(&forms).context("stored expectations are invalid")
}

pub(crate) fn handles_from(stored: Value) -> anyhow::Result<SocialHandles> {
    let handles: BTreeMap<String, String> =
        serde_json::from_value(stored).context("stored social media is malformed")?;
    SocialHandles::parse(handles.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .context("stored social media is invalid")
}

pub(crate) fn preferences_from(looking_for_roommate: bool, stored: Value) -> anyhow::Result<RoommatePreferences> {
    let answers: BTreeMap<String, Vec<String>> =
        serde_json::from_value(stored).context("stored preferences are malformed")?;
    RoommatePreferences::stored(looking_for_roommate, &answers).context("stored preferences are invalid")
}

fn profile_from(row: ProfileRow) -> anyhow::Result<Profile> {
    let id = row.id;
    let invalid = |what: &str| format!("the stored {what} of profile {id} is invalid");
    Ok(Profile {
        id: row.id,
        user_id: row.user_id,
        university_id: row.university_id,
        university_name: row.university_name,
        major: Major::parse(&row.major).with_context(|| invalid("major"))?,
        graduation_year: GraduationYear::from_stored(row.graduation_year),
        bio: Bio::parse(&row.bio).with_context(|| invalid("bio"))?,
        social_media: handles_from(row.social_media).with_context(|| invalid("social media"))?,
        photos: serde_json::from_value(row.photos).context("stored photos are malformed")?,
        preferences: preferences_from(row.looking_for_roommate, row.preferences)
            .with_context(|| invalid("preferences"))?,
        expectations: expectations_from(row.expectations).with_context(|| invalid("expectations"))?,
        status: row.status.parse()?,
        rejection_reason: row.rejection_reason,
        submitted_at: row.submitted_at,
        decided_at: row.decided_at,
        visible_to_roommates: row.visible_to_roommates,
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
    expectations: Value,
    status: &'a str,
    rejection_reason: Option<&'a str>,
    decided_by: Option<Uuid>,
    decided_at: Option<DateTime<Utc>>,
    submitted_at: DateTime<Utc>,
}

pub struct PgProfileRepository {
    pool: PgPool,
    audit: AuditTrail,
}

impl PgProfileRepository {
    pub fn new(pool: PgPool, audit: AuditTrail) -> Self {
        Self { pool, audit }
    }
}

type Reviewer = (String, String, String, String, bool);

fn reviewed(row: (ProfileRow, Reviewer)) -> anyhow::Result<ReviewedProfile> {
    let (profile, (first_name, last_name, username, email, membership_verified)) = row;
    Ok(ReviewedProfile {
        profile: profile_from(profile)?,
        first_name: PersonName::parse(&first_name).context("a stored first name is invalid")?,
        last_name: PersonName::parse(&last_name).context("a stored last name is invalid")?,
        username: Username::parse(&username).context("a stored username is invalid")?,
        email: Email::parse(&email).context("a stored e-mail is invalid")?,
        membership_verified,
    })
}

/// Whether a verified address of the profile's owner (sign-in or university) is at the profile's
/// university, by the migration's `university_of_address`.
const MEMBERSHIP_VERIFIED: &str = "coalesce((users.email_verified_at IS NOT NULL \
     AND university_of_address(users.email) = roommate_profiles.university_id) \
     OR EXISTS (SELECT 1 FROM university_emails ue WHERE ue.user_id = users.id \
                AND university_of_address(ue.email) = roommate_profiles.university_id), FALSE)";

type ReviewerColumns = (
    users::first_name,
    users::last_name,
    users::username,
    users::email,
    diesel::expression::SqlLiteral<diesel::sql_types::Bool>,
);

fn reviewer() -> ReviewerColumns {
    (
        users::first_name,
        users::last_name,
        users::username,
        users::email,
        diesel::dsl::sql::<diesel::sql_types::Bool>(MEMBERSHIP_VERIFIED),
    )
}

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
            expectations: expectations_json(&profile.expectations),
            status: ProfileStatus::Pending.as_str(),
            rejection_reason: None,
            decided_by: None,
            decided_at: None,
            submitted_at: profile.submitted_at,
        };
        // A new profile, or the person's earlier one replaced and back to pending review. Its
        // published version keeps what was approved but follows whether they are looking.
        connection
            .transaction(async |connection| -> anyhow::Result<()> {
                diesel::insert_into(roommate_profiles::table)
                    .values((roommate_profiles::id.eq(Uuid::now_v7()), &submission))
                    .on_conflict(roommate_profiles::user_id)
                    .do_update()
                    .set(&submission)
                    .execute(connection)
                    .await
                    .context("failed to save a profile")?;
                diesel::update(published_profiles::table.find(profile.user_id))
                    .set(published_profiles::looking_for_roommate.eq(submission.looking_for_roommate))
                    .execute(connection)
                    .await
                    .context("failed to update a published profile")?;
                // The wizard's draft has become the submission.
                diesel::delete(profile_drafts::table.find(profile.user_id))
                    .execute(connection)
                    .await
                    .context("failed to delete a submitted profile draft")?;
                Ok(())
            })
            .await?;
        drop(connection);
        self.find_by_user(profile.user_id).await?.context("a saved profile vanished")
    }

    async fn set_looking(&self, user_id: Uuid, looking: bool) -> anyhow::Result<bool> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> anyhow::Result<bool> {
                let changed = diesel::update(roommate_profiles::table.filter(roommate_profiles::user_id.eq(user_id)))
                    .set(roommate_profiles::looking_for_roommate.eq(looking))
                    .execute(connection)
                    .await?;
                diesel::update(published_profiles::table.find(user_id))
                    .set(published_profiles::looking_for_roommate.eq(looking))
                    .execute(connection)
                    .await?;
                Ok(changed > 0)
            })
            .await
            .context("failed to change whether a student is looking")
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
        universities: Option<Vec<Uuid>>,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<ReviewedProfile>, i64)> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mut counted = roommate_profiles::table.filter(roommate_profiles::status.eq(status.as_str())).into_boxed();
        if let Some(ids) = &universities {
            counted = counted.filter(roommate_profiles::university_id.eq_any(ids.clone()));
        }
        let total: i64 = counted.count().get_result(&mut connection).await.context("failed to count profiles")?;
        let mut query = roommate_profiles::table
            .inner_join(universities::table)
            .inner_join(users::table.on(users::id.eq(roommate_profiles::user_id)))
            .filter(roommate_profiles::status.eq(status.as_str()))
            .select((ProfileRow::as_select(), reviewer()))
            .offset(offset)
            .limit(limit)
            .into_boxed();
        if let Some(ids) = universities {
            query = query.filter(roommate_profiles::university_id.eq_any(ids));
        }
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

    async fn counts(&self, universities: Option<Vec<Uuid>>) -> anyhow::Result<StatusCounts> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let mut query = roommate_profiles::table
            .group_by(roommate_profiles::status)
            .select((roommate_profiles::status, diesel::dsl::count_star()))
            .into_boxed();
        if let Some(ids) = universities {
            query = query.filter(roommate_profiles::university_id.eq_any(ids));
        }
        let rows: Vec<(String, i64)> =
            query.load(&mut connection).await.context("failed to count profiles by status")?;
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

    async fn find_status(&self, id: Uuid) -> anyhow::Result<Option<(ProfileStatus, Uuid, Uuid)>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let found: Option<(String, Uuid, Uuid)> = roommate_profiles::table
            .find(id)
            .select((roommate_profiles::status, roommate_profiles::user_id, roommate_profiles::university_id))
            .first(&mut connection)
            .await
            .optional()
            .context("failed to read a profile's status")?;
        found.map(|(status, owner, university)| Ok((status.parse()?, owner, university))).transpose()
    }

    async fn decide(
        &self,
        id: Uuid,
        decision: Decision,
        audit: Audit<ReviewedProfile>,
    ) -> Result<ReviewedProfile, DecideError> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<ReviewedProfile, TxError<DecideError>> {
                let updated = diesel::update(
                    roommate_profiles::table
                        .filter(roommate_profiles::id.eq(id))
                        .filter(roommate_profiles::status.eq(decision.from.as_str()))
                        .filter(roommate_profiles::university_id.eq(decision.university))
                        // The submission the moderator reviewed, and no later one.
                        .filter(roommate_profiles::submitted_at.eq(decision.reviewed_submission)),
                )
                .set((
                    roommate_profiles::status.eq(decision.to.as_str()),
                    roommate_profiles::rejection_reason.eq(decision.reason.as_deref()),
                    roommate_profiles::decided_by.eq(decision.by),
                    roommate_profiles::decided_at.eq(decision.at),
                ))
                .execute(connection)
                .await
                .context("failed to decide a profile")?;
                let row = reviewed_row(connection, id).await?;
                let reviewed = match (updated, row) {
                    (_, None) => return Err(TxError::Fail(DecideError::NotFound)),
                    (0, Some(row)) if row.0.status == decision.from.as_str() => {
                        return Err(TxError::Fail(DecideError::Changed));
                    }
                    (0, Some(_)) => return Err(TxError::Fail(DecideError::NotPending)),
                    (_, Some(row)) => reviewed(row)?,
                };
                if decision.to == ProfileStatus::Approved {
                    publish(connection, &reviewed.profile, decision.at).await?;
                }
                self.audit.write(connection, audit, &reviewed).await?;
                Ok(reviewed)
            })
            .await
            .map_err(finish)
    }

    async fn take_down(
        &self,
        id: Uuid,
        take_down: TakeDown,
        audit: Audit<ReviewedProfile>,
    ) -> Result<ReviewedProfile, TakeDownFailure> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        connection
            .transaction(async |connection| -> Result<ReviewedProfile, TxError<TakeDownFailure>> {
                let current: Option<(Uuid, String)> = roommate_profiles::table
                    .filter(roommate_profiles::id.eq(id))
                    .select((roommate_profiles::user_id, roommate_profiles::status))
                    .for_update()
                    .first(connection)
                    .await
                    .optional()
                    .context("failed to read a profile")?;
                let (owner, status) = current.ok_or(TxError::Fail(TakeDownFailure::NotFound))?;
                if let Some(universities) = &take_down.universities {
                    let listed_at: Option<Uuid> = published_profiles::table
                        .find(owner)
                        .select(published_profiles::university_id)
                        .first(connection)
                        .await
                        .optional()
                        .context("failed to read a published profile")?;
                    if listed_at.is_some_and(|university| !universities.contains(&university)) {
                        return Err(TxError::Fail(TakeDownFailure::NotYours));
                    }
                }
                let unpublished = diesel::delete(published_profiles::table.find(owner))
                    .execute(connection)
                    .await
                    .context("failed to unpublish a profile")?;
                if unpublished == 0 {
                    return Err(TxError::Fail(TakeDownFailure::NotPublished));
                }
                let status: ProfileStatus = status.parse().map_err(anyhow::Error::new)?;
                if status.after_take_down() != status || status == ProfileStatus::Rejected {
                    diesel::update(roommate_profiles::table.find(id))
                        .set((
                            roommate_profiles::status.eq(status.after_take_down().as_str()),
                            roommate_profiles::rejection_reason.eq(&take_down.reason),
                            roommate_profiles::decided_by.eq(take_down.by),
                            roommate_profiles::decided_at.eq(take_down.at),
                        ))
                        .execute(connection)
                        .await
                        .context("failed to take a profile down")?;
                }
                let row = reviewed_row(connection, id).await?.context("a profile taken down vanished")?;
                let reviewed = reviewed(row)?;
                self.audit.write(connection, audit, &reviewed).await?;
                Ok(reviewed)
            })
            .await
            .map_err(finish)
    }
}

/// A profile with the person behind it, read inside a moderation's transaction.
async fn reviewed_row(connection: &mut AsyncPgConnection, id: Uuid) -> anyhow::Result<Option<(ProfileRow, Reviewer)>> {
    roommate_profiles::table
        .inner_join(universities::table)
        .inner_join(users::table.on(users::id.eq(roommate_profiles::user_id)))
        .filter(roommate_profiles::id.eq(id))
        .select((ProfileRow::as_select(), reviewer()))
        .first(connection)
        .await
        .optional()
        .context("failed to read a reviewed profile")
}

/// The published version of a profile, as written on approval.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = published_profiles, treat_none_as_null = true)]
struct PublishedRow<'a> {
    user_id: Uuid,
    university_id: Uuid,
    major: &'a str,
    graduation_year: i32,
    bio: &'a str,
    social_media: Value,
    photos: Value,
    preferences: Value,
    expectations: Value,
    gender: Option<&'a str>,
    housing: Option<&'a str>,
    looking_for_roommate: bool,
    packed: Vec<u8>,
    published_at: DateTime<Utc>,
}

/// The answer in a single-choice category, for the filters.
fn single<'a>(preferences: &'a RoommatePreferences, key: &str) -> Option<&'a str> {
    preferences.get(key).and_then(|value| value.values().first().copied())
}

/// Writes (or replaces) the version of `profile` other students see.
async fn publish(connection: &mut AsyncPgConnection, profile: &Profile, at: DateTime<Utc>) -> anyhow::Result<()> {
    let packed = Packed::of(&Candidate {
        answers: &profile.preferences,
        expectations: &profile.expectations,
        major: Some(profile.major.as_str()),
    });
    let row = PublishedRow {
        user_id: profile.user_id,
        university_id: profile.university_id,
        major: profile.major.as_str(),
        graduation_year: profile.graduation_year.value(),
        bio: profile.bio.as_str(),
        social_media: handles_json(&profile.social_media),
        photos: serde_json::to_value(&profile.photos)?,
        preferences: preferences_json(&profile.preferences),
        expectations: expectations_json(&profile.expectations),
        gender: single(&profile.preferences, "gender"),
        housing: single(&profile.preferences, "housing"),
        looking_for_roommate: profile.preferences.looking_for_roommate,
        packed: packed.to_bytes().to_vec(),
        published_at: at,
    };
    diesel::insert_into(published_profiles::table)
        .values(&row)
        .on_conflict(published_profiles::user_id)
        .do_update()
        .set(&row)
        .execute(connection)
        .await
        .context("failed to publish a profile")?;
    Ok(())
}
