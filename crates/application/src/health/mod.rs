mod check_health;
pub mod ports;

pub use check_health::{ComponentHealth, HealthReport, Readiness, check_health, check_readiness};
