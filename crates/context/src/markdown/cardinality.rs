//! The profile purpose's column tables: `## Cardinality & key columns` (a row per column:
//! its distinct count, whether that saturates the rows, and its Notes), `## Column parts`,
//! a catalog-only object's column list, `## Columns null on the same rows`, and the blocks a
//! run lost (`unmeasured`), had switched off (`disabled`) or the table declares (layout).

use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, named_columns};
use dbprint_yaml::python::{strict_int, truthy};
use std::collections::HashMap;

use super::header::{row_count, scope_of, switched_off_label, switched_off_names};
use super::joins::{detection, edges, endpoint, target};
use super::scope::{Scope, rows_scanned};
use super::spelling::{cell, number, percent, value_key};
use super::{block_of, maps, notes, num_of, ordered_columns, plain, str_of, strings, termed};
use crate::Line;
use crate::artifacts::TableArtifacts;
use dbprint_yaml::{Mapping, Value};

/// How many null combinations the table shows.
const NULL_PATTERN_LIMIT: usize = 8;

/// The distinct count, whether it equals the rows it was counted over, and how it was counted.
fn cardinality_cell(column: &Mapping, row_count: Option<i64>, scope: Option<&Scope>) -> String {
    let Some(cardinality) = column.stat(Stat::Cardinality).filter(|v| !v.is_null()) else {
        return "n/a".to_string();
    };
    let mut text = number(cardinality).unwrap_or_else(|| value_key(cardinality));
    let distinct = strict_int(Some(cardinality));
    match scope {
        Some(scope) => {
            if rows_scanned(column, Some(scope)).is_some_and(|r| r != 0 && Some(r) == distinct) {
                text.push_str(" (= scanned rows)");
            }
        }
        None => {
            if row_count.is_some_and(|r| r != 0 && Some(r) == distinct) {
                text.push_str(" (= row count)");
            }
        }
    }
    if str_of(column.stat(Stat::CardinalityMethod)) == Some("approximate") {
        text.push_str(" (approx)");
    }
    if let (Some(normalized), Some(distinct)) = (
        strict_int(column.stat(Stat::NormalizedCardinality)),
        distinct,
    ) && normalized < distinct
    {
        text.push_str(&format!(
            " ({} merge case/whitespace-folded)",
            distinct - normalized
        ));
    }
    text
}

/// Every edge per referencing column, surest first, `<target> (<detection>)`; a composite or
/// path-valued edge under each member column, its own endpoint in front.
fn fk_targets(a: &TableArtifacts) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for edge in edges(a).0 {
        let columns = strings(edge.get("column"));
        let mut label = format!("{} ({})", target(edge), detection(edge));
        if columns.len() > 1 || edge.get("path").is_some_and(|p| !p.is_null()) {
            label = format!("{} -> {label}", endpoint(edge, "column", "path"));
        }
        for column in columns {
            out.push((column, label.clone()));
        }
    }
    out
}

/// The `## Cardinality & key columns` table.
pub fn table(a: &TableArtifacts) -> Vec<Line> {
    let scope = scope_of(a);
    let rows = row_count(a);
    let targets = fk_targets(a);
    let mut fks_of: HashMap<&str, Vec<&str>> = HashMap::new();
    for (column, label) in &targets {
        fks_of.entry(column).or_default().push(label);
    }
    let params = a.manifest.get("profile").and_then(Value::as_map);
    let mut lines = vec![
        plain("## Cardinality & key columns"),
        plain(""),
        plain("| Column | Cardinality | Notes |"),
        plain("|---|---|---|"),
    ];
    for (name, column) in ordered_columns(a) {
        let fks = fks_of.get(name).map_or(&[][..], Vec::as_slice);
        let notes = notes::column(column, fks, params, scope.as_ref(), rows);
        lines.push(termed(
            format!(
                "| {} | {} | {} |",
                cell(name),
                cell(&cardinality_cell(column, rows, scope.as_ref())),
                cell(&notes.text)
            ),
            notes.terms,
        ));
    }
    lines
}

/// The `## Column parts` table (format spec §2.2.18): a row per part, `<column><path>`.
pub fn parts(a: &TableArtifacts) -> Vec<Line> {
    let scope = scope_of(a);
    let rows = row_count(a);
    let mut out = Vec::new();
    for (name, column) in ordered_columns(a) {
        let Some(parts) = ColumnStats::new(column).parts() else {
            continue;
        };
        let counted = rows_scanned(column, scope.as_ref());
        let scanned = counted.or(rows);
        for (path, part) in parts.iter() {
            let (Some(path), Some(part)) = (path.as_str(), part.as_map()) else {
                continue;
            };
            let mut notes = notes::column(part, &[], None, scope.as_ref(), None);
            if let Some(present) = presence(name, path, part, parts, scanned, counted.is_some()) {
                if !notes.text.is_empty() {
                    notes.text.push_str("; ");
                }
                notes.text.push_str(&present);
                notes.terms.push("present");
            }
            out.push(termed(
                format!(
                    "| {} | {} | {} |",
                    cell(&format!("{name}{path}")),
                    cell(&cardinality_cell(part, None, None)),
                    cell(&notes.text)
                ),
                notes.terms,
            ));
        }
    }
    if out.is_empty() {
        return out;
    }
    let mut lines = vec![
        plain("## Column parts"),
        plain(""),
        plain("| Part | Cardinality | Notes |"),
        plain("|---|---|---|"),
    ];
    lines.extend(out);
    lines
}

/// The enclosing part of `path` (its path less the last step), `None` at the top level.
fn parent(path: &str) -> Option<&str> {
    let cut = path
        .char_indices()
        .filter(|(i, c)| *i > 0 && (*c == '.' || *c == '['))
        .map(|(i, _)| i)
        .next_back()?;
    Some(&path[..cut])
}

/// A member part's presence: over the rows for a top-level member, else over the instances
/// of the part it sits in (with the row share beside it when only members lead to it).
fn presence(
    column: &str,
    path: &str,
    part: &Mapping,
    parts: &Mapping,
    scanned: Option<i64>,
    scoped: bool,
) -> Option<String> {
    let occurrences = strict_int(part.stat(Stat::Occurrences))?;
    if path.ends_with("[*]") || path.ends_with("[keys]") {
        return None;
    }
    let rows = if scoped { "rows scanned" } else { "rows" };
    let Some(up) = parent(path) else {
        let scanned = scanned.filter(|s| *s != 0)?;
        return Some(format!(
            "present: {} of {rows}",
            percent(occurrences as f64 / scanned as f64)
        ));
    };
    let holder = parts.get(up)?.as_map()?;
    let population = strict_int(holder.stat(Stat::Occurrences)).unwrap_or(0)
        - strict_int(holder.stat(Stat::NullCount)).unwrap_or(0);
    if population == 0 {
        return None;
    }
    let mut text = format!(
        "present: {} of {column}{up}",
        percent(occurrences as f64 / population as f64)
    );
    if let Some(scanned) = scanned.filter(|s| *s != 0)
        && !path.contains("[*]")
        && !path.contains("[keys]")
    {
        text.push_str(&format!(
            " ({} of {rows})",
            percent(occurrences as f64 / scanned as f64)
        ));
    }
    Some(text)
}

/// A catalog-only object's columns (format spec §2.2.15): type and classification, nothing measured.
pub fn catalog_only(a: &TableArtifacts) -> String {
    let mut lines = vec![
        "## Columns (not queried)".to_string(),
        String::new(),
        "| Column | Type | Classification |".to_string(),
        "|---|---|---|".to_string(),
    ];
    for (name, column) in ordered_columns(a) {
        let text = |key: &str| {
            column
                .get(key)
                .map(value_key)
                .unwrap_or_else(|| "?".to_string())
        };
        lines.push(format!(
            "| {} | {} | {} |",
            cell(name),
            cell(&text("sql_type")),
            cell(&text("classification"))
        ));
    }
    lines.join("\n")
}

/// `## Columns null on the same rows`: the first combinations, as shares of the scanned rows.
pub fn null_patterns(a: &TableArtifacts) -> Vec<Line> {
    let Some(block) = block_of(a, "null_patterns")
        .and_then(Value::as_map)
        .filter(|b| !b.is_empty())
    else {
        return Vec::new();
    };
    let patterns = maps(block.stat(Stat::Patterns));
    let shown = &patterns[..patterns.len().min(NULL_PATTERN_LIMIT)];
    let count = |p: &Mapping| {
        num_of(p.stat(Stat::Count))
            .map(|c| c.trunc() as i64)
            .unwrap_or(0)
    };
    let scope = scope_of(a);
    let population = match &scope {
        Some(scope) => scope.rows_scanned,
        None => row_count(a),
    }
    .filter(|n| *n > 0)
    .or_else(|| {
        let coverage = num_of(block.stat(Stat::Coverage)).filter(|c| *c > 0.0)?;
        let listed: i64 = patterns.iter().map(|p| count(p)).sum();
        Some((listed as f64 / coverage).round() as i64).filter(|n| *n != 0)
    });
    let mut lines = vec![
        plain("## Columns null on the same rows"),
        plain(""),
        plain("| Rows | Null together |"),
        plain("|---|---|"),
    ];
    for pattern in shown {
        let names = strings(named_columns(pattern));
        let names = if names.is_empty() {
            "(none - fully populated)".to_string()
        } else {
            names.join(", ")
        };
        let rows = match population {
            Some(n) => percent(count(pattern) as f64 / n as f64),
            None => count(pattern).to_string(),
        };
        lines.push(plain(format!("| {rows} | {} |", cell(&names))));
    }
    let Some(population) = population else {
        return lines;
    };
    let every = shown.len() == patterns.len() && num_of(block.stat(Stat::Coverage)) == Some(1.0);
    let held = shown.iter().map(|p| count(p)).sum::<i64>() as f64 / population as f64;
    let covered = if every || held >= 1.0 {
        "every scanned row".to_string()
    } else {
        format!("{} of scanned rows", percent(held))
    };
    let bounded = if str_of(block.stat(Stat::CoverageMethod)) == Some("bounded") {
        " (bounded)"
    } else {
        ""
    };
    lines.push(plain(""));
    lines.push(termed(
        format!("Shown combinations cover {covered}{bounded}."),
        vec!["shown_combinations"],
    ));
    lines
}

/// The table-level blocks named in the file's `unmeasured` list.
pub fn unmeasured(a: &TableArtifacts) -> Option<String> {
    let names = strings(block_of(a, "unmeasured"));
    if names.is_empty() {
        return None;
    }
    let mut lines = vec![
        "## Blocks in the file's `unmeasured` list".to_string(),
        String::new(),
    ];
    for name in names {
        let label = match name.as_str() {
            "physical_layout" => " (clustering or partitioning)",
            "null_patterns" => " (columns null together)",
            _ => "",
        };
        lines.push(format!(
            "- `{name}`{label}: this run failed to read it; unknown, not absent"
        ));
    }
    Some(lines.join("\n"))
}

/// The measurements named in the file's `disabled` list.
pub fn disabled(a: &TableArtifacts) -> Option<String> {
    let names = switched_off_names(a);
    if names.is_empty() {
        return None;
    }
    let mut lines = vec![
        "## Measurements in the file's `disabled` list".to_string(),
        String::new(),
    ];
    for name in names {
        lines.push(format!(
            "- `{name}` ({}): switched off by configuration; its absence says nothing about the data",
            switched_off_label(name)
        ));
    }
    Some(lines.join("\n"))
}

/// The declared clustering or partitioning key: a schema fact, not a pruning claim.
pub fn physical_layout(a: &TableArtifacts) -> Option<String> {
    let block = block_of(a, "physical_layout")?;
    if !truthy(block) {
        return None;
    }
    let map = block.as_map();
    let label = match map.and_then(|m| str_of(m.get("mechanism"))) {
        Some("cluster") => "Clustered by",
        Some("sort") => "Sorted by",
        _ => "Partitioned by",
    };
    let keys: Vec<String> = maps(map.and_then(|m| m.get("keys")))
        .iter()
        .map(|k| str_of(k.get("expression")).unwrap_or_default().to_string())
        .collect();
    Some(format!(
        "## Physical layout\n\n{label}: {}",
        keys.join(", ")
    ))
}
