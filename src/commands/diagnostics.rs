//! `check-query`'s answer printed for a person at a terminal, as compilers print theirs: one
//! finding a block (`error[unknown_column] 1:8: message; did you mean order_id?`, the SQL line
//! beneath with the span marked, the call that explains it), then the corrected SQL, the
//! tables read and a count by severity; read from check_query's typed answer. JSON and YAML
//! stay the tool's own answer.

use dbprint_sqlcheck::{Checked, Finding, Severity};
use dbprint_yaml::python::value_key;

/// The text of `checked` over `sql`, the query it checked.
pub fn render(checked: &Checked, sql: &str) -> String {
    let lines: Vec<&str> = sql.lines().collect();
    let mut out = String::new();
    for finding in &checked.findings {
        block(finding, &lines, &mut out);
    }
    if let Some(corrected) = &checked.corrected_sql {
        out.push_str("corrected SQL:\n");
        for line in corrected.trim_end().lines() {
            out.push_str(&format!("    {line}\n"));
        }
        out.push('\n');
    }
    if !checked.tables.is_empty() {
        out.push_str(&format!("tables read: {}\n", checked.tables.join(", ")));
    }
    let count = |severity: Severity| {
        (checked.findings.iter())
            .filter(|f| f.severity == severity)
            .count()
    };
    out.push_str(&format!(
        "{} error(s), {} warning(s), {} note(s) (dialect {})\n",
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Note),
        checked.dialect
    ));
    out
}

/// A place's line or column as an index.
fn number(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// One finding: its head line, the SQL line it points at with the span marked, and the call
/// that explains it.
fn block(finding: &Finding, lines: &[&str], out: &mut String) {
    let place = &finding.place;
    let (line, column) = (number(place.line), number(place.column));
    let fix = (finding.fix.as_ref())
        .map(|f| format!("; did you mean {}?", f.replacement))
        .unwrap_or_default();
    out.push_str(&format!(
        "{}[{}] {line}:{column}: {}{fix}\n",
        finding.severity.word(),
        finding.kind,
        finding.message
    ));
    if let Some(text) = line.checked_sub(1).and_then(|at| lines.get(at)) {
        let gutter = line.to_string().len();
        let width = text.chars().count();
        let start = column.max(1).min(width + 1);
        let end = if number(place.end_line) == line {
            number(place.end_column).clamp(start + 1, width.max(start) + 1)
        } else {
            width.max(start) + 1
        };
        out.push_str(&format!("{line:>gutter$} | {text}\n"));
        out.push_str(&format!(
            "{:gutter$} | {}{}\n",
            "",
            " ".repeat(start - 1),
            "^".repeat(end - start)
        ));
    }
    if let Some(explain) = &finding.explain {
        let arguments: Vec<String> = (explain.arguments.iter())
            .map(|(k, v)| format!("{k}={}", value_key(v)))
            .collect();
        out.push_str(&format!(
            "  = see: {} {}\n",
            explain.tool,
            arguments.join(" ")
        ));
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_sqlcheck::{Explain, Fix, Place};

    fn at(line: u64, column: u64, end_column: u64) -> Place {
        Place {
            line,
            column,
            end_line: line,
            end_column,
        }
    }

    fn checked(dialect: &str, findings: Vec<Finding>) -> Checked {
        Checked {
            dialect: dialect.to_string(),
            tables: Vec::new(),
            findings,
            corrected_sql: None,
        }
    }

    #[test]
    fn a_finding_prints_as_a_compiler_error_with_its_span_marked_beneath_the_line() {
        let mut finding = Finding::new(
            Severity::Error,
            "unknown_column",
            at(1, 8, 15),
            "no column ordr_id in the tables in scope".to_string(),
        )
        .explained(Explain::new(
            "search_columns",
            vec![("pattern", "order_id")],
        ));
        finding.fix = Some(Fix {
            place: at(1, 8, 15),
            replacement: "order_id".to_string(),
        });
        let mut answer = checked("duckdb", vec![finding]);
        answer.tables = vec!["shop.sales.orders".to_string()];
        answer.corrected_sql = Some("SELECT order_id FROM sales.orders".to_string());
        let text = render(&answer, "SELECT ordr_id FROM sales.orders");
        assert!(
            text.starts_with(
                "error[unknown_column] 1:8: no column ordr_id in the tables in scope; did you mean order_id?\n1 | SELECT ordr_id FROM sales.orders\n  |        ^^^^^^^\n  = see: search_columns pattern=order_id\n"
            ),
            "{text}"
        );
        assert!(text.contains("corrected SQL:\n    SELECT order_id FROM sales.orders\n"));
        assert!(text.ends_with(
            "tables read: shop.sales.orders\n1 error(s), 0 warning(s), 0 note(s) (dialect duckdb)\n"
        ));
    }

    #[test]
    fn a_place_past_the_text_marks_its_end_and_no_finding_says_so() {
        let parse = Finding::new(
            Severity::Error,
            "parse_error",
            at(1, 22, 22),
            "sql parser error".to_string(),
        );
        let text = render(&checked("postgres", vec![parse]), "SELECT a FROM t WHERE");
        assert!(
            text.contains("1 | SELECT a FROM t WHERE\n  |                      ^\n"),
            "{text}"
        );
        let clean = render(&checked("mysql", Vec::new()), "SELECT 1");
        assert_eq!(
            clean,
            "0 error(s), 0 warning(s), 0 note(s) (dialect mysql)\n"
        );
    }
}
