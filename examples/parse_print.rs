//! Parses every YAML file under a directory on every core, as the index build reads a
//! connection's files, and prints how long that took: the floor a cold build is measured
//! against (docs/performance.md, "Cold build").
//!
//!     cargo run --release --example parse_print -- DIR [--name statistics.yaml]
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "../benches/support/yaml_files.rs"]
mod yaml_files;

use std::path::Path;
use std::time::Instant;

const USAGE: &str = "usage: parse_print DIR [--name FILE_NAME]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, name) = match args.as_slice() {
        [dir] => (dir, None),
        [dir, flag, name] if flag == "--name" => (dir, Some(name.as_str())),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    };
    let paths = match yaml_files::yaml_files(Path::new(dir), name) {
        Ok(paths) => paths,
        Err(e) => {
            eprintln!("parse_print: cannot list {dir}: {e}");
            std::process::exit(1);
        }
    };
    let started = Instant::now();
    let counts = dbprint_base::parallel::chunked(&paths, 2, |part| {
        let (mut bytes, mut failed) = (0u64, 0usize);
        for path in part {
            match std::fs::read(path) {
                Ok(text) => {
                    bytes += text.len() as u64;
                    failed += usize::from(dbprint_yaml::parse_bytes(&text).is_err());
                }
                Err(_) => failed += 1,
            }
        }
        (bytes, failed)
    });
    let seconds = started.elapsed().as_secs_f64();
    let bytes: u64 = counts.iter().map(|c| c.0).sum();
    let failed: usize = counts.iter().map(|c| c.1).sum();
    let megabytes = bytes as f64 / 1e6;
    println!(
        "{} files, {megabytes:.1} MB, {failed} refused: {seconds:.2} s on {} cores, {:.1} MB/s",
        paths.len(),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        megabytes / seconds
    );
}

/// The server's allocator (src/main.rs), so the figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
