//! A question asks about several things at once, and the tables it needs are those that
//! speak of more of them: a table matching two of its words outranks one matching a single
//! word however strongly (a table named `customer` for "customers who live in Canada" beside
//! one holding customers' countries). Each of the first `HITS` tables gains in proportion to
//! the share of the question's concepts its texts or values hold.

use std::collections::HashSet;

use super::phrases::Asked;
use super::ranked::Ranked;
use super::search::TableSearch;
use super::terms::Concept;

/// How many of the first tables are weighed.
const HITS: usize = 100;
/// What a table matching every concept gains over one matching a single one (a factor).
const GAIN: f32 = 1.0;

/// `ranked` (best first) with each of the first hits raised by the share of the question's
/// concepts it matches, and re-ordered.
pub fn cover(
    search: &TableSearch,
    concepts: &[Concept],
    asked: &[Asked],
    mut ranked: Vec<Ranked>,
) -> Result<Vec<Ranked>, String> {
    let mut sets: Vec<HashSet<usize>> = Vec::new();
    for concept in concepts {
        let covered = |word: &str| asked.iter().any(|a| a.key.split(' ').any(|w| w == word));
        if covered(&concept.word.folded) {
            continue;
        }
        let (hits, _) = search.scores(&concept.terms, &[], None, 10 * HITS)?;
        sets.push(hits.into_iter().map(|(share, _)| share).collect());
    }
    for value in asked {
        let (hits, _) = search.scores(&[], &[(value.key.clone(), 1.0)], None, 10 * HITS)?;
        sets.push(hits.into_iter().map(|(share, _)| share).collect());
    }
    let asked_for = sets.iter().filter(|s| !s.is_empty()).count();
    if asked_for < 2 {
        return Ok(ranked);
    }
    for hit in ranked.iter_mut().take(HITS) {
        let held = sets.iter().filter(|s| s.contains(&hit.share)).count();
        let share = held.saturating_sub(1) as f32 / (asked_for - 1) as f32;
        hit.score *= 1.0 + GAIN * share;
    }
    ranked.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.share.cmp(&b.share)));
    Ok(ranked)
}
