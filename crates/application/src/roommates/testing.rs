//! Students as other contexts' unit tests see them through `StudentDirectory`.

use quad_domain::{
    PersonName,
    compatibility::Expectations,
    profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
};
use uuid::Uuid;

use super::{RoommateMatch, ports::PublishedProfile};

/// A listed, active student of one university, with a 70% match and no reasons.
pub(crate) fn student(user_id: Uuid, first_name: &str) -> RoommateMatch {
    let profile = PublishedProfile {
        user_id,
        university_id: Uuid::from_u128(1),
        university_name: "University of Michigan".into(),
        first_name: PersonName::parse(first_name).unwrap(),
        last_name: PersonName::parse("Hopper").unwrap(),
        major: Major::parse("Physics").unwrap(),
        graduation_year: GraduationYear::from_stored(2028),
        bio: Bio::parse("Hi").unwrap(),
        social_media: SocialHandles::default(),
        photos: vec!["http://m/a.jpg".into()],
        preferences: RoommatePreferences::parse(true, &Default::default()).unwrap(),
        expectations: Expectations::default(),
        listed: true,
        active: true,
        private_before_connecting: false,
    };
    RoommateMatch { profile, percent: Some(70), reasons: Vec::new(), connected: false, limited: false }
}
