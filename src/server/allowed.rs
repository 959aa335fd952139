//! What an operator widens the §6.2 check by, for a server behind a proxy or a balancer that
//! forwards one `Host` for every replica: `--allowed-host HOST[:PORT]` and `--allowed-origin
//! ORIGIN`, each repeatable. An entry admits exactly what it names: a host named without a port
//! admits that name without a port only, one with a port that port only; an origin admits its
//! scheme, name and port (the scheme's default when it names none). Names compare without
//! regard to ASCII case. The loopback names with the bound port are always admitted besides.
//! Pure: it parses the flags' text and matches header values.

use std::net::Ipv6Addr;

/// A host name or address, and the port it must come with (`None`: without a port).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Authority {
    /// Lowercased; an IPv6 address keeps its brackets.
    name: String,
    port: Option<u16>,
}

/// An `http`/`https` origin, its port made explicit.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Origin {
    scheme: &'static str,
    name: String,
    port: u16,
}

/// The hosts and origins admitted beside the loopback ones.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Allowed {
    hosts: Vec<Authority>,
    origins: Vec<Origin>,
}

/// Whether `name` is a DNS name or an IPv4 address as a `Host` spells one: letters, digits,
/// `-`, `_` and `.`, not empty.
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

fn port(text: &str) -> Result<u16, String> {
    match text.parse::<u16>() {
        Ok(port) if port > 0 && text.bytes().all(|b| b.is_ascii_digit()) => Ok(port),
        _ => Err(format!("{text:?} is not a port (1 to 65535)")),
    }
}

/// `HOST`, `HOST:PORT`, `[V6]` or `[V6]:PORT`.
fn authority(text: &str) -> Result<Authority, String> {
    let (name, rest) = if let Some(inner) = text.strip_prefix('[') {
        let (address, rest) = inner
            .split_once(']')
            .ok_or_else(|| format!("{text:?} opens an IPv6 address with [ but never closes it"))?;
        address
            .parse::<Ipv6Addr>()
            .map_err(|_| format!("{address:?} is not an IPv6 address"))?;
        (format!("[{}]", address.to_ascii_lowercase()), rest)
    } else {
        let name = text.rsplit_once(':').map_or(text, |(name, _)| name);
        let rest = &text[name.len()..];
        if !plain_name(name) {
            return Err(format!(
                "{name:?} is not a host name or address (letters, digits, '-', '_' and '.'; an IPv6 address in brackets)"
            ));
        }
        (name.to_ascii_lowercase(), rest)
    };
    let port = match rest {
        "" => None,
        given => match given.strip_prefix(':') {
            Some(number) => Some(port(number)?),
            None => return Err(format!("{text:?} has {given:?} after its host")),
        },
    };
    Ok(Authority { name, port })
}

/// `http://NAME[:PORT]` or `https://NAME[:PORT]`, a lone trailing `/` tolerated.
fn origin(text: &str) -> Result<Origin, String> {
    let (scheme, rest, default) = if let Some(rest) = text.strip_prefix("http://") {
        ("http", rest, 80)
    } else if let Some(rest) = text.strip_prefix("https://") {
        ("https", rest, 443)
    } else {
        return Err(format!(
            "{text:?} is not an origin: write it as a browser sends it, http://NAME[:PORT] or https://NAME[:PORT]"
        ));
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    if rest.contains(['/', '?', '#', '@']) {
        return Err(format!(
            "{text:?} is not an origin: an origin is a scheme, a name and a port, with no path, query or user"
        ));
    }
    let Authority { name, port } = authority(rest)?;
    Ok(Origin {
        scheme,
        name,
        port: port.unwrap_or(default),
    })
}

impl Allowed {
    /// The flags' values as given; the first that does not parse is refused, named.
    pub fn parse(hosts: &[String], origins: &[String]) -> Result<Allowed, String> {
        let hosts = hosts
            .iter()
            .map(|h| authority(h).map_err(|why| format!("--allowed-host {h}: {why}")))
            .collect::<Result<_, _>>()?;
        let origins = origins
            .iter()
            .map(|o| origin(o).map_err(|why| format!("--allowed-origin {o}: {why}")))
            .collect::<Result<_, _>>()?;
        Ok(Allowed { hosts, origins })
    }

    /// Whether a `Host` (or a target's authority) is one the operator named.
    pub fn host(&self, value: &str) -> bool {
        authority(value).is_ok_and(|given| self.hosts.contains(&given))
    }

    /// Whether an `Origin` is one the operator named.
    pub fn origin(&self, value: &str) -> bool {
        origin(value).is_ok_and(|given| self.origins.contains(&given))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allowed(hosts: &[&str], origins: &[&str]) -> Allowed {
        let own = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        Allowed::parse(&own(hosts), &own(origins)).unwrap()
    }

    #[test]
    fn a_host_is_admitted_only_as_named() {
        let a = allowed(&["mcp.internal", "127.0.0.1:8800", "[::1]:9000"], &[]);
        for yes in [
            "mcp.internal",
            "MCP.Internal",
            "127.0.0.1:8800",
            "[::1]:9000",
        ] {
            assert!(a.host(yes), "{yes}");
        }
        for no in [
            "mcp.internal:80",
            "mcp.internal:8800",
            "other.internal",
            "127.0.0.1",
            "127.0.0.1:8801",
            "[::1]",
            "mcp.internal.evil.example",
            "",
        ] {
            assert!(!a.host(no), "{no}");
        }
        assert!(!Allowed::default().host("127.0.0.1:8800"));
    }

    #[test]
    fn an_origin_is_admitted_with_its_scheme_name_and_port() {
        let a = allowed(&[], &["https://app.example", "http://127.0.0.1:8800/"]);
        for yes in [
            "https://app.example",
            "https://APP.example:443",
            "http://127.0.0.1:8800",
        ] {
            assert!(a.origin(yes), "{yes}");
        }
        for no in [
            "http://app.example",
            "https://app.example:8443",
            "https://evil.app.example",
            "http://127.0.0.1:8801",
            "null",
            "",
        ] {
            assert!(!a.origin(no), "{no}");
        }
    }

    #[test]
    fn a_flag_that_names_no_host_or_origin_is_refused_with_why() {
        let host = |h: &str| Allowed::parse(&[h.to_string()], &[]).unwrap_err();
        let origin = |o: &str| Allowed::parse(&[], &[o.to_string()]).unwrap_err();
        for bad in [
            "",
            "http://mcp.internal",
            "mcp.internal:",
            "mcp.internal:0",
            "mcp.internal:99999",
            "mcp.internal:80x",
            "*",
            "user@mcp.internal",
            "mcp internal",
            "[::1",
            "[nope]:80",
            "[::1]x",
        ] {
            let why = host(bad);
            assert!(why.starts_with(&format!("--allowed-host {bad}: ")), "{why}");
        }
        for bad in [
            "app.example",
            "ftp://app.example",
            "https://app.example/path",
            "https://user@app.example",
            "https://",
            "https://app.example:0",
        ] {
            let why = origin(bad);
            assert!(
                why.starts_with(&format!("--allowed-origin {bad}: ")),
                "{why}"
            );
        }
    }
}
