//! Every tool's first call, and the read of a table's statistics resource, over one wide
//! table and over one long value list, through the library the server runs: a fresh state
//! per call (nothing parsed, no archive), so each sample is what a new server process pays
//! for its first answer. The prints (`support/generate.rs`):
//! - `DBPRINT_BENCH_COLUMNS` columns in one table (default 100,000), each annotated, every
//!   tenth an edge, a diff event per column;
//! - one column listing `DBPRINT_BENCH_VALUES` values (default 1,000,000), every tenth a
//!   spelling, every hundredth noted.
//!
//! Under `--test` (CI's single pass) the defaults are a tenth as large, so the pass takes
//! seconds; the figures in docs/performance.md are from a full run.
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

/// A count from the environment, else `default` (a tenth of it under `--test`).
fn size(variable: &str, default: usize) -> usize {
    let quick = std::env::args().any(|a| a == "--test");
    std::env::var(variable)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(if quick { default / 10 } else { default })
}

fn fresh(project: &Path) -> State {
    let project = Project::load(&project.join(".dbprint.yaml")).expect("the print's config loads");
    State::with_cache(
        resolve_served(&project, None).expect("one connection"),
        CacheDir::Memory,
    )
}

fn arguments(value: Json) -> Map<String, Json> {
    value.as_object().cloned().unwrap_or_default()
}

/// One call a bench makes: a tool and its arguments, or a resource read.
enum Call {
    Tool(&'static str, Map<String, Json>),
    Read(String),
}

impl Call {
    fn run(&self, state: &State) -> bool {
        match self {
            Call::Tool(name, args) => {
                dbprint_service::tools::dispatch(state, name, black_box(args)).is_ok()
            }
            Call::Read(uri) => dbprint_service::resources::read(state, black_box(uri)).is_ok(),
        }
    }
}

/// Every tool's first call about `table`: get_table_context in each format and purpose,
/// search_columns by text and by pattern, resolve_value stored and nearest, list_tables
/// bare and detailed, get_manifest, get_diff, get_reference; then the statistics resource.
fn calls(
    connection: &str,
    table: &str,
    column: &str,
    stored: &str,
    text: &str,
) -> Vec<(String, Call)> {
    let mut out = Vec::new();
    for format in ["md", "json", "yaml"] {
        for purpose in ["query", "profile"] {
            out.push((
                format!("get_table_context {format} {purpose}"),
                Call::Tool(
                    "get_table_context",
                    arguments(json!({"table": table, "purpose": purpose, "format": format})),
                ),
            ));
        }
    }
    let tools = [
        (
            "search_columns text",
            "search_columns",
            json!({"text": text}),
        ),
        (
            "search_columns pattern",
            "search_columns",
            json!({"pattern": column}),
        ),
        (
            "resolve_value stored",
            "resolve_value",
            json!({"table": table, "column": column, "text": stored}),
        ),
        (
            "resolve_value nearest",
            "resolve_value",
            json!({"table": table, "column": column, "text": "zzqq"}),
        ),
        ("list_tables", "list_tables", json!({})),
        ("list_tables detail", "list_tables", json!({"detail": true})),
        ("get_manifest", "get_manifest", json!({})),
        ("get_diff", "get_diff", json!({})),
        (
            "get_reference",
            "get_reference",
            json!({"document": "spec", "section": "2"}),
        ),
    ];
    for (label, tool, args) in tools {
        out.push((label.to_string(), Call::Tool(tool, arguments(args))));
    }
    out.push((
        "resources/read statistics".to_string(),
        Call::Read(format!("dbprint://{connection}/{table}/statistics")),
    ));
    out
}

fn group(c: &mut Criterion, name: &str, project: &Path, calls: Vec<(String, Call)>) {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(1));
    for (label, call) in calls {
        assert!(call.run(&fresh(project)), "{name}: {label} answers");
        group.bench_function(format!("first {label}"), |b| {
            b.iter_with_large_drop(|| {
                let state = fresh(project);
                call.run(&state);
                state
            })
        });
    }
    group.finish();
}

fn benches(c: &mut Criterion) {
    let columns = size("DBPRINT_BENCH_COLUMNS", 100_000);
    let wide = generated::written(&format!("wide-{columns}"), |dir| {
        generated::generate::write_wide_print(dir, columns)
    });
    let last = generated::generate::wide_column(columns - 4);
    let wide_calls = calls(
        "wide",
        "wide.main.t",
        &last,
        "alpha",
        &format!("column {} of", columns - 1),
    );
    group(
        c,
        &format!("one table of {columns} columns"),
        &wide,
        wide_calls,
    );

    let values = size("DBPRINT_BENCH_VALUES", 1_000_000);
    let long = generated::long(values);
    let long_calls = calls(
        "long",
        "long.main.t",
        "code",
        &generated::long_value(values - 1),
        "code",
    );
    group(
        c,
        &format!("one column of {values} values"),
        &long,
        long_calls,
    );
}

criterion_group!(wide_and_long, benches);
criterion_main!(wide_and_long);
