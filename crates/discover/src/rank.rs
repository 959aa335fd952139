//! Ranking the tables of an archive against a question. Its concepts (`terms`) gain the
//! fixes of a word the print never says (spellings one or two edits away, at half weight)
//! and the print's short name words that could abbreviate it (at a lower weight), and a word
//! gains the terms of the print's names close to it in meaning (`meant`: `doctors` reads as
//! `physician`, `movie` as `film`); tantivy scores every table by BM25 over the six fields and, for each value the question names
//! (`phrases`), over its stored values' keys, a value few tables store counting for more; a
//! table storing it spelled exactly as asked gains a little more; then tables joined to
//! several of the first hits are lifted (`lift`), and tables alike are folded into their
//! best (`alike`); the tables closest to the question in meaning gain by their rank in it
//! (`meaning`, fused by `fuse`). Tables outside the caller's glob are left out by the search
//! itself.

use std::sync::Arc;

use std::collections::HashMap;

use dbprint_base::echo::echo;
use dbprint_base::fnmatch::Glob;
use dbprint_embed::Meaning;
use dbprint_index::Compiled;
use dbprint_values::ValuePostings;

use super::abbreviations;
use super::alike::fold;
use super::cover::{Parts, cover};
use super::lift::lift;
use super::meaning::{gain, nearest, of_question};
use super::phrases::{Asked, asked, names_word, places_in};
use super::ranked::Ranked;
use super::search::TableSearch;
use super::terms::Concept;
use super::tuning::{Tuning, tuning};

/// The weight of a spelling fix, and of a short name word that could abbreviate a word.
const TYPO_WEIGHT: f32 = 0.5;
const INFERRED_WEIGHT: f32 = 0.6;
/// The weight of a stored value the question names (its rarity is BM25's own), and what a
/// table storing it spelled exactly as asked gains over one storing it in another case.
const VALUE_WEIGHT: f32 = 5.0;
const EXACT_BONUS: f32 = 0.5;
/// How many tables are ranked in full (scored, lifted, counted in `matched` beyond).
pub const TOP: usize = 1000;
/// The fewest letters a short name word needs to be read as an abbreviation nobody defined
/// (two letters could abbreviate too many words: `os`, `observatory`).
const INFERRED_LETTERS: usize = 3;
/// How many fixes one word takes at most.
const FIXES: usize = 3;
/// The longest word a fix is looked for, in characters: no misspelled name word is longer,
/// and each term measured against a word costs its length times the term's.
const FIX_LONGEST: usize = 64;
/// How many of the terms the index finds near a word's spelling are measured at most (those
/// of its first letter and a length within reach, in the vocabulary's order): a word costs at
/// most this many measures of `FIX_LONGEST` squared steps however large the vocabulary.
const FIX_CANDIDATES: usize = 1000;
/// A word gains the terms of the print's names at least `Tuning::name_floor` close to it in
/// meaning (`doctors`: `physician`; `movie`: `film`), at most `NAMES`, each weighing its
/// closeness times `Tuning::name_weight`.
const NAMES: usize = 3;
/// How many of a question's words are read through their meaning (each is one pass over the
/// names' meanings): the first 16, those the print never says first (and those it says only
/// when `Tuning::meant_said`).
const MEANT_WORDS: usize = 16;

/// A question's ranking.
#[derive(Debug, Default)]
pub struct Ranking {
    pub concepts: Vec<Concept>,
    /// The runs of the question's words some column stores.
    pub asked: Vec<Asked>,
    /// The best tables that matched, best first (at most `TOP`, and those the lift added).
    pub tables: Vec<Ranked>,
    /// How many tables matched in all.
    pub matched: usize,
    /// The question's words no table's texts or values hold, a long one cut as an answer
    /// echoes an argument (`echo`: a word of a megabyte is not repeated whole).
    pub unmatched: Vec<String>,
    /// Which of the first hits hold each part of the question (`cover`).
    pub parts: Parts,
    /// The question's meaning, when the binary has a model and the question a word it knows.
    pub meaning: Option<Meaning>,
}

/// The edit distance within which a word's fix is taken: none under four letters, nor over
/// `FIX_LONGEST` (read no further).
fn reach(stem: &str) -> usize {
    match stem.chars().take(FIX_LONGEST + 1).count() {
        0..=3 => 0,
        4..=7 => 1,
        8..=FIX_LONGEST => 2,
        _ => 0,
    }
}

/// The fixes of `stem` among `near` (the indexed terms that may be within `within` edits):
/// those of its first letter, `first`, and a length within reach, the first `FIX_CANDIDATES`
/// measured, the `FIXES` nearest within reach kept, at half weight.
fn fixes<'t>(
    stem: &str,
    first: char,
    within: usize,
    near: impl Iterator<Item = &'t String>,
) -> Vec<(String, f32)> {
    let mut measured: Vec<(usize, &String)> = near
        .filter(|t| t.starts_with(first) && t.len().abs_diff(stem.len()) <= within)
        .take(FIX_CANDIDATES)
        .map(|t| (strsim::damerau_levenshtein(t, stem), t))
        .filter(|(d, _)| *d <= within)
        .collect();
    measured.sort();
    (measured.into_iter().take(FIXES))
        .map(|(_, t)| (t.clone(), TYPO_WEIGHT))
        .collect()
}

/// The concept's terms with its fixes: a term the print never says gains the indexed terms
/// a few edits away; the word gains the short name words that could abbreviate it, save
/// those whose meaning the analyzer already knows (`rep` read as representative is not
/// also a guess at receipt).
fn widened(search: &TableSearch, concept: &Concept) -> Vec<(String, f32)> {
    let mut terms = concept.terms.clone();
    let word = concept.word.folded.as_str();
    let Some(first) = word.chars().next() else {
        return terms;
    };
    let known = terms.iter().any(|(t, _)| search.knows(t));
    let stem = terms.first().map(|(t, _)| t.clone()).unwrap_or_default();
    let within = reach(&stem);
    if !known && within > 0 {
        let near = search.spelled_near(&stem, within);
        terms.extend(fixes(&stem, first, within, near));
    }
    let guessed = abbreviations::find(word, search.short_names_from(first), |short| {
        short.len() >= INFERRED_LETTERS
            && !search.analyzer.expands(short)
            && !terms.iter().any(|(t, _)| t == short)
    });
    terms.extend(
        guessed
            .into_iter()
            .map(|short| (short.clone(), INFERRED_WEIGHT)),
    );
    terms
}

/// The terms of the print's names close in meaning to a question's word, those it already
/// has aside, each weighing its closeness times `Tuning::name_weight`: the model's
/// neighbours stand for a word the way a synonym would, the same rule for every word.
fn meant(search: &TableSearch, concept: &Concept) -> Vec<(String, f32)> {
    let Tuning {
        name_floor,
        name_weight,
        ..
    } = *tuning();
    let near = search.names_meaning(&concept.word.folded, name_floor, NAMES);
    near.into_iter()
        .filter(|(term, _)| !concept.terms.iter().any(|(t, _)| t == term))
        .map(|(term, close)| (term.to_string(), name_weight * close as f32))
        .collect()
}

/// Whether table `share` stores a spelling of `asked` exactly as the question writes it.
fn stores_exactly(postings: &ValuePostings, index: &Compiled, asked: &Asked, share: usize) -> bool {
    places_in(postings, asked.id, share).iter().any(|at| {
        let table = index.share(share);
        let value = table
            .stored
            .get(at.column as usize)
            .and_then(|c| c.values.get(at.value as usize));
        value.is_some_and(|v| v.text.as_str() == asked.run)
    })
}

/// The ranking of the tables of `index` against `question`, among those `tables` admits:
/// the best `TOP` in full, and how many matched in all.
pub fn rank(
    search: &TableSearch,
    postings: &ValuePostings,
    index: &Compiled,
    question: &str,
    tables: Option<&Glob>,
) -> Result<Ranking, String> {
    let mut concepts = search.analyzer.concepts(question);
    let unsaid: Vec<bool> = (concepts.iter())
        .map(|c| !c.terms.iter().any(|(t, _)| search.knows(t)))
        .collect();
    for concept in &mut concepts {
        concept.terms = widened(search, concept);
    }
    let asked = asked(question, postings);
    let unmatched = concepts
        .iter()
        .filter(|c| {
            !c.terms.iter().any(|(t, _)| search.knows(t)) && !names_word(&asked, &c.word.folded)
        })
        .map(|c| {
            let written = question.get(c.word.start..c.word.end);
            echo(written.unwrap_or(&c.word.folded)).into_owned()
        })
        .collect();
    let said = (0..concepts.len()).filter(|&at| !unsaid[at] && tuning().meant_said);
    let unsaid_first = (0..concepts.len()).filter(|&at| unsaid[at]).chain(said);
    let read: Vec<usize> = unsaid_first.take(MEANT_WORDS).collect();
    for (at, concept) in concepts.iter_mut().enumerate() {
        if read.contains(&at) {
            let near = meant(search, concept);
            concept.terms.extend(near);
        }
    }
    let terms: Vec<(String, f32)> = concepts
        .iter()
        .flat_map(|c| c.terms.iter().cloned())
        .collect();
    let keys: Vec<(String, f32)> = asked
        .iter()
        .map(|a| (a.key.clone(), VALUE_WEIGHT))
        .collect();
    let admitted: Option<Arc<Vec<bool>>> = tables.map(|glob| {
        Arc::new(
            (0..index.len())
                .map(|n| glob.matches(index.share(n).fqn.as_str()))
                .collect(),
        )
    });
    let (scored, mut matched) = search.scores(&terms, &keys, admitted.clone(), TOP)?;
    let admits = |share: usize| {
        admitted
            .as_ref()
            .is_none_or(|a| a.get(share).copied().unwrap_or(false))
    };
    let mut ranked: Vec<Ranked> = scored
        .into_iter()
        .map(|(share, score)| {
            let exact = asked
                .iter()
                .filter(|a| stores_exactly(postings, index, a, share))
                .count();
            Ranked::new(share, score + EXACT_BONUS * exact as f32)
        })
        .collect();
    let meaning =
        dbprint_embed::bundled().and_then(|model| of_question(model, &search.analyzer, &concepts));
    if let Some(meaning) = &meaning {
        matched += fuse(&mut ranked, &nearest(index, meaning, &admits));
    }
    ranked.sort_by(Ranked::best_first);
    let (ranked, parts) = cover(
        search,
        &concepts,
        &asked,
        index.len(),
        fold(|share| search.shape(share), ranked),
    )?;
    let before = ranked.len();
    let ranked = lift(index, ranked, &admits);
    matched += ranked.len() - before;
    let ranked = fold(|share| search.shape(share), ranked);
    Ok(Ranking {
        concepts,
        asked,
        tables: ranked,
        matched,
        unmatched,
        parts,
        meaning,
    })
}

/// Fuses the ranking by meaning (`near`, closest first) into the lexical one (`ranked`): each
/// of the closest gains by its place (`meaning::gain`, a share of the best lexical score, or
/// of 1 when no word matched); one no word matched joins the ranking. How many joined.
fn fuse(ranked: &mut Vec<Ranked>, near: &[(usize, f32)]) -> usize {
    let best = ranked.iter().map(|r| r.score).fold(0.0f32, f32::max);
    let reference = if best > 0.0 { best } else { 1.0 };
    let at: HashMap<usize, usize> = ranked
        .iter()
        .enumerate()
        .map(|(i, r)| (r.share, i))
        .collect();
    let mut joined = 0;
    for (place, &(share, _)) in near.iter().enumerate() {
        let gained = gain(place, reference);
        match at.get(&share) {
            Some(&i) => {
                ranked[i].score += gained;
                ranked[i].meaning = gained;
            }
            None => {
                joined += 1;
                ranked.push(Ranked {
                    meaning: gained,
                    ..Ranked::new(share, gained)
                });
            }
        }
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(mut ranked: Vec<Ranked>) -> Vec<usize> {
        ranked.sort_by(Ranked::best_first);
        ranked.iter().map(|r| r.share).collect()
    }

    #[test]
    fn meaning_breaks_a_tie_of_words_and_a_table_no_word_matched_joins_by_its_gain() {
        let mut ranked = vec![Ranked::new(0, 4.0), Ranked::new(1, 4.0)];
        let near = [(1, 0.8), (2, 0.7), (0, 0.5)];
        assert_eq!(
            fuse(&mut ranked, &near),
            1,
            "one table joined by meaning alone"
        );
        let gains: Vec<f32> = ranked.iter().map(|r| r.meaning).collect();
        assert_eq!(gains, [gain(2, 4.0), gain(0, 4.0), gain(1, 4.0)]);
        assert!(gain(0, 4.0) > gain(1, 4.0) && gain(1, 4.0) > gain(2, 4.0));
        assert_eq!(order(ranked), [1, 0, 2]);
    }

    #[test]
    fn equal_fused_scores_fall_in_archive_order() {
        let mut ranked = vec![Ranked::new(3, 2.0), Ranked::new(1, 2.0)];
        fuse(&mut ranked, &[]);
        assert_eq!(order(ranked), [1, 3]);
        let mut none_matched = Vec::new();
        fuse(&mut none_matched, &[(7, 0.9), (5, 0.9)]);
        let scores: Vec<f32> = none_matched.iter().map(|r| r.score).collect();
        assert_eq!(
            scores,
            [gain(0, 1.0), gain(1, 1.0)],
            "no word matched: the scale is 1"
        );
        assert_eq!(order(none_matched), [7, 5], "the closer in meaning first");
    }

    #[test]
    fn a_word_longer_than_the_fix_cap_is_never_measured() {
        assert_eq!(reach("room"), 1);
        assert_eq!(reach(&"ab".repeat(FIX_LONGEST / 2)), 2);
        assert_eq!(reach(&"a".repeat(FIX_LONGEST + 1)), 0);
        assert_eq!(reach(&"a".repeat(1 << 20)), 0);
    }

    #[test]
    fn at_most_the_cap_of_candidate_terms_are_measured_for_fixes() {
        let far = vec!["cxxxxxxx".to_string(); FIX_CANDIDATES];
        let near = ["custoner".to_string(), "costumer".to_string()];
        let pulled = std::cell::Cell::new(0);
        let candidates = far
            .iter()
            .chain(&near)
            .inspect(|_| pulled.set(pulled.get() + 1));
        assert!(fixes("customer", 'c', 2, candidates).is_empty());
        assert_eq!(
            pulled.get(),
            FIX_CANDIDATES,
            "the terms past the cap are not read"
        );
        let first = near.iter().chain(&far);
        let found = fixes("customer", 'c', 2, first);
        assert_eq!(
            found,
            [
                ("custoner".to_string(), TYPO_WEIGHT),
                ("costumer".to_string(), TYPO_WEIGHT)
            ]
        );
    }
}
