//! Which entries of a column's value list a reply shows (§4.1): a complete list whole; a
//! sampled one cut to its five most frequent canonical values, each followed by its other
//! spellings, with the share of the column they cover. One rule for the Markdown table and
//! the structured `values`.

use dbprint_print::views::statistics::{Stat, Stats};
use std::collections::HashSet;

use dbprint_yaml::python::{strict_int, value_key};
use dbprint_yaml::{Mapping, Value};

/// How many canonical values of a sampled list are shown.
pub const SAMPLE_LIMIT: usize = 5;

/// An entry's count; 0 where it carries no integer.
pub fn count_of(entry: &Mapping) -> i64 {
    strict_int(entry.stat(Stat::Count)).unwrap_or(0)
}

/// The `spelling_of` a member entry names, when it names one.
pub fn spelling_of(entry: &Mapping) -> Option<&Value> {
    entry.stat(Stat::SpellingOf).filter(|v| !v.is_null())
}

pub fn entry_value(entry: &Mapping) -> &Value {
    entry.get("value").unwrap_or(&Value::Null)
}

/// The entries a list at `coverage` shows and the share of the column they cover: a complete
/// list whole; a sampled one cut to its five most frequent canonical values, each followed by
/// its spellings (a member naming a value the list lacks stands alone).
pub fn shown_values<'a>(entries: &[&'a Mapping], coverage: f64) -> (Vec<&'a Mapping>, f64) {
    if coverage == 1.0 {
        return (entries.to_vec(), coverage);
    }
    let canonical: HashSet<String> = entries
        .iter()
        .filter(|entry| spelling_of(entry).is_none())
        .map(|entry| value_key(entry_value(entry)))
        .collect();
    let heads = entries
        .iter()
        .filter(|entry| spelling_of(entry).is_none_or(|of| !canonical.contains(&value_key(of))));
    let mut shown = Vec::new();
    for head in heads.take(SAMPLE_LIMIT) {
        shown.push(*head);
        let own = value_key(entry_value(head));
        shown.extend(
            entries
                .iter()
                .filter(|entry| spelling_of(entry).is_some_and(|of| value_key(of) == own)),
        );
    }
    let listed: i64 = entries.iter().map(|entry| count_of(entry)).sum();
    let kept: i64 = shown.iter().map(|entry| count_of(entry)).sum();
    let share = if listed != 0 {
        coverage * kept as f64 / listed as f64
    } else {
        coverage
    };
    (shown, share)
}
