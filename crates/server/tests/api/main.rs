//! The API driven over HTTP against a real PostgreSQL: one fresh database per test.

mod health;
mod helpers;
mod newsletter;
mod platform;
