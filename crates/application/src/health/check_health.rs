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
    async fn an_unreachable_database_is_reported_down() {
        let mut probe = MockDatabaseProbe::new();
        probe.expect_ping().times(1).returning(|| Err(anyhow::anyhow!("connection refused")));

        let report = check_health(&probe).await;

        assert_eq!(report.database, ComponentHealth::Down);
        assert!(!report.is_healthy());
    }
}
