use anyhow::Context;
use quad_domain::{Email, User};

use super::{
    Client, Refusal, Registration,
    gate::{Admission, HumanCheck},
    ports::{MailRequest, MailRequestKind},
};
use crate::rate_limits::LimitedAction;

#[derive(Debug, thiserror::Error)]
pub enum ResendVerificationError {
    #[error("Please enter your email address")]
    Missing,
    #[error("Your email address is already verified. Please log in.")]
    AlreadyVerified,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Registration {
    /// Sends a fresh verification link to a signed-in (or just registered) person.
    pub async fn resend_verification_to(&self, user: &User, client: &Client) -> Result<(), ResendVerificationError> {
        let admission = self
            .gate
            .admit(LimitedAction::ResendVerification, client, Some(user.email.as_str()), HumanCheck::NotRequired)
            .await??;
        if user.email_verified {
            return Err(ResendVerificationError::AlreadyVerified);
        }
        if admission == Admission::Quiet {
            return Ok(());
        }
        self.send_verification_link(user).await
    }

    /// Takes the request for a fresh verification link (answered by the mail worker if the
    /// address belongs to an unverified account) and answers the same, in the same time, either
    /// way, so nobody learns which addresses have accounts.
    pub async fn resend_verification_to_address(
        &self,
        raw_email: &str,
        client: &Client,
    ) -> Result<(), ResendVerificationError> {
        let admission = self
            .gate
            .admit(LimitedAction::ResendVerification, client, Some(raw_email), HumanCheck::NotRequired)
            .await??;
        if raw_email.trim().is_empty() {
            return Err(ResendVerificationError::Missing);
        }
        if admission == Admission::Quiet {
            return Ok(());
        }
        let Ok(email) = Email::parse(raw_email) else { return Ok(()) };
        let request = MailRequest { kind: MailRequestKind::Verification, email };
        self.mail_requests.request(request).await.context("failed to take a verification request")?;
        Ok(())
    }

    async fn send_verification_link(&self, user: &User) -> Result<(), ResendVerificationError> {
        Ok(self.links.queue_verification_link(user).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Fixture, sample_user};

    #[tokio::test]
    async fn an_unverified_person_gets_a_fresh_link() {
        let mut fixture = Fixture::new();
        fixture.link_store.expect_store_link().times(1).returning(|_, _| Ok(()));
        fixture.mailer.expect_send().never();

        let user = User { email_verified: false, ..sample_user() };
        fixture.registration().resend_verification_to(&user, &Client::default()).await.unwrap();
    }

    #[tokio::test]
    async fn a_verified_person_is_told_so_and_gets_nothing() {
        let mut fixture = Fixture::new();
        fixture.mailer.expect_send().never();

        let error =
            fixture.registration().resend_verification_to(&sample_user(), &Client::default()).await.unwrap_err();

        assert!(matches!(error, ResendVerificationError::AlreadyVerified));
    }

    #[tokio::test]
    async fn by_address_a_request_is_taken_and_nothing_looked_up_so_every_address_answers_alike() {
        let mut fixture = Fixture::new();
        fixture
            .mail_requests
            .expect_request()
            .withf(|r| r.kind == MailRequestKind::Verification && r.email.as_str() == "nobody@umich.edu")
            .times(1)
            .returning(|_| Ok(()));
        fixture.users.expect_find_login().never();
        fixture.mailer.expect_send().never();

        fixture.registration().resend_verification_to_address("nobody@umich.edu", &Client::default()).await.unwrap();
    }
}
