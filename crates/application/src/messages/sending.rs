//! Sending a message, and deleting one's own.

use quad_domain::{
    Notice, User,
    message::{EARLY_MESSAGES, MessageBody, PER_DAY_MAX, PER_MINUTE_MAX},
};
use uuid::Uuid;

use super::{
    Messages,
    ports::{NewMessage, SendRefusal, ThreadMessage},
};
use crate::FieldError;

/// Why a message was not sent.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    /// Not one of the sender's conversations.
    #[error("Conversation not found")]
    NotFound,
    #[error("You can message students once you are connected")]
    NotConnected,
    #[error("You are sending messages too fast. Wait a minute, then send again.")]
    TooFast,
    #[error("You have sent 300 messages today. You can send more tomorrow.")]
    DailyLimit,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Why a message was not deleted.
#[derive(Debug, thiserror::Error)]
pub enum DeleteMessageError {
    /// None of the viewer's own in that conversation.
    #[error("Message not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Messages {
    /// Sends a message in a conversation of the viewer's with a student they are connected with.
    /// The recipient's tabs get it at once; their first unread message here also notifies them.
    pub async fn send(&self, viewer: &User, conversation_id: Uuid, body: &str) -> Result<ThreadMessage, SendError> {
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
            SendRefusal::NotFound => SendError::NotFound,
            SendRefusal::NotConnected => SendError::NotConnected,
            SendRefusal::TooFast => SendError::TooFast,
            SendRefusal::DailyLimit => SendError::DailyLimit,
        })?;
        if sent.first_unread {
            let notice = Notice::NewMessage {
                name: viewer.first_name.to_string(),
                conversation_id: conversation_id.to_string(),
            };
            self.notifier.tell(sent.recipient_id, notice).await;
        }
        Ok(sent.message)
    }

    /// Deletes one of the viewer's own messages: both then see it as deleted at once; its words
    /// stay for moderators for 30 days, so a report of it still holds them.
    pub async fn delete(
        &self,
        viewer: &User,
        conversation_id: Uuid,
        message_id: Uuid,
    ) -> Result<(), DeleteMessageError> {
        if !self.repository.delete(viewer.id, conversation_id, message_id, self.clock.now()).await? {
            return Err(DeleteMessageError::NotFound);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        messages::{ports::SentMessage, testing::Mocks},
    };

    const CONVERSATION: Uuid = Uuid::from_u128(40);

    fn sent(viewer: &User, recipient_id: Uuid, first_unread: bool) -> SentMessage {
        SentMessage {
            message: ThreadMessage {
                id: Uuid::now_v7(),
                conversation_id: CONVERSATION,
                sender_id: viewer.id,
                mine: true,
                body: Some("hi".into()),
                caution: false,
                created_at: now(),
            },
            recipient_id,
            first_unread,
        }
    }

    #[tokio::test]
    async fn a_bad_body_is_refused_before_anything_is_stored() {
        let mut mocks = Mocks::default();
        mocks.repository.expect_send().never();

        let error = mocks.build().send(&sample_user(), CONVERSATION, " \n ").await.unwrap_err();

        assert!(matches!(error, SendError::Invalid(ref e) if e.field == "body"), "{error:?}");
    }

    #[tokio::test]
    async fn the_first_unread_message_notifies_and_the_next_ones_do_not() {
        let viewer = sample_user();
        let recipient = Uuid::now_v7();
        let mut mocks = Mocks::default();
        let mut answers = vec![sent(&viewer, recipient, false), sent(&viewer, recipient, true)];
        mocks
            .repository
            .expect_send()
            .withf(|new| {
                new.per_minute_max == 20 && new.per_day_max == 300 && new.early_messages == 5 && new.at == now()
            })
            .times(2)
            .returning(move |_| Ok(Ok(answers.pop().unwrap())));
        let notice = Notice::NewMessage { name: "Ada".into(), conversation_id: CONVERSATION.to_string() };
        mocks.notifier.expect_tell().with(eq(recipient), eq(notice)).times(1).return_const(());
        let messages = mocks.build();

        messages.send(&viewer, CONVERSATION, "Hello!").await.unwrap();
        messages.send(&viewer, CONVERSATION, "Still there?").await.unwrap();
    }

    #[tokio::test]
    async fn money_talk_is_marked_for_a_caution_and_plain_talk_is_not() {
        for (body, cautious) in [("Venmo me the deposit", true), ("See you Saturday", false)] {
            let mut mocks = Mocks::default();
            let viewer = sample_user();
            let answer = sent(&viewer, Uuid::now_v7(), false);
            mocks
                .repository
                .expect_send()
                .withf(move |new| new.cautious_text == cautious)
                .returning(move |_| Ok(Ok(answer.clone())));

            mocks.build().send(&viewer, CONVERSATION, body).await.unwrap();
        }
    }

    #[tokio::test]
    async fn each_refusal_reads_as_the_spec_says_and_nobody_is_told() {
        let cases = [
            (SendRefusal::NotFound, "Conversation not found"),
            (SendRefusal::NotConnected, "You can message students once you are connected"),
            (SendRefusal::TooFast, "You are sending messages too fast. Wait a minute, then send again."),
            (SendRefusal::DailyLimit, "You have sent 300 messages today. You can send more tomorrow."),
        ];
        for (refusal, message) in cases {
            let mut mocks = Mocks::default();
            mocks.repository.expect_send().returning(move |_| Ok(Err(refusal)));
            mocks.notifier.expect_tell().never();

            let error = mocks.build().send(&sample_user(), CONVERSATION, "Hi").await.unwrap_err();

            assert_eq!(error.to_string(), message);
        }
    }

    #[tokio::test]
    async fn only_ones_own_message_is_deleted() {
        let viewer = sample_user();
        let message = Uuid::from_u128(41);
        for (own, deleted) in [(true, true), (false, false)] {
            let mut mocks = Mocks::default();
            mocks
                .repository
                .expect_delete()
                .with(eq(viewer.id), eq(CONVERSATION), eq(message), eq(now()))
                .returning(move |_, _, _, _| Ok(own));

            let outcome = mocks.build().delete(&viewer, CONVERSATION, message).await;

            assert_eq!(outcome.is_ok(), deleted);
        }
    }
}
