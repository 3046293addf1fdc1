use anyhow::Context;
use quad_domain::Email;

use super::{
    Accounts, Client, Refusal, emails,
    gate::{Admission, HumanCheck},
    ports::{LinkPurpose, NewLink},
    rate_limits::LimitedAction,
};
use crate::FieldError;

#[derive(Debug, thiserror::Error)]
pub enum ForgotPasswordError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Accounts {
    /// Queues a reset link's e-mail when the address belongs to an account that may sign in;
    /// answers the same, with no mail server in the way, whether or not it does. Limited per address and per (e-mail, address); past the
    /// e-mail's hourly ceiling it answers the same and sends nothing more, so strangers cannot
    /// flood a mailbox, nor keep its owner from the links already in it.
    pub async fn forgot_password(&self, raw_email: &str, client: &Client) -> Result<(), ForgotPasswordError> {
        if raw_email.trim().is_empty() {
            return Err(FieldError::new("email", "Please enter your email address").into());
        }
        let admission =
            self.admit(LimitedAction::ForgotPassword, client, Some(raw_email), HumanCheck::NotRequired).await??;
        if admission == Admission::Quiet {
            return Ok(());
        }
        let Ok(email) = Email::parse(raw_email) else { return Ok(()) };
        let Some((user, _)) = self.users.find_login(&email).await.context("failed to look up an account")? else {
            return Ok(());
        };
        if !user.status.can_sign_in() {
            return Ok(());
        }
        let secret = self.links.generate();
        let link = NewLink {
            hash: secret.hash,
            user_id: user.id,
            purpose: LinkPurpose::ResetPassword,
            expires_at: self.clock.now() + self.settings.reset_link_lifetime,
        };
        let url = format!("{}/reset-password/{}", self.settings.public_url, secret.plain);
        // The link and its e-mail are kept together; the mail queue's worker sends it.
        self.link_store
            .store_link(link, emails::password_reset(&user, &url))
            .await
            .context("failed to store a reset link")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::accounts::{
        Client,
        ports::LinkPurpose,
        testing::{Fixture, sample_user},
    };

    #[tokio::test]
    async fn a_known_address_gets_a_reset_link_valid_for_an_hour() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(Some((sample_user(), Some("h".into())))));
        fixture
            .link_store
            .expect_store_link()
            .withf(|link, email| {
                link.purpose == LinkPurpose::ResetPassword
                    && link.expires_at == crate::accounts::testing::now() + chrono::Duration::hours(1)
                    && email.text_body.contains("https://quad.test/reset-password/secret")
            })
            .times(1)
            .returning(|_, _| Ok(()));
        fixture.mailer.expect_send().never();

        fixture.accounts().forgot_password("ada@umich.edu", &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn an_unknown_address_answers_the_same_and_sends_nothing() {
        let mut fixture = Fixture::new();
        fixture.users.expect_find_login().returning(|_| Ok(None));
        fixture.link_store.expect_store_link().never();
        fixture.mailer.expect_send().never();

        fixture.accounts().forgot_password("nobody@umich.edu", &Client::default()).await.unwrap();
    }
}
