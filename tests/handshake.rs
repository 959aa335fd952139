//! The handshake and the declarations (MCP spec §2, §4, §7.2), over the real binary.

mod common;

use common::{fixture_project, serve, spawn};
use serde_json::json;

#[test]
fn server_identity_and_capabilities_are_exact_spec_2() {
    let s = serve(&fixture_project(), &[]);
    assert_eq!(s.init["serverInfo"]["name"], "dbprint");
    assert_eq!(s.init["serverInfo"]["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(
        s.init["capabilities"]["resources"],
        json!({"subscribe": false, "listChanged": false})
    );
    assert_eq!(
        s.init["capabilities"]["tools"],
        json!({"listChanged": false})
    );
    assert!(s.init["capabilities"].get("prompts").is_none());
    assert!(s.init["capabilities"].get("sampling").is_none());
    let instructions = s.init["instructions"].as_str().unwrap();
    assert!(instructions.chars().count() < 2048);
    assert!(instructions.starts_with("This server answers"));
    assert_eq!(s.close(), Some(0));
}

#[test]
fn current_protocol_versions_are_accepted_spec_2() {
    for version in ["2025-06-18", "2025-11-25", "2025-03-26"] {
        let project = fixture_project();
        let mut s = spawn(&["serve", "--project", project.to_str().unwrap()], &project);
        s.handshake(version);
        assert_eq!(s.init["protocolVersion"], version);
        let listed = s.request("tools/list", json!({}));
        assert_eq!(listed["result"]["tools"].as_array().unwrap().len(), 11);
        s.close();
    }
}

#[test]
fn every_tool_declares_its_schema_and_four_hints_spec_4() {
    let mut s = serve(&fixture_project(), &[]);
    let r = s.request("tools/list", json!({}));
    let tools = r["result"]["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "get_table_context",
            "list_tables",
            "search_columns",
            "resolve_value",
            "get_manifest",
            "get_diff",
            "get_reference",
            "check_query",
            "find_join_path",
            "find_tables",
            "find_value"
        ]
    );
    assert!(r["result"].get("nextCursor").is_none());
    for tool in tools {
        assert_eq!(
            tool["annotations"],
            json!({"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false})
        );
        assert_eq!(tool["inputSchema"]["additionalProperties"], false);
        let description = tool["description"].as_str().unwrap();
        assert!(description.len() > 100, "{}", tool["name"]);
    }
    let list_tables = &tools[1]["inputSchema"];
    assert_eq!(list_tables["properties"]["detail"]["default"], false);
    assert_eq!(list_tables["properties"]["pattern"]["minLength"], 1);
    assert!(list_tables.get("required").is_none());
    let get_reference = &tools[6]["inputSchema"];
    assert_eq!(get_reference["required"], json!(["document"]));
    assert_eq!(
        get_reference["properties"]["document"]["enum"],
        json!(["assertions", "guide", "spec"])
    );
    assert_eq!(
        tools[5]["inputSchema"]["properties"]["kind"]["enum"]
            .as_array()
            .unwrap()
            .len(),
        24
    );
    s.close();
}

#[test]
fn one_page_form_template_per_uri_pattern_spec_7_2() {
    let mut s = serve(&fixture_project(), &[]);
    let r = s.request("resources/templates/list", json!({}));
    let templates: Vec<&str> = r["result"]["resourceTemplates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["uriTemplate"].as_str().unwrap())
        .collect();
    assert_eq!(templates.len(), 11);
    assert!(templates.contains(&"dbprint:///reference/{document}{?page,version}"));
    assert!(templates.contains(&"dbprint://{connection}/{table}/statistics{?page,version}"));
    assert!(templates.contains(&"dbprint://{connection}/manifest_annotations{?page,version}"));
    assert!(templates.iter().all(|t| t.ends_with("{?page,version}")));
    s.close();
}
