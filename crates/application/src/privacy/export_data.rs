use anyhow::Context;
use chrono::{DateTime, Utc};
use quad_domain::User;
use uuid::Uuid;

use super::Privacy;
use crate::{
    accounts::ports::SessionRecord,
    connections::ports::{BlockedStudent, Connection, ConnectionRequest},
    media::ports::UploadRecord,
    memberships::ports::UniversityEmail,
    messages::ports::ExportedMessage,
    notifications::ports::{Preference, StoredNotification},
    profiles::ports::{Profile, ProfileDraft},
    reports::ports::FiledReport,
    saved::ports::{SavedPost, SavedProfile},
    submissions::ports::{GivenLike, Submission, SubmissionDraft},
    universities::ports::UniversityRequest,
};

/// Everything Quad keeps about one person (spec 3, user data export).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonalData {
    pub user: User,
    /// The roommate profile, when there is one.
    pub profile: Option<Profile>,
    /// The profile wizard's unsubmitted draft, when there is one.
    pub profile_draft: Option<ProfileDraft>,
    /// Every image the person uploaded, oldest first.
    pub uploads: Vec<UploadRecord>,
    /// "Request Your University" forms they sent, oldest first.
    pub university_requests: Vec<UniversityRequest>,
    pub newsletter_subscribed: bool,
    /// The university address they added in Settings, verified and pending.
    pub university_email: UniversityEmail,
    /// Their sign-in sessions, oldest first.
    pub sessions: Vec<SessionRecord>,
    /// The roommate profiles they saved, newest first.
    pub saved_profiles: Vec<SavedProfile>,
    /// The featured posts they saved, newest first.
    pub saved_posts: Vec<SavedPost>,
    /// Their notifications, newest first.
    pub notifications: Vec<StoredNotification>,
    /// What they submitted to be featured, newest first.
    pub submissions: Vec<Submission>,
    /// The submission form's draft, not yet sent.
    pub submission_draft: Option<SubmissionDraft>,
    /// The featured posts they liked, newest like first.
    pub likes: Vec<GivenLike>,
    /// The students they are connected with, newest first.
    pub connections: Vec<Connection>,
    /// The students they marked "Interested" (private), newest first.
    pub interests: Vec<(Uuid, DateTime<Utc>)>,
    /// The requests to connect they sent, with their notes, newest first (as stored).
    pub connection_requests: Vec<ConnectionRequest>,
    /// The students they blocked, newest first.
    pub blocked: Vec<BlockedStudent>,
    /// The messages they sent, oldest first (a deleted one without its words).
    pub messages: Vec<ExportedMessage>,
    /// The messages other students sent them, oldest first (a deleted one without its words).
    pub messages_received: Vec<ExportedMessage>,
    /// The requests to connect waiting for their answer, newest first.
    pub connection_requests_received: Vec<ConnectionRequest>,
    /// The reports they filed, newest first.
    pub reports_filed: Vec<FiledReport>,
    /// How each kind of notification reaches them (in the app, by e-mail).
    pub notification_preferences: Vec<Preference>,
    /// Whether their profile shows only limited details until they connect.
    pub private_before_connecting: bool,
    /// When they opted out of sharing with university partners for research, if they did.
    pub research_sharing_opted_out_at: Option<DateTime<Utc>>,
}

impl Privacy {
    /// Gathers the person's data from every context that keeps some.
    pub async fn export_data(&self, user: &User) -> anyhow::Result<PersonalData> {
        let (messages, messages_received) = self
            .messages
            .exported_for(user.id)
            .await
            .context("failed to list messages")?
            .into_iter()
            .partition(|message| message.sender_id == user.id);
        Ok(PersonalData {
            user: user.clone(),
            profile: self.profiles.find_by_user(user.id).await.context("failed to read the profile")?,
            profile_draft: self.drafts.draft_of(user.id).await.context("failed to read the profile draft")?,
            uploads: self.media.uploads_of(user.id).await?,
            university_requests: self
                .university_requests
                .requests_by(user.id, &user.email)
                .await
                .context("failed to list university requests")?,
            newsletter_subscribed: self
                .newsletter
                .is_subscribed(&user.email)
                .await
                .context("failed to check the newsletter")?,
            university_email: self
                .university_emails
                .of(user.id)
                .await
                .context("failed to read the university address")?,
            sessions: self.sessions.sessions_of(user.id).await.context("failed to list sessions")?,
            saved_profiles: self.saved_items.saved_profiles(user.id).await.context("failed to list saved items")?,
            saved_posts: self.saved_items.saved_posts(user.id).await.context("failed to list saved posts")?,
            notifications: self.notifications.all_of(user).await.context("failed to list notifications")?,
            submissions: self
                .submissions
                .by_author(user.id, 0, i64::MAX)
                .await
                .context("failed to list submissions")?
                .0,
            submission_draft: self
                .submission_drafts
                .draft_of(user.id)
                .await
                .context("failed to read the submission draft")?,
            likes: self.submissions.likes_by(user.id).await.context("failed to list likes")?,
            connections: self
                .connections
                .connections
                .connections_of(user.id)
                .await
                .context("failed to list connections")?,
            interests: self.connections.interests.interests_of(user.id).await.context("failed to list interests")?,
            // As their sender may know them: a silent decline (or a block) reads as pending until it expires.
            connection_requests: self
                .connections
                .requests
                .sent(user.id)
                .await
                .context("failed to list requests")?
                .into_iter()
                .map(|mut request| {
                    request.status = request.status.seen_by_sender(request.expires_at, self.clock.now());
                    request
                })
                .collect(),
            blocked: self.connections.blocks.blocked_by(user.id).await.context("failed to list blocks")?,
            messages,
            messages_received,
            connection_requests_received: self
                .connections
                .requests
                .received(user.id, self.clock.now())
                .await
                .context("failed to list received requests")?,
            reports_filed: self.reports.filed_by(user.id).await.context("failed to list reports")?,
            notification_preferences: self
                .notifications
                .preferences(user)
                .await
                .context("failed to read notification preferences")?
                .into_iter()
                .map(|view| view.preference)
                .collect(),
            private_before_connecting: self
                .connections
                .connections
                .private_before_connecting(user.id)
                .await
                .context("failed to read the privacy setting")?,
            research_sharing_opted_out_at: self
                .research_sharing
                .research_sharing_opted_out_at(user.id)
                .await
                .context("failed to read the research sharing choice")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        media::ports::MediaKind,
        privacy::testing::Fixture,
    };

    #[tokio::test]
    async fn the_export_gathers_each_contexts_records_about_the_person() {
        let mut fixture = Fixture::new();
        let user = sample_user();
        fixture.profiles.expect_find_by_user().withf(move |id| *id == user.id).returning(|_| Ok(None));
        fixture.drafts.expect_draft_of().withf(move |id| *id == user.id).returning(|_| Ok(None));
        fixture.uploads.expect_uploads_of().returning(|owner| {
            Ok(vec![UploadRecord {
                kind: MediaKind::Avatar,
                url: format!("https://m/{owner}.jpg"),
                uploaded_at: now(),
            }])
        });
        fixture
            .university_requests
            .expect_requests_by()
            .withf(|_, email| email.as_str() == "ada@umich.edu")
            .returning(|_, _| Ok(Vec::new()));
        fixture.newsletter.expect_is_subscribed().returning(|_| Ok(true));
        fixture.saved_items.expect_saved_profiles().returning(|_| Ok(vec![]));
        fixture.saved_items.expect_saved_posts().returning(|_| Ok(vec![]));
        fixture.connections.expect_connections_of().returning(|_| Ok(vec![]));
        fixture.interests.expect_interests_of().returning(|_| Ok(vec![]));
        fixture.requests.expect_sent().returning(|_| Ok(vec![]));
        fixture.blocks.expect_blocked_by().returning(|_| Ok(vec![]));
        fixture.messages.expect_exported_for().returning(|_| Ok(vec![]));
        fixture.requests.expect_received().returning(|_, _| Ok(vec![]));
        fixture.connections.expect_private_before_connecting().returning(|_| Ok(true));
        fixture.reports.expect_filed_by().returning(|_| Ok(vec![]));
        fixture.research_sharing.expect_research_sharing_opted_out_at().returning(|_| Ok(None));
        fixture.notifications.expect_page().returning(|_, _, _| Ok((vec![], 0)));
        fixture.submissions.expect_by_author().returning(|_, _, _| Ok((vec![], 0)));
        fixture.submission_drafts.expect_draft_of().withf(move |id| *id == user.id).returning(|_| Ok(None));
        fixture.submissions.expect_likes_by().withf(move |id| *id == user.id).returning(|_| Ok(vec![]));
        fixture.university_emails.expect_of().returning(|_| {
            Ok(UniversityEmail { verified: None, pending: Some(quad_domain::Email::parse("ada@umich.edu").unwrap()) })
        });
        fixture.sessions.expect_sessions_of().returning(|_| {
            Ok(vec![SessionRecord { started_at: now(), expires_at: now() + Duration::days(1), ended_at: None }])
        });

        let data = fixture.privacy().export_data(&sample_user()).await.unwrap();

        assert_eq!(data.user, sample_user());
        assert_eq!(data.uploads.len(), 1);
        assert_eq!(data.uploads[0].kind, MediaKind::Avatar);
        assert!(data.newsletter_subscribed);
        assert_eq!(data.university_email.pending.unwrap().as_str(), "ada@umich.edu");
        assert_eq!(data.sessions[0].expires_at, now() + Duration::days(1));
        assert!(data.profile.is_none());
    }
}
