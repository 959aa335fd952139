//! The compiled index of a connection's print: what a cross-table question is answered from,
//! never a walk over the files per call. Its first form is in memory: per connection, one
//! `records::ColumnRecord` per column and per part, carrying every field `search_columns`
//! filters on or replies with, and per table what could not be read (`records`), built from
//! every followable table's statistics and annotations through the request's `Reading` and
//! kept while none of those files changed (`build`), a build of over a second reporting on
//! stderr (`progress`); and the trigram similarity that scores
//! how closely two spellings resemble each other (`trigram`, ranking `resolve_value`'s
//! `nearest`).

pub mod build;
pub mod progress;
pub mod records;
pub mod trigram;

pub use build::columns;
pub use records::{ColumnIndex, ColumnRecord, Field, TableRecord, ValueNote};
