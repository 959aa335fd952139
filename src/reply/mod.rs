//! Replies as the client receives them, bounded to 20,000 characters a page (§4.8): list
//! replies paged by whole items (an item too large for any page sent as parts), text paged at
//! line boundaries, and the opaque cursor that resumes a call. Knows no tool.

mod cursor;
mod list;
mod text;

pub use cursor::Call;
pub use list::{Render, Source, Unit, page};
pub use text::{document_page, line_pages, splitlines};

/// Where a page starts: an item, and the part of it (0: the item whole, else part `n`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Position {
    pub item: usize,
    pub part: usize,
}

/// The most characters one reply may carry.
pub const PAGE_CHARS: usize = 20_000;

/// A reply as the client receives it: a mapping serialized as JSON with two-space indent.
pub fn serialized(reply: &crate::yaml::Value) -> String {
    crate::json::to_json_pretty(reply)
}
