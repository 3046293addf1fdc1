//! `GET /api/v1/auth/export-data`: everything Quad keeps about the signed-in person, as JSON
//! (the web app also writes it out as the spec's text file).

use std::collections::BTreeMap;

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use quad_application::{media::ports::MediaKind, privacy::PersonalData};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    ApiError, ApiServices, Envelope,
    auth::CurrentUser,
    closed_sets::{ProfileStatusDto, RoleDto, UserStatusDto},
    routes::profiles::{answers_map, expectations_json, handles_map},
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedUser {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: String,
    pub created_at: DateTime<Utc>,
    pub is_email_verified: bool,
    pub role: RoleDto,
    pub status: UserStatusDto,
    pub last_active_at: Option<DateTime<Utc>>,
    pub profile_image: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ExportedUniversity {
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedProfile {
    pub university: ExportedUniversity,
    pub bio: String,
    pub major: String,
    pub graduation_year: i32,
    pub status: ProfileStatusDto,
    pub rejection_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Network -> handle.
    pub social_media: BTreeMap<String, String>,
    pub photos: Vec<String>,
    pub looking_for_roommate: bool,
    /// Category key -> the chosen options.
    pub roommate_preferences: BTreeMap<String, Vec<String>>,
    /// What they look for in a roommate: per category, the answers they accept, how much it
    /// matters, and whether it is a dealbreaker.
    #[schema(value_type = crate::routes::profiles::RoommateExpectationsDto)]
    pub roommate_expectations: serde_json::Value,
}

/// Content the person submitted to be featured, with where it stands and what they consented to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedPost {
    /// The caption as shown (a reviewer may have edited it).
    pub content: String,
    /// Their own words, when a reviewer edited them.
    pub submitted_content: Option<String>,
    pub university: ExportedUniversity,
    /// Likes on Quad.
    pub likes: i64,
    /// Comments on Instagram, once published there and counted.
    pub comments: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub images: Vec<String>,
    pub status: crate::routes::submissions::SubmissionStatusDto,
    /// `@handle` or `Ada L.`.
    pub credit: String,
    pub consent: ExportedConsent,
    pub instagram_permalink: Option<String>,
}

/// A featured post the person liked: the post's id (as in GET /featured), and when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedLike {
    pub post_id: uuid::Uuid,
    pub liked_at: DateTime<Utc>,
}

/// What the person consented to for one post.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedConsent {
    /// Featured on the university's page on Quad.
    pub quad: bool,
    /// Posted on the university's Instagram.
    pub instagram: bool,
    /// Withdrawn at this time.
    pub withdrawn_at: Option<DateTime<Utc>>,
}

/// What an upload was for.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportedUploadKind {
    Profile,
    Logo,
    Post,
    Avatar,
    Submission,
}

impl From<MediaKind> for ExportedUploadKind {
    fn from(kind: MediaKind) -> Self {
        match kind {
            MediaKind::ProfilePhoto => Self::Profile,
            MediaKind::Logo => Self::Logo,
            MediaKind::Post => Self::Post,
            MediaKind::Avatar => Self::Avatar,
            MediaKind::Submission => Self::Submission,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedUpload {
    pub kind: ExportedUploadKind,
    pub url: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedUniversityRequest {
    pub university_name: String,
    pub location: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedSession {
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedUniversityEmail {
    pub email: String,
    pub verified_at: DateTime<Utc>,
}

/// A roommate profile the person saved: the student's user id (GET /roommates/{id}), and when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedSavedProfile {
    pub student_id: uuid::Uuid,
    pub saved_at: DateTime<Utc>,
}

/// A featured post the person saved: the post's id (as in GET /featured), and when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedSavedPost {
    pub post_id: uuid::Uuid,
    pub saved_at: DateTime<Utc>,
}

/// Everything Quad keeps about the person (spec 3, user data export).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportData {
    pub user: ExportedUser,
    /// The roommate profile, when there is one.
    pub profiles: Vec<ExportedProfile>,
    /// The profile wizard's draft, not yet submitted.
    pub profile_draft: Option<crate::routes::profiles::draft::ProfileDraftDto>,
    pub posts: Vec<ExportedPost>,
    /// The submission form's draft, not yet sent.
    pub post_draft: Option<crate::routes::submissions::own::DraftDto>,
    /// The featured posts they liked, newest like first.
    pub liked_posts: Vec<ExportedLike>,
    /// Every image the person uploaded.
    pub uploads: Vec<ExportedUpload>,
    pub university_requests: Vec<ExportedUniversityRequest>,
    pub newsletter_subscribed: bool,
    /// The university address added in Settings, once verified (never shown to other students).
    pub university_email: Option<ExportedUniversityEmail>,
    /// A university address whose link was not opened yet.
    pub pending_university_email: Option<String>,
    /// Sign-in sessions.
    pub sessions: Vec<ExportedSession>,
    /// Roommate profiles they saved, newest first.
    pub saved_profiles: Vec<ExportedSavedProfile>,
    /// Featured posts they saved, newest first.
    pub saved_posts: Vec<ExportedSavedPost>,
    /// Their notifications, newest first.
    pub notifications: Vec<crate::routes::notifications::NotificationDto>,
    /// The students they are connected with, newest first.
    pub connections: Vec<ExportedConnection>,
    /// The students they marked "Interested" (never shown to them unless mutual), newest first.
    pub interests: Vec<ExportedInterest>,
    /// The requests to connect they sent, with their notes, newest first.
    pub connection_requests: Vec<ExportedConnectionRequest>,
    /// The students they blocked, newest first.
    pub blocked: Vec<ExportedBlock>,
    /// The messages they sent, oldest first; a deleted one has no text.
    pub messages: Vec<ExportedMessage>,
    /// The messages other students sent them, oldest first; a deleted one has no text.
    pub messages_received: Vec<ExportedReceivedMessage>,
    /// The requests to connect waiting for their answer, newest first.
    pub connection_requests_received: Vec<ExportedReceivedRequest>,
    /// The reports they filed, newest first.
    pub reports_filed: Vec<ExportedReport>,
    /// How each kind of notification reaches them.
    pub notification_preferences: Vec<ExportedNotificationPreference>,
    /// Whether students they are not connected with see only limited details of their profile.
    pub private_before_connecting: bool,
    /// When they opted out of sharing with university partners for research; `null` if not.
    pub research_sharing_opted_out_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedReceivedMessage {
    pub conversation_id: Uuid,
    pub sender_id: Uuid,
    pub text: Option<String>,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedReceivedRequest {
    pub student_id: Uuid,
    pub note: String,
    pub sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// What a reporter is told of their report: open, no action, or action taken; never which action
/// (a warning or a suspension is the reported student's, as the reporter's notice says).
fn reporter_outcome(status: &str) -> &'static str {
    match status {
        "open" => "open",
        "dismissed" => "no_action",
        _ => "action_taken",
    }
}

/// A report the person filed: what it was about (`profile`, `message` or `post`, and its id),
/// why, and where it stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedReport {
    pub kind: String,
    pub target_id: Uuid,
    pub category: String,
    pub details: String,
    /// `open`, `no_action` or `action_taken`: as the reporter is told, never which action.
    pub status: String,
    pub filed_at: DateTime<Utc>,
    pub resolved_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedNotificationPreference {
    pub kind: crate::closed_sets::NotificationKindDto,
    pub in_app: bool,
    pub email: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedMessage {
    pub conversation_id: Uuid,
    /// `null` once the recipient deleted their account.
    pub recipient_id: Option<Uuid>,
    pub text: Option<String>,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedConnection {
    pub student_id: Uuid,
    pub connected_at: DateTime<Utc>,
    /// When they said "We're roommates".
    pub confirmed_roommates_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedInterest {
    pub student_id: Uuid,
    pub marked_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedConnectionRequest {
    pub student_id: Uuid,
    pub note: String,
    /// pending, accepted, declined, withdrawn or expired, as Quad keeps it.
    pub status: String,
    pub sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedBlock {
    pub student_id: Uuid,
    pub blocked_at: DateTime<Utc>,
}

impl From<PersonalData> for ExportData {
    fn from(data: PersonalData) -> Self {
        let user = data.user;
        Self {
            user: ExportedUser {
                first_name: user.first_name.to_string(),
                last_name: user.last_name.to_string(),
                username: user.username.to_string(),
                email: user.email.to_string(),
                created_at: user.created_at,
                is_email_verified: user.email_verified,
                role: user.role.into(),
                status: user.status.into(),
                last_active_at: user.last_active_at,
                profile_image: user.profile_image,
            },
            profiles: data
                .profile
                .into_iter()
                .map(|p| ExportedProfile {
                    university: ExportedUniversity { name: p.university_name },
                    bio: p.bio.to_string(),
                    major: p.major.to_string(),
                    graduation_year: p.graduation_year.value(),
                    status: p.status.into(),
                    rejection_reason: p.rejection_reason,
                    created_at: p.submitted_at,
                    social_media: handles_map(&p.social_media),
                    photos: p.photos,
                    looking_for_roommate: p.preferences.looking_for_roommate,
                    roommate_preferences: answers_map(&p.preferences),
                    roommate_expectations: expectations_json(&p.expectations),
                })
                .collect(),
            profile_draft: data.profile_draft.map(Into::into),
            posts: data
                .submissions
                .into_iter()
                .map(|s| ExportedPost {
                    content: s.caption,
                    submitted_content: s.submitted_caption,
                    university: ExportedUniversity { name: s.university_name },
                    likes: s.likes,
                    comments: s.instagram.as_ref().and_then(|i| i.comments),
                    created_at: s.submitted_at,
                    images: s.photos.into_iter().map(|p| p.url).collect(),
                    status: s.status.into(),
                    credit: s.credit.text,
                    consent: ExportedConsent {
                        quad: s.withdrawn_at.is_none(),
                        instagram: s.consent_instagram && s.withdrawn_at.is_none(),
                        withdrawn_at: s.withdrawn_at,
                    },
                    instagram_permalink: s.instagram.and_then(|i| i.permalink),
                })
                .collect(),
            post_draft: data.submission_draft.map(Into::into),
            liked_posts: data
                .likes
                .into_iter()
                .map(|like| ExportedLike { post_id: like.submission_id, liked_at: like.liked_at })
                .collect(),
            uploads: data
                .uploads
                .into_iter()
                .map(|u| ExportedUpload { kind: u.kind.into(), url: u.url, created_at: u.uploaded_at })
                .collect(),
            university_requests: data
                .university_requests
                .into_iter()
                .map(|r| ExportedUniversityRequest {
                    university_name: r.university_name,
                    location: r.location,
                    created_at: r.created_at,
                })
                .collect(),
            newsletter_subscribed: data.newsletter_subscribed,
            university_email: data
                .university_email
                .verified
                .map(|(email, verified_at)| ExportedUniversityEmail { email: email.to_string(), verified_at }),
            pending_university_email: data.university_email.pending.map(|email| email.to_string()),
            sessions: data
                .sessions
                .into_iter()
                .map(|s| ExportedSession { created_at: s.started_at, expires_at: s.expires_at, ended_at: s.ended_at })
                .collect(),
            saved_profiles: data
                .saved_profiles
                .into_iter()
                .map(|s| ExportedSavedProfile { student_id: s.student_id, saved_at: s.saved_at })
                .collect(),
            saved_posts: data
                .saved_posts
                .into_iter()
                .map(|s| ExportedSavedPost { post_id: s.submission_id, saved_at: s.saved_at })
                .collect(),
            notifications: data.notifications.into_iter().map(Into::into).collect(),
            connections: data
                .connections
                .into_iter()
                .map(|c| ExportedConnection {
                    student_id: c.student_id,
                    connected_at: c.created_at,
                    confirmed_roommates_at: c.mine_roommates_at,
                })
                .collect(),
            interests: data
                .interests
                .into_iter()
                .map(|(student_id, marked_at)| ExportedInterest { student_id, marked_at })
                .collect(),
            connection_requests: data
                .connection_requests
                .into_iter()
                .map(|r| ExportedConnectionRequest {
                    student_id: r.recipient_id,
                    note: r.note,
                    status: r.status.as_str().to_owned(),
                    sent_at: r.created_at,
                    expires_at: r.expires_at,
                })
                .collect(),
            blocked: data
                .blocked
                .into_iter()
                .map(|b| ExportedBlock { student_id: b.student_id, blocked_at: b.blocked_at })
                .collect(),
            messages: data
                .messages
                .into_iter()
                .map(|m| ExportedMessage {
                    conversation_id: m.conversation_id,
                    recipient_id: m.recipient_id,
                    text: m.body,
                    sent_at: m.created_at,
                })
                .collect(),
            messages_received: data
                .messages_received
                .into_iter()
                .map(|m| ExportedReceivedMessage {
                    conversation_id: m.conversation_id,
                    sender_id: m.sender_id,
                    text: m.body,
                    sent_at: m.created_at,
                })
                .collect(),
            connection_requests_received: data
                .connection_requests_received
                .into_iter()
                .map(|r| ExportedReceivedRequest {
                    student_id: r.sender_id,
                    note: r.note,
                    sent_at: r.created_at,
                    expires_at: r.expires_at,
                })
                .collect(),
            reports_filed: data
                .reports_filed
                .into_iter()
                .map(|r| ExportedReport {
                    kind: r.kind,
                    target_id: r.target_id,
                    category: r.category,
                    details: r.details,
                    status: reporter_outcome(&r.status).to_owned(),
                    filed_at: r.created_at,
                    resolved_at: r.resolved_at,
                })
                .collect(),
            notification_preferences: data
                .notification_preferences
                .into_iter()
                .map(|p| ExportedNotificationPreference { kind: p.kind.into(), in_app: p.in_app, email: p.email })
                .collect(),
            private_before_connecting: data.private_before_connecting,
            research_sharing_opted_out_at: data.research_sharing_opted_out_at,
        }
    }
}

/// The signed-in person's data, for the Export Your Data button.
#[utoipa::path(
    get,
    path = "/api/v1/auth/export-data",
    tag = "auth",
    operation_id = "exportData",
    responses(
        (status = 200, description = "The person's data", body = Envelope<ExportData>),
    )
)]
#[tracing::instrument(skip_all)]
pub async fn export_data(services: web::Data<ApiServices>, who: CurrentUser) -> Result<HttpResponse, ApiError> {
    let data = services.privacy.export_data(who.user()).await.map_err(ApiError::unexpected)?;
    Ok(Envelope::ok(ExportData::from(data)))
}
