use quad_domain::User;

use super::ports::UserDirectory;

#[derive(Debug, Clone)]
pub struct ListUsers {
    pub search: Option<String>,
    /// From 1.
    pub page: i64,
    pub page_size: i64,
}

#[derive(Debug, Clone)]
pub struct UserPage {
    pub users: Vec<User>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

/// A page of people; out-of-range paging values are brought into range (page ≥ 1, 1 ≤ size ≤ 100).
pub async fn list_users(directory: &dyn UserDirectory, query: ListUsers) -> anyhow::Result<UserPage> {
    let page = query.page.max(1);
    let page_size = query.page_size.clamp(1, 100);
    let search = query.search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let (users, total) = directory.list(search, (page - 1) * page_size, page_size).await?;
    Ok(UserPage { users, total, page, page_size })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::users::ports::MockUserDirectory;

    #[tokio::test]
    async fn paging_is_brought_into_range_and_blank_search_is_none() {
        let mut directory = MockUserDirectory::new();
        directory
            .expect_list()
            .withf(|search, offset, limit| search.is_none() && *offset == 0 && *limit == 100)
            .times(1)
            .returning(|_, _, _| Ok((vec![], 0)));

        let page =
            list_users(&directory, ListUsers { search: Some("  ".into()), page: 0, page_size: 1000 }).await.unwrap();

        assert_eq!((page.page, page.page_size, page.total), (1, 100, 0));
    }

    #[tokio::test]
    async fn page_three_of_twenty_starts_at_forty() {
        let mut directory = MockUserDirectory::new();
        directory
            .expect_list()
            .withf(|search, offset, limit| search.as_deref() == Some("ada") && *offset == 40 && *limit == 20)
            .times(1)
            .returning(|_, _, _| Ok((vec![], 41)));

        list_users(&directory, ListUsers { search: Some(" ada ".into()), page: 3, page_size: 20 }).await.unwrap();
    }
}
