//! Where webhooks may point: the guard that stops a player from making the server reach
//! its own network (SSRF). A URL is checked when it is registered and again at every
//! delivery, after DNS resolution: the delivery connects only to addresses this module
//! resolved and allowed (`CheckedResolver` is the HTTP client's only resolver), so a
//! name that resolves to a public address when checked and to a private one a moment
//! later (DNS rebinding) cannot slip through a second lookup.
//!
//! By default only `https://` URLs to public addresses pass. The operator may allow plain
//! `http://` and private, loopback and link-local addresses for receivers on a local
//! network (`--webhooks-allow-private`); metadata, unspecified, multicast and reserved
//! addresses are refused either way.

use pigeonpost_i18n::{Said, Value};
use reqwest::Url;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// The longest webhook URL, in bytes.
pub const MAX_URL: usize = 500;
/// How long a DNS lookup of a webhook's host may take.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(5);

/// What kind of address an IP address is, as far as webhooks care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// On the public internet.
    Public,
    /// On the server's own machine or network (what the operator may allow), of this
    /// kind (`loopback`, `private`, ...: the word a refusal's message chooses its
    /// words by).
    Local(&'static str),
    /// Never a webhook's: no receiver lives there, or it is a cloud metadata service.
    Never(&'static str),
}

/// The kind of `ip`. An IPv6 address that carries an IPv4 one (mapped, compatible,
/// NAT64, 6to4) is the kind of the IPv4 address it carries.
pub fn reach(ip: IpAddr) -> Reach {
    match ip {
        IpAddr::V4(v4) => reach_v4(v4),
        IpAddr::V6(v6) => match embedded_v4(v6) {
            Some(v4) => reach_v4(v4),
            None => reach_v6(v6),
        },
    }
}

fn reach_v4(ip: Ipv4Addr) -> Reach {
    let [a, b, c, _] = ip.octets();
    if ip == Ipv4Addr::new(169, 254, 169, 254) || ip == Ipv4Addr::new(100, 100, 100, 200) {
        return Reach::Never("metadata");
    }
    match (a, b, c) {
        (0, _, _) => Reach::Never("unspecified"),
        (127, _, _) => Reach::Local("loopback"),
        (10, _, _) | (192, 168, _) => Reach::Local("private"),
        (172, 16..=31, _) => Reach::Local("private"),
        (100, 64..=127, _) => Reach::Local("shared"),
        (169, 254, _) => Reach::Local("link-local"),
        (192, 0, 0) | (192, 0, 2) | (198, 51, 100) | (203, 0, 113) => Reach::Never("reserved"),
        (198, 18..=19, _) => Reach::Never("reserved"),
        (224..=239, _, _) => Reach::Never("multicast"),
        (240..=255, _, _) => Reach::Never("reserved"),
        _ => Reach::Public,
    }
}

fn reach_v6(ip: Ipv6Addr) -> Reach {
    let s = ip.segments();
    if ip.is_unspecified() {
        return Reach::Never("unspecified");
    }
    if ip.is_loopback() {
        return Reach::Local("loopback");
    }
    // AWS's metadata service on IPv6.
    if s == [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254] {
        return Reach::Never("metadata");
    }
    match s[0] {
        0xff00..=0xffff => Reach::Never("multicast"),
        0xfc00..=0xfdff => Reach::Local("unique-local"),
        0xfe80..=0xfebf => Reach::Local("link-local"),
        0xfec0..=0xfeff => Reach::Local("site-local"),
        // Documentation, discard-only and the IETF's own blocks; the rest of ::/8.
        0x2001 if s[1] == 0x0db8 || s[1] < 0x0200 => Reach::Never("reserved"),
        0x0100 if s[1..4] == [0, 0, 0] => Reach::Never("reserved"),
        0x0000..=0x00ff => Reach::Never("reserved"),
        _ => Reach::Public,
    }
}

/// The IPv4 address an IPv6 address stands for, if it stands for one.
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let low = Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    match s {
        // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, but not :: and ::1).
        [0, 0, 0, 0, 0, 0xffff, _, _] => Some(low),
        [0, 0, 0, 0, 0, 0, hi, _] if hi != 0 => Some(low),
        // 64:ff9b::a.b.c.d (NAT64, also its local-use 64:ff9b:1::/48).
        [0x64, 0xff9b, 0, 0, 0, 0, _, _] | [0x64, 0xff9b, 1, _, _, _, _, _] => Some(low),
        // 2002:AABB:CCDD:: (6to4).
        [0x2002, hi, lo, ..] => Some(Ipv4Addr::new(
            (hi >> 8) as u8,
            hi as u8,
            (lo >> 8) as u8,
            lo as u8,
        )),
        _ => None,
    }
}

/// Why a webhook URL or address is refused: words for the player, written in their
/// language where they are shown, and in the source language in a log or a delivery's
/// record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub Said);

/// Which URLs and addresses webhooks (or push endpoints) may use (from `WebhookConfig`
/// or `PushConfig`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AddressPolicy {
    /// Plain http and local addresses allowed (`--webhooks-allow-private`,
    /// `--push-allow-private`).
    pub allow_private: bool,
    /// What the URLs are for: the words of a refusal name it.
    pub purpose: Purpose,
}

/// What the server reaches out to with a policy's URLs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Purpose {
    #[default]
    Webhook,
    /// A browser's push service (Web Push).
    Push,
}

impl Purpose {
    /// The word a refusal's message chooses its words by.
    fn word(self) -> &'static str {
        match self {
            Purpose::Webhook => "webhook",
            Purpose::Push => "push",
        }
    }
}

impl AddressPolicy {
    /// Whether a delivery may connect to `ip`.
    pub fn check_ip(&self, host: &str, ip: IpAddr) -> Result<(), Refused> {
        match reach(ip) {
            Reach::Public => Ok(()),
            Reach::Local(_) if self.allow_private => Ok(()),
            Reach::Local(kind) | Reach::Never(kind) => {
                let purpose = Value::from(self.purpose.word());
                let ip = ip.to_string();
                Err(Refused(if host == ip {
                    Said::with(
                        "refused-ip-not-public",
                        [
                            ("ip", ip.into()),
                            ("kind", kind.into()),
                            ("purpose", purpose),
                        ],
                    )
                } else {
                    Said::with(
                        "refused-host-not-public",
                        [
                            ("host", host.into()),
                            ("ip", ip.into()),
                            ("kind", kind.into()),
                            ("purpose", purpose),
                        ],
                    )
                }))
            }
        }
    }

    /// The URL `text`, if it is one a webhook may have (before looking up its host).
    pub fn check_url(&self, text: &str) -> Result<Url, Refused> {
        let text = text.trim();
        let refused = |id| Refused(Said::with(id, [("purpose", self.purpose.word().into())]));
        if text.len() > MAX_URL {
            return Err(Refused(Said::with(
                "refused-url-too-long",
                [
                    ("purpose", self.purpose.word().into()),
                    ("most", MAX_URL.into()),
                ],
            )));
        }
        // The parser's reason is its own English, quoted in a sentence of ours.
        let url = Url::parse(text).map_err(|e| {
            Refused(Said::with(
                "refused-not-a-url",
                [
                    ("text", text.chars().take(80).collect::<String>().into()),
                    ("why", e.to_string().into()),
                ],
            ))
        })?;
        match url.scheme() {
            "https" => {}
            "http" if self.allow_private => {}
            "http" => return Err(refused("refused-url-plain-http")),
            other => {
                return Err(Refused(Said::with(
                    "refused-url-scheme",
                    [
                        ("purpose", self.purpose.word().into()),
                        ("scheme", other.into()),
                    ],
                )));
            }
        }
        if url.host().is_none() {
            return Err(refused("refused-url-no-host"));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(refused("refused-url-credentials"));
        }
        if url.fragment().is_some() {
            return Err(refused("refused-url-fragment"));
        }
        Ok(url)
    }

    /// The addresses `url`'s host resolves to, if every one of them is allowed (a name
    /// with one forbidden address among public ones is refused: it is either a mistake
    /// or an attempt).
    pub async fn resolve(&self, url: &Url) -> Result<Vec<IpAddr>, Refused> {
        match ip_literal(url) {
            Some(ip) => self.literal(ip),
            None => match url.host_str() {
                Some(name) => self.lookup(name).await,
                None => Err(Refused(Said::with(
                    "refused-url-no-host",
                    [("purpose", self.purpose.word().into())],
                ))),
            },
        }
    }

    /// The client connects to an IP address in a URL without a lookup: checked here.
    fn literal(&self, ip: IpAddr) -> Result<Vec<IpAddr>, Refused> {
        self.check_ip(&ip.to_string(), ip)?;
        Ok(vec![ip])
    }

    /// Looks `name` up and checks every address it has.
    pub async fn lookup(&self, name: &str) -> Result<Vec<IpAddr>, Refused> {
        let found = tokio::time::timeout(LOOKUP_TIMEOUT, tokio::net::lookup_host((name, 0)))
            .await
            .map_err(|_| Refused(Said::with("refused-lookup-slow", [("host", name.into())])))?
            // The resolver's reason is the system's English, quoted in a sentence of ours.
            .map_err(|e| {
                Refused(Said::with(
                    "refused-host-unknown",
                    [("host", name.into()), ("why", e.to_string().into())],
                ))
            })?;
        let mut ips: Vec<IpAddr> = found.map(|a| a.ip()).collect();
        ips.sort();
        ips.dedup();
        if ips.is_empty() {
            return Err(Refused(Said::with(
                "refused-host-no-address",
                [("host", name.into())],
            )));
        }
        for ip in &ips {
            self.check_ip(name, *ip)?;
        }
        Ok(ips)
    }
}

/// The IP address `url` names as its host, if it names one rather than a name. The
/// URL parser has already read every spelling of an IPv4 address (`2130706433`,
/// `0x7f.1`) into the dotted one, and an IPv6 address comes in brackets.
pub fn ip_literal(url: &Url) -> Option<IpAddr> {
    let host = url.host_str()?;
    match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => v6.parse::<Ipv6Addr>().ok().map(IpAddr::V6),
        None => host.parse::<Ipv4Addr>().ok().map(IpAddr::V4),
    }
}

impl AddressPolicy {
    /// `text` as a URL to send to now, if it is one the policy allows (an IP address in
    /// it checked too; a name is checked by the client's resolver, `CheckedResolver`).
    pub fn sendable(&self, text: &str) -> Result<Url, Refused> {
        let url = self.check_url(text)?;
        if let Some(ip) = ip_literal(&url) {
            self.check_ip(&ip.to_string(), ip)?;
        }
        Ok(url)
    }

    /// An HTTP client that reaches only what the policy allows: names resolved through
    /// the check, no redirect (it would lead anywhere, past the check), no proxy from
    /// the environment (it would connect for us, past it too), bounded waits.
    pub fn client(&self, agent: &'static str) -> Result<reqwest::Client, String> {
        reqwest::Client::builder()
            .dns_resolver(std::sync::Arc::new(CheckedResolver(*self)))
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(REQUEST_TIMEOUT)
            .user_agent(agent)
            .build()
            .map_err(|e| e.to_string())
    }
}

/// How long connecting to a receiver may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a whole request may take, the receiver's answer included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);

/// The policy's refusal, if that is what stopped a request of a `client` (from its
/// resolver).
pub fn refusal_in(e: &reqwest::Error) -> Option<Refused> {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = source {
        if let Some(refused) = err.downcast_ref::<Refused>() {
            return Some(refused.clone());
        }
        source = err.source();
    }
    None
}

/// The HTTP client's resolver: it answers only with addresses the policy allows, so
/// what was checked is what is connected to. (An IP address in the URL is not looked
/// up by the client at all; the worker checks it with `resolve` before sending.)
pub struct CheckedResolver(pub AddressPolicy);

impl reqwest::dns::Resolve for CheckedResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let policy = self.0;
        Box::pin(async move {
            let ips = policy.lookup(name.as_str()).await?;
            let addrs: reqwest::dns::Addrs =
                Box::new(ips.into_iter().map(|ip| SocketAddr::new(ip, 0)));
            Ok(addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> Reach {
        reach(text.parse().expect("an IP address"))
    }

    #[test]
    fn public_addresses_are_public() {
        for ip in [
            "93.184.215.14",
            "1.1.1.1",
            "8.8.8.8",
            "172.15.255.255",
            "172.32.0.1",
            "100.63.255.255",
            "100.128.0.1",
            "2606:4700:4700::1111",
            "2a00:1450:4001:80b::200e",
            "::ffff:8.8.8.8",
        ] {
            assert_eq!(kind(ip), Reach::Public, "{ip}");
        }
    }

    #[test]
    fn loopback_private_and_link_local_are_local() {
        for ip in [
            "127.0.0.1",
            "127.255.0.9",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.254",
            "192.168.0.1",
            "100.64.0.1",
            "100.127.255.255",
            "169.254.1.1",
            "::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4.
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:192.168.1.1",
            "::127.0.0.1",
            "64:ff9b::a00:1",
            "2002:c0a8:101::1",
        ] {
            assert!(matches!(kind(ip), Reach::Local(_)), "{ip}: {:?}", kind(ip));
        }
    }

    #[test]
    fn metadata_unspecified_multicast_and_reserved_are_never_allowed() {
        for ip in [
            "169.254.169.254",
            "::ffff:169.254.169.254",
            "fd00:ec2::254",
            "0.0.0.0",
            "0.1.2.3",
            "::",
            "224.0.0.1",
            "239.255.255.250",
            "ff02::1",
            "255.255.255.255",
            "240.0.0.1",
            "192.0.2.1",
            "198.51.100.7",
            "203.0.113.9",
            "198.18.0.1",
            "2001:db8::1",
            "100::1",
        ] {
            assert!(matches!(kind(ip), Reach::Never(_)), "{ip}: {:?}", kind(ip));
            let open = AddressPolicy {
                allow_private: true,
                ..AddressPolicy::default()
            };
            assert!(open.check_ip(ip, ip.parse().unwrap()).is_err(), "{ip}");
        }
    }

    #[test]
    fn the_operator_may_allow_local_addresses_and_plain_http() {
        let strict = AddressPolicy::default();
        let open = AddressPolicy {
            allow_private: true,
            ..AddressPolicy::default()
        };
        let loopback: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(strict.check_ip("127.0.0.1", loopback).is_err());
        assert!(open.check_ip("127.0.0.1", loopback).is_ok());
        assert!(strict.check_url("http://example.com/").is_err());
        assert!(open.check_url("http://example.com/").is_ok());
        assert!(strict.check_url("https://example.com/hook?x=1").is_ok());
    }

    #[test]
    fn urls_are_refused_with_a_reason() {
        let strict = AddressPolicy::default();
        for bad in [
            "not a url",
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "https://example.com/#frag",
            "file:///etc/passwd",
        ] {
            assert!(strict.check_url(bad).is_err(), "{bad}");
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_URL));
        assert!(strict.check_url(&long).is_err());
    }

    #[tokio::test]
    async fn ip_literals_are_checked_without_a_lookup() {
        let strict = AddressPolicy::default();
        for url in [
            "https://127.0.0.1/",
            "https://[::1]/",
            "https://[::ffff:127.0.0.1]/",
            "https://10.1.2.3/",
            "https://169.254.169.254/latest/meta-data/",
            // Other spellings of loopback the URL parser reads as IPv4.
            "https://2130706433/",
            "https://0x7f.1/",
        ] {
            let parsed = strict.check_url(url).expect("well formed");
            assert!(strict.resolve(&parsed).await.is_err(), "{url}");
        }
        let public = strict.check_url("https://93.184.215.14/").unwrap();
        assert!(strict.resolve(&public).await.is_ok());
    }
}
