//! Ranking 50,000 students for one viewer: the packed form (what GET /roommates runs) beside the
//! readable model it is checked against (`compatibility`), on the same generated students.
//! Run with `just bench`; prints figures, asserts nothing.

use std::{
    collections::BTreeMap,
    time::{Duration, Instant},
};

use quad_domain::{
    catalogues,
    compatibility::{Candidate, ExpectationForm, Expectations, LIFESTYLE, Match, Packed, Score, compatibility},
    profile::RoommatePreferences,
};

const STUDENTS: usize = 50_000;

/// A small deterministic generator, so every run ranks the same students.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn student(rng: &mut Lcg) -> (RoommatePreferences, Expectations, &'static str) {
    let mut answers = BTreeMap::new();
    for catalogue in catalogues::CATALOGUES {
        let picks = if !catalogue.multiple() { 1 } else { rng.below(4) };
        let chosen = (0..picks).map(|_| catalogue.options[rng.below(catalogue.options.len())].to_owned()).collect();
        answers.insert(catalogue.key.to_owned(), chosen);
    }
    let mut expectations = BTreeMap::new();
    for key in LIFESTYLE {
        if rng.below(2) == 0 {
            continue;
        }
        let catalogue = catalogues::catalogue(key).unwrap();
        let options = catalogue.options;
        let mut accepted: Vec<&str> = (0..1 + rng.below(3)).map(|_| options[rng.below(options.len())]).collect();
        // On a scale, the range between the picks.
        if catalogue.scale().is_some() {
            let at = |a: &&str| options.iter().position(|o| o == a).unwrap();
            let (from, to) = (accepted.iter().map(at).min().unwrap(), accepted.iter().map(at).max().unwrap());
            accepted = options[from..=to].to_vec();
        }
        let form = ExpectationForm {
            accepted: accepted.into_iter().map(str::to_owned).collect(),
            importance: ["a_little", "somewhat", "very"][rng.below(3)].to_owned(),
            dealbreaker: rng.below(10) == 0,
        };
        expectations.insert((*key).to_owned(), form);
    }
    (
        RoommatePreferences::stored(true, &answers).unwrap(),
        Expectations::parse(&expectations).unwrap(),
        catalogues::MAJOR[rng.below(catalogues::MAJOR.len())],
    )
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() {
    let mut rng = Lcg(7);
    let students: Vec<_> = (0..=STUDENTS).map(|_| student(&mut rng)).collect();
    let candidates: Vec<Candidate<'_>> = students
        .iter()
        .map(|(answers, expectations, major)| Candidate { answers, expectations, major: Some(major) })
        .collect();
    let packed: Vec<Packed> = candidates.iter().map(Packed::of).collect();
    let (viewer, others) = candidates.split_first().unwrap();
    let (viewer_packed, others_packed) = packed.split_first().unwrap();

    let (mut fast, mut model) = (Vec::new(), Vec::new());
    let mut listed = 0;
    for _ in 0..11 {
        let started = Instant::now();
        let mut scores: Vec<(Option<u8>, usize)> = others_packed
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match viewer_packed.score(o) {
                Score::Excluded => None,
                score => Some((score.percent(), i)),
            })
            .collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        fast.push(started.elapsed());
        listed = scores.len();

        let started = Instant::now();
        let mut scores: Vec<(Option<u8>, usize)> = others
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match compatibility(viewer, o) {
                Match::Excluded { .. } => None,
                listed => Some((listed.percent(), i)),
            })
            .collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        model.push(started.elapsed());
    }
    let (fast, model) = (median(fast), median(model));
    println!("ranking {STUDENTS} students for one viewer ({listed} not excluded), median of 11:");
    println!("  packed form (GET /roommates): {:>7.2} ms", fast.as_secs_f64() * 1e3);
    println!("  readable model (with reasons): {:>7.2} ms", model.as_secs_f64() * 1e3);
    println!("  the packed form is {:.0}x faster", model.as_secs_f64() / fast.as_secs_f64());
}
