//! One table of 100,000 columns and one column listing 100,000 values, served by the real
//! binary (MCP spec §4.1 get_table_context, §4.3 search_columns, §4.7 resolve_value, and
//! find_tables naming the columns close in meaning to a question from the first thousand). The
//! prints are sized so that a step quadratic in the columns or values it reads cannot answer
//! within the harness's wait for one answer (300 s): the search, the context and the Markdown
//! value list did not, in a debug build, before their lookups were made linear; resolve_value
//! took 167 s over the wide table then. A linear build answers each in seconds. Every answer
//! is checked, none is timed.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;
#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::{Scratch, Server, scratch, serve_with_env};
use serde_json::{Value, json};

const COLUMNS: usize = 100_000;
const VALUES: usize = 100_000;

/// A generated print kept under the target directory between runs (`.dbprint.yaml` is
/// written last, so its presence means the print is whole).
fn print(name: &str, write: impl FnOnce(&Path) -> Result<(), String>) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    if !dir.join(".dbprint.yaml").is_file() {
        let _ = std::fs::remove_dir_all(&dir);
        write(&dir).unwrap();
    }
    dir
}

fn wide() -> &'static Path {
    static WIDE: OnceLock<PathBuf> = OnceLock::new();
    WIDE.get_or_init(|| {
        print(&format!("wide-{COLUMNS}"), |dir| {
            generate::write_wide_print(dir, COLUMNS)
        })
    })
}

fn long() -> &'static Path {
    static LONG: OnceLock<PathBuf> = OnceLock::new();
    LONG.get_or_init(|| {
        print(&format!("long-{VALUES}"), |dir| {
            generate::write_long_print(dir, VALUES)
        })
    })
}

/// A server over `project` with a cache directory of its own, removed with the test.
fn server(project: &Path) -> (Server, Scratch) {
    let cache = scratch();
    let dir = cache.0.to_str().unwrap().to_string();
    let server = serve_with_env(project, &[], &[("DBPRINT_CACHE_DIR", dir.as_str())]);
    (server, cache)
}

/// Every page of a Markdown `get_table_context` reply, the cursor markers taken off, joined:
/// the reply's text as one page would have held it.
fn markdown_whole(server: &mut Server, mut arguments: Value) -> String {
    let mut whole = String::new();
    loop {
        let page = server.tool("get_table_context", arguments.clone()).unwrap();
        let (text, cursor) = match page.rsplit_once("\n<!-- next_cursor: ") {
            Some((text, cursor)) => (text, Some(cursor.trim_end_matches(" -->"))),
            None => (page.as_str(), None),
        };
        let legend = if whole.is_empty() {
            String::new()
        } else {
            whole_legend(text)
        };
        whole.push_str(text.strip_prefix(&legend).unwrap_or(text));
        match cursor {
            Some(cursor) => arguments["cursor"] = json!(cursor),
            None => return whole,
        }
    }
}

/// The `## Terms` block a later page opens with (its heading, a blank line, its terms) and
/// the blank line after it; empty when the page has none.
fn whole_legend(page: &str) -> String {
    let Some(terms) = page.strip_prefix("## Terms\n\n") else {
        return String::new();
    };
    terms.find("\n\n").map_or(String::new(), |end| {
        page[..page.len() - terms.len() + end + 2].to_string()
    })
}

#[test]
fn search_columns_finds_the_last_of_100000_columns_spec_4_3() {
    let (mut server, _cache) = server(wide());
    let last = generate::wide_column(COLUMNS - 1);
    let found = server.tool_json("search_columns", json!({"pattern": last}));
    assert_eq!(found["total"], 1, "{found}");
    assert_eq!(found["matches"][0]["table"], "wide.main.t");
    assert_eq!(found["matches"][0]["column"], last.as_str());
    let noted = server.tool_json(
        "search_columns",
        json!({"text": format!("column {} of the wide", COLUMNS - 1)}),
    );
    assert_eq!(noted["total"], 1, "{noted}");
    assert_eq!(
        noted["matches"][0]["annotation"],
        format!("Column {} of the wide table.", COLUMNS - 1)
    );
}

#[test]
fn find_tables_names_a_wide_tables_columns_close_in_meaning_from_its_first_thousand() {
    let (mut server, _cache) = server(wide());
    let found = server.tool_json(
        "find_tables",
        json!({"question": "a very broad spreadsheet", "detail": true}),
    );
    let top = &found["tables"][0];
    assert_eq!(top["table"], "wide.main.t", "{found}");
    assert_eq!(
        top["evidence"],
        json!([]),
        "no word of the question is in the print"
    );
    let near = top["close_in_meaning"].as_array().unwrap();
    assert!((1..=3).contains(&near.len()), "{top}");
    let read: Vec<String> = (0..1000).map(generate::wide_column).collect();
    for name in near {
        let name = name.as_str().unwrap();
        assert!(name == "t" || read.iter().any(|c| c == name), "{name}");
    }
}

#[test]
fn get_table_context_answers_over_100000_columns_spec_4_1() {
    let (mut server, _cache) = server(wide());
    for purpose in ["profile", "query"] {
        let page = server.tool_json(
            "get_table_context",
            json!({"table": "wide.main.t", "purpose": purpose, "format": "json"}),
        );
        assert_eq!(page["table"], "wide.main.t");
        assert_eq!(page["columns_count"], COLUMNS, "{page}");
        assert!(page["next_cursor"].is_string(), "{page}");
    }
    let page = server
        .tool(
            "get_table_context",
            json!({"table": "wide.main.t", "purpose": "profile"}),
        )
        .unwrap();
    assert!(
        page.starts_with(&format!(
            "# Table: wide.main.t  (1000 rows, {COLUMNS} columns)\n"
        )),
        "{page}"
    );
}

#[test]
fn resolve_value_reads_the_last_listed_column_of_100000_spec_4_7() {
    let (mut server, _cache) = server(wide());
    let column = generate::wide_column(COLUMNS - 4);
    let answer = server.tool_json(
        "resolve_value",
        json!({"table": "wide.main.t", "column": column, "text": "alpha"}),
    );
    assert_eq!(answer["column"], column.as_str());
    assert_eq!(answer["match"], "stored", "{answer}");
    assert_eq!(answer["listed"], 3);
}

#[test]
fn get_table_context_markdown_lists_every_one_of_100000_values_spec_4_1() {
    let (mut server, _cache) = server(long());
    let whole = markdown_whole(
        &mut server,
        json!({"table": "long.main.t", "purpose": "query"}),
    );
    let row = whole
        .lines()
        .find(|line| line.starts_with("| code | "))
        .unwrap_or_else(|| panic!("no values row for `code`: {whole:.2000}"));
    // Every tenth entry is a spelling, shown in braces after its canonical value, which
    // appears there again: each value once in its own spelling, each spelling once.
    assert_eq!(row.matches("'v").count(), VALUES, "{row:.500}");
    assert_eq!(row.matches("'V").count(), VALUES / 10);
    assert!(row.starts_with("| code | 'v0000000' (100000) = 'Code number 0.', "));
    let last = generate::long_value(VALUES - 1);
    let canonical = generate::long_value(VALUES - 2);
    assert!(
        row.contains(&format!("{{'{canonical}' (2), '{last}' (1)}} | ")),
        "{:.300}",
        &row[row.len().saturating_sub(300)..]
    );
}

#[test]
fn resolve_value_finds_a_spelling_among_100000_values_spec_4_7() {
    let (mut server, _cache) = server(long());
    let last = generate::long_value(VALUES - 1);
    let answer = server.tool_json(
        "resolve_value",
        json!({"table": "long.main.t", "column": "code", "text": last}),
    );
    assert_eq!(answer["listed"], VALUES, "{answer:.2000}");
    assert_eq!(answer["match"], "stored", "{answer:.2000}");
    assert_eq!(answer["exhaustive"], true);
}
