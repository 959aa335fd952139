//! `get_reference` (§4.6): the packaged documents' table of contents, or one section by
//! number or citation (the guide: by heading text), answered as its Markdown text (paged
//! with the next cursor in a closing comment line). Depends on no connection and no print.

use super::{Answer, Request};
use dbprint_print::fault::Fault;

/// What `get_reference` is asked beside its cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    document: String,
    section: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let Arguments { document, section } = req.arguments()?;
    let Some(found) = crate::reference::document(&document) else {
        return Err(dbprint_print::fault::unknown_document(&document));
    };
    let text = match section {
        None => found.tree(),
        Some(section) => found.section(&section)?,
    };
    Ok(Answer::Document(text))
}
