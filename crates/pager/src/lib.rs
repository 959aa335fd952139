//! Replies as the client receives them, bounded to 20,000 characters a page (§4.8): list
//! replies paged by whole items (an item too large for any page sent as parts), text paged at
//! line boundaries (page boundaries kept per text, `TextPages`), how a page is written and
//! where its cursor goes (`Wire`), and the opaque cursor that resumes a call. Knows no tool.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it.
#![deny(clippy::print_stdout)]

mod cursor;
mod list;
mod sections;
mod text;
mod wire;

pub use cursor::Call;
pub use list::{Cut, Cuts, Render, Selection, Source, Unit, page};
pub use sections::{Block, Legend, LegendPages, marker_width};
pub use text::{TextPages, document_page, line_pages, splitlines};
pub use wire::{Wire, markdown_marker, split_markdown_marker};

/// Where a page starts: an item, and the part of it (0: the item whole, else part `n`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Position {
    pub item: usize,
    pub part: usize,
}

/// The most characters one reply may carry.
pub const PAGE_CHARS: usize = 20_000;
