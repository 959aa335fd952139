//! The DNS-rebinding defence of the HTTP transport (MCP spec §6.2): a request is answered only
//! when its `Host` names the bound port on a loopback name (`127.0.0.1:<port>`,
//! `localhost:<port>`, `[::1]:<port>`), and its `Origin`, when present, is one of those as an
//! `http://` origin. Any other `Host` is 421 Misdirected Request, any other `Origin` 403.
//! Pure: it sees two header values and a port, nothing of HTTP.

/// Why a request is refused, with the status it gets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// 421: the `Host` is not a loopback name with the bound port.
    Host(String),
    /// 403: the `Origin` is not a loopback `http://` origin with the bound port.
    Origin(String),
}

impl Refusal {
    pub fn status(&self) -> u16 {
        match self {
            Refusal::Host(_) => 421,
            Refusal::Origin(_) => 403,
        }
    }

    /// The body the refusal is sent with.
    pub fn text(&self) -> String {
        match self {
            Refusal::Host(host) => format!(
                "Host {host:?} is not this server: send Host 127.0.0.1, localhost or [::1] with the port it listens on"
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

/// Admits a request with these `Host` and `Origin` values to a server bound to `port`.
pub fn admit(host: Option<&str>, origin: Option<&str>, port: u16) -> Result<(), Refusal> {
    let host = host.unwrap_or_default();
    if !loopback(host, port) {
        return Err(Refusal::Host(host.to_string()));
    }
    match origin {
        None => Ok(()),
        Some(origin) => match origin.strip_prefix("http://") {
            Some(authority) if loopback(authority, port) => Ok(()),
            _ => Err(Refusal::Origin(origin.to_string())),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_loopback_host_with_the_bound_port_is_answered_spec_6_2() {
        for host in [
            "127.0.0.1:8811",
            "localhost:8811",
            "LocalHost:8811",
            "[::1]:8811",
        ] {
            assert_eq!(admit(Some(host), None, 8811), Ok(()), "{host}");
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
            let refusal = admit(Some(host), None, 8811).unwrap_err();
            assert_eq!(refusal.status(), 421, "{host}");
        }
        assert_eq!(admit(None, None, 8811).unwrap_err().status(), 421);
    }

    #[test]
    fn an_origin_must_be_a_loopback_http_origin_with_the_port_spec_6_2() {
        let host = Some("127.0.0.1:8811");
        for origin in [
            "http://127.0.0.1:8811",
            "http://localhost:8811",
            "http://[::1]:8811",
        ] {
            assert_eq!(admit(host, Some(origin), 8811), Ok(()), "{origin}");
        }
        for origin in [
            "https://127.0.0.1:8811",
            "http://127.0.0.1:9000",
            "http://localhost",
            "http://evil.example:8811",
            "null",
            "",
        ] {
            let refusal = admit(host, Some(origin), 8811).unwrap_err();
            assert_eq!(refusal.status(), 403, "{origin}");
        }
    }

    #[test]
    fn a_wrong_host_is_421_even_with_a_wrong_origin() {
        let refusal = admit(Some("evil.example:8811"), Some("http://evil.example"), 8811);
        assert_eq!(refusal.unwrap_err().status(), 421);
    }
}
