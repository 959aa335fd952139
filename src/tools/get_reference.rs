//! `get_reference` (§4.6): the packaged documents' table of contents, or one section by
//! number or citation (the guide: by heading text), paged as Markdown with the next cursor
//! in a closing comment line. Depends on no connection and no print.

use serde_json::{Map, Value as Json};

use super::{Request, str_arg};
use crate::fault::Fault;
use crate::reply::document_page;

/// The line that closes every page but the last of a Markdown reply.
pub fn markdown_marker(cursor: &str) -> String {
    format!("\n<!-- next_cursor: {cursor} -->")
}

pub fn run(req: &Request, args: &Map<String, Json>) -> Result<String, Fault> {
    let name = str_arg(args, "document").unwrap_or_default();
    let Some(document) = crate::reference::document(name) else {
        return Err(crate::fault::unknown_document(name));
    };
    let text = match str_arg(args, "section") {
        None => document.tree(),
        Some(section) => document.section(section)?,
    };
    let call = req.call("get_reference", args, &[]);
    document_page(&call, &text, req.cursor(args), markdown_marker)
}
