//! A generated print for a bench (`generate.rs`), written once under the target directory and
//! reused by later runs, of `DBPRINT_BENCH_TABLES` tables (else the bench's own default).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)
#![allow(dead_code)] // each bench that includes it uses a part

use std::path::{Path, PathBuf};

#[path = "generate.rs"]
pub mod generate;

/// How many tables the bench's print has: `DBPRINT_BENCH_TABLES`, else `default`.
pub fn tables(default: usize) -> usize {
    std::env::var("DBPRINT_BENCH_TABLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// A print of one connection of `tables` tables x 12 columns.
pub fn print(tables: usize) -> PathBuf {
    written(&format!("print-v2-{tables}"), |dir| {
        generate::write_print(dir, tables, 12, 1, false)
    })
}

/// A print `write` makes, written once under the target directory by `name`.
pub fn written(name: &str, write: impl FnOnce(&Path) -> Result<(), String>) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/bench-prints")
        .join(name);
    if !dir.join(".dbprint.yaml").is_file() {
        let _ = std::fs::remove_dir_all(&dir);
        write(&dir).expect("the print is written");
    }
    dir
}

/// A print of one table whose column `code` lists `values` values (`long.main.t`).
pub fn long(values: usize) -> PathBuf {
    written(&format!("long-{values}"), |dir| {
        generate::write_long_print(dir, values)
    })
}

/// The `index`th value of `long`'s list.
pub fn long_value(index: usize) -> String {
    generate::long_value(index)
}
