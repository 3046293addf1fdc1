use std::sync::Arc;

use anyhow::Context;
use quad_domain::{Email, PersonName, Role, User, UserStatus};
use uuid::Uuid;

use super::ports::{DirectoryError, UniversityRef, UserChange, UserDirectory, UserFilter, UserSort, UserSummary};
use crate::{
    Clock, FieldError, Page, PageRequest,
    accounts::{ChangeAskedBy, OwnAccount, ports::AccountDeletionError},
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    privacy::Privacy,
};

#[derive(Debug, Clone, Default)]
pub struct ListUsers {
    pub filter: UserFilter,
    pub sort: UserSort,
    pub page: PageRequest,
}

#[derive(Debug, thiserror::Error)]
pub enum ListUsersError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// An admin's edit as sent: every field optional (a PATCH), names and e-mail as typed.
#[derive(Debug, Clone, Default)]
pub struct UserEdit {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    /// The universities a manager or moderator looks after: the whole set.
    pub universities: Option<Vec<Uuid>>,
}

/// The account after an edit, and the new address a confirmation link went to, if any.
#[derive(Debug, Clone)]
pub struct UpdatedUser {
    pub summary: UserSummary,
    pub email_change_sent_to: Option<Email>,
}

#[derive(Debug, thiserror::Error)]
pub enum UpdateUserError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("User not found")]
    NotFound,
    #[error("You cannot change your own role")]
    OwnRole,
    #[error("You cannot deactivate or suspend your own account")]
    OwnStatus,
    #[error("Quad needs at least one active admin. Make someone else an admin first.")]
    LastAdmin,
    #[error("Email already in use")]
    EmailTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Suspending an account from another context (a report's "Suspend"): the port its unit tests
/// mock. `UserAdministration` is the one implementation: `update` to `Suspended`, with its rules.
#[cfg_attr(test, mockall::automock)]
#[async_trait::async_trait]
pub trait Suspensions: Send + Sync + 'static {
    async fn suspend(&self, actor: &User, id: Uuid) -> Result<(), UpdateUserError>;
}

#[async_trait::async_trait]
impl Suspensions for UserAdministration {
    async fn suspend(&self, actor: &User, id: Uuid) -> Result<(), UpdateUserError> {
        let edit = UserEdit { status: Some(quad_domain::UserStatus::Suspended), ..UserEdit::default() };
        self.update(actor, id, edit).await.map(|_| ())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteUserError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("User not found")]
    NotFound,
    #[error("You cannot delete your own account here. Delete it from Settings.")]
    Own,
    #[error("Quad needs at least one active admin. Make someone else an admin first.")]
    LastAdmin,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<DirectoryError> for UpdateUserError {
    fn from(error: DirectoryError) -> Self {
        match error {
            DirectoryError::NotFound => UpdateUserError::NotFound,
            DirectoryError::LastAdmin => UpdateUserError::LastAdmin,
            DirectoryError::Unexpected(e) => UpdateUserError::Unexpected(e),
        }
    }
}

/// Admins' work on accounts. Every rule is checked here, before anything is written; the last
/// active admin is also guarded inside the database transaction, so two admins demoting each
/// other at once cannot both succeed.
#[derive(Clone)]
pub struct UserAdministration {
    directory: Arc<dyn UserDirectory>,
    email_changes: OwnAccount,
    privacy: Privacy,
    clock: Arc<dyn Clock>,
}

fn display_name(user: &User) -> String {
    format!("{} {}", user.first_name.as_str(), user.last_name.as_str())
}

impl UserAdministration {
    pub fn new(
        directory: Arc<dyn UserDirectory>,
        email_changes: OwnAccount,
        privacy: Privacy,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { directory, email_changes, privacy, clock }
    }

    /// A page of people (admins only).
    pub async fn list(&self, actor: &User, query: ListUsers) -> Result<Page<UserSummary>, ListUsersError> {
        if !actor.role.can_manage_users() {
            return Err(ListUsersError::Forbidden);
        }
        let filter = UserFilter {
            search: query.filter.search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
            ..query.filter
        };
        let (users, total) = self.directory.list(filter, query.sort, query.page.offset(), query.page.size()).await?;
        Ok(query.page.answer(users, total))
    }

    /// Changes name, role and status at once and asks the owner of a new e-mail address to
    /// confirm it (the account keeps its address until then). A role change, or a status other
    /// than active, ends the person's sessions.
    pub async fn update(&self, actor: &User, id: Uuid, edit: UserEdit) -> Result<UpdatedUser, UpdateUserError> {
        if !actor.role.can_manage_users() {
            return Err(UpdateUserError::Forbidden);
        }
        let first_name = edit
            .first_name
            .map(|raw| PersonName::parse(&raw).map_err(|e| FieldError::new("firstName", e)))
            .transpose()?;
        let last_name = edit
            .last_name
            .map(|raw| PersonName::parse(&raw).map_err(|e| FieldError::new("lastName", e)))
            .transpose()?;
        let email = edit
            .email
            .map(|raw| {
                if raw.trim().is_empty() {
                    return Err(FieldError::new("email", "Please fill in all required fields"));
                }
                Email::parse(&raw).map_err(|e| FieldError::new("email", e))
            })
            .transpose()?;
        let target_summary = self.directory.summary(id).await?.ok_or(UpdateUserError::NotFound)?;
        let target = target_summary.user.clone();

        let first_name = first_name.filter(|name| *name != target.first_name);
        let last_name = last_name.filter(|name| *name != target.last_name);
        let role = edit.role.filter(|role| *role != target.role);
        let status = edit.status.filter(|status| *status != target.status);
        let email = email.filter(|email| *email != target.email);
        if actor.id == id && role.is_some() {
            return Err(UpdateUserError::OwnRole);
        }
        if actor.id == id && status.is_some_and(|status| status != UserStatus::Active) {
            return Err(UpdateUserError::OwnStatus);
        }
        if let Some(email) = &email
            && self.directory.email_taken(email, id).await?
        {
            return Err(UpdateUserError::EmailTaken);
        }

        let role_after = role.unwrap_or(target.role);
        let status_after = status.unwrap_or(target.status);
        let assigned = self.assignments(&target_summary, role_after, edit.universities).await?;
        let active_admin = |role: Role, status: UserStatus| role == Role::Admin && status == UserStatus::Active;
        let change = UserChange {
            first_name: first_name.clone(),
            last_name: last_name.clone(),
            role,
            status,
            assigned_universities: assigned.as_ref().map(|after| after.iter().map(|u| u.id).collect()),
            keeps_an_active_admin: active_admin(target.role, target.status) && !active_admin(role_after, status_after),
            end_sessions: role.is_some() || status.is_some_and(|status| status != UserStatus::Active),
        };
        let text = |value: &dyn ToString| Some(value.to_string());
        let changes: Vec<FieldChange> = [
            first_name.map(|name| FieldChange::new("firstName", text(&target.first_name), text(&name))),
            last_name.map(|name| FieldChange::new("lastName", text(&target.last_name), text(&name))),
            email.as_ref().map(|email| FieldChange::new("email", text(&target.email), text(email))),
            role.map(|role| FieldChange::new("role", text(&target.role), text(&role))),
            status.map(|status| FieldChange::new("status", text(&target.status), text(&status))),
            assigned.map(|after| {
                let names = |universities: &[UniversityRef]| {
                    Some(universities.iter().map(|u| u.name.as_str()).collect::<Vec<_>>().join(", "))
                };
                FieldChange::new("universities", names(&target_summary.assigned_universities), names(&after))
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        if changes.is_empty() {
            let summary = self.directory.summary(id).await?.context("an edited account vanished")?;
            return Ok(UpdatedUser { summary, email_change_sent_to: None });
        }
        // Recorded with the account's change. An e-mail change is a link sent just after (the
        // address changes when the link is opened); the record says it was asked for.
        let entry = AuditEntry::new(actor, AuditAction::UserUpdated, id, None);
        let audit = Audit::from_outcome(move |user: &User| {
            Some(AuditEntry { target_label: Some(display_name(user)), changes, ..entry })
        });
        let user = self.directory.update(id, change, self.clock.now(), audit).await?;
        if let Some(email) = &email {
            self.email_changes.send_email_change_link(&user, email, ChangeAskedBy::Admin).await?;
        }
        let summary = self.directory.summary(id).await?.context("an edited account vanished")?;
        Ok(UpdatedUser { summary, email_change_sent_to: email })
    }

    /// The new set of universities the person looks after, when it changes: only managers and
    /// moderators have any, and someone who stops being one loses theirs.
    async fn assignments(
        &self,
        target: &UserSummary,
        role_after: Role,
        asked: Option<Vec<Uuid>>,
    ) -> Result<Option<Vec<UniversityRef>>, UpdateUserError> {
        let staff = matches!(role_after, Role::Manager | Role::Moderator);
        let wanted = match asked {
            Some(mut ids) => {
                ids.sort();
                ids.dedup();
                if !staff && !ids.is_empty() {
                    let message = "Only managers and moderators look after universities";
                    return Err(FieldError::new("universities", message).into());
                }
                let found = self.directory.universities_named(ids.clone()).await?;
                if found.len() != ids.len() {
                    return Err(FieldError::new("universities", "Please choose universities from the list").into());
                }
                Some(found)
            }
            None if !staff => Some(Vec::new()),
            None => None,
        };
        let before: Vec<Uuid> = target.assigned_universities.iter().map(|u| u.id).collect();
        Ok(wanted.filter(|after| {
            let mut after: Vec<Uuid> = after.iter().map(|u| u.id).collect();
            after.sort();
            let mut before = before.clone();
            before.sort();
            after != before
        }))
    }

    /// Deletes an account exactly as its owner's own deletion does (rows, then files). Never
    /// one's own account (that goes through Settings, with a password), nor the last active admin
    /// (`Privacy::forget` refuses it).
    pub async fn delete(&self, actor: &User, id: Uuid) -> Result<(), DeleteUserError> {
        if !actor.role.can_manage_users() {
            return Err(DeleteUserError::Forbidden);
        }
        if actor.id == id {
            return Err(DeleteUserError::Own);
        }
        let target = self.directory.summary(id).await?.ok_or(DeleteUserError::NotFound)?.user;
        // The last active admin is refused by the deletion itself, before anything is touched.
        // No name or address of the deleted person: the record says what role and status went.
        let entry = AuditEntry::new(actor, AuditAction::UserDeleted, id, None)
            .with(FieldChange::new("role", Some(target.role.to_string()), None))
            .with(FieldChange::new("status", Some(target.status.to_string()), None));
        self.privacy.forget(&target, Some(Audit::entry(entry))).await.map_err(|error| match error {
            AccountDeletionError::LastAdmin => DeleteUserError::LastAdmin,
            AccountDeletionError::Unexpected(e) => DeleteUserError::Unexpected(e),
        })
    }
}

#[cfg(test)]
mod tests;
