//! A second factor for the people who can remove anyone (ASVS 6.3.3): staff turn on an
//! authenticator app (TOTP), and from then on every sign-in, by password, Google or an e-mailed
//! link, opens a session that waits for a code before it can do anything. Admins act only from a
//! session that proved one; moderators and managers are asked at sign-in until they have one.
//! Ten single-use recovery codes, stored hashed, stand in for a lost phone; losing both needs
//! another admin, whose reset is audited.

use std::sync::Arc;

use quad_domain::{Role, User};
use uuid::Uuid;

use super::{
    AccountPorts, Authenticated, Client, Refusal,
    gate::{Gate, HumanCheck},
    ports::{LinkSecrets, OneTimePasswords, SecondFactorRepository, SessionScope, UserRepository},
};
use crate::{
    Clock,
    audit::{Audit, AuditAction, AuditEntry},
    rate_limits::LimitedAction,
};

/// How many recovery codes setting up a factor hands out.
pub const RECOVERY_CODES: usize = 10;

/// How long a sign-in waits for its code.
pub const CODE_WAIT: chrono::Duration = chrono::Duration::minutes(10);

/// What a sign-in still asks of the person, beside their session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecondFactorStep {
    /// Nothing: a student, or a session that proved its code.
    None,
    /// The session waits for a code from the authenticator app (or a recovery code).
    Code,
    /// An admin without a second factor: they set one up before any admin action.
    SetUp,
    /// A moderator or manager without one: asked to set one up, free to skip.
    Offered,
}

impl SecondFactorStep {
    /// What a sign-in by `user` asks next, given whether they have a confirmed factor.
    pub(crate) fn after_sign_in(role: Role, has_factor: bool) -> Self {
        match (role, has_factor) {
            (Role::User, _) => SecondFactorStep::None,
            (_, true) => SecondFactorStep::Code,
            (Role::Admin, false) => SecondFactorStep::SetUp,
            (_, false) => SecondFactorStep::Offered,
        }
    }
}

/// Whether a person's second factor is on, as Settings shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecondFactorStatus {
    pub on: bool,
    /// Admins must have one before any admin action.
    pub required: bool,
    /// This session proved it (setting it up counts).
    pub session_verified: bool,
    pub recovery_codes_left: i64,
}

/// What setting up shows: the secret, as text and as an address for a QR code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolment {
    pub secret: String,
    pub uri: String,
}

#[derive(Debug, thiserror::Error)]
pub enum SecondFactorError {
    #[error("Two-step sign-in is for staff accounts")]
    NotStaff,
    #[error("Two-step sign-in is already on")]
    AlreadyOn,
    #[error("Start setting up two-step sign-in first")]
    NotStarted,
    #[error("That code is not right. Check your authenticator app and try again.")]
    WrongCode,
    #[error("That sign-in has expired. Please sign in again.")]
    Expired,
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("Another admin resets your own two-step sign-in")]
    Own,
    #[error("User not found")]
    NotFound,
    #[error("This person has not turned on two-step sign-in")]
    NotOn,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct SecondFactors {
    factors: Arc<dyn SecondFactorRepository>,
    users: Arc<dyn UserRepository>,
    codes: Arc<dyn OneTimePasswords>,
    secrets: Arc<dyn LinkSecrets>,
    gate: Gate,
    clock: Arc<dyn Clock>,
}

fn is_staff(user: &User) -> bool {
    user.role != Role::User
}

/// A recovery code as typed: case, spaces and dashes do not matter.
fn folded(code: &str) -> String {
    code.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect()
}

impl SecondFactors {
    pub fn new(ports: &AccountPorts, codes: Arc<dyn OneTimePasswords>) -> Self {
        Self {
            factors: ports.stores.second_factors.clone(),
            users: ports.stores.users.clone(),
            codes,
            secrets: ports.links.clone(),
            gate: ports.gate(),
            clock: ports.clock.clone(),
        }
    }

    pub async fn status(&self, who: &Authenticated) -> Result<SecondFactorStatus, SecondFactorError> {
        if !is_staff(&who.user) {
            return Err(SecondFactorError::NotStaff);
        }
        let on = self.factors.factor_of(who.user.id).await?.is_some_and(|factor| factor.confirmed);
        let recovery_codes_left = if on { self.factors.recovery_codes_left(who.user.id).await? } else { 0 };
        Ok(SecondFactorStatus {
            on,
            required: who.user.role.is_admin(),
            session_verified: who.second_factor,
            recovery_codes_left,
        })
    }

    /// Chooses a new secret for the person's authenticator app; nothing changes until a first
    /// code from it confirms it.
    pub async fn set_up(&self, who: &Authenticated) -> Result<Enrolment, SecondFactorError> {
        if !is_staff(&who.user) {
            return Err(SecondFactorError::NotStaff);
        }
        let secret = self.codes.new_secret();
        if !self.factors.begin(who.user.id, &secret, self.clock.now()).await? {
            return Err(SecondFactorError::AlreadyOn);
        }
        let uri = self.codes.enrolment_uri(&secret, who.user.email.as_str())?;
        Ok(Enrolment { secret, uri })
    }

    /// Confirms the factor being set up with a first code: it is on, this session counts as
    /// having proved it, every other session ends, and the recovery codes are answered, once.
    pub async fn confirm(
        &self,
        who: &Authenticated,
        code: &str,
        client: &Client,
    ) -> Result<Vec<String>, SecondFactorError> {
        if !is_staff(&who.user) {
            return Err(SecondFactorError::NotStaff);
        }
        let account = who.user.id.to_string();
        self.gate.admit(LimitedAction::SecondFactor, client, Some(&account), HumanCheck::NotRequired).await??;
        let factor = match self.factors.factor_of(who.user.id).await? {
            Some(factor) if factor.confirmed => return Err(SecondFactorError::AlreadyOn),
            Some(factor) => factor,
            None => return Err(SecondFactorError::NotStarted),
        };
        let step = self.codes.step_of(&factor.secret, code.trim(), self.clock.now());
        self.gate.note_attempt(LimitedAction::SecondFactor, client, &account, step.is_some()).await?;
        let step = step.ok_or(SecondFactorError::WrongCode)?;
        let codes: Vec<String> = (0..RECOVERY_CODES)
            .map(|_| {
                let plain = self.secrets.generate().plain;
                // Sixteen hex characters (64 bits) in four groups: typed in a minute, and their
                // unkeyed hashes are no shortcut to them.
                format!("{}-{}-{}-{}", &plain[..4], &plain[4..8], &plain[8..12], &plain[12..16])
            })
            .collect();
        let hashes = codes.iter().map(|code| self.secrets.hash(&folded(code))).collect();
        if !self.factors.confirm(who.user.id, step, hashes, who.session_id, self.clock.now()).await? {
            return Err(SecondFactorError::NotStarted);
        }
        Ok(codes)
    }

    /// Finishes a sign-in that waits for its code: a code from the authenticator app (each works
    /// once) or an unused recovery code. Limited like the password, per address and account.
    pub async fn verify(&self, who: &Authenticated, code: &str, client: &Client) -> Result<(), SecondFactorError> {
        if who.scope != SessionScope::SecondFactor || self.clock.now() - who.started_at > CODE_WAIT {
            return Err(SecondFactorError::Expired);
        }
        let account = who.user.id.to_string();
        self.gate.admit(LimitedAction::SecondFactor, client, Some(&account), HumanCheck::NotRequired).await??;
        let factor = self.factors.factor_of(who.user.id).await?.filter(|factor| factor.confirmed);
        let Some(factor) = factor else { return Err(SecondFactorError::Expired) };
        let accepted = match self.codes.step_of(&factor.secret, code.trim(), self.clock.now()) {
            Some(step) => self.factors.use_step(who.user.id, step).await?,
            None => {
                let folded = folded(code);
                !folded.is_empty()
                    && self
                        .factors
                        .use_recovery_code(who.user.id, &self.secrets.hash(&folded), self.clock.now())
                        .await?
            }
        };
        self.gate.note_attempt(LimitedAction::SecondFactor, client, &account, accepted).await?;
        if !accepted {
            return Err(SecondFactorError::WrongCode);
        }
        if !self.factors.complete_session(who.session_id, self.clock.now()).await? {
            return Err(SecondFactorError::Expired);
        }
        Ok(())
    }

    /// Turns on a staff member's second factor with a secret the operator chose (`quad
    /// create-user --second-factor-secret`, for accounts set up by script): no recovery codes;
    /// the operator holds the secret.
    pub async fn provision(&self, user: &User, secret: &str) -> Result<(), SecondFactorError> {
        if !is_staff(user) {
            return Err(SecondFactorError::NotStaff);
        }
        self.check_secret(secret)?;
        if !self.factors.begin(user.id, secret, self.clock.now()).await? {
            return Err(SecondFactorError::AlreadyOn);
        }
        // No session proved it (Uuid::nil names none) and there are none to end.
        self.factors.confirm(user.id, 0, Vec::new(), Uuid::nil(), self.clock.now()).await?;
        Ok(())
    }

    /// Whether `secret` can be an authenticator's (base32, 128 bits or more).
    pub fn check_secret(&self, secret: &str) -> Result<(), SecondFactorError> {
        self.codes.enrolment_uri(secret, "check")?;
        Ok(())
    }

    /// Another admin turns off someone's second factor (a lost phone and lost codes): their
    /// sessions end, they set it up again at their next sign-in, and the log says who did it.
    pub async fn reset(&self, actor: &User, target_id: Uuid) -> Result<(), SecondFactorError> {
        if !actor.role.can_manage_users() {
            return Err(SecondFactorError::Forbidden);
        }
        if actor.id == target_id {
            return Err(SecondFactorError::Own);
        }
        let target = self.users.find_user(target_id).await?.ok_or(SecondFactorError::NotFound)?;
        let label = format!("{} {}", target.first_name, target.last_name);
        let entry = AuditEntry::new(actor, AuditAction::SecondFactorReset, target_id, Some(label));
        let audit = Audit::from_outcome(move |reset: &bool| reset.then_some(entry));
        if !self.factors.reset(target_id, audit, self.clock.now()).await? {
            return Err(SecondFactorError::NotOn);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;
    use crate::accounts::{
        ports::{MockOneTimePasswords, SignInMethod, StoredFactor},
        testing::{Fixture, now, sample_user},
    };

    fn staff(role: Role) -> User {
        User { role, ..sample_user() }
    }

    fn session(user: User, scope: SessionScope, minutes_ago: i64) -> Authenticated {
        Authenticated {
            user,
            session_id: Uuid::from_u128(5),
            scope,
            method: SignInMethod::Password,
            started_at: now() - Duration::minutes(minutes_ago),
            second_factor: false,
        }
    }

    fn confirmed() -> Option<StoredFactor> {
        Some(StoredFactor { secret: "SECRET".into(), confirmed: true })
    }

    fn service(fixture: Fixture, codes: MockOneTimePasswords) -> SecondFactors {
        SecondFactors::new(&fixture.ports(), Arc::new(codes))
    }

    #[tokio::test]
    async fn students_have_no_second_factor_to_set_up() {
        let mut fixture = Fixture::new();
        fixture.second_factors.expect_begin().never();

        let error = service(fixture, MockOneTimePasswords::new())
            .set_up(&session(sample_user(), SessionScope::Full, 1))
            .await
            .unwrap_err();

        assert!(matches!(error, SecondFactorError::NotStaff));
    }

    #[tokio::test]
    async fn only_a_sign_in_waiting_for_its_code_takes_one_and_for_ten_minutes() {
        for (scope, minutes_ago) in [(SessionScope::Full, 1), (SessionScope::SecondFactor, 11)] {
            let mut fixture = Fixture::new();
            fixture.second_factors.expect_factor_of().never();
            fixture.second_factors.expect_complete_session().never();

            let error = service(fixture, MockOneTimePasswords::new())
                .verify(&session(staff(Role::Admin), scope, minutes_ago), "123456", &Client::default())
                .await
                .unwrap_err();

            assert!(matches!(error, SecondFactorError::Expired), "{scope:?} {minutes_ago}");
        }
    }

    #[tokio::test]
    async fn a_code_whose_step_was_used_is_refused_and_the_sign_in_still_waits() {
        let mut fixture = Fixture::new();
        fixture.second_factors.expect_factor_of().returning(|_| Ok(confirmed()));
        fixture.second_factors.expect_use_step().withf(|_, step| *step == 42).returning(|_, _| Ok(false));
        fixture.second_factors.expect_complete_session().never();
        let mut codes = MockOneTimePasswords::new();
        codes.expect_step_of().returning(|_, _, _| Some(42));

        let error = service(fixture, codes)
            .verify(&session(staff(Role::Admin), SessionScope::SecondFactor, 1), "123456", &Client::default())
            .await
            .unwrap_err();

        assert!(matches!(error, SecondFactorError::WrongCode));
    }

    #[tokio::test]
    async fn a_recovery_code_is_looked_up_by_the_hash_of_its_folded_form() {
        let mut fixture = Fixture::new();
        fixture.second_factors.expect_factor_of().returning(|_| Ok(confirmed()));
        fixture
            .second_factors
            .expect_use_recovery_code()
            .withf(|_, hash, _| hash == "hash-of-ab12cd34")
            .times(1)
            .returning(|_, _, _| Ok(true));
        fixture.second_factors.expect_complete_session().times(1).returning(|_, _| Ok(true));
        let mut codes = MockOneTimePasswords::new();
        codes.expect_step_of().returning(|_, _, _| None);

        service(fixture, codes)
            .verify(&session(staff(Role::Manager), SessionScope::SecondFactor, 1), " AB12-cd34 ", &Client::default())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn nobody_resets_their_own_and_only_admins_reset_anyone() {
        let admin = staff(Role::Admin);
        let own = service(Fixture::new(), MockOneTimePasswords::new()).reset(&admin, admin.id).await.unwrap_err();
        assert!(matches!(own, SecondFactorError::Own));
        let moderator = staff(Role::Moderator);
        let refused = service(Fixture::new(), MockOneTimePasswords::new())
            .reset(&moderator, Uuid::from_u128(9))
            .await
            .unwrap_err();
        assert!(matches!(refused, SecondFactorError::Forbidden));
    }

    #[test]
    fn staff_are_asked_for_what_their_role_needs() {
        use SecondFactorStep::*;
        assert_eq!(SecondFactorStep::after_sign_in(Role::User, true), None);
        assert_eq!(SecondFactorStep::after_sign_in(Role::Admin, false), SetUp);
        assert_eq!(SecondFactorStep::after_sign_in(Role::Moderator, false), Offered);
        assert_eq!(SecondFactorStep::after_sign_in(Role::Manager, false), Offered);
        for role in [Role::Admin, Role::Moderator, Role::Manager] {
            assert_eq!(SecondFactorStep::after_sign_in(role, true), Code);
        }
    }

    #[test]
    fn recovery_codes_fold_case_spaces_and_dashes() {
        assert_eq!(folded(" AB12c-3d4E5 "), "ab12c3d4e5");
        assert_eq!(folded("-- "), "");
    }
}
