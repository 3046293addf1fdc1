//! What the manager calls answer: connected accounts and posts.

use chrono::{DateTime, Utc};
use quad_application::publishing::{
    TokenStatus,
    ports::{InstagramAccount, Post},
};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// A connected Instagram account. Its access token is never answered.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = InstagramAccount)]
pub struct InstagramAccountDto {
    pub id: Uuid,
    pub university_id: Uuid,
    pub ig_user_id: String,
    pub username: String,
    pub created_at: DateTime<Utc>,
    /// About 60 days after it was saved or last refreshed.
    pub token_expires_at: Option<DateTime<Utc>>,
    /// `ok`, `expiring` (within 10 days) or `refused` (Instagram refused it; see tokenProblem).
    #[schema(pattern = "^(ok|expiring|refused)$")]
    pub token_status: String,
    pub token_problem: Option<String>,
    /// Posts go to the local Instagram stand-in, not to Instagram.
    pub stand_in: bool,
    pub queued_posts: i64,
}

impl InstagramAccountDto {
    pub fn new(account: InstagramAccount, now: DateTime<Utc>, stand_in: bool) -> Self {
        let token_status = TokenStatus::of(&account, now).as_str().to_owned();
        Self {
            id: account.id,
            university_id: account.university_id,
            ig_user_id: account.ig_user_id,
            username: account.username,
            created_at: account.created_at,
            token_expires_at: account.token_expires_at,
            token_status,
            token_problem: account.token_problem,
            stand_in,
            queued_posts: account.queued_posts,
        }
    }
}

/// A manager's post (spec 3).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ManagerPost)]
pub struct ManagerPostDto {
    pub id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub account_id: Option<Uuid>,
    pub account_username: Option<String>,
    /// The JPEG Instagram gets (already framed to 4:5..1.91:1).
    pub image: String,
    pub caption: String,
    #[schema(pattern = "^(queued|posted|failed)$")]
    pub status: String,
    pub attempts: u32,
    pub created_at: DateTime<Utc>,
    pub scheduled_time: DateTime<Utc>,
    pub posted_time: Option<DateTime<Utc>>,
    pub last_attempt: Option<DateTime<Utc>>,
    pub error_message: Option<String>,
    /// The image got bars to fit Instagram's ratios.
    pub letterboxed: bool,
    /// A worker is publishing it right now (it cannot be cancelled or moved).
    pub publishing: bool,
    /// Where the published post can be seen.
    pub permalink: Option<String>,
    /// Published, but which Instagram post it became is not known (a worker stopped between
    /// publishing and recording it): find it on the account.
    pub media_unknown: bool,
}

impl From<Post> for ManagerPostDto {
    fn from(post: Post) -> Self {
        Self {
            id: post.id,
            university_id: post.university_id,
            university_name: post.university_name,
            account_id: post.account_id,
            account_username: post.account_username,
            image: post.image_url,
            caption: post.caption,
            status: post.status.as_str().to_owned(),
            attempts: post.attempts,
            created_at: post.created_at,
            scheduled_time: post.scheduled_time,
            posted_time: post.posted_time,
            last_attempt: post.last_attempt,
            error_message: post.error_message,
            letterboxed: post.letterboxed,
            publishing: post.publishing,
            permalink: post.permalink,
            media_unknown: post.media_unknown,
        }
    }
}
