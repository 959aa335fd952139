//! The stored values' meanings, for a value spelled nowhere: each distinct key that holds a
//! letter (at most `LONGEST` characters) embedded once per archive version by the bundled
//! model (`dbprint-embed`), so a lookup finds the keys closest in meaning to the value asked
//! (`automobile` finds `car`) with one pass over their vectors. Empty without a model.

use dbprint_embed::{Model, closeness};

/// The longest key given a meaning (a longer one is prose, not a category).
const LONGEST: usize = 64;

/// The meanings of a postings' keys.
#[derive(Default)]
pub struct KeyMeanings {
    /// The keys given a meaning, by number, and their vectors end to end.
    ids: Vec<u32>,
    dims: usize,
    vectors: Vec<i8>,
}

impl KeyMeanings {
    /// The meanings of `keys` (numbered by place) under `model`.
    pub fn build<'k>(model: Option<&Model>, keys: impl Iterator<Item = &'k str>) -> Self {
        let Some(model) = model else {
            return KeyMeanings::default();
        };
        let mut out = KeyMeanings {
            dims: model.dims(),
            ..KeyMeanings::default()
        };
        for (id, key) in keys.enumerate() {
            let wordy = key.chars().any(char::is_alphabetic) && key.chars().count() <= LONGEST;
            let meaning = wordy.then(|| model.text(key)).flatten();
            if let (Some(meaning), Ok(id)) = (meaning, u32::try_from(id)) {
                out.ids.push(id);
                out.vectors.extend(meaning.0);
            }
        }
        out
    }

    /// The `top` keys closest in meaning to `value`, at least `floor` close, closest first.
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

    /// What holding them costs in memory.
    pub fn bytes(&self) -> usize {
        self.ids.len() * 4 + self.vectors.len()
    }
}
