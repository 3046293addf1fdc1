use std::sync::Arc;

use quad_domain::User;

use super::{AuditFilter, AuditLog, AuditRecord};
use crate::{Page, PageRequest};

#[derive(Debug, Clone, Default)]
pub struct ActivityQuery {
    pub filter: AuditFilter,
    pub page: PageRequest,
}

#[derive(Debug, thiserror::Error)]
pub enum ActivityError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("The start of the range must come before its end")]
    BackwardsRange,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The audit log as admins read it.
#[derive(Clone)]
pub struct ActivityLog {
    log: Arc<dyn AuditLog>,
}

impl ActivityLog {
    pub fn new(log: Arc<dyn AuditLog>) -> Self {
        Self { log }
    }

    /// A page of staff actions, newest first (admins only).
    pub async fn list(&self, actor: &User, query: ActivityQuery) -> Result<Page<AuditRecord>, ActivityError> {
        if !actor.role.can_manage_users() {
            return Err(ActivityError::Forbidden);
        }
        if let (Some(from), Some(to)) = (query.filter.from, query.filter.to)
            && from > to
        {
            return Err(ActivityError::BackwardsRange);
        }
        let (records, total) = self.log.list(query.filter, query.page).await?;
        Ok(query.page.answer(records, total))
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::Role;

    use super::*;
    use crate::{accounts::testing::sample_user, audit::MockAuditLog};

    #[tokio::test]
    async fn only_admins_read_the_log() {
        let mut log = MockAuditLog::new();
        log.expect_list().never();
        let activity = ActivityLog::new(Arc::new(log));
        for role in [Role::User, Role::Moderator, Role::Manager] {
            let error = activity.list(&User { role, ..sample_user() }, ActivityQuery::default()).await.unwrap_err();
            assert!(matches!(error, ActivityError::Forbidden));
        }
    }

    #[tokio::test]
    async fn a_backwards_range_is_refused_before_reading() {
        let mut log = MockAuditLog::new();
        log.expect_list().never();
        let now = crate::accounts::testing::now();
        let query = ActivityQuery {
            filter: AuditFilter {
                from: Some(now),
                to: Some(now - chrono::Duration::days(1)),
                ..AuditFilter::default()
            },
            ..ActivityQuery::default()
        };
        let admin = User { role: Role::Admin, ..sample_user() };

        let error = ActivityLog::new(Arc::new(log)).list(&admin, query).await.unwrap_err();

        assert!(matches!(error, ActivityError::BackwardsRange));
    }
}
