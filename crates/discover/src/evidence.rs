//! Why a table ranked where it did, told from its share: which of the question's words
//! matched where (its name, a sentence of its description, a column and its type, a note,
//! a stored value), the values the question names that it stores, and its best columns for
//! the question (a column scores for its name, its notes and its values matching); for a
//! table the question's meaning raised, its names closest in meaning to the question.

use std::collections::{HashMap, HashSet};

use dbprint_index::{ArchivedTableShare, Compiled};
use dbprint_values::{Match, ValuePostings};

use super::document::{split_fqn, wordy};
use super::meaning::near_names;
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
    /// Its names (its own, its columns') closest in meaning to the question, where being
    /// close in meaning raised it (`meaning::near_names`).
    pub close_in_meaning: Vec<String>,
}

/// A text and the concepts it names.
type TextHits<'t> = (&'t str, Vec<usize>);
/// A column's label and type, the concepts its label names, and those its notes name.
type RecordHits<'t> = (&'t str, Option<String>, Vec<usize>, Vec<usize>);

/// Which of a question's concepts each text of a table names: every text is analyzed once
/// and its terms looked up among the concepts', so the cost is the table's texts, not their
/// product with the question's words.
struct Hits<'c> {
    /// Each concept term, with the concepts (by place) holding it.
    wanted: HashMap<&'c str, Vec<usize>>,
}

impl<'c> Hits<'c> {
    fn new(concepts: &'c [Concept]) -> Self {
        let mut wanted: HashMap<&str, Vec<usize>> = HashMap::new();
        for (n, concept) in concepts.iter().enumerate() {
            for (term, _) in &concept.terms {
                let holding = wanted.entry(term.as_str()).or_default();
                if holding.last() != Some(&n) {
                    holding.push(n);
                }
            }
        }
        Hits { wanted }
    }

    /// The concepts (by place, in order) some term of `texts` belongs to.
    fn of<'t>(&self, analyzer: &Analyzer, texts: impl IntoIterator<Item = &'t str>) -> Vec<usize> {
        let mut found: Vec<usize> = Vec::new();
        for text in texts {
            for term in analyzer.terms(text) {
                if let Some(holding) = self.wanted.get(term.as_str()) {
                    found.extend(holding);
                }
            }
        }
        found.sort_unstable();
        found.dedup();
        found
    }
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
    /// Each clue as a key (its word and place), so a repeat is found at once.
    said: HashSet<String>,
    columns: Vec<BestColumn>,
    /// Each column credited, by name: its place in `columns`.
    credited: HashMap<String, usize>,
    /// Each record's `sql_type`, by label (made when a stored value first needs it).
    types: Option<HashMap<&'a str, Option<String>>>,
    share: &'a ArchivedTableShare,
}

impl<'a> Collect<'a> {
    fn clue(&mut self, word: &str, place: Place) {
        if self.said.insert(format!("{word}\u{0}{place:?}")) {
            self.clues.push(Clue {
                word: word.to_string(),
                place,
            });
        }
    }

    fn credit(&mut self, column: &str, word: &str, score: f32) {
        let best = self.column(column);
        best.score += score;
        if !best.words.iter().any(|w| w == word) {
            best.words.push(word.to_string());
        }
    }

    /// Column `column` among the best, listed (with its type, no word and no score yet) on
    /// first mention.
    fn column(&mut self, column: &str) -> &mut BestColumn {
        let at = match self.credited.get(column) {
            Some(&at) => at,
            None => {
                let share = self.share;
                let types = self.types.get_or_insert_with(|| {
                    let mut types = HashMap::new();
                    for r in share.records.iter() {
                        let sql_type = r.sql_type.as_ref().map(|t| t.to_string());
                        types.entry(r.label.as_str()).or_insert(sql_type);
                    }
                    types
                });
                let sql_type = types.get(column).cloned().flatten();
                self.credited.insert(column.to_string(), self.columns.len());
                self.columns.push(BestColumn {
                    column: column.to_string(),
                    sql_type,
                    score: 0.0,
                    words: Vec::new(),
                });
                self.columns.len() - 1
            }
        };
        &mut self.columns[at]
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
        said: HashSet::new(),
        columns: Vec::new(),
        credited: HashMap::new(),
        types: None,
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
    let hits = Hits::new(&ranking.concepts);
    let named = |texts: &[&str]| hits.of(analyzer, texts.iter().copied());
    let in_name = named(&[name]);
    let in_schema = named(&[schema]);
    let records: Vec<RecordHits> = (table.records.iter())
        .map(|record| {
            let label = record.label.as_str();
            let notes = (record.folded_note.iter().map(|n| n.as_str()))
                .chain(record.value_notes.iter().map(|n| n.note.as_str()));
            let sql_type = record.sql_type.as_ref().map(|t| t.to_string());
            (label, sql_type, named(&[label]), hits.of(analyzer, notes))
        })
        .collect();
    let description = table.description.as_ref().map(|d| d.as_str());
    let sentences: Vec<TextHits> = (description.into_iter().flat_map(sentences))
        .map(|sentence| (sentence, named(&[sentence])))
        .collect();
    let stored: Vec<(&str, Vec<TextHits>)> = (table.stored.iter())
        .map(|column| {
            let listed = column.values.iter().filter(|v| wordy(v.text.as_str()));
            let values = (listed.take(super::document::VALUES_PER_COLUMN))
                .map(|v| (v.text.as_str(), named(&[v.text.as_str()])))
                .collect();
            (column.column.as_str(), values)
        })
        .collect();
    for (n, concept) in ranking.concepts.iter().enumerate() {
        let hit = |concepts: &[usize]| concepts.binary_search(&n).is_ok();
        let word = question
            .get(concept.word.start..concept.word.end)
            .unwrap_or_default();
        if hit(&in_name) {
            found.clue(word, Place::Name);
        }
        if hit(&in_schema) {
            found.clue(word, Place::Schema);
        }
        for (label, sql_type, in_label, in_notes) in &records {
            if hit(in_label) {
                let column = label.to_string();
                let sql_type = sql_type.clone();
                found.clue(word, Place::Column { column, sql_type });
                found.credit(label, word, 2.0);
            }
            if hit(in_notes) {
                let column = label.to_string();
                found.clue(word, Place::Note { column });
                found.credit(label, word, 1.0);
            }
        }
        if let Some((sentence, _)) = sentences.iter().find(|(_, within)| hit(within)) {
            let sentence = quoted(sentence);
            found.clue(word, Place::Description { sentence });
        }
        for (column, values) in &stored {
            if let Some((value, _)) = values.iter().find(|(_, within)| hit(within)) {
                let place = Place::Value {
                    column: column.to_string(),
                    value: value.to_string(),
                    matched: None,
                };
                found.clue(word, place);
                found.credit(column, word, 1.5);
            }
        }
    }
    let close_in_meaning = close_in_meaning(ranking, table, share);
    if found.columns.is_empty() {
        for near in close_in_meaning.iter().filter(|n| n.as_str() != name) {
            found.column(near);
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
        close_in_meaning,
    }
}

/// The names of `table` closest in meaning to the question, when its meaning made at least
/// half its score.
fn close_in_meaning(ranking: &Ranking, table: &ArchivedTableShare, share: usize) -> Vec<String> {
    let raised = ranking
        .tables
        .iter()
        .any(|r| r.share == share && r.meaning > 0.0 && 2.0 * r.meaning >= r.score);
    match (dbprint_embed::bundled(), &ranking.meaning) {
        (Some(model), Some(meaning)) if raised => near_names(model, table, meaning),
        _ => Vec::new(),
    }
}
