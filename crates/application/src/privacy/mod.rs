//! What a person can ask of Quad about their own data: everything it keeps about them
//! (the data export), and to forget them (account deletion). Each context answers for its own
//! records through its own port.

mod delete_account;
mod export_data;

use std::sync::Arc;

use chrono::{DateTime, Utc};
pub use export_data::PersonalData;
use quad_domain::User;

use crate::{
    accounts::ports::{SessionRepository, UserRepository},
    connections::ports::ConnectionStores,
    media::MediaLibrary,
    memberships::ports::UniversityEmailRepository,
    messages::ports::MessageRepository,
    newsletter::ports::NewsletterRepository,
    notifications::Notifications,
    profiles::ports::{ProfileDraftRepository, ProfileRepository},
    rate_limits::RateLimiter,
    reports::ports::ReportRepository,
    saved::ports::SavedItemRepository,
    submissions::ports::{SubmissionDrafts, SubmissionRepository},
    universities::ports::UniversityRequestRepository,
};

/// The ports of every context that keeps something about a person.
pub struct PrivacyPorts {
    pub users: Arc<dyn UserRepository>,
    pub research_sharing: Arc<dyn crate::accounts::ports::ResearchSharingRepository>,
    pub sessions: Arc<dyn SessionRepository>,
    pub profiles: Arc<dyn ProfileRepository>,
    pub drafts: Arc<dyn ProfileDraftRepository>,
    pub university_requests: Arc<dyn UniversityRequestRepository>,
    pub newsletter: Arc<dyn NewsletterRepository>,
    pub university_emails: Arc<dyn UniversityEmailRepository>,
    pub saved_items: Arc<dyn SavedItemRepository>,
    pub connections: ConnectionStores,
    pub messages: Arc<dyn MessageRepository>,
    pub reports: Arc<dyn ReportRepository>,
    pub notifications: Notifications,
    pub submissions: Arc<dyn SubmissionRepository>,
    pub submission_drafts: Arc<dyn SubmissionDrafts>,
    pub limiter: RateLimiter,
    pub media: MediaLibrary,
    pub clock: Arc<dyn crate::Clock>,
}

#[derive(Clone)]
pub struct Privacy {
    pub(crate) users: Arc<dyn UserRepository>,
    pub(crate) research_sharing: Arc<dyn crate::accounts::ports::ResearchSharingRepository>,
    pub(crate) sessions: Arc<dyn SessionRepository>,
    pub(crate) profiles: Arc<dyn ProfileRepository>,
    pub(crate) drafts: Arc<dyn ProfileDraftRepository>,
    pub(crate) university_requests: Arc<dyn UniversityRequestRepository>,
    pub(crate) newsletter: Arc<dyn NewsletterRepository>,
    pub(crate) university_emails: Arc<dyn UniversityEmailRepository>,
    pub(crate) saved_items: Arc<dyn SavedItemRepository>,
    pub(crate) connections: ConnectionStores,
    pub(crate) messages: Arc<dyn MessageRepository>,
    pub(crate) reports: Arc<dyn ReportRepository>,
    pub(crate) notifications: Notifications,
    pub(crate) submissions: Arc<dyn SubmissionRepository>,
    pub(crate) submission_drafts: Arc<dyn SubmissionDrafts>,
    pub(crate) limiter: RateLimiter,
    pub(crate) media: MediaLibrary,
    pub(crate) clock: Arc<dyn crate::Clock>,
}

impl Privacy {
    pub fn new(ports: PrivacyPorts) -> Self {
        let PrivacyPorts {
            users,
            research_sharing,
            sessions,
            profiles,
            drafts,
            university_requests,
            newsletter,
            university_emails,
            saved_items,
            connections,
            messages,
            reports,
            notifications,
            submissions,
            submission_drafts,
            limiter,
            media,
            clock,
        } = ports;
        Self {
            users,
            research_sharing,
            sessions,
            profiles,
            drafts,
            university_requests,
            newsletter,
            university_emails,
            saved_items,
            connections,
            messages,
            reports,
            notifications,
            submissions,
            submission_drafts,
            limiter,
            media,
            clock,
        }
    }
}

impl Privacy {
    /// When the person opted out of sharing with university partners for research (privacy
    /// policy, section 4), if they did. Anything that ever shares with partners leaves out
    /// everyone with a time here.
    pub async fn research_sharing_opted_out_at(&self, person: &User) -> anyhow::Result<Option<DateTime<Utc>>> {
        self.research_sharing.research_sharing_opted_out_at(person.id).await
    }

    /// Opts the person out (keeping the time of a first opt-out) or back in; answers the time
    /// now recorded.
    pub async fn set_research_sharing_opt_out(
        &self,
        person: &User,
        opted_out: bool,
    ) -> anyhow::Result<Option<DateTime<Utc>>> {
        let at = opted_out.then(|| self.clock.now());
        self.research_sharing.set_research_sharing_opt_out(person.id, at).await
    }
}

#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use super::{Privacy, PrivacyPorts};
    use crate::{
        MockClock,
        accounts::{
            ports::{MockSessionRepository, MockUserRepository},
            testing::now,
        },
        connections::ports::{
            ConnectionStores, MockBlockRepository, MockConnectionRepository, MockInterestRepository,
            MockRequestRepository,
        },
        media::{
            MediaLibrary,
            ports::{MockImageProcessor, MockMediaStore, MockUploadRepository},
        },
        memberships::ports::MockUniversityEmailRepository,
        messages::ports::MockMessageRepository,
        newsletter::ports::MockNewsletterRepository,
        notifications::ports::MockNotificationRepository,
        profiles::ports::{MockProfileDraftRepository, MockProfileRepository},
        rate_limits::{MockAttemptCounter, RateLimitPolicy, RateLimiter},
        saved::ports::MockSavedItemRepository,
        submissions::ports::{MockSubmissionDrafts, MockSubmissionRepository},
        universities::ports::MockUniversityRequestRepository,
    };

    /// Every port mocked; nothing is expected until a test says so.
    pub(crate) struct Fixture {
        pub users: MockUserRepository,
        pub research_sharing: crate::accounts::ports::MockResearchSharingRepository,
        pub sessions: MockSessionRepository,
        pub profiles: MockProfileRepository,
        pub drafts: MockProfileDraftRepository,
        pub university_requests: MockUniversityRequestRepository,
        pub newsletter: MockNewsletterRepository,
        pub university_emails: MockUniversityEmailRepository,
        pub saved_items: MockSavedItemRepository,
        pub interests: MockInterestRepository,
        pub requests: MockRequestRepository,
        pub connections: MockConnectionRepository,
        pub blocks: MockBlockRepository,
        pub messages: MockMessageRepository,
        pub reports: crate::reports::ports::MockReportRepository,
        pub notifications: MockNotificationRepository,
        pub submissions: MockSubmissionRepository,
        pub submission_drafts: MockSubmissionDrafts,
        pub counter: MockAttemptCounter,
        pub store: MockMediaStore,
        pub uploads: MockUploadRepository,
    }

    impl Fixture {
        pub fn new() -> Self {
            Self {
                users: MockUserRepository::new(),
                research_sharing: crate::accounts::ports::MockResearchSharingRepository::new(),
                sessions: MockSessionRepository::new(),
                profiles: MockProfileRepository::new(),
                drafts: MockProfileDraftRepository::new(),
                university_requests: MockUniversityRequestRepository::new(),
                newsletter: MockNewsletterRepository::new(),
                university_emails: MockUniversityEmailRepository::new(),
                saved_items: MockSavedItemRepository::new(),
                interests: MockInterestRepository::new(),
                requests: MockRequestRepository::new(),
                connections: MockConnectionRepository::new(),
                blocks: MockBlockRepository::new(),
                messages: MockMessageRepository::new(),
                reports: crate::reports::ports::MockReportRepository::new(),
                notifications: MockNotificationRepository::new(),
                submissions: MockSubmissionRepository::new(),
                submission_drafts: MockSubmissionDrafts::new(),
                counter: MockAttemptCounter::new(),
                store: MockMediaStore::new(),
                uploads: MockUploadRepository::new(),
            }
        }

        pub fn privacy(self) -> Privacy {
            let mut clock = MockClock::new();
            clock.expect_now().returning(now);
            let clock = Arc::new(clock);
            Privacy::new(PrivacyPorts {
                users: Arc::new(self.users),
                research_sharing: Arc::new(self.research_sharing),
                sessions: Arc::new(self.sessions),
                profiles: Arc::new(self.profiles),
                drafts: Arc::new(self.drafts),
                university_requests: Arc::new(self.university_requests),
                newsletter: Arc::new(self.newsletter),
                university_emails: Arc::new(self.university_emails),
                saved_items: Arc::new(self.saved_items),
                connections: ConnectionStores {
                    interests: Arc::new(self.interests),
                    requests: Arc::new(self.requests),
                    connections: Arc::new(self.connections),
                    blocks: Arc::new(self.blocks),
                },
                messages: Arc::new(self.messages),
                reports: Arc::new(self.reports),
                notifications: crate::notifications::Notifications::new(
                    crate::notifications::NotificationPorts {
                        repository: Arc::new(self.notifications),
                        preferences: Arc::new(crate::notifications::testing::no_preferences()),
                        digests: Arc::new(crate::notifications::ports::MockDigestRepository::new()),
                        secrets: Arc::new(crate::accounts::ports::MockLinkSecrets::new()),
                        mailer: Arc::new(crate::mail::ports::MockMailer::new()),
                        clock: clock.clone(),
                    },
                    "https://quad.test",
                ),
                submissions: Arc::new(self.submissions),
                submission_drafts: Arc::new(self.submission_drafts),
                limiter: RateLimiter::new(RateLimitPolicy::default(), Arc::new(self.counter), clock.clone()),
                media: MediaLibrary::new(
                    Arc::new(self.store),
                    Arc::new(MockImageProcessor::new()),
                    Arc::new(self.uploads),
                    clock.clone(),
                ),
                clock,
            })
        }
    }
}
