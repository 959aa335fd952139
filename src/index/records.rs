//! Column records: a connection's columns and their parts as `search_columns` reads them,
//! in (table FQN, column name) order with each column's parts after it in file order, each
//! carrying what its filters test (already spelled as the glob reads it, or folded for
//! `text`) and the match object its reply carries.

use crate::yaml::{Mapping, Value};

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
#[derive(Debug, Clone, PartialEq)]
pub struct ValueNote {
    pub value: Value,
    /// The note with every run of whitespace one space, as a reply carries it.
    pub note: String,
    /// The note as written, casefolded, as `text` is matched against it.
    pub folded: String,
}

/// One column, or one part of a column (SPEC 2.2.18).
#[derive(Debug, Clone, PartialEq)]
pub struct ColumnRecord {
    /// Its table's place in `ColumnIndex::tables`.
    pub table: usize,
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
    /// The match the reply carries, less `value_notes`.
    pub reply: Mapping,
}

impl ColumnRecord {
    /// The value glob filter `field` tests, when the record carries one.
    pub fn field(&self, field: Field) -> Option<&str> {
        match field {
            Field::Classification => self.classification.as_deref(),
            Field::SqlType => self.sql_type.as_deref(),
            Field::Sensitivity => self.sensitivity.as_deref(),
            Field::LooksLike => self.looks_like.as_deref(),
            Field::Redacted => self.redacted.as_deref(),
        }
    }
}

/// One followable table, in FQN order.
#[derive(Debug, Clone, PartialEq)]
pub struct TableRecord {
    pub fqn: String,
    /// Its statistics.yaml does not parse, or its statistics.annotations.yaml does not parse
    /// or fails its schema (format spec §2.7).
    pub unreadable: bool,
    /// Its statistics.yaml names `looks_like` in `disabled` (SPEC 2.2.21).
    pub looks_like_off: bool,
}

/// A connection's column records.
#[derive(Debug, Default, PartialEq)]
pub struct ColumnIndex {
    pub tables: Vec<TableRecord>,
    pub records: Vec<ColumnRecord>,
}
