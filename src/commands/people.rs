//! How an answer reads to a person at a terminal, where a key dump would not: tables as
//! aligned columns (`tables`, `search`), join routes as their steps and the SQL to write
//! (`join-path`), discovered tables ranked with the words that found them (`find`), and the
//! columns storing a value with the predicate to write (`find-value`). Any other answer, and
//! any answer not shaped as expected, is left to the general Markdown rendering (`render`).

use serde_json::Value as Json;

/// `answer` of `tool` as a person reads it, or none where the general rendering serves.
pub fn render(tool: &str, answer: &Json) -> Option<String> {
    match tool {
        "list_tables" => tables(answer),
        "search_columns" => columns(answer),
        "find_join_path" => routes(answer),
        "find_tables" => found_tables(answer),
        "find_value" => found_values(answer),
        _ => None,
    }
}

fn text(value: &Json) -> String {
    match value {
        Json::String(s) => s.clone(),
        Json::Null => "-".to_string(),
        other => other.to_string(),
    }
}

fn field(item: &Json, key: &str) -> String {
    item.get(key).map_or_else(|| "-".to_string(), text)
}

/// `rows` under `header`, each column as wide as its widest cell, numbers aligned right.
fn aligned(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (n, cell) in row.iter().enumerate() {
            if let Some(width) = widths.get_mut(n) {
                *width = (*width).max(cell.chars().count());
            }
        }
    }
    let numeric: Vec<bool> = (0..header.len())
        .map(|n| {
            rows.iter()
                .filter_map(|r| r.get(n))
                .all(|c| c == "-" || c.parse::<f64>().is_ok())
        })
        .collect();
    let line = |cells: Vec<String>| -> String {
        let padded: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(n, cell)| {
                let width = widths.get(n).copied().unwrap_or(0);
                if numeric.get(n).copied().unwrap_or(false) {
                    format!("{cell:>width$}")
                } else {
                    format!("{cell:<width$}")
                }
            })
            .collect();
        padded.join("  ").trim_end().to_string()
    };
    let mut out = line(header.iter().map(|h| h.to_string()).collect());
    out.push('\n');
    for row in rows {
        out.push_str(&line(row.clone()));
        out.push('\n');
    }
    out
}

fn list<'a>(answer: &'a Json, key: &str) -> Option<&'a Vec<Json>> {
    answer.get(key)?.as_array()
}

/// The members of list `key` of `value`, none where it has no such list (an optional part of
/// the answer: notes, evidence, joins).
fn items<'a>(value: &'a Json, key: &str) -> impl Iterator<Item = &'a Json> {
    list(value, key).into_iter().flatten()
}

fn tables(answer: &Json) -> Option<String> {
    let listed = list(answer, "tables")?;
    if listed.iter().any(|t| !t.is_object()) {
        return None;
    }
    let rows: Vec<Vec<String>> = listed
        .iter()
        .map(|t| {
            let freshness = match (t.get("freshness"), t.get("age_days")) {
                (Some(verdict), Some(age)) => format!(
                    "{} ({} days old, limit {})",
                    text(verdict),
                    text(age),
                    field(t, "max_age_days")
                ),
                _ => field(t, "freshness"),
            };
            vec![
                field(t, "table"),
                field(t, "type"),
                field(t, "row_count"),
                field(t, "columns"),
                freshness,
            ]
        })
        .collect();
    let mut out = format!(
        "{} table(s), as of {}\n\n",
        listed.len(),
        field(answer, "now")
    );
    out.push_str(&aligned(
        &["TABLE", "TYPE", "ROWS", "COLUMNS", "FRESHNESS"],
        &rows,
    ));
    Some(out)
}

fn columns(answer: &Json) -> Option<String> {
    let matches = list(answer, "matches")?;
    let rows: Vec<Vec<String>> = matches
        .iter()
        .map(|m| {
            vec![
                format!("{}.{}", field(m, "table"), field(m, "column")),
                field(m, "sql_type"),
                field(m, "classification"),
            ]
        })
        .collect();
    let mut out = format!("{} column(s)\n\n", matches.len());
    out.push_str(&aligned(&["COLUMN", "TYPE", "CLASSIFICATION"], &rows));
    for m in matches {
        for note in items(m, "value_notes") {
            out.push_str(&format!(
                "  {}.{} = {}: {}\n",
                field(m, "table"),
                field(m, "column"),
                field(note, "value"),
                field(note, "note")
            ));
        }
    }
    Some(out)
}

/// A join step as SQL writes its condition: `a.x = b.y` for each pair of columns; none for a
/// step without its tables or with no pairs of columns (then the general rendering shows it).
fn condition(step: &Json) -> Option<String> {
    let (from, to) = (step.get("from")?.as_str()?, step.get("to")?.as_str()?);
    let (left, right) = (list(step, "from_columns")?, list(step, "to_columns")?);
    if left.is_empty() || left.len() != right.len() {
        return None;
    }
    let pairs: Vec<String> = left
        .iter()
        .zip(right)
        .map(|(a, b)| format!("{from}.{} = {to}.{}", text(a), text(b)))
        .collect();
    Some(pairs.join(" AND "))
}

fn routes(answer: &Json) -> Option<String> {
    let paths = list(answer, "paths")?;
    let mut out = format!(
        "{} route(s) from {} to {} (at most {} hops)\n",
        paths.len(),
        field(answer, "from"),
        field(answer, "to"),
        field(answer, "max_hops")
    );
    for (n, path) in paths.iter().enumerate() {
        out.push_str(&format!(
            "\nroute {}: {} hop(s), cost {}, rows x{}\n",
            n + 1,
            field(path, "hops"),
            field(path, "cost"),
            field(path, "row_multiplier")
        ));
        for step in items(path, "steps") {
            out.push_str(&format!(
                "  {}  ({}, {})\n",
                condition(step)?,
                field(step, "direction"),
                field(step, "detection")
            ));
            if let Some(note) = step.get("note").and_then(Json::as_str) {
                out.push_str(&format!("    note: {note}\n"));
            }
        }
        if let Some(sql) = path.get("sql").and_then(Json::as_str) {
            for line in sql.lines() {
                out.push_str(&format!("    {line}\n"));
            }
        }
    }
    Some(out)
}

/// Where each of a table's matched words was found, as one line.
fn evidence(table: &Json) -> String {
    let said: Vec<String> = items(table, "evidence")
        .map(|e| {
            let place = match (e.get("column"), e.get("value")) {
                (Some(column), Some(value)) => format!("{} = {}", text(column), text(value)),
                (Some(column), None) => text(column),
                _ => String::new(),
            };
            match place.is_empty() {
                true => format!("{} ({})", field(e, "word"), field(e, "where")),
                false => format!("{} ({} {place})", field(e, "word"), field(e, "where")),
            }
        })
        .collect();
    said.join(", ")
}

fn found_tables(answer: &Json) -> Option<String> {
    let ranked = list(answer, "tables")?;
    let mut out = format!(
        "Tables for \"{}\" ({} matched)\n\n",
        field(answer, "question"),
        field(answer, "matched_tables")
    );
    for t in ranked {
        out.push_str(&format!(
            "{:>3}. {}  score {}  {} rows  {}\n",
            field(t, "rank"),
            field(t, "table"),
            field(t, "score"),
            field(t, "row_count"),
            field(t, "freshness")
        ));
        out.push_str(&format!("     matched: {}\n", evidence(t)));
        let best: Vec<String> = items(t, "columns")
            .map(|c| format!("{} {}", field(c, "column"), field(c, "sql_type")))
            .collect();
        if !best.is_empty() {
            out.push_str(&format!("     columns: {}\n", best.join(", ")));
        }
    }
    let joins: Vec<String> = items(answer, "joins")
        .map(|j| {
            Some(format!(
                "  {}  ({})\n",
                condition(j)?,
                field(j, "detection")
            ))
        })
        .collect::<Option<_>>()?;
    if !joins.is_empty() {
        out.push_str("\nJoins between them:\n");
        out.push_str(&joins.concat());
    }
    for named in items(answer, "named_values") {
        out.push_str(&format!(
            "\n\"{}\" is stored in {} column(s)\n",
            field(named, "phrase"),
            field(named, "columns_storing_it")
        ));
    }
    let unmatched: Vec<String> = items(answer, "unmatched_words").map(text).collect();
    if !unmatched.is_empty() {
        out.push_str(&format!(
            "\nFound nowhere in the print: {}\n",
            unmatched.join(", ")
        ));
    }
    if let Some(more) = answer.get("more").and_then(Json::as_str) {
        out.push_str(&format!("\n{more}\n"));
    }
    Some(out)
}

fn found_values(answer: &Json) -> Option<String> {
    let found = list(answer, "columns")?;
    let mut out = format!(
        "\"{}\": {}\n",
        field(answer, "value"),
        field(answer, "summary")
    );
    for (n, c) in found.iter().enumerate() {
        let complete = match c.get("complete_list") {
            Some(Json::Bool(true)) => "complete list",
            _ => "partial list",
        };
        out.push_str(&format!(
            "\n{:>3}. {}.{}  {} '{}'  {} row(s), share {}  {complete}\n     {}\n",
            n + 1,
            field(c, "table"),
            field(c, "column"),
            field(c, "match"),
            field(c, "stored"),
            field(c, "count"),
            field(c, "share"),
            field(c, "predicate")
        ));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tables_are_aligned_columns_with_numbers_to_the_right() {
        let answer = json!({"now": "2026-12-05T00:00:00Z", "tables": [
            {"table": "shop.sales.orders", "type": "table", "row_count": 1300, "columns": 6,
             "freshness": "live", "age_days": 4.0, "max_age_days": 3650},
            {"table": "shop.sales.order_summary", "type": "view", "row_count": null, "columns": 7,
             "freshness": "live", "age_days": 4.0, "max_age_days": 3650}
        ], "total": 2});
        let shown = render("list_tables", &answer).unwrap();
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "2 table(s), as of 2026-12-05T00:00:00Z");
        assert!(lines[2].starts_with("TABLE                     TYPE   ROWS  COLUMNS"));
        assert!(lines[3].starts_with("shop.sales.orders         table  1300        6  live"));
        assert!(lines[4].starts_with("shop.sales.order_summary  view      -        7"));
        assert!(!shown.contains("table: "), "no key dump: {shown}");
    }

    #[test]
    fn a_route_reads_as_its_join_conditions_and_its_sql() {
        let answer = json!({"from": "s.orders", "to": "s.customer", "max_hops": 4, "paths": [{
            "hops": 1, "cost": 1.0, "row_multiplier": 1.0,
            "steps": [{"from": "s.orders", "from_columns": ["customer_id"], "to": "s.customer",
                       "to_columns": ["id"], "direction": "many_to_one", "detection": "declared"}],
            "sql": "FROM s.orders AS orders\nJOIN s.customer AS customer ON customer.id = orders.customer_id"
        }], "total": 1});
        let shown = render("find_join_path", &answer).unwrap();
        assert!(shown.contains("  s.orders.customer_id = s.customer.id  (many_to_one, declared)"));
        assert!(shown.contains("    JOIN s.customer AS customer ON"));
    }

    #[test]
    fn found_tables_say_where_each_word_matched() {
        let answer = json!({"question": "rooms of History", "matched_tables": 3,
            "unmatched_words": ["zeppelin"], "joins": [], "tables": [{
                "rank": 1, "table": "u.department", "score": 68.9, "row_count": 21,
                "freshness": "live",
                "evidence": [{"word": "History", "where": "value", "column": "dept_name", "value": "History"},
                             {"word": "rooms", "where": "name"}],
                "columns": [{"column": "dept_name", "sql_type": "VARCHAR"}]}]});
        let shown = render("find_tables", &answer).unwrap();
        assert!(shown.contains("  1. u.department  score 68.9  21 rows  live"));
        assert!(shown.contains("matched: History (value dept_name = History), rooms (name)"));
        assert!(shown.contains("Found nowhere in the print: zeppelin"));
    }

    #[test]
    fn a_value_found_gives_the_predicate_to_write() {
        let answer = json!({"value": "Brazil", "summary": "1 column(s) store it", "columns": [{
            "table": "hr.countries", "column": "name", "match": "exact", "stored": "Brazil",
            "count": 1, "share": 0.04, "complete_list": true, "predicate": "WHERE name = 'Brazil'"}]});
        let shown = render("find_value", &answer).unwrap();
        assert!(
            shown.contains(
                "1. hr.countries.name  exact 'Brazil'  1 row(s), share 0.04  complete list"
            )
        );
        assert!(shown.contains("     WHERE name = 'Brazil'"));
    }

    #[test]
    fn an_answer_of_another_shape_is_left_to_the_general_rendering() {
        assert!(render("list_tables", &json!({"tables": ["a", "b"]})).is_none());
        assert!(render("get_manifest", &json!({"tables": {}})).is_none());
        let stepless =
            json!({"from": "a", "to": "b", "paths": [{"steps": [{"from": "a", "to": "b"}]}]});
        assert!(
            render("find_join_path", &stepless).is_none(),
            "a step without its columns is not printed as an empty condition"
        );
    }
}
