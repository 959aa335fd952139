//! Resources (§3): the URI grammar, the enumeration `resources/list` pages, the templates,
//! and reads served a page at a time with the `_meta` that pins the file's version.

mod listing;
mod read;
pub mod uri;

pub use listing::{Entry, list_page, templates};
pub use read::{Page, read};
