//! `find_tables`' engine: the tables a question needs, ranked with the evidence. A question is
//! read within bounds first (`question`: its first 256 distinct meaningful words). A print's
//! texts and a question go through one analyzer (`dbprint_base::words`, `stem`, `abbreviations` with those the print's shape teaches in `learned`, `terms`,
//! `compounds` for names written as one run of letters and `moments` for the times it names;
//! what a word may also mean is the embedding model's to say, `rank`); each
//! table's `document` is indexed once per archive version by tantivy (`search`). `rank` scores
//! a question by field-weighted BM25 and the stored values it names (`phrases`, over
//! `dbprint-values`' postings), folds tables alike (`alike`), raises the tables matching more
//! of its concepts (`cover`) and those joined to its first hits (`lift`); each step places a
//! table as a `Ranked`. `bridges` then lists the tables the joins between the first hits
//! pass through. `evidence` tells why a table ranked where it did. It reads the
//! compiled index only, never a print file.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]

mod abbreviations;
mod alike;
mod bridges;
mod compounds;
mod cover;
mod document;
mod evidence;
mod learned;
mod lift;
mod meaning;
mod moments;
pub mod phrases;
pub mod question;
pub mod rank;
mod ranked;
mod saved;
mod search;
mod stem;
mod terms;
mod tuning;

pub use bridges::{Connected, Pick, connect};
pub use evidence::{BestColumn, Clue, Evidence, Place, explain};
pub use rank::{Ranking, rank};
pub use ranked::Ranked;
pub use search::TableSearch;
pub use terms::{Analyzer, Concept};
