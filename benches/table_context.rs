//! `get_table_context` per call, warm, through the library the server runs: both purposes in
//! md and json, on a small fixture table and on the widest one (151 columns, many pages).
//! The cost must follow the table asked for, never the size of the print.

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
    let cases = [
        ("shop", "shop.sales.orders"),
        ("warehouse", "warehouse.dw.wide_metrics"),
    ];
    for (connection, table) in cases {
        let state = state(connection);
        for purpose in ["profile", "query"] {
            for format in ["md", "json"] {
                let args: Map<String, Json> =
                    json!({"table": table, "purpose": purpose, "format": format})
                        .as_object()
                        .cloned()
                        .unwrap_or_default();
                let reply = dbprint_service::tools::dispatch(&state, "get_table_context", &args);
                assert!(reply.is_ok(), "{table} {purpose} {format}: {reply:?}");
                c.bench_function(
                    &format!("warm: get_table_context {table} {purpose} {format}"),
                    |b| {
                        b.iter(|| {
                            dbprint_service::tools::dispatch(
                                &state,
                                "get_table_context",
                                black_box(&args),
                            )
                        })
                    },
                );
            }
        }
    }
}

criterion_group! {
    name = table_context;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(2));
    targets = benches
}
criterion_main!(table_context);
