use anyhow::Context;
use quad_domain::User;

use super::Privacy;
use crate::{
    accounts::{Reauthenticated, ports::AccountDeletionError},
    audit::Audit,
    submissions::announce_takedown,
};

impl Privacy {
    /// Forgets the person: each context removes what it keeps under their id or e-mail, then
    /// the account row goes (their profile, sessions, links and upload records cascade with it,
    /// so every token they had stops working at once), and only then their files. Every step
    /// can be repeated, so a deletion that failed half-way finishes when it is asked again.
    /// Only with the proof that the person just confirmed it is them.
    pub async fn delete_account(&self, user: &User, proof: Reauthenticated) -> Result<(), AccountDeletionError> {
        if proof.user_id() != user.id {
            return Err(anyhow::anyhow!("a confirmation of someone else cannot delete this account").into());
        }
        self.forget(user, None).await
    }

    /// The deletion itself, exactly as a person's own: for an admin's deletion of an account,
    /// whose rules (admins only, never oneself) the caller has checked, and whose `audit` entry is
    /// written with the account row's deletion. The last active admin is refused here.
    pub(crate) async fn forget(&self, user: &User, audit: Option<Audit<()>>) -> Result<(), AccountDeletionError> {
        // The last admin stays, and nothing of theirs is touched (delete_user decides again, locked).
        let active_admin = user.role.is_admin() && user.status == quad_domain::UserStatus::Active;
        if active_admin && !self.users.another_active_admin(user.id).await? {
            return Err(AccountDeletionError::LastAdmin);
        }
        let files = self.media.keys_owned_by(user.id).await?;
        // Their content leaves Quad as a withdrawal would take it: queued posts cancelled, and a
        // takedown task for each already on Instagram, which outlives the account.
        let withdrawals = self
            .submissions
            .withdraw_all(user.id, self.clock.now())
            .await
            .context("failed to withdraw the person's submissions")?;
        for withdrawal in &withdrawals {
            announce_takedown(&self.notifications, withdrawal).await;
        }
        self.university_requests
            .forget_requester(user.id, &user.email)
            .await
            .context("failed to delete university requests")?;
        self.newsletter.remove_subscriber(&user.email).await.context("failed to delete a newsletter subscription")?;
        self.limiter.forget_account(user.email.as_str()).await.context("failed to delete attempt counts")?;
        self.users.delete_user(user.id, audit).await?;
        self.media.forget(&files).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use mockall::Sequence;

    use crate::{
        accounts::{Reauthenticated, testing::sample_user},
        privacy::testing::Fixture,
    };

    fn forgetting_everything_but_the_account(fixture: &mut Fixture) {
        fixture.submissions.expect_withdraw_all().returning(|_, _| Ok(Vec::new()));
        fixture.university_requests.expect_forget_requester().returning(|_, _| Ok(()));
        fixture.newsletter.expect_remove_subscriber().returning(|_| Ok(()));
        fixture.counter.expect_forget().returning(|_| Ok(()));
        fixture.counter.expect_forget_prefixed().returning(|_| Ok(()));
    }

    #[tokio::test]
    async fn files_are_removed_only_after_the_rows_are_gone() {
        let mut fixture = Fixture::new();
        let mut order = Sequence::new();
        fixture
            .uploads
            .expect_keys_owned_by()
            .returning(|_| Ok(vec!["avatar/a.jpg".into(), "avatar/a.thumb.jpg".into()]));
        forgetting_everything_but_the_account(&mut fixture);
        fixture.users.expect_delete_user().times(1).in_sequence(&mut order).returning(|_, _| Ok(()));
        fixture.store.expect_delete().times(2).in_sequence(&mut order).returning(|_| Ok(()));

        fixture.privacy().delete_account(&sample_user(), Reauthenticated::for_tests(sample_user().id)).await.unwrap();
    }

    #[tokio::test]
    async fn when_the_account_cannot_be_deleted_no_file_is_touched() {
        let mut fixture = Fixture::new();
        fixture.uploads.expect_keys_owned_by().returning(|_| Ok(vec!["avatar/a.jpg".into()]));
        forgetting_everything_but_the_account(&mut fixture);
        fixture.users.expect_delete_user().returning(|_, _| Err(anyhow::anyhow!("database down").into()));
        fixture.store.expect_delete().never();

        assert!(
            fixture
                .privacy()
                .delete_account(&sample_user(), Reauthenticated::for_tests(sample_user().id))
                .await
                .is_err()
        );
    }

    #[tokio::test]
    async fn the_last_admin_is_refused_before_anything_of_theirs_is_touched() {
        let mut fixture = Fixture::new();
        let admin = quad_domain::User { role: quad_domain::Role::Admin, ..sample_user() };
        fixture.users.expect_another_active_admin().returning(|_| Ok(false));
        fixture.uploads.expect_keys_owned_by().never();
        fixture.submissions.expect_withdraw_all().never();
        fixture.users.expect_delete_user().never();

        let refused = fixture.privacy().delete_account(&admin, Reauthenticated::for_tests(admin.id)).await;
        assert!(matches!(refused, Err(crate::accounts::ports::AccountDeletionError::LastAdmin)));
    }

    #[tokio::test]
    async fn each_context_forgets_the_person_by_their_own_keys() {
        let mut fixture = Fixture::new();
        let user = sample_user();
        fixture.uploads.expect_keys_owned_by().returning(|_| Ok(Vec::new()));
        fixture
            .submissions
            .expect_withdraw_all()
            .withf(move |id, _| *id == user.id)
            .times(1)
            .returning(|_, _| Ok(Vec::new()));
        fixture
            .university_requests
            .expect_forget_requester()
            .withf(move |id, email| *id == user.id && email.as_str() == "ada@umich.edu")
            .times(1)
            .returning(|_, _| Ok(()));
        fixture
            .newsletter
            .expect_remove_subscriber()
            .withf(|email| email.as_str() == "ada@umich.edu")
            .times(1)
            .returning(|_| Ok(()));
        fixture
            .counter
            .expect_forget()
            .withf(|keys| keys.iter().all(|k| k.ends_with(":account:ada@umich.edu")))
            .times(1)
            .returning(|_| Ok(()));
        fixture
            .counter
            .expect_forget_prefixed()
            .withf(|prefixes| prefixes.iter().all(|p| p.ends_with(":pair:ada@umich.edu|")))
            .times(1)
            .returning(|_| Ok(()));
        fixture.users.expect_delete_user().times(1).returning(|_, _| Ok(()));

        fixture.privacy().delete_account(&sample_user(), Reauthenticated::for_tests(sample_user().id)).await.unwrap();
    }
}
