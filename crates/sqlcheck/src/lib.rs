//! `check_query`'s engine: a query an agent wrote, parsed with `sqlparser` in the dialect of
//! the connection's adapter (or the one asked for), every name resolved against the print
//! (`walk`, through `scope` and the `catalog`), and judged: names (`walk`), literals and NULL
//! tests (`literals`), joins and fan-out (`joins`), LEFT JOINs a later clause turns inner
//! (`cancelled_left_join`), tables read in part and files that did not read (here). Each
//! finding carries its place, a one-line message and the tool call that explains it
//! (`finding`); when every name that needs a fix has one clear nearest name (`suggest`), the
//! corrected SQL. SQL that does not parse answers the parser's message at its place, never a
//! fault; a misspelled keyword there (`misworded`) is an error with its keyword.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it.
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod bounded;
pub use bounded::{MAX_NESTING, QUERY};
mod cancelled_left_join;
mod catalog;
mod declared;
pub use declared::Definitions;
mod finding;
mod joins;
mod literals;
mod misworded;
mod moments;
mod observed;
mod refused;
mod scope;
mod suggest;
mod walk;

use std::sync::Arc;

use sqlparser::ast::{Expr, Query, SetExpr, Statement};
use sqlparser::dialect::{Dialect, dialect_from_str};
use sqlparser::parser::ParserError;

use bounded::{NESTED_DEEP, Refusal, Tokens};
use catalog::Catalog;
use dbprint_index::Compiled;
use dbprint_print::access::Reading;
use dbprint_print::config::Connection;
use dbprint_print::fault::Fault;
use dbprint_print::views::manifest::Manifest;
pub use finding::{Explain, Finding, Fix, Place, Severity};
use scope::Frame;
use walk::Walker;

/// The dialects a query can be parsed in, by the names `dialect` takes.
pub const DIALECTS: [&str; 15] = [
    "ansi",
    "bigquery",
    "clickhouse",
    "databricks",
    "duckdb",
    "generic",
    "hive",
    "mssql",
    "mysql",
    "oracle",
    "postgres",
    "redshift",
    "snowflake",
    "sqlite",
    "spark",
];

/// The dialect a connection's adapter writes, `generic` for one sqlparser does not know.
pub fn dialect_of(adapter: Option<&str>) -> &'static str {
    let adapter = adapter.unwrap_or_default().to_lowercase();
    let named = match adapter.as_str() {
        "postgresql" | "postgis" => "postgres",
        "sqlserver" | "azuresql" | "fabric" => "mssql",
        "mariadb" => "mysql",
        "motherduck" => "duckdb",
        "sparksql" => "spark",
        other => other,
    };
    DIALECTS
        .iter()
        .find(|d| **d == named)
        .copied()
        .unwrap_or("generic")
}

/// The tables of the print nearest to `asked` (strsim), best first, for a caller that owes
/// no exact fault text.
pub fn nearest_tables(
    reading: &Reading,
    conn: &Connection,
    definitions: &Definitions,
    asked: &str,
) -> Vec<String> {
    let manifest = reading.manifest_or_fault(conn).ok().flatten();
    let catalog = Catalog::new(reading, conn, manifest, definitions);
    suggest::nearest(asked, catalog.fqns())
        .into_iter()
        .map(|(_, name)| name.to_string())
        .collect()
}

/// The columns of table `fqn` nearest to `asked` (strsim), best first.
pub fn nearest_columns(
    reading: &Reading,
    conn: &Connection,
    definitions: &Definitions,
    fqn: &str,
    asked: &str,
) -> Vec<String> {
    let manifest = reading.manifest_or_fault(conn).ok().flatten();
    let catalog = Catalog::new(reading, conn, manifest, definitions);
    let facts = catalog.facts(fqn);
    let names = facts
        .columns
        .as_ref()
        .map(|c| c.names.clone())
        .unwrap_or_default();
    suggest::nearest(asked, names.iter().map(String::as_str))
        .into_iter()
        .map(|(_, name)| name.to_string())
        .collect()
}

/// A checked query.
pub struct Checked {
    pub dialect: String,
    /// The print tables it reads, in order of first mention.
    pub tables: Vec<String>,
    pub findings: Vec<Finding>,
    pub corrected_sql: Option<String>,
}

/// Where `sql` ends: a message naming no place (`found: EOF`) is about the end.
fn end_of(sql: &str) -> Place {
    let line = sql.split('\n').count() as u64;
    let column = sql.rsplit('\n').next().unwrap_or_default().chars().count() as u64 + 1;
    Place {
        line,
        column,
        end_line: line,
        end_column: column,
    }
}

/// The place a parser message names (`… at Line: 3, Column: 14`).
fn parser_place(message: &str) -> Place {
    let number_after = |key: &str| -> u64 {
        message
            .rfind(key)
            .map(|at| &message[at + key.len()..])
            .map(|rest| {
                rest.chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
            })
            .and_then(|digits| digits.parse().ok())
            .unwrap_or(0)
    };
    let (line, column) = (number_after("Line: "), number_after("Column: "));
    Place {
        line,
        column,
        end_line: line,
        end_column: column,
    }
}

/// Tables a check could not read in full: what did not read, and what goes unchecked.
fn unread(walker: &Walker, findings: &mut Vec<Finding>) {
    for (table, place) in &walker.observed.tables {
        for why in &table.unread {
            let message = format!("{}: {why}", table.fqn);
            let explain = Explain::new("get_table_context", vec![("table", &table.fqn)]);
            findings.push(
                Finding::new(Severity::Note, "table_unread", *place, message).explained(explain),
            );
        }
    }
}

/// Tables read in part: their counts describe the rows scanned.
fn scoped(walker: &Walker, findings: &mut Vec<Finding>) {
    for (table, place) in &walker.observed.tables {
        if table.scope.is_none() {
            continue;
        }
        let message = format!(
            "{} was read in part (its statistics carry a scope block): the print's counts, value lists and null shares describe the rows scanned, not the whole table",
            table.fqn
        );
        findings.push(
            Finding::new(Severity::Note, "scoped_table", *place, message).explained(Explain::new(
                "get_table_context",
                vec![("table", &table.fqn), ("purpose", "query")],
            )),
        );
    }
}

/// The query a statement runs: itself, or the one inside an `INSERT … SELECT`, a
/// `CREATE TABLE … AS`, a `CREATE VIEW` or an `EXPLAIN`.
fn embedded(statement: &Statement) -> Option<&Query> {
    match statement {
        Statement::Query(query) => Some(query),
        Statement::Insert(insert) => insert.source.as_deref(),
        Statement::CreateTable(create) => create.query.as_deref(),
        Statement::CreateView(view) => Some(&view.query),
        Statement::Explain { statement, .. } => embedded(statement),
        _ => None,
    }
}

/// The names of the tables a batch makes itself (`CREATE TABLE`, `CREATE VIEW`, `SELECT …
/// INTO`), lowercase last segments: a later statement reads them though no print holds them.
fn made_by(statements: &[Statement]) -> Vec<String> {
    let last = |name: &sqlparser::ast::ObjectName| {
        name.0
            .last()
            .and_then(|part| part.as_ident())
            .map(|ident| ident.value.to_lowercase())
    };
    let mut made = Vec::new();
    for statement in statements {
        match statement {
            Statement::CreateTable(create) => made.extend(last(&create.name)),
            Statement::CreateView(view) => made.extend(last(&view.name)),
            Statement::Query(query) => {
                if let SetExpr::Select(select) = query.body.as_ref()
                    && let Some(into) = &select.into
                {
                    for target in &into.targets {
                        match target {
                            Expr::Identifier(ident) => made.push(ident.value.to_lowercase()),
                            Expr::CompoundIdentifier(idents) => {
                                made.extend(idents.last().map(|i| i.value.to_lowercase()))
                            }
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
    made
}

/// The compiled index as far as the tables a query reads go (their shares' edges judge its
/// joins).
pub type IndexFor<'a> = dyn Fn(&[&str]) -> Result<Option<Arc<Compiled>>, Fault> + 'a;

/// Checks `sql` against the print of `conn`, in `dialect` (one of `DIALECTS`); `index_for`
/// gives the compiled index checked as far as the tables the query reads (a fault there is
/// the call's).
pub fn check(
    reading: &Reading,
    conn: &Connection,
    manifest: Option<Arc<Manifest>>,
    definitions: &Definitions,
    index_for: &IndexFor,
    sql: &str,
    dialect: &str,
) -> Result<Checked, Fault> {
    let mut checked = Checked {
        dialect: dialect.to_string(),
        tables: Vec::new(),
        findings: Vec::new(),
        corrected_sql: None,
    };
    let Some(parser_dialect) = dialect_from_str(dialect) else {
        let shown = dbprint_print::fault::py_repr(dialect);
        return Err(dbprint_print::fault::argument_outside_enum(
            "dialect", &shown, &DIALECTS,
        ));
    };
    let parser_dialect = parser_dialect.as_ref();
    let tokens = match Tokens::read(parser_dialect, sql, QUERY) {
        Ok(tokens) => tokens,
        Err(Refusal::Tokenizer(error)) => {
            checked.findings = parse_refused(sql, parser_dialect, dialect, &error);
            return Ok(checked);
        }
        Err(refusal) => {
            checked.findings.push(unread_whole(&refusal));
            return Ok(checked);
        }
    };
    let deepest = tokens.deepest();
    let deepest = (deepest.0, deepest.1.map(|t| Place::from(t.span)));
    tokens.parsed(parser_dialect, |parsed| {
        let statements = match parsed {
            Ok(statements) => statements,
            Err(ParserError::RecursionLimitExceeded) => {
                checked.findings.push(too_deep(deepest));
                return Ok(checked);
            }
            Err(_) if deepest.0 >= NESTED_DEEP => {
                checked.findings.push(too_deep(deepest));
                return Ok(checked);
            }
            Err(error) => {
                checked.findings = parse_refused(sql, parser_dialect, dialect, &error);
                return Ok(checked);
            }
        };
        let cx = Context {
            reading,
            conn,
            manifest,
            definitions,
            index_for,
            sql,
            dialect,
        };
        checked_statements(cx, &statements, checked)
    })
}

/// What a check reads beside the statements.
struct Context<'a> {
    reading: &'a Reading<'a>,
    conn: &'a Connection,
    manifest: Option<Arc<Manifest>>,
    definitions: &'a Definitions,
    index_for: &'a IndexFor<'a>,
    sql: &'a str,
    dialect: &'a str,
}

/// The parser's refusal of `sql`, judged (`refused`) at the place it names, else at the end.
fn parse_refused(
    sql: &str,
    parser_dialect: &dyn Dialect,
    dialect: &str,
    error: &ParserError,
) -> Vec<Finding> {
    let place = Some(parser_place(&error.to_string()))
        .filter(|p| p.line > 0)
        .unwrap_or_else(|| end_of(sql));
    refused::refused(sql, parser_dialect, dialect, error, place)
}

/// The note for SQL past the bounds on its length or its tokens: nothing in it is read.
fn unread_whole(refusal: &Refusal) -> Finding {
    let message = match refusal {
        Refusal::Long { bytes } => format!(
            "the SQL is {bytes} bytes long; check_query reads at most {}: nothing in it was checked",
            QUERY.bytes
        ),
        Refusal::Many { tokens } => format!(
            "the SQL holds {tokens} tokens (not counting commas and whitespace); check_query parses at most {}: nothing in it was checked",
            QUERY.tokens
        ),
        Refusal::Tokenizer(error) => error.to_string(),
    };
    Finding::new(Severity::Note, "not_checked", Place::default(), message)
}

/// The note for SQL nesting deeper than the parser recurses (`MAX_NESTING`): how deep its
/// brackets and `CASE`s go, and where they are deepest.
fn too_deep((depth, at): (usize, Option<Place>)) -> Finding {
    let mut message = format!(
        "the query nests deeper than the {MAX_NESTING} levels check_query parses (parentheses, subqueries, CASE or function calls within each other)"
    );
    if let Some(at) = at {
        message.push_str(&format!(
            "; its brackets and CASEs go {depth} deep, deepest from line {}, column {}",
            at.line, at.column
        ));
    }
    message.push_str(": nothing in it was checked");
    Finding::new(
        Severity::Note,
        "not_checked",
        at.unwrap_or_default(),
        message,
    )
}

/// The check of parsed statements (`checked` holds the dialect).
fn checked_statements(
    cx: Context,
    statements: &[Statement],
    mut checked: Checked,
) -> Result<Checked, Fault> {
    let Context {
        reading,
        conn,
        manifest,
        definitions,
        index_for,
        sql,
        dialect,
    } = cx;
    if statements.is_empty() {
        let message = "the SQL holds no statement: nothing was checked";
        checked.findings.push(Finding::new(
            Severity::Note,
            "not_a_query",
            end_of(sql),
            message.to_string(),
        ));
        return Ok(checked);
    }
    let catalog = Catalog::new(reading, conn, manifest, definitions);
    let mut walker = Walker::new(&catalog, sql, dialect);
    walker.made = made_by(statements);
    let top = Frame::default();
    for statement in statements {
        let query = embedded(statement);
        if let Some(query) = query {
            walker.query(query, &top);
        }
        if matches!(statement, Statement::Query(_)) {
            continue;
        }
        let word = statement.to_string();
        let word = word
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_uppercase();
        let message = match query {
            Some(_) => {
                format!("the query inside this {word} statement is checked; the rest of it is not")
            }
            None => format!("only queries are checked; a {word} statement is not"),
        };
        walker.findings.push(Finding::new(
            Severity::Note,
            "not_a_query",
            Place::default(),
            message,
        ));
    }
    let mut findings = std::mem::take(&mut walker.findings);
    literals::judge(&walker.observed, dialect, &mut findings);
    let read: Vec<&str> = walker
        .observed
        .tables
        .iter()
        .map(|(t, _)| t.fqn.as_str())
        .chain(walker.observed.assumed.iter().map(String::as_str))
        .collect();
    if let Some(index) = index_for(&read)? {
        joins::judge(&index, &walker.observed, &mut findings);
    }
    scoped(&walker, &mut findings);
    unread(&walker, &mut findings);
    findings.sort_by(|a, b| (a.place, a.severity, a.kind).cmp(&(b.place, b.severity, b.kind)));
    checked.corrected_sql = finding::corrected(sql, &findings);
    checked.tables = walker
        .observed
        .tables
        .iter()
        .map(|(t, _)| t.fqn.clone())
        .collect();
    listed(&mut findings);
    checked.findings = findings;
    Ok(checked)
}

/// The most findings an answer lists; the rest are counted by kind in one closing note.
pub const MAX_FINDINGS: usize = 1_000;

/// `findings` (in order) cut to the first `MAX_FINDINGS`, with one finding counting the rest
/// by kind, as grave as the gravest of them (an error left out still fails the check): a query of thousands of faults is fixed from the first ones, and its answer stays
/// the size of what an agent can read.
fn listed(findings: &mut Vec<Finding>) {
    if findings.len() <= MAX_FINDINGS {
        return;
    }
    let mut kinds: Vec<(&'static str, usize)> = Vec::new();
    for finding in &findings[MAX_FINDINGS..] {
        match kinds.iter_mut().find(|(kind, _)| *kind == finding.kind) {
            Some((_, count)) => *count += 1,
            None => kinds.push((finding.kind, 1)),
        }
    }
    let more = findings.len() - MAX_FINDINGS;
    let gravest = findings[MAX_FINDINGS..]
        .iter()
        .map(|f| f.severity)
        .min()
        .unwrap_or(Severity::Note);
    findings.truncate(MAX_FINDINGS);
    let counted: Vec<String> = kinds.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let message = format!(
        "{more} more findings are not listed ({}): the first {MAX_FINDINGS} are, in the order of the SQL; fix those and check again",
        counted.join(", ")
    );
    findings.push(Finding::new(
        gravest,
        "findings_not_listed",
        Place::default(),
        message,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adapter_names_its_dialect_and_an_unknown_one_reads_generic() {
        assert_eq!(dialect_of(Some("postgres")), "postgres");
        assert_eq!(dialect_of(Some("PostgreSQL")), "postgres");
        assert_eq!(dialect_of(Some("duckdb")), "duckdb");
        assert_eq!(dialect_of(Some("sqlserver")), "mssql");
        assert_eq!(dialect_of(Some("teradata")), "generic");
        assert_eq!(dialect_of(None), "generic");
    }

    #[test]
    fn every_dialect_the_schema_offers_has_a_parser() {
        for dialect in DIALECTS {
            assert!(dialect_from_str(dialect).is_some(), "{dialect}");
        }
    }

    #[test]
    fn findings_past_the_bound_are_counted_by_kind_in_one_closing_note() {
        let finding = |kind| Finding::new(Severity::Error, kind, Place::default(), String::new());
        let mut findings = vec![finding("unknown_column"); MAX_FINDINGS + 3];
        findings.push(finding("null_comparison"));
        listed(&mut findings);
        assert_eq!(findings.len(), MAX_FINDINGS + 1);
        let last = &findings[MAX_FINDINGS];
        assert_eq!(
            (last.severity, last.kind),
            (Severity::Error, "findings_not_listed")
        );
        assert!(
            last.message.starts_with(
                "4 more findings are not listed (3 unknown_column, 1 null_comparison)"
            )
        );
        let mut few = vec![finding("unknown_column"); MAX_FINDINGS];
        listed(&mut few);
        assert_eq!(few.len(), MAX_FINDINGS);
    }

    #[test]
    fn a_parser_message_gives_its_place() {
        let place = parser_place(
            "sql parser error: Expected: end of statement, found: x at Line: 3, Column: 14",
        );
        assert_eq!((place.line, place.column), (3, 14));
        assert_eq!(parser_place("no place").line, 0);
        let end = end_of("SELECT a\nFROM t WHERE");
        assert_eq!((end.line, end.column), (2, 13));
    }
}
