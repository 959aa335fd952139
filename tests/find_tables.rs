//! `find_tables` over the discovery fixture (fixtures/discovery, connection `campus`; what each
//! table is there for is in fixtures/sql/campus.sql): a table found by its name, its
//! description, a stored value the question names, a common abbreviation, one the print
//! defines, a misspelled word, and the join graph's lift; the question's words found nowhere
//! named; redaction and the `schema` glob holding; an edit to a description or a value list
//! seen by the next call (§7.1); paging (§4.8); argument faults with the spec's texts (§8.2);
//! `--tools v1` without it (§9); the compact answer (one evidence line per table, grouped by
//! word) and the bridge a join tree between two hits needs.

#![allow(clippy::disallowed_methods)] // writes fixture files in its scratch copies (clippy.toml)

mod common;

use std::fmt::Write as _;

use common::{discovery_copy, discovery_project, edit, scratch, serve, write_config};
use serde_json::{Value, json};

/// The whole answer with its full evidence (`detail: true`).
fn find(s: &mut common::Server, question: &str, extra: Value) -> Value {
    let mut args = json!({"question": question, "detail": true});
    for (k, v) in extra.as_object().unwrap() {
        args[k] = v.clone();
    }
    s.tool_all_pages("find_tables", args, "tables")
}

fn tables(reply: &Value) -> Vec<String> {
    reply["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["table"].as_str().unwrap().to_string())
        .collect()
}

fn first(reply: &Value) -> String {
    tables(reply).into_iter().next().unwrap_or_default()
}

/// The evidence of `table` in the reply: (word, where) pairs.
fn evidence(reply: &Value, table: &str) -> Vec<(String, String)> {
    let found = reply["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["table"] == table)
        .unwrap_or_else(|| panic!("{table} not in {reply}"));
    found["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["word"].as_str().unwrap().to_string(),
                e["where"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn a_table_is_found_by_its_name_and_says_so() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "course titles and credits", json!({}));
    assert_eq!(first(&reply), "campus.univ.course");
    let said = evidence(&reply, "campus.univ.course");
    assert!(said.contains(&("course".into(), "name".into())), "{said:?}");
    assert!(
        said.contains(&("titles".into(), "column".into())),
        "{said:?}"
    );
    let top = &reply["tables"][0];
    assert_eq!(top["rank"], 1);
    assert_eq!(top["row_count"], 30);
    assert_eq!(top["freshness"], "live");
    assert_eq!(top["context"]["tool"], "get_table_context");
    assert_eq!(top["context"]["arguments"]["table"], "campus.univ.course");
    let best: Vec<&str> = top["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["column"].as_str().unwrap())
        .collect();
    assert!(
        best.contains(&"title") && best.contains(&"credits"),
        "{best:?}"
    );
}

#[test]
fn a_table_is_found_by_a_sentence_of_its_description() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "seating capacity of teaching rooms", json!({}));
    assert_eq!(first(&reply), "campus.univ.classroom");
    let top = &reply["tables"][0]["evidence"];
    let sentence = top
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["where"] == "description")
        .unwrap_or_else(|| panic!("no description evidence: {top}"));
    assert!(
        sentence["sentence"]
            .as_str()
            .unwrap()
            .contains("seating capacity")
    );
}

#[test]
fn a_stored_value_the_question_names_is_strong_evidence() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "budget of History", json!({}));
    assert_eq!(first(&reply), "campus.univ.department");
    let top = &reply["tables"][0]["evidence"];
    let value = top
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["where"] == "value" && e["match"] == "exact")
        .unwrap_or_else(|| panic!("no value evidence: {top}"));
    assert_eq!(value["column"], "dept_name");
    assert_eq!(value["value"], "History");
    let named = &reply["named_values"][0];
    assert_eq!(named["phrase"], "History");
    assert!(
        named["stored_in"]
            .as_array()
            .unwrap()
            .contains(&json!("campus.univ.department.dept_name = 'History'"))
    );
    let folded = find(&mut s, "budget of history", json!({}));
    assert_eq!(
        first(&folded),
        "campus.univ.department",
        "a case-folded value counts too"
    );
}

#[test]
fn common_abbreviations_are_read_both_ways() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "building street address", json!({}));
    assert_eq!(first(&reply), "campus.ops.fclt_bldg");
    let said = evidence(&reply, "campus.ops.fclt_bldg");
    assert!(
        said.contains(&("address".into(), "column".into())),
        "{said:?}"
    );
    let short = find(&mut s, "dept budget", json!({}));
    assert_eq!(first(&short), "campus.univ.department");
}

#[test]
fn an_abbreviation_the_print_defines_in_a_note_is_understood() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "workstations", json!({}));
    assert_eq!(first(&reply), "campus.ops.wkst_inventory");
    assert_eq!(reply["unmatched_words"], json!([]));
}

#[test]
fn a_misspelled_word_is_forgiven_at_a_lower_weight() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "shipmnet weight", json!({}));
    assert_eq!(first(&reply), "campus.ops.shipment");
    let exact = find(&mut s, "shipment weight", json!({}));
    let score = |r: &Value| r["tables"][0]["score"].as_f64().unwrap();
    assert!(
        score(&reply) < score(&exact),
        "the fix weighs less than the word"
    );
}

#[test]
fn the_table_joining_two_hits_is_lifted_and_the_joins_between_results_listed() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(
        &mut s,
        "Which rooms belong to the History department?",
        json!({"limit": 3}),
    );
    let found = tables(&reply);
    assert!(
        found.contains(&"campus.univ.dept_room".to_string()),
        "{found:?}"
    );
    assert!(
        found.contains(&"campus.univ.classroom".to_string()),
        "{found:?}"
    );
    assert!(
        found.contains(&"campus.univ.department".to_string()),
        "{found:?}"
    );
    let bridge = reply["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["table"] == "campus.univ.dept_room")
        .unwrap();
    let joined = bridge["joined_to"].as_array().unwrap();
    assert!(
        joined.contains(&json!("campus.univ.department"))
            && joined.contains(&json!("campus.univ.classroom")),
        "{bridge}"
    );
    let joins = reply["joins"].as_array().unwrap();
    assert!(
        joins.iter().any(|j| j["from"] == "campus.univ.dept_room"
            && j["to"] == "campus.univ.classroom"
            && j["from_columns"] == json!(["room_id"])),
        "{joins:?}"
    );
    assert!(
        joins
            .iter()
            .any(|j| j["from"] == "campus.univ.dept_room" && j["to"] == "campus.univ.department"),
        "{joins:?}"
    );
}

#[test]
fn words_found_nowhere_are_named_and_the_count_of_matches_given() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "rooms for the zeppelin hangar", json!({"limit": 1}));
    assert_eq!(reply["unmatched_words"], json!(["zeppelin", "hangar"]));
    let matched = reply["matched_tables"].as_i64().unwrap();
    assert!(matched >= 2, "{reply}");
    assert_eq!(reply["tables"].as_array().unwrap().len(), 1);
    assert!(
        reply["more"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{} more", matched - 1))
    );
    let nothing = find(&mut s, "zeppelin", json!({}));
    assert_eq!(nothing["matched_tables"], 0);
    assert_eq!(nothing["tables"], json!([]));
    assert_eq!(nothing["unmatched_words"], json!(["zeppelin"]));
}

#[test]
fn a_redacted_columns_values_are_never_indexed_nor_echoed_spec_2_2_9() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, "person1@campus.example payroll", json!({}));
    assert_eq!(first(&reply), "campus.ops.payroll");
    assert_eq!(reply["named_values"], json!([]));
    let text = reply.to_string();
    assert!(!text.contains("@campus.example\""), "{text}");
    let grade = find(&mut s, "pay grade G2", json!({}));
    assert_eq!(
        grade["named_values"][0]["phrase"], "G2",
        "the unredacted column's values are"
    );
}

#[test]
fn the_schema_glob_keeps_the_search_within_it() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(
        &mut s,
        "building",
        json!({"schema": "campus.ops.*", "limit": 50}),
    );
    let found = tables(&reply);
    assert!(!found.is_empty());
    assert!(
        found.iter().all(|t| t.starts_with("campus.ops.")),
        "{found:?}"
    );
    let everywhere = find(&mut s, "building", json!({"limit": 50}));
    assert!(
        tables(&everywhere)
            .iter()
            .any(|t| t.starts_with("campus.univ."))
    );
}

#[test]
fn an_edit_to_a_description_or_a_value_list_changes_the_next_answer_spec_7_1() {
    let copy = discovery_copy();
    let mut s = serve(&copy.0, &["--no-warm"]);
    let before = find(&mut s, "observatory", json!({}));
    assert_eq!(before["unmatched_words"], json!(["observatory"]));
    assert_ne!(first(&before), "campus.univ.classroom");
    let table = copy.0.join("prints/campus/campus/univ/classroom");
    edit(
        &table.join("description.md"),
        "The teaching rooms",
        "The teaching rooms and the observatory",
    );
    let after = find(&mut s, "observatory", json!({}));
    assert_eq!(first(&after), "campus.univ.classroom");
    let modes = copy
        .0
        .join("prints/campus/campus/ops/shipment/statistics.yaml");
    let text = std::fs::read_to_string(&modes).unwrap();
    std::fs::write(&modes, text.replace("value: RAIL", "value: BARGE")).unwrap();
    let barge = find(&mut s, "BARGE", json!({}));
    assert_eq!(first(&barge), "campus.ops.shipment");
    assert_eq!(barge["named_values"][0]["phrase"], "BARGE");
}

/// A project of `tables` tables whose every column name says "room", so one question
/// matches each table with a long evidence list.
fn roomy_project(tables: usize) -> common::Scratch {
    let dir = scratch();
    write_config(&dir.0, "connections:\n  big:\n    adapter: duckdb\n");
    let root = dir.0.join("prints/big");
    let mut manifest = String::from("format_version: 1\nconnection: big\ntables:\n");
    for i in 0..tables {
        let _ = write!(
            manifest,
            "  s.room_t{i:03}:\n    type: table\n    path: s/room_t{i:03}\n    artifacts: {{statistics: statistics.yaml}}\n    columns: 12\n    row_count: {i}\n"
        );
        let mut stats =
            format!("format_version: 1\ntable: s.room_t{i:03}\nrow_count: {i}\ncolumns:\n");
        for c in 0..12 {
            let _ = write!(
                stats,
                "  room_col_{c:02}:\n    sql_type: text\n    classification: text\n"
            );
        }
        let dir = root.join(format!("s/room_t{i:03}"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("statistics.yaml"), stats).unwrap();
    }
    std::fs::write(root.join("manifest.yaml"), manifest).unwrap();
    dir
}

#[test]
fn a_long_answer_is_paged_in_rank_order_spec_4_8() {
    let project = roomy_project(50);
    let mut s = serve(&project.0, &["--no-warm"]);
    let first_page = s
        .tool(
            "find_tables",
            json!({"question": "room", "limit": 50, "detail": true}),
        )
        .unwrap();
    assert!(first_page.chars().count() <= 20_000);
    let parsed: Value = serde_json::from_str(&first_page).unwrap();
    assert!(
        parsed["next_cursor"].is_string(),
        "50 tables of evidence take more than a page"
    );
    let whole = find(&mut s, "room", json!({"limit": 50}));
    let ranks: Vec<i64> = whole["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, (1..=50).collect::<Vec<i64>>());
    assert_eq!(whole["matched_tables"], 50);
}

#[test]
fn bad_arguments_get_the_spec_texts_spec_8_2() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let err = s
        .tool("find_tables", json!({"question": "x", "limit": 0}))
        .unwrap_err();
    assert_eq!(err, "limit 0 must be between 1 and 50.");
    let err = s.tool("find_tables", json!({"question": ""})).unwrap_err();
    assert_eq!(err, "question '' must be a non-empty string.");
    let err = s.tool("find_tables", json!({})).unwrap_err();
    assert!(err.contains("question"), "{err}");
    let err = s
        .tool(
            "find_tables",
            json!({"question": "x", "connection": "nope"}),
        )
        .unwrap_err();
    assert!(
        err.starts_with("connection 'nope' not in .dbprint.yaml"),
        "{err}"
    );
}

#[test]
fn tools_v1_serves_neither_discovery_tool_spec_9() {
    let mut v1 = serve(&discovery_project(), &["--no-warm", "--tools", "v1"]);
    for (tool, args) in [
        ("find_tables", json!({"question": "rooms"})),
        ("find_value", json!({"value": "AIR"})),
    ] {
        let refused = v1
            .request("tools/call", json!({"name": tool, "arguments": args}))
            .to_string();
        assert!(
            refused.contains(&format!("unknown tool '{tool}'")),
            "{refused}"
        );
    }
    let listed = v1.request("tools/list", json!({})).to_string();
    assert!(!listed.contains("find_tables") && !listed.contains("find_value"));
}

/// The default answer is compact: per table one line of evidence grouped by word, the names
/// of its best columns and the ranks of the listed tables it joins; values and joins one
/// line each.
#[test]
fn the_compact_answer_groups_evidence_by_word_in_one_line() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = s.tool_all_pages(
        "find_tables",
        json!({"question": "Which rooms belong to the History department?", "limit": 3}),
        "tables",
    );
    let room = &reply["tables"][0];
    assert_eq!(room["table"], "campus.univ.dept_room");
    assert_eq!(
        room["evidence"],
        "History: dept_name = History; rooms: name, room_id; department: name, dept_name"
    );
    assert_eq!(room["columns"], json!(["dept_name", "room_id"]));
    assert_eq!(room["joins_with"], json!([2, 3]));
    assert!(room.get("context").is_none(), "{room}");
    assert_eq!(
        reply["joins"],
        json!([
            "campus.univ.dept_room.dept_name = campus.univ.department.dept_name",
            "campus.univ.dept_room.room_id = campus.univ.classroom.room_id"
        ])
    );
    assert_eq!(
        reply["named_values"],
        json!(["History: campus.univ.department.dept_name = 'History' (+1 more columns)"])
    );
}

/// A table of the print `bridged_project` writes: its name, its columns (the first its key),
/// and its edges (column, target table, target column).
type Table = (
    &'static str,
    &'static [&'static str],
    &'static [(&'static str, &'static str, &'static str)],
);

/// A print where `instructor` and `course` meet only three declared hops apart (through
/// `assignment` and `offering`, whose names and columns no question word names: too far
/// for the lift), beside
/// `course_note`, whose name matches the question too.
fn bridged_project() -> common::Scratch {
    let dir = scratch();
    write_config(&dir.0, "connections:\n  uni:\n    adapter: duckdb\n");
    let root = dir.0.join("prints/uni");
    let tables: [Table; 7] = [
        ("instructor", &["instructor_id", "instructor_name"], &[]),
        ("course", &["course_id", "course_title"], &[]),
        ("course_note", &["course_note_id", "course_text"], &[]),
        ("course_fee", &["course_fee_id", "course_fee_amount"], &[]),
        (
            "instructor_award",
            &["instructor_award_id", "instructor_award_name"],
            &[],
        ),
        (
            "assignment",
            &["assignment_id", "staff_no", "slot_no"],
            &[
                ("staff_no", "instructor", "instructor_id"),
                ("slot_no", "offering", "offering_id"),
            ],
        ),
        (
            "offering",
            &["offering_id", "subject_ref"],
            &[("subject_ref", "course", "course_id")],
        ),
    ];
    let mut manifest = String::from("format_version: 1\nconnection: uni\ntables:\n");
    for (name, columns, edges) in tables {
        let relationships = if edges.is_empty() {
            ""
        } else {
            ", relationships: relationships.yaml"
        };
        let _ = write!(
            manifest,
            "  uni.s.{name}:\n    type: table\n    path: s/{name}\n    artifacts: {{statistics: statistics.yaml{relationships}}}\n    columns: {}\n    row_count: 10\n",
            columns.len()
        );
        let mut stats = format!(
            "format_version: 1\ntable: uni.s.{name}\nrow_count: 10\ngrain:\n  keys:\n  - columns: [{}]\n    detection: declared\ncolumns:\n",
            columns[0]
        );
        for column in columns {
            let _ = write!(stats, "  {column}:\n    sql_type: integer\n");
        }
        let table_dir = root.join(format!("s/{name}"));
        std::fs::create_dir_all(&table_dir).unwrap();
        std::fs::write(table_dir.join("statistics.yaml"), stats).unwrap();
        if !edges.is_empty() {
            let mut refers = format!("format_version: 1\ntable: uni.s.{name}\nrefers_to:\n");
            for (column, target, key) in edges {
                let _ = write!(
                    refers,
                    "- column: [{column}]\n  target_table: uni.s.{target}\n  target_column: [{key}]\n  detection: declared\n"
                );
            }
            std::fs::write(table_dir.join("relationships.yaml"), refers).unwrap();
        }
    }
    std::fs::write(root.join("manifest.yaml"), manifest).unwrap();
    dir
}

/// The bridge rule: the cheapest tree joining the hits that cover distinct parts of the
/// question passes through tables no word found; they are listed as bridges, right after the
/// tables they join, within the limit (a weaker hit gives way), and the answer's joins are
/// that tree's edges.
#[test]
fn the_tables_a_join_tree_passes_through_are_listed_as_bridges_within_the_limit() {
    let project = bridged_project();
    let mut s = serve(&project.0, &["--no-warm"]);
    let question = "Which instructors give which courses?";
    let unlimited = s.tool_all_pages(
        "find_tables",
        json!({"question": question, "limit": 10}),
        "tables",
    );
    let by_words = tables(&unlimited);
    let at = |name: &str| {
        by_words
            .iter()
            .position(|t| t == name)
            .unwrap_or(usize::MAX)
    };
    assert!(
        at("uni.s.course_note") < at("uni.s.assignment")
            && at("uni.s.instructor_award") < at("uni.s.offering"),
        "{unlimited}"
    );
    let reply = s.tool_all_pages(
        "find_tables",
        json!({"question": question, "limit": 4}),
        "tables",
    );
    let mut found = tables(&reply);
    found.sort();
    assert_eq!(
        found,
        [
            "uni.s.assignment",
            "uni.s.course",
            "uni.s.instructor",
            "uni.s.offering"
        ],
        "the bridges take the place of the other hits: {reply}"
    );
    let bridge = |name: &str| {
        let table = (reply["tables"].as_array().unwrap().iter())
            .find(|t| t["table"] == name)
            .unwrap();
        table["bridge_between"].clone()
    };
    assert_eq!(
        bridge("uni.s.assignment"),
        json!(["uni.s.instructor", "uni.s.offering"])
    );
    assert_eq!(
        bridge("uni.s.offering"),
        json!(["uni.s.assignment", "uni.s.course"])
    );
    assert_eq!(bridge("uni.s.course"), Value::Null, "a hit is no bridge");
    assert_eq!(reply["joins"].as_array().unwrap().len(), 3, "{reply}");
    let narrow = s.tool_all_pages(
        "find_tables",
        json!({"question": question, "limit": 3}),
        "tables",
    );
    assert!(
        !tables(&narrow).contains(&"uni.s.assignment".to_string()),
        "two bridges and two hits do not fit in three: no tree: {narrow}"
    );
}

/// A copy of the fixture project serving both its connections, neither the default.
fn both_connections() -> common::Scratch {
    let project = common::project_copy();
    edit(
        &project.0.join(".dbprint.yaml"),
        "  warehouse:\n    adapter: duckdb\n",
        "  warehouse:\n    adapter: duckdb\n    auto: true\n",
    );
    project
}

/// `tool`'s answer to `arguments` asked of every connection (no error; its structured
/// content the page as data) and the connections it lists, in order.
fn asked_of_all(s: &mut common::Server, tool: &str, arguments: Value) -> (Value, Vec<String>) {
    let reply = s.request("tools/call", json!({"name": tool, "arguments": arguments}));
    let result = &reply["result"];
    assert_eq!(result["isError"], false, "{reply}");
    let text = result["content"][0]["text"].as_str().unwrap();
    let across: Value = serde_json::from_str(text).unwrap();
    assert_eq!(result["structuredContent"], across, "the page as data");
    let names = (across["connections"].as_array().unwrap().iter())
        .map(|c| c["connection"].as_str().unwrap().to_string())
        .collect();
    (across, names)
}

#[test]
fn without_a_connection_where_none_is_the_default_every_connection_is_asked_best_first() {
    let project = both_connections();
    let mut s = serve(&project.0, &[]);
    let (across, names) = asked_of_all(
        &mut s,
        "find_tables",
        json!({"question": "daily sales by store"}),
    );
    let connections = across["connections"].as_array().unwrap();
    assert_eq!(names, ["warehouse", "shop"], "best first: {across}");
    let score = |c: &Value| c["score"].as_f64().unwrap();
    assert!(score(&connections[0]) >= score(&connections[1]), "{across}");
    assert_eq!(
        connections[0]["best"], "warehouse.dw.fact_sales",
        "{across}"
    );
    assert!(
        connections[0]["why"].as_str().unwrap().contains("sales"),
        "{across}"
    );
    let listed = across["tables"].as_array().unwrap();
    assert!(listed.len() <= 10 && !listed.is_empty(), "{across}");
    for table in listed {
        let connection = table["connection"].as_str().unwrap();
        assert!(names.iter().any(|n| n == connection), "{table}");
        assert!(
            table["table"].as_str().unwrap().starts_with(connection),
            "{table}"
        );
        assert!(
            table.get("joins_with").is_none(),
            "ranks of another answer: {table}"
        );
    }
    assert_eq!(listed[0]["table"], "warehouse.dw.fact_sales");
    assert!(
        listed.iter().any(|t| t["connection"] == "shop"),
        "each connection listed: {across}"
    );
    let sum: i64 = connections
        .iter()
        .map(|c| c["matched_tables"].as_i64().unwrap())
        .sum();
    assert_eq!(across["matched_tables"], sum);
    let one = s.tool_json(
        "find_tables",
        json!({"question": "daily sales by store", "connection": "shop"}),
    );
    assert!(one.get("connections").is_none(), "asked of one: {one}");
    assert_eq!(
        across["connections"][1]["matched_tables"],
        one["matched_tables"]
    );
    let refused = s.tool("list_tables", json!({})).unwrap_err();
    assert!(
        refused.contains("no default connection"),
        "the v1 rule stays: {refused}"
    );
    s.close();
}

#[test]
fn find_value_without_a_connection_where_none_is_the_default_looks_in_every_connection() {
    let project = both_connections();
    let mut s = serve(&project.0, &[]);
    let (across, names) = asked_of_all(&mut s, "find_value", json!({"value": "Shipped"}));
    let connections = across["connections"].as_array().unwrap();
    assert_eq!(
        names,
        ["shop", "warehouse"],
        "the one storing it first: {across}"
    );
    assert_eq!(connections[1]["found"], 0, "{across}");
    let columns = across["columns"].as_array().unwrap();
    assert_eq!(columns[0]["connection"], "shop", "{across}");
    assert_eq!(columns[0]["table"], "shop.sales.orders", "{across}");
    let one = s.tool_json(
        "find_value",
        json!({"value": "Shipped", "connection": "shop"}),
    );
    assert_eq!(one["found"], connections[0]["found"], "{one}");
    assert!(one.get("connections").is_none(), "{one}");
    s.close();
}
