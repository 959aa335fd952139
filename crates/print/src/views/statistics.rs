//! statistics.yaml's own vocabulary: every field name the format gives that file alone (the
//! statistics schema's properties no other print file uses), spelled once, as a `Stat`, and
//! read from a parsed block through `Stats::stat`. Names statistics.yaml shares with other
//! files (`columns`, `values`, `sql_type`, `row_count`...) are read where each file's view
//! reads them. `tests/statistics_vocabulary.rs` holds that no code outside this module
//! spells one of these names as a key it looks up.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_named_once_in_order() {
        let names: Vec<&str> = Stat::ALL.iter().map(|s| s.name()).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "{names:?}");
    }

    #[test]
    fn a_field_is_read_from_a_mapping_and_from_a_value_holding_one() {
        let block = dbprint_yaml::parse("null_rate: 0.5\nother: 1\n").unwrap();
        assert_eq!(block.stat(Stat::NullRate), Some(&Value::Float(0.5)));
        let map = block.as_map().unwrap();
        assert_eq!(map.stat(Stat::NullRate), Some(&Value::Float(0.5)));
        assert_eq!(map.stat(Stat::NullCount), None);
        assert_eq!(Value::Null.stat(Stat::NullRate), None);
    }
}
