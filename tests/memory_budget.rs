//! Eviction changes no answer, only its cost: a server under a budget so small that every
//! cache lets go of what it keeps at once answers every call exactly as one that keeps all
//! (MCP spec §7.1: every answer is a function of the files; §4.8: cursors and versions are
//! digests of what was read, however often it was read again).

#![allow(clippy::disallowed_methods)] // a test driving two servers side by side (clippy.toml)
mod common;

use common::{Server, blank_clock, fixture_project, serve_with_env};
use serde_json::{Value, json};

/// Every page of `name`'s reply to `arguments`, following `next_cursor`.
fn walk(s: &mut Server, name: &str, arguments: Value) -> Vec<Value> {
    let mut pages = Vec::new();
    let mut arguments = arguments;
    loop {
        let frame = s.request("tools/call", json!({"name": name, "arguments": arguments}));
        let text = frame["result"]["content"][0]["text"]
            .as_str()
            .unwrap_or_default();
        let cursor = serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|v| v["next_cursor"].as_str().map(str::to_string))
            .or_else(|| {
                text.lines()
                    .find_map(|l| l.strip_prefix("# next_cursor: "))
                    .map(str::to_string)
            });
        pages.push(timeless(&frame["result"]));
        match cursor {
            Some(cursor) if pages.len() < 200 => arguments["cursor"] = json!(cursor),
            _ => return pages,
        }
    }
}

/// A tool result with its text's clock readings blanked (the server's clock at the call is
/// the one thing a reply holds that the files do not).
fn timeless(result: &Value) -> Value {
    let mut result = result.clone();
    if let Some(text) = result["content"][0]["text"].as_str()
        && let Ok(mut parsed) = serde_json::from_str::<Value>(text)
    {
        blank_clock(&mut parsed);
        result["content"][0]["text"] = json!(parsed.to_string());
    }
    result
}

/// The connection's tables.
fn tables(s: &mut Server, connection: &str) -> Vec<String> {
    let mut all = Vec::new();
    for page in walk(s, "list_tables", json!({"connection": connection})) {
        let text = page["content"][0]["text"].as_str().unwrap_or_default();
        let listed: Value = serde_json::from_str(text).unwrap_or_default();
        for table in listed["tables"].as_array().into_iter().flatten() {
            let name = table["name"]
                .as_str()
                .or(table.as_str())
                .unwrap_or_default();
            all.push(name.to_string());
        }
    }
    all
}

/// Every tool over every table of `connection`, every resource, every page: the answers in
/// call order.
fn sweep(s: &mut Server, connection: &str) -> Vec<Value> {
    let mut answers = Vec::new();
    let tables = tables(s, connection);
    assert!(!tables.is_empty(), "{connection}: no tables listed");
    for table in &tables {
        for format in ["md", "json", "yaml"] {
            for purpose in ["query", "profile"] {
                answers.extend(walk(
                    s,
                    "get_table_context",
                    json!({"connection": connection, "table": table, "format": format, "purpose": purpose}),
                ));
            }
        }
    }
    let c = json!({"connection": connection});
    answers.extend(walk(
        s,
        "search_columns",
        json!({"connection": connection, "pattern": "*"}),
    ));
    answers.extend(walk(
        s,
        "search_columns",
        json!({"connection": connection, "text": "customer"}),
    ));
    answers.extend(walk(
        s,
        "list_tables",
        json!({"connection": connection, "detail": true}),
    ));
    answers.extend(walk(s, "get_manifest", c.clone()));
    answers.extend(walk(s, "get_diff", c));
    answers.extend(walk(s, "get_reference", json!({"document": "spec"})));
    let mut cursor = Value::Null;
    loop {
        let params = if cursor.is_null() {
            json!({})
        } else {
            json!({"cursor": cursor})
        };
        let listed = s.request("resources/list", params);
        for resource in listed["result"]["resources"]
            .as_array()
            .into_iter()
            .flatten()
        {
            let uri = resource["uri"].as_str().unwrap_or_default().to_string();
            let read = s.request("resources/read", json!({"uri": uri}));
            answers.push(json!([read["result"], read["error"]]));
        }
        cursor = listed["result"]["nextCursor"].clone();
        answers.push(listed["result"].clone());
        if cursor.is_null() {
            return answers;
        }
    }
}

/// How many files the server has parsed so far (it logs each parse at debug level).
/// Counted once the log has stopped growing, so no line still in the pipe is missed.
fn parses(s: &Server) -> usize {
    let count = || {
        s.stderr_lines()
            .iter()
            .filter(|l| l.contains("parsing"))
            .count()
    };
    let mut seen = count();
    loop {
        std::thread::sleep(std::time::Duration::from_millis(200));
        let now = count();
        if now == seen {
            return now;
        }
        seen = now;
    }
}

/// A server whose budget evicts everything answers every call of two sweeps over
/// `connection` exactly as one that keeps everything, reading evicted files again. The two
/// servers are driven side by side.
fn evicting_everything_answers_as_keeping_all(connection: &str) {
    let project = fixture_project();
    let log = [("RUST_LOG", "dbprint_print::store=debug")];
    let keeping = {
        let (project, connection) = (project.clone(), connection.to_string());
        std::thread::spawn(move || {
            let mut kept = serve_with_env(&project, &[&connection], &log);
            let first = sweep(&mut kept, &connection);
            let first_parses = parses(&kept);
            let second = sweep(&mut kept, &connection);
            (first, second, first_parses, parses(&kept))
        })
    };
    let mut evicting = serve_with_env(&project, &[connection, "--memory-budget", "1"], &log);
    let mut rounds = Vec::new();
    for _ in 0..2 {
        let answers = sweep(&mut evicting, connection);
        rounds.push((answers, parses(&evicting)));
    }
    let (expected, second, kept_parses, kept_parses_after) = keeping.join().unwrap();
    assert!(
        expected.len() > 100,
        "{connection}: {} answers",
        expected.len()
    );
    assert_eq!(second, expected, "{connection}: the second sweep");
    assert_eq!(
        kept_parses_after, kept_parses,
        "{connection}: a kept file is not parsed again"
    );
    let mut before = 0;
    for (round, (got, now)) in rounds.into_iter().enumerate() {
        assert_eq!(got.len(), expected.len(), "{connection}, round {round}");
        for (i, (got, want)) in got.iter().zip(&expected).enumerate() {
            assert_eq!(got, want, "{connection}, round {round}, answer {i}");
        }
        assert!(
            now > before + kept_parses / 2,
            "{connection}, round {round}: evicted files are read again ({before} then {now} parses)"
        );
        before = now;
    }
}

#[test]
fn a_budget_that_evicts_everything_answers_exactly_as_one_that_keeps_all_spec_7_1() {
    evicting_everything_answers_as_keeping_all("shop");
}

#[test]
fn a_budget_that_evicts_everything_answers_exactly_as_one_that_keeps_all_on_a_second_connection_spec_7_1()
 {
    evicting_everything_answers_as_keeping_all("warehouse");
}

#[test]
fn a_memory_budget_that_is_not_a_size_is_refused_naming_it() {
    let project = fixture_project();
    let out = std::process::Command::new(common::BIN)
        .args([
            "serve",
            "--project",
            project.to_str().unwrap(),
            "--memory-budget",
            "lots",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--memory-budget: \"lots\" is not a size"),
        "{said}"
    );
}
