use anyhow::Context;
use quad_domain::Email;

use super::{
    Client, Refusal, SignIn, SignedOutMail,
    gate::{Admission, HumanCheck},
    ports::{MailRequest, MailRequestKind},
};
use crate::FieldError;
use crate::rate_limits::LimitedAction;

#[derive(Debug, thiserror::Error)]
pub enum ForgotPasswordError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl SignIn {
    /// Takes the request for a reset link and answers at once, the same whether or not the
    /// address has an account, in the same time (the mail worker answers it later:
    /// [`SignedOutMail::answer_mail_requests`]). Limited per address and per (e-mail, address); past
    /// the e-mail's hourly ceiling it answers the same and asks for nothing more, so strangers
    /// cannot flood a mailbox, nor keep its owner from the links already in it.
    pub async fn forgot_password(&self, raw_email: &str, client: &Client) -> Result<(), ForgotPasswordError> {
        if raw_email.trim().is_empty() {
            return Err(FieldError::new("email", "Please enter your email address").into());
        }
        let admission =
            self.gate.admit(LimitedAction::ForgotPassword, client, Some(raw_email), HumanCheck::NotRequired).await??;
        if admission == Admission::Quiet {
            return Ok(());
        }
        let Ok(email) = Email::parse(raw_email) else { return Ok(()) };
        let request = MailRequest { kind: MailRequestKind::PasswordReset, email };
        self.mail_requests.request(request).await.context("failed to take a reset request")?;
        Ok(())
    }
}

impl SignedOutMail {
    /// Answers the account e-mail asked for signed out: a reset link for an account that may
    /// sign in, a verification link for one not yet verified, nothing otherwise. Run by the mail
    /// worker; answers how many requests it took.
    pub async fn answer_mail_requests(&self) -> anyhow::Result<usize> {
        let requests = self.mail_requests.claim(20).await?;
        for (id, request) in &requests {
            let found = self.users.find_login(&request.email).await.context("failed to look up an account")?;
            match (request.kind, found) {
                (MailRequestKind::PasswordReset, Some((user, _))) if user.status.can_sign_in() => {
                    self.links.queue_reset_link(&user).await?
                }
                (MailRequestKind::Verification, Some((user, _))) if !user.email_verified => {
                    self.links.queue_verification_link(&user).await?
                }
                _ => {}
            }
            // Forgotten only once answered: a worker that dies leaves it to the next one.
            self.mail_requests.done(*id).await?;
        }
        Ok(requests.len())
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::User;

    use crate::accounts::{
        Client,
        ports::{LinkPurpose, MailRequest, MailRequestKind},
        testing::{Fixture, sample_user},
    };

    #[tokio::test]
    async fn a_request_is_taken_for_any_valid_address_and_nothing_is_looked_up_or_sent() {
        for address in ["ada@umich.edu", "nobody@umich.edu"] {
            let mut fixture = Fixture::new();
            fixture
                .mail_requests
                .expect_request()
                .withf(move |r| r.kind == MailRequestKind::PasswordReset && r.email.as_str() == address)
                .times(1)
                .returning(|_| Ok(()));
            fixture.users.expect_find_login().never();
            fixture.link_store.expect_store_link().never();

            fixture.sign_in().forgot_password(address, &Client::default()).await.unwrap();
        }
    }

    #[tokio::test]
    async fn answering_sends_a_reset_link_valid_for_an_hour_to_an_account_that_may_sign_in_only() {
        let mut fixture = Fixture::new();
        fixture.mail_requests.expect_claim().returning(|_| {
            Ok(["ada@umich.edu", "nobody@umich.edu"]
                .into_iter()
                .map(|e| {
                    let email = quad_domain::Email::parse(e).unwrap();
                    (uuid::Uuid::now_v7(), MailRequest { kind: MailRequestKind::PasswordReset, email })
                })
                .collect())
        });
        fixture.mail_requests.expect_done().times(2).returning(|_| Ok(()));
        fixture
            .users
            .expect_find_login()
            .returning(|email| Ok((email.as_str() == "ada@umich.edu").then(|| (sample_user(), Some("h".into())))));
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

        assert_eq!(fixture.signed_out_mail().answer_mail_requests().await.unwrap(), 2);
    }

    #[tokio::test]
    async fn a_suspended_account_gets_no_reset_link_and_a_verified_one_no_verification_link() {
        let mut fixture = Fixture::new();
        fixture.mail_requests.expect_claim().returning(|_| {
            let email = quad_domain::Email::parse("ada@umich.edu").unwrap();
            Ok(vec![
                (uuid::Uuid::from_u128(1), MailRequest { kind: MailRequestKind::PasswordReset, email: email.clone() }),
                (uuid::Uuid::from_u128(2), MailRequest { kind: MailRequestKind::Verification, email }),
            ])
        });
        fixture.mail_requests.expect_done().times(2).returning(|_| Ok(()));
        fixture.users.expect_find_login().returning(|_| {
            Ok(Some((User { status: quad_domain::UserStatus::Suspended, ..sample_user() }, Some("h".into()))))
        });
        fixture.link_store.expect_store_link().never();

        fixture.signed_out_mail().answer_mail_requests().await.unwrap();
    }
}
