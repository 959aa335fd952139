//! The cache directory's own module: every file under it is chosen, opened, written, locked,
//! checked or removed here and nowhere else (clippy's `disallowed-methods` is allowed for
//! this module alone in the index; print files are never touched here). `dir` chooses the
//! directory and holds this process's owner lock, `names` spells every name we create (and
//! recognises only those), `place` is where one connection's archive and text index live
//! (opened, persisted, replaced), `shared_check` the record of the last check that found an
//! archive current, `sweep` removes what is provably ours and stale.
#![allow(clippy::disallowed_methods)]

pub mod dir;
pub mod names;
pub mod place;
pub mod shared_check;
pub mod sweep;

pub use dir::CacheDir;
