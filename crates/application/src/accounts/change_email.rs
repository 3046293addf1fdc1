//! Moving an account to a new e-mail address: asked for from Settings with the password, done
//! only when the owner of the new address opens the link sent there.

use anyhow::Context;
use quad_domain::{Email, Notice, User};

use super::{
    Authenticated, Client, OwnAccount, ReauthenticateError, Refusal, emails,
    gate::HumanCheck,
    ports::{EmailChange, LinkError, LinkPurpose, NewLink},
};
use crate::FieldError;
use crate::rate_limits::LimitedAction;

type EmailFor = fn(&User, &str) -> crate::mail::ports::OutgoingEmail;
type NoticeFor = fn(&User, &Email, &str) -> crate::mail::ports::OutgoingEmail;

/// Who asked to move an account to a new address: its owner (from Settings) or an admin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ChangeAskedBy {
    Owner,
    Admin,
}

#[derive(Debug, thiserror::Error)]
pub enum RequestEmailChangeError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    NotConfirmed(#[from] ReauthenticateError),
    #[error("Email already in use")]
    EmailTaken,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmEmailChangeError {
    #[error("This confirmation link is not valid.")]
    Unknown,
    #[error("This confirmation link has already been used.")]
    Used,
    #[error("This confirmation link has expired. Please ask for the change again.")]
    Expired,
    #[error("Email already in use")]
    EmailTaken,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl OwnAccount {
    /// Checks that it is still the person (password, or a fresh Google sign-in), that the new
    /// address is valid, new and free, then mails a link to the new address and a notice to the
    /// current one. The address changes only when the link is opened; answers the new address.
    pub async fn request_email_change(
        &self,
        who: &Authenticated,
        raw_new_email: &str,
        password: Option<&str>,
        client: &Client,
    ) -> Result<Email, RequestEmailChangeError> {
        self.gate
            .admit(LimitedAction::ChangeEmail, client, Some(who.user.email.as_str()), HumanCheck::NotRequired)
            .await??;
        if raw_new_email.trim().is_empty() {
            return Err(FieldError::new("newEmail", "Please enter your new email address").into());
        }
        let new_email = Email::parse(raw_new_email).map_err(|e| FieldError::new("newEmail", e))?;
        if new_email == who.user.email {
            return Err(FieldError::new("newEmail", "This is already your email address").into());
        }
        self.reauthenticate(who, password, client).await?;
        if self.users.find_login(&new_email).await.context("failed to look up an e-mail")?.is_some() {
            return Err(RequestEmailChangeError::EmailTaken);
        }
        self.send_email_change_link(&who.user, &new_email, ChangeAskedBy::Owner).await?;
        Ok(new_email)
    }

    /// Stores a single-use link that moves `user` to `new_email`, mails it there, and tells the
    /// current address. The account keeps its address until the link is opened.
    pub(crate) async fn send_email_change_link(
        &self,
        user: &User,
        new_email: &Email,
        asked_by: ChangeAskedBy,
    ) -> anyhow::Result<()> {
        let secret = self.links.secrets.generate();
        let link = NewLink {
            hash: secret.hash,
            user_id: user.id,
            purpose: LinkPurpose::ChangeEmail,
            expires_at: self.clock.now() + self.settings.verification_link_lifetime,
        };
        self.links.store.store_email_change(link, new_email).await.context("failed to store a change link")?;
        let url = format!("{}/confirm-email/{}", self.settings.public_url, secret.plain);
        let at_new_address = User { email: new_email.clone(), ..user.clone() };
        let (confirm, notice) = match asked_by {
            ChangeAskedBy::Owner => {
                (emails::confirm_new_email as EmailFor, emails::email_change_requested as NoticeFor)
            }
            ChangeAskedBy::Admin => {
                (emails::confirm_email_set_by_admin as EmailFor, emails::email_changed_by_admin as NoticeFor)
            }
        };
        self.mailer.send(confirm(&at_new_address, &url)).await.context("failed to send the link")?;
        let settings = format!("{}/settings", self.settings.public_url);
        if let Err(error) = self.mailer.send(notice(user, new_email, &settings)).await {
            tracing::error!(user_id = %user.id, error = format!("{error:#}"), "change notice not sent");
        }
        Ok(())
    }

    /// Uses the link sent to the new address once and moves the account there; answers it.
    pub async fn confirm_email_change(
        &self,
        plain_token: &str,
        client: &Client,
    ) -> Result<Email, ConfirmEmailChangeError> {
        let link = self.links.key(plain_token);
        self.gate.admit(LimitedAction::VerifyEmail, client, Some(&link), HumanCheck::NotRequired).await??;
        let changed = self.links.store.change_email(&link, self.clock.now()).await.map_err(|e| match e {
            LinkError::Unknown => ConfirmEmailChangeError::Unknown,
            LinkError::Used => ConfirmEmailChangeError::Used,
            LinkError::Expired => ConfirmEmailChangeError::Expired,
            LinkError::Unexpected(e) => ConfirmEmailChangeError::Unexpected(e),
        })?;
        match changed {
            EmailChange::Changed { user_id, new } => {
                if let Some(notifications) = &self.notifications {
                    notifications.tell(user_id, Notice::EmailChanged { new_email: new.to_string() }).await;
                }
                Ok(new)
            }
            EmailChange::Taken => Err(ConfirmEmailChangeError::EmailTaken),
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;
    use uuid::Uuid;

    use super::*;
    use crate::accounts::{
        ports::{SessionScope, SignInMethod},
        testing::{Fixture, now, sample_user},
    };

    fn signed_in() -> Authenticated {
        Authenticated {
            user: sample_user(),
            session_id: Uuid::from_u128(5),
            scope: SessionScope::Full,
            method: SignInMethod::Password,
            started_at: now() - Duration::hours(1),
            second_factor: false,
        }
    }

    #[tokio::test]
    async fn a_change_mails_a_link_to_the_new_address_and_a_notice_to_the_old_one_and_changes_nothing_yet() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|email| {
            Ok((email.as_str() == "ada@umich.edu").then(|| (sample_user(), Some("stored".to_owned()))))
        });
        fixture.hasher.expect_verify().returning(|_, _| Ok(true));
        fixture
            .link_store
            .expect_store_email_change()
            .withf(|link, new| link.purpose == LinkPurpose::ChangeEmail && new.as_str() == "ada@lovelace.dev")
            .times(1)
            .returning(|_, _| Ok(()));
        fixture
            .mailer
            .expect_send()
            .withf(|mail| mail.to.as_str() == "ada@lovelace.dev" && mail.text_body.contains("/confirm-email/secret"))
            .times(1)
            .returning(|_| Ok(()));
        fixture
            .mailer
            .expect_send()
            .withf(|mail| mail.to.as_str() == "ada@umich.edu" && mail.text_body.contains("ada@lovelace.dev"))
            .times(1)
            .returning(|_| Ok(()));

        let new = fixture
            .own_account()
            .request_email_change(&signed_in(), "Ada@Lovelace.dev", Some("Tulip4Harbor"), &Client::default())
            .await
            .unwrap();

        assert_eq!(new.as_str(), "ada@lovelace.dev");
    }

    #[tokio::test]
    async fn a_taken_address_or_a_wrong_password_sends_nothing() {
        let mut taken = Fixture::new();
        taken.users.expect_find_login().returning(|_| Ok(Some((sample_user(), Some("stored".to_owned())))));
        taken.hasher.expect_verify().returning(|_, _| Ok(true));
        taken.link_store.expect_store_email_change().never();
        taken.mailer.expect_send().never();
        let error = taken
            .own_account()
            .request_email_change(&signed_in(), "grace@umich.edu", Some("Tulip4Harbor"), &Client::default())
            .await
            .unwrap_err();
        assert!(matches!(error, RequestEmailChangeError::EmailTaken));

        let mut wrong = Fixture::new();
        wrong.users.expect_find_login().returning(|_| Ok(Some((sample_user(), Some("stored".to_owned())))));
        wrong.hasher.expect_verify().returning(|_, _| Ok(false));
        wrong.mailer.expect_send().never();
        let error = wrong
            .own_account()
            .request_email_change(&signed_in(), "grace@umich.edu", Some("Wrong1234"), &Client::default())
            .await
            .unwrap_err();
        assert!(matches!(error, RequestEmailChangeError::NotConfirmed(ReauthenticateError::WrongPassword)));
    }

    #[tokio::test]
    async fn the_same_or_a_malformed_address_is_refused_on_its_field() {
        for (raw, message) in [
            ("ADA@umich.edu", "This is already your email address"),
            ("ada.umich", "Please enter a valid email address"),
        ] {
            let error = Fixture::new()
                .own_account()
                .request_email_change(&signed_in(), raw, Some("Tulip4Harbor"), &Client::default())
                .await
                .unwrap_err();
            assert_eq!(error.to_string(), message);
        }
    }

    #[tokio::test]
    async fn opening_the_link_moves_the_account_unless_the_address_was_taken_meanwhile() {
        let mut fixture = Fixture::new();
        let mut answers = vec![
            EmailChange::Taken,
            EmailChange::Changed { user_id: Uuid::from_u128(1), new: Email::parse("ada@lovelace.dev").unwrap() },
        ];
        fixture.link_store.expect_change_email().times(2).returning(move |_, _| Ok(answers.pop().unwrap()));
        let accounts = fixture.own_account();

        let changed = accounts.confirm_email_change("abc", &Client::default()).await.unwrap();
        let taken = accounts.confirm_email_change("abc", &Client::default()).await.unwrap_err();

        assert_eq!(changed.as_str(), "ada@lovelace.dev");
        assert!(matches!(taken, ConfirmEmailChangeError::EmailTaken));
    }
}
