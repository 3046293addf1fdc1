pub(crate) mod accounts;
mod dto;
pub(crate) mod posts;
pub(crate) mod test_instagram;
