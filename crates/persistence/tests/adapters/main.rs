//! The PostgreSQL adapters' own SQL against a real database: one fresh, migrated database per
//! test on the server `DATABASE_URL` names (the local one by default).

mod audit_trail;
mod blocking;
mod database;
mod publishing;
