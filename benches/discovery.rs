//! The discovery tools, warm, through the library the server runs, over a generated
//! connection of `DBPRINT_BENCH_TABLES` tables (default 10,000): `find_tables` with a
//! question of five words (one of them a stored value), `find_value` of a stored value (alone
//! and given that question) and of a misspelled one, and beside them `search_columns`
//! matching nothing: the check of every file the index rests on (§7.1) that each of them
//! makes too, so their own work is the difference. The first call of each builds what it
//! keeps per archive version (the table search index, the value postings); `first call`
//! times that build on a fresh state.

#[path = "support/generated.rs"]
mod generated;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use dbprint_index::CacheDir;
use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;
use dbprint_service::tools::dispatch;
use serde_json::{Map, Value as Json, json};

fn state(project: &Path) -> State {
    let project = Project::load(&project.join(".dbprint.yaml")).expect("the project loads");
    State::with_cache(
        resolve_served(&project, None).expect("the default connection is configured"),
        CacheDir::Memory,
    )
}

fn arguments(value: Json) -> Map<String, Json> {
    value.as_object().cloned().unwrap_or_default()
}

fn benches(c: &mut Criterion) {
    let tables = generated::tables(10_000);
    let project = generated::print(tables);
    let warm = state(&project);
    let question = arguments(json!({"question": "which alpha rows have the largest col 3 amount"}));
    let value = arguments(json!({"value": "alpha"}));
    let misspelled = arguments(json!({"value": "alpah"}));
    let in_question = arguments(json!({
        "value": "alpha",
        "question": "which alpha rows have the largest col 3 amount"
    }));
    let nothing = arguments(json!({"pattern": "col_000", "classification": "numeric"}));
    for (tool, args) in [
        ("find_tables", &question),
        ("find_value", &value),
        ("find_value", &misspelled),
        ("find_value", &in_question),
    ] {
        let reply = dispatch(&warm, tool, args);
        assert!(
            reply.as_deref().is_ok_and(|r| r.contains("\"total\"")),
            "{tool}: {reply:?}"
        );
    }
    let mut group = c.benchmark_group(format!("discovery, {tables} tables"));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("warm: find_tables, five words", |b| {
        b.iter(|| dispatch(&warm, "find_tables", black_box(&question)))
    });
    group.bench_function("warm: find_value, a stored value", |b| {
        b.iter(|| dispatch(&warm, "find_value", black_box(&value)))
    });
    group.bench_function("warm: find_value, a misspelled value", |b| {
        b.iter(|| dispatch(&warm, "find_value", black_box(&misspelled)))
    });
    group.bench_function("warm: find_value, a stored value, given a question", |b| {
        b.iter(|| dispatch(&warm, "find_value", black_box(&in_question)))
    });
    group.bench_function(
        "warm: search_columns matching nothing (the check alone)",
        |b| b.iter(|| dispatch(&warm, "search_columns", black_box(&nothing))),
    );
    group.sample_size(10);
    group.bench_function(
        "first call: find_tables builds its index and postings",
        |b| {
            b.iter_batched(
                || {
                    let fresh = state(&project);
                    let _ = dispatch(&fresh, "search_columns", &nothing);
                    fresh
                },
                |fresh| dispatch(&fresh, "find_tables", black_box(&question)),
                criterion::BatchSize::PerIteration,
            )
        },
    );
    group.finish();
}

criterion_group!(discovery, benches);
criterion_main!(discovery);
