//! Where saved items are kept.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveOutcome {
    Saved,
    /// It was saved already: nothing changed.
    AlreadySaved,
    /// The person has `limit` saved items already.
    LimitReached,
}

/// A roommate profile someone saved: whose, and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedProfile {
    pub student_id: Uuid,
    pub saved_at: DateTime<Utc>,
}

/// A featured post someone saved: which, and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavedPost {
    pub submission_id: Uuid,
    pub saved_at: DateTime<Utc>,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait SavedItemRepository: Send + Sync + 'static {
    /// Saves `student_id`'s profile for `user_id`, unless saved already or `user_id` has `limit`
    /// saved items (counted under a lock on the person, so two saves at once keep the limit).
    async fn save_profile(
        &self,
        user_id: Uuid,
        student_id: Uuid,
        now: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<SaveOutcome>;
    /// Answers whether it was saved.
    async fn unsave_profile(&self, user_id: Uuid, student_id: Uuid) -> anyhow::Result<bool>;
    /// The profiles `user_id` saved, newest first.
    async fn saved_profiles(&self, user_id: Uuid) -> anyhow::Result<Vec<SavedProfile>>;
    /// Which of `students` `user_id` saved.
    async fn saved_among(&self, user_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>>;
    /// Saves a featured post, as `save_profile` saves a profile (the same `limit`, on every item).
    async fn save_post(
        &self,
        user_id: Uuid,
        post_id: Uuid,
        now: DateTime<Utc>,
        limit: i64,
    ) -> anyhow::Result<SaveOutcome>;
    /// Answers whether it was saved.
    async fn unsave_post(&self, user_id: Uuid, post_id: Uuid) -> anyhow::Result<bool>;
    /// The posts `user_id` saved, newest first.
    async fn saved_posts(&self, user_id: Uuid) -> anyhow::Result<Vec<SavedPost>>;
    /// One page of the posts `user_id` saved that are still featured, newest saved first, and
    /// how many there are.
    async fn featured_saved_posts(
        &self,
        user_id: Uuid,
        offset: i64,
        limit: i64,
    ) -> anyhow::Result<(Vec<SavedPost>, i64)>;
    /// Which of `posts` `user_id` saved.
    async fn saved_posts_among(&self, user_id: Uuid, posts: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>>;
}
