//! Making a notification: kept unless its kind is turned off in the app, live on the person's tabs.

use quad_domain::{Delivery, Notice};
use uuid::Uuid;

use super::Notifications;

impl Notifications {
    /// Notifies the person, unless they turned this kind off in the app (security notices
    /// always go). `emailed`: the producer e-mailed it at once, so no digest takes it.
    pub async fn notify(&self, user_id: Uuid, notice: Notice, emailed: bool) -> anyhow::Result<()> {
        let kind = notice.kind();
        if !kind.is_security() {
            let preferences = self.preferences.preferences(user_id).await?;
            if preferences.iter().any(|p| p.kind == kind && !p.in_app) {
                return Ok(());
            }
        }
        let emailed = emailed || kind.delivery() == Delivery::AtOnce;
        self.repository.create(Uuid::new_v4(), user_id, &notice, self.clock.now(), emailed).await
    }

    /// `notify`, for a producer whose own change already stands: a failure is logged.
    pub async fn tell(&self, user_id: Uuid, notice: Notice) {
        let kind = notice.kind();
        if let Err(error) = self.notify(user_id, notice, false).await {
            tracing::error!(%user_id, kind = kind.as_str(), error = format!("{error:#}"), "a notification was not made");
        }
    }

    /// Tells every active manager of the university.
    pub async fn tell_managers(&self, university_id: Uuid, notice: Notice) {
        match self.repository.managers_of(university_id).await {
            Ok(managers) => {
                for manager in managers {
                    self.tell(manager, notice.clone()).await;
                }
            }
            Err(error) => {
                tracing::error!(%university_id, error = format!("{error:#}"), "managers were not notified");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::{always, eq};
    use quad_domain::NotificationKind;

    use super::*;
    use crate::{
        accounts::testing::now,
        notifications::{
            ports::Preference,
            testing::{Mocks, no_preferences},
        },
    };

    const ADA: Uuid = Uuid::from_u128(7);

    fn connected() -> Notice {
        Notice::Connected { name: "Grace".into(), student_id: Uuid::from_u128(8).to_string() }
    }

    fn turned_off(kind: NotificationKind) -> Vec<Preference> {
        vec![Preference { kind, in_app: false, email: false }]
    }

    #[tokio::test]
    async fn a_kind_turned_off_in_the_app_is_not_kept() {
        let mut mocks = Mocks::default();
        mocks.preferences.expect_preferences().with(eq(ADA)).returning(|_| Ok(turned_off(NotificationKind::Connected)));
        mocks.repository.expect_create().never();

        mocks.build().notify(ADA, connected(), false).await.unwrap();
    }

    #[tokio::test]
    async fn security_notices_go_even_when_turned_off_and_without_asking() {
        let mut mocks = Mocks::default();
        mocks.preferences.expect_preferences().never();
        let notice = Notice::NewDeviceSignIn { device: "Firefox on Linux".into() };
        mocks
            .repository
            .expect_create()
            .with(always(), eq(ADA), eq(notice.clone()), eq(now()), eq(true))
            .times(1)
            .returning(|_, _, _, _, _| Ok(()));

        mocks.build().notify(ADA, notice, false).await.unwrap();
    }

    #[tokio::test]
    async fn a_kind_e_mailed_at_once_is_never_in_a_digest_and_others_wait_for_one() {
        for (notice, emailed) in [(Notice::ProfileApproved, true), (connected(), false)] {
            let mut mocks = Mocks { preferences: no_preferences(), ..Mocks::default() };
            mocks
                .repository
                .expect_create()
                .withf(move |_, _, _, _, e| *e == emailed)
                .times(1)
                .returning(|_, _, _, _, _| Ok(()));

            mocks.build().notify(ADA, notice, false).await.unwrap();
        }
    }

    #[tokio::test]
    async fn a_producer_that_e_mailed_it_already_keeps_it_out_of_digests() {
        let mut mocks = Mocks { preferences: no_preferences(), ..Mocks::default() };
        mocks
            .repository
            .expect_create()
            .withf(|_, _, _, _, emailed| *emailed)
            .times(1)
            .returning(|_, _, _, _, _| Ok(()));

        mocks.build().notify(ADA, connected(), true).await.unwrap();
    }

    #[tokio::test]
    async fn telling_logs_a_failure_instead_of_failing_the_producer() {
        let mut mocks = Mocks { preferences: no_preferences(), ..Mocks::default() };
        mocks.repository.expect_create().returning(|_, _, _, _, _| Err(anyhow::anyhow!("database down")));

        mocks.build().tell(ADA, connected()).await;
    }

    #[tokio::test]
    async fn each_manager_of_the_university_is_told() {
        let university = Uuid::from_u128(1);
        let managers = [Uuid::from_u128(20), Uuid::from_u128(21)];
        let mut mocks = Mocks { preferences: no_preferences(), ..Mocks::default() };
        mocks.repository.expect_managers_of().with(eq(university)).returning(move |_| Ok(managers.to_vec()));
        for manager in managers {
            mocks
                .repository
                .expect_create()
                .withf(move |_, user, _, _, _| *user == manager)
                .times(1)
                .returning(|_, _, _, _, _| Ok(()));
        }
        let notice = Notice::TakedownRequested { university: "Michigan".into(), university_id: university.to_string() };

        mocks.build().tell_managers(university, notice).await;
    }
}
