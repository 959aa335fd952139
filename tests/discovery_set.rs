//! The labelled discovery set (benches/discovery: 84 tables modelled on eight public sample
//! schemas, 184 questions with their gold tables and the stored values they name) scored
//! through the real server over stdio, as scripts/discovery_eval.py scores it through the CLI:
//! a floor under recall@10 of the gold tables, the share of questions with every gold table in
//! the top 10, and the share of named values whose gold column `find_value` lists first, alone
//! and given the question. The floors sit a little under today's figures on the whole set
//! (docs/discovery.md, "The labelled sets"; in-sample: the ranking's constants were chosen on
//! its training half), so a change that makes discovery worse fails here.

#![allow(clippy::disallowed_methods)] // reads the labelled questions (clippy.toml)

mod common;

use std::path::Path;

use common::{labelled, serve};
use dbprint_yaml::Value as Yaml;
use serde_json::{Value, json};

struct Question {
    question: String,
    tables: Vec<String>,
    literals: Vec<(String, String)>,
}

/// Question `id` of the set: its id, its text, its gold tables (at least one, each once) and
/// the stored values it names with their gold columns (`literals`: none when the entry omits
/// it, else at least one). A label missing, empty or malformed fails naming the question, so
/// that no question is scored against nothing.
fn question(id: String, item: &Yaml) -> Question {
    let listed = |key: &str| -> Vec<Yaml> {
        let list = (item.get(key).and_then(Yaml::as_seq))
            .unwrap_or_else(|| panic!("{id}: {key} is not a list: {:?}", item.get(key)));
        assert!(!list.is_empty(), "{id}: {key} is empty");
        list.to_vec()
    };
    let tables = labelled::gold_tables(&id, item);
    let literals = match item.get("literals") {
        None => Vec::new(),
        Some(_) => (listed("literals").iter())
            .map(|literal| {
                (
                    labelled::text(&id, literal, "value"),
                    labelled::text(&id, literal, "column"),
                )
            })
            .collect(),
    };
    Question {
        question: labelled::text(&id, item, "question"),
        tables,
        literals,
    }
}

fn first_column(reply: &Value) -> Option<String> {
    let top = reply["columns"].as_array()?.first()?;
    Some(format!(
        "{}.{}",
        top["table"].as_str()?,
        top["column"].as_str()?
    ))
}

#[test]
fn the_labelled_set_keeps_its_floors() {
    let project = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/discovery");
    let questions = labelled::questions(&project, question);
    assert!(questions.len() >= 150, "{} questions", questions.len());
    let mut s = serve(&project, &["--no-warm"]);
    let (mut gold, mut found, mut whole) = (0, 0, 0);
    let (mut literals, mut alone, mut in_question) = (0, 0, 0);
    for q in &questions {
        let reply = s.tool_json("find_tables", json!({"question": q.question, "limit": 10}));
        let listed: Vec<&str> = reply["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["table"].as_str().unwrap())
            .collect();
        let hits = q
            .tables
            .iter()
            .filter(|t| listed.contains(&t.as_str()))
            .count();
        gold += q.tables.len();
        found += hits;
        whole += usize::from(hits == q.tables.len());
        for (value, column) in &q.literals {
            literals += 1;
            let reply = s.tool_json("find_value", json!({"value": value}));
            alone += usize::from(first_column(&reply).as_ref() == Some(column));
            let reply = s.tool_json(
                "find_value",
                json!({"value": value, "question": q.question}),
            );
            in_question += usize::from(first_column(&reply).as_ref() == Some(column));
        }
    }
    let share = |n: usize, of: usize| n as f64 / of as f64;
    let figures = [
        ("recall@10 of gold tables", share(found, gold), 0.92),
        (
            "questions with every gold table in the top 10",
            share(whole, questions.len()),
            0.88,
        ),
        (
            "find_value's first column is gold (the value alone)",
            share(alone, literals),
            0.75,
        ),
        (
            "find_value's first column is gold (given the question)",
            share(in_question, literals),
            // 0.892 since the fitted synonym groups went (issue 49; 0.901 with them).
            0.88,
        ),
    ];
    for (what, got, floor) in figures {
        eprintln!("{what}: {got:.3} (floor {floor})");
        assert!(got >= floor, "{what}: {got:.3} is under its floor {floor}");
    }
}
