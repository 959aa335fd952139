//! The randomized freshness harness (MCP spec §7.1): one long-running `dbprint serve`, one
//! random change to its files per round — in place with size and mtime kept, rename-over,
//! delete and recreate, a directory swapped at every level, a table directory renamed, a
//! link retargeted, a write through a hard link outside the print or through a shared
//! mapping, a new table, a git checkout — then at once every tool and the changed table's
//! resource, each answer compared with a fresh process's over an empty cache directory.
//! Shared by `tests/freshness_harness.rs` (a short run) and `benches/freshness` (a long one).

mod calls;
mod changes;
mod edits;
mod manifest;
mod probe;
mod project;
mod report;
mod rng;
mod run;
mod trees;

pub use run::{Options, run};
