//! The short-lived state of a Google sign-in: `PgSignInStateRepository`.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::accounts::ports::{GoogleAttempt, ProofReturn, SignInStateRepository};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{oauth_states, sign_in_codes},
};

pub struct PgSignInStateRepository {
    pool: PgPool,
}

impl PgSignInStateRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl SignInStateRepository for PgSignInStateRepository {
    async fn store_state(
        &self,
        state_hash: &str,
        attempt: &GoogleAttempt,
        expires_at: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(oauth_states::table.filter(oauth_states::expires_at.lt(Utc::now())))
            .execute(&mut connection)
            .await
            .context("failed to forget expired states")?;
        diesel::insert_into(oauth_states::table)
            .values((
                oauth_states::state_hash.eq(state_hash),
                oauth_states::code_verifier.eq(&attempt.code_verifier),
                oauth_states::proving_for.eq(attempt.proving_for.map(|(user, _)| user)),
                oauth_states::return_path.eq(attempt.proving_for.map(|(_, back)| back.path())),
                oauth_states::expires_at.eq(expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a state")?;
        Ok(())
    }

    async fn take_state(&self, state_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<GoogleAttempt>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let row: Option<(String, Option<Uuid>, Option<String>)> = diesel::delete(
            oauth_states::table
                .filter(oauth_states::state_hash.eq(state_hash))
                .filter(oauth_states::expires_at.gt(now)),
        )
        .returning((oauth_states::code_verifier, oauth_states::proving_for, oauth_states::return_path))
        .get_result(&mut connection)
        .await
        .optional()
        .context("failed to take a state")?;
        let Some((code_verifier, proving_for, return_path)) = row else { return Ok(None) };
        // A proof never becomes a sign-in: a return path this version does not know fails it.
        let proving_for = match proving_for {
            Some(user) => {
                let back =
                    return_path.as_deref().and_then(ProofReturn::parse).context("an unknown proof return path")?;
                Some((user, back))
            }
            None => None,
        };
        Ok(Some(GoogleAttempt { code_verifier, proving_for }))
    }

    async fn store_code(
        &self,
        code_hash: &str,
        binding_hash: &str,
        user_id: Uuid,
        expires_at: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        diesel::delete(sign_in_codes::table.filter(sign_in_codes::expires_at.lt(Utc::now())))
            .execute(&mut connection)
            .await
            .context("failed to forget expired codes")?;
        diesel::insert_into(sign_in_codes::table)
            .values((
                sign_in_codes::code_hash.eq(code_hash),
                sign_in_codes::binding_hash.eq(binding_hash),
                sign_in_codes::user_id.eq(user_id),
                sign_in_codes::expires_at.eq(expires_at),
            ))
            .execute(&mut connection)
            .await
            .context("failed to store a sign-in code")?;
        Ok(())
    }

    async fn take_code(&self, code_hash: &str, binding_hash: &str, now: DateTime<Utc>) -> anyhow::Result<Option<Uuid>> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        // A code presented from the wrong browser is spent too: it was leaked.
        let taken: Option<(Uuid, String, DateTime<Utc>)> =
            diesel::delete(sign_in_codes::table.filter(sign_in_codes::code_hash.eq(code_hash)))
                .returning((sign_in_codes::user_id, sign_in_codes::binding_hash, sign_in_codes::expires_at))
                .get_result(&mut connection)
                .await
                .optional()
                .context("failed to take a sign-in code")?;
        Ok(taken.filter(|(_, binding, expires_at)| binding == binding_hash && *expires_at > now).map(|(user, ..)| user))
    }
}
