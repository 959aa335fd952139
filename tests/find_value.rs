//! `find_value` over the discovery fixture (fixtures/discovery, connection `campus`): exact
//! spellings before case-folded ones before the nearest, complete lists first and the more
//! frequent first; each column found with its stored spelling, count, share, completeness and
//! the predicate to write; "not found" saying over how many lists, complete or not; a redacted
//! column's values never found (§2.2.9); the `schema` glob; an edited value list seen by the
//! next call (§7.1); argument faults with the spec's texts (§8.2).

#![allow(clippy::disallowed_methods)] // writes fixture files in its scratch copies (clippy.toml)

mod common;

use common::{discovery_copy, discovery_project, serve};
use serde_json::{Value, json};

fn find(s: &mut common::Server, args: Value) -> Value {
    s.tool_all_pages("find_value", args, "columns")
}

fn places(reply: &Value) -> Vec<(String, String, String)> {
    reply["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["table"].as_str().unwrap().to_string(),
                c["column"].as_str().unwrap().to_string(),
                c["match"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn an_exact_spelling_gives_the_column_its_share_and_the_predicate() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, json!({"value": "AIR"}));
    let top = &reply["columns"][0];
    assert_eq!(top["table"], "campus.ops.shipment");
    assert_eq!(top["column"], "ship_mode");
    assert_eq!(top["match"], "exact");
    assert_eq!(top["stored"], "AIR");
    assert_eq!(top["count"], 20);
    assert_eq!(top["share"], 0.4);
    assert_eq!(top["complete_list"], true);
    assert_eq!(top["predicate"], "WHERE ship_mode = 'AIR'");
    assert_eq!(reply["found"], 1);
}

#[test]
fn a_folded_spelling_is_found_and_ranked_after_an_exact_one() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, json!({"value": "history"}));
    let found = places(&reply);
    assert!(
        found
            .iter()
            .all(|(_, c, m)| c == "dept_name" && m == "folded"),
        "{found:?}"
    );
    assert_eq!(reply["columns"][0]["stored"], "History");
    assert_eq!(
        reply["columns"][0]["table"], "campus.univ.department",
        "the column defining the value (a candidate key, §2.2.7) comes before one where more rows hold it"
    );
    assert_eq!(reply["columns"][1]["table"], "campus.univ.dept_room");
    let exact = find(&mut s, json!({"value": "History"}));
    assert!(places(&exact).iter().all(|(_, _, m)| m == "exact"));
}

#[test]
fn a_misspelled_value_finds_the_nearest_stored_spelling() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, json!({"value": "Histroy"}));
    let top = &reply["columns"][0];
    assert_eq!(top["match"], "nearest");
    assert_eq!(top["stored"], "History");
    assert!(top["similarity"].as_f64().unwrap() >= 0.3);
    assert!(reply["summary"].as_str().unwrap().contains("near it"));
}

#[test]
fn not_found_says_over_how_many_lists_and_how_many_were_complete() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, json!({"value": "Zeppelin Hangar Quarterly"}));
    assert_eq!(reply["found"], 0);
    assert_eq!(reply["columns"], json!([]));
    let searched = reply["searched_lists"].as_i64().unwrap();
    let complete = reply["complete_lists"].as_i64().unwrap();
    assert!(searched > 0 && complete <= searched);
    let summary = reply["summary"].as_str().unwrap();
    assert!(
        summary.contains(&format!("absent from the {complete} complete value lists")),
        "{summary}"
    );
    assert!(
        summary.contains(&format!("{} partial lists", searched - complete)),
        "{summary}"
    );
}

#[test]
fn a_redacted_columns_values_are_never_found_spec_2_2_9() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    for value in ["person1@campus.example", "[redacted]"] {
        let reply = find(&mut s, json!({"value": value}));
        assert!(
            !reply.to_string().contains("staff_email"),
            "{value}: {reply}"
        );
    }
}

#[test]
fn the_schema_glob_narrows_what_is_found_and_what_is_counted() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let everywhere = find(&mut s, json!({"value": "History"}));
    let ops = find(
        &mut s,
        json!({"value": "History", "schema": "campus.ops.*"}),
    );
    assert!(
        places(&ops)
            .iter()
            .all(|(t, _, m)| t.starts_with("campus.ops.") && m == "nearest"),
        "{ops}"
    );
    assert!(ops["searched_lists"].as_i64() < everywhere["searched_lists"].as_i64());
    let univ = find(
        &mut s,
        json!({"value": "History", "schema": "campus.univ.department"}),
    );
    assert_eq!(
        places(&univ),
        [(
            "campus.univ.department".into(),
            "dept_name".into(),
            "exact".into()
        )]
    );
}

#[test]
fn the_limit_lists_the_first_and_says_how_many_more_store_it() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let reply = find(&mut s, json!({"value": "History", "limit": 1}));
    assert_eq!(reply["columns"].as_array().unwrap().len(), 1);
    assert_eq!(reply["found"], 2);
    assert!(
        reply["summary"]
            .as_str()
            .unwrap()
            .contains("the first 1 are listed")
    );
}

#[test]
fn an_edited_value_list_is_seen_by_the_next_call_spec_7_1() {
    let copy = discovery_copy();
    let mut s = serve(&copy.0, &["--no-warm"]);
    assert_eq!(find(&mut s, json!({"value": "BARGE"}))["found"], 0);
    let modes = copy
        .0
        .join("prints/campus/campus/ops/shipment/statistics.yaml");
    let text = std::fs::read_to_string(&modes).unwrap();
    std::fs::write(&modes, text.replace("value: RAIL", "value: BARGE")).unwrap();
    let after = find(&mut s, json!({"value": "BARGE"}));
    assert_eq!(
        places(&after),
        [(
            "campus.ops.shipment".into(),
            "ship_mode".into(),
            "exact".into()
        )]
    );
}

#[test]
fn bad_arguments_get_the_spec_texts_spec_8_2() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    assert_eq!(
        s.tool("find_value", json!({"value": "x", "limit": 51}))
            .unwrap_err(),
        "limit 51 must be between 1 and 50."
    );
    assert_eq!(
        s.tool("find_value", json!({"value": 3})).unwrap_err(),
        "value 3 must be of type string."
    );
}

#[test]
fn the_question_a_value_comes_from_ranks_the_columns_of_the_tables_it_needs_first() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let alone = places(&find(&mut s, json!({"value": "History"})));
    let asked = places(&find(
        &mut s,
        json!({"value": "History", "question": "Which rooms belong to the History department?"}),
    ));
    let tables = |found: &[(String, String, String)]| -> Vec<String> {
        found.iter().map(|(t, _, _)| t.clone()).collect()
    };
    assert_eq!(
        tables(&alone),
        ["campus.univ.department", "campus.univ.dept_room"]
    );
    assert_eq!(
        tables(&asked),
        ["campus.univ.dept_room", "campus.univ.department"],
        "the rooms' table is what the question needs"
    );
    let misspelled = places(&find(
        &mut s,
        json!({"value": "Histroy", "question": "Which rooms belong to the Histroy department?"}),
    ));
    assert!(
        misspelled.iter().all(|(_, _, m)| m == "nearest"),
        "the question reorders within a kind of match, never across: {misspelled:?}"
    );
}

#[test]
fn the_words_next_to_the_value_weigh_most_and_the_value_itself_nothing() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let first = |s: &mut common::Server, question: &str| -> String {
        let found = places(&find(s, json!({"value": "History", "question": question})));
        found.first().map(|(t, _, _)| t.clone()).unwrap_or_default()
    };
    assert_eq!(
        first(
            &mut s,
            "Which rooms and budget does the History department have?"
        ),
        "campus.univ.department",
        "`department` is next to the value"
    );
    assert_eq!(
        first(&mut s, "Which department has rooms for History?"),
        "campus.univ.dept_room",
        "`rooms` is next to the value"
    );
}

#[test]
fn a_value_stored_beside_the_table_asked_of_comes_before_one_stored_further_away() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let asked = places(&find(
        &mut s,
        json!({"value": "History", "question": "Which classrooms with a capacity over 30 belong to History?"}),
    ));
    let tables: Vec<&str> = asked.iter().map(|(t, _, _)| t.as_str()).collect();
    assert_eq!(
        tables,
        ["campus.univ.dept_room", "campus.univ.department"],
        "dept_room is joined to classroom, the table asked of; department (the value's defining \
         column, first when nothing else tells them apart) is two joins away"
    );
}

#[test]
fn a_glob_admitting_every_table_finds_what_no_glob_finds_in_the_same_order() {
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    for value in ["History", "history", "AIR", "Histroy", "Spring"] {
        let plain = find(&mut s, json!({"value": value}));
        let globbed = find(&mut s, json!({"value": value, "schema": "*"}));
        assert_eq!(plain["columns"], globbed["columns"], "{value}");
        assert_eq!(plain["found"], globbed["found"], "{value}");
    }
}
