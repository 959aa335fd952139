//! The tools beyond the reference, warm, through the library the server runs:
//! `check_query` of a 30-line query joining seven tables (six joins, a CTE, literals checked
//! against value lists) over the join fixture, and `find_join_path` across a generated
//! connection of `DBPRINT_BENCH_TABLES` tables (default 10,000), two edges a table: one route
//! of three hops, one the graph has no route for within four (its components named), and
//! the cheapest join tree over seven tables (exact: Dreyfus-Wagner);
//! `check_query` of a two-table join on that connection too.

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

const QUERY: &str = "\
WITH recent AS (
    SELECT i.invoice_id, i.account_id, i.contact_id, i.amount
    FROM billing.invoice AS i
    WHERE i.status IN ('open', 'paid')
      AND i.issued_on >= DATE '2023-06-01'
)
SELECT a.name, a.region,
       c.email,
       r.invoice_id,
       SUM(p.amount) AS paid,
       COUNT(s.shipment_id) AS shipments,
       MAX(w.city) AS city,
       MAX(t.priority) AS priority
FROM recent AS r
JOIN crm.account AS a
  ON a.account_id = r.account_id
JOIN crm.contact AS c
  ON c.contact_id = r.contact_id
LEFT JOIN billing.payment AS p
  ON p.invoice_id = r.invoice_id
LEFT JOIN ops.shipment AS s
  ON s.invoice_id = r.invoice_id
LEFT JOIN ops.warehouse AS w
  ON w.code = s.warehouse_code
LEFT JOIN ops.ticket AS t
  ON t.contact_id = c.contact_id
WHERE a.tier = 'enterprise'
  AND p.method <> 'cash'
GROUP BY a.name, a.region, c.email, r.invoice_id
ORDER BY paid DESC";

fn benches(c: &mut Criterion) {
    let joins = state(&Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/joins"));
    let check = arguments(json!({"sql": QUERY}));
    let reply = dbprint_service::tools::dispatch(&joins, "check_query", &check);
    assert!(reply.is_ok(), "{reply:?}");
    assert_eq!(QUERY.lines().count(), 30);
    c.bench_function("warm: check_query, 30 lines, 6 joins", |b| {
        b.iter(|| dbprint_service::tools::dispatch(&joins, "check_query", black_box(&check)))
    });

    let tables = generated::tables(10_000);
    let project = generated::print(tables);
    let wide = state(&project);
    let table = |i: usize| format!("c0.s{:03}.t{i:06}", i % 100);
    let routed = arguments(json!({"from": table(0), "to": table(3)}));
    let reply = dbprint_service::tools::dispatch(&wide, "find_join_path", &routed);
    assert!(
        reply.as_deref().is_ok_and(|text| text.contains("\"hops\"")),
        "{reply:?}"
    );
    let far = arguments(json!({"from": table(0), "to": table(tables / 2)}));
    assert!(dbprint_service::tools::dispatch(&wide, "find_join_path", &far).is_ok());
    let mut group = c.benchmark_group(format!("find_join_path, {tables} tables"));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("warm: a route of three hops", |b| {
        b.iter(|| dbprint_service::tools::dispatch(&wide, "find_join_path", black_box(&routed)))
    });
    group.bench_function("warm: no route within four hops", |b| {
        b.iter(|| dbprint_service::tools::dispatch(&wide, "find_join_path", black_box(&far)))
    });
    // Seven tables a question would join: four in a row and the three the first three
    // declare an edge to.
    let seven: Vec<String> = [0, 1, 2, 3, 11, 48, 85].map(table).to_vec();
    let tree = arguments(json!({ "tables": seven }));
    let reply = dbprint_service::tools::dispatch(&wide, "find_join_path", &tree);
    assert!(
        reply
            .as_deref()
            .is_ok_and(|text| text.contains("\"proven_cheapest\": true")),
        "{reply:?}"
    );
    group.bench_function("warm: the cheapest tree over seven tables", |b| {
        b.iter(|| dbprint_service::tools::dispatch(&wide, "find_join_path", black_box(&tree)))
    });
    let joined = arguments(json!({"sql": format!(
        "SELECT t.col_000, COUNT(*) FROM {} AS t JOIN {} AS u ON u.col_001 = t.col_001 \
         WHERE t.col_000 = 'alpha' GROUP BY t.col_000",
        table(0),
        table(1)
    )}));
    let reply = dbprint_service::tools::dispatch(&wide, "check_query", &joined);
    assert!(
        reply
            .as_deref()
            .is_ok_and(|text| text.contains("\"findings\": []")),
        "{reply:?}"
    );
    group.bench_function("warm: check_query joining two tables", |b| {
        b.iter(|| dbprint_service::tools::dispatch(&wide, "check_query", black_box(&joined)))
    });
    // For scale: what any call answered from this index costs, its check of every file the
    // index rests on (§7.1) included.
    let one = arguments(json!({"pattern": "col_000", "classification": "numeric"}));
    group.bench_function(
        "warm: search_columns matching nothing (the check alone)",
        |b| b.iter(|| dbprint_service::tools::dispatch(&wide, "search_columns", black_box(&one))),
    );
    group.finish();
}

criterion_group!(queries, benches);
criterion_main!(queries);
