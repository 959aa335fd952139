//! `check_query` against the corpus in tests/check_query/*.yaml: realistic queries over the
//! fixture prints in several dialects, each with the findings it must answer (as a multiset
//! of `severity kind`) and, where given, its corrected SQL or that it has none; one server per fixture project.
//! The corpus itself is held to its promise: at least 150 queries in at least four dialects,
//! and every finding kind it expects has a query beside it that passes clean (`twin_of`).
//! Then the rules no corpus entry shows: SQL that does not parse answers a finding, not a
//! fault, a misspelled keyword is an error with its keyword that fails the CLI, and a wide
//! table and a long IN list are checked in one pass.
#![allow(clippy::disallowed_methods)] // reads the corpus files (clippy.toml)

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use common::{Server, serve};
use dbprint_yaml::Value as Yaml;
use serde_json::{Value, json};

struct Entry {
    file: String,
    name: String,
    project: String,
    connection: Option<String>,
    dialect: String,
    sql: String,
    expect: Vec<String>,
    /// The corrected SQL it must answer; `Some(None)` (written `corrected_sql: ~`) when it must
    /// answer none, `None` when the entry does not say.
    corrected_sql: Option<Option<String>>,
    twin_of: Option<String>,
}

fn text(entry: &Yaml, key: &str) -> Option<String> {
    entry.get(key).and_then(Yaml::as_str).map(str::to_string)
}

fn corpus() -> Vec<Entry> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/check_query");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let mut entries = Vec::new();
    for file in files {
        let doc = dbprint_yaml::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        for item in doc.as_seq().unwrap() {
            let expect = item
                .get("expect")
                .and_then(Yaml::as_seq)
                .unwrap_or_else(|| panic!("{name}: an entry without expect"))
                .iter()
                .map(|e| e.as_str().unwrap().to_string())
                .collect();
            entries.push(Entry {
                file: name.clone(),
                name: text(item, "name").unwrap(),
                project: text(item, "project").unwrap(),
                connection: text(item, "connection"),
                dialect: text(item, "dialect").unwrap(),
                sql: text(item, "sql").unwrap(),
                expect,
                corrected_sql: item.get("corrected_sql").map(|sql| match sql {
                    Yaml::Null => None,
                    sql => Some(sql.as_str().map(str::to_string).unwrap_or_else(|| {
                        let entry = text(item, "name");
                        panic!("{name} / {entry:?}: corrected_sql {sql:?} is neither SQL nor ~")
                    })),
                }),
                twin_of: text(item, "twin_of"),
            });
        }
    }
    entries
}

fn project(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

fn check(s: &mut Server, entry: &Entry) -> Value {
    let mut args = json!({"sql": entry.sql, "dialect": entry.dialect});
    if let Some(conn) = &entry.connection {
        args["connection"] = json!(conn);
    }
    s.tool_all_pages("check_query", args, "findings")
}

fn multiset(items: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut all: Vec<String> = items.into_iter().collect();
    all.sort();
    all
}

#[test]
fn the_corpus_holds_150_queries_in_four_dialects_and_a_clean_twin_per_kind() {
    let entries = corpus();
    assert!(entries.len() >= 150, "{} queries", entries.len());
    let dialects: BTreeSet<&str> = entries.iter().map(|e| e.dialect.as_str()).collect();
    assert!(dialects.len() >= 4, "{dialects:?}");
    let mut names = BTreeSet::new();
    for e in &entries {
        assert!(
            names.insert(e.name.as_str()),
            "two entries named {}",
            e.name
        );
    }
    let kinds: BTreeSet<String> = entries
        .iter()
        .flat_map(|e| e.expect.iter())
        .map(|x| x.split_whitespace().nth(1).unwrap().to_string())
        .collect();
    for kind in &kinds {
        assert!(
            entries
                .iter()
                .any(|e| e.twin_of.as_deref() == Some(kind) && e.expect.is_empty()),
            "no clean twin for {kind}"
        );
    }
}

#[test]
fn every_corpus_query_answers_its_expected_findings() {
    let entries = corpus();
    let mut by_server: BTreeMap<(&str, Option<&str>), Vec<&Entry>> = BTreeMap::new();
    for e in &entries {
        let key = (e.project.as_str(), e.connection.as_deref());
        by_server.entry(key).or_default().push(e);
    }
    let mut wrong = Vec::new();
    for ((name, connection), group) in by_server {
        let mut extra = vec!["--no-warm"];
        extra.extend(connection);
        let mut s = serve(&project(name), &extra);
        for entry in group {
            let reply = check(&mut s, entry);
            let got = multiset(reply["findings"].as_array().unwrap().iter().map(|f| {
                format!(
                    "{} {}",
                    f["severity"].as_str().unwrap(),
                    f["kind"].as_str().unwrap()
                )
            }));
            let want = multiset(entry.expect.iter().cloned());
            if got != want {
                wrong.push(format!(
                    "{} / {}: expected {want:?}, got {got:?}",
                    entry.file, entry.name
                ));
            }
            if let Some(sql) = &entry.corrected_sql {
                let fixed = reply["corrected_sql"].as_str().map(str::trim_end);
                if fixed != sql.as_deref().map(str::trim_end) {
                    wrong.push(format!(
                        "{} / {}: corrected_sql {fixed:?}, expected {sql:?}",
                        entry.file, entry.name
                    ));
                }
            }
            for f in reply["findings"].as_array().unwrap() {
                let kind = f["kind"].as_str().unwrap();
                let placed = f["line"].as_i64().unwrap() >= 1 || kind == "not_a_query";
                if !placed || f["message"].as_str().unwrap().contains('\n') {
                    wrong.push(format!(
                        "{} / {}: unplaced or multi-line {f}",
                        entry.file, entry.name
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {}:\n{}",
        wrong.len(),
        entries.len(),
        wrong.join("\n")
    );
}

#[test]
fn sql_that_does_not_parse_answers_the_parser_message_at_its_place_never_a_fault() {
    let mut s = serve(&common::fixture_project(), &["--no-warm"]);
    let reply = s.tool_json(
        "check_query",
        json!({"sql": "SELECT id\nFROM sales.orders WHERE"}),
    );
    let finding = &reply["findings"][0];
    assert_eq!(finding["kind"], "parse_error");
    assert_eq!(finding["severity"], "error");
    assert_eq!(finding["line"], 2);
    assert!(finding["message"].as_str().unwrap().contains("Expected"));
    assert_eq!(reply["total"], 1);
}

#[test]
fn a_misspelled_keyword_is_an_error_with_its_keyword_and_the_cli_exits_1() {
    let project = common::fixture_project();
    for (sql, fixes) in [
        ("SELEC * FRM sales.orders", vec!["SELECT", "FROM"]),
        ("SELECT * FORM sales.orders", vec!["FROM"]),
        (
            "SELECT * FROM sales.orders WHER status = 'x'",
            vec!["WHERE"],
        ),
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_dbprint"))
            .args(["check-query", "-", "--format", "json", "--project"])
            .arg(&project)
            .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), sql.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{sql}");
        let reply: Value = serde_json::from_slice(&out.stdout).unwrap();
        let findings = reply["findings"].as_array().unwrap();
        let got: Vec<(&str, &str, &str)> = findings
            .iter()
            .map(|f| {
                let kind = f["kind"].as_str().unwrap();
                (
                    f["severity"].as_str().unwrap(),
                    kind,
                    f["fix"].as_str().unwrap(),
                )
            })
            .collect();
        let want: Vec<(&str, &str, &str)> = fixes
            .iter()
            .map(|fix| ("error", "misspelled_keyword", *fix))
            .collect();
        assert_eq!(got, want, "{sql}");
        for f in findings {
            assert!(f["column"].as_i64().unwrap() < f["end_column"].as_i64().unwrap());
            assert_eq!(f["suggestions"][0], f["fix"], "{sql}");
        }
    }
}

#[test]
fn a_query_over_a_wide_table_and_a_long_in_list_is_checked_whole() {
    let mut s = serve(&common::fixture_project(), &["--no-warm", "warehouse"]);
    let columns: Vec<String> = (1..150)
        .filter(|i| i % 10 != 0)
        .map(|i| format!("m.metric_{i:03}"))
        .collect();
    let listed: Vec<String> = (0..5000).map(|i| format!("'code-{i}'")).collect();
    let sql = format!(
        "SELECT {} FROM dw.wide_metrics AS m WHERE m.nope IN ({})",
        columns.join(", "),
        listed.join(", ")
    );
    let reply = s.tool_all_pages("check_query", json!({"sql": sql}), "findings");
    let kinds: Vec<&str> = reply["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["unknown_column"], "only m.nope is unknown");
}

#[test]
fn sql_nested_past_the_parser_limit_is_not_checked_rather_than_wrong_and_the_server_lives_spec_8_3()
{
    let mut s = serve(&common::fixture_project(), &["--no-warm"]);
    let deep = format!(
        "SELECT {}1{} FROM sales.orders",
        "(".repeat(20_000),
        ")".repeat(20_000)
    );
    let reply = s.tool_json("check_query", json!({"sql": deep}));
    assert_eq!(reply["findings"][0]["kind"], "not_checked");
    assert_eq!(reply["findings"][0]["severity"], "note");
    let unions = vec!["SELECT order_id FROM sales.orders"; 2_000].join(" UNION ALL ");
    let reply = s.tool_all_pages("check_query", json!({"sql": unions}), "findings");
    assert!(reply["findings"].is_array());
    let after = s.tool_json("check_query", json!({"sql": "SELECT 1"}));
    assert_eq!(after["findings"], json!([]));
}

#[test]
fn an_edge_rejected_after_a_first_check_is_reported_by_the_next_spec_7_1() {
    let copy = common::joins_copy();
    let mut s = serve(&copy.0, &["--no-warm"]);
    let sql = "SELECT a.name, SUM(i.amount) FROM billing.invoice AS i \
               JOIN crm.account AS a ON a.account_id = i.account_id GROUP BY a.name";
    let kinds = |s: &mut Server| -> Vec<String> {
        let reply = s.tool_all_pages("check_query", json!({"sql": sql}), "findings");
        reply["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["kind"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(kinds(&mut s), Vec::<String>::new());
    let own = common::reject_invoice_account_edge(&copy.0);
    assert_eq!(kinds(&mut s), ["join_rejected_edge"]);
    // The manifest unchanged now: only the named table's own file tells.
    common::edit(&own, "  verdict: rejected\n", "");
    assert_eq!(kinds(&mut s), Vec::<String>::new());
}

#[test]
fn files_a_check_cannot_read_are_named_as_notes_never_passed_over_silently() {
    let copy = common::joins_copy();
    let atlas = copy.0.join("prints/atlas/atlas");
    std::fs::write(
        atlas.join("ops/warehouse/statistics.yaml"),
        "columns: [unclosed\n",
    )
    .unwrap();
    std::fs::write(
        atlas.join("crm/contact/relationships.yaml"),
        "refers_to: [unclosed\n",
    )
    .unwrap();
    let mut s = serve(&copy.0, &["--no-warm"]);
    let kinds = |s: &mut Server, sql: &str| -> Vec<(String, String)> {
        kinds_and_messages(&s.tool_all_pages("check_query", json!({"sql": sql}), "findings"))
    };
    let found = kinds(&mut s, "SELECT w.city, w.nope FROM ops.warehouse AS w");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "table_unread");
    assert!(found[0].1.contains("does not parse"), "{}", found[0].1);
    let found = kinds(
        &mut s,
        "SELECT c.email FROM crm.contact AS c JOIN crm.account AS a ON a.name = c.email",
    );
    let names: Vec<&str> = found.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, ["join_unchecked"], "{found:?}");
    assert!(found[0].1.contains("atlas.crm.contact"));
}

/// The kind of each finding of a check_query reply, with its message.
fn kinds_and_messages(reply: &Value) -> Vec<(String, String)> {
    reply["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let kind = f["kind"].as_str().unwrap().to_string();
            (kind, f["message"].as_str().unwrap().to_string())
        })
        .collect()
}

#[test]
fn a_domain_the_ddl_declares_is_read_anew_when_the_file_changes_and_one_that_does_not_read_is_named_spec_7_1()
 {
    let f = common::fixtures_copy();
    let project = f.0.join("project");
    let ddl = project.join("prints/shop/shop/sales/orders/ddl.sql");
    let mut s = serve(&project, &["--no-warm"]);
    let sql = json!({"sql": "SELECT order_id FROM sales.orders WHERE channel = 'kiosk'"});
    let before = kinds_and_messages(&s.tool_json("check_query", sql.clone()));
    assert_eq!(before[0].0, "literal_not_in_domain", "{before:?}");
    common::edit(
        &ddl,
        "channel VARCHAR NOT NULL,",
        "channel VARCHAR NOT NULL CHECK (channel IN ('web', 'app', 'phone', 'kiosk')),",
    );
    let allowed = kinds_and_messages(&s.tool_json("check_query", sql.clone()));
    assert!(allowed.is_empty(), "the CHECK list allows it: {allowed:?}");
    std::fs::write(&ddl, b"CREATE TABLE \xff\xfe").unwrap();
    let unread = kinds_and_messages(&s.tool_json("check_query", sql));
    assert!(
        unread.iter().any(|(kind, message)| kind == "table_unread"
            && message.contains("the domains and keys its definition declares are not used")),
        "{unread:?}"
    );
    assert!(
        unread
            .iter()
            .any(|(kind, _)| kind == "literal_not_in_domain")
    );
    std::fs::remove_file(&ddl).unwrap();
    let gone = kinds_and_messages(&s.tool_json(
        "check_query",
        json!({"sql": "SELECT order_id FROM sales.orders"}),
    ));
    assert!(
        gone.iter().any(|(kind, message)| kind == "table_unread"
            && message.contains("ddl.sql")
            && message.contains("the domains and keys its definition declares are not used")),
        "a declared ddl.sql that is not there is named, not taken as declaring nothing: {gone:?}"
    );
}
