//! `find_join_path` over the atlas fixture (fixtures/joins): routes cheapest first (a hop
//! each, half a hop more for an inferred edge, more through a hub table), then the lower row
//! multiplier: a direct inferred edge before declared routes through the hub, a route through
//! the hub after an equally long one around it; the rejected edge never walked, the
//! human-added edge walked, `via` and `max_hops` honoured, and a reply with no route saying
//! why (separate components, naming the edges keyed by a path that touch them, or too many
//! hops); tables named as SQL writes them (trailing segments, any case) and an ambiguous name
//! refused listing its tables; an edge rejected and restored, and a route table's statistics
//! changed, each seen by the next call (§7.1). A tree's steps joined as their advice says,
//! every step hanging off a table a LEFT JOIN keeps optional a LEFT JOIN too (`dbprint
//! join-path` over the bundled project). Also `--tools v1`: the seven tools alone, and a call
//! to another refused as unknown.

#![allow(clippy::disallowed_methods)] // writes fixture files in its scratch copies (clippy.toml)

mod common;

use common::{edit, joins_copy, joins_project, serve};
use serde_json::{Value, json};

fn paths(reply: &Value) -> Vec<Vec<String>> {
    reply["paths"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            p["tables"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

fn route(s: &mut common::Server, from: &str, to: &str, extra: Value) -> Value {
    let mut args = json!({"from": from, "to": to});
    for (k, v) in extra.as_object().unwrap() {
        args[k] = v.clone();
    }
    s.tool_all_pages("find_join_path", args, "paths")
}

#[test]
fn the_direct_edge_comes_before_the_longer_route_and_each_hop_says_how_it_joins() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(
        &mut s,
        "atlas.billing.invoice",
        "atlas.crm.account",
        json!({}),
    );
    let found = paths(&reply);
    assert_eq!(found[0], ["atlas.billing.invoice", "atlas.crm.account"]);
    assert!(
        found.contains(&vec![
            "atlas.billing.invoice".to_string(),
            "atlas.crm.contact".to_string(),
            "atlas.crm.account".to_string()
        ]),
        "the route through contact is listed too: {found:?}"
    );
    let first = &reply["paths"][0];
    assert_eq!(first["hops"], 1);
    let hop = &first["steps"][0];
    assert_eq!(hop["from_columns"], json!(["account_id"]));
    assert_eq!(hop["to_columns"], json!(["account_id"]));
    assert_eq!(hop["detection"], "inferred");
    assert_eq!(hop["direction"], "many_to_one");
    assert_eq!(hop["fanout_avg"], 10.0);
    assert_eq!(
        first["sql"],
        "FROM atlas.billing.invoice AS invoice\nJOIN atlas.crm.account AS account ON account.account_id = invoice.account_id"
    );
    assert_eq!(reply["total"], json!(found.len()));
}

/// Each route's (cost, row multiplier), in the order listed.
fn costs(reply: &Value) -> Vec<(f64, f64)> {
    reply["paths"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["cost"].as_f64().unwrap(),
                p["row_multiplier"].as_f64().unwrap_or(f64::MAX),
            )
        })
        .collect()
}

#[test]
fn routes_come_cheapest_first_then_the_lower_row_multiplier() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(
        &mut s,
        "atlas.ops.ticket",
        "atlas.billing.invoice",
        json!({}),
    );
    let keys = costs(&reply);
    let mut sorted = keys.clone();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    assert_eq!(keys, sorted, "routes are listed best first");
    let found = paths(&reply);
    // Two routes of two inferred hops cost 3 each: through contact (fan-out 3.3375) before
    // through account (fan-out 10).
    assert_eq!(
        found[0],
        [
            "atlas.ops.ticket",
            "atlas.crm.contact",
            "atlas.billing.invoice"
        ]
    );
    assert_eq!(
        found[1],
        [
            "atlas.ops.ticket",
            "atlas.crm.account",
            "atlas.billing.invoice"
        ]
    );
}

#[test]
fn a_direct_inferred_edge_comes_before_declared_routes_through_a_hub() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(
        &mut s,
        "atlas.net.subnet",
        "atlas.net.subnetpool",
        json!({}),
    );
    let found = paths(&reply);
    assert_eq!(found[0], ["atlas.net.subnet", "atlas.net.subnetpool"]);
    assert_eq!(reply["paths"][0]["undeclared_hops"], 1);
    assert_eq!(
        found[1],
        [
            "atlas.net.subnet",
            "atlas.net.project",
            "atlas.net.subnetpool"
        ]
    );
    assert_eq!(reply["paths"][1]["undeclared_hops"], 0);
    // 1 + 0.5 for the inferred edge; 2 hops + 1 through project (8 tables joined against a
    // typical 2: one doubling past twice the typical); 3 and 4 hops + 1 through project.
    let cost: Vec<f64> = costs(&reply).iter().map(|c| c.0).collect();
    assert_eq!(cost, [1.5, 3.0, 4.0, 5.0]);
}

#[test]
fn a_route_through_a_hub_comes_after_an_equally_long_one_around_it() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(&mut s, "atlas.net.port", "atlas.net.subnet", json!({}));
    let found = paths(&reply);
    assert_eq!(
        found[..2],
        [
            ["atlas.net.port", "atlas.net.network", "atlas.net.subnet"],
            ["atlas.net.port", "atlas.net.project", "atlas.net.subnet"]
        ]
    );
    for p in &reply["paths"].as_array().unwrap()[..2] {
        assert_eq!(p["hops"], 2);
        assert_eq!(p["undeclared_hops"], 0);
    }
    assert_eq!(
        costs(&reply)[..2],
        [(2.0, 12.0), (3.0, 3.0)],
        "the hub costs a hop more though its fan-out is lower"
    );
}

#[test]
fn a_rejected_edge_is_never_walked_and_a_human_added_one_is() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(&mut s, "atlas.ops.ticket", "atlas.ops.shipment", json!({}));
    for p in paths(&reply) {
        assert_ne!(
            p.len(),
            2,
            "the rejected ticket.shipment_id edge joins nothing: {p:?}"
        );
    }
    assert_eq!(reply["paths"][0]["hops"], 3);
    let reply = route(
        &mut s,
        "atlas.ops.shipment",
        "atlas.ops.warehouse",
        json!({}),
    );
    let hop = &reply["paths"][0]["steps"][0];
    assert_eq!(hop["detection"], "annotated");
    assert_eq!(
        hop["note"],
        "The dispatching warehouse; codes are the warehouse's own."
    );
    assert_eq!(hop["from_columns"], json!(["warehouse_code"]));
    assert_eq!(hop["to_columns"], json!(["code"]));
}

#[test]
fn tables_in_different_components_answer_no_route_with_both_components() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(&mut s, "atlas.hr.employee", "atlas.crm.account", json!({}));
    assert_eq!(reply["paths"], json!([]));
    assert_eq!(reply["total"], 0);
    let why = &reply["no_path"];
    assert!(
        why["reason"]
            .as_str()
            .unwrap()
            .contains("different components")
    );
    let sides = why["components"].as_array().unwrap();
    assert_eq!(sides[0]["table"], "atlas.hr.employee");
    assert_eq!(sides[0]["component_size"], 2);
    assert_eq!(
        sides[0]["component_tables"],
        json!(["atlas.hr.department", "atlas.hr.employee"])
    );
    assert_eq!(
        sides[1]["component_size"], 8,
        "archive.invoice joins by a measured edge"
    );
}

#[test]
fn an_edge_keyed_by_a_path_is_named_when_no_route_connects_its_tables() {
    let oddities = common::fixture_project().parent().unwrap().join("oddities");
    let mut s = serve(&oddities, &["--no-warm"]);
    let reply = route(&mut s, "lab.main.events", "lab.main.customers", json!({}));
    assert_eq!(reply["paths"], json!([]));
    let why = &reply["no_path"];
    assert!(
        why["reason"].as_str().unwrap().contains("key path"),
        "{why}"
    );
    assert_eq!(
        why["path_edges"],
        json!([{
            "table": "lab.main.events",
            "columns": ["payload"],
            "target_table": "lab.main.customers",
            "target_columns": ["id"],
            "note": "Present only for signed-in visitors; cast the JSON value to INTEGER before joining."
        }])
    );
    let plain = route(&mut s, "lab.main.devices", "lab.main.spellings", json!({}));
    assert!(
        plain["no_path"]["path_edges"].is_null(),
        "no path edge touches devices or spellings: {plain}"
    );
}

#[test]
fn max_hops_bounds_the_routes_and_a_route_too_long_is_named() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(
        &mut s,
        "atlas.ops.ticket",
        "atlas.ops.warehouse",
        json!({"max_hops": 2}),
    );
    assert_eq!(reply["paths"], json!([]));
    assert_eq!(reply["no_path"]["shortest_hops"], 4);
    let reply = route(&mut s, "atlas.ops.ticket", "atlas.ops.warehouse", json!({}));
    assert!(
        reply["paths"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["hops"].as_i64().unwrap() <= 4)
    );
    assert_eq!(reply["paths"][0]["hops"], 4);
}

#[test]
fn via_makes_every_route_pass_through_that_table() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = route(
        &mut s,
        "atlas.ops.ticket",
        "atlas.billing.invoice",
        json!({"via": "atlas.crm.account"}),
    );
    let found = paths(&reply);
    assert!(!found.is_empty());
    for p in &found {
        assert!(p.contains(&"atlas.crm.account".to_string()), "{p:?}");
    }
    assert_eq!(reply["via"], "atlas.crm.account");
}

#[test]
fn an_edge_rejected_or_restored_in_an_annotation_file_changes_the_next_answer_spec_7_1() {
    let copy = joins_copy();
    let mut s = serve(&copy.0, &["--no-warm"]);
    let direct = ["atlas.billing.invoice", "atlas.crm.account"];
    let first = route(&mut s, direct[0], direct[1], json!({}));
    assert_eq!(paths(&first)[0], direct);
    let own = common::reject_invoice_account_edge(&copy.0);
    let rejected = route(&mut s, direct[0], direct[1], json!({}));
    assert!(
        paths(&rejected).iter().all(|p| p.len() > 2),
        "the rejected edge is no route: {rejected}"
    );
    edit(&own, "  verdict: rejected\n", "");
    let restored = route(&mut s, direct[0], direct[1], json!({}));
    assert_eq!(paths(&restored)[0], direct);
}

#[test]
fn a_route_table_whose_statistics_changed_answers_its_new_null_share_spec_7_1() {
    let copy = joins_copy();
    let mut s = serve(&copy.0, &["--no-warm"]);
    let ends = ("atlas.ops.ticket", "atlas.billing.invoice");
    let hop = |reply: &Value| reply["paths"][0]["steps"][0]["key_null_rate"].clone();
    assert_eq!(hop(&route(&mut s, ends.0, ends.1, json!({}))), 0.2);
    edit(
        &copy.0.join("prints/atlas/atlas/ops/ticket/statistics.yaml"),
        "    null_rate: 0.2\n",
        "    null_rate: 0.25\n",
    );
    assert_eq!(hop(&route(&mut s, ends.0, ends.1, json!({}))), 0.25);
}

#[test]
fn a_table_is_named_as_sql_writes_it_by_trailing_segments_in_any_case() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let whole = route(
        &mut s,
        "atlas.ops.ticket",
        "atlas.billing.invoice",
        json!({"via": "atlas.crm.account"}),
    );
    let short = route(
        &mut s,
        "ticket",
        "BILLING.Invoice",
        json!({"via": "Atlas.CRM.account"}),
    );
    assert_eq!(short, whole, "the reply names each table by its FQN");
    assert_eq!(short["from"], "atlas.ops.ticket");
    assert_eq!(short["to"], "atlas.billing.invoice");
    assert_eq!(short["via"], "atlas.crm.account");
}

#[test]
fn a_name_several_tables_end_is_refused_listing_them() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let err = s
        .tool(
            "find_join_path",
            json!({"from": "crm.account", "to": "Invoice"}),
        )
        .unwrap_err();
    assert_eq!(
        err,
        "table 'Invoice' is ambiguous in connection 'atlas': it names ['atlas.archive.invoice', 'atlas.billing.invoice']. Give one of them in full."
    );
}

#[test]
fn an_unknown_table_is_the_get_table_context_fault() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let err = s
        .tool(
            "find_join_path",
            json!({"from": "atlas.crm.nope", "to": "atlas.crm.account"}),
        )
        .unwrap_err();
    let same = s
        .tool("get_table_context", json!({"table": "atlas.crm.nope"}))
        .unwrap_err();
    assert_eq!(err, same);
}

#[test]
fn tools_v1_declares_the_seven_alone_and_refuses_the_others_spec_9() {
    let mut all = serve(&joins_project(), &["--no-warm"]);
    let names = |s: &mut common::Server| -> Vec<String> {
        let listed = s.request("tools/list", json!({}));
        listed["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_string())
            .collect()
    };
    let every = names(&mut all);
    assert!(every.contains(&"find_join_path".to_string()));
    assert!(every.contains(&"check_query".to_string()));
    let listed = all.request("tools/list", json!({}));
    for tool in listed["result"]["tools"].as_array().unwrap() {
        let hints = &tool["annotations"];
        assert_eq!(hints["readOnlyHint"], true, "{}", tool["name"]);
        assert_eq!(hints["destructiveHint"], false);
        assert_eq!(hints["idempotentHint"], true);
        assert_eq!(hints["openWorldHint"], false);
    }
    let mut v1 = serve(&joins_project(), &["--no-warm", "--tools", "v1"]);
    let seven = names(&mut v1);
    assert_eq!(seven, every[..7].to_vec());
    assert_eq!(seven.len(), 7);
    let refused = v1
        .request(
            "tools/call",
            json!({"name": "find_join_path", "arguments": {"from": "a", "to": "b"}}),
        )
        .to_string();
    assert!(refused.contains("find_join_path"), "{refused}");
    assert!(
        !v1.init["instructions"]
            .as_str()
            .unwrap()
            .contains("check_query")
    );
    assert!(
        all.init["instructions"]
            .as_str()
            .unwrap()
            .contains("check_query")
    );
}

#[test]
fn a_table_whose_edges_do_not_read_is_named_never_silently_left_out() {
    let copy = joins_copy();
    let broken = copy
        .0
        .join("prints/atlas/atlas/crm/contact/relationships.yaml");
    std::fs::write(&broken, "refers_to: [unclosed\n").unwrap();
    let mut s = serve(&copy.0, &["--no-warm"]);
    // contact's own edge to account is lost; the edges others hold to contact are not.
    let reply = route(&mut s, "atlas.crm.contact", "atlas.crm.account", json!({}));
    assert_eq!(reply["unreadable_edges"], json!(["atlas.crm.contact"]));
    for p in paths(&reply) {
        assert!(p.len() > 2, "no direct edge: {p:?}");
    }
    let other = route(
        &mut s,
        "atlas.ops.ticket",
        "atlas.billing.invoice",
        json!({}),
    );
    assert_eq!(other["unreadable_edges"], json!(["atlas.crm.contact"]));
    assert_eq!(
        paths(&other)[0],
        [
            "atlas.ops.ticket",
            "atlas.crm.contact",
            "atlas.billing.invoice"
        ]
    );
}

fn tree(s: &mut common::Server, tables: &[&str]) -> Value {
    s.tool_all_pages("find_join_path", json!({"tables": tables}), "trees")
}

/// Given tables, the answer is the cheapest tree connecting them (exact, proven), its steps
/// in a route's shape from the first table asked, each with its join advice, the tables it
/// passes through that were not asked, the SQL to paste, then up to two alternatives.
#[test]
fn several_tables_are_joined_by_the_cheapest_tree_naming_its_bridges() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = tree(&mut s, &["net.port", "net.router", "net.subnetpool"]);
    assert_eq!(
        reply["tables"],
        json!(["atlas.net.port", "atlas.net.router", "atlas.net.subnetpool"])
    );
    let trees = reply["trees"].as_array().unwrap();
    assert!((2..=3).contains(&trees.len()), "{reply}");
    let best = &trees[0];
    assert_eq!(best["proven_cheapest"], true);
    assert_eq!(best["bridges"], json!(["atlas.net.project"]));
    let steps: Vec<(&str, &str)> = (best["steps"].as_array().unwrap().iter())
        .map(|s| (s["from"].as_str().unwrap(), s["to"].as_str().unwrap()))
        .collect();
    assert_eq!(
        steps,
        [
            ("atlas.net.port", "atlas.net.project"),
            ("atlas.net.project", "atlas.net.router"),
            ("atlas.net.project", "atlas.net.subnetpool")
        ]
    );
    let first = &best["steps"][0];
    assert_eq!(first["from_columns"], json!(["project_id"]));
    assert_eq!(first["direction"], "many_to_one");
    assert!(["inner", "left"].contains(&first["join"].as_str().unwrap()));
    assert!(first["join_why"].is_string());
    assert_eq!(
        best["sql"],
        "FROM atlas.net.port AS port\nJOIN atlas.net.project AS project ON project.project_id = port.project_id\nLEFT JOIN atlas.net.router AS router ON router.project_id = project.project_id\nLEFT JOIN atlas.net.subnetpool AS subnetpool ON subnetpool.project_id = project.project_id"
    );
    let costs: Vec<f64> = trees.iter().map(|t| t["cost"].as_f64().unwrap()).collect();
    assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{costs:?}");
    assert!(trees[1..].iter().all(|t| t["proven_cheapest"] == false));
}

/// `dbprint join-path <tables> --format json` over the bundled fixture project.
fn cli_tree(tables: &[&str]) -> Value {
    let project = common::fixture_project();
    let project = project.to_str().unwrap();
    let out = std::process::Command::new(common::BIN)
        .arg("join-path")
        .args(tables)
        .args(["--project", project, "--format", "json"])
        .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Each step of every tree is written as its `join` says (the SQL's lines after `FROM`, one a
/// step, in order), and its `join_why` tells that join: a LEFT one what a LEFT JOIN keeps or
/// the optional table it hangs off, an inner one what an INNER JOIN keeps, never a LEFT JOIN.
fn assert_sql_and_advice_agree(reply: &Value) {
    for tree in reply["trees"].as_array().unwrap() {
        let sql = tree["sql"].as_str().unwrap();
        let steps = tree["steps"].as_array().unwrap();
        let lines: Vec<&str> = sql.lines().skip(1).collect();
        assert_eq!(lines.len(), steps.len(), "{sql}");
        for (step, line) in steps.iter().zip(lines) {
            let why = step["join_why"].as_str().unwrap();
            match step["join"].as_str().unwrap() {
                "left" => {
                    assert!(line.starts_with("LEFT JOIN "), "{line}");
                    assert!(
                        why.contains("a LEFT JOIN keeps") || why.starts_with("LEFT because"),
                        "{why}"
                    );
                }
                "inner" => {
                    assert!(line.starts_with("JOIN "), "{line}");
                    assert!(
                        why.contains("an INNER JOIN keeps") && !why.contains("LEFT"),
                        "{why}"
                    );
                }
                other => panic!("join {other}"),
            }
        }
    }
}

/// A ticket's order is optional (a fifth of tickets carry none): the tree from the ticket
/// joins the order with a LEFT JOIN, and the customer hanging off the order with a LEFT JOIN
/// too, saying so, so that no plain JOIN drops again the tickets the first one kept. From the
/// order, the customer (a key never null) stays an inner join and the tickets referencing the
/// order are a LEFT JOIN, as their advice says.
#[test]
fn a_step_hanging_off_a_left_joined_table_is_a_left_join_too() {
    let reply = cli_tree(&["support.ticket", "sales.customer", "sales.orders"]);
    let best = &reply["trees"][0];
    assert_eq!(
        best["sql"],
        "FROM shop.support.ticket AS ticket\nLEFT JOIN shop.sales.orders AS orders ON orders.order_id = ticket.order_id\nLEFT JOIN shop.sales.customer AS customer ON customer.customer_id = orders.customer_id"
    );
    let sql = best["sql"].as_str().unwrap();
    let mut after_left = sql.lines().skip_while(|l| !l.starts_with("LEFT JOIN "));
    assert!(after_left.all(|l| l.starts_with("LEFT JOIN ")), "{sql}");
    let steps = best["steps"].as_array().unwrap();
    assert_eq!(
        steps[0]["join_why"],
        "20.0% of shop.support.ticket's rows have a null key: an INNER JOIN drops them, a LEFT JOIN keeps them"
    );
    assert_eq!(steps[1]["join"], "left");
    assert!((steps[1]["join_why"].as_str().unwrap()).starts_with(
        "LEFT because it hangs off shop.sales.orders, which a LEFT JOIN keeps optional"
    ));
    assert_sql_and_advice_agree(&reply);

    let from_orders = cli_tree(&["sales.orders", "sales.customer", "support.ticket"]);
    let joins: Vec<(&str, &str)> = (from_orders["trees"][0]["steps"].as_array().unwrap().iter())
        .map(|s| (s["to"].as_str().unwrap(), s["join"].as_str().unwrap()))
        .collect();
    assert_eq!(
        joins,
        [
            ("shop.sales.customer", "inner"),
            ("shop.support.ticket", "left")
        ]
    );
    assert_sql_and_advice_agree(&from_orders);
}

/// A list naming a table twice, an unknown or ambiguous name, a list of the wrong length or
/// with a name that is not a string, and route-only arguments beside tables: each refused
/// saying which (§8.2 texts where the spec gives them).
#[test]
fn a_bad_tables_list_is_refused_saying_which_name_or_argument() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let mut refused = |args: Value| s.tool("find_join_path", args).unwrap_err();
    assert_eq!(
        refused(json!({"tables": ["net.port", "atlas.net.port"]})),
        "tables names 'atlas.net.port' twice ('net.port' and 'atlas.net.port'): name each table once"
    );
    assert_eq!(
        refused(json!({"tables": ["net.port", "Invoice"]})),
        "table 'Invoice' is ambiguous in connection 'atlas': it names ['atlas.archive.invoice', 'atlas.billing.invoice']. Give one of them in full."
    );
    let unknown = refused(json!({"tables": ["net.port", "atlas.crm.nope"]}));
    assert!(unknown.contains("'atlas.crm.nope'"), "{unknown}");
    assert_eq!(
        refused(json!({"tables": ["net.port"]})),
        "tables lists 1 item(s); it takes 2 to 10."
    );
    let eleven: Vec<String> = (0..11).map(|n| format!("t{n}")).collect();
    assert_eq!(
        refused(json!({ "tables": eleven })),
        "tables lists 11 item(s); it takes 2 to 10."
    );
    assert_eq!(
        refused(json!({"tables": ["net.port", 5]})),
        "tables[1] 5 must be of type string."
    );
    assert!(
        refused(json!({"tables": ["net.port", "net.router"], "from": "net.port"}))
            .starts_with("give either tables")
    );
    assert!(
        refused(json!({"tables": ["net.port", "net.router"], "via": "net.project"}))
            .starts_with("via applies to a route")
    );
    assert_eq!(
        refused(json!({})),
        "find_join_path takes 'tables' (2 to 10 table names: the join tree over them) or 'from' \
         and 'to' (the join routes from one table to another); neither was given."
    );
    assert_eq!(
        refused(json!({"to": "net.port"})),
        "find_join_path requires 'from'."
    );
}

/// Tables in different components have no tree; the answer names each one's component.
#[test]
fn tables_no_chain_of_edges_connects_have_no_tree_and_say_why() {
    let mut s = serve(&joins_project(), &["--no-warm"]);
    let reply = tree(&mut s, &["net.port", "hr.employee"]);
    assert_eq!(reply["trees"], json!([]));
    let none = &reply["no_tree"];
    assert!(
        none["reason"]
            .as_str()
            .unwrap()
            .contains("different components")
    );
    assert_eq!(none["components"].as_array().unwrap().len(), 2);
}
