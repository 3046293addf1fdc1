use std::sync::Arc;

use quad_domain::{Email, Role, User, UserStatus};
use uuid::Uuid;

use super::*;
use crate::{
    accounts::{
        self,
        testing::{fixed_clock, sample_user},
    },
    privacy,
    users::ports::{MockUserDirectory, UserSummary},
};

fn admin() -> User {
    User { id: Uuid::from_u128(99), role: Role::Admin, ..sample_user() }
}

fn summary_of(user: User) -> UserSummary {
    let updated_at = user.created_at;
    UserSummary {
        user,
        university: None,
        profile_status: None,
        pending_email: None,
        assigned_universities: vec![],
        updated_at,
        second_factor_on: false,
    }
}

/// Every port mocked; nothing is expected until a test says so.
struct Harness {
    directory: MockUserDirectory,
    accounts: accounts::testing::Fixture,
    privacy: privacy::testing::Fixture,
}

impl Harness {
    fn new() -> Self {
        Self {
            directory: MockUserDirectory::new(),
            accounts: accounts::testing::Fixture::new(),
            privacy: privacy::testing::Fixture::new(),
        }
    }

    /// The directory knows `user`.
    fn knowing(mut self, user: User) -> Self {
        let id = user.id;
        self.directory
            .expect_summary()
            .withf(move |asked| *asked == id)
            .returning(move |_| Ok(Some(summary_of(user.clone()))));
        self
    }

    fn administration(self) -> UserAdministration {
        UserAdministration::new(
            Arc::new(self.directory),
            self.accounts.own_account(),
            self.privacy.privacy(),
            Arc::new(fixed_clock()),
        )
    }
}

#[tokio::test]
async fn only_admins_list_edit_or_delete_people() {
    let mut harness = Harness::new();
    harness.directory.expect_list().never();
    harness.directory.expect_summary().never();
    harness.directory.expect_update().never();
    harness.privacy.users.expect_delete_user().never();
    let administration = harness.administration();
    for role in [Role::User, Role::Moderator, Role::Manager] {
        let actor = User { role, ..sample_user() };
        let target = Uuid::from_u128(7);

        assert!(matches!(administration.list(&actor, ListUsers::default()).await, Err(ListUsersError::Forbidden)));
        let edit = UserEdit { role: Some(Role::Admin), ..UserEdit::default() };
        assert!(matches!(administration.update(&actor, target, edit).await, Err(UpdateUserError::Forbidden)));
        assert!(matches!(administration.delete(&actor, target).await, Err(DeleteUserError::Forbidden)));
    }
}

#[tokio::test]
async fn a_blank_search_is_no_search_and_paging_is_brought_into_range() {
    let mut harness = Harness::new();
    harness
        .directory
        .expect_list()
        .withf(|filter, sort, offset, limit| {
            filter.search.is_none()
                && filter.role == Some(Role::Manager)
                && *sort == UserSort::Name
                && *offset == 0
                && *limit == 100
        })
        .times(1)
        .returning(|_, _, _, _| Ok((vec![], 0)));
    let query = ListUsers {
        filter: UserFilter { search: Some("  ".into()), role: Some(Role::Manager), status: None },
        sort: UserSort::Name,
        page: PageRequest::new(Some(0), Some(1000), 20),
    };

    let page = harness.administration().list(&admin(), query).await.unwrap();

    assert_eq!((page.page, page.page_size, page.total), (1, 100, 0));
}

#[tokio::test]
async fn an_admin_cannot_demote_deactivate_suspend_or_delete_themself() {
    let mut harness = Harness::new().knowing(admin());
    harness.directory.expect_update().never();
    harness.privacy.users.expect_delete_user().never();
    let administration = harness.administration();

    for role in [Role::User, Role::Moderator, Role::Manager] {
        let edit = UserEdit { role: Some(role), ..UserEdit::default() };
        assert!(matches!(administration.update(&admin(), admin().id, edit).await, Err(UpdateUserError::OwnRole)));
    }
    for status in [UserStatus::Inactive, UserStatus::Suspended] {
        let edit = UserEdit { status: Some(status), ..UserEdit::default() };
        assert!(matches!(administration.update(&admin(), admin().id, edit).await, Err(UpdateUserError::OwnStatus)));
    }
    assert!(matches!(administration.delete(&admin(), admin().id).await, Err(DeleteUserError::Own)));
}

#[tokio::test]
async fn an_admin_may_rename_themself() {
    let mut harness = Harness::new().knowing(admin());
    harness
        .directory
        .expect_update()
        .withf(|_, change, _, _| {
            change.first_name.as_ref().map(|n| n.as_str()) == Some("Avery") && !change.end_sessions
        })
        .times(1)
        .returning(|_, _, _, _| Ok(admin()));
    let edit = UserEdit { first_name: Some(" Avery ".into()), role: Some(Role::Admin), ..UserEdit::default() };

    harness.administration().update(&admin(), admin().id, edit).await.unwrap();
}

#[tokio::test]
async fn demoting_an_active_admin_asks_the_database_to_keep_one_and_says_when_it_is_the_last() {
    let other_admin = User { id: Uuid::from_u128(5), role: Role::Admin, ..sample_user() };
    let mut harness = Harness::new().knowing(other_admin.clone());
    harness
        .directory
        .expect_update()
        .withf(|_, change, _, _| change.keeps_an_active_admin && change.end_sessions)
        .times(1)
        .returning(|_, _, _, _| Err(crate::users::ports::DirectoryError::LastAdmin));
    let edit = UserEdit { status: Some(UserStatus::Suspended), ..UserEdit::default() };

    let error = harness.administration().update(&admin(), other_admin.id, edit).await.unwrap_err();

    assert!(matches!(error, UpdateUserError::LastAdmin));
    assert_eq!(error.to_string(), "Quad needs at least one active admin. Make someone else an admin first.");
}

#[tokio::test]
async fn the_last_active_admin_cannot_be_deleted() {
    let other_admin = User { id: Uuid::from_u128(5), role: Role::Admin, ..sample_user() };
    let mut harness = Harness::new().knowing(other_admin.clone());
    harness.privacy.users.expect_another_active_admin().returning(|_| Ok(false));
    harness.privacy.users.expect_delete_user().never();

    let error = harness.administration().delete(&admin(), other_admin.id).await.unwrap_err();

    assert!(matches!(error, DeleteUserError::LastAdmin));
}

#[tokio::test]
async fn a_role_change_or_a_status_other_than_active_ends_sessions_and_reactivating_does_not() {
    let student = sample_user();
    let suspended = User { status: UserStatus::Suspended, ..sample_user() };
    let cases = [
        (student.clone(), UserEdit { role: Some(Role::Manager), ..UserEdit::default() }, true),
        (student.clone(), UserEdit { status: Some(UserStatus::Inactive), ..UserEdit::default() }, true),
        (student, UserEdit { last_name: Some("Renamed".into()), ..UserEdit::default() }, false),
        (suspended, UserEdit { status: Some(UserStatus::Active), ..UserEdit::default() }, false),
    ];
    for (target, edit, ends) in cases {
        let mut harness = Harness::new().knowing(target.clone());
        harness
            .directory
            .expect_update()
            .withf(move |_, change, _, _| change.end_sessions == ends && !change.keeps_an_active_admin)
            .times(1)
            .returning(move |_, _, _, _| Ok(target.clone()));

        harness.administration().update(&admin(), sample_user().id, edit).await.unwrap();
    }
}

#[tokio::test]
async fn an_edit_that_changes_nothing_writes_and_records_nothing() {
    let mut harness = Harness::new().knowing(sample_user());
    harness.directory.expect_update().never();
    let same = UserEdit {
        first_name: Some(sample_user().first_name.to_string()),
        email: Some(sample_user().email.to_string().to_uppercase()),
        role: Some(sample_user().role),
        status: Some(sample_user().status),
        ..UserEdit::default()
    };

    let updated = harness.administration().update(&admin(), sample_user().id, same).await.unwrap();

    assert_eq!(updated.email_change_sent_to, None);
}

#[tokio::test]
async fn bad_names_and_addresses_are_refused_before_anything_is_read() {
    let mut harness = Harness::new();
    harness.directory.expect_summary().never();
    let administration = harness.administration();
    let cases = [
        (UserEdit { first_name: Some("  ".into()), ..UserEdit::default() }, "firstName"),
        (UserEdit { last_name: Some("x".repeat(51)), ..UserEdit::default() }, "lastName"),
        (UserEdit { email: Some(String::new()), ..UserEdit::default() }, "email"),
        (UserEdit { email: Some("not-an-address".into()), ..UserEdit::default() }, "email"),
    ];
    for (edit, field) in cases {
        match administration.update(&admin(), sample_user().id, edit).await {
            Err(UpdateUserError::Invalid(error)) => assert_eq!(error.field, field),
            other => panic!("expected a field error on {field}, got {other:?}"),
        }
    }
}

#[tokio::test]
async fn a_new_address_that_someone_else_has_is_refused() {
    let mut harness = Harness::new().knowing(sample_user());
    harness.directory.expect_email_taken().returning(|_, _| Ok(true));
    harness.directory.expect_update().never();
    harness.accounts.link_store.expect_store_email_change().never();
    harness.accounts.mailer.expect_send().never();
    let edit = UserEdit { email: Some("taken@quad.test".into()), ..UserEdit::default() };

    let error = harness.administration().update(&admin(), sample_user().id, edit).await.unwrap_err();

    assert!(matches!(error, UpdateUserError::EmailTaken));
}

#[tokio::test]
async fn a_new_address_waits_on_a_link_sent_there_and_the_log_says_so() {
    let mut harness = Harness::new().knowing(sample_user());
    harness.directory.expect_email_taken().returning(|_, _| Ok(false));
    // Nothing of the row changes yet; the entry is written with the directory's transaction.
    harness.directory.expect_update().withf(|_, change, _, _| change.is_empty()).times(1).returning(
        |_, _, _, audit| {
            let entry = audit.entry_for(&sample_user()).expect("the change is recorded");
            assert_eq!(entry.action, AuditAction::UserUpdated);
            assert_eq!(
                entry.changes,
                vec![FieldChange::new(
                    "email",
                    Some(sample_user().email.to_string()),
                    Some("new@quad.test".to_owned())
                )]
            );
            Ok(sample_user())
        },
    );
    harness
        .accounts
        .link_store
        .expect_store_email_change()
        .withf(|link, email| link.user_id == sample_user().id && email.as_str() == "new@quad.test")
        .times(1)
        .returning(|_, _| Ok(()));
    // The link to the new address, and a notice to the current one.
    harness
        .accounts
        .mailer
        .expect_send()
        .withf(|email| email.to.as_str() == "new@quad.test")
        .times(1)
        .returning(|_| Ok(()));
    harness.accounts.mailer.expect_send().withf(|email| email.to == sample_user().email).times(1).returning(|_| Ok(()));
    let edit = UserEdit { email: Some(" New@Quad.test ".into()), ..UserEdit::default() };

    let updated = harness.administration().update(&admin(), sample_user().id, edit).await.unwrap();

    assert_eq!(updated.email_change_sent_to, Some(Email::parse("new@quad.test").unwrap()));
}

#[tokio::test]
async fn a_role_change_is_recorded_with_before_and_after() {
    let mut harness = Harness::new().knowing(sample_user());
    harness.directory.expect_update().times(1).returning(|_, _, _, audit| {
        let user = User { role: Role::Manager, ..sample_user() };
        let entry = audit.entry_for(&user).expect("the change is recorded");
        assert_eq!((entry.actor_id, entry.target_id), (admin().id, Some(sample_user().id)));
        assert_eq!(entry.target_label.as_deref(), Some("Ada Lovelace"));
        assert_eq!(entry.changes, vec![FieldChange::new("role", Some("user".to_owned()), Some("manager".to_owned()))]);
        Ok(user)
    });
    let edit = UserEdit { role: Some(Role::Manager), ..UserEdit::default() };

    harness.administration().update(&admin(), sample_user().id, edit).await.unwrap();
}

#[tokio::test]
async fn deleting_someone_forgets_them_as_their_own_deletion_would_and_records_no_name() {
    let mut harness = Harness::new().knowing(sample_user());
    harness.privacy.uploads.expect_keys_owned_by().returning(|_| Ok(vec![]));
    harness.privacy.submissions.expect_withdraw_all().returning(|_, _| Ok(vec![]));
    harness.privacy.university_requests.expect_forget_requester().times(1).returning(|_, _| Ok(()));
    harness.privacy.newsletter.expect_remove_subscriber().times(1).returning(|_| Ok(()));
    harness.privacy.counter.expect_forget().returning(|_| Ok(()));
    harness.privacy.counter.expect_forget_prefixed().returning(|_| Ok(()));
    // The entry goes with the account row's deletion.
    harness.privacy.users.expect_delete_user().withf(|id, _| *id == sample_user().id).times(1).returning(|_, audit| {
        let entry = audit.expect("an admin's deletion is recorded").entry_for(&()).unwrap();
        assert_eq!((entry.action, entry.target_label), (AuditAction::UserDeleted, None));
        Ok(())
    });

    harness.administration().delete(&admin(), sample_user().id).await.unwrap();
}

#[tokio::test]
async fn an_unknown_account_is_not_found() {
    let mut harness = Harness::new();
    harness.directory.expect_summary().returning(|_| Ok(None));
    let administration = harness.administration();

    let edit = UserEdit { role: Some(Role::Manager), ..UserEdit::default() };
    assert!(matches!(
        administration.update(&admin(), Uuid::from_u128(1234), edit).await,
        Err(UpdateUserError::NotFound)
    ));
    assert!(matches!(administration.delete(&admin(), Uuid::from_u128(1234)).await, Err(DeleteUserError::NotFound)));
}
