use super::ports::DatabaseProbe;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ComponentHealth {
    Up,
    Down,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HealthReport {
    pub database: ComponentHealth,
}

impl HealthReport {
    pub fn is_healthy(&self) -> bool {
        self.database == ComponentHealth::Up
    }
}

/// Checks the parts Quad cannot work without. A failure is logged here, never shown to callers.
pub async fn check_health(database: &dyn DatabaseProbe) -> HealthReport {
    let database = match database.ping().await {
        Ok(()) => ComponentHealth::Up,
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), "database health check failed");
            ComponentHealth::Down
        }
    };
    HealthReport { database }
}

/// Whether this instance should be sent traffic: the database answers and holds every
/// migration this build carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Readiness {
    Ready,
    DatabaseDown,
    MigrationsPending(usize),
}

pub async fn check_readiness(database: &dyn DatabaseProbe) -> Readiness {
    if check_health(database).await.database == ComponentHealth::Down {
        return Readiness::DatabaseDown;
    }
    match database.pending_migrations().await {
        Ok(0) => Readiness::Ready,
        Ok(pending) => Readiness::MigrationsPending(pending),
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), "cannot read the applied migrations");
            Readiness::DatabaseDown
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::health::ports::MockDatabaseProbe;

    #[tokio::test]
    async fn a_reachable_database_is_reported_up() {
        let mut probe = MockDatabaseProbe::new();
        probe.expect_ping().times(1).returning(|| Ok(()));

        let report = check_health(&probe).await;

        assert_eq!(report.database, ComponentHealth::Up);
        assert!(report.is_healthy());
    }

    #[tokio::test]
    async fn ready_only_once_every_migration_is_applied() {
        for (pending, expected) in [(0, Readiness::Ready), (2, Readiness::MigrationsPending(2))] {
            let mut probe = MockDatabaseProbe::new();
            probe.expect_ping().returning(|| Ok(()));
            probe.expect_pending_migrations().times(1).returning(move || Ok(pending));

            assert_eq!(check_readiness(&probe).await, expected);
        }
    }

    #[tokio::test]
    async fn not_ready_while_the_database_is_down_and_migrations_are_not_asked() {
        let mut probe = MockDatabaseProbe::new();
        probe.expect_ping().returning(|| Err(anyhow::anyhow!("connection refused")));
        probe.expect_pending_migrations().never();

        assert_eq!(check_readiness(&probe).await, Readiness::DatabaseDown);
    }

    #[tokio::test]
    async fn an_unreachable_database_is_reported_down() {
        let mut probe = MockDatabaseProbe::new();
        probe.expect_ping().times(1).returning(|| Err(anyhow::anyhow!("connection refused")));

        let report = check_health(&probe).await;

        assert_eq!(report.database, ComponentHealth::Down);
        assert!(!report.is_healthy());
    }
}
