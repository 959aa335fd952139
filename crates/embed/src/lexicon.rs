//! A lexicon's meanings: each text of a numbered list that holds a letter (at most `LONGEST`
//! characters) embedded once, so the texts closest in meaning to another are found with one
//! pass over their vectors. `find_value` keeps one over the stored values' keys (`automobile`
//! finds `car`), `find_tables` one over the words of the print's names (`doctors` finds
//! `physician`). Empty without a model.

use super::meaning::closeness;
use super::model::Model;

/// The longest text given a meaning (a longer one is prose, not a name or a category).
const LONGEST: usize = 64;

/// The meanings of a numbered list of texts.
#[derive(Default)]
pub struct Lexicon {
    /// The texts given a meaning, by number, and their vectors end to end.
    ids: Vec<u32>,
    dims: usize,
    vectors: Vec<i8>,
}

impl Lexicon {
    /// The meanings of `texts` (numbered by place) under `model`.
    pub fn build<'k>(model: Option<&Model>, texts: impl Iterator<Item = &'k str>) -> Self {
        let Some(model) = model else {
            return Lexicon::default();
        };
        let mut out = Lexicon {
            dims: model.dims(),
            ..Lexicon::default()
        };
        for (id, text) in texts.enumerate() {
            let wordy = text.chars().any(char::is_alphabetic) && text.chars().count() <= LONGEST;
            let meaning = wordy.then(|| model.text(text)).flatten();
            if let (Some(meaning), Ok(id)) = (meaning, u32::try_from(id)) {
                out.ids.push(id);
                out.vectors.extend(meaning.0);
            }
        }
        out
    }

    /// The numbers of the `top` texts closest in meaning to `value`, at least `floor` close,
    /// closest first.
    pub fn near(
        &self,
        model: Option<&Model>,
        value: &str,
        floor: f64,
        top: usize,
    ) -> Vec<(u32, f64)> {
        let Some(asked) = model.and_then(|m| m.text(value)) else {
            return Vec::new();
        };
        let mut close: Vec<(u32, f64)> = (self.ids.iter())
            .zip(self.vectors.chunks_exact(self.dims.max(1)))
            .map(|(&id, v)| (id, f64::from(closeness(&asked.0, v))))
            .filter(|&(_, c)| c >= floor)
            .collect();
        close.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        close.truncate(top);
        close
    }

    /// Its parts, to be kept on disk: the numbers of the texts with a meaning, the
    /// dimensions, and their vectors end to end.
    pub fn parts(&self) -> (&[u32], usize, &[i8]) {
        (&self.ids, self.dims, &self.vectors)
    }

    /// A lexicon from the parts `parts` gave, when they fit together: one vector of `dims`
    /// a number.
    pub fn from_parts(ids: Vec<u32>, dims: usize, vectors: Vec<i8>) -> Option<Self> {
        let fits = match ids.len().checked_mul(dims) {
            Some(n) => n == vectors.len() && (dims > 0 || ids.is_empty()),
            None => false,
        };
        fits.then_some(Lexicon { ids, dims, vectors })
    }

    /// What holding them costs in memory.
    pub fn bytes(&self) -> usize {
        self.ids.len() * 4 + self.vectors.len()
    }
}
