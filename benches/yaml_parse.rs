//! Parse throughput of the YAML reader (libyaml's engine, our composer and constructor) in
//! bytes a second: every YAML file of the bundled fixture print, read as the store reads
//! one, and a file of nothing but one-line keys (`DBPRINT_BENCH_KEYS`, default 100,000), the
//! shape that costs the reader most per byte.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "support/yaml_files.rs"]
mod yaml_files;

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn keys_file() -> String {
    let keys = std::env::var("DBPRINT_BENCH_KEYS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000usize);
    (0..keys).map(|n| format!("key{n:07}: {n}\n")).collect()
}

fn parse_throughput(c: &mut Criterion) {
    let paths = yaml_files::yaml_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/project/prints"),
        None,
    )
    .expect("the fixture print is readable");
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
                black_box(dbprint_yaml::parse(text).expect("a fixture file parses"));
            }
        })
    });
    let keys = keys_file();
    group.throughput(Throughput::Bytes(keys.len() as u64));
    group.bench_function("one-line keys", |b| {
        b.iter(|| black_box(dbprint_yaml::parse(&keys).expect("the keys parse")))
    });
    group.finish();
}

criterion_group!(benches, parse_throughput);
criterion_main!(benches);

/// The server's allocator (src/main.rs), so the figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
