//! The checks on literals: a literal compared with a column whose published list is the
//! column's whole domain (complete, table read in full) and does not hold it; a literal that
//! matches stored values only by folding, or one of several stored spellings; a literal of a
//! type the column's `sql_type` cannot hold; a literal compared with a redacted column; and
//! `IS NULL` on a column with no null among the rows scanned. A column whose definition
//! declares its domain (`ENUM`, `CHECK … IN`: `declared`) is judged by that domain instead of
//! the rows profiled; a table profiled with no rows gets one note, not a finding per literal. The value list is resolved
//! exactly as `resolve_value` answers (`dbprint_resolve`).

use dbprint_print::views::statistics::{ColumnStats, Stat, Stats};
use std::collections::HashMap;

use super::finding::{Explain, Finding, Fix, Place, Severity};
use super::moments::{may_be_moment, moment};
use super::observed::{ColumnRef, Compared, Comparison, Literal, LiteralKind, Observed};
use dbprint_print::views::sql_type::{TypeClass, type_class};
use dbprint_resolve::{ValueList, ValueNotes, resolve};
use dbprint_yaml::python::{number, python_str};
use dbprint_yaml::{Mapping, Value};

const BOOLEAN_TEXTS: [&str; 12] = [
    "true", "false", "t", "f", "yes", "no", "y", "n", "on", "off", "1", "0",
];

/// How a dialect compares TRUE and FALSE with a number column: MySQL's BOOLEAN is TINYINT(1)
/// and TRUE and FALSE are 1 and 0 (MySQL 8.4 manual, 11.1.6 "Boolean Literals"); SQLite's
/// TRUE and FALSE are other spellings of 1 and 0 (SQLite "Literal Values", 3.23.0 on);
/// SQL Server's booleans are `bit`, a number; DuckDB casts a boolean to a number implicitly.
/// PostgreSQL, Redshift and BigQuery refuse the comparison (no implicit cast between
/// boolean and integer); the other dialects are not known to accept it.
fn booleans_are_numbers(dialect: &str) -> Option<bool> {
    match dialect {
        "mysql" | "sqlite" | "mssql" | "duckdb" => Some(true),
        "postgres" | "redshift" | "bigquery" => Some(false),
        _ => None,
    }
}

/// Whether a number reads as a date in MySQL: `YYMMDD`, `YYYYMMDD`, `YYMMDDhhmmss` or
/// `YYYYMMDDhhmmss` (MySQL 8.4 manual 13.2.1, "Date and Time Literals").
fn date_number(text: &str) -> bool {
    text.chars().all(|c| c.is_ascii_digit()) && matches!(text.len(), 6 | 8 | 12 | 14)
}

/// Why `literal` cannot be a value of a column of `class`, and how sure that is. In SQLite a
/// column of any declared type may hold a value of any type ("Datatypes In SQLite", 3), so
/// there a clash is never more than a warning.
fn type_clash(
    class: TypeClass,
    literal: &Literal,
    dialect: &str,
) -> Option<(Severity, &'static str)> {
    let clash = declared_clash(class, literal, dialect)?;
    Some(if dialect == "sqlite" {
        (Severity::Warning, clash.1)
    } else {
        clash
    })
}

fn declared_clash(
    class: TypeClass,
    literal: &Literal,
    dialect: &str,
) -> Option<(Severity, &'static str)> {
    let text = literal.text.trim();
    match (class, literal.kind) {
        (_, LiteralKind::Typed) | (TypeClass::Other, _) => None,
        (TypeClass::Number, LiteralKind::Text) if text.parse::<f64>().is_err() => {
            Some((Severity::Error, "a number"))
        }
        (TypeClass::Number, LiteralKind::Boolean) => match booleans_are_numbers(dialect) {
            Some(true) => None,
            Some(false) => Some((Severity::Error, "a number")),
            None => Some((Severity::Warning, "a number")),
        },
        (TypeClass::Boolean, LiteralKind::Text)
            if !BOOLEAN_TEXTS.contains(&text.to_lowercase().as_str()) =>
        {
            Some((Severity::Error, "a boolean"))
        }
        (TypeClass::Boolean, LiteralKind::Number) if text != "0" && text != "1" => {
            Some((Severity::Error, "a boolean"))
        }
        (TypeClass::Temporal, LiteralKind::Number) if dialect == "mysql" && date_number(text) => {
            None
        }
        (TypeClass::Temporal, LiteralKind::Number | LiteralKind::Boolean) => {
            Some((Severity::Error, "a date or timestamp"))
        }
        (TypeClass::Temporal, LiteralKind::Text) if !may_be_moment(text, dialect) => {
            Some((Severity::Error, "a date or timestamp"))
        }
        (TypeClass::Text, LiteralKind::Number | LiteralKind::Boolean) => {
            Some((Severity::Warning, "text"))
        }
        _ => None,
    }
}

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

fn explain(column: &ColumnRef, text: &str) -> Explain {
    Explain::new(
        "resolve_value",
        vec![
            ("table", &column.table.fqn),
            ("column", &column.column),
            ("text", text),
        ],
    )
}

/// Whether a listed value is the literal itself, as the SQL would compare them: numbers by
/// value, booleans by truth (and as 1 and 0 against a number, where the dialect lets them
/// meet), date-times by the moment, anything else by its text.
fn same_value(value: &Value, literal: &Literal, class: TypeClass) -> bool {
    match (value, literal.kind) {
        (Value::Int(_) | Value::Float(_) | Value::BigInt(_), LiteralKind::Number) => {
            number(Some(value)) == literal.text.parse::<f64>().ok()
        }
        (Value::Bool(b), LiteralKind::Boolean) => b.to_string() == literal.text.to_lowercase(),
        (Value::Bool(b), LiteralKind::Number) => {
            literal.text.parse::<f64>().ok() == Some(if *b { 1.0 } else { 0.0 })
        }
        (Value::Int(_) | Value::Float(_) | Value::BigInt(_), LiteralKind::Boolean) => {
            let truth = literal.text.eq_ignore_ascii_case("true");
            number(Some(value)) == Some(if truth { 1.0 } else { 0.0 })
        }
        _ if class == TypeClass::Temporal => moment(&python_str(value)) == moment(&literal.text),
        _ => python_str(value) == literal.text,
    }
}

/// The stored values of a resolution's `spellings`.
fn values_of(list: &[Value]) -> Vec<&Value> {
    list.iter().filter_map(|entry| entry.get("value")).collect()
}

/// The literals a query compares each column with for equality, by (table, column).
type Written = HashMap<(String, String), Vec<String>>;

fn domain(
    comparison: &Comparison,
    block: &Mapping,
    class: TypeClass,
    (written, case_blind): (&Written, bool),
    findings: &mut Vec<Finding>,
) {
    let Comparison {
        column, literal, ..
    } = comparison;
    let facts = &column.table;
    if let Some(allowed) = facts.domains.get(&column.column.to_lowercase()) {
        declared_domain(comparison, allowed, case_blind, findings);
        return;
    }
    let scope = facts.scope.as_ref();
    let list = ValueList::read(&column.column, block, scope);
    if list.unavailable.is_some() {
        return;
    }
    let exactly = |entry: &&Mapping| {
        entry
            .get("value")
            .is_some_and(|v| same_value(v, literal, class))
    };
    let typed = matches!(literal.kind, LiteralKind::Number | LiteralKind::Boolean);
    if (typed || class == TypeClass::Temporal) && list.entries.iter().any(exactly) {
        return;
    }
    let exhaustive = list.complete && scope.is_none();
    let notes = ValueNotes::of(
        facts
            .annotations
            .get(column.column.as_str())
            .and_then(Value::as_map),
    );
    let answer = resolve(&literal.text, &list, &notes, scope);
    let matched = answer
        .fields
        .iter()
        .find(|(k, _)| k == "match")
        .and_then(|(_, v)| v.as_str())
        .unwrap_or("none")
        .to_string();
    let listed = |key: &str| {
        answer
            .lists
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, items)| items.clone())
            .unwrap_or_default()
    };
    let shown = quoted(&literal.text);
    let name = format!("{}.{}", facts.fqn, column.column);
    if matched == "stored" {
        let spellings = listed("spellings");
        let seen = Seen {
            written,
            case_blind,
            exhaustive,
        };
        if let Some(finding) = stored_otherwise(comparison, class, &spellings, &seen) {
            findings.push(finding);
        }
        return;
    }
    if !exhaustive {
        return;
    }
    let candidates = listed("candidates");
    let message = format!(
        "{shown} is not among the {} values {name} holds (its list is the whole domain)",
        list.entries.len()
    );
    findings.push(
        Finding::new(
            Severity::Error,
            "literal_not_in_domain",
            literal.place,
            message,
        )
        .with("match", Value::str(matched))
        .with("nearest", Value::Seq(candidates))
        .explained(explain(column, &literal.text)),
    );
}

/// What a query's other comparisons and its dialect tell of a stored-value match.
struct Seen<'w> {
    /// Every literal the query compares each column with for equality.
    written: &'w Written,
    /// Whether the dialect's default collation ignores case (MySQL, SQL Server).
    case_blind: bool,
    /// Whether the column's list is its whole domain (complete, table read in full).
    exhaustive: bool,
}

/// The finding for a literal that resolves to stored `spellings` of its column: one of
/// several spellings (the others missed), or not itself stored but stored as another; none
/// when it is the one spelling, or every spelling is written, or they differ by case alone
/// under a case-blind collation.
fn stored_otherwise(
    comparison: &Comparison,
    class: TypeClass,
    spellings: &[Value],
    seen: &Seen,
) -> Option<Finding> {
    let Comparison {
        column, literal, ..
    } = comparison;
    let facts = &column.table;
    let shown = quoted(&literal.text);
    let name = format!("{}.{}", facts.fqn, column.column);
    let values = values_of(spellings);
    let exact = values.iter().any(|v| same_value(v, literal, class));
    let key = (facts.fqn.clone(), column.column.clone());
    let all_written = values.iter().all(|v| {
        seen.written
            .get(&key)
            .is_some_and(|texts| texts.contains(&python_str(v)))
    });
    // Under a case-insensitive collation (MySQL's and SQL Server's default) the literal
    // matches every spelling that differs from it by case alone.
    let by_case = seen.case_blind
        && literal.kind == LiteralKind::Text
        && values
            .iter()
            .all(|v| python_str(v).to_lowercase() == literal.text.to_lowercase());
    if exact && (values.len() == 1 || all_written || by_case) {
        return None;
    }
    let written: Vec<String> = values.iter().map(|v| quoted(&python_str(v))).collect();
    let (severity, kind, message) = if exact {
        (
            Severity::Warning,
            "literal_spellings",
            format!(
                "{shown} is one of {} stored spellings of that value in {name} ({}); rows with the others are missed",
                values.len(),
                written.join(", ")
            ),
        )
    } else {
        let severity = if seen.exhaustive && !by_case {
            Severity::Error
        } else {
            Severity::Warning
        };
        let collation = if by_case {
            "; it matches under a case-insensitive collation (the default here), not under a case-sensitive one"
        } else {
            ""
        };
        (
            severity,
            "literal_not_stored",
            format!(
                "{shown} is not stored in {name}; it is stored as {}{collation}",
                written.join(", ")
            ),
        )
    };
    let mut finding = Finding::new(severity, kind, literal.place, message)
        .with("match", Value::str("stored"))
        .with("stored", Value::Seq(spellings.to_vec()))
        .explained(explain(column, &literal.text));
    if let ([only], false, LiteralKind::Text) = (values.as_slice(), exact, literal.kind) {
        finding.fix = Some(Fix {
            place: literal.place,
            replacement: quoted(&python_str(only)),
        });
    }
    Some(finding)
}

/// A literal compared with a column whose definition declares its domain (`ENUM`, `CHECK …
/// IN`): one the domain allows is a value the column may hold, stored when profiled or not;
/// one outside it never matches.
fn declared_domain(
    comparison: &Comparison,
    allowed: &[String],
    case_blind: bool,
    findings: &mut Vec<Finding>,
) {
    let Comparison {
        column, literal, ..
    } = comparison;
    let text = literal.text.as_str();
    let admitted =
        |a: &String| a == text || (case_blind && a.to_lowercase() == text.to_lowercase());
    if literal.kind != LiteralKind::Text || allowed.iter().any(admitted) {
        return;
    }
    let shown: Vec<String> = allowed.iter().map(|a| quoted(a)).collect();
    let message = format!(
        "{} is not among the {} values the definition of {}.{} allows ({})",
        quoted(text),
        allowed.len(),
        column.table.fqn,
        column.column,
        shown.join(", ")
    );
    let nearest = super::suggest::nearest(text, allowed.iter().map(String::as_str));
    let mut finding = Finding::new(
        Severity::Error,
        "literal_not_in_domain",
        literal.place,
        message,
    )
    .with("match", Value::str("declared"))
    .with(
        "nearest",
        Value::Seq(nearest.iter().map(|(_, n)| Value::str(*n)).collect()),
    )
    .explained(explain(column, text));
    if let Some(best) = super::suggest::clear(&nearest) {
        finding.fix = Some(Fix {
            place: literal.place,
            replacement: quoted(best),
        });
    }
    findings.push(finding);
}

fn comparison(
    comparison: &Comparison,
    written: &Written,
    dialect: &str,
    findings: &mut Vec<Finding>,
) {
    let Comparison {
        column,
        literal,
        how,
    } = comparison;
    let Some(block) = column.table.block(&column.column) else {
        return;
    };
    let name = format!("{}.{}", column.table.fqn, column.column);
    if let Some(marker) = block
        .stat(Stat::Redacted)
        .and_then(Value::as_str)
        .filter(|m| !m.is_empty())
    {
        let message = format!(
            "{name} is redacted in the print ({marker}): no literal can be checked against it, and a value copied from the print is its {marker}ed form"
        );
        findings.push(
            Finding::new(
                Severity::Warning,
                "redacted_literal",
                literal.place,
                message,
            )
            .explained(explain(column, &literal.text)),
        );
        return;
    }
    let sql_type = ColumnStats::new(block).sql_type_text().unwrap_or_default();
    let class = type_class(sql_type);
    if let Some((severity, holds)) = type_clash(class, literal, dialect) {
        let message = format!(
            "{} cannot be a value of {name}, which holds {holds} ({sql_type})",
            if literal.kind == LiteralKind::Text {
                quoted(&literal.text)
            } else {
                literal.text.clone()
            }
        );
        findings.push(
            Finding::new(severity, "literal_type", literal.place, message).explained(Explain::new(
                "get_table_context",
                vec![("table", &column.table.fqn), ("purpose", "query")],
            )),
        );
        return;
    }
    if *how == Compared::Equality {
        let case_blind = matches!(dialect, "mysql" | "mssql");
        domain(comparison, block, class, (written, case_blind), findings);
    }
}

/// `IS NULL` on a column the print counted no null in.
fn null_test(column: &ColumnRef, findings: &mut Vec<Finding>) {
    let Some(block) = column.table.block(&column.column) else {
        return;
    };
    if number(block.stat(Stat::NullCount)) != Some(0.0) {
        return;
    }
    let over = if column.table.scope.is_some() {
        "the rows scanned"
    } else {
        "every row"
    };
    let message = format!(
        "the print counted no NULL in {}.{} over {over}: IS NULL matches nothing there",
        column.table.fqn, column.column
    );
    findings.push(
        Finding::new(Severity::Note, "null_never", column.place, message).explained(Explain::new(
            "get_table_context",
            vec![("table", &column.table.fqn), ("purpose", "query")],
        )),
    );
}

/// The literal findings of a query written in `dialect`.
pub fn judge(observed: &Observed, dialect: &str, findings: &mut Vec<Finding>) {
    let mut written = Written::new();
    for c in &observed.comparisons {
        if c.how == Compared::Equality {
            let key = (c.column.table.fqn.clone(), c.column.column.clone());
            written.entry(key).or_default().push(c.literal.text.clone());
        }
    }
    let mut empty: Vec<(&str, Place)> = Vec::new();
    for c in &observed.comparisons {
        if c.column.table.row_count == Some(0.0) && c.column.table.domains.is_empty() {
            let fqn = c.column.table.fqn.as_str();
            if !empty.iter().any(|(t, _)| *t == fqn) {
                empty.push((fqn, c.literal.place));
            }
            continue;
        }
        comparison(c, &written, dialect, findings);
    }
    for (fqn, place) in empty {
        let message = format!(
            "{fqn} held no rows when it was profiled: its value lists are empty, so no literal compared with its columns is checked"
        );
        findings.push(
            Finding::new(Severity::Note, "empty_table", place, message).explained(Explain::new(
                "get_table_context",
                vec![("table", fqn), ("purpose", "query")],
            )),
        );
    }
    for test in &observed.null_tests {
        null_test(test, findings);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn literal(kind: LiteralKind, text: &str) -> Literal {
        Literal {
            kind,
            text: text.to_string(),
            place: Place::default(),
        }
    }

    #[test]
    fn a_sql_type_reads_as_the_class_of_values_it_holds() {
        assert_eq!(type_class("DECIMAL(10, 2)"), TypeClass::Number);
        assert_eq!(type_class("bigint"), TypeClass::Number);
        assert_eq!(type_class("TIMESTAMP WITH TIME ZONE"), TypeClass::Temporal);
        assert_eq!(type_class("VARCHAR(2)"), TypeClass::Text);
        assert_eq!(type_class("BOOLEAN"), TypeClass::Boolean);
        assert_eq!(type_class("INTERVAL"), TypeClass::Other);
        assert_eq!(type_class("INTEGER[]"), TypeClass::Number);
    }

    #[test]
    fn a_literal_the_type_cannot_hold_clashes_and_a_castable_one_does_not() {
        let text = |t| literal(LiteralKind::Text, t);
        assert!(type_clash(TypeClass::Number, &text("12.5"), "postgres").is_none());
        assert_eq!(
            type_clash(TypeClass::Number, &text("twelve"), "postgres").map(|c| c.0),
            Some(Severity::Error)
        );
        assert!(
            type_clash(
                TypeClass::Temporal,
                &text("2024-03-01 08:30:00"),
                "postgres"
            )
            .is_none()
        );
        assert!(type_clash(TypeClass::Temporal, &text("last week"), "postgres").is_some());
        assert!(type_clash(TypeClass::Temporal, &text("01/03/2024"), "postgres").is_none());
        assert!(
            type_clash(TypeClass::Temporal, &text("01/03/2024"), "duckdb").is_some(),
            "the dialect decides"
        );
        assert!(type_clash(TypeClass::Boolean, &text("yes"), "postgres").is_none());
        let number = literal(LiteralKind::Number, "5");
        assert_eq!(
            type_clash(TypeClass::Text, &number, "postgres").map(|c| c.0),
            Some(Severity::Warning)
        );
        let truth = literal(LiteralKind::Boolean, "false");
        assert!(type_clash(TypeClass::Number, &truth, "mysql").is_none());
        assert!(type_clash(TypeClass::Number, &truth, "sqlite").is_none());
        assert_eq!(
            type_clash(TypeClass::Number, &truth, "postgres").map(|c| c.0),
            Some(Severity::Error)
        );
        assert_eq!(
            type_clash(TypeClass::Number, &truth, "oracle").map(|c| c.0),
            Some(Severity::Warning)
        );
        let day = literal(LiteralKind::Number, "20210105");
        assert!(type_clash(TypeClass::Temporal, &day, "mysql").is_none());
        assert!(type_clash(TypeClass::Temporal, &day, "postgres").is_some());
        assert_eq!(
            type_clash(TypeClass::Number, &text("twelve"), "sqlite").map(|c| c.0),
            Some(Severity::Warning)
        );
        let typed = literal(LiteralKind::Typed, "not a date");
        assert!(type_clash(TypeClass::Temporal, &typed, "duckdb").is_none());
    }

    #[test]
    fn a_stored_value_is_the_literal_by_value_not_by_spelling() {
        let number = literal(LiteralKind::Number, "10.0");
        assert!(same_value(&Value::Int(10), &number, TypeClass::Number));
        let truth = literal(LiteralKind::Boolean, "TRUE");
        assert!(same_value(&Value::Bool(true), &truth, TypeClass::Boolean));
        assert!(same_value(&Value::Int(1), &truth, TypeClass::Number));
        assert!(!same_value(&Value::Int(0), &truth, TypeClass::Number));
        let zero = literal(LiteralKind::Number, "0");
        assert!(same_value(&Value::Bool(false), &zero, TypeClass::Boolean));
        let moment = literal(LiteralKind::Text, "2024-03-01 08:30:00");
        let stored = Value::str("2024-03-01T08:30:00Z");
        assert!(same_value(&stored, &moment, TypeClass::Temporal));
        assert!(!same_value(&stored, &moment, TypeClass::Text));
    }
}
