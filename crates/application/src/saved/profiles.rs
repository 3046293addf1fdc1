//! Saved roommate profiles: only students the saver may see, listed while they still may.

use chrono::{DateTime, Utc};
use quad_domain::User;
use uuid::Uuid;

use super::{MAX_SAVED, SavedItems, ports::SaveOutcome};
use crate::{
    Page, PageRequest,
    roommates::{RoommateMatch, RoommatesError},
};

/// A saved profile as its saver sees it now, with the current match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedMatch {
    pub student: RoommateMatch,
    pub saved_at: DateTime<Utc>,
}

/// Why a profile was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveProfileError {
    #[error("You can save up to {MAX_SAVED} items. Remove some from Saved first.")]
    LimitReached,
    /// The viewer may not see the student (or see anyone yet).
    #[error(transparent)]
    Roommates(#[from] RoommatesError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SavedItems {
    /// Saves a student the viewer may see (the roommate detail's rule); saving twice is saving once.
    pub async fn save_profile(&self, viewer: &User, student_id: Uuid) -> Result<(), SaveProfileError> {
        self.students.view(viewer, student_id).await?;
        match self.repository.save_profile(viewer.id, student_id, self.clock.now(), MAX_SAVED).await? {
            SaveOutcome::Saved | SaveOutcome::AlreadySaved => Ok(()),
            SaveOutcome::LimitReached => Err(SaveProfileError::LimitReached),
        }
    }

    /// Removes a saved student, visible or not; removing one not saved changes nothing.
    pub async fn unsave_profile(&self, viewer: &User, student_id: Uuid) -> anyhow::Result<()> {
        self.repository.unsave_profile(viewer.id, student_id).await?;
        Ok(())
    }

    /// The saved students the viewer may still see, newest first, one page, with the current match.
    pub async fn profiles(&self, viewer: &User, page: PageRequest) -> Result<Page<SavedMatch>, RoommatesError> {
        let saved = self.repository.saved_profiles(viewer.id).await?;
        let ids: Vec<Uuid> = saved.iter().map(|s| s.student_id).collect();
        let visible = self.students.visible(viewer, &ids).await?;
        let matches = visible
            .into_iter()
            .filter_map(|student| {
                let at = saved.iter().find(|s| s.student_id == student.profile.user_id)?.saved_at;
                Some(SavedMatch { student, saved_at: at })
            })
            .collect();
        Ok(page.of_all(matches))
    }

    /// Which of these students the viewer saved (for the roommate list and detail).
    pub async fn saved_among(&self, viewer: &User, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        if students.is_empty() {
            return Ok(Vec::new());
        }
        self.repository.saved_among(viewer.id, students).await
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        roommates::testing::student,
        saved::{ports::SavedProfile, testing::Mocks},
    };

    const GRACE: Uuid = Uuid::from_u128(8);

    #[tokio::test]
    async fn nobody_saves_a_student_they_may_not_see() {
        let mut mocks = Mocks::default();
        mocks.students.expect_view().returning(|_, _| Err(RoommatesError::NotFound));
        mocks.repository.expect_save_profile().never();

        let saved = mocks.build().save_profile(&sample_user(), GRACE).await;

        assert!(matches!(saved, Err(SaveProfileError::Roommates(RoommatesError::NotFound))));
    }

    #[tokio::test]
    async fn saving_twice_is_saving_once_up_to_the_limit() {
        for (outcome, ok) in
            [(SaveOutcome::Saved, true), (SaveOutcome::AlreadySaved, true), (SaveOutcome::LimitReached, false)]
        {
            let mut mocks = Mocks::default();
            let viewer = sample_user();
            mocks.students.expect_view().returning(|_, _| Ok(student(GRACE, "Grace")));
            mocks
                .repository
                .expect_save_profile()
                .with(eq(viewer.id), eq(GRACE), eq(now()), eq(MAX_SAVED))
                .returning(move |_, _, _, _| Ok(outcome));

            let saved = mocks.build().save_profile(&viewer, GRACE).await;

            assert_eq!(saved.is_ok(), ok, "{outcome:?}");
            if !ok {
                assert_eq!(
                    saved.unwrap_err().to_string(),
                    "You can save up to 500 items. Remove some from Saved first."
                );
            }
        }
    }

    #[tokio::test]
    async fn a_student_no_longer_visible_leaves_the_list_and_its_count() {
        let mut mocks = Mocks::default();
        let gone = Uuid::from_u128(9);
        mocks.repository.expect_saved_profiles().returning(move |_| {
            Ok(vec![
                SavedProfile { student_id: gone, saved_at: now() },
                SavedProfile { student_id: GRACE, saved_at: now() },
            ])
        });
        mocks
            .students
            .expect_visible()
            .withf(move |_, ids| ids == [gone, GRACE])
            .returning(|_, _| Ok(vec![student(GRACE, "Grace")]));

        let page = mocks.build().profiles(&sample_user(), PageRequest::new(None, None, 20)).await.unwrap();

        assert_eq!(page.total, 1);
        assert_eq!(page.items[0].student.profile.user_id, GRACE);
    }

    #[tokio::test]
    async fn removing_and_asking_which_are_saved_touch_only_the_viewers_own() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.repository.expect_unsave_profile().with(eq(viewer.id), eq(GRACE)).times(1).returning(|_, _| Ok(false));
        mocks
            .repository
            .expect_saved_among()
            .with(eq(viewer.id), eq(vec![GRACE]))
            .times(1)
            .returning(|_, _| Ok(vec![GRACE]));
        let saved = mocks.build();

        saved.unsave_profile(&viewer, GRACE).await.unwrap();
        assert!(saved.saved_among(&viewer, Vec::new()).await.unwrap().is_empty());
        assert_eq!(saved.saved_among(&viewer, vec![GRACE]).await.unwrap(), [GRACE]);
    }
}
