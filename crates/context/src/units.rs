//! The structured object of `get_table_context` as pageable units (§4.1, §4.8): the identity
//! fields first (they ride the first page), then each section whole, with `statistics.columns`
//! and the per-column sections (`annotations`, `values`, `dictionary`) a column at a time; and
//! how a page's units nest back, so the pages merged key by key are the whole object.

use dbprint_base::budget::Footprint;
use dbprint_print::views::statistics::TableStats;
use dbprint_yaml::{Mapping, Value};

/// Sections sent a column at a time.
const PER_COLUMN: [&str; 3] = ["annotations", "values", "dictionary"];

/// Where a unit goes in the reply: an identity field, or a path into the object.
#[derive(Debug, Clone, PartialEq)]
pub enum Place {
    Head(String),
    Path(Vec<String>),
}

/// The object's sections as units: a section whole, or a column at a time.
/// The identity fields, then the sections as units.
pub fn units(
    header: Vec<(String, Value)>,
    candidates: Vec<(String, Value)>,
) -> Vec<(Place, Value)> {
    let mut out: Vec<(Place, Value)> = header
        .into_iter()
        .map(|(k, v)| (Place::Head(k), v))
        .collect();
    for (name, value) in candidates {
        let path = |rest: &[&str]| {
            let mut p = vec![name.clone()];
            p.extend(rest.iter().map(|s| s.to_string()));
            Place::Path(p)
        };
        let by_column = |stats: &Mapping| {
            TableStats::new(stats)
                .columns()
                .is_some_and(|c| !c.is_empty())
        };
        match value {
            Value::Map(stats) if name == "statistics" && by_column(&stats) => {
                let mut rest = Mapping::new();
                let mut columns = Vec::new();
                for (k, v) in stats {
                    match (k.as_str() == Some("columns"), v) {
                        (true, Value::Map(each)) if columns.is_empty() => {
                            columns = each.into_iter().collect();
                        }
                        (true, _) => {}
                        (false, v) => rest.insert(k, v),
                    }
                }
                out.push((path(&[]), Value::Map(rest)));
                for (column, v) in columns {
                    let column = column.as_str().unwrap_or_default();
                    out.push((path(&["columns", column]), v));
                }
            }
            Value::Map(per) if PER_COLUMN.contains(&name.as_str()) && !per.is_empty() => {
                for (column, v) in per {
                    out.push((path(&[column.as_str().unwrap_or_default()]), v));
                }
            }
            value => out.push((path(&[]), value)),
        }
    }
    out
}

/// Sets `value` at `path` under `reply`, merging a mapping into one already there.
pub fn nest(reply: &mut Mapping, path: &[String], value: Value) {
    let Some((last, parents)) = path.split_last() else {
        return;
    };
    let mut target = reply;
    for key in parents {
        if !matches!(target.get(key), Some(Value::Map(_))) {
            target.insert(Value::str(key.clone()), Value::Map(Mapping::new()));
        }
        let Some(Value::Map(next)) = target.get_mut(key) else {
            return;
        };
        target = next;
    }
    match (target.get_mut(last), value) {
        (Some(Value::Map(held)), Value::Map(more)) => {
            for (k, v) in more.iter() {
                held.insert(k.clone(), v.clone());
            }
        }
        (_, value) => target.insert(Value::str(last.clone()), value),
    }
}

impl Footprint for Place {
    fn footprint(&self) -> usize {
        match self {
            Place::Head(name) => name.footprint(),
            Place::Path(path) => path.footprint(),
        }
    }
}
