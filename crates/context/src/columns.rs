//! The order every column table of `get_table_context` lists a table's columns in: by
//! classification (foreign-key candidates first, then codes, dates, numbers, ...; an unknown
//! classification last), then as `statistics.yaml` writes them.

use dbprint_print::views::statistics::{Stat, Stats};
use dbprint_yaml::{Mapping, Value};

/// The rank a classification sorts a column by: foreign-key candidates first, unknown last.
fn classification_rank(column: &Value) -> usize {
    const ORDER: [&str; 12] = [
        "foreign_key_candidate",
        "categorical",
        "temporal",
        "numeric",
        "boolean",
        "text",
        "binary",
        "composite",
        "spatial",
        "vector",
        "json",
        "unsupported",
    ];
    match column.stat(Stat::Classification) {
        None => ORDER.len() - 1,
        Some(Value::Str(name)) => ORDER
            .iter()
            .position(|known| known == name)
            .unwrap_or(ORDER.len()),
        Some(_) => ORDER.len(),
    }
}

/// The columns of a `statistics.yaml` `columns` mapping by classification rank (read once per
/// column), then as written; only string-named columns.
pub fn ordered(columns: &Mapping) -> Vec<(&str, &Value)> {
    let mut ranked: Vec<(usize, &str, &Value)> = columns
        .iter()
        .filter_map(|(name, column)| Some((classification_rank(column), name.as_str()?, column)))
        .collect();
    ranked.sort_by_key(|(rank, _, _)| *rank);
    ranked
        .into_iter()
        .map(|(_, name, column)| (name, column))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_yaml::parse;

    #[test]
    fn columns_walk_by_classification_then_as_written() {
        let doc = parse("a: {classification: json}\nb: {classification: categorical}\nc: {}\nd: {classification: odd}\ne: {classification: foreign_key_candidate}\n")
            .unwrap_or(Value::Null);
        let map = doc.as_map().cloned().unwrap_or_default();
        let names: Vec<&str> = ordered(&map).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["e", "b", "a", "c", "d"]);
    }
}
