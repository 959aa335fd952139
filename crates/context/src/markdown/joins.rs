//! The edges (format spec §2.3): the query purpose's `## Joins` list, one line per edge with
//! its detection, the referencing column's null share and a human's note (§4.1), and the
//! profile purpose's `## Relationships` section with what was measured about each edge.

use dbprint_print::views::statistics::{Stat, Stats};
use dbprint_yaml::python::strict_int;
use std::collections::HashMap;

use super::spelling::{number, one_line, percent, value_key};
use super::values::{null_shares, path_null_share};
use super::{maps, num_of, plain, str_of, strings, termed};
use crate::Line;
use crate::artifacts::TableArtifacts;
use dbprint_yaml::{Mapping, Value};

const NOT_A_JOIN_TARGET: &str = "not a join target, no declared-unique column";

/// An edge's detection; absent reads `inferred`, the weaker claim.
pub fn detection(edge: &Mapping) -> String {
    match edge.get("detection") {
        None | Some(Value::Null) => "inferred".to_string(),
        Some(Value::Str(s)) if s.is_empty() => "inferred".to_string(),
        Some(other) => value_key(other),
    }
}

fn detection_terms(edge: &Mapping) -> Vec<&'static str> {
    let detection = detection(edge);
    if detection == "annotated" {
        return vec!["annotated"];
    }
    super::terms::member("detection", &detection)
        .into_iter()
        .collect()
}

/// `edges` surest first: declared, inferred, measured, annotated; file order within a rank.
fn ranked(edges: Option<&Value>) -> Vec<&Mapping> {
    let rank = |e: &Mapping| match detection(e).as_str() {
        "declared" => 0,
        "inferred" => 1,
        "measured" => 2,
        "annotated" => 3,
        _ => 4,
    };
    let mut listed = maps(edges);
    listed.sort_by_key(|e| rank(e));
    listed
}

/// The table's outgoing and incoming edges, ranked.
pub fn edges(a: &TableArtifacts) -> (Vec<&Mapping>, Vec<&Mapping>) {
    let relationships = a.relationships.as_ref();
    (
        ranked(relationships.and_then(|r| r.get("refers_to"))),
        ranked(relationships.and_then(|r| r.get("referenced_by"))),
    )
}

/// One column bare, a composite in parentheses; a path-valued endpoint with its key path.
pub fn endpoint(edge: &Mapping, columns: &str, path: &str) -> String {
    let names = strings(edge.get(columns));
    let joined = match names.as_slice() {
        [] => "?".to_string(),
        [one] => one.clone(),
        many => format!("({})", many.join(", ")),
    };
    let keys = key_path(edge, path);
    if keys.is_empty() {
        joined
    } else {
        format!("{joined} (path {})", keys.join("."))
    }
}

fn key_path(edge: &Mapping, path: &str) -> Vec<String> {
    edge.get(path)
        .and_then(Value::as_seq)
        .unwrap_or_default()
        .iter()
        .map(value_key)
        .collect()
}

fn table_of(edge: &Mapping, key: &str) -> String {
    edge.get(key)
        .map(value_key)
        .unwrap_or_else(|| "?".to_string())
}

pub fn target(edge: &Mapping) -> String {
    format!(
        "{}.{}",
        table_of(edge, "target_table"),
        endpoint(edge, "target_column", "target_path")
    )
}

fn referencer(edge: &Mapping) -> String {
    format!(
        "{}.{}",
        table_of(edge, "referencer_table"),
        endpoint(edge, "referencer_column", "referencer_path")
    )
}

/// The edge's one referencing column, when it names exactly one.
fn single_column(edge: &Mapping) -> Option<String> {
    match strings(edge.get("column")).as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

fn note(edge: &Mapping) -> Option<String> {
    str_of(edge.get("note")).map(one_line)
}

/// Columns whose null share a Joins line states: single, not path-valued, referencing columns.
pub fn referencing_columns(a: &TableArtifacts) -> Vec<String> {
    edges(a)
        .0
        .into_iter()
        .filter(|e| key_path(e, "path").is_empty())
        .filter_map(single_column)
        .collect()
}

/// The `## Joins` lines; none when relationships.yaml was not read.
pub fn joins(a: &TableArtifacts) -> Vec<Line> {
    let Some(relationships) = a.relationships.as_ref() else {
        return Vec::new();
    };
    let (refers_to, referenced_by) = edges(a);
    let mut lines = vec![termed("## Joins", vec!["joins"])];
    if refers_to.is_empty() && referenced_by.is_empty() {
        let text = if relationships.get("eligible_target") == Some(&Value::Bool(false)) {
            format!("none found ({NOT_A_JOIN_TARGET})")
        } else {
            "none found".to_string()
        };
        lines.push(plain(text));
        return lines;
    }
    let mut shares: HashMap<String, String> = HashMap::new();
    for (name, share) in null_shares(a) {
        shares.entry(name).or_insert(share);
    }
    for edge in refers_to {
        let mut text = format!(
            "- {} -> {} ({})",
            endpoint(edge, "column", "path"),
            target(edge),
            detection(edge)
        );
        let mut terms = detection_terms(edge);
        let keys = key_path(edge, "path");
        let share = match single_column(edge) {
            Some(column) if keys.is_empty() => shares.get(&column).cloned(),
            Some(column) => path_null_share(a, &column, &keys),
            None => None,
        };
        if let Some(share) = share {
            text.push_str(&format!("; nulls: {share}"));
            terms.push("nulls");
            if share.starts_with("none ") {
                terms.push("over_the_rows_scanned");
            }
        }
        if let Some(note) = note(edge) {
            text.push_str(&format!("; note: {note}"));
        }
        lines.push(termed(text, terms));
    }
    for edge in referenced_by {
        let mut text = format!(
            "- {} <- {} ({})",
            endpoint(edge, "column", "path"),
            referencer(edge),
            detection(edge)
        );
        if let Some(note) = note(edge) {
            text.push_str(&format!("; note: {note}"));
        }
        lines.push(termed(text, detection_terms(edge)));
    }
    lines
}

/// The `## Relationships` lines of the profile purpose.
pub fn relationships(a: &TableArtifacts) -> Vec<Line> {
    let Some(relationships) = a.relationships.as_ref() else {
        return Vec::new();
    };
    let (refers_to, referenced_by) = edges(a);
    let mut lines = vec![plain("## Relationships")];
    if refers_to.is_empty() && referenced_by.is_empty() {
        let text = if relationships.get("eligible_target") == Some(&Value::Bool(false)) {
            format!("- none ({NOT_A_JOIN_TARGET})")
        } else {
            "- none".to_string()
        };
        lines.push(plain(text));
        return lines;
    }
    for edge in refers_to {
        let mut terms = detection_terms(edge);
        terms.push("via");
        let text = format!(
            "- -> {} ({}); via: {}{}",
            target(edge),
            detection(edge),
            endpoint(edge, "column", "path"),
            on_delete(edge, &mut terms)
        );
        lines.push(termed(text, terms));
        lines.extend(note(edge).map(|n| plain(format!("  note: {n}"))));
        let own = match strings(edge.get("column")).as_slice() {
            [one] => a
                .columns()
                .and_then(|c| c.get(one))
                .and_then(|c| strict_int(c.stat(Stat::Cardinality))),
            _ => None,
        };
        lines.extend(observed(edge, own));
    }
    for edge in referenced_by {
        let mut terms = detection_terms(edge);
        let text = format!(
            "- <- {} ({}){}",
            referencer(edge),
            detection(edge),
            on_delete(edge, &mut terms)
        );
        lines.push(termed(text, terms));
        lines.extend(note(edge).map(|n| plain(format!("  note: {n}"))));
        let table = table_of(edge, "referencer_table");
        let column = endpoint(edge, "referencer_column", "");
        let distinct = a.incoming_cardinalities.get(&(table, column)).copied();
        lines.extend(observed(edge, distinct));
    }
    lines
}

fn on_delete(edge: &Mapping, terms: &mut Vec<&'static str>) -> String {
    match edge.get("on_delete") {
        None | Some(Value::Null) => String::new(),
        Some(action) => {
            terms.push("on_delete");
            format!("; on delete: {}", value_key(action))
        }
    }
}

/// What joining across the edge costs (format spec §2.3.10), one indented line.
/// `referencing_distinct` is the referencing column's own distinct count.
fn observed(edge: &Mapping, referencing_distinct: Option<i64>) -> Option<Line> {
    let observed = edge.get("observed")?.as_map()?;
    if observed.get("scope_compatible") == Some(&Value::Bool(false)) {
        return Some(termed(
            "  not measured: one side was read only in part",
            vec!["not_measured"],
        ));
    }
    let fanout = observed.get("fanout_avg").and_then(number)?;
    let coverage = num_of(observed.get("target_coverage"))?;
    let mut facts = vec![format!("fanout avg: {fanout}")];
    let mut terms = vec!["fanout_avg", "covers"];
    if let Some(max) = observed.get("fanout_max").and_then(number) {
        facts.push(format!("fanout max: {max}"));
        terms.push("fanout_max");
    }
    facts.push(format!(
        "covers: {} of the target's values",
        percent(coverage)
    ));
    if let Some(containment) = num_of(observed.get("containment")) {
        let mut text = format!(
            "contained: {} of the referencing values",
            percent(containment)
        );
        match strict_int(observed.get("answerable_count")) {
            Some(compared) if compared > 0 && Some(compared) == referencing_distinct => {
                text.push_str(" (exact)")
            }
            Some(compared) if compared > 0 => {
                let margin = percent(1.0 / (compared as f64).sqrt());
                text.push_str(&format!(" (±{margin}, {compared} compared)"));
            }
            _ => {}
        }
        facts.push(text);
        terms.push("contained");
    }
    if observed.get("coherent") == Some(&Value::Bool(false)) {
        facts.push("incoherent: more distinct referencing values than target values".to_string());
        terms.push("incoherent");
    }
    Some(termed(format!("  {}", facts.join("; ")), terms))
}
