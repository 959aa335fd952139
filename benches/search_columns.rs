//! `search_columns` per call, warm, through the library the server runs, on the fixture
//! project's warehouse connection: a text search over names and notes, and a name pattern
//! with a classification filter. A warm call filters the column records; it never re-reads
//! a table's files, only confirms their identities.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;
use serde_json::{Map, Value as Json, json};

fn state(connection: &str) -> State {
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/project/.dbprint.yaml");
    let project = Project::load(&config).expect("the fixture project loads");
    State::new(resolve_served(&project, Some(connection)).expect("the connection is configured"))
}

fn benches(c: &mut Criterion) {
    let state = state("warehouse");
    let cases = [
        ("text store", json!({"text": "store"})),
        (
            "pattern *_id classification foreign_key_candidate",
            json!({"pattern": "*_id", "classification": "foreign_key_candidate"}),
        ),
    ];
    for (name, args) in cases {
        let args: Map<String, Json> = args.as_object().cloned().unwrap_or_default();
        let reply = dbprint_service::tools::dispatch(&state, "search_columns", &args);
        assert!(reply.is_ok(), "{name}: {reply:?}");
        c.bench_function(&format!("warm: search_columns {name}"), |b| {
            b.iter(|| dbprint_service::tools::dispatch(&state, "search_columns", black_box(&args)))
        });
    }
}

criterion_group!(search, benches);
criterion_main!(search);
