//! A university's connected Instagram accounts: saved after a successful connection test, their
//! tokens sealed, tested again and removed by managers and admins.

use std::sync::Arc;

use anyhow::Context;
use chrono::{DateTime, TimeDelta, Utc};
use quad_domain::User;
use uuid::Uuid;

use super::ports::{
    AccountRemoval, InstagramAccount, InstagramAccountRepository, InstagramCredentials, InstagramError,
    InstagramGateway, NewInstagramAccount, TokenOwner, TokenSealer,
};
use crate::{
    Clock,
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    staff::Staff,
};

/// A token this close to its end is shown as expiring (the worker refreshes it first).
pub const EXPIRING_WITHIN: TimeDelta = TimeDelta::days(10);

/// Where published posts go, decided by configuration.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublishingTarget {
    /// The Graph API is the local stand-in (`quad instagram-stand-in`), not Instagram.
    pub stand_in: bool,
    /// Said to managers when a real account cannot fetch images: media is served from a loopback
    /// or private address.
    pub media_warning: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenStatus {
    Ok,
    Expiring,
    Refused,
}

impl TokenStatus {
    pub fn of(account: &InstagramAccount, now: DateTime<Utc>) -> Self {
        if account.token_problem.is_some() {
            TokenStatus::Refused
        } else if account.token_expires_at.is_some_and(|at| at - now < EXPIRING_WITHIN) {
            TokenStatus::Expiring
        } else {
            TokenStatus::Ok
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TokenStatus::Ok => "ok",
            TokenStatus::Expiring => "expiring",
            TokenStatus::Refused => "refused",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("This university is not one of yours: ask an admin to assign you to it")]
    NotYours,
    #[error("Access token and Instagram user ID are both required")]
    Missing,
    #[error("University not found")]
    UniversityNotFound,
    #[error("Instagram account not found")]
    NotFound,
    #[error("This account has queued posts. Cancel or move them first.")]
    HasQueuedPosts,
    #[error(transparent)]
    Instagram(#[from] InstagramError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A connection test of a saved account: the account as it stands now, and Instagram's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountTest {
    pub account: InstagramAccount,
    pub response: String,
}

#[derive(Clone)]
pub struct InstagramAccounts {
    accounts: Arc<dyn InstagramAccountRepository>,
    gateway: Arc<dyn InstagramGateway>,
    sealer: Arc<dyn TokenSealer>,
    clock: Arc<dyn Clock>,
    staff: Staff,
    target: PublishingTarget,
}

impl InstagramAccounts {
    pub fn new(
        accounts: Arc<dyn InstagramAccountRepository>,
        gateway: Arc<dyn InstagramGateway>,
        sealer: Arc<dyn TokenSealer>,
        clock: Arc<dyn Clock>,
        staff: Staff,
        target: PublishingTarget,
    ) -> Self {
        Self { accounts, gateway, sealer, clock, staff, target }
    }

    pub fn target(&self) -> &PublishingTarget {
        &self.target
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// Admins act on every university's accounts, managers on their universities'.
    async fn allow(&self, actor: &User, university: Uuid) -> Result<(), AccountError> {
        if !actor.role.can_manage_instagram() {
            return Err(AccountError::Forbidden);
        }
        if self.staff.managing(actor).await?.covers(university) { Ok(()) } else { Err(AccountError::NotYours) }
    }

    /// A saved account and its sealed token, when `actor` may act on it.
    async fn find_allowed(&self, actor: &User, id: Uuid) -> Result<(InstagramAccount, Vec<u8>), AccountError> {
        if !actor.role.can_manage_instagram() {
            return Err(AccountError::Forbidden);
        }
        let (account, sealed) = self.accounts.find(id).await?.ok_or(AccountError::NotFound)?;
        self.allow(actor, account.university_id).await?;
        Ok((account, sealed))
    }

    pub async fn of_university(
        &self,
        actor: &User,
        university_id: Uuid,
    ) -> Result<Vec<InstagramAccount>, AccountError> {
        self.allow(actor, university_id).await?;
        self.accounts.of_university(university_id).await?.ok_or(AccountError::UniversityNotFound)
    }

    /// Tests the credentials with Instagram, then keeps them for the university (the token
    /// sealed). Saving an account again replaces its token.
    pub async fn save(
        &self,
        actor: &User,
        university_id: Uuid,
        access_token: &str,
        ig_user_id: &str,
    ) -> Result<InstagramAccount, AccountError> {
        self.allow(actor, university_id).await?;
        let (access_token, ig_user_id) = (access_token.trim(), ig_user_id.trim());
        if access_token.is_empty() || ig_user_id.is_empty() {
            return Err(AccountError::Missing);
        }
        let credentials =
            InstagramCredentials { ig_user_id: ig_user_id.to_owned(), access_token: access_token.to_owned() };
        let answer = self.gateway.test_connection(&credentials).await?;
        let username = answer.username.unwrap_or_else(|| ig_user_id.to_owned());
        let now = self.clock.now();
        let owner = TokenOwner { university_id, ig_user_id: ig_user_id.to_owned() };
        let account = NewInstagramAccount {
            id: Uuid::now_v7(),
            university_id,
            ig_user_id: ig_user_id.to_owned(),
            username,
            sealed_token: self.sealer.seal(&owner, access_token).context("failed to seal an access token")?,
            added_by: actor.id,
            now,
        };
        // The account saved may be the university's existing one with this Instagram user id.
        let entry = AuditEntry::new(actor, AuditAction::InstagramAccountConnected, account.id, None);
        let audit = Audit::from_outcome(move |saved: &Option<InstagramAccount>| {
            let saved = saved.as_ref()?;
            let entry =
                AuditEntry { target_id: Some(saved.id), target_label: Some(format!("@{}", saved.username)), ..entry };
            Some(entry.with(FieldChange::new("igUserId", None, Some(saved.ig_user_id.clone()))).with(FieldChange::new(
                "university",
                None,
                Some(saved.university_id.to_string()),
            )))
        });
        let saved = self.accounts.save(account, audit).await?.ok_or(AccountError::UniversityNotFound)?;
        tracing::info!(account_id = %saved.id, %university_id, "an Instagram account was connected");
        Ok(saved)
    }

    /// Tests a saved account's token again; a refusal is recorded on the account.
    pub async fn test_saved(&self, actor: &User, id: Uuid) -> Result<AccountTest, AccountError> {
        let (account, sealed) = self.find_allowed(actor, id).await?;
        let credentials = InstagramCredentials {
            ig_user_id: account.ig_user_id.clone(),
            access_token: self
                .sealer
                .open(
                    &TokenOwner { university_id: account.university_id, ig_user_id: account.ig_user_id.clone() },
                    &sealed,
                )
                .context("failed to open an access token")?,
        };
        match self.gateway.test_connection(&credentials).await {
            Ok(response) => {
                if account.token_problem.is_some() {
                    self.accounts.record_token_problem(id, None).await?;
                }
                let account = InstagramAccount { token_problem: None, ..account };
                Ok(AccountTest { account, response: response.raw })
            }
            Err(error @ (InstagramError::TokenRefused(_) | InstagramError::Rejected(_))) => {
                self.accounts.record_token_problem(id, Some(error.message().to_owned())).await?;
                Err(error.into())
            }
            Err(error) => Err(error.into()),
        }
    }

    pub async fn remove(&self, actor: &User, id: Uuid) -> Result<(), AccountError> {
        self.find_allowed(actor, id).await?;
        let entry = AuditEntry::new(actor, AuditAction::InstagramAccountRemoved, id, None);
        let audit =
            Audit::from_outcome(move |removal: &AccountRemoval| (*removal == AccountRemoval::Removed).then_some(entry));
        match self.accounts.remove(id, audit).await? {
            AccountRemoval::Removed => {
                tracing::info!(account_id = %id, "an Instagram account was removed");
                Ok(())
            }
            AccountRemoval::NotFound => Err(AccountError::NotFound),
            AccountRemoval::HasQueuedPosts => Err(AccountError::HasQueuedPosts),
        }
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::Role;

    use super::*;
    use crate::{
        accounts::testing::{fixed_clock, now, sample_user},
        publishing::ports::{ConnectionAnswer, MockInstagramAccountRepository, MockInstagramGateway, MockTokenSealer},
    };

    fn manager() -> User {
        User { role: Role::Manager, ..sample_user() }
    }

    fn account(problem: Option<&str>, expires_in_days: i64) -> InstagramAccount {
        InstagramAccount {
            id: Uuid::nil(),
            university_id: Uuid::nil(),
            ig_user_id: "17841".into(),
            username: "umich".into(),
            created_at: now(),
            token_expires_at: Some(now() + TimeDelta::days(expires_in_days)),
            token_problem: problem.map(str::to_owned),
            queued_posts: 0,
        }
    }

    fn use_case(accounts: MockInstagramAccountRepository, gateway: MockInstagramGateway) -> InstagramAccounts {
        let mut sealer = MockTokenSealer::new();
        sealer.expect_seal().returning(|_, token| Ok(format!("sealed:{token}").into_bytes()));
        sealer.expect_open().returning(|_, sealed| Ok(String::from_utf8(sealed[7..].to_vec()).unwrap()));
        InstagramAccounts::new(
            Arc::new(accounts),
            Arc::new(gateway),
            Arc::new(sealer),
            Arc::new(fixed_clock()),
            crate::staff::testing::assigned(&[Uuid::nil()]),
            PublishingTarget::default(),
        )
    }

    #[tokio::test]
    async fn a_manager_acts_only_on_the_accounts_of_their_universities() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts.expect_find().returning(|_| {
            Ok(Some((InstagramAccount { university_id: Uuid::from_u128(2), ..account(None, 30) }, b"sealed".to_vec())))
        });
        accounts.expect_of_university().never();
        accounts.expect_remove().never();
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().never();
        let use_case = use_case(accounts, gateway);
        let elsewhere = Uuid::from_u128(2);

        let list = use_case.of_university(&manager(), elsewhere).await.unwrap_err();
        let save = use_case.save(&manager(), elsewhere, "tok", "17841").await.unwrap_err();
        let remove = use_case.remove(&manager(), Uuid::from_u128(3)).await.unwrap_err();

        for error in [list, save, remove] {
            assert!(matches!(error, AccountError::NotYours), "{error:?}");
        }
    }

    #[tokio::test]
    async fn students_cannot_save_an_account() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts.expect_save().never();
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().never();
        let use_case = use_case(accounts, gateway);

        let error = use_case.save(&sample_user(), Uuid::nil(), "tok", "17841").await.unwrap_err();

        assert!(matches!(error, AccountError::Forbidden));
    }

    #[tokio::test]
    async fn credentials_instagram_refuses_are_not_saved() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts.expect_save().never();
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().returning(|_| Err(InstagramError::TokenRefused("Invalid OAuth".into())));
        let use_case = use_case(accounts, gateway);

        let error = use_case.save(&manager(), Uuid::nil(), "tok", "17841").await.unwrap_err();

        assert!(matches!(error, AccountError::Instagram(InstagramError::TokenRefused(_))));
    }

    #[tokio::test]
    async fn a_tested_account_is_saved_with_its_token_sealed_and_instagrams_username() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts
            .expect_save()
            .withf(|a, _| a.sealed_token == b"sealed:tok" && a.username == "umich" && a.ig_user_id == "17841")
            .returning(|_, _| Ok(Some(account(None, 60))));
        let mut gateway = MockInstagramGateway::new();
        gateway.expect_test_connection().returning(|_| {
            Ok(ConnectionAnswer { raw: r#"{"id":"17841","username":"umich"}"#.into(), username: Some("umich".into()) })
        });
        let use_case = use_case(accounts, gateway);

        let saved = use_case.save(&manager(), Uuid::nil(), " tok ", "17841").await.unwrap();

        assert_eq!(TokenStatus::of(&saved, now()), TokenStatus::Ok);
    }

    #[tokio::test]
    async fn a_refused_retest_is_recorded_on_the_account() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts.expect_find().returning(|_| Ok(Some((account(None, 30), b"sealed:tok".to_vec()))));
        accounts
            .expect_record_token_problem()
            .withf(|_, problem| problem.as_deref() == Some("Session has expired"))
            .times(1)
            .returning(|_, _| Ok(true));
        let mut gateway = MockInstagramGateway::new();
        gateway
            .expect_test_connection()
            .withf(|c| c.access_token == "tok")
            .returning(|_| Err(InstagramError::TokenRefused("Session has expired".into())));
        let use_case = use_case(accounts, gateway);

        let error = use_case.test_saved(&manager(), Uuid::nil()).await.unwrap_err();

        assert!(matches!(error, AccountError::Instagram(InstagramError::TokenRefused(_))));
    }

    #[test]
    fn token_status_says_refused_then_expiring_then_ok() {
        let now = now();
        assert_eq!(TokenStatus::of(&account(Some("no"), 30), now), TokenStatus::Refused);
        assert_eq!(TokenStatus::of(&account(None, 5), now), TokenStatus::Expiring);
        assert_eq!(TokenStatus::of(&account(None, 30), now), TokenStatus::Ok);
    }
}
