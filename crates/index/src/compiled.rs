//! One connection's compiled index as a call reads it: the archive mapped and checked, with
//! what finds its parts quickly (shares by FQN, the join graph, the postings, the text
//! index), immutable once made. `registry` keeps the current one per connection, as
//! tantivy keeps a `Searcher` apart from the `IndexReader` that reloads it.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::container::{Archive, empty_share};
use super::graph::{JoinGraph, Link};
use super::plan::{self, Plan};
use super::postings::{ArchivedPostings, Wanted, intersect};
use super::records::{ArchivedEdgeRecord, ArchivedTableShare};
use super::text::TextIndex;
use dbprint_print::access::Reading;
use dbprint_print::config::Connection;
use dbprint_print::store::Seen;

/// Below this many shares `check_ahead` checks them on the calling thread alone.
const CHECK_AHEAD_SERIAL_BELOW: usize = 64;

/// A connection's archive, mapped and checked, with what finds its parts quickly.
pub struct Compiled {
    pub(crate) archive: Archive,
    pub(crate) by_fqn: HashMap<String, usize>,
    pub(crate) text: Option<TextIndex>,
    /// (number of the first record, share) of every share the text index holds.
    text_spans: Vec<(u64, usize)>,
    /// The number of each share's first record across the archive (the postings' numbering).
    firsts: Vec<u32>,
    /// The join graph over the shares' edges, made on first use.
    joins: OnceLock<JoinGraph>,
    /// Why a share of the archive was found unsound, once one was (`share`).
    damaged: OnceLock<String>,
}

impl Compiled {
    pub(crate) fn new(archive: Archive, text: Option<TextIndex>) -> Self {
        let dir = archive.directory();
        let mut by_fqn = HashMap::with_capacity(dir.shares.len());
        let mut text_spans = Vec::new();
        let mut firsts = Vec::with_capacity(dir.shares.len());
        let mut next = 0u32;
        for (i, share) in dir.shares.iter().enumerate() {
            by_fqn.insert(share.fqn.to_string(), i);
            if let Some(first) = share.text_first.as_ref() {
                text_spans.push((first.to_native(), i));
            }
            firsts.push(next);
            let records = u32::try_from(share.records.to_native()).unwrap_or(u32::MAX);
            next = next.saturating_add(records);
        }
        text_spans.sort_unstable();
        Compiled {
            archive,
            by_fqn,
            text,
            text_spans,
            firsts,
            joins: OnceLock::new(),
            damaged: OnceLock::new(),
        }
    }

    /// The place of the share of table `fqn`.
    pub fn share_of(&self, fqn: &str) -> Option<usize> {
        self.by_fqn.get(fqn).copied()
    }

    /// The join graph over every share's edges: the archive's, else made from the shares
    /// (once per archive).
    pub fn joins(&self) -> &JoinGraph {
        self.joins.get_or_init(|| {
            self.archive.joins().unwrap_or_else(|| {
                tracing::info!(
                    "made the join graph of archive {} from its shares",
                    self.digest()
                );
                let shares = (0..self.len()).map(|i| self.share(i));
                JoinGraph::new(shares, &self.by_fqn)
            })
        })
    }

    /// The edge record a link of the join graph walks.
    pub fn edge(&self, link: &Link) -> Option<&ArchivedEdgeRecord> {
        let share = self.share(link.share as usize);
        share.edges.get(link.edge as usize)
    }

    /// Every share's meaning end to end (`dims` signed bytes a share, in share order) and
    /// `dims`, when the archive holds them (a build with the embedding model).
    pub fn meanings(&self) -> Option<(&[i8], usize)> {
        self.archive.meanings()
    }

    /// The manifest document this archive was built from, read in place, when it holds one:
    /// the manifest as it is while `Registry::current` finds its identity unchanged.
    pub fn manifest(&self) -> Option<&dbprint_yaml::ArchivedValue> {
        self.archive.manifest_archived()
    }

    /// The posting lists over every record, when the archive holds them.
    pub fn postings(&self) -> Option<&ArchivedPostings> {
        self.archive.postings()
    }

    /// The records, by number, ascending, that can match `wanted` and hold `text` (folded),
    /// the posting lists and the text index narrowing together; `None` when neither narrows.
    pub fn candidates(&self, wanted: &Wanted, text: Option<&str>) -> Option<Vec<u32>> {
        let listed = self.postings().and_then(|postings| postings.select(wanted));
        let texts = text
            .and_then(|needle| self.text_candidates(needle))
            .map(|pairs| {
                pairs
                    .into_iter()
                    .map(|(share, record)| self.number(share, record))
                    .collect::<Vec<u32>>()
            });
        match (listed, texts) {
            (Some(a), Some(b)) => Some(intersect(&a, &b)),
            (one, other) => one.or(other),
        }
    }

    /// The number across the archive of record `record` of share `share`.
    pub fn number(&self, share: usize, record: usize) -> u32 {
        let first = self.firsts.get(share).copied().unwrap_or(u32::MAX);
        first.saturating_add(u32::try_from(record).unwrap_or(u32::MAX))
    }

    /// The (share, record) numbered `n` across the archive, when there is one.
    pub fn locate(&self, n: u32) -> Option<(usize, usize)> {
        let share = self
            .firsts
            .partition_point(|first| *first <= n)
            .checked_sub(1)?;
        let record = (n - self.firsts[share]) as usize;
        (record < self.share(share).records.len()).then_some((share, record))
    }

    /// Whether this archive answers as it is, judged without the manifest view: the manifest
    /// (read through `reading`, so the reply records it) reads and has the identity the
    /// archive was built from, every entry refused for containment is still refused, and the
    /// text index is at hand. Every share's sources are `changed_shares`' to check.
    pub(crate) fn manifest_unchanged(&self, reading: &Reading, conn: &Connection) -> bool {
        let dir = self.archive.directory();
        let path = dir.manifest.path();
        if path != conn.manifest_path() || self.text.is_none() {
            return false;
        }
        let archived = dir.manifest.seen();
        if reading.manifest_as_archived(conn, archived) != Some(archived) {
            return false;
        }
        let let_in = dir
            .escaped
            .iter()
            .any(|paths| paths.iter().all(|p| reading.inside(conn, &p.path())));
        !let_in
    }

    /// Whether this archive answers for a manifest at `manifest_seen` whose entries come to
    /// `plans` (`plan::answers`).
    pub(crate) fn answers(&self, manifest_seen: Seen, plans: &[Plan]) -> bool {
        let same_manifest = self.archive.directory().manifest.seen() == manifest_seen;
        plan::answers(same_manifest, self.len(), plans, self.text.is_some())
    }

    /// What holding this index costs in memory: the archive's bytes and the text index's,
    /// mapped or not (a mapped page read is resident until the map goes).
    pub(crate) fn bytes(&self) -> usize {
        self.archive.size() + self.text.as_ref().map_or(0, TextIndex::bytes)
    }

    /// The digest of every file the archive was built from.
    pub fn digest(&self) -> &str {
        self.archive.directory().digest.as_str()
    }

    pub fn len(&self) -> usize {
        self.archive.directory().shares.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Share `index`, checked before its first read (`Archive::share`). A share found
    /// unsound damages this index (`damaged`) and reads as an empty share: whatever is made
    /// from it is never an answer, since a call that read a damaged index is answered anew
    /// from a rebuilt one, and what is kept beside an archive is made from a sound one.
    pub fn share(&self, index: usize) -> &ArchivedTableShare {
        match self.archive.share(index) {
            Ok(share) => share,
            Err(why) => {
                if self.damaged.set(why.clone()).is_ok() {
                    tracing::warn!(
                        "not using the archive {} further: {why}; it is rebuilt from the print",
                        self.digest()
                    );
                }
                empty_share()
            }
        }
    }

    /// Checks the shares `shares` names ahead of reading them, on the worker pool: a call
    /// about to read many shares a fresh mapping has not read yet checks them at once rather
    /// than one by one as it reads (`share`; one found unsound damages the index as there).
    pub fn check_ahead(&self, shares: &[usize]) {
        dbprint_base::parallel::chunked(shares, CHECK_AHEAD_SERIAL_BELOW, |part| {
            for &i in part {
                let _ = self.share(i);
            }
        });
    }

    /// Why this index is damaged (a share of its archive found unsound when first read), once
    /// it is: `Registry::current` then rebuilds it, and nothing made from it is kept.
    pub fn damaged(&self) -> Option<&str> {
        self.damaged.get().map(String::as_str)
    }

    /// The (share, record) pairs whose texts may hold `folded`, in order: a superset of the
    /// records holding it; `None` when only a scan can tell (a needle shorter than a gram,
    /// or no text index).
    pub fn text_candidates(&self, folded: &str) -> Option<Vec<(usize, usize)>> {
        let numbers = self.text.as_ref()?.candidates(folded)?;
        let mut hits = Vec::with_capacity(numbers.len());
        for n in numbers {
            let at = self.text_spans.partition_point(|(first, _)| *first <= n);
            let Some(&(first, share)) = at.checked_sub(1).and_then(|i| self.text_spans.get(i))
            else {
                continue;
            };
            let record = usize::try_from(n - first).unwrap_or(usize::MAX);
            if record < self.share(share).records.len() {
                hits.push((share, record));
            }
        }
        for (i, share) in self.archive.directory().shares.iter().enumerate() {
            if share.text_first.is_none() {
                hits.extend((0..self.share(i).records.len()).map(|r| (i, r)));
            }
        }
        hits.sort_unstable();
        Some(hits)
    }
}
