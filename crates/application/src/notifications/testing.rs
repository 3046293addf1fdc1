//! The notifications' unit-test fixture: every port a mock, the clock at `accounts::testing::now`.

use std::sync::Arc;

use super::{
    NotificationPorts, Notifications,
    ports::{MockDigestRepository, MockNotificationPreferences, MockNotificationRepository},
};
use crate::{accounts::ports::MockLinkSecrets, accounts::testing::fixed_clock, mail::ports::MockMailer};

/// Preferences nobody changed: every kind on, in the app and by e-mail.
pub(crate) fn no_preferences() -> MockNotificationPreferences {
    let mut preferences = MockNotificationPreferences::new();
    preferences.expect_preferences().returning(|_| Ok(Vec::new()));
    preferences
}

#[derive(Default)]
pub(crate) struct Mocks {
    pub repository: MockNotificationRepository,
    pub preferences: MockNotificationPreferences,
    pub digests: MockDigestRepository,
    pub secrets: MockLinkSecrets,
    pub mailer: MockMailer,
}

impl Mocks {
    pub(crate) fn build(self) -> Notifications {
        let ports = NotificationPorts {
            repository: Arc::new(self.repository),
            preferences: Arc::new(self.preferences),
            digests: Arc::new(self.digests),
            secrets: Arc::new(self.secrets),
            mailer: Arc::new(self.mailer),
            clock: Arc::new(fixed_clock()),
        };
        Notifications::new(ports, "https://quad.test/")
    }
}
