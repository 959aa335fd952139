//! The full-text side of the compiled index: a tantivy index of character trigrams (tantivy's
//! `NgramTokenizer`, lower-cased) over each record's casefolded label, column note and value
//! notes, one document per record keyed by its number. `search_columns`' `text` is a
//! substring match, so a needle of at least `GRAM` characters is looked up as the AND of its
//! trigrams, which every record containing it has: the candidates are a superset, and the
//! caller verifies each against the real text. A shorter needle has no trigram to ask for:
//! `candidates` answers `None` and the caller scans.
//!
//! An index is written once, into a directory of its own that nothing writes again, or held
//! in memory when there is no cache directory; it knows nothing of shares or archives.

use std::collections::HashMap;
use std::path::Path;

use tantivy::collector::DocSetCollector;
use tantivy::query::{BooleanQuery, Occur, Query, TermQuery};
use tantivy::schema::{FAST, Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{LowerCaser, NgramTokenizer, TextAnalyzer};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term};

/// The length of the grams indexed and asked for.
pub const GRAM: usize = 3;
const TOKENIZER: &str = "dbprint_trigram";
const KEY: &str = "key";
const TEXT: &str = "text";
/// Memory the writer may use before it flushes a segment.
const WRITER_BYTES: usize = 64 << 20;

/// A trigram index, open for searching.
#[derive(Clone)]
pub struct TextIndex {
    index: Index,
    reader: IndexReader,
    text: Field,
}

fn schema() -> (Schema, Field, Field) {
    let mut builder = Schema::builder();
    let key = builder.add_u64_field(KEY, FAST);
    let indexing = TextFieldIndexing::default()
        .set_tokenizer(TOKENIZER)
        .set_index_option(IndexRecordOption::Basic);
    let text = builder.add_text_field(TEXT, TextOptions::default().set_indexing_options(indexing));
    (builder.build(), key, text)
}

fn error(e: tantivy::TantivyError) -> String {
    format!("text index: {e}")
}

/// Custom tokenizers are not stored with an index: every open registers ours again.
fn register(index: &Index) -> Result<(), String> {
    let grams = NgramTokenizer::new(GRAM, GRAM, false).map_err(error)?;
    let analyzer = TextAnalyzer::builder(grams).filter(LowerCaser).build();
    index.tokenizers().register(TOKENIZER, analyzer);
    Ok(())
}

impl TextIndex {
    /// Indexes `docs` (a record's number and its texts), in `dir` (new and empty) or in
    /// memory, committed once.
    pub fn build<'t>(
        dir: Option<&Path>,
        docs: impl Iterator<Item = (u64, Vec<&'t str>)>,
    ) -> Result<Self, String> {
        let (schema, key, text) = schema();
        let index = match dir {
            Some(dir) => Index::create_in_dir(dir, schema).map_err(error)?,
            None => Index::create_in_ram(schema),
        };
        register(&index)?;
        let mut writer: IndexWriter = index
            .writer_with_num_threads(1, WRITER_BYTES)
            .map_err(error)?;
        for (number, texts) in docs {
            let mut doc = TantivyDocument::new();
            doc.add_u64(key, number);
            for t in texts {
                doc.add_text(text, t);
            }
            writer.add_document(doc).map_err(error)?;
        }
        writer.commit().map_err(error)?;
        writer.wait_merging_threads().map_err(error)?;
        Self::reading(index, text)
    }

    /// The index written in `dir`: a real directory of regular files only (nothing in it is
    /// ever opened blocking or through a link).
    pub fn open(dir: &Path) -> Result<Self, String> {
        crate::cache::dir::only_regular_files(dir)?;
        let index = Index::open_in_dir(dir).map_err(error)?;
        register(&index)?;
        let text = index.schema().get_field(TEXT).map_err(error)?;
        Self::reading(index, text)
    }

    fn reading(index: Index, text: Field) -> Result<Self, String> {
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .map_err(error)?;
        Ok(TextIndex {
            index,
            reader,
            text,
        })
    }

    /// The bytes the index's segments hold (mapped or in memory).
    pub fn bytes(&self) -> usize {
        self.reader.searcher().space_usage().map_or(0, |usage| {
            usize::try_from(usage.total().get_bytes()).unwrap_or(usize::MAX)
        })
    }

    /// The numbers of the records whose texts hold every trigram of `folded` (casefolded),
    /// ascending; `None` when `folded` is shorter than a gram, or the index cannot answer.
    pub fn candidates(&self, folded: &str) -> Option<Vec<u64>> {
        if folded.chars().count() < GRAM {
            return None;
        }
        let mut analyzer = self.index.tokenizer_for_field(self.text).ok()?;
        let mut stream = analyzer.token_stream(folded);
        let mut grams: HashMap<String, ()> = HashMap::new();
        while stream.advance() {
            grams.insert(stream.token().text.clone(), ());
        }
        let clauses: Vec<(Occur, Box<dyn Query>)> = grams
            .into_keys()
            .map(|gram| {
                let term = Term::from_field_text(self.text, &gram);
                let query: Box<dyn Query> =
                    Box::new(TermQuery::new(term, IndexRecordOption::Basic));
                (Occur::Must, query)
            })
            .collect();
        let searcher = self.reader.searcher();
        let hits = searcher
            .search(&BooleanQuery::new(clauses), &DocSetCollector)
            .ok()?;
        let mut by_segment: HashMap<u32, Vec<u32>> = HashMap::new();
        for hit in hits {
            by_segment
                .entry(hit.segment_ord)
                .or_default()
                .push(hit.doc_id);
        }
        let mut numbers = Vec::new();
        for (segment, docs) in by_segment {
            let keys = searcher
                .segment_reader(segment)
                .fast_fields()
                .u64(KEY)
                .ok()?;
            numbers.extend(docs.into_iter().filter_map(|doc| keys.first(doc)));
        }
        numbers.sort_unstable();
        Some(numbers)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> TextIndex {
        let docs = vec![
            (0, vec!["customer_id", "the buyer"]),
            (1, vec!["order_total"]),
            (2, vec!["status", "shipped to the customer"]),
        ];
        TextIndex::build(None, docs.into_iter()).unwrap()
    }

    #[test]
    fn a_needle_finds_every_record_holding_its_trigrams_spec_4_3() {
        assert_eq!(index().candidates("custom"), Some(vec![0, 2]));
        assert_eq!(index().candidates("total"), Some(vec![1]));
        assert_eq!(index().candidates("zzz"), Some(vec![]));
    }

    #[test]
    fn any_text_of_a_record_can_hold_the_needle() {
        assert_eq!(index().candidates("buyer"), Some(vec![0]));
        assert_eq!(index().candidates("shipped"), Some(vec![2]));
    }

    #[test]
    fn a_needle_shorter_than_a_gram_asks_for_a_scan() {
        assert_eq!(index().candidates("id"), None);
        assert_eq!(index().candidates(""), None);
    }

    #[test]
    fn an_index_written_to_a_directory_opens_again() {
        let dir = std::env::temp_dir().join(format!("dbprint-text-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let docs = vec![(7, vec!["région_code"])];
        TextIndex::build(Some(&dir), docs.into_iter()).unwrap();
        let reopened = TextIndex::open(&dir).unwrap();
        assert_eq!(reopened.candidates("gion"), Some(vec![7]));
        assert_eq!(reopened.candidates("régi"), Some(vec![7]));
        let fifo = dir.join("meta.json");
        std::fs::remove_file(&fifo).unwrap();
        dbprint_base::sys::make_fifo(&fifo).unwrap();
        let refused = TextIndex::open(&dir).err().unwrap();
        assert!(
            refused.ends_with("meta.json is not a regular file"),
            "{refused}"
        );
    }
}
