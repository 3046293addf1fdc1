//! Scales: the catalogues whose options are in order (cleanliness, guests), and the ranges of
//! them an expectation accepts ("at least Neat").

use super::{Catalogue, Kind};

/// How a range of a scale is said: "at least Neat" runs from the first option to Neat, "no
/// neater than Average" from Average to the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scale {
    pub toward_first: &'static str,
    pub toward_last: &'static str,
}

impl Catalogue {
    pub fn scale(&self) -> Option<Scale> {
        match self.kind {
            Kind::Ordered(scale) => Some(scale),
            Kind::Unordered | Kind::Several => None,
        }
    }

    /// Every range of a scale an expectation can accept, as (first, last) option indexes, the
    /// whole scale left out (it accepts anything); none for a category that is not a scale.
    pub fn ranges(&self) -> Vec<(usize, usize)> {
        if self.scale().is_none() {
            return Vec::new();
        }
        let last = self.options.len() - 1;
        let mut ranges: Vec<(usize, usize)> =
            (0..=last).flat_map(|from| (from..=last).map(move |to| (from, to))).filter(|r| *r != (0, last)).collect();
        // As a student reads them: "at least ..." first, then "no neater than ...", "only ...", the rest.
        let group = |(from, to): (usize, usize)| match () {
            _ if from == to => 2,
            _ if from == 0 => 0,
            _ if to == last => 1,
            _ => 3,
        };
        ranges.sort_by_key(|&range| (group(range), range));
        ranges
    }

    /// A range of a scale in words: "at least Neat", "no neater than Average", "only Neat",
    /// "Neat to Average".
    pub fn range_in_words(&self, (from, to): (usize, usize)) -> String {
        let (scale, last) = (self.scale(), self.options.len().saturating_sub(1));
        let option = |i: usize| self.options.get(i).copied().unwrap_or_default();
        match scale {
            _ if from == to => format!("only {}", option(from)),
            Some(scale) if from == 0 => format!("{} {}", scale.toward_first, option(to)),
            Some(scale) if to == last => format!("{} {}", scale.toward_last, option(from)),
            _ => format!("{} to {}", option(from), option(to)),
        }
    }

    /// The (first, last) indexes of the range `accepted` covers, when its options are
    /// contiguous on a scale.
    pub fn range_of(&self, accepted: &[&str]) -> Option<(usize, usize)> {
        self.scale()?;
        let mut indexes: Vec<usize> =
            accepted.iter().filter_map(|a| self.options.iter().position(|o| o == a)).collect();
        indexes.sort_unstable();
        indexes.dedup();
        let (first, last) = (*indexes.first()?, *indexes.last()?);
        (indexes.len() == accepted.len() && last - first + 1 == indexes.len()).then_some((first, last))
    }
}
