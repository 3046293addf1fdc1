mod check_health;
pub mod ports;

pub use check_health::{ComponentHealth, HealthReport, check_health};
