//! The served set and default (MCP spec §5.1, row by row), the `connection` argument (§5.2),
//! and the command line's refusals (§1, §6.2), over the real binary.

mod common;

use std::path::Path;

use common::{fixture_project, scratch, serve, spawn, write_config};
use serde_json::json;

fn variant(name: &str) -> std::path::PathBuf {
    fixture_project()
        .parent()
        .unwrap()
        .join("variants")
        .join(name)
}

/// The connections whose manifest resources/list names, in listing order over every page;
/// each connection lists exactly one manifest resource (§3.3), so none is folded away here.
fn listed_connections(s: &mut common::Server) -> Vec<String> {
    let mut names = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let params = match &cursor {
            Some(c) => json!({"cursor": c}),
            None => json!({}),
        };
        let r = s.request("resources/list", params);
        names.extend(
            r["result"]["resources"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|e| {
                    e["uri"]
                        .as_str()?
                        .strip_suffix("/manifest")
                        .map(|u| u.trim_start_matches("dbprint://").to_string())
                }),
        );
        cursor = r["result"]["nextCursor"].as_str().map(str::to_string);
        if cursor.is_none() {
            return names;
        }
    }
}

/// Runs `dbprint <args>` to completion in `cwd`: (exit code, stderr).
fn run(args: &[&str], cwd: &Path) -> (Option<i32>, String) {
    let out = std::process::Command::new(common::BIN)
        .args(args)
        .current_dir(cwd)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(
        out.stdout.is_empty(),
        "stdout must stay silent on a refusal"
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn row_1_single_connection_is_served_and_default_spec_5_1() {
    let mut s = serve(&variant("single"), &[]);
    assert_eq!(listed_connections(&mut s), ["shop"]);
    let tables = s.tool_json("list_tables", json!({}));
    assert!(
        tables["tables"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t == "shop.sales.orders")
    );
    s.close();
}

#[test]
fn row_2_one_auto_connection_is_served_and_default_spec_5_1() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(listed_connections(&mut s), ["shop"]);
    assert!(s.tool("list_tables", json!({})).is_ok());
    assert_eq!(
        s.tool("list_tables", json!({"connection": "warehouse"}))
            .unwrap_err(),
        "connection 'warehouse' is configured but not served by this instance. Served: ['shop']. Restart the server naming it to serve it."
    );
    s.close();
}

#[test]
fn row_3_several_auto_are_served_without_default_spec_5_1() {
    let mut s = serve(&variant("two-auto"), &[]);
    assert_eq!(listed_connections(&mut s), ["shop", "warehouse"]);
    assert_eq!(
        s.tool("list_tables", json!({})).unwrap_err(),
        "no default connection; pass connection explicitly. Configured: ['shop', 'warehouse']"
    );
    let warehouse = s.tool_json(
        "list_tables",
        json!({"connection": "warehouse", "pattern": "warehouse.dw.*"}),
    );
    assert!(warehouse["total"].as_u64().unwrap() > 3);
    s.close();
}

#[test]
fn row_4_named_connection_is_served_and_default_spec_5_1() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    assert_eq!(listed_connections(&mut s), ["warehouse"]);
    let r = s.tool_json("list_tables", json!({"pattern": "warehouse.dw.fact_*"}));
    assert!(r["total"].as_u64().unwrap() >= 1);
    s.close();
}

#[test]
fn row_5_several_without_auto_exit_1_naming_them_spec_5_1() {
    let (code, stderr) = run(
        &["serve", "--project", variant("no-auto").to_str().unwrap()],
        &variant("no-auto"),
    );
    assert_eq!(code, Some(1));
    assert!(stderr.contains("['shop', 'warehouse']"), "{stderr}");
    let mut s = serve(&variant("no-auto"), &["shop"]);
    assert_eq!(listed_connections(&mut s), ["shop"]);
    s.close();
}

#[test]
fn unknown_named_connection_exits_1_with_names() {
    let (code, stderr) = run(
        &[
            "serve",
            "nope",
            "--project",
            fixture_project().to_str().unwrap(),
        ],
        &fixture_project(),
    );
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("'nope'") && stderr.contains("['shop', 'warehouse']"),
        "{stderr}"
    );
}

#[test]
fn unconfigured_connection_argument_is_named_spec_5_2() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(
        s.tool("get_manifest", json!({"connection": "bar"}))
            .unwrap_err(),
        "connection 'bar' not in .dbprint.yaml. Configured: ['shop', 'warehouse']"
    );
    s.close();
}

#[test]
fn project_is_found_by_walking_up_or_named_exactly() {
    let inside = fixture_project().join("prints/shop");
    let mut s = spawn(&["serve"], &inside);
    s.handshake("2025-06-18");
    assert!(s.tool("list_tables", json!({})).is_ok());
    s.close();
    let file = fixture_project().join(".dbprint.yaml");
    let mut s = spawn(
        &["serve", "--project", file.to_str().unwrap()],
        Path::new("/"),
    );
    s.handshake("2025-06-18");
    assert!(s.tool("list_tables", json!({})).is_ok());
    s.close();
    let empty = scratch();
    let (code, stderr) = run(&["serve", "--project", empty.0.to_str().unwrap()], &empty.0);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("no .dbprint.yaml at"), "{stderr}");
}

#[test]
fn broken_config_is_refused_with_its_path() {
    let dir = scratch();
    write_config(&dir.0, "connections: [shop\n");
    let (code, stderr) = run(&["serve", "--project", dir.0.to_str().unwrap()], &dir.0);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains(".dbprint.yaml") && stderr.contains("line"),
        "{stderr}"
    );
    write_config(&dir.0, "defaults: {}\n");
    let (code, stderr) = run(&["serve", "--project", dir.0.to_str().unwrap()], &dir.0);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("no connections"), "{stderr}");
}

#[test]
fn http_transport_checks_its_flags_spec_6_2() {
    let p = fixture_project();
    let project = p.to_str().unwrap();
    let (code, stderr) = run(&["serve", "--project", project, "--transport", "http"], &p);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("--port is required"), "{stderr}");
    let (code, stderr) = run(
        &[
            "serve",
            "--project",
            project,
            "--transport",
            "http",
            "--port",
            "8765",
            "--host",
            "0.0.0.0",
        ],
        &p,
    );
    assert_eq!(code, Some(1));
    assert!(stderr.contains("loopback"), "{stderr}");
}

/// `--version` names the spec it implements; `--help` of every command gives an example.
#[test]
fn version_and_help_answer() {
    let out = std::process::Command::new(common::BIN)
        .arg("--version")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(version.contains(env!("CARGO_PKG_VERSION")), "{version}");
    assert!(
        version.contains("dbprint MCP specification v1"),
        "--version names the spec it implements: {version}"
    );
    let out = std::process::Command::new(common::BIN)
        .args(["serve", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains("Examples:") && help.contains("--project"),
        "{help}"
    );
    for command in common::QUERY_COMMANDS {
        let out = std::process::Command::new(common::BIN)
            .args([command, "--help"])
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(
            help.contains(&format!("dbprint {command} ")) && help.contains("Example"),
            "{command} --help gives an example: {help}"
        );
    }
}
