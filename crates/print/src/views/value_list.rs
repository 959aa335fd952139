//! A column's published value list as every reader of stored values sees it (format spec
//! §2.2.4, §2.2.5, §2.2.9): the key a spelling is compared by, whether the list holds every
//! distinct value over what was read, and whether a redaction marker withholds its literals.

use crate::views::statistics::{Stat, Stats};
use dbprint_yaml::{Mapping, Value};

/// Python's `==` between a parsed field and a number (`True == 1`, `1 == 1.0`).
fn equals(value: Option<&Value>, number: f64) -> bool {
    match value {
        Some(Value::Int(i)) => *i as f64 == number,
        Some(Value::Float(f)) => *f == number,
        Some(Value::Bool(b)) => f64::from(u8::from(*b)) == number,
        _ => false,
    }
}

/// The normalization key a spelling folds to (format spec §2.2.4, SQL's `LOWER(TRIM(...))`):
/// spaces trimmed (spaces only), lower-cased.
pub fn normalization_key(text: &str) -> String {
    text.trim_matches(' ').to_lowercase()
}

/// Whether `values` lists every distinct value over what was read: `values_coverage` of 1.0,
/// or, on a list without one, `frequencies.listed` equal to an exact integer `cardinality`.
pub fn is_complete(block: &Mapping) -> bool {
    if equals(block.stat(Stat::ValuesCoverage), 1.0) {
        return true;
    }
    let exact = block.stat(Stat::CardinalityMethod).and_then(Value::as_str) == Some("exact");
    match (block.stat(Stat::Frequencies), block.stat(Stat::Cardinality)) {
        (Some(Value::Map(frequencies)), Some(Value::Int(cardinality))) if exact => {
            equals(frequencies.stat(Stat::Listed), *cardinality as f64)
        }
        _ => false,
    }
}

/// The redaction marker the column carries (`mask`, `hash`, `drop`), when it carries one: its
/// listed values are then not the stored literals (§2.2.9).
pub fn redaction(block: &Mapping) -> Option<&str> {
    block
        .stat(Stat::Redacted)
        .and_then(Value::as_str)
        .filter(|marker| !marker.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_yaml::parse;

    fn block(yaml: &str) -> Mapping {
        match parse(yaml) {
            Ok(Value::Map(m)) => m,
            other => panic!("not a mapping: {other:?}"),
        }
    }

    #[test]
    fn complete_at_coverage_one_or_listed_equal_to_exact_cardinality_spec_2_2_5() {
        assert!(is_complete(&block("values: []\nvalues_coverage: 1\n")));
        assert!(!is_complete(&block("values: []\nvalues_coverage: 0.9\n")));
        let frequent =
            "values: []\ncardinality: 3\ncardinality_method: exact\nfrequencies: {listed: 3}\n";
        assert!(is_complete(&block(frequent)));
        assert!(!is_complete(&block(&frequent.replace("exact", "hll"))));
    }

    #[test]
    fn a_marker_withholds_the_literals_and_an_empty_one_does_not_spec_2_2_9() {
        assert_eq!(redaction(&block("redacted: hash\n")), Some("hash"));
        assert_eq!(redaction(&block("redacted: ''\n")), None);
        assert_eq!(redaction(&block("sql_type: text\n")), None);
    }
}
