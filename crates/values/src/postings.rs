//! The posting lists over one archive's stored values: every distinct normalization key
//! (format spec §2.2.4) once, with the places (share, column, value) that store a spelling
//! folding to it, grouped by key. Within a key the places stand in the order a lookup ranks
//! them when nothing but the spelling tells them apart (`lookup`): complete lists first,
//! then the column defining the value, then the more frequent, then archive order. Beside
//! them, the keys' trigrams (near spellings) and meanings (dbprint-embed's `Lexicon`). Made once per archive
//! version and kept beside it (`to_bytes`, `read`: a fresh process reads them back, checked
//! against the archive); memory linear in the values the archive keeps.

use std::collections::HashMap;

use dbprint_index::Compiled;
use dbprint_print::views::value_list::normalization_key;

use dbprint_base::grams::Grams;

use dbprint_embed::Lexicon;

/// One place a value is stored: a share, its stored column, and the value in that list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Occurrence {
    pub share: u32,
    pub column: u32,
    pub value: u32,
}

/// What orders a key's places before the spelling and the caller's wishes do: a partial
/// list after a complete one, a column repeating the value after the one defining it, fewer
/// rows after more.
struct Standing {
    partial: bool,
    repeats: bool,
    fewer: f64,
}

/// What the postings keep on disk.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
struct Kept {
    keys: Vec<String>,
    starts: Vec<u32>,
    occurrences: Vec<[u32; 3]>,
    meaning_ids: Vec<u32>,
    meaning_dims: u32,
    meanings: Vec<i8>,
    columns: u64,
    complete_columns: u64,
}

/// The layout of what the postings keep: bytes of another are made anew.
const LAYOUT: u32 = 1;

/// The postings of one archive.
pub struct ValuePostings {
    digest: String,
    keys: Vec<Box<str>>,
    by_key: HashMap<Box<str>, u32>,
    /// Where key `k`'s occurrences start in `occurrences` (one more entry than keys).
    starts: Vec<u32>,
    occurrences: Vec<Occurrence>,
    grams: Grams,
    meanings: Lexicon,
    /// How many stored columns the archive keeps, and how many of them are complete.
    columns: usize,
    complete_columns: usize,
}

fn small(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl ValuePostings {
    /// The postings over every stored value of `index`.
    pub fn build(index: &Compiled) -> Self {
        let mut by_key: HashMap<Box<str>, u32> = HashMap::new();
        let mut keys: Vec<Box<str>> = Vec::new();
        let mut placed: Vec<(u32, Standing, Occurrence)> = Vec::new();
        let (mut columns, mut complete_columns) = (0, 0);
        for share in 0..index.len() {
            for (c, column) in index.share(share).stored.iter().enumerate() {
                columns += 1;
                complete_columns += usize::from(column.complete);
                for (v, value) in column.values.iter().enumerate() {
                    let standing = Standing {
                        partial: !column.complete,
                        repeats: !column.unique,
                        fewer: -value.count.as_ref().map_or(0.0, |c| c.to_native()),
                    };
                    let key = normalization_key(value.text.as_str());
                    let next = small(keys.len());
                    let id = *by_key
                        .entry(key.clone().into_boxed_str())
                        .or_insert_with(|| {
                            keys.push(key.into_boxed_str());
                            next
                        });
                    let at = Occurrence {
                        share: small(share),
                        column: small(c),
                        value: small(v),
                    };
                    placed.push((id, standing, at));
                }
            }
        }
        placed.sort_by(|(ia, sa, a), (ib, sb, b)| {
            ia.cmp(ib)
                .then(sa.partial.cmp(&sb.partial))
                .then(sa.repeats.cmp(&sb.repeats))
                .then(sa.fewer.total_cmp(&sb.fewer))
                .then((a.share, a.column, a.value).cmp(&(b.share, b.column, b.value)))
        });
        let mut starts = Vec::with_capacity(keys.len() + 1);
        let mut at = 0usize;
        for id in 0..keys.len() {
            starts.push(small(at));
            while placed.get(at).is_some_and(|(k, _, _)| *k as usize == id) {
                at += 1;
            }
        }
        starts.push(small(at));
        let grams = Grams::build(keys.iter().map(|k| &**k));
        let meanings = Lexicon::build(dbprint_embed::bundled(), keys.iter().map(|k| &**k));
        ValuePostings {
            digest: index.digest().to_string(),
            keys,
            by_key,
            starts,
            occurrences: placed.into_iter().map(|(_, _, o)| o).collect(),
            grams,
            meanings,
            columns,
            complete_columns,
        }
    }

    /// The postings as companion bytes (`dbprint_index::kept`): all but what `read` makes
    /// again from the keys (the lookup by key, the trigram lists).
    pub fn to_bytes(&self) -> Result<Vec<u8>, String> {
        let (ids, dims, vectors) = self.meanings.parts();
        let kept = Kept {
            keys: self.keys.iter().map(|k| k.to_string()).collect(),
            starts: self.starts.clone(),
            occurrences: (self.occurrences.iter())
                .map(|o| [o.share, o.column, o.value])
                .collect(),
            meaning_ids: ids.to_vec(),
            meaning_dims: small(dims),
            meanings: vectors.to_vec(),
            columns: self.columns as u64,
            complete_columns: self.complete_columns as u64,
        };
        dbprint_index::kept::to_bytes(LAYOUT, &kept).map_err(|e| format!("value postings: {e}"))
    }

    /// The postings `to_bytes` wrote for `index`, read back: checked to be what this build
    /// wrote (`kept`), every place to name one of `index`'s tables and every list to fit, or
    /// an error (they are made anew).
    pub fn read(index: &Compiled, bytes: &[u8]) -> Result<Self, String> {
        let kept: Kept = dbprint_index::kept::from_bytes(LAYOUT, bytes)
            .map_err(|e| format!("value postings: {e}"))?;
        let unsound = |what: &str| Err(format!("value postings: {what}"));
        let ordered = kept.starts.windows(2).all(|w| w[0] <= w[1]);
        let ends = kept.starts.last().map(|&e| e as usize);
        if kept.starts.len() != kept.keys.len() + 1
            || !ordered
            || ends != Some(kept.occurrences.len())
        {
            return unsound("the lists do not fit their keys");
        }
        // The blob is what this build wrote from this archive version (`kept`: its checksum),
        // so every place is one of its stored values; each is read through `get` all the same,
        // and only its share is checked here, without reading the shares.
        if !(kept.occurrences.iter()).all(|&[share, ..]| (share as usize) < index.len()) {
            return unsound("a place is not one of the archive's tables");
        }
        let dims = kept.meaning_dims as usize;
        let meanings = Lexicon::from_parts(kept.meaning_ids, dims, kept.meanings)
            .filter(|m| {
                m.parts()
                    .0
                    .iter()
                    .all(|&id| (id as usize) < kept.keys.len())
            })
            .ok_or("value postings: the keys' meanings do not fit the keys")?;
        let keys: Vec<Box<str>> = kept.keys.into_iter().map(String::into_boxed_str).collect();
        let by_key = (keys.iter().enumerate())
            .map(|(id, k)| (k.clone(), small(id)))
            .collect();
        Ok(ValuePostings {
            digest: index.digest().to_string(),
            grams: Grams::build(keys.iter().map(|k| &**k)),
            by_key,
            keys,
            starts: kept.starts,
            occurrences: (kept.occurrences.into_iter())
                .map(|[share, column, value]| Occurrence {
                    share,
                    column,
                    value,
                })
                .collect(),
            meanings,
            columns: usize::try_from(kept.columns).unwrap_or(usize::MAX),
            complete_columns: usize::try_from(kept.complete_columns).unwrap_or(usize::MAX),
        })
    }

    /// The digest of the archive these postings were made from.
    pub fn digest(&self) -> &str {
        &self.digest
    }

    /// The key numbered `id`.
    pub fn key(&self, id: u32) -> &str {
        self.keys.get(id as usize).map_or("", |k| k)
    }

    /// The number of the key `key` (already normalized), when any value folds to it.
    pub fn id(&self, key: &str) -> Option<u32> {
        self.by_key.get(key).copied()
    }

    /// The places storing a spelling that folds to key `id`, in their standing's order.
    pub fn places(&self, id: u32) -> &[Occurrence] {
        let from = self.starts.get(id as usize).copied().unwrap_or(0) as usize;
        let to = self.starts.get(id as usize + 1).copied().unwrap_or(0) as usize;
        self.occurrences.get(from..to).unwrap_or(&[])
    }

    /// The keys whose trigram similarity to `key` is at least `floor`, best first.
    pub fn near(&self, key: &str, floor: f64) -> Vec<(u32, f64)> {
        self.grams.near(key, floor)
    }

    /// The keys closest in meaning to `value`, at least `floor` close, the `top` closest
    /// first (none without a model).
    pub fn near_in_meaning(&self, value: &str, floor: f64, top: usize) -> Vec<(u32, f64)> {
        self.meanings
            .near(dbprint_embed::bundled(), value, floor, top)
    }

    /// How many stored columns there are, and how many hold complete lists.
    pub fn columns(&self) -> (usize, usize) {
        (self.columns, self.complete_columns)
    }

    /// What holding the postings costs in memory, near enough for the budget.
    pub fn bytes(&self) -> usize {
        let keys: usize = self.keys.iter().map(|k| 2 * k.len() + 48).sum();
        keys + self.starts.len() * 4
            + self.occurrences.len() * std::mem::size_of::<Occurrence>()
            + self.grams.bytes()
            + self.meanings.bytes()
    }
}
