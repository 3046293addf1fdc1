pub(crate) mod test_instagram;
