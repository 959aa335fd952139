//! `find_tables`' engine: the tables a question needs, ranked with the evidence. A print's
//! texts and a question go through one analyzer (`words`, `stem`, `abbreviations`, `terms`,
//! with `synonyms` for the question's words);
//! each table's `document` is indexed once per archive version by tantivy (`search`); a
//! question is ranked by field-weighted BM25, the stored values it names (`phrases`, over
//! `dbprint-values`' postings) and the join graph (`lift`), tables alike folded (`alike`), in
//! `rank`; `evidence` tells why a
//! table ranked where it did. It reads the compiled index only, never a print file.

pub mod abbreviations;
pub mod alike;
pub mod cover;
pub mod document;
pub mod evidence;
pub mod lift;
pub mod moments;
pub mod phrases;
pub mod rank;
pub mod search;
pub mod stem;
pub mod synonyms;
pub mod terms;
pub mod words;

pub use evidence::{BestColumn, Clue, Evidence, Place, explain};
pub use rank::{Ranked, Ranking, rank};
pub use search::TableSearch;
