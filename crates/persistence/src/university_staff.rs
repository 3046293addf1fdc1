//! Which universities each manager or moderator looks after (issue 23); admins set them through
//! the user directory's edit.

use anyhow::Context;
use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use quad_application::staff::{Assignment, StaffAssignments};
use uuid::Uuid;

use crate::{
    PgPool,
    schema::{university_staff, users},
};

pub struct PgStaffAssignments {
    pool: PgPool,
}

impl PgStaffAssignments {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[async_trait]
impl StaffAssignments for PgStaffAssignments {
    async fn assignment_of(&self, user_id: Uuid) -> anyhow::Result<Assignment> {
        let mut connection = self.pool.get().await.context("no database connection")?;
        let universities = university_staff::table
            .filter(university_staff::user_id.eq(user_id))
            .select(university_staff::university_id)
            .load(&mut connection)
            .await
            .context("failed to read a staff member's universities")?;
        let limited = users::table
            .find(user_id)
            .select(users::staff_limited)
            .first::<bool>(&mut connection)
            .await
            .optional()
            .context("failed to read whether a staff member is limited")?
            .unwrap_or(false);
        // Assigned universities limit whoever has them, whatever the flag says (a manager who
        // added a university and was made a moderator since).
        Ok(Assignment { limited: limited || !universities.is_empty(), universities })
    }
}
