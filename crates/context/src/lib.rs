//! `get_table_context`'s engine (§4.1): one table's artifacts as a reply reads them
//! (`artifacts`), the structured object the json and yaml formats carry (`structured`), and
//! the Markdown sections of each purpose (`markdown`), each section a list of lines with the
//! terms they print, for the legend and the pager.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it.
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod artifacts;
mod columns;
pub mod load;
pub mod markdown;
mod shown;
pub mod structured;
pub mod units;

/// What the reply is for (§4.1): it selects the sections and their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Profile,
    Query,
}

/// A call's choices, after its arguments were checked (§4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub purpose: Purpose,
    pub include_stats: bool,
    pub include_relationships: bool,
    pub include_description: bool,
    pub include_annotations: bool,
}

/// One line of a Markdown reply, and the legend terms it prints (keys of `terms`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub terms: Vec<&'static str>,
}

/// One Markdown section in page order: the pager keeps whole sections together while they fit
/// and continues a longer one at a line boundary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub name: &'static str,
    pub lines: Vec<Line>,
}

impl dbprint_base::budget::Footprint for Line {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
            + dbprint_base::budget::heap(self.text.capacity())
            + dbprint_base::budget::heap(self.terms.capacity() * std::mem::size_of::<&str>())
    }
}

impl dbprint_base::budget::Footprint for Section {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>() + self.lines.footprint()
    }
}

/// What the engine's unit tests (and `dbprint-resolve`'s, through the `testing` feature)
/// build their inputs from.
#[cfg(any(test, feature = "testing"))]
pub mod testing {
    use super::{Options, Purpose};
    use dbprint_yaml::{Mapping, parse};

    /// A mapping from YAML text (empty when it is not one).
    pub fn map(text: &str) -> Mapping {
        parse(text)
            .ok()
            .and_then(|v| v.as_map().cloned())
            .unwrap_or_default()
    }

    /// Every switch on, for `purpose`.
    pub fn options(purpose: Purpose) -> Options {
        Options {
            purpose,
            include_stats: true,
            include_relationships: true,
            include_description: true,
            include_annotations: true,
        }
    }
}
