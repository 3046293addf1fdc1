use std::sync::Arc;

use quad_domain::User;
use uuid::Uuid;

use super::{
    SubmissionPorts,
    ports::{FeaturedPost, FeaturedPosts},
};
use crate::{
    Clock, Page, PageRequest,
    memberships::{MembershipStatus, Memberships},
    universities::ports::UniversityRepository,
};

/// The featured posts as other contexts read them (saved): the port their unit tests mock.
/// `Featured` is the one implementation; each method is its namesake there.
#[cfg_attr(test, mockall::automock)]
#[async_trait::async_trait]
pub trait FeaturedLookup: Send + Sync + 'static {
    /// One featured post, if it is featured (`Featured::find`).
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>>;
    /// The posts among `ids` that are featured, in that order, as the viewer sees them.
    async fn among(&self, viewer: &User, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedItem>>;
}

#[async_trait::async_trait]
impl FeaturedLookup for Featured {
    async fn find(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>> {
        Featured::find(self, id).await
    }

    async fn among(&self, viewer: &User, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedItem>> {
        Featured::among(self, viewer, ids).await
    }
}

/// A featured post as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeaturedItem {
    pub post: FeaturedPost,
    /// The viewer liked it (always false signed out).
    pub liked: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum FeaturedError {
    #[error("Post not found")]
    NotFound,
    #[error("Only students of {0} can like its posts")]
    NotMember(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Everyone's side: the featured grids, and likes by the university's students.
#[derive(Clone)]
pub struct Featured {
    posts: Arc<dyn FeaturedPosts>,
    universities: Arc<dyn UniversityRepository>,
    memberships: Memberships,
    clock: Arc<dyn Clock>,
}

impl Featured {
    pub fn new(ports: &SubmissionPorts) -> Self {
        Self {
            posts: ports.featured.clone(),
            universities: ports.universities.clone(),
            memberships: ports.memberships.clone(),
            clock: ports.clock.clone(),
        }
    }

    /// A university's featured posts (`None`: every university's, as the landing page shows
    /// them), newest first.
    pub async fn page(
        &self,
        viewer: Option<&User>,
        university_id: Option<Uuid>,
        page: PageRequest,
    ) -> anyhow::Result<Page<FeaturedItem>> {
        let (posts, total) = self.posts.featured(university_id, page.offset(), page.size()).await?;
        let items = self.with_likes(viewer, posts).await?;
        Ok(page.answer(items, total))
    }

    /// One featured post, if it is featured.
    pub async fn find(&self, id: Uuid) -> anyhow::Result<Option<FeaturedPost>> {
        self.posts.find_featured(id).await
    }

    /// The posts among `ids` that are featured, in that order, as the viewer sees them.
    pub async fn among(&self, viewer: &User, ids: Vec<Uuid>) -> anyhow::Result<Vec<FeaturedItem>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let posts = self.posts.featured_among(ids).await?;
        self.with_likes(Some(viewer), posts).await
    }

    async fn with_likes(&self, viewer: Option<&User>, posts: Vec<FeaturedPost>) -> anyhow::Result<Vec<FeaturedItem>> {
        let liked = match viewer {
            Some(viewer) if !posts.is_empty() => {
                self.posts.liked_among(viewer.id, posts.iter().map(|p| p.id).collect()).await?
            }
            _ => Vec::new(),
        };
        Ok(posts.into_iter().map(|post| FeaturedItem { liked: liked.contains(&post.id), post }).collect())
    }

    /// Likes a featured post of the viewer's university, once; answers the new count.
    pub async fn like(&self, viewer: &User, id: Uuid) -> Result<FeaturedItem, FeaturedError> {
        let post = self.posts.find_featured(id).await?.ok_or(FeaturedError::NotFound)?;
        let university = self.universities.find(post.university_id).await?.ok_or(FeaturedError::NotFound)?;
        if self.memberships.of(viewer).await?.status_at(&university) == MembershipStatus::None {
            return Err(FeaturedError::NotMember(university.name.as_str().to_owned()));
        }
        let count = self.posts.like(id, viewer.id, self.clock.now()).await?.ok_or(FeaturedError::NotFound)?;
        Ok(FeaturedItem { post: FeaturedPost { likes: count.likes, ..post }, liked: true })
    }

    /// Takes the viewer's like back (none to take back changes nothing).
    pub async fn unlike(&self, viewer: &User, id: Uuid) -> Result<FeaturedItem, FeaturedError> {
        let post = self.posts.find_featured(id).await?.ok_or(FeaturedError::NotFound)?;
        let count = self.posts.unlike(id, viewer.id).await?.ok_or(FeaturedError::NotFound)?;
        Ok(FeaturedItem { post: FeaturedPost { likes: count.likes, ..post }, liked: false })
    }
}
