//! A tool's whole answer, for the command line, through the same dispatch the server uses: a
//! JSON reply is asked for whole (`dispatch_whole`: one document, never pages, so an item too
//! large for a page arrives whole, not in parts); a Markdown context, paged by sections with
//! a legend per page, has its pages joined with each page's cursor marker cut off.

use serde_json::{Map, Value as Json};

use dbprint_pager::split_markdown_marker;
use dbprint_print::fault::Fault;
use dbprint_service::state::State;
use dbprint_service::tools::{dispatch, dispatch_whole};

/// Our own JSON text read back; text that does not read is a fault, never a string in its
/// place.
fn read_back(text: &str) -> Result<Json, Fault> {
    serde_json::from_str(text).map_err(|e| Fault {
        code: dbprint_print::fault::INTERNAL_ERROR,
        detail: format!("the reply's JSON does not read back: {e}"),
    })
}

/// A whole reply made as a value (not paged), as the JSON its pages would merge to.
pub fn of_value(reply: &dbprint_yaml::Value) -> Result<Json, Fault> {
    read_back(&dbprint_yaml::json::to_json_pretty(reply))
}

/// The whole JSON reply, asked for whole: one document, never pages (an item too large for a
/// page arrives whole, not in parts).
pub fn json(state: &State, tool: &str, arguments: Map<String, Json>) -> Result<Json, Fault> {
    read_back(&dispatch_whole(state, tool, &arguments)?)
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
