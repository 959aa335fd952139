//! No SQL ends the server (MCP §8.3): every shape a generator or an agent writes long or deep
//! (operator chains, `CASE` lists and nests, nested function calls and subqueries,
//! set-operation chains, `IN` lists, `::` casts, parenthesised chains) at 10^3 to 10^6
//! elements gets an answer over MCP and from the CLI: checked where it is within
//! `check_query`'s bounds (a chain of 10,000 terms is), else one `not_checked` note saying
//! which bound it passed (its length, its tokens, or how deep it nests), or, past the 1 MiB
//! any argument may hold, the refusal naming that bound; the server answers the next call. A left-deep chain makes sqlparser's tree as deep as the chain is long, which
//! overflowed the stack at 20,000 terms before.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{BIN, fixture_project, serve};
use serde_json::{Value, json};

const TABLE: &str = "inventory.category";
const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];
/// The longest SQL sent over stdio: a line past 16 MiB is refused by the transport before a
/// tool sees it (`tests/protocol_faults.rs`).
const LINE_ROOM: usize = 15 * 1024 * 1024;
/// The most text any argument may hold (`tools::arguments::MAX_ARGUMENT_BYTES`).
const ARGUMENT_ROOM: usize = 1024 * 1024;

/// The refusal of SQL past `ARGUMENT_ROOM`.
fn refused_as_too_long(text: &str) {
    assert!(
        text.contains("sql is ") && text.contains("reads an argument of at most 1048576 bytes"),
        "{text}"
    );
}

/// How a shape grows: a chain the parser builds in a loop (as deep as it is long, checked
/// within the bounds), or a nest it reaches by recursion (refused past its nesting limit).
#[derive(Clone, Copy, PartialEq, Debug)]
enum Growth {
    Chain,
    Nest,
}

fn repeat(n: usize, item: impl Fn(usize) -> String, by: &str) -> String {
    (0..n).map(item).collect::<Vec<_>>().join(by)
}

/// A shape: its name, how it grows, and its SQL of `n` elements.
type Shape = (&'static str, Growth, fn(usize) -> String);

/// Every shape.
fn shapes() -> Vec<Shape> {
    vec![
        ("sum", Growth::Chain, |n| {
            format!(
                "SELECT {} FROM {TABLE}",
                repeat(n, |_| "category_id".into(), " + ")
            )
        }),
        ("and", Growth::Chain, |n| {
            let terms = repeat(n, |i| format!("category_id <> {i}"), " AND ");
            format!("SELECT 1 FROM {TABLE} WHERE {terms}")
        }),
        ("left_join_and", Growth::Chain, |n| {
            // The outer-join check walks the WHERE's conditions (sqlcheck's
            // cancelled_left_join): a chain on the optional side.
            let terms = repeat(n, |i| format!("b.category_id <> {i}"), " AND ");
            format!(
                "SELECT 1 FROM {TABLE} a LEFT JOIN {TABLE} b ON b.category_id = a.category_id WHERE {terms}"
            )
        }),
        ("or", Growth::Chain, |n| {
            let terms = repeat(n, |i| format!("name = 'x{i}'"), " OR ");
            format!("SELECT 1 FROM {TABLE} WHERE {terms}")
        }),
        ("concat", Growth::Chain, |n| {
            format!(
                "SELECT {} FROM {TABLE}",
                repeat(n, |_| "name".into(), " || ")
            )
        }),
        ("casts", Growth::Chain, |n| {
            format!("SELECT category_id{} FROM {TABLE}", "::INTEGER".repeat(n))
        }),
        ("is_null", Growth::Chain, |n| {
            format!("SELECT category_id{} FROM {TABLE}", " IS NULL".repeat(n))
        }),
        ("case_list", Growth::Chain, |n| {
            let arms = repeat(n, |i| format!("WHEN category_id = {i} THEN {i}"), " ");
            format!("SELECT CASE {arms} END FROM {TABLE}")
        }),
        ("union", Growth::Chain, |n| {
            repeat(n, |_| "SELECT 1".into(), " UNION ALL ")
        }),
        ("in_list", Growth::Chain, |n| {
            let list = repeat(n, |i| i.to_string(), ",");
            format!("SELECT 1 FROM {TABLE} WHERE category_id IN ({list})")
        }),
        ("case_nest", Growth::Nest, |n| {
            let open = "CASE WHEN category_id = 1 THEN 1 ELSE ".repeat(n);
            format!("SELECT {open}0{} FROM {TABLE}", " END".repeat(n))
        }),
        ("calls", Growth::Nest, |n| {
            format!(
                "SELECT {}category_id{} FROM {TABLE}",
                "abs(".repeat(n),
                ")".repeat(n)
            )
        }),
        ("subqueries", Growth::Nest, |n| {
            format!("SELECT {}1{}", "(SELECT ".repeat(n), ")".repeat(n))
        }),
        ("derived", Growth::Nest, |n| {
            let open = "(SELECT * FROM ".repeat(n);
            format!("SELECT * FROM {open}{TABLE}{}", ") d".repeat(n))
        }),
        ("parenthesised_or", Growth::Nest, |n| {
            let terms = repeat(n, |i| format!(" OR category_id = {i})"), "");
            format!(
                "SELECT 1 FROM {TABLE} WHERE {}category_id = 0{terms}",
                "(".repeat(n)
            )
        }),
    ]
}

/// What an answer of `shape` at `n` elements must be: checked (no `not_checked` note, the
/// table read) where it is within the bounds, else one note naming the bound it passed.
fn judge(shape: &str, growth: Growth, n: usize, answer: &Value) {
    let findings = answer["findings"].as_array().expect("findings");
    let notes: Vec<&str> = findings
        .iter()
        .filter(|f| f["kind"] == "not_checked")
        .map(|f| f["message"].as_str().unwrap_or_default())
        .collect();
    let within = growth == Growth::Chain && n <= 10_000;
    if within {
        assert!(notes.is_empty(), "{shape} x {n} was not checked: {notes:?}");
        if shape != "union" {
            assert_eq!(
                answer["tables"],
                json!(["shop.inventory.category"]),
                "{shape} x {n}"
            );
        }
        return;
    }
    assert_eq!(notes.len(), 1, "{shape} x {n}: {findings:?}");
    let bound = [
        "check_query reads at most",
        "check_query parses at most",
        "nests deeper than",
    ];
    assert!(
        bound.iter().any(|b| notes[0].contains(b)),
        "{shape} x {n}: {}",
        notes[0]
    );
    assert!(
        notes[0].ends_with("nothing in it was checked"),
        "{}",
        notes[0]
    );
}

#[test]
fn every_deep_or_long_shape_is_answered_over_mcp_and_the_server_lives_on() {
    let mut server = serve(&fixture_project(), &[]);
    for (shape, growth, sql) in shapes() {
        for n in SIZES {
            let sql = sql(n);
            if sql.len() > LINE_ROOM {
                continue;
            }
            let long = sql.len() > ARGUMENT_ROOM;
            match server.tool("check_query", json!({"sql": sql, "connection": "shop"})) {
                Err(text) if long => refused_as_too_long(&text),
                Ok(text) if !long => judge(shape, growth, n, &serde_json::from_str(&text).unwrap()),
                other => panic!("{shape} x {n}: {other:?}"),
            }
        }
    }
    let answer = server.tool_json(
        "check_query",
        json!({"sql": format!("SELECT nme FROM {TABLE}"), "connection": "shop"}),
    );
    assert_eq!(answer["findings"][0]["kind"], "unknown_column");
}

/// A misspelled keyword before a chain of `a AND a AND ...` (sqlcheck's misworded reparses it
/// in every dialect): within the bounds an error naming the keyword; past the token bound
/// (150,000 ANDs) one note naming it; 200,000 refused as longer than an argument may be;
/// never a stack overflow, and the server answers on.
#[test]
fn a_misspelled_keyword_before_a_chain_of_200000_ands_is_bounded() {
    let mut server = serve(&fixture_project(), &[]);
    for n in [1_000, 150_000, 200_000] {
        let sql = format!(
            "SELECT 1 FRM {TABLE} WHERE {}",
            repeat(n, |_| "a".into(), " AND ")
        );
        let reply = server.tool("check_query", json!({"sql": sql, "connection": "shop"}));
        if sql.len() > ARGUMENT_ROOM {
            refused_as_too_long(&reply.expect_err("an argument over 1 MiB is refused"));
            continue;
        }
        let answer: Value = serde_json::from_str(&reply.unwrap()).unwrap();
        let kinds: Vec<&str> = (answer["findings"].as_array().into_iter().flatten())
            .filter_map(|f| f["kind"].as_str())
            .collect();
        if n <= 10_000 {
            assert!(kinds.contains(&"misspelled_keyword"), "x {n}: {answer}");
        } else {
            assert_eq!(kinds, ["not_checked"], "x {n}: {answer}");
        }
    }
    let answer = server.tool_json(
        "check_query",
        json!({"sql": format!("SELECT nme FROM {TABLE}"), "connection": "shop"}),
    );
    assert_eq!(answer["findings"][0]["kind"], "unknown_column");
}

#[test]
fn every_deep_or_long_shape_is_answered_by_the_cli() {
    let project = fixture_project();
    for (shape, growth, sql) in shapes() {
        for n in [1_000, 10_000, 1_000_000] {
            let mut child = Command::new(BIN)
                .args([
                    "check-query",
                    "-",
                    "--connection",
                    "shop",
                    "--format",
                    "json",
                ])
                .arg("--project")
                .arg(&project)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            // The command reads all of its input before it writes a byte.
            let mut stdin = child.stdin.take().unwrap();
            let sql = sql(n);
            stdin.write_all(sql.as_bytes()).unwrap();
            drop(stdin);
            let out = child.wait_with_output().unwrap();
            let said = String::from_utf8_lossy(&out.stderr);
            if sql.len() > ARGUMENT_ROOM {
                assert_eq!(out.status.code(), Some(2), "{shape} x {n}: {said}");
                refused_as_too_long(said.trim());
                continue;
            }
            assert!(
                matches!(out.status.code(), Some(0 | 1)),
                "{shape} x {n}: {:?} {said}",
                out.status
            );
            let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
            judge(shape, growth, n, &answer);
        }
    }
}
