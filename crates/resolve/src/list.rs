//! One column's (or one part's) value list as `resolve_value` reads it (MCP spec §4.7): the
//! mapping entries of `values`, the `values_coverage` it reports, whether the list holds every
//! distinct value over what was read (format spec §2.2.4, §2.2.5), and why no list can be
//! matched against: not measured this run, not carried by the classification, not emitted,
//! redacted (§2.2.9), or a scoped read that scanned no rows (§2.2.8).

use dbprint_print::fault::py_repr;
use dbprint_print::views::scope::Scope;
use dbprint_print::views::statistics::{ColumnStats, Stat, Stats};
use dbprint_print::views::value_list::{is_complete, redaction};
use dbprint_yaml::{Mapping, Value};

/// The classifications format spec §2.2.3 never gives a `values` list.
const LISTLESS: [&str; 6] = [
    "json",
    "composite",
    "spatial",
    "vector",
    "binary",
    "unsupported",
];

const NO_ROWS: &str =
    "the scan read no rows, so there is no value list to match the phrase against";

/// What a resolution is answered from.
#[derive(Debug)]
pub struct ValueList<'a> {
    pub entries: Vec<&'a Mapping>,
    /// `values_coverage` as the file carries it; null where it carries none.
    pub coverage: Value,
    pub complete: bool,
    /// Why there is no list to match against, when there is none.
    pub unavailable: Option<String>,
}

/// Whether the block names `field` in its own `unmeasured` list.
fn unmeasured(block: &Mapping, field: &str) -> bool {
    block
        .stat(Stat::Unmeasured)
        .and_then(Value::as_seq)
        .is_some_and(|named| named.iter().any(|n| n.as_str() == Some(field)))
}

/// Why a block without a `values` key has none.
fn absence(column: &str, block: &Mapping) -> String {
    let column = py_repr(column);
    if unmeasured(block, "values") {
        return format!("column {column} values are unmeasured: the read failed this run");
    }
    let cause = match block.stat(Stat::Classification).and_then(Value::as_str) {
        Some(class) if LISTLESS.contains(&class) => format!("not carried by {class}"),
        _ => "not emitted for this column".to_string(),
    };
    format!("column {column} publishes no values: {cause}")
}

impl<'a> ValueList<'a> {
    /// The list of `block`, the statistics of column `column` (or of one of its parts), in a
    /// file whose scope is `scope`.
    pub fn read(column: &str, block: &'a Mapping, scope: Option<&Scope>) -> Self {
        let values = ColumnStats::new(block).values();
        let unavailable = match (values, redaction(block)) {
            (None, _) => Some(absence(column, block)),
            (Some(_), Some(marker)) => Some(format!(
                "column {} is redacted ({marker}), so its values are withheld",
                py_repr(column)
            )),
            _ if scope.is_some_and(|s| s.rows_scanned == Some(0)) => Some(NO_ROWS.to_string()),
            _ => None,
        };
        ValueList {
            entries: values
                .and_then(Value::as_seq)
                .map(|items| items.iter().filter_map(Value::as_map).collect())
                .unwrap_or_default(),
            coverage: block
                .stat(Stat::ValuesCoverage)
                .cloned()
                .unwrap_or(Value::Null),
            complete: is_complete(block),
            unavailable,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_context::testing::map;

    fn reason(yaml: &str) -> Option<String> {
        ValueList::read("c", &map(yaml), None).unavailable
    }

    #[test]
    fn an_absent_list_says_why_spec_4_7() {
        assert_eq!(
            reason("unmeasured: [values]\n").as_deref(),
            Some("column 'c' values are unmeasured: the read failed this run")
        );
        assert_eq!(
            reason("classification: json\n").as_deref(),
            Some("column 'c' publishes no values: not carried by json")
        );
        assert_eq!(
            reason("classification: numeric\n").as_deref(),
            Some("column 'c' publishes no values: not emitted for this column")
        );
        assert_eq!(
            reason("values: []\nredacted: hash\n").as_deref(),
            Some("column 'c' is redacted (hash), so its values are withheld")
        );
        assert_eq!(reason("values: [{value: a, count: 1}]\n"), None);
    }
}
