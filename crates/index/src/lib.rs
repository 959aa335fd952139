//! The compiled index of a connection's print: what a cross-table question is answered from,
//! never a walk over the files per call. Per connection, one archive (`container`) of table
//! shares (`records`, built from a table's files by `build`, its outgoing join edges by
//! `edges`; the join graph over them, `graph`, made once per archive, and the cheapest join
//! tree over several of its tables, `tree`) with posting lists over its
//! records (`postings`) and a trigram text index beside it (`text`), kept in the cache
//! directory (`place`, through `cache`: the only module here that touches a file) and mapped
//! back by the next process; a call reads one `compiled` snapshot, which `registry` keeps current per call, checking every share's sources and
//! rebuilding only the shares whose files changed (one check serving every call that arrived
//! before it began, in this process and others sharing the cache directory; what is reused,
//! rebuilt or kept decided apart from any I/O by `plan`), a long build
//! reporting on stderr (`progress`); the watcher (`watch`) tells what changed so a rebuild
//! can start before the next call (the tools' state acts on it). An answer resting on part of
//! the index has that part checked (`Registry::current_joins`, `current_for`), never less.
//! What a tool makes from one archive version (a companion: the table search index, the value
//! postings) is kept beside the archive (`Registry::companion`, its bytes through `kept`), so
//! a fresh process opens it instead of making it.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod build;
pub mod cache;
mod compiled;
pub mod container;
mod edges;
mod graph;
pub mod kept;
mod meaning;
mod place;
mod plan;
pub mod postings;
pub mod progress;
mod records;
mod registry;
mod stored;
mod text;
mod tree;
mod watch;

pub use cache::CacheDir;
pub use compiled::Compiled;
pub use graph::{Cost, JoinGraph, Link, Route};
pub use records::{
    ArchivedColumnRecord, ArchivedEdgeRecord, ArchivedTableShare, ArchivedValueNote, Detection,
    Field,
};
pub use registry::{Glance, Registry};
pub use stored::{ArchivedStoredColumn, ArchivedStoredValue};
pub use tree::{EXACT_UP_TO, Tree};
