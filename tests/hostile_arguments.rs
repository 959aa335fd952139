//! Arguments no agent should send, and one sometimes does: each is answered within its bound,
//! and the server answers the next call (MCP §8.3). A question is read up to its 256th
//! distinct word and the answer says what went unread; a long argument is echoed by its first
//! 200 characters and marked as cut; an argument past 1 MiB is refused by name; a glob of
//! thousands of stars, a cursor of 5 KB, and control and bidi characters are answered as any
//! other.

mod common;

use common::{Server, discovery_project, fixture_project, serve};
use serde_json::{Value, json};

/// `n` distinct words of letters alone.
fn distinct_words(n: usize) -> String {
    let word = |mut k: usize| {
        let mut w = String::from("q");
        loop {
            w.push(char::from(b'a' + (k % 26) as u8));
            k /= 26;
            if k == 0 {
                return w;
            }
        }
    };
    (0..n).map(word).collect::<Vec<_>>().join(" ")
}

/// An echo of a long argument: its first 200 characters and the mark saying how long it was.
fn assert_cut(echoed: &Value, whole: &str) {
    let echoed = echoed.as_str().expect("an echo");
    let all = whole.chars().count();
    assert!(echoed.starts_with(&whole.chars().take(200).collect::<String>()));
    assert!(
        echoed.ends_with(&format!("… [cut: {all} characters in all]")),
        "{echoed}"
    );
}

fn still_answers(server: &mut Server) {
    let page = server.tool_json("find_tables", json!({"question": "building rooms"}));
    assert!(page["tables"].as_array().is_some_and(|t| !t.is_empty()));
}

#[test]
fn a_question_of_100000_distinct_words_is_read_to_its_256th_and_says_what_went_unread() {
    let mut server = serve(&discovery_project(), &[]);
    let question = format!("building rooms {}", distinct_words(100_000));
    let page = server.tool_json("find_tables", json!({"question": question}));
    assert_cut(&page["question"], &question);
    let unread = &page["words_not_read"];
    assert_eq!(unread["words"], json!(100_000 + 2 - 256));
    assert_eq!(unread["first"].as_array().map(Vec::len), Some(20));
    assert!(
        unread["why"]
            .as_str()
            .unwrap()
            .contains("256th distinct word")
    );
    assert!(
        page["tables"].as_array().is_some_and(|t| !t.is_empty()),
        "the words read still find their tables"
    );
    let short = server.tool_json("find_tables", json!({"question": "building rooms"}));
    assert!(
        short.get("words_not_read").is_none(),
        "a question read whole says nothing"
    );
    still_answers(&mut server);
}

#[test]
fn find_value_echoes_a_long_value_cut_and_reads_a_long_question_within_its_bounds() {
    let mut server = serve(&discovery_project(), &[]);
    let value = distinct_words(60_000);
    let page = server.tool_json("find_value", json!({"value": value}));
    assert_cut(&page["value"], &value);
    assert_eq!(page["found"], json!(0));
    let question = distinct_words(1_000);
    let page = server.tool_json(
        "find_value",
        json!({"value": "History", "question": question}),
    );
    assert_eq!(page["value"], json!("History"));
    assert_eq!(page["question_words_not_read"]["words"], json!(1_000 - 256));
    still_answers(&mut server);
}

#[test]
fn an_argument_past_one_mebibyte_is_refused_by_name_by_every_tool() {
    let mut server = serve(&fixture_project(), &[]);
    let long = "x".repeat(1024 * 1024 + 1);
    for (tool, key) in [
        ("get_table_context", "table"),
        ("search_columns", "pattern"),
        ("find_tables", "question"),
        ("check_query", "sql"),
    ] {
        let refused = server.tool(tool, json!({key: long})).unwrap_err();
        assert_eq!(
            refused,
            format!(
                "{key} is 1048577 bytes long; {tool} reads an argument of at most 1048576 bytes (its text, as UTF-8), so this call was not run. Send a shorter {key}."
            )
        );
    }
    let page = server.tool_json("list_tables", json!({}));
    assert!(page["tables"].as_array().is_some_and(|t| !t.is_empty()));
}

#[test]
fn an_unknown_name_of_100000_characters_is_quoted_by_its_first_200() {
    let mut server = serve(&fixture_project(), &[]);
    let name = "n".repeat(100_000);
    let refused = server
        .tool(
            "find_join_path",
            json!({"from": name, "to": "shop.sales.orders"}),
        )
        .unwrap_err();
    assert!(refused.len() < 500, "{} characters", refused.len());
    assert!(
        refused.contains("… [cut: 100000 characters in all]"),
        "{refused}"
    );
    let sql = format!(
        "SELECT {} FROM shop.sales.orders",
        vec!["a"; 20_000].join(".")
    );
    let page = server.tool_json("check_query", json!({"sql": sql}));
    let message = page["findings"][0]["message"].as_str().unwrap();
    assert!(
        message.chars().count() < 1_100,
        "{} characters",
        message.len()
    );
    assert!(message.contains("characters in all]"), "{message}");
}

#[test]
fn a_glob_of_5000_stars_matches_as_one_star_does() {
    let mut server = serve(&fixture_project(), &[]);
    let one = server.tool_all_pages("search_columns", json!({"pattern": "*"}), "matches");
    let many = server.tool_all_pages(
        "search_columns",
        json!({"pattern": "*".repeat(5_000)}),
        "matches",
    );
    assert_eq!(one["total"], many["total"]);
    assert_eq!(one["matches"], many["matches"]);
    let brackets = server.tool_json("search_columns", json!({"pattern": "[".repeat(200_000)}));
    assert_eq!(brackets["total"], json!(0));
}

#[test]
fn a_cursor_of_5_kb_is_refused_as_one_no_reply_issued() {
    let mut server = serve(&fixture_project(), &[]);
    let cursor = "c".repeat(5_000);
    let refused = server
        .tool("list_tables", json!({"cursor": cursor}))
        .unwrap_err();
    assert!(refused.starts_with("cursor 'ccc"), "{}", &refused[..80]);
    assert!(refused.ends_with("or call again without `cursor` for the first page."));
    let page = server.tool_json("list_tables", json!({}));
    assert!(page["tables"].as_array().is_some_and(|t| !t.is_empty()));
}

#[test]
fn control_and_bidi_characters_are_answered_as_any_other_text() {
    let mut discovery = serve(&discovery_project(), &[]);
    let odd =
        "rooms\u{0}\u{7}\u{1b}[2J\u{202e}gnidliub\u{2066}\u{200b}\u{feff}\r\n\t\u{85}\u{2028}";
    for (tool, args) in [
        ("find_tables", json!({"question": odd})),
        ("find_value", json!({"value": odd, "question": odd})),
        ("find_tables", json!({"question": "rooms", "schema": odd})),
    ] {
        let page = discovery.tool_json(tool, args);
        assert!(page.is_object(), "{tool}: {page}");
    }
    still_answers(&mut discovery);
    let mut shop = serve(&fixture_project(), &[]);
    for (tool, args) in [
        ("search_columns", json!({"pattern": odd})),
        ("search_columns", json!({"text": odd})),
        (
            "check_query",
            json!({"sql": format!("SELECT '{odd}' FROM shop.sales.orders")}),
        ),
        (
            "resolve_value",
            json!({"table": "shop.sales.orders", "column": "status", "text": odd}),
        ),
    ] {
        assert!(shop.tool(tool, args).is_ok(), "{tool}");
    }
    let refused = shop
        .tool("get_table_context", json!({"table": odd}))
        .unwrap_err();
    assert!(refused.starts_with("table 'rooms"), "{refused}");
    let refused = shop
        .tool("find_join_path", json!({"from": odd, "to": odd}))
        .unwrap_err();
    assert!(refused.starts_with("table 'rooms"), "{refused}");
}
