//! Notifications (issue 24): what Quad tells a person in the app, live on their open tabs (through
//! the event log, `live`), and by e-mail in a digest when still unread after a while. Producers
//! call `Notifications::tell` (or `tell_managers`) after their own change; the kinds and their
//! words are the domain's `Notice`.

pub mod ports;

use std::sync::Arc;

use chrono::Duration;
use quad_domain::{Notice, NotificationKind, User};
use uuid::Uuid;

use self::ports::{DigestBatch, NotificationRepository, Preference, StoredNotification};
use crate::{
    Clock, Page, PageRequest,
    accounts::ports::LinkSecrets,
    mail::{
        compose::escape,
        ports::{Mailer, OutgoingEmail},
    },
};

/// Read notifications are kept this long.
pub const READ_KEPT: Duration = Duration::days(90);

#[derive(Debug, thiserror::Error)]
pub enum NotificationError {
    #[error("No such notification")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A person's choice for one kind, with what may not be changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreferenceView {
    pub preference: Preference,
    pub in_app_locked: bool,
    pub email_locked: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum UnsubscribeError {
    #[error("This unsubscribe link is not valid.")]
    Unknown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// What the notifications are built from.
pub struct NotificationPorts {
    pub repository: Arc<dyn NotificationRepository>,
    pub secrets: Arc<dyn LinkSecrets>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
}

#[derive(Clone)]
pub struct Notifications {
    repository: Arc<dyn NotificationRepository>,
    secrets: Arc<dyn LinkSecrets>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    public_url: String,
}

impl Notifications {
    pub fn new(ports: NotificationPorts, public_url: &str) -> Self {
        let NotificationPorts { repository, secrets, mailer, clock } = ports;
        Self { repository, secrets, mailer, clock, public_url: public_url.trim_end_matches('/').to_owned() }
    }

    /// Notifies the person, unless they turned this kind off in the app (security notices
    /// always go). `emailed`: the producer e-mailed it at once, so no digest takes it.
    pub async fn notify(&self, user_id: Uuid, notice: Notice, emailed: bool) -> anyhow::Result<()> {
        let kind = notice.kind();
        if !kind.is_security() {
            let preferences = self.repository.preferences(user_id).await?;
            if preferences.iter().any(|p| p.kind == kind && !p.in_app) {
                return Ok(());
            }
        }
        let emailed = emailed || kind.delivery() == quad_domain::Delivery::AtOnce;
        self.repository.create(Uuid::new_v4(), user_id, &notice, self.clock.now(), emailed).await
    }

    /// `notify`, for a producer whose own change already stands: a failure is logged.
    pub async fn tell(&self, user_id: Uuid, notice: Notice) {
        let kind = notice.kind();
        if let Err(error) = self.notify(user_id, notice, false).await {
            tracing::error!(%user_id, kind = kind.as_str(), error = format!("{error:#}"), "a notification was not made");
        }
    }

    /// Tells every active manager of the university.
    pub async fn tell_managers(&self, university_id: Uuid, notice: Notice) {
        match self.repository.managers_of(university_id).await {
            Ok(managers) => {
                for manager in managers {
                    self.tell(manager, notice.clone()).await;
                }
            }
            Err(error) => {
                tracing::error!(%university_id, error = format!("{error:#}"), "managers were not notified");
            }
        }
    }

    /// The person's notifications, newest first, one page.
    pub async fn list(&self, user: &User, page: PageRequest) -> anyhow::Result<Page<StoredNotification>> {
        let (items, total) = self.repository.page(user.id, page.offset(), page.size()).await?;
        Ok(page.answer(items, total))
    }

    /// Every notification of the person, newest first (their data export).
    pub async fn all_of(&self, user: &User) -> anyhow::Result<Vec<StoredNotification>> {
        Ok(self.repository.page(user.id, 0, i64::MAX).await?.0)
    }

    pub async fn unread(&self, user: &User) -> anyhow::Result<i64> {
        self.repository.unread_count(user.id).await
    }

    /// Marks one of the person's notifications read; answers their unread count.
    pub async fn mark_read(&self, user: &User, id: Uuid) -> Result<i64, NotificationError> {
        self.repository.mark_read(user.id, Some(id), self.clock.now()).await?.ok_or(NotificationError::NotFound)
    }

    /// Marks all the person's notifications read; answers their unread count (0).
    pub async fn mark_all_read(&self, user: &User) -> anyhow::Result<i64> {
        Ok(self.repository.mark_read(user.id, None, self.clock.now()).await?.unwrap_or(0))
    }

    /// Every kind the person may get, with their choice (both on by default).
    pub async fn preferences(&self, user: &User) -> anyhow::Result<Vec<PreferenceView>> {
        let stored = self.repository.preferences(user.id).await?;
        Ok(kinds_for(user)
            .map(|kind| {
                let preference = stored.iter().copied().find(|p| p.kind == kind).unwrap_or(Preference {
                    kind,
                    in_app: true,
                    email: true,
                });
                view(preference)
            })
            .collect())
    }

    /// Stores the choices sent for kinds the person may get and may change; the others are
    /// left as they are. Answers every preference.
    pub async fn set_preferences(&self, user: &User, sent: Vec<Preference>) -> anyhow::Result<Vec<PreferenceView>> {
        let current = self.preferences(user).await?;
        let changed: Vec<Preference> = current
            .iter()
            .map(|now| match sent.iter().find(|p| p.kind == now.preference.kind) {
                Some(wanted) => Preference {
                    kind: now.preference.kind,
                    in_app: if now.in_app_locked { now.preference.in_app } else { wanted.in_app },
                    email: if now.email_locked { now.preference.email } else { wanted.email },
                },
                None => now.preference,
            })
            .collect();
        self.repository.set_preferences(user.id, changed).await?;
        self.preferences(user).await
    }

    /// Deletes read notifications older than `READ_KEPT`, events older than the replay window
    /// and old unsubscribe links; answers how many notifications went.
    pub async fn prune(&self) -> anyhow::Result<u64> {
        let now = self.clock.now();
        self.repository.prune(now - READ_KEPT, now - crate::live::REPLAY_WINDOW, now - READ_KEPT).await
    }
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
        let mut preferences = self.repository.preferences(user_id).await?;
        match preferences.iter_mut().find(|p| p.kind == kind) {
            Some(preference) => preference.email = false,
            None => preferences.push(Preference { kind, in_app: true, email: false }),
        }
        let changed: Vec<Preference> = preferences.into_iter().filter(|p| p.kind == kind).collect();
        self.repository.set_preferences(user_id, changed).await?;
        Ok(kind)
    }

    async fn find_link(&self, token: &str) -> Result<(Uuid, NotificationKind), UnsubscribeError> {
        if token.is_empty() || token.len() > 200 {
            return Err(UnsubscribeError::Unknown);
        }
        self.repository.find_unsubscribe(self.secrets.hash(token)).await?.ok_or(UnsubscribeError::Unknown)
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
        let batches = self.repository.claim_digests(kinds.clone(), now - DIGEST_DELAY, now, 200).await?;
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
        self.repository.store_unsubscribe(secret.hash, batch.user_id, kind, self.clock.now()).await?;
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

fn kinds_for(user: &User) -> impl Iterator<Item = NotificationKind> {
    let manages = user.role.can_manage_instagram();
    let student = user.role == quad_domain::Role::User;
    NotificationKind::ALL
        .iter()
        .copied()
        .filter(move |kind| (manages || !kind.for_managers()) && (student || !kind.for_students()))
}

/// A digest reports what is unread in the app, so a digest kind turned off in the app is not
/// e-mailed either.
fn view(preference: Preference) -> PreferenceView {
    let kind = preference.kind;
    let security = kind.is_security();
    let in_app = preference.in_app || security;
    PreferenceView {
        preference: Preference {
            kind,
            in_app,
            email: (preference.email && in_app && kind.email_optional()) || !kind.email_optional(),
        },
        in_app_locked: security,
        email_locked: !kind.email_optional(),
    }
}

/// How long a notification waits unread before a digest e-mails it.
pub const DIGEST_DELAY: Duration = Duration::minutes(15);
