//! How well two students would share a room, and why.
//!
//! For the lifestyle categories that decide whether two people can live together, a student may
//! say, beyond their own answer, which answers they accept in a roommate, how much that matters,
//! and whether it is a dealbreaker ([`Expectations`]). The match of A and B is the geometric mean
//! of how well B satisfies A and how well A satisfies B (each the weighted share of satisfied
//! expectations, OkCupid-style), scaled to 90, plus up to 10 points for shared interests. A
//! dealbreaker answered the wrong way excludes the pair. A category someone left unanswered
//! counts for nothing either way, so profiles without expectations keep working: no accepted
//! answers means anything is accepted.

use std::collections::BTreeMap;

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

impl Expectation {
    fn accepts(&self, answer: &PreferenceValue) -> bool {
        self.accepted.is_empty() || answer.values().iter().any(|value| self.accepted.contains(value))
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
    /// Checks each category is a lifestyle one and each accepted answer is in its catalogue.
    /// A dealbreaker with nothing accepted means nothing and is dropped, as are irrelevant
    /// expectations that are not dealbreakers.
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
            let expectation = Expectation { accepted, importance, dealbreaker: form.dealbreaker };
            if expectation.accepted.is_empty() || (importance == Importance::Irrelevant && !expectation.dealbreaker) {
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

/// Why two students match, in words from the viewer's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Both gave the same answer in a lifestyle category.
    Same { category: &'static str, answer: &'static str },
    /// Their answer is one the viewer accepts, in a category the viewer cares about.
    FitsYou { category: &'static str, answer: &'static str, importance: Importance },
    /// Interests (or the major) they share.
    SharedInterests(Vec<&'static str>),
}

impl Reason {
    /// The reason in plain words, e.g. "You're both night owls" or "They have guests over
    /// rarely, which you marked very important".
    pub fn in_words(&self) -> String {
        match self {
            Reason::Same { category, answer } => both(category, answer),
            Reason::FitsYou { category, answer, importance } => {
                format!("{}, which you marked {}", they(category, answer), importance.in_words())
            }
            Reason::SharedInterests(shared) => match shared.as_slice() {
                [one] => format!("You both like {one}"),
                [first, second] => format!("You both like {first} and {second}"),
                [first, second, rest @ ..] => format!("You both like {first}, {second} and {} more", rest.len()),
                [] => String::new(),
            },
        }
    }
}

/// A lifestyle answer as what someone does: "keep a balanced sleep schedule", "don't smoke".
fn habit(category: &str, answer: &str) -> String {
    let lower = answer.to_lowercase();
    match (category, answer) {
        ("sleepSchedule", "Early Bird" | "Night Owl") => format!("are {}", with_article(&lower)),
        ("sleepSchedule", "Irregular") => "keep irregular hours".to_owned(),
        ("sleepSchedule", _) => format!("keep a {lower} sleep schedule"),
        ("cleanliness", "Average") => "keep things reasonably tidy".to_owned(),
        ("cleanliness", _) => format!("keep things {lower}"),
        ("guestPreference", "Anytime") => "have guests over any time".to_owned(),
        ("guestPreference", _) => format!("have guests over {lower}"),
        ("studyingPreference", "Silent") => "study in silence".to_owned(),
        ("studyingPreference", "Cafe/Library") => "study at cafes or the library".to_owned(),
        ("studyingPreference", "Group Study") => "study in groups".to_owned(),
        ("studyingPreference", "Late Night") => "study late at night".to_owned(),
        ("studyingPreference", "Early Morning") => "study early in the morning".to_owned(),
        ("studyingPreference", _) => format!("study {lower}"),
        ("substances", "No Alcohol") => "don't drink".to_owned(),
        ("substances", "No Smoking") => "don't smoke".to_owned(),
        ("substances", "Smoker") => "smoke".to_owned(),
        ("substances", "Social Drinker") => "drink socially".to_owned(),
        ("substances", _) => format!("are {lower}"),
        ("housing", "Commuter") => "commute".to_owned(),
        ("housing", "Off-campus") => "want to live off campus".to_owned(),
        ("housing", "Greek Housing") => "want Greek housing".to_owned(),
        ("housing", _) => format!("want {}", with_article(&lower)),
        ("major", _) => format!("study {answer}"),
        ("hometown", _) => format!("are from {answer}"),
        _ => format!("chose {answer} for {}", label(category)),
    }
}

/// "You're both night owls", "You both keep things neat", "Neither of you smokes".
fn both(category: &str, answer: &str) -> String {
    let habit = habit(category, answer);
    if let Some(rest) = habit.strip_prefix("are a ").or_else(|| habit.strip_prefix("are an ")) {
        format!("You're both {rest}s")
    } else if let Some(rest) = habit.strip_prefix("are ") {
        format!("You're both {rest}")
    } else if let Some(rest) = habit.strip_prefix("don't ") {
        format!("Neither of you {rest}s")
    } else {
        format!("You both {habit}")
    }
}

/// "They're a night owl", "They don't smoke".
fn they(category: &str, answer: &str) -> String {
    let habit = habit(category, answer);
    match habit.strip_prefix("are ") {
        Some(rest) => format!("They're {rest}"),
        None => format!("They {habit}"),
    }
}

fn label(category: &str) -> String {
    catalogues::catalogue(category).map_or_else(|| category.to_owned(), |c| c.label.to_lowercase())
}

fn with_article(answer: &str) -> String {
    let lower = answer.to_lowercase();
    if lower.starts_with(['a', 'e', 'i', 'o', 'u']) { format!("an {lower}") } else { format!("a {lower}") }
}

/// The outcome for a pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Match {
    /// A dealbreaker of one of them, in this category, is answered the wrong way.
    Excluded { category: &'static str },
    /// 0 to 100, and the reasons, best first, from the first student's side.
    Score { percent: u8, reasons: Vec<Reason> },
}

impl Match {
    pub fn percent(&self) -> Option<u8> {
        match self {
            Match::Score { percent, .. } => Some(*percent),
            Match::Excluded { .. } => None,
        }
    }
}

/// How well `them` satisfies `you`'s expectations, from 0 to 1 (1 when `you` expect nothing of
/// what they answered), or the category of a broken dealbreaker.
fn satisfaction(you: &Candidate<'_>, them: &Candidate<'_>) -> Result<f64, &'static str> {
    let (mut satisfied, mut total) = (0u32, 0u32);
    for (category, expectation) in you.expectations.iter() {
        let Some(answer) = them.answers.get(category) else { continue };
        let accepted = expectation.accepts(answer);
        if expectation.dealbreaker && !accepted {
            return Err(category);
        }
        total += expectation.weight();
        if accepted {
            satisfied += expectation.weight();
        }
    }
    Ok(if total == 0 { 1.0 } else { f64::from(satisfied) / f64::from(total) })
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
    let (for_viewer, for_other) = match (satisfaction(viewer, other), satisfaction(other, viewer)) {
        (Err(category), _) | (_, Err(category)) => return Match::Excluded { category },
        (Ok(a), Ok(b)) => (a, b),
    };
    let shared = shared(viewer, other);
    let percent = percent(for_viewer, for_other, shared.count());
    Match::Score { percent, reasons: reasons(viewer, other, shared) }
}

fn reasons(viewer: &Candidate<'_>, other: &Candidate<'_>, shared: Shared) -> Vec<Reason> {
    let mut fits: Vec<(Importance, Reason)> = viewer
        .expectations
        .iter()
        .filter(|(_, e)| e.weight() > 0)
        .filter_map(|(category, expectation)| {
            let answer = other.answers.get(category)?;
            let first = *answer.values().iter().find(|v| expectation.accepted.contains(v))?;
            Some((
                expectation.importance,
                Reason::FitsYou { category, answer: first, importance: expectation.importance },
            ))
        })
        .collect();
    // What the viewer cares most about first.
    fits.sort_by_key(|(importance, _)| std::cmp::Reverse(*importance));
    let mut fits: Vec<Reason> = fits.into_iter().map(|(_, reason)| reason).collect();
    let same = LIFESTYLE.iter().filter_map(|category| {
        let (PreferenceValue::One(mine), PreferenceValue::One(theirs)) =
            (viewer.answers.get(category)?, other.answers.get(category)?)
        else {
            return None;
        };
        (mine == theirs).then_some(Reason::Same { category, answer: mine })
    });
    let mut all: Vec<Reason> = Vec::new();
    all.extend(same);
    all.append(&mut fits);
    all.extend(shared.major.map(|answer| Reason::Same { category: "major", answer }));
    all.extend(shared.hometown.map(|answer| Reason::Same { category: "hometown", answer }));
    if !shared.interests.is_empty() {
        all.push(Reason::SharedInterests(shared.interests));
    }
    all.truncate(3);
    all
}

/// A student's answers and expectations packed into a few bytes, to rank thousands of students
/// at once: each lifestyle answer and accepted set is a bit set over its catalogue, interests are
/// bit sets too, the major an index. [`Packed::score`] gives the same percentage as
/// [`compatibility`] (a property test holds them together) without allocating.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Packed {
    answers: [u8; LIFESTYLE_COUNT],
    accepted: [u8; LIFESTYLE_COUNT],
    importance: [u8; LIFESTYLE_COUNT],
    dealbreakers: u8,
    interests: [u32; INTEREST_COUNT],
    /// 1 + the major's index in the catalogue; 0 for none.
    major: u8,
    /// 1 + the hometown's index in the catalogue; 0 for none.
    hometown: u8,
}

const LIFESTYLE_COUNT: usize = 6;
const INTEREST_COUNT: usize = 4;
/// The first byte of the stored form. Bump it when the layout changes, or when a packed
/// catalogue's options change (order included): `quad migrate` then packs every profile again.
pub const PACKED_VERSION: u8 = 1;
pub const PACKED_LEN: usize = 1 + 3 * LIFESTYLE_COUNT + 1 + 4 * INTEREST_COUNT + 2;

const _: () = assert!(LIFESTYLE.len() == LIFESTYLE_COUNT && INTERESTS.len() == INTEREST_COUNT);
// Each lifestyle catalogue fits a byte's bits, each interest catalogue a u32's, and majors and
// hometowns an index byte (0 is none).
const _: () = {
    use catalogues::*;
    let lifestyle = [SLEEP_SCHEDULE, CLEANLINESS, GUEST_PREFERENCE, STUDYING_PREFERENCE, SUBSTANCES, HOUSING];
    let mut i = 0;
    while i < lifestyle.len() {
        assert!(lifestyle[i].len() <= 8);
        i += 1;
    }
    let interests = [MUSIC, PASTIMES, FOOD_PREFERENCES, PHYSICAL_ACTIVITIES];
    let mut i = 0;
    while i < interests.len() {
        assert!(interests[i].len() <= 32);
        i += 1;
    }
    assert!(MAJOR.len() < u8::MAX as usize && HOMETOWN.len() < u8::MAX as usize);
};

fn bits(category: &str, values: &[&str]) -> u32 {
    let options = catalogues::catalogue(category).map_or(&[][..], |c| c.options);
    values.iter().filter_map(|v| options.iter().position(|o| o == v)).fold(0, |set, i| set | (1 << i))
}

impl Packed {
    pub fn of(candidate: &Candidate<'_>) -> Self {
        let mut packed = Packed::default();
        for (i, category) in LIFESTYLE.iter().enumerate() {
            if let Some(answer) = candidate.answers.get(category) {
                packed.answers[i] = bits(category, answer.values()) as u8;
            }
            if let Some(expectation) = candidate.expectations.get(category) {
                packed.accepted[i] = bits(category, &expectation.accepted) as u8;
                packed.importance[i] = expectation.importance as u8;
                if expectation.dealbreaker {
                    packed.dealbreakers |= 1 << i;
                }
            }
        }
        for (i, category) in INTERESTS.iter().enumerate() {
            if let Some(answer) = candidate.answers.get(category) {
                packed.interests[i] = bits(category, answer.values());
            }
        }
        packed.major = candidate
            .major
            .and_then(|major| catalogues::MAJOR.iter().position(|m| *m == major))
            .map_or(0, |i| i as u8 + 1);
        packed.hometown = match candidate.answers.get("hometown") {
            Some(PreferenceValue::One(town)) => {
                catalogues::HOMETOWN.iter().position(|t| t == town).map_or(0, |i| i as u8 + 1)
            }
            _ => 0,
        };
        packed
    }

    pub fn to_bytes(self) -> [u8; PACKED_LEN] {
        let mut bytes = [0u8; PACKED_LEN];
        bytes[0] = PACKED_VERSION;
        bytes[1..7].copy_from_slice(&self.answers);
        bytes[7..13].copy_from_slice(&self.accepted);
        bytes[13..19].copy_from_slice(&self.importance);
        bytes[19] = self.dealbreakers;
        for (i, set) in self.interests.iter().enumerate() {
            bytes[20 + 4 * i..24 + 4 * i].copy_from_slice(&set.to_le_bytes());
        }
        bytes[36] = self.major;
        bytes[37] = self.hometown;
        bytes
    }

    /// `None` for bytes of another length or version (the caller re-packs from the profile).
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let bytes: &[u8; PACKED_LEN] = bytes.try_into().ok()?;
        if bytes[0] != PACKED_VERSION || bytes[13..19].iter().any(|i| usize::from(*i) >= Importance::ALL.len()) {
            return None;
        }
        let mut packed = Packed::default();
        packed.answers.copy_from_slice(&bytes[1..7]);
        packed.accepted.copy_from_slice(&bytes[7..13]);
        packed.importance.copy_from_slice(&bytes[13..19]);
        packed.dealbreakers = bytes[19];
        for (i, set) in packed.interests.iter_mut().enumerate() {
            *set = u32::from_le_bytes(bytes[20 + 4 * i..24 + 4 * i].try_into().ok()?);
        }
        packed.major = bytes[36];
        packed.hometown = bytes[37];
        Some(packed)
    }

    /// How well `them` satisfies `self`, as [`satisfaction`] does.
    fn satisfaction(&self, them: &Packed) -> Option<f64> {
        let (mut satisfied, mut total) = (0u32, 0u32);
        for i in 0..LIFESTYLE_COUNT {
            if self.accepted[i] == 0 || them.answers[i] == 0 {
                continue;
            }
            let accepted = self.accepted[i] & them.answers[i] != 0;
            if !accepted && self.dealbreakers & (1 << i) != 0 {
                return None;
            }
            let weight = Importance::ALL[usize::from(self.importance[i])].weight();
            total += weight;
            if accepted {
                satisfied += weight;
            }
        }
        Some(if total == 0 { 1.0 } else { f64::from(satisfied) / f64::from(total) })
    }

    /// The match percentage, `None` when a dealbreaker excludes the pair.
    pub fn score(&self, other: &Packed) -> Option<u8> {
        let for_self = self.satisfaction(other)?;
        let for_other = other.satisfaction(self)?;
        let shared: u32 = self.interests.iter().zip(&other.interests).map(|(a, b)| (a & b).count_ones()).sum::<u32>()
            + u32::from(self.major != 0 && self.major == other.major)
            + u32::from(self.hometown != 0 && self.hometown == other.hometown);
        Some(percent(for_self, for_other, shared))
    }
}

fn percent(for_viewer: f64, for_other: f64, shared: u32) -> u8 {
    let bonus = f64::from(INTEREST_BONUS.min(2 * shared));
    let base = (for_viewer * for_other).sqrt() * f64::from(100 - INTEREST_BONUS);
    (base + bonus).round().clamp(0.0, 100.0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(pairs: &[(&str, &[&str])]) -> RoommatePreferences {
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

    fn candidate<'a>(answers: &'a RoommatePreferences, expectations: &'a Expectations) -> Candidate<'a> {
        Candidate { answers, expectations, major: None }
    }

    #[test]
    fn two_night_owls_who_accept_each_other_match_highly_and_say_why() {
        let (a_answers, b_answers) = (
            answers(&[("sleepSchedule", &["Night Owl"]), ("pastimes", &["Cooking", "Board Games"])]),
            answers(&[("sleepSchedule", &["Night Owl"]), ("pastimes", &["Cooking"])]),
        );
        let a_expects = expects(&[("sleepSchedule", &["Night Owl", "Balanced"], "very", false)]);
        let none = Expectations::default();

        let matched = compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none));

        let Match::Score { percent, reasons } = matched else { panic!("excluded") };
        assert_eq!(percent, 92, "90 from expectations, 2 for one shared pastime");
        let words: Vec<String> = reasons.iter().map(Reason::in_words).collect();
        assert_eq!(words[0], "You're both night owls");
        assert!(words.contains(&"They're a night owl, which you marked very important".to_owned()), "{words:?}");
        assert!(words.contains(&"You both like Cooking".to_owned()), "{words:?}");
    }

    #[test]
    fn reasons_read_as_plain_sentences() {
        let same = |category, answer| Reason::Same { category, answer }.in_words();
        let fits = |category, answer| Reason::FitsYou { category, answer, importance: Importance::Somewhat }.in_words();

        assert_eq!(same("sleepSchedule", "Early Bird"), "You're both early birds");
        assert_eq!(same("sleepSchedule", "Balanced"), "You both keep a balanced sleep schedule");
        assert_eq!(same("studyingPreference", "Late Night"), "You both study late at night");
        assert_eq!(same("housing", "Apartment"), "You both want an apartment");
        assert_eq!(same("substances", "No Smoking"), "Neither of you smokes");
        assert_eq!(same("major", "Physics"), "You both study Physics");
        assert_eq!(same("hometown", "Texas"), "You're both from Texas");
        assert_eq!(
            fits("sleepSchedule", "Balanced"),
            "They keep a balanced sleep schedule, which you marked somewhat important"
        );
        assert_eq!(fits("substances", "Substance Free"), "They're substance free, which you marked somewhat important");
        assert_eq!(
            fits("guestPreference", "Frequently"),
            "They have guests over frequently, which you marked somewhat important"
        );
    }

    #[test]
    fn an_unmet_expectation_lowers_the_match_by_its_weight() {
        let a_answers = answers(&[("guestPreference", &["Rarely"]), ("cleanliness", &["Neat"])]);
        let b_answers = answers(&[("guestPreference", &["Frequently"]), ("cleanliness", &["Neat"])]);
        let a_expects = expects(&[
            ("guestPreference", &["Rarely", "Occasionally"], "very", false),
            ("cleanliness", &["Very Neat", "Neat"], "somewhat", false),
        ]);
        let none = Expectations::default();

        let percent = compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none)).percent();

        // B satisfies 10 of A's 60 points: sqrt(1/6 x 1) x 90 = 36.7.
        assert_eq!(percent, Some(37));
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

        let Match::Score { reasons, .. } =
            compatibility(&candidate(&a_answers, &a_expects), &candidate(&b_answers, &none))
        else {
            panic!("excluded")
        };

        let importances: Vec<_> = reasons
            .iter()
            .map(|r| match r {
                Reason::FitsYou { importance, .. } => *importance,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(importances, [Importance::Very, Importance::Very, Importance::ALittle]);
    }

    #[test]
    fn profiles_without_expectations_match_on_interests_alone() {
        let a = answers(&[("favoriteArtists", &["Pop"])]);
        let b = answers(&[("favoriteArtists", &["Jazz"])]);
        let none = Expectations::default();

        assert_eq!(compatibility(&candidate(&a, &none), &candidate(&b, &none)).percent(), Some(90));
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

    use super::*;
    use crate::catalogues::Choice;

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
                let count = if catalogue.choice == Choice::Single { 1 } else { indexes.len() };
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
                raw.insert(
                    (*category).to_owned(),
                    ExpectationForm {
                        accepted: indexes.iter().map(|i| i.get(catalogue.options).to_string()).collect(),
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
            prop_assert_eq!(xy.percent(), yx.percent());
            let (xy_out, yx_out) = (matches!(xy, Match::Excluded { .. }), matches!(yx, Match::Excluded { .. }));
            prop_assert_eq!(xy_out, yx_out);
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
            prop_assert_eq!(px.score(&py), compatibility(&x, &y).percent());
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
            prop_assume!(!expectation.accepts(answer));
            // B moves their answer in that category to one A accepts.
            let mut raw: BTreeMap<String, Vec<String>> =
                b.answers().map(|(k, v)| (k.to_owned(), v.values().iter().map(|s| (*s).to_owned()).collect())).collect();
            raw.insert(category.to_owned(), vec![expectation.accepted[0].to_owned()]);
            let better = RoommatePreferences::stored(true, &raw).unwrap();

            let x = Candidate { answers: &a, expectations: &ea, major: None };
            let before = compatibility(&x, &Candidate { answers: &b, expectations: &eb, major: None });
            let after = compatibility(&x, &Candidate { answers: &better, expectations: &eb, major: None });
            match (before, after) {
                (Match::Score { percent: p0, .. }, Match::Score { percent: p1, .. }) => prop_assert!(p1 >= p0),
                (Match::Score { .. }, Match::Excluded { category }) => {
                    prop_assert!(false, "agreeing more excluded the pair on {}", category)
                }
                _ => {}
            }
        }
    }
}
