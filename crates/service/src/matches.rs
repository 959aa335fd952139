//! What one `search_columns` call matched over one archive version: the records, in archive
//! order, each with the value notes it carries, and the first page's header keys. The state
//! keeps a list per (archive version, arguments) under the memory budget, so the later pages
//! of a walk, from any client, match nothing again; a list names records by place, so it is
//! only ever read against the archive version it was made from.

use dbprint_base::budget::{Footprint, heap};
use dbprint_yaml::Value;

/// One matched record: its share and place there, and which of its value notes matched.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    share: u32,
    record: u32,
    notes: Box<[u32]>,
}

impl Hit {
    pub fn new(share: usize, record: usize, notes: Vec<u32>) -> Self {
        Hit {
            share: u32::try_from(share).unwrap_or(u32::MAX),
            record: u32::try_from(record).unwrap_or(u32::MAX),
            notes: notes.into_boxed_slice(),
        }
    }

    pub fn share(&self) -> usize {
        self.share as usize
    }

    pub fn record(&self) -> usize {
        self.record as usize
    }

    /// The places, in the record's value notes, of those that matched `text`.
    pub fn notes(&self) -> &[u32] {
        &self.notes
    }
}

/// A call's matches and the header keys its first page carries.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchList {
    pub hits: Vec<Hit>,
    pub head: Vec<(String, Value)>,
}

impl MatchList {
    /// What keeping the list costs in memory.
    pub fn bytes(&self) -> usize {
        let hits = heap(self.hits.capacity() * std::mem::size_of::<Hit>())
            + self
                .hits
                .iter()
                .map(|h| heap(h.notes.len() * 4))
                .sum::<usize>();
        let head: usize = self
            .head
            .iter()
            .map(|(k, v)| k.footprint() + v.footprint())
            .sum();
        std::mem::size_of::<Self>() + hits + head
    }
}
