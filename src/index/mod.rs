//! The compiled index of a connection's print: what a cross-table question is answered from,
//! never a walk over the files per call. Per connection, one archive (`container`) of table
//! shares (`records`, built from a table's files by `build`), kept in a cache directory
//! (`cache_dir`) and mapped back by the next process, with a trigram text index beside it
//! (`text`) and posting lists over its records (`postings`); `compiled` keeps it current per call, checking every share's sources and
//! rebuilding only the shares whose files changed (one check serving every call that arrived
//! before it began, in this process and others sharing the cache directory: `shared_check`;
//! what is reused, rebuilt or kept decided apart from any I/O by `plan`), a long build reporting on stderr
//! (`progress`); the watcher (`watch`) and the refresher acting on it (`refresh`) get that
//! rebuild started before the next call, and `warm` builds every served connection's index at
//! start, in the background; `sweep` keeps the cache directory from growing
//! without end. `trigram` scores how closely two spellings resemble each other
//! (`resolve_value`'s `nearest`).

pub mod build;
pub mod cache_dir;
pub mod cache_names;
pub mod compiled;
pub mod container;
pub mod matches;
pub mod plan;
pub mod postings;
pub mod progress;
pub mod records;
pub mod refresh;
pub mod shared_check;
pub mod stored;
pub mod sweep;
pub mod text;
pub mod trigram;
pub mod warm;
pub mod watch;

pub use cache_dir::CacheDir;
pub use compiled::{Compiled, Registry};
pub use matches::{Hit, MatchList};
pub use records::{ArchivedColumnRecord, ArchivedTableShare, ArchivedValueNote, Field};
