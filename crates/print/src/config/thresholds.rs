//! Freshness thresholds without a database: a table's recorded `max_age_days`, else the
//! connection's profile with every name-matching rule merged over it. A rule carrying
//! `match.min_rows` never applies offline (no row count), and the table is flagged instead.

use super::{Connection, mapping_or_empty};
use dbprint_base::fnmatch::fnmatchcase;
use dbprint_yaml::{Mapping, Value};

/// One `rules:` entry, reduced to what decides a freshness threshold.
#[derive(Debug, Clone)]
pub struct ThresholdRule {
    tables: Vec<String>,
    exclude: Vec<String>,
    has_min_rows: bool,
    max_age_days: Option<f64>,
}

/// What a table is judged against.
#[derive(Debug, Clone, PartialEq)]
pub enum Threshold {
    Days(f64),
    /// The threshold is refused, with the reason `dbprint check` gives.
    Refused(String),
}

fn patterns(value: Option<&Value>, default: &[&str]) -> Result<Vec<String>, String> {
    match value {
        None => Ok(default.iter().map(|s| s.to_string()).collect()),
        Some(Value::Seq(items)) => items
            .iter()
            .map(|item| {
                item.as_str()
                    .map(str::to_lowercase)
                    .ok_or_else(|| "match patterns must be strings".to_string())
            })
            .collect(),
        Some(other) => Err(format!(
            "match patterns must be a list, found {}",
            other.type_name()
        )),
    }
}

/// `freshness.max_age_days` of one profile layer, when it writes a number.
pub(super) fn profile_max_age(profile: &Value) -> Option<f64> {
    profile.get("freshness")?.get("max_age_days")?.as_f64()
}

impl ThresholdRule {
    pub(super) fn from_value(raw: &Value) -> Result<Self, String> {
        let map = raw
            .as_map()
            .ok_or_else(|| format!("a rule must be a mapping, found {}", raw.type_name()))?;
        let matcher = mapping_or_empty(map.get("match"), "`match`")?;
        Ok(ThresholdRule {
            tables: patterns(matcher.get("tables"), &["*"])?,
            exclude: patterns(matcher.get("exclude"), &[])?,
            has_min_rows: matcher.get("min_rows").is_some_and(|v| !v.is_null()),
            max_age_days: map.get("profile").and_then(profile_max_age),
        })
    }

    fn selects(&self, fqn: &str) -> bool {
        self.tables.iter().any(|p| fnmatchcase(fqn, p))
            && !self.exclude.iter().any(|p| fnmatchcase(fqn, p))
    }
}

/// Python's rendering of a number read from YAML, as a threshold message prints it.
fn number_text(value: &Value) -> String {
    dbprint_yaml::json::to_json_compact(value)
}

impl Connection {
    /// The threshold `fqn` is judged against, and whether a `min_rows` rule selecting it was
    /// left unapplied for want of a row count.
    pub fn threshold(&self, fqn: &str, entry: &Mapping) -> (Threshold, bool) {
        if let Some(recorded @ (Value::Int(_) | Value::Float(_) | Value::BigInt(_))) =
            entry.get("max_age_days")
        {
            let days = recorded.as_f64().unwrap_or(f64::NAN);
            let shown = number_text(recorded);
            let verdict = if days < 0.0 {
                Threshold::Refused(format!(
                    "{fqn}: max_age_days is {shown}, which no print can ever satisfy: every table re-extracts on every run and check reports every one of them stale. Use 0 to ask for that deliberately, or a positive number of days."
                ))
            } else if days.fract() != 0.0 || !days.is_finite() {
                Threshold::Refused(format!(
                    "{fqn}: max_age_days is {shown}, which is not a whole number of days."
                ))
            } else {
                Threshold::Days(days)
            };
            return (verdict, false);
        }
        let mut days = self.max_age_days;
        let mut gated = false;
        for rule in self.rules.iter().filter(|r| r.selects(fqn)) {
            if rule.has_min_rows {
                gated = true;
            } else if let Some(d) = rule.max_age_days {
                days = d;
            }
        }
        let unqueried = entry.get("type").and_then(Value::as_str) == Some("view")
            || entry.get("row_count").is_none_or(Value::is_null);
        (Threshold::Days(days), gated && !unqueried)
    }
}

/// The warning a page carries when thresholds settled without a `min_rows` rule (§4.2).
pub fn size_gate_warning(connection: &str, tables: &[&str]) -> String {
    format!(
        "{connection}: no row count is available without a database, so rules carrying `match.min_rows` did not apply to {}. Their thresholds come from the rules matching by name alone, or from the connection.",
        tables.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn conn(rules: &str) -> Connection {
        let raw = dbprint_yaml::parse(rules).unwrap();
        Connection {
            name: "c".into(),
            auto: false,
            adapter: None,
            print_root: PathBuf::from("/x"),
            real_root: PathBuf::from("/x"),
            max_age_days: 7.0,
            rules: raw
                .as_seq()
                .unwrap()
                .iter()
                .map(|r| ThresholdRule::from_value(r).unwrap())
                .collect(),
        }
    }

    fn entry(text: &str) -> Mapping {
        dbprint_yaml::parse(text).unwrap().as_map().unwrap().clone()
    }

    #[test]
    fn recorded_threshold_wins_over_rules() {
        let c = conn("- {match: {tables: ['*']}, profile: {freshness: {max_age_days: 30}}}\n");
        let (t, _) = c.threshold("a.b", &entry("max_age_days: 2\n"));
        assert_eq!(t, Threshold::Days(2.0));
    }

    #[test]
    fn later_matching_rule_wins_and_excluded_names_keep_the_default() {
        let c = conn(
            "- {match: {tables: ['a.*']}, profile: {freshness: {max_age_days: 30}}}\n- {match: {tables: ['a.b'], exclude: ['a.c']}, profile: {freshness: {max_age_days: 2}}}\n",
        );
        assert_eq!(c.threshold("a.b", &entry("{}")).0, Threshold::Days(2.0));
        assert_eq!(c.threshold("a.c", &entry("{}")).0, Threshold::Days(30.0));
        assert_eq!(c.threshold("z.c", &entry("{}")).0, Threshold::Days(7.0));
    }

    #[test]
    fn negative_or_fractional_recorded_threshold_is_refused_spec_4_2() {
        let c = conn("[]");
        match c.threshold("a.b", &entry("max_age_days: -1\n")).0 {
            Threshold::Refused(why) => {
                assert!(why.starts_with("a.b: max_age_days is -1, which no print"))
            }
            other => panic!("{other:?}"),
        }
        match c.threshold("a.b", &entry("max_age_days: 1.5\n")).0 {
            Threshold::Refused(why) => assert_eq!(
                why,
                "a.b: max_age_days is 1.5, which is not a whole number of days."
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn min_rows_rule_is_left_unapplied_and_flags_the_table() {
        let c = conn(
            "- {match: {tables: ['*'], min_rows: 10}, profile: {freshness: {max_age_days: 1}}}\n",
        );
        let (t, gated) = c.threshold("a.b", &entry("row_count: 5\n"));
        assert_eq!(t, Threshold::Days(7.0));
        assert!(gated);
        let (_, view_gated) = c.threshold("a.v", &entry("type: view\n"));
        assert!(!view_gated);
    }
}
