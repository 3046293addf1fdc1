//! How well two students would share a room, and why.
//!
//! For the lifestyle categories that decide whether two people can live together, a student may
//! say, beyond their own answer, which answers they accept in a roommate, how much that matters,
//! and whether it is a dealbreaker ([`Expectations`]). Each side's share is the weight of its
//! expectations the other meets over the weight of those the other answered (OkCupid-style). A
//! side counts once that weight reaches [`ENOUGH_WEIGHT`]; a student who expects nothing is not
//! "fully satisfied", they simply do not count. The match is the geometric mean of the counting
//! sides' shares (the one share when only one counts), scaled to 90, plus up to 10 points for
//! shared interests; with neither side counting there is too little to compare and no
//! percentage. An expectation is met when every answer the other gave is accepted (in a category
//! of several answers at once, one unacceptable answer fails it), and a dealbreaker not met
//! excludes the pair. Every expectation that
//! counts is a [`Reason`], met or not, so a score and its reasons agree.

mod packed;
mod words;

use std::collections::BTreeMap;

pub use packed::{PACKED_LEN, PACKED_VERSION, Packed};

use crate::{
    catalogues,
    profile::{PreferenceValue, ProfileRuleError, RoommatePreferences},
};

/// The categories a student may hold expectations about.
pub const LIFESTYLE: &[&str] =
    &["sleepSchedule", "cleanliness", "guestPreference", "studyingPreference", "substances", "housing"];

/// The categories whose shared answers add to a match.
pub const INTERESTS: &[&str] = &["favoriteArtists", "pastimes", "foodPreferences", "physicalActivities"];

/// Points shared interests add at most (the rest of the 100 comes from expectations).
pub const INTEREST_BONUS: u32 = 10;

/// How much an expectation matters. The weights grow fast, as on OkCupid: one "very" outweighs
/// several "a little".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Importance {
    Irrelevant,
    ALittle,
    Somewhat,
    Very,
}

impl Importance {
    pub const ALL: [Importance; 4] =
        [Importance::Irrelevant, Importance::ALittle, Importance::Somewhat, Importance::Very];

    pub fn weight(self) -> u32 {
        match self {
            Importance::Irrelevant => 0,
            Importance::ALittle => 1,
            Importance::Somewhat => 10,
            Importance::Very => 50,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Importance::Irrelevant => "irrelevant",
            Importance::ALittle => "a_little",
            Importance::Somewhat => "somewhat",
            Importance::Very => "very",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|importance| importance.as_str() == raw)
    }

    fn in_words(self) -> &'static str {
        match self {
            Importance::Irrelevant => "irrelevant",
            Importance::ALittle => "a little important",
            Importance::Somewhat => "somewhat important",
            Importance::Very => "very important",
        }
    }
}

/// What a student wants of a roommate in one category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    /// The answers they accept; empty accepts anything.
    pub accepted: Vec<&'static str>,
    pub importance: Importance,
    pub dealbreaker: bool,
}

/// How an answer stands against an expectation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// Every answer given is accepted: the expectation's whole weight.
    Met,
    /// One step outside the range accepted on a scale ("Average" for "at least Neat"): half its
    /// weight. A dealbreaker is never nearly met.
    Near,
    /// Outside what is accepted (on a scale, two steps or more): none of its weight.
    Unmet,
}

impl Expectation {
    /// Where `answer` stands, for an expectation in `category`. Every answer given must be
    /// accepted (in a category of several answers at once, one unacceptable answer fails it,
    /// whatever else is given); on a scale, an answer next to the accepted range is nearly met.
    pub fn fit(&self, category: &str, answer: &PreferenceValue) -> Fit {
        if self.accepted.is_empty() || answer.values().iter().all(|value| self.accepted.contains(value)) {
            return Fit::Met;
        }
        let Some(catalogue) = catalogues::catalogue(category) else { return Fit::Unmet };
        match (catalogue.range_of(&self.accepted), answer) {
            (Some((from, to)), PreferenceValue::One(value)) => {
                match catalogue.options.iter().position(|o| o == value) {
                    Some(at) if at + 1 == from || at == to + 1 => Fit::Near,
                    _ => Fit::Unmet,
                }
            }
            _ => Fit::Unmet,
        }
    }

    fn weight(&self) -> u32 {
        if self.accepted.is_empty() { 0 } else { self.importance.weight() }
    }
}

/// A student's expectations, by lifestyle category.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Expectations {
    by_category: BTreeMap<&'static str, Expectation>,
}

/// One expectation as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExpectationForm {
    pub accepted: Vec<String>,
    pub importance: String,
    pub dealbreaker: bool,
}

impl Expectations {
    /// Checks each category is a lifestyle one and each accepted answer is in its catalogue, and
    /// that a scale's accepted answers are a range. An expectation that accepts nothing or every
    /// answer means "anything" and is dropped, as are irrelevant ones that are not dealbreakers.
    pub fn parse(raw: &BTreeMap<String, ExpectationForm>) -> Result<Self, ProfileRuleError> {
        let mut by_category = BTreeMap::new();
        for (key, form) in raw {
            let key_static = LIFESTYLE
                .iter()
                .find(|k| **k == key.as_str())
                .ok_or_else(|| ProfileRuleError::Category(key.chars().take(60).collect()))?;
            let catalogue = catalogues::catalogue(key_static).ok_or_else(|| ProfileRuleError::Category(key.clone()))?;
            let importance = Importance::parse(form.importance.trim()).ok_or_else(|| ProfileRuleError::Preference {
                category: format!("{} importance", catalogue.label),
                value: form.importance.chars().take(60).collect(),
            })?;
            let mut accepted: Vec<&'static str> = Vec::new();
            for value in form.accepted.iter().map(|v| v.trim()).filter(|v| !v.is_empty()) {
                let option =
                    catalogue.options.iter().find(|o| **o == value).ok_or_else(|| ProfileRuleError::Preference {
                        category: catalogue.label.to_owned(),
                        value: value.chars().take(60).collect(),
                    })?;
                if !accepted.contains(option) {
                    accepted.push(option);
                }
            }
            // On a scale, what is accepted is a range ("at least Neat"), kept in the scale's order.
            if catalogue.scale().is_some() && !accepted.is_empty() {
                let (from, to) = catalogue.range_of(&accepted).ok_or_else(|| ProfileRuleError::Range {
                    category: catalogue.label.to_owned(),
                    example: catalogue.range_in_words((0, 1)),
                })?;
                accepted = catalogue.options[from..=to].to_vec();
            }
            let expectation = Expectation { accepted, importance, dealbreaker: form.dealbreaker };
            // Accepting every answer is accepting anything: it would only lift the share.
            let anything = expectation.accepted.is_empty() || expectation.accepted.len() == catalogue.options.len();
            if anything || (importance == Importance::Irrelevant && !expectation.dealbreaker) {
                continue;
            }
            by_category.insert(*key_static, expectation);
        }
        Ok(Self { by_category })
    }

    /// The expectations in the form they are typed (and stored) in.
    pub fn forms(&self) -> BTreeMap<String, ExpectationForm> {
        self.iter()
            .map(|(key, e)| {
                let form = ExpectationForm {
                    accepted: e.accepted.iter().map(|a| (*a).to_owned()).collect(),
                    importance: e.importance.as_str().to_owned(),
                    dealbreaker: e.dealbreaker,
                };
                (key.to_owned(), form)
            })
            .collect()
    }

    pub fn is_empty(&self) -> bool {
        self.by_category.is_empty()
    }

    pub fn get(&self, key: &str) -> Option<&Expectation> {
        self.by_category.get(key)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &Expectation)> {
        self.by_category.iter().map(|(k, v)| (*k, v))
    }
}

/// What the model reads of a student.
#[derive(Debug, Clone, Copy)]
pub struct Candidate<'a> {
    pub answers: &'a RoommatePreferences,
    pub expectations: &'a Expectations,
    pub major: Option<&'a str>,
}

/// Whose expectation a reason is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The viewer's: what they look for in a roommate.
    Yours,
    /// The other student's.
    Theirs,
}

/// Which way a reason moves the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    Raises,
    Lowers,
}

/// One thing the match rests on, seen from the viewer's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// An expectation held by one of them (`side`), and whether the other's answer meets it.
    Expectation {
        side: Side,
        category: &'static str,
        /// The answers the holder accepts.
        wanted: Vec<&'static str>,
        /// The other's answer: when met, all of it; when not, the answers the holder does not accept.
        answer: Vec<&'static str>,
        importance: Importance,
        fit: Fit,
    },
    /// The same major or hometown.
    Same { category: &'static str, answer: &'static str },
    /// Interests they share.
    SharedInterests(Vec<&'static str>),
}

impl Reason {
    /// Whose expectation this is; `None` for what they share.
    pub fn side(&self) -> Option<Side> {
        match self {
            Reason::Expectation { side, .. } => Some(*side),
            Reason::Same { .. } | Reason::SharedInterests(_) => None,
        }
    }

    pub fn effect(&self) -> Effect {
        match self {
            Reason::Expectation { fit: Fit::Near | Fit::Unmet, .. } => Effect::Lowers,
            _ => Effect::Raises,
        }
    }
}

/// The least weight one side's expectations must carry, counting only the categories the other
/// answered, for that side to count in the match: one "somewhat important" expectation, or ten
/// "a little" ones. Below it a single answer the student said barely matters would swing the
/// match between 0 and 90; when neither side reaches it there is too little to compare.
pub const ENOUGH_WEIGHT: u32 = 10;

/// How much of one side's expectations the other meets: weights met of weights that apply,
/// counted in halves (a nearly met expectation earns half its weight).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Tally {
    met_halves: u32,
    total_halves: u32,
}

impl Tally {
    fn add(&mut self, weight: u32, fit: Fit) {
        self.total_halves += 2 * weight;
        self.met_halves += match fit {
            Fit::Met => 2 * weight,
            Fit::Near => weight,
            Fit::Unmet => 0,
        };
    }

    /// The share met, from 0 to 1, when the expectations weigh enough to count.
    fn share(self) -> Option<f64> {
        (self.total_halves >= 2 * ENOUGH_WEIGHT).then(|| f64::from(self.met_halves) / f64::from(self.total_halves))
    }
}

/// The score of a pair, as ranking needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// A dealbreaker of one of them is answered the wrong way: the pair never see each other.
    Excluded,
    /// Neither side's expectations weigh [`ENOUGH_WEIGHT`]: listed, without a percentage.
    TooLittle,
    /// 0 to 100.
    Percent(u8),
}

impl Score {
    pub fn percent(self) -> Option<u8> {
        match self {
            Score::Percent(percent) => Some(percent),
            Score::Excluded | Score::TooLittle => None,
        }
    }
}

/// The outcome for a pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Match {
    /// A dealbreaker of one of them, in this category, is answered the wrong way.
    Excluded { category: &'static str },
    /// 0 to 100, or `None` when there is too little to compare, and the reasons, most telling
    /// first, from the first student's side.
    Listed { percent: Option<u8>, reasons: Vec<Reason> },
}

impl Match {
    pub fn score(&self) -> Score {
        match self {
            Match::Excluded { .. } => Score::Excluded,
            Match::Listed { percent: Some(percent), .. } => Score::Percent(*percent),
            Match::Listed { percent: None, .. } => Score::TooLittle,
        }
    }

    pub fn percent(&self) -> Option<u8> {
        self.score().percent()
    }
}

/// How well `them` meets `you`'s expectations, or the category of a broken dealbreaker. A
/// category `them` left unanswered counts for nothing either way.
fn tally(you: &Candidate<'_>, them: &Candidate<'_>) -> Result<Tally, &'static str> {
    let mut tally = Tally::default();
    for (category, expectation) in you.expectations.iter() {
        let Some(answer) = them.answers.get(category) else { continue };
        let fit = expectation.fit(category, answer);
        if expectation.dealbreaker && fit != Fit::Met {
            return Err(category);
        }
        tally.add(expectation.weight(), fit);
    }
    Ok(tally)
}

/// What two students have in common beyond the lifestyle: interests, major and hometown.
struct Shared {
    interests: Vec<&'static str>,
    major: Option<&'static str>,
    hometown: Option<&'static str>,
}

impl Shared {
    fn count(&self) -> u32 {
        self.interests.len() as u32 + u32::from(self.major.is_some()) + u32::from(self.hometown.is_some())
    }
}

fn shared(a: &Candidate<'_>, b: &Candidate<'_>) -> Shared {
    let mut interests = Vec::new();
    for category in INTERESTS {
        let (Some(mine), Some(theirs)) = (a.answers.get(category), b.answers.get(category)) else { continue };
        interests.extend(mine.values().iter().filter(|value| theirs.values().contains(value)));
    }
    let major = match (a.major, b.major) {
        (Some(mine), Some(theirs)) if mine == theirs => catalogues::MAJOR.iter().find(|m| **m == mine).copied(),
        _ => None,
    };
    let hometown = match (a.answers.get("hometown"), b.answers.get("hometown")) {
        (Some(PreferenceValue::One(mine)), Some(PreferenceValue::One(theirs))) if mine == theirs => Some(*mine),
        _ => None,
    };
    Shared { interests, major, hometown }
}

/// The match of `viewer` and `other`: symmetric in its percentage, with reasons from the
/// viewer's side.
pub fn compatibility(viewer: &Candidate<'_>, other: &Candidate<'_>) -> Match {
    let (for_viewer, for_other) = match (tally(viewer, other), tally(other, viewer)) {
        (Err(category), _) | (_, Err(category)) => return Match::Excluded { category },
        (Ok(a), Ok(b)) => (a, b),
    };
    let shared = shared(viewer, other);
    let percent = percent(for_viewer.share(), for_other.share(), shared.count());
    let mut reasons = expectation_reasons(Side::Yours, viewer, other, for_viewer);
    reasons.extend(expectation_reasons(Side::Theirs, other, viewer, for_other));
    // The most telling first: what moves its side's share most, and on a tie what lowers it.
    reasons.sort_by(|(a, a_total, a_reason), (b, b_total, b_reason)| {
        (u64::from(*b) * u64::from(*a_total))
            .cmp(&(u64::from(*a) * u64::from(*b_total)))
            .then((a_reason.effect() == Effect::Raises).cmp(&(b_reason.effect() == Effect::Raises)))
    });
    let mut reasons: Vec<Reason> = reasons.into_iter().map(|(_, _, reason)| reason).collect();
    reasons.extend(shared.major.map(|answer| Reason::Same { category: "major", answer }));
    reasons.extend(shared.hometown.map(|answer| Reason::Same { category: "hometown", answer }));
    if !shared.interests.is_empty() {
        reasons.push(Reason::SharedInterests(shared.interests));
    }
    Match::Listed { percent, reasons }
}

/// Each of `holder`'s weighed expectations `other` answered, met or not, with its weight and
/// the side's total; none when the side does not count.
fn expectation_reasons(
    side: Side,
    holder: &Candidate<'_>,
    other: &Candidate<'_>,
    tally: Tally,
) -> Vec<(u32, u32, Reason)> {
    if tally.share().is_none() {
        return Vec::new();
    }
    holder
        .expectations
        .iter()
        .filter(|(_, expectation)| expectation.weight() > 0)
        .filter_map(|(category, expectation)| {
            let answer = other.answers.get(category)?;
            let fit = expectation.fit(category, answer);
            // Met: the answers (all accepted); otherwise the ones that fall short.
            let answer: Vec<&'static str> = answer
                .values()
                .iter()
                .copied()
                .filter(|value| fit == Fit::Met || !expectation.accepted.contains(value))
                .collect();
            let reason = Reason::Expectation {
                side,
                category,
                wanted: expectation.accepted.clone(),
                answer,
                importance: expectation.importance,
                fit,
            };
            Some((expectation.weight(), tally.total_halves, reason))
        })
        .collect()
}

/// The geometric mean of the shares of the sides that count (the one share when only one
/// does), scaled to 90, plus 2 points a shared interest up to 10; `None` when neither counts.
fn percent(for_viewer: Option<f64>, for_other: Option<f64>, shared: u32) -> Option<u8> {
    let base = match (for_viewer, for_other) {
        (Some(a), Some(b)) => (a * b).sqrt(),
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => return None,
    };
    let bonus = f64::from(INTEREST_BONUS.min(2 * shared));
    Some((base * f64::from(100 - INTEREST_BONUS) + bonus).round().clamp(0.0, 100.0) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn answers(pairs: &[(&str, &[&str])]) -> RoommatePreferences {
        let raw = pairs.iter().map(|(k, v)| ((*k).to_owned(), v.iter().map(|s| (*s).to_owned()).collect())).collect();
        RoommatePreferences::parse(true, &raw).unwrap()
    }

    fn expects(pairs: &[(&str, &[&str], &str, bool)]) -> Expectations {
        let raw = pairs
            .iter()
            .map(|(k, accepted, importance, dealbreaker)| {
                let form = ExpectationForm {
                    accepted: accepted.iter().map(|s| (*s).to_owned()).collect(),
                    importance: (*importance).to_owned(),
                    dealbreaker: *dealbreaker,
                };
                ((*k).to_owned(), form)
            })
            .collect();
        Expectations::parse(&raw).unwrap()
    }

    pub(super) fn candidate<'a>(answers: &'a RoommatePreferences, expectations: &'a Expectations) -> Candidate<'a> {
        Candidate { answers, expectations, major: None }
    }

    fn words(matched: &Match) -> Vec<String> {
        match matched {
            Match::Listed { reasons, .. } => reasons.iter().map(|r| r.in_words("Bo")).collect(),
            Match::Excluded { category } => panic!("excluded on {category}"),
        }
    }

    #[test]
    fn a_viewer_whose_expectation_is_met_sees_the_match_and_why() {
        let (a_answers, b_answers) = (
            answers(&[("sleepSchedule", &["Night Owl"]), ("pastimes", &["Cooking", "Board Games"])]),
            answers(&[("sleepSchedule", &["Night Owl"]), ("pastimes", &["Cooking"])]),
        );
        let a_expects = expects(&[("sleepSchedule", &["Night Owl", "Balanced"], "very", false)]);
        let none = Expectations::default();

        let matched = compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none));

        assert_eq!(matched.percent(), Some(92), "B meets all of A's expectations (90), one shared pastime (2)");
        assert_eq!(words(&matched), ["Bo is a night owl, which you marked very important", "You both like Cooking"]);
    }

    #[test]
    fn the_other_sides_unmet_expectations_lower_the_match_and_say_so_first() {
        // Maya and Aiden: Aiden meets what Maya looks for; Maya is not what Aiden looks for.
        let maya = answers(&[("sleepSchedule", &["Night Owl"]), ("cleanliness", &["Neat"])]);
        let aiden = answers(&[("sleepSchedule", &["Early Bird"]), ("cleanliness", &["Neat"])]);
        let maya_expects = expects(&[("cleanliness", &["Neat", "Very Neat"], "very", false)]);
        let aiden_expects = expects(&[("sleepSchedule", &["Early Bird"], "somewhat", false)]);

        let matched = compatibility(&candidate(&maya, &maya_expects), &candidate(&aiden, &aiden_expects));

        assert_eq!(matched.percent(), Some(0));
        let Match::Listed { reasons, .. } = &matched else { panic!("excluded") };
        assert_eq!(reasons[0].effect(), Effect::Lowers);
        assert_eq!(reasons[0].side(), Some(Side::Theirs));
        assert_eq!(
            words(&matched),
            [
                "Bo is looking for someone who is an early bird; you're a night owl",
                "Bo keeps things neat, which you marked very important",
            ]
        );
    }

    #[test]
    fn a_student_who_expects_nothing_does_not_count_as_satisfied() {
        // Riley expects nothing; Olivia's one expectation is met: the match rests on her side.
        let riley = answers(&[("cleanliness", &["Very Neat"])]);
        let olivia = answers(&[("cleanliness", &["Neat"])]);
        let olivia_expects = expects(&[("cleanliness", &["Very Neat"], "somewhat", false)]);
        let none = Expectations::default();

        let matched = compatibility(&candidate(&riley, &none), &candidate(&olivia, &olivia_expects));

        assert_eq!(matched.percent(), Some(90));
        assert_eq!(words(&matched), ["You keep things very neat, which Bo marked somewhat important"]);
    }

    #[test]
    fn reasons_read_as_plain_sentences() {
        let expectation = |side, category, wanted: &[&'static str], answer: &[&'static str], met: bool| {
            Reason::Expectation {
                side,
                category,
                wanted: wanted.to_vec(),
                answer: answer.to_vec(),
                importance: Importance::Somewhat,
                fit: if met { Fit::Met } else { Fit::Unmet },
            }
            .in_words("Aiden")
        };
        let same = |category, answer| Reason::Same { category, answer }.in_words("Aiden");

        assert_eq!(
            expectation(Side::Yours, "sleepSchedule", &["Balanced"], &["Balanced"], true),
            "Aiden keeps a balanced sleep schedule, which you marked somewhat important"
        );
        assert_eq!(
            expectation(Side::Yours, "substances", &["Substance Free"], &["Substance Free"], true),
            "Aiden is substance free, which you marked somewhat important"
        );
        assert_eq!(
            expectation(Side::Yours, "sleepSchedule", &["Early Bird", "Balanced"], &["Night Owl"], false),
            "You're looking for someone who is an early bird or keeps a balanced sleep schedule; Aiden is a night owl"
        );
        assert_eq!(
            expectation(Side::Theirs, "sleepSchedule", &["Early Bird"], &["Night Owl"], false),
            "Aiden is looking for someone who is an early bird; you're a night owl"
        );
        assert_eq!(
            expectation(Side::Theirs, "substances", &["No Smoking"], &["Smoker", "Social Drinker"], false),
            "Aiden is looking for someone who doesn't smoke; you smoke and drink socially"
        );
        assert_eq!(
            expectation(Side::Theirs, "studyingPreference", &["Group Study"], &["Group Study"], true),
            "You study in groups, which Aiden marked somewhat important"
        );
        assert_eq!(
            expectation(Side::Yours, "guestPreference", &["Rarely", "Occasionally"], &["Anytime"], false),
            "You're looking for guests no more than Occasionally; Aiden has guests over any time"
        );
        assert_eq!(
            expectation(Side::Theirs, "cleanliness", &["Neat"], &["Relaxed"], false),
            "Aiden is looking for cleanliness only Neat; you keep things relaxed"
        );
        assert_eq!(same("major", "Physics"), "You both study Physics");
        assert_eq!(same("hometown", "Texas"), "You're both from Texas");
    }

    #[test]
    fn an_unmet_expectation_lowers_the_match_by_its_weight() {
        let a_answers = answers(&[("guestPreference", &["Rarely"]), ("cleanliness", &["Neat"])]);
        let b_answers = answers(&[("guestPreference", &["Anytime"]), ("cleanliness", &["Neat"])]);
        let a_expects = expects(&[
            ("guestPreference", &["Rarely", "Occasionally"], "very", false),
            ("cleanliness", &["Very Neat", "Neat"], "somewhat", false),
        ]);
        let none = Expectations::default();

        let matched = compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none));

        // B meets 10 of A's 60 points: 1/6 x 90 = 15; B expects nothing, so only A's side counts.
        assert_eq!(matched.percent(), Some(15));
        let effects: Vec<Effect> = match &matched {
            Match::Listed { reasons, .. } => reasons.iter().map(Reason::effect).collect(),
            Match::Excluded { .. } => panic!("excluded"),
        };
        assert_eq!(effects, [Effect::Lowers, Effect::Raises], "the heavier, unmet one first");
    }

    #[test]
    fn one_unacceptable_answer_among_several_fails_the_expectation_and_is_named() {
        // Maya accepts only substance-free answers; Mia doesn't drink, and smokes.
        let maya = answers(&[("substances", &["Substance Free"])]);
        let mia = answers(&[("substances", &["No Alcohol", "Smoker"])]);
        let none = Expectations::default();
        let strict = expects(&[("substances", &["Substance Free", "No Smoking", "No Alcohol"], "very", true)]);
        let keen = expects(&[("substances", &["Substance Free", "No Smoking", "No Alcohol"], "very", false)]);

        let dealbreaker = compatibility(&candidate(&maya, &strict), &candidate(&mia, &none));
        let keen = compatibility(&candidate(&maya, &keen), &candidate(&mia, &none));

        assert_eq!(dealbreaker, Match::Excluded { category: "substances" });
        assert_eq!(keen.percent(), Some(0));
        let Match::Listed { reasons, .. } = &keen else { panic!("excluded") };
        let Reason::Expectation { fit, answer, .. } = &reasons[0] else { panic!("{reasons:?}") };
        assert_eq!((*fit, answer.as_slice()), (Fit::Unmet, ["Smoker"].as_slice()), "only the answer that failed");
    }

    #[test]
    fn on_a_scale_an_answer_inside_the_range_meets_it_one_step_out_earns_half_and_farther_nothing() {
        // Noah is looking for someone at least Neat, and it matters very much to him.
        let noah = answers(&[("cleanliness", &["Neat"])]);
        let noah_expects = expects(&[("cleanliness", &["Neat", "Very Neat"], "very", false)]);
        let none = Expectations::default();
        let score = |answer: &'static str| {
            let them = answers(&[("cleanliness", &[answer])]);
            compatibility(&candidate(&noah, &noah_expects), &candidate(&them, &none))
        };

        assert_eq!(score("Very Neat").percent(), Some(90), "very neat is at least neat");
        assert_eq!(score("Neat").percent(), Some(90));
        assert_eq!(score("Average").percent(), Some(45), "one step out: half the weight");
        assert_eq!(score("Relaxed").percent(), Some(0));
        assert_eq!(words(&score("Very Neat")), ["Bo keeps things very neat, which you marked very important"]);
        assert_eq!(
            words(&score("Average")),
            [
                "You're looking for cleanliness at least Neat; Bo keeps things reasonably tidy, one step away (counts half)"
            ]
        );
    }

    #[test]
    fn a_scale_takes_a_range_kept_in_its_order_and_refuses_a_gap() {
        let range = expects(&[("guestPreference", &["Occasionally", "Rarely"], "somewhat", false)]);
        assert_eq!(range.get("guestPreference").unwrap().accepted, ["Rarely", "Occasionally"]);

        let form = ExpectationForm {
            accepted: vec!["Rarely".into(), "Frequently".into()],
            importance: "somewhat".into(),
            dealbreaker: false,
        };
        let gap = Expectations::parse(&BTreeMap::from([("guestPreference".to_owned(), form)])).unwrap_err();
        assert_eq!(gap.to_string(), "Guests takes a range of its scale, such as \"no more than Occasionally\"");
    }

    #[test]
    fn a_dealbreaker_on_a_scale_is_never_nearly_met() {
        let noah = answers(&[("cleanliness", &["Neat"])]);
        let strict = expects(&[("cleanliness", &["Very Neat", "Neat"], "very", true)]);
        let average = answers(&[("cleanliness", &["Average"])]);
        let none = Expectations::default();

        let matched = compatibility(&candidate(&noah, &strict), &candidate(&average, &none));

        assert_eq!(matched, Match::Excluded { category: "cleanliness" });
    }

    #[test]
    fn a_broken_dealbreaker_excludes_the_pair_whichever_side_holds_it() {
        let smoker = answers(&[("substances", &["Smoker"])]);
        let free = answers(&[("substances", &["Substance Free"])]);
        let no_smoke = expects(&[("substances", &["Substance Free", "No Smoking"], "very", true)]);
        let none = Expectations::default();

        let from_a = compatibility(&candidate(&free, &no_smoke), &candidate(&smoker, &none));
        let from_b = compatibility(&candidate(&smoker, &none), &candidate(&free, &no_smoke));

        assert_eq!(from_a, Match::Excluded { category: "substances" });
        assert_eq!(from_b, Match::Excluded { category: "substances" });
    }

    #[test]
    fn reasons_put_what_the_viewer_cares_most_about_first_and_keep_equally_important_ones() {
        let a_answers = answers(&[("sleepSchedule", &["Early Bird"])]);
        let b_answers =
            answers(&[("sleepSchedule", &["Balanced"]), ("guestPreference", &["Rarely"]), ("cleanliness", &["Neat"])]);
        let a_expects = expects(&[
            ("cleanliness", &["Neat"], "a_little", false),
            ("guestPreference", &["Rarely"], "very", false),
            ("sleepSchedule", &["Balanced", "Early Bird"], "very", false),
        ]);
        let none = Expectations::default();

        let Match::Listed { reasons, .. } =
            compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none))
        else {
            panic!("excluded")
        };

        let importances: Vec<_> = reasons
            .iter()
            .map(|r| match r {
                Reason::Expectation { importance, .. } => *importance,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(importances, [Importance::Very, Importance::Very, Importance::ALittle]);
    }

    #[test]
    fn too_little_to_compare_gives_no_percentage() {
        let a = answers(&[("favoriteArtists", &["Pop"]), ("cleanliness", &["Relaxed"])]);
        let b = answers(&[("favoriteArtists", &["Pop"]), ("cleanliness", &["Neat"])]);
        let none = Expectations::default();
        // "A little" only, below ENOUGH_WEIGHT: one answer must not swing the match to 0.
        let a_little = expects(&[("cleanliness", &["Neat"], "a_little", false)]);

        let nothing = compatibility(&candidate(&a, &none), &candidate(&b, &none));
        let barely = compatibility(&candidate(&b, &a_little), &candidate(&a, &none));

        assert_eq!(nothing, Match::Listed { percent: None, reasons: vec![Reason::SharedInterests(vec!["Pop"])] });
        assert_eq!(barely.percent(), None);
        assert_eq!(barely.score(), Score::TooLittle);
    }

    #[test]
    fn expectations_outside_the_lifestyle_categories_or_catalogues_are_refused() {
        let form = |accepted: &[&str], importance: &str| ExpectationForm {
            accepted: accepted.iter().map(|s| (*s).to_owned()).collect(),
            importance: importance.to_owned(),
            dealbreaker: false,
        };
        let zodiac = BTreeMap::from([("zodiac".to_owned(), form(&["Leo"], "very"))]);
        let unknown = BTreeMap::from([("sleepSchedule".to_owned(), form(&["Vampire"], "very"))]);
        let importance = BTreeMap::from([("sleepSchedule".to_owned(), form(&["Night Owl"], "extremely"))]);

        assert!(Expectations::parse(&zodiac).is_err());
        assert!(Expectations::parse(&unknown).is_err());
        assert!(Expectations::parse(&importance).is_err());
    }
}

#[cfg(test)]
mod properties {
    use proptest::prelude::*;

    use super::{
        tests::{answers, candidate},
        *,
    };

    /// A random answer (maybe none) for every lifestyle and interest category.
    fn arb_answers() -> impl Strategy<Value = RoommatePreferences> {
        let categories: Vec<&'static str> =
            LIFESTYLE.iter().chain(INTERESTS.iter()).copied().chain(["hometown"]).collect();
        proptest::collection::vec(
            proptest::option::of(proptest::collection::vec(any::<prop::sample::Index>(), 1..3)),
            categories.len(),
        )
        .prop_map(move |picks| {
            let mut raw = BTreeMap::new();
            for (category, pick) in categories.iter().zip(picks) {
                let Some(indexes) = pick else { continue };
                let catalogue = catalogues::catalogue(category).unwrap();
                let count = if catalogue.multiple() { indexes.len() } else { 1 };
                let values: Vec<String> =
                    indexes.iter().take(count).map(|i| i.get(catalogue.options).to_string()).collect();
                raw.insert((*category).to_owned(), values);
            }
            // Stored answers: ranking must also read profiles saved before the exclusive groups.
            RoommatePreferences::stored(true, &raw).unwrap()
        })
    }

    fn arb_expectations() -> impl Strategy<Value = Expectations> {
        proptest::collection::vec(
            proptest::option::of((
                proptest::collection::vec(any::<prop::sample::Index>(), 0..4),
                0usize..4,
                any::<bool>(),
            )),
            LIFESTYLE.len(),
        )
        .prop_map(|picks| {
            let mut raw = BTreeMap::new();
            for (category, pick) in LIFESTYLE.iter().zip(picks) {
                let Some((indexes, importance, dealbreaker)) = pick else { continue };
                let catalogue = catalogues::catalogue(category).unwrap();
                let mut picked: Vec<usize> = indexes.iter().map(|i| i.index(catalogue.options.len())).collect();
                // On a scale, what is accepted is the range between the picks.
                if catalogue.scale().is_some() && !picked.is_empty() {
                    let (from, to) = (*picked.iter().min().unwrap(), *picked.iter().max().unwrap());
                    picked = (from..=to).collect();
                }
                raw.insert(
                    (*category).to_owned(),
                    ExpectationForm {
                        accepted: picked.iter().map(|i| catalogue.options[*i].to_string()).collect(),
                        importance: Importance::ALL[importance].as_str().to_owned(),
                        dealbreaker,
                    },
                );
            }
            Expectations::parse(&raw).unwrap()
        })
    }

    proptest! {
        #[test]
        fn the_match_is_symmetric_and_within_0_to_100(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations()
        ) {
            let (x, y) = (Candidate { answers: &a, expectations: &ea, major: None }, Candidate { answers: &b, expectations: &eb, major: None });
            let (xy, yx) = (compatibility(&x, &y), compatibility(&y, &x));
            prop_assert_eq!(xy.score(), yx.score());
            if let Some(percent) = xy.percent() {
                prop_assert!(percent <= 100);
            }
        }

        #[test]
        fn the_packed_form_scores_as_the_model_does(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations(),
            majors in (0usize..catalogues::MAJOR.len(), 0usize..catalogues::MAJOR.len(), any::<bool>())
        ) {
            let (ma, mb, same) = majors;
            let (ma, mb) = (catalogues::MAJOR[ma], if same { catalogues::MAJOR[ma] } else { catalogues::MAJOR[mb] });
            let x = Candidate { answers: &a, expectations: &ea, major: Some(ma) };
            let y = Candidate { answers: &b, expectations: &eb, major: Some(mb) };
            let (px, py) = (Packed::of(&x), Packed::of(&y));
            prop_assert_eq!(Packed::from_bytes(&px.to_bytes()), Some(px));
            prop_assert_eq!(px.score(&py), compatibility(&x, &y).score());
        }

        #[test]
        fn a_dealbreaker_answered_the_wrong_way_always_excludes(
            a in arb_answers(), b in arb_answers(), eb in arb_expectations(), category in 0usize..6, accepted in any::<prop::sample::Index>()
        ) {
            let category = LIFESTYLE[category];
            let catalogue = catalogues::catalogue(category).unwrap();
            let accept = accepted.get(catalogue.options).to_string();
            let raw = BTreeMap::from([(category.to_owned(), ExpectationForm { accepted: vec![accept.clone()], importance: "very".into(), dealbreaker: true })]);
            let ea = Expectations::parse(&raw).unwrap();
            let theirs = b.get(category).map(|v| v.values().to_vec()).unwrap_or_default();
            prop_assume!(!theirs.is_empty() && !theirs.contains(&accept.as_str()));

            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let y = Candidate { answers: &b, expectations: &eb, major: None };
            let excluded = matches!(compatibility(&x, &y), Match::Excluded { .. });
            prop_assert!(excluded);
        }

        #[test]
        fn answering_the_way_the_other_accepts_never_lowers_the_match(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations(), category in 0usize..6
        ) {
            let category = LIFESTYLE[category];
            let Some(expectation) = ea.get(category) else { return Ok(()) };
            let Some(answer) = b.get(category) else { return Ok(()) };
            prop_assume!(expectation.fit(category, answer) != Fit::Met);
            // B moves their answer in that category to one A accepts.
            let mut raw: BTreeMap<String, Vec<String>> =
                b.answers().map(|(k, v)| (k.to_owned(), v.values().iter().map(|s| (*s).to_owned()).collect())).collect();
            raw.insert(category.to_owned(), vec![expectation.accepted[0].to_owned()]);
            let better = RoommatePreferences::stored(true, &raw).unwrap();

            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let before = compatibility(&x, &Candidate { answers: &b, expectations: &eb, major: None });
            let after = compatibility(&x, &Candidate { answers: &better, expectations: &eb, major: None });
            match (before.score(), after.score()) {
                (Score::Percent(p0), Score::Percent(p1)) => prop_assert!(p1 >= p0),
                (Score::Excluded, _) | (Score::TooLittle, Score::TooLittle) => {}
                (b, a) => prop_assert!(false, "agreeing more turned {:?} into {:?}", b, a),
            }
        }

        #[test]
        fn one_unacceptable_answer_among_several_never_raises_the_match_and_trips_a_dealbreaker(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations(),
            extra in any::<prop::sample::Index>()
        ) {
            let category = "substances";
            let Some(expectation) = ea.get(category) else { return Ok(()) };
            let catalogue = catalogues::catalogue(category).unwrap();
            let unacceptable: Vec<&str> =
                catalogue.options.iter().copied().filter(|o| !expectation.accepted.contains(o)).collect();
            prop_assume!(!unacceptable.is_empty());
            // B adds, to whatever they answered, one answer A does not accept.
            let mut raw: BTreeMap<String, Vec<String>> =
                b.answers().map(|(k, v)| (k.to_owned(), v.values().iter().map(|s| (*s).to_owned()).collect())).collect();
            let added = extra.get(&unacceptable).to_string();
            let answers = raw.entry(category.to_owned()).or_default();
            if !answers.contains(&added) {
                answers.push(added.clone());
            }
            let worse = RoommatePreferences::stored(true, &raw).unwrap();

            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let before = compatibility(&x, &Candidate { answers: &b, expectations: &eb, major: None });
            let after = compatibility(&x, &Candidate { answers: &worse, expectations: &eb, major: None });
            prop_assert_eq!(expectation.fit(category, worse.get(category).unwrap()), Fit::Unmet);
            if expectation.dealbreaker {
                prop_assert!(matches!(after, Match::Excluded { .. }), "{:?}", after);
            }
            match (before.score(), after.score()) {
                (Score::Percent(p0), Score::Percent(p1)) => prop_assert!(p1 <= p0, "{} became {}", p0, p1),
                (_, Score::Excluded) | (Score::Excluded, _) | (Score::TooLittle, _) => {}
                (b, a) => prop_assert!(false, "an unacceptable answer turned {:?} into {:?}", b, a),
            }
            // Once the viewer's side counts, every expectation of theirs is a reason.
            if let Match::Listed { reasons, .. } = after
                && reasons.iter().any(|r| r.side() == Some(Side::Yours))
            {
                let failed = reasons.iter().any(|r| matches!(r,
                    Reason::Expectation { side: Side::Yours, category: "substances", fit: Fit::Unmet, answer, .. }
                        if answer.contains(&added.as_str())));
                prop_assert!(failed, "the reasons name the answer that failed: {:?}", reasons);
            }
        }

        #[test]
        fn on_a_scale_the_fit_is_the_distance_to_the_range(
            category in prop::sample::select(vec!["cleanliness", "guestPreference"]),
            ends in (0usize..4, 0usize..4), at in 0usize..4, importance in 1usize..4
        ) {
            let catalogue = catalogues::catalogue(category).unwrap();
            let (from, to) = (ends.0.min(ends.1), ends.0.max(ends.1));
            prop_assume!((from, to) != (0, catalogue.options.len() - 1));
            let accepted: Vec<String> = catalogue.options[from..=to].iter().map(|o| (*o).to_owned()).collect();
            let form = ExpectationForm { accepted, importance: Importance::ALL[importance].as_str().into(), dealbreaker: false };
            let ea = Expectations::parse(&BTreeMap::from([(category.to_owned(), form)])).unwrap();
            let answer = answers(&[(category, &[catalogue.options[at]])]);

            let distance = if at < from { from - at } else { at.saturating_sub(to) };
            let expected = match distance { 0 => Fit::Met, 1 => Fit::Near, _ => Fit::Unmet };
            prop_assert_eq!(ea.get(category).unwrap().fit(category, answer.get(category).unwrap()), expected);
            // Each step closer to the range never lowers the match.
            let none = Expectations::default();
            let a = answers(&[]);
            let score = |at: usize| {
                let them = answers(&[(category, &[catalogue.options[at]])]);
                compatibility(&candidate(&a, &ea), &candidate(&them, &none)).percent()
            };
            let closer = if at < from { at + 1 } else if at > to { at - 1 } else { at };
            prop_assert!(score(closer) >= score(at));
        }

        #[test]
        fn the_reasons_shown_account_for_the_score(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations()
        ) {
            let x = Candidate { answers: &a, expectations: &ea, major: Some("Physics") };
            let y = Candidate { answers: &b, expectations: &eb, major: Some("Physics") };
            let Match::Listed { percent, reasons } = compatibility(&x, &y) else { return Ok(()) };
            // Each side's share recomputed from its listed expectations alone, and the bonus from
            // what the reasons say they share.
            let share = |side: Side| {
                let mut tally = Tally::default();
                for reason in &reasons {
                    if let Reason::Expectation { side: s, importance, fit, .. } = reason && *s == side {
                        tally.add(importance.weight(), *fit);
                    }
                }
                tally.share()
            };
            let shared: u32 = reasons.iter().map(|r| match r {
                Reason::Same { .. } => 1,
                Reason::SharedInterests(interests) => interests.len() as u32,
                Reason::Expectation { .. } => 0,
            }).sum();
            prop_assert_eq!(percent, super::percent(share(Side::Yours), share(Side::Theirs), shared), "{:?}", reasons);
        }

        #[test]
        fn a_score_below_90_always_names_what_lowers_it(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations()
        ) {
            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let y = Candidate { answers: &b, expectations: &eb, major: None };
            if let Match::Listed { percent: Some(percent), reasons } = compatibility(&x, &y)
                && u32::from(percent) < 100 - INTEREST_BONUS
            {
                prop_assert!(reasons.iter().any(|r| r.effect() == Effect::Lowers), "{} with {:?}", percent, reasons);
            }
        }

        #[test]
        fn a_score_rests_on_enough_expectations_and_a_high_one_on_met_ones(
            a in arb_answers(), ea in arb_expectations(), b in arb_answers(), eb in arb_expectations()
        ) {
            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let y = Candidate { answers: &b, expectations: &eb, major: None };
            match compatibility(&x, &y) {
                Match::Listed { percent: Some(percent), reasons } => {
                    let weight = |side: Side| -> u32 {
                        reasons.iter().filter_map(|r| match r {
                            Reason::Expectation { side: s, importance, .. } if *s == side => Some(importance.weight()),
                            _ => None,
                        }).sum()
                    };
                    prop_assert!(weight(Side::Yours) >= ENOUGH_WEIGHT || weight(Side::Theirs) >= ENOUGH_WEIGHT);
                    if percent >= 50 {
                        let met = reasons.iter().any(|r| matches!(r, Reason::Expectation { fit: Fit::Met, .. }));
                        prop_assert!(met, "{} rests on nothing met: {:?}", percent, reasons);
                    }
                }
                Match::Listed { percent: None, reasons } => prop_assert!(reasons.iter().all(|r| r.side().is_none())),
                Match::Excluded { .. } => {}
            }
        }
    }
}
