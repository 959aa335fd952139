//! The query commands (`dbprint tables | context | search | resolve | check-query | find |
//! find-value | join-path`): each one's `--format json` output is the matching tool's answer, whole (every
//! page's lists joined, no cursor); exit codes scripts can use (check-query 1 on an error
//! finding, 2 on a usage or print fault); an unknown table answered with the nearest names;
//! a table named as SQL writes it (trailing segments, any case) and an ambiguous name refused
//! listing its tables; and the YAML and Markdown forms of one answer.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{BIN, discovery_project, fixture_project, joins_project, serve};
use serde_json::{Value, json};

/// Runs `dbprint <args>`, with `stdin` fed; (exit code, stdout, stderr).
fn dbprint(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json_of(args: &[&str]) -> Value {
    let (code, out, err) = dbprint(args, "");
    assert!(code == 0 || code == 1, "{args:?} exited {code}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

fn project_arg(project: &std::path::Path) -> String {
    project.to_str().unwrap().to_string()
}

/// Asserts that `dbprint <command> --format json` over `project` (serving `connection`, when
/// given) prints the whole answer `tool` gives to `arguments`: `list`'s pages joined.
fn same_as_tool(
    project: &std::path::Path,
    connection: Option<&str>,
    command: &[&str],
    tool: &str,
    arguments: Value,
    list: &str,
) -> Value {
    let p = project_arg(project);
    let mut args: Vec<&str> = command.to_vec();
    args.extend(["--project", &p, "--format", "json"]);
    if let Some(conn) = connection {
        args.extend(["--connection", conn]);
    }
    let cli = json_of(&args);
    let mut extra = vec!["--no-warm"];
    extra.extend(connection);
    let mut s = serve(project, &extra);
    let answer = s.tool_all_pages(tool, arguments, list);
    assert_eq!(cli, answer, "{command:?}");
    cli
}

/// `answer` with its clock taken out: `now` (to the second) and each entry's `age_days` (the
/// days since profiling, to two places) move on between two calls made a moment apart.
fn without_clock(mut answer: Value) -> (Value, String, Vec<Option<f64>>) {
    let now = answer.as_object_mut().unwrap().remove("now");
    let now = now.and_then(|n| n.as_str().map(str::to_string)).unwrap();
    let mut ages = Vec::new();
    for entry in answer["tables"].as_array_mut().unwrap() {
        let age = entry.as_object_mut().unwrap().remove("age_days");
        ages.push(age.and_then(|a| a.as_f64()));
    }
    (answer, now, ages)
}

#[test]
fn tables_json_is_list_tables_with_detail_whole() {
    let p = project_arg(&fixture_project());
    let cli = json_of(&[
        "tables",
        "--project",
        &p,
        "--connection",
        "warehouse",
        "--format",
        "json",
    ]);
    let mut s = serve(&fixture_project(), &["--no-warm", "warehouse"]);
    let tool = s.tool_all_pages("list_tables", json!({"detail": true}), "tables");
    let (cli, cli_now, cli_ages) = without_clock(cli);
    let (tool, tool_now, tool_ages) = without_clock(tool);
    assert_eq!(cli, tool);
    assert!(
        cli_now.len() == 20 && cli_now <= tool_now,
        "the command answered first: {cli_now} then {tool_now}"
    );
    assert_eq!(cli_ages.len(), tool_ages.len());
    for (a, b) in cli_ages.iter().zip(&tool_ages) {
        match (a, b) {
            (Some(a), Some(b)) => assert!((a - b).abs() <= 0.011, "{a} against {b}"),
            _ => assert_eq!(a, b),
        }
    }
    assert!(
        cli["tables"].as_array().unwrap().len() > 90,
        "both pages joined"
    );
}

#[test]
fn a_pattern_missing_the_database_matches_nothing_and_says_which_would_exit_0() {
    let p = project_arg(&fixture_project());
    let (code, out, err) = dbprint(
        &["tables", "sales.*", "--project", &p, "--format", "json"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["total"], 0);
    assert!(
        err.contains("no table matches 'sales.*': table names begin with the database")
            && err.contains("'*.sales.*' or 'shop.sales.*' would match"),
        "{err}"
    );
    for would in ["*.sales.*", "shop.sales.*"] {
        let (code, out, err) = dbprint(&["tables", would, "--project", &p, "--format", "json"], "");
        assert_eq!(code, 0, "{err}");
        assert!(err.is_empty(), "{err}");
        let answer: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(answer["total"], 8, "{would}");
    }
    let (code, _, err) = dbprint(
        &["tables", "nothing.*", "--project", &p, "--format", "json"],
        "",
    );
    assert_eq!(code, 0);
    assert!(err.is_empty(), "no schema is named nothing: {err}");
}

#[test]
fn context_json_is_get_table_context_json() {
    let args = json!({"table": "shop.inventory.category", "purpose": "query", "format": "json"});
    let command = ["context", "shop.inventory.category", "--purpose", "query"];
    let cli = same_as_tool(
        &fixture_project(),
        None,
        &command,
        "get_table_context",
        args,
        "-",
    );
    assert_eq!(cli["table"], "shop.inventory.category");
}

/// `text` without its legend blocks (`## Terms`, a blank line, its definitions through the
/// blank line after them).
fn without_terms(text: &str) -> String {
    const HEADING: &str = "## Terms\n\n";
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(HEADING) {
        out.push_str(&rest[..at]);
        let definitions = &rest[at + HEADING.len()..];
        rest = definitions
            .split_once("\n\n")
            .map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}

#[test]
fn context_markdown_is_every_page_joined_under_one_legend() {
    let p = project_arg(&fixture_project());
    let (code, cli, _) = dbprint(
        &[
            "context",
            "warehouse.dw.wide_metrics",
            "--project",
            &p,
            "--connection",
            "warehouse",
            "--format",
            "md",
        ],
        "",
    );
    assert_eq!(code, 0);
    let mut s = serve(&fixture_project(), &["--no-warm", "warehouse"]);
    let mut pages = String::new();
    let mut args = json!({"table": "warehouse.dw.wide_metrics"});
    loop {
        let text = s.tool("get_table_context", args.clone()).unwrap();
        match text.rfind("\n<!-- next_cursor: ") {
            Some(at) => {
                pages.push_str(&text[..at]);
                let cursor = text[at..].split("next_cursor: ").nth(1).unwrap();
                args["cursor"] = json!(cursor.trim_end().trim_end_matches("-->").trim());
            }
            None => {
                pages.push_str(&text);
                break;
            }
        }
    }
    assert!(!cli.contains("next_cursor"));
    assert!(
        pages.matches("## Terms\n").count() > 1,
        "the reply spans pages"
    );
    assert_eq!(cli.matches("## Terms\n").count(), 1, "{cli}");
    assert_eq!(
        without_terms(&cli).trim_end(),
        without_terms(&pages).trim_end()
    );
}

#[test]
fn search_json_is_search_columns_whole() {
    let command = ["search", "--pattern", "*_id"];
    let args = json!({"pattern": "*_id"});
    same_as_tool(
        &fixture_project(),
        None,
        &command,
        "search_columns",
        args,
        "matches",
    );
}

/// A filter no value of its vocabulary matches (the search_columns schema names them) is
/// refused naming the values, where the tool would answer no column; one that matches a
/// value is answered.
#[test]
fn a_search_filter_matching_none_of_its_values_is_refused_listing_them() {
    let project = project_arg(&fixture_project());
    let (code, out, err) = dbprint(
        &["search", "--classification", "fk", "--project", &project],
        "",
    );
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("--classification 'fk' matches none of its values")
            && err.contains("foreign_key_candidate"),
        "{err}"
    );
    let (code, _, err) = dbprint(
        &["search", "--redacted", "scramble", "--project", &project],
        "",
    );
    assert!(code == 2 && err.contains("drop, hash, mask"), "{err}");
    let answer = json_of(&[
        "search",
        "--classification",
        "foreign*",
        "--project",
        &project,
        "--format",
        "json",
    ]);
    assert!(
        answer["matches"].as_array().is_some_and(|m| !m.is_empty()),
        "{answer}"
    );
}

/// Every argument and flag of the commands says what it takes in `--help`.
#[test]
fn every_argument_of_every_command_is_described_in_help() {
    for command in common::QUERY_COMMANDS {
        let (code, help, err) = dbprint(&[command, "--help"], "");
        assert_eq!(code, 0, "{command}: {err}");
        let lines: Vec<&str> = help.lines().collect();
        for (at, line) in lines.iter().enumerate() {
            let named = line.trim_start();
            let is_argument = (named.starts_with("--") || named.starts_with('<'))
                && line.starts_with("  ")
                && !named.contains("  ");
            if is_argument {
                let next = lines.get(at + 1).map_or("", |l| l.trim());
                assert!(
                    !next.is_empty() && !next.starts_with("--") && !next.starts_with('<'),
                    "{command} --help: {named} says nothing\n{help}"
                );
            }
        }
    }
}

/// A table `find` lists for its joins alone says so, never an empty `matched:` line.
#[test]
fn find_at_a_terminal_says_why_a_table_no_word_matched_is_listed() {
    let project = project_arg(&fixture_project());
    let question = "which customers ordered the most";
    let (code, out, err) = dbprint(
        &["find", question, "--project", &project, "--format", "md"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let matched: Vec<&str> = (out.lines())
        .filter_map(|l| l.trim().strip_prefix("matched:"))
        .collect();
    assert!(matched.len() >= 10, "{out}");
    assert!(matched.iter().all(|m| !m.trim().is_empty()), "{out}");
    assert!(
        out.contains("listed for its joins to the tables above"),
        "{out}"
    );
}

/// `resolve` at a terminal says what the text matched and lists the values to write, not the
/// answer's keys.
#[test]
fn resolve_at_a_terminal_reads_as_sentences_not_keys() {
    let project = project_arg(&fixture_project());
    let resolve = |text: &str| {
        let args = [
            "resolve",
            "sales.orders",
            "status",
            text,
            "--project",
            &project,
            "--format",
            "md",
        ];
        let (code, out, err) = dbprint(&args, "");
        assert_eq!(code, 0, "{err}");
        assert!(!out.contains("**table**"), "{out}");
        out
    };
    let stored = resolve("SHIPPED");
    assert!(
        stored.starts_with(
            "'SHIPPED' is stored in shop.sales.orders.status, spelled:\n  'shipped' ("
        ),
        "{stored}"
    );
    assert!(stored.contains("its whole domain"), "{stored}");
    let near = resolve("shiped");
    assert!(
        near.contains("the nearest listed values:\n  'shipped' ("),
        "{near}"
    );
}

/// `connections` lists every connection with its tables, their freshness and the default;
/// one the project does not declare is refused naming those it does.
#[test]
fn connections_lists_each_connection_its_tables_and_the_default() {
    let project = project_arg(&fixture_project());
    let listing = json_of(&["connections", "--project", &project, "--format", "json"]);
    let connections = listing["connections"]
        .as_array()
        .cloned()
        .expect("a connections list");
    let names: Vec<&str> = connections
        .iter()
        .filter_map(|c| c["connection"].as_str())
        .collect();
    assert_eq!(names, ["shop", "warehouse"], "{listing}");
    let shop = &connections[0];
    assert_eq!(shop["default"], json!(true), "{listing}");
    let tables = json_of(&["tables", "--project", &project, "--format", "json"]);
    let count = tables["tables"].as_array().map_or(0, Vec::len);
    assert!(count > 0);
    assert_eq!(shop["tables"], json!(count), "{listing}");
    let verdicts: u64 = (shop["freshness"].as_object().into_iter().flatten())
        .filter_map(|(_, n)| n.as_u64())
        .sum();
    assert_eq!(verdicts, count as u64, "{listing}");
    let (code, _, err) = dbprint(
        &["connections", "--project", &project, "--connection", "nope"],
        "",
    );
    assert!(
        code == 2 && err.contains("no connection 'nope': shop, warehouse"),
        "{err}"
    );
}

#[test]
fn resolve_json_is_resolve_value() {
    let command = ["resolve", "shop.sales.orders", "coupon_code", "welcome10"];
    let args = json!({"table": "shop.sales.orders", "column": "coupon_code", "text": "welcome10"});
    same_as_tool(
        &fixture_project(),
        None,
        &command,
        "resolve_value",
        args,
        "spellings",
    );
}

#[test]
fn check_query_json_is_check_query_and_an_error_finding_exits_1() {
    let p = project_arg(&fixture_project());
    let sql = "SELECT o.order_id, o.statuss FROM sales.orders o WHERE o.status = 'shipped'";
    let (code, out, _) = dbprint(
        &["check-query", "-", "--project", &p, "--format", "json"],
        sql,
    );
    assert_eq!(code, 1, "an error finding");
    let cli: Value = serde_json::from_str(&out).unwrap();
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    let tool = s.tool_all_pages("check_query", json!({"sql": sql}), "findings");
    assert_eq!(cli, tool);
    let clean = "SELECT o.order_id FROM sales.orders o WHERE o.status = 'shipped'";
    let (code, out, _) = dbprint(
        &["check-query", "-", "--project", &p, "--format", "json"],
        clean,
    );
    assert_eq!(code, 0, "{out}");
}

/// Three tables or more (or two with --tree) ask for the join tree.
#[test]
fn join_path_of_several_tables_is_find_join_path_given_tables() {
    let command = ["join-path", "net.port", "net.router", "net.subnetpool"];
    let args = json!({"tables": ["net.port", "net.router", "net.subnetpool"]});
    let cli = same_as_tool(
        &joins_project(),
        None,
        &command,
        "find_join_path",
        args,
        "trees",
    );
    assert_eq!(cli["trees"][0]["bridges"], json!(["atlas.net.project"]));
    let pair = ["join-path", "net.port", "net.router", "--tree"];
    let args = json!({"tables": ["net.port", "net.router"]});
    same_as_tool(
        &joins_project(),
        None,
        &pair,
        "find_join_path",
        args,
        "trees",
    );
}

#[test]
fn join_path_json_is_find_join_path() {
    let command = ["join-path", "atlas.ops.ticket", "atlas.billing.payment"];
    let args = json!({"from": "atlas.ops.ticket", "to": "atlas.billing.payment"});
    let cli = same_as_tool(
        &joins_project(),
        None,
        &command,
        "find_join_path",
        args,
        "paths",
    );
    assert!(cli["total"].as_i64().unwrap() > 0);
}

#[test]
fn an_unknown_table_exits_2_naming_the_nearest_tables() {
    let p = project_arg(&fixture_project());
    let (code, out, err) = dbprint(&["context", "sales.ordrs", "--project", &p], "");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("not found"), "{err}");
    assert!(
        err.contains("Nearest tables to sales.ordrs: shop.sales.orders"),
        "{err}"
    );
    let (code, _, err) = dbprint(
        &[
            "resolve",
            "shop.sales.orders",
            "statuss",
            "x",
            "--project",
            &p,
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("Nearest columns: status"), "{err}");
}

#[test]
fn an_unknown_table_is_answered_in_the_commands_words_with_its_nearest_spellings() {
    let p = project_arg(&fixture_project());
    for (command, nearest) in [
        (
            vec!["context", "customers"],
            "Nearest tables to customers: shop.sales.customer,",
        ),
        (
            vec!["context", "ordrs"],
            "Nearest tables to ordrs: shop.sales.orders,",
        ),
        (
            vec!["join-path", "orders", "customers"],
            "Nearest tables to customers: shop.sales.customer,",
        ),
    ] {
        let (code, out, err) = dbprint(&[&command[..], &["--project", &p]].concat(), "");
        assert_eq!(code, 2, "{command:?}");
        assert!(out.is_empty());
        assert!(err.contains(nearest), "{err}");
        assert!(
            err.contains("dbprint tables --connection shop lists the valid names."),
            "{err}"
        );
        assert!(!err.contains("list_tables"), "the tool's words: {err}");
    }
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    let fault = s
        .tool("get_table_context", json!({"table": "customers"}))
        .unwrap_err();
    assert_eq!(
        fault,
        "table 'customers' not found in connection 'shop'. Call list_tables with connection 'shop' for valid names.",
        "the v1 tool's words stay the spec's"
    );
}

#[test]
fn several_connections_and_no_default_ask_for_connection_listing_them() {
    let project = common::scratch();
    let yaml = "connections:\n  shop:\n    adapter: duckdb\n  warehouse:\n    adapter: duckdb\n";
    common::write_config(&project.0, yaml);
    let p = project_arg(&project.0);
    let (code, out, err) = dbprint(&["tables", "--project", &p], "");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("shop, warehouse. Name one with --connection NAME"),
        "{err}"
    );
    assert!(!err.contains("dbprint serve"), "{err}");
}

#[test]
fn serve_help_names_the_four_tools_all_adds_to_the_seven() {
    let (code, out, _) = dbprint(&["serve", "--help"], "");
    assert_eq!(code, 0);
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("four more: check_query, find_join_path, find_tables and find_value"),
        "{flat}"
    );
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    let listed = s.request("tools/list", json!({}));
    assert_eq!(listed["result"]["tools"].as_array().unwrap().len(), 7 + 4);
}

#[test]
fn context_and_join_path_take_a_table_as_sql_writes_it_by_trailing_segments_in_any_case() {
    let args = json!({"table": "atlas.crm.account", "purpose": "query", "format": "json"});
    let command = ["context", "CRM.Account", "--purpose", "query"];
    let cli = same_as_tool(
        &joins_project(),
        None,
        &command,
        "get_table_context",
        args,
        "-",
    );
    assert_eq!(cli["table"], "atlas.crm.account");
    let command = ["join-path", "ticket", "Billing.invoice"];
    let args = json!({"from": "atlas.ops.ticket", "to": "atlas.billing.invoice"});
    let cli = same_as_tool(
        &joins_project(),
        None,
        &command,
        "find_join_path",
        args,
        "paths",
    );
    assert_eq!(cli["from"], "atlas.ops.ticket");
}

#[test]
fn an_ambiguous_table_exits_2_listing_the_tables_it_names() {
    let p = project_arg(&joins_project());
    let listed = "it names ['atlas.archive.invoice', 'atlas.billing.invoice']";
    for command in [
        vec!["context", "invoice"],
        vec!["join-path", "account", "INVOICE"],
    ] {
        let (code, out, err) = dbprint(&[&command[..], &["--project", &p]].concat(), "");
        assert_eq!(code, 2, "{command:?}");
        assert!(out.is_empty());
        assert!(err.contains("is ambiguous in connection 'atlas'"), "{err}");
        assert!(err.contains(listed), "{err}");
        assert!(!err.contains("Nearest tables"), "{err}");
    }
}

#[test]
fn a_usage_fault_or_a_missing_query_file_exits_2() {
    let p = project_arg(&fixture_project());
    let (code, _, _) = dbprint(&["join-path", "only-one", "--project", &p], "");
    assert_eq!(code, 2);
    let (code, _, err) = dbprint(&["check-query", "/nonexistent/q.sql", "--project", &p], "");
    assert_eq!(code, 2);
    assert!(err.contains("cannot read the query file"), "{err}");
}

#[test]
fn yaml_and_markdown_carry_the_same_answer() {
    let p = project_arg(&joins_project());
    let args = [
        "join-path",
        "atlas.billing.invoice",
        "atlas.crm.account",
        "--project",
        &p,
    ];
    let (_, yaml, _) = dbprint(&[&args[..], &["--format", "yaml"]].concat(), "");
    assert!(yaml.starts_with("from: atlas.billing.invoice\n"), "{yaml}");
    assert!(yaml.contains("sql: "), "{yaml}");
    let (_, md, _) = dbprint(&[&args[..], &["--format", "md"]].concat(), "");
    assert!(
        md.contains(" route(s) from atlas.billing.invoice to atlas.crm.account"),
        "{md}"
    );
    assert!(
        md.contains("JOIN atlas.crm.account AS account ON account.account_id = invoice.account_id")
    );
}

#[test]
fn find_value_json_is_find_value_whole() {
    let cli = same_as_tool(
        &discovery_project(),
        None,
        &["find-value", "AIR", "--limit", "3"],
        "find_value",
        json!({"value": "AIR", "limit": 3}),
        "columns",
    );
    assert_eq!(cli["columns"][0]["predicate"], "WHERE ship_mode = 'AIR'");
}

#[test]
fn find_json_is_find_tables_whole_apart_from_the_clock() {
    let p = project_arg(&discovery_project());
    let question = "rooms of the History department";
    let cli = json_of(&[
        "find",
        question,
        "--project",
        &p,
        "--format",
        "json",
        "--schema",
        "campus.univ.*",
    ]);
    let mut s = serve(&discovery_project(), &["--no-warm"]);
    let tool = s.tool_all_pages(
        "find_tables",
        json!({"question": question, "schema": "campus.univ.*"}),
        "tables",
    );
    let unclocked = |mut answer: Value| {
        for table in answer["tables"].as_array_mut().unwrap() {
            table.as_object_mut().unwrap().remove("age_days");
        }
        answer
    };
    assert_eq!(unclocked(cli.clone()), unclocked(tool));
    assert_eq!(cli["tables"][0]["rank"], 1);
}

#[test]
fn a_command_writes_nothing_to_stderr_when_nothing_is_wrong_even_when_it_compiles_the_index() {
    let cache = common::scratch();
    let out = Command::new(BIN)
        .args([
            "tables",
            "--project",
            &project_arg(&fixture_project()),
            "--format",
            "json",
        ])
        .env("DBPRINT_CACHE_DIR", &cache.0)
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "",
        "a fresh cache compiled quietly"
    );
    assert!(!out.stdout.is_empty());
}

/// Whether `value` holds, at any depth, an item sent in parts (`{part, parts, text}`).
fn holds_a_part(value: &Value) -> bool {
    match value {
        Value::Object(map) => {
            (map.contains_key("part") && map.contains_key("parts"))
                || map.values().any(holds_a_part)
        }
        Value::Array(items) => items.iter().any(holds_a_part),
        _ => false,
    }
}

#[test]
fn context_json_prints_an_item_too_large_for_a_page_whole_not_in_parts_spec_4_8() {
    let p = project_arg(&fixture_project());
    let args = ["context", "shop.inventory.product", "--project", &p];
    for format in ["json", "yaml"] {
        let (code, out, err) = dbprint(&[&args[..], &["--format", format]].concat(), "");
        assert_eq!(code, 0, "{err}");
        assert!(
            !out.contains("parts:") && !out.contains("\"parts\""),
            "{format}: a part printed"
        );
    }
    let cli = json_of(&[&args[..], &["--format", "json"]].concat());
    assert!(!holds_a_part(&cli));
    let description = cli["description"].as_str().unwrap();
    assert!(
        description.chars().count() > 20_000,
        "the description is longer than a page and arrives whole"
    );
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    let first = s.tool_json(
        "get_table_context",
        json!({"table": "shop.inventory.product", "format": "json"}),
    );
    assert!(
        first.get("next_cursor").is_some(),
        "the tool pages what the command prints whole"
    );
}

#[test]
fn at_a_terminal_tables_and_routes_read_as_columns_and_joins_not_key_dumps() {
    let p = project_arg(&fixture_project());
    let (code, tables, err) = dbprint(&["tables", "--project", &p, "--format", "md"], "");
    assert_eq!(code, 0, "{err}");
    assert!(tables.contains("\nTABLE "), "{tables}");
    assert!(!tables.contains("table: "), "{tables}");
    let route = [
        "join-path",
        "shop.sales.order_item",
        "shop.sales.customer",
        "--project",
        &p,
        "--format",
        "md",
    ];
    let (code, routes, err) = dbprint(&route, "");
    assert_eq!(code, 0, "{err}");
    assert!(
        routes.contains("shop.sales.orders.customer_id = shop.sales.customer.customer_id"),
        "{routes}"
    );
    assert!(!routes.contains("from_columns"), "{routes}");
}

/// `dbprint completions SHELL` completes every command `dbprint --help` lists, and an unknown
/// shell is refused listing the ones there are.
#[test]
fn completions_cover_every_command_help_lists() {
    let (code, help, _) = dbprint(&["--help"], "");
    assert_eq!(code, 0);
    let listed: Vec<&str> = help
        .split_once("\nCommands:\n")
        .map(|(_, rest)| rest)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(listed.len() >= 12, "{listed:?}");
    for shell in ["bash", "zsh", "fish"] {
        let (code, script, err) = dbprint(&["completions", shell], "");
        assert_eq!(code, 0, "{shell}: {err}");
        for command in &listed {
            assert!(script.contains(command), "{shell} lacks {command}");
        }
    }
    let (code, bash, _) = dbprint(&["completions", "bash"], "");
    assert_eq!(code, 0);
    for command in &listed {
        let case = format!("dbprint__subcmd__{})", command.replace('-', "__subcmd__"));
        assert!(bash.contains(&case), "bash completes no {command}");
    }
    let (code, _, err) = dbprint(&["completions", "tcsh"], "");
    assert_eq!(code, 2);
    assert!(err.contains("possible values: bash"), "{err}");
}

/// A reader that goes away before the answer (`dbprint tables | head -c 1`) ends the command
/// quietly, exit 0, never a panic.
#[test]
fn a_reader_gone_before_the_answer_ends_the_command_quietly() {
    let project = project_arg(&fixture_project());
    let mut child = Command::new(BIN)
        .args(["tables", "--format", "json", "--project", &project])
        .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}

/// `find` without `--connection` on a project of several connections, none the default,
/// asks every connection and says which holds the answer, and how to ask it alone.
#[test]
fn find_without_a_connection_asks_every_connection_of_a_project_without_a_default() {
    let project = common::project_copy();
    common::edit(
        &project.0.join(".dbprint.yaml"),
        "    auto: true\n",
        "    auto: false\n",
    );
    let at = project_arg(&project.0);
    let (code, out, err) = dbprint(
        &[
            "find",
            "daily sales by store",
            "--project",
            &at,
            "--format",
            "md",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("in every connection"), "{out}");
    assert!(
        out.contains("warehouse: ") && out.contains("shop: "),
        "{out}"
    );
    assert!(out.contains("--connection warehouse"), "{out}");
    let (code, _, err) = dbprint(&["tables", "--project", &at], "");
    assert_eq!(code, 2, "one connection's listing still needs its name");
    assert!(err.contains("--connection NAME"), "{err}");
}
