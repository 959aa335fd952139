//! What one server process holds between requests: the served prints (`Prints`: connections,
//! the print-file store, the print views), each connection's compiled index, and the answers
//! derived from print files (each resource's served text cut into pages, each table's rendered
//! context, `search_columns` match lists), each kept with the files it was built from, and
//! what the discovery tools make once per archive version (value postings, the table search
//! index); and the background work that keeps the indexes current (`announce` and `warm` at start,
//! `refresh` on what the watcher saw). Every request reads through a `Reading` over `prints`; nothing writes the
//! print. Everything it keeps lives under one byte budget, least recently used first out.

pub mod announce;
pub mod companions;
pub mod refresh;
pub mod warm;

use std::sync::Arc;

use crate::matches::MatchList;
use dbprint_base::budget::{Budget, Held};
use dbprint_context::Section;
use dbprint_context::units::Place;
use dbprint_discover::TableSearch;
use dbprint_index::{CacheDir, Registry};
use dbprint_pager::{Cut, LegendPages, TextPages};
use dbprint_print::access::{Prints, Reading};
use dbprint_print::config::Connection;
use dbprint_print::config::Served;
use dbprint_print::fault::Fault;
use dbprint_print::store::Derived;
use dbprint_sqlcheck::Definitions;
use dbprint_values::ValuePostings;
use dbprint_yaml::Value;

pub struct State {
    /// The served prints, read through a `Reading` per request.
    pub prints: Prints,
    /// A resource's served text in pages, or the fault reading it ended in.
    pub resource_pages: Derived<Result<TextPages, Fault>>,
    /// A table's get_table_context Markdown sections, per purpose and switches, or the fault
    /// reading its files ended in.
    pub context_sections: Derived<Result<Vec<Section>, Fault>>,
    /// A table's get_table_context Markdown cut into its pages, by the sections' version,
    /// purpose and switches, and the width of the cursor marker.
    pub context_pages: Held<String, Arc<LegendPages>>,
    /// The parts of a structured context's units too large for a page, by the object's
    /// version, purpose, switches and wire, and the unit.
    pub context_cuts: Held<String, Arc<Cut>>,
    /// The domains and keys each table's `ddl.sql` declares, as `check_query` reads them.
    pub table_definitions: Definitions,
    /// A table's get_table_context structured object as pageable units, per purpose and
    /// switches, or the fault reading its files ended in.
    pub context_objects: Derived<Result<Vec<(Place, Value)>, Fault>>,
    /// Each connection's compiled index, from every table's statistics and annotations.
    pub index: Arc<Registry>,
    /// `search_columns` match lists, by print root, archive version and arguments.
    pub search_matches: Held<String, Arc<MatchList>>,
    /// Per archive version (its digest): the posting lists over its stored values
    /// (`find_value`, and the values a `find_tables` question names).
    pub value_postings: Held<String, Arc<ValuePostings>>,
    /// Per archive version (its digest): the table search index (`find_tables`).
    pub table_search: Held<String, Arc<TableSearch>>,
    /// The tools this server declares and answers.
    pub tool_set: ToolSet,
}

impl State {
    /// A state whose compiled indexes live in memory only.
    pub fn new(served: Served) -> Self {
        Self::with_cache(served, CacheDir::Memory)
    }

    /// Hands `reading` the connection's manifest as its archive holds it, where the file is
    /// unchanged since (`Registry::seed`), before a request reads the manifest: a fresh
    /// process answers from the archive without parsing it. Every request resolving a
    /// connection calls it first.
    pub fn seed(&self, conn: &Connection, reading: &Reading) {
        self.index.seed(conn, reading);
    }

    /// A state whose compiled indexes are archived in `cache`, keeping all it reads.
    pub fn with_cache(served: Served, cache: CacheDir) -> Self {
        Self::bounded(served, cache, Budget::unbounded())
    }

    /// A state whose compiled indexes are archived in `cache`, and whose every cache lives
    /// under `budget`.
    pub fn bounded(served: Served, cache: CacheDir, budget: Arc<Budget>) -> Self {
        let index = Arc::new(Registry::new(cache, Arc::clone(&budget)));
        State {
            prints: Prints::new(served, Arc::clone(&budget)),
            resource_pages: Derived::new(Arc::clone(&budget)),
            context_sections: Derived::new(Arc::clone(&budget)),
            context_objects: Derived::new(Arc::clone(&budget)),
            context_pages: Held::new(Arc::clone(&budget)),
            context_cuts: Held::new(Arc::clone(&budget)),
            index,
            search_matches: Held::new(Arc::clone(&budget)),
            value_postings: Held::new(Arc::clone(&budget)),
            table_definitions: Derived::new(Arc::clone(&budget)),
            table_search: Held::new(budget),
            tool_set: ToolSet::default(),
        }
    }
}

/// Which tools a server declares and answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ToolSet {
    /// The seven tools of MCP spec v1, for a client that pins them.
    V1,
    /// The seven and those beyond the reference.
    #[default]
    All,
}
