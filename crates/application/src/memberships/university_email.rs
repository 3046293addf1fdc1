use std::sync::Arc;

use anyhow::Context;
use chrono::Duration;
use quad_domain::{Email, University, User, email_domain::is_webmail};
use uuid::Uuid;

use super::ports::{UniversityEmail, UniversityEmailConfirmation, UniversityEmailRepository};
use crate::{
    Clock, FieldError,
    accounts::{Client, Refusal, ports::LinkSecrets},
    live::ports::LiveEvent,
    mail::compose::email_to,
    rate_limits::{LimitedAction, RateLimiter, Verdict},
    universities::ports::UniversityRepository,
};

/// How long a university address's link works.
const LINK_LIFETIME: Duration = Duration::hours(24);

/// Where a person stands at one university.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MembershipStatus {
    /// One of their verified addresses is at the university's domains.
    Verified,
    /// The university has no domains and lets students join without a university address.
    Unverified,
    /// Neither: they cannot submit a profile there.
    None,
}

/// A person's university address and the universities their verified addresses prove.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Membership {
    pub university_email: UniversityEmail,
    /// Each university a verified address of theirs is at (the sign-in address's first).
    pub proven: Vec<Uuid>,
}

impl Membership {
    pub fn status_at(&self, university: &University) -> MembershipStatus {
        if self.proven.contains(&university.id) {
            MembershipStatus::Verified
        } else if university.email_domains.is_empty() && university.join_without_university_email {
            MembershipStatus::Unverified
        } else {
            MembershipStatus::None
        }
    }
}

/// What a student does to become a verified member of `university`, in words: "verify an
/// address at umich.edu: add it as your university e-mail in Settings"; `None` when it has no
/// e-mail domain, so no address can.
pub fn how_to_verify(university: &University) -> Option<String> {
    let domains: Vec<&str> = university.email_domains.iter().map(|d| d.as_str()).collect();
    (!domains.is_empty())
        .then(|| format!("verify an address at {}: add it as your university e-mail in Settings", domains.join(" or ")))
}

#[derive(Debug, thiserror::Error)]
pub enum AddUniversityEmailError {
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("This address is already used by another Quad account")]
    Taken,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmUniversityEmailError {
    #[error("This link is not valid, was used already or has expired. Add your university e-mail again in Settings.")]
    Unknown,
    #[error("This address is already used by another Quad account")]
    Taken,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// University membership: the university address a student adds in Settings, and which
/// universities a person's verified addresses prove.
#[derive(Clone)]
pub struct Memberships {
    pub(super) emails: Arc<dyn UniversityEmailRepository>,
    pub(super) universities: Arc<dyn UniversityRepository>,
    links: Arc<dyn LinkSecrets>,
    pub(super) clock: Arc<dyn Clock>,
    limiter: RateLimiter,
    public_url: String,
}

fn invalid(message: impl ToString) -> AddUniversityEmailError {
    FieldError::new("email", message).into()
}

impl Memberships {
    pub fn new(
        emails: Arc<dyn UniversityEmailRepository>,
        universities: Arc<dyn UniversityRepository>,
        links: Arc<dyn LinkSecrets>,
        clock: Arc<dyn Clock>,
        limiter: RateLimiter,
        public_url: &str,
    ) -> Self {
        let public_url = public_url.trim_end_matches('/').to_owned();
        Self { emails, universities, links, clock, limiter, public_url }
    }

    /// The person's university address and what their verified addresses prove.
    pub async fn of(&self, user: &User) -> anyhow::Result<Membership> {
        let university_email = self.emails.of(user.id).await.context("failed to read a university address")?;
        let verified = university_email.verified.as_ref().map(|(email, _)| email);
        let mut proven = Vec::new();
        for address in user.email_verified.then_some(&user.email).into_iter().chain(verified) {
            if let Some(university) = self.universities.university_of_address(address).await?
                && !proven.contains(&university)
            {
                proven.push(university);
            }
        }
        Ok(Membership { university_email, proven })
    }

    /// Mails a single-use link to `raw_email`, an address at a university's domains that no
    /// other account uses; the address counts once the link is opened. Answers the address.
    pub async fn add_university_email(
        &self,
        user: &User,
        raw_email: &str,
        client: &Client,
    ) -> Result<Email, AddUniversityEmailError> {
        let verdict = self
            .limiter
            .check(LimitedAction::ChangeEmail, client.address.as_deref(), Some(user.email.as_str()))
            .await?;
        if verdict != Verdict::Allowed {
            return Err(Refusal::TooManyRequests.into());
        }
        if raw_email.trim().is_empty() {
            return Err(invalid("Please enter your university e-mail address"));
        }
        let email = Email::parse(raw_email).map_err(invalid)?;
        if email == user.email {
            return Err(invalid("This is the address you sign in with; enter your university's address instead"));
        }
        if is_webmail(&email) {
            return Err(invalid("This is a webmail address; enter the address your university gave you"));
        }
        if email.as_str().split('@').next().is_some_and(|local| local.contains('+')) {
            return Err(invalid("Enter your university address without a +tag: each address proves one account"));
        }
        let Some(university) = self.universities.university_of_address(&email).await? else {
            return Err(invalid(format!(
                "No university on Quad has addresses at {}; you can request your university",
                email.domain()
            )));
        };
        if self.emails.in_use(&email, user.id).await? {
            return Err(AddUniversityEmailError::Taken);
        }
        let name = self.universities.find(university).await?.map(|u| u.name.to_string()).unwrap_or_default();
        let secret = self.links.generate();
        let link = format!("{}/confirm-university-email/{}", self.public_url, secret.plain);
        let mail = email_to(
            user.first_name.as_str(),
            email.clone(),
            "Confirm your university e-mail for Quad",
            // The account it unlocks, by name and sign-in address, so nobody confirms someone
            // else's claim on their address by accident.
            &format!(
                "This link adds this address to the Quad account of {} {}., signed up as {}, to show that they \
                 study at {name}. If that is you, confirm it to create your roommate profile there.",
                user.first_name.as_str(),
                user.last_name.as_str().chars().next().unwrap_or_default(),
                user.email.as_str(),
            ),
            "Confirm my university e-mail",
            &link,
            "The link works once and expires in 24 hours. If this is not your account, do not open it: ignore this \
             e-mail, and the address stays yours.",
        );
        let expires_at = self.clock.now() + LINK_LIFETIME;
        self.emails.request(user.id, &email, &secret.hash, expires_at, mail).await?;
        Ok(email)
    }

    /// Uses the mailed link once: its address becomes the person's verified university address,
    /// in place of an earlier one. Answers the address.
    pub async fn confirm_university_email(
        &self,
        plain_token: &str,
        client: &Client,
    ) -> Result<Email, ConfirmUniversityEmailError> {
        let hash = self.links.hash(plain_token.trim());
        let verdict = self.limiter.check(LimitedAction::VerifyEmail, client.address.as_deref(), Some(&hash)).await?;
        if verdict != Verdict::Allowed {
            return Err(Refusal::TooManyRequests.into());
        }
        // The person's open tabs (the wizard waiting for this link, Settings) read their membership again.
        match self.emails.confirm(&hash, self.clock.now(), &LiveEvent::MembershipChanged).await? {
            UniversityEmailConfirmation::Verified { email, .. } => Ok(email),
            UniversityEmailConfirmation::Unknown => Err(ConfirmUniversityEmailError::Unknown),
            UniversityEmailConfirmation::Taken => Err(ConfirmUniversityEmailError::Taken),
        }
    }

    /// Forgets the person's university address, verified and pending.
    pub async fn remove_university_email(&self, user: &User) -> anyhow::Result<()> {
        self.emails.remove(user.id, self.clock.now(), &LiveEvent::MembershipChanged).await
    }
}

#[cfg(test)]
mod tests {
    use chrono::Utc;

    use super::*;
    use crate::{
        accounts::testing::sample_user, memberships::ports::MockUniversityEmailRepository, profiles::testing::michigan,
        universities::ports::MockUniversityRepository,
    };

    const UMICH: Uuid = Uuid::from_u128(42);

    /// Michigan owns umich.edu (and its subdomains); no other domain is any university's.
    fn universities() -> MockUniversityRepository {
        let mut universities = MockUniversityRepository::new();
        universities
            .expect_university_of_address()
            .returning(|email| Ok(email.domain().ends_with("umich.edu").then_some(UMICH)));
        universities.expect_find().returning(|id| Ok(Some(michigan(id))));
        universities
    }

    fn memberships(emails: MockUniversityEmailRepository) -> Memberships {
        crate::memberships::testing::memberships(emails, universities())
    }

    fn student(email: &str) -> User {
        User { email: Email::parse(email).unwrap(), ..sample_user() }
    }

    #[tokio::test]
    async fn a_verified_sign_in_address_at_a_subdomain_proves_membership_and_webmail_does_not() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_of().returning(|_| Ok(UniversityEmail::default()));
        let memberships = memberships(emails);
        let umich = michigan(UMICH);

        let at_med = memberships.of(&student("ada@med.umich.edu")).await.unwrap();
        let at_gmail = memberships.of(&student("ada@gmail.com")).await.unwrap();
        let unverified = memberships.of(&User { email_verified: false, ..student("ada@umich.edu") }).await.unwrap();

        assert_eq!(at_med.status_at(&umich), MembershipStatus::Verified);
        assert_eq!(at_gmail.status_at(&umich), MembershipStatus::None);
        assert_eq!(unverified.status_at(&umich), MembershipStatus::None);
    }

    #[tokio::test]
    async fn a_verified_university_address_proves_membership_for_a_webmail_student() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_of().returning(|_| {
            Ok(UniversityEmail { verified: Some((Email::parse("ada@umich.edu").unwrap(), Utc::now())), pending: None })
        });

        let membership = memberships(emails).of(&student("ada@gmail.com")).await.unwrap();

        assert_eq!(membership.proven, vec![UMICH]);
    }

    #[test]
    fn a_university_without_domains_admits_unverified_students_only_when_the_admin_lets_it() {
        let closed = University { email_domains: vec![], ..michigan(UMICH) };
        let open = University { join_without_university_email: true, ..closed.clone() };
        let nobody = Membership::default();

        assert_eq!(nobody.status_at(&closed), MembershipStatus::None);
        assert_eq!(nobody.status_at(&open), MembershipStatus::Unverified);
        assert_eq!(nobody.status_at(&michigan(UMICH)), MembershipStatus::None);
    }

    #[tokio::test]
    async fn adding_an_address_mails_a_link_there_and_keeps_it_pending() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_in_use().returning(|_, _| Ok(false));
        emails
            .expect_request()
            .withf(|_, email, hash, _, mail| {
                email.as_str() == "ada@umich.edu"
                    && hash == "hash-of-secret"
                    && mail.to.as_str() == "ada@umich.edu"
                    && mail.text_body.contains("https://quad.test/confirm-university-email/secret")
                    && mail.text_body.contains("University of Michigan")
            })
            .times(1)
            .returning(|_, _, _, _, _| Ok(()));

        let added = memberships(emails)
            .add_university_email(&student("ada@gmail.com"), " Ada@UMich.edu ", &Client::default())
            .await
            .unwrap();

        assert_eq!(added.as_str(), "ada@umich.edu");
    }

    #[tokio::test]
    async fn webmail_unknown_domains_the_sign_in_address_and_taken_addresses_send_nothing() {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_in_use().returning(|email, _| Ok(email.as_str() == "bea@umich.edu"));
        emails.expect_request().never();
        let memberships = memberships(emails);
        let ada = student("ada@gmail.com");
        let client = Client::default();
        let add = |raw: &'static str| memberships.add_university_email(&ada, raw, &client);

        for (raw, message) in [
            ("", "Please enter your university e-mail address"),
            ("ada@gmail.com", "This is the address you sign in with"),
            ("ada@yahoo.com", "This is a webmail address"),
            ("ada@reed.edu", "No university on Quad has addresses at reed.edu"),
            ("ada+2@umich.edu", "Enter your university address without a +tag"),
        ] {
            let error = add(raw).await.unwrap_err();
            assert!(error.to_string().starts_with(message), "{raw}: {error}");
        }
        assert!(matches!(add("bea@umich.edu").await, Err(AddUniversityEmailError::Taken)));
    }

    #[tokio::test]
    async fn confirming_a_link_tells_the_persons_tabs_that_their_membership_changed() {
        let mut emails = MockUniversityEmailRepository::new();
        emails
            .expect_confirm()
            .withf(|hash, _, then| hash == "hash-of-secret" && *then == LiveEvent::MembershipChanged)
            .times(1)
            .returning(|_, _, _| {
                Ok(UniversityEmailConfirmation::Verified {
                    user_id: Uuid::from_u128(7),
                    email: Email::parse("ada@umich.edu").unwrap(),
                })
            });

        let confirmed = memberships(emails).confirm_university_email(" secret ", &Client::default()).await.unwrap();

        assert_eq!(confirmed.as_str(), "ada@umich.edu");
    }

    #[tokio::test]
    async fn a_used_link_and_an_address_taken_meanwhile_are_refused() {
        let mut emails = MockUniversityEmailRepository::new();
        emails
            .expect_confirm()
            .withf(|hash, _, _| hash == "hash-of-used")
            .returning(|_, _, _| Ok(UniversityEmailConfirmation::Unknown));
        emails
            .expect_confirm()
            .withf(|hash, _, _| hash == "hash-of-taken")
            .returning(|_, _, _| Ok(UniversityEmailConfirmation::Taken));
        let memberships = memberships(emails);
        let client = Client::default();

        let used = memberships.confirm_university_email("used", &client).await;
        let taken = memberships.confirm_university_email("taken", &client).await;

        assert!(matches!(used, Err(ConfirmUniversityEmailError::Unknown)));
        assert!(matches!(taken, Err(ConfirmUniversityEmailError::Taken)));
    }

    #[tokio::test]
    async fn removing_the_address_tells_the_persons_tabs_too() {
        let ada = student("ada@gmail.com");
        let mut emails = MockUniversityEmailRepository::new();
        let id = ada.id;
        emails
            .expect_remove()
            .withf(move |user_id, _, then| *user_id == id && *then == LiveEvent::MembershipChanged)
            .times(1)
            .returning(|_, _, _| Ok(()));

        memberships(emails).remove_university_email(&ada).await.unwrap();
    }
}
