//! Proving a university with its Google account: a signed-in student (registered with a personal
//! address) picks the Google Workspace account their university gave them, and its verified
//! address becomes their university e-mail without a mailed link.

use quad_domain::Email;
use uuid::Uuid;

use super::Memberships;
use crate::{accounts::ports::ExternalIdentity, live::ports::LiveEvent};

#[derive(Debug, thiserror::Error)]
pub enum ProveWithGoogleError {
    #[error("Google did not confirm this e-mail address, so it cannot prove your university.")]
    EmailNotVerified,
    #[error(
        "This Google account is not managed by your university. Choose the account your university gave you, \
         or confirm your university e-mail with a link."
    )]
    NotUniversityManaged,
    #[error("No university on Quad has addresses at {0}; you can request your university")]
    NoUniversity(String),
    #[error("This address is already used by another Quad account")]
    Taken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Memberships {
    /// Records the address of the Google account `identity` as `user_id`'s verified university
    /// e-mail, when Google verified it and the university's own Google Workspace manages the
    /// account (its `hd` claim is the address's domain), and the domain is a university's on
    /// Quad. The person's open tabs (the wizard waiting, Settings) read their membership again.
    pub async fn prove_with_google(
        &self,
        user_id: Uuid,
        identity: &ExternalIdentity,
    ) -> Result<Email, ProveWithGoogleError> {
        if !identity.email_verified {
            return Err(ProveWithGoogleError::EmailNotVerified);
        }
        let email = Email::parse(&identity.email).map_err(|_| ProveWithGoogleError::EmailNotVerified)?;
        // A personal Google account can carry any address it once confirmed; only the domain's own
        // Workspace vouches that the university still gives this person this address.
        let managed = identity.hosted_domain.as_deref().is_some_and(|hd| hd.eq_ignore_ascii_case(email.domain()));
        if !managed {
            return Err(ProveWithGoogleError::NotUniversityManaged);
        }
        if self.universities.university_of_address(&email).await?.is_none() {
            return Err(ProveWithGoogleError::NoUniversity(email.domain().to_owned()));
        }
        if self.emails.in_use(&email, user_id).await? {
            return Err(ProveWithGoogleError::Taken);
        }
        if !self.emails.record_verified(user_id, &email, self.clock.now(), &LiveEvent::MembershipChanged).await? {
            return Err(ProveWithGoogleError::Taken);
        }
        Ok(email)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{memberships::ports::MockUniversityEmailRepository, universities::ports::MockUniversityRepository};

    const UMICH: Uuid = Uuid::from_u128(42);
    const ADA: Uuid = Uuid::from_u128(7);

    fn identity(email: &str, hd: Option<&str>, verified: bool) -> ExternalIdentity {
        ExternalIdentity {
            subject: "google-1".into(),
            email: email.into(),
            email_verified: verified,
            given_name: None,
            family_name: None,
            hosted_domain: hd.map(str::to_owned),
        }
    }

    fn memberships(emails: MockUniversityEmailRepository) -> Memberships {
        let mut universities = MockUniversityRepository::new();
        universities
            .expect_university_of_address()
            .returning(|email| Ok(email.domain().ends_with("umich.edu").then_some(UMICH)));
        crate::memberships::testing::memberships(emails, universities)
    }

    #[tokio::test]
    async fn a_verified_workspace_address_at_a_universitys_domain_is_recorded_and_told_live() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_in_use().returning(|_, _| Ok(false));
        emails
            .expect_record_verified()
            .withf(|user, email, _, then| {
                *user == ADA && email.as_str() == "ada@umich.edu" && *then == LiveEvent::MembershipChanged
            })
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        let proven =
            memberships(emails).prove_with_google(ADA, &identity("ada@umich.edu", Some("umich.edu"), true)).await;
        assert_eq!(proven.unwrap().as_str(), "ada@umich.edu");
    }

    #[tokio::test]
    async fn a_personal_or_unverified_google_account_or_another_domain_proves_nothing() {
        for (email, hd, verified) in [
            ("ada@umich.edu", None, true),
            ("ada@umich.edu", Some("gmail.com"), true),
            ("ada@umich.edu", Some("umich.edu"), false),
            ("ada@reed.edu", Some("reed.edu"), true),
        ] {
            let mut emails = MockUniversityEmailRepository::new();
            emails.expect_record_verified().never();
            emails.expect_in_use().returning(|_, _| Ok(false));
            let refused = memberships(emails).prove_with_google(ADA, &identity(email, hd, verified)).await;
            assert!(refused.is_err(), "{email} {hd:?} {verified}");
        }
    }

    #[tokio::test]
    async fn an_address_of_another_account_is_refused() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_in_use().returning(|_, _| Ok(true));
        emails.expect_record_verified().never();
        let refused =
            memberships(emails).prove_with_google(ADA, &identity("ada@umich.edu", Some("umich.edu"), true)).await;
        assert!(matches!(refused, Err(ProveWithGoogleError::Taken)));
    }
}
