//! A table's meaning, embedded once when its share is built (`dbprint-embed`'s bundled
//! model) and archived with it, so a question's vector is compared with every table's by
//! reading the mapped archive. The document is the table as a person reads it, in groups
//! weighted by how much each says of what the table is: its name (split as names split, a
//! common abbreviation spelled out), the schema it sits in, its columns, its description,
//! the notes people wrote on it, and the words its enumerated columns store. A table the
//! model knows no word of, or a binary built without the model, has an empty vector. An
//! archive also holds every share's vector end to end (`Matrix`, gathered as the shares are
//! assembled), so a question is compared with every table in one pass over mapped memory.

use dbprint_embed::meaning::{Common, words_of};

use super::records::{ArchivedTableShare, TableShare};

/// The weight of each group of a table's document.
const NAME: f32 = 1.0;
const SCHEMA: f32 = 0.8;
const COLUMNS: f32 = 0.8;
const DESCRIPTION: f32 = 0.6;
const NOTES: f32 = 0.3;
const VALUES: f32 = 0.3;
/// Classifications whose stored values name categories (format spec §2.2.3).
const ENUMERATED: [&str; 2] = ["categorical", "boolean"];
/// The most words one group takes (a description of a book's length says no more).
const GROUP_WORDS: usize = 2048;

/// The words of `texts`, at most `GROUP_WORDS`.
fn group<'a>(weight: f32, texts: impl Iterator<Item = &'a str>) -> (f32, Vec<String>) {
    let words = texts
        .flat_map(|text| words_of(text, &Common))
        .take(GROUP_WORDS)
        .collect();
    (weight, words)
}

/// The quantised meaning of `share` (empty without a model or a word it knows).
pub fn of(share: &TableShare) -> Vec<i8> {
    let Some(model) = dbprint_embed::bundled() else {
        return Vec::new();
    };
    let (schema, name) = share.fqn.rsplit_once('.').unwrap_or(("", &share.fqn));
    let notes = share
        .records
        .iter()
        .flat_map(|r| {
            (r.folded_note.as_deref().into_iter()).chain(r.value_notes.iter().map(|n| &*n.note))
        })
        .chain(share.edges.iter().filter_map(|e| e.note.as_deref()));
    let values = share
        .stored
        .iter()
        .filter(|c| {
            c.classification
                .as_deref()
                .is_some_and(|c| ENUMERATED.contains(&c))
        })
        .flat_map(|c| c.values.iter().map(|v| v.text.as_str()));
    let groups = [
        group(NAME, std::iter::once(name)),
        group(SCHEMA, std::iter::once(schema)),
        group(COLUMNS, share.records.iter().map(|r| r.label.as_str())),
        group(DESCRIPTION, share.description.as_deref().into_iter()),
        group(NOTES, notes),
        group(VALUES, values),
    ];
    match model.meaning(&groups) {
        Some(meaning) => meaning.0,
        // No word of the table is one the model knows: it means nothing, which is no failure
        // (its row of the matrix is zeros, close to no question).
        None => Vec::new(),
    }
}

/// Every share's meaning end to end, one row of `dims` bytes a share in share order (a share
/// without one, or of another width, a row of zeros: close to nothing).
pub struct Matrix {
    pub dims: usize,
    pub rows: Vec<u8>,
}

impl Matrix {
    /// An empty matrix for the bundled model's width; `None` without a model.
    pub fn for_model() -> Option<Self> {
        let dims = dbprint_embed::bundled()?.dims();
        Some(Matrix {
            dims,
            rows: Vec::new(),
        })
    }

    /// Adds the next share's row.
    pub fn push(&mut self, share: &ArchivedTableShare) {
        let meaning = share.meaning.as_slice();
        if meaning.len() == self.dims {
            self.rows.extend(meaning.iter().map(|&b| b as u8));
        } else {
            self.rows.resize(self.rows.len() + self.dims, 0);
        }
    }
}
