//! The e-mail digests of what stayed unread, and the unsubscribe links they carry (one kind each).

use chrono::Duration;
use quad_domain::NotificationKind;
use uuid::Uuid;

use super::{
    Notifications,
    ports::{DigestBatch, Preference, StoredNotification},
};
use crate::mail::{compose::escape, ports::OutgoingEmail};

/// How long a notification waits unread before a digest e-mails it.
pub const DIGEST_DELAY: Duration = Duration::minutes(15);

#[derive(Debug, thiserror::Error)]
pub enum UnsubscribeError {
    #[error("This unsubscribe link is not valid.")]
    Unknown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl Notifications {
    /// The kind an unsubscribe link turns off, for the page that asks before it does.
    pub async fn unsubscribe_target(&self, token: &str) -> Result<NotificationKind, UnsubscribeError> {
        let (_, kind) = self.find_link(token).await?;
        Ok(kind)
    }

    /// Turns off e-mail for the one kind the link names, without signing in; answers the kind.
    /// Using a link twice changes nothing more.
    pub async fn unsubscribe(&self, token: &str) -> Result<NotificationKind, UnsubscribeError> {
        let (user_id, kind) = self.find_link(token).await?;
        let mut preferences = self.preferences.preferences(user_id).await?;
        match preferences.iter_mut().find(|p| p.kind == kind) {
            Some(preference) => preference.email = false,
            None => preferences.push(Preference { kind, in_app: true, email: false }),
        }
        let changed: Vec<Preference> = preferences.into_iter().filter(|p| p.kind == kind).collect();
        self.preferences.set_preferences(user_id, changed).await?;
        Ok(kind)
    }

    async fn find_link(&self, token: &str) -> Result<(Uuid, NotificationKind), UnsubscribeError> {
        if token.is_empty() || token.len() > 200 {
            return Err(UnsubscribeError::Unknown);
        }
        self.digests.find_unsubscribe(self.secrets.hash(token)).await?.ok_or(UnsubscribeError::Unknown)
    }

    /// E-mails a digest to each person with notifications unread for `DIGEST_DELAY`, of the
    /// kinds that wait for one and that they want by e-mail: one e-mail per kind, whose one-click
    /// unsubscribe turns off that kind only. Each notification is claimed once across instances
    /// before its e-mail is queued, so none is e-mailed twice (one whose e-mail could not be
    /// queued is logged, not retried). Answers how many digests were queued.
    pub async fn send_digests(&self) -> anyhow::Result<usize> {
        let now = self.clock.now();
        let kinds: Vec<NotificationKind> =
            NotificationKind::ALL.iter().copied().filter(|kind| kind.email_optional()).collect();
        let batches = self.digests.claim_digests(kinds.clone(), now - DIGEST_DELAY, now, 200).await?;
        let mut sent = 0;
        for batch in batches {
            for kind in &kinds {
                let of_kind: Vec<&StoredNotification> =
                    batch.notifications.iter().filter(|n| n.notice.kind() == *kind).collect();
                if of_kind.is_empty() {
                    continue;
                }
                let queued = match self.digest(&batch, *kind, &of_kind).await {
                    Ok(email) => self.mailer.send(email).await,
                    Err(error) => Err(error),
                };
                match queued {
                    Ok(()) => sent += 1,
                    Err(error) => {
                        tracing::error!(user = %batch.user_id, error = format!("{error:#}"), "a digest was not sent");
                    }
                }
            }
        }
        Ok(sent)
    }

    async fn digest(
        &self,
        batch: &DigestBatch,
        kind: NotificationKind,
        notifications: &[&StoredNotification],
    ) -> anyhow::Result<OutgoingEmail> {
        let secret = self.secrets.generate();
        self.digests.store_unsubscribe(secret.hash, batch.user_id, kind, self.clock.now()).await?;
        let page = format!("{}/unsubscribe/{}", self.public_url, secret.plain);
        let one_click = format!("{}/api/v1/notifications/unsubscribe/{}", self.public_url, secret.plain);
        let subject = match notifications {
            [only] => only.notice.title(),
            many => format!("{} on Quad: {} new", kind.label(), many.len()),
        };
        let to = quad_domain::Email::parse(&batch.email)?;
        let unsubscribe = Unsubscribe { label: kind.label().to_lowercase(), page, one_click };
        Ok(compose_digest(to, &batch.first_name, &subject, notifications, &self.public_url, unsubscribe))
    }
}

/// How a digest's reader stops e-mails of its kind: the page that asks, and the one-click URL.
struct Unsubscribe {
    label: String,
    page: String,
    one_click: String,
}

/// The digest: each notification with its link, then how to stop these e-mails.
fn compose_digest(
    to: quad_domain::Email,
    name: &str,
    subject: &str,
    notifications: &[&StoredNotification],
    public_url: &str,
    unsubscribe: Unsubscribe,
) -> OutgoingEmail {
    let absolute = |link: String| if link.starts_with('/') { format!("{public_url}{link}") } else { link };
    let Unsubscribe { label, page, one_click } = unsubscribe;
    let mut text = format!("Hi {name},\n\nWhile you were away:\n");
    let mut html = format!(
        "<!doctype html><html><body style=\"font-family:system-ui,sans-serif;color:#1f2937\">\
         <p>Hi {},</p><p>While you were away:</p><ul>",
        escape(name)
    );
    for notification in notifications {
        let notice = &notification.notice;
        let (title, body, link) = (notice.title(), notice.body(), absolute(notice.link()));
        text.push_str(&format!("\n- {title}\n  {body}\n  {link}\n"));
        html.push_str(&format!(
            "<li><p><a href=\"{}\"><strong>{}</strong></a><br>{}</p></li>",
            escape(&link),
            escape(&title),
            escape(&body)
        ));
    }
    text.push_str(&format!(
        "\nAll your notifications: {public_url}/notifications\n\n— The Quad team\n\nStop e-mails about {label}: {page}\n"
    ));
    html.push_str(&format!(
        "</ul><p><a href=\"{url}/notifications\">All your notifications</a></p><p>— The Quad team</p>\
         <p style=\"font-size:12px;color:#6b7280\"><a href=\"{page}\">Stop e-mails about {label}</a></p></body></html>",
        url = escape(public_url),
        page = escape(&page),
        label = escape(&label),
    ));
    OutgoingEmail {
        to,
        subject: subject.to_owned(),
        html_body: html,
        text_body: text,
        list_unsubscribe: Some(one_click),
    }
}

#[cfg(test)]
mod tests {
    use mockall::predicate::{always, eq};
    use quad_domain::Notice;

    use super::*;
    use crate::{
        accounts::{ports::LinkSecret, testing::now},
        notifications::{
            ports::{DigestBatch, Preference},
            testing::Mocks,
        },
    };

    const ADA: Uuid = Uuid::from_u128(7);

    fn message_from(name: &str) -> StoredNotification {
        let notice = Notice::NewMessage { name: name.into(), conversation_id: Uuid::from_u128(40).to_string() };
        StoredNotification { id: Uuid::now_v7(), notice, created_at: now(), read_at: None }
    }

    fn secrets(mocks: &mut Mocks) {
        mocks.secrets.expect_generate().returning(|| LinkSecret { plain: "plain".into(), hash: "hashed".into() });
        mocks.secrets.expect_hash().returning(|plain| format!("hash of {plain}"));
    }

    #[tokio::test]
    async fn an_empty_or_overlong_link_is_unknown_without_a_lookup() {
        let mut mocks = Mocks::default();
        mocks.digests.expect_find_unsubscribe().never();
        let notifications = mocks.build();

        for token in [String::new(), "x".repeat(201)] {
            assert!(matches!(notifications.unsubscribe(&token).await, Err(UnsubscribeError::Unknown)));
        }
    }

    #[tokio::test]
    async fn a_link_turns_off_e_mail_for_its_one_kind_and_keeps_the_app() {
        let mut mocks = Mocks::default();
        secrets(&mut mocks);
        mocks
            .digests
            .expect_find_unsubscribe()
            .with(eq("hash of abc".to_owned()))
            .returning(|_| Ok(Some((ADA, NotificationKind::NewMessage))));
        mocks
            .preferences
            .expect_preferences()
            .returning(|_| Ok(vec![Preference { kind: NotificationKind::Connected, in_app: true, email: true }]));
        mocks
            .preferences
            .expect_set_preferences()
            .with(eq(ADA), eq(vec![Preference { kind: NotificationKind::NewMessage, in_app: true, email: false }]))
            .times(1)
            .returning(|_, _| Ok(()));
        let notifications = mocks.build();

        assert_eq!(notifications.unsubscribe_target("abc").await.unwrap(), NotificationKind::NewMessage);
        assert_eq!(notifications.unsubscribe("abc").await.unwrap(), NotificationKind::NewMessage);
    }

    #[tokio::test]
    async fn a_digest_is_one_e_mail_per_kind_with_its_own_unsubscribe_link() {
        let mut mocks = Mocks::default();
        secrets(&mut mocks);
        mocks.digests.expect_claim_digests().with(always(), eq(now() - DIGEST_DELAY), eq(now()), eq(200)).returning(
            |kinds, _, _, _| {
                assert!(kinds.iter().all(|kind| kind.email_optional()));
                let connected = StoredNotification {
                    notice: Notice::Connected { name: "Grace".into(), student_id: Uuid::from_u128(8).to_string() },
                    ..message_from("Grace")
                };
                let notifications = vec![message_from("Grace"), message_from("Alan"), connected];
                Ok(vec![DigestBatch {
                    user_id: ADA,
                    email: "ada@umich.edu".into(),
                    first_name: "Ada".into(),
                    notifications,
                }])
            },
        );
        mocks
            .digests
            .expect_store_unsubscribe()
            .with(eq("hashed".to_owned()), eq(ADA), always(), eq(now()))
            .times(2)
            .returning(|_, _, _, _| Ok(()));
        mocks
            .mailer
            .expect_send()
            .withf(|email| {
                email.subject == "Messages on Quad: 2 new"
                    && email.text_body.contains("Stop e-mails about messages: https://quad.test/unsubscribe/plain")
                    && email.list_unsubscribe.as_deref()
                        == Some("https://quad.test/api/v1/notifications/unsubscribe/plain")
            })
            .times(1)
            .returning(|_| Ok(()));
        mocks.mailer.expect_send().withf(|email| email.to.as_str() == "ada@umich.edu").times(1).returning(|_| Ok(()));

        assert_eq!(mocks.build().send_digests().await.unwrap(), 2);
    }

    #[tokio::test]
    async fn a_digest_that_could_not_be_queued_is_logged_and_not_counted() {
        let mut mocks = Mocks::default();
        secrets(&mut mocks);
        mocks.digests.expect_claim_digests().returning(|_, _, _, _| {
            Ok(vec![DigestBatch {
                user_id: ADA,
                email: "ada@umich.edu".into(),
                first_name: "Ada".into(),
                notifications: vec![message_from("Grace")],
            }])
        });
        mocks.digests.expect_store_unsubscribe().returning(|_, _, _, _| Ok(()));
        mocks.mailer.expect_send().returning(|_| Err(anyhow::anyhow!("queue full")));

        assert_eq!(mocks.build().send_digests().await.unwrap(), 0);
    }
}
