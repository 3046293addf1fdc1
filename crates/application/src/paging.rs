//! Paging for every list that can grow: what was asked for, brought into range, and one page
//! of the answer.

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
