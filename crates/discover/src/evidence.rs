//! Why a table ranked where it did, told from its share: which of the question's words
//! matched where (its name, a sentence of its description, a column and its type, a note,
//! a stored value), the values the question names that it stores, and its best columns for
//! the question (a column scores for its name, its notes and its values matching).

use std::collections::HashSet;

use dbprint_index::{ArchivedTableShare, Compiled};
use dbprint_values::{Match, ValuePostings};

use super::document::{split_fqn, wordy};
use super::phrases::places_in;
use super::rank::Ranking;
use super::terms::{Analyzer, Concept};

/// How many clues and columns one table's evidence lists at most.
pub const CLUES: usize = 12;
pub const COLUMNS: usize = 5;
/// The longest description sentence quoted, in characters.
const SENTENCE: usize = 240;

/// Where a word matched.
#[derive(Debug, Clone, PartialEq)]
pub enum Place {
    Name,
    Schema,
    Column {
        column: String,
        sql_type: Option<String>,
    },
    Description {
        sentence: String,
    },
    Note {
        column: String,
    },
    Value {
        column: String,
        value: String,
        matched: Option<Match>,
    },
}

/// One word of the question matched in one place.
#[derive(Debug, Clone, PartialEq)]
pub struct Clue {
    pub word: String,
    pub place: Place,
}

/// A column the question seems to need, with the words that point at it.
#[derive(Debug, Clone)]
pub struct BestColumn {
    pub column: String,
    pub sql_type: Option<String>,
    pub score: f32,
    pub words: Vec<String>,
}

/// A table's evidence.
#[derive(Debug, Default)]
pub struct Evidence {
    pub clues: Vec<Clue>,
    pub columns: Vec<BestColumn>,
}

fn hits(analyzer: &Analyzer, text: &str, concept: &Concept) -> bool {
    let terms: HashSet<String> = analyzer.terms(text).into_iter().collect();
    concept.terms.iter().any(|(t, _)| terms.contains(t))
}

fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split(['\n', '.', '!', '?'])
        .map(|s| s.trim().trim_start_matches('#').trim())
        .filter(|s| !s.is_empty())
}

fn quoted(sentence: &str) -> String {
    if sentence.chars().count() <= SENTENCE {
        return sentence.to_string();
    }
    let cut: String = sentence.chars().take(SENTENCE).collect();
    format!("{cut}…")
}

struct Collect<'a> {
    clues: Vec<Clue>,
    columns: Vec<BestColumn>,
    share: &'a ArchivedTableShare,
}

impl Collect<'_> {
    fn clue(&mut self, word: &str, place: Place) {
        if !self
            .clues
            .iter()
            .any(|c| c.word == word && c.place == place)
        {
            self.clues.push(Clue {
                word: word.to_string(),
                place,
            });
        }
    }

    fn credit(&mut self, column: &str, word: &str, score: f32) {
        let sql_type = || {
            self.share
                .records
                .iter()
                .find(|r| r.label.as_str() == column)
                .and_then(|r| r.sql_type.as_ref().map(|t| t.to_string()))
        };
        match self.columns.iter_mut().find(|c| c.column == column) {
            Some(best) => {
                best.score += score;
                if !best.words.iter().any(|w| w == word) {
                    best.words.push(word.to_string());
                }
            }
            None => {
                let sql_type = sql_type();
                self.columns.push(BestColumn {
                    column: column.to_string(),
                    sql_type,
                    score,
                    words: vec![word.to_string()],
                });
            }
        }
    }
}

/// The evidence for share `share` of `index` in `ranking` of `question`.
pub fn explain(
    analyzer: &Analyzer,
    index: &Compiled,
    postings: &ValuePostings,
    ranking: &Ranking,
    question: &str,
    share: usize,
) -> Evidence {
    let table = index.share(share);
    let mut found = Collect {
        clues: Vec::new(),
        columns: Vec::new(),
        share: table,
    };
    let (name, schema) = split_fqn(table.fqn.as_str());
    for asked in &ranking.asked {
        for at in places_in(postings, asked.id, share) {
            let Some(column) = table.stored.get(at.column as usize) else {
                continue;
            };
            let Some(value) = column.values.get(at.value as usize) else {
                continue;
            };
            let exact = value.text.as_str() == asked.run;
            let place = Place::Value {
                column: column.column.to_string(),
                value: value.text.to_string(),
                matched: Some(if exact { Match::Exact } else { Match::Folded }),
            };
            found.clue(&asked.run, place);
            found.credit(column.column.as_str(), &asked.run, 3.0);
        }
    }
    for concept in &ranking.concepts {
        let word = question
            .get(concept.word.start..concept.word.end)
            .unwrap_or_default();
        if hits(analyzer, name, concept) {
            found.clue(word, Place::Name);
        }
        if hits(analyzer, schema, concept) {
            found.clue(word, Place::Schema);
        }
        for record in table.records.iter() {
            let label = record.label.as_str();
            if hits(analyzer, label, concept) {
                let sql_type = record.sql_type.as_ref().map(|t| t.to_string());
                found.clue(
                    word,
                    Place::Column {
                        column: label.to_string(),
                        sql_type,
                    },
                );
                found.credit(label, word, 2.0);
            }
            let noted = record
                .folded_note
                .as_ref()
                .is_some_and(|n| hits(analyzer, n.as_str(), concept))
                || record
                    .value_notes
                    .iter()
                    .any(|n| hits(analyzer, n.note.as_str(), concept));
            if noted {
                found.clue(
                    word,
                    Place::Note {
                        column: label.to_string(),
                    },
                );
                found.credit(label, word, 1.0);
            }
        }
        let description = table.description.as_ref().map(|d| d.as_str());
        if let Some(sentence) =
            description.and_then(|d| sentences(d).find(|s| hits(analyzer, s, concept)))
        {
            found.clue(
                word,
                Place::Description {
                    sentence: quoted(sentence),
                },
            );
        }
        for column in table.stored.iter() {
            let listed = column.values.iter().filter(|v| wordy(v.text.as_str()));
            if let Some(value) = listed
                .take(super::document::VALUES_PER_COLUMN)
                .find(|v| hits(analyzer, v.text.as_str(), concept))
            {
                let place = Place::Value {
                    column: column.column.to_string(),
                    value: value.text.to_string(),
                    matched: None,
                };
                found.clue(word, place);
                found.credit(column.column.as_str(), word, 1.5);
            }
        }
    }
    found.clues.truncate(CLUES);
    found
        .columns
        .sort_by(|a, b| b.score.total_cmp(&a.score).then(a.column.cmp(&b.column)));
    found.columns.truncate(COLUMNS);
    Evidence {
        clues: found.clues,
        columns: found.columns,
    }
}
