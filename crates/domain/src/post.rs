//! A manager's Instagram post: its caption, how its image is framed for Instagram, when it may be
//! published, and how a failed attempt is retried (spec 3, 4, 5, 9; issue 11).

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};

/// Instagram's limits on a caption.
pub const CAPTION_MAX: usize = 2200;
pub const HASHTAGS_MAX: usize = 30;
pub const MENTIONS_MAX: usize = 20;
/// Posts of one Instagram account are at least this far apart (spec 9).
pub const SPACING: TimeDelta = TimeDelta::hours(1);
/// Instagram's image limits: width, and aspect ratio (width / height) from 4:5 to 1.91:1.
pub const MIN_WIDTH: u32 = 320;
pub const MAX_WIDTH: u32 = 1440;
const MIN_RATIO: f64 = 4.0 / 5.0;
const MAX_RATIO: f64 = 1.91;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PostRuleError {
    #[error("Please enter a caption")]
    CaptionMissing,
    #[error("Captions can be at most 2,200 characters")]
    CaptionTooLong,
    #[error("Instagram allows at most 30 hashtags in a caption")]
    TooManyHashtags,
    #[error("Instagram allows at most 20 @mentions in a caption")]
    TooManyMentions,
    #[error("The image must be at least 320 pixels wide once framed for Instagram")]
    ImageTooSmall,
    #[error("A post cannot be scheduled in the past")]
    SlotInPast,
    #[error("Posts to one Instagram account must be at least an hour apart")]
    SlotTooClose,
    #[error("The creator withdrew this submission, so it cannot be published")]
    Withdrawn,
}

/// A caption Instagram will take: not blank, at most 2,200 characters, 30 hashtags and 20
/// @mentions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caption(String);

impl Caption {
    pub fn parse(raw: &str) -> Result<Self, PostRuleError> {
        let caption = raw.trim();
        if caption.is_empty() {
            return Err(PostRuleError::CaptionMissing);
        }
        if caption.chars().count() > CAPTION_MAX {
            return Err(PostRuleError::CaptionTooLong);
        }
        if tags(caption, '#') > HASHTAGS_MAX {
            return Err(PostRuleError::TooManyHashtags);
        }
        if tags(caption, '@') > MENTIONS_MAX {
            return Err(PostRuleError::TooManyMentions);
        }
        Ok(Self(caption.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// How many `#tag`s (or `@name`s) the text holds: the sign at the start of a word, followed by a
/// letter, digit or underscore (an e-mail address's `@` is inside a word and does not count).
fn tags(text: &str, sign: char) -> usize {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len())
        .filter(|&i| chars[i] == sign)
        .filter(|&i| i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
        .filter(|&i| chars.get(i + 1).is_some_and(|c| c.is_alphanumeric() || *c == '_'))
        .count()
}

/// Where an image goes on the canvas Instagram gets: an image outside 4:5..1.91:1 is letterboxed
/// (bars added, nothing cropped), and a canvas wider than 1,440 px is scaled down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageFrame {
    pub canvas_width: u32,
    pub canvas_height: u32,
    pub image_width: u32,
    pub image_height: u32,
}

impl ImageFrame {
    /// The longest side an image ever has in a frame (a 4:5 portrait, 1,440 px wide): a decoder
    /// need not produce more.
    pub const LONGEST_SIDE: u32 = 1800;

    pub fn for_image(width: u32, height: u32) -> Result<Self, PostRuleError> {
        if width == 0 || height == 0 {
            return Err(PostRuleError::ImageTooSmall);
        }
        let (w, h) = (f64::from(width), f64::from(height));
        let ratio = w / h;
        let (canvas_w, canvas_h) = if ratio > MAX_RATIO {
            (w, (w / MAX_RATIO).ceil())
        } else if ratio < MIN_RATIO {
            ((h * MIN_RATIO).ceil(), h)
        } else {
            (w, h)
        };
        let scale = (f64::from(MAX_WIDTH) / canvas_w).min(1.0);
        let round = |v: f64| (v * scale).round().max(1.0) as u32;
        let frame = Self {
            canvas_width: round(canvas_w),
            canvas_height: round(canvas_h),
            image_width: round(w).min(round(canvas_w)),
            image_height: round(h).min(round(canvas_h)),
        };
        if frame.canvas_width < MIN_WIDTH {
            return Err(PostRuleError::ImageTooSmall);
        }
        Ok(frame)
    }

    /// Whether the image needs bars (its own ratio is outside what Instagram takes).
    pub fn is_letterboxed(&self) -> bool {
        self.image_width < self.canvas_width || self.image_height < self.canvas_height
    }
}

/// Whether `at` may take a post of an account whose other posts are at `taken`: not in the past,
/// and at least [`SPACING`] from each of them.
pub fn check_slot(at: DateTime<Utc>, now: DateTime<Utc>, taken: &[DateTime<Utc>]) -> Result<(), PostRuleError> {
    if at < now {
        return Err(PostRuleError::SlotInPast);
    }
    if taken.iter().any(|other| (at - *other).abs() < SPACING) {
        return Err(PostRuleError::SlotTooClose);
    }
    Ok(())
}

/// Where a new post of an account goes when the manager picks no time: an hour after the
/// account's latest queued or published post, or `now` if that is later.
pub fn next_slot(now: DateTime<Utc>, taken: &[DateTime<Utc>]) -> DateTime<Utc> {
    taken.iter().max().map_or(now, |latest| (*latest + SPACING).max(now))
}

/// The earliest time from `not_before` at least [`SPACING`] from every taken slot.
pub fn first_free_slot(not_before: DateTime<Utc>, taken: &[DateTime<Utc>]) -> DateTime<Utc> {
    let mut sorted: Vec<DateTime<Utc>> = taken.to_vec();
    sorted.sort();
    let mut candidate = not_before;
    for other in sorted {
        if (candidate - other).abs() < SPACING {
            candidate = other + SPACING;
        }
    }
    candidate
}

/// What went wrong with one publishing attempt, as the worker decides what to do next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptFailure {
    /// Rate limits, server errors, timeouts: worth trying again later.
    Transient,
    /// The account's publishing quota for the day is used up: wait, and it does not count as an
    /// attempt.
    QuotaUsed,
    /// An invalid token, an image or caption Instagram refuses: trying again will not help.
    Permanent,
}

/// How failed attempts are retried: doubling waits with jitter, a bounded number of times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    pub first_wait: Duration,
    pub longest_wait: Duration,
    pub max_attempts: u32,
    /// Waits when the quota is used up.
    pub quota_wait: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            first_wait: Duration::from_secs(60),
            longest_wait: Duration::from_secs(3600),
            max_attempts: 5,
            quota_wait: Duration::from_secs(3600),
        }
    }
}

/// What the worker does after a failed attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    RetryAfter(Duration),
    GiveUp,
}

impl RetryPolicy {
    /// After `attempts` failed attempts (this one included), with `jitter` drawn from 0..1: a
    /// transient failure waits `first_wait` doubled per earlier attempt (at most `longest_wait`),
    /// between half and all of it, until `max_attempts`.
    pub fn next(&self, failure: AttemptFailure, attempts: u32, jitter: f64) -> Next {
        match failure {
            AttemptFailure::Permanent => Next::GiveUp,
            AttemptFailure::QuotaUsed => Next::RetryAfter(self.quota_wait),
            AttemptFailure::Transient if attempts >= self.max_attempts => Next::GiveUp,
            AttemptFailure::Transient => {
                let doubled = self.first_wait.saturating_mul(1u32 << attempts.saturating_sub(1).min(20));
                let wait = doubled.min(self.longest_wait);
                Next::RetryAfter(wait.mul_f64(0.5 + 0.5 * jitter.clamp(0.0, 1.0)))
            }
        }
    }
}

/// A post's address on Instagram as the Graph API gave it, kept and linked only when it is an
/// `https://instagram.com` (or `www.`) address with a plain path: an answer that is anything else
/// (another site, a `javascript:` address, markup) is dropped rather than shown to students.
pub fn instagram_permalink(raw: &str) -> Option<&str> {
    let rest = raw.strip_prefix("https://")?;
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let plain = |c: char| c.is_ascii_alphanumeric() || "/_-.~?=&%".contains(c);
    (matches!(host, "instagram.com" | "www.instagram.com") && raw.len() <= 500 && path.chars().all(plain))
        .then_some(raw)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn a_new_post_goes_an_hour_after_the_accounts_latest_or_now() {
        let now = DateTime::parse_from_rfc3339("2026-11-23T10:00:00Z").unwrap().to_utc();
        assert_eq!(next_slot(now, &[]), now);
        assert_eq!(next_slot(now, &[now - SPACING * 3]), now);
        assert_eq!(next_slot(now, &[now - TimeDelta::minutes(20), now + SPACING * 2, now]), now + SPACING * 3);
    }

    fn at(hour: u32, minute: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 23, hour, minute, 0).unwrap()
    }

    #[test]
    fn a_caption_is_required_and_kept_within_instagrams_limits() {
        assert_eq!(Caption::parse("  "), Err(PostRuleError::CaptionMissing));
        assert_eq!(Caption::parse(" Go Blue! ").unwrap().as_str(), "Go Blue!");
        assert!(Caption::parse(&"é".repeat(2200)).is_ok());
        assert_eq!(Caption::parse(&"a".repeat(2201)), Err(PostRuleError::CaptionTooLong));
        assert_eq!(PostRuleError::CaptionMissing.to_string(), "Please enter a caption");
    }

    #[test]
    fn hashtags_and_mentions_are_counted_as_instagram_does() {
        let thirty = (0..30).map(|i| format!("#tag{i}")).collect::<Vec<_>>().join(" ");
        assert!(Caption::parse(&thirty).is_ok());
        assert_eq!(Caption::parse(&format!("{thirty} #one_more")), Err(PostRuleError::TooManyHashtags));
        let twenty = (0..20).map(|i| format!("@friend{i}")).collect::<Vec<_>>().join(" ");
        assert!(Caption::parse(&format!("{twenty} write to team@umich.edu, # alone, C# rocks")).is_ok());
        assert_eq!(Caption::parse(&format!("{twenty} (@extra)")), Err(PostRuleError::TooManyMentions));
    }

    #[test]
    fn images_outside_instagrams_ratios_are_letterboxed_and_wide_ones_scaled_down() {
        let square = ImageFrame::for_image(1080, 1080).unwrap();
        assert_eq!((square.canvas_width, square.canvas_height, square.is_letterboxed()), (1080, 1080, false));

        let panorama = ImageFrame::for_image(3000, 1000).unwrap();
        assert_eq!((panorama.canvas_width, panorama.canvas_height), (1440, 754), "1.91:1, 1,440 wide");
        assert_eq!((panorama.image_width, panorama.image_height), (1440, 480));

        let tall = ImageFrame::for_image(1000, 3000).unwrap();
        assert_eq!((tall.canvas_width, tall.canvas_height), (1440, 1800), "4:5");
        assert_eq!((tall.image_width, tall.image_height), (600, 1800));

        assert_eq!(ImageFrame::for_image(300, 300), Err(PostRuleError::ImageTooSmall));
        assert!(ImageFrame::for_image(300, 3000).is_ok(), "letterboxed to 2,400 x 3,000 then scaled");
    }

    #[test]
    fn posts_of_one_account_are_an_hour_apart_and_not_in_the_past() {
        let taken = [at(10, 0), at(12, 0)];
        assert_eq!(check_slot(at(9, 0), at(9, 30), &taken), Err(PostRuleError::SlotInPast));
        assert_eq!(check_slot(at(10, 59), at(9, 0), &taken), Err(PostRuleError::SlotTooClose));
        assert_eq!(check_slot(at(11, 0), at(9, 0), &taken), Ok(()));
        assert_eq!(first_free_slot(at(9, 30), &taken), at(11, 0));
        assert_eq!(first_free_slot(at(11, 30), &taken), at(13, 0));
        assert_eq!(first_free_slot(at(8, 0), &taken), at(8, 0));
    }

    #[test]
    fn transient_failures_wait_longer_each_time_and_permanent_ones_give_up() {
        let policy = RetryPolicy::default();
        assert_eq!(policy.next(AttemptFailure::Transient, 1, 1.0), Next::RetryAfter(Duration::from_secs(60)));
        assert_eq!(policy.next(AttemptFailure::Transient, 3, 1.0), Next::RetryAfter(Duration::from_secs(240)));
        assert_eq!(policy.next(AttemptFailure::Transient, 3, 0.0), Next::RetryAfter(Duration::from_secs(120)));
        assert_eq!(policy.next(AttemptFailure::Transient, 4, 1.0), Next::RetryAfter(Duration::from_secs(480)));
        assert_eq!(policy.next(AttemptFailure::Transient, 5, 0.5), Next::GiveUp);
        assert_eq!(policy.next(AttemptFailure::Permanent, 1, 0.5), Next::GiveUp);
        assert_eq!(policy.next(AttemptFailure::QuotaUsed, 9, 0.5), Next::RetryAfter(Duration::from_secs(3600)));
    }
}

#[cfg(test)]
mod properties {
    use chrono::TimeZone;
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn the_first_free_slot_is_free_and_no_earlier_free_minute_is_missed(
            offsets in proptest::collection::vec(0i64..600, 0..12), start in 0i64..600
        ) {
            let base = Utc.with_ymd_and_hms(2026, 11, 23, 0, 0, 0).unwrap();
            let taken: Vec<_> = offsets.iter().map(|m| base + TimeDelta::minutes(*m)).collect();
            let from = base + TimeDelta::minutes(start);
            let slot = first_free_slot(from, &taken);
            prop_assert!(slot >= from);
            prop_assert_eq!(check_slot(slot, from, &taken), Ok(()));
            let mut earlier = from;
            while earlier < slot {
                prop_assert!(check_slot(earlier, from, &taken).is_err(), "{} was free", earlier);
                earlier += TimeDelta::minutes(1);
            }
        }

        #[test]
        fn a_framed_image_is_within_instagrams_limits_and_keeps_its_shape(w in 1u32..6000, h in 1u32..6000) {
            let Ok(frame) = ImageFrame::for_image(w, h) else { return Ok(()) };
            prop_assert!((MIN_WIDTH..=MAX_WIDTH).contains(&frame.canvas_width));
            let ratio = f64::from(frame.canvas_width) / f64::from(frame.canvas_height);
            prop_assert!((MIN_RATIO - 0.01..=MAX_RATIO + 0.01).contains(&ratio), "ratio {}", ratio);
            prop_assert!(frame.image_width <= frame.canvas_width && frame.image_height <= frame.canvas_height);
            prop_assert!(frame.image_width.max(frame.image_height) <= ImageFrame::LONGEST_SIDE);
            let (original, framed) = (f64::from(w) / f64::from(h), f64::from(frame.image_width) / f64::from(frame.image_height));
            prop_assert!((original - framed).abs() / original < 0.05 || frame.image_width < 20 || frame.image_height < 20);
        }

        #[test]
        fn retry_waits_never_exceed_the_longest_wait(attempts in 1u32..100, jitter in 0.0f64..1.0) {
            let policy = RetryPolicy::default();
            if let Next::RetryAfter(wait) = policy.next(AttemptFailure::Transient, attempts, jitter) {
                prop_assert!(wait <= policy.longest_wait && wait >= policy.first_wait / 2);
            }
        }
    }

    #[test]
    fn only_an_instagram_address_is_kept_as_a_permalink() {
        for kept in ["https://www.instagram.com/p/C0ffee_-1/", "https://instagram.com/reel/abc?igsh=x1"] {
            assert_eq!(instagram_permalink(kept), Some(kept));
        }
        for dropped in [
            "http://www.instagram.com/p/abc/",
            "https://www.instagram.com.evil.example/p/abc/",
            "https://evil.example/?u=https://www.instagram.com/",
            "https://user@www.instagram.com/p/abc/",
            "javascript:alert(1)//https://www.instagram.com/",
            "https://www.instagram.com/p/\"><script>/",
            "https://www.instagram.com/p/a b/",
        ] {
            assert_eq!(instagram_permalink(dropped), None, "{dropped}");
        }
    }
}
