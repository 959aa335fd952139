//! What one value finds: every stored column whose list holds a spelling of it, ranked. A
//! spelling equal to the value comes first, then one equal once folded (§2.2.4's key), then
//! the nearest spellings by trigram similarity (at `resolve_value`'s floor, MCP spec §4.7),
//! then, for a value spelled nowhere, the stored values closest to it in meaning (marked so);
//! within each, complete lists before partial ones, then a column whose every value names
//! one row (the table that defines the value, where others repeat it: `department.dept_name`
//! before `student.dept_name`), then the more frequent, then by table and column. A glob over table names (the caller's `schema`) narrows both the columns found
//! and the columns counted as searched, so "not found" says over how many lists, and how many
//! of them were complete.

use std::cmp::Ordering;

use dbprint_base::fnmatch::Glob;
use dbprint_index::{ArchivedStoredColumn, ArchivedStoredValue, Compiled};
use dbprint_print::views::value_list::normalization_key;

use super::postings::{Occurrence, ValuePostings};

/// The similarity below which a spelling is not near (MCP spec §4.7's `nearest` floor).
pub const NEAREST_FLOOR: f64 = 0.3;
/// How many near keys a lookup follows when nothing is stored exactly or folded.
pub const NEAREST_KEYS: usize = 10;
/// The closeness in meaning a stored value needs to be found for a value spelled nowhere,
/// and how many such keys a lookup follows.
pub const MEANING_FLOOR: f64 = 0.6;
pub const MEANING_KEYS: usize = 5;

/// How a stored spelling matches the value asked for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Match {
    Exact,
    Folded,
    /// Trigram similarity, from the floor to 1.
    Nearest(f64),
    /// Closeness in meaning (the cosine of the two texts' vectors), from its floor to 1.
    Meaning(f64),
}

impl Match {
    pub fn word(self) -> &'static str {
        match self {
            Match::Exact => "exact",
            Match::Folded => "folded",
            Match::Nearest(_) => "nearest",
            Match::Meaning(_) => "meaning",
        }
    }

    /// The kind of match (exact 0, folded 1, nearest 2, meaning 3) and its similarity.
    pub fn rank(self) -> (u8, f64) {
        match self {
            Match::Exact => (0, 1.0),
            Match::Folded => (1, 1.0),
            Match::Nearest(score) => (2, score),
            Match::Meaning(score) => (3, score),
        }
    }

    /// Whether the value was found spelled otherwise or by meaning, not stored as given.
    pub fn only_near(self) -> bool {
        matches!(self, Match::Nearest(_) | Match::Meaning(_))
    }
}

/// One stored spelling found.
#[derive(Debug, Clone, Copy)]
pub struct Found {
    pub at: Occurrence,
    pub matched: Match,
}

impl Found {
    pub fn column<'a>(&self, index: &'a Compiled) -> Option<&'a ArchivedStoredColumn> {
        index
            .share(self.at.share as usize)
            .stored
            .get(self.at.column as usize)
    }

    pub fn value<'a>(&self, index: &'a Compiled) -> Option<&'a ArchivedStoredValue> {
        self.column(index)?.values.get(self.at.value as usize)
    }
}

/// Everything one value finds, and over how many lists it looked.
#[derive(Debug, Default)]
pub struct Lookup {
    /// The best places found, best first (at most the `keep` asked for).
    pub found: Vec<Found>,
    /// How many places were found in all.
    pub matched: usize,
    /// The stored columns looked in, and how many of them hold complete lists.
    pub searched: usize,
    pub complete: usize,
}

/// What a search asks of a lookup beyond the value: the tables it may look in (the caller's
/// glob), how much it prefers each table (a caller's ranking of a question; equal for all
/// when it has none), and how many of the best places it keeps.
pub struct Ask<'a> {
    pub tables: Option<&'a Glob>,
    pub prefer: Option<&'a dyn Fn(usize) -> f32>,
    pub keep: usize,
}

/// The places holding spellings of `value` in the tables `ask` admits: the best `ask.keep`
/// of them in order, and how many there were.
pub fn find(postings: &ValuePostings, index: &Compiled, value: &str, ask: &Ask) -> Lookup {
    let key = normalization_key(value);
    let keep = |fqn: &str| ask.tables.is_none_or(|glob| glob.matches(fqn));
    let admitted = |at: &Occurrence| keep(index.share(at.share as usize).fqn.as_str());
    let mut found: Vec<Found> = Vec::new();
    let id = postings.id(&key);
    if let Some(id) = id {
        let mut shares: Vec<usize> = postings
            .places(id)
            .iter()
            .map(|at| at.share as usize)
            .collect();
        shares.sort_unstable();
        shares.dedup();
        index.check_ahead(&shares);
    }
    if let (Some(id), None, None) = (id, ask.tables, ask.prefer) {
        let (searched, complete) = postings.columns();
        let places = postings.places(id);
        return Lookup {
            found: first_stored(index, places, value, ask.keep),
            matched: places.len(),
            searched,
            complete,
        };
    }
    if let Some(id) = id {
        for at in postings.places(id).iter().filter(|at| admitted(at)) {
            let stored = index
                .share(at.share as usize)
                .stored
                .get(at.column as usize)
                .and_then(|c| c.values.get(at.value as usize));
            let exact = stored.is_some_and(|v| v.text.as_str() == value);
            let matched = if exact { Match::Exact } else { Match::Folded };
            found.push(Found { at: *at, matched });
        }
    }
    if found.is_empty() {
        let near = postings.near(&key, NEAREST_FLOOR);
        let spelled: Vec<u32> = near.iter().take(NEAREST_KEYS).map(|(id, _)| *id).collect();
        let by_spelling = near.into_iter().take(NEAREST_KEYS);
        let by_meaning = postings
            .near_in_meaning(value, MEANING_FLOOR, MEANING_KEYS)
            .into_iter()
            .filter(|(id, _)| !spelled.contains(id));
        let matches = (by_spelling.map(|(id, s)| (id, Match::Nearest(s))))
            .chain(by_meaning.map(|(id, c)| (id, Match::Meaning(c))));
        for (id, matched) in matches {
            for at in postings.places(id).iter().filter(|at| admitted(at)) {
                found.push(Found { at: *at, matched });
            }
        }
    }
    let matched = found.len();
    let found = best(index, found, ask);
    let (searched, complete) = match ask.tables {
        None => postings.columns(),
        Some(glob) => searched(index, glob),
    };
    Lookup {
        found,
        matched,
        searched,
        complete,
    }
}

/// What orders one place, read from the archive once.
struct Key {
    kind: u8,
    similarity: f64,
    prefer: f32,
    complete: bool,
    unique: bool,
    count: f64,
}

/// The first `keep` of a key's `places` (in the postings' order, which the lookup's is once
/// nothing else tells places apart): those spelled exactly as `value` before those equal once
/// folded. The walk stops once `keep` exact spellings are in.
fn first_stored(index: &Compiled, places: &[Occurrence], value: &str, keep: usize) -> Vec<Found> {
    let mut exact: Vec<Found> = Vec::new();
    let mut folded: Vec<Found> = Vec::new();
    for at in places {
        if exact.len() >= keep {
            break;
        }
        let found = Found {
            at: *at,
            matched: Match::Exact,
        };
        if found.value(index).is_some_and(|v| v.text.as_str() == value) {
            exact.push(found);
        } else if folded.len() < keep {
            folded.push(Found {
                matched: Match::Folded,
                ..found
            });
        }
    }
    exact.extend(folded);
    exact.truncate(keep);
    exact
}

fn key(index: &Compiled, found: &Found, prefer: Option<&dyn Fn(usize) -> f32>) -> Key {
    let (kind, similarity) = found.matched.rank();
    let column = found.column(index);
    Key {
        kind,
        similarity,
        prefer: prefer.map_or(0.0, |p| p(found.at.share as usize)),
        complete: column.is_some_and(|c| c.complete),
        unique: column.is_some_and(|c| c.unique),
        count: found
            .value(index)
            .and_then(|v| v.count.as_ref().map(|c| c.to_native()))
            .unwrap_or(0.0),
    }
}

/// The best `ask.keep` of `found`, in order: the kind of match and its similarity, the
/// caller's preference, complete lists, defining columns, the more frequent, then in the
/// archive's order of tables (the manifest's, sorted by name as the producer writes it) and
/// columns. Each place's key is read once, and only the kept ones are sorted.
fn best(index: &Compiled, found: Vec<Found>, ask: &Ask) -> Vec<Found> {
    let mut keyed: Vec<(Key, Found)> = found
        .into_iter()
        .map(|f| (key(index, &f, ask.prefer), f))
        .collect();
    let place = |f: &Found| (f.at.share, f.at.column, f.at.value);
    let order = |(a, fa): &(Key, Found), (b, fb): &(Key, Found)| -> Ordering {
        a.kind
            .cmp(&b.kind)
            .then(b.similarity.total_cmp(&a.similarity))
            .then(b.prefer.total_cmp(&a.prefer))
            .then(b.complete.cmp(&a.complete))
            .then(b.unique.cmp(&a.unique))
            .then(b.count.total_cmp(&a.count))
            .then_with(|| place(fa).cmp(&place(fb)))
    };
    if ask.keep < keyed.len() {
        keyed.select_nth_unstable_by(ask.keep, order);
        keyed.truncate(ask.keep);
    }
    keyed.sort_by(order);
    keyed.into_iter().map(|(_, f)| f).collect()
}

/// How many stored columns the tables `glob` admits keep, and how many are complete.
fn searched(index: &Compiled, glob: &Glob) -> (usize, usize) {
    let mut counted = (0, 0);
    for share in (0..index.len()).map(|n| index.share(n)) {
        if glob.matches(share.fqn.as_str()) {
            counted.0 += share.stored.len();
            counted.1 += share.stored.iter().filter(|c| c.complete).count();
        }
    }
    counted
}
