//! `resolve_value`'s engine (MCP spec §4.7): one column's (or one part's) published value list
//! as the resolver reads it (`list`), the notes people wrote on its values (`notes`), the
//! normalization key and whole-phrase matching a text is compared by (`phrase`), the three
//! ways a text matches the list (`matching`), and the answer those make (`answer`). It reads
//! parsed values only; the tool finds the files and pages the answer.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it.
#![deny(clippy::print_stdout)]

mod answer;
mod list;
mod matching;
mod notes;
mod phrase;

pub use answer::{Resolution, resolve, undeclared_statistics};
pub use list::ValueList;
pub use notes::ValueNotes;
