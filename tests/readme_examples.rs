//! Every example of the README's tools table, called as a client calls it over stdio against
//! the bundled print (fixtures/project): each answers without an error, and a list it answers
//! with is not empty, so an example that names nothing (a glob without the database, a table
//! the print lacks) fails here.

#![allow(clippy::disallowed_methods)] // reads the README (clippy.toml)

mod common;

use common::{fixture_project, serve};
use serde_json::Value;

/// (tool, arguments) of each row of the README's tools table: `| task | `tool` | `{...}` |`.
fn examples() -> Vec<(String, Value)> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    readme
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split(" | ").map(str::trim).collect();
            let [_, tool, example] = cells.as_slice() else {
                return None;
            };
            let tool = tool.strip_prefix('`')?.strip_suffix('`')?;
            let example = example.trim_end_matches('|').trim();
            let json = example.strip_prefix('`')?.strip_suffix('`')?;
            let arguments = serde_json::from_str(json)
                .unwrap_or_else(|e| panic!("the README's {tool} example is not JSON: {e}"));
            Some((tool.to_string(), arguments))
        })
        .collect()
}

/// The lists an answer holds that its example promises are not empty.
const LISTS: [&str; 4] = ["tables", "matches", "columns", "trees"];

#[test]
fn every_tools_table_example_of_the_readme_answers_something() {
    let examples = examples();
    let tools: Vec<&str> = examples.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(examples.len(), 11, "one example a tool: {tools:?}");
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    for (tool, arguments) in examples {
        let text = s
            .tool(&tool, arguments.clone())
            .unwrap_or_else(|e| panic!("{tool} {arguments}: {e}"));
        assert!(
            !text.trim().is_empty(),
            "{tool} {arguments} answered nothing"
        );
        let Ok(answer) = serde_json::from_str::<Value>(&text) else {
            continue; // a Markdown answer (get_table_context, get_reference): not empty above
        };
        for list in LISTS {
            if let Some(items) = answer.get(list).and_then(Value::as_array) {
                assert!(!items.is_empty(), "{tool} {arguments}: no {list}\n{text}");
            }
        }
    }
}
