//! The compiled index at scale, through the library the server runs, on a generated print
//! (`support/generate.rs`) of `DBPRINT_BENCH_TABLES` tables (default 2,000) x 12 columns:
//! - the cold build (every statistics and annotation file parsed, the archive and the text
//!   index made) answering a first `search_columns` page;
//! - a fresh state over a warm archive (what a new server process does): mapped, checked,
//!   identities confirmed, first page answered;
//! - warm full walks (every page, cursors followed) of a text search and of a pattern with a
//!   classification filter, and a warm `resolve_value`.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "support/generated.rs"]
mod generated;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use dbprint_index::CacheDir;
use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;
use serde_json::{Map, Value as Json, json};

fn state(project: &Path, cache: CacheDir) -> State {
    let project = Project::load(&project.join(".dbprint.yaml")).expect("the print's config loads");
    State::with_cache(
        resolve_served(&project, None).expect("one connection"),
        cache,
    )
}

fn arguments(value: Json) -> Map<String, Json> {
    value.as_object().cloned().unwrap_or_default()
}

/// Every page of `search_columns` for `args`, cursors followed; returns the page count.
fn walk(state: &State, args: &Map<String, Json>) -> usize {
    let mut args = args.clone();
    let mut pages = 0;
    loop {
        pages += 1;
        let Ok(text) = dbprint_service::tools::dispatch(state, "search_columns", &args) else {
            return pages;
        };
        let reply: Json = serde_json::from_str(&text).unwrap_or_default();
        match reply.get("next_cursor").and_then(Json::as_str) {
            Some(cursor) => {
                args.insert("cursor".to_string(), json!(cursor));
            }
            None => return pages,
        }
    }
}

fn benches(c: &mut Criterion) {
    let tables = generated::tables(2_000);
    let project = generated::print(tables);
    let first = arguments(json!({"text": "ledger"}));
    let mut group = c.benchmark_group(format!("index, {tables} tables x 12 columns"));
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("cold build, first search_columns page", |b| {
        b.iter(|| {
            let state = state(&project, CacheDir::Memory);
            dbprint_service::tools::dispatch(&state, "search_columns", black_box(&first))
        })
    });
    let cache = project.join("cache");
    let _ = std::fs::remove_dir_all(&cache);
    std::fs::create_dir_all(&cache).expect("the cache directory is made");
    let warmed = state(&project, CacheDir::Disk(cache.clone()));
    assert!(dbprint_service::tools::dispatch(&warmed, "search_columns", &first).is_ok());
    drop(warmed);
    group.bench_function("fresh state over a warm archive, first page", |b| {
        b.iter(|| {
            let state = state(&project, CacheDir::Disk(cache.clone()));
            dbprint_service::tools::dispatch(&state, "search_columns", black_box(&first))
        })
    });
    group.finish();

    let warm = state(&project, CacheDir::Disk(cache));
    let cases = [
        ("text full walk", json!({"text": "ledger"})),
        (
            "pattern + classification full walk",
            json!({"pattern": "col_00*", "classification": "numeric"}),
        ),
    ];
    for (name, args) in cases {
        let args = arguments(args);
        assert!(walk(&warm, &args) > 1, "{name} spans pages");
        c.bench_function(
            &format!("warm: search_columns {name}, {tables} tables"),
            |b| b.iter(|| walk(&warm, black_box(&args))),
        );
    }
    let resolve = arguments(json!({
        "table": "c0.s004.t000004", "column": "col_000", "text": "alpa"
    }));
    assert!(dbprint_service::tools::dispatch(&warm, "resolve_value", &resolve).is_ok());
    c.bench_function(
        &format!("warm: resolve_value nearest, {tables} tables"),
        |b| {
            b.iter(|| dbprint_service::tools::dispatch(&warm, "resolve_value", black_box(&resolve)))
        },
    );
}

criterion_group!(index, benches);
criterion_main!(index);

/// The server's allocator (src/main.rs), so the figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
