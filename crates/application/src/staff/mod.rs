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

/// What an admin assigned a staff member.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assignment {
    pub universities: Vec<Uuid>,
    /// An admin limited them to universities; still true when those were deleted since, so a
    /// moderator never falls back to reviewing every university.
    pub limited: bool,
}

/// The universities each staff member was assigned.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait StaffAssignments: Send + Sync + 'static {
    async fn assignment_of(&self, user_id: Uuid) -> anyhow::Result<Assignment>;
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
            Role::Manager => StaffScope::Only(self.assignments.assignment_of(actor.id).await?.universities),
            _ => StaffScope::Only(Vec::new()),
        })
    }

    /// Whose profiles `actor` may review: admins everywhere; a moderator an admin limited at
    /// their universities (none left when those were deleted), one never limited everywhere (as
    /// before universities were assigned); nobody else.
    pub async fn moderating(&self, actor: &User) -> anyhow::Result<StaffScope> {
        Ok(match actor.role {
            Role::Admin => StaffScope::Everywhere,
            Role::Moderator => match self.assignments.assignment_of(actor.id).await? {
                Assignment { limited: false, .. } => StaffScope::Everywhere,
                Assignment { universities, .. } => StaffScope::Only(universities),
            },
            _ => StaffScope::Only(Vec::new()),
        })
    }

    /// Whose submitted content `actor` may review: a manager where they manage, a moderator
    /// where they moderate, admins everywhere.
    pub async fn reviewing_content(&self, actor: &User) -> anyhow::Result<StaffScope> {
        match actor.role {
            Role::Manager => self.managing(actor).await,
            _ => self.moderating(actor).await,
        }
    }
}

#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use uuid::Uuid;

    use super::{Assignment, MockStaffAssignments, Staff};

    /// Staff whose every member was assigned exactly `universities` (limited to them when any).
    pub(crate) fn assigned(universities: &[Uuid]) -> Staff {
        with(Assignment { universities: universities.to_vec(), limited: !universities.is_empty() })
    }

    pub(crate) fn with(assignment: Assignment) -> Staff {
        let mut assignments = MockStaffAssignments::new();
        assignments.expect_assignment_of().returning(move |_| Ok(assignment.clone()));
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

    #[tokio::test]
    async fn a_moderator_whose_universities_were_all_deleted_reviews_none_not_every_one() {
        let gone = testing::with(Assignment { universities: vec![], limited: true });
        let moderator = User { role: Role::Moderator, ..sample_user() };

        assert_eq!(gone.moderating(&moderator).await.unwrap(), StaffScope::Only(vec![]));
    }
}
