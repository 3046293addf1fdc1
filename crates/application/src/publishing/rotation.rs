//! `quad rotate-tokens`: every access token sealed again with the current key, so an older key in
//! `QUAD_INSTAGRAM_TOKEN_KEYS` can then be dropped.

use super::ports::{InstagramAccountRepository, TokenSealer};

/// What a rotation did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rotation {
    /// Sealed again with the current key.
    pub resealed: usize,
    /// Already sealed with it.
    pub current: usize,
    /// Changed by someone else while it was being re-sealed (it was sealed with the current key).
    pub changed_meanwhile: usize,
    /// No key opens them (their accounts need saving again with a new token): `@username`s.
    pub unreadable: Vec<String>,
}

pub async fn rotate_tokens(
    accounts: &dyn InstagramAccountRepository,
    sealer: &dyn TokenSealer,
) -> anyhow::Result<Rotation> {
    let mut rotation = Rotation::default();
    for account in accounts.sealed_tokens().await? {
        if sealer.is_current(&account.sealed_token) {
            rotation.current += 1;
            continue;
        }
        let Ok(token) = sealer.open(&account.owner(), &account.sealed_token) else {
            tracing::warn!(account_id = %account.account_id, "a sealed token opens with none of the keys");
            rotation.unreadable.push(format!("@{}", account.username));
            continue;
        };
        let resealed = sealer.seal(&account.owner(), &token)?;
        if accounts.reseal(account.account_id, &account.sealed_token, resealed).await? {
            rotation.resealed += 1;
        } else {
            rotation.changed_meanwhile += 1;
        }
    }
    Ok(rotation)
}

#[cfg(test)]
mod tests {
    use uuid::Uuid;

    use super::*;
    use crate::publishing::{
        ports::{MockInstagramAccountRepository, MockTokenSealer},
        testing::account_token as token,
    };

    #[tokio::test]
    async fn old_tokens_are_sealed_again_current_ones_left_and_unreadable_ones_named() {
        let mut accounts = MockInstagramAccountRepository::new();
        accounts.expect_sealed_tokens().returning(|| {
            Ok(vec![token(1, b"old:one"), token(2, b"new:two"), token(3, b"lost"), token(4, b"old:four")])
        });
        accounts
            .expect_reseal()
            .withf(|id, read, resealed| *id == Uuid::from_u128(1) && read == b"old:one" && resealed == b"new:one")
            .times(1)
            .returning(|_, _, _| Ok(true));
        accounts.expect_reseal().withf(|id, _, _| *id == Uuid::from_u128(4)).times(1).returning(|_, _, _| Ok(false));
        let mut sealer = MockTokenSealer::new();
        sealer.expect_is_current().returning(|sealed| sealed.starts_with(b"new:"));
        sealer.expect_open().returning(|_, sealed| {
            sealed
                .strip_prefix(b"old:")
                .map(|t| String::from_utf8(t.to_vec()).unwrap())
                .ok_or(anyhow::anyhow!("no key"))
        });
        sealer.expect_seal().returning(|_, token| Ok(format!("new:{token}").into_bytes()));

        let rotation = rotate_tokens(&accounts, &sealer).await.unwrap();

        assert_eq!(
            rotation,
            Rotation { resealed: 1, current: 1, changed_meanwhile: 1, unreadable: vec!["@account3".into()] }
        );
    }
}
