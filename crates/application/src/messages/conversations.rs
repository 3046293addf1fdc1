//! Conversations: opened with a connection, listed newest first, read page by page, marked read.

use quad_domain::User;
use uuid::Uuid;

use super::{
    Messages,
    ports::{ConversationSummary, OpenRefusal, ThreadMessage},
};
use crate::{Keyset, KeysetRequest};

/// Why a conversation was not opened, shown, or marked read.
#[derive(Debug, thiserror::Error)]
pub enum ConversationError {
    /// Not one of the viewer's.
    #[error("Conversation not found")]
    NotFound,
    /// No such active student, or a block either way.
    #[error("Student not found")]
    StudentNotFound,
    #[error("You can message students once you are connected")]
    NotConnected,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Messages {
    /// The viewer's conversation with a connected student, started if they have none.
    pub async fn open(&self, viewer: &User, student_id: Uuid) -> Result<ConversationSummary, ConversationError> {
        let id =
            self.repository.open(viewer.id, student_id, self.clock.now()).await?.map_err(|refusal| match refusal {
                OpenRefusal::NotFound => ConversationError::StudentNotFound,
                OpenRefusal::NotConnected => ConversationError::NotConnected,
            })?;
        self.conversation(viewer, id).await
    }

    /// The viewer's conversations, most recent first.
    pub async fn list(&self, viewer: &User, page: KeysetRequest) -> anyhow::Result<Keyset<ConversationSummary>> {
        self.repository.conversations(viewer.id, page).await
    }

    pub async fn conversation(&self, viewer: &User, id: Uuid) -> Result<ConversationSummary, ConversationError> {
        self.repository.conversation(viewer.id, id).await?.ok_or(ConversationError::NotFound)
    }

    /// A page of a conversation's messages, newest first.
    pub async fn thread(
        &self,
        viewer: &User,
        id: Uuid,
        page: KeysetRequest,
    ) -> Result<Keyset<ThreadMessage>, ConversationError> {
        self.repository.messages(viewer.id, id, page).await?.ok_or(ConversationError::NotFound)
    }

    /// Marks a conversation read in every tab of the viewer's; answers their conversations with
    /// unread messages.
    pub async fn read(&self, viewer: &User, conversation_id: Uuid) -> Result<i64, ConversationError> {
        let left = self.repository.mark_read(viewer.id, conversation_id, self.clock.now()).await?;
        left.ok_or(ConversationError::NotFound)
    }

    /// The envelope's badge: the viewer's conversations with unread messages.
    pub async fn unread_conversations(&self, viewer: &User) -> anyhow::Result<i64> {
        self.repository.unread_conversations(viewer.id).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::{always, eq};

    use super::*;
    use crate::{
        Keyset,
        accounts::testing::{now, sample_user},
        messages::{ports::Peer, testing::Mocks},
    };

    const GRACE: Uuid = Uuid::from_u128(8);
    const CONVERSATION: Uuid = Uuid::from_u128(40);

    fn summary() -> ConversationSummary {
        ConversationSummary {
            id: CONVERSATION,
            peer: Peer { student_id: Some(GRACE), first_name: "Grace".into(), last_name: "Hopper".into(), photo: None },
            last_message: None,
            unread: 0,
            connected: true,
            closed: false,
            you_blocked: false,
            updated_at: now(),
        }
    }

    fn first_page() -> KeysetRequest {
        KeysetRequest::new(None, None, 20)
    }

    #[tokio::test]
    async fn opening_a_conversation_needs_a_connection_with_a_student_who_is_there() {
        for (refusal, message) in [
            (OpenRefusal::NotConnected, "You can message students once you are connected"),
            (OpenRefusal::NotFound, "Student not found"),
        ] {
            let mut mocks = Mocks::default();
            let viewer = sample_user();
            mocks
                .repository
                .expect_open()
                .with(eq(viewer.id), eq(GRACE), eq(now()))
                .returning(move |_, _, _| Ok(Err(refusal)));
            mocks.repository.expect_conversation().never();

            let opened = mocks.build().open(&viewer, GRACE).await;

            assert_eq!(opened.unwrap_err().to_string(), message);
        }
    }

    #[tokio::test]
    async fn opening_answers_the_conversation_as_the_viewer_sees_it() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.repository.expect_open().returning(|_, _, _| Ok(Ok(CONVERSATION)));
        mocks
            .repository
            .expect_conversation()
            .with(eq(viewer.id), eq(CONVERSATION))
            .returning(|_, _| Ok(Some(summary())));

        assert_eq!(mocks.build().open(&viewer, GRACE).await.unwrap(), summary());
    }

    #[tokio::test]
    async fn a_conversation_not_the_viewers_is_not_found_to_show_page_or_mark_read() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.repository.expect_conversation().with(eq(viewer.id), eq(CONVERSATION)).returning(|_, _| Ok(None));
        mocks
            .repository
            .expect_messages()
            .with(eq(viewer.id), eq(CONVERSATION), always())
            .returning(|_, _, _| Ok(None));
        mocks
            .repository
            .expect_mark_read()
            .with(eq(viewer.id), eq(CONVERSATION), eq(now()))
            .returning(|_, _, _| Ok(None));
        let messages = mocks.build();

        assert!(matches!(messages.conversation(&viewer, CONVERSATION).await, Err(ConversationError::NotFound)));
        assert!(matches!(messages.thread(&viewer, CONVERSATION, first_page()).await, Err(ConversationError::NotFound)));
        assert!(matches!(messages.read(&viewer, CONVERSATION).await, Err(ConversationError::NotFound)));
    }

    #[tokio::test]
    async fn reading_answers_how_many_conversations_stay_unread_for_the_badge() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.repository.expect_mark_read().returning(|_, _, _| Ok(Some(2)));
        mocks.repository.expect_unread_conversations().with(eq(viewer.id)).returning(|_| Ok(2));
        mocks
            .repository
            .expect_conversations()
            .with(eq(viewer.id), always())
            .returning(|_, _| Ok(Keyset { items: vec![summary()], next: None }));
        let messages = mocks.build();

        assert_eq!(messages.read(&viewer, CONVERSATION).await.unwrap(), 2);
        assert_eq!(messages.unread_conversations(&viewer).await.unwrap(), 2);
        assert_eq!(messages.list(&viewer, first_page()).await.unwrap().items, [summary()]);
    }
}
