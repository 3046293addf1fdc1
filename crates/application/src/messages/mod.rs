//! Messages (issue 26): only connected students write to each other, text only, live to every
//! tab of both (each message is appended to both people's event logs in the transaction that
//! stores it). A sender may send 20 a minute and 300 a day. An early message that mentions
//! payments or a phone number comes with a caution for its recipient. An unread conversation
//! makes one notification, which the e-mail digest carries when it stays unread 15 minutes.

pub mod ports;

use std::sync::Arc;

use quad_domain::{
    Notice, User,
    message::{EARLY_MESSAGES, MessageBody, PER_DAY_MAX, PER_MINUTE_MAX},
};
use uuid::Uuid;

use self::ports::{
    ConversationSummary, ExportedMessage, MessageRepository, NewMessage, OpenRefusal, SendRefusal, ThreadMessage,
};
use crate::{Clock, FieldError, Keyset, KeysetRequest, notifications::Notifications};

#[derive(Debug, thiserror::Error)]
pub enum MessageError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("Conversation not found")]
    NotFound,
    #[error("Student not found")]
    StudentNotFound,
    #[error("Message not found")]
    MessageNotFound,
    #[error("You can message students once you are connected")]
    NotConnected,
    #[error("You are sending messages too fast. Wait a minute, then send again.")]
    TooFast,
    #[error("You have sent 300 messages today. You can send more tomorrow.")]
    DailyLimit,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct Messages {
    repository: Arc<dyn MessageRepository>,
    notifications: Notifications,
    clock: Arc<dyn Clock>,
}

impl Messages {
    pub fn new(repository: Arc<dyn MessageRepository>, notifications: Notifications, clock: Arc<dyn Clock>) -> Self {
        Self { repository, notifications, clock }
    }

    /// The viewer's conversation with a connected student, started if they have none.
    pub async fn open(&self, viewer: &User, student_id: Uuid) -> Result<ConversationSummary, MessageError> {
        let id =
            self.repository.open(viewer.id, student_id, self.clock.now()).await?.map_err(|refusal| match refusal {
                OpenRefusal::NotFound => MessageError::StudentNotFound,
                OpenRefusal::NotConnected => MessageError::NotConnected,
            })?;
        self.conversation(viewer, id).await
    }

    pub async fn list(&self, viewer: &User, page: KeysetRequest) -> anyhow::Result<Keyset<ConversationSummary>> {
        self.repository.conversations(viewer.id, page).await
    }

    pub async fn conversation(&self, viewer: &User, id: Uuid) -> Result<ConversationSummary, MessageError> {
        self.repository.conversation(viewer.id, id).await?.ok_or(MessageError::NotFound)
    }

    /// A page of a conversation's messages, newest first.
    pub async fn thread(
        &self,
        viewer: &User,
        id: Uuid,
        page: KeysetRequest,
    ) -> Result<Keyset<ThreadMessage>, MessageError> {
        self.repository.messages(viewer.id, id, page).await?.ok_or(MessageError::NotFound)
    }

    /// Sends a message in a conversation of the viewer's with a student they are connected with.
    /// The recipient's tabs get it at once; their first unread message here also notifies them.
    pub async fn send(&self, viewer: &User, conversation_id: Uuid, body: &str) -> Result<ThreadMessage, MessageError> {
        let body = MessageBody::parse(body).map_err(|e| FieldError::new("body", e))?;
        let new = NewMessage {
            id: Uuid::now_v7(),
            conversation_id,
            sender_id: viewer.id,
            cautious_text: body.needs_caution(),
            body,
            at: self.clock.now(),
            early_messages: EARLY_MESSAGES,
            per_minute_max: PER_MINUTE_MAX,
            per_day_max: PER_DAY_MAX,
        };
        let sent = self.repository.send(new).await?.map_err(|refusal| match refusal {
            SendRefusal::NotFound => MessageError::NotFound,
            SendRefusal::NotConnected => MessageError::NotConnected,
            SendRefusal::TooFast => MessageError::TooFast,
            SendRefusal::DailyLimit => MessageError::DailyLimit,
        })?;
        if sent.first_unread {
            let notice = Notice::NewMessage {
                name: viewer.first_name.to_string(),
                conversation_id: conversation_id.to_string(),
            };
            self.notifications.tell(sent.recipient_id, notice).await;
        }
        Ok(sent.message)
    }

    /// Marks a conversation read in every tab of the viewer's; answers their conversations with
    /// unread messages.
    pub async fn read(&self, viewer: &User, conversation_id: Uuid) -> Result<i64, MessageError> {
        let left = self.repository.mark_read(viewer.id, conversation_id, self.clock.now()).await?;
        left.ok_or(MessageError::NotFound)
    }

    /// Deletes one of the viewer's own messages: both then see it as deleted at once; its words
    /// stay for moderators for 30 days, so a report of it still holds them.
    pub async fn delete(&self, viewer: &User, conversation_id: Uuid, message_id: Uuid) -> Result<(), MessageError> {
        if !self.repository.delete(viewer.id, conversation_id, message_id, self.clock.now()).await? {
            return Err(MessageError::MessageNotFound);
        }
        Ok(())
    }

    /// The envelope's badge: the viewer's conversations with unread messages.
    pub async fn unread_conversations(&self, viewer: &User) -> anyhow::Result<i64> {
        self.repository.unread_conversations(viewer.id).await
    }

    /// Forgets the words of messages deleted over [`DELETED_TEXT_KEPT_DAYS`] ago, which were kept
    /// for moderators only (an hourly chore); how many.
    pub async fn forget_deleted_text(&self) -> anyhow::Result<u64> {
        let cutoff = self.clock.now() - chrono::Duration::days(quad_domain::message::DELETED_TEXT_KEPT_DAYS);
        self.repository.forget_deleted_text(cutoff).await
    }

    /// The messages of the person's conversations, sent and received, for their export.
    pub async fn exported_for(&self, user_id: Uuid) -> anyhow::Result<Vec<ExportedMessage>> {
        self.repository.exported_for(user_id).await
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};
    use mockall::predicate::eq;

    use super::{ports::MockMessageRepository, *};
    use crate::{
        MockClock,
        accounts::{ports::MockLinkSecrets, testing::sample_user as student},
        mail::ports::MockMailer,
        notifications::{NotificationPorts, ports::MockNotificationRepository},
    };

    fn messages(repository: MockMessageRepository, notifications: MockNotificationRepository) -> Messages {
        let mut clock = MockClock::new();
        clock.expect_now().returning(|| Utc.with_ymd_and_hms(2026, 11, 27, 12, 0, 0).unwrap());
        let clock = Arc::new(clock);
        let ports = NotificationPorts {
            repository: Arc::new(notifications),
            secrets: Arc::new(MockLinkSecrets::new()),
            mailer: Arc::new(MockMailer::new()),
            clock: clock.clone(),
        };
        Messages::new(Arc::new(repository), Notifications::new(ports, "https://quad.test"), clock)
    }

    fn sent(viewer: &User, recipient_id: Uuid, first_unread: bool) -> ports::SentMessage {
        ports::SentMessage {
            message: ThreadMessage {
                id: Uuid::now_v7(),
                conversation_id: Uuid::nil(),
                sender_id: viewer.id,
                mine: true,
                body: Some("hi".into()),
                caution: false,
                created_at: Utc::now(),
            },
            recipient_id,
            first_unread,
        }
    }

    #[tokio::test]
    async fn a_bad_body_is_refused_before_anything_is_stored() {
        let error = messages(MockMessageRepository::new(), MockNotificationRepository::new())
            .send(&student(), Uuid::nil(), " \n ")
            .await
            .unwrap_err();
        assert!(matches!(error, MessageError::Invalid(ref e) if e.field == "body"), "{error:?}");
    }

    #[tokio::test]
    async fn the_first_unread_message_notifies_and_the_next_ones_do_not() {
        let viewer = student();
        let recipient = Uuid::now_v7();
        let mut repository = MockMessageRepository::new();
        let first = sent(&viewer, recipient, true);
        let second = sent(&viewer, recipient, false);
        let mut answers = vec![second, first];
        repository
            .expect_send()
            .withf(|new| new.per_minute_max == 20 && new.per_day_max == 300 && new.early_messages == 5)
            .times(2)
            .returning(move |_| Ok(Ok(answers.pop().unwrap())));
        let mut notifications = MockNotificationRepository::new();
        notifications.expect_preferences().returning(|_| Ok(Vec::new()));
        notifications
            .expect_create()
            .withf(move |_, user_id, notice, _, emailed| {
                *user_id == recipient && !emailed && matches!(notice, Notice::NewMessage { name, .. } if name == "Ada")
            })
            .times(1)
            .returning(|_, _, _, _, _| Ok(()));
        let messages = messages(repository, notifications);
        messages.send(&viewer, Uuid::nil(), "Hello!").await.unwrap();
        messages.send(&viewer, Uuid::nil(), "Still there?").await.unwrap();
    }

    #[tokio::test]
    async fn money_talk_is_marked_for_a_caution_and_refusals_read_as_the_spec_says() {
        let viewer = student();
        let mut repository = MockMessageRepository::new();
        repository.expect_send().withf(|new| new.cautious_text).returning(|_| Ok(Err(SendRefusal::TooFast)));
        let messages = messages(repository, MockNotificationRepository::new());
        let error = messages.send(&viewer, Uuid::nil(), "Venmo me the deposit").await.unwrap_err();
        assert_eq!(error.to_string(), "You are sending messages too fast. Wait a minute, then send again.");
    }

    #[tokio::test]
    async fn opening_a_conversation_needs_a_connection() {
        let viewer = student();
        let other = Uuid::now_v7();
        let mut repository = MockMessageRepository::new();
        repository
            .expect_open()
            .with(eq(viewer.id), eq(other), mockall::predicate::always())
            .returning(|_, _, _| Ok(Err(OpenRefusal::NotConnected)));
        let error = messages(repository, MockNotificationRepository::new()).open(&viewer, other).await.unwrap_err();
        assert_eq!(error.to_string(), "You can message students once you are connected");
    }
}
