//! Paging for every list that can grow: what was asked for, brought into range, and one page
//! of the answer. Two forms:
//! - by page number (`PageRequest`, `Page`): lists people jump around in, with a total;
//! - by keyset (`KeysetRequest`, `Keyset`): feeds that grow at their head, newest first
//!   (notifications, messages), where a page number would shift as new rows arrive. The next page
//!   starts strictly after the last row seen, ordered by (time, id) descending.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// A page request: page from 1, size from 1 to 100 (out-of-range values are brought into range).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    page: i64,
    size: i64,
}

impl PageRequest {
    pub const MAX_SIZE: i64 = 100;

    pub fn new(page: Option<i64>, size: Option<i64>, default_size: i64) -> Self {
        Self { page: page.unwrap_or(1).max(1), size: size.unwrap_or(default_size).clamp(1, Self::MAX_SIZE) }
    }

    pub fn page(self) -> i64 {
        self.page
    }

    pub fn size(self) -> i64 {
        self.size
    }

    /// How many rows come before this page (saturating, so a huge page number cannot overflow).
    pub fn offset(self) -> i64 {
        (self.page - 1).saturating_mul(self.size)
    }

    /// This page of a list read whole (all of it is counted).
    pub fn of_all<T>(self, all: Vec<T>) -> Page<T> {
        let total = all.len() as i64;
        let items = all
            .into_iter()
            .skip(usize::try_from(self.offset()).unwrap_or(usize::MAX))
            .take(usize::try_from(self.size()).unwrap_or(0))
            .collect();
        self.answer(items, total)
    }

    /// The page of `items` out of `total` that this request asked for.
    pub fn answer<T>(self, items: Vec<T>, total: i64) -> Page<T> {
        Page { items, total, page: self.page, page_size: self.size }
    }
}

impl Default for PageRequest {
    /// The first page of 20.
    fn default() -> Self {
        Self::new(None, None, 20)
    }
}

/// One page of a list, and how many there are in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

/// Where a keyset page ends: the (time, id) of its last row. Opaque to clients, who hand back
/// the text the previous page answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cursor {
    pub at: DateTime<Utc>,
    pub id: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cursor is not one this list handed out")]
pub struct InvalidCursor;

impl Cursor {
    /// Reads the text `to_string` wrote: microseconds since the epoch, `_`, the id.
    pub fn parse(text: &str) -> Result<Self, InvalidCursor> {
        let (micros, id) = text.split_once('_').ok_or(InvalidCursor)?;
        let micros = micros.parse::<i64>().map_err(|_| InvalidCursor)?;
        let at = DateTime::from_timestamp_micros(micros).ok_or(InvalidCursor)?;
        let id = Uuid::try_parse(id).map_err(|_| InvalidCursor)?;
        Ok(Self { at, id })
    }
}

impl std::fmt::Display for Cursor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}_{}", self.at.timestamp_micros(), self.id)
    }
}

/// A keyset page request: the rows strictly older than `before` (the newest when `None`), at most
/// `limit` (1 to [`PageRequest::MAX_SIZE`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeysetRequest {
    pub before: Option<Cursor>,
    limit: i64,
}

impl KeysetRequest {
    pub fn new(before: Option<Cursor>, limit: Option<i64>, default_limit: i64) -> Self {
        Self { before, limit: limit.unwrap_or(default_limit).clamp(1, PageRequest::MAX_SIZE) }
    }

    pub fn limit(self) -> i64 {
        self.limit
    }

    /// How many rows an adapter reads: one more than the page, to know whether another follows.
    pub fn fetch(self) -> i64 {
        self.limit + 1
    }

    /// The page out of `rows` read newest first (at most [`fetch`](Self::fetch) of them), and
    /// where the next one starts when more follow.
    pub fn answer<T>(self, mut rows: Vec<T>, cursor_of: impl Fn(&T) -> Cursor) -> Keyset<T> {
        let more = rows.len() as i64 > self.limit;
        rows.truncate(self.limit as usize);
        let next = if more { rows.last().map(cursor_of) } else { None };
        Keyset { items: rows, next }
    }
}

/// One keyset page, newest first, and the cursor of the next when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keyset<T> {
    pub items: Vec<T>,
    pub next: Option<Cursor>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cursor(micros: i64, id: u128) -> Cursor {
        Cursor { at: DateTime::from_timestamp_micros(micros).unwrap(), id: Uuid::from_u128(id) }
    }

    #[test]
    fn a_cursor_reads_back_what_it_wrote_and_nothing_else() {
        let written = cursor(1_764_115_200_123_456, 7);
        assert_eq!(Cursor::parse(&written.to_string()), Ok(written));
        for text in [
            "",
            "_",
            "12",
            "x_00000000-0000-0000-0000-000000000007",
            "12_not-a-uuid",
            "9223372036854775807_00000000-0000-0000-0000-000000000007",
        ] {
            assert_eq!(Cursor::parse(text), Err(InvalidCursor), "{text}");
        }
    }

    #[test]
    fn a_keyset_page_reads_one_more_row_to_know_another_follows() {
        let request = KeysetRequest::new(None, Some(2), 20);
        assert_eq!(request.fetch(), 3);
        let rows = vec![cursor(30, 3), cursor(20, 2), cursor(10, 1)];
        let page = request.answer(rows, |row| *row);
        assert_eq!(page.items, vec![cursor(30, 3), cursor(20, 2)]);
        assert_eq!(page.next, Some(cursor(20, 2)));
        let last = request.answer(vec![cursor(10, 1)], |row| *row);
        assert_eq!(last.next, None);
        assert_eq!(KeysetRequest::new(None, Some(10_000), 20).limit(), PageRequest::MAX_SIZE);
    }

    #[test]
    fn out_of_range_requests_are_brought_into_range() {
        let request = PageRequest::new(Some(0), Some(1000), 20);
        assert_eq!((request.page(), request.size(), request.offset()), (1, 100, 0));
        assert_eq!(PageRequest::new(None, None, 20).size(), 20);
        assert_eq!(PageRequest::new(Some(3), Some(-5), 20).offset(), 2);
    }

    #[test]
    fn a_huge_page_number_does_not_overflow() {
        assert_eq!(PageRequest::new(Some(i64::MAX), Some(100), 20).offset(), i64::MAX);
    }

    #[test]
    fn a_page_of_a_list_read_whole_counts_all_of_it() {
        let page = PageRequest::new(Some(2), Some(2), 20).of_all(vec![1, 2, 3, 4, 5]);
        assert_eq!((page.items, page.total), (vec![3, 4], 5));
        assert!(PageRequest::new(Some(9), Some(2), 20).of_all(vec![1]).items.is_empty());
    }
}
