//! Taking back "We're roommates" (issue 37): a tap said too soon is undone until the other person
//! says it too; once both have, the two have left each other's lists and it stands.

use quad_domain::User;
use uuid::Uuid;

use super::{Connections, ports::Connection};

#[derive(Debug, thiserror::Error)]
pub enum TakeBackRoommatesError {
    #[error("You are not connected with this student")]
    NotConnected,
    #[error("You both said you're roommates, so it can no longer be taken back")]
    BothSaid,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Connections {
    /// Forgets the viewer's "We're roommates" with a connection while the other has not said it;
    /// answers the connection as it stands (saying it again later is as the first time).
    pub async fn take_back_roommates(
        &self,
        viewer: &User,
        student_id: Uuid,
    ) -> Result<Connection, TakeBackRoommatesError> {
        let connection = self
            .stores
            .connections
            .take_back_roommates(viewer.id, student_id)
            .await?
            .ok_or(TakeBackRoommatesError::NotConnected)?;
        if connection.mine_roommates_at.is_some() && connection.theirs_roommates_at.is_some() {
            return Err(TakeBackRoommatesError::BothSaid);
        }
        Ok(connection)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        connections::{ports::MockConnectionRepository, testing::Mocks},
    };

    const ADA: Uuid = Uuid::from_u128(7);

    fn connections(repository: MockConnectionRepository) -> Connections {
        Mocks { connections: repository, ..Mocks::default() }.build()
    }
    fn standing(mine: Option<DateTime<Utc>>, theirs: Option<DateTime<Utc>>) -> Connection {
        Connection { student_id: ADA, created_at: now(), mine_roommates_at: mine, theirs_roommates_at: theirs }
    }

    #[tokio::test]
    async fn a_roommates_said_too_soon_is_taken_back_while_the_other_has_not_said_it() {
        let viewer = sample_user();
        let viewer_id = viewer.id;
        let mut repository = MockConnectionRepository::new();
        repository
            .expect_take_back_roommates()
            .withf(move |user, student| *user == viewer_id && *student == ADA)
            .times(1)
            .returning(|_, _| Ok(Some(standing(None, None))));

        let connection = connections(repository).take_back_roommates(&viewer, ADA).await.unwrap();

        assert_eq!(connection.mine_roommates_at, None);
    }

    #[tokio::test]
    async fn once_both_said_it_it_stands() {
        let mut repository = MockConnectionRepository::new();
        repository.expect_take_back_roommates().returning(|_, _| Ok(Some(standing(Some(now()), Some(now())))));

        let taken = connections(repository).take_back_roommates(&sample_user(), ADA).await;

        assert!(matches!(taken, Err(TakeBackRoommatesError::BothSaid)));
    }

    #[tokio::test]
    async fn nobody_takes_back_what_they_share_with_a_stranger() {
        let mut repository = MockConnectionRepository::new();
        repository.expect_take_back_roommates().returning(|_, _| Ok(None));

        let taken = connections(repository).take_back_roommates(&sample_user(), ADA).await;

        assert!(matches!(taken, Err(TakeBackRoommatesError::NotConnected)));
    }
}
