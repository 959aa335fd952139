//! The header section (§4.1): the identity every reply opens with (the table, its dialect,
//! what is missing or unreadable, whether meanings are documented), then the table-level
//! qualifiers each purpose adds: the scanned population, an external or merging engine, and
//! under profile the grain, timeline, switched-off measurements, dependencies and override.

use dbprint_print::views::statistics::{Stat, Stats, named_columns};
use dbprint_yaml::python::{strict_int, truthy};
use std::collections::HashMap;

use super::scope::Scope;
use super::spelling::{literal, number, percent};
use super::{block_of, field, maps, meanings_documented, plain, str_of, strings, termed};
use crate::artifacts::TableArtifacts;
use crate::{Line, Purpose};
use dbprint_yaml::{Mapping, Value};

/// The measurements a statistics file may name switched off, and how a reader calls each.
const SWITCHABLE: &[(&str, &str)] = &[
    ("looks_like", "value formats (looks like)"),
    ("null_patterns", "columns null together"),
    ("parts", "parts inside nested values"),
    ("relationships.infer", "name-based join guesses"),
    ("sketches", "value sketches and measured joins"),
    ("timeline", "the timeline"),
];

/// The identity lines, shared by both purposes.
pub fn identity(a: &TableArtifacts, purpose: Purpose) -> Vec<Line> {
    let mut size = Vec::new();
    if let Some(rows) = a.entry.get("row_count").and_then(number) {
        size.push(format!("{rows} rows"));
    }
    let columns = match a.entry.get("columns") {
        Some(Value::Int(n)) => *n,
        Some(Value::Float(f)) => f.trunc() as i64,
        _ => 0,
    };
    size.push(format!("{columns} columns"));
    let mut lines = vec![plain(format!("# Table: {}  ({})", a.fqn, size.join(", ")))];
    if a.last_run_failed {
        lines.push(plain(
            "Unprofiled: the last run failed on this table; what follows is from an earlier run",
        ));
    }
    if let Some(adapter) = str_of(a.manifest.get("adapter")).filter(|s| !s.is_empty()) {
        lines.push(plain(format!("Adapter: {adapter}")));
    }
    if !a.missing.is_empty() {
        lines.push(plain(format!(
            "Missing: {} (declared in the manifest, no file on disk)",
            a.missing.join(", ")
        )));
    }
    if !a.corrupted.is_empty() {
        let kinds: Vec<&str> = a.corrupted.iter().map(|(k, _)| k.as_str()).collect();
        lines.push(plain(format!(
            "Unreadable: {} (the file is there but does not read)",
            kinds.join(", ")
        )));
    }
    if !meanings_documented(a, purpose) {
        lines.push(termed(
            "Meanings: not documented here - read codes, units and defaults from the code",
            vec!["meanings_table"],
        ));
    }
    lines
}

/// The profile header: identity, then each table-level qualifier that applies.
pub fn profile(a: &TableArtifacts, with_qualifiers: bool) -> Vec<Line> {
    let mut lines = identity(a, Purpose::Profile);
    if !with_qualifiers {
        return lines;
    }
    let scope = Scope::of(a.statistics.as_deref());
    lines.extend(scope.as_ref().map(scanned));
    lines.extend(external(a).map(plain));
    lines.extend(merging(a).map(plain));
    lines.push(grain(a));
    lines.extend(timeline(a));
    lines.extend(switched_off(a));
    lines.extend(depends_on(a).map(plain));
    lines.extend(profile_override(a).map(plain));
    lines
}

/// The query header: identity plus what the value lists below were measured over.
pub fn query(a: &TableArtifacts) -> Vec<Line> {
    let mut lines = identity(a, Purpose::Query);
    let scope = Scope::of(a.statistics.as_deref());
    lines.extend(scope.as_ref().map(scanned));
    lines.extend(external(a).map(plain));
    lines.extend(merging(a).map(plain));
    lines.extend(switched_off(a));
    lines
}

fn scanned(scope: &Scope) -> Line {
    let rows = match (scope.rows_scanned, scope.row_count, scope.share()) {
        (None, _, _) => "an unstated part of the table".to_string(),
        (Some(read), Some(total), Some(share)) => {
            format!("{read} of {total} rows ({})", percent(share))
        }
        (Some(read), _, _) => format!("{read} rows"),
    };
    let (how, term) = if scope.sample.is_some() {
        ("; sampled".to_string(), Some("sampled"))
    } else if scope.filtered() {
        (
            format!(
                "; filtered by `{}`",
                scope.filter.as_deref().unwrap_or_default()
            ),
            Some("filtered_by"),
        )
    } else {
        (String::new(), None)
    };
    let mut terms = vec!["scanned"];
    terms.extend(term);
    termed(format!("Scanned: {rows}{how}"), terms)
}

fn external(a: &TableArtifacts) -> Option<String> {
    if block_of(a, "external") != Some(&Value::Bool(true)) {
        return None;
    }
    let how = if block_of(a, "catalog_only") == Some(&Value::Bool(true)) {
        "dbprint only read its catalog entry"
    } else {
        "the statistics were read through this database"
    };
    Some(format!(
        "External: the rows are stored in another system ({how}); every query reads that system"
    ))
}

fn merging(a: &TableArtifacts) -> Option<String> {
    let block = block_of(a, "merging")?.as_map()?;
    let key = maps(block.get("key"))
        .iter()
        .map(|k| str_of(k.get("expression")).unwrap_or_default().to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let engine = block
        .get("engine")
        .map(super::spelling::value_key)
        .unwrap_or_else(|| "None".into());
    let head = format!("Merging: {engine} on ({key})");
    let tail = if str_of(block.get("rows")) == Some("merged") {
        "counted after merging (FINAL); a query without FINAL sees more rows".to_string()
    } else if matches!(block.get("one_row_per_key"), Some(v) if truthy(v)) {
        let group = if key.is_empty() {
            String::new()
        } else {
            format!(" or GROUP BY {key}")
        };
        format!("counted before merging, so a key may repeat; use FINAL{group} for one row per key")
    } else {
        "counted before collapsing state and cancel rows; use FINAL for the collapsed rows"
            .to_string()
    };
    Some(format!("{head} - {tail}"))
}

fn grain(a: &TableArtifacts) -> Line {
    let block = block_of(a, "grain").and_then(Value::as_map);
    let mut keys: Vec<(Vec<String>, String, Option<String>)> =
        maps(block.and_then(|b| b.get("keys")))
            .into_iter()
            .map(|k| {
                let detection = k
                    .get("detection")
                    .map(super::spelling::value_key)
                    .unwrap_or_else(|| "None".into());
                let note = str_of(k.get("note"))
                    .filter(|n| !n.is_empty())
                    .map(str::to_string);
                (strings(named_columns(k)), detection, note)
            })
            .collect();
    for k in maps(a.annotated_grain.as_ref().and_then(|g| g.get("keys"))) {
        let note = str_of(k.get("note"))
            .filter(|n| !n.trim().is_empty())
            .map(str::to_string);
        keys.push((strings(k.get("columns")), "annotated".into(), note));
    }
    if keys.is_empty() {
        let exhausted = block.and_then(|b| field(b, "search.exhausted"));
        let text = match exhausted {
            Some(Value::Bool(true)) => "Grain: none - every candidate column set was tried",
            Some(Value::Bool(false)) => {
                "Grain: none within the search cap (not every set was tried)"
            }
            _ => "Grain: not determined",
        };
        return termed(text, vec!["grain"]);
    }
    let mut terms = vec!["grain"];
    let text = keys
        .iter()
        .map(|(columns, detection, note)| {
            if detection == "annotated" {
                terms.push("annotated");
            } else if let Some(key) = super::terms::member("detection", detection) {
                terms.push(key);
            }
            let note = note
                .as_ref()
                .map(|n| format!(" - {}", literal(&Value::str(n.as_str()))))
                .unwrap_or_default();
            format!("({}) {detection}{note}", columns.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ");
    termed(format!("Grain: {text}"), terms)
}

fn timeline(a: &TableArtifacts) -> Option<Line> {
    let block = block_of(a, "timeline")?;
    let map = block.as_map().filter(|m| !m.is_empty())?;
    let column = map
        .get("column")
        .map(super::spelling::value_key)
        .unwrap_or_else(|| "None".into());
    let unit = map
        .stat(Stat::Unit)
        .map(super::spelling::value_key)
        .unwrap_or_else(|| "None".into());
    let buckets = maps(map.stat(Stat::Buckets));
    let head = format!("Timeline: {column} ({unit}); buckets: {}", buckets.len());
    let (Some(first), Some(last)) = (buckets.first(), buckets.last()) else {
        return Some(termed(head, vec!["timeline", "buckets"]));
    };
    let start = |b: &Mapping| literal(b.stat(Stat::Start).unwrap_or(&Value::Null));
    let mut terms = vec!["timeline", "buckets", "bucket_starts"];
    let covered = match map.stat(Stat::Coverage).and_then(Value::as_f64) {
        Some(c) if !matches!(map.stat(Stat::Coverage), Some(Value::Bool(_))) => {
            terms.push("covers");
            if c >= 1.0 {
                "; covers: every scanned row".to_string()
            } else {
                format!("; covers: {} of scanned rows", percent(c))
            }
        }
        _ => String::new(),
    };
    Some(termed(
        format!(
            "{head}; bucket starts: {} -> {}{covered}",
            start(first),
            start(last)
        ),
        terms,
    ))
}

/// The switched-off measurements the file names, in name order.
pub fn switched_off_names(a: &TableArtifacts) -> Vec<&'static str> {
    let named = strings(block_of(a, "disabled"));
    let mut known: Vec<&'static str> = SWITCHABLE
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| named.iter().any(|m| m == n))
        .collect();
    known.sort_unstable();
    known
}

/// How a reader calls a switched-off measurement.
pub fn switched_off_label(name: &str) -> &'static str {
    SWITCHABLE
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, l)| *l)
        .unwrap_or("")
}

fn switched_off(a: &TableArtifacts) -> Option<Line> {
    let names = switched_off_names(a);
    if names.is_empty() {
        return None;
    }
    let labels: Vec<&str> = names.iter().map(|n| switched_off_label(n)).collect();
    Some(termed(
        format!("Not measured: switched off - {}", labels.join(", ")),
        vec!["switched_off"],
    ))
}

fn depends_on(a: &TableArtifacts) -> Option<String> {
    let list = block_of(a, "depends_on")?.as_seq()?;
    let names: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
    Some(if names.is_empty() {
        "Depends on: no other object in this print".to_string()
    } else {
        format!("Depends on: {}", names.join(", "))
    })
}

/// The settings a table's own `profile` block changes from the connection's, so an override
/// is never applied silently.
fn profile_override(a: &TableArtifacts) -> Option<String> {
    let delta = a.profile_override.as_ref().filter(|d| !d.is_empty())?;
    let base = a
        .manifest
        .get("profile")
        .and_then(Value::as_map)
        .cloned()
        .unwrap_or_default();
    let mut own = base.clone();
    for (key, block) in delta.iter() {
        match (
            key.as_str(),
            block.as_map(),
            own.get("read").and_then(Value::as_map),
        ) {
            (Some("read"), Some(block), read) => {
                let mut merged = read.cloned().unwrap_or_default();
                for (k, v) in block.iter() {
                    merged.insert(k.clone(), v.clone());
                }
                own.insert(key.clone(), Value::Map(merged));
            }
            _ => own.insert(key.clone(), block.clone()),
        }
    }
    let base_leaves = leaves(&base, "");
    let mut based: HashMap<&str, &Value> = HashMap::new();
    for (path, value) in &base_leaves {
        based.entry(path.as_str()).or_insert(value);
    }
    let mut differing: Vec<(String, String)> = leaves(&own, "")
        .into_iter()
        .filter(|(path, value)| based.get(path.as_str()) != Some(&value))
        .map(|(path, value)| (path, setting(&value)))
        .collect();
    if differing.is_empty() {
        return None;
    }
    differing.sort();
    let text: Vec<String> = differing
        .into_iter()
        .map(|(p, v)| format!("{p}={v}"))
        .collect();
    Some(format!("Profile override: {}", text.join(", ")))
}

/// The longest dotted path to a setting the override line names; a document nesting past
/// it (only a crafted one does) has its deeper settings left out of the line.
const LONGEST_PATH: usize = 4096;

/// Every setting of `tree` by its dotted path, in order.
fn leaves(tree: &Mapping, prefix: &str) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    let mut path = prefix.to_string();
    leaves_into(tree, &mut path, &mut out);
    out
}

/// `leaves` under `path`, one buffer shared by every level (each level adds its key and
/// takes it off again), so a deep document holds one path, never one per level.
fn leaves_into(tree: &Mapping, path: &mut String, out: &mut Vec<(String, Value)>) {
    let depth = path.len();
    for (key, value) in tree.iter() {
        path.push_str(&super::spelling::value_key(key));
        if path.len() <= LONGEST_PATH {
            match value.as_map() {
                Some(inner) => {
                    path.push('.');
                    leaves_into(inner, path, out);
                }
                None => out.push((path.clone(), value.clone())),
            }
        }
        path.truncate(depth);
    }
}

fn setting(value: &Value) -> String {
    match value {
        Value::Bool(b) => b.to_string(),
        Value::Seq(_) | Value::Map(_) => dbprint_yaml::json::to_json_compact(value),
        other => super::spelling::value_key(other),
    }
}

/// The scanned-row and dialect facts a scope implies, for a caller that needs the scope.
pub fn scope_of(a: &TableArtifacts) -> Option<Scope> {
    Scope::of(a.statistics.as_deref())
}

/// The row count the statistics state, the fallback population of a share.
pub fn row_count(a: &TableArtifacts) -> Option<i64> {
    strict_int(block_of(a, "row_count"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_named_by_their_dotted_paths_and_a_path_past_the_bound_is_left_out() {
        let doc = dbprint_yaml::parse("a: {b: 1, c: {d: x}}\ne: true\n").unwrap();
        let found = leaves(doc.as_map().unwrap(), "");
        let paths: Vec<&str> = found.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(paths, ["a.b", "a.c.d", "e"]);
        let key = "k".repeat(1_000);
        let mut deep = Value::Int(1);
        for _ in 0..1_000 {
            let mut level = Mapping::new();
            level.insert(Value::str(key.as_str()), deep);
            level.insert(Value::str("near"), Value::Int(2));
            deep = Value::Map(level);
        }
        let found = leaves(deep.as_map().unwrap(), "");
        assert!(found.iter().all(|(p, _)| p.len() <= LONGEST_PATH));
        assert_eq!(found.len(), LONGEST_PATH / (key.len() + 1) + 1);
    }
}
