//! Per-call cost of the server's reads over a large print (10,000 tables), measured through
//! the library the server runs: warm tool calls and resource reads, and the cold parse of the
//! manifest a new process pays once. `cargo bench` prints the figures.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, criterion_group, criterion_main};
use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;
use serde_json::{Map, Value as Json, json};

const TABLES: usize = 10_000;
/// Columns of the one wide table, whose statistics file runs to many resource pages.
const WIDE_COLUMNS: usize = 4_000;

/// Writes a project of `TABLES` small tables under `dir` and returns the config path.
fn large_print(dir: &Path) -> PathBuf {
    let root = dir.join("prints/big");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(
        dir.join(".dbprint.yaml"),
        "connections:\n  big:\n    adapter: duckdb\n",
    )
    .unwrap();
    let mut manifest =
        String::from("format_version: 1\nconnection: big\nadapter: duckdb\ntables:\n");
    for i in 0..TABLES {
        let schema = i % 50;
        let path = format!("big/s{schema:02}/t{i:05}");
        let _ = write!(
            manifest,
            "  big.s{schema:02}.t{i:05}:\n    type: table\n    path: {path}\n    artifacts:\n      ddl: ddl.sql\n      statistics: statistics.yaml\n      relationships: relationships.yaml\n    columns: 3\n    profiled_at: '2026-03-09T14:27:36Z'\n    row_count: {i}\n    max_age_days: 7\n"
        );
        let table = root.join(&path);
        std::fs::create_dir_all(&table).unwrap();
        std::fs::write(
            table.join("ddl.sql"),
            "CREATE TABLE t (id INTEGER NOT NULL);\n",
        )
        .unwrap();
        std::fs::write(
            table.join("statistics.yaml"),
            "format_version: 1\ncolumns:\n  id: {sql_type: INTEGER, null_rate: 0.0}\n",
        )
        .unwrap();
        std::fs::write(
            table.join("relationships.yaml"),
            "format_version: 1\nrefers_to: []\nreferenced_by: []\n",
        )
        .unwrap();
    }
    std::fs::write(root.join("manifest.yaml"), manifest).unwrap();
    let mut wide = String::from("format_version: 1\ncolumns:\n");
    for c in 0..WIDE_COLUMNS {
        let _ = write!(
            wide,
            "  column_{c:05}:\n    sql_type: VARCHAR\n    null_rate: 0.25\n    distinct_count: {c}\n    frequent_values: [{{value: alpha, count: 7}}, {{value: beta, count: 3}}]\n"
        );
    }
    std::fs::write(root.join("big/s00/t00000/statistics.yaml"), wide).unwrap();
    dir.join(".dbprint.yaml")
}

fn args(value: Json) -> Map<String, Json> {
    value.as_object().cloned().unwrap_or_default()
}

fn benches(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("dbprint-bench-{}", std::process::id()));
    let config = large_print(&dir);
    let project = Project::load(&config).unwrap();
    let state = State::new(resolve_served(&project, None).unwrap());
    let manifest_text = std::fs::read_to_string(dir.join("prints/big/manifest.yaml")).unwrap();

    c.bench_function("cold: parse a 10,000-table manifest", |b| {
        b.iter(|| dbprint_yaml::parse(black_box(&manifest_text)).unwrap())
    });
    let calls = [
        ("list_tables", json!({})),
        ("list_tables", json!({"detail": true})),
        (
            "list_tables",
            json!({"pattern": "big.s07.*", "detail": true}),
        ),
        ("get_manifest", json!({"pattern": "big.s07.*"})),
        ("get_diff", json!({})),
        ("get_reference", json!({"document": "spec"})),
        (
            "get_reference",
            json!({"document": "spec", "section": "§2.2.4"}),
        ),
        (
            "get_reference",
            json!({"document": "spec", "section": "6.3"}),
        ),
    ];
    for (tool, arguments) in calls {
        let arguments = args(arguments);
        c.bench_function(
            &format!("warm: {tool} {}", Json::Object(arguments.clone())),
            |b| b.iter(|| dbprint_service::tools::dispatch(&state, tool, black_box(&arguments))),
        );
    }
    c.bench_function("warm: resources/list first page", |b| {
        b.iter(|| dbprint_service::resources::list_page(&state, None).unwrap())
    });
    c.bench_function("warm: resources/read one table's statistics", |b| {
        b.iter(|| {
            dbprint_service::resources::read(&state, "dbprint://big/big.s07.t00007/statistics")
                .unwrap()
        })
    });
    c.bench_function("warm: resources/read the manifest, page 1", |b| {
        b.iter(|| dbprint_service::resources::read(&state, "dbprint://big/manifest").unwrap())
    });
    let wide = "dbprint://big/big.s00.t00000/statistics";
    let first = dbprint_service::resources::read(&state, wide).unwrap();
    eprintln!("the wide statistics file is {} pages", first.pages);
    c.bench_function("warm: resources/read the wide statistics, page 1", |b| {
        b.iter(|| dbprint_service::resources::read(&state, wide).unwrap())
    });
    c.bench_function(
        "warm: resources/read the wide statistics, every page",
        |b| {
            b.iter(|| {
                let first = dbprint_service::resources::read(&state, wide).unwrap();
                for page in 2..=first.pages {
                    let uri = format!("{wide}?page={page}&version={}", first.version);
                    black_box(dbprint_service::resources::read(&state, &uri).unwrap());
                }
            })
        },
    );
    c.bench_function("warm: resources/read the format spec, page 1", |b| {
        b.iter(|| dbprint_service::resources::read(&state, "dbprint:///reference/spec").unwrap())
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group! {
    name = serve;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(3));
    targets = benches
}
criterion_main!(serve);
