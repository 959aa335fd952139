//! Parse throughput of the YAML reader in bytes a second, on every YAML file of the bundled
//! fixture print (read as the store reads one), a file of nothing but one-line keys
//! (`DBPRINT_BENCH_KEYS`, default 100,000), and the statistics files of the wide table
//! (`DBPRINT_BENCH_COLUMNS`, default 100,000 columns) and of the long value list
//! (`DBPRINT_BENCH_VALUES`, default 1,000,000 values) of `support/generate.rs`. Each input is
//! read three ways: whole (`parse`: the fast path's events built straight into the value where
//! it takes the text, else libyaml's composed and constructed), by the fast path's scanner
//! alone and by libyaml's alone (each event counted and let go as it is made).
//! Under `--test` (CI's single pass) the generated inputs are a tenth as large.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "support/generate.rs"]
mod generate;
#[path = "support/yaml_files.rs"]
mod yaml_files;

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dbprint_yaml::differential::{fast_path_events, libyaml_events};

/// A count from the environment, else `default` (a tenth of it under `--test`).
fn size(variable: &str, default: usize) -> usize {
    let quick = std::env::args().any(|a| a == "--test");
    std::env::var(variable)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(if quick { default / 10 } else { default })
}

fn keys_file() -> String {
    let keys = size("DBPRINT_BENCH_KEYS", 1_000_000) / 10;
    (0..keys).map(|n| format!("key{n:07}: {n}\n")).collect()
}

/// The statistics file of a generated one-table print, written once per size under the
/// target directory.
fn generated_statistics(name: &str, write: impl FnOnce(&Path) -> Result<(), String>) -> String {
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/bench-prints")
        .join(name);
    let file = dir.join(format!(
        "prints/{}/main/t/statistics.yaml",
        name.split('-').next().unwrap_or(name)
    ));
    if !file.is_file() {
        let _ = std::fs::remove_dir_all(&dir);
        write(&dir).expect("the print is written");
    }
    std::fs::read_to_string(&file).expect("the generated statistics file reads")
}

/// `texts` read whole, by the fast path and by libyaml, as `name`'s three figures.
fn three_ways(c: &mut Criterion, name: &str, texts: &[String]) {
    for text in texts {
        assert!(
            fast_path_events(text).is_some(),
            "{name}: the fast path takes the input"
        );
    }
    let mut group = c.benchmark_group(format!("yaml_parse/{name}"));
    group.sample_size(10);
    group.throughput(Throughput::Bytes(
        texts.iter().map(|t| t.len() as u64).sum(),
    ));
    group.bench_function("parse", |b| {
        b.iter(|| {
            for text in texts {
                black_box(dbprint_yaml::parse(text).expect("the input parses"));
            }
        })
    });
    group.bench_function("fast path", |b| {
        b.iter(|| {
            for text in texts {
                black_box(fast_path_events(text));
            }
        })
    });
    group.bench_function("libyaml", |b| {
        b.iter(|| {
            for text in texts {
                black_box(libyaml_events(text).expect("libyaml reads the input"));
            }
        })
    });
    group.finish();
}

fn parse_throughput(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let paths = yaml_files::yaml_files(&root.join("fixtures/project/prints"), None)
        .expect("the fixture print is readable");
    let print: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("a fixture file is UTF-8"))
        .filter(|text| fast_path_events(text).is_some())
        .collect();
    three_ways(c, "fixture print files", &print);
    three_ways(c, "one-line keys", &[keys_file()]);
    let columns = size("DBPRINT_BENCH_COLUMNS", 100_000);
    let wide = generated_statistics(&format!("wide-{columns}"), |dir| {
        generate::write_wide_print(dir, columns)
    });
    three_ways(c, "wide table statistics", &[wide]);
    let values = size("DBPRINT_BENCH_VALUES", 1_000_000);
    let long = generated_statistics(&format!("long-{values}"), |dir| {
        generate::write_long_print(dir, values)
    });
    three_ways(c, "long value list statistics", &[long]);
}

criterion_group!(benches, parse_throughput);
criterion_main!(benches);

/// The server's allocator (src/main.rs), so the figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
