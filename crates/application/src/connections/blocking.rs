//! Blocks: at once, both ways, without telling the blocked one.

use quad_domain::User;
use uuid::Uuid;

use super::{Connections, ports::BlockedStudent};
use crate::roommates::RoommatesError;

/// Why a block was not made.
#[derive(Debug, thiserror::Error)]
pub enum BlockError {
    #[error("You cannot block yourself")]
    OwnAccount,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Connections {
    /// Blocks a student, at once and both ways, without telling them: whatever was between the
    /// two ends. Only a student the viewer may see, or had contact with (a request, a connection,
    /// a conversation), is blocked; any other id, and anyone already blocked, is answered the
    /// same way and nothing is kept, so blocking is no way to learn whether an id is someone's or
    /// what they are called (the list of blocks names only real blocks).
    pub async fn block(&self, viewer: &User, student_id: Uuid) -> Result<(), BlockError> {
        if student_id == viewer.id {
            return Err(BlockError::OwnAccount);
        }
        let visible = match self.students.view(viewer, student_id).await {
            Ok(_) => true,
            Err(RoommatesError::Unexpected(error)) => return Err(error.into()),
            Err(_) => false,
        };
        if visible || self.stores.blocks.had_contact(viewer.id, student_id).await? {
            self.stores.blocks.block(viewer.id, student_id, self.clock.now()).await?;
        }
        Ok(())
    }

    /// Lifts the viewer's block (one the other made stays).
    pub async fn unblock(&self, viewer: &User, student_id: Uuid) -> anyhow::Result<()> {
        self.stores.blocks.unblock(viewer.id, student_id, self.clock.now()).await
    }

    /// Those the viewer blocked, newest first.
    pub async fn blocked(&self, viewer: &User) -> anyhow::Result<Vec<BlockedStudent>> {
        self.stores.blocks.blocked_by(viewer.id).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        connections::testing::{GRACE, Mocks},
        roommates::testing::student,
    };

    #[tokio::test]
    async fn nobody_blocks_themself() {
        let mut mocks = Mocks::default();
        mocks.blocks.expect_block().never();
        let viewer = sample_user();

        assert!(matches!(mocks.build().block(&viewer, viewer.id).await, Err(BlockError::OwnAccount)));
    }

    #[tokio::test]
    async fn a_student_the_viewer_sees_is_blocked_at_the_clocks_time_and_not_told() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.students.expect_view().returning(|_, _| Ok(student(GRACE, "Grace")));
        mocks.blocks.expect_had_contact().never();
        mocks.blocks.expect_block().with(eq(viewer.id), eq(GRACE), eq(now())).times(1).returning(|_, _, _| Ok(true));
        mocks.notifier.expect_tell().never();

        mocks.build().block(&viewer, GRACE).await.unwrap();
    }

    #[tokio::test]
    async fn someone_unseen_is_blocked_only_after_contact_and_either_way_the_answer_is_the_same() {
        for contact in [true, false] {
            let mut mocks = Mocks::default();
            mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
            mocks.blocks.expect_had_contact().returning(move |_, _| Ok(contact));
            mocks.blocks.expect_block().times(usize::from(contact)).returning(|_, _, _| Ok(true));

            assert!(mocks.build().block(&sample_user(), GRACE).await.is_ok());
        }
    }

    #[tokio::test]
    async fn a_failure_to_look_the_student_up_is_no_silent_success() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Err(RoommatesError::Unexpected(anyhow::anyhow!("down"))));
        mocks.blocks.expect_block().never();

        assert!(matches!(mocks.build().block(&sample_user(), GRACE).await, Err(BlockError::Unexpected(_))));
    }

    #[tokio::test]
    async fn unblocking_and_the_list_are_the_viewers_own() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.blocks.expect_unblock().with(eq(viewer.id), eq(GRACE), eq(now())).times(1).returning(|_, _, _| Ok(()));
        mocks.blocks.expect_blocked_by().with(eq(viewer.id)).times(1).returning(|_| Ok(Vec::new()));
        let connections = mocks.build();

        connections.unblock(&viewer, GRACE).await.unwrap();
        assert!(connections.blocked(&viewer).await.unwrap().is_empty());
    }
}
