//! The notes people attached to a column's values in `statistics.annotations.yaml` (format
//! spec §2.7.1), keyed by Python's `str()` of the value, so `1` and `'1'` name one value;
//! whitespace collapsed, blank notes dropped, a later note on the same value winning.

use std::collections::HashMap;

use dbprint_yaml::python::{collapsed, noted, value_key};
use dbprint_yaml::{Mapping, Value};

#[derive(Debug, Default)]
pub struct ValueNotes(HashMap<String, String>);

impl ValueNotes {
    /// The value notes of one admitted column annotation (none when there is none).
    pub fn of(annotation: Option<&Mapping>) -> Self {
        let entries = annotation
            .and_then(|a| a.get("values"))
            .and_then(Value::as_seq)
            .unwrap_or_default();
        ValueNotes(
            entries
                .iter()
                .filter_map(Value::as_map)
                .filter_map(|entry| {
                    let note = noted(entry.get("note"))?;
                    let value = entry.get("value").unwrap_or(&Value::Null);
                    Some((value_key(value), collapsed(note)))
                })
                .collect(),
        )
    }

    /// The note on `value`, if one was written.
    pub fn on(&self, value: &Value) -> Option<&str> {
        self.0.get(&value_key(value)).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_context::testing::map;

    #[test]
    fn notes_key_by_str_collapse_and_the_last_wins() {
        let annotation = map(
            "values:\n- {value: 1, note: ' first '}\n- {value: '1', note: \"a\\n  b\"}\n- {value: x, note: '  '}\n",
        );
        let notes = ValueNotes::of(Some(&annotation));
        assert_eq!(notes.on(&Value::Int(1)), Some("a b"));
        assert_eq!(notes.on(&Value::str("1")), Some("a b"));
        assert_eq!(notes.on(&Value::str("x")), None);
    }
}
