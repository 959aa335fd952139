//! What a long or deep argument costs, at 1x, 10x and 100x its size, through the library the
//! server runs (issue 41: no input crashes, stalls or bloats the server): each figure should
//! grow about tenfold from one size to the next, never a hundredfold.
//! - `check_query` over an `OR` chain of 200 / 2,000 / 20,000 comparisons (a chain's tree is as
//!   deep as it is long) and an `IN` list of 500 / 5,000 / 50,000 values;
//! - `find_tables` with a question of 1,000 / 10,000 / 100,000 distinct words (read to its
//!   256th), `find_value` with a value of 1,000 / 10,000 / 100,000 characters;
//! - `search_columns` with a pattern of as many characters, and `find_join_path` naming an
//!   unknown table of as many;
//! - every page of one table's context, json and Markdown, over a value list of 1,000 /
//!   10,000 / 100,000 values, on a fresh state (the first call builds what the rest read).
//!
//! The tools answer over a generated print of `DBPRINT_BENCH_TABLES` tables (default 500).

#[path = "support/generated.rs"]
mod generated;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use dbprint_index::CacheDir;
use dbprint_pager::split_markdown_marker;
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

/// `n` distinct words of letters alone.
fn distinct_words(n: usize) -> String {
    let word = |mut k: usize| {
        let mut w = String::from("q");
        loop {
            w.push(char::from(b'a' + (k % 26) as u8));
            k /= 26;
            if k == 0 {
                return w;
            }
        }
    };
    (0..n).map(word).collect::<Vec<_>>().join(" ")
}

/// The three sizes of one case.
fn sizes(base: usize) -> [usize; 3] {
    [base, base * 10, base * 100]
}

/// What a case's call ends in.
#[derive(Clone, Copy, PartialEq)]
enum Ends {
    Answer,
    Fault,
}

/// One case at its three sizes: a tool called with the arguments `make` gives for a size,
/// ending as `ends` says.
fn case(
    group: &mut BenchmarkGroup<WallTime>,
    (state, ends): (&State, Ends),
    label: &str,
    base: usize,
    tool: &str,
    make: impl Fn(usize) -> Json,
) {
    for n in sizes(base) {
        let args = arguments(make(n));
        let answered = dispatch(state, tool, &args);
        let ended = if answered.is_ok() {
            Ends::Answer
        } else {
            Ends::Fault
        };
        assert!(ended == ends, "{label} x {n}: {answered:?}");
        group.bench_function(format!("{label}, {n}"), |b| {
            b.iter(|| dispatch(state, tool, black_box(&args)))
        });
    }
}

/// Every page of `table`'s context in `format`, on `state`: how many there were.
fn every_page(state: &State, table: &str, format: &str) -> usize {
    let mut cursor: Option<String> = None;
    let mut pages = 0;
    loop {
        let mut args = json!({"table": table, "format": format});
        if let Some(c) = &cursor {
            args["cursor"] = json!(c);
        }
        let page = dispatch(state, "get_table_context", &arguments(args)).expect("a page");
        pages += 1;
        cursor = match format {
            "md" => split_markdown_marker(&page).map(|(_, next)| next.to_string()),
            _ => serde_json::from_str::<Json>(&page)
                .ok()
                .and_then(|p| p["next_cursor"].as_str().map(str::to_string)),
        };
        if cursor.is_none() {
            return pages;
        }
    }
}

fn benches(c: &mut Criterion) {
    let project = generated::print(generated::tables(500));
    let warm = state(&project);
    let mut group = c.benchmark_group("bounded inputs");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(2));
    case(
        &mut group,
        (&warm, Ends::Answer),
        "check_query OR chain",
        200,
        "check_query",
        |n| {
            let terms: Vec<String> = (0..n).map(|i| format!("col_001 = 'v{i}'")).collect();
            json!({"sql": format!("SELECT * FROM s001.t000001 WHERE {}", terms.join(" OR "))})
        },
    );
    case(
        &mut group,
        (&warm, Ends::Answer),
        "check_query IN list",
        500,
        "check_query",
        |n| {
            let list: Vec<String> = (0..n).map(|i| i.to_string()).collect();
            json!({"sql": format!("SELECT * FROM s001.t000001 WHERE col_001 IN ({})", list.join(","))})
        },
    );
    case(
        &mut group,
        (&warm, Ends::Answer),
        "find_tables question words",
        1_000,
        "find_tables",
        |n| json!({"question": distinct_words(n)}),
    );
    case(
        &mut group,
        (&warm, Ends::Answer),
        "find_value value chars",
        1_000,
        "find_value",
        |n| json!({"value": distinct_words(n / 5).chars().take(n).collect::<String>()}),
    );
    case(
        &mut group,
        (&warm, Ends::Answer),
        "search_columns pattern chars",
        1_000,
        "search_columns",
        |n| json!({"pattern": format!("*{}*", "ab".repeat(n / 2))}),
    );
    case(
        &mut group,
        (&warm, Ends::Fault),
        "find_join_path unknown name chars",
        1_000,
        "find_join_path",
        |n| json!({"from": "x".repeat(n), "to": "c0.s001.t000001"}),
    );
    for values in sizes(1_000) {
        let long = generated::long(values);
        for format in ["json", "md"] {
            let pages = every_page(&state(&long), "long.main.t", format);
            group.bench_function(
                format!("every {format} page of {values} values ({pages} pages)"),
                |b| {
                    b.iter_with_large_drop(|| {
                        let fresh = state(&long);
                        every_page(&fresh, "long.main.t", format);
                        fresh
                    })
                },
            );
        }
    }
    group.finish();
}

criterion_group!(bounded_inputs, benches);
criterion_main!(bounded_inputs);
