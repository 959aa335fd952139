//! `find_tables`' answer as data, before it is shaped (`find_tables` in full, `compact` by
//! default): one table ranked or bridged, what the question finds across the tables listed
//! (the values it names, the joins), and the score as both shapes round it.

use super::list_tables::Verdict;
use dbprint_discover::Evidence;
use dbprint_yaml::Value;

/// A score to three places.
pub fn rounded(x: f32) -> Value {
    Value::Float((f64::from(x) * 1000.0).round() / 1000.0)
}

/// What the question finds across the tables: the values it names, and how the tables listed
/// join (the edges of the tree joining the hits, else every edge between two of them).
pub struct Across {
    pub named_values: Vec<NamedValue>,
    pub joins: Vec<TableJoin>,
}

/// A value the question names: the first places storing it and how many columns do.
pub struct NamedValue {
    pub phrase: String,
    /// `table.column = literal`, for the first few places.
    pub stored_in: Vec<String>,
    pub columns_storing_it: usize,
}

/// An edge joining two of the tables listed.
pub struct TableJoin {
    pub from: String,
    pub from_columns: Vec<String>,
    pub to: String,
    pub to_columns: Vec<String>,
    pub detection: &'static str,
}

/// One table ranked: its score, size and freshness, why it matched, its best columns for the
/// question, and the tables folded into it or lifting it.
pub struct FoundTable {
    pub table: String,
    pub score: f32,
    /// The manifest's row count, as written (null when it has none).
    pub row_count: Value,
    /// The freshness verdict; none for a table the manifest does not list.
    pub verdict: Option<Verdict>,
    pub evidence: Evidence,
    /// How many tables alike were folded into it, and the first few of them.
    pub alike: (usize, Vec<String>),
    pub joined_to: Vec<String>,
    /// The resource holding its statistics.
    pub resource: String,
    /// For a bridge (a table the join tree passes through that the words did not rank this
    /// high), the tables it joins.
    pub bridge: Vec<String>,
    /// The ranks of the other tables listed that it joins directly.
    pub joins_with: Vec<usize>,
}
