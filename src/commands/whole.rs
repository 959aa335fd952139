//! A tool's whole answer, for the command line: the tool called through the same dispatch the
//! server uses, its pages followed to the end and put back together — a JSON reply's lists
//! concatenated and its objects merged key by key (a page carries what the previous one left),
//! a Markdown reply's texts joined with each page's cursor marker cut off.

use serde_json::{Map, Value as Json};

use dbprint_print::fault::Fault;
use dbprint_tools::reply::split_markdown_marker;
use dbprint_tools::state::State;
use dbprint_tools::tools::dispatch;

/// `into` with `page` merged in: objects key by key, arrays extended, anything else replaced.
fn merge(into: &mut Json, page: Json) {
    match (into, page) {
        (Json::Object(whole), Json::Object(part)) => {
            for (key, value) in part {
                match whole.get_mut(&key) {
                    Some(existing) => merge(existing, value),
                    None => {
                        whole.insert(key, value);
                    }
                }
            }
        }
        (Json::Array(whole), Json::Array(part)) => whole.extend(part),
        (slot, value) => *slot = value,
    }
}

/// Every page of a JSON reply, merged; `next_cursor` gone.
pub fn json(state: &State, tool: &str, arguments: Map<String, Json>) -> Result<Json, Fault> {
    let mut whole = Json::Object(Map::new());
    let mut args = arguments;
    loop {
        let text = dispatch(state, tool, &args)?;
        let mut page: Json = serde_json::from_str(&text).unwrap_or(Json::String(text));
        let next = page
            .as_object_mut()
            .and_then(|p| p.remove("next_cursor"))
            .and_then(|c| c.as_str().map(str::to_string));
        merge(&mut whole, page);
        match next {
            Some(cursor) => {
                args.insert("cursor".to_string(), Json::String(cursor));
            }
            None => return Ok(whole),
        }
    }
}

/// Every page of a Markdown reply, joined.
pub fn markdown(state: &State, tool: &str, arguments: Map<String, Json>) -> Result<String, Fault> {
    let mut whole = String::new();
    let mut args = arguments;
    loop {
        let text = dispatch(state, tool, &args)?;
        let Some((page, cursor)) = split_markdown_marker(&text) else {
            whole.push_str(&text);
            return Ok(whole);
        };
        whole.push_str(page);
        args.insert("cursor".to_string(), Json::String(cursor.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn pages_merge_lists_end_to_end_and_objects_key_by_key() {
        let mut whole = json!({"table": "t", "matches": [1, 2], "stats": {"a": 1}, "total": 4});
        merge(
            &mut whole,
            json!({"matches": [3, 4], "stats": {"b": 2}, "total": 4}),
        );
        assert_eq!(
            whole,
            json!({"table": "t", "matches": [1, 2, 3, 4], "stats": {"a": 1, "b": 2}, "total": 4})
        );
    }
}
