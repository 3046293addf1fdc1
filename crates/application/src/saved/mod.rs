//! Saved items (issue 24): students save the roommate profiles they can see, to come back to
//! them. A saved profile that is no longer visible to its saver (not looking any more, moved
//! university, excluded by a dealbreaker since, deleted) leaves the list and its count, without
//! saying why; saving it again works once it is visible again. Featured posts (issue 25) are
//! saved the same way: one no longer featured (withdrawn) leaves the list.
//!
//! A file per kind of item, `profiles.rs` and `posts.rs`, each with its unit tests over mocked
//! ports (the fixture is `testing.rs`).

pub mod ports;
mod posts;
mod profiles;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use self::ports::SavedItemRepository;
pub use self::{
    posts::{SavePostError, SavedFeatured},
    profiles::{SaveProfileError, SavedMatch},
};
use crate::{Clock, roommates::StudentDirectory, submissions::FeaturedLookup};

/// How many items one person may keep saved.
pub const MAX_SAVED: i64 = 500;

/// What the saved items are built from.
pub struct SavedPorts {
    pub repository: Arc<dyn SavedItemRepository>,
    pub students: Arc<dyn StudentDirectory>,
    pub featured: Arc<dyn FeaturedLookup>,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct SavedItems {
    repository: Arc<dyn SavedItemRepository>,
    students: Arc<dyn StudentDirectory>,
    featured: Arc<dyn FeaturedLookup>,
    clock: Arc<dyn Clock>,
}

impl SavedItems {
    pub fn new(ports: SavedPorts) -> Self {
        let SavedPorts { repository, students, featured, clock } = ports;
        Self { repository, students, featured, clock }
    }
}
