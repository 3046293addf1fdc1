//! The packed form ranking reads: the same score as the readable model, without allocating.

use super::{Candidate, Fit, INTERESTS, Importance, LIFESTYLE, PreferenceValue, Score, Tally, percent};
use crate::catalogues;

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
/// Version 2: expectations on a scale are ranges, nearly met one step outside them.
pub const PACKED_VERSION: u8 = 2;
/// The lifestyle categories that are scales (cleanliness, guests), as bits in [`LIFESTYLE`]'s
/// order; a test holds it to the catalogue's kinds.
const SCALES: u8 = 0b0000_0110;
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

    /// How well `them` meets `self`'s expectations, as [`tally`] counts; `None` for a broken
    /// dealbreaker.
    fn tally(&self, them: &Packed) -> Option<Tally> {
        let mut tally = Tally::default();
        for i in 0..LIFESTYLE_COUNT {
            if self.accepted[i] == 0 || them.answers[i] == 0 {
                continue;
            }
            let (answer, accepted) = (them.answers[i], self.accepted[i]);
            // Every answer accepted (several at once: one unacceptable answer fails it); on a
            // scale, whose accepted range is contiguous bits, the bit next to it is nearly met.
            let fit = if answer & !accepted == 0 {
                Fit::Met
            } else if SCALES & (1 << i) != 0 && answer & (accepted << 1 | accepted >> 1) != 0 {
                Fit::Near
            } else {
                Fit::Unmet
            };
            if fit != Fit::Met && self.dealbreakers & (1 << i) != 0 {
                return None;
            }
            tally.add(Importance::ALL[usize::from(self.importance[i])].weight(), fit);
        }
        Some(tally)
    }

    /// The score of the pair, as [`compatibility`] gives it.
    pub fn score(&self, other: &Packed) -> Score {
        let (Some(for_self), Some(for_other)) = (self.tally(other), other.tally(self)) else { return Score::Excluded };
        let shared: u32 = self.interests.iter().zip(&other.interests).map(|(a, b)| (a & b).count_ones()).sum::<u32>()
            + u32::from(self.major != 0 && self.major == other.major)
            + u32::from(self.hometown != 0 && self.hometown == other.hometown);
        percent(for_self.share(), for_other.share(), shared).map_or(Score::TooLittle, Score::Percent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_bits_are_the_catalogues_scales() {
        for (i, category) in LIFESTYLE.iter().enumerate() {
            let scale = catalogues::catalogue(category).and_then(|c| c.scale()).is_some();
            assert_eq!(SCALES & (1 << i) != 0, scale, "{category}");
        }
    }
}
