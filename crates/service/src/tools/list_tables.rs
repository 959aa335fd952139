//! `list_tables` (§4.2): the followable tables a glob matches, sorted; with `detail`, each
//! entry's manifest fields and its freshness verdict against its own threshold.

use std::sync::Arc;

use super::paged::{ListShape, Listed};
use super::{Answer, Request};
use dbprint_base::clock;
use dbprint_base::fnmatch::Glob;
use dbprint_print::config::{Connection, Threshold, size_gate_warning};
use dbprint_print::fault::Fault;
use dbprint_print::views::manifest::{Entry, Manifest};
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

/// A table's freshness verdict against its own threshold (§4.2).
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// The threshold's rule does not read: why.
    Refused(String),
    /// Never profiled: no `profiled_at`.
    Dormant { max_age_days: f64 },
    /// Profiled `age_days` ago (rounded to two places); stale at or past `max_age_days`.
    Aged {
        age_days: f64,
        max_age_days: f64,
        stale: bool,
    },
}

impl Verdict {
    /// The verdict of table `fqn`, its manifest entry's `fields`, at `now` (seconds since the
    /// epoch).
    pub fn of(conn: &Connection, fqn: &str, fields: &Mapping, now: f64) -> Verdict {
        let max_age_days = match conn.threshold(fqn, fields).0 {
            Threshold::Refused(why) => return Verdict::Refused(why),
            Threshold::Days(d) => d,
        };
        match profiled_at(fields.get("profiled_at")) {
            None => Verdict::Dormant { max_age_days },
            Some(at) => {
                let age = (now - at) / 86_400.0;
                Verdict::Aged {
                    age_days: round2(age),
                    max_age_days,
                    stale: age >= max_age_days,
                }
            }
        }
    }

    /// The verdict's word: `live`, `stale` or `dormant`; none for a refusal.
    pub fn word(&self) -> Option<&'static str> {
        match self {
            Verdict::Refused(_) => None,
            Verdict::Dormant { .. } => Some("dormant"),
            Verdict::Aged { stale: true, .. } => Some("stale"),
            Verdict::Aged { stale: false, .. } => Some("live"),
        }
    }

    /// The verdict's fields as a reply carries them (`freshness`, `age_days`,
    /// `max_age_days`), or its refusal (`threshold_error`).
    pub fn fields(&self) -> Vec<(&'static str, Value)> {
        let freshness = ("freshness", self.word().map_or(Value::Null, Value::str));
        match self {
            Verdict::Refused(why) => vec![("threshold_error", Value::str(why.as_str()))],
            Verdict::Dormant { max_age_days } => vec![
                freshness,
                ("age_days", Value::Null),
                ("max_age_days", days_value(*max_age_days)),
            ],
            Verdict::Aged {
                age_days,
                max_age_days,
                ..
            } => vec![
                freshness,
                ("age_days", Value::Float(*age_days)),
                ("max_age_days", days_value(*max_age_days)),
            ],
        }
    }
}

/// One listed table: its FQN and, with `detail`, its manifest fields and verdict.
pub struct ListedTable<'m> {
    pub fqn: &'m str,
    pub detail: Option<TableDetail<'m>>,
}

/// A listed table's manifest fields, as the manifest writes them, and its verdict.
pub struct TableDetail<'m> {
    pub entry: &'m Entry,
    pub verdict: Verdict,
}

impl TableDetail<'_> {
    /// The manifest's field `key` of the table, as written; none when absent.
    pub fn field(&self, key: &str) -> Option<&Value> {
        self.entry.fields.get(key)
    }

    fn shown(&self) -> Value {
        let mut m = Mapping::new();
        m.insert(Value::str("table"), Value::str(self.entry.fqn.clone()));
        for key in DETAIL_FIELDS {
            m.insert(
                Value::str(key),
                self.field(key).cloned().unwrap_or(Value::Null),
            );
        }
        for (k, v) in self.verdict.fields() {
            m.insert(Value::str(k), v);
        }
        Value::Map(m)
    }
}

/// The manifest fields a detailed entry echoes.
const DETAIL_FIELDS: [&str; 4] = ["type", "row_count", "columns", "profiled_at"];

/// `list_tables`' answer: the tables the glob matches (in FQN order) and the failed tables it
/// matches; each table made on demand, as a page reaches it.
pub struct TableListing<'r> {
    conn: &'r Connection,
    manifest: Option<Arc<Manifest>>,
    /// The matched tables, by their place in the manifest's sorted tables.
    matched: Vec<usize>,
    pub failed: Vec<String>,
    pub detail: bool,
    /// When the verdicts are taken, seconds since the epoch.
    pub now: f64,
}

impl TableListing<'_> {
    /// How many tables the glob matched.
    pub fn len(&self) -> usize {
        self.matched.len()
    }

    pub fn is_empty(&self) -> bool {
        self.matched.is_empty()
    }

    /// The `i`th table listed; none past the end.
    pub fn table(&self, i: usize) -> Option<ListedTable<'_>> {
        let entry = self
            .manifest
            .as_deref()?
            .tables
            .get(*self.matched.get(i)?)?;
        Some(ListedTable {
            fqn: &entry.fqn,
            detail: self.detail.then(|| TableDetail {
                entry,
                verdict: Verdict::of(self.conn, &entry.fqn, &entry.fields, self.now),
            }),
        })
    }
}

impl Listed for TableListing<'_> {
    fn list(&self) -> (&str, ListShape) {
        ("tables", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        if self.failed.is_empty() {
            return Vec::new();
        }
        let failed = self.failed.iter().map(|f| Value::str(f.as_str()));
        vec![("failed_tables".to_string(), Value::Seq(failed.collect()))]
    }

    fn count(&self) -> usize {
        self.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        Ok(match self.table(i) {
            Some(ListedTable {
                fqn,
                detail: Some(detail),
            }) => (fqn.to_string(), detail.shown()),
            Some(ListedTable { fqn, detail: None }) => (fqn.to_string(), Value::str(fqn)),
            None => (String::new(), Value::Null),
        })
    }

    /// The size-gate warning for the page's tables the gate holds back (with `detail`), and
    /// when the verdicts were taken.
    fn extras(&self, keys: &[&str]) -> Vec<(String, Value)> {
        let mut out = Vec::new();
        let gated: Vec<&str> = match (&self.manifest, self.detail) {
            (Some(m), true) => keys
                .iter()
                .copied()
                .filter(|k| {
                    m.entry(k)
                        .is_some_and(|e| self.conn.threshold(k, &e.fields).1)
                })
                .collect(),
            _ => Vec::new(),
        };
        if !gated.is_empty() {
            let warning = size_gate_warning(&self.conn.name, &gated);
            out.push((
                "warnings".to_string(),
                Value::Seq(vec![Value::Str(warning)]),
            ));
        }
        if self.detail {
            out.push(("now".to_string(), Value::Str(clock::utc_text(self.now))));
        }
        out
    }
}

/// What `list_tables` is asked beside its connection and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    pattern: Option<String>,
    #[serde(default)]
    detail: bool,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let Arguments { pattern, detail } = req.arguments()?;
    let pattern = Glob::new(pattern.as_deref().unwrap_or("*"));
    let manifest = req.reading.manifest_or_fault(conn)?;
    let (matched, failed) = match manifest.as_deref() {
        Some(m) => (
            (m.tables.iter().enumerate())
                .filter(|(_, e)| pattern.matches(&e.fqn))
                .map(|(i, _)| i)
                .collect(),
            (m.failed.iter())
                .filter(|f| pattern.matches(f))
                .cloned()
                .collect(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    Ok(Answer::Tables(TableListing {
        conn,
        manifest,
        matched,
        failed,
        detail,
        now: clock::now(),
    }))
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
