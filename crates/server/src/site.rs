//! What the public pages say about the team behind this deployment: contact details, the footer's
//! social links and the landing page's threshold for figures, all from configuration. Unset means
//! not shown: the product never prints an address nobody reads.

use quad_domain::Email;
use quad_http::{ContactDetails, SocialLink};

use crate::config::ConfigError;

/// The networks the footer has an icon for.
pub const NETWORKS: [&str; 6] = ["instagram", "tiktok", "x", "facebook", "linkedin", "youtube"];

#[derive(Debug, Clone, Default)]
pub struct Site {
    pub contact: ContactDetails,
    pub social_links: Vec<SocialLink>,
    /// Landing figures from this count up are shown (`QUAD_LANDING_FIGURES_FROM`).
    pub figures_shown_from: i64,
}

pub const DEFAULT_FIGURES_SHOWN_FROM: i64 = 100;

fn invalid(variable: &'static str, problem: impl Into<String>) -> ConfigError {
    ConfigError { variable, problem: problem.into() }
}

impl Site {
    /// `get` answers a variable, `None` when unset or blank.
    pub fn from_lookup(get: &dyn Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let email = |variable: &'static str| -> Result<Option<String>, ConfigError> {
            get(variable)
                .map(|value| {
                    Email::parse(&value)
                        .map(|email| email.as_str().to_owned())
                        .map_err(|_| invalid(variable, "must be an e-mail address"))
                })
                .transpose()
        };
        let general = email("QUAD_CONTACT_EMAIL")?;
        // Each specific address falls back to the general one.
        let or_general = |variable| Ok::<_, ConfigError>(email(variable)?.or_else(|| general.clone()));
        let phone = get("QUAD_CONTACT_PHONE");
        if phone.as_deref().is_some_and(|p| {
            p.len() > 40
                || !p.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c))
                || !p.contains(char::is_numeric)
        }) {
            return Err(invalid("QUAD_CONTACT_PHONE", "must be a phone number such as +1 734 555 0100"));
        }
        let address = get("QUAD_CONTACT_ADDRESS");
        if address.as_deref().is_some_and(|a| a.chars().count() > 200 || a.chars().any(char::is_control)) {
            return Err(invalid("QUAD_CONTACT_ADDRESS", "must be one line of at most 200 characters"));
        }
        let contact = ContactDetails {
            support_email: or_general("QUAD_SUPPORT_EMAIL")?,
            privacy_email: or_general("QUAD_PRIVACY_EMAIL")?,
            legal_email: or_general("QUAD_LEGAL_EMAIL")?,
            safety_email: or_general("QUAD_SAFETY_EMAIL")?,
            email: general,
            phone,
            address,
        };
        let figures_shown_from = match get("QUAD_LANDING_FIGURES_FROM") {
            None => DEFAULT_FIGURES_SHOWN_FROM,
            Some(raw) => raw
                .parse::<i64>()
                .ok()
                .filter(|n| (0..=1_000_000_000).contains(n))
                .ok_or_else(|| invalid("QUAD_LANDING_FIGURES_FROM", "must be a whole number from 0"))?,
        };
        Ok(Self { contact, social_links: social_links(get("QUAD_SOCIAL_LINKS"))?, figures_shown_from })
    }
}

/// `instagram=https://instagram.com/quad, tiktok=https://…`: a known network, an https URL.
fn social_links(raw: Option<String>) -> Result<Vec<SocialLink>, ConfigError> {
    let problem = "must be network=https://… pairs separated by commas (networks: instagram, tiktok, x, \
                   facebook, linkedin, youtube)";
    let mut links: Vec<SocialLink> = Vec::new();
    for pair in raw.iter().flat_map(|raw| raw.split(',')).map(str::trim).filter(|p| !p.is_empty()) {
        let (network, url) = pair.split_once('=').ok_or_else(|| invalid("QUAD_SOCIAL_LINKS", problem))?;
        let (network, url) = (network.trim().to_ascii_lowercase(), url.trim());
        let https = url.strip_prefix("https://").is_some_and(|rest| {
            !rest.is_empty() && rest.len() < 200 && !rest.contains(|c: char| c.is_whitespace() || c == '"' || c == '<')
        });
        if !NETWORKS.contains(&network.as_str()) || !https || links.iter().any(|l| l.network == network) {
            return Err(invalid("QUAD_SOCIAL_LINKS", problem));
        }
        links.push(SocialLink { network, url: url.to_owned() });
    }
    Ok(links)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn site(vars: &[(&str, &str)]) -> Result<Site, ConfigError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        Site::from_lookup(&|name| vars.get(name).cloned())
    }

    #[test]
    fn nothing_set_shows_nothing() {
        let site = site(&[]).unwrap();
        assert!(site.contact.email.is_none() && site.contact.privacy_email.is_none() && site.contact.phone.is_none());
        assert!(site.social_links.is_empty());
        assert_eq!(site.figures_shown_from, DEFAULT_FIGURES_SHOWN_FROM);
    }

    #[test]
    fn specific_addresses_fall_back_to_the_general_one() {
        let site =
            site(&[("QUAD_CONTACT_EMAIL", "Hello@Quad.app"), ("QUAD_PRIVACY_EMAIL", "privacy@quad.app")]).unwrap();
        assert_eq!(site.contact.email.as_deref(), Some("hello@quad.app"));
        assert_eq!(site.contact.privacy_email.as_deref(), Some("privacy@quad.app"));
        assert_eq!(site.contact.safety_email.as_deref(), Some("hello@quad.app"));
    }

    #[test]
    fn social_links_name_a_known_network_and_an_https_address() {
        let links =
            site(&[("QUAD_SOCIAL_LINKS", "instagram=https://instagram.com/quad, TikTok=https://tiktok.com/@quad")])
                .unwrap();
        let networks: Vec<&str> = links.social_links.iter().map(|l| l.network.as_str()).collect();
        assert_eq!(networks, ["instagram", "tiktok"]);
        for bad in
            ["myspace=https://myspace.com/quad", "instagram=http://instagram.com/quad", "instagram", "x=https://"]
        {
            assert_eq!(site(&[("QUAD_SOCIAL_LINKS", bad)]).unwrap_err().variable, "QUAD_SOCIAL_LINKS", "{bad}");
        }
    }

    #[test]
    fn bad_values_are_refused_by_name() {
        assert_eq!(site(&[("QUAD_CONTACT_EMAIL", "nobody")]).unwrap_err().variable, "QUAD_CONTACT_EMAIL");
        assert_eq!(site(&[("QUAD_CONTACT_PHONE", "call us")]).unwrap_err().variable, "QUAD_CONTACT_PHONE");
        assert_eq!(site(&[("QUAD_LANDING_FIGURES_FROM", "-1")]).unwrap_err().variable, "QUAD_LANDING_FIGURES_FROM");
        assert_eq!(
            site(&[("QUAD_CONTACT_PHONE", "+1 (734) 555-0100")]).unwrap().contact.phone.as_deref(),
            Some("+1 (734) 555-0100")
        );
    }
}
