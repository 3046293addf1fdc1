//! Staff scope (issue 23): the universities a manager or moderator acts on. Admins assign them
//! (`users::UserAdministration`); admins themselves act everywhere.

use std::sync::Arc;

use async_trait::async_trait;
use quad_domain::{Role, User};
use uuid::Uuid;

/// Where a staff member may act.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StaffScope {
    Everywhere,
    /// Only these universities (possibly none).
    Only(Vec<Uuid>),
}

impl StaffScope {
    pub fn covers(&self, university: Uuid) -> bool {
        match self {
            StaffScope::Everywhere => true,
            StaffScope::Only(universities) => universities.contains(&university),
        }
    }

    /// `None` for everywhere.
    pub fn universities(&self) -> Option<&[Uuid]> {
        match self {
            StaffScope::Everywhere => None,
            StaffScope::Only(universities) => Some(universities),
        }
    }
}

/// The universities each staff member was assigned.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait StaffAssignments: Send + Sync + 'static {
    async fn universities_of(&self, user_id: Uuid) -> anyhow::Result<Vec<Uuid>>;
}

#[derive(Clone)]
pub struct Staff {
    assignments: Arc<dyn StaffAssignments>,
}

impl Staff {
    pub fn new(assignments: Arc<dyn StaffAssignments>) -> Self {
        Self { assignments }
    }

    /// Where `actor` may manage Instagram accounts and posts: admins everywhere, managers at
    /// their universities; nobody else anywhere.
    pub async fn managing(&self, actor: &User) -> anyhow::Result<StaffScope> {
        Ok(match actor.role {
            Role::Admin => StaffScope::Everywhere,
            Role::Manager => StaffScope::Only(self.assignments.universities_of(actor.id).await?),
            _ => StaffScope::Only(Vec::new()),
        })
    }

    /// Whose profiles `actor` may review: admins everywhere; a moderator at their universities,
    /// or everywhere when they have none (as before universities were assigned); nobody else.
    pub async fn moderating(&self, actor: &User) -> anyhow::Result<StaffScope> {
        Ok(match actor.role {
            Role::Admin => StaffScope::Everywhere,
            Role::Moderator => match self.assignments.universities_of(actor.id).await? {
                assigned if assigned.is_empty() => StaffScope::Everywhere,
                assigned => StaffScope::Only(assigned),
            },
            _ => StaffScope::Only(Vec::new()),
        })
    }
}

#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use uuid::Uuid;

    use super::{MockStaffAssignments, Staff};

    /// Staff whose every member was assigned exactly `universities`.
    pub(crate) fn assigned(universities: &[Uuid]) -> Staff {
        let universities = universities.to_vec();
        let mut assignments = MockStaffAssignments::new();
        assignments.expect_universities_of().returning(move |_| Ok(universities.clone()));
        Staff::new(Arc::new(assignments))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::sample_user;

    #[tokio::test]
    async fn admins_act_everywhere_managers_where_assigned_and_unassigned_moderators_everywhere() {
        let michigan = Uuid::from_u128(1);
        let as_role = |role| User { role, ..sample_user() };
        let none = testing::assigned(&[]);
        let some = testing::assigned(&[michigan]);

        assert_eq!(none.managing(&as_role(Role::Admin)).await.unwrap(), StaffScope::Everywhere);
        assert_eq!(none.managing(&as_role(Role::Manager)).await.unwrap(), StaffScope::Only(vec![]));
        assert_eq!(some.managing(&as_role(Role::Manager)).await.unwrap(), StaffScope::Only(vec![michigan]));
        assert_eq!(some.managing(&as_role(Role::Moderator)).await.unwrap(), StaffScope::Only(vec![]));
        assert_eq!(none.moderating(&as_role(Role::Moderator)).await.unwrap(), StaffScope::Everywhere);
        assert_eq!(some.moderating(&as_role(Role::Moderator)).await.unwrap(), StaffScope::Only(vec![michigan]));
        assert_eq!(some.moderating(&as_role(Role::Manager)).await.unwrap(), StaffScope::Only(vec![]));
    }
}
