//! What reaches whom: each kind the person may get, in the app and by e-mail, with the choices
//! that may not be changed (security notices always go; some kinds are always e-mailed).

use quad_domain::{NotificationKind, Role, User};

use super::{Notifications, ports::Preference};

/// A person's choice for one kind, with what may not be changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreferenceView {
    pub preference: Preference,
    pub in_app_locked: bool,
    pub email_locked: bool,
}

impl Notifications {
    /// Every kind the person may get, with their choice (both on by default).
    pub async fn preferences(&self, user: &User) -> anyhow::Result<Vec<PreferenceView>> {
        let stored = self.preferences.preferences(user.id).await?;
        Ok(kinds_for(user)
            .map(|kind| {
                let preference = stored.iter().copied().find(|p| p.kind == kind).unwrap_or(Preference {
                    kind,
                    in_app: true,
                    email: true,
                });
                view(preference)
            })
            .collect())
    }

    /// Stores the choices sent for kinds the person may get and may change; the others are
    /// left as they are. Answers every preference.
    pub async fn set_preferences(&self, user: &User, sent: Vec<Preference>) -> anyhow::Result<Vec<PreferenceView>> {
        let current = self.preferences(user).await?;
        let changed: Vec<Preference> = current
            .iter()
            .map(|now| match sent.iter().find(|p| p.kind == now.preference.kind) {
                Some(wanted) => Preference {
                    kind: now.preference.kind,
                    in_app: if now.in_app_locked { now.preference.in_app } else { wanted.in_app },
                    email: if now.email_locked { now.preference.email } else { wanted.email },
                },
                None => now.preference,
            })
            .collect();
        self.preferences.set_preferences(user.id, changed).await?;
        self.preferences(user).await
    }
}

pub(super) fn kinds_for(user: &User) -> impl Iterator<Item = NotificationKind> {
    let manages = user.role.can_manage_instagram();
    let student = user.role == Role::User;
    NotificationKind::ALL
        .iter()
        .copied()
        .filter(move |kind| (manages || !kind.for_managers()) && (student || !kind.for_students()))
}

/// A digest reports what is unread in the app, so a digest kind turned off in the app is not
/// e-mailed either.
fn view(preference: Preference) -> PreferenceView {
    let kind = preference.kind;
    let security = kind.is_security();
    let in_app = preference.in_app || security;
    PreferenceView {
        preference: Preference {
            kind,
            in_app,
            email: (preference.email && in_app && kind.email_optional()) || !kind.email_optional(),
        },
        in_app_locked: security,
        email_locked: !kind.email_optional(),
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::eq;
    use quad_domain::Role;

    use super::*;
    use crate::{
        accounts::testing::sample_user,
        notifications::testing::{Mocks, no_preferences},
    };

    fn choice(views: &[PreferenceView], kind: NotificationKind) -> Option<PreferenceView> {
        views.iter().copied().find(|v| v.preference.kind == kind)
    }

    #[tokio::test]
    async fn everything_is_on_until_changed_and_each_role_sees_only_its_kinds() {
        let student = sample_user();
        let manager = User { role: Role::Manager, ..sample_user() };
        let notifications = Mocks { preferences: no_preferences(), ..Mocks::default() }.build();

        let students = notifications.preferences(&student).await.unwrap();
        let managers = notifications.preferences(&manager).await.unwrap();

        assert!(students.iter().all(|v| v.preference.in_app && v.preference.email));
        assert!(choice(&students, NotificationKind::PostFailed).is_none());
        assert!(choice(&students, NotificationKind::NewMessage).is_some());
        assert!(choice(&managers, NotificationKind::PostFailed).is_some());
        assert!(choice(&managers, NotificationKind::NewMessage).is_none());
    }

    #[tokio::test]
    async fn what_may_not_be_changed_stays_and_a_kind_off_in_the_app_is_not_e_mailed() {
        let person = sample_user();
        let mut mocks = Mocks::default();
        let sent = vec![
            // Security notices always show in the app.
            Preference { kind: NotificationKind::Warning, in_app: false, email: false },
            // Sent at once by e-mail, whatever the choice.
            Preference { kind: NotificationKind::ProfileApproved, in_app: false, email: false },
            Preference { kind: NotificationKind::NewMessage, in_app: false, email: true },
        ];
        let stored = [
            Preference { kind: NotificationKind::Warning, in_app: true, email: false },
            Preference { kind: NotificationKind::ProfileApproved, in_app: false, email: true },
            Preference { kind: NotificationKind::NewMessage, in_app: false, email: true },
        ];
        mocks
            .preferences
            .expect_set_preferences()
            .withf(move |user, changed| *user == person.id && stored.iter().all(|p| changed.contains(p)))
            .times(1)
            .returning(|_, _| Ok(()));
        let after = vec![Preference { kind: NotificationKind::NewMessage, in_app: false, email: true }];
        let mut reads = vec![after, Vec::new()];
        mocks.preferences.expect_preferences().with(eq(person.id)).returning(move |_| Ok(reads.pop().unwrap()));

        let views = mocks.build().set_preferences(&sample_user(), sent).await.unwrap();

        let warning = choice(&views, NotificationKind::Warning).unwrap();
        assert!(warning.in_app_locked && warning.preference.in_app);
        let approved = choice(&views, NotificationKind::ProfileApproved).unwrap();
        assert!(approved.email_locked && approved.preference.email);
        let message = choice(&views, NotificationKind::NewMessage).unwrap();
        assert!(!message.preference.in_app && !message.preference.email);
    }
}
