//! Every call checked against its tool's own declared input schema before the tool runs
//! (§8.2): the first fault names the key, the value that arrived and what is accepted.
//! `format` and `purpose` fold case first; nothing else does. Before the schema, each
//! argument's text is held to `MAX_ARGUMENT_BYTES`: a call's working memory grows with its
//! arguments (copied a few times on the way, parsed, searched), so one past it is refused
//! whole, before any copy or any work.

use serde_json::{Map, Value as Json};

use dbprint_print::fault::{self, Fault, py_repr};

const CASE_FOLDED: [&str; 2] = ["format", "purpose"];

/// The most text (in UTF-8 bytes, its strings and keys) one argument may hold.
pub const MAX_ARGUMENT_BYTES: usize = 1024 * 1024;

/// The text `value` holds: its strings and keys, in bytes (JSON nests at most 128 deep).
fn text_bytes(value: &Json) -> usize {
    match value {
        Json::String(s) => s.len(),
        Json::Array(items) => items.iter().map(text_bytes).sum(),
        Json::Object(map) => map.iter().map(|(k, v)| k.len() + text_bytes(v)).sum(),
        _ => 0,
    }
}

/// Python's `repr` of a JSON value, as argument faults print what arrived.
pub fn py_repr_json(value: &Json) -> String {
    match value {
        Json::Null => "None".to_string(),
        Json::Bool(true) => "True".to_string(),
        Json::Bool(false) => "False".to_string(),
        Json::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => i.to_string(),
            (_, Some(u), _) => u.to_string(),
            (_, _, Some(f)) => dbprint_yaml::pyrepr::float_repr(f),
            _ => n.to_string(),
        },
        Json::String(s) => py_repr(s),
        Json::Array(items) => {
            let inner: Vec<String> = items.iter().map(py_repr_json).collect();
            format!("[{}]", inner.join(", "))
        }
        Json::Object(map) => {
            let inner: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", py_repr(k), py_repr_json(v)))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
    }
}

fn type_matches(expected: &str, value: &Json) -> bool {
    match expected {
        "string" => value.is_string(),
        "boolean" => value.is_boolean(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "integer" => value.is_i64() || value.is_u64(),
        _ => true,
    }
}

/// The fault of one declared property's value, if any, in the schema's keyword order.
fn property_fault(key: &str, schema: &Json, value: &Json) -> Option<Fault> {
    let shown = || py_repr_json(value);
    if let Some(expected) = schema.get("type").and_then(Json::as_str)
        && !type_matches(expected, value)
    {
        return Some(fault::argument_of_wrong_type(key, &shown(), expected));
    }
    if let (Some(min), Some(text)) = (
        schema.get("minLength").and_then(Json::as_u64),
        value.as_str(),
    ) && (text.chars().count() as u64) < min
    {
        return Some(fault::empty_argument(key, &shown()));
    }
    if value.is_i64() || value.is_u64() {
        let least = schema.get("minimum").and_then(Json::as_i64);
        let most = schema.get("maximum").and_then(Json::as_i64);
        let below = least.is_some_and(|l| value.as_i64().is_some_and(|v| v < l));
        let above = most.is_some_and(|m| value.as_i64().is_none_or(|v| v > m));
        if below || above {
            let bounds = (least.unwrap_or(i64::MIN), most.unwrap_or(i64::MAX));
            return Some(fault::argument_out_of_range(key, &shown(), bounds));
        }
    }
    if let Some(items) = value.as_array() {
        let least = schema.get("minItems").and_then(Json::as_u64).unwrap_or(0);
        let most = schema
            .get("maxItems")
            .and_then(Json::as_u64)
            .unwrap_or(u64::MAX);
        if !(least..=most).contains(&(items.len() as u64)) {
            return Some(fault::list_out_of_range(key, items.len(), (least, most)));
        }
        if let Some(item) = schema.get("items") {
            let faults = items.iter().enumerate();
            let mut faults =
                faults.filter_map(|(i, v)| property_fault(&format!("{key}[{i}]"), item, v));
            if let Some(first) = faults.next() {
                return Some(first);
            }
        }
    }
    if let Some(allowed) = schema.get("enum").and_then(Json::as_array)
        && !allowed.contains(value)
    {
        let names: Vec<&str> = allowed.iter().filter_map(Json::as_str).collect();
        return Some(fault::argument_outside_enum(key, &shown(), &names));
    }
    None
}

/// The call's arguments with case folded where it folds, or the first schema fault.
pub fn validated(
    tool: &str,
    schema: &Json,
    arguments: &Map<String, Json>,
) -> Result<Map<String, Json>, Fault> {
    let mut long: Vec<(&String, usize)> = (arguments.iter())
        .map(|(k, v)| (k, text_bytes(v)))
        .filter(|&(_, bytes)| bytes > MAX_ARGUMENT_BYTES)
        .collect();
    long.sort();
    if let Some((key, bytes)) = long.first() {
        return Err(fault::argument_too_long(
            tool,
            key,
            *bytes,
            MAX_ARGUMENT_BYTES,
        ));
    }
    let folded: Map<String, Json> = arguments
        .iter()
        .map(|(k, v)| {
            let v = match (CASE_FOLDED.contains(&k.as_str()), v) {
                (true, Json::String(s)) => Json::String(s.to_lowercase()),
                _ => v.clone(),
            };
            (k.clone(), v)
        })
        .collect();
    let empty = Map::new();
    let properties = schema
        .get("properties")
        .and_then(Json::as_object)
        .unwrap_or(&empty);
    let accepted: Vec<&str> = properties.keys().map(String::as_str).collect();
    let mut unknown: Vec<&str> = folded
        .keys()
        .map(String::as_str)
        .filter(|k| !properties.contains_key(*k))
        .collect();
    unknown.sort();
    if let Some(first) = unknown.first() {
        return Err(fault::undeclared_argument(tool, first, &accepted));
    }
    let required = schema.get("required").and_then(Json::as_array);
    if let Some(missing) = required
        .into_iter()
        .flatten()
        .filter_map(Json::as_str)
        .find(|k| !folded.contains_key(*k))
    {
        return Err(fault::missing_argument(tool, missing));
    }
    let mut keys: Vec<&String> = folded.keys().collect();
    keys.sort();
    for key in keys {
        if let (Some(prop), Some(value)) = (properties.get(key), folded.get(key))
            && let Some(why) = property_fault(key, prop, value)
        {
            return Err(why);
        }
    }
    Ok(folded)
}

/// The canonical text of a call's arguments without `cursor`: what a cursor is bound to.
pub fn canonical(arguments: &Map<String, Json>) -> String {
    let mut keys: Vec<&String> = arguments.keys().filter(|k| *k != "cursor").collect();
    keys.sort();
    let parts: Vec<String> = keys
        .iter()
        .map(|k| format!("{}:{}", Json::String((*k).clone()), arguments[*k]))
        .collect();
    format!("{{{}}}", parts.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::definitions;
    use serde_json::json;

    fn check(tool: &str, args: Json) -> Result<Map<String, Json>, String> {
        let def = definitions::find(definitions::ToolSet::All, tool).unwrap();
        validated(tool, &def.input_schema, args.as_object().unwrap()).map_err(|f| f.detail)
    }

    #[test]
    fn an_argument_past_the_byte_bound_is_refused_by_name_before_its_schema() {
        let long = "a".repeat(MAX_ARGUMENT_BYTES + 1);
        let refused = check("find_tables", json!({"question": long, "limit": "x"})).unwrap_err();
        assert_eq!(
            refused,
            format!(
                "question is {} bytes long; find_tables reads an argument of at most {MAX_ARGUMENT_BYTES} bytes (its text, as UTF-8), so this call was not run. Send a shorter question.",
                MAX_ARGUMENT_BYTES + 1
            )
        );
        let at_the_bound = "a".repeat(MAX_ARGUMENT_BYTES);
        assert!(check("find_tables", json!({"question": at_the_bound})).is_ok());
        let listed = vec!["é".repeat(MAX_ARGUMENT_BYTES / 4); 3];
        let refused = check("search_columns", json!({"pattern": listed})).unwrap_err();
        assert!(
            refused.starts_with("pattern is 1572864 bytes long"),
            "{refused}"
        );
    }

    #[test]
    fn unknown_key_lists_accepted_spec_8_2() {
        assert_eq!(
            check("list_tables", json!({"schema": "public"})).unwrap_err(),
            "list_tables takes no argument 'schema'. Accepted: ['connection', 'cursor', 'detail', 'pattern']."
        );
    }

    #[test]
    fn missing_required_key_spec_8_2() {
        assert_eq!(
            check("get_table_context", json!({})).unwrap_err(),
            "get_table_context requires 'table'."
        );
    }

    #[test]
    fn wrong_type_and_empty_string_spec_8_2() {
        assert_eq!(
            check("list_tables", json!({"pattern": 7})).unwrap_err(),
            "pattern 7 must be of type string."
        );
        assert_eq!(
            check("get_table_context", json!({"table": ""})).unwrap_err(),
            "table '' must be a non-empty string."
        );
        assert_eq!(
            check("list_tables", json!({"detail": "yes"})).unwrap_err(),
            "detail 'yes' must be of type boolean."
        );
    }

    #[test]
    fn a_whole_number_outside_its_declared_bounds_is_refused_spec_8_2() {
        let route = |hops: Json| json!({"from": "a", "to": "b", "max_hops": hops});
        for (hops, shown) in [(json!(0), "0"), (json!(9), "9"), (json!(-3), "-3")] {
            assert_eq!(
                check("find_join_path", route(hops)).unwrap_err(),
                format!("max_hops {shown} must be between 1 and 8.")
            );
        }
        assert_eq!(
            check("find_join_path", route(json!(u64::MAX))).unwrap_err(),
            "max_hops 18446744073709551615 must be between 1 and 8."
        );
        assert!(check("find_join_path", route(json!(8))).is_ok());
        assert!(check("find_join_path", route(json!(1))).is_ok());
    }

    #[test]
    fn enum_faults_and_non_string_enum_is_a_type_fault_spec_8_2() {
        assert_eq!(
            check("get_table_context", json!({"table": "t", "format": "yml"})).unwrap_err(),
            "format 'yml' must be one of ['md', 'json', 'yaml']."
        );
        assert_eq!(
            check("get_table_context", json!({"table": "t", "format": 1})).unwrap_err(),
            "format 1 must be of type string."
        );
    }

    #[test]
    fn format_and_purpose_fold_case_but_document_does_not_spec_8_2() {
        let ok = check(
            "get_table_context",
            json!({"table": "t", "format": "MD", "purpose": "QUERY"}),
        )
        .unwrap();
        assert_eq!(ok["format"], "md");
        assert_eq!(ok["purpose"], "query");
        assert_eq!(
            check("get_reference", json!({"document": "SPEC"})).unwrap_err(),
            "document 'SPEC' must be one of ['assertions', 'guide', 'spec']."
        );
    }

    #[test]
    fn canonical_arguments_ignore_cursor_and_key_order() {
        let a = json!({"b": 1, "a": "x", "cursor": "c"});
        let b = json!({"a": "x", "b": 1});
        assert_eq!(
            canonical(a.as_object().unwrap()),
            canonical(b.as_object().unwrap())
        );
    }
}
