//! Lists of addresses and ranges from the configuration (the proxies whose `X-Forwarded-For` we
//! believe, who may read `/metrics`), and the client's address behind our proxies.

use std::{fmt, net::IpAddr, str::FromStr};

use actix_web::HttpRequest;
use ipnet::IpNet;

/// Addresses (`10.0.0.7`) and ranges (`172.16.0.0/12`, the ones Docker hands out), e.g.
/// `QUAD_TRUSTED_PROXIES`. An IPv4 address seen on an IPv6 socket (`::ffff:10.0.0.7`) counts as
/// the IPv4 address.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IpRanges(Vec<IpNet>);

impl IpRanges {
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|range| range.contains(&address))
    }

    /// The caller's address when these are the trusted proxies: the peer, or, when the peer is
    /// one of ours, the last address in `X-Forwarded-For` that is not (what a client writes there
    /// itself comes before what our proxies append, so it is never reached).
    pub fn client_address(&self, request: &HttpRequest) -> Option<IpAddr> {
        let peer = request.peer_addr()?.ip().to_canonical();
        if !self.contains(peer) {
            return Some(peer);
        }
        let forwarded = request.headers().get("x-forwarded-for").and_then(|v| v.to_str().ok()).unwrap_or("");
        let hops = forwarded.split(',').filter_map(|hop| hop.trim().parse::<IpAddr>().ok()).map(|ip| ip.to_canonical());
        Some(hops.rev().find(|ip| !self.contains(*ip)).unwrap_or(peer))
    }
}

/// An entry of a list that is neither an address nor a range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAnAddressOrRange(pub String);

impl fmt::Display for NotAnAddressOrRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is neither an IP address nor a CIDR range", self.0)
    }
}

impl std::error::Error for NotAnAddressOrRange {}

impl FromStr for IpRanges {
    type Err = NotAnAddressOrRange;

    /// A comma-separated list; an empty list trusts nobody.
    fn from_str(list: &str) -> Result<Self, Self::Err> {
        list.split(',')
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .map(|entry| {
                entry
                    .parse::<IpNet>()
                    .or_else(|_| entry.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| NotAnAddressOrRange(entry.to_owned()))
            })
            .collect::<Result<_, _>>()
            .map(Self)
    }
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    fn proxies(list: &str) -> IpRanges {
        list.parse().unwrap()
    }

    fn seen(list: &str, peer: &str, forwarded: Option<&str>) -> Option<String> {
        let mut request = TestRequest::default().peer_addr(peer.parse().unwrap());
        if let Some(forwarded) = forwarded {
            request = request.insert_header(("x-forwarded-for", forwarded));
        }
        proxies(list).client_address(&request.to_http_request()).map(|address| address.to_string())
    }

    #[test]
    fn addresses_and_ranges_of_both_families_are_read() {
        let trusted = proxies(" 10.0.0.7 , 172.16.0.0/12,fd00::/8, ::1");
        assert!(trusted.contains("10.0.0.7".parse().unwrap()));
        assert!(!trusted.contains("10.0.0.8".parse().unwrap()));
        assert!(trusted.contains("172.18.0.5".parse().unwrap()));
        assert!(!trusted.contains("172.32.0.1".parse().unwrap()));
        assert!(trusted.contains("fd12::3".parse().unwrap()));
        assert!(trusted.contains("::1".parse().unwrap()));
        assert!(trusted.contains("::ffff:172.20.0.2".parse().unwrap()), "an IPv4 peer seen on an IPv6 socket");
        assert_eq!(proxies(""), IpRanges::default());
    }

    #[test]
    fn anything_else_is_refused_by_name() {
        assert_eq!("10.0.0.1,proxy".parse::<IpRanges>(), Err(NotAnAddressOrRange("proxy".into())));
        assert!("10.0.0.0/33".parse::<IpRanges>().is_err());
    }

    #[test]
    fn only_a_trusted_peer_is_believed_and_a_clients_own_header_is_skipped() {
        let forged = Some("1.2.3.4, 203.0.113.9");
        assert_eq!(seen("", "198.51.100.1:4000", forged).as_deref(), Some("198.51.100.1"));
        assert_eq!(seen("172.16.0.0/12", "172.18.0.3:4000", forged).as_deref(), Some("203.0.113.9"));
        assert_eq!(
            seen("172.16.0.0/12", "172.18.0.3:4000", Some("203.0.113.9, 172.18.0.9")).as_deref(),
            Some("203.0.113.9"),
            "a chain of our own proxies is walked back"
        );
        assert_eq!(seen("172.16.0.0/12", "172.18.0.3:4000", None).as_deref(), Some("172.18.0.3"));
    }
}
