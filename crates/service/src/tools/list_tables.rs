//! `list_tables` (§4.2): the followable tables a glob matches, sorted; with `detail`, each
//! entry's manifest fields and its freshness verdict against its own threshold.

use super::Request;
use super::paged::{ListReply, ListShape};
use dbprint_base::clock;
use dbprint_base::fnmatch::Glob;
use dbprint_print::config::{Connection, Threshold, size_gate_warning};
use dbprint_print::fault::Fault;
use dbprint_print::views::manifest::Entry;
use dbprint_yaml::{Mapping, Value};

/// A number of days as Python prints it: an int when whole.
fn days_value(days: f64) -> Value {
    if days.fract() == 0.0 && days.abs() < 9.0e15 {
        Value::Int(days as i64)
    } else {
        Value::Float(days)
    }
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// The verdict fields of one entry (`freshness`, `age_days`, `max_age_days`), or its refusal.
pub(super) fn verdict(conn: &Connection, entry: &Entry, now: f64) -> Vec<(&'static str, Value)> {
    let days = match conn.threshold(&entry.fqn, &entry.fields).0 {
        Threshold::Refused(why) => return vec![("threshold_error", Value::Str(why))],
        Threshold::Days(d) => d,
    };
    let fields = match profiled_at(entry.fields.get("profiled_at")) {
        None => vec![
            ("freshness", Value::str("dormant")),
            ("age_days", Value::Null),
        ],
        Some(at) => {
            let age = (now - at) / 86_400.0;
            let word = if age >= days { "stale" } else { "live" };
            vec![
                ("freshness", Value::str(word)),
                ("age_days", Value::Float(round2(age))),
            ]
        }
    };
    let mut fields = fields;
    fields.push(("max_age_days", days_value(days)));
    fields
}

fn detailed(conn: &Connection, entry: &Entry, now: f64) -> Value {
    let mut m = Mapping::new();
    m.insert(Value::str("table"), Value::str(entry.fqn.clone()));
    for key in ["type", "row_count", "columns", "profiled_at"] {
        m.insert(
            Value::str(key),
            entry.fields.get(key).cloned().unwrap_or(Value::Null),
        );
    }
    for (k, v) in verdict(conn, entry, now) {
        m.insert(Value::str(k), v);
    }
    Value::Map(m)
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let pattern = Glob::new(req.str_arg("pattern").unwrap_or("*"));
    let detail = req.flag("detail");
    let manifest = req.reading.manifest_or_fault(conn)?;
    let tables: Vec<&Entry> = manifest
        .as_deref()
        .map(|m| {
            m.tables
                .iter()
                .filter(|e| pattern.matches(&e.fqn))
                .collect()
        })
        .unwrap_or_default();
    let failed: Vec<Value> = manifest
        .as_deref()
        .map(|m| {
            m.failed
                .iter()
                .filter(|f| pattern.matches(f))
                .map(|f| Value::str(f.clone()))
                .collect()
        })
        .unwrap_or_default();
    let now = clock::now();
    let item = |i: usize| -> Result<(String, Value), Fault> {
        let entry = tables[i];
        let value = if detail {
            detailed(conn, entry, now)
        } else {
            Value::str(entry.fqn.clone())
        };
        Ok((entry.fqn.clone(), value))
    };
    let extras = |keys: &[&str]| -> Vec<(String, Value)> {
        let mut out = Vec::new();
        let gated: Vec<&str> = match (&manifest, detail) {
            (Some(m), true) => keys
                .iter()
                .copied()
                .filter(|k| m.entry(k).is_some_and(|e| conn.threshold(k, &e.fields).1))
                .collect(),
            _ => Vec::new(),
        };
        if !gated.is_empty() {
            out.push((
                "warnings".to_string(),
                Value::Seq(vec![Value::Str(size_gate_warning(&conn.name, &gated))]),
            ));
        }
        if detail {
            out.push(("now".to_string(), Value::Str(clock::utc_text(now))));
        }
        out
    };
    let head = if failed.is_empty() {
        Vec::new()
    } else {
        vec![("failed_tables".to_string(), Value::Seq(failed))]
    };
    ListReply {
        list_key: "tables",
        shape: ListShape::Seq,
        head,
        total: tables.len(),
        count: tables.len(),
        item: &item,
        extras: &extras,
    }
    .answer(req)
}

/// A manifest's `profiled_at` as an instant: a string or a YAML timestamp (never a bare
/// date), read as `datetime.fromisoformat` reads it (`clock::parse_iso`).
fn profiled_at(value: Option<&Value>) -> Option<f64> {
    match value? {
        Value::Str(s) if !s.is_empty() => clock::parse_iso(s),
        Value::Stamp(s) if s.len() > 10 => clock::parse_iso(s),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{Value, profiled_at, round2};

    #[test]
    fn ages_round_to_two_places() {
        assert_eq!(round2(1.23456), 1.23);
        assert_eq!(round2(0.0), 0.0);
        assert_eq!(round2(261.999), 262.0);
    }

    #[test]
    fn a_profiled_at_is_a_string_or_a_timestamp_never_a_bare_date_or_a_number() {
        let seconds = profiled_at(Some(&Value::str("2026-03-09T14:27:36Z")));
        assert_eq!(seconds, Some(1_773_066_456.0));
        let stamp = Value::Stamp("2026-03-09 14:27:36".into());
        assert_eq!(profiled_at(Some(&stamp)), seconds);
        assert_eq!(profiled_at(Some(&Value::Stamp("2026-03-09".into()))), None);
        assert_eq!(profiled_at(Some(&Value::Int(5))), None);
        assert_eq!(profiled_at(Some(&Value::str("202é-03-01"))), None);
        assert_eq!(profiled_at(None), None);
    }
}
