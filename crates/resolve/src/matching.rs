//! The three ways a text matches a value list (MCP spec §4.7), tried in this order by the
//! answer: `stored` (every listed spelling the text is, or folds to), `definition` (every
//! value whose note holds the text as a whole phrase, or is held in it), `nearest` (up to five
//! values by trigram similarity at or above the floor, best first, ties by the value's text).
//! Each matched entry is carried as `{value, count, note?, spelling_of?}`.

use super::notes::ValueNotes;
use super::phrase::{fold, holds_phrase};
use dbprint_base::trigram::Trigrams;
use dbprint_print::views::statistics::{Stat, Stats};
use dbprint_yaml::python::value_key;
use dbprint_yaml::{Mapping, Value};

/// The least similarity a `nearest` candidate needs; below it a resemblance is noise.
const NEAREST_FLOOR: f64 = 0.3;
/// The most `nearest` candidates an answer carries.
const NEAREST_LIMIT: usize = 5;

/// One listed entry as an answer carries it.
pub fn payload(entry: &Mapping, notes: &ValueNotes) -> Mapping {
    let value = entry.get("value").unwrap_or(&Value::Null);
    let mut out = Mapping::new();
    out.insert(Value::str("value"), value.clone());
    out.insert(
        Value::str("count"),
        entry.stat(Stat::Count).cloned().unwrap_or(Value::Null),
    );
    if let Some(note) = notes.on(value).filter(|n| !n.is_empty()) {
        out.insert(Value::str("note"), Value::str(note));
    }
    if let Some(of) = entry.stat(Stat::SpellingOf).filter(|v| !v.is_null()) {
        out.insert(Value::str("spelling_of"), of.clone());
    }
    out
}

/// An entry's value as text, when it carries one that is not null.
fn text_of(entry: &Mapping) -> Option<String> {
    entry.get("value").filter(|v| !v.is_null()).map(value_key)
}

/// Every listed spelling that is `text` or folds to its key.
pub fn stored(text: &str, entries: &[&Mapping], notes: &ValueNotes) -> Vec<Value> {
    let key = fold(text);
    entries
        .iter()
        .filter(|entry| text_of(entry).is_some_and(|v| v == text || fold(&v) == key))
        .map(|entry| Value::Map(payload(entry, notes)))
        .collect()
}

/// Every value whose note holds the folded text as a whole phrase, or is held in it.
pub fn by_definition(text: &str, entries: &[&Mapping], notes: &ValueNotes) -> Vec<Value> {
    let phrase = fold(text);
    if phrase.is_empty() {
        return Vec::new();
    }
    entries
        .iter()
        .filter(|entry| {
            let value = entry.get("value").unwrap_or(&Value::Null);
            notes
                .on(value)
                .filter(|n| !n.is_empty())
                .is_some_and(|note| {
                    let note = fold(note);
                    holds_phrase(&note, &phrase) || holds_phrase(&phrase, &note)
                })
        })
        .map(|entry| Value::Map(payload(entry, notes)))
        .collect()
}

/// A similarity as the answer carries it: rounded to four decimals.
fn rounded(score: f64) -> f64 {
    format!("{score:.4}").parse().unwrap_or(score)
}

/// The values most like `text` by trigram similarity, best first, each with its `score`.
/// A text with more trigrams than any value's over the floor is near none of them, and is
/// known to be once that many are read: a long text costs no more than that.
pub fn nearest(text: &str, entries: &[&Mapping], notes: &ValueNotes) -> Vec<Value> {
    let values: Vec<(String, Trigrams, &Mapping)> = entries
        .iter()
        .filter_map(|entry| {
            let value = text_of(entry)?;
            let grams = Trigrams::of(&fold(&value));
            Some((value, grams, *entry))
        })
        .collect();
    let most = values.iter().map(|(_, grams, _)| grams.len()).max();
    let reach = (most.unwrap_or(0) as f64 / NEAREST_FLOOR).floor() as usize;
    let Some(wanted) = Trigrams::of_at_most(&fold(text), reach) else {
        return Vec::new();
    };
    let mut scored: Vec<(f64, String, &Mapping)> = values
        .into_iter()
        .filter_map(|(value, grams, entry)| {
            let score = wanted.similarity(&grams);
            (score >= NEAREST_FLOOR).then_some((score, value, entry))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(NEAREST_LIMIT)
        .map(|(score, _, entry)| {
            let mut out = payload(entry, notes);
            out.insert(Value::str("score"), Value::Float(rounded(score)));
            Value::Map(out)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_context::testing::map;

    fn entries(yaml: &str) -> Vec<Mapping> {
        dbprint_yaml::parse(yaml)
            .ok()
            .and_then(|v| {
                v.as_seq()
                    .map(|s| s.iter().filter_map(Value::as_map).cloned().collect())
            })
            .unwrap_or_default()
    }

    fn values(found: &[Value]) -> Vec<String> {
        found
            .iter()
            .map(|m| value_key(m.get("value").unwrap_or(&Value::Null)))
            .collect()
    }

    #[test]
    fn stored_returns_every_spelling_that_folds_to_the_text_spec_4_7() {
        let list = entries(
            "[{value: Oak, count: 3}, {value: oak, count: 1}, {value: ash, count: 2}, {value: null, count: 1}]",
        );
        let refs: Vec<&Mapping> = list.iter().collect();
        let notes = ValueNotes::default();
        assert_eq!(values(&stored("  OAK ", &refs, &notes)), ["Oak", "oak"]);
        assert!(stored("None", &refs, &notes).is_empty());
    }

    #[test]
    fn definition_matches_a_note_either_way_round_spec_4_7() {
        let list = entries("[{value: S, count: 3}, {value: P, count: 1}]");
        let refs: Vec<&Mapping> = list.iter().collect();
        let notes = ValueNotes::of(Some(&map(
            "values: [{value: S, note: shipped to the customer}, {value: P, note: pending}]",
        )));
        assert_eq!(values(&by_definition("Shipped", &refs, &notes)), ["S"]);
        assert_eq!(
            values(&by_definition("still pending review", &refs, &notes)),
            ["P"]
        );
        assert!(by_definition("ship", &refs, &notes).is_empty());
    }

    #[test]
    fn nearest_ranks_by_score_then_value_above_the_floor_spec_4_7() {
        let list = entries(
            "[{value: oaks, count: 1}, {value: oak, count: 1}, {value: elm, count: 9}, {value: boak, count: 1}]",
        );
        let refs: Vec<&Mapping> = list.iter().collect();
        let found = nearest("oak", &refs, &ValueNotes::default());
        assert_eq!(values(&found), ["oak", "boak", "oaks"]);
        assert_eq!(found[0].get("score"), Some(&Value::Float(1.0)));
        assert_eq!(found[1].get("score"), Some(&Value::Float(0.375)));
    }

    #[test]
    fn a_score_is_rounded_to_four_decimals() {
        assert_eq!(rounded(1.0 / 3.0), 0.3333);
        assert_eq!(rounded(2.0 / 3.0), 0.6667);
    }
}
