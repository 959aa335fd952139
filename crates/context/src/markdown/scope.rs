//! How much of the table a `statistics.yaml` describes (format spec §2.2.8): the scanned rows
//! a scoped file's claims hold over, and the qualifier a claim one unread row could falsify
//! carries (§4.1).

use super::num_of;
use dbprint_print::views::statistics::{Stat, Stats};
use dbprint_yaml::python::strict_int;
use dbprint_yaml::{Mapping, Value};

/// The clause a claim over a scoped read carries.
pub const SCANNED: &str = "over the rows scanned";

/// A scoped file's reading; absent when every row was read.
#[derive(Debug, Clone, PartialEq)]
pub struct Scope {
    pub rows_scanned: Option<i64>,
    pub row_count: Option<i64>,
    pub sample: Option<f64>,
    pub filter: Option<String>,
}

impl Scope {
    /// The file's scope as every reply reads it (`dbprint_print::views::scope::scope_of`), with the block's
    /// `sample` and `filter` the header names.
    pub fn of(statistics: Option<&Mapping>) -> Option<Scope> {
        let read = dbprint_print::views::scope::scope_of(statistics)?;
        Some(Scope {
            rows_scanned: read.rows_scanned,
            row_count: read.row_count,
            sample: num_of(read.block.stat(Stat::Sample)),
            filter: read
                .block
                .get("filter")
                .and_then(Value::as_str)
                .map(str::to_string),
        })
    }

    /// The share of the table's rows that were read, when both counts are known.
    pub fn share(&self) -> Option<f64> {
        match (self.rows_scanned, self.row_count) {
            (Some(scanned), Some(total)) if total != 0 => Some(scanned as f64 / total as f64),
            _ => None,
        }
    }

    /// Whether a predicate (rather than a sample) chose the rows read.
    pub fn filtered(&self) -> bool {
        self.sample.is_none() && self.filter.as_deref().is_some_and(|f| !f.trim().is_empty())
    }
}

/// `text`, carrying the scanned-rows clause on a scoped read.
pub fn qualify(text: &str, scope: Option<&Scope>) -> String {
    match scope {
        Some(_) => format!("{text} {SCANNED}"),
        None => text.to_string(),
    }
}

/// The rows a column was measured over on a scoped read: its own echo, else the file's.
pub fn rows_scanned(column: &Mapping, scope: Option<&Scope>) -> Option<i64> {
    let scope = scope?;
    strict_int(column.stat(Stat::RowsScanned)).or(scope.rows_scanned)
}
