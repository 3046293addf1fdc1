//! Saved featured posts: anyone signed in may save one (featured posts are public); one no
//! longer featured leaves the list.

use chrono::{DateTime, Utc};
use quad_domain::User;
use uuid::Uuid;

use super::{MAX_SAVED, SavedItems, ports::SaveOutcome};
use crate::{Page, PageRequest, submissions::FeaturedItem};

/// A saved featured post as its saver sees it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedFeatured {
    pub item: FeaturedItem,
    pub saved_at: DateTime<Utc>,
}

/// Why a post was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SavePostError {
    #[error("You can save up to {MAX_SAVED} items. Remove some from Saved first.")]
    LimitReached,
    /// Not featured (never, or not any more).
    #[error("Post not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SavedItems {
    /// Saves a featured post; saving twice is saving once.
    pub async fn save_post(&self, viewer: &User, post_id: Uuid) -> Result<(), SavePostError> {
        self.featured.find(post_id).await?.ok_or(SavePostError::NotFound)?;
        match self.repository.save_post(viewer.id, post_id, self.clock.now(), MAX_SAVED).await? {
            SaveOutcome::Saved | SaveOutcome::AlreadySaved => Ok(()),
            SaveOutcome::LimitReached => Err(SavePostError::LimitReached),
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

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        saved::{ports::SavedPost, testing::Mocks},
        submissions::ports::FeaturedPost,
    };

    const POST: Uuid = Uuid::from_u128(30);

    fn featured(id: Uuid) -> FeaturedItem {
        let post = FeaturedPost {
            id,
            university_id: Uuid::from_u128(1),
            university_name: "University of Michigan".into(),
            university_slug: "umich".into(),
            caption: "Move-in day".into(),
            credit: "Ada L.".into(),
            photos: Vec::new(),
            featured_at: now(),
            likes: 0,
            instagram: None,
        };
        FeaturedItem { post, liked: false }
    }

    #[tokio::test]
    async fn a_post_not_featured_is_not_found_and_not_saved() {
        let mut mocks = Mocks::default();
        mocks.featured.expect_find().with(eq(POST)).returning(|_| Ok(None));
        mocks.repository.expect_save_post().never();

        assert!(matches!(mocks.build().save_post(&sample_user(), POST).await, Err(SavePostError::NotFound)));
    }

    #[tokio::test]
    async fn a_featured_post_is_saved_once_up_to_the_limit() {
        for (outcome, ok) in
            [(SaveOutcome::Saved, true), (SaveOutcome::AlreadySaved, true), (SaveOutcome::LimitReached, false)]
        {
            let mut mocks = Mocks::default();
            let viewer = sample_user();
            mocks.featured.expect_find().returning(|id| Ok(Some(featured(id).post)));
            mocks
                .repository
                .expect_save_post()
                .with(eq(viewer.id), eq(POST), eq(now()), eq(MAX_SAVED))
                .returning(move |_, _, _, _| Ok(outcome));

            let saved = mocks.build().save_post(&viewer, POST).await;

            assert_eq!(matches!(saved, Err(SavePostError::LimitReached)), !ok, "{outcome:?}");
        }
    }

    #[tokio::test]
    async fn the_list_keeps_the_order_saved_and_leaves_out_a_post_withdrawn_meanwhile() {
        let mut mocks = Mocks::default();
        let (first, withdrawn, last) = (Uuid::from_u128(31), Uuid::from_u128(32), Uuid::from_u128(33));
        mocks.repository.expect_featured_saved_posts().returning(move |_, _, _| {
            let saved = [first, withdrawn, last].map(|submission_id| SavedPost { submission_id, saved_at: now() });
            Ok((saved.to_vec(), 3))
        });
        mocks.featured.expect_among().returning(move |_, _| Ok(vec![featured(last), featured(first)]));

        let page = mocks.build().posts(&sample_user(), PageRequest::new(None, None, 20)).await.unwrap();

        assert_eq!(page.items.iter().map(|s| s.item.post.id).collect::<Vec<_>>(), [first, last]);
    }

    #[tokio::test]
    async fn removing_and_asking_which_are_saved_touch_only_the_viewers_own() {
        let mut mocks = Mocks::default();
        let viewer = sample_user();
        mocks.repository.expect_unsave_post().with(eq(viewer.id), eq(POST)).times(1).returning(|_, _| Ok(true));
        mocks
            .repository
            .expect_saved_posts_among()
            .with(eq(viewer.id), eq(vec![POST]))
            .times(1)
            .returning(|_, _| Ok(vec![POST]));
        let saved = mocks.build();

        saved.unsave_post(&viewer, POST).await.unwrap();
        assert!(saved.saved_posts_among(&viewer, Vec::new()).await.unwrap().is_empty());
        assert_eq!(saved.saved_posts_among(&viewer, vec![POST]).await.unwrap(), [POST]);
    }
}
