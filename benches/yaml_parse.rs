//! Parse throughput of the YAML reader (libyaml's engine, our composer and constructor) in
//! bytes a second: every YAML file of the bundled fixture print, read as the store reads
//! one, and a file of nothing but one-line keys (`DBPRINT_BENCH_KEYS`, default 100,000), the
//! shape that costs the reader most per byte.

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn yaml_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the fixture print is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            yaml_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            found.push(path);
        }
    }
}

fn keys_file() -> String {
    let keys = std::env::var("DBPRINT_BENCH_KEYS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000usize);
    (0..keys).map(|n| format!("key{n:07}: {n}\n")).collect()
}

fn parse_throughput(c: &mut Criterion) {
    let mut paths = Vec::new();
    yaml_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/project/prints"),
        &mut paths,
    );
    let texts: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("a fixture file is UTF-8"))
        .collect();
    let mut group = c.benchmark_group("yaml_parse");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(
        texts.iter().map(|t| t.len() as u64).sum(),
    ));
    group.bench_function("fixture print files", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(dbprint::yaml::parse(text).expect("a fixture file parses"));
            }
        })
    });
    let keys = keys_file();
    group.throughput(Throughput::Bytes(keys.len() as u64));
    group.bench_function("one-line keys", |b| {
        b.iter(|| black_box(dbprint::yaml::parse(&keys).expect("the keys parse")))
    });
    group.finish();
}

criterion_group!(benches, parse_throughput);
criterion_main!(benches);

/// The server's allocator (src/main.rs), so the figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
