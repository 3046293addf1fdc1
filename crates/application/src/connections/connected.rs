//! Connections themselves: the list, ending one, "We're roommates", and whether others see the
//! viewer limited before connecting.

use quad_domain::User;
use uuid::Uuid;

use super::{Connections, ports::Connection};
use crate::roommates::{RoommateMatch, RoommatesError};

/// The viewer has no connection with this student.
#[derive(Debug, thiserror::Error)]
pub enum NotConnectedError {
    #[error("You are not connected with this student")]
    NotConnected,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A connected student, shown in full.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Connected {
    pub connection: Connection,
    pub student: RoommateMatch,
}

impl Connections {
    /// The viewer's connections they may still see, newest first, each shown in full.
    pub async fn list(&self, viewer: &User) -> Result<Vec<Connected>, RoommatesError> {
        let connections = self.stores.connections.connections_of(viewer.id).await?;
        let ids: Vec<Uuid> = connections.iter().map(|c| c.student_id).collect();
        let students = self.students.explain(viewer, &ids).await?;
        Ok(connections
            .into_iter()
            .filter_map(|connection| {
                let student = students.iter().find(|s| s.profile.user_id == connection.student_id)?.clone();
                Some(Connected { connection, student })
            })
            .collect())
    }

    /// Ends a connection of the viewer's; nobody is told.
    pub async fn disconnect(&self, viewer: &User, student_id: Uuid) -> Result<(), NotConnectedError> {
        if !self.stores.connections.disconnect(viewer.id, student_id).await? {
            return Err(NotConnectedError::NotConnected);
        }
        Ok(())
    }

    /// The viewer says "We're roommates" with a connection. Once both have, the two leave each
    /// other's lists; each then says whether they are still looking (their profile's setting).
    pub async fn confirm_roommates(&self, viewer: &User, student_id: Uuid) -> Result<Connection, NotConnectedError> {
        let confirmed = self.stores.connections.confirm_roommates(viewer.id, student_id, self.clock.now()).await?;
        confirmed.ok_or(NotConnectedError::NotConnected)
    }

    /// Whether others see the viewer limited before connecting (on unless they turned it off).
    pub async fn private_before_connecting(&self, viewer: &User) -> anyhow::Result<bool> {
        self.stores.connections.private_before_connecting(viewer.id).await
    }

    pub async fn set_private_before_connecting(&self, viewer: &User, private: bool) -> anyhow::Result<bool> {
        self.stores.connections.set_private_before_connecting(viewer.id, private).await?;
        Ok(private)
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

    fn connection(student_id: Uuid) -> Connection {
        Connection { student_id, created_at: now(), mine_roommates_at: None, theirs_roommates_at: None }
    }

    #[tokio::test]
    async fn the_list_leaves_out_connections_the_viewer_may_no_longer_see() {
        let mut mocks = Mocks::default();
        let suspended = Uuid::from_u128(9);
        mocks
            .connections
            .expect_connections_of()
            .returning(move |_| Ok(vec![connection(GRACE), connection(suspended)]));
        mocks.students.expect_explain().returning(|_, _| Ok(vec![student(GRACE, "Grace")]));

        let list = mocks.build().list(&sample_user()).await.unwrap();

        assert_eq!(list.iter().map(|c| c.student.profile.user_id).collect::<Vec<_>>(), [GRACE]);
    }

    #[tokio::test]
    async fn ending_a_connection_there_is_not_says_so() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.connections.expect_disconnect().with(eq(viewer.id), eq(GRACE)).times(1).returning(|_, _| Ok(false));

        let ended = mocks.build().disconnect(&viewer, GRACE).await;

        assert!(matches!(ended, Err(NotConnectedError::NotConnected)));
    }

    #[tokio::test]
    async fn ending_a_connection_tells_nobody() {
        let mut mocks = Mocks::default();
        mocks.connections.expect_disconnect().returning(|_, _| Ok(true));
        mocks.notifier.expect_tell().never();

        mocks.build().disconnect(&sample_user(), GRACE).await.unwrap();
    }

    #[tokio::test]
    async fn roommates_are_said_only_with_a_connection_and_at_the_clocks_time() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks
            .connections
            .expect_confirm_roommates()
            .with(eq(viewer.id), eq(GRACE), eq(now()))
            .returning(|_, _, at| Ok(Some(Connection { mine_roommates_at: Some(at), ..connection(GRACE) })));
        mocks.connections.expect_confirm_roommates().returning(|_, _, _| Ok(None));
        let connections = mocks.build();

        assert_eq!(connections.confirm_roommates(&viewer, GRACE).await.unwrap().mine_roommates_at, Some(now()));
        let stranger = connections.confirm_roommates(&viewer, Uuid::from_u128(9)).await;
        assert!(matches!(stranger, Err(NotConnectedError::NotConnected)));
    }

    #[tokio::test]
    async fn the_privacy_setting_is_the_viewers_own_and_answers_what_was_set() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.connections.expect_private_before_connecting().with(eq(viewer.id)).returning(|_| Ok(true));
        mocks
            .connections
            .expect_set_private_before_connecting()
            .with(eq(viewer.id), eq(false))
            .times(1)
            .returning(|_, _| Ok(()));
        let connections = mocks.build();

        assert!(connections.private_before_connecting(&viewer).await.unwrap());
        assert!(!connections.set_private_before_connecting(&viewer, false).await.unwrap());
    }
}
