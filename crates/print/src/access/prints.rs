//! What one process holds of the served prints between requests: the served connections, the
//! print-file store, and the views derived from print files (manifest views, each
//! connection's resource slots, each connection's human-added edges), each kept with the files
//! it was built from, all under the process's one byte budget. A `Reading` reads through it.

use std::sync::Arc;

use dbprint_base::budget::Budget;

use crate::config::Served;
use crate::store::{Derived, Store};
use crate::views::human_edges::Authored;
use crate::views::manifest::Manifest;
use crate::views::slots::TableSlots;
use crate::views::table_names::TableNames;

pub struct Prints {
    pub served: Served,
    /// Reached only through a `Reading` (the one way a request touches a print file).
    pub(crate) store: Store,
    pub manifests: Derived<Arc<Manifest>>,
    pub slots: Derived<TableSlots>,
    /// Each manifest's tables by the dotted names SQL may write for them.
    pub table_names: Derived<TableNames>,
    /// Each connection's human-added edges, from every annotation file that may add one.
    pub authored: Derived<Arc<Authored>>,
    /// The one byte budget everything above lives under.
    pub budget: Arc<Budget>,
}

impl Prints {
    /// The prints of `served`, held under `budget`.
    pub fn new(served: Served, budget: Arc<Budget>) -> Self {
        let roots = served
            .connections
            .iter()
            .map(|c| (c.print_root.clone(), c.real_root.clone()))
            .collect();
        Prints {
            served,
            store: Store::confined_to(roots, Arc::clone(&budget)),
            manifests: Derived::new(Arc::clone(&budget)),
            slots: Derived::new(Arc::clone(&budget)),
            table_names: Derived::new(Arc::clone(&budget)),
            authored: Derived::new(Arc::clone(&budget)),
            budget,
        }
    }
}
