//! "Interested": private until it is mutual, when it connects the two.

use quad_domain::User;
use uuid::Uuid;

use super::{Connections, ports::InterestOutcome};
use crate::roommates::RoommatesError;

impl Connections {
    /// Marks a student the viewer may see "Interested". Private until it is mutual: then the two
    /// are connected, and both are told. Anyone the viewer may not see is `NotFound`.
    pub async fn interested(&self, viewer: &User, student_id: Uuid) -> Result<InterestOutcome, RoommatesError> {
        let student = self.students.view(viewer, student_id).await?;
        let outcome = self.stores.interests.mark_interest(viewer.id, student_id, self.clock.now()).await?;
        if outcome == InterestOutcome::Unavailable {
            return Err(RoommatesError::NotFound);
        }
        if outcome == InterestOutcome::Connected {
            self.announce_connection(viewer, &student).await;
        }
        Ok(outcome)
    }

    /// Takes an interest back (one already mutual made a connection, which stays).
    pub async fn not_interested(&self, viewer: &User, student_id: Uuid) -> anyhow::Result<()> {
        self.stores.interests.remove_interest(viewer.id, student_id).await
    }

    /// Which of these students the viewer marked "Interested".
    pub async fn interests_among(&self, viewer: &User, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        if students.is_empty() {
            return Ok(Vec::new());
        }
        self.stores.interests.interests_among(viewer.id, students).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;
    use quad_domain::Notice;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        connections::testing::{GRACE, Mocks},
        roommates::testing::student,
    };

    fn seeing_grace(mocks: &mut Mocks) {
        mocks.students.expect_view().withf(|_, id| *id == GRACE).returning(|_, _| Ok(student(GRACE, "Grace")));
    }

    #[tokio::test]
    async fn an_interest_in_someone_the_viewer_may_not_see_is_not_found_and_not_kept() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
        mocks.interests.expect_mark_interest().never();

        let marked = mocks.build().interested(&sample_user(), GRACE).await;

        assert!(matches!(marked, Err(RoommatesError::NotFound)));
    }

    #[tokio::test]
    async fn a_one_sided_interest_is_kept_and_nobody_is_told() {
        let mut mocks = Mocks::default();
        seeing_grace(&mut mocks);
        let viewer = sample_user();
        mocks
            .interests
            .expect_mark_interest()
            .with(eq(viewer.id), eq(GRACE), eq(now()))
            .times(1)
            .returning(|_, _, _| Ok(InterestOutcome::Kept));
        mocks.notifier.expect_tell().never();

        let marked = mocks.build().interested(&viewer, GRACE).await.unwrap();

        assert_eq!(marked, InterestOutcome::Kept);
    }

    #[tokio::test]
    async fn a_mutual_interest_connects_the_two_and_tells_both_who_the_other_is() {
        let mut mocks = Mocks::default();
        seeing_grace(&mut mocks);
        let viewer = sample_user();
        let viewer_id = viewer.id;
        mocks.interests.expect_mark_interest().returning(|_, _, _| Ok(InterestOutcome::Connected));
        mocks
            .notifier
            .expect_tell()
            .with(eq(GRACE), eq(Notice::Connected { name: "Ada".into(), student_id: viewer_id.to_string() }))
            .times(1)
            .return_const(());
        mocks
            .notifier
            .expect_tell()
            .with(eq(viewer_id), eq(Notice::Connected { name: "Grace".into(), student_id: GRACE.to_string() }))
            .times(1)
            .return_const(());

        let marked = mocks.build().interested(&viewer, GRACE).await.unwrap();

        assert_eq!(marked, InterestOutcome::Connected);
    }

    #[tokio::test]
    async fn someone_blocked_or_gone_since_the_page_was_read_is_not_found() {
        let mut mocks = Mocks::default();
        seeing_grace(&mut mocks);
        mocks.interests.expect_mark_interest().returning(|_, _, _| Ok(InterestOutcome::Unavailable));
        mocks.notifier.expect_tell().never();

        let marked = mocks.build().interested(&sample_user(), GRACE).await;

        assert!(matches!(marked, Err(RoommatesError::NotFound)));
    }

    #[tokio::test]
    async fn taking_an_interest_back_forgets_the_viewers_own() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.interests.expect_remove_interest().with(eq(viewer.id), eq(GRACE)).times(1).returning(|_, _| Ok(()));

        mocks.build().not_interested(&viewer, GRACE).await.unwrap();
    }

    #[tokio::test]
    async fn which_students_were_marked_asks_the_store_only_about_some() {
        let mut mocks = Mocks::default();
        mocks.interests.expect_interests_among().times(1).returning(|_, students| Ok(students[..1].to_vec()));
        let connections = mocks.build();

        assert_eq!(connections.interests_among(&sample_user(), Vec::new()).await.unwrap(), Vec::<Uuid>::new());
        assert_eq!(connections.interests_among(&sample_user(), vec![GRACE, Uuid::nil()]).await.unwrap(), vec![GRACE]);
    }
}
