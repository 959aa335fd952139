//! What one server process holds between requests: the served connections, the parsed-file
//! store, the derived manifests and the resource enumeration's table slots. Every request
//! reads through it; nothing writes the print.

use std::sync::Arc;

use crate::config::{Connection, Served};
use crate::fault::{self, Fault};
use crate::print::manifest::{Manifest, ManifestCache, ManifestRead};
use crate::resources::SlotCache;
use crate::store::Store;

pub struct State {
    pub served: Served,
    pub store: Store,
    pub manifests: ManifestCache,
    pub resource_slots: SlotCache,
}

impl State {
    pub fn new(served: Served) -> Self {
        State {
            served,
            store: Store::new(),
            manifests: ManifestCache::new(),
            resource_slots: SlotCache::default(),
        }
    }

    pub fn manifest(&self, conn: &Connection) -> ManifestRead {
        self.manifests.read(&self.store, &conn.print_root)
    }

    /// The connection's manifest; `None` when it has none, a fault when it is unusable.
    pub fn manifest_or_fault(&self, conn: &Connection) -> Result<Option<Arc<Manifest>>, Fault> {
        match self.manifest(conn) {
            ManifestRead::Absent(_) => Ok(None),
            ManifestRead::Ok(m) => Ok(Some(m)),
            ManifestRead::Unparseable(path, why) => {
                Err(fault::yaml_parse_error(&path.display().to_string(), &why))
            }
            ManifestRead::Malformed(path, why) => {
                Err(fault::malformed(&path.display().to_string(), &why))
            }
        }
    }
}
