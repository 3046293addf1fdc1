//! `quad seed`: demo data for trying Quad locally. Idempotent: what exists already is left alone.

use anyhow::Context;
use quad_application::accounts::{CreateUser, CreateUserError};
use quad_domain::Role;
use secrecy::ExposeSecret;

use crate::{config::Config, startup::build_accounts};

/// Every demo account's password.
pub const DEMO_PASSWORD: &str = "QuadDemo2026";

const DEMO_ACCOUNTS: &[(&str, &str, &str, &str, Role)] = &[
    ("admin@quad.local", "admin", "Avery", "Admin", Role::Admin),
    ("manager@quad.local", "manager", "Morgan", "Manager", Role::Manager),
    ("moderator@quad.local", "moderator", "Riley", "Moderator", Role::Moderator),
    ("maya@quad.local", "maya.chen", "Maya", "Chen", Role::User),
    ("jordan@quad.local", "jordan.lee", "Jordan", "Lee", Role::User),
    ("sam@quad.local", "sam.patel", "Sam", "Patel", Role::User),
];

pub async fn seed(config: &Config) -> anyhow::Result<()> {
    quad_persistence::run_pending_migrations(config.database_url.expose_secret()).await?;
    let pool = quad_persistence::build_pool(config.database_url.expose_secret(), 2)?;
    let accounts = build_accounts(config, &pool).await?;
    let mut created = 0;
    for (email, username, first, last, role) in DEMO_ACCOUNTS {
        let command = CreateUser {
            email: (*email).into(),
            password: DEMO_PASSWORD.into(),
            role: *role,
            username: Some((*username).into()),
            first_name: Some((*first).into()),
            last_name: Some((*last).into()),
        };
        match accounts.create_user(command).await {
            Ok(_) => created += 1,
            Err(CreateUserError::EmailTaken | CreateUserError::UsernameTaken) => {}
            Err(error) => return Err(anyhow::anyhow!(error)).context(format!("failed to seed {email}")),
        }
    }
    tracing::info!(created, "demo data seeded");
    println!("Demo accounts (password {DEMO_PASSWORD}):");
    for (email, _, _, _, role) in DEMO_ACCOUNTS {
        println!("  {role:<9} {email}");
    }
    Ok(())
}
