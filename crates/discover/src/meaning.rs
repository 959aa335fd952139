//! Ranking by meaning beside ranking by words: the question's meaning (its meaningful
//! words, common abbreviations spelled out, through `dbprint-embed`'s bundled model) is
//! compared with every table's in scope, read from the archive (each share's vector was
//! embedded when it was built), and the closest `TOP` gain a share of the best lexical score
//! by their rank in meaning (`gain`): the rule `rank` fuses the two lists by. A table's names
//! closest in meaning to the question (`near_names`) tell why it ranked where it did when no
//! word of the question matched it.

use dbprint_embed::meaning::{Readings, words_of};
use dbprint_embed::{Meaning, Model, closeness};
use dbprint_index::{ArchivedTableShare, Compiled};

use super::document::split_fqn;
use super::terms::Concept;
use super::tuning::{Tuning, tuning};

/// How many of the tables closest in meaning gain from it; how close one must be is
/// `Tuning::meaning_floor` (a word the print has no table near, `zeppelin`, finds nothing).
pub const TOP: usize = 40;
/// The closeness a table's name or column needs to be named as close in meaning, and how
/// many are named.
const NEAR: f32 = 0.35;
const NAMED: usize = 3;
/// How many of a table's columns are read for the names close in meaning: a table of
/// 100,000 columns is read no further than its first thousand.
const LABELS_READ: usize = 1000;

/// The question's meaning: its concepts' words as the model reads them, each read through
/// the print's analyzer (`readings`: the common abbreviations, those the print defines and
/// teaches, its compound words), the one its words were read through.
pub fn of_question(
    model: &Model,
    readings: &dyn Readings,
    concepts: &[Concept],
) -> Option<Meaning> {
    let words: Vec<String> = concepts
        .iter()
        .flat_map(|c| words_of(&c.word.folded, readings).collect::<Vec<_>>())
        .collect();
    model.meaning(&[(1.0, words)])
}

/// The `TOP` tables of `index` closest to `meaning` among those `admits` takes, at least
/// `Tuning::meaning_floor` close, closest first, with their closeness: one pass over the shares' vectors.
pub fn nearest(
    index: &Compiled,
    meaning: &Meaning,
    admits: &dyn Fn(usize) -> bool,
) -> Vec<(usize, f32)> {
    let Some((rows, dims)) = index.meanings() else {
        return Vec::new();
    };
    let floor = tuning().meaning_floor;
    let mut all: Vec<(usize, f32)> = (rows.chunks_exact(dims).enumerate())
        .filter(|&(n, _)| admits(n))
        .filter_map(|(n, row)| {
            let close = closeness(&meaning.0, row);
            (close >= floor).then_some((n, close))
        })
        .collect();
    let order = |a: &(usize, f32), b: &(usize, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    if all.len() > TOP {
        all.select_nth_unstable_by(TOP, order);
        all.truncate(TOP);
    }
    all.sort_by(order);
    all
}

/// What the table at `place` (0 the closest) in meaning gains, given the best lexical score
/// (`reference`; 1 when no word matched): `Tuning::meaning_weight` of it for the closest,
/// falling as `k / (k + place)` (`Tuning::meaning_rank_k`, the `k` of reciprocal-rank fusion).
pub fn gain(place: usize, reference: f32) -> f32 {
    let Tuning {
        meaning_weight,
        meaning_rank_k,
        ..
    } = *tuning();
    meaning_weight * reference * meaning_rank_k / (meaning_rank_k + place as f32)
}

/// The names of `share` (its own, then its columns') closest in meaning to `meaning`, at
/// most `NAMED`, each at least `NEAR` close; the closest alone when none is that close (a
/// table ranked by meaning always says which of its names was nearest). Its own name and its
/// first `LABELS_READ` columns are read.
pub fn near_names(model: &Model, share: &ArchivedTableShare, meaning: &Meaning) -> Vec<String> {
    let (name, _) = split_fqn(share.fqn.as_str());
    let labels = std::iter::once(name).chain(
        share
            .records
            .iter()
            .map(|r| r.label.as_str())
            .filter(|l| !l.contains(['.', '[', '/']))
            .take(LABELS_READ),
    );
    let mut close: Vec<(f32, &str)> = labels
        .filter_map(|label| {
            let v = model.text(label)?;
            Some((closeness(&meaning.0, &v.0), label))
        })
        .collect();
    close.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    close.dedup_by(|a, b| a.1 == b.1);
    let near = close.iter().filter(|(c, _)| *c >= NEAR).count().max(1);
    let named = close.into_iter().take(near.min(NAMED));
    named.map(|(_, l)| l.to_string()).collect()
}
