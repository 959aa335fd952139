//! Column records: one table's columns and their parts as `search_columns` reads them, in
//! column-name order with each column's parts after it in file order, each carrying what its
//! filters test (already spelled as the glob reads it, or folded for `text`) and the match
//! object its reply carries. A table's records, its outgoing join edges (`EdgeRecord`) and
//! what could not be read of it make its share of the compiled index (`TableShare`), archived
//! with rkyv and read in place.

use rkyv::{Archive, Deserialize, Serialize};

use super::stored::StoredColumn;
use dbprint_yaml::Value;

/// A field a glob filter tests (§4.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Classification,
    SqlType,
    Sensitivity,
    LooksLike,
    Redacted,
}

impl Field {
    /// Every glob-filtered field, with the argument that names its glob.
    pub const ALL: [(Field, &'static str); 5] = [
        (Field::Classification, "classification"),
        (Field::SqlType, "sql_type"),
        (Field::Sensitivity, "sensitivity"),
        (Field::LooksLike, "looks_like"),
        (Field::Redacted, "redacted"),
    ];
}

/// One per-value note of a column's annotation (format spec §2.7.1).
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct ValueNote {
    pub value: Value,
    /// The note with every run of whitespace one space, as a reply carries it.
    pub note: String,
    /// The note as written, casefolded, as `text` is matched against it.
    pub folded: String,
}

/// One column, or one part of a column (SPEC 2.2.18).
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct ColumnRecord {
    /// What `pattern` reads: the column name, or `<column><path>` for a part.
    pub label: String,
    /// The label casefolded, for `text`.
    pub folded_label: String,
    /// The note people wrote on the column, casefolded (never on a part).
    pub folded_note: Option<String>,
    /// The column's per-value notes (never on a part).
    pub value_notes: Vec<ValueNote>,
    /// Python's `str()` of each glob-filtered field the record carries with a value.
    pub classification: Option<String>,
    pub sql_type: Option<String>,
    pub sensitivity: Option<String>,
    pub looks_like: Option<String>,
    pub redacted: Option<String>,
    /// `inferred.candidate_key` as a reader may act on it: measured, implied by its omission
    /// beside a measured ratio, or `None` when nothing can be said.
    pub candidate_key: Option<bool>,
    /// The match the reply carries, less `value_notes`: always a mapping.
    pub reply: Value,
}

impl ArchivedEdgeRecord {
    /// Its referencing columns and their partners in the target table, as owned names.
    pub fn column_names(&self) -> (Vec<String>, Vec<String>) {
        let owned = |names: &rkyv::vec::ArchivedVec<rkyv::string::ArchivedString>| {
            names.iter().map(|c| c.as_str().to_string()).collect()
        };
        (owned(&self.columns), owned(&self.target_columns))
    }
}

impl ArchivedColumnRecord {
    /// The value glob filter `field` tests, when the record carries one.
    pub fn field(&self, field: Field) -> Option<&str> {
        let text = match field {
            Field::Classification => &self.classification,
            Field::SqlType => &self.sql_type,
            Field::Sensitivity => &self.sensitivity,
            Field::LooksLike => &self.looks_like,
            Field::Redacted => &self.redacted,
        };
        text.as_ref().map(|t| t.as_str())
    }

    /// The texts `text` is searched in: the label, the column's note, its value notes.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.folded_label.as_str())
            .chain(self.folded_note.as_ref().map(|n| n.as_str()))
            .chain(self.value_notes.iter().map(|n| n.folded.as_str()))
    }
}

/// One followable table's share of the compiled index.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct TableShare {
    pub fqn: String,
    /// Its statistics.yaml does not parse, or its statistics.annotations.yaml does not parse
    /// or fails its schema (format spec §2.7).
    pub unreadable: bool,
    /// Its statistics.yaml names `looks_like` in `disabled` (SPEC 2.2.21).
    pub looks_like_off: bool,
    pub records: Vec<ColumnRecord>,
    /// Its `refers_to` edges and the edges its own annotation file adds (format spec §2.3,
    /// §2.7.2), in file order, the rejected ones marked.
    pub edges: Vec<EdgeRecord>,
    /// Its `relationships.yaml` does not parse, or its relationships annotation file does not
    /// parse or fails its schema: `edges` lacks what they hold.
    pub edges_unreadable: bool,
    /// Its `description.md`, when it declares one that reads.
    pub description: Option<String>,
    /// The published value list of each column that has one a reader may see, in column-name
    /// order (`stored`).
    pub stored: Vec<StoredColumn>,
    /// The column sets known to identify a row (`keys`): its grain keys, declared, measured
    /// or annotated (format spec §2.2.12, §2.7.1), and each column measured a candidate key
    /// (§4.2); empty when the print says nothing of its keys.
    pub keys: Vec<Vec<String>>,
    /// What the table means (`meaning`): a quantised vector of the bundled model, empty
    /// without one.
    pub meaning: Vec<i8>,
}

/// How an edge came to be: emitted by the producer (with its `detection`), or added by a
/// person in the referencing table's `relationships.annotations.yaml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Archive, Serialize, Deserialize)]
pub enum Detection {
    Declared,
    Inferred,
    Measured,
    Annotated,
}

impl Detection {
    /// The word the print spells it with.
    pub fn word(self) -> &'static str {
        match self {
            Detection::Declared => "declared",
            Detection::Inferred => "inferred",
            Detection::Measured => "measured",
            Detection::Annotated => "annotated",
        }
    }
}

impl ArchivedDetection {
    pub fn native(&self) -> Detection {
        match self {
            ArchivedDetection::Declared => Detection::Declared,
            ArchivedDetection::Inferred => Detection::Inferred,
            ArchivedDetection::Measured => Detection::Measured,
            ArchivedDetection::Annotated => Detection::Annotated,
        }
    }
}

/// One edge leaving a table: its columns and their partners, how it was found, what a person
/// said of it, and what a join along it costs where the print measured it.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct EdgeRecord {
    pub columns: Vec<String>,
    pub target_table: String,
    pub target_columns: Vec<String>,
    pub detection: Detection,
    /// A person rejected it (a verdict that binds: never on a declared edge).
    pub rejected: bool,
    /// It narrows a semi-structured column by a key path: no plain `ON` joins it.
    pub keyed_by_path: bool,
    /// The note a person wrote on it, whitespace collapsed.
    pub note: Option<String>,
    /// The referencing column's `null_rate`, on a one-column edge that measured it.
    pub null_rate: Option<f64>,
    /// `observed.fanout_avg` and `observed.fanout_max` (format spec §2.3.10).
    pub fanout_avg: Option<f64>,
    pub fanout_max: Option<f64>,
}
