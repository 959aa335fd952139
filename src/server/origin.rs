//! The DNS-rebinding defence of the HTTP transport (MCP spec §6.2): a request is answered only
//! when its `Host` names the bound port on a loopback name (`127.0.0.1:<port>`,
//! `localhost:<port>`, `[::1]:<port>`), and its `Origin`, when present, is one of those as an
//! `http://` origin. Any other `Host` is 421 Misdirected Request, any other `Origin` 403 (one
//! that is not UTF-8, or sent twice, included). Never resolved by taking the first of two: two
//! `Host` headers are 400, and a request target in absolute form must itself name this server
//! (else 421) and agree with `Host` (else 400). Pure: it sees header values, the target's
//! authority and a port, nothing of HTTP. An operator may admit more hosts and origins
//! (`allowed::Allowed`, from `--allowed-host` and `--allowed-origin`); every other rule stays.

use super::allowed::Allowed;

/// What a request says about where it is sent and who sends it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Claims<'a> {
    /// Every `Host` header's value, in order.
    pub hosts: &'a [&'a [u8]],
    /// The authority the request target names (absolute form; `:authority` under HTTP/2).
    pub target: Option<&'a str>,
    /// Every `Origin` header's value, in order.
    pub origins: &'a [&'a [u8]],
}

/// Why a request is refused, with the status it gets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// 421: the `Host` is not a loopback name with the bound port.
    Host(String),
    /// 421: the absolute-form target is not a loopback name with the bound port.
    Target(String),
    /// 400: more than one `Host`.
    Hosts(usize),
    /// 400: the target names one authority and `Host` another.
    Disagree { target: String, host: String },
    /// 403: the `Origin` is not a loopback `http://` origin with the bound port.
    Origin(String),
}

impl Refusal {
    pub fn status(&self) -> u16 {
        match self {
            Refusal::Host(_) | Refusal::Target(_) => 421,
            Refusal::Hosts(_) | Refusal::Disagree { .. } => 400,
            Refusal::Origin(_) => 403,
        }
    }

    /// The body the refusal is sent with.
    pub fn text(&self) -> String {
        match self {
            Refusal::Host(host) => format!(
                "Host {host:?} is not this server: send Host 127.0.0.1, localhost or [::1] with the port it listens on"
            ),
            Refusal::Target(target) => format!(
                "the request target names {target:?}, not this server: name 127.0.0.1, localhost or [::1] with the port it listens on, or send the path alone"
            ),
            Refusal::Hosts(n) => {
                format!("a request carries one Host header; this one carries {n}")
            }
            Refusal::Disagree { target, host } => format!(
                "the request target names {target:?} but its Host is {host:?}: send one authority"
            ),
            Refusal::Origin(origin) => format!(
                "Origin {origin:?} may not call this server: only http:// pages on 127.0.0.1, localhost or [::1] at its port may"
            ),
        }
    }
}

/// Whether `authority` is a loopback name with `port`.
fn loopback(authority: &str, port: u16) -> bool {
    let port = port.to_string();
    let Some((name, given)) = authority.rsplit_once(':') else {
        return false;
    };
    given == port
        && (name == "127.0.0.1" || name.eq_ignore_ascii_case("localhost") || name == "[::1]")
}

/// The server a request may be sent to: its bound port on a loopback name, and what the
/// operator allowed besides.
#[derive(Debug, Clone, Copy)]
pub struct Served<'a> {
    pub port: u16,
    pub allowed: &'a Allowed,
}

impl Served<'_> {
    fn names(&self, authority: &str) -> bool {
        loopback(authority, self.port) || self.allowed.host(authority)
    }

    fn calls_from(&self, origin: &str) -> bool {
        origin
            .strip_prefix("http://")
            .is_some_and(|authority| loopback(authority, self.port))
            || self.allowed.origin(origin)
    }
}

/// A header value as text; one that is not UTF-8 keeps its bytes visible as replacements, so it
/// can never pass for a loopback name.
fn text(value: &[u8]) -> String {
    String::from_utf8_lossy(value).into_owned()
}

/// Whether the request is sent to this server: its one `Host` names it, and so does the target
/// when it names an authority (the same one); without a `Host` (HTTP/2), the target alone.
fn sent_here(claims: &Claims, served: Served) -> Result<(), Refusal> {
    let host = match claims.hosts {
        [] => None,
        [one] => Some(text(one)),
        many => return Err(Refusal::Hosts(many.len())),
    };
    match (host, claims.target) {
        (None, None) => Err(Refusal::Host(String::new())),
        (Some(host), _) if !served.names(&host) => Err(Refusal::Host(host)),
        (_, Some(target)) if !served.names(target) => Err(Refusal::Target(target.to_string())),
        (Some(host), Some(target)) if !target.eq_ignore_ascii_case(&host) => {
            Err(Refusal::Disagree {
                target: target.to_string(),
                host,
            })
        }
        _ => Ok(()),
    }
}

/// Whether the `Origin`, when sent, is a loopback `http://` origin with the bound port, or one
/// the operator allowed.
fn origin_admitted(origins: &[&[u8]], served: Served) -> Result<(), Refusal> {
    match origins {
        [] => Ok(()),
        [origin] => match std::str::from_utf8(origin) {
            Ok(origin) if served.calls_from(origin) => Ok(()),
            _ => Err(Refusal::Origin(text(origin))),
        },
        many => {
            let all: Vec<String> = many.iter().map(|o| text(o)).collect();
            Err(Refusal::Origin(all.join(", ")))
        }
    }
}

/// Admits a request that claims `claims` to the server `served`: the `Host` (and target)
/// first, then the `Origin`.
pub fn admit(claims: &Claims, served: Served) -> Result<(), Refusal> {
    sent_here(claims, served)?;
    origin_admitted(claims.origins, served)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The server on `port` with nothing allowed beyond §6.2.
    fn here(port: u16) -> Served<'static> {
        Served {
            port,
            allowed: Box::leak(Box::default()),
        }
    }

    /// The verdict on one `Host` (or none) and one `Origin` (or none), origin-form target.
    fn headers(host: Option<&str>, origin: Option<&str>, port: u16) -> Result<(), Refusal> {
        let hosts: Vec<&[u8]> = host.iter().map(|h| h.as_bytes()).collect();
        let origins: Vec<&[u8]> = origin.iter().map(|o| o.as_bytes()).collect();
        let claims = Claims {
            hosts: &hosts,
            target: None,
            origins: &origins,
        };
        admit(&claims, here(port))
    }

    #[test]
    fn every_loopback_host_with_the_bound_port_is_answered_spec_6_2() {
        for host in [
            "127.0.0.1:8811",
            "localhost:8811",
            "LocalHost:8811",
            "[::1]:8811",
        ] {
            assert_eq!(headers(Some(host), None, 8811), Ok(()), "{host}");
        }
    }

    #[test]
    fn any_other_host_gets_421_spec_6_2() {
        for host in [
            "127.0.0.1:8812",
            "localhost",
            "127.0.0.1",
            "evil.example:8811",
            "localhost.evil.example:8811",
            "0.0.0.0:8811",
            "[::2]:8811",
            "",
        ] {
            let refusal = headers(Some(host), None, 8811).unwrap_err();
            assert_eq!(refusal.status(), 421, "{host}");
        }
        assert_eq!(headers(None, None, 8811).unwrap_err().status(), 421);
    }

    #[test]
    fn an_origin_must_be_a_loopback_http_origin_with_the_port_spec_6_2() {
        let host = Some("127.0.0.1:8811");
        for origin in [
            "http://127.0.0.1:8811",
            "http://localhost:8811",
            "http://[::1]:8811",
        ] {
            assert_eq!(headers(host, Some(origin), 8811), Ok(()), "{origin}");
        }
        for origin in [
            "https://127.0.0.1:8811",
            "http://127.0.0.1:9000",
            "http://localhost",
            "http://evil.example:8811",
            "null",
            "",
        ] {
            let refusal = headers(host, Some(origin), 8811).unwrap_err();
            assert_eq!(refusal.status(), 403, "{origin}");
        }
    }

    #[test]
    fn a_wrong_host_is_421_even_with_a_wrong_origin() {
        let refusal = headers(Some("evil.example:8811"), Some("http://evil.example"), 8811);
        assert_eq!(refusal.unwrap_err().status(), 421);
    }

    #[test]
    fn an_origin_that_is_not_utf8_or_sent_twice_is_foreign_403_spec_6_2() {
        let host: &[&[u8]] = &[b"127.0.0.1:8811"];
        let at = |origins: &[&[u8]]| {
            let claims = Claims {
                hosts: host,
                target: None,
                origins,
            };
            admit(&claims, here(8811))
        };
        let broken = at(&[b"http://127.0.0.1:8811\xff"]).unwrap_err();
        assert_eq!(broken.status(), 403);
        assert!(broken.text().contains('\u{fffd}'), "{}", broken.text());
        assert_eq!(at(&[b"\xc3\x28"]).unwrap_err().status(), 403);
        let twice: &[&[u8]] = &[b"http://127.0.0.1:8811", b"http://evil.example"];
        assert_eq!(at(twice).unwrap_err().status(), 403);
        assert_eq!(at(&[b"http://127.0.0.1:8811"]), Ok(()));
    }

    #[test]
    fn two_host_headers_are_400_never_the_first_taken() {
        let hosts: &[&[u8]] = &[b"127.0.0.1:8811", b"evil.example:8811"];
        let claims = Claims {
            hosts,
            ..Claims::default()
        };
        assert_eq!(admit(&claims, here(8811)), Err(Refusal::Hosts(2)));
        assert_eq!(Refusal::Hosts(2).status(), 400);
        let same: &[&[u8]] = &[b"127.0.0.1:8811", b"127.0.0.1:8811"];
        let claims = Claims {
            hosts: same,
            ..Claims::default()
        };
        assert_eq!(admit(&claims, here(8811)).unwrap_err().status(), 400);
    }

    #[test]
    fn an_absolute_target_must_name_this_server_and_agree_with_host_spec_6_2() {
        let at = |host: Option<&'static str>, target: &str| {
            let hosts: Vec<&[u8]> = host.iter().map(|h| h.as_bytes()).collect();
            let claims = Claims {
                hosts: &hosts,
                target: Some(target),
                origins: &[],
            };
            admit(&claims, here(8811)).map_err(|r| r.status())
        };
        let ours = Some("127.0.0.1:8811");
        assert_eq!(at(ours, "evil.example:8811"), Err(421));
        assert_eq!(at(ours, "127.0.0.1:9000"), Err(421));
        assert_eq!(at(ours, "localhost:8811"), Err(400), "two authorities");
        assert_eq!(at(Some("evil.example:8811"), "127.0.0.1:8811"), Err(421));
        assert_eq!(at(ours, "127.0.0.1:8811"), Ok(()));
        assert_eq!(at(Some("LOCALHOST:8811"), "localhost:8811"), Ok(()));
        assert_eq!(at(None, "[::1]:8811"), Ok(()), "HTTP/2's :authority");
        assert_eq!(at(None, "evil.example:8811"), Err(421));
    }

    #[test]
    fn an_allowed_host_or_origin_is_admitted_as_named_and_every_other_rule_stays_spec_6_2() {
        let allowed = Allowed::parse(
            &["mcp.internal".to_string()],
            &["https://app.example".to_string()],
        )
        .unwrap();
        let served = Served {
            port: 8811,
            allowed: &allowed,
        };
        let at = |hosts: &[&str], target: Option<&str>, origin: Option<&str>| {
            let hosts: Vec<&[u8]> = hosts.iter().map(|h| h.as_bytes()).collect();
            let origins: Vec<&[u8]> = origin.iter().map(|o| o.as_bytes()).collect();
            let claims = Claims {
                hosts: &hosts,
                target,
                origins: &origins,
            };
            admit(&claims, served).map_err(|r| r.status())
        };
        assert_eq!(at(&["mcp.internal"], None, None), Ok(()));
        assert_eq!(
            at(&["MCP.internal"], None, Some("https://app.example")),
            Ok(())
        );
        assert_eq!(
            at(&["127.0.0.1:8811"], None, Some("http://localhost:8811")),
            Ok(())
        );
        assert_eq!(at(&["mcp.internal:8811"], None, None), Err(421));
        assert_eq!(at(&["evil.example"], None, None), Err(421));
        assert_eq!(
            at(&["mcp.internal"], None, Some("http://app.example")),
            Err(403)
        );
        assert_eq!(
            at(&["mcp.internal"], None, Some("https://evil.example")),
            Err(403)
        );
        assert_eq!(at(&["mcp.internal", "mcp.internal"], None, None), Err(400));
        assert_eq!(at(&["mcp.internal"], Some("mcp.internal"), None), Ok(()));
        assert_eq!(
            at(&["127.0.0.1:8811"], Some("mcp.internal"), None),
            Err(400)
        );
        assert_eq!(at(&["mcp.internal"], Some("evil.example"), None), Err(421));
    }
}
