//! The cache directory's own module: every file under it is opened, written, locked, checked,
//! renamed or removed here and nowhere else (clippy's `disallowed-methods` is allowed for
//! this module alone in the index; print files are never touched here). `dir` chooses the
//! directory, holds this process's owner lock and does every file operation the index asks
//! for, `names` spells every name we create (and recognises only those, an archive by its
//! magic too), `shared_check` is the record of the last check that found an archive current,
//! `sweep` removes what is provably ours and stale. It knows nothing of what an archive holds.
#![allow(clippy::disallowed_methods)]

pub mod dir;
pub mod names;
pub mod shared_check;
pub mod sweep;

pub use dir::CacheDir;
