//! Finding a roommate: the listed students of the viewer's university, ranked by how well they
//! would share a room (quad_domain::compatibility), with the reasons in words.
//!
//! Only published profiles (the approved version) take part, on both sides: a student whose edit
//! waits for review is matched, and seen, as they were approved. Two students who blocked each
//! other (either way) never see each other; roommates (both said so) leave each other's list; a
//! student private before connecting is shown limited to those not connected with them (issue 26).

pub mod ports;
#[cfg(test)]
pub(crate) mod testing;

use std::{cmp::Reverse, sync::Arc};

use quad_domain::{
    User, catalogues,
    compatibility::{Candidate, Effect, Fit, Match, Packed, Reason, Score, Side, compatibility},
};
use uuid::Uuid;

use self::ports::{PublishedProfile, Relations, RoommateFilters, RoommateRepository};
use crate::{
    Page, PageRequest,
    memberships::{MembershipStatus, Memberships, how_to_verify},
    universities::ports::UniversityRepository,
};

/// A student as the viewer sees them: their published profile, the match and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoommateMatch {
    pub profile: PublishedProfile,
    /// `None` when there is too little to compare yet.
    pub percent: Option<u8>,
    /// Most telling first.
    pub reasons: Vec<MatchReason>,
    /// Connected with the viewer.
    pub connected: bool,
    /// Shown as before connecting: one photo, no handles, no answers (see `PublishedProfile`).
    pub limited: bool,
}

impl RoommateMatch {
    /// Applies the student's privacy: limited unless connected, or their setting is off.
    fn shown_to_viewer(mut self, relations: &Relations) -> Self {
        self.connected = relations.connected.contains(&self.profile.user_id);
        self.limited = self.profile.private_before_connecting && !self.connected;
        if self.limited {
            self.reasons = limited_reasons(&self.profile.first_name.to_string(), &self.reasons);
            self.profile.photos.truncate(1);
            self.profile.social_media = Default::default();
            let looking = self.profile.preferences.looking_for_roommate;
            let mut none = quad_domain::profile::RoommatePreferences::default();
            none.looking_for_roommate = looking;
            self.profile.preferences = none;
        }
        self
    }
}

/// One reason for a match, in words, with whose expectation it is (`None`: what both share)
/// and which way it moves the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchReason {
    pub text: String,
    pub side: Option<Side>,
    pub effect: Effect,
    /// Speaks only of what a limited card shows (the major they share), never of a hidden answer.
    pub public: bool,
    /// One side's share in words ("Aiden meets 1 of your 3 expectations"), before the reasons.
    pub summary: bool,
}

/// One side's share of the score in words, counted over its expectations that count (each is a
/// reason): "Aiden meets 1 of your 3 expectations", "You meet 0 and nearly meet 1 of Aiden's 2
/// expectations".
fn share(name: &str, side: Side, reasons: &[Reason]) -> Option<MatchReason> {
    let fits: Vec<Fit> = reasons
        .iter()
        .filter_map(|r| match r {
            Reason::Expectation { side: held_by, fit, .. } if *held_by == side => Some(*fit),
            _ => None,
        })
        .collect();
    if fits.is_empty() {
        return None;
    }
    let count = |wanted: Fit| fits.iter().filter(|fit| **fit == wanted).count();
    let (met, near) = (count(Fit::Met), count(Fit::Near));
    let expectations = if fits.len() == 1 { "expectation" } else { "expectations" };
    let (meets, meet) = match near {
        0 => (format!("meets {met}"), format!("meet {met}")),
        _ => (format!("meets {met} and nearly meets {near}"), format!("meet {met} and nearly meet {near}")),
    };
    let text = match side {
        Side::Yours => format!("{name} {meets} of your {} {expectations}", fits.len()),
        Side::Theirs => format!("You {meet} of {name}'s {} {expectations}", fits.len()),
    };
    let effect = if met == fits.len() { Effect::Raises } else { Effect::Lowers };
    Some(MatchReason { text, side: Some(side), effect, public: false, summary: true })
}

/// What a card limited before connecting may say of the match: that they share a major, how many
/// of the viewer's expectations the student meets overall, and that the student's own count too.
/// Never which ones, nor what the student expects, their hometown or interests: each would tell
/// an answer they hid (a viewer who accepts one option in a category would read the answer from
/// "met").
fn limited_reasons(name: &str, reasons: &[MatchReason]) -> Vec<MatchReason> {
    let mut limited: Vec<MatchReason> =
        reasons.iter().filter(|r| r.summary && r.side == Some(Side::Yours)).cloned().collect();
    // Their side counts too, without a word of what it holds. Which way it moves the match the
    // percentage beside the viewer's own share already tells.
    if let Some(theirs) = reasons.iter().find(|r| r.summary && r.side == Some(Side::Theirs)) {
        let text = format!("{name}'s own expectations count too; {name} shares them once you connect");
        limited.push(MatchReason { text, ..theirs.clone() });
    }
    // What both share only raises; the one that lowers is a dealbreaker not met, said without its category.
    if reasons.iter().any(|r| r.side.is_none() && r.effect == Effect::Lowers) {
        let text = "A dealbreaker is not met".to_owned();
        limited.push(MatchReason { text, side: None, effect: Effect::Lowers, public: true, summary: false });
    }
    limited.extend(reasons.iter().filter(|r| r.public).cloned());
    limited
}

#[derive(Debug, thiserror::Error)]
pub enum RoommatesError {
    #[error("Your profile must be approved before you can see other students")]
    NotApproved,
    /// Approved, but no verified address of theirs is at their university (any more): the
    /// message says what to do.
    #[error("{0}")]
    NotVerified(String),
    #[error(transparent)]
    Invalid(#[from] crate::FieldError),
    #[error("This student is not available")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct Roommates {
    repository: Arc<dyn RoommateRepository>,
    memberships: Memberships,
    universities: Arc<dyn UniversityRepository>,
}

fn candidate(profile: &PublishedProfile) -> Candidate<'_> {
    Candidate {
        answers: &profile.preferences,
        expectations: &profile.expectations,
        major: Some(profile.major.as_str()),
    }
}

impl Roommates {
    pub fn new(
        repository: Arc<dyn RoommateRepository>,
        memberships: Memberships,
        universities: Arc<dyn UniversityRepository>,
    ) -> Self {
        Self { repository, memberships, universities }
    }

    async fn viewer(&self, viewer: &User) -> Result<PublishedProfile, RoommatesError> {
        let published = self.repository.published(viewer.id).await?.ok_or(RoommatesError::NotApproved)?;
        self.check_member(viewer, &published).await?;
        Ok(published)
    }

    /// Only members see their university's students: a verified address there, or a university
    /// that takes students without one. A profile approved before its university had domains
    /// stays listed, but its owner sees nobody until they verify.
    async fn check_member(&self, viewer: &User, published: &PublishedProfile) -> Result<(), RoommatesError> {
        let university = self.universities.find(published.university_id).await?;
        let university = university.ok_or(RoommatesError::NotApproved)?;
        if self.memberships.of(viewer).await?.status_at(&university) != MembershipStatus::None {
            return Ok(());
        }
        let name = &university.name;
        Err(RoommatesError::NotVerified(match how_to_verify(&university) {
            Some(step) => format!("To see other students at {name}, {step}"),
            None => format!("{name} no longer takes students without a university e-mail"),
        }))
    }

    /// The listed students of the viewer's university, best match first (ties by id, so pages
    /// do not shuffle), then those with too little to compare, one page of them. A `min_match`
    /// above 0 leaves out those below it and those with too little to compare.
    pub async fn search(
        &self,
        viewer: &User,
        filters: RoommateFilters,
        min_match: u8,
        page: PageRequest,
    ) -> Result<Page<RoommateMatch>, RoommatesError> {
        check(&filters)?;
        let viewer_id = viewer.id;
        let viewer = self.viewer(viewer).await?;
        let mine = Packed::of(&candidate(&viewer));
        let listed = self.repository.listed(viewer.university_id, viewer_id, filters).await?;
        let mut ranked: Vec<(Option<u8>, Uuid)> = listed
            .iter()
            .filter_map(|student| match mine.score(&student.packed) {
                Score::Excluded => None,
                score => Some((score.percent(), student.user_id)),
            })
            .filter(|(percent, _)| min_match == 0 || percent.is_some_and(|p| p >= min_match))
            .collect();
        // `None` orders below every percentage, so too little to compare comes last.
        ranked.sort_unstable_by_key(|(percent, id)| (Reverse(*percent), *id));
        let total = ranked.len() as i64;
        let start = usize::try_from(page.offset()).unwrap_or(usize::MAX).min(ranked.len());
        let end = start.saturating_add(page.size() as usize).min(ranked.len());
        let ids: Vec<Uuid> = ranked[start..end].iter().map(|(_, id)| *id).collect();
        let mut profiles = self.repository.published_many(ids.clone()).await?;
        profiles.sort_by_key(|p| ids.iter().position(|id| *id == p.user_id));
        let relations = self.repository.relations(viewer_id, ids).await?;
        let items = profiles
            .into_iter()
            .filter(|profile| !relations.hidden.contains(&profile.user_id))
            .filter_map(|profile| matched(&viewer, profile))
            .map(|found| found.shown_to_viewer(&relations))
            .collect();
        Ok(page.answer(items, total))
    }

    /// One student the viewer may see, with the match; `NotFound` for anyone they may not
    /// (themself, another university, not listed, excluded by a dealbreaker, never approved,
    /// blocked either way). A connection may be seen while their account is active.
    pub async fn view(&self, viewer: &User, user_id: Uuid) -> Result<RoommateMatch, RoommatesError> {
        // Both in one read.
        let mut both = self.repository.published_many(vec![viewer.id, user_id]).await?;
        let mine = both.iter().position(|p| p.user_id == viewer.id).map(|i| both.swap_remove(i));
        let mine = mine.ok_or(RoommatesError::NotApproved)?;
        self.check_member(viewer, &mine).await?;
        let viewer = mine;
        let other = both.pop().ok_or(RoommatesError::NotFound)?;
        let relations = self.repository.relations(viewer.user_id, vec![other.user_id]).await?;
        if relations.hidden.contains(&other.user_id) || !other.active {
            return Err(RoommatesError::NotFound);
        }
        // A connection stays reachable when they stop looking.
        if relations.connected.contains(&other.user_id) {
            return Ok(explained(&viewer, other).shown_to_viewer(&relations));
        }
        if !other.listed || other.university_id != viewer.university_id {
            return Err(RoommatesError::NotFound);
        }
        Ok(matched(&viewer, other).ok_or(RoommatesError::NotFound)?.shown_to_viewer(&relations))
    }

    /// Those of `user_ids` the viewer may see now (the detail's rule), in the order given.
    pub async fn visible(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError> {
        let viewer_id = viewer.id;
        let viewer = self.viewer(viewer).await?;
        let others = self.repository.published_many(user_ids.to_vec()).await?;
        let relations = self.repository.relations(viewer_id, user_ids.to_vec()).await?;
        let mut visible: Vec<RoommateMatch> = others
            .into_iter()
            .filter(|other| other.listed && other.university_id == viewer.university_id && other.user_id != viewer_id)
            .filter(|other| !relations.hidden.contains(&other.user_id))
            .filter_map(|other| matched(&viewer, other))
            .map(|found| found.shown_to_viewer(&relations))
            .collect();
        visible.sort_by_key(|m| user_ids.iter().position(|id| *id == m.profile.user_id));
        Ok(visible)
    }

    /// Those of `user_ids` the viewer has contact with (a request, a connection), in the order
    /// given: any active student not hidden from them, listed or not, with the match; one a
    /// dealbreaker now excludes is kept, with that as the reason.
    pub async fn explain(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let viewer_id = viewer.id;
        let viewer = self.viewer(viewer).await?;
        let others = self.repository.published_many(user_ids.to_vec()).await?;
        let relations = self.repository.relations(viewer_id, user_ids.to_vec()).await?;
        let mut explained: Vec<RoommateMatch> = others
            .into_iter()
            .filter(|other| other.active && other.user_id != viewer_id && !relations.hidden.contains(&other.user_id))
            .map(|other| explained(&viewer, other).shown_to_viewer(&relations))
            .collect();
        explained.sort_by_key(|m| user_ids.iter().position(|id| *id == m.profile.user_id));
        Ok(explained)
    }
}

/// Whom a student may see and reach: the port of the contexts that act between students
/// (connections, saved, reports), so their unit tests say who is visible instead of building
/// profiles. `Roommates` is the one implementation; each method is its namesake there.
#[cfg_attr(test, mockall::automock)]
#[async_trait::async_trait]
pub trait StudentDirectory: Send + Sync + 'static {
    /// One student the viewer may see (`Roommates::view`); `NotFound` for anyone else.
    async fn view(&self, viewer: &User, user_id: Uuid) -> Result<RoommateMatch, RoommatesError>;
    /// Those of `user_ids` the viewer may see now, in the order given (`Roommates::visible`).
    async fn visible(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError>;
    /// Those of `user_ids` the viewer has contact with, in the order given (`Roommates::explain`).
    async fn explain(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError>;
}

#[async_trait::async_trait]
impl StudentDirectory for Roommates {
    async fn view(&self, viewer: &User, user_id: Uuid) -> Result<RoommateMatch, RoommatesError> {
        Roommates::view(self, viewer, user_id).await
    }

    async fn visible(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError> {
        Roommates::visible(self, viewer, user_ids).await
    }

    async fn explain(&self, viewer: &User, user_ids: &[Uuid]) -> Result<Vec<RoommateMatch>, RoommatesError> {
        Roommates::explain(self, viewer, user_ids).await
    }
}

/// Each filter names an option of its catalogue.
fn check(filters: &RoommateFilters) -> Result<(), crate::FieldError> {
    let checks = [("housing", &filters.housing), ("gender", &filters.gender), ("major", &filters.major)];
    for (field, value) in checks {
        let Some(value) = value else { continue };
        let (label, options) = match catalogues::catalogue(field) {
            Some(catalogue) => (catalogue.label, catalogue.options),
            None => ("Major", catalogues::MAJOR),
        };
        if !options.contains(&value.as_str()) {
            let shown: String = value.chars().take(60).collect();
            return Err(crate::FieldError::new(field, format!("'{shown}' is not an option for {label}")));
        }
    }
    Ok(())
}

fn matched(viewer: &PublishedProfile, other: PublishedProfile) -> Option<RoommateMatch> {
    match compatibility(&candidate(viewer), &candidate(&other)) {
        Match::Excluded { .. } => None,
        Match::Listed { percent, reasons } => Some(in_words(other, percent, &reasons)),
    }
}

/// `matched`, or, where a dealbreaker (of either) is not met, no percentage and that reason.
fn explained(viewer: &PublishedProfile, other: PublishedProfile) -> RoommateMatch {
    match compatibility(&candidate(viewer), &candidate(&other)) {
        Match::Listed { percent, reasons } => in_words(other, percent, &reasons),
        Match::Excluded { category } => {
            let label = catalogues::catalogue(category).map_or(category, |c| c.label);
            let text = format!("A dealbreaker is not met: {label}");
            // The category names a hidden answer: a limited card says only that one is not met.
            let reason = MatchReason { text, side: None, effect: Effect::Lowers, public: false, summary: false };
            RoommateMatch { profile: other, percent: None, reasons: vec![reason], connected: false, limited: false }
        }
    }
}

fn in_words(other: PublishedProfile, percent: Option<u8>, domain_reasons: &[Reason]) -> RoommateMatch {
    let name = other.first_name.to_string();
    let public = |r: &Reason| matches!(r, Reason::Same { category: "major", .. });
    let reasons: Vec<MatchReason> = domain_reasons
        .iter()
        .map(|r| MatchReason {
            text: r.in_words(&name),
            side: r.side(),
            effect: r.effect(),
            public: public(r),
            summary: false,
        })
        .collect();
    // How the score is made first (each side's share), then the reasons.
    let shares = [Side::Yours, Side::Theirs].into_iter().filter_map(|side| share(&name, side, domain_reasons));
    let reasons = shares.chain(reasons.iter().cloned()).collect();
    RoommateMatch { profile: other, percent, reasons, connected: false, limited: false }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use quad_domain::{
        PersonName,
        compatibility::Expectations,
        profile::{Bio, GraduationYear, Major, RoommatePreferences, SocialHandles},
    };

    use super::{ports::*, *};

    const MICHIGAN: Uuid = Uuid::from_u128(1);
    const VIEWER: Uuid = Uuid::from_u128(100);

    fn published(user_id: Uuid, sleep: &str) -> PublishedProfile {
        let answers = BTreeMap::from([("sleepSchedule".to_owned(), vec![sleep.to_owned()])]);
        PublishedProfile {
            user_id,
            university_id: MICHIGAN,
            university_name: "University of Michigan".into(),
            first_name: PersonName::parse("Ada").unwrap(),
            last_name: PersonName::parse("Lovelace").unwrap(),
            major: Major::parse("Physics").unwrap(),
            graduation_year: GraduationYear::from_stored(2028),
            bio: Bio::parse("Hi").unwrap(),
            social_media: SocialHandles::default(),
            photos: vec!["http://m/a.jpg".into()],
            preferences: RoommatePreferences::parse(true, &answers).unwrap(),
            expectations: Expectations::default(),
            listed: true,
            active: true,
            // Sharing everything: the tests of a limited card set it.
            private_before_connecting: false,
        }
    }

    #[test]
    fn a_limited_card_says_only_the_shared_major_and_how_many_of_your_expectations_are_met() {
        let owl = PublishedProfile { private_before_connecting: true, ..published(Uuid::from_u128(2), "Night Owl") };
        let viewer = PublishedProfile { major: owl.major.clone(), ..viewer() };

        let limited = matched(&viewer, owl.clone()).unwrap().shown_to_viewer(&Relations::default());
        let connected = Relations { connected: vec![owl.user_id], ..Relations::default() };
        let full = matched(&viewer, owl.clone()).unwrap().shown_to_viewer(&connected);

        let texts = |m: &RoommateMatch| m.reasons.iter().map(|r| r.text.clone()).collect::<Vec<_>>();
        assert!(limited.limited);
        assert_eq!(texts(&limited), ["Ada meets 1 of your 1 expectation", "You both study Physics"]);
        assert_eq!(limited.percent, full.percent, "the percentage stays");
        assert!(texts(&full).iter().any(|t| t.contains("night owl")), "connected: every reason");

        // A dealbreaker not met says so, without the category (an answer they hid).
        let form = quad_domain::compatibility::ExpectationForm {
            accepted: vec!["Early Bird".into()],
            importance: "very".into(),
            dealbreaker: true,
        };
        let strict = Expectations::parse(&BTreeMap::from([("sleepSchedule".to_owned(), form)])).unwrap();
        let refused = explained(&PublishedProfile { expectations: strict, ..viewer }, owl);
        assert_eq!(texts(&refused.shown_to_viewer(&Relations::default())), ["A dealbreaker is not met"]);
    }

    proptest::proptest! {
        /// Whatever the two answered and expect, a limited card says only how many of the
        /// viewer's expectations are met, that a dealbreaker is not, and the major they share:
        /// never an answer the student hid, in any wording.
        #[test]
        fn a_limited_card_names_no_hidden_answer(
            picks in proptest::collection::vec(proptest::option::of(0usize..64), 12),
            wants in proptest::collection::vec(proptest::option::of((0usize..64, 0usize..4, 0usize..3, proptest::bool::ANY)), 6),
        ) {
            use quad_domain::compatibility::{ExpectationForm, INTERESTS, LIFESTYLE};
            let categories: Vec<&str> = LIFESTYLE.iter().chain(INTERESTS).copied().chain(["hometown"]).collect();
            let mut answers = BTreeMap::new();
            for (category, pick) in categories.iter().zip(&picks) {
                let (Some(pick), Some(catalogue)) = (pick, catalogues::catalogue(category)) else { continue };
                answers.insert((*category).to_owned(), vec![catalogue.options[pick % catalogue.options.len()].to_owned()]);
            }
            let mut forms = BTreeMap::new();
            for (category, want) in LIFESTYLE.iter().zip(&wants) {
                let (Some((from, length, importance, dealbreaker)), Some(catalogue)) = (want, catalogues::catalogue(category)) else { continue };
                let accepted = (0..=*length).map(|i| catalogue.options[(from + i) % catalogue.options.len()].to_owned());
                let accepted: Vec<String> = if catalogue.scale().is_some() {
                    let from = from % catalogue.options.len();
                    catalogue.options[from..=(from + length).min(catalogue.options.len() - 1)].iter().map(|o| (*o).to_owned()).collect()
                } else {
                    accepted.collect()
                };
                let importance = ["a_little", "somewhat", "very"][*importance].to_owned();
                forms.insert((*category).to_owned(), ExpectationForm { accepted, importance, dealbreaker: *dealbreaker });
            }
            let hidden = PublishedProfile {
                preferences: RoommatePreferences::stored(true, &answers).unwrap(),
                private_before_connecting: true,
                ..published(Uuid::from_u128(2), "Night Owl")
            };
            let viewer = PublishedProfile { expectations: Expectations::parse(&forms).unwrap(), ..viewer() };

            let card = explained(&viewer, hidden.clone()).shown_to_viewer(&Relations::default());

            for reason in &card.reasons {
                let text = reason.text.as_str();
                let allowed = text == "A dealbreaker is not met"
                    || text == "You both study Physics"
                    || text == "Ada's own expectations count too; Ada shares them once you connect"
                    || (text.starts_with("Ada meets ")
                        && text.contains(" of your ")
                        && (text.ends_with(" expectation") || text.ends_with(" expectations")));
                proptest::prop_assert!(allowed, "{}", text);
                for (category, values) in &answers {
                    for value in values {
                        proptest::prop_assert!(!text.to_lowercase().contains(&value.to_lowercase()), "{} names {} ({})", text, value, category);
                    }
                }
            }
        }
    }

    #[test]
    fn a_limited_card_says_the_students_own_expectations_count_without_saying_what_they_are() {
        let owl = PublishedProfile { private_before_connecting: true, ..viewer() };
        let owl = PublishedProfile { user_id: Uuid::from_u128(2), ..owl };
        let early = PublishedProfile { major: Major::parse("History").unwrap(), ..published(VIEWER, "Early Bird") };

        let card = explained(&early, owl).shown_to_viewer(&Relations::default());

        let texts: Vec<&str> = card.reasons.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(texts, ["Ada's own expectations count too; Ada shares them once you connect"]);
        assert_eq!(card.reasons[0].effect, Effect::Lowers, "as the 0% beside it says");
    }

    /// A viewer who wants a night owl, very much.
    fn viewer() -> PublishedProfile {
        let form = quad_domain::compatibility::ExpectationForm {
            accepted: vec!["Night Owl".into()],
            importance: "very".into(),
            dealbreaker: false,
        };
        let expectations = Expectations::parse(&BTreeMap::from([("sleepSchedule".to_owned(), form)])).unwrap();
        PublishedProfile { expectations, ..published(VIEWER, "Night Owl") }
    }

    /// The viewer as a signed-in person, with a verified address at Michigan (see `roommates`).
    fn viewer_user() -> User {
        User { id: VIEWER, ..crate::accounts::testing::sample_user() }
    }

    /// Roommates where the viewer's verified addresses prove `university`.
    fn roommates_proving(mut repository: MockRoommateRepository, university: Option<Uuid>) -> Roommates {
        repository.expect_relations().returning(|_, _| Ok(Relations::default()));
        let mut universities = crate::universities::ports::MockUniversityRepository::new();
        universities.expect_find().returning(|id| Ok(Some(crate::profiles::testing::michigan(id))));
        Roommates::new(Arc::new(repository), crate::memberships::testing::proving(university), Arc::new(universities))
    }

    fn roommates(repository: MockRoommateRepository) -> Roommates {
        roommates_proving(repository, Some(MICHIGAN))
    }

    fn packed(profile: &PublishedProfile) -> ListedStudent {
        ListedStudent { user_id: profile.user_id, packed: Packed::of(&candidate(profile)) }
    }

    #[tokio::test]
    async fn an_approved_viewer_without_a_verified_address_there_reads_nobody_and_is_told_how_to_verify() {
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().returning(|_| Ok(Some(viewer())));
        repository.expect_listed().never();
        repository.expect_published_many().never();

        let found = roommates_proving(repository, None)
            .search(&viewer_user(), RoommateFilters::default(), 0, PageRequest::default())
            .await;

        let Err(RoommatesError::NotVerified(message)) = found else { panic!("{found:?}") };
        assert_eq!(
            message,
            "To see other students at University of Michigan, verify an address at umich.edu: add it as your \
             university e-mail in Settings"
        );
    }

    #[tokio::test]
    async fn a_viewer_without_a_published_profile_reads_nobody() {
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().returning(|_| Ok(None));
        repository.expect_listed().never();
        repository.expect_published_many().never();

        let found =
            roommates(repository).search(&viewer_user(), RoommateFilters::default(), 0, PageRequest::default()).await;

        assert!(matches!(found, Err(RoommatesError::NotApproved)));
    }

    #[tokio::test]
    async fn a_filter_outside_its_catalogue_reads_nothing() {
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().never();
        repository.expect_listed().never();
        let filters = RoommateFilters { housing: Some("Castle".into()), ..RoommateFilters::default() };

        let found = roommates(repository).search(&viewer_user(), filters, 0, PageRequest::default()).await;

        let Err(RoommatesError::Invalid(error)) = found else { panic!("{found:?}") };
        assert_eq!((error.field, error.message.as_str()), ("housing", "'Castle' is not an option for Housing"));
    }

    #[tokio::test]
    async fn the_best_match_comes_first_and_only_the_asked_page_is_read_in_full() {
        let (owl, bird, balanced) = (
            published(Uuid::from_u128(3), "Night Owl"),
            published(Uuid::from_u128(2), "Early Bird"),
            published(Uuid::from_u128(4), "Balanced"),
        );
        let listed = vec![packed(&bird), packed(&owl), packed(&balanced)];
        let everyone = [owl.clone(), bird.clone(), balanced.clone()];
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().returning(|_| Ok(Some(viewer())));
        repository.expect_listed().returning(move |university, except, _| {
            assert_eq!((university, except), (MICHIGAN, VIEWER));
            Ok(listed.clone())
        });
        repository.expect_published_many().times(1).returning(move |ids| {
            assert_eq!(ids, [Uuid::from_u128(3), Uuid::from_u128(2)], "the first page, best first, ties by id");
            Ok(everyone.iter().filter(|p| ids.contains(&p.user_id)).rev().cloned().collect())
        });

        let page = roommates(repository)
            .search(&viewer_user(), RoommateFilters::default(), 0, PageRequest::new(Some(1), Some(2), 12))
            .await
            .unwrap();

        assert_eq!(page.total, 3);
        let order: Vec<(Uuid, Option<u8>)> = page.items.iter().map(|m| (m.profile.user_id, m.percent)).collect();
        assert_eq!(order, [(owl.user_id, Some(92)), (bird.user_id, Some(2))], "the owl, then ties by id");
        // Each side's share first, then the reasons.
        let owl_texts: Vec<&str> = page.items[0].reasons.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(
            owl_texts,
            [
                "Ada meets 1 of your 1 expectation",
                "Ada is a night owl, which you marked very important",
                "You both study Physics"
            ]
        );
        let first = &page.items[0].reasons[1];
        assert_eq!((first.side, first.effect, first.summary), (Some(Side::Yours), Effect::Raises, false));
        let bird_share = &page.items[1].reasons[0];
        assert_eq!(
            (bird_share.text.as_str(), bird_share.effect),
            ("Ada meets 0 of your 1 expectation", Effect::Lowers)
        );
        let bird_lowers = &page.items[1].reasons[1];
        assert_eq!(bird_lowers.text, "You're looking for someone who is a night owl; Ada is an early bird");
        assert_eq!(bird_lowers.effect, Effect::Lowers);
    }

    #[tokio::test]
    async fn the_minimum_match_leaves_out_weaker_ones() {
        let owl = published(Uuid::from_u128(3), "Night Owl");
        let listed = vec![packed(&owl), packed(&published(Uuid::from_u128(2), "Early Bird"))];
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().returning(|_| Ok(Some(viewer())));
        repository.expect_listed().returning(move |_, _, _| Ok(listed.clone()));
        repository.expect_published_many().returning(move |_| Ok(vec![owl.clone()]));

        let page = roommates(repository)
            .search(&viewer_user(), RoommateFilters::default(), 50, PageRequest::default())
            .await
            .unwrap();

        assert_eq!(page.total, 1);
    }

    #[tokio::test]
    async fn too_little_to_compare_comes_after_every_score_and_fails_a_minimum() {
        // A viewer who expects nothing, beside students who expect nothing of them: too little.
        let plain = |id| published(Uuid::from_u128(id), "Night Owl");
        let wants_owl = PublishedProfile { user_id: Uuid::from_u128(9), ..viewer() };
        let (a, b) = (plain(2), plain(3));
        let listed = vec![packed(&a), packed(&wants_owl), packed(&b)];
        let everyone = [a.clone(), b.clone(), wants_owl.clone()];
        let mut repository = MockRoommateRepository::new();
        repository.expect_published().returning(|_| Ok(Some(published(VIEWER, "Night Owl"))));
        repository.expect_listed().returning(move |_, _, _| Ok(listed.clone()));
        repository
            .expect_published_many()
            .returning(move |ids| Ok(everyone.iter().filter(|p| ids.contains(&p.user_id)).cloned().collect()));
        let roommates = roommates(repository);

        let all =
            roommates.search(&viewer_user(), RoommateFilters::default(), 0, PageRequest::default()).await.unwrap();
        let some =
            roommates.search(&viewer_user(), RoommateFilters::default(), 1, PageRequest::default()).await.unwrap();

        let order: Vec<(Uuid, Option<u8>)> = all.items.iter().map(|m| (m.profile.user_id, m.percent)).collect();
        assert_eq!(order, [(wants_owl.user_id, Some(92)), (a.user_id, None), (b.user_id, None)]);
        assert_eq!(all.items[0].reasons[0].side, Some(Side::Theirs));
        assert_eq!(some.total, 1, "a minimum leaves out those with too little to compare");
    }
}
