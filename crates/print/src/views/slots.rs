//! A connection's table artifacts in the order the resource enumeration lists them (§3.3):
//! per followable table, by FQN, each declared kind in the format's artifact order. A slot
//! of an optional kind names a row only while its file exists, which the reader checks.

use std::sync::Arc;

use super::artifacts::TABLE_ARTIFACTS;
use super::manifest::{Entry, Manifest};
use dbprint_base::budget::Footprint;

/// One slot: a table by its index in the manifest's sorted entries, a kind, its file name.
pub type Slot = (usize, &'static str, &'static str);

/// Every table artifact slot of one manifest.
pub struct TableSlots {
    pub manifest: Arc<Manifest>,
    pub slots: Vec<Slot>,
}

impl TableSlots {
    pub fn of(manifest: Arc<Manifest>) -> Self {
        let mut slots = Vec::new();
        for (index, entry) in manifest.tables.iter().enumerate() {
            let declared = entry.declared();
            for (kind, _) in TABLE_ARTIFACTS {
                if let Some((_, file)) = declared.iter().find(|(k, _)| *k == kind) {
                    slots.push((index, kind, *file));
                }
            }
        }
        TableSlots { manifest, slots }
    }

    /// The table and kind of slot `slot`, with its file's name.
    pub fn get(&self, slot: usize) -> Option<(&Entry, &'static str, &'static str)> {
        let (index, kind, file) = *self.slots.get(slot)?;
        Some((self.manifest.tables.get(index)?, kind, file))
    }
}

impl Footprint for TableSlots {
    /// The slots; the manifest they index is charged as a view of its own.
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
            + dbprint_base::budget::heap(self.slots.capacity() * std::mem::size_of::<Slot>())
    }
}
