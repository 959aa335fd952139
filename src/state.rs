//! What one server process holds between requests: the served connections, the print-file
//! store, and the values derived from print files (manifest views, each connection's resource
//! slots, each resource's served text cut into pages, each table's rendered context) and each
//! connection's compiled index, each kept with the files it was built from. Every request
//! reads through the print-access layer over it; nothing writes the print. Defined below the
//! tools and resources that use it. Everything it keeps lives under one byte budget
//! (`budget`), least recently used first out.
use std::sync::Arc;

use crate::budget::{Budget, Held};
use crate::config::Served;
use crate::context::Section;
use crate::context::units::Place;
use crate::fault::Fault;
use crate::index::{CacheDir, MatchList, Registry};
use crate::print::human_edges::Authored;
use crate::print::manifest::Manifest;
use crate::print::slots::TableSlots;
use crate::reply::TextPages;
use crate::store::{Derived, Store};
use crate::yaml::Value;

pub struct State {
    pub served: Served,
    pub store: Store,
    pub manifests: Derived<Arc<Manifest>>,
    pub slots: Derived<TableSlots>,
    /// A resource's served text in pages, or the fault reading it ended in.
    pub resource_pages: Derived<Result<TextPages, Fault>>,
    /// Each connection's human-added edges, from every annotation file that may add one.
    pub authored: Derived<Arc<Authored>>,
    /// A table's get_table_context Markdown sections, per purpose and switches, or the fault
    /// reading its files ended in.
    pub context_sections: Derived<Result<Vec<Section>, Fault>>,
    /// A table's get_table_context structured object as pageable units, per purpose and
    /// switches, or the fault reading its files ended in.
    pub context_objects: Derived<Result<Vec<(Place, Value)>, Fault>>,
    /// Each connection's compiled index, from every table's statistics and annotations.
    pub index: Registry,
    /// `search_columns` match lists, by print root, archive version and arguments.
    pub search_matches: Held<String, Arc<MatchList>>,
    /// The one byte budget every cache above lives under.
    pub budget: Arc<Budget>,
}

impl State {
    /// A state whose compiled indexes live in memory only.
    pub fn new(served: Served) -> Self {
        Self::with_cache(served, CacheDir::Memory)
    }

    /// A state whose compiled indexes are archived in `cache`, keeping all it reads.
    pub fn with_cache(served: Served, cache: CacheDir) -> Self {
        Self::bounded(served, cache, Budget::unbounded())
    }

    /// A state whose compiled indexes are archived in `cache`, and whose every cache lives
    /// under `budget`.
    pub fn bounded(served: Served, cache: CacheDir, budget: Arc<Budget>) -> Self {
        let roots = served
            .connections
            .iter()
            .map(|c| (c.print_root.clone(), c.real_root.clone()))
            .collect();
        State {
            served,
            store: Store::confined_to(roots, Arc::clone(&budget)),
            manifests: Derived::new(Arc::clone(&budget)),
            slots: Derived::new(Arc::clone(&budget)),
            resource_pages: Derived::new(Arc::clone(&budget)),
            authored: Derived::new(Arc::clone(&budget)),
            context_sections: Derived::new(Arc::clone(&budget)),
            context_objects: Derived::new(Arc::clone(&budget)),
            index: Registry::new(cache, Arc::clone(&budget)),
            search_matches: Held::new(Arc::clone(&budget)),
            budget,
        }
    }
}
