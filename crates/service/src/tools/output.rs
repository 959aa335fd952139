//! The structured results of the tools beyond the reference (MCP 2025-06-18 `outputSchema`
//! and `structuredContent`): each declares the shape of one page of its answer, the same
//! JSON object its text holds (the list under its key, `total` on every page, `next_cursor`
//! on every page but the last, the head on the pages that carry it), so a client may read
//! the page as data. The seven tools of v1 declare none (the spec fixes their listing).
//! An item too large for one page comes in parts, so items are typed by their fields, not
//! required whole.

use serde_json::{Value as Json, json};

fn strings() -> Json {
    json!({"type": "array", "items": {"type": "string"}})
}

/// A page: its list under `list`, whose items have `item`'s shape, beside `head`.
fn page(list: &str, item: Json, head: Json) -> Json {
    let mut properties = head;
    properties[list] = json!({"type": "array", "items": item});
    properties["total"] = json!({"type": "integer", "minimum": 0});
    properties["next_cursor"] = json!({"type": "string"});
    json!({
        "type": "object",
        "properties": properties,
        "required": [list, "total"],
    })
}

fn find_tables() -> Json {
    let table = json!({"type": ["object", "string"], "properties": {
        "rank": {"type": "integer"},
        "table": {"type": "string"},
        "score": {"type": "number"},
        "evidence": {"type": ["string", "array"]},
        "columns": {"type": "array"},
        "joins_with": {"type": "array", "items": {"type": "integer"}},
        "bridge_between": strings(),
        "close_in_meaning": strings(),
        "connection": {"type": "string"},
    }});
    page(
        "tables",
        table,
        json!({
            "question": {"type": "string"},
            "matched_tables": {"type": "integer"},
            "unmatched_words": strings(),
            "connections": {"type": "array", "items": {"type": "object", "properties": {
                "connection": {"type": "string"},
                "matched_tables": {"type": "integer"},
                "error": {"type": "string"},
                "best": {"type": "string"},
                "score": {"type": "number"},
                "why": {"type": "string"},
            }, "required": ["connection"]}},
            "named_values": {"type": "array"},
            "joins": {"type": "array"},
            "more": {"type": "string"},
        }),
    )
}

fn find_value() -> Json {
    let column = json!({"type": ["object", "string", "null"], "properties": {
        "table": {"type": "string"},
        "column": {"type": "string"},
        "stored": {"type": "string"},
        "complete_list": {"type": "boolean"},
        "predicate": {"type": "string"},
        "connection": {"type": "string"},
    }});
    page(
        "columns",
        column,
        json!({
            "value": {"type": "string"},
            "searched_lists": {"type": "integer"},
            "complete_lists": {"type": "integer"},
            "found": {"type": "integer"},
            "summary": {"type": "string"},
            "connections": {"type": "array", "items": {"type": "object", "properties": {
                "connection": {"type": "string"},
                "found": {"type": "integer"},
                "summary": {"type": "string"},
                "error": {"type": "string"},
            }, "required": ["connection"]}},
        }),
    )
}

/// `find_join_path` answers routes (`paths`, given from and to) or trees (`trees`, given
/// tables): one page shape per way of asking.
fn find_join_path() -> Json {
    let steps = json!({"type": "array", "items": {"type": ["object", "string"], "properties": {
        "from": {"type": "string"},
        "from_columns": strings(),
        "to": {"type": "string"},
        "to_columns": strings(),
        "detection": {"type": "string"},
    }}});
    let route = json!({"type": ["object", "string"], "properties": {
        "cost": {"type": "number"}, "tables": strings(), "steps": steps, "sql": {"type": "string"},
    }});
    let tree = json!({"type": ["object", "string"], "properties": {
        "cost": {"type": "number"}, "proven_cheapest": {"type": "boolean"}, "tables": strings(),
        "bridges": strings(), "steps": steps, "sql": {"type": "string"},
    }});
    let routes = page(
        "paths",
        route,
        json!({"from": {"type": "string"}, "to": {"type": "string"}, "max_hops": {"type": "integer"}}),
    );
    let trees = page("trees", tree, json!({"tables": strings()}));
    json!({"type": "object", "anyOf": [routes, trees]})
}

fn check_query() -> Json {
    let finding = json!({"type": ["object", "string"], "properties": {
        "severity": {"type": "string", "enum": ["error", "warning", "note"]},
        "message": {"type": "string"},
    }});
    page(
        "findings",
        finding,
        json!({"dialect": {"type": "string"}, "tables": strings(), "corrected_sql": {"type": "string"}}),
    )
}

/// The `outputSchema` tool `name` declares, if it declares one.
pub fn schema(name: &str) -> Option<Json> {
    match name {
        "find_tables" => Some(find_tables()),
        "find_value" => Some(find_value()),
        "find_join_path" => Some(find_join_path()),
        "check_query" => Some(check_query()),
        _ => None,
    }
}

/// The `structuredContent` of a page of tool `name`'s answer (`text`): the page as data, for a
/// tool that declares an output schema and a page that is a JSON object.
pub fn structured(name: &str, text: &str) -> Option<Json> {
    schema(name)?;
    serde_json::from_str::<Json>(text)
        .ok()
        .filter(Json::is_object)
}
