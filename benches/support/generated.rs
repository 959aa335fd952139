//! A generated print for a bench (`generate.rs`), written once under the target directory and
//! reused by later runs, of `DBPRINT_BENCH_TABLES` tables (else the bench's own default).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::path::{Path, PathBuf};

#[path = "generate.rs"]
mod generate;

/// How many tables the bench's print has: `DBPRINT_BENCH_TABLES`, else `default`.
pub fn tables(default: usize) -> usize {
    std::env::var("DBPRINT_BENCH_TABLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// A print of one connection of `tables` tables x 12 columns.
pub fn print(tables: usize) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/bench-prints")
        .join(format!("print-v2-{tables}"));
    if !dir.join(".dbprint.yaml").is_file() {
        let _ = std::fs::remove_dir_all(&dir);
        generate::write_print(&dir, tables, 12, 1, false).expect("the print is written");
    }
    dir
}
