//! The Notes cell of the profile tables (§4.1): per column or part, the facts its statistics
//! carry, each `label: value` with the share's population named, and the legend term of every
//! label printed. A value list that is not the whole domain is summarised as its five most
//! frequent values with their shares of the non-null scanned rows and the share they cover.

use super::scope::{Scope, qualify};
use super::spelling::{literal, number, percent, statistic, value_key};
use super::terms::member;
use super::values::{
    comma_list, comma_list_on_every_core, count_of, non_null_rows, null_share, spelling_groups,
};
use super::{field, maps, num_of, str_of, strings};
use dbprint_print::views::statistics::{ColumnStats, Stat, Stats};
use dbprint_yaml::python::strict_int;
use dbprint_yaml::{Mapping, Value};

/// How many values a list that is not the whole domain shows.
const TOP_VALUES: usize = 5;

/// A Notes cell: its text and the terms its labels print.
#[derive(Debug, Default)]
pub struct Notes {
    pub text: String,
    pub terms: Vec<&'static str>,
}

impl Notes {
    fn fact(&mut self, text: impl Into<String>, terms: &[&'static str]) {
        if !self.text.is_empty() {
            self.text.push_str("; ");
        }
        self.text.push_str(&text.into());
        self.terms.extend_from_slice(terms);
    }

    fn enum_fact(&mut self, label: &str, family: &str, value: &str, term: &'static str) {
        let mut terms = vec![term];
        terms.extend(member(family, value));
        self.fact(format!("{label}: {}", value.replace('_', " ")), &terms);
    }
}

/// Whether the list is every distinct value that was read.
fn complete(column: &Mapping) -> bool {
    if num_of(column.stat(Stat::ValuesCoverage)) == Some(1.0) {
        return true;
    }
    let listed = column
        .stat(Stat::Frequencies)
        .and_then(|f| strict_int(f.stat(Stat::Listed)));
    str_of(column.stat(Stat::CardinalityMethod)) == Some("exact")
        && listed.is_some()
        && listed == strict_int(column.stat(Stat::Cardinality))
}

/// The Notes cell of `column`; `fks` its edges' labels, surest first.
pub fn column(
    column: &Mapping,
    fks: &[&str],
    params: Option<&Mapping>,
    scope: Option<&Scope>,
    row_count: Option<i64>,
) -> Notes {
    let mut notes = Notes::default();
    let class = str_of(column.stat(Stat::Classification)).unwrap_or("unsupported");
    if !fks.is_empty() {
        let mut terms = vec!["fk"];
        for detection in ["declared", "inferred", "measured"] {
            if fks.iter().any(|f| f.ends_with(&format!("({detection})"))) {
                terms.extend(member("detection", detection));
            }
        }
        notes.fact(format!("FK: {}", fks.join(", ")), &terms);
    } else if class == "foreign_key_candidate" {
        notes.fact("FK candidate", &["fk_candidate"]);
    }
    let redaction = str_of(column.stat(Stat::Redacted)).filter(|r| !r.is_empty());
    if let Some(primitive) = redaction {
        let mut terms = vec!["redacted"];
        terms.extend(member("redaction", primitive));
        notes.fact(format!("redacted: {primitive}"), &terms);
    }
    let rows = non_null_rows(column, row_count, scope);
    let listed: i64 = maps(ColumnStats::new(column).values())
        .iter()
        .map(|e| count_of(e))
        .sum();
    let total = if complete(column) {
        Some(listed)
    } else {
        match num_of(column.stat(Stat::ValuesCoverage)) {
            Some(c) if c > 0.0 && c < 1.0 => Some(((listed as f64 / c).round() as i64).max(listed)),
            _ => rows,
        }
    };
    by_class(&mut notes, column, class, scope, (rows, total), redaction);
    closing(&mut notes, column, params, scope);
    notes
}

/// The notes a column's classification decides: its range, values, counts, distribution,
/// lengths or parts, as the class has them.
fn by_class(
    notes: &mut Notes,
    column: &Mapping,
    class: &str,
    scope: Option<&Scope>,
    (rows, total): (Option<i64>, Option<i64>),
    redaction: Option<&str>,
) {
    match class {
        "boolean" => boolean(notes, column, redaction),
        "temporal" => {
            range(notes, column, redaction, true);
            values(notes, column, scope, total, redaction, false);
            census(
                notes,
                column,
                rows,
                &[("quantized_count", "at midnight", "at_midnight")],
            );
            distribution(notes, column, total, redaction);
            if let Some(verdict) = column
                .stat(Stat::Freshness)
                .and_then(|f| str_of(f.stat(Stat::Classification)))
            {
                let mut terms = vec!["freshness"];
                terms.extend(member("freshness", verdict));
                if scope.is_some() {
                    terms.push("over_the_rows_scanned");
                }
                notes.fact(qualify(&format!("freshness: {verdict}"), scope), &terms);
            }
        }
        "numeric" => {
            range(notes, column, redaction, false);
            values(notes, column, scope, total, redaction, false);
            let integer = str_of(ColumnStats::new(column).sql_type()).is_some_and(integer_type);
            let mut counted = vec![
                ("zero_count", "zeros", "zeros"),
                ("negative_count", "negatives", "negatives"),
                ("non_finite_count", "non-finite", "non_finite"),
            ];
            if !integer {
                counted.push(("quantized_count", "whole numbers", "whole_numbers"));
            }
            census(notes, column, rows, &counted);
            distribution(notes, column, total, redaction);
        }
        "categorical" | "foreign_key_candidate" | "text" => {
            let listed = ColumnStats::new(column).values();
            let has_values = listed
                .and_then(Value::as_seq)
                .is_some_and(|v| !v.is_empty());
            if has_values || (class == "categorical" && complete(column) && listed.is_some()) {
                values(notes, column, scope, total, redaction, true);
            } else if class == "text" {
                notes.fact("text", &["classification:text"]);
            } else if class == "categorical"
                && let Some(distinct) = column.stat(Stat::Cardinality).and_then(number)
            {
                notes.fact(format!("distinct: {distinct}"), &["distinct"]);
            }
            distribution(notes, column, total, redaction);
            if class == "text" {
                census(
                    notes,
                    column,
                    rows,
                    &[("empty_count", "empty strings", "empty_strings")],
                );
            }
            length(notes, column);
        }
        "json" => {
            notes.fact("json", &["classification:json"]);
            if let Some(types) = column.stat(Stat::Types).and_then(Value::as_map) {
                for (name, n) in types.iter() {
                    notes.fact(format!("{}: {}", value_key(name), statistic(n)), &[]);
                }
            }
            parts_found(notes, column);
        }
        "composite" => {
            notes.fact("composite", &["classification:composite"]);
            parts_found(notes, column);
            census(
                notes,
                column,
                rows,
                &[("empty_count", "empty arrays", "empty_arrays")],
            );
        }
        "binary" => {
            notes.fact("binary", &["classification:binary"]);
            length(notes, column);
        }
        "spatial" => spatial(notes, column),
        "vector" => vector(notes, column),
        _ => notes.fact(
            str_of(ColumnStats::new(column).sql_type()).unwrap_or("unsupported"),
            &[],
        ),
    }
}

/// The notes every column may carry after its class's: candidate key, cluster key, what it
/// looks like, sensitivity, epoch unit, what was not measured, nulls, coverage, populated span.
fn closing(notes: &mut Notes, column: &Mapping, params: Option<&Mapping>, scope: Option<&Scope>) {
    if column
        .stat(Stat::Inferred)
        .and_then(|i| i.stat(Stat::CandidateKey))
        == Some(&Value::Bool(true))
    {
        let exception = column
            .stat_at(&[Stat::Inferred, Stat::CandidateKeyException])
            .and_then(Value::as_str);
        let mut terms = vec!["candidate_key"];
        terms.extend(exception.and_then(|e| member("candidate_key_exception", e)));
        if scope.is_some() {
            terms.push("over_the_rows_scanned");
        }
        let text = match exception {
            Some(e) => format!("candidate key ({})", e.replace('_', " ")),
            None => "candidate key".to_string(),
        };
        notes.fact(qualify(&text, scope), &terms);
    }
    if column
        .stat(Stat::PhysicalLayoutKey)
        .is_some_and(dbprint_yaml::python::truthy)
    {
        notes.fact("cluster/partition key", &["cluster_partition_key"]);
    }
    looks_like(notes, column, params);
    if let Some(category) = column
        .stat_at(&[Stat::Inferred, Stat::Sensitivity])
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
    {
        notes.enum_fact("detected", "sensitivity", category, "detected");
    }
    if let Some(unit) = column
        .stat_at(&[Stat::Inferred, Stat::EpochUnit])
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
    {
        notes.enum_fact("epoch", "epoch_unit", unit, "epoch");
    }
    for (key, term) in [
        ("unmeasured", "unmeasured"),
        ("unrepresentable", "unrepresentable"),
    ] {
        let fields = strings(column.get(key));
        if !fields.is_empty() {
            let mut terms = vec![term];
            let shown: Vec<String> = fields
                .iter()
                .map(
                    |f| match f.strip_prefix('p').and_then(|n| n.parse::<u32>().ok()) {
                        Some(n) => {
                            terms.extend(member("percentile", &n.to_string()));
                            format!("P{n}")
                        }
                        None => f.clone(),
                    },
                )
                .collect();
            notes.fact(format!("{key}: {}", shown.join(", ")), &terms);
        }
    }
    if let Some(share) = null_share(column, scope) {
        let mut terms = vec!["nulls"];
        if share.starts_with("none ") {
            terms.push("over_the_rows_scanned");
        }
        notes.fact(format!("nulls: {share}"), &terms);
    }
    if str_of(column.stat(Stat::ValuesCoverageMethod)) == Some("bounded") {
        notes.fact("coverage bounded", &["coverage_bounded"]);
    }
    if let Some(populated) = column.stat(Stat::Populated).and_then(Value::as_map)
        && let (Some(from), Some(to)) = (
            populated
                .stat(Stat::From)
                .filter(|v| dbprint_yaml::python::truthy(v)),
            populated
                .stat(Stat::To)
                .filter(|v| dbprint_yaml::python::truthy(v)),
        )
    {
        notes.fact(
            format!("populated: {} -> {}", literal(from), literal(to)),
            &["populated"],
        );
    }
}

fn integer_type(sql_type: &str) -> bool {
    let base = sql_type.to_ascii_lowercase();
    let base = base
        .split('(')
        .next()
        .unwrap_or_default()
        .trim()
        .to_string();
    [
        "int",
        "integer",
        "bigint",
        "smallint",
        "tinyint",
        "mediumint",
        "int2",
        "int4",
        "int8",
        "serial",
        "bigserial",
        "smallserial",
    ]
    .contains(&base.as_str())
        || base.starts_with("int") && base[3..].chars().all(|c| c.is_ascii_digit())
        || base.starts_with("uint")
}

fn boolean(notes: &mut Notes, column: &Mapping, redaction: Option<&str>) {
    let entries = maps(ColumnStats::new(column).values());
    if redaction.is_some() {
        if !entries.is_empty() {
            let counts: Vec<String> = entries
                .iter()
                .map(|e| format!("withheld ({})", count_of(e)))
                .collect();
            notes.fact(
                format!("values: {}", counts.join(", ")),
                &["values", "withheld"],
            );
        }
        return;
    }
    if !column.contains_key("values") {
        notes.fact("boolean", &["classification:boolean"]);
        return;
    }
    let count_for = |wanted: bool| {
        entries
            .iter()
            .find(|e| match e.get("value") {
                Some(Value::Bool(b)) => *b == wanted,
                Some(Value::Str(s)) => s == if wanted { "true" } else { "false" },
                _ => false,
            })
            .map(|e| count_of(e))
            .unwrap_or(0)
    };
    notes.fact(format!("true: {}", count_for(true)), &["true"]);
    notes.fact(format!("false: {}", count_for(false)), &["false"]);
}

fn range(notes: &mut Notes, column: &Mapping, redaction: Option<&str>, temporal: bool) {
    let low = column
        .stat_at(&[Stat::Range, Stat::Min])
        .filter(|v| !v.is_null());
    let high = column
        .stat(Stat::Range)
        .and_then(|r| r.get("max"))
        .filter(|v| !v.is_null());
    let span = column
        .stat_at(&[Stat::Range, Stat::SpanDays])
        .filter(|v| !v.is_null());
    if temporal {
        if redaction.is_some() {
            if let Some(span) = span {
                notes.fact(format!("span: {} days", value_key(span)), &["span"]);
            }
            return;
        }
        if let (Some(low), Some(high)) = (low, high) {
            let days = span
                .map(|s| format!(" ({} days)", value_key(s)))
                .unwrap_or_default();
            notes.fact(
                format!("range: {} -> {}{days}", literal(low), literal(high)),
                &["range"],
            );
        }
        let p01 = field(column, "percentiles.p01").filter(|v| !v.is_null());
        let p99 = field(column, "percentiles.p99").filter(|v| !v.is_null());
        if let (Some(p01), Some(p99)) = (p01, p99)
            && (Some(p01), Some(p99)) != (low, high)
        {
            notes.fact(
                format!("P1-P99: {} -> {}", literal(p01), literal(p99)),
                &["percentile_band"],
            );
        }
        return;
    }
    let mean = column.stat(Stat::Mean).filter(|v| !v.is_null());
    if redaction.is_none() {
        if let (Some(low), Some(high)) = (low, high) {
            notes.fact(
                format!("range: {} -> {}", statistic(low), statistic(high)),
                &["range"],
            );
        }
        if let Some(p50) = field(column, "percentiles.p50").filter(|v| !v.is_null()) {
            notes.fact(format!("P50: {}", statistic(p50)), &["percentile:50"]);
        }
    }
    if let Some(mean) = mean {
        notes.fact(format!("mean: {}", statistic(mean)), &["mean"]);
    }
}

/// The value list: complete (each value's share) or the top five with the share they cover.
fn values(
    notes: &mut Notes,
    column: &Mapping,
    scope: Option<&Scope>,
    total: Option<i64>,
    redaction: Option<&str>,
    coded: bool,
) {
    let entries = maps(ColumnStats::new(column).values());
    let is_complete = complete(column);
    if !coded && (entries.is_empty() || is_complete) {
        return;
    }
    let groups: Vec<(&Value, i64, usize)> = spelling_groups(&entries)
        .into_iter()
        .map(|(canonical, members)| {
            (
                canonical.get("value").unwrap_or(&Value::Null),
                count_of(canonical) + members.iter().map(|m| count_of(m)).sum::<i64>(),
                members.len() + 1,
            )
        })
        .collect();
    let base = total
        .filter(|t| *t != 0)
        .unwrap_or_else(|| entries.iter().map(|e| count_of(e)).sum::<i64>().max(1))
        as f64;
    let item = |out: &mut String, &(value, count, spellings): &(&Value, i64, usize)| {
        match redaction {
            Some(_) => out.push_str("withheld"),
            None => out.push_str(&literal(value)),
        }
        out.push_str(" (");
        out.push_str(&percent(count as f64 / base));
        if spellings > 1 {
            out.push_str(&format!(", {spellings} spellings"));
        }
        out.push(')');
    };
    let withheld: &[&'static str] = if redaction.is_some() {
        &["withheld"]
    } else {
        &[]
    };
    if is_complete {
        let (label, key) = match scope {
            None => ("values (complete)", "values_complete"),
            Some(_) => (
                "values (complete over the rows scanned)",
                "values_complete_scanned",
            ),
        };
        let mut text = format!("{label}: ");
        if groups.is_empty() {
            text.push_str("none");
        }
        text.push_str(&comma_list_on_every_core(&groups, item));
        let mut terms = vec![key];
        if !groups.is_empty() {
            terms.extend_from_slice(withheld);
        }
        notes.fact(text, &terms);
        return;
    }
    if groups.is_empty() {
        return;
    }
    let top = &groups[..groups.len().min(TOP_VALUES)];
    let covered = percent(top.iter().map(|g| g.1).sum::<i64>() as f64 / base);
    let mut terms = vec!["values_top"];
    terms.extend_from_slice(withheld);
    let mut text = format!("values (top {}, covering {covered}): ", top.len());
    comma_list(&mut text, top, item);
    notes.fact(text, &terms);
}

fn distribution(notes: &mut Notes, column: &Mapping, total: Option<i64>, redaction: Option<&str>) {
    let Some(shape) = str_of(column.stat(Stat::Distribution)).filter(|s| !s.is_empty()) else {
        return;
    };
    let mut text = format!("distribution: {}", shape.replace('_', " "));
    if shape == "dominant_value" {
        let entries = maps(ColumnStats::new(column).values());
        if let Some((first, members)) = spelling_groups(&entries).into_iter().next() {
            let count = count_of(first) + members.iter().map(|m| count_of(m)).sum::<i64>();
            let shown = if redaction.is_some() {
                "withheld".to_string()
            } else {
                literal(first.get("value").unwrap_or(&Value::Null))
            };
            let share = total
                .filter(|t| *t != 0)
                .map(|t| format!(" ({})", percent(count as f64 / t as f64)))
                .unwrap_or_default();
            text.push_str(&format!(" {shown}{share}"));
        }
    }
    let mut terms = vec!["distribution"];
    terms.extend(member("distribution", shape));
    notes.fact(text, &terms);
}

fn census(
    notes: &mut Notes,
    column: &Mapping,
    rows: Option<i64>,
    members: &[(&str, &str, &'static str)],
) {
    for (key, label, term) in members {
        if let Some(count) = strict_int(column.get(key)).filter(|c| *c != 0) {
            let share = match rows.filter(|r| *r != 0) {
                Some(rows) => percent(count as f64 / rows as f64),
                None => count.to_string(),
            };
            notes.fact(format!("{label}: {share}"), &[term]);
        }
    }
}

fn length(notes: &mut Notes, column: &Mapping) {
    let Some(length) = column.stat(Stat::Length).and_then(Value::as_map) else {
        return;
    };
    let (Some(low), Some(high), Some(avg)) = (
        length.stat(Stat::Min).filter(|v| !v.is_null()),
        length.get("max").filter(|v| !v.is_null()),
        length.stat(Stat::Avg).filter(|v| !v.is_null()),
    ) else {
        return;
    };
    let binary = str_of(ColumnStats::new(column).sql_type()).is_some_and(|t| {
        let t = t.to_ascii_lowercase();
        [
            "bytea",
            "blob",
            "binary",
            "varbinary",
            "longblob",
            "mediumblob",
            "tinyblob",
        ]
        .iter()
        .any(|b| t.starts_with(b))
    });
    let unit = if binary { " bytes" } else { "" };
    notes.fact(
        format!(
            "length: {} -> {}{unit} (avg {})",
            statistic(low),
            statistic(high),
            statistic(avg)
        ),
        &["length"],
    );
}

fn parts_found(notes: &mut Notes, column: &Mapping) {
    let Some(found) = strict_int(column.stat(Stat::PartsFound)) else {
        return;
    };
    let listed = ColumnStats::new(column)
        .parts()
        .map(Mapping::len)
        .unwrap_or(0) as i64;
    let text = if listed == found {
        format!("parts: {found}")
    } else {
        format!("parts: {listed} of {found} profiled")
    };
    notes.fact(text, &["parts"]);
}

fn looks_like(notes: &mut Notes, column: &Mapping, params: Option<&Mapping>) {
    let pattern = column
        .stat(Stat::Inferred)
        .and_then(|i| i.get("looks_like"))
        .and_then(Value::as_str)
        .filter(|p| !p.is_empty());
    let Some(pattern) = pattern else {
        let candidate = column
            .stat_at(&[Stat::Inferred, Stat::LooksLikeCandidate])
            .and_then(Value::as_str)
            .filter(|p| !p.is_empty());
        let share = num_of(column.stat_at(&[Stat::Inferred, Stat::LooksLikeCandidateShare]));
        if let (Some(candidate), Some(share)) = (candidate, share) {
            let mut terms = vec!["near"];
            terms.extend(member("looks_like", candidate));
            notes.fact(
                format!(
                    "near: {} ({} of the sample; no verdict)",
                    candidate.replace('_', " "),
                    percent(share)
                ),
                &terms,
            );
        }
        return;
    };
    let sampled = strict_int(column.stat_at(&[Stat::Inferred, Stat::Sampled]));
    let matched = strict_int(column.stat_at(&[Stat::Inferred, Stat::Matched]));
    let configured = params
        .and_then(|p| field(p, "looks_like.sample_size"))
        .and_then(|v| strict_int(Some(v)));
    let evidence = match (matched, sampled, configured) {
        (Some(m), Some(s), Some(c)) => format!(" ({m} of {s} sampled values; sample size {c})"),
        (Some(m), Some(s), None) => format!(" ({m} of {s} sampled values)"),
        (_, _, Some(c)) => format!(" (sample size {c})"),
        _ => String::new(),
    };
    let mut terms = vec!["looks_like"];
    terms.extend(member("looks_like", pattern));
    notes.fact(
        format!("looks like: {}{evidence}", pattern.replace('_', " ")),
        &terms,
    );
}

fn spatial(notes: &mut Notes, column: &Mapping) {
    notes.fact("spatial", &["classification:spatial"]);
    if let Some(geometry) = column.stat(Stat::Geometry).and_then(Value::as_map) {
        for kind in maps(geometry.stat(Stat::Kinds)) {
            let name = kind.get("kind").map(value_key).unwrap_or_default();
            let count = kind.stat(Stat::Count).map(statistic).unwrap_or_default();
            notes.fact(format!("{name}: {count}"), &[]);
        }
        let srids: Vec<String> = maps(geometry.stat(Stat::Srids))
            .iter()
            .filter_map(|s| s.stat(Stat::Srid).map(value_key))
            .collect();
        if !srids.is_empty() {
            notes.fact(format!("srid: {}", srids.join(", ")), &["srid"]);
        }
    }
    if let Some(extent) = column.stat(Stat::Extent).and_then(Value::as_map) {
        let get = |k: &str| extent.get(k).map(statistic).unwrap_or_default();
        notes.fact(
            format!("extent x: {} -> {}", get("min_x"), get("max_x")),
            &["extent_x"],
        );
        notes.fact(
            format!("extent y: {} -> {}", get("min_y"), get("max_y")),
            &["extent_y"],
        );
    }
}

fn vector(notes: &mut Notes, column: &Mapping) {
    notes.fact("vector", &["classification:vector"]);
    if let Some(dimension) = column.stat(Stat::Dimension).and_then(Value::as_map) {
        let low = dimension.stat(Stat::Min).map(value_key).unwrap_or_default();
        let high = dimension.get("max").map(value_key).unwrap_or_default();
        if low == high {
            notes.fact(format!("dimension: {low}"), &["dimension"]);
        } else {
            notes.fact(
                format!("mixed dimension: {low} -> {high}"),
                &["mixed_dimension"],
            );
        }
    }
    let unit = ["norm.min", "norm.max"]
        .iter()
        .all(|k| num_of(field(column, k)).is_some_and(|n| (n - 1.0).abs() <= 0.001));
    if unit {
        notes.fact("unit-normalized", &["unit_normalized"]);
    }
    if let Some(zeros) = strict_int(column.stat(Stat::ZeroCount)).filter(|z| *z != 0) {
        notes.fact(format!("zero vectors: {zeros}"), &["zero_vectors"]);
    }
}
