//! statistics.yaml as the engines read it. Its own vocabulary, every field name the format
//! gives that file alone (the statistics schema's properties no other print file uses), is
//! spelled once, as a `Stat`, and read from a parsed block through `Stats::stat`. The fields it
//! shares with other files (`columns`, `values`, `sql_type`, `row_count`, `parts`...) are
//! spelled once here too, behind the typed views `TableStats` (a document), `ColumnStats` (a
//! column's or a part's block) and `ListedValue` (an entry of its value list). A view borrows
//! the parsed document the store keeps once per file identity, so what a reply echoes
//! verbatim stays the file's own value. `tests/statistics_vocabulary.rs` holds that no code
//! outside this module spells one of these names as a key it looks up.

use dbprint_yaml::{Mapping, Value};

/// Each field once: its variant and its name as the file writes it, in the order of the names.
macro_rules! stats {
    ($($variant:ident => $name:literal,)*) => {
        /// A field only statistics.yaml has, at any depth of a table's or a column's block.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Stat {
            $($variant,)*
        }

        impl Stat {
            /// Every field, in the order of their names.
            pub const ALL: &[Stat] = &[$(Stat::$variant,)*];

            /// The field's name as the file writes it.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Stat::$variant => $name,)*
                }
            }
        }
    };
}

stats! {
    Avg => "avg",
    Bottom => "bottom",
    Buckets => "buckets",
    CandidateKey => "candidate_key",
    CandidateKeyException => "candidate_key_exception",
    Cardinality => "cardinality",
    CardinalityMethod => "cardinality_method",
    CardinalityRatio => "cardinality_ratio",
    CatalogOnly => "catalog_only",
    Classification => "classification",
    Collation => "collation",
    Count => "count",
    Coverage => "coverage",
    CoverageMethod => "coverage_method",
    Dependencies => "dependencies",
    Dependent => "dependent",
    DependsOn => "depends_on",
    Determinant => "determinant",
    Dimension => "dimension",
    Dimensions => "dimensions",
    Disabled => "disabled",
    Distribution => "distribution",
    EmptyCount => "empty_count",
    EpochUnit => "epoch_unit",
    Extent => "extent",
    External => "external",
    FkCandidate => "fk_candidate",
    Frequencies => "frequencies",
    Freshness => "freshness",
    From => "from",
    Geometry => "geometry",
    Inferred => "inferred",
    InvalidCount => "invalid_count",
    Kinds => "kinds",
    Length => "length",
    Listed => "listed",
    LooksLikeCandidate => "looks_like_candidate",
    LooksLikeCandidateShare => "looks_like_candidate_share",
    Matched => "matched",
    MaxX => "max_x",
    MaxY => "max_y",
    Mean => "mean",
    Merging => "merging",
    Method => "method",
    Min => "min",
    MinX => "min_x",
    MinY => "min_y",
    NegativeCount => "negative_count",
    NonFiniteCount => "non_finite_count",
    Norm => "norm",
    NormalizedCardinality => "normalized_cardinality",
    NullCount => "null_count",
    NullRate => "null_rate",
    Occurrences => "occurrences",
    P95 => "p95",
    PartsFound => "parts_found",
    Patterns => "patterns",
    PhysicalLayout => "physical_layout",
    PhysicalLayoutKey => "physical_layout_key",
    PhysicalName => "physical_name",
    Populated => "populated",
    QuantizedCount => "quantized_count",
    Range => "range",
    Redacted => "redacted",
    RowCountMethod => "row_count_method",
    RowsScanned => "rows_scanned",
    Sample => "sample",
    Sampled => "sampled",
    Scope => "scope",
    Sensitivity => "sensitivity",
    Size => "size",
    Sketch => "sketch",
    SpanDays => "span_days",
    SpellingOf => "spelling_of",
    Srid => "srid",
    Srids => "srids",
    Start => "start",
    Strength => "strength",
    Sum => "sum",
    To => "to",
    Top => "top",
    Total => "total",
    Types => "types",
    Unit => "unit",
    Unmeasured => "unmeasured",
    Unrepresentable => "unrepresentable",
    ValuesCoverage => "values_coverage",
    ValuesCoverageMethod => "values_coverage_method",
    ZeroCount => "zero_count",
}

/// A parsed block of statistics.yaml, read by field.
pub trait Stats {
    /// The value of field `stat`, when the block has it.
    fn stat(&self, stat: Stat) -> Option<&Value>;

    /// The value at `path`, each field within the one before (`inferred.sensitivity`).
    fn stat_at(&self, path: &[Stat]) -> Option<&Value> {
        let (first, rest) = path.split_first()?;
        rest.iter()
            .try_fold(self.stat(*first)?, |block, stat| block.stat(*stat))
    }
}

impl Stats for Mapping {
    fn stat(&self, stat: Stat) -> Option<&Value> {
        self.get(stat.name())
    }
}

impl Stats for Value {
    fn stat(&self, stat: Stat) -> Option<&Value> {
        self.get(stat.name())
    }
}

/// The fields statistics.yaml shares with other print files (the manifest's `row_count` and
/// `columns`, an annotation file's `columns`, `values` and `derived_from`...), as its views read
/// them.
const COLUMNS: &str = "columns";
const DERIVED_FROM: &str = "derived_from";
const GRAIN: &str = "grain";
const GRAIN_KEYS: &str = "keys";
const NULLABLE: &str = "nullable";
const PARTS: &str = "parts";
const ROW_COUNT: &str = "row_count";
const SQL_TYPE: &str = "sql_type";
const VALUE: &str = "value";
const VALUES: &str = "values";

/// Those fields, for `tests/statistics_vocabulary.rs`: outside this module only a reader of
/// another file spells one as a key.
pub const SHARED: &[&str] = &[
    COLUMNS,
    DERIVED_FROM,
    GRAIN,
    NULLABLE,
    PARTS,
    ROW_COUNT,
    SQL_TYPE,
    VALUES,
];

/// A statistics.yaml document, read through its fields.
#[derive(Debug, Clone, Copy)]
pub struct TableStats<'a>(&'a Mapping);

impl<'a> TableStats<'a> {
    /// The view of a document already known to be a mapping.
    pub fn new(doc: &'a Mapping) -> Self {
        TableStats(doc)
    }

    /// The `columns` block, when it is a mapping.
    pub fn columns(self) -> Option<&'a Mapping> {
        self.0.get(COLUMNS).and_then(Value::as_map)
    }

    /// The block of column `name`, spelled as the file spells it.
    pub fn column(self, name: &str) -> Option<ColumnStats<'a>> {
        self.columns()?.get(name).and_then(ColumnStats::of)
    }

    /// `row_count` as written.
    pub fn row_count(self) -> Option<&'a Value> {
        self.0.get(ROW_COUNT)
    }

    /// The column lists of `grain.keys`, as written.
    pub fn grain_keys(self) -> impl Iterator<Item = &'a [Value]> {
        self.0
            .get(GRAIN)
            .and_then(|g| g.get(GRAIN_KEYS))
            .and_then(Value::as_seq)
            .unwrap_or_default()
            .iter()
            .filter_map(|key| key.get(COLUMNS)?.as_seq())
    }
}

/// A null share as statistics.yaml publishes one (format spec §2.2.6): six places, never
/// rounded onto 0 while a null remains, nor onto 1 while a non-null does; 0 over no rows.
pub fn published_null_rate(nulls: i128, rows: i128) -> f64 {
    if rows == 0 {
        return 0.0;
    }
    let ratio = nulls as f64 / rows as f64;
    let rounded = format!("{ratio:.6}").parse::<f64>().unwrap_or(ratio);
    if rows - nulls > 0 && rounded == 1.0 {
        0.999_999
    } else if nulls > 0 && rounded == 0.0 {
        0.000_001
    } else {
        rounded
    }
}

/// The `columns` a grain key or a null pattern names, as written.
pub fn named_columns(entry: &Mapping) -> Option<&Value> {
    entry.get(COLUMNS)
}

/// A column's block of statistics.yaml (or a part's, within `parts`), read through its fields.
#[derive(Debug, Clone, Copy)]
pub struct ColumnStats<'a>(&'a Mapping);

impl<'a> ColumnStats<'a> {
    /// The view of a parsed block; `None` when it is not a mapping.
    pub fn of(block: &'a Value) -> Option<Self> {
        block.as_map().map(ColumnStats)
    }

    /// The view of a block already known to be a mapping.
    pub fn new(block: &'a Mapping) -> Self {
        ColumnStats(block)
    }

    /// `sql_type` as written.
    pub fn sql_type(self) -> Option<&'a Value> {
        self.0.get(SQL_TYPE)
    }

    /// `sql_type` when it is text.
    pub fn sql_type_text(self) -> Option<&'a str> {
        self.sql_type().and_then(Value::as_str)
    }

    /// `nullable` as written.
    pub fn nullable(self) -> Option<&'a Value> {
        self.0.get(NULLABLE)
    }

    /// `values` as written (a list, or a redaction's digest).
    pub fn values(self) -> Option<&'a Value> {
        self.0.get(VALUES)
    }

    /// The entries of `values` when it is a list.
    pub fn listed(self) -> Option<&'a [Value]> {
        self.values().and_then(Value::as_seq)
    }

    /// The `parts` block (a composite column's parts by path), when it is a mapping.
    pub fn parts(self) -> Option<&'a Mapping> {
        self.0.get(PARTS).and_then(Value::as_map)
    }

    /// `derived_from` as written.
    pub fn derived_from(self) -> Option<&'a Value> {
        self.0.get(DERIVED_FROM)
    }

    /// A field of the file's own vocabulary.
    pub fn stat(self, stat: Stat) -> Option<&'a Value> {
        self.0.get(stat.name())
    }
}

/// An entry of a value list: the stored value and how many rows hold it.
#[derive(Debug, Clone, Copy)]
pub struct ListedValue<'a>(&'a Value);

impl<'a> ListedValue<'a> {
    pub fn new(entry: &'a Value) -> Self {
        ListedValue(entry)
    }

    /// The value, as written.
    pub fn value(self) -> Option<&'a Value> {
        self.0.get(VALUE)
    }

    /// The entry's count, as written.
    pub fn count(self) -> Option<&'a Value> {
        self.0.stat(Stat::Count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_named_once_in_order() {
        let names: Vec<&str> = Stat::ALL.iter().map(|s| s.name()).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "{names:?}");
    }

    #[test]
    fn the_views_read_a_document_its_columns_and_their_values_as_written() {
        let doc = dbprint_yaml::parse(
            "row_count: 3\ngrain:\n  keys:\n  - columns: [id]\n  - detection: declared\n\
             columns:\n  id: {sql_type: INTEGER, nullable: false}\n  tags:\n    sql_type: STRUCT(a INT)\n\
             \x20   parts: {'$.a': {null_rate: 0.5}}\n    values:\n    - {value: x, count: 2}\n  9: not a block\n",
        )
        .unwrap();
        let table = TableStats::new(doc.as_map().unwrap());
        assert_eq!(table.row_count(), Some(&Value::Int(3)));
        let keys: Vec<&[Value]> = table.grain_keys().collect();
        assert_eq!(
            keys,
            [&[Value::str("id")][..]],
            "a key without columns names none"
        );
        assert_eq!(table.columns().map(Mapping::len), Some(3));
        let id = table.column("id").unwrap();
        assert_eq!(id.sql_type_text(), Some("INTEGER"));
        assert_eq!(id.nullable(), Some(&Value::Bool(false)));
        assert!(id.listed().is_none() && id.parts().is_none());
        let tags = table.column("tags").unwrap();
        assert_eq!(tags.parts().map(Mapping::len), Some(1));
        let entry = ListedValue::new(&tags.listed().unwrap()[0]);
        assert_eq!(entry.value(), Some(&Value::str("x")));
        assert_eq!(entry.count(), Some(&Value::Int(2)));
        assert!(
            table.column("9").is_none(),
            "a key that is not text names no column"
        );
    }

    #[test]
    fn a_published_null_share_never_rounds_onto_either_bound_spec_2_2_6() {
        assert_eq!(published_null_rate(1, 10_000_000), 0.000_001);
        assert_eq!(published_null_rate(9_999_999, 10_000_000), 0.999_999);
        assert_eq!(published_null_rate(1, 3), 0.333_333);
        assert_eq!(published_null_rate(0, 3), 0.0);
        assert_eq!(published_null_rate(0, 0), 0.0);
    }

    #[test]
    fn a_field_is_read_from_a_mapping_and_from_a_value_holding_one() {
        let block = dbprint_yaml::parse("null_rate: 0.5\nother: 1\n").unwrap();
        assert_eq!(block.stat(Stat::NullRate), Some(&Value::Float(0.5)));
        let map = block.as_map().unwrap();
        assert_eq!(map.stat(Stat::NullRate), Some(&Value::Float(0.5)));
        assert_eq!(map.stat(Stat::NullCount), None);
        assert_eq!(Value::Null.stat(Stat::NullRate), None);
        let nested = dbprint_yaml::parse("inferred: {sampled: 7}\nrange: 3\n").unwrap();
        let sampled = nested.stat_at(&[Stat::Inferred, Stat::Sampled]);
        assert_eq!(sampled, Some(&Value::Int(7)));
        assert_eq!(
            nested.stat_at(&[Stat::Range, Stat::Min]),
            None,
            "a scalar holds no field"
        );
        assert_eq!(nested.stat_at(&[]), None);
    }
}
