//! The tantivy side of `find_tables`: one document per table of an archive, its six fields
//! indexed from the terms the shared analyzer made (pre-tokenized, with frequencies and
//! field norms, so tantivy's BM25 scores each field with its own length statistics), held in
//! memory and made once per archive version. A question is asked as one disjunction: every
//! term of every concept, in every field, boosted by the field's weight and the term's own
//! (a typo's fix or an inferred abbreviation weighs less than the word itself), and every
//! run of its words some column stores, whole, in a seventh field of stored values' keys.
//! Only the best few are collected, with the count of all that matched; a glob over tables
//! filters inside the search. The vocabulary of the index is kept too, with its trigrams, so
//! a word's spelling fixes are looked up by the trigrams they share, never by a pass over it;
//! and the terms of the tables' and columns' names with their meanings (dbprint-embed's
//! `Lexicon`), so a word the print never says finds the names that may mean it.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

use tantivy::collector::{Count, DocSetCollector, FilterCollector, TopDocs};
use tantivy::directory::Directory;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{FAST, Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{PreTokenizedString, Token};
use tantivy::{DocAddress, Index, IndexReader, ReloadPolicy, Searcher, TantivyDocument, Term};

use dbprint_base::grams::Grams;
use dbprint_embed::Lexicon;
use dbprint_index::Compiled;

use super::alike::shape;
use super::compounds::compounds;
use super::document::{self, FIELDS};
use super::learned::learned;
use super::saved::{self, Saved};
use super::terms::Analyzer;

const SHARE: &str = "share";
const STORED: &str = "stored";
/// Memory the writer may use before it flushes a segment.
const WRITER_BYTES: usize = 96 << 20;

fn error(e: tantivy::TantivyError) -> String {
    format!("table search index: {e}")
}

/// One archive's table search index.
pub struct TableSearch {
    reader: IndexReader,
    fields: Vec<Field>,
    stored: Field,
    pub analyzer: Analyzer,
    /// Every term indexed, sorted.
    vocabulary: Vec<String>,
    /// The trigrams of `vocabulary`'s terms, by their place in it.
    spellings: Grams,
    /// Every word of a table or column name of up to five letters, by its first character.
    short_names: HashMap<char, Vec<String>>,
    /// Each table's shape (`alike`), by share.
    shapes: Vec<u64>,
    /// The terms of the tables' and columns' names, sorted, and their meanings (none without
    /// a model): the names a word the print never says may mean.
    name_terms: Vec<String>,
    name_meanings: Lexicon,
}

fn pre_tokenized(terms: Vec<String>) -> PreTokenizedString {
    let tokens = terms
        .into_iter()
        .enumerate()
        .map(|(position, text)| Token {
            offset_from: 0,
            offset_to: 0,
            position,
            text,
            position_length: 1,
        })
        .collect();
    PreTokenizedString {
        text: String::new(),
        tokens,
    }
}

/// The schema: the six fields, the stored values' keys, and each document's share.
fn schema() -> (Schema, Vec<Field>, Field, Field) {
    let mut builder = Schema::builder();
    let indexing = TextFieldIndexing::default()
        .set_index_option(IndexRecordOption::WithFreqs)
        .set_fieldnorms(true);
    let fields: Vec<Field> = FIELDS
        .iter()
        .map(|(name, _)| {
            builder.add_text_field(
                name,
                TextOptions::default().set_indexing_options(indexing.clone()),
            )
        })
        .collect();
    let stored = builder.add_text_field(
        STORED,
        TextOptions::default().set_indexing_options(indexing),
    );
    let share = builder.add_u64_field(SHARE, FAST);
    (builder.build(), fields, stored, share)
}

/// `pairs` in the order of their keys, so the same print keeps the same bytes.
fn sorted<V>(pairs: impl Iterator<Item = (String, V)>) -> Vec<(String, V)> {
    let mut out: Vec<(String, V)> = pairs.collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn by_first(words: Vec<String>) -> HashMap<char, Vec<String>> {
    let mut out: HashMap<char, Vec<String>> = HashMap::new();
    for word in words {
        if let Some(first) = word.chars().next() {
            out.entry(first).or_default().push(word);
        }
    }
    out
}

impl TableSearch {
    /// The index over every share of `index`: written whole into `dir` (an empty directory
    /// of its own, with what it keeps beside its segments: `saved`) when one is given, so
    /// that `open` reads it back; else held in memory.
    pub fn build(index: &Compiled, dir: Option<&Path>) -> Result<Self, String> {
        let shares = || (0..index.len()).map(|n| index.share(n));
        let mut defined = document::defined(shares());
        for (short, long) in learned(shares(), &defined) {
            defined.entry(short).or_insert(long);
        }
        let compounds = compounds(&document::vocabulary(shares()));
        let analyzer = Analyzer::new(&defined, &compounds);
        let (schema, fields, stored, share_field) = schema();
        let tantivy_index = match dir {
            Some(dir) => Index::create_in_dir(dir, schema).map_err(error)?,
            None => Index::create_in_ram(schema),
        };
        let mut writer = tantivy_index
            .writer_with_num_threads(1, WRITER_BYTES)
            .map_err(error)?;
        let mut vocabulary = BTreeSet::new();
        let mut name_terms = BTreeSet::new();
        let mut short_names = BTreeSet::new();
        let shapes = shares().map(shape).collect();
        for (n, share) in shares().enumerate() {
            let mut doc = TantivyDocument::new();
            doc.add_u64(share_field, n as u64);
            let terms = document::terms(&analyzer, share);
            let [name, _, columns, ..] = &terms;
            name_terms.extend(name.iter().chain(columns).cloned());
            for (field, terms) in fields.iter().zip(terms) {
                vocabulary.extend(terms.iter().cloned());
                doc.add_pre_tokenized_text(*field, pre_tokenized(terms));
            }
            doc.add_pre_tokenized_text(stored, pre_tokenized(document::stored_keys(share)));
            let [name, _, columns, ..] = document::texts(share);
            for text in name.into_iter().chain(columns) {
                for word in dbprint_base::words::words(text) {
                    let letters = word.folded.chars().all(char::is_alphabetic);
                    if letters && (2..=5).contains(&word.folded.len()) {
                        short_names.insert(word.folded);
                    }
                }
            }
            writer.add_document(doc).map_err(error)?;
        }
        writer.commit().map_err(error)?;
        writer.wait_merging_threads().map_err(error)?;
        let name_terms: Vec<String> = name_terms.into_iter().collect();
        let meanings = Lexicon::build(
            dbprint_embed::bundled(),
            name_terms.iter().map(String::as_str),
        );
        let (meaning_ids, dims, vectors) = meanings.parts();
        let kept = Saved {
            defined: sorted(defined.into_iter()),
            compounds: sorted(compounds.into_iter()),
            vocabulary: vocabulary.into_iter().collect(),
            short_names: short_names.into_iter().collect(),
            shapes,
            name_terms,
            meaning_ids: meaning_ids.to_vec(),
            meaning_dims: u32::try_from(dims).map_err(|e| format!("table search index: {e}"))?,
            meanings: vectors.to_vec(),
        };
        if dir.is_some() {
            let bytes = saved::to_bytes(&kept)?;
            (tantivy_index.directory())
                .atomic_write(Path::new(saved::FILE), &bytes)
                .map_err(|e| format!("table search index: cannot write what it keeps: {e}"))?;
        }
        Self::assemble(tantivy_index, kept, analyzer)
    }

    /// The index `build` wrote into `dir`, read back; an error when anything there does not
    /// read as one this build wrote (the caller builds it anew).
    pub fn open(dir: &Path) -> Result<Self, String> {
        let tantivy_index = Index::open_in_dir(dir).map_err(error)?;
        let bytes = (tantivy_index.directory())
            .atomic_read(Path::new(saved::FILE))
            .map_err(|e| format!("table search index: what it keeps is not there: {e}"))?;
        let kept = saved::from_bytes(&bytes)?;
        let analyzer = Analyzer::new(
            &kept.defined.iter().cloned().collect(),
            &kept.compounds.iter().cloned().collect(),
        );
        Self::assemble(tantivy_index, kept, analyzer)
    }

    /// The index over `tantivy_index`'s segments with what `kept` holds, read by `analyzer`
    /// (the one made from `kept`'s abbreviations and compounds).
    fn assemble(tantivy_index: Index, kept: Saved, analyzer: Analyzer) -> Result<Self, String> {
        let schema = tantivy_index.schema();
        let field = |name: &str| schema.get_field(name).map_err(error);
        let fields = (FIELDS.iter())
            .map(|(name, _)| field(name))
            .collect::<Result<Vec<Field>, String>>()?;
        let stored = field(STORED)?;
        field(SHARE)?;
        let dims =
            usize::try_from(kept.meaning_dims).map_err(|e| format!("table search index: {e}"))?;
        let name_meanings = Lexicon::from_parts(kept.meaning_ids, dims, kept.meanings)
            .ok_or("table search index: the name terms' meanings do not fit their numbers")?;
        if (name_meanings.parts().0.iter()).any(|&id| id as usize >= kept.name_terms.len()) {
            return Err("table search index: a meaning names no name term".to_string());
        }
        let reader = tantivy_index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .map_err(error)?;
        Ok(TableSearch {
            reader,
            fields,
            stored,
            analyzer,
            spellings: Grams::build(kept.vocabulary.iter().map(String::as_str)),
            vocabulary: kept.vocabulary,
            short_names: by_first(kept.short_names),
            shapes: kept.shapes,
            name_terms: kept.name_terms,
            name_meanings,
        })
    }

    /// The shape of table `share` (`alike`): tables of one shape are copies of one table.
    pub fn shape(&self, share: usize) -> u64 {
        self.shapes.get(share).copied().unwrap_or(share as u64)
    }

    /// Whether some table's document holds `term`.
    pub fn knows(&self, term: &str) -> bool {
        self.vocabulary
            .binary_search_by(|t| t.as_str().cmp(term))
            .is_ok()
    }

    /// The indexed terms that may be within `edits` edits of `term` (every one that is, and
    /// a few more), in order: those sharing enough of its trigrams.
    pub fn spelled_near(&self, term: &str, edits: usize) -> impl Iterator<Item = &String> {
        let ids = self.spellings.sharing(term, edits);
        ids.into_iter()
            .filter_map(|id| self.vocabulary.get(id as usize))
    }

    /// The terms of the print's names closest in meaning to `word`, at least `floor` close,
    /// the `top` closest first, with their closeness.
    pub fn names_meaning(&self, word: &str, floor: f64, top: usize) -> Vec<(&str, f64)> {
        let near = self
            .name_meanings
            .near(dbprint_embed::bundled(), word, floor, top);
        let term = |id: u32| self.name_terms.get(id as usize).map(String::as_str);
        near.into_iter()
            .filter_map(|(id, close)| Some((term(id)?, close)))
            .collect()
    }

    /// The short name words starting with `first`.
    pub fn short_names_from(&self, first: char) -> &[String] {
        self.short_names.get(&first).map_or(&[], Vec::as_slice)
    }

    /// One disjunction of every term in the six fields and every key in the stored values,
    /// each boosted by its weight (and the field's); `None` when there is nothing to ask.
    fn query(&self, terms: &[(String, f32)], keys: &[(String, f32)]) -> Option<BooleanQuery> {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut ask = |field: Field, text: &str, weight: f32| {
            let term = Term::from_field_text(field, text);
            let query = TermQuery::new(term, IndexRecordOption::WithFreqs);
            clauses.push((
                Occur::Should,
                Box::new(BoostQuery::new(Box::new(query), weight)),
            ));
        };
        for (term, weight) in terms {
            for (field, (_, field_weight)) in self.fields.iter().zip(FIELDS) {
                ask(*field, term, weight * field_weight);
            }
        }
        for (key, weight) in keys {
            ask(self.stored, key, *weight);
        }
        (!clauses.is_empty()).then(|| BooleanQuery::new(clauses))
    }

    /// The share document `doc` stands for.
    fn share_of(&self, searcher: &Searcher, doc: DocAddress) -> Result<Option<usize>, String> {
        let column = searcher
            .segment_reader(doc.segment_ord)
            .fast_fields()
            .u64(SHARE)
            .map_err(error)?;
        Ok(column.first(doc.doc_id).map(|share| share as usize))
    }

    /// Which of the tables `among` marks match any of `terms` or `keys`: membership alone,
    /// found without scoring.
    pub fn holding(
        &self,
        terms: &[(String, f32)],
        keys: &[(String, f32)],
        among: Arc<Vec<bool>>,
    ) -> Result<Vec<usize>, String> {
        let Some(query) = self.query(terms, keys) else {
            return Ok(Vec::new());
        };
        let keep = move |share: u64| among.get(share as usize).copied().unwrap_or(false);
        let collector = FilterCollector::new(SHARE.to_string(), keep, DocSetCollector);
        let searcher = self.reader.searcher();
        let docs = searcher.search(&query, &collector).map_err(error)?;
        let mut out = Vec::with_capacity(docs.len());
        for doc in docs {
            out.extend(self.share_of(&searcher, doc)?);
        }
        Ok(out)
    }

    /// The best `top` tables matching any of `terms` in the six fields or any of `keys` in
    /// the stored values (each with its weight), among those `admitted` marks (all when
    /// `None`): (share, score) best first; and how many tables matched in all.
    pub fn scores(
        &self,
        terms: &[(String, f32)],
        keys: &[(String, f32)],
        admitted: Option<Arc<Vec<bool>>>,
        top: usize,
    ) -> Result<(Vec<(usize, f32)>, usize), String> {
        let Some(query) = self.query(terms, keys) else {
            return Ok((Vec::new(), 0));
        };
        let searcher = self.reader.searcher();
        let collector = (TopDocs::with_limit(top.max(1)).order_by_score(), Count);
        let (top_docs, matched) = match admitted {
            None => searcher.search(&query, &collector),
            Some(admitted) => {
                let keep = move |share: u64| admitted.get(share as usize).copied().unwrap_or(false);
                searcher.search(
                    &query,
                    &FilterCollector::new(SHARE.to_string(), keep, collector),
                )
            }
        }
        .map_err(error)?;
        let mut out = Vec::with_capacity(top_docs.len());
        for (score, doc) in top_docs {
            out.extend(self.share_of(&searcher, doc)?.map(|share| (share, score)));
        }
        Ok((out, matched))
    }

    /// What holding the index costs in memory, near enough for the budget.
    pub fn bytes(&self) -> usize {
        let segments = self.reader.searcher().space_usage().map_or(0, |usage| {
            usize::try_from(usage.total().get_bytes()).unwrap_or(usize::MAX)
        });
        let words: usize = (self.vocabulary.iter())
            .chain(self.short_names.values().flatten())
            .map(|t| t.len() + 24)
            .sum();
        let names: usize = self.name_terms.iter().map(|t| t.len() + 24).sum();
        segments
            + words
            + names
            + self.name_meanings.bytes()
            + self.spellings.bytes()
            + self.shapes.len() * 8
    }
}
