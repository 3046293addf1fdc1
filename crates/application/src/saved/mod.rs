//! Saved items (issue 24): students save the roommate profiles they can see, to come back to
//! them. A saved profile that is no longer visible to its saver (not looking any more, moved
//! university, excluded by a dealbreaker since, deleted) leaves the list and its count, without
//! saying why; saving it again works once it is visible again. Featured posts (issue 25) are
//! saved the same way: one no longer featured (withdrawn) leaves the list.

pub mod ports;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use quad_domain::User;
use uuid::Uuid;

use self::ports::{SaveOutcome, SavedItemRepository};
use crate::{
    Clock, Page, PageRequest,
    roommates::{RoommateMatch, Roommates, RoommatesError},
    submissions::{Featured, FeaturedItem},
};

/// How many items one person may keep saved.
pub const MAX_SAVED: i64 = 500;

/// A saved profile as its saver sees it now, with the current match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedMatch {
    pub student: RoommateMatch,
    pub saved_at: DateTime<Utc>,
}

/// A saved featured post as its saver sees it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedFeatured {
    pub item: FeaturedItem,
    pub saved_at: DateTime<Utc>,
}

#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("You can save up to {MAX_SAVED} items. Remove some from Saved first.")]
    LimitReached,
    #[error("Post not found")]
    PostNotFound,
    #[error(transparent)]
    Roommates(#[from] RoommatesError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct SavedItems {
    repository: Arc<dyn SavedItemRepository>,
    roommates: Roommates,
    featured: Featured,
    clock: Arc<dyn Clock>,
}

impl SavedItems {
    pub fn new(
        repository: Arc<dyn SavedItemRepository>,
        roommates: Roommates,
        featured: Featured,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { repository, roommates, featured, clock }
    }

    /// Saves a student the viewer may see (the roommate detail's rule); saving twice is saving once.
    pub async fn save_profile(&self, viewer: &User, student_id: Uuid) -> Result<(), SaveError> {
        self.roommates.view(viewer, student_id).await?;
        match self.repository.save_profile(viewer.id, student_id, self.clock.now(), MAX_SAVED).await? {
            SaveOutcome::Saved | SaveOutcome::AlreadySaved => Ok(()),
            SaveOutcome::LimitReached => Err(SaveError::LimitReached),
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
        let visible = self.roommates.visible(viewer, &ids).await?;
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

    /// Saves a featured post (anyone signed in may: featured posts are public); twice is once.
    pub async fn save_post(&self, viewer: &User, post_id: Uuid) -> Result<(), SaveError> {
        self.featured.find(post_id).await?.ok_or(SaveError::PostNotFound)?;
        match self.repository.save_post(viewer.id, post_id, self.clock.now(), MAX_SAVED).await? {
            SaveOutcome::Saved | SaveOutcome::AlreadySaved => Ok(()),
            SaveOutcome::LimitReached => Err(SaveError::LimitReached),
        }
    }

    /// Removes a saved post, featured or not; removing one not saved changes nothing.
    pub async fn unsave_post(&self, viewer: &User, post_id: Uuid) -> anyhow::Result<()> {
        self.repository.unsave_post(viewer.id, post_id).await?;
        Ok(())
    }

    /// The saved posts still featured, newest saved first, one page.
    pub async fn posts(&self, viewer: &User, page: PageRequest) -> anyhow::Result<Page<SavedFeatured>> {
        let (saved, total) = self.repository.featured_saved_posts(viewer.id, page.offset(), page.size()).await?;
        let mut featured = self.featured.among(viewer, saved.iter().map(|s| s.submission_id).collect()).await?;
        // In the order saved; one withdrawn since the page was read is left out.
        let posts = saved
            .iter()
            .filter_map(|saved| {
                let at = featured.iter().position(|item| item.post.id == saved.submission_id)?;
                Some(SavedFeatured { item: featured.swap_remove(at), saved_at: saved.saved_at })
            })
            .collect();
        Ok(page.answer(posts, total))
    }

    /// Which of these posts the viewer saved (for the featured grids).
    pub async fn saved_posts_among(&self, viewer: &User, posts: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        if posts.is_empty() {
            return Ok(Vec::new());
        }
        self.repository.saved_posts_among(viewer.id, posts).await
    }
}
