//! Sign-ins from a new device (issue 24): a browser and network not seen for the account in 90
//! days. The account's first device is simply noted; a later new one is a security notice, in
//! the app and e-mailed at once.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use quad_domain::{Notice, User};

use super::{
    emails,
    gate::Client,
    ports::{KnownDeviceRepository, LinkSecrets},
};
use crate::{mail::ports::Mailer, notifications::Notifications};

/// How long a device stays known without a sign-in.
pub const DEVICE_REMEMBERED: Duration = Duration::days(90);

#[derive(Clone)]
pub(crate) struct NewDevices {
    pub(crate) known: Arc<dyn KnownDeviceRepository>,
    pub(crate) secrets: Arc<dyn LinkSecrets>,
    pub(crate) notifications: Notifications,
    pub(crate) mailer: Arc<dyn Mailer>,
    pub(crate) settings_link: String,
}

/// The network an address belongs to: its /24 (IPv4) or /48 (IPv6), so a new address from the
/// same home or campus network is the same device.
fn network(address: &str) -> String {
    match address.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(v4)) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        Ok(std::net::IpAddr::V6(v6)) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2])
        }
        Err(_) => "an unknown network".to_owned(),
    }
}

/// Browsers, most specific first (Edge, Opera and Samsung Internet also say Chrome and Safari),
/// as the sessions list in Settings names them.
const BROWSERS: &[(&[&str], &str)] = &[
    (&["Edg/", "EdgA/", "EdgiOS/", "Edge/"], "Edge"),
    (&["OPR/", "Opera/"], "Opera"),
    (&["SamsungBrowser/"], "Samsung Internet"),
    (&["Firefox/", "FxiOS/"], "Firefox"),
    (&["HeadlessChrome/", "Chrome/", "CriOS/", "Chromium/"], "Chrome"),
];

/// Systems, most specific first: iPhones say "like Mac OS X", Android says Linux.
const SYSTEMS: &[(&[&str], &str)] = &[
    (&["iPhone"], "iPhone"),
    (&["iPad"], "iPad"),
    (&["Android"], "Android"),
    (&["Windows"], "Windows"),
    (&["CrOS"], "ChromeOS"),
    (&["Macintosh", "Mac OS X"], "macOS"),
    (&["Linux"], "Linux"),
];

fn find(table: &[(&[&str], &'static str)], agent: &str) -> Option<&'static str> {
    table.iter().find(|(marks, _)| marks.iter().any(|mark| agent.contains(mark))).map(|(_, name)| *name)
}

/// How the notice names the device: "Firefox on Linux (network 203.0.113.0/24)".
fn describe(agent: &str, network: &str) -> String {
    let safari = agent.contains("Version/") && agent.contains("Safari/");
    let browser = find(BROWSERS, agent).or(safari.then_some("Safari"));
    let device = match (browser, find(SYSTEMS, agent)) {
        (Some(browser), Some(system)) => format!("{browser} on {system}"),
        (Some(browser), None) => browser.to_owned(),
        (None, Some(system)) => format!("a browser on {system}"),
        (None, None) => "an unknown browser".to_owned(),
    };
    format!("{device} (network {network})")
}

impl NewDevices {
    /// Notes the device of a sign-in, and tells the person when it is new to the account. A
    /// failure is logged: the sign-in stands.
    pub(crate) async fn note(&self, user: &User, client: &Client, now: DateTime<Utc>) {
        let browser = client.user_agent.as_deref().unwrap_or_default();
        let network = network(client.address.as_deref().unwrap_or_default());
        let fingerprint = self.secrets.hash(&format!("{browser}\n{network}"));
        let seen = match self.known.note_device(user.id, fingerprint, now, now - DEVICE_REMEMBERED).await {
            Ok(seen) => seen,
            Err(error) => {
                tracing::error!(user = %user.id, error = format!("{error:#}"), "a sign-in's device was not noted");
                return;
            }
        };
        if seen.recently || seen.first_ever {
            return;
        }
        let device = describe(browser, &network);
        self.notifications.tell(user.id, Notice::NewDeviceSignIn { device: device.clone() }).await;
        if let Err(error) = self.mailer.send(emails::new_device(user, &device, &self.settings_link)).await {
            tracing::error!(user = %user.id, error = format!("{error:#}"), "the new-device e-mail was not queued");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_of_one_network_are_one_device() {
        assert_eq!(network("203.0.113.7"), network("203.0.113.200"));
        assert_ne!(network("203.0.113.7"), network("203.0.114.7"));
        assert_eq!(network("2001:db8:1:2::5"), "2001:db8:1::/48");
        assert_eq!(network(""), "an unknown network");
    }

    #[test]
    fn a_device_is_named_as_the_sessions_list_names_it() {
        let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 \
                      (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
        assert_eq!(describe(firefox, "203.0.113.0/24"), "Firefox on Linux (network 203.0.113.0/24)");
        assert_eq!(describe(iphone, "x"), "Safari on iPhone (network x)");
        assert_eq!(describe("curl/8.0", "x"), "an unknown browser (network x)");
    }
}
