//! The resource URI grammar (§3.1): `dbprint://<connection>/<kind>`,
//! `dbprint://<connection>/<table>/<kind>` with the table dotted or slash-delimited, and the
//! empty-authority `dbprint:///reference/<document>`, each with an optional `page`/`version`
//! query. The empty authority is checked first, so it never reads as a connection.

use dbprint_print::fault::{self, Fault};
use dbprint_print::views::artifacts::file_name;

/// What a URI addresses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    Reference(String),
    Connection {
        connection: String,
        kind: String,
    },
    Table {
        connection: String,
        table: String,
        kind: String,
    },
}

/// A parsed URI: the bare resource, and the page asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    pub target: Target,
    /// The `page` value as written (`1` when absent); checked against the page count later.
    pub page: String,
    pub version: Option<String>,
}

pub const REFERENCE_DOCUMENTS: [&str; 2] = ["spec", "assertions"];
pub const CONNECTION_KINDS: [&str; 4] = ["manifest", "diff", "reading", "manifest_annotations"];

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// `page`/`version` from a query; any other key, a repeated key or a malformed pair is a
/// malformed URI.
fn query(uri: &str, query: &str) -> Result<(String, Option<String>), Fault> {
    let mut page = None;
    let mut version = None;
    for pair in query.split(['&', ';']) {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| fault::malformed_uri(uri))?;
        let value = percent_decode(value).ok_or_else(|| fault::malformed_uri(uri))?;
        let slot = match key {
            "page" => &mut page,
            "version" => &mut version,
            _ => return Err(fault::malformed_uri(uri)),
        };
        if slot.replace(value).is_some() {
            return Err(fault::malformed_uri(uri));
        }
    }
    Ok((page.unwrap_or_else(|| "1".to_string()), version))
}

/// Parses `uri`; anything outside the grammar is `-32602` naming the URI.
pub fn parse(uri: &str) -> Result<Address, Fault> {
    let bad = || fault::malformed_uri(uri);
    let rest = uri.strip_prefix("dbprint://").ok_or_else(bad)?;
    let (path, page, version) = match rest.split_once('?') {
        Some((path, q)) if !q.is_empty() => {
            let (page, version) = query(uri, q)?;
            (path, page, version)
        }
        Some((path, _)) => (path, "1".to_string(), None),
        None => (rest, "1".to_string(), None),
    };
    if path.is_empty() {
        return Err(bad());
    }
    let parts: Vec<&str> = path.split('/').collect();
    let target = if parts[0].is_empty() {
        match parts[..] {
            [_, "reference", doc] if REFERENCE_DOCUMENTS.contains(&doc) => {
                Target::Reference(doc.to_string())
            }
            _ => return Err(bad()),
        }
    } else if parts.len() == 2 && CONNECTION_KINDS.contains(&parts[1]) {
        Target::Connection {
            connection: parts[0].to_string(),
            kind: parts[1].to_string(),
        }
    } else if parts.len() >= 3 && file_name(parts[parts.len() - 1]).is_some() {
        Target::Table {
            connection: parts[0].to_string(),
            table: parts[1..parts.len() - 1].join("."),
            kind: parts[parts.len() - 1].to_string(),
        }
    } else {
        return Err(bad());
    };
    Ok(Address {
        target,
        page,
        version,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(uri: &str) -> Target {
        parse(uri).unwrap().target
    }

    #[test]
    fn both_table_spellings_name_the_same_table_spec_3_2() {
        let dotted = target("dbprint://c/a.b.t/statistics");
        assert_eq!(dotted, target("dbprint://c/a/b/t/statistics"));
        assert_eq!(
            dotted,
            Target::Table {
                connection: "c".into(),
                table: "a.b.t".into(),
                kind: "statistics".into()
            }
        );
    }

    #[test]
    fn empty_authority_is_a_reference_never_a_connection_spec_3_1() {
        assert_eq!(
            target("dbprint:///reference/spec"),
            Target::Reference("spec".into())
        );
        assert!(parse("dbprint:///reference/readme").is_err());
        assert_eq!(
            target("dbprint://reference/manifest"),
            Target::Connection {
                connection: "reference".into(),
                kind: "manifest".into()
            }
        );
    }

    #[test]
    fn only_page_and_version_are_query_keys_spec_3_1() {
        let a = parse("dbprint://c/manifest?page=2&version=ab").unwrap();
        assert_eq!((a.page.as_str(), a.version.as_deref()), ("2", Some("ab")));
        for bad in [
            "dbprint://c/manifest?color=red",
            "dbprint://c/manifest?page=1&page=2",
            "dbprint://c/manifest?page",
        ] {
            assert_eq!(
                parse(bad).unwrap_err().detail,
                format!("URI '{bad}' does not match the dbprint:// scheme.")
            );
        }
    }

    #[test]
    fn outside_the_scheme_is_malformed_spec_8_1() {
        for bad in [
            "foo",
            "dbprint://",
            "http://x/y",
            "dbprint://c/nothing",
            "dbprint://c/t/nothing",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
