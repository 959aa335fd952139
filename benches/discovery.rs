//! The discovery tools, warm, through the library the server runs, over a generated
//! connection of `DBPRINT_BENCH_TABLES` tables (default 10,000): `find_tables` with a
//! question of five words (one of them a stored value), `find_value` of a stored value (alone
//! and given that question) and of a misspelled one, and beside them `search_columns`
//! matching nothing: the check of every file the index rests on (§7.1) that each of them
//! makes too, so their own work is the difference. The first call of each builds what it
//! keeps per archive version (the table search index, the value postings); `first call`
//! times that build on a fresh state in memory. `fresh process` times the first call of a new
//! state over a cache directory where an earlier one compiled the archive and kept those
//! beside it, as a new server process finds them: within 1.5x of the warm call is the aim.

#![allow(clippy::disallowed_methods)] // removes the scratch cache directory it made

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

/// A state over `project` keeping its archives and their companions in `cache`.
fn on_disk(project: &Path, cache: &Path) -> State {
    let project = Project::load(&project.join(".dbprint.yaml")).expect("the project loads");
    State::with_cache(
        resolve_served(&project, None).expect("the default connection is configured"),
        CacheDir::locate(Some(cache)),
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
    let table = |i: usize| format!("c0.s{:03}.t{i:06}", i % 100);
    let route = arguments(json!({"from": table(0), "to": table(3)}));
    group.bench_function("warm: find_join_path, a route", |b| {
        b.iter(|| dispatch(&warm, "find_join_path", black_box(&route)))
    });
    // A fresh process over an archive compiled (and its companions kept) by an earlier one:
    // a new state over the same cache directory, its first call timed.
    let cache = std::env::temp_dir().join(format!("dbprint-bench-fresh-{}", std::process::id()));
    let compiled = on_disk(&project, &cache);
    for (tool, args) in [("find_tables", &question), ("find_value", &in_question)] {
        assert!(dispatch(&compiled, tool, args).is_ok());
    }
    drop(compiled);
    for (name, tool, args) in [
        ("fresh process: first find_tables", "find_tables", &question),
        (
            "fresh process: first find_value, given a question",
            "find_value",
            &in_question,
        ),
        (
            "fresh process: first find_join_path, a route",
            "find_join_path",
            &route,
        ),
    ] {
        group.bench_function(name, |b| {
            b.iter_batched(
                || on_disk(&project, &cache),
                // The state goes out with the reply, dropped after the timing: a process's
                // first answer does not wait for its teardown.
                |fresh| {
                    let reply = dispatch(&fresh, tool, black_box(args));
                    (fresh, reply)
                },
                criterion::BatchSize::PerIteration,
            )
        });
    }
    let _ = std::fs::remove_dir_all(&cache);
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
                |fresh| {
                    let reply = dispatch(&fresh, "find_tables", black_box(&question));
                    (fresh, reply)
                },
                criterion::BatchSize::PerIteration,
            )
        },
    );
    group.finish();
}

criterion_group!(discovery, benches);
criterion_main!(discovery);
