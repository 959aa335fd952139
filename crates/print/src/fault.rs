//! Faults a request can end in, each with the JSON-RPC code and the exact detail text the
//! MCP spec (§8) prescribes. A resource read sends the code on the wire; a tool call sends
//! the detail as an `isError` result. Owns wording only, never decides when a fault applies.

use std::fmt;

/// `-32602`: the caller asked for something that is not there or not well formed.
pub const INVALID_PARAMS: i32 = -32602;
/// `-32603`: the print itself is inconsistent or unreadable.
pub const INTERNAL_ERROR: i32 = -32603;

/// One failed request: its JSON-RPC code and the detail a client (an LLM) reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub code: i32,
    pub detail: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail)
    }
}

impl std::error::Error for Fault {}

pub type Outcome<T> = Result<T, Fault>;

fn invalid(detail: String) -> Fault {
    Fault {
        code: INVALID_PARAMS,
        detail,
    }
}

fn internal(detail: String) -> Fault {
    Fault {
        code: INTERNAL_ERROR,
        detail,
    }
}

/// Python's `repr` of a string, as detail texts quote names and values.
pub fn py_repr(text: &str) -> String {
    dbprint_yaml::pyrepr::str_repr(text)
}

/// Python's `repr` of a list of strings: `['a', 'b']`.
pub fn py_list(items: &[impl AsRef<str>]) -> String {
    let inner: Vec<String> = items.iter().map(|s| py_repr(s.as_ref())).collect();
    format!("[{}]", inner.join(", "))
}

/// `fault` quoting `name` by its first characters (`dbprint_base::echo`) where it quoted all
/// of a long one: the tools beyond the spec quote a caller's name at a bounded length.
pub fn quoting_at_most(mut fault: Fault, name: &str) -> Fault {
    let echoed = dbprint_base::echo::echo(name);
    if echoed.len() < name.len() {
        fault.detail = fault.detail.replace(&py_repr(name), &py_repr(&echoed));
    }
    fault
}

fn sorted(items: &[impl AsRef<str>]) -> Vec<String> {
    let mut out: Vec<String> = items.iter().map(|s| s.as_ref().to_string()).collect();
    out.sort();
    out
}

pub fn unknown_table(table: &str, connection: &str) -> Fault {
    let c = py_repr(connection);
    invalid(format!(
        "table {} not found in connection {c}. Call list_tables with connection {c} for valid names.",
        py_repr(table)
    ))
}

/// A table name, as SQL writes it, that names several tables (beyond the spec: the tools and
/// commands that resolve such names).
pub fn ambiguous_table(table: &str, connection: &str, tables: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "table {} is ambiguous in connection {}: it names {}. Give one of them in full.",
        py_repr(table),
        py_repr(connection),
        py_list(tables)
    ))
}

pub fn unprofiled_table(table: &str) -> Fault {
    invalid(format!(
        "the last generate run could not profile {}; run dbprint generate to see the cause",
        py_repr(table)
    ))
}

pub fn unknown_connection(connection: &str, configured: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "connection {} not in .dbprint.yaml. Configured: {}",
        py_repr(connection),
        py_list(&sorted(configured))
    ))
}

pub fn unserved_connection(connection: &str, served: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "connection {} is configured but not served by this instance. Served: {}. Restart the server naming it to serve it.",
        py_repr(connection),
        py_list(&sorted(served))
    ))
}

pub fn no_default_connection(configured: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "no default connection; pass connection explicitly. Configured: {}",
        py_list(&sorted(configured))
    ))
}

/// A key the tool does not declare (§8.2), with every key it does, sorted.
pub fn undeclared_argument(tool: &str, key: &str, accepted: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "{tool} takes no argument {}. Accepted: {}.",
        py_repr(key),
        py_list(&sorted(accepted))
    ))
}

/// A required key absent (§8.2).
pub fn missing_argument(tool: &str, key: &str) -> Fault {
    invalid(format!("{tool} requires {}.", py_repr(key)))
}

/// `find_join_path` given neither of its two shapes (beyond the spec: an additive tool).
pub fn join_path_needs_tables_or_route() -> Fault {
    invalid(
        "find_join_path takes 'tables' (2 to 10 table names: the join tree over them) or 'from' \
         and 'to' (the join routes from one table to another); neither was given."
            .to_string(),
    )
}

/// A list whose length is outside the bounds its schema declares (beyond the spec: no v1
/// schema declares a list).
pub fn list_out_of_range(key: &str, len: usize, (least, most): (u64, u64)) -> Fault {
    invalid(format!(
        "{key} lists {len} item(s); it takes {least} to {most}."
    ))
}

/// Arguments each valid alone that cannot be answered together, or a list naming one thing
/// twice (beyond the spec); `detail` says which and what to send instead.
pub fn conflicting_arguments(detail: String) -> Fault {
    invalid(detail)
}

/// A key of the wrong type (§8.2); `shown` is Python's `repr` of the value that arrived.
pub fn argument_of_wrong_type(key: &str, shown: &str, expected: &str) -> Fault {
    invalid(format!("{key} {shown} must be of type {expected}."))
}

/// A whole number outside the bounds its schema declares (§8.2, for the tools beyond the
/// reference: no v1 schema declares bounds); `shown` is the value's `repr`.
pub fn argument_out_of_range(key: &str, shown: &str, (least, most): (i64, i64)) -> Fault {
    invalid(format!("{key} {shown} must be between {least} and {most}."))
}

/// An empty string where one is required (§8.2); `shown` is the value's `repr`.
pub fn empty_argument(key: &str, shown: &str) -> Fault {
    invalid(format!("{key} {shown} must be a non-empty string."))
}

/// A value outside a declared enum (§8.2), with the enum in its declared order; `shown` is
/// the value's `repr`.
pub fn argument_outside_enum(key: &str, shown: &str, allowed: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "{key} {shown} must be one of {}.",
        py_list(allowed)
    ))
}

/// `get_reference` called with a `document` outside its declared enum (§8.2).
pub fn unknown_document(document: &str) -> Fault {
    argument_outside_enum(
        "document",
        &py_repr(document),
        &["assertions", "guide", "spec"],
    )
}

pub fn missing_optional_artifact(file_name: &str, table: &str) -> Fault {
    invalid(format!(
        "{file_name} is optional and not authored for table {}.",
        py_repr(table)
    ))
}

pub fn missing_optional_connection_artifact(file_name: &str, connection: &str) -> Fault {
    invalid(format!(
        "{file_name} is optional and not authored for connection {}.",
        py_repr(connection)
    ))
}

pub fn undeclared_artifact_kind(kind: &str, table: &str) -> Fault {
    invalid(format!(
        "{kind} is not declared for table {} - check the object's type before requesting it; the manifest does not declare every kind for every object.",
        py_repr(table)
    ))
}

pub fn missing_file(file_name: &str, path: &str) -> Fault {
    internal(format!(
        "manifest references {file_name} but file is absent at {path}. Re-run dbprint generate."
    ))
}

pub fn no_diff(path: &str) -> Fault {
    internal(format!(
        "no diff available at {path}. Run `dbprint diff` or `dbprint generate` first."
    ))
}

pub fn no_reading_guide(path: &str) -> Fault {
    internal(format!(
        "no reading guide available at {path}. Run `dbprint generate` first."
    ))
}

pub fn yaml_parse_error(path: &str, message: &str) -> Fault {
    internal(format!("{path}: YAML parse error: {message}"))
}

/// A file that is there but does not read as text (not UTF-8, past the size limit, an I/O
/// error), named with why.
pub fn unreadable_file(path: &str, why: &str) -> Fault {
    internal(format!("{path}: {why}"))
}

/// A manifest (or another file every reader walks) that parsed but has the wrong shape.
pub fn malformed(path: &str, reason: &str) -> Fault {
    internal(format!("{path}: {reason}"))
}

/// An annotation file that parsed but does not match its schema (format spec §2.7).
pub fn schema_mismatch(path: &str, problem: &str) -> Fault {
    internal(format!(
        "{path}: does not match its schema (SPEC 2.7): {problem}"
    ))
}

/// `resolve_value` on a column the table's statistics do not carry; `columns` are the ones
/// they do.
pub fn unknown_column(column: &str, table: &str, columns: &[impl AsRef<str>]) -> Fault {
    let known = if columns.is_empty() {
        "none - the table's statistics list no columns".to_string()
    } else {
        sorted(columns).join(", ")
    };
    invalid(format!(
        "column {} not found in table {}. Columns: {known}.",
        py_repr(column),
        py_repr(table)
    ))
}

/// `resolve_value` on a part the column does not list; `switched_off` when the file's
/// `disabled` list names `parts`.
pub fn unknown_part(
    part: &str,
    column: &str,
    table: &str,
    parts: &[impl AsRef<str>],
    switched_off: bool,
) -> Fault {
    let known = if switched_off {
        "none - not measured: switched off for this table".to_string()
    } else if parts.is_empty() {
        "none - the column lists no parts".to_string()
    } else {
        sorted(parts).join(", ")
    };
    invalid(format!(
        "part {} not found in column {} of table {}. Parts: {known}.",
        py_repr(part),
        py_repr(column),
        py_repr(table)
    ))
}

pub fn malformed_uri(uri: &str) -> Fault {
    invalid(format!(
        "URI {} does not match the dbprint:// scheme.",
        py_repr(uri)
    ))
}

pub fn unknown_tool(name: &str, available: &[impl AsRef<str>]) -> Fault {
    Fault {
        code: -32601,
        detail: format!(
            "unknown tool {}. Available: {}",
            py_repr(name),
            py_list(&sorted(available))
        ),
    }
}

pub fn malformed_cursor(cursor: &str) -> Fault {
    invalid(format!(
        "cursor {} is not one this server issued. Pass back a reply's `next_cursor` unchanged, or call again without `cursor` for the first page.",
        py_repr(cursor)
    ))
}

pub fn foreign_cursor(tool: &str) -> Fault {
    invalid(format!(
        "this cursor was not issued by {tool} with these arguments. Repeat the call that returned it with the same arguments, or call again without `cursor`."
    ))
}

pub fn stale_cursor(tool: &str) -> Fault {
    invalid(format!(
        "the print changed on disk since this cursor was issued, so {tool} cannot resume where it left off. Call again without `cursor` to start over."
    ))
}

pub fn page_out_of_range(uri: &str, pages: usize) -> Fault {
    invalid(format!(
        "{} names no page of this resource: pages run 1 to {pages}.",
        py_repr(uri)
    ))
}

pub fn missing_page_version(uri: &str) -> Fault {
    invalid(format!(
        "{} asks for a page past the first without `version`. Pass the `version` the first page's `_meta` reported, as `?page=<n>&version=<v>`.",
        py_repr(uri)
    ))
}

pub fn stale_page_version(uri: &str) -> Fault {
    invalid(format!(
        "{}: the file changed on disk since that version was read. Read page 1 again for its current version.",
        py_repr(uri)
    ))
}

/// A structure a tool makes in memory from the compiled index could not be made (beyond
/// the spec: the discovery tools' search index).
pub fn index_unbuilt(what: &str, connection: &str, why: &str) -> Fault {
    internal(format!(
        "the {what} of connection {} could not be built: {why}",
        py_repr(connection)
    ))
}

/// A compiled index found damaged while a call read it (beyond the spec: a share of its
/// archive that does not check when first read); the call was made again from the index
/// rebuilt and found it damaged again.
pub fn damaged_index(connection: &str, why: &str) -> Fault {
    internal(format!(
        "the compiled index of connection {} is damaged: {why}; it is rebuilt from the print at the next call",
        py_repr(connection)
    ))
}

/// A record of the compiled index that does not read back (beyond the spec: an archive
/// damaged after it was checked at open).
pub fn damaged_record(connection: &str, table: &str, why: &str) -> Fault {
    internal(format!(
        "a record of table {table} in the compiled index of connection {} does not read: {why}",
        py_repr(connection)
    ))
}

/// A link of the compiled join graph whose edge record the index does not hold (beyond the
/// spec: the graph and the records it was made from disagree): walked from table `from` to
/// table `to` over edge record `edge` of table `holder`. No join resting on it is answered.
pub fn missing_edge_record(
    connection: &str,
    (from, to): (&str, &str),
    holder: &str,
    edge: usize,
) -> Fault {
    internal(format!(
        "the compiled index of connection {} does not fit together: its join graph joins table {} to table {} over edge record {edge} of table {}, which the index does not hold. The compiled join graph and its edge records disagree, so no join over them is answered. Rebuild the archive: stop the server, delete dbprint-index/ in its cache directory (--cache-dir, else $DBPRINT_CACHE_DIR, else $XDG_CACHE_HOME/dbprint or ~/.cache/dbprint) and start it again.",
        py_repr(connection),
        py_repr(from),
        py_repr(to),
        py_repr(holder)
    ))
}

/// An argument past the bound on what one call reads (beyond the spec: every tool's).
pub fn argument_too_long(tool: &str, key: &str, bytes: usize, most: usize) -> Fault {
    invalid(format!(
        "{key} is {bytes} bytes long; {tool} reads an argument of at most {most} bytes (its text, as UTF-8), so this call was not run. Send a shorter {key}."
    ))
}

/// A call's arguments that passed its schema but do not read as the tool's own (beyond the
/// spec: the schema and the tool disagree).
pub fn arguments_unread(tool: &str, why: &str) -> Fault {
    internal(format!(
        "the arguments of {tool} passed its schema but do not read: {why}"
    ))
}

pub fn unknown_section(document: &str, section: &str, available: &[impl AsRef<str>]) -> Fault {
    invalid(format!(
        "section {} not found in {document}. Available: {}",
        py_repr(section),
        py_list(&sorted(available))
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_is_quoted_by_its_first_characters_and_a_short_one_whole() {
        let long = "t".repeat(100_000);
        let fault = quoting_at_most(unknown_table(&long, "shop"), &long);
        assert!(fault.detail.len() < 400, "{}", fault.detail.len());
        assert!(fault.detail.contains("[cut: 100000 characters in all]"));
        assert!(fault.detail.ends_with("for valid names."));
        let short = quoting_at_most(unknown_table("orders", "shop"), "orders");
        assert_eq!(short, unknown_table("orders", "shop"));
    }

    #[test]
    fn python_repr_prefers_single_quotes() {
        assert_eq!(py_repr("abc"), "'abc'");
        assert_eq!(py_repr("it's"), "\"it's\"");
        assert_eq!(py_repr("a'\"b"), "'a\\'\"b'");
        assert_eq!(py_repr("a\nb"), "'a\\nb'");
    }

    #[test]
    fn unknown_connection_lists_configured_sorted_spec_8_2() {
        let f = unknown_connection("bar", &["c", "a", "b"]);
        assert_eq!(
            f.detail,
            "connection 'bar' not in .dbprint.yaml. Configured: ['a', 'b', 'c']"
        );
        assert_eq!(f.code, INVALID_PARAMS);
    }

    #[test]
    fn unknown_document_names_the_enum_spec_8_2() {
        let f = unknown_document("readme");
        assert_eq!(
            f.detail,
            "document 'readme' must be one of ['assertions', 'guide', 'spec']."
        );
        assert_eq!(f.code, INVALID_PARAMS);
    }

    #[test]
    fn unserved_connection_text_spec_8_1() {
        let f = unserved_connection("staging", &["arboretum"]);
        assert_eq!(
            f.detail,
            "connection 'staging' is configured but not served by this instance. Served: ['arboretum']. Restart the server naming it to serve it."
        );
    }
}
