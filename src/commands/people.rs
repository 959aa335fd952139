//! How an answer reads to a person at a terminal, where a key dump would not, read from the
//! tools' typed answers: tables as aligned columns (`tables`, `search`), join routes as their
//! steps and the SQL to write (`join-path`), discovered tables ranked with the words that
//! found them (`find`), and the columns storing a value with the predicate to write
//! (`find-value`). Any other answer is left to the general Markdown rendering (`render`).

use dbprint_index::Field;
use dbprint_print::fault::Fault;
use dbprint_service::tools::Answer;
use dbprint_service::tools::compact::evidence_line;
use dbprint_service::tools::find_across::FoundAcross;
use dbprint_service::tools::find_join_path::JoinPaths;
use dbprint_service::tools::find_tables::FoundTables;
use dbprint_service::tools::find_value::FoundValues;
use dbprint_service::tools::join_tree::JoinTrees;
use dbprint_service::tools::list_tables::{TableListing, Verdict};
use dbprint_service::tools::search_columns::ColumnMatches;
use dbprint_yaml::Value;
use dbprint_yaml::python::value_key;

/// `answer` as a person reads it, or none where the general rendering serves.
pub fn render(answer: &Answer) -> Result<Option<String>, Fault> {
    Ok(match answer {
        Answer::Tables(listing) => Some(tables(listing)),
        Answer::Columns(matches) => Some(columns(matches)?),
        Answer::Routes(paths) => Some(routes(paths)),
        Answer::Trees(trees) => Some(join_trees(trees)),
        Answer::FoundTables(found) => Some(found_tables(found)),
        Answer::FoundAcross(found) => Some(found_across(found)),
        Answer::FoundValues(found) => Some(found_values(found)),
        _ => None,
    })
}

/// A value as a cell: as Python prints it, `-` for none.
fn cell(value: Option<&Value>) -> String {
    match value {
        None | Some(Value::Null) => "-".to_string(),
        Some(value) => value_key(value),
    }
}

fn or_dash(text: Option<&str>) -> String {
    text.unwrap_or("-").to_string()
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
    let line = |cells: &[String]| -> String {
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
    let header: Vec<String> = header.iter().map(|h| h.to_string()).collect();
    let mut out = line(&header);
    out.push('\n');
    for row in rows {
        out.push_str(&line(row));
        out.push('\n');
    }
    out
}

/// A freshness verdict in words: `live (4 days old, limit 3650)`.
fn freshness(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Refused(why) => format!("threshold error: {why}"),
        Verdict::Dormant { .. } => "dormant (never profiled)".to_string(),
        Verdict::Aged {
            age_days,
            max_age_days,
            stale,
        } => format!(
            "{} ({age_days} days old, limit {max_age_days})",
            if *stale { "stale" } else { "live" }
        ),
    }
}

fn tables(listing: &TableListing) -> String {
    let listed = (0..listing.len()).filter_map(|i| listing.table(i));
    if !listing.detail {
        let names: Vec<String> = listed.map(|t| format!("{}\n", t.fqn)).collect();
        return format!("{} table(s)\n\n{}", names.len(), names.concat());
    }
    let rows: Vec<Vec<String>> = listed
        .map(|t| match &t.detail {
            Some(detail) => vec![
                t.fqn.to_string(),
                cell(detail.field("type")),
                cell(detail.field("row_count")),
                cell(detail.field("columns")),
                freshness(&detail.verdict),
            ],
            None => vec![t.fqn.to_string()],
        })
        .collect();
    let mut out = format!(
        "{} table(s), as of {}\n\n",
        rows.len(),
        dbprint_base::clock::utc_text(listing.now)
    );
    out.push_str(&aligned(
        &["TABLE", "TYPE", "ROWS", "COLUMNS", "FRESHNESS"],
        &rows,
    ));
    if !listing.failed.is_empty() {
        out.push_str(&format!(
            "\nFailed to profile: {}\n",
            listing.failed.join(", ")
        ));
    }
    out
}

fn columns(matches: &ColumnMatches) -> Result<String, Fault> {
    let mut rows = Vec::new();
    let mut notes = String::new();
    for i in 0..matches.len() {
        let Some(m) = matches.get(i)? else {
            continue;
        };
        rows.push(vec![
            format!("{}.{}", m.table, m.column),
            or_dash(m.field(Field::SqlType)),
            or_dash(m.field(Field::Classification)),
        ]);
        for (value, note) in m.value_notes() {
            notes.push_str(&format!(
                "  {}.{} = {}: {note}\n",
                m.table,
                m.column,
                value_key(value)
            ));
        }
    }
    let mut out = format!("{} column(s)\n\n", rows.len());
    out.push_str(&aligned(&["COLUMN", "TYPE", "CLASSIFICATION"], &rows));
    out.push_str(&notes);
    Ok(out)
}

/// A join step as SQL writes its condition: `a.x = b.y` for each pair of columns.
fn condition(from: &str, left: &[String], to: &str, right: &[String]) -> String {
    let pairs: Vec<String> = left
        .iter()
        .zip(right)
        .map(|(a, b)| format!("{from}.{a} = {to}.{b}"))
        .collect();
    pairs.join(" AND ")
}

fn routes(paths: &JoinPaths) -> String {
    let mut out = format!(
        "{} route(s) from {} to {} (at most {} hops)\n",
        paths.routes.len(),
        paths.from,
        paths.to,
        paths.max_hops
    );
    if let Some(none) = &paths.no_path {
        out.push_str(&format!("\nNo route: {}\n", none.reason));
    }
    for (n, route) in paths.routes.iter().enumerate() {
        let rows = route
            .row_multiplier
            .map_or_else(|| "unmeasured".to_string(), |m| format!("x{m}"));
        out.push_str(&format!(
            "\nroute {}: {} hop(s), cost {}, rows {rows}\n",
            n + 1,
            route.steps.len(),
            route.cost
        ));
        for step in &route.steps {
            out.push_str(&format!(
                "  {}  ({}, {})\n",
                condition(&step.from, &step.from_columns, &step.to, &step.to_columns),
                step.direction,
                step.detection
            ));
            if let Some(note) = &step.note {
                out.push_str(&format!("    note: {note}\n"));
            }
        }
        for line in route.sql.lines() {
            out.push_str(&format!("    {line}\n"));
        }
    }
    if !paths.unreadable_edges.is_empty() {
        out.push_str(&format!(
            "\nEdges unread (missing from every route): {}\n",
            paths.unreadable_edges.join(", ")
        ));
    }
    out
}

fn join_trees(answer: &JoinTrees) -> String {
    let mut out = format!(
        "{} tree(s) joining {}\n",
        answer.trees.len(),
        answer.tables.join(", ")
    );
    if let Some(none) = &answer.no_tree {
        out.push_str(&format!("\nNo tree: {}\n", none.reason));
    }
    for (n, tree) in answer.trees.iter().enumerate() {
        let proven = match (n, tree.exact) {
            (0, true) => "the cheapest",
            (0, false) => "near the cheapest",
            _ => "an alternative",
        };
        out.push_str(&format!(
            "\ntree {}: {} hop(s), cost {} ({proven})\n",
            n + 1,
            tree.steps.len(),
            tree.cost
        ));
        if !tree.bridges.is_empty() {
            out.push_str(&format!("  through: {}\n", tree.bridges.join(", ")));
        }
        for (step, advice) in &tree.steps {
            let kind = if advice.left { "LEFT JOIN" } else { "JOIN" };
            out.push_str(&format!(
                "  {}  ({}, {}, {kind})\n",
                condition(&step.from, &step.from_columns, &step.to, &step.to_columns),
                step.direction,
                step.detection
            ));
        }
        for line in tree.sql.lines() {
            out.push_str(&format!("    {line}\n"));
        }
    }
    if !answer.unreadable_edges.is_empty() {
        out.push_str(&format!(
            "\nEdges unread (missing from every tree): {}\n",
            answer.unreadable_edges.join(", ")
        ));
    }
    out
}

fn found_across(found: &FoundAcross) -> String {
    let mut out = format!("Tables for \"{}\" in every connection\n\n", found.question);
    for searched in &found.connections {
        match (&searched.matched, &searched.best) {
            (Err(why), _) => out.push_str(&format!("{}: {why}\n", searched.connection)),
            (Ok(matched), Some((table, _, why))) => out.push_str(&format!(
                "{}: {matched} matched; best {table} ({why})\n",
                searched.connection
            )),
            (Ok(_), None) => out.push_str(&format!("{}: nothing matched\n", searched.connection)),
        }
    }
    out.push('\n');
    for (n, (connection, t)) in found.tables.iter().enumerate() {
        let score = (f64::from(t.score) * 1000.0).round() / 1000.0;
        out.push_str(&format!(
            "{:>3}. {}  [{connection}]  score {score}\n     matched: {}\n",
            n + 1,
            t.table,
            evidence_line(&t.evidence)
        ));
    }
    if !found.unmatched.is_empty() {
        out.push_str(&format!(
            "\nFound in no connection: {}\n",
            found.unmatched.join(", ")
        ));
    }
    if let Some(first) = found.connections.first().filter(|c| c.best.is_some()) {
        out.push_str(&format!(
            "\nAsk one connection for its joins and the rest: dbprint find \"{}\" --connection {}\n",
            found.question, first.connection
        ));
    }
    out
}

fn found_tables(found: &FoundTables) -> String {
    let mut out = format!(
        "Tables for \"{}\" ({} matched)\n\n",
        found.question, found.matched
    );
    for (n, t) in found.tables.iter().enumerate() {
        let fresh = t
            .verdict
            .as_ref()
            .map_or_else(|| "-".to_string(), freshness);
        let score = (f64::from(t.score) * 1000.0).round() / 1000.0;
        out.push_str(&format!(
            "{:>3}. {}  score {score}  {} rows  {fresh}\n",
            n + 1,
            t.table,
            cell(Some(&t.row_count)),
        ));
        if !t.bridge.is_empty() {
            out.push_str(&format!(
                "     joins {} (a bridge)\n",
                t.bridge.join(" and ")
            ));
        }
        let said = evidence_line(&t.evidence);
        if said.is_empty() {
            // No word, value or meaning of the question: the join graph's lift placed it.
            out.push_str(
                "     matched: no word of the question; listed for its joins to the tables above\n",
            );
        } else {
            out.push_str(&format!("     matched: {said}\n"));
        }
        let best: Vec<String> = (t.evidence.columns.iter())
            .map(|c| format!("{} {}", c.column, or_dash(c.sql_type.as_deref())))
            .collect();
        if !best.is_empty() {
            out.push_str(&format!("     columns: {}\n", best.join(", ")));
        }
    }
    if let Some(across) = &found.across {
        if !across.joins.is_empty() {
            out.push_str("\nJoins between them:\n");
        }
        for j in &across.joins {
            out.push_str(&format!(
                "  {}  ({})\n",
                condition(&j.from, &j.from_columns, &j.to, &j.to_columns),
                j.detection
            ));
        }
        for named in &across.named_values {
            out.push_str(&format!(
                "\n\"{}\" is stored in {} column(s)\n",
                named.phrase, named.columns_storing_it
            ));
        }
    }
    if !found.unmatched.is_empty() {
        out.push_str(&format!(
            "\nFound nowhere in the print: {}\n",
            found.unmatched.join(", ")
        ));
    }
    if let Some(more) = &found.more {
        out.push_str(&format!("\n{more}\n"));
    }
    out
}

fn found_values(found: &FoundValues) -> String {
    let mut out = format!("\"{}\": {}\n", found.value, found.summary);
    for (n, c) in found.columns.iter().flatten().enumerate() {
        let complete = if c.complete_list {
            "complete list"
        } else {
            "partial list"
        };
        let count = c.count.map_or_else(|| "-".to_string(), |n| n.to_string());
        let share = c.share.map_or_else(|| "-".to_string(), |s| s.to_string());
        out.push_str(&format!(
            "\n{:>3}. {}.{}  {} '{}'  {count} row(s), share {share}  {complete}\n     {}\n",
            n + 1,
            c.table,
            c.column,
            c.matched.word(),
            c.stored,
            c.predicate
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_aligned_columns_with_numbers_to_the_right() {
        let rows = vec![
            vec![
                "shop.sales.orders".to_string(),
                "table".into(),
                "1300".into(),
            ],
            vec!["shop.sales.order_summary".into(), "view".into(), "-".into()],
        ];
        let shown = aligned(&["TABLE", "TYPE", "ROWS"], &rows);
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "TABLE                     TYPE   ROWS");
        assert_eq!(lines[1], "shop.sales.orders         table  1300");
        assert_eq!(lines[2], "shop.sales.order_summary  view      -");
    }

    #[test]
    fn a_join_condition_pairs_each_column_with_its_target() {
        let pair = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
        assert_eq!(
            condition("s.line", &pair("o", "l"), "s.part", &pair("id", "no")),
            "s.line.o = s.part.id AND s.line.l = s.part.no"
        );
    }

    #[test]
    fn a_verdict_reads_as_words_with_its_age_and_limit() {
        let aged = Verdict::Aged {
            age_days: 4.0,
            max_age_days: 3650.0,
            stale: false,
        };
        assert_eq!(freshness(&aged), "live (4 days old, limit 3650)");
        let dormant = Verdict::Dormant { max_age_days: 7.0 };
        assert_eq!(freshness(&dormant), "dormant (never profiled)");
        assert_eq!(cell(Some(&Value::Null)), "-");
        assert_eq!(cell(Some(&Value::Int(21))), "21");
    }
}
