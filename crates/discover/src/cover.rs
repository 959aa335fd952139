//! A question asks about several things at once, and the tables it needs are those that
//! speak of more of them: a table matching two of its words outranks one matching a single
//! word however strongly (a table named `customer` for "customers who live in Canada" beside
//! one holding customers' countries). Each of the first `HITS` tables gains in proportion to
//! the share of the question's concepts its texts or values hold, found by asking the table
//! search which of those tables match each concept (membership alone, never scored).

use std::collections::HashSet;
use std::sync::Arc;

use super::phrases::{Asked, names_word};
use super::ranked::Ranked;
use super::search::TableSearch;
use super::terms::Concept;

/// How many of the first tables are weighed.
const HITS: usize = 100;
/// What a table matching every concept gains over one matching a single one (a factor).
const GAIN: f32 = 1.0;

/// The tables among the first hits holding each part of the question (a concept, or a value
/// it names), by part.
pub type Parts = Vec<HashSet<usize>>;

/// `ranked` (best first) with each of the first hits raised by the share of the question's
/// concepts it matches, and re-ordered; and which of those hits hold each part.
pub fn cover(
    search: &TableSearch,
    concepts: &[Concept],
    asked: &[Asked],
    tables: usize,
    mut ranked: Vec<Ranked>,
) -> Result<(Vec<Ranked>, Parts), String> {
    let mut among = vec![false; tables];
    for hit in ranked.iter().take(HITS) {
        if let Some(slot) = among.get_mut(hit.share) {
            *slot = true;
        }
    }
    let among = Arc::new(among);
    let mut sets: Vec<HashSet<usize>> = Vec::new();
    for concept in concepts {
        if names_word(asked, &concept.word.folded) {
            continue;
        }
        let held = search.holding(&concept.terms, &[], Arc::clone(&among))?;
        sets.push(held.into_iter().collect());
    }
    for value in asked {
        let key = [(value.key.clone(), 1.0)];
        let held = search.holding(&[], &key, Arc::clone(&among))?;
        sets.push(held.into_iter().collect());
    }
    let asked_for = sets.iter().filter(|s| !s.is_empty()).count();
    if asked_for < 2 {
        return Ok((ranked, sets));
    }
    for hit in ranked.iter_mut().take(HITS) {
        let held = sets.iter().filter(|s| s.contains(&hit.share)).count();
        let share = held.saturating_sub(1) as f32 / (asked_for - 1) as f32;
        hit.score *= 1.0 + GAIN * share;
    }
    ranked.sort_by(Ranked::best_first);
    Ok((ranked, sets))
}
