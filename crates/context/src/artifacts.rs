//! One table's artifacts as `get_table_context` reads them (§4.1, format spec §2.5, §2.7):
//! each declared file read once through the request's `Reading`, a file that does not parse
//! or fails its schema recorded in `corrupted` (its section degrades, the call answers), a
//! declared file absent from disk in `missing`; relationships less the edges a human
//! rejected (from either side) plus the edges humans added (on both sides); annotations whose
//! column the statistics no longer list dropped; the connection's notes; each column's notes
//! inherited through `derived_from`, one step deep.

use std::sync::Arc;

use indexmap::IndexMap;

use dbprint_print::views::statistics::TableStats;
use dbprint_yaml::{Mapping, Value};

/// A `derived_from` source that carries a meaning: `source` is `<table>.<column>`; `note`
/// and `values` (each `{value, note}`) only when the source's entry has them.
#[derive(Debug, Clone, PartialEq)]
pub struct Inherited {
    pub source: String,
    pub note: Option<String>,
    pub values: Vec<(Value, String)>,
}

/// A parsed mapping document as the store holds it, shared rather than copied.
#[derive(Debug, Clone)]
pub struct Doc(Arc<Value>);

static EMPTY: Mapping = Mapping::new();

impl Doc {
    /// The document, when it is a mapping.
    pub fn new(doc: Arc<Value>) -> Option<Doc> {
        doc.as_map().is_some().then_some(Doc(doc))
    }

    pub fn value(&self) -> &Value {
        &self.0
    }
}

impl From<Mapping> for Doc {
    fn from(map: Mapping) -> Self {
        Doc(Arc::new(Value::Map(map)))
    }
}

impl std::ops::Deref for Doc {
    type Target = Mapping;

    fn deref(&self) -> &Mapping {
        self.0.as_map().unwrap_or(&EMPTY)
    }
}

/// Everything one reply about one table reads, parsed.
#[derive(Debug, Clone, Default)]
pub struct TableArtifacts {
    pub connection: String,
    pub fqn: String,
    /// The table's manifest entry, as written.
    pub entry: Mapping,
    /// `entry.type`, `table` when absent.
    pub table_type: String,
    /// The DDL text, empty when undeclared or absent.
    pub ddl: String,
    /// `statistics.yaml` when declared, present and a mapping.
    pub statistics: Option<Doc>,
    /// `relationships.yaml` as shown: less rejected edges, plus human-added ones (each added
    /// edge carries `detection: annotated`, and its `note` when it has one; a note on an
    /// emitted edge is attached to that edge as `note`).
    pub relationships: Option<Doc>,
    /// `description.md` when declared and present.
    pub description: Option<String>,
    /// `statistics.annotations.yaml`'s admitted `columns` by name, in the file's order, each
    /// entry a mapping, only columns the statistics still list (all of them when the
    /// statistics list none).
    pub annotations: Option<IndexMap<String, Mapping>>,
    /// `statistics.annotations.yaml`'s admitted `grain` block.
    pub annotated_grain: Option<Mapping>,
    /// `relationships.annotations.yaml`'s admitted `refers_to` entries (mappings), less the
    /// verdict entries of edges the shown relationships withhold.
    pub relationship_annotations: Option<Vec<Mapping>>,
    /// Declared kinds whose file is absent, sorted.
    pub missing: Vec<String>,
    /// Kind -> why it is corrupt: the YAML parse error text, `parses, but is not a mapping`,
    /// or `does not match its schema (SPEC 2.7): <address>: <message>`; in the order read:
    /// statistics, relationships, statistics_annotations, relationships_annotations,
    /// manifest_annotations.
    pub corrupted: Vec<(String, String)>,
    /// The entry's own `profile` override block, when a mapping.
    pub profile_override: Option<Mapping>,
    /// Whether the last run listed this table in `failed_tables`.
    pub last_run_failed: bool,
    /// Each single-column referencer's distinct count behind an observed incoming edge,
    /// keyed `(referencer_table, referencer column)`.
    pub incoming_cardinalities: IndexMap<(String, String), i64>,
    /// `manifest.annotations.yaml`'s `notes`, trimmed, when it holds any.
    pub connection_notes: Option<String>,
    /// Per column (in statistics order, then annotation order), its sources' meanings.
    pub inherited: IndexMap<String, Vec<Inherited>>,
    /// The whole manifest document, shared (run metadata the Markdown header reads).
    pub manifest: Arc<Value>,
}

impl TableArtifacts {
    /// The statistics' `columns` mapping, when there is one.
    pub fn columns(&self) -> Option<&Mapping> {
        TableStats::new(self.statistics.as_deref()?).columns()
    }

    /// The live annotation entry of `column`.
    pub fn annotation(&self, column: &str) -> Option<&Mapping> {
        self.annotations.as_ref()?.get(column)
    }

    /// The meanings `column` inherits through `derived_from` (none: empty).
    pub fn inherited_by(&self, column: &str) -> &[Inherited] {
        self.inherited.get(column).map_or(&[], Vec::as_slice)
    }
}
