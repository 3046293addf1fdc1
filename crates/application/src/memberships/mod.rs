//! University membership (issue 23): a student belongs to the university whose e-mail address
//! they verified, their sign-in address or a second "university e-mail" confirmed from Settings.
//!
//! `Membership::status_at` answers verified, unverified (where the university admits students
//! without an address) or none; submitting a profile and seeing other students ask it. Confirming
//! or removing the university e-mail hands the port a `LiveEvent::MembershipChanged`, appended in
//! the same transaction, so a wizard waiting for the link moves on. `prove_with_google`
//! (`google_proof.rs`) records an address a university's Google Workspace vouches for (`hd`); the
//! Google flow itself stays in `accounts` (`GoogleSignIn::start_university_proof`, whose
//! `GoogleFinish::Proving` the HTTP callback hands here), so neither context reaches into the
//! other.

mod google_proof;
pub mod ports;
mod university_email;

pub use google_proof::ProveWithGoogleError;
pub use university_email::{
    AddUniversityEmailError, ConfirmUniversityEmailError, Membership, MembershipStatus, Memberships, how_to_verify,
};

#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use uuid::Uuid;

    use super::{Memberships, ports::MockUniversityEmailRepository};
    use crate::{
        MockClock,
        accounts::{
            ports::{LinkSecret, MockLinkSecrets},
            testing::now,
        },
        memberships::ports::UniversityEmail,
        rate_limits::{MockAttemptCounter, RateLimitPolicy, RateLimiter},
        universities::ports::MockUniversityRepository,
    };

    /// Memberships over these stores, with a fixed link secret ("secret") and clock.
    pub(crate) fn memberships(
        emails: MockUniversityEmailRepository,
        universities: MockUniversityRepository,
    ) -> Memberships {
        let mut links = MockLinkSecrets::new();
        links.expect_generate().returning(|| LinkSecret { plain: "secret".into(), hash: "hash-of-secret".into() });
        links.expect_hash().returning(|plain| format!("hash-of-{plain}"));
        let clock = || {
            let mut clock = MockClock::new();
            clock.expect_now().returning(now);
            Arc::new(clock)
        };
        let mut counter = MockAttemptCounter::new();
        counter.expect_record().returning(|_, _, _| Ok(1));
        let limiter = RateLimiter::new(RateLimitPolicy::default(), Arc::new(counter), clock());
        Memberships::new(
            Arc::new(emails),
            Arc::new(universities),
            Arc::new(links),
            clock(),
            limiter,
            "https://quad.test/",
        )
    }

    /// Memberships where every verified address proves `university` (none: no university).
    pub(crate) fn proving(university: Option<Uuid>) -> Memberships {
        let mut emails = MockUniversityEmailRepository::new();
        emails.expect_of().returning(|_| Ok(UniversityEmail::default()));
        let mut universities = MockUniversityRepository::new();
        universities.expect_university_of_address().returning(move |_| Ok(university));
        memberships(emails, universities)
    }
}
