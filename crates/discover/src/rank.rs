//! Ranking the tables of an archive against a question. Its concepts (`terms`) gain the
//! fixes of a word the print never says (spellings one or two edits away, at half weight)
//! and the print's short name words that could abbreviate it (at a lower weight); tantivy
//! scores every table by BM25 over the six fields (`search`); a value the question names
//! adds to each table storing it, more for an exact spelling and for a value few tables
//! store (`phrases`); then tables joined to several of the first hits are lifted (`lift`).
//! Tables outside the caller's glob are left out before the lift.

use std::collections::HashMap;

use dbprint_base::fnmatch::Glob;
use dbprint_index::Compiled;
use dbprint_values::{Match, ValuePostings};

use super::abbreviations::could_abbreviate;
use super::lift::lift;
use super::phrases::{Named, named};
use super::search::TableSearch;
use super::terms::Concept;

/// The weight of a spelling fix, and of a short name word that could abbreviate a word.
const TYPO_WEIGHT: f32 = 0.5;
const INFERRED_WEIGHT: f32 = 0.6;
/// What a stored value the question names adds, per unit of its rarity (exact spelling;
/// a folded one adds `FOLDED_SHARE` of it).
const VALUE_WEIGHT: f32 = 3.0;
const FOLDED_SHARE: f32 = 0.8;
/// The fewest letters a short name word needs to be read as an abbreviation nobody defined
/// (two letters could abbreviate too many words: `os`, `observatory`).
const INFERRED_LETTERS: usize = 3;
/// How many fixes one word takes at most.
const FIXES: usize = 3;

/// One table's place in a ranking, with what its score is made of.
#[derive(Debug, Clone)]
pub struct Ranked {
    pub share: usize,
    pub score: f32,
    pub text: f32,
    pub value: f32,
    pub lift: f32,
    /// The ranked tables it is joined to that lifted it.
    pub joined: Vec<usize>,
}

/// A question's ranking.
#[derive(Debug, Default)]
pub struct Ranking {
    pub concepts: Vec<Concept>,
    /// Values the question names, wherever stored.
    pub named: Vec<Named>,
    /// Every table that matched, best first.
    pub tables: Vec<Ranked>,
    /// The question's words no table's texts or values hold.
    pub unmatched: Vec<String>,
}

/// The edit distance within which a word's fix is taken: none under four letters.
fn reach(len: usize) -> usize {
    match len {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// The concept's terms with its fixes: a term the print never says gains the indexed terms
/// a few edits away; the word gains the short name words that could abbreviate it.
fn widened(search: &TableSearch, concept: &Concept) -> Vec<(String, f32)> {
    let mut terms = concept.terms.clone();
    let word = concept.word.folded.as_str();
    let Some(first) = word.chars().next() else {
        return terms;
    };
    let known = terms.iter().any(|(t, _)| search.knows(t));
    let stem = terms.first().map(|(t, _)| t.clone()).unwrap_or_default();
    let within = reach(stem.chars().count());
    if !known && within > 0 {
        let mut fixes: Vec<(usize, &String)> = search
            .terms_from(first)
            .iter()
            .filter(|t| t.len().abs_diff(stem.len()) <= within)
            .map(|t| (strsim::damerau_levenshtein(t, &stem), t))
            .filter(|(d, _)| *d <= within)
            .collect();
        fixes.sort();
        terms.extend(
            fixes
                .into_iter()
                .take(FIXES)
                .map(|(_, t)| (t.clone(), TYPO_WEIGHT)),
        );
    }
    if word.len() >= 4 {
        for short in search.short_names_from(first) {
            let long_enough = short.len() >= INFERRED_LETTERS;
            if long_enough
                && could_abbreviate(short, word)
                && !terms.iter().any(|(t, _)| t == short)
            {
                terms.push((short.clone(), INFERRED_WEIGHT));
            }
        }
    }
    terms
}

/// What each table gains from the values the question names: per table, the best of each
/// phrase, weighted by how few tables store it.
fn value_scores(found: &[Named], tables: usize) -> HashMap<usize, f32> {
    let mut best: HashMap<(usize, &str), f32> = HashMap::new();
    for hit in found {
        let rarity = (1.0 + tables as f32 / hit.tables.max(1) as f32).ln();
        let share = match hit.matched {
            Match::Exact => 1.0,
            _ => FOLDED_SHARE,
        };
        let gain = VALUE_WEIGHT * rarity * share;
        let slot = best
            .entry((hit.at.share as usize, hit.phrase.as_str()))
            .or_default();
        *slot = slot.max(gain);
    }
    let mut out: HashMap<usize, f32> = HashMap::new();
    for ((share, _), gain) in best {
        *out.entry(share).or_default() += gain;
    }
    out
}

/// The ranking of every table of `index` against `question`, among those `tables` admits.
pub fn rank(
    search: &TableSearch,
    postings: &ValuePostings,
    index: &Compiled,
    question: &str,
    tables: Option<&Glob>,
) -> Result<Ranking, String> {
    let mut concepts = search.analyzer.concepts(question);
    for concept in &mut concepts {
        concept.terms = widened(search, concept);
    }
    let terms: Vec<(String, f32)> = concepts
        .iter()
        .flat_map(|c| c.terms.iter().cloned())
        .collect();
    let admitted = |share: usize| tables.is_none_or(|g| g.matches(index.share(share).fqn.as_str()));
    let mut scored: HashMap<usize, Ranked> = HashMap::new();
    for (share, score) in search.scores(&terms)? {
        scored.insert(
            share,
            Ranked {
                share,
                score,
                text: score,
                value: 0.0,
                lift: 0.0,
                joined: Vec::new(),
            },
        );
    }
    let found = named(question, postings, index);
    for (share, gain) in value_scores(&found, index.len()) {
        let entry = scored.entry(share).or_insert(Ranked {
            share,
            score: 0.0,
            text: 0.0,
            value: 0.0,
            lift: 0.0,
            joined: Vec::new(),
        });
        entry.value += gain;
        entry.score += gain;
    }
    let mut ranked: Vec<Ranked> = scored.into_values().filter(|r| admitted(r.share)).collect();
    ranked.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.share.cmp(&b.share)));
    let ranked = lift(index, ranked, &admitted);
    let unmatched = concepts
        .iter()
        .filter(|c| !c.terms.iter().any(|(t, _)| search.knows(t)))
        .filter(|c| {
            !found.iter().any(|n| {
                n.phrase
                    .to_lowercase()
                    .split(' ')
                    .any(|w| w == c.word.folded)
            })
        })
        .map(|c| {
            question
                .get(c.word.start..c.word.end)
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    Ok(Ranking {
        concepts,
        named: found,
        tables: ranked,
        unmatched,
    })
}
