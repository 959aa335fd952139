//! Heavy search traffic over the compiled index of a generated print (`support/generate.rs`)
//! of `DBPRINT_BENCH_TABLES` tables (default 10,000) x 12 columns, through the library the
//! server runs:
//! - which records a `search_columns` call can match: the posting lists and the text index
//!   (`Compiled::candidates`) beside a scan testing every record's field, per filter kind;
//! - the freshness check: 8 concurrent calls asking for the connection's index (each must
//!   check every file it rests on, §7.1) against the same 8 calls one after another; the
//!   concurrent ones share checks.

#[path = "support/generated.rs"]
mod generated;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use dbprint_base::fnmatch::Glob;
use dbprint_index::postings::Wanted;
use dbprint_index::{CacheDir, Compiled, Field};
use dbprint_print::access::Reading;
use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;

const CALLS: usize = 8;

fn state(project: &Path) -> State {
    let project = Project::load(&project.join(".dbprint.yaml")).expect("the print's config loads");
    let cache = CacheDir::locate(Some(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-cache"),
    ));
    State::with_cache(
        resolve_served(&project, None).expect("one connection"),
        cache,
    )
}

/// The connection's compiled index as a call gets it: checked against every file.
fn current(state: &State) -> std::sync::Arc<Compiled> {
    let conn = &state.prints.served.connections[0];
    let reading = Reading::new(&state.prints);
    state
        .index
        .current(&reading, conn)
        .ok()
        .flatten()
        .expect("the print has a manifest")
}

/// The records a scan finds whose `field` matches `glob`: what the posting lists replace.
fn scanned(index: &Compiled, field: Field, glob: &Glob) -> usize {
    (0..index.len())
        .map(|s| {
            index
                .share(s)
                .records
                .iter()
                .filter(|r| r.field(field).is_some_and(|v| glob.matches(v)))
                .count()
        })
        .sum()
}

/// One filter a call may give, as the postings read it.
struct Case {
    name: &'static str,
    pattern: Option<Glob>,
    globs: Vec<(Field, Glob)>,
    text: Option<&'static str>,
}

impl Case {
    fn new(name: &'static str) -> Self {
        Case {
            name,
            pattern: None,
            globs: Vec::new(),
            text: None,
        }
    }

    fn pattern(mut self, glob: &str) -> Self {
        self.pattern = Some(Glob::new(glob));
        self
    }

    fn glob(mut self, field: Field, glob: &str) -> Self {
        self.globs.push((field, Glob::new(glob)));
        self
    }

    fn text(mut self, text: &'static str) -> Self {
        self.text = Some(text);
        self
    }
}

fn benches(c: &mut Criterion) {
    let tables = generated::tables(10_000);
    let project = generated::print(tables);
    let state = state(&project);
    let index = current(&state);
    let mut group = c.benchmark_group(format!("search filters, {tables} tables x 12 columns"));
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    let cases = [
        Case::new("classification categorical").glob(Field::Classification, "categorical"),
        Case::new("sql_type *INT*").glob(Field::SqlType, "*INT*"),
        Case::new("pattern col_01*").pattern("col_01*"),
        Case::new("pattern *_002, looks_like email")
            .pattern("*_002")
            .glob(Field::LooksLike, "email"),
        Case::new("text ledger, classification numeric")
            .glob(Field::Classification, "numeric")
            .text("ledger"),
        Case::new("sensitivity contact").glob(Field::Sensitivity, "contact"),
    ];
    for case in cases {
        let Case {
            name,
            pattern,
            globs,
            text,
        } = case;
        let wanted = Wanted {
            pattern: pattern.as_ref(),
            globs: &globs,
            candidate_key: None,
        };
        let found = index.candidates(&wanted, text).map(|c| c.len());
        assert!(
            found.is_some_and(|n| n > 0),
            "{name}: the postings narrow to some records"
        );
        group.bench_function(format!("posting lists: {name}"), |b| {
            b.iter(|| index.candidates(black_box(&wanted), text))
        });
    }
    let categorical = Glob::new("categorical");
    group.bench_function("scan of every record: classification categorical", |b| {
        b.iter(|| scanned(&index, Field::Classification, black_box(&categorical)))
    });
    group.bench_function(
        format!("{CALLS} calls one after another, each checking"),
        |b| b.iter(|| (0..CALLS).map(|_| current(&state).len()).sum::<usize>()),
    );
    group.bench_function(format!("{CALLS} concurrent calls sharing checks"), |b| {
        b.iter(|| {
            std::thread::scope(|scope| {
                let calls: Vec<_> = (0..CALLS)
                    .map(|_| scope.spawn(|| current(&state).len()))
                    .collect();
                calls
                    .into_iter()
                    .map(|c| c.join().unwrap_or(0))
                    .sum::<usize>()
            })
        })
    });
    group.finish();
}

criterion_group!(search_filters, benches);
criterion_main!(search_filters);
