//! The API driven over HTTP against a real PostgreSQL: one fresh database per test.

mod accounts;
mod admin_insights;
mod admin_users;
mod captcha;
mod connections;
mod drafts;
mod google;
mod health;
mod helpers;
mod mail;
mod memberships;
mod newsletter;
mod notifications;
mod platform;
mod profiles;
mod publishing;
mod publishing_worker;
mod roles;
mod roommates;
mod security;
mod site;
mod staff;
mod submissions;
mod text;
mod universities;
mod uploads;
