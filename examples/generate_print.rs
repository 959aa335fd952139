//! Writes a synthetic print for scale runs (see `benches/support/generate.rs` for its shape).
//!
//!   cargo run --release --example generate_print -- OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS]
//!   cargo run --release --example generate_print -- --wide OUT_DIR COLUMNS
//!   cargo run --release --example generate_print -- --long OUT_DIR VALUES
//!
//! Defaults: 10,000 tables of 12 columns in 3 connections. `--wide` writes one table of
//! COLUMNS columns, `--long` one table whose column `code` lists VALUES values. OUT_DIR gets
//! `.dbprint.yaml` and `prints/<connection>/`; serve it with `dbprint serve --project OUT_DIR`.
//! OUT_DIR must be absent or empty, or a print this tool wrote before (it leaves a mark).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::{Path, PathBuf};

const USAGE: &str = "\
usage: generate_print OUT_DIR [TABLES] [COLUMNS] [CONNECTIONS]
       generate_print --wide OUT_DIR COLUMNS
       generate_print --long OUT_DIR VALUES

Writes a synthetic print into OUT_DIR (.dbprint.yaml and prints/<connection>/), to serve with
`dbprint serve --project OUT_DIR`. Defaults: 10000 tables of 12 columns in 3 connections.
--wide writes one table of COLUMNS columns; --long one column listing VALUES values.
OUT_DIR must be absent or empty, or a print this tool wrote before.";

/// The file that marks a directory this tool wrote.
const MARK: &str = ".generated-by-generate_print";

/// What the command line asks for.
#[derive(Debug, PartialEq)]
enum Asked {
    Help,
    Print {
        out: PathBuf,
        tables: usize,
        columns: usize,
        connections: usize,
    },
    Wide {
        out: PathBuf,
        columns: usize,
    },
    Long {
        out: PathBuf,
        values: usize,
    },
}

fn count(text: &str, what: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!(
            "{what} must be a whole number above 0; got {text:?}"
        )),
    }
}

fn out_dir(text: &str) -> Result<PathBuf, String> {
    if text.starts_with('-') {
        return Err(format!("unknown option {text:?}"));
    }
    Ok(PathBuf::from(text))
}

fn parse(args: &[String]) -> Result<Asked, String> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] => Err("name the directory to write (OUT_DIR)".to_string()),
        ["-h" | "--help", ..] => Ok(Asked::Help),
        [mode @ ("--wide" | "--long"), rest @ ..] => match rest {
            [out, n] => {
                let out = out_dir(out)?;
                Ok(if *mode == "--wide" {
                    Asked::Wide {
                        out,
                        columns: count(n, "COLUMNS")?,
                    }
                } else {
                    Asked::Long {
                        out,
                        values: count(n, "VALUES")?,
                    }
                })
            }
            _ => Err(format!("{mode} takes OUT_DIR and a count")),
        },
        [out, rest @ ..] if rest.len() <= 3 => {
            let at = |i: usize, what: &str, default: usize| {
                rest.get(i).map_or(Ok(default), |n| count(n, what))
            };
            Ok(Asked::Print {
                out: out_dir(out)?,
                tables: at(0, "TABLES", 10_000)?,
                columns: at(1, "COLUMNS", 12)?,
                connections: at(2, "CONNECTIONS", 3)?,
            })
        }
        _ => Err("too many arguments".to_string()),
    }
}

/// Makes `out` ready to write into: created and marked, or already ours, or empty.
fn claim(out: &Path) -> Result<(), String> {
    match std::fs::read_dir(out) {
        Ok(mut entries) => {
            let empty = entries.next().is_none();
            if !empty && !out.join(MARK).is_file() {
                return Err(format!(
                    "{} is not empty and this tool did not write it: name a new directory",
                    out.display()
                ));
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
        }
        Err(e) => return Err(format!("{}: {e}", out.display())),
    }
    std::fs::write(out.join(MARK), "written by examples/generate_print\n")
        .map_err(|e| format!("{}: {e}", out.display()))
}

fn run(asked: Asked) -> Result<(), String> {
    match asked {
        Asked::Help => {
            println!("{USAGE}");
            Ok(())
        }
        Asked::Wide { out, columns } => {
            claim(&out)?;
            generate::write_wide_print(&out, columns)?;
            eprintln!("one table x {columns} columns -> {}", out.display());
            Ok(())
        }
        Asked::Long { out, values } => {
            claim(&out)?;
            generate::write_long_print(&out, values)?;
            eprintln!("one column listing {values} values -> {}", out.display());
            Ok(())
        }
        Asked::Print {
            out,
            tables,
            columns,
            connections,
        } => {
            claim(&out)?;
            generate::write_print(&out, tables, columns, connections, true)?;
            eprintln!(
                "{connections} connection(s) x {tables} tables x {columns} columns -> {}",
                out.display()
            );
            Ok(())
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = parse(&args).and_then(run);
    if let Err(why) = outcome {
        eprintln!("generate_print: {why}\n\n{USAGE}");
        std::process::exit(2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(args: &[&str]) -> Result<Asked, String> {
        parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn help_is_help_never_a_directory() {
        assert_eq!(asked(&["--help"]), Ok(Asked::Help));
        assert_eq!(asked(&["-h", "x"]), Ok(Asked::Help));
        assert!(asked(&["--helpme"]).unwrap_err().contains("unknown option"));
        assert!(
            asked(&["--wide", "--help", "3"])
                .unwrap_err()
                .contains("unknown option")
        );
    }

    #[test]
    fn counts_are_whole_and_positive_and_defaults_fill_in() {
        assert_eq!(
            asked(&["out", "5"]),
            Ok(Asked::Print {
                out: PathBuf::from("out"),
                tables: 5,
                columns: 12,
                connections: 3
            })
        );
        assert!(asked(&["out", "0"]).is_err());
        assert!(asked(&["out", "ten"]).is_err());
        assert!(asked(&["out", "1", "2", "3", "4"]).is_err());
        assert!(asked(&["--long", "out"]).is_err());
        assert_eq!(
            asked(&["--long", "out", "7"]),
            Ok(Asked::Long {
                out: PathBuf::from("out"),
                values: 7
            })
        );
    }

    #[test]
    fn a_directory_it_did_not_write_is_never_written_into() {
        let dir = std::env::temp_dir().join(format!("generate-print-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("thesis.md"), "mine").unwrap();
        assert!(claim(&dir).unwrap_err().contains("did not write it"));
        let fresh = dir.join("fresh");
        assert_eq!(claim(&fresh), Ok(()));
        std::fs::write(fresh.join("prints"), "").unwrap();
        assert_eq!(claim(&fresh), Ok(()), "its own earlier output");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
