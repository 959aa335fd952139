//! `get_reference` (§4.6): the packaged documents' table of contents, or one section by
//! number or citation (the guide: by heading text), paged as Markdown with the next cursor
//! in a closing comment line. Depends on no connection and no print.

use super::Request;
use crate::reply::document_page;
use dbprint_print::fault::Fault;

pub fn run(req: &Request) -> Result<String, Fault> {
    let name = req.str_arg("document").unwrap_or_default();
    let Some(document) = crate::reference::document(name) else {
        return Err(dbprint_print::fault::unknown_document(name));
    };
    let text = match req.str_arg("section") {
        None => document.tree(),
        Some(section) => document.section(section)?,
    };
    document_page(&req.call(), &text, req.cursor())
}
