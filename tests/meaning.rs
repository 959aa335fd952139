//! Meaning beyond shared words, through the real binary (built with its default features,
//! the embedding model among them): over a print that holds names and types only, a question
//! sharing no word with the table it needs finds it, and says it ranked by meaning; a word the
//! print never says reads as the names close to it in meaning (`doctors`: physician); a value
//! spelled nowhere finds the stored value closest to it in meaning, marked so; the model's
//! bytes are read in the background as the server starts (their digest checked by the build).

#![allow(clippy::disallowed_methods)] // writes its fixture print in a scratch directory (clippy.toml)

mod common;

use std::fmt::Write as _;

use common::{Scratch, scratch, serve, serve_with_env, write_config};
use serde_json::{Value, json};

/// Tables named as warehouses abbreviate them, with nothing but their columns' names and types
/// (and one value list): (table, [(column, type)]).
const TABLES: &[(&str, &[(&str, &str)])] = &[
    (
        "physician_roster",
        &[
            ("npi", "VARCHAR"),
            ("full_nm", "VARCHAR"),
            ("specialty_cd", "VARCHAR"),
        ],
    ),
    (
        "aircraft_fleet",
        &[
            ("tail_no", "VARCHAR"),
            ("mfr", "VARCHAR"),
            ("seat_cnt", "INTEGER"),
        ],
    ),
    (
        "payroll_run",
        &[
            ("run_dt", "DATE"),
            ("gross_amt", "DECIMAL"),
            ("emp_id", "INTEGER"),
        ],
    ),
    (
        "invoice_line",
        &[
            ("inv_id", "INTEGER"),
            ("sku", "VARCHAR"),
            ("qty", "INTEGER"),
        ],
    ),
    (
        "vehicle_type",
        &[("type_cd", "VARCHAR"), ("label", "VARCHAR")],
    ),
];

/// The stored values of `vehicle_type.label`.
const LABELS: &[&str] = &["car", "truck", "bicycle"];

fn statistics(table: &str, columns: &[(&str, &str)]) -> String {
    let mut text =
        format!("format_version: 1\ntable: ops.{table}\ntype: table\nrow_count: 3\ncolumns:\n");
    for (column, sql_type) in columns {
        let _ = writeln!(
            text,
            "  {column}:\n    sql_type: {sql_type}\n    nullable: false"
        );
        if *column == "label" {
            text.push_str("    classification: categorical\n    cardinality: 3\n    values:\n");
            for label in LABELS {
                let _ = writeln!(text, "    - value: {label}\n      count: 1");
            }
        }
    }
    text
}

/// A project with one connection, `wh`, whose print is `TABLES`.
fn names_only() -> Scratch {
    let dir = scratch();
    write_config(&dir.0, "connections:\n  wh:\n    adapter: duckdb\n");
    let root = dir.0.join("prints/wh");
    let mut manifest = String::from("format_version: 1\nconnection: wh\ntables:\n");
    for (table, columns) in TABLES {
        let _ = write!(
            manifest,
            "  ops.{table}:\n    type: table\n    path: ops/{table}\n    artifacts: {{statistics: statistics.yaml}}\n    columns: {}\n    profiled_at: '2026-03-09T14:27:36Z'\n    row_count: 3\n",
            columns.len()
        );
        let at = root.join("ops").join(table);
        std::fs::create_dir_all(&at).unwrap();
        std::fs::write(at.join("statistics.yaml"), statistics(table, columns)).unwrap();
    }
    std::fs::write(root.join("manifest.yaml"), manifest).unwrap();
    dir
}

fn tables(reply: &Value) -> Vec<&str> {
    let listed = reply["tables"].as_array().unwrap();
    listed
        .iter()
        .map(|t| t["table"].as_str().unwrap())
        .collect()
}

#[test]
fn a_question_sharing_no_word_with_the_table_it_needs_finds_it_by_meaning() {
    let project = names_only();
    let mut s = serve(&project.0, &["--no-warm"]);
    let question = "what did customers buy";
    let reply = s.tool_json("find_tables", json!({"question": question, "detail": true}));
    assert_eq!(tables(&reply).first(), Some(&"ops.invoice_line"), "{reply}");
    assert_eq!(reply["unmatched_words"], json!(["customers", "buy"]));
    let top = &reply["tables"][0];
    assert_eq!(
        top["evidence"],
        json!([]),
        "no word of the question matched it"
    );
    let near = top["close_in_meaning"].as_array().unwrap();
    assert!(near.contains(&json!("invoice_line")), "{top}");
    let compact = s.tool_json("find_tables", json!({"question": question}));
    let line = compact["tables"][0]["evidence"].as_str().unwrap();
    assert!(line.contains("close in meaning: invoice_line"), "{line}");
}

#[test]
fn a_word_the_print_never_says_reads_as_the_names_close_to_it_in_meaning() {
    let project = names_only();
    let mut s = serve(&project.0, &["--no-warm"]);
    let reply = s.tool_json(
        "find_tables",
        json!({"question": "which doctors work here", "detail": true}),
    );
    assert_eq!(
        tables(&reply).first(),
        Some(&"ops.physician_roster"),
        "{reply}"
    );
    let unmatched = reply["unmatched_words"].as_array().unwrap();
    assert!(
        unmatched.contains(&json!("doctors")),
        "still found nowhere as written"
    );
    let said = &reply["tables"][0]["evidence"][0];
    assert_eq!(
        (&said["word"], &said["where"]),
        (&json!("doctors"), &json!("name"))
    );
    let planes = s.tool_json("find_tables", json!({"question": "the planes we fly"}));
    assert_eq!(
        tables(&planes).first(),
        Some(&"ops.aircraft_fleet"),
        "{planes}"
    );
}

#[test]
fn a_value_spelled_nowhere_finds_the_stored_value_closest_in_meaning_marked_so() {
    let project = names_only();
    let mut s = serve(&project.0, &["--no-warm"]);
    let reply = s.tool_json("find_value", json!({"value": "automobile"}));
    let first = &reply["columns"][0];
    assert_eq!(first["table"], "ops.vehicle_type", "{reply}");
    assert_eq!(first["stored"], "car", "{reply}");
    assert_eq!(first["match"], "meaning", "{reply}");
    assert!(first["closeness"].as_f64().unwrap() >= 0.6, "{first}");
    let summary = reply["summary"].as_str().unwrap();
    assert!(summary.contains("close in meaning"), "{summary}");
    let stored = s.tool_json("find_value", json!({"value": "truck"}));
    assert_eq!(
        stored["columns"][0]["match"], "exact",
        "a stored value is found as stored"
    );
    assert_eq!(stored["columns"].as_array().unwrap().len(), 1, "{stored}");
}

#[test]
fn the_model_is_read_in_the_background_at_start_its_digest_checked_at_build() {
    let project = names_only();
    let s = serve_with_env(
        &project.0,
        &["--no-warm"],
        &[("RUST_LOG", "dbprint_embed=debug")],
    );
    let read = s.wait_for_stderr(
        |line| line.contains("its SHA-256 checked at build"),
        std::time::Duration::from_secs(10),
    );
    assert!(
        read.is_some(),
        "no call asked, yet it is read: {}",
        s.stderr_text()
    );
}

#[test]
fn a_long_question_of_words_the_print_never_says_answers_naming_them() {
    let project = names_only();
    let mut s = serve(&project.0, &["--no-warm"]);
    let letter = |n: usize| char::from(b'a' + (n % 26) as u8);
    let words: Vec<String> = (0..300)
        .map(|n| format!("zq{}{}", letter(n / 26), letter(n)))
        .collect();
    let question = format!("what did customers buy {}", words.join(" "));
    let reply = s.tool_json("find_tables", json!({"question": question}));
    assert!(tables(&reply).contains(&"ops.invoice_line"), "{reply}");
    let unmatched = reply["unmatched_words"].as_array().unwrap();
    assert!(unmatched.len() > 200, "{}", unmatched.len());
    let not_read = reply["words_not_read"]["words"].as_i64().unwrap_or(0);
    assert!(
        not_read > 0,
        "past 256 distinct words the question is not read: {reply}"
    );
}
