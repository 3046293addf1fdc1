use async_trait::async_trait;
use quad_domain::{
    PersonName,
    compatibility::{Expectations, Packed},
    profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
};
use uuid::Uuid;

/// The approved version of a student's profile, as other students see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishedProfile {
    pub user_id: Uuid,
    pub university_id: Uuid,
    pub university_name: String,
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub major: Major,
    pub graduation_year: GraduationYear,
    pub bio: Bio,
    pub social_media: SocialHandles,
    pub photos: Vec<String>,
    /// Their answers, and whether they are looking for a roommate now.
    pub preferences: RoommatePreferences,
    pub expectations: Expectations,
    /// Looking for a roommate, with an active account: other students may see them.
    pub listed: bool,
    /// The account is active (not suspended): its owner may be reached at all.
    pub active: bool,
    /// Before connecting, others see only their first name, initial, one photo, major, class
    /// year, bio and the match (the student's setting, on by default).
    pub private_before_connecting: bool,
}

/// How the viewer stands with some students.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Relations {
    /// Connected with the viewer: shown in full.
    pub connected: Vec<Uuid>,
    /// Never shown to the viewer: blocked either way.
    pub hidden: Vec<Uuid>,
}

/// What narrows the list: each `None` leaves it open.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoommateFilters {
    pub graduation_year: Option<i32>,
    pub housing: Option<String>,
    pub gender: Option<String>,
    pub major: Option<String>,
}

/// A listed student, as ranking reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListedStudent {
    pub user_id: Uuid,
    pub packed: Packed,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait RoommateRepository: Send + Sync + 'static {
    /// The student's published profile (listed or not), `None` when none was ever approved.
    async fn published(&self, user_id: Uuid) -> anyhow::Result<Option<PublishedProfile>>;
    /// The published profiles of these students, in no particular order.
    async fn published_many(&self, user_ids: Vec<Uuid>) -> anyhow::Result<Vec<PublishedProfile>>;
    /// How `viewer_id` stands with these students.
    async fn relations(&self, viewer_id: Uuid, students: Vec<Uuid>) -> anyhow::Result<Relations>;
    /// Every listed student of the university but `except`, those blocked either way and their
    /// roommates (both said "We're roommates"), matching the filters; a filter on what is not shown before connecting (gender, housing) leaves out
    /// the private students `except` is not connected with.
    async fn listed(
        &self,
        university_id: Uuid,
        except: Uuid,
        filters: RoommateFilters,
    ) -> anyhow::Result<Vec<ListedStudent>>;
}
