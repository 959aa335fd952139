//! Writes a synthetic print for scale runs (see `benches/support/generate.rs` for its shape).
//!
//!   cargo run --release --example generate_print -- OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS]
//!
//! Defaults: 10,000 tables of 12 columns in 3 connections. OUT_DIR gets `.dbprint.yaml` and
//! `prints/<connection>/`; serve it with `dbprint serve --project OUT_DIR`.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::Path;

fn arg(n: usize, default: usize) -> Result<usize, String> {
    match std::env::args().nth(n) {
        None => Ok(default),
        Some(text) => text
            .parse()
            .map_err(|_| format!("argument {n} is not a count: {text}")),
    }
}

fn run() -> Result<(), String> {
    let out = std::env::args()
        .nth(1)
        .ok_or("usage: generate_print OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS]")?;
    let (tables, columns, connections) = (arg(2, 10_000)?, arg(3, 12)?, arg(4, 3)?);
    let out = Path::new(&out);
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
