//! Writes a synthetic print for scale runs (see `benches/support/generate.rs` for its shape).
//!
//!   cargo run --release --example generate_print -- OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS]
//!   cargo run --release --example generate_print -- --wide OUT_DIR COLUMNS
//!   cargo run --release --example generate_print -- --long OUT_DIR VALUES
//!
//! Defaults: 10,000 tables of 12 columns in 3 connections. `--wide` writes one table of
//! COLUMNS columns, `--long` one table whose column `code` lists VALUES values. OUT_DIR gets
//! `.dbprint.yaml` and `prints/<connection>/`; serve it with `dbprint serve --project OUT_DIR`.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::Path;

const USAGE: &str = "usage: generate_print OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS] | --wide OUT_DIR COLUMNS | --long OUT_DIR VALUES";

fn arg(n: usize, default: usize) -> Result<usize, String> {
    match std::env::args().nth(n) {
        None => Ok(default),
        Some(text) => text
            .parse()
            .map_err(|_| format!("argument {n} is not a count: {text}")),
    }
}

fn run() -> Result<(), String> {
    let first = std::env::args().nth(1).ok_or(USAGE)?;
    if first == "--wide" || first == "--long" {
        let out = std::env::args().nth(2).ok_or(USAGE)?;
        let count = std::env::args().nth(3).ok_or(USAGE)?;
        let count: usize = count
            .parse()
            .map_err(|_| format!("argument 3 is not a count: {count}"))?;
        let out = Path::new(&out);
        if first == "--wide" {
            generate::write_wide_print(out, count)?;
            eprintln!("one table x {count} columns -> {}", out.display());
        } else {
            generate::write_long_print(out, count)?;
            eprintln!("one column listing {count} values -> {}", out.display());
        }
        return Ok(());
    }
    let (tables, columns, connections) = (arg(2, 10_000)?, arg(3, 12)?, arg(4, 3)?);
    let out = Path::new(&first);
    generate::write_print(out, tables, columns, connections, true)?;
    eprintln!(
        "{connections} connection(s) x {tables} tables x {columns} columns -> {}",
        out.display()
    );
    Ok(())
}

fn main() {
    if let Err(why) = run() {
        eprintln!("generate_print: {why}");
        std::process::exit(1);
    }
}
