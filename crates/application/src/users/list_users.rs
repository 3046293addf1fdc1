use quad_domain::User;

use super::ports::UserDirectory;
use crate::{Page, PageRequest};

#[derive(Debug, Clone)]
pub struct ListUsers {
    pub search: Option<String>,
    pub page: PageRequest,
}

#[derive(Debug, thiserror::Error)]
pub enum ListUsersError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A page of people, for admins only.
pub async fn list_users(
    directory: &dyn UserDirectory,
    actor: &User,
    query: ListUsers,
) -> Result<Page<User>, ListUsersError> {
    if !actor.role.can_manage_users() {
        return Err(ListUsersError::Forbidden);
    }
    let search = query.search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let (users, total) = directory.list(search, query.page.offset(), query.page.size()).await?;
    Ok(query.page.answer(users, total))
}

#[cfg(test)]
mod tests {
    use quad_domain::Role;

    use super::*;
    use crate::{accounts::testing::sample_user, users::ports::MockUserDirectory};

    fn admin() -> User {
        User { role: Role::Admin, ..sample_user() }
    }

    #[tokio::test]
    async fn paging_is_brought_into_range_and_blank_search_is_none() {
        let mut directory = MockUserDirectory::new();
        directory
            .expect_list()
            .withf(|search, offset, limit| search.is_none() && *offset == 0 && *limit == 100)
            .times(1)
            .returning(|_, _, _| Ok((vec![], 0)));

        let query = ListUsers { search: Some("  ".into()), page: PageRequest::new(Some(0), Some(1000), 20) };
        let page = list_users(&directory, &admin(), query).await.unwrap();

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

        let query = ListUsers { search: Some(" ada ".into()), page: PageRequest::new(Some(3), Some(20), 20) };
        list_users(&directory, &admin(), query).await.unwrap();
    }

    #[tokio::test]
    async fn only_admins_list_people() {
        let mut directory = MockUserDirectory::new();
        directory.expect_list().never();
        for role in [Role::User, Role::Moderator, Role::Manager] {
            let actor = User { role, ..sample_user() };
            let query = ListUsers { search: None, page: PageRequest::new(None, None, 20) };

            let error = list_users(&directory, &actor, query).await.unwrap_err();

            assert!(matches!(error, ListUsersError::Forbidden));
        }
    }
}
