//! `check-query`'s answer printed for a person at a terminal, as compilers print theirs: one
//! finding a block (`error[unknown_column] 1:8: message; did you mean order_id?`, the SQL line
//! beneath with the span marked, the call that explains it), then the corrected SQL, the
//! tables read and a count by severity. JSON and YAML stay the tool's own answer.

use serde_json::Value as Json;

/// The text of `answer` (check_query's, pages joined) over `sql`, the query it checked; an
/// answer without its findings, or a finding without its severity, kind or message, is said,
/// never printed as a clean check.
pub fn render(answer: &Json, sql: &str) -> Result<String, String> {
    let lines: Vec<&str> = sql.lines().collect();
    let findings = answer["findings"]
        .as_array()
        .ok_or("the check_query answer holds no findings list")?;
    let mut out = String::new();
    for finding in findings {
        block(finding, &lines, &mut out)?;
    }
    if let Some(corrected) = answer["corrected_sql"].as_str() {
        out.push_str("corrected SQL:\n");
        for line in corrected.trim_end().lines() {
            out.push_str(&format!("    {line}\n"));
        }
        out.push('\n');
    }
    let tables: Vec<&str> = answer["tables"]
        .as_array()
        .map(|all| all.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default();
    if !tables.is_empty() {
        out.push_str(&format!("tables read: {}\n", tables.join(", ")));
    }
    let count = |severity: &str| {
        findings
            .iter()
            .filter(|f| f["severity"] == severity)
            .count()
    };
    out.push_str(&format!(
        "{} error(s), {} warning(s), {} note(s) (dialect {})\n",
        count("error"),
        count("warning"),
        count("note"),
        answer["dialect"].as_str().unwrap_or("-")
    ));
    Ok(out)
}

fn number(value: &Json) -> usize {
    value.as_u64().unwrap_or(0) as usize
}

/// One finding: its head line, the SQL line it points at with the span marked, and the call
/// that explains it.
fn block(finding: &Json, lines: &[&str], out: &mut String) -> Result<(), String> {
    let text = |key: &str| {
        finding[key]
            .as_str()
            .ok_or_else(|| format!("a check_query finding without its {key}: {finding}"))
    };
    let (severity, kind, message) = (text("severity")?, text("kind")?, text("message")?);
    let (line, column) = (number(&finding["line"]), number(&finding["column"]));
    let fix = finding["fix"]
        .as_str()
        .map(|f| format!("; did you mean {f}?"))
        .unwrap_or_default();
    out.push_str(&format!(
        "{severity}[{kind}] {line}:{column}: {message}{fix}\n"
    ));
    if let Some(text) = line.checked_sub(1).and_then(|at| lines.get(at)) {
        let gutter = line.to_string().len();
        let width = text.chars().count();
        let start = column.max(1).min(width + 1);
        let end = if number(&finding["end_line"]) == line {
            number(&finding["end_column"]).clamp(start + 1, width.max(start) + 1)
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
    if let Some(tool) = finding["explain"]["tool"].as_str() {
        let arguments: Vec<String> = finding["explain"]["arguments"]
            .as_object()
            .map(|args| {
                args.iter()
                    .map(|(k, v)| {
                        format!("{k}={}", v.as_str().map_or(v.to_string(), str::to_string))
                    })
                    .collect()
            })
            .unwrap_or_default();
        out.push_str(&format!("  = see: {tool} {}\n", arguments.join(" ")));
    }
    out.push('\n');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_finding_prints_as_a_compiler_error_with_its_span_marked_beneath_the_line() {
        let answer = json!({
            "dialect": "duckdb",
            "tables": ["shop.sales.orders"],
            "findings": [{
                "severity": "error", "kind": "unknown_column",
                "line": 1, "column": 8, "end_line": 1, "end_column": 15,
                "message": "no column ordr_id in the tables in scope", "fix": "order_id",
                "explain": {"tool": "search_columns", "arguments": {"pattern": "order_id"}}
            }],
            "corrected_sql": "SELECT order_id FROM sales.orders"
        });
        let text = render(&answer, "SELECT ordr_id FROM sales.orders").unwrap();
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
        let answer = json!({"dialect": "postgres", "findings": [{
            "severity": "error", "kind": "parse_error", "line": 1, "column": 22,
            "end_line": 1, "end_column": 22, "message": "sql parser error"
        }]});
        let text = render(&answer, "SELECT a FROM t WHERE").unwrap();
        assert!(
            text.contains("1 | SELECT a FROM t WHERE\n  |                      ^\n"),
            "{text}"
        );
        let clean = render(&json!({"dialect": "mysql", "findings": []}), "SELECT 1").unwrap();
        assert_eq!(
            clean,
            "0 error(s), 0 warning(s), 0 note(s) (dialect mysql)\n"
        );
    }

    #[test]
    fn an_answer_without_findings_or_a_finding_without_its_kind_is_said_not_printed_clean() {
        assert!(render(&json!({"dialect": "mysql"}), "SELECT 1").is_err());
        let kindless = json!({"findings": [{"severity": "error", "message": "m", "line": 1}]});
        let said = render(&kindless, "SELECT 1").unwrap_err();
        assert!(said.contains("without its kind"), "{said}");
    }
}
